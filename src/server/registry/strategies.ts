/**
 * The strategy of each served resource: validation and server-owned fields.
 */
import { leaseCandidates, leases, namespaces, runtimeClasses, validatingAdmissionPolicies, validatingAdmissionPolicyBindings, type ResourceDescriptor } from '../../meta/resources.js';
import type { KubeObject, Lease, LeaseCandidate, Namespace, RuntimeClass } from '../../meta/types.js';
import { validatingAdmissionPolicyBindingStrategy, validatingAdmissionPolicyStatusStrategy, validatingAdmissionPolicyStrategy } from './admission-policy-strategies.js';
import type { FeatureGateValues } from '../feature-gates.js';
import { newFeatureGate } from '../gates/known-features.js';
import { validateLease, validateLeaseUpdate } from '../validation/lease.js';
import { validateLeaseCandidate, validateLeaseCandidateUpdate } from '../validation/lease-candidate.js';
import { FINALIZER_KUBERNETES, validateNamespace, validateNamespaceFinalizeUpdate, validateNamespaceStatusUpdate, validateNamespaceUpdate } from '../validation/namespace.js';
import { validateRuntimeClass, validateRuntimeClassUpdate } from '../validation/runtime-class.js';
import type { ResourceStrategy } from './strategy.js';

/**
 * Upstream's leaseStrategy (pkg/registry/coordination/lease, 1.33). Without the
 * CoordinatedLeaderElection gate, `spec.strategy` and `spec.preferredHolder` are dropped on
 * create, and on update unless the stored Lease already has them (dropDisabledFields pattern).
 */
export function leaseStrategy(gates: Pick<FeatureGateValues, 'CoordinatedLeaderElection'>): ResourceStrategy<Lease> {
  const coordinated = gates.CoordinatedLeaderElection;
  return {
    descriptor: leases,
    allowCreateOnUpdate: true,
    // `spec` is a struct, not a pointer, in Go: a Lease without one is stored and served with `spec: {}`.
    prepareForCreate(lease) {
      const spec = (lease.spec ??= {});
      if (!coordinated) {
        delete spec.strategy;
        delete spec.preferredHolder;
      }
    },
    prepareForUpdate(lease, old) {
      const spec = (lease.spec ??= {});
      if (!coordinated) {
        if (old.spec?.strategy == null) delete spec.strategy;
        if (old.spec?.preferredHolder == null) delete spec.preferredHolder;
      }
    },
    validate: (obj) => validateLease(obj),
    validateUpdate: (obj, old) => validateLeaseUpdate(obj, old),
  };
}

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

/** A resource's strategy, given the server's feature gates (most ignore them). */
type StrategyFactory = (gates: FeatureGateValues) => ResourceStrategy<any>;

const STRATEGIES = new Map<ResourceDescriptor<any>, StrategyFactory>([
  [leases, (gates) => leaseStrategy(gates)],
  [leaseCandidates, () => leaseCandidateStrategy],
  [runtimeClasses, () => runtimeClassStrategy],
  [namespaces, () => namespaceStrategy],
  [validatingAdmissionPolicies, () => validatingAdmissionPolicyStrategy],
  [validatingAdmissionPolicyBindings, () => validatingAdmissionPolicyBindingStrategy],
]);

/** The gates at their defaults, for callers that have no server configuration. */
const DEFAULT_GATES: FeatureGateValues = newFeatureGate().snapshot();

/** Write strategies of subresources, by resource and subresource name (see ResourceDescriptor.subresources). */
const SUBRESOURCE_STRATEGIES = new Map<ResourceDescriptor<any>, Readonly<Record<string, ResourceStrategy<any>>>>([
  [namespaces, { status: namespaceStatusStrategy, finalize: namespaceFinalizeStrategy }],
  [validatingAdmissionPolicies, { status: validatingAdmissionPolicyStatusStrategy }],
]);

export function subresourceStrategyFor<T extends KubeObject>(d: ResourceDescriptor<T>, subresource: string): ResourceStrategy<T> {
  const s = SUBRESOURCE_STRATEGIES.get(d)?.[subresource];
  if (!s) throw new Error(`no strategy registered for ${d.resource}/${subresource}`);
  return s as ResourceStrategy<T>;
}

export function strategyFor<T extends KubeObject>(d: ResourceDescriptor<T>, gates: FeatureGateValues = DEFAULT_GATES): ResourceStrategy<T> {
  const s = STRATEGIES.get(d);
  if (!s) throw new Error(`no strategy registered for ${d.resource}`);
  return s(gates) as ResourceStrategy<T>;
}
