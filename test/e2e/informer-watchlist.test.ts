import { describe, expect, it } from 'vitest';
import { createInformer } from '../../src/client/cache/informer.js';
import { stripManagedFields } from '../../src/client/cache/transform.js';
import type { LeaseCandidate } from '../../src/meta/types.js';
import { startCluster, until } from './harness.js';

const lc = (name: string): LeaseCandidate => ({
  metadata: { name, labels: { app: 'x' } },
  spec: { leaseName: 'l', binaryVersion: '1.0.0', strategy: 'x.io/s' },
});

describe('informer against the real server', () => {
  it.each([true, false])('syncs in WatchList mode with the gate %s, falling back to list+watch when it is off', async (gate) => {
    const { client } = await startCluster({ featureGates: { WatchList: gate } });
    for (const n of ['a', 'b', 'c']) await client.leaseCandidates.namespace('default').create(lc(n));
    const errors: Error[] = [];
    const informer = createInformer<LeaseCandidate>({ listerWatcher: client.leaseCandidates, useWatchList: true, onError: (e) => errors.push(e) });
    const controller = new AbortController();
    informer.start(controller.signal);
    await informer.synced();
    expect(informer.lister().list().map((o) => o.metadata?.name).sort()).toEqual(['a', 'b', 'c']);
    await client.leaseCandidates.namespace('kube-system').create(lc('d'));
    await until(() => informer.lister().list().length === 4);
    expect(informer.lister().byNamespace('kube-system').map((o) => o.metadata?.name)).toEqual(['d']);
    expect(informer.lister().get('default', 'a')?.spec?.leaseName).toBe('l');
    // With the gate off the first watch-list request is refused (422) and reported once.
    expect(errors.length).toBe(gate ? 0 : 1);
    controller.abort();
  });

  it('keeps the cache lean with stripManagedFields and serves label queries', async () => {
    const { client } = await startCluster();
    await client.leaseCandidates.namespace('default').create({
      ...lc('m'),
      metadata: {
        name: 'm',
        labels: { app: 'y' },
        managedFields: [{ manager: 'm', operation: 'Update', apiVersion: 'coordination.cluster.io/v1beta1', fieldsType: 'FieldsV1', fieldsV1: { 'f:spec': {} } }],
      },
    });
    await client.leaseCandidates.namespace('default').create(lc('n'));
    const informer = createInformer<LeaseCandidate>({ listerWatcher: client.leaseCandidates, transform: stripManagedFields });
    const controller = new AbortController();
    informer.start(controller.signal);
    await informer.synced();
    expect(informer.lister().get('default', 'm')?.metadata?.managedFields).toBeUndefined();
    expect(informer.lister().list('app=y').map((o) => o.metadata?.name)).toEqual(['m']);
    controller.abort();
  });
});
