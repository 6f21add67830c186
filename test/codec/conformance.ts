/**
 * The shared codec conformance suite (ARCHITECTURE.md: "JSON, YAML, protobuf and CBOR
 * implementations all pass one shared conformance suite"). Every codec gets the same corpus of
 * API objects and must give back a deep-equal object after encode + decode, encode
 * deterministically, and turn each of its malformed bodies into a `CodecError`.
 *
 * The corpus objects are in the shape the JSON API emits: absent fields omitted, fields without
 * `omitempty` present, kind/apiVersion on top-level objects only. That is the contract every
 * codec's decoder meets, so the corpus round-trips through all of them, protobuf included.
 *
 * Integers: the corpus stays within ±(2^53-1), where every codec is exact. Beyond that a
 * number is already a rounded double in JS; each codec's test file documents what happens.
 */
import { describe, expect, it } from 'vitest';
import { CodecError } from '../../src/codec/codec.js';

/** A `Codec` (its media type names the suite). */
export interface CodecUnderTest {
  readonly mediaType: string;
  encode(obj: unknown): Uint8Array;
  decode(bytes: Uint8Array): unknown;
}

export interface CorpusEntry {
  readonly name: string;
  readonly object: Record<string, unknown>;
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

const fieldsV1 = {
  'f:metadata': { 'f:labels': { '.': {}, 'f:app': {} }, 'f:annotations': { '.': {}, 'f:note': {} } },
  'f:spec': { 'f:binaryVersion': {}, 'f:leaseName': {}, 'f:strategy': {} },
  'f:scheduling': { 'f:tolerations': {}, 'k:{"key":"a"}': { '.': {}, 'f:value': {} }, 'v:"x"': {} },
};

const fullMetadata = {
  name: 'full',
  generateName: 'gen-',
  namespace: 'kube-system',
  selfLink: '/apis/x',
  uid: '0b2c6b3e-1d2e-4f5a-9b8c-0123456789ab',
  resourceVersion: '12345',
  generation: MAX_SAFE,
  creationTimestamp: '2024-01-01T00:00:00Z',
  deletionTimestamp: '2024-02-29T23:59:59Z',
  deletionGracePeriodSeconds: 0,
  labels: { app: 'web', 'cluster.io/empty': '', zone: 'eu-west-1a' },
  annotations: { note: 'a longer annotation value with spaces, punctuation: {"json": [1, 2]}', 'cluster.io/unicode': 'grüße 世界 😀' },
  ownerReferences: [
    { apiVersion: 'v1', kind: 'Namespace', name: 'kube-system', uid: 'u-owner', controller: true, blockOwnerDeletion: false },
    { apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', name: 'runc', uid: 'u-2' },
  ],
  finalizers: ['cluster.io/a', 'cluster.io/b'],
  managedFields: [
    { manager: 'kubectl', operation: 'Apply', apiVersion: 'node.cluster.io/v1', time: '2024-01-01T00:00:00Z', fieldsType: 'FieldsV1', fieldsV1 },
    { manager: 'controller', operation: 'Update', apiVersion: 'node.cluster.io/v1', time: '2024-01-02T03:04:05Z', fieldsType: 'FieldsV1', fieldsV1: { 'f:handler': {} }, subresource: 'status' },
  ],
};

/** A label whose key is `__proto__`: built with JSON.parse, since a literal would set the prototype. */
const protoKeyLabels = JSON.parse('{"__proto__": "own property", "normal": "x"}') as Record<string, string>;

export const corpus: readonly CorpusEntry[] = [
  { name: 'RuntimeClass, minimal', object: { kind: 'RuntimeClass', apiVersion: 'node.cluster.io/v1', metadata: { name: 'runc' }, handler: 'runc' } },
  {
    name: 'RuntimeClass, every field',
    object: {
      kind: 'RuntimeClass',
      apiVersion: 'node.cluster.io/v1',
      metadata: fullMetadata,
      handler: 'runc',
      overhead: { podFixed: { cpu: '250m', memory: '120Mi', 'example.com/gpu': '1', ephemeral: '1.5Gi', tiny: '1e-3' } },
      scheduling: {
        nodeSelector: { runtime: 'runc', 'kubernetes.io/os': 'linux' },
        tolerations: [
          { key: 'runtime', operator: 'Equal', value: 'runc', effect: 'NoSchedule' },
          { operator: 'Exists' },
          { key: 'zero', operator: 'Exists', effect: 'NoExecute', tolerationSeconds: 0 },
          { key: 'long', effect: 'NoExecute', tolerationSeconds: 3600 },
          { key: 'negative', effect: 'NoExecute', tolerationSeconds: -MAX_SAFE },
        ],
      },
    },
  },
  {
    name: 'RuntimeClass, empty handler and empty optional structs',
    object: { kind: 'RuntimeClass', apiVersion: 'node.cluster.io/v1', metadata: {}, handler: '', overhead: {}, scheduling: {} },
  },
  {
    name: 'RuntimeClass, map keys in tricky orders and a __proto__ label',
    object: {
      kind: 'RuntimeClass',
      apiVersion: 'node.cluster.io/v1',
      metadata: {
        name: 'order',
        labels: protoKeyLabels,
        annotations: { b: '1', a: '2', 'é': '3', '😀': '4', '\uffff': '5', '10': 'ten', '9': 'nine', Z: 'upper', '': 'empty key' },
      },
      handler: 'runc',
    },
  },
  {
    name: 'RuntimeClass, long strings (multi-byte lengths)',
    object: {
      kind: 'RuntimeClass',
      apiVersion: 'node.cluster.io/v1',
      metadata: { name: 'long', annotations: { big: 'x'.repeat(20_000), mixed: 'ä€😀'.repeat(3000), nul: 'a\u0000b', ctl: 'tab\tnewline\nquote"backslash\\' } },
      handler: 'h'.repeat(300),
    },
  },
  {
    name: 'Lease, empty spec',
    object: { kind: 'Lease', apiVersion: 'coordination.cluster.io/v1', metadata: { name: 'lock', namespace: 'kube-system' }, spec: {} },
  },
  {
    name: 'Lease, every field with microsecond times',
    object: {
      kind: 'Lease',
      apiVersion: 'coordination.cluster.io/v1',
      metadata: { ...fullMetadata, name: 'kube-scheduler' },
      spec: {
        holderIdentity: 'kube-scheduler-a_0f2c',
        leaseDurationSeconds: 15,
        acquireTime: '2024-01-01T00:00:00.123456Z',
        renewTime: '2024-06-30T12:34:56.000001Z',
        leaseTransitions: 2147483647,
        strategy: 'OldestEmulationVersion',
        preferredHolder: 'kube-scheduler-b',
      },
    },
  },
  {
    name: 'Lease, set-but-empty pointers and negative int32s',
    object: {
      kind: 'Lease',
      apiVersion: 'coordination.cluster.io/v1',
      metadata: { name: 'edge' },
      spec: { holderIdentity: '', leaseDurationSeconds: -2147483648, leaseTransitions: 0, strategy: '', preferredHolder: '' },
    },
  },
  {
    name: 'LeaseList',
    object: {
      kind: 'LeaseList',
      apiVersion: 'coordination.cluster.io/v1',
      metadata: { resourceVersion: '12' },
      items: [
        { metadata: { name: 'a', namespace: 'ns', uid: 'u-a', resourceVersion: '1', creationTimestamp: '2024-01-01T00:00:00Z' }, spec: { holderIdentity: 'x', leaseDurationSeconds: 40 } },
        { metadata: { name: 'b', namespace: 'ns' }, spec: {} },
      ],
    },
  },
  {
    name: 'LeaseCandidate, minimal',
    object: {
      kind: 'LeaseCandidate',
      apiVersion: 'coordination.cluster.io/v1beta1',
      metadata: { name: 'kube-apiserver-a', namespace: 'kube-system' },
      spec: { leaseName: 'kube-controller-manager', binaryVersion: '1.33.0' },
    },
  },
  {
    name: 'LeaseCandidate, every field with microsecond times',
    object: {
      kind: 'LeaseCandidate',
      apiVersion: 'coordination.cluster.io/v1beta1',
      metadata: { ...fullMetadata, name: 'kube-apiserver-b' },
      spec: {
        leaseName: 'kube-controller-manager',
        pingTime: '2024-01-01T00:00:00.123456Z',
        renewTime: '2024-06-30T12:34:56.000001Z',
        binaryVersion: '1.33.0',
        emulationVersion: '1.32.0',
        strategy: 'OldestEmulationVersion',
      },
    },
  },
  {
    name: 'LeaseCandidate, empty required strings and boundary times',
    object: {
      kind: 'LeaseCandidate',
      apiVersion: 'coordination.cluster.io/v1beta1',
      metadata: { name: 'edge', creationTimestamp: '1970-01-01T00:00:00Z', deletionTimestamp: '1969-12-31T23:59:59Z' },
      spec: { leaseName: '', pingTime: '0001-01-01T00:00:00.000001Z', renewTime: '9999-12-31T23:59:59.999999Z', binaryVersion: '' },
    },
  },
  {
    name: 'LeaseCandidateList with continue and remainingItemCount',
    object: {
      kind: 'LeaseCandidateList',
      apiVersion: 'coordination.cluster.io/v1beta1',
      metadata: { resourceVersion: '99', continue: 'eyJ2IjoibWV0YS5jbHVzdGVyLmlvL3YxIn0', remainingItemCount: MAX_SAFE },
      items: [
        { metadata: { name: 'a', namespace: 'ns', uid: 'u-a', resourceVersion: '1', creationTimestamp: '2024-01-01T00:00:00Z' }, spec: { leaseName: 'l', binaryVersion: '1.33.0', strategy: 'OldestEmulationVersion' } },
        { metadata: { name: 'b', namespace: 'ns', managedFields: fullMetadata.managedFields }, spec: { leaseName: 'l', renewTime: '2024-01-01T00:00:00.500000Z', binaryVersion: '1.33.1' } },
      ],
    },
  },
  {
    name: 'LeaseCandidateList, empty, remainingItemCount 0',
    object: { kind: 'LeaseCandidateList', apiVersion: 'coordination.cluster.io/v1beta1', metadata: { remainingItemCount: 0 }, items: [] },
  },
  {
    name: 'ValidatingAdmissionPolicy, every field',
    object: {
      kind: 'ValidatingAdmissionPolicy',
      apiVersion: 'admissionregistration.cluster.io/v1',
      metadata: { ...fullMetadata, name: 'policy' },
      spec: {
        paramKind: { apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass' },
        matchConstraints: {
          namespaceSelector: { matchLabels: { env: 'prod', a: '' }, matchExpressions: [{ key: 'tier', operator: 'In', values: ['a', 'b'] }, { key: 'x', operator: 'Exists' }] },
          objectSelector: {},
          resourceRules: [{ resourceNames: ['n1', 'n2'], operations: ['CREATE', 'UPDATE'], apiGroups: ['node.cluster.io'], apiVersions: ['v1'], resources: ['runtimeclasses', 'runtimeclasses/status'], scope: '*' }],
          excludeResourceRules: [{ operations: ['DELETE'], apiGroups: [''], apiVersions: ['v1'], resources: ['namespaces'] }],
          matchPolicy: 'Equivalent',
        },
        validations: [
          { expression: "object.handler == 'runc'", message: 'must be runc', reason: 'Forbidden', messageExpression: "'got ' + object.handler" },
          { expression: 'true' },
        ],
        failurePolicy: 'Fail',
        auditAnnotations: [{ key: 'k', valueExpression: "'v'" }],
        matchConditions: [{ name: 'c', expression: 'true' }],
        variables: [{ name: 'v', expression: '1' }],
      },
      status: {
        observedGeneration: 3,
        typeChecking: { expressionWarnings: [{ fieldRef: 'spec.validations[0].expression', warning: 'w' }] },
        conditions: [{ type: 'Ready', status: 'True', observedGeneration: 3, lastTransitionTime: '2024-01-01T00:00:00Z', reason: 'Checked', message: '' }],
      },
    },
  },
  {
    name: 'ValidatingAdmissionPolicy, empty spec and status, set-but-empty pointers',
    object: {
      kind: 'ValidatingAdmissionPolicy',
      apiVersion: 'admissionregistration.cluster.io/v1',
      metadata: { name: 'empty' },
      spec: { paramKind: {}, matchConstraints: { resourceRules: [{}] }, validations: [{ expression: '', reason: '' }], failurePolicy: '' },
      status: { typeChecking: {} },
    },
  },
  {
    name: 'ValidatingAdmissionPolicyBinding and list',
    object: {
      kind: 'ValidatingAdmissionPolicyBindingList',
      apiVersion: 'admissionregistration.cluster.io/v1',
      metadata: { resourceVersion: '12' },
      items: [
        {
          metadata: { name: 'b1', uid: 'u-b1', generation: 2 },
          spec: {
            policyName: 'policy',
            paramRef: { name: 'p', namespace: 'ns', parameterNotFoundAction: 'Deny' },
            matchResources: { namespaceSelector: {}, objectSelector: { matchLabels: { a: 'b' } }, matchPolicy: 'Exact' },
            validationActions: ['Warn', 'Audit'],
          },
        },
        { metadata: { name: 'b2' }, spec: { paramRef: { selector: {} } } },
        { metadata: { name: 'b3' }, spec: {} },
      ],
    },
  },
  {
    name: 'ValidatingAdmissionPolicyList, empty',
    object: { kind: 'ValidatingAdmissionPolicyList', apiVersion: 'admissionregistration.cluster.io/v1', metadata: {}, items: [] },
  },
  {
    name: 'RuntimeClassList',
    object: {
      kind: 'RuntimeClassList',
      apiVersion: 'node.cluster.io/v1',
      metadata: { resourceVersion: '7', selfLink: '/apis/node.cluster.io/v1/runtimeclasses' },
      items: [
        { metadata: { name: 'runc', uid: 'u1', resourceVersion: '5', creationTimestamp: '2024-01-01T00:00:00Z' }, handler: 'runc', overhead: { podFixed: { cpu: '250m', memory: '120Mi' } } },
        { metadata: { name: 'kata' }, handler: 'kata', scheduling: { tolerations: [{ key: 'k', operator: 'Exists' }] } },
      ],
    },
  },
  {
    name: 'Namespace',
    object: { kind: 'Namespace', apiVersion: 'v1', metadata: { name: 'default', uid: 'u-ns', labels: { 'kubernetes.io/metadata.name': 'default' } }, spec: { finalizers: ['kubernetes'] }, status: { phase: 'Active' } },
  },
  {
    name: 'Namespace, terminating with conditions and empty spec',
    object: {
      kind: 'Namespace',
      apiVersion: 'v1',
      metadata: { name: 'gone', deletionTimestamp: '2024-01-01T00:00:00Z' },
      spec: {},
      status: {
        phase: 'Terminating',
        conditions: [
          { type: 'NamespaceDeletionContentFailure', status: 'False', lastTransitionTime: '2024-01-01T00:00:00Z', reason: 'ContentDeleted', message: 'All content successfully deleted' },
          { type: 'NamespaceContentRemaining', status: 'True' },
        ],
      },
    },
  },
  {
    name: 'NamespaceList',
    object: { kind: 'NamespaceList', apiVersion: 'v1', metadata: { resourceVersion: '3' }, items: [{ metadata: { name: 'a' }, spec: {}, status: { phase: 'Active' } }] },
  },
  {
    name: 'Status, Invalid with causes',
    object: {
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: 'RuntimeClass.node.cluster.io "Bad" is invalid: [metadata.name: Invalid value: "Bad": a lowercase RFC 1123 subdomain, handler: Required value]',
      reason: 'Invalid',
      details: {
        name: 'Bad',
        group: 'node.cluster.io',
        kind: 'RuntimeClass',
        uid: 'u-x',
        causes: [
          { reason: 'FieldValueInvalid', message: 'Invalid value: "Bad"', field: 'metadata.name' },
          { reason: 'FieldValueRequired', field: 'handler' },
          { message: 'only a message' },
        ],
        retryAfterSeconds: 2,
      },
      code: 422,
    },
  },
  { name: 'Status, success with list metadata', object: { kind: 'Status', apiVersion: 'v1', metadata: { resourceVersion: '10' }, status: 'Success', code: 200 } },
  { name: 'Status, bare', object: { kind: 'Status', apiVersion: 'v1', metadata: {} } },
  {
    name: 'PartialObjectMetadataList',
    object: {
      kind: 'PartialObjectMetadataList',
      apiVersion: 'meta.cluster.io/v1',
      metadata: { resourceVersion: '8' },
      items: [{ metadata: { name: 'runc', uid: 'u1', resourceVersion: '5', creationTimestamp: '2024-01-01T00:00:00Z' } }],
    },
  },
  { name: 'PartialObjectMetadata', object: { kind: 'PartialObjectMetadata', apiVersion: 'meta.cluster.io/v1', metadata: { name: 'x', annotations: { a: 'b' } } } },
];

export interface ConformanceOptions {
  /** Malformed bodies of this codec's format; each must throw `CodecError`. */
  readonly badBodies: readonly { readonly name: string; readonly bytes: Uint8Array }[];
}

function expectCodecError(fn: () => unknown): CodecError {
  let thrown: unknown;
  try {
    fn();
  } catch (err) {
    thrown = err;
  }
  expect(thrown).toBeInstanceOf(CodecError);
  return thrown as CodecError;
}

/** Registers the suite for one codec (call at the top level of a test file). */
export function runCodecConformance(codec: CodecUnderTest, options: ConformanceOptions): void {
  describe(`${codec.mediaType} codec conformance`, () => {
    it.each(corpus.map((c) => [c.name, c.object] as const))('round-trips %s to a deep-equal object', (_name, object) => {
      const bytes = codec.encode(object);
      expect(bytes).toBeInstanceOf(Uint8Array);
      const back = codec.decode(bytes);
      expect(back).toStrictEqual(object);
      // What it decodes to is a plain JSON value.
      expect(JSON.parse(JSON.stringify(back))).toStrictEqual(back);
    });

    it.each(corpus.map((c) => [c.name, c.object] as const))('encodes %s deterministically and stably', (_name, object) => {
      const a = codec.encode(object);
      const b = codec.encode(structuredClone(object));
      expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
      expect(Buffer.from(codec.encode(codec.decode(a))).equals(Buffer.from(a))).toBe(true);
    });

    it('keeps decoded objects independent (no shared sub-objects between decodes)', () => {
      const object = corpus[1]!.object;
      const bytes = codec.encode(object);
      const a = codec.decode(bytes) as { metadata: { managedFields: { fieldsV1: Record<string, unknown> }[] } };
      const b = codec.decode(bytes) as typeof a;
      a.metadata.managedFields[0]!.fieldsV1['f:mutated'] = {};
      expect(b.metadata.managedFields[0]!.fieldsV1['f:mutated']).toBeUndefined();
      expect(b).toStrictEqual(object);
    });

    it.each(options.badBodies.map((b) => [b.name, b.bytes] as const))('rejects a malformed body (%s) with CodecError', (_name, bytes) => {
      const err = expectCodecError(() => codec.decode(bytes));
      expect(err.code).toBe('ERR_CODEC');
    });

    it('rejects every truncation of an encoded object with CodecError or decodes a valid prefix value, never throwing anything else', () => {
      const bytes = codec.encode(corpus[6]!.object);
      for (let n = 0; n < bytes.length; n += Math.max(1, Math.floor(bytes.length / 300))) {
        try {
          codec.decode(bytes.subarray(0, n));
        } catch (err) {
          expect(err).toBeInstanceOf(CodecError);
        }
      }
    });
  });
}

export { expectCodecError };
