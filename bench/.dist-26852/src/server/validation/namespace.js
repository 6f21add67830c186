/**
 * Namespace validation (core v1), ported from upstream `pkg/apis/core/validation`
 * (`ValidateNamespace`, `ValidateNamespaceUpdate`, and the core `ValidateObjectMeta` wrapper
 * that adds the legacy finalizer-name rule).
 *
 * A namespace name is a DNS label. Finalizers, in metadata and in `spec.finalizers`, are
 * qualified names; one without a '/' must be a standard finalizer (`kubernetes`, `orphan`,
 * `foregroundDeletion`).
 */
import { fieldErrors } from '../../meta/field-errors.js';
import { validateNamespaceName } from '../../meta/validation/names.js';
import { validateFinalizerName, validateObjectMeta, validateObjectMetaUpdate } from './object-meta.js';
/** `core.FinalizerKubernetes`: the namespace controller's own finalizer. */
export const FINALIZER_KUBERNETES = 'kubernetes';
const STANDARD_FINALIZERS = new Set([FINALIZER_KUBERNETES, 'orphan', 'foregroundDeletion']);
function view(ns) {
    return ns ?? {};
}
function finalizersOf(meta) {
    return meta?.finalizers ?? [];
}
/** `validateKubeFinalizerName`: an unqualified finalizer must be a standard one. */
export function validateKubeFinalizerName(name, field) {
    if (!name.includes('/') && !STANDARD_FINALIZERS.has(name)) {
        return [fieldErrors.invalid(field, name, 'name is neither a standard finalizer name nor is it fully qualified')];
    }
    return [];
}
/** Core `ValidateObjectMeta`/`ValidateObjectMetaUpdate` add this per-item check. */
function kubeFinalizerNames(meta) {
    return finalizersOf(meta).flatMap((f, i) => validateKubeFinalizerName(f, `metadata.finalizers[${i}]`));
}
/**
 * `ValidateNamespace` (create): cluster-scoped metadata with a DNS-label name, and each
 * `spec.finalizers` entry checked at the list path (upstream does not index it).
 */
export function validateNamespace(ns) {
    const n = view(ns);
    const errs = [
        ...validateObjectMeta(n.metadata, { namespaced: false, nameFn: validateNamespaceName }),
        ...kubeFinalizerNames(n.metadata),
    ];
    for (const f of n.spec?.finalizers ?? []) {
        errs.push(...validateFinalizerName(f, 'spec.finalizers'), ...validateKubeFinalizerName(f, 'spec.finalizers'));
    }
    return errs;
}
/** The registry's update validation: `ValidateNamespace(new)` then `ValidateNamespaceUpdate`. */
export function validateNamespaceUpdate(newNs, oldNs) {
    const n = view(newNs);
    const o = view(oldNs);
    return [...validateNamespace(newNs), ...validateObjectMetaUpdate(n.metadata, o.metadata), ...kubeFinalizerNames(n.metadata)];
}
//# sourceMappingURL=namespace.js.map