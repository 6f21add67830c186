/**
 * Lists answered as plain JSON are assembled from per-object JSON encoded once
 * (JsonListEncoder): the bytes are exactly those of encoding the whole list (what the list
 * handler wrote before, and still writes for Tables, pretty output and other formats), for
 * any object shape, and a changed object is never answered with its old JSON.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goOrdered } from '../../../src/codec/go-order.js';
import { jsonCodec } from '../../../src/codec/json.js';
import { allResources, apiVersionOf, leaseCandidates, type ResourceDescriptor } from '../../../src/meta/resources.js';
import type { KubeObject, ListMeta } from '../../../src/meta/types.js';
import { JsonListEncoder } from '../../../src/server/registry/list-json.js';
import { buildPredicate } from '../../../src/server/registry/selectors.js';
import { startCluster } from '../../e2e/harness.js';
import { FUZZ_SEED } from '../../fuzz/harness.js';

/** What encoding the whole list gives (the reference the encoder must match byte for byte). */
function wholeList(d: ResourceDescriptor<KubeObject>, metadata: ListMeta, items: readonly KubeObject[]): string {
  const stripped = items.map(({ kind: _k, apiVersion: _a, ...rest }) => rest);
  return Buffer.from(jsonCodec.encode(goOrdered({ kind: d.listKind, apiVersion: apiVersionOf(d), metadata, items: stripped }))).toString();
}

const listed = allResources.filter((d) => !d.createOnly) as ResourceDescriptor<KubeObject>[];

const key = fc.constantFrom('name', 'namespace', 'uid', 'resourceVersion', 'labels', 'annotations', 'generation', 'finalizers', 'spec', 'status', 'handler', 'extra', 'é', '__proto__', 'managedFields');
const scalar = fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(''), fc.constant(0));
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, fc.array(tie('v'), { maxLength: 3 }), fc.dictionary(key, tie('v'), { maxKeys: 4 })),
})).v;
/** Objects in any key order, with or without (and with other) type meta, odd metadata and extra fields. */
const object = (d: ResourceDescriptor<KubeObject>): fc.Arbitrary<KubeObject> =>
  fc
    .record(
      {
        kind: fc.constantFrom(d.kind, 'Other', ''),
        apiVersion: fc.constantFrom(apiVersionOf(d), 'v1', ''),
        metadata: fc.dictionary(key, value, { maxKeys: 6 }),
        spec: value,
        status: value,
        handler: scalar,
        extra: value,
      },
      { requiredKeys: ['metadata'] },
    )
    .chain((o) => fc.shuffledSubarray(Object.keys(o), { minLength: Object.keys(o).length }).map((keys) => Object.fromEntries(keys.map((k) => [k, (o as Record<string, unknown>)[k]])) as KubeObject));
const listMeta: fc.Arbitrary<ListMeta> = fc.record(
  { resourceVersion: fc.string({ maxLength: 6 }), continue: fc.string({ maxLength: 12 }), remainingItemCount: fc.nat() },
  { requiredKeys: [] },
);

describe('JsonListEncoder', () => {
  for (const d of listed) {
    it(`${d.listKind}: the same bytes as encoding the whole list, for any items (twice: memoised JSON)`, () => {
      const encoder = new JsonListEncoder(d);
      fc.assert(
        fc.property(listMeta, fc.array(object(d), { maxLength: 6 }), (metadata, items) => {
          const expected = wholeList(d, metadata, items);
          expect(encoder.encode(metadata, items).toString()).toBe(expected);
          expect(encoder.encode(metadata, items).toString()).toBe(expected);
        }),
        { seed: FUZZ_SEED, numRuns: 300 },
      );
    });
  }

  it('an empty list, and items whose JSON is only type meta', () => {
    const d = leaseCandidates as unknown as ResourceDescriptor<KubeObject>;
    const encoder = new JsonListEncoder(d);
    expect(encoder.encode({ resourceVersion: '7' }, []).toString()).toBe(wholeList(d, { resourceVersion: '7' }, []));
    const bare = [{ kind: d.kind, apiVersion: apiVersionOf(d) }, {}] as KubeObject[];
    expect(encoder.encode({}, bare).toString()).toBe(wholeList(d, {}, bare));
  });
});

describe('list over HTTP from memoised item JSON', () => {
  const PATH = '/apis/coordination.cluster.io/v1beta1';
  const candidate = (ns: string, name: string, zone: string) => ({
    metadata: { name, namespace: ns, labels: { zone, app: 'x' }, annotations: { b: '1', a: '2' } },
    spec: { leaseName: 'l', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion', renewTime: '2025-06-01T10:00:00.000000Z', pingTime: '2025-06-01T10:00:00.000000Z' },
  });

  it('answers every page, selector and namespace with the whole-list bytes; a new version is never answered with old JSON', async () => {
    const { client, server, fetch } = await startCluster();
    for (const ns of ['default', 'kube-system']) {
      for (let i = 0; i < 7; i++) await client.leaseCandidates.namespace(ns).create(candidate(ns, `c${i}`, i % 2 ? 'a' : 'b'));
    }
    const store = server.api.storeFor(leaseCandidates);
    const d = leaseCandidates as unknown as ResourceDescriptor<KubeObject>;
    /** The expected body: the store's page, encoded as a whole. */
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
    const check = async (ns: string, query: Record<string, string>) => {
      const q = new URLSearchParams(query);
      const path = `${PATH}${ns ? `/namespaces/${ns}` : ''}/leasecandidates?${q}`;
      const res = await fetch(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json');
      const body = await res.text();
      expect(body).toBe(await expectedPage(ns, q));
      return JSON.parse(body) as { metadata: ListMeta; items: KubeObject[] };
    };

    for (let round = 0; round < 2; round++) {
      await check('', {});
      await check('default', {});
      await check('', { labelSelector: 'zone=a' });
      await check('', { fieldSelector: 'metadata.namespace=kube-system' });
      // Every page of a paged list, following continue tokens.
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
    expect(after.metadata.resourceVersion).not.toBe(before.metadata.resourceVersion);
    expect((after.items[0] as KubeObject & { spec: { binaryVersion: string } }).spec.binaryVersion).toBe('1.34.0');
    expect(after.items[0]!.metadata!.resourceVersion).not.toBe(before.items[0]!.metadata!.resourceVersion);
  });

  it('keeps the whole-list encoding for pretty output and Tables', async () => {
    const { client, fetch } = await startCluster();
    await client.leaseCandidates.namespace('default').create(candidate('default', 'p', 'a'));
    const pretty = await (await fetch(`${PATH}/leasecandidates?pretty=true`)).text();
    expect(pretty).toContain('\n  "kind": "LeaseCandidateList",');
    const table = await fetch(`${PATH}/leasecandidates`, { headers: { Accept: 'application/json;as=Table;g=meta.cluster.io;v=v1' } });
    expect(((await table.json()) as { kind: string }).kind).toBe('Table');
  });
});
