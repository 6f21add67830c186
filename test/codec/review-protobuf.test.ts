/**
 * Protobuf of the self reviews (src/codec/protobuf/review-messages.ts) cross-checked with
 * protobufjs against openapi/authentication.v1.proto and authorization.v1.proto (field numbers as
 * upstream's generated.proto): protobufjs reads our bytes and re-encodes them identically, and we
 * read what protobufjs writes.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import protobuf from 'protobufjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeProtobuf, encodeProtobuf } from '../../src/codec/protobuf/index.js';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

const SSR = {
  kind: 'SelfSubjectReview',
  apiVersion: 'authentication.cluster.io/v1',
  metadata: { creationTimestamp: '2025-01-02T03:04:05Z' },
  status: { userInfo: { username: 'alice', uid: 'u1', groups: ['devs', 'system:authenticated'], extra: { scopes: ['a', 'b'], 'acme.io/x': [] } } },
};
const SSAR = {
  kind: 'SelfSubjectAccessReview',
  apiVersion: 'authorization.cluster.io/v1',
  metadata: {},
  spec: {
    resourceAttributes: {
      namespace: 'ns',
      verb: 'list',
      group: 'node.cluster.io',
      version: 'v1',
      resource: 'runtimeclasses',
      subresource: 'status',
      name: 'x',
      fieldSelector: { requirements: [{ key: 'metadata.name', operator: 'In', values: ['a', 'b'] }] },
      labelSelector: { rawSelector: 'a=b' },
    },
  },
  status: { allowed: true, reason: 'because', evaluationError: 'oops' },
};
const SSAR_NON_RESOURCE = {
  kind: 'SelfSubjectAccessReview',
  apiVersion: 'authorization.k8s.io/v1',
  metadata: {},
  spec: { nonResourceAttributes: { path: '/healthz', verb: 'get' } },
  status: { allowed: false },
};
const SSRR = {
  kind: 'SelfSubjectRulesReview',
  apiVersion: 'authorization.cluster.io/v1',
  metadata: {},
  spec: { namespace: 'default' },
  status: {
    resourceRules: [{ verbs: ['get'], apiGroups: [''], resources: ['namespaces'], resourceNames: ['a'] }, { verbs: ['*'] }],
    nonResourceRules: [{ verbs: ['get'], nonResourceURLs: ['/api/*'] }],
    incomplete: true,
    evaluationError: 'partial',
  },
};

describe('self-review protobuf messages', () => {
  let root: protobuf.Root;
  const types: Record<string, string> = {
    SelfSubjectReview: 'cluster.io.api.authentication.v1.SelfSubjectReview',
    SelfSubjectAccessReview: 'cluster.io.api.authorization.v1.SelfSubjectAccessReview',
    SelfSubjectRulesReview: 'cluster.io.api.authorization.v1.SelfSubjectRulesReview',
  };

  beforeAll(async () => {
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../openapi');
    root = new protobuf.Root();
    root.resolvePath = (_origin, target) => path.join(dir, path.basename(target));
    await root.load(['authentication.v1.proto', 'authorization.v1.proto', 'meta.v1.proto', 'runtime.proto'], { keepCase: true });
    root.resolveAll();
  });

  it.each([SSR, SSAR, SSAR_NON_RESOURCE, SSRR].map((o) => [`${o.kind} ${o.apiVersion}`, o] as const))('%s: round trip, and protobufjs re-encodes our bytes identically', (_name, object) => {
    const bytes = encodeProtobuf(object);
    const decoded = decodeProtobuf(bytes).object;
    // The empty `extra` value list and zero creationTimestamp are not distinguishable on the wire.
    const expected = JSON.parse(JSON.stringify(object));
    if (object === SSR) expected.status.userInfo.extra = { 'acme.io/x': [], scopes: ['a', 'b'] };
    expect(decoded).toEqual(expected);
    const Unknown = root.lookupType('cluster.io.apimachinery.pkg.runtime.Unknown');
    const unk = Unknown.decode(bytes.subarray(4)) as unknown as { raw: Uint8Array };
    const type = root.lookupType(types[object.kind]!);
    const message = type.decode(unk.raw);
    expect(hex(type.encode(message).finish())).toBe(hex(unk.raw));
  });

  it('field numbers agree both ways: we read what protobufjs writes', () => {
    const T = root.lookupType(types.SelfSubjectAccessReview!);
    const raw = T.encode(
      T.fromObject({
        metadata: {},
        spec: { resourceAttributes: { verb: 'get', resource: 'pods', labelSelector: { requirements: [{ key: 'k', operator: 'Exists' }] } } },
        status: { allowed: true, denied: false, reason: 'r' },
      }),
    ).finish();
    const Unknown = root.lookupType('cluster.io.apimachinery.pkg.runtime.Unknown');
    const env = Buffer.concat([Buffer.from('6b387300', 'hex'), Unknown.encode({ typeMeta: { apiVersion: 'authorization.cluster.io/v1', kind: 'SelfSubjectAccessReview' }, raw }).finish()]);
    expect(decodeProtobuf(env).object).toStrictEqual({
      kind: 'SelfSubjectAccessReview',
      apiVersion: 'authorization.cluster.io/v1',
      metadata: {},
      spec: { resourceAttributes: { verb: 'get', resource: 'pods', labelSelector: { requirements: [{ key: 'k', operator: 'Exists' }] } } },
      status: { allowed: true, reason: 'r' },
    });
  });

  it('writes gogo bytes: non-pointer strings and bools always, pointer messages only when set', () => {
    const bytes = encodeProtobuf({ kind: 'SelfSubjectAccessReview', apiVersion: 'authorization.cluster.io/v1', spec: { nonResourceAttributes: { path: '/x' } }, status: {} });
    const Unknown = root.lookupType('cluster.io.apimachinery.pkg.runtime.Unknown');
    const raw = hex((Unknown.decode(bytes.subarray(4)) as unknown as { raw: Uint8Array }).raw);
    // spec {2: {1:"/x", 2:""}} and status {1: false, 2: "", 3: "", 4: false}
    expect(raw).toContain('1208' + '1206' + '0a022f78' + '1200');
    expect(raw.endsWith('1a08' + '0800' + '1200' + '1a00' + '2000')).toBe(true);
  });

  it('refuses wrong field types with a CodecError', () => {
    expect(() => encodeProtobuf({ ...SSAR, status: { allowed: 'yes' } })).toThrow(/cannot encode status\.allowed: expected boolean, got string/);
    expect(() => encodeProtobuf({ ...SSRR, status: { resourceRules: [{ verbs: 'get' }] } })).toThrow(/expected array/);
  });
});
