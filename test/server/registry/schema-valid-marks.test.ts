/**
 * The store skips the schema check of an update's live object only when that object is the
 * version the store itself wrote and found valid (key -> modRevision marks, s23; a WeakSet of
 * written objects before). A version written behind the store's back (another writer of the
 * same storage), a delete and re-create, or a version that did not fit the schema is checked
 * again: an update whose live object does not fit the schema records no managedFields
 * (upstream's UpdateNoErrors), which is what these tests observe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaseCandidates } from '../../../src/meta/resources.js';
import type { LeaseCandidate } from '../../../src/meta/types.js';
import { startApiServer, type ApiServerInstance } from '../../../src/server/index.js';
import { MemoryStorage } from '../../../src/server/storage/memory.js';

let server: ApiServerInstance;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(async () => {
  await server.close();
});

function candidate(name: string, renew: string): LeaseCandidate {
  return {
    apiVersion: 'coordination.cluster.io/v1beta1',
    kind: 'LeaseCandidate',
    metadata: { name, namespace: 'default', labels: { app: 'x' } },
    spec: { leaseName: 'l', binaryVersion: '1.34.0', emulationVersion: '1.34.0', strategy: 'OldestEmulationVersion', renewTime: renew },
  } as LeaseCandidate;
}

const store = () => server.api.storeFor(leaseCandidates);
const memory = () => server.storage as MemoryStorage;

/** Writes `stored` (already JSON, no resourceVersion) at the object's key behind the store's back; returns its revision. */
function putBehind(name: string, stored: object): string {
  return String(memory().putRawForTest(store().key('default', name), Buffer.from(JSON.stringify(stored))).modRevision);
}

/** The next update of `name` from `from` (a fresh copy with a new renewTime). */
async function renew(name: string, from: LeaseCandidate, rv: string, renewTime: string): Promise<LeaseCandidate> {
  const next = structuredClone(from);
  next.metadata!.resourceVersion = rv;
  next.spec!.renewTime = renewTime;
  return (await store().update('default', name, next, { fieldManager: 'ctl' })).object;
}

describe('schema checks of the live object', () => {
  it('records managedFields across updates of versions the store wrote', async () => {
    const created = await store().create('default', candidate('a', '2025-06-01T10:00:00.000000Z'), { fieldManager: 'ctl' });
    let obj = created;
    for (let i = 1; i <= 3; i++) {
      obj = await renew('a', obj, obj.metadata!.resourceVersion!, `2025-06-01T10:00:0${i}.000000Z`);
      expect(obj.metadata?.managedFields?.map((e) => e.manager)).toEqual(['ctl']);
    }
  });

  it('checks a version written behind the store again (invalid: no managedFields; valid: recorded)', async () => {
    const created = await store().create('default', candidate('b', '2025-06-01T10:00:00.000000Z'), { fieldManager: 'ctl' });
    const { resourceVersion: _rv, ...meta } = created.metadata!;
    // labels must be strings: this version does not fit the schema.
    const invalidRv = putBehind('b', { ...created, metadata: { ...meta, labels: { app: 5 } } });
    const afterInvalid = await renew('b', created, invalidRv, '2025-06-01T10:00:01.000000Z');
    expect(afterInvalid.metadata?.managedFields).toBeUndefined();
    // A valid version behind the store's back is checked and passes.
    const validRv = putBehind('b', { ...created, metadata: meta });
    const afterValid = await renew('b', created, validRv, '2025-06-01T10:00:02.000000Z');
    expect(afterValid.metadata?.managedFields?.map((e) => e.manager)).toEqual(['ctl']);
  });

  it('does not take a deleted and re-created object for the version it wrote before', async () => {
    const first = await store().create('default', candidate('c', '2025-06-01T10:00:00.000000Z'), { fieldManager: 'ctl' });
    await store().delete('default', 'c');
    const { resourceVersion: _rv, ...meta } = first.metadata!;
    const rv = putBehind('c', { ...first, metadata: { ...meta, labels: { app: ['not', 'a', 'string'] } } });
    const next = await renew('c', first, rv, '2025-06-01T10:00:01.000000Z');
    expect(next.metadata?.managedFields).toBeUndefined();
  });
});
