/**
 * The plug-in's view of the cluster, from the server's own watch caches (upstream reads
 * informers): policies, bindings, namespaces and params of any served kind. Before each
 * admission each cache the plug-in reads is brought up to the latest write this server
 * acknowledged for that resource (`RegistryStore.lastWriteRevision`), so a policy created by
 * one request applies to the next one at once. Writes to other resources do not make admission
 * wait: waiting for the storage's global revision instead made every write ask storage for
 * progress (on etcd a marker key's put and delete per admitted write, with no policy at all).
 * Another server's writes to policies arrive through the watch, as with upstream's informers.
 */
import { apiVersionOf, type ResourceDescriptor } from '../../meta/resources.js';
import type { KubeObject, Namespace, ValidatingAdmissionPolicy, ValidatingAdmissionPolicyBinding } from '../../meta/types.js';
import type { RegistryStore } from '../registry/store.js';
import type { WatchCache } from '../registry/watch-cache.js';
import type { ParamLister, PolicySources } from './validating-admission-policy.js';

/** How long admission waits for a cache to catch up with the store (then it reads what it has). */
const SYNC_TIMEOUT_MS = 3000;

export interface ServedResource {
  readonly store: RegistryStore<KubeObject>;
  readonly cache: WatchCache;
}

export function policySourcesFor(resources: ReadonlyMap<ResourceDescriptor<any>, ServedResource>): PolicySources | undefined {
  const find = (group: string, resource: string): ServedResource | undefined => {
    for (const [d, r] of resources) if (d.group === group && d.resource === resource) return r;
    return undefined;
  };
  const policies = find('admissionregistration.cluster.io', 'validatingadmissionpolicies');
  const bindings = find('admissionregistration.cluster.io', 'validatingadmissionpolicybindings');
  if (!policies || !bindings) return undefined;
  const namespaces = find('', 'namespaces');
  const fresh = async (r: ServedResource): Promise<void> => {
    await r.cache.waitForFresh(r.store.lastWriteRevision(), SYNC_TIMEOUT_MS);
  };
  const isFresh = (r: ServedResource): boolean => r.cache.isFresh(r.store.lastWriteRevision());
  const syncAll = async (): Promise<void> => {
    await fresh(policies);
    await fresh(bindings);
    if (policies.cache.size === 0) return;
    for (const r of resources.values()) if (r !== policies && r !== bindings) await fresh(r);
  };
  return {
    sync() {
      // Policies and bindings up to date and no policy (what syncAll would find at once): no
      // promise per admitted write.
      if (policies.cache.size === 0 && isFresh(policies) && isFresh(bindings)) return undefined;
      return syncAll();
    },
    policies: () => policies.cache.snapshot() as Iterable<ValidatingAdmissionPolicy>,
    bindings: () => bindings.cache.snapshot() as Iterable<ValidatingAdmissionPolicyBinding>,
    namespace: (name) => (namespaces ? (namespaces.cache.get(namespaces.store.key('', name)) as Namespace | undefined) : undefined),
    params(apiVersion, kind): ParamLister | undefined {
      for (const [d, r] of resources) {
        if (apiVersionOf(d) !== apiVersion || d.kind !== kind) continue;
        return {
          namespaced: d.namespaced,
          get: (namespace, name) => r.cache.get(r.store.key(namespace, name)),
          list: (namespace) => [...r.cache.snapshot()].filter((o) => !d.namespaced || namespace === '' || o.metadata?.namespace === namespace),
        };
      }
      return undefined;
    },
  };
}
