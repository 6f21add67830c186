/**
 * Lease validation (coordination.cluster.io/v1), ported from upstream
 * `pkg/apis/coordination/validation/validation.go` (ValidateLease, ValidateLeaseUpdate,
 * ValidateLeaseSpec). Names are DNS subdomains; no spec field is immutable; the strategy rule is
 * LeaseCandidate's (`validateCoordinatedLeaseStrategy`, which reports at `spec.strategy.strategy`).
 *
 * Integers are checked as decoded: `leaseDurationSeconds` and `leaseTransitions` are int32 on the
 * wire, and the typed decoder has already refused values out of that range.
 */
import { fieldErrors, type FieldError } from '../../meta/field-errors.js';
import type { Lease, ObjectMeta } from '../../meta/types.js';
import { nameIsDNSSubdomain } from '../../meta/validation/names.js';
import { validateObjectMeta, validateObjectMetaUpdate } from './object-meta.js';
import { validateCoordinatedLeaseStrategy } from './lease-candidate.js';

/** The fields of a Lease spec this module reads (all pointers upstream: absent means nil). */
interface LeaseSpecView {
  holderIdentity?: string | null;
  leaseDurationSeconds?: number | null;
  leaseTransitions?: number | null;
  strategy?: string | null;
  preferredHolder?: string | null;
}

interface LeaseView {
  metadata?: ObjectMeta | null;
  spec?: LeaseSpecView | null;
}

/** `ValidateLeaseSpec`. */
export function validateLeaseSpec(spec: LeaseSpecView | null | undefined, path = 'spec'): FieldError[] {
  const s = spec ?? {};
  const errs: FieldError[] = [];
  if (s.leaseDurationSeconds != null && s.leaseDurationSeconds <= 0) {
    errs.push(fieldErrors.invalid(`${path}.leaseDurationSeconds`, s.leaseDurationSeconds, 'must be greater than 0'));
  }
  if (s.leaseTransitions != null && s.leaseTransitions < 0) {
    errs.push(fieldErrors.invalid(`${path}.leaseTransitions`, s.leaseTransitions, 'must be greater than or equal to 0'));
  }
  // A set strategy is checked even when empty ("" is not a supported value).
  if (s.strategy != null) errs.push(...validateCoordinatedLeaseStrategy(s.strategy, `${path}.strategy`));
  if (s.preferredHolder != null && s.preferredHolder !== '' && (s.strategy == null || s.strategy === '')) {
    errs.push(fieldErrors.forbidden(`${path}.preferredHolder`, 'may only be specified if `strategy` is defined'));
  }
  // acquireTime and renewTime are MicroTimes; decoding already checked them.
  return errs;
}

/** `ValidateLease` (create): namespaced metadata with DNS-subdomain names, then the spec. */
export function validateLease(obj: Lease): FieldError[] {
  const o: LeaseView = obj ?? {};
  return [...validateObjectMeta(o.metadata, { namespaced: true, nameFn: nameIsDNSSubdomain }), ...validateLeaseSpec(o.spec)];
}

/** `ValidateLeaseUpdate`: metadata update rules and the spec rules again; nothing is immutable. */
export function validateLeaseUpdate(newObj: Lease, oldObj: Lease): FieldError[] {
  const n: LeaseView = newObj ?? {};
  const o: LeaseView = oldObj ?? {};
  return [...validateObjectMetaUpdate(n.metadata, o.metadata), ...validateLeaseSpec(n.spec)];
}
