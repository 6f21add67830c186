import { describe, expect, it } from 'vitest';
import type { FieldError } from '../../../src/meta/field-errors.js';
import { statusErrors } from '../../../src/meta/status.js';
import type { Lease } from '../../../src/meta/types.js';
import { leaseStrategy } from '../../../src/server/registry/strategies.js';
import { validateLease, validateLeaseSpec, validateLeaseUpdate } from '../../../src/server/validation/lease.js';

const GK = { group: 'coordination.cluster.io', kind: 'Lease' };
const message = (errs: readonly FieldError[]): string => statusErrors.invalid(GK, 'l', errs).message;
const prefix = 'Lease.coordination.cluster.io "l" is invalid: ';

const valid: Lease = {
  apiVersion: 'coordination.cluster.io/v1',
  kind: 'Lease',
  metadata: { name: 'l', namespace: 'kube-system' },
  spec: { holderIdentity: 'a', leaseDurationSeconds: 15, leaseTransitions: 0 },
};

describe('validateLeaseSpec (upstream ValidateLeaseSpec)', () => {
  it.each<[string, NonNullable<Lease['spec']>, string]>([
    ['an empty spec is valid', {}, ''],
    ['leaseDurationSeconds 1 and leaseTransitions 0 are the boundaries', { leaseDurationSeconds: 1, leaseTransitions: 0 }, ''],
    ['leaseDurationSeconds 0', { leaseDurationSeconds: 0 }, 'spec.leaseDurationSeconds: Invalid value: 0: must be greater than 0'],
    ['negative leaseDurationSeconds', { leaseDurationSeconds: -5 }, 'spec.leaseDurationSeconds: Invalid value: -5: must be greater than 0'],
    ['negative leaseTransitions', { leaseTransitions: -1 }, 'spec.leaseTransitions: Invalid value: -1: must be greater than or equal to 0'],
    ['the platform strategy', { strategy: 'OldestEmulationVersion', preferredHolder: 'b' }, ''],
    ['a third-party strategy', { strategy: 'example.com/Mine' }, ''],
    ['an unknown platform strategy', { strategy: 'Newest' }, 'spec.strategy.strategy: Unsupported value: "Newest": supported values: "OldestEmulationVersion"'],
    ['preferredHolder without strategy', { preferredHolder: 'b' }, 'spec.preferredHolder: Forbidden: may only be specified if `strategy` is defined'],
    ['an empty preferredHolder needs no strategy', { preferredHolder: '' }, ''],
  ])('%s', (_name, spec, expected) => {
    expect(validateLeaseSpec(spec).map((e) => message([e]).slice(prefix.length)).join('; ')).toBe(expected);
  });

  it('reports every violation in upstream order', () => {
    expect(message(validateLeaseSpec({ leaseDurationSeconds: 0, leaseTransitions: -1, strategy: 'X', preferredHolder: 'p' }))).toBe(
      `${prefix}[spec.leaseDurationSeconds: Invalid value: 0: must be greater than 0, spec.leaseTransitions: Invalid value: -1: must be greater than or equal to 0, spec.strategy.strategy: Unsupported value: "X": supported values: "OldestEmulationVersion"]`,
    );
  });
});

describe('validateLease / validateLeaseUpdate', () => {
  it('accepts a valid lease and requires a namespace', () => {
    expect(validateLease(valid)).toEqual([]);
    expect(message(validateLease({ ...valid, metadata: { name: 'l' } }))).toBe(`${prefix}metadata.namespace: Required value`);
  });

  it('allows every spec field to change on update, and validates the new spec', () => {
    const changed: Lease = { ...valid, metadata: { ...valid.metadata, resourceVersion: '2' }, spec: { holderIdentity: 'b', leaseDurationSeconds: 30, leaseTransitions: 1 } };
    expect(validateLeaseUpdate(changed, { ...valid, metadata: { ...valid.metadata, resourceVersion: '2' } })).toEqual([]);
    expect(message(validateLeaseUpdate({ ...changed, spec: { leaseDurationSeconds: 0 } }, valid))).toBe(
      `${prefix}spec.leaseDurationSeconds: Invalid value: 0: must be greater than 0`,
    );
  });
});

describe('leaseStrategy and the CoordinatedLeaderElection gate', () => {
  const spec = () => ({ holderIdentity: 'a', strategy: 'OldestEmulationVersion', preferredHolder: 'b' });

  it('off: drops strategy and preferredHolder on create', () => {
    const obj: Lease = { metadata: { name: 'l' }, spec: spec() };
    leaseStrategy({ CoordinatedLeaderElection: false }).prepareForCreate!(obj);
    expect(obj.spec).toEqual({ holderIdentity: 'a' });
  });

  it('off: keeps them on update only when the stored lease already has them', () => {
    const s = leaseStrategy({ CoordinatedLeaderElection: false });
    const fresh: Lease = { metadata: { name: 'l' }, spec: spec() };
    s.prepareForUpdate!(fresh, { metadata: { name: 'l' }, spec: { holderIdentity: 'a' } });
    expect(fresh.spec).toEqual({ holderIdentity: 'a' });
    const kept: Lease = { metadata: { name: 'l' }, spec: spec() };
    s.prepareForUpdate!(kept, { metadata: { name: 'l' }, spec: { strategy: 'OldestEmulationVersion', preferredHolder: 'x' } });
    expect(kept.spec).toEqual(spec());
  });

  it('on: keeps them, and fills in a missing spec as Go serves it ({})', () => {
    const s = leaseStrategy({ CoordinatedLeaderElection: true });
    const obj: Lease = { metadata: { name: 'l' }, spec: spec() };
    s.prepareForCreate!(obj);
    expect(obj.spec).toEqual(spec());
    const bare: Lease = { metadata: { name: 'l' } };
    s.prepareForCreate!(bare);
    expect(bare.spec).toEqual({});
  });
});
