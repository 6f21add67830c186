/**
 * RuntimeClass validation (node.cluster.io/v1), ported from upstream
 * `pkg/apis/node/validation/validation.go` and the core helpers it reuses
 * (`ValidateContainerResourceRequirements`, `ValidateTolerations`; wire.md §9.2).
 *
 * Overhead errors are reported at `overhead.limits[<resource>]` because upstream validates
 * `overhead.podFixed` as the limits of a container's resource requirements. Resource names
 * print unquoted in messages (the Go type is a Stringer), and a non-integer quantity for an
 * integer resource prints Go's `%#v` dump of the Quantity, both as upstream does.
 *
 * Quantities that do not parse are skipped here: upstream rejects them while decoding the
 * request (`QUANTITY_FORMAT_ERROR` and friends), before validation runs.
 */
import { type FieldError } from '../../meta/field-errors.js';
import type { RuntimeClass, Toleration } from '../../meta/types.js';
/** `isNotIntegerErrorMsg`. */
export declare const IS_NOT_INTEGER_ERROR_MSG = "must be an integer";
export declare const TOLERATION_OP_EXISTS = "Exists";
export declare const TOLERATION_OP_EQUAL = "Equal";
export declare const TAINT_EFFECTS: readonly string[];
/** `IsExtendedResourceName`: domain-prefixed, not native, and valid as a quota name too. */
export declare function isExtendedResourceName(name: string): boolean;
/** `IsIntegerResourceName`: object counts and extended resources. */
export declare function isIntegerResourceName(name: string): boolean;
/**
 * `ValidateContainerResourceRequirements` for limits only (what a RuntimeClass overhead is),
 * with default pod validation options (indivisible hugepage amounts are rejected).
 */
export declare function validateOverheadLimits(limits: Readonly<Record<string, string | number>> | null | undefined, path: string): FieldError[];
/**
 * Go `%#v` of the internal `core.Toleration`, as upstream prints it in two messages. A set
 * `tolerationSeconds` is a pointer, shown as an address placeholder.
 */
export declare function goToleration(t: Toleration): string;
/** `ValidateTolerations` (default options) plus RuntimeClass's uniqueness check. */
export declare function validateTolerations(tolerations: readonly Toleration[] | null | undefined, path: string): FieldError[];
/**
 * `ValidateRuntimeClass` (create): cluster-scoped metadata with DNS-subdomain names, a
 * DNS-label handler, overhead and scheduling.
 */
export declare function validateRuntimeClass(obj: RuntimeClass): FieldError[];
/**
 * The registry's update validation: the full create rules on the new object, then the
 * metadata update rules, then `handler` immutable (the only immutable spec field).
 */
export declare function validateRuntimeClassUpdate(newObj: RuntimeClass, oldObj: RuntimeClass): FieldError[];
