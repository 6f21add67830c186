/**
 * Discovery documents: legacy (`/api`, `/apis`, `/api/v1`, `/apis/<g>[/<v>]`) and aggregated
 * (`Accept: application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList`), plus
 * `/version`. Built from the served resource descriptors.
 */
import { parseAccept } from '../codec/media-type.js';
import { apiVersionOf, type ResourceDescriptor } from '../meta/resources.js';

/** The API level the seed describes (kubectl picks its behaviour from the minor). */
export const SERVER_VERSION = {
  major: '1',
  minor: '33',
  gitVersion: 'v1.33.0',
  gitCommit: '0000000000000000000000000000000000000000',
  gitTreeState: 'clean',
  buildDate: '2025-04-23T00:00:00Z',
  goVersion: 'go1.24.2',
  compiler: 'gc',
  platform: `${process.platform}/${process.arch === 'x64' ? 'amd64' : process.arch}`,
};

export function apiResource(d: ResourceDescriptor<any>): Record<string, unknown> {
  const r: Record<string, unknown> = {
    name: d.resource,
    singularName: d.singular,
    namespaced: d.namespaced,
    kind: d.kind,
    verbs: [...d.verbs],
  };
  if (d.shortNames.length) r.shortNames = [...d.shortNames];
  return r;
}

/**
 * A resource's subresources as legacy discovery lists them: entries of their own,
 * `namespaces/status`, with the parent's kind and an empty singular name.
 */
function subresourceEntries(d: ResourceDescriptor<any>): Record<string, unknown>[] {
  return (d.subresources ?? []).map((s) => ({ name: `${d.resource}/${s.name}`, singularName: '', namespaced: d.namespaced, kind: d.kind, verbs: [...s.verbs] }));
}

interface GroupVersions {
  readonly name: string;
  readonly versions: readonly { groupVersion: string; version: string }[];
  readonly preferredVersion: { groupVersion: string; version: string };
}

export function groupVersions(resources: readonly ResourceDescriptor<any>[]): GroupVersions[] {
  const groups = new Map<string, string[]>();
  for (const d of resources) {
    if (d.group === '') continue;
    const versions = groups.get(d.group) ?? [];
    if (!versions.includes(d.version)) versions.push(d.version);
    groups.set(d.group, versions);
  }
  return [...groups.entries()].map(([name, versions]) => ({
    name,
    versions: versions.map((v) => ({ groupVersion: `${name}/${v}`, version: v })),
    preferredVersion: { groupVersion: `${name}/${versions[0]}`, version: versions[0]! },
  }));
}

export const legacyDiscovery = {
  apiVersions: (host: string) => ({ kind: 'APIVersions', versions: ['v1'], serverAddressByClientCIDRs: [{ clientCIDR: '0.0.0.0/0', serverAddress: host }] }),
  coreResources: (resources: readonly ResourceDescriptor<any>[]) => ({
    kind: 'APIResourceList',
    groupVersion: 'v1',
    resources: resources.filter((d) => d.group === '').flatMap((d) => [apiResource(d), ...subresourceEntries(d)]),
  }),
  groupList: (resources: readonly ResourceDescriptor<any>[]) => ({ kind: 'APIGroupList', apiVersion: 'v1', groups: groupVersions(resources) }),
  group: (resources: readonly ResourceDescriptor<any>[], name: string) => {
    const g = groupVersions(resources).find((x) => x.name === name);
    return g ? { kind: 'APIGroup', apiVersion: 'v1', ...g } : undefined;
  },
  resourceList: (resources: readonly ResourceDescriptor<any>[], gv: string) => {
    const served = resources.filter((d) => d.group !== '' && apiVersionOf(d) === gv);
    return served.length ? { kind: 'APIResourceList', apiVersion: 'v1', groupVersion: gv, resources: served.flatMap((d) => [apiResource(d), ...subresourceEntries(d)]) } : undefined;
  },
};

/** Groups accepted in the aggregated-discovery Accept: upstream's and ours. */
const DISCOVERY_GROUPS = new Set(['apidiscovery.k8s.io', 'apidiscovery.cluster.io']);

/** If the client asks for aggregated discovery, the media type to answer with (in the group it named). */
export function wantsAggregated(accept: string | undefined): { group: string; version: string } | undefined {
  for (const r of parseAccept(accept)) {
    if (r.type !== 'application/json' || r.q === 0) continue;
    const { g, v, as } = r.params;
    if (as === 'APIGroupDiscoveryList' && g && DISCOVERY_GROUPS.has(g) && (v === 'v2' || v === 'v2beta1')) return { group: g, version: v };
  }
  return undefined;
}

/** APIGroupDiscoveryList for `/api` (core) or `/apis` (named groups). */
export function aggregatedDiscovery(resources: readonly ResourceDescriptor<any>[], core: boolean, spec: { group: string; version: string }) {
  const byGroup = new Map<string, Map<string, ResourceDescriptor<any>[]>>();
  for (const d of resources) {
    if ((d.group === '') !== core) continue;
    const versions = byGroup.get(d.group) ?? new Map<string, ResourceDescriptor<any>[]>();
    versions.set(d.version, [...(versions.get(d.version) ?? []), d]);
    byGroup.set(d.group, versions);
  }
  return {
    kind: 'APIGroupDiscoveryList',
    apiVersion: `${spec.group}/${spec.version}`,
    metadata: {},
    items: [...byGroup.entries()].map(([group, versions]) => ({
      metadata: { name: group, creationTimestamp: null },
      versions: [...versions.entries()].map(([version, ds]) => ({
        version,
        resources: ds.map((d) => ({
          resource: d.resource,
          responseKind: { group: d.group, version: d.version, kind: d.kind },
          scope: d.namespaced ? 'Namespaced' : 'Cluster',
          singularResource: d.singular,
          verbs: [...d.verbs],
          ...(d.shortNames.length ? { shortNames: [...d.shortNames] } : {}),
          ...(d.subresources?.length
            ? { subresources: d.subresources.map((s) => ({ subresource: s.name, responseKind: { group: d.group, version: d.version, kind: d.kind }, verbs: [...s.verbs] })) }
            : {}),
        })),
        freshness: 'Current',
      })),
    })),
  };
}
