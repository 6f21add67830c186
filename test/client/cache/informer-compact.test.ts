/**
 * The compact cache (`cache: 'compact'`) over real HTTP against the in-process server, next to
 * the default cache fed by the same server: the same handler calls (JSON text, for the first
 * and for a second handler), the same lister results and index answers; every read is a
 * private copy (mutating what a handler or a lister call got changes neither the cache nor
 * what others get); indexes follow updates and deletes. An object the record cannot hold (fake
 * lister-watcher) is reported and skipped, in a list and in a watch. The relist, 410, resync
 * and handler semantics run in both modes in informer-compact-mode.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createInformer, type Informer, type InformerCacheMode } from '../../../src/client/cache/informer.js';
import { stripManagedFields } from '../../../src/client/cache/transform.js';
import type { WireFormat } from '../../../src/client/client-wire.js';
import type { LeaseCandidate } from '../../../src/meta/types.js';
import { startCluster, until } from '../../e2e/harness.js';
import { MAX_RECORD_DEPTH, RecordEncodeError } from '../../../src/client/cache/record-codec.js';
import { obj, type TestObject } from './fake-lister-watcher.js';
import { setup, startSynced } from './harness.js';
import { flush } from '../../support/manual-clock.js';

const candidate = (name: string, node: string): LeaseCandidate => ({
  metadata: { name, namespace: 'default', labels: { app: 'x', node }, annotations: { note: 'é\u00ff\u2028' } },
  spec: { leaseName: 'l', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion', renewTime: '2025-06-01T10:00:00.000000Z' },
});

const byNode = (o: LeaseCandidate): string[] => (o.metadata?.labels?.node ? [o.metadata.labels.node] : []);
const byName = (a: LeaseCandidate, b: LeaseCandidate) => a.metadata!.name!.localeCompare(b.metadata!.name!);

/** Handler calls as JSON text; `mutate`: the handler then scribbles over what it got. */
function record(informer: Informer<LeaseCandidate>, mutate: boolean): string[] {
  const seen: string[] = [];
  const scribble = (o: LeaseCandidate): void => {
    if (!mutate) return;
    o.metadata!.labels = { node: 'scribbled' };
    o.spec!.leaseName = 'scribbled';
  };
  informer.addEventHandler({
    onAdd: (o) => {
      seen.push(JSON.stringify(['add', o]));
      scribble(o);
    },
    onUpdate: (old, o) => {
      seen.push(JSON.stringify(['update', old, o]));
      scribble(o);
      scribble(old);
    },
    onDelete: (o, info) => {
      seen.push(JSON.stringify(['delete', o, info.finalStateUnknown]));
      scribble(o);
    },
  });
  return seen;
}

describe("informer cache: 'compact'", () => {
  it('delivers the same events and answers the same reads as the default cache, every read a private copy', async () => {
    const { client } = await startCluster();
    const api = client.leaseCandidates.namespace('default');
    for (let i = 0; i < 5; i++) await api.create(candidate(`s${i}`, `node-${i % 2}`), { fieldManager: 'm' });
    const setups: [string, InformerCacheMode, WireFormat, boolean][] = [
      ['objects', 'objects', 'protobuf', true],
      ['compact', 'compact', 'protobuf', true],
      ['compact, JSON, managedFields kept', 'compact', 'json', false],
      ['objects, JSON, managedFields kept', 'objects', 'json', false],
    ];
    const runs = setups.map(([name, cache, format, strip]) => {
      const informer = createInformer<LeaseCandidate>({
        listerWatcher: client.leaseCandidates,
        cache,
        listWireFormat: format,
        watchWireFormat: format,
        ...(strip ? { transform: stripManagedFields } : {}),
        indexers: { byNode },
        pageSize: 2,
      });
      // Two handlers: the first mutates what it gets (allowed only with the compact cache).
      const first = record(informer, cache === 'compact');
      const second = record(informer, false);
      return { name, cache, informer, first, second };
    });
    for (const r of runs) r.informer.start();
    await Promise.all(runs.map((r) => r.informer.synced()));
    for (let i = 0; i < 3; i++) await api.create(candidate(`w${i}`, 'node-2'), { fieldManager: 'm' });
    for (let i = 0; i < 3; i++) {
      const current = await api.get(`s${i}`);
      await api.update({ ...current, metadata: { ...current.metadata, labels: { app: 'x', node: 'node-9' } } }, { fieldManager: 'other' });
    }
    await api.delete('s4');
    await api.delete('w0');
    // 5 adds, 3 adds, 3 updates, 2 deletes
    await until(() => runs.every((r) => r.first.length === 13 && r.second.length === 13));

    const [objects, compact, compactJson, objectsJson] = runs;
    expect(compact!.first).toEqual(objects!.first);
    expect(compact!.second).toEqual(objects!.second);
    expect(compact!.second).toEqual(compact!.first);
    expect(compactJson!.first).toEqual(objectsJson!.first);
    expect(compactJson!.second).toEqual(objectsJson!.first);
    expect(compactJson!.first.some((line) => line.includes('managedFields'))).toBe(true);

    for (const [c, o] of [
      [compact!, objects!],
      [compactJson!, objectsJson!],
    ] as const) {
      const lc = c.informer.lister();
      const lo = o.informer.lister();
      expect(JSON.stringify(lc.list().sort(byName))).toBe(JSON.stringify(lo.list().sort(byName)));
      expect(JSON.stringify(lc.byNamespace('default', 'node=node-9').sort(byName))).toBe(JSON.stringify(lo.byNamespace('default', 'node=node-9').sort(byName)));
      for (const node of ['node-0', 'node-1', 'node-2', 'node-9', 'scribbled']) {
        expect(JSON.stringify(lc.byIndex('byNode', node).sort(byName))).toBe(JSON.stringify(lo.byIndex('byNode', node).sort(byName)));
      }
      // Indexes followed the updates (node-0/1 -> node-9) and the deletes (s4, w0).
      expect(lc.byIndex('byNode', 'node-9').map((x) => x.metadata!.name).sort()).toEqual(['s0', 's1', 's2']);
      expect(lc.byIndex('byNode', 'node-2').map((x) => x.metadata!.name).sort()).toEqual(['w1', 'w2']);
      expect(lc.byIndex('byNode', 'node-0')).toEqual([]);
      expect(lc.byIndex('byNode', 'scribbled')).toEqual([]);
      expect(lc.get('default', 's4')).toBeUndefined();

      // Reads are copies: equal, never the same instance, and mutating one changes nothing.
      const a = lc.get('default', 's3')!;
      const b = lc.get('default', 's3')!;
      expect(a).not.toBe(b);
      expect(a).toEqual(b);
      a.metadata!.labels!.node = 'changed';
      a.spec!.leaseName = 'changed';
      expect(lc.get('default', 's3')).toEqual(b);
      expect(lc.byIndex('byNode', 'changed')).toEqual([]);
      expect(JSON.stringify(lc.get('default', 's3'))).toBe(JSON.stringify(lo.get('default', 's3')));
    }
    for (const r of runs) r.informer.stop();
  });

  it('an unknown cache mode is refused when the informer is created', async () => {
    const { client } = await startCluster();
    expect(() => createInformer<LeaseCandidate>({ listerWatcher: client.leaseCandidates, cache: 'packed' as InformerCacheMode })).toThrow(
      /unknown informer cache mode "packed"/,
    );
  });
});

describe("informer cache: 'compact', objects a record cannot hold", () => {
  /** An object nested deeper than the record's limit (a value JSON and structuredClone accept). */
  const tooDeep = (name: string): TestObject => {
    let v: unknown = 'leaf';
    for (let i = 0; i <= MAX_RECORD_DEPTH; i++) v = { v };
    return obj(name, 'ns', { spec: v as TestObject['spec'] });
  };

  it('are reported as RecordEncodeError and not cached; the list and the watch go on', async () => {
    const h = setup({ cache: 'compact' });
    h.lw.create(obj('good', 'ns'));
    h.lw.create(tooDeep('deep'));
    await startSynced(h);
    expect(h.errors.map((e) => e.name)).toEqual(['RecordEncodeError']);
    expect(h.errors[0]).toMatchObject({ code: 'ERR_CACHE_RECORD' });
    expect(h.informer.lister().list().map((o) => o.metadata.name)).toEqual(['good']);
    expect(h.log).toEqual(['add ns/good@101']);

    h.lw.create(tooDeep('deep2'));
    h.lw.create(obj('after', 'ns'));
    await flush();
    // The watch event is reported (as a store error of the reflector) and skipped.
    const storeErr = h.reflectorErrors().at(-1);
    expect(storeErr?.op).toBe('store');
    expect(storeErr?.cause).toBeInstanceOf(RecordEncodeError);
    expect(h.informer.lister().list().map((o) => o.metadata.name).sort()).toEqual(['after', 'good']);
    expect(h.log.at(-1)).toBe(`add ns/after@${h.lw.revision}`);
  });
});
