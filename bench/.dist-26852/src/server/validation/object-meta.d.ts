/**
 * ObjectMeta validation, ported from apimachinery `pkg/api/validation/objectmeta.go` and
 * `pkg/apis/meta/v1/validation/validation.go` (Kubernetes 1.33), with upstream's error order
 * and texts. Paths start at `metadata` unless a caller passes another root.
 *
 * Inputs are decoded JSON: any field may be absent, and absent means Go's zero value.
 * Go iterates label/annotation maps in random order; these functions use the JSON key order,
 * so with several bad keys the set of errors matches upstream but their order may not.
 */
import { type FieldError } from '../../meta/field-errors.js';
import type { ObjectMeta } from '../../meta/types.js';
import { type NameValidator } from '../../meta/validation/names.js';
/** `FieldImmutableErrorMsg`. */
export declare const FIELD_IMMUTABLE_ERROR_MSG = "field is immutable";
/** `IsNegativeErrorMsg`. */
export declare const IS_NEGATIVE_ERROR_MSG = "must be greater than or equal to 0";
/** `TotalAnnotationSizeLimitB`: 256 KiB over all keys and values, in bytes. */
export declare const TOTAL_ANNOTATION_SIZE_LIMIT_B: number;
/** `FieldManagerMaxLength`. */
export declare const FIELD_MANAGER_MAX_LENGTH = 128;
/** `MaxSubresourceNameLength`. */
export declare const MAX_SUBRESOURCE_NAME_LENGTH = 256;
/** `metav1.FinalizerOrphanDependents`. */
export declare const FINALIZER_ORPHAN_DEPENDENTS = "orphan";
/** `metav1.FinalizerDeleteDependents`. */
export declare const FINALIZER_DELETE_DEPENDENTS = "foregroundDeletion";
/** The fields of an owner reference this module reads. */
interface OwnerReferenceView {
    apiVersion?: string;
    kind?: string;
    name?: string;
    uid?: string;
    controller?: boolean | null;
    blockOwnerDeletion?: boolean | null;
}
/** The fields of a managedFields entry this module reads. */
interface ManagedFieldsEntryView {
    manager?: string;
    operation?: string;
    fieldsType?: string;
    subresource?: string;
}
/** Go `%#v` of a `[]string`: `[]string{"a", "b"}`, or `[]string(nil)` for a nil slice. */
export declare function goStringSlice(values: readonly string[] | null | undefined): string;
/**
 * `ValidateImmutableField` for values compared by `===` (strings, numbers, booleans).
 * The error carries the new value, as upstream does.
 */
export declare function validateImmutableField(newValue: string | number | boolean, oldValue: string | number | boolean, field: string): FieldError[];
/** `ValidateNonnegativeField`. */
export declare function validateNonnegativeField(value: number, field: string): FieldError[];
/** `ValidateLabelName`: label keys are qualified names. */
export declare function validateLabelName(name: string, field: string): FieldError[];
/**
 * `ValidateLabels`: every key a qualified name, every value a label value. Errors are
 * reported at the map's path, not per key, as upstream does.
 */
export declare function validateLabels(labels: Readonly<Record<string, string>> | null | undefined, field: string): FieldError[];
/**
 * `ValidateAnnotations`: keys are qualified names compared case-insensitively (lower-cased
 * before the check, reported as written); keys plus values at most 256 KiB in bytes.
 */
export declare function validateAnnotations(annotations: Readonly<Record<string, string>> | null | undefined, field: string): FieldError[];
/**
 * `ValidateOwnerReferences`. Per-reference errors use the list path without an index, as
 * upstream does; a second controller reference reports the whole list.
 */
export declare function validateOwnerReferences(refs: readonly OwnerReferenceView[] | null | undefined, field: string): FieldError[];
/** `ValidateFinalizerName`: finalizers are qualified names. */
export declare function validateFinalizerName(name: string, field: string): FieldError[];
/**
 * `ValidateFinalizers`: each a qualified name (reported at the list path), and `orphan`
 * together with `foregroundDeletion` is rejected. Duplicates are allowed, as upstream.
 */
export declare function validateFinalizers(finalizers: readonly string[] | null | undefined, field: string): FieldError[];
/** `ValidateNoNewFinalizers`: while an object is being deleted, finalizers may only be removed. */
export declare function validateNoNewFinalizers(newFinalizers: readonly string[] | null | undefined, oldFinalizers: readonly string[] | null | undefined, field: string): FieldError[];
/** `ValidateFieldManager`: at most 128 bytes, printable characters only. */
export declare function validateFieldManager(manager: string, field: string): FieldError[];
/** `ValidateManagedFields`: operation Apply|Update, fieldsType FieldsV1, manager, subresource. */
export declare function validateManagedFields(entries: readonly ManagedFieldsEntryView[] | null | undefined, field: string): FieldError[];
export interface ObjectMetaValidationOptions {
    /** Namespaced kinds require `metadata.namespace`; cluster-scoped kinds forbid it. */
    readonly namespaced: boolean;
    /** The kind's name rule; also applied to `generateName` with `prefix` true. */
    readonly nameFn: NameValidator;
    /** Root path, `metadata` by default. */
    readonly path?: string;
}
/**
 * `ValidateObjectMeta` (create). Expects name generation to have happened already: an
 * object with only `generateName` is reported as missing its name, like upstream.
 */
export declare function validateObjectMeta(meta: ObjectMeta | undefined | null, options: ObjectMetaValidationOptions): FieldError[];
/**
 * `ValidateObjectMetaUpdate`. Identity and lifecycle fields are immutable (name, namespace,
 * uid, creationTimestamp, deletionTimestamp, deletionGracePeriodSeconds: any difference,
 * including setting one that was unset, is an error; the registry copies the server-owned
 * ones from the old object before validating). Finalizers cannot be added once deletion
 * started, the generation cannot decrease, and resourceVersion must be given.
 */
export declare function validateObjectMetaUpdate(newMeta: ObjectMeta | undefined | null, oldMeta: ObjectMeta | undefined | null, path?: string): FieldError[];
export {};
