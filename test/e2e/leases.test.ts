import { describe, expect, it } from 'vitest';
import { isInvalid, isNotFound } from '../../src/meta/status.js';
import type { Lease } from '../../src/meta/types.js';
import { jsonOf, rejectionOf, startCluster } from './harness.js';

const lease = (name: string, spec: Lease['spec'] = {}): Lease => ({
  metadata: { name },
  spec: { holderIdentity: 'node-a', leaseDurationSeconds: 15, ...spec },
});

describe('Lease through the typed client', () => {
  it('creates, gets, lists, updates and deletes in a namespace', async () => {
    const { client } = await startCluster();
    const ns = client.leases.namespace('kube-system');
    const created = await ns.create(lease('sched', { renewTime: '2026-01-02T03:04:05.123456Z', leaseTransitions: 0 }));
    expect(created.kind).toBe('Lease');
    expect(created.apiVersion).toBe('coordination.cluster.io/v1');
    expect(created.metadata?.namespace).toBe('kube-system');
    expect(created.spec).toEqual({ holderIdentity: 'node-a', leaseDurationSeconds: 15, renewTime: '2026-01-02T03:04:05.123456Z', leaseTransitions: 0 });
    expect((await ns.get('sched')).spec?.holderIdentity).toBe('node-a');
    const updated = await ns.update({ ...created, spec: { ...created.spec, holderIdentity: 'node-b', leaseTransitions: 1 } });
    expect(updated.spec?.holderIdentity).toBe('node-b');
    expect(updated.spec?.leaseTransitions).toBe(1);
    const all = await client.leases.list();
    expect(all.kind).toBe('LeaseList');
    expect(all.items.map((i) => `${i.metadata?.namespace}/${i.metadata?.name}`)).toEqual(['kube-system/sched']);
    await ns.delete('sched');
    expect(isNotFound(await rejectionOf(ns.get('sched')))).toBe(true);
  });

  it('keeps an empty spec as {} and answers Go key order on the wire', async () => {
    const { client, fetch } = await startCluster();
    await client.leases.namespace('default').create({ metadata: { name: 'empty' } });
    const res = await fetch('/apis/coordination.cluster.io/v1/namespaces/default/leases/empty');
    const body = await jsonOf(res);
    expect(body.spec).toEqual({});
    await client.leases.namespace('default').create(
      lease('ordered', { preferredHolder: undefined, renewTime: '2026-01-02T03:04:05.000000Z', acquireTime: '2026-01-02T03:04:00.000000Z', leaseTransitions: 2 }),
    );
    const text = await (await fetch('/apis/coordination.cluster.io/v1/namespaces/default/leases/ordered')).text();
    const spec = text.slice(text.indexOf('"spec":'));
    expect(spec).toBe(
      '"spec":{"holderIdentity":"node-a","leaseDurationSeconds":15,"acquireTime":"2026-01-02T03:04:00.000000Z","renewTime":"2026-01-02T03:04:05.000000Z","leaseTransitions":2}}\n',
    );
  });

  it('validates the spec with upstream messages', async () => {
    const { client } = await startCluster();
    const err = await rejectionOf(client.leases.namespace('default').create(lease('x', { leaseDurationSeconds: 0, leaseTransitions: -1 })));
    expect(isInvalid(err)).toBe(true);
    expect(err.message).toBe(
      'Lease.coordination.cluster.io "x" is invalid: [spec.leaseDurationSeconds: Invalid value: 0: must be greater than 0, spec.leaseTransitions: Invalid value: -1: must be greater than or equal to 0]',
    );
  });
});
