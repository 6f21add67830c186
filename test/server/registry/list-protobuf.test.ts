/**
 * Lists answered as protobuf are assembled from per-object message bytes encoded once
 * (ProtobufListEncoder): the bytes are exactly those of encoding the whole list (what the list
 * handler wrote before), for any object the codec can encode; an object it cannot encode fails
 * as the whole list does (the handler then answers the general way, JSON); a changed object is
 * never answered with its old bytes; and the informer (protobuf lists by default) caches the
 * same objects as from JSON lists, with shared frozen FieldsV1 sets.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CodecError } from '../../../src/codec/codec.js';
import { decodeProtobuf, encodeProtobuf } from '../../../src/codec/protobuf/index.js';
import { allResources, apiVersionOf, leaseCandidates, type ResourceDescriptor } from '../../../src/meta/resources.js';
import type { KubeObject, ListMeta } from '../../../src/meta/types.js';
import { ProtobufListEncoder } from '../../../src/server/registry/list-protobuf.js';
import { buildPredicate } from '../../../src/server/registry/selectors.js';
import { createInformer } from '../../../src/client/cache/informer.js';
import { startCluster } from '../../e2e/harness.js';
import { FUZZ_SEED } from '../../fuzz/harness.js';

const PROTOBUF = 'application/vnd.cluster.protobuf';

/** What encoding the whole list gives (the reference the encoder must match byte for byte). */
function wholeList(d: ResourceDescriptor<KubeObject>, metadata: ListMeta, items: readonly KubeObject[]): Buffer {
  const stripped = items.map(({ kind: _k, apiVersion: _a, ...rest }) => rest);
  return Buffer.from(encodeProtobuf({ kind: d.listKind, apiVersion: apiVersionOf(d), metadata, items: stripped }));
}

function outcome(fn: () => Uint8Array): { bytes: Buffer } | { error: string } {
  try {
    return { bytes: Buffer.from(fn()) };
  } catch (err) {
    expect(err).toBeInstanceOf(CodecError);
    return { error: (err as Error).message };
  }
}

const listed = allResources.filter((d) => !d.createOnly) as ResourceDescriptor<KubeObject>[];
const scalar = fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(''));
const key = fc.constantFrom('name', 'namespace', 'uid', 'resourceVersion', 'labels', 'generation', 'finalizers', 'leaseName', 'handler', 'extra', 'é');
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof({ depthSize: 'small' }, scalar, fc.array(tie('v'), { maxLength: 2 }), fc.dictionary(key, tie('v'), { maxKeys: 3 })),
})).v;
/** Objects with or without type meta, odd (often mistyped) metadata and fields. */
const object = (d: ResourceDescriptor<KubeObject>): fc.Arbitrary<KubeObject> =>
  fc.record(
    {
      kind: fc.constantFrom(d.kind, 'Other'),
      apiVersion: fc.constantFrom(apiVersionOf(d), 'v1'),
      metadata: fc.oneof(fc.record({ name: fc.string({ maxLength: 6 }), namespace: fc.constantFrom('a', 'b') }), fc.dictionary(key, value, { maxKeys: 4 })),
      spec: fc.oneof(fc.record({ leaseName: fc.string({ maxLength: 4 }) }), value),
      handler: scalar,
    },
    { requiredKeys: ['metadata'] },
  ) as fc.Arbitrary<KubeObject>;
const listMeta: fc.Arbitrary<ListMeta> = fc.record({ resourceVersion: fc.string({ maxLength: 6 }), continue: fc.string({ maxLength: 12 }), remainingItemCount: fc.nat() }, { requiredKeys: [] });

describe('ProtobufListEncoder', () => {
  for (const d of listed) {
    it(`${d.listKind}: the bytes (or the error) of encoding the whole list, for any items (twice: memoised bytes)`, () => {
      const encoder = new ProtobufListEncoder(d);
      fc.assert(
        fc.property(listMeta, fc.array(object(d), { maxLength: 5 }), (metadata, items) => {
          const expected = outcome(() => wholeList(d, metadata, items));
          expect(outcome(() => encoder.encode(metadata, items))).toEqual(expected);
          expect(outcome(() => encoder.encode(metadata, items))).toEqual(expected);
        }),
        { seed: FUZZ_SEED, numRuns: 200 },
      );
    });
  }
});

describe('protobuf list over HTTP from memoised item bytes', () => {
  const PATH = '/apis/coordination.cluster.io/v1beta1';
  const candidate = (ns: string, name: string, zone: string) => ({
    metadata: { name, namespace: ns, labels: { zone, app: 'x' } },
    spec: { leaseName: 'l', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion', renewTime: '2025-06-01T10:00:00.000000Z', pingTime: '2025-06-01T10:00:00.000000Z' },
  });

  it('answers every page, selector and namespace with the whole-list bytes; a new version is never answered with old bytes', async () => {
    const { client, server, fetch } = await startCluster();
    for (const ns of ['default', 'kube-system']) {
      for (let i = 0; i < 7; i++) await client.leaseCandidates.namespace(ns).create(candidate(ns, `c${i}`, i % 2 ? 'a' : 'b'), { fieldManager: 'm' });
    }
    const store = server.api.storeFor(leaseCandidates);
    const d = leaseCandidates as unknown as ResourceDescriptor<KubeObject>;
    const expectedPage = async (ns: string, q: URLSearchParams) => {
      const predicate = buildPredicate(d, q.get('labelSelector') ?? '', q.get('fieldSelector') ?? '');
      const limit = Number(q.get('limit') ?? 0);
      const cont = q.get('continue') ?? '';
      const page = await store.list(ns, { predicate, ...(limit ? { limit } : {}), ...(cont ? { continueToken: cont } : {}) });
      const metadata: ListMeta = { resourceVersion: page.resourceVersion };
      if (page.continueToken) metadata.continue = page.continueToken;
      if (page.remainingItemCount !== undefined) metadata.remainingItemCount = page.remainingItemCount;
      return wholeList(d, metadata, page.items);
    };
    const check = async (ns: string, query: Record<string, string>, accept = PROTOBUF) => {
      const q = new URLSearchParams(query);
      const res = await fetch(`${PATH}${ns ? `/namespaces/${ns}` : ''}/leasecandidates?${q}`, { headers: { Accept: accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(accept);
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.equals(await expectedPage(ns, q))).toBe(true);
      return decodeProtobuf(body).object as unknown as { metadata: ListMeta; items: (KubeObject & { spec: { binaryVersion: string } })[] };
    };

    for (let round = 0; round < 2; round++) {
      await check('', {});
      await check('default', {}, 'application/vnd.kubernetes.protobuf');
      await check('', { labelSelector: 'zone=a' });
      await check('', { fieldSelector: 'metadata.namespace=kube-system' });
      let token = '';
      let pages = 0;
      do {
        const page = await check('', { limit: '4', ...(token ? { continue: token } : {}) });
        token = page.metadata.continue ?? '';
        pages++;
      } while (token);
      expect(pages).toBe(4);
    }

    const before = await check('default', {});
    const c0 = await client.leaseCandidates.namespace('default').get('c0');
    await client.leaseCandidates.namespace('default').update({ ...c0, spec: { ...c0.spec!, binaryVersion: '1.34.0' } });
    const after = await check('default', {});
    expect(after.items[0]!.spec.binaryVersion).toBe('1.34.0');
    expect(after.items[0]!.metadata!.resourceVersion).not.toBe(before.items[0]!.metadata!.resourceVersion);
  });

  it('an informer (protobuf lists by default) caches what a JSON list gives, FieldsV1 sets shared and frozen', async () => {
    const { client } = await startCluster();
    for (let i = 0; i < 5; i++) await client.leaseCandidates.namespace('default').create(candidate('default', `i${i}`, 'a'), { fieldManager: 'm' });
    const viaJson = (await client.leaseCandidates.list()).items;
    for (const listWireFormat of ['protobuf', 'json'] as const) {
      const informer = createInformer({ listerWatcher: client.leaseCandidates, listWireFormat, internStrings: false });
      informer.start();
      await informer.synced();
      const cached = informer.lister().list().sort((a, b) => a.metadata!.name!.localeCompare(b.metadata!.name!));
      informer.stop();
      expect(cached).toEqual(viaJson);
      const sets = cached.map((o) => o.metadata!.managedFields![0]!.fieldsV1);
      if (listWireFormat === 'protobuf') {
        expect(new Set(sets).size).toBe(1);
        expect(Object.isFrozen(sets[0])).toBe(true);
      } else expect(new Set(sets).size).toBe(sets.length);
    }
  });
});
