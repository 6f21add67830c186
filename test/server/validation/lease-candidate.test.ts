import { describe, expect, it } from 'vitest';
import type { FieldError } from '../../../src/meta/field-errors.js';
import { statusErrors } from '../../../src/meta/status.js';
import type { LeaseCandidate } from '../../../src/meta/types.js';
import {
  validateLeaseCandidate,
  validateLeaseCandidateUpdate,
  validLeaseCandidateName,
} from '../../../src/server/validation/lease-candidate.js';

const GK = { group: 'coordination.cluster.io', kind: 'LeaseCandidate' };
const message = (errs: readonly FieldError[], name = 'lc1'): string => statusErrors.invalid(GK, name, errs).message;
const prefix = 'LeaseCandidate.coordination.cluster.io "lc1" is invalid: ';

const CONFIG_KEY_MSG =
  "a valid config key must consist of alphanumeric characters, '-', '_' or '.' (e.g. 'key.name',  or 'KEY_NAME',  or 'key-name', regex used for validation is '[-._a-zA-Z0-9]+')";
const QNAME_NAME_MSG =
  "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";
const QNAME_TOO_MANY_PARTS =
  "a qualified name must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')";
const LABEL_MSG =
  "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";

const valid = {
  apiVersion: 'coordination.cluster.io/v1beta1',
  kind: 'LeaseCandidate',
  metadata: { name: 'lc1', namespace: 'kube-system' },
  spec: {
    leaseName: 'kube-controller-manager',
    binaryVersion: '1.33.0',
    emulationVersion: '1.33.0',
    strategy: 'OldestEmulationVersion',
    renewTime: '2024-01-01T00:00:00.123456Z',
  },
};

function candidate(spec: Record<string, unknown> = {}, metadata: Record<string, unknown> = {}): LeaseCandidate {
  return {
    ...valid,
    metadata: { ...valid.metadata, ...metadata },
    spec: { ...valid.spec, ...spec },
  } as unknown as LeaseCandidate;
}

type Case = readonly [scenario: string, obj: LeaseCandidate, expected: string | null];

describe('validateLeaseCandidate', () => {
  it.each<Case>([
    ['a valid candidate', candidate(), null],
    [
      'a third-party strategy without an emulationVersion',
      candidate({ strategy: 'example.com/my-strategy', emulationVersion: undefined }),
      null,
    ],
    ['a prerelease emulationVersion below the binaryVersion', candidate({ emulationVersion: '1.33.0-alpha.1' }), null],
    ['build metadata is ignored in the comparison', candidate({ binaryVersion: '1.33.0+abc', emulationVersion: '1.33.0+def' }), null],
    [
      'an empty spec',
      { metadata: valid.metadata, spec: {} } as unknown as LeaseCandidate,
      '[spec.leaseName: Required value, spec.binaryVersion: Required value, spec.strategy: Required value]',
    ],
    [
      'a missing spec',
      { metadata: valid.metadata } as unknown as LeaseCandidate,
      '[spec.leaseName: Required value, spec.binaryVersion: Required value, spec.strategy: Required value]',
    ],
    ['a missing leaseName', candidate({ leaseName: '' }), 'spec.leaseName: Required value'],
    ['a missing binaryVersion', candidate({ binaryVersion: undefined }), 'spec.binaryVersion: Required value'],
    [
      // The unparseable binary version counts as 0.0.0, so it is also below the emulation version.
      'a binaryVersion with a leading v',
      candidate({ binaryVersion: 'v1.33.0' }),
      '[spec.binaryVersion: Invalid value: "v1.33.0": must be a valid semantic version, ' +
        'spec.binaryVersion: Invalid value: "v1.33.0": must be greater than or equal to `emulationVersion`]',
    ],
    [
      'an invalid emulationVersion with the OldestEmulationVersion strategy',
      candidate({ emulationVersion: '1.33' }),
      '[spec.emulationVersion: Invalid value: "1.33": must be a valid semantic version, ' +
        "spec.emulationVersion: Required value: must be specified when `strategy` is 'OldestEmulationVersion']",
    ],
    [
      'an invalid emulationVersion with a third-party strategy',
      candidate({ emulationVersion: '01.2.3', strategy: 'example.com/s' }),
      'spec.emulationVersion: Invalid value: "01.2.3": must be a valid semantic version',
    ],
    [
      'an emulationVersion above the binaryVersion',
      candidate({ emulationVersion: '1.34.0' }),
      'spec.binaryVersion: Invalid value: "1.33.0": must be greater than or equal to `emulationVersion`',
    ],
    [
      'a prerelease binaryVersion below its release emulationVersion',
      candidate({ binaryVersion: '1.33.0-rc.1' }),
      'spec.binaryVersion: Invalid value: "1.33.0-rc.1": must be greater than or equal to `emulationVersion`',
    ],
    [
      'a missing emulationVersion with the OldestEmulationVersion strategy',
      candidate({ emulationVersion: undefined }),
      "spec.emulationVersion: Required value: must be specified when `strategy` is 'OldestEmulationVersion'",
    ],
    [
      'an emulationVersion of 0.0.0 counts as missing',
      candidate({ emulationVersion: '0.0.0' }),
      "spec.emulationVersion: Required value: must be specified when `strategy` is 'OldestEmulationVersion'",
    ],
    ['a missing strategy', candidate({ strategy: '' }), 'spec.strategy: Required value'],
    [
      'an unknown built-in strategy (reported at spec.strategy.strategy)',
      candidate({ strategy: 'Foo' }),
      'spec.strategy.strategy: Unsupported value: "Foo": supported values: "OldestEmulationVersion"',
    ],
    [
      'a third-party strategy with an invalid name part',
      candidate({ strategy: 'example.com/Bad Name' }),
      `spec.strategy.strategy: Invalid value: "example.com/Bad Name": ${QNAME_NAME_MSG}`,
    ],
    [
      'a third-party strategy with an empty prefix',
      candidate({ strategy: '/x' }),
      'spec.strategy.strategy: Invalid value: "/x": prefix part must be non-empty',
    ],
    [
      'a strategy with three parts',
      candidate({ strategy: 'a/b/c' }),
      `spec.strategy.strategy: Invalid value: "a/b/c": ${QNAME_TOO_MANY_PARTS}`,
    ],
    ['a name that is a config-map key but not a DNS name', candidate({}, { name: 'Upper_Case.Name' }), null],
    ['a name with a trailing dash', candidate({}, { name: 'lc-' }), null],
    ['an invalid name', candidate({}, { name: 'bad/name' }), `metadata.name: Invalid value: "bad/name": ${CONFIG_KEY_MSG}`],
    ['the name ..', candidate({}, { name: '..' }), `metadata.name: Invalid value: "..": must not be '..'`],
    [
      'a too long name',
      candidate({}, { name: 'a'.repeat(254) }),
      `metadata.name: Invalid value: "${'a'.repeat(254)}": must be no more than 253 characters`,
    ],
    [
      'an invalid generateName',
      candidate({}, { generateName: 'bad/' }),
      `metadata.generateName: Invalid value: "bad/": ${CONFIG_KEY_MSG}`,
    ],
    ['a missing namespace', candidate({}, { namespace: undefined }), 'metadata.namespace: Required value'],
    [
      'an invalid namespace',
      candidate({}, { namespace: 'Kube_System' }),
      `metadata.namespace: Invalid value: "Kube_System": ${LABEL_MSG}`,
    ],
  ])('%s', (_scenario, obj, expected) => {
    const errs = validateLeaseCandidate(obj);
    if (expected === null) expect(errs).toEqual([]);
    else expect(message(errs)).toBe(prefix + expected);
  });

  it('matches the upstream example message and causes for a multi-error object', () => {
    const errs = validateLeaseCandidate({
      metadata: { name: 'lc1', namespace: 'default' },
      spec: { binaryVersion: '1.33.0' },
    } as unknown as LeaseCandidate);
    const status = statusErrors.invalid(GK, 'lc1', errs).status;
    expect(status).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message:
        'LeaseCandidate.coordination.cluster.io "lc1" is invalid: [spec.leaseName: Required value, spec.strategy: Required value]',
      reason: 'Invalid',
      details: {
        name: 'lc1',
        group: 'coordination.cluster.io',
        kind: 'LeaseCandidate',
        causes: [
          { reason: 'FieldValueRequired', message: 'Required value', field: 'spec.leaseName' },
          { reason: 'FieldValueRequired', message: 'Required value', field: 'spec.strategy' },
        ],
      },
      code: 422,
    });
  });

  it('ignores prefix mode for names, since config-map keys allow a trailing dash', () => {
    expect(validLeaseCandidateName('a-', true)).toEqual([]);
    expect(validLeaseCandidateName('a-', false)).toEqual([]);
  });
});

describe('validateLeaseCandidateUpdate', () => {
  const stored = candidate({}, { resourceVersion: '7', uid: 'u1' });
  const next = (spec: Record<string, unknown>, metadata: Record<string, unknown> = {}) =>
    candidate(spec, { resourceVersion: '7', uid: 'u1', ...metadata });

  it.each<Case>([
    ['an unchanged candidate', next({}), null],
    ['a renewal and version bump', next({ renewTime: '2024-01-02T00:00:00Z', binaryVersion: '1.34.0' }), null],
    ['a changed leaseName', next({ leaseName: 'new' }), 'spec.leaseName: Invalid value: "new": field is immutable'],
    [
      'a missing resourceVersion',
      next({}, { resourceVersion: '' }),
      'metadata.resourceVersion: Invalid value: "": must be specified for an update',
    ],
    [
      'spec rules apply on update too',
      next({ strategy: 'Foo' }),
      'spec.strategy.strategy: Unsupported value: "Foo": supported values: "OldestEmulationVersion"',
    ],
    [
      'metadata, spec and immutability errors together',
      next({ leaseName: '' }, { name: 'lc2' }),
      '[metadata.name: Invalid value: "lc2": field is immutable, spec.leaseName: Required value, ' +
        'spec.leaseName: Invalid value: "": field is immutable]',
    ],
  ])('%s', (_scenario, obj, expected) => {
    const errs = validateLeaseCandidateUpdate(obj, stored);
    if (expected === null) expect(errs).toEqual([]);
    else expect(message(errs)).toBe(prefix + expected);
  });
});
