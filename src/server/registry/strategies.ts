/**
 * The strategy of each served resource: validation and server-owned fields.
 */
import { leaseCandidates, namespaces, runtimeClasses, type ResourceDescriptor } from '../../meta/resources.js';
import type { KubeObject, LeaseCandidate, Namespace, RuntimeClass } from '../../meta/types.js';
import { validateLeaseCandidate, validateLeaseCandidateUpdate } from '../validation/lease-candidate.js';
import { FINALIZER_KUBERNETES, validateNamespace, validateNamespaceFinalizeUpdate, validateNamespaceStatusUpdate, validateNamespaceUpdate } from '../validation/namespace.js';
import { validateRuntimeClass, validateRuntimeClassUpdate } from '../validation/runtime-class.js';
import type { ResourceStrategy } from './strategy.js';

export const leaseCandidateStrategy: ResourceStrategy<LeaseCandidate> = {
  descriptor: leaseCandidates,
  allowCreateOnUpdate: true,
  validate: (obj) => validateLeaseCandidate(obj),
  validateUpdate: (obj, old) => validateLeaseCandidateUpdate(obj, old),
};

export const runtimeClassStrategy: ResourceStrategy<RuntimeClass> = {
  descriptor: runtimeClasses,
  allowCreateOnUpdate: true,
  validate: (obj) => validateRuntimeClass(obj),
  validateUpdate: (obj, old) => validateRuntimeClassUpdate(obj, old),
};

/** Label the server sets on every namespace so selectors can address it by name. */
export const NAMESPACE_NAME_LABEL = 'kubernetes.io/metadata.name';

/** The name label upstream's defaulting keeps equal to the name on every write (SetDefaults_Namespace). */
function labelWithName(ns: Namespace): void {
  if (ns.metadata?.name) ns.metadata.labels = { ...(ns.metadata.labels ?? {}), [NAMESPACE_NAME_LABEL]: ns.metadata.name };
}

/**
 * Upstream's ShouldDeleteNamespaceDuringUpdate: a deleting namespace is removed by the write
 * that empties its spec.finalizers (the namespace controller's finalize call) as well as its
 * metadata.finalizers; the generic rule only looks at the latter.
 */
function namespaceFinalized(ns: Namespace): boolean {
  return (ns.spec?.finalizers?.length ?? 0) === 0;
}

/** Upstream's namespaceStrategy. */
export const namespaceStrategy: ResourceStrategy<Namespace> = {
  descriptor: namespaces,
  allowCreateOnUpdate: false,
  // PrepareForCreate: status is Active, and spec.finalizers always holds "kubernetes" (it is
  // not a default: the namespace controller removes it once the namespace is drained).
  prepareForCreate(ns) {
    ns.status = { phase: 'Active' };
    const finalizers = ns.spec?.finalizers ?? [];
    ns.spec = { ...(ns.spec ?? {}), finalizers: finalizers.includes(FINALIZER_KUBERNETES) ? finalizers : [...finalizers, FINALIZER_KUBERNETES] };
    labelWithName(ns);
  },
  // PrepareForUpdate: status changes only through /status, spec.finalizers only through /finalize.
  prepareForUpdate(ns, old) {
    if (old.status) ns.status = old.status;
    else delete ns.status;
    ns.spec = { ...(ns.spec ?? {}), finalizers: old.spec?.finalizers ?? [] };
    if (ns.spec.finalizers!.length === 0) delete ns.spec.finalizers;
    labelWithName(ns);
  },
  validate: (obj) => validateNamespace(obj),
  validateUpdate: (obj, old) => validateNamespaceUpdate(obj, old),
  shouldDeleteDuringUpdate: (obj) => namespaceFinalized(obj),
};

/** Upstream's namespaceStatusStrategy: `PUT/PATCH .../status` keeps the stored spec. */
export const namespaceStatusStrategy: ResourceStrategy<Namespace> = {
  ...namespaceStrategy,
  prepareForUpdate(ns, old) {
    if (old.spec) ns.spec = old.spec;
    else delete ns.spec;
    labelWithName(ns);
  },
  validateUpdate: (obj, old) => validateNamespaceStatusUpdate(obj, old),
};

/** Upstream's namespaceFinalizeStrategy: `PUT .../finalize` keeps the stored status (and changes spec.finalizers). */
export const namespaceFinalizeStrategy: ResourceStrategy<Namespace> = {
  ...namespaceStrategy,
  prepareForUpdate(ns, old) {
    if (old.status) ns.status = old.status;
    else delete ns.status;
    labelWithName(ns);
  },
  validateUpdate: (obj, old) => validateNamespaceFinalizeUpdate(obj, old),
};

const STRATEGIES = new Map<ResourceDescriptor<any>, ResourceStrategy<any>>([
  [leaseCandidates, leaseCandidateStrategy],
  [runtimeClasses, runtimeClassStrategy],
  [namespaces, namespaceStrategy],
]);

/** Write strategies of subresources, by resource and subresource name (see ResourceDescriptor.subresources). */
const SUBRESOURCE_STRATEGIES = new Map<ResourceDescriptor<any>, Readonly<Record<string, ResourceStrategy<any>>>>([
  [namespaces, { status: namespaceStatusStrategy, finalize: namespaceFinalizeStrategy }],
]);

export function subresourceStrategyFor<T extends KubeObject>(d: ResourceDescriptor<T>, subresource: string): ResourceStrategy<T> {
  const s = SUBRESOURCE_STRATEGIES.get(d)?.[subresource];
  if (!s) throw new Error(`no strategy registered for ${d.resource}/${subresource}`);
  return s as ResourceStrategy<T>;
}

export function strategyFor<T extends KubeObject>(d: ResourceDescriptor<T>): ResourceStrategy<T> {
  const s = STRATEGIES.get(d);
  if (!s) throw new Error(`no strategy registered for ${d.resource}`);
  return s as ResourceStrategy<T>;
}
