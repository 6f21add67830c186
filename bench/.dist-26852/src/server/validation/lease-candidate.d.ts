/**
 * LeaseCandidate validation (coordination.cluster.io/v1beta1), ported from upstream
 * `pkg/apis/coordination/validation/validation.go` (wire.md §9.1), including its quirks:
 * strategy errors are reported at `spec.strategy.strategy` (the child path is applied twice),
 * an unparseable version counts as 0.0.0 in the comparisons that follow, and an
 * emulationVersion of exactly 0.0.0 counts as missing.
 */
import { type FieldError } from '../../meta/field-errors.js';
import type { LeaseCandidate } from '../../meta/types.js';
/** The only strategy defined by the platform itself. */
export declare const OLDEST_EMULATION_VERSION = "OldestEmulationVersion";
/** Strategies without a '/' must be one of these; others are third-party qualified names. */
export declare const VALID_LEASE_STRATEGIES: readonly string[];
/** The fields of a LeaseCandidate spec this module reads. */
interface LeaseCandidateSpecView {
    leaseName?: string;
    binaryVersion?: string;
    emulationVersion?: string;
    strategy?: string;
}
/**
 * `ValidLeaseCandidateName`: names are config-map keys. `prefix` is ignored because that
 * rule already permits a trailing '-'.
 */
export declare function validLeaseCandidateName(name: string, _prefix: boolean): string[];
/**
 * `ValidateCoordinatedLeaseStrategy`. `path` is the strategy field itself; errors land one
 * level deeper (`<path>.strategy`) exactly as upstream reports them.
 */
export declare function validateCoordinatedLeaseStrategy(strategy: string, path: string): FieldError[];
/** `ValidateLeaseCandidateSpec`. */
export declare function validateLeaseCandidateSpec(spec: LeaseCandidateSpecView | null | undefined, path?: string): FieldError[];
/** `ValidateLeaseCandidate` (create): namespaced metadata, config-map-key names, spec. */
export declare function validateLeaseCandidate(obj: LeaseCandidate): FieldError[];
/**
 * `ValidateLeaseCandidateUpdate`, which is the registry's whole update validation: metadata
 * update rules, the spec rules again, and `spec.leaseName` immutable.
 */
export declare function validateLeaseCandidateUpdate(newObj: LeaseCandidate, oldObj: LeaseCandidate): FieldError[];
export {};
