/**
 * The strategy of each served resource: validation and server-owned fields.
 */
import { leaseCandidates, namespaces, runtimeClasses } from '../../meta/resources.js';
import { validateLeaseCandidate, validateLeaseCandidateUpdate } from '../validation/lease-candidate.js';
import { validateNamespace, validateNamespaceUpdate } from '../validation/namespace.js';
import { validateRuntimeClass, validateRuntimeClassUpdate } from '../validation/runtime-class.js';
export const leaseCandidateStrategy = {
    descriptor: leaseCandidates,
    allowCreateOnUpdate: true,
    validate: (obj) => validateLeaseCandidate(obj),
    validateUpdate: (obj, old) => validateLeaseCandidateUpdate(obj, old),
};
export const runtimeClassStrategy = {
    descriptor: runtimeClasses,
    allowCreateOnUpdate: true,
    validate: (obj) => validateRuntimeClass(obj),
    validateUpdate: (obj, old) => validateRuntimeClassUpdate(obj, old),
};
/** Label the server sets on every namespace so selectors can address it by name. */
export const NAMESPACE_NAME_LABEL = 'kubernetes.io/metadata.name';
export const namespaceStrategy = {
    descriptor: namespaces,
    allowCreateOnUpdate: false,
    prepareForCreate(ns) {
        ns.status = { phase: 'Active' };
        const finalizers = ns.spec?.finalizers ?? [];
        ns.spec = { ...(ns.spec ?? {}), finalizers: finalizers.includes('kubernetes') ? finalizers : [...finalizers, 'kubernetes'] };
        if (ns.metadata?.name)
            ns.metadata.labels = { ...(ns.metadata.labels ?? {}), [NAMESPACE_NAME_LABEL]: ns.metadata.name };
    },
    prepareForUpdate(ns, old) {
        // status and spec.finalizers change only through the lifecycle, not through PUT.
        if (old.status)
            ns.status = old.status;
        else
            delete ns.status;
        ns.spec = { ...(ns.spec ?? {}), finalizers: old.spec?.finalizers ?? [] };
        if (ns.metadata?.name)
            ns.metadata.labels = { ...(ns.metadata.labels ?? {}), [NAMESPACE_NAME_LABEL]: ns.metadata.name };
    },
    validate: (obj) => validateNamespace(obj),
    validateUpdate: (obj, old) => validateNamespaceUpdate(obj, old),
};
const STRATEGIES = new Map([
    [leaseCandidates, leaseCandidateStrategy],
    [runtimeClasses, runtimeClassStrategy],
    [namespaces, namespaceStrategy],
]);
export function strategyFor(d) {
    const s = STRATEGIES.get(d);
    if (!s)
        throw new Error(`no strategy registered for ${d.resource}`);
    return s;
}
//# sourceMappingURL=strategies.js.map