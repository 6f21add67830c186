/**
 * Namespace validation (core v1), ported from upstream `pkg/apis/core/validation`
 * (`ValidateNamespace`, `ValidateNamespaceUpdate`, and the core `ValidateObjectMeta` wrapper
 * that adds the legacy finalizer-name rule).
 *
 * A namespace name is a DNS label. Finalizers, in metadata and in `spec.finalizers`, are
 * qualified names; one without a '/' must be a standard finalizer (`kubernetes`, `orphan`,
 * `foregroundDeletion`).
 */
import { type FieldError } from '../../meta/field-errors.js';
import type { Namespace } from '../../meta/types.js';
/** `core.FinalizerKubernetes`: the namespace controller's own finalizer. */
export declare const FINALIZER_KUBERNETES = "kubernetes";
/** `validateKubeFinalizerName`: an unqualified finalizer must be a standard one. */
export declare function validateKubeFinalizerName(name: string, field: string): FieldError[];
/**
 * `ValidateNamespace` (create): cluster-scoped metadata with a DNS-label name, and each
 * `spec.finalizers` entry checked at the list path (upstream does not index it).
 */
export declare function validateNamespace(ns: Namespace): FieldError[];
/** The registry's update validation: `ValidateNamespace(new)` then `ValidateNamespaceUpdate`. */
export declare function validateNamespaceUpdate(newNs: Namespace, oldNs: Namespace): FieldError[];
