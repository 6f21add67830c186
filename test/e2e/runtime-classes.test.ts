import { describe, expect, it } from 'vitest';
import { isStatus } from '../../src/client/resource-client.js';
import { ApiError, isAlreadyExists, isConflict, isInvalid, isNotFound, isBadRequest } from '../../src/meta/status.js';
import type { RuntimeClass } from '../../src/meta/types.js';
import { rejectionOf, startCluster } from './harness.js';

const rc = (name: string, handler = name, extra: Partial<RuntimeClass> = {}): RuntimeClass => ({
  metadata: { name },
  handler,
  ...extra,
});

describe('RuntimeClass through the typed client', () => {
  it('creates with server-set fields and reads it back', async () => {
    const { client } = await startCluster();
    const created = await client.runtimeClasses.create(rc('runc'));
    expect(created.kind).toBe('RuntimeClass');
    expect(created.apiVersion).toBe('node.cluster.io/v1');
    expect(created.metadata?.uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.metadata?.creationTimestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(Number(created.metadata?.resourceVersion)).toBeGreaterThan(0);
    const got = await client.runtimeClasses.get('runc');
    expect(got).toEqual(created);
  });

  it('generates a name from generateName', async () => {
    const { client } = await startCluster();
    const created = await client.runtimeClasses.create({ metadata: { generateName: 'sandbox-' }, handler: 'runsc' });
    expect(created.metadata?.name).toMatch(/^sandbox-[bcdfghjklmnpqrstvwxz2456789]{5}$/);
    expect(created.metadata?.generateName).toBe('sandbox-');
  });

  it('lists with a collection resourceVersion; the client fills in the items\' type meta', async () => {
    const { client } = await startCluster();
    await client.runtimeClasses.create(rc('a'));
    const last = await client.runtimeClasses.create(rc('b'));
    const list = await client.runtimeClasses.list();
    expect(list.kind).toBe('RuntimeClassList');
    expect(list.metadata?.resourceVersion).toBe(last.metadata?.resourceVersion);
    expect(list.items.map((i) => i.metadata?.name)).toEqual(['a', 'b']);
    // On the wire list items carry no kind/apiVersion (see wire.test.ts); the client adds them
    // so objects look the same whether they came from get, list or watch.
    expect(list.items[0]).toMatchObject({ kind: 'RuntimeClass', apiVersion: 'node.cluster.io/v1' });
  });

  it('rejects a duplicate name with AlreadyExists', async () => {
    const { client } = await startCluster();
    await client.runtimeClasses.create(rc('runc'));
    const err = await rejectionOf(client.runtimeClasses.create(rc('runc')));
    expect(isAlreadyExists(err)).toBe(true);
    expect(err.statusCode).toBe(409);
    expect(err.status).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: 'runtimeclasses.node.cluster.io "runc" already exists',
      reason: 'AlreadyExists',
      details: { name: 'runc', group: 'node.cluster.io', kind: 'runtimeclasses' },
      code: 409,
    });
  });

  it('reports a missing object as NotFound with upstream details', async () => {
    const { client } = await startCluster();
    const err = await rejectionOf(client.runtimeClasses.get('nope'));
    expect(err).toBeInstanceOf(ApiError);
    expect(isNotFound(err)).toBe(true);
    expect(err.message).toBe('runtimeclasses.node.cluster.io "nope" not found');
    expect(err.details).toEqual({ name: 'nope', group: 'node.cluster.io', kind: 'runtimeclasses' });
  });

  it('updates with the current resourceVersion and conflicts on a stale one', async () => {
    const { client } = await startCluster();
    const v1 = await client.runtimeClasses.create(rc('runc'));
    const v2 = await client.runtimeClasses.update({ ...v1, metadata: { ...v1.metadata, labels: { a: 'b' } } });
    expect(Number(v2.metadata!.resourceVersion)).toBeGreaterThan(Number(v1.metadata!.resourceVersion));
    expect(v2.metadata?.labels).toEqual({ a: 'b' });
    const err = await rejectionOf(client.runtimeClasses.update({ ...v1, metadata: { ...v1.metadata, labels: { a: 'c' } } }));
    expect(isConflict(err)).toBe(true);
    expect(err.message).toBe(
      'Operation cannot be fulfilled on runtimeclasses.node.cluster.io "runc": the object has been modified; please apply your changes to the latest version and try again',
    );
  });

  it('rejects an update without resourceVersion with the upstream quirk message', async () => {
    const { client } = await startCluster();
    await client.runtimeClasses.create(rc('runc'));
    const err = await rejectionOf(client.runtimeClasses.update(rc('runc')));
    expect(isInvalid(err)).toBe(true);
    expect(err.message).toBe(
      'runtimeclasses.node.cluster.io "runc" is invalid: metadata.resourceVersion: Invalid value: 0x0: must be specified for an update',
    );
  });

  it('an update that changes nothing keeps the resourceVersion', async () => {
    const { client } = await startCluster();
    const v1 = await client.runtimeClasses.create(rc('runc'));
    const same = await client.runtimeClasses.update(v1);
    expect(same.metadata?.resourceVersion).toBe(v1.metadata?.resourceVersion);
  });

  it('PUT creates a missing object (201) and keeps handler immutable', async () => {
    const { client, fetch } = await startCluster();
    const res = await fetch('/apis/node.cluster.io/v1/runtimeclasses/fresh', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name: 'fresh' }, handler: 'runc' }),
    });
    expect(res.status).toBe(201);
    const created = await client.runtimeClasses.get('fresh');
    const err = await rejectionOf(client.runtimeClasses.update({ ...created, handler: 'other' }));
    expect(isInvalid(err)).toBe(true);
    expect(err.message).toBe('RuntimeClass.node.cluster.io "fresh" is invalid: handler: Invalid value: "other": field is immutable');
  });

  it('validates handler as a DNS label with one cause per violation', async () => {
    const { client } = await startCluster();
    const err = await rejectionOf(client.runtimeClasses.create({ metadata: { name: 'Bad_Name' }, handler: 'Bad' }));
    expect(isInvalid(err)).toBe(true);
    expect(err.statusCode).toBe(422);
    expect(err.causes.map((c: { field?: string }) => c.field)).toEqual(['metadata.name', 'handler']);
    expect(err.details.kind).toBe('RuntimeClass');
    expect(err.details.group).toBe('node.cluster.io');
  });

  it('filters with label and field selectors', async () => {
    const { client } = await startCluster();
    await client.runtimeClasses.create(rc('a', 'a', { metadata: { name: 'a', labels: { tier: 'x', sandbox: 'true' } } }));
    await client.runtimeClasses.create(rc('b', 'b', { metadata: { name: 'b', labels: { tier: 'y' } } }));
    await client.runtimeClasses.create(rc('c', 'c', { metadata: { name: 'c' } }));
    const names = async (opts: { labelSelector?: string; fieldSelector?: string }) =>
      (await client.runtimeClasses.list(opts)).items.map((i) => i.metadata?.name);
    expect(await names({ labelSelector: 'tier=x' })).toEqual(['a']);
    expect(await names({ labelSelector: 'tier==y' })).toEqual(['b']);
    expect(await names({ labelSelector: 'tier!=x' })).toEqual(['b', 'c']);
    expect(await names({ labelSelector: 'tier in (x,y)' })).toEqual(['a', 'b']);
    expect(await names({ labelSelector: 'tier notin (x)' })).toEqual(['b', 'c']);
    expect(await names({ labelSelector: 'sandbox' })).toEqual(['a']);
    expect(await names({ labelSelector: '!tier' })).toEqual(['c']);
    expect(await names({ fieldSelector: 'metadata.name=b' })).toEqual(['b']);
    expect(await names({ fieldSelector: 'metadata.name!=b' })).toEqual(['a', 'c']);
    expect(await names({ labelSelector: 'tier', fieldSelector: 'metadata.name!=a' })).toEqual(['b']);
  });

  it('answers a malformed or unsupported selector with 400', async () => {
    const { client } = await startCluster();
    const bad = await rejectionOf(client.runtimeClasses.list({ labelSelector: 'a in (b' }));
    expect(isBadRequest(bad)).toBe(true);
    const unsupported = await rejectionOf(client.runtimeClasses.list({ fieldSelector: 'spec.handler=x' }));
    expect(isBadRequest(unsupported)).toBe(true);
    expect(unsupported.message).toBe('field label not supported: spec.handler');
  });

  it('deletes with a Success Status carrying the uid', async () => {
    const { client } = await startCluster();
    const created = await client.runtimeClasses.create(rc('runc'));
    const res = await client.runtimeClasses.delete('runc');
    expect(isStatus(res)).toBe(true);
    expect(res).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Success',
      details: { name: 'runc', group: 'node.cluster.io', kind: 'runtimeclasses', uid: created.metadata?.uid },
    });
    expect(isNotFound(await rejectionOf(client.runtimeClasses.get('runc')))).toBe(true);
    expect(isNotFound(await rejectionOf(client.runtimeClasses.delete('runc')))).toBe(true);
  });

  it('holds an object with finalizers until the last one is removed', async () => {
    const { client } = await startCluster();
    await client.runtimeClasses.create(rc('held', 'held', { metadata: { name: 'held', finalizers: ['example.com/guard'] } }));
    const pending = await client.runtimeClasses.delete('held');
    expect(isStatus(pending)).toBe(false);
    const obj = pending as RuntimeClass;
    expect(obj.metadata?.deletionTimestamp).toBeDefined();
    const still = await client.runtimeClasses.get('held');
    expect(still.metadata?.deletionTimestamp).toBe(obj.metadata?.deletionTimestamp);
    await client.runtimeClasses.update({ ...still, metadata: { ...still.metadata, finalizers: [] } });
    expect(isNotFound(await rejectionOf(client.runtimeClasses.get('held')))).toBe(true);
  });

  it('deletes a collection by selector', async () => {
    const { client } = await startCluster();
    await client.runtimeClasses.create(rc('a', 'a', { metadata: { name: 'a', labels: { gone: 'yes' } } }));
    await client.runtimeClasses.create(rc('b', 'b', { metadata: { name: 'b', labels: { gone: 'yes' } } }));
    await client.runtimeClasses.create(rc('c'));
    const deleted = await client.runtimeClasses.deleteCollection({ labelSelector: 'gone=yes' });
    // Upstream answers the list of the deleted objects.
    expect(deleted.kind).toBe('RuntimeClassList');
    expect('items' in deleted && deleted.items.map((i) => i.metadata?.name)).toEqual(['a', 'b']);
    expect((await client.runtimeClasses.list()).items.map((i) => i.metadata?.name)).toEqual(['c']);
  });

  it('pages a list with limit and continue on one snapshot', async () => {
    const { client } = await startCluster();
    for (const n of ['a', 'b', 'c', 'd', 'e']) await client.runtimeClasses.create(rc(n));
    const first = await client.runtimeClasses.list({ limit: 2 });
    expect(first.items.map((i) => i.metadata?.name)).toEqual(['a', 'b']);
    expect(first.metadata?.remainingItemCount).toBe(3);
    await client.runtimeClasses.create(rc('aa'));
    await client.runtimeClasses.delete('d');
    const second = await client.runtimeClasses.list({ limit: 2, continue: first.metadata!.continue! });
    expect(second.metadata?.resourceVersion).toBe(first.metadata?.resourceVersion);
    expect(second.items.map((i) => i.metadata?.name)).toEqual(['c', 'd']);
    const third = await client.runtimeClasses.list({ limit: 2, continue: second.metadata!.continue! });
    expect(third.items.map((i) => i.metadata?.name)).toEqual(['e']);
    expect(third.metadata?.continue).toBeUndefined();
    expect(third.metadata?.remainingItemCount).toBeUndefined();
  });
});
