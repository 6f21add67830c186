import { describe, expect, it } from 'vitest';
import { isForbidden, isInvalid, isNotFound, isBadRequest } from '../../src/meta/status.js';
import type { LeaseCandidate } from '../../src/meta/types.js';
import { rejectionOf, startCluster } from './harness.js';

const lc = (name: string, spec: Partial<LeaseCandidate['spec']> = {}, labels?: Record<string, string>): LeaseCandidate => ({
  metadata: { name, ...(labels ? { labels } : {}) },
  spec: { leaseName: 'kube-scheduler', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion', ...spec },
});

describe('LeaseCandidate through the typed client', () => {
  it('creates, gets, lists and deletes in a namespace', async () => {
    const { client } = await startCluster();
    const ns = client.leaseCandidates.namespace('kube-system');
    const created = await ns.create(lc('sched-a'));
    expect(created.metadata?.namespace).toBe('kube-system');
    expect(created.kind).toBe('LeaseCandidate');
    expect(created.apiVersion).toBe('coordination.cluster.io/v1beta1');
    expect((await ns.get('sched-a')).spec?.leaseName).toBe('kube-scheduler');
    expect((await ns.list()).items).toHaveLength(1);
    expect((await client.leaseCandidates.namespace('default').list()).items).toHaveLength(0);
    await ns.delete('sched-a');
    expect(isNotFound(await rejectionOf(ns.get('sched-a')))).toBe(true);
  });

  it('lists across all namespaces in key order', async () => {
    const { client } = await startCluster();
    await client.leaseCandidates.namespace('kube-system').create(lc('b'));
    await client.leaseCandidates.namespace('default').create(lc('a'));
    await client.leaseCandidates.namespace('default').create(lc('c'));
    const all = await client.leaseCandidates.list();
    expect(all.kind).toBe('LeaseCandidateList');
    expect(all.items.map((i) => `${i.metadata?.namespace}/${i.metadata?.name}`)).toEqual(['default/a', 'default/c', 'kube-system/b']);
    const byField = await client.leaseCandidates.list({ fieldSelector: 'metadata.namespace=kube-system' });
    expect(byField.items.map((i) => i.metadata?.name)).toEqual(['b']);
  });

  it('supports the spec.leaseName field selector', async () => {
    const { client } = await startCluster();
    const ns = client.leaseCandidates.namespace('default');
    await ns.create(lc('a', { leaseName: 'one' }));
    await ns.create(lc('b', { leaseName: 'two' }));
    expect((await ns.list({ fieldSelector: 'spec.leaseName=two' })).items.map((i) => i.metadata?.name)).toEqual(['b']);
  });

  it('refuses to create in a missing namespace like upstream', async () => {
    const { client } = await startCluster();
    const err = await rejectionOf(client.leaseCandidates.namespace('nowhere').create(lc('x')));
    expect(isNotFound(err)).toBe(true);
    expect(err.message).toBe('namespaces "nowhere" not found');
    expect(err.details).toEqual({ name: 'nowhere', kind: 'namespaces' });
  });

  it('rejects a body whose namespace differs from the URL', async () => {
    const { client } = await startCluster();
    const obj = lc('x');
    obj.metadata!.namespace = 'kube-system';
    const err = await rejectionOf(client.leaseCandidates.namespace('default').create(obj));
    expect(isBadRequest(err)).toBe(true);
    expect(err.message).toBe('the namespace of the provided object does not match the namespace sent on the request');
  });

  it('validates the spec with upstream messages', async () => {
    const { client } = await startCluster();
    const err = await rejectionOf(
      client.leaseCandidates.namespace('default').create({ metadata: { name: 'x' }, spec: { leaseName: '', binaryVersion: 'v1.0.0', strategy: 'Foo' } }),
    );
    expect(isInvalid(err)).toBe(true);
    expect(err.message).toBe(
      'LeaseCandidate.coordination.cluster.io "x" is invalid: [spec.leaseName: Required value, spec.binaryVersion: Invalid value: "v1.0.0": must be a valid semantic version, spec.strategy.strategy: Unsupported value: "Foo": supported values: "OldestEmulationVersion"]',
    );
  });

  it('keeps leaseName immutable', async () => {
    const { client } = await startCluster();
    const ns = client.leaseCandidates.namespace('default');
    const created = await ns.create(lc('x'));
    const err = await rejectionOf(ns.update({ ...created, spec: { ...created.spec!, leaseName: 'other' } }));
    expect(err.message).toBe('LeaseCandidate.coordination.cluster.io "x" is invalid: spec.leaseName: Invalid value: "other": field is immutable');
  });
});

describe('namespaces', () => {
  it('starts with the default namespaces, Active', async () => {
    const { client } = await startCluster();
    const list = await client.namespaces.list();
    expect(list.items.map((n) => n.metadata?.name)).toEqual(['default', 'kube-node-lease', 'kube-public', 'kube-system']);
    expect(list.items.every((n) => n.status?.phase === 'Active')).toBe(true);
  });

  it('deleting a namespace deletes its leasecandidates and then the namespace', async () => {
    const { client } = await startCluster();
    await client.namespaces.create({ metadata: { name: 'team' } });
    await client.leaseCandidates.namespace('team').create(lc('a'));
    await client.leaseCandidates.namespace('team').create(lc('b'));
    await client.leaseCandidates.namespace('default').create(lc('keep'));
    const res = await client.namespaces.delete('team');
    expect((res as { status?: { phase?: string } }).status?.phase).toBe('Terminating');
    expect(isNotFound(await rejectionOf(client.namespaces.get('team')))).toBe(true);
    expect((await client.leaseCandidates.list()).items.map((i) => i.metadata?.name)).toEqual(['keep']);
  });

  it('a namespace held by a finalized object stays Terminating and refuses new content', async () => {
    const { client } = await startCluster();
    await client.namespaces.create({ metadata: { name: 'team' } });
    const ns = client.leaseCandidates.namespace('team');
    await ns.create({ ...lc('held'), metadata: { name: 'held', finalizers: ['example.com/guard'] } });
    await client.namespaces.delete('team');
    expect((await client.namespaces.get('team')).status?.phase).toBe('Terminating');
    const err = await rejectionOf(ns.create(lc('new')));
    expect(isForbidden(err)).toBe(true);
    expect(err.message).toBe(
      'leasecandidates.coordination.cluster.io "new" is forbidden: unable to create new content in namespace team because it is being terminated',
    );
    const held = await ns.get('held');
    await ns.update({ ...held, metadata: { ...held.metadata, finalizers: [] } });
    expect(isNotFound(await rejectionOf(client.namespaces.get('team')))).toBe(true);
  });
});

describe('namespace delete preconditions', () => {
  it('conflict on a mismatched uid or resourceVersion, like other deletes', async () => {
    const { client } = await startCluster();
    const ns = await client.namespaces.create({ metadata: { name: 'pre' } });
    const rv = await rejectionOf(client.namespaces.delete('pre', { preconditions: { resourceVersion: '1' } }));
    expect(rv.message).toMatch(/^Operation cannot be fulfilled on namespaces "pre": Precondition failed: ResourceVersion in precondition: 1, ResourceVersion in object meta: \d+$/);
    const uid = await rejectionOf(client.namespaces.delete('pre', { preconditions: { uid: 'other' } }));
    expect(uid.message).toBe(`Operation cannot be fulfilled on namespaces "pre": Precondition failed: UID in precondition: other, UID in object meta: ${ns.metadata?.uid}`);
    await client.namespaces.delete('pre', { preconditions: { uid: ns.metadata!.uid!, resourceVersion: ns.metadata!.resourceVersion! } });
  });
});
