/**
 * An informer whose transform is `stripManagedFields` (by identity) asks its lists and watches
 * to decode without `metadata.managedFields` (`dropManagedFields`; protobuf skips the bytes),
 * over real HTTP against the in-process server: the handlers and the cache see exactly what
 * decode-then-strip gives (equal objects, same JSON text), in protobuf and in JSON (where the
 * transform still does the stripping); a transform that merely wraps stripManagedFields is not
 * recognised and strips after decoding.
 */
import { describe, expect, it } from 'vitest';
import { createInformer, type Informer } from '../../../src/client/cache/informer.js';
import { composeTransforms, stripManagedFields } from '../../../src/client/cache/transform.js';
import type { ListerWatcher, ListRequestOptions, WatchRequestOptions } from '../../../src/client/watch-event.js';
import type { WireFormat } from '../../../src/client/client-wire.js';
import type { KubeObject, LeaseCandidate } from '../../../src/meta/types.js';
import { startCluster, until } from '../../e2e/harness.js';

const candidate = (name: string): LeaseCandidate => ({
  metadata: { name, namespace: 'default', labels: { app: 'x', node: name }, annotations: { a: 'b' } },
  spec: { leaseName: 'l', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion', renewTime: '2025-06-01T10:00:00.000000Z' },
});

interface Recorded {
  readonly lists: Omit<ListRequestOptions, 'signal'>[];
  readonly watches: Omit<WatchRequestOptions, 'signal'>[];
}

/** `inner`, recording the options of every list and watch request. */
function recording<T extends KubeObject>(inner: ListerWatcher<T>): ListerWatcher<T> & Recorded {
  const lists: Omit<ListRequestOptions, 'signal'>[] = [];
  const watches: Omit<WatchRequestOptions, 'signal'>[] = [];
  return {
    lists,
    watches,
    list(opts) {
      const { signal: _s, bodyBuffers: _b, onListHead: _h, ...rest } = opts;
      lists.push(rest);
      return inner.list(opts);
    },
    watch(opts) {
      const { signal: _s, ...rest } = opts;
      watches.push(rest);
      return inner.watch(opts);
    },
  } as ListerWatcher<T> & Recorded;
}

/** The handler calls of an informer as JSON texts (key order included). */
function log(informer: Informer<LeaseCandidate>): string[] {
  const seen: string[] = [];
  informer.addEventHandler({
    onAdd: (o) => void seen.push(JSON.stringify(['add', o])),
    onUpdate: (_old, o) => void seen.push(JSON.stringify(['update', o])),
    onDelete: (o) => void seen.push(JSON.stringify(['delete', o])),
  });
  return seen;
}

const byName = (a: LeaseCandidate, b: LeaseCandidate) => a.metadata!.name!.localeCompare(b.metadata!.name!);

describe('informer with transform stripManagedFields: managedFields dropped while decoding', () => {
  it('protobuf and JSON lists and watches: the same objects as decode-then-strip, without managedFields', async () => {
    const { client } = await startCluster();
    const api = client.leaseCandidates.namespace('default');
    for (let i = 0; i < 5; i++) await api.create(candidate(`s${i}`), { fieldManager: 'm' });
    const setups: [string, WireFormat, typeof stripManagedFields<LeaseCandidate>][] = [
      ['protobuf', 'protobuf', stripManagedFields],
      ['json', 'json', stripManagedFields],
      // Not recognised (a different function): decoded with managedFields, stripped afterwards.
      ['protobuf, wrapped', 'protobuf', composeTransforms<LeaseCandidate>(stripManagedFields)],
    ];
    const runs = setups.map(([name, format, transform]) => {
      const lw = recording(client.leaseCandidates);
      // Pages of 2: several list requests per sync.
      const informer = createInformer<LeaseCandidate>({ listerWatcher: lw, listWireFormat: format, watchWireFormat: format, transform, pageSize: 2 });
      return { name, lw, informer, seen: log(informer) };
    });
    for (const r of runs) r.informer.start();
    await Promise.all(runs.map((r) => r.informer.synced()));
    await until(() => runs.every((r) => r.lw.watches.length === 1));
    for (let i = 0; i < 3; i++) await api.create(candidate(`w${i}`), { fieldManager: 'm' });
    for (let i = 0; i < 3; i++) {
      const current = await api.get(`s${i}`);
      await api.update({ ...current, spec: { ...current.spec!, renewTime: `2025-06-01T10:00:1${i}.000000Z` } }, { fieldManager: 'other' });
    }
    await api.delete('s4');
    // 5 adds, 3 adds, 3 updates, 1 delete
    await until(() => runs.every((r) => r.seen.length === 12));
    for (const r of runs) r.informer.stop();

    const [protobuf, json, wrapped] = runs;
    // The requests: only stripManagedFields itself asks the decoders to drop the field.
    expect(protobuf!.lw.lists.length).toBeGreaterThan(1);
    for (const l of protobuf!.lw.lists) expect(l).toMatchObject({ wireFormat: 'protobuf', readOnly: true, dropManagedFields: true });
    expect(protobuf!.lw.watches[0]).toMatchObject({ wireFormat: 'protobuf', readOnly: true, dropManagedFields: true });
    expect(json!.lw.lists[0]).toMatchObject({ wireFormat: 'json', dropManagedFields: true });
    expect(json!.lw.watches[0]).toMatchObject({ wireFormat: 'json', dropManagedFields: true });
    for (const o of [...wrapped!.lw.lists, ...wrapped!.lw.watches]) expect(o).not.toHaveProperty('dropManagedFields');

    // Handlers: the same calls, the same JSON text, no managedFields anywhere.
    expect(protobuf!.seen).toEqual(wrapped!.seen);
    expect(json!.seen).toEqual(wrapped!.seen);
    for (const line of protobuf!.seen) expect(line).not.toContain('managedFields');
    // The cache: equal to a fresh read stripped after decoding; the same JSON text (key order)
    // as decode-then-strip's cache.
    const fresh = (await client.leaseCandidates.list()).items.map((o) => stripManagedFields(o)).sort(byName);
    expect(fresh.some((o) => o.metadata!.uid !== undefined)).toBe(true);
    const reference = JSON.stringify(wrapped!.informer.lister().list().slice().sort(byName));
    for (const r of runs) {
      const cached = r.informer.lister().list().slice().sort(byName);
      expect(cached.every((o) => !('managedFields' in o.metadata!))).toBe(true);
      expect(cached).toEqual(fresh);
      expect(JSON.stringify(cached)).toBe(reference);
    }
  });
});
