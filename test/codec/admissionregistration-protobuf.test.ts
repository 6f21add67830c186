/**
 * Protobuf codec of ValidatingAdmissionPolicy / Binding (admissionregistration-messages.ts),
 * generative: random type-correct objects encode, decode to their JSON form (omitempty fields
 * left out) and re-encode to the same bytes; truncated, flipped and hostile bytes only ever
 * give CodecError.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CodecError } from '../../src/codec/codec.js';
import { decodeProtobuf, encodeProtobuf } from '../../src/codec/protobuf/index.js';

const str = fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('', 'ä€😀', '__proto__', 'a\u0000b'));
const strs = fc.array(str, { maxLength: 3 });
const selector = fc.record({ matchLabels: fc.dictionary(str, str, { maxKeys: 3 }), matchExpressions: fc.array(fc.record({ key: str, operator: str, values: strs }), { maxLength: 2 }) }, { requiredKeys: [] });
const namedRule = fc.record({ resourceNames: strs, operations: strs, apiGroups: strs, apiVersions: strs, resources: strs, scope: str }, { requiredKeys: [] });
const matchResources = fc.record({ namespaceSelector: selector, objectSelector: selector, resourceRules: fc.array(namedRule, { maxLength: 2 }), excludeResourceRules: fc.array(namedRule, { maxLength: 2 }), matchPolicy: str }, { requiredKeys: [] });
const named = (a: string, b: string) => fc.array(fc.record({ [a]: str, [b]: str }), { maxLength: 2 });
const time = fc.constantFrom('2024-01-01T00:00:00Z', '1970-01-01T00:00:00Z', '9999-12-31T23:59:59Z');

const policy = fc.record({
  kind: fc.constant('ValidatingAdmissionPolicy'),
  apiVersion: fc.constant('admissionregistration.cluster.io/v1'),
  metadata: fc.record({ name: str, generation: fc.integer({ min: 0, max: 2 ** 40 }) }, { requiredKeys: [] }),
  spec: fc.record(
    {
      paramKind: fc.record({ apiVersion: str, kind: str }, { requiredKeys: [] }),
      matchConstraints: matchResources,
      validations: fc.array(fc.record({ expression: str, message: str, reason: str, messageExpression: str }, { requiredKeys: ['expression'] }), { maxLength: 2 }),
      failurePolicy: str,
      auditAnnotations: named('key', 'valueExpression'),
      matchConditions: named('name', 'expression'),
      variables: named('name', 'expression'),
    },
    { requiredKeys: [] },
  ),
  status: fc.record(
    {
      observedGeneration: fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
      typeChecking: fc.record({ expressionWarnings: fc.array(fc.record({ fieldRef: str, warning: str }), { maxLength: 2 }) }, { requiredKeys: [] }),
      conditions: fc.array(fc.record({ type: str, status: str, observedGeneration: fc.integer({ min: 0, max: 99 }), lastTransitionTime: time, reason: str, message: str }), { maxLength: 2 }),
    },
    { requiredKeys: [] },
  ),
});

const binding = fc.record({
  kind: fc.constant('ValidatingAdmissionPolicyBinding'),
  apiVersion: fc.constant('admissionregistration.cluster.io/v1'),
  metadata: fc.record({ name: str }, { requiredKeys: [] }),
  spec: fc.record(
    {
      policyName: str,
      paramRef: fc.record({ name: str, namespace: str, selector, parameterNotFoundAction: str }, { requiredKeys: [] }),
      matchResources,
      validationActions: strs,
    },
    { requiredKeys: [] },
  ),
});

const anyObject = fc.oneof(policy, binding);

describe('admissionregistration protobuf messages', () => {
  it('decode(encode(x)) is a fixed point: it encodes to the same bytes and decodes to itself', () => {
    fc.assert(
      fc.property(anyObject, (obj) => {
        const bytes = encodeProtobuf(obj);
        const decoded = decodeProtobuf(bytes).object as Record<string, unknown>;
        expect(decoded.kind).toBe(obj.kind);
        const again = encodeProtobuf(decoded);
        expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);
        expect(decodeProtobuf(again).object).toStrictEqual(decoded);
      }),
      { seed: 20261127, numRuns: 300 },
    );
  });

  it('keeps set pointers and omitempty rules: empty pointer strings stay, empty non-pointer strings go', () => {
    const obj = {
      kind: 'ValidatingAdmissionPolicy',
      apiVersion: 'admissionregistration.cluster.io/v1',
      metadata: { name: 'p' },
      spec: { failurePolicy: '', matchConstraints: { resourceRules: [{ scope: '', operations: ['CREATE'] }], namespaceSelector: {} }, validations: [{ expression: '', message: '' }] },
      status: {},
    };
    expect(decodeProtobuf(encodeProtobuf(obj)).object).toStrictEqual({
      kind: 'ValidatingAdmissionPolicy',
      apiVersion: 'admissionregistration.cluster.io/v1',
      metadata: { name: 'p' },
      spec: { matchConstraints: { namespaceSelector: {}, resourceRules: [{ operations: ['CREATE'], scope: '' }] }, validations: [{ expression: '' }], failurePolicy: '' },
      status: {},
    });
  });

  it('truncated and corrupted bytes only ever give CodecError', () => {
    fc.assert(
      fc.property(anyObject, fc.nat(), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 4 }), (obj, cut, flips) => {
        const bytes = Buffer.from(encodeProtobuf(obj));
        const truncated = bytes.subarray(0, 4 + (cut % Math.max(1, bytes.length - 4)));
        const flipped = Buffer.from(bytes);
        for (const [at, b] of flips) flipped[4 + (at % Math.max(1, flipped.length - 4))] = b;
        for (const input of [truncated, flipped]) {
          try {
            decodeProtobuf(input);
          } catch (err) {
            expect(err).toBeInstanceOf(CodecError);
          }
        }
      }),
      { seed: 20261127, numRuns: 500 },
    );
  });

  it('refuses mistyped fields with a CodecError naming the path', () => {
    expect(() => encodeProtobuf({ kind: 'ValidatingAdmissionPolicyBinding', apiVersion: 'admissionregistration.cluster.io/v1', metadata: {}, spec: { validationActions: 'Deny' } })).toThrow(
      'cannot encode spec.validationActions: expected array, got string',
    );
    expect(() => encodeProtobuf({ kind: 'ValidatingAdmissionPolicy', apiVersion: 'admissionregistration.cluster.io/v1', metadata: {}, status: { observedGeneration: 1.5 } })).toThrow(CodecError);
  });
});
