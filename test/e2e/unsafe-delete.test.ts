/**
 * The seed's state table for deleting corrupt objects with
 * ignoreStoreReadErrorWithClusterBreakingPotential, and its rules.
 */
import { describe, expect, it } from 'vitest';
import { runtimeClasses } from '../../src/meta/resources.js';
import { jsonOf, startCluster } from './harness.js';

const RC = '/apis/node.cluster.io/v1/runtimeclasses';
const UNSAFE = 'ignoreStoreReadErrorWithClusterBreakingPotential=true';

async function clusterWithCorrupt(gate: boolean) {
  const cluster = await startCluster({ featureGates: { AllowUnsafeMalformedObjectDeletion: gate } });
  await cluster.client.runtimeClasses.create({ metadata: { name: 'good' }, handler: 'good' });
  await cluster.client.runtimeClasses.create({ metadata: { name: 'bad', finalizers: ['x.io/keep'] }, handler: 'bad' });
  const key = cluster.server.api.storeFor(runtimeClasses).key('', 'bad');
  // Storage never decodes values, so any backend stores the truncated bytes as they are.
  await cluster.server.storage.update(key, Buffer.from('{"kind":"RuntimeClass","metadata":{"name":"ba'));
  return cluster;
}

describe('corrupt objects', () => {
  it('reads of a corrupt object fail with 500 StorageReadError naming the key', async () => {
    const { fetch } = await clusterWithCorrupt(true);
    const res = await fetch(`${RC}/bad`);
    expect(res.status).toBe(500);
    const body = await jsonOf(res);
    expect(body.reason).toBe('StorageReadError');
    expect(body.message).toMatch(/^StorageError: corrupt object, Code: 7, Key: \/registry\/node\.cluster\.io\/runtimeclasses\/bad, ResourceVersion: \d+, AdditionalErrorMsg: /);
  });

  it('a normal delete of a corrupt object fails', async () => {
    const { fetch } = await clusterWithCorrupt(true);
    const res = await fetch(`${RC}/bad`, { method: 'DELETE' });
    expect(res.status).toBe(500);
    expect((await jsonOf(res)).reason).toBe('StorageReadError');
  });

  it('unsafe delete removes a corrupt object, ignoring its finalizers', async () => {
    const { fetch } = await clusterWithCorrupt(true);
    const res = await fetch(`${RC}/bad?${UNSAFE}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toMatchObject({ kind: 'Status', status: 'Success', details: { name: 'bad', kind: 'runtimeclasses' } });
    expect((await fetch(`${RC}/bad`)).status).toBe(404);
    expect((await jsonOf(await fetch(RC))).items.map((i: { metadata: { name: string } }) => i.metadata.name)).toEqual(['good']);
  });

  it('unsafe delete of a readable object aborts the request (rule 1)', async () => {
    const { fetch } = await clusterWithCorrupt(true);
    const res = await fetch(`${RC}/good?${UNSAFE}`, { method: 'DELETE' });
    expect(res.status).toBe(422);
    expect((await jsonOf(res)).message).toBe(
      'DeleteOptions.meta.cluster.io "" is invalid: ignoreStoreReadErrorWithClusterBreakingPotential: Invalid value: true: is exclusively used to delete corrupt object(s), try again by removing this option',
    );
    expect((await fetch(`${RC}/good`)).status).toBe(200);
  });

  it.each([
    ['dryRun=All', 'dryRun'],
    ['gracePeriodSeconds=0', 'gracePeriodSeconds'],
    ['propagationPolicy=Background', 'propagationPolicy'],
  ])('unsafe delete with %s is rejected (rule 2)', async (extra, field) => {
    const { fetch } = await clusterWithCorrupt(true);
    const res = await fetch(`${RC}/bad?${UNSAFE}&${extra}`, { method: 'DELETE' });
    expect(res.status).toBe(422);
    expect((await jsonOf(res)).details.causes[0].field).toBe(field);
  });

  it('preconditions in the body are rejected with the option (rule 2)', async () => {
    const { fetch } = await clusterWithCorrupt(true);
    const res = await fetch(`${RC}/bad?${UNSAFE}`, { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ preconditions: { uid: 'x' } }) });
    expect(res.status).toBe(422);
  });

  it('deletecollection refuses the option with the upstream text', async () => {
    const { fetch } = await clusterWithCorrupt(true);
    const res = await fetch(`${RC}?${UNSAFE}`, { method: 'DELETE' });
    expect(res.status).toBe(422);
    expect((await jsonOf(res)).message).toBe(
      'DeleteOptions.meta.cluster.io "" is invalid: ignoreStoreReadErrorWithClusterBreakingPotential: Invalid value: true: is not allowed with DELETECOLLECTION, try again after removing the option',
    );
  });

  it('with the AllowUnsafeMalformedObjectDeletion gate off the option is ignored: the delete fails normally', async () => {
    const { fetch } = await clusterWithCorrupt(false);
    const res = await fetch(`${RC}/bad?${UNSAFE}`, { method: 'DELETE' });
    expect(res.status).toBe(500);
    expect((await jsonOf(res)).reason).toBe('StorageReadError');
  });
});
