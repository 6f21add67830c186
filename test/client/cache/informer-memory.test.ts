/**
 * The informer's memory measures over real HTTP (reference server on port 0): list items
 * re-created with apiVersion/kind in-object (compactTypeMeta) and interned strings keep
 * every value the server sent, the per-namespace store answers the lister, and watch
 * updates replace the cached objects.
 */
import { describe, expect, it } from 'vitest';
import { createInformer } from '../../../src/client/cache/informer.js';
import { stripManagedFields } from '../../../src/client/cache/transform.js';
import type { LeaseCandidate } from '../../../src/index.js';
import { startCluster } from '../../e2e/harness.js';

const spec = { leaseName: 'l', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion' };

describe('informer memory measures over HTTP', () => {
  it('caches list items equal to what the server returns (managedFields stripped), in wire key order, found by namespace and name', async () => {
    const { client } = await startCluster();
    const namespaces = ['default', 'kube-system'];
    for (let i = 0; i < 12; i++) {
      await client.leaseCandidates.namespace(namespaces[i % 2] as string).create(
        { metadata: { name: `c${i}`, labels: { app: 'web', node: `n${i}` } }, spec },
        { fieldManager: 'test' },
      );
    }
    const informer = createInformer({ listerWatcher: client.leaseCandidates, transform: stripManagedFields, pageSize: 5 });
    const updated = new Promise<LeaseCandidate>((resolve) => informer.on('update', (_old, obj) => resolve(obj)));
    informer.start();
    await informer.synced();
    try {
      const lister = informer.lister();
      expect(lister.list()).toHaveLength(12);
      for (let i = 0; i < 12; i++) {
        const ns = namespaces[i % 2] as string;
        const fetched = await client.leaseCandidates.namespace(ns).get(`c${i}`);
        const { managedFields, ...meta } = fetched.metadata ?? {};
        expect(managedFields).toBeDefined();
        const cached = lister.get(ns, `c${i}`);
        expect(cached).toEqual({ ...fetched, metadata: meta });
        expect(Object.keys(cached ?? {})).toEqual(['apiVersion', 'kind', 'metadata', 'spec']);
        expect(lister.get(`${ns}/c${i}`)).toBe(cached);
        expect(lister.get(namespaces[(i + 1) % 2] as string, `c${i}`)).toBeUndefined();
      }
      expect(lister.byNamespace('default').map((o) => o.metadata?.name).sort()).toEqual(['c0', 'c10', 'c2', 'c4', 'c6', 'c8']);

      // A watch update (apiVersion first on the wire) replaces the cached object.
      const current = lister.get('default', 'c0') as LeaseCandidate;
      await client.leaseCandidates.namespace('default').update({ ...current, metadata: { ...current.metadata, labels: { app: 'other' } } });
      const obj = await updated;
      expect(lister.get('default', 'c0')).toBe(obj);
      expect(obj.metadata?.labels).toEqual({ app: 'other' });
      expect(obj.metadata?.managedFields).toBeUndefined();
      expect(Object.keys(obj)).toEqual(['apiVersion', 'kind', 'metadata', 'spec']);
    } finally {
      informer.stop();
    }
  });
});
