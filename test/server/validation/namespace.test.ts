import { describe, expect, it } from 'vitest';
import type { FieldError } from '../../../src/meta/field-errors.js';
import { statusErrors } from '../../../src/meta/status.js';
import type { Namespace } from '../../../src/meta/types.js';
import { validateNamespace, validateNamespaceUpdate } from '../../../src/server/validation/namespace.js';

const GK = { group: '', kind: 'Namespace' };
const message = (errs: readonly FieldError[]): string => statusErrors.invalid(GK, 'ns', errs).message;
const prefix = 'Namespace "ns" is invalid: ';

const LABEL_MSG =
  "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";
const QNAME_NAME_MSG =
  "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";
const QNAME_TOO_MANY_PARTS =
  "a qualified name must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')";
const NOT_STANDARD = 'name is neither a standard finalizer name nor is it fully qualified';

const ns = (metadata: Record<string, unknown>, spec?: Record<string, unknown>): Namespace =>
  ({ metadata: { name: 'ns', ...metadata }, ...(spec ? { spec } : {}) }) as unknown as Namespace;

type Case = readonly [scenario: string, obj: Namespace, expected: string | null];

describe('validateNamespace', () => {
  it.each<Case>([
    ['a valid namespace', ns({}, { finalizers: ['kubernetes'] }), null],
    ['a missing name', ns({ name: undefined }), 'metadata.name: Required value: name or generateName is required'],
    ['a name that is not a DNS label', ns({ name: 'Bad' }), `metadata.name: Invalid value: "Bad": ${LABEL_MSG}`],
    ['a dotted name', ns({ name: 'a.b' }), 'metadata.name: Invalid value: "a.b": must not contain dots'],
    ['a generateName with a trailing dash', ns({ name: 'team-x7k2p', generateName: 'team-' }), null],
    ['a namespace on a namespace', ns({ namespace: 'other' }), 'metadata.namespace: Forbidden: not allowed on this type'],
    ['standard and qualified metadata finalizers', ns({ finalizers: ['kubernetes', 'orphan', 'example.com/x'] }), null],
    [
      'a non-standard unqualified metadata finalizer',
      ns({ finalizers: ['example.com/x', 'custom'] }),
      `metadata.finalizers[1]: Invalid value: "custom": ${NOT_STANDARD}`,
    ],
    ['qualified spec finalizers', ns({}, { finalizers: ['kubernetes', 'example.com/x'] }), null],
    [
      'a non-standard unqualified spec finalizer (reported without an index)',
      ns({}, { finalizers: ['custom'] }),
      `spec.finalizers: Invalid value: "custom": ${NOT_STANDARD}`,
    ],
    [
      'a spec finalizer that is not a qualified name',
      ns({}, { finalizers: ['Bad Name'] }),
      `[spec.finalizers: Invalid value: "Bad Name": ${QNAME_NAME_MSG}, spec.finalizers: Invalid value: "Bad Name": ${NOT_STANDARD}]`,
    ],
    [
      'a spec finalizer with too many parts',
      ns({}, { finalizers: ['a/b/c'] }),
      `spec.finalizers: Invalid value: "a/b/c": ${QNAME_TOO_MANY_PARTS}`,
    ],
  ])('%s', (_scenario, obj, expected) => {
    const errs = validateNamespace(obj);
    if (expected === null) expect(errs).toEqual([]);
    else expect(message(errs)).toBe(prefix + expected);
  });
});

describe('validateNamespaceUpdate', () => {
  const stored = ns({ resourceVersion: '1', uid: 'u1' }, { finalizers: ['kubernetes'] });
  it.each<Case>([
    ['an unchanged namespace', ns({ resourceVersion: '1', uid: 'u1' }, { finalizers: ['kubernetes'] }), null],
    ['a label change', ns({ resourceVersion: '1', uid: 'u1', labels: { team: 'a' } }), null],
    [
      'a renamed namespace',
      ns({ name: 'other', resourceVersion: '1', uid: 'u1' }),
      'metadata.name: Invalid value: "other": field is immutable',
    ],
    [
      'a non-standard metadata finalizer, reported by create and update rules alike',
      ns({ resourceVersion: '1', uid: 'u1', finalizers: ['custom'] }),
      `metadata.finalizers[0]: Invalid value: "custom": ${NOT_STANDARD}`,
    ],
  ])('%s', (_scenario, obj, expected) => {
    const errs = validateNamespaceUpdate(obj, stored);
    if (expected === null) expect(errs).toEqual([]);
    else expect(message(errs)).toBe(prefix + expected);
  });
});
