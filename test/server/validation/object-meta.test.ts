import { describe, expect, it } from 'vitest';
import type { FieldError } from '../../../src/meta/field-errors.js';
import { statusErrors } from '../../../src/meta/status.js';
import type { ObjectMeta } from '../../../src/meta/types.js';
import { nameIsDNSSubdomain } from '../../../src/meta/validation/names.js';
import { validateObjectMeta, validateObjectMetaUpdate } from '../../../src/server/validation/object-meta.js';

const GK = { group: 'coordination.cluster.io', kind: 'LeaseCandidate' };
const message = (errs: readonly FieldError[], name = 'x'): string => statusErrors.invalid(GK, name, errs).message;
const prefix = 'LeaseCandidate.coordination.cluster.io "x" is invalid: ';

const SUBDOMAIN_MSG =
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
const LABEL_MSG =
  "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";
const QNAME_NAME_MSG =
  "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";
const QNAME_TOO_MANY_PARTS =
  "a qualified name must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')";
const LABEL_VALUE_MSG =
  "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')";

const meta = (m: Record<string, unknown>): ObjectMeta => m as ObjectMeta;
const clusterScoped = (m: Record<string, unknown>) =>
  validateObjectMeta(meta(m), { namespaced: false, nameFn: nameIsDNSSubdomain });
const namespaced = (m: Record<string, unknown>) =>
  validateObjectMeta(meta(m), { namespaced: true, nameFn: nameIsDNSSubdomain });

type Case = readonly [scenario: string, errs: () => FieldError[], expected: string | null];

function table(cases: readonly Case[]): void {
  it.each(cases)('%s', (_scenario, run, expected) => {
    const errs = run();
    if (expected === null) expect(errs).toEqual([]);
    else expect(message(errs)).toBe(prefix + expected);
  });
}

describe('validateObjectMeta: name, generateName, namespace', () => {
  table([
    ['a valid cluster-scoped object', () => clusterScoped({ name: 'runc' }), null],
    ['a valid namespaced object', () => namespaced({ name: 'a', namespace: 'default' }), null],
    ['a generateName with a trailing dash', () => clusterScoped({ generateName: 'runc-', name: 'runc-x7k2p' }), null],
    [
      'an invalid generateName',
      () => clusterScoped({ generateName: 'Bad-', name: 'bad-x7k2p' }),
      `metadata.generateName: Invalid value: "Bad-": ${SUBDOMAIN_MSG}`,
    ],
    ['a missing name', () => clusterScoped({}), 'metadata.name: Required value: name or generateName is required'],
    [
      'generateName alone (name generation has not run)',
      () => clusterScoped({ generateName: 'runc-' }),
      'metadata.name: Required value: name or generateName is required',
    ],
    ['an invalid name', () => clusterScoped({ name: 'Bad_Name' }), `metadata.name: Invalid value: "Bad_Name": ${SUBDOMAIN_MSG}`],
    [
      'a namespace on a cluster-scoped kind',
      () => clusterScoped({ name: 'runc', namespace: 'default' }),
      'metadata.namespace: Forbidden: not allowed on this type',
    ],
    ['a missing namespace on a namespaced kind', () => namespaced({ name: 'a' }), 'metadata.namespace: Required value'],
    [
      'an invalid namespace',
      () => namespaced({ name: 'a', namespace: 'Bad_NS' }),
      `metadata.namespace: Invalid value: "Bad_NS": ${LABEL_MSG}`,
    ],
    [
      'a namespace with dots',
      () => namespaced({ name: 'a', namespace: 'a.b' }),
      'metadata.namespace: Invalid value: "a.b": must not contain dots',
    ],
  ]);
});

describe('validateObjectMeta: generation, labels, annotations', () => {
  table([
    ['generation 0', () => clusterScoped({ name: 'a', generation: 0 }), null],
    [
      'a negative generation',
      () => clusterScoped({ name: 'a', generation: -1 }),
      'metadata.generation: Invalid value: -1: must be greater than or equal to 0',
    ],
    ['valid labels', () => clusterScoped({ name: 'a', labels: { 'example.com/app': 'web', tier: '' } }), null],
    [
      'a label key with too many parts',
      () => clusterScoped({ name: 'a', labels: { 'a/b/c': 'v' } }),
      `metadata.labels: Invalid value: "a/b/c": ${QNAME_TOO_MANY_PARTS}`,
    ],
    [
      'an invalid label value',
      () => clusterScoped({ name: 'a', labels: { app: 'bad value' } }),
      `metadata.labels: Invalid value: "bad value": ${LABEL_VALUE_MSG}`,
    ],
    [
      'a too long label value',
      () => clusterScoped({ name: 'a', labels: { app: 'v'.repeat(64) } }),
      `metadata.labels: Invalid value: "${'v'.repeat(64)}": must be no more than 63 characters`,
    ],
    [
      'annotation keys are checked case-insensitively',
      () => clusterScoped({ name: 'a', annotations: { 'Example.COM/Key': 'anything at all' } }),
      null,
    ],
    [
      'an invalid annotation key is reported as written',
      () => clusterScoped({ name: 'a', annotations: { 'Bad Key': 'v' } }),
      `metadata.annotations: Invalid value: "Bad Key": ${QNAME_NAME_MSG}`,
    ],
    [
      'annotations of exactly 256 KiB',
      () => clusterScoped({ name: 'a', annotations: { k: 'v'.repeat(262144 - 1) } }),
      null,
    ],
    [
      'annotations over 256 KiB',
      () => clusterScoped({ name: 'a', annotations: { k: 'v'.repeat(262144) } }),
      'metadata.annotations: Too long: may not be more than 262144 bytes',
    ],
    [
      'annotation size counts UTF-8 bytes',
      () => clusterScoped({ name: 'a', annotations: { k: 'é'.repeat(131072) } }),
      'metadata.annotations: Too long: may not be more than 262144 bytes',
    ],
  ]);
});

describe('validateObjectMeta: ownerReferences, finalizers, managedFields', () => {
  const owner = { apiVersion: 'apps/v1', kind: 'Deployment', name: 'web', uid: 'u1' };
  table([
    ['a complete owner reference', () => clusterScoped({ name: 'a', ownerReferences: [owner] }), null],
    [
      'an empty owner reference',
      () => clusterScoped({ name: 'a', ownerReferences: [{}] }),
      '[metadata.ownerReferences.apiVersion: Invalid value: "": version must not be empty, ' +
        'metadata.ownerReferences.kind: Invalid value: "": must not be empty, ' +
        'metadata.ownerReferences.name: Invalid value: "": must not be empty, ' +
        'metadata.ownerReferences.uid: Invalid value: "": must not be empty]',
    ],
    [
      'an apiVersion without a version',
      () => clusterScoped({ name: 'a', ownerReferences: [{ ...owner, apiVersion: 'apps/' }] }),
      'metadata.ownerReferences.apiVersion: Invalid value: "apps/": version must not be empty',
    ],
    [
      'an unparseable apiVersion',
      () => clusterScoped({ name: 'a', ownerReferences: [{ ...owner, apiVersion: 'a/b/c' }] }),
      'metadata.ownerReferences.apiVersion: Invalid value: "a/b/c": version must not be empty',
    ],
    [
      'an Event as owner',
      () => clusterScoped({ name: 'a', ownerReferences: [{ apiVersion: 'v1', kind: 'Event', name: 'e', uid: 'u' }] }),
      'metadata.ownerReferences: Invalid value: v1.OwnerReference{APIVersion:"v1", Kind:"Event", Name:"e", UID:"u", ' +
        'Controller:(*bool)(nil), BlockOwnerDeletion:(*bool)(nil)}: /v1, Kind=Event is disallowed from being an owner',
    ],
    [
      'one controller reference',
      () => clusterScoped({ name: 'a', ownerReferences: [{ ...owner, controller: true }, { ...owner, name: 'b' }] }),
      null,
    ],
    [
      'two controller references',
      () =>
        clusterScoped({
          name: 'a',
          ownerReferences: [
            { ...owner, controller: true },
            { ...owner, name: 'b', controller: true, blockOwnerDeletion: false },
          ],
        }),
      'metadata.ownerReferences: Invalid value: []v1.OwnerReference{' +
        'v1.OwnerReference{APIVersion:"apps/v1", Kind:"Deployment", Name:"web", UID:"u1", Controller:(*bool)(0xc000010000), BlockOwnerDeletion:(*bool)(nil)}, ' +
        'v1.OwnerReference{APIVersion:"apps/v1", Kind:"Deployment", Name:"b", UID:"u1", Controller:(*bool)(0xc000010000), BlockOwnerDeletion:(*bool)(0xc000010000)}}: ' +
        'Only one reference can have Controller set to true. Found "true" in references for Deployment/web and Deployment/b',
    ],
    [
      'valid and duplicate finalizers',
      () => clusterScoped({ name: 'a', finalizers: ['example.com/x', 'example.com/x', 'kubernetes'] }),
      null,
    ],
    [
      'an invalid finalizer',
      () => clusterScoped({ name: 'a', finalizers: ['a/b/c'] }),
      `metadata.finalizers: Invalid value: "a/b/c": ${QNAME_TOO_MANY_PARTS}`,
    ],
    [
      'orphan together with foregroundDeletion',
      () => clusterScoped({ name: 'a', finalizers: ['orphan', 'foregroundDeletion'] }),
      'metadata.finalizers: Invalid value: []string{"orphan", "foregroundDeletion"}: finalizer orphan and foregroundDeletion cannot be both set',
    ],
    [
      'a valid managedFields entry',
      () => clusterScoped({ name: 'a', managedFields: [{ manager: 'ctl', operation: 'Apply', fieldsType: 'FieldsV1' }] }),
      null,
    ],
    [
      'an unknown operation',
      () => clusterScoped({ name: 'a', managedFields: [{ manager: 'ctl', operation: 'Bogus' }] }),
      'metadata.managedFields[0].operation: Invalid value: "Bogus": must be `Apply` or `Update`',
    ],
    [
      'a missing operation',
      () => clusterScoped({ name: 'a', managedFields: [{ manager: 'ctl' }] }),
      'metadata.managedFields[0].operation: Invalid value: "": must be `Apply` or `Update`',
    ],
    [
      'an unknown fieldsType',
      () => clusterScoped({ name: 'a', managedFields: [{ operation: 'Update', fieldsType: 'FieldsV2' }] }),
      'metadata.managedFields[0].fieldsType: Invalid value: "FieldsV2": must be `FieldsV1`',
    ],
    [
      'a too long manager',
      () => clusterScoped({ name: 'a', managedFields: [{ operation: 'Update', manager: 'm'.repeat(129) }] }),
      'metadata.managedFields[0].manager: Too long: may not be more than 128 bytes',
    ],
    [
      'a manager with a control character',
      () => clusterScoped({ name: 'a', managedFields: [{ operation: 'Update', manager: 'a\u0007' }] }),
      'metadata.managedFields[0].manager: Invalid value: "a\\x07": invalid character U+0007 (at position 1)',
    ],
    [
      'a too long subresource',
      () => clusterScoped({ name: 'a', managedFields: [{ operation: 'Update', subresource: 's'.repeat(257) }] }),
      'metadata.managedFields[0].subresource: Too long: may not be more than 256 bytes',
    ],
  ]);

  it('reports every rule in upstream order, with one cause per error', () => {
    const errs = clusterScoped({ namespace: 'default', generation: -1, labels: { 'a b': 'v' } });
    expect(message(errs)).toBe(
      prefix +
        '[metadata.name: Required value: name or generateName is required, ' +
        'metadata.namespace: Forbidden: not allowed on this type, ' +
        'metadata.generation: Invalid value: -1: must be greater than or equal to 0, ' +
        `metadata.labels: Invalid value: "a b": ${QNAME_NAME_MSG}]`,
    );
    expect(statusErrors.invalid(GK, 'x', errs).causes).toEqual([
      { reason: 'FieldValueRequired', message: 'Required value: name or generateName is required', field: 'metadata.name' },
      { reason: 'FieldValueForbidden', message: 'Forbidden: not allowed on this type', field: 'metadata.namespace' },
      {
        reason: 'FieldValueInvalid',
        message: 'Invalid value: -1: must be greater than or equal to 0',
        field: 'metadata.generation',
      },
      { reason: 'FieldValueInvalid', message: `Invalid value: "a b": ${QNAME_NAME_MSG}`, field: 'metadata.labels' },
    ]);
  });
});

describe('validateObjectMetaUpdate', () => {
  const old = {
    name: 'a',
    namespace: 'ns',
    uid: 'u1',
    resourceVersion: '5',
    generation: 2,
    creationTimestamp: '2024-01-01T00:00:00Z',
  };
  const update = (changes: Record<string, unknown>, oldChanges: Record<string, unknown> = {}) =>
    validateObjectMetaUpdate(meta({ ...old, ...changes }), meta({ ...old, ...oldChanges }));
  table([
    ['an unchanged object', () => update({}), null],
    ['a label change', () => update({ labels: { app: 'web' } }), null],
    ['an incremented generation', () => update({ generation: 3 }), null],
    [
      'a missing resourceVersion',
      () => update({ resourceVersion: undefined }),
      'metadata.resourceVersion: Invalid value: "": must be specified for an update',
    ],
    [
      'a decremented generation',
      () => update({ generation: 1 }),
      'metadata.generation: Invalid value: 1: must not be decremented',
    ],
    ['a renamed object', () => update({ name: 'b' }), 'metadata.name: Invalid value: "b": field is immutable'],
    ['a moved object', () => update({ namespace: 'other' }), 'metadata.namespace: Invalid value: "other": field is immutable'],
    ['a changed uid', () => update({ uid: 'u2' }), 'metadata.uid: Invalid value: "u2": field is immutable'],
    [
      'a changed creationTimestamp',
      () => update({ creationTimestamp: '2024-01-02T03:04:05Z' }),
      'metadata.creationTimestamp: Invalid value: 2024-01-02 03:04:05 +0000 UTC: field is immutable',
    ],
    ['the same creation instant written with an offset', () => update({ creationTimestamp: '2024-01-01T01:00:00+01:00' }), null],
    [
      'a removed creationTimestamp',
      () => update({ creationTimestamp: undefined }),
      'metadata.creationTimestamp: Invalid value: 0001-01-01 00:00:00 +0000 UTC: field is immutable',
    ],
    [
      'a deletionTimestamp set by an update',
      () => update({ deletionTimestamp: '2024-01-01T00:00:00.5Z' }),
      'metadata.deletionTimestamp: Invalid value: 2024-01-01 00:00:00.5 +0000 UTC: field is immutable',
    ],
    [
      'a cleared deletionTimestamp',
      () => update({}, { deletionTimestamp: '2024-01-01T00:00:00Z' }),
      'metadata.deletionTimestamp: Invalid value: "null": field is immutable',
    ],
    [
      'a kept deletionTimestamp',
      () => update({ deletionTimestamp: '2024-01-01T00:00:00Z' }, { deletionTimestamp: '2024-01-01T00:00:00Z' }),
      null,
    ],
    [
      'a changed deletionTimestamp',
      () => update({ deletionTimestamp: '2024-01-03T00:00:00Z' }, { deletionTimestamp: '2024-01-01T00:00:00Z' }),
      'metadata.deletionTimestamp: Invalid value: 2024-01-03 00:00:00 +0000 UTC: field is immutable',
    ],
    [
      'a deletionGracePeriodSeconds set by an update',
      () => update({ deletionGracePeriodSeconds: 30 }),
      'metadata.deletionGracePeriodSeconds: Invalid value: 30: field is immutable',
    ],
    [
      'a cleared deletionGracePeriodSeconds',
      () => update({}, { deletionGracePeriodSeconds: 30 }),
      'metadata.deletionGracePeriodSeconds: Invalid value: "null": field is immutable',
    ],
    [
      'new finalizers while being deleted',
      () =>
        update(
          { deletionTimestamp: '2024-01-01T00:00:00Z', finalizers: ['b.io/y', 'keep.io/z', 'a.io/x'] },
          { deletionTimestamp: '2024-01-01T00:00:00Z', finalizers: ['keep.io/z'] },
        ),
      'metadata.finalizers: Forbidden: no new finalizers can be added if the object is being deleted, found new finalizers []string{"a.io/x", "b.io/y"}',
    ],
    [
      'finalizers removed while being deleted',
      () =>
        update(
          { deletionTimestamp: '2024-01-01T00:00:00Z', finalizers: [] },
          { deletionTimestamp: '2024-01-01T00:00:00Z', finalizers: ['keep.io/z'] },
        ),
      null,
    ],
    ['new finalizers on a live object', () => update({ finalizers: ['a.io/x'] }), null],
    // Upstream does not re-check finalizer names on update.
    ['an invalid finalizer name on update', () => update({ finalizers: ['a/b/c'] }), null],
    [
      'invalid labels on update',
      () => update({ labels: { app: 'bad value' } }),
      `metadata.labels: Invalid value: "bad value": ${LABEL_VALUE_MSG}`,
    ],
    [
      'invalid annotations on update',
      () => update({ annotations: { 'a/b/c': '' } }),
      `metadata.annotations: Invalid value: "a/b/c": ${QNAME_TOO_MANY_PARTS}`,
    ],
    [
      'invalid owner references on update',
      () => update({ ownerReferences: [{ apiVersion: 'v1', kind: 'Pod', name: 'p' }] }),
      'metadata.ownerReferences.uid: Invalid value: "": must not be empty',
    ],
    [
      'invalid managedFields on update',
      () => update({ managedFields: [{ operation: 'Patch' }] }),
      'metadata.managedFields[0].operation: Invalid value: "Patch": must be `Apply` or `Update`',
    ],
  ]);
});

describe('large metadata collections validated in slices', () => {
  it('precomputed results equal in-place validation for labels, annotations and finalizers', async () => {
    const { precomputeLargeMetadataValidation, validateObjectMeta } = await import('../../../src/server/validation/object-meta.js');
    const labels: Record<string, string> = {};
    const annotations: Record<string, string> = {};
    const finalizers: string[] = [];
    for (let i = 0; i < 6_000; i++) {
      labels[i % 997 === 0 ? `bad key ${i}` : `k${i}`] = i % 1009 === 0 ? 'bad value!' : `v${i}`;
      annotations[i % 991 === 0 ? `Bad/Key/${i}` : `a${i}`] = 'x';
      finalizers.push(i % 983 === 0 ? `bad finalizer ${i}` : `a.io/f${i}`);
    }
    const meta = () => ({ name: 'x', labels: { ...labels }, annotations: { ...annotations }, finalizers: [...finalizers] });
    const inPlace = validateObjectMeta(meta(), { namespaced: false, nameFn: () => [] });
    const sliced = meta();
    await precomputeLargeMetadataValidation(sliced);
    expect(validateObjectMeta(sliced, { namespaced: false, nameFn: () => [] })).toEqual(inPlace);
    expect(inPlace.length).toBeGreaterThan(10);
  });
});
