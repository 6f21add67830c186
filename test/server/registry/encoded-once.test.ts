/**
 * GET answers compact JSON from bytes encoded once per stored version (RegistryStore.encodedOnce):
 * the bytes are those the object path writes, a new version is never answered with old bytes,
 * and the cache keeps to its bounds.
 */
import { describe, expect, it } from 'vitest';
import { goOrdered } from '../../../src/codec/go-order.js';
import { jsonCodec } from '../../../src/codec/json.js';
import { runtimeClasses } from '../../../src/meta/resources.js';
import type { KubeObject } from '../../../src/meta/types.js';
import { ENCODED_CACHE_MAX_ENTRIES, ENCODED_CACHE_MAX_OBJECT_BYTES } from '../../../src/server/registry/store.js';
import type { KeyValue } from '../../../src/server/storage/storage.js';
import { startCluster } from '../../e2e/harness.js';

const PATH = '/apis/node.cluster.io/v1/runtimeclasses';

describe('GET from bytes encoded once per version', () => {
  it('answers what the object path writes, and each new version (update, delete and re-create) with its own bytes', async () => {
    const { client, fetch } = await startCluster();
    const first = await client.runtimeClasses.create({ metadata: { name: 'a', labels: { z: '1', a: '2' } }, handler: 'h' });
    const expected = (o: KubeObject) => Buffer.from(jsonCodec.encode(goOrdered(o))).toString();
    for (let i = 0; i < 2; i++) expect(await (await fetch(`${PATH}/a`)).text()).toBe(expected(first));

    const updated = await client.runtimeClasses.patch('a', { metadata: { labels: { z: '3' } } }, { type: 'merge' });
    expect(updated.metadata?.resourceVersion).not.toBe(first.metadata?.resourceVersion);
    expect(await (await fetch(`${PATH}/a`)).text()).toBe(expected(updated));

    await client.runtimeClasses.delete('a');
    expect((await fetch(`${PATH}/a`)).status).toBe(404);
    const again = await client.runtimeClasses.create({ metadata: { name: 'a' }, handler: 'h3' });
    expect(await (await fetch(`${PATH}/a`)).text()).toBe(expected(again));
    // An older version, asked for by resourceVersion, is still served (not newer bytes).
    expect(JSON.parse(await (await fetch(`${PATH}/a?resourceVersion=${again.metadata!.resourceVersion}`)).text()).handler).toBe('h3');
  });

  it('evicts the least recently used entries past its bounds and never caches a large object', async () => {
    const { server } = await startCluster();
    const store = server.api.storeFor(runtimeClasses);
    const kv = (name: string, revision: number, handler = 'h'): KeyValue => ({
      key: `/registry/runtimeclasses/${name}`,
      value: Buffer.from(JSON.stringify({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name }, handler })),
      createRevision: revision,
      modRevision: revision,
    });
    let encodes = 0;
    const encode = (o: KubeObject) => {
      encodes++;
      return jsonCodec.encode(goOrdered(o));
    };
    store.encodedOnce(kv('first', 1), 'json', encode);
    store.encodedOnce(kv('first', 1), 'json', encode);
    expect(encodes).toBe(1);
    // Another format is another entry; another revision of the key replaces the entry.
    store.encodedOnce(kv('first', 1), 'other', encode);
    store.encodedOnce(kv('first', 2, 'h2'), 'json', encode);
    expect(encodes).toBe(3);
    expect(JSON.parse(Buffer.from(store.encodedOnce(kv('first', 2, 'h2'), 'json', encode)).toString()).handler).toBe('h2');
    expect(encodes).toBe(3);

    // Fill past the entry bound: the oldest entry goes, the most recent stay.
    for (let i = 0; i < ENCODED_CACHE_MAX_ENTRIES; i++) store.encodedOnce(kv(`n${i}`, 10 + i), 'json', encode);
    const before = encodes;
    store.encodedOnce(kv(`n${ENCODED_CACHE_MAX_ENTRIES - 1}`, 10 + ENCODED_CACHE_MAX_ENTRIES - 1), 'json', encode);
    expect(encodes).toBe(before);
    store.encodedOnce(kv('first', 1), 'other', encode);
    expect(encodes).toBe(before + 1);

    const big = kv('big', 99_999, 'x'.repeat(ENCODED_CACHE_MAX_OBJECT_BYTES));
    store.encodedOnce(big, 'json', encode);
    store.encodedOnce(big, 'json', encode);
    expect(encodes).toBe(before + 3);
  });
});
