/**
 * Non-resource endpoints: legacy discovery documents, /version and the basic health
 * endpoints. Anything else is a 404 Status.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiVersionOf, type ResourceDescriptor } from '../meta/resources.js';
import { methodNotAllowedStatus, notFoundStatus, writeJson } from './http/response.js';
import type { NonResourceRequestInfo } from './request-info.js';

export interface NonResourceContext {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly info: NonResourceRequestInfo;
  readonly pretty: boolean;
  readonly resources: readonly ResourceDescriptor<any>[];
}

/** The API level the seed describes (reported by /version; kubectl picks its behaviour from it). */
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

function apiResource(d: ResourceDescriptor<any>) {
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

function groupVersions(resources: readonly ResourceDescriptor<any>[]) {
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
    preferredVersion: { groupVersion: `${name}/${versions[0]}`, version: versions[0] },
  }));
}

function writeText(res: ServerResponse, code: number, text: string): void {
  res.statusCode = code;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(text);
}

export async function handleNonResource(ctx: NonResourceContext): Promise<void> {
  const { res, info, pretty, resources } = ctx;
  const path = info.path.replace(/\/+$/, '') || '/';
  const parts = path.split('/').filter(Boolean);
  const get = info.verb === 'get' || info.verb === 'head';
  const reply = (body: unknown) => {
    if (!get) throw methodNotAllowedStatus();
    writeJson(res, 200, body, { pretty });
  };

  if (path === '/healthz' || path === '/livez' || path === '/readyz') {
    if (!get) throw methodNotAllowedStatus();
    writeText(res, 200, 'ok');
    return;
  }
  if (path === '/version') return reply(SERVER_VERSION);
  if (path === '/api') {
    return reply({
      kind: 'APIVersions',
      versions: ['v1'],
      serverAddressByClientCIDRs: [{ clientCIDR: '0.0.0.0/0', serverAddress: ctx.req.headers.host ?? '' }],
    });
  }
  if (path === '/api/v1') {
    return reply({
      kind: 'APIResourceList',
      groupVersion: 'v1',
      resources: resources.filter((d) => d.group === '').map(apiResource),
    });
  }
  if (path === '/apis') {
    return reply({ kind: 'APIGroupList', apiVersion: 'v1', groups: groupVersions(resources) });
  }
  if (parts[0] === 'apis' && parts.length === 2) {
    const group = groupVersions(resources).find((g) => g.name === parts[1]);
    if (group) return reply({ kind: 'APIGroup', apiVersion: 'v1', ...group });
  }
  if (parts[0] === 'apis' && parts.length === 3) {
    const gv = `${parts[1]}/${parts[2]}`;
    const served = resources.filter((d) => d.group !== '' && apiVersionOf(d) === gv);
    if (served.length) return reply({ kind: 'APIResourceList', apiVersion: 'v1', groupVersion: gv, resources: served.map(apiResource) });
  }
  throw notFoundStatus();
}
