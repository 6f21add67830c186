/**
 * Namespace validation (core v1), ported from upstream `pkg/apis/core/validation`
 * (`ValidateNamespace`, `ValidateNamespaceUpdate`, and the core `ValidateObjectMeta` wrapper
 * that adds the legacy finalizer-name rule).
 *
 * A namespace name is a DNS label. Finalizers, in metadata and in `spec.finalizers`, are
 * qualified names; one without a '/' must be a standard finalizer (`kubernetes`, `orphan`,
 * `foregroundDeletion`).
 */
import { fieldErrors, type FieldError } from '../../meta/field-errors.js';
import type { Namespace, ObjectMeta } from '../../meta/types.js';
import { validateNamespaceName } from '../../meta/validation/names.js';
import { validateFinalizerName, validateObjectMeta, validateObjectMetaUpdate } from './object-meta.js';

/** `core.FinalizerKubernetes`: the namespace controller's own finalizer. */
export const FINALIZER_KUBERNETES = 'kubernetes';
const STANDARD_FINALIZERS = new Set([FINALIZER_KUBERNETES, 'orphan', 'foregroundDeletion']);

interface NamespaceView {
  metadata?: ObjectMeta | null;
  spec?: { finalizers?: string[] | null } | null;
}

function view(ns: Namespace | undefined | null): NamespaceView {
  return ns ?? {};
}

function finalizersOf(meta: ObjectMeta | null | undefined): readonly string[] {
  return meta?.finalizers ?? [];
}

/** `validateKubeFinalizerName`: an unqualified finalizer must be a standard one. */
export function validateKubeFinalizerName(name: string, field: string): FieldError[] {
  if (!name.includes('/') && !STANDARD_FINALIZERS.has(name)) {
    return [fieldErrors.invalid(field, name, 'name is neither a standard finalizer name nor is it fully qualified')];
  }
  return [];
}

/** Core `ValidateObjectMeta`/`ValidateObjectMetaUpdate` add this per-item check. */
function kubeFinalizerNames(meta: ObjectMeta | null | undefined): FieldError[] {
  return finalizersOf(meta).flatMap((f, i) => validateKubeFinalizerName(f, `metadata.finalizers[${i}]`));
}

/**
 * `ValidateNamespace` (create): cluster-scoped metadata with a DNS-label name, and each
 * `spec.finalizers` entry checked at the list path (upstream does not index it).
 */
export function validateNamespace(ns: Namespace): FieldError[] {
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
export function validateNamespaceUpdate(newNs: Namespace, oldNs: Namespace): FieldError[] {
  const n = view(newNs);
  const o = view(oldNs);
  return [...validateNamespace(newNs), ...validateObjectMetaUpdate(n.metadata, o.metadata), ...kubeFinalizerNames(n.metadata)];
}

/**
 * `ValidateNamespaceStatusUpdate` (the `status` subresource): core ObjectMeta update rules, and the
 * phase must agree with deletionTimestamp. Upstream reports it at `status.Phase` (capital P,
 * as its field path is written there) with the phase as the value.
 */
export function validateNamespaceStatusUpdate(newNs: Namespace, oldNs: Namespace): FieldError[] {
  const errs = [...validateObjectMetaUpdate(newNs.metadata, oldNs.metadata), ...kubeFinalizerNames(newNs.metadata)];
  const phase = newNs.status?.phase ?? '';
  if (!newNs.metadata?.deletionTimestamp) {
    if (phase !== 'Active') errs.push(fieldErrors.invalid('status.Phase', phase, "may only be 'Active' if `deletionTimestamp` is empty"));
  } else if (phase !== 'Terminating') {
    errs.push(fieldErrors.invalid('status.Phase', phase, "may only be 'Terminating' if `deletionTimestamp` is not empty"));
  }
  return errs;
}

/**
 * `ValidateNamespaceFinalizeUpdate` (the `finalize` subresource): ObjectMeta update rules and
 * each `spec.finalizers[i]` a qualified name, standard when unqualified (indexed here, unlike
 * on create).
 */
export function validateNamespaceFinalizeUpdate(newNs: Namespace, oldNs: Namespace): FieldError[] {
  const errs = [...validateObjectMetaUpdate(newNs.metadata, oldNs.metadata), ...kubeFinalizerNames(newNs.metadata)];
  (newNs.spec?.finalizers ?? []).forEach((f, i) => {
    errs.push(...validateFinalizerName(f, `spec.finalizers[${i}]`), ...validateKubeFinalizerName(f, `spec.finalizers[${i}]`));
  });
  return errs;
}
