/**
 * The generated protobuf decoders (generated/protobuf-decoders.ts, scripts/generate-protobuf.mjs).
 *
 * 1. Round trip against an independent oracle: random objects already in the JSON API's form
 *    (Go struct key order, omitempty fields left out when empty, always-present fields and
 *    structs present, pointer fields present iff set) are encoded with the hand-written gogo
 *    encoder and decoded by the generated readers; the result must be the same object with the
 *    same key order (compared as JSON text) as the JSON path would give.
 * 2. Hostile input: truncations at every length, corrupted bytes, known fields with the wrong
 *    wire type, lengths past the end and deep nesting give CodecError, never another error.
 * 3. The generator refuses .proto constructs it cannot decode faithfully.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CodecError } from '../../src/codec/codec.js';
import { decodeProtobuf, encodeProtobuf } from '../../src/codec/protobuf/index.js';
import { formatMicroTime, formatTime } from '../../src/codec/protobuf/time.js';
import { sortedKeysGo } from '../../src/codec/protobuf/wire.js';
import { renderProtobufDecoders } from '../../scripts/generate-protobuf.mjs';

const SEED = 20261127;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Obj = Record<string, unknown>;

/** An object with the keys in the given order, leaving out undefined values (JSON omission). */
function ordered(entries: Array<[string, unknown]>): Obj {
  const o: Obj = {};
  for (const [k, v] of entries) if (v !== undefined) o[k] = v;
  return o;
}

const text = fc.string({ unit: 'grapheme', maxLength: 40 });
const nonEmpty = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 });
/** Mostly-ASCII strings of every length class the reader special-cases (short, interned, long). */
const mixed = fc.oneof(nonEmpty, fc.string({ minLength: 1, maxLength: 200 }), fc.constantFrom('default', 'kube-system', 'Update', 'FieldsV1'));
const omitEmpty = fc.option(mixed, { nil: undefined });
const seconds = fc.integer({ min: -2_000_000_000, max: 4_000_000_000 });
const time = seconds.map((s) => formatTime(s)!);
const microTime = fc.tuple(seconds, fc.integer({ min: 0, max: 999_999 })).map(([s, us]) => formatMicroTime(s, us)!);
const int64 = fc.oneof(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), fc.constant(-(2 ** 53) + 1));
const int32 = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });
const nonZero = <T>(a: fc.Arbitrary<T>, zero: T) => a.filter((v) => v !== zero);

const stringMap = fc.dictionary(text, text, { maxKeys: 6 }).map((m) => {
  const o: Obj = {};
  for (const k of sortedKeysGo(m)) Object.defineProperty(o, k, { value: m[k], enumerable: true, writable: true, configurable: true });
  return o;
});
const someMap = fc.option(stringMap.filter((m) => Object.keys(m).length > 0), { nil: undefined });

/** FieldsV1 sets: nested objects of `f:`/`k:` keys. */
const fieldsSet: fc.Arbitrary<Obj> = fc.letrec<{ node: Obj }>((tie) => ({
  node: fc.dictionary(fc.constantFrom('.', 'f:a', 'f:b', 'f:metadata', 'k:{"x":"y"}', 'f:ü'), fc.oneof({ maxDepth: 3 }, fc.constant({}), tie('node')), { maxKeys: 4 }).map((d) => Object.assign({}, d) as Obj),
})).node;

const ownerReference = fc
  .record({ apiVersion: text, kind: text, name: text, uid: text, controller: fc.option(fc.boolean(), { nil: undefined }), blockOwnerDeletion: fc.option(fc.boolean(), { nil: undefined }) })
  .map((o) => ordered(Object.entries(o)));

const managedFieldsEntry = fc
  .record({
    manager: omitEmpty,
    operation: omitEmpty,
    apiVersion: omitEmpty,
    time: fc.option(time, { nil: undefined }),
    fieldsType: omitEmpty,
    fieldsV1: fc.option(fieldsSet, { nil: undefined }),
    subresource: omitEmpty,
  })
  .map((o) => ordered(Object.entries(o)));

const list = <T>(a: fc.Arbitrary<T>) => fc.option(fc.array(a, { minLength: 1, maxLength: 3 }), { nil: undefined });

const objectMeta = fc
  .record({
    name: omitEmpty,
    generateName: omitEmpty,
    namespace: omitEmpty,
    selfLink: omitEmpty,
    uid: omitEmpty,
    resourceVersion: omitEmpty,
    generation: fc.option(nonZero(int64, 0), { nil: undefined }),
    creationTimestamp: fc.option(time, { nil: undefined }),
    deletionTimestamp: fc.option(time, { nil: undefined }),
    deletionGracePeriodSeconds: fc.option(int64, { nil: undefined }),
    labels: someMap,
    annotations: someMap,
    ownerReferences: list(ownerReference),
    finalizers: list(text),
    managedFields: list(managedFieldsEntry),
  })
  .map((o) => ordered(Object.entries(o)));

const listMeta = fc
  .record({ selfLink: omitEmpty, resourceVersion: omitEmpty, continue: omitEmpty, remainingItemCount: fc.option(int64, { nil: undefined }) })
  .map((o) => ordered(Object.entries(o)));

const leaseCandidateSpec = fc
  .record({
    leaseName: text,
    pingTime: fc.option(microTime, { nil: undefined }),
    renewTime: fc.option(microTime, { nil: undefined }),
    binaryVersion: text,
    emulationVersion: omitEmpty,
    strategy: omitEmpty,
  })
  .map((o) => ordered(Object.entries(o)));

const leaseSpec = fc
  .record({
    holderIdentity: fc.option(text, { nil: undefined }),
    leaseDurationSeconds: fc.option(int32, { nil: undefined }),
    acquireTime: fc.option(microTime, { nil: undefined }),
    renewTime: fc.option(microTime, { nil: undefined }),
    leaseTransitions: fc.option(int32, { nil: undefined }),
    strategy: fc.option(text, { nil: undefined }),
    preferredHolder: fc.option(text, { nil: undefined }),
  })
  .map((o) => ordered(Object.entries(o)));

const namespaceCondition = fc
  .record({ type: text, status: text, lastTransitionTime: fc.option(time, { nil: undefined }), reason: omitEmpty, message: omitEmpty })
  .map((o) => ordered(Object.entries(o)));

const toleration = fc
  .record({ key: omitEmpty, operator: omitEmpty, value: omitEmpty, effect: omitEmpty, tolerationSeconds: fc.option(int64, { nil: undefined }) })
  .map((o) => ordered(Object.entries(o)));

const quantity = fc.constantFrom('1', '100m', '2Gi', '0', '1.5');
const quantityMap = fc.dictionary(text, quantity, { minKeys: 1, maxKeys: 3 }).map((m) => {
  const o: Obj = {};
  for (const k of sortedKeysGo(m)) Object.defineProperty(o, k, { value: m[k], enumerable: true, writable: true, configurable: true });
  return o;
});

const rec = <T extends Record<string, fc.Arbitrary<unknown>>>(fields: T) => fc.record(fields).map((o) => ordered(Object.entries(o)));
const pointer = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });

// admissionregistration/v1 (and the meta/v1 LabelSelector and Condition it embeds).
const labelSelector = rec({ matchLabels: someMap, matchExpressions: list(rec({ key: text, operator: text, values: list(text) })) });
/** Flat in JSON: RuleWithOperations and its Rule are embedded (`json:",inline"`). */
const namedRuleWithOperations = rec({
  resourceNames: list(text),
  operations: list(text),
  apiGroups: list(text),
  apiVersions: list(text),
  resources: list(text),
  scope: pointer(text),
});
const matchResources = rec({
  namespaceSelector: pointer(labelSelector),
  objectSelector: pointer(labelSelector),
  resourceRules: list(namedRuleWithOperations),
  excludeResourceRules: list(namedRuleWithOperations),
  matchPolicy: pointer(text),
});
/** A zero (here: unset) non-pointer metav1.Time without omitempty is JSON null. */
const condition = rec({
  type: text,
  status: text,
  observedGeneration: fc.option(nonZero(int64, 0), { nil: undefined }),
  lastTransitionTime: fc.option(time, { nil: null }),
  reason: text,
  message: text,
});
const validatingAdmissionPolicySpec = rec({
  paramKind: pointer(rec({ apiVersion: omitEmpty, kind: omitEmpty })),
  matchConstraints: pointer(matchResources),
  validations: list(rec({ expression: text, message: omitEmpty, reason: pointer(text), messageExpression: omitEmpty })),
  failurePolicy: pointer(text),
  auditAnnotations: list(rec({ key: text, valueExpression: text })),
  matchConditions: list(rec({ name: text, expression: text })),
  variables: list(rec({ name: text, expression: text })),
});
const validatingAdmissionPolicyStatus = rec({
  observedGeneration: fc.option(nonZero(int64, 0), { nil: undefined }),
  typeChecking: pointer(rec({ expressionWarnings: list(rec({ fieldRef: text, warning: text })) })),
  conditions: list(condition),
});
const validatingAdmissionPolicyBindingSpec = rec({
  policyName: omitEmpty,
  paramRef: pointer(rec({ name: omitEmpty, namespace: omitEmpty, selector: pointer(labelSelector), parameterNotFoundAction: pointer(text) })),
  matchResources: pointer(matchResources),
  validationActions: list(text),
});

/** Items per kind (as list items: no kind/apiVersion), in the JSON API's form. */
const ITEMS: Record<string, fc.Arbitrary<Obj>> = {
  LeaseCandidate: fc.record({ metadata: objectMeta, spec: leaseCandidateSpec }).map((o) => ordered(Object.entries(o))),
  Lease: fc.record({ metadata: objectMeta, spec: leaseSpec }).map((o) => ordered(Object.entries(o))),
  Namespace: fc
    .record({
      metadata: objectMeta,
      spec: fc.record({ finalizers: list(text) }).map((o) => ordered(Object.entries(o))),
      status: fc.record({ phase: omitEmpty, conditions: list(namespaceCondition) }).map((o) => ordered(Object.entries(o))),
    })
    .map((o) => ordered(Object.entries(o))),
  RuntimeClass: fc
    .record({
      metadata: objectMeta,
      handler: text,
      overhead: fc.option(fc.record({ podFixed: fc.option(quantityMap, { nil: undefined }) }).map((o) => ordered(Object.entries(o))), { nil: undefined }),
      scheduling: fc.option(
        fc.record({ nodeSelector: someMap, tolerations: list(toleration) }).map((o) => ordered(Object.entries(o))),
        { nil: undefined },
      ),
    })
    .map((o) => ordered(Object.entries(o))),
  PartialObjectMetadata: fc.record({ metadata: objectMeta }).map((o) => ordered(Object.entries(o))),
  ValidatingAdmissionPolicy: rec({ metadata: objectMeta, spec: validatingAdmissionPolicySpec, status: validatingAdmissionPolicyStatus }),
  ValidatingAdmissionPolicyBinding: rec({ metadata: objectMeta, spec: validatingAdmissionPolicyBindingSpec }),
};

const API_VERSIONS: Record<string, string> = {
  LeaseCandidate: 'coordination.cluster.io/v1beta1',
  Lease: 'coordination.cluster.io/v1',
  Namespace: 'v1',
  RuntimeClass: 'node.cluster.io/v1',
  PartialObjectMetadata: 'meta.cluster.io/v1',
  ValidatingAdmissionPolicy: 'admissionregistration.cluster.io/v1',
  ValidatingAdmissionPolicyBinding: 'admissionregistration.cluster.io/v1',
};

const statusObject = fc
  .record({
    metadata: listMeta,
    status: omitEmpty,
    message: omitEmpty,
    reason: omitEmpty,
    details: fc.option(
      fc
        .record({
          name: omitEmpty,
          group: omitEmpty,
          kind: omitEmpty,
          uid: omitEmpty,
          causes: list(fc.record({ reason: omitEmpty, message: omitEmpty, field: omitEmpty }).map((o) => ordered(Object.entries(o)))),
          retryAfterSeconds: fc.option(nonZero(int32, 0), { nil: undefined }),
        })
        .map((o) => ordered(Object.entries(o))),
      { nil: undefined },
    ),
    code: fc.option(nonZero(int32, 0), { nil: undefined }),
  })
  .map((o) => ordered([['kind', 'Status'], ['apiVersion', 'v1'], ...Object.entries(o)]));

/** Every top-level object the generated readers decode: single objects, lists, Status, TableOptions. */
const topLevel: fc.Arbitrary<Obj> = fc.oneof(
  ...Object.entries(ITEMS).map(([kind, item]) => item.map((o) => ordered([['kind', kind], ['apiVersion', API_VERSIONS[kind]], ...Object.entries(o)]))),
  ...Object.entries(ITEMS).map(([kind, item]) =>
    fc.record({ metadata: listMeta, items: fc.array(item, { maxLength: 4 }) }).map((o) => ordered([['kind', `${kind}List`], ['apiVersion', API_VERSIONS[kind]], ...Object.entries(o)])),
  ),
  statusObject,
  omitEmpty.map((includeObject) => ordered([['kind', 'TableOptions'], ['apiVersion', 'meta.cluster.io/v1'], ['includeObject', includeObject]])),
);

function expectOnlyCodecErrors(bytes: Uint8Array): void {
  try {
    decodeProtobuf(bytes);
  } catch (err) {
    expect(err).toBeInstanceOf(CodecError);
  }
}

describe('generated protobuf decoders', () => {
  it('decode what the encoder wrote to the JSON API form: same keys, same key order, same values', () => {
    fc.assert(
      fc.property(topLevel, (obj) => {
        const decoded = decodeProtobuf(encodeProtobuf(obj));
        expect(decoded.object).toStrictEqual(obj);
        // Key order (Go struct order) is part of the contract: JSON text must match exactly.
        expect(JSON.stringify(decoded.object)).toBe(JSON.stringify(obj));
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  it('decode absent structs as their empty JSON form (non-pointer structs are always present)', () => {
    const d = decodeProtobuf(encodeProtobuf({ kind: 'LeaseCandidateList', apiVersion: 'coordination.cluster.io/v1beta1', items: [{}] }));
    expect(JSON.stringify(d.object)).toBe(
      '{"kind":"LeaseCandidateList","apiVersion":"coordination.cluster.io/v1beta1","metadata":{},"items":[{"metadata":{},"spec":{"leaseName":"","binaryVersion":""}}]}',
    );
    // An item whose spec is missing from the wire entirely (hand-made: the encoder always writes it).
    const item = Buffer.from('0a00', 'hex'); // LeaseCandidate{metadata: {}}
    const raw = Buffer.concat([Buffer.from([0x12, item.length]), item]); // LeaseCandidateList{items: [item]}
    const typeMeta = Buffer.from('0a1f636f6f7264696e6174696f6e2e636c75737465722e696f2f763162657461311212' + Buffer.from('LeaseCandidateList').toString('hex'), 'hex');
    const envelope = Buffer.concat([Buffer.from('6b387300', 'hex'), Buffer.from([0x0a, typeMeta.length]), typeMeta, Buffer.from([0x12, raw.length]), raw]);
    expect(decodeProtobuf(envelope).object.items).toStrictEqual([{ metadata: {}, spec: { leaseName: '', binaryVersion: '' } }]);
  });

  it('decode absent embedded (inline) structs as no keys and an unset condition time as null', () => {
    const apiVersion = 'admissionregistration.cluster.io/v1';
    const policy = {
      kind: 'ValidatingAdmissionPolicy',
      apiVersion,
      spec: { matchConstraints: { resourceRules: [{ resourceNames: ['a'] }, { scope: '' }] } },
      status: { conditions: [{ type: 'Ready' }] },
    };
    expect(JSON.stringify(decodeProtobuf(encodeProtobuf(policy)).object)).toBe(
      `{"kind":"ValidatingAdmissionPolicy","apiVersion":"${apiVersion}","metadata":{},` +
        '"spec":{"matchConstraints":{"resourceRules":[{"resourceNames":["a"]},{"scope":""}]}},' +
        '"status":{"conditions":[{"type":"Ready","status":"","lastTransitionTime":null,"reason":"","message":""}]}}',
    );
    // NamedRuleWithOperations{1: "a"} with field 2 (the embedded RuleWithOperations) absent from the wire.
    const rule = Buffer.from('0a0161', 'hex');
    const matchConstraints = Buffer.concat([Buffer.from([0x1a, rule.length]), rule]);
    const spec = Buffer.concat([Buffer.from([0x12, matchConstraints.length]), matchConstraints]);
    const raw = Buffer.concat([Buffer.from([0x12, spec.length]), spec]);
    const tm = Buffer.concat([Buffer.from([0x0a, apiVersion.length]), Buffer.from(apiVersion), Buffer.from([0x12, 25]), Buffer.from('ValidatingAdmissionPolicy')]);
    const envelope = Buffer.concat([Buffer.from('6b387300', 'hex'), Buffer.from([0x0a, tm.length]), tm, Buffer.from([0x12, raw.length]), raw]);
    expect(decodeProtobuf(envelope).object).toStrictEqual({
      kind: 'ValidatingAdmissionPolicy',
      apiVersion,
      metadata: {},
      spec: { matchConstraints: { resourceRules: [{ resourceNames: ['a'] }] } },
      status: {},
    });
  });

  it('throw only CodecError on every truncation and on corrupted bytes of valid encodings', () => {
    fc.assert(
      fc.property(topLevel, fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 4 }), (obj, flips) => {
        const bytes = encodeProtobuf(obj);
        for (let n = 4; n < bytes.length; n += Math.max(1, bytes.length >> 5)) expectOnlyCodecErrors(bytes.subarray(0, n));
        const bad = Buffer.from(bytes);
        for (const [at, value] of flips) bad[4 + (at % (bad.length - 4))] = value;
        expectOnlyCodecErrors(bad);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('report a known field with the wrong wire type, a length past the end and a truncated varint', () => {
    const wrap = (raw: Buffer) => {
      const tm = Buffer.concat([Buffer.from('0a0276311209', 'hex'), Buffer.from('Namespace')]);
      return Buffer.concat([Buffer.from('6b387300', 'hex'), Buffer.from([0x0a, tm.length]), tm, Buffer.from([0x12, raw.length]), raw]);
    };
    const message = (fn: () => unknown) => {
      try {
        fn();
      } catch (err) {
        expect(err).toBeInstanceOf(CodecError);
        return (err as Error).message;
      }
      throw new Error('expected a CodecError');
    };
    // metadata{name as varint}: field 1 of ObjectMeta is a string.
    expect(message(() => decodeProtobuf(wrap(Buffer.from('0a020801', 'hex'))))).toBe('proto: wrong wireType = 0 for field number 1');
    // metadata{name: length 9 with 2 bytes left}
    expect(message(() => decodeProtobuf(wrap(Buffer.from('0a030a0961', 'hex'))))).toBe('unexpected EOF');
    // metadata{generation: varint cut short}
    expect(message(() => decodeProtobuf(wrap(Buffer.from('0a023880', 'hex'))))).toBe('unexpected EOF');
    // unknown fields of every wire type are skipped
    // (field 31 varint, field 31 bytes, field 33 fixed32, field 34 fixed64 inside metadata)
    const unknown = decodeProtobuf(wrap(Buffer.from('0a17' + 'f80100' + 'fa010100' + '8d0200000000' + '91020000000000000000', 'hex')));
    expect(unknown.object).toStrictEqual({ kind: 'Namespace', apiVersion: 'v1', metadata: {}, spec: {}, status: {} });
  });

  it('stop deeply nested unknown groups with CodecError, not a stack overflow', () => {
    const varint = (n: number) => {
      const out: number[] = [];
      while (n > 0x7f) {
        out.push((n & 0x7f) | 0x80);
        n >>>= 7;
      }
      out.push(n);
      return Buffer.from(out);
    };
    const field = (tag: number, body: Buffer) => Buffer.concat([Buffer.from([tag]), varint(body.length), body]);
    const groups = Buffer.alloc(2 * 200_000);
    for (let i = 0; i < groups.length; i += 2) groups.set([0xa3, 0x01], i); // start group, field 20 (never closed)
    const tm = Buffer.concat([Buffer.from('0a02763112', 'hex'), varint(9), Buffer.from('Namespace')]);
    const bytes = Buffer.concat([Buffer.from('6b387300', 'hex'), field(0x0a, tm), field(0x12, field(0x0a, groups))]);
    expect(() => decodeProtobuf(bytes)).toThrow(CodecError);
  });
});

describe('scripts/generate-protobuf.mjs', () => {
  const withProto = async (file: string, edit: (text: string) => string) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ctl-proto-'));
    try {
      cpSync(path.join(ROOT, 'openapi'), path.join(dir, 'openapi'), { recursive: true });
      const target = path.join(dir, 'openapi', file);
      writeFileSync(target, edit(readFileSync(target, 'utf8')));
      return await renderProtobufDecoders(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('renders the checked-in file from the checked-in definitions', async () => {
    const rendered = await renderProtobufDecoders(ROOT);
    expect(rendered).toBe(readFileSync(path.join(ROOT, 'generated/protobuf-decoders.ts'), 'utf8'));
  });

  it('refuses constructs it cannot decode faithfully', async () => {
    await expect(withProto('core.v1.proto', (t) => `${t}\nenum Phase { A = 0; }\n`)).rejects.toThrow(/unsupported top-level content/);
    await expect(withProto('core.v1.proto', (t) => t.replace('optional string phase = 1;', 'optional Inner phase = 1; message Inner { optional string x = 1; }'))).rejects.toThrow();
    await expect(withProto('core.v1.proto', (t) => t.replace('optional string phase = 1;', 'repeated int32 phase = 1;'))).rejects.toThrow(/packed/);
    await expect(withProto('core.v1.proto', (t) => t.replace('optional string phase = 1;', 'optional NamespaceStatus phase = 1;'))).rejects.toThrow(/contains itself/);
    await expect(withProto('meta.v1.proto', (t) => t.replace('optional int64 deletionGracePeriodSeconds = 10;', ''))).rejects.toThrow(/has no field deletionGracePeriodSeconds/);
    await expect(withProto('core.v1.proto', (t) => t.replace('optional string phase = 1;', 'optional bytes phase = 1;'))).rejects.toThrow(/bytes/);
  });

  it('refuses inline (embedded) structs it cannot flatten faithfully', async () => {
    const file = 'admissionregistration.v1.proto';
    // Only a single sub-message can be embedded.
    await expect(withProto(file, (t) => t.replace('optional Rule rule = 2;', 'repeated Rule rule = 2;'))).rejects.toThrow(/only a single plain sub-message can be inline/);
    // An embedded struct with an always-present key would need keys even when it is absent.
    await expect(withProto(file, (t) => t.replace('repeated string apiGroups = 1;', 'optional .cluster.io.apimachinery.pkg.apis.meta.v1.ListMeta apiGroups = 1;'))).rejects.toThrow(
      /inline struct must have only omitempty or pointer fields/,
    );
    // Flattening must not produce a key twice.
    await expect(withProto(file, (t) => t.replace('repeated string operations = 1;', 'repeated string apiGroups = 1;'))).rejects.toThrow(/duplicate JSON keys/);
    // Only times have a JSON form (null) for always-present custom messages.
    await expect(withProto('meta.v1.proto', (t) => t.replace('optional Time lastTransitionTime = 4;', 'optional FieldsV1 lastTransitionTime = 4;'))).rejects.toThrow(/only times can be always present/);
  });
});
