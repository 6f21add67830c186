/**
 * What the registry stores for an ordinary object: the UTF-8 bytes of its JSON (Go order,
 * no resourceVersion) in an array of exactly their length (its own, or a range of a value
 * slab nobody else is given) that the storage keeps as it is
 * (handed over, see Storage.updateOwned), whatever the text holds (non-ASCII, astral and
 * lone-surrogate characters, which JSON.stringify escapes).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaseCandidates } from '../../../src/meta/resources.js';
import type { LeaseCandidate } from '../../../src/meta/types.js';
import { startApiServer, type ApiServerInstance } from '../../../src/server/index.js';
import { ownedSlabBuffers } from '../../../src/server/storage/storage.js';
import { FUZZ_SEED, fuzzRuns } from '../../fuzz/harness.js';

let server: ApiServerInstance;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(async () => {
  await server.close();
});

function candidate(name: string, note: string): LeaseCandidate {
  return {
    apiVersion: 'coordination.cluster.io/v1beta1',
    kind: 'LeaseCandidate',
    metadata: { name, namespace: 'default', annotations: { 'example.io/note': note } },
    spec: { leaseName: 'l', binaryVersion: '1.34.0', emulationVersion: '1.34.0', strategy: 'OldestEmulationVersion', renewTime: '2025-06-01T10:00:00.000000Z' },
  } as LeaseCandidate;
}

describe('stored bytes of a write', () => {
  it('property: exactly the UTF-8 of the JSON, in an array of their own, for any text', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 60, unit: 'binary' }), fc.string({ maxLength: 60, unit: 'grapheme' }), fc.constant('\ud800x\udfff')), async (note) => {
        const store = server.api.storeFor(leaseCandidates);
        const name = `c${n++}`;
        const created = await store.create('default', candidate(name, note), { fieldManager: 'test' });
        const next = structuredClone(created);
        next.metadata!.annotations = { 'example.io/note': note + note };
        await store.update('default', name, next, { fieldManager: 'test' });
        const kv = (await server.storage.get(store.key('default', name)))!;
        const text = Buffer.from(kv.value).toString('utf8');
        expect(Buffer.compare(Buffer.from(text, 'utf8'), kv.value)).toBe(0);
        // An array of its own, or (since s21) a range of one of the registry's value slabs,
        // which nobody else is given (value-slabs.test.ts).
        expect(kv.value.byteLength === kv.value.buffer.byteLength || ownedSlabBuffers.has(kv.value.buffer)).toBe(true);
        const stored = JSON.parse(text) as LeaseCandidate;
        expect(stored.metadata?.annotations?.['example.io/note']).toBe(JSON.parse(JSON.stringify(note + note)));
        expect(stored.metadata?.resourceVersion).toBeUndefined();
      }),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(100) },
    );
  });
});
