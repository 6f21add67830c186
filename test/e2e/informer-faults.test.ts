/**
 * Informers against the real server under concurrent writes and faults: dropped watch
 * streams, server restarts on the same storage, and compaction that forces 410s. After
 * quiescence every informer's cache must equal a fresh list, and each object's handler
 * calls must be consistent with its history: no phantom updates, no lost deletes. Both caches
 * (`cache: 'objects'` and `'compact'`) are checked.
 *
 * Rounds are randomized; the seed is printed and can be replayed with CTL_FAULT_SEED.
 */
import { describe, expect, it } from 'vitest';
import { createClient, type Client } from '../../src/client/client.js';
import { createInformer, type Informer } from '../../src/client/cache/informer.js';
import { MemoryStorage } from '../../src/server/storage/memory.js';
import { startServer, type RunningServer } from '../../src/server/index.js';
import type { RuntimeClass } from '../../src/meta/types.js';
import { until } from './harness.js';
import { isNotFound } from '../../src/meta/status.js';
import { TransportError } from '../../src/client/rest-client.js';
import { prng } from '../support/prng.js';

interface Call {
  readonly type: 'add' | 'update' | 'delete';
  readonly uid: string;
  readonly rv: number;
}

/** What the test wrote, per name: every (uid, resourceVersion) that existed, and deletions. */
class History {
  readonly versions = new Map<string, Set<string>>(); // name -> "uid@rv"
  record(obj: RuntimeClass) {
    const name = obj.metadata!.name!;
    const set = this.versions.get(name) ?? new Set<string>();
    set.add(`${obj.metadata!.uid}@${obj.metadata!.resourceVersion}`);
    this.versions.set(name, set);
  }
}

function watchCalls(informer: Informer<RuntimeClass>): Map<string, Call[]> {
  const calls = new Map<string, Call[]>();
  const push = (o: RuntimeClass, type: Call['type']) => {
    const name = o.metadata!.name!;
    const list = calls.get(name) ?? [];
    list.push({ type, uid: o.metadata!.uid!, rv: Number(o.metadata!.resourceVersion) });
    calls.set(name, list);
  };
  // One handler: ordering is promised per handler, so one handler sees one ordered sequence.
  informer.addEventHandler({
    onAdd: (o) => push(o, 'add'),
    onUpdate: (_old, o) => push(o, 'update'),
    onDelete: (o) => push(o, 'delete'),
  });
  return calls;
}

/** Check one object's calls against its history and final state. */
function checkCalls(name: string, calls: Call[], history: History, final: RuntimeClass | undefined): string[] {
  const problems: string[] = [];
  const known = history.versions.get(name) ?? new Set<string>();
  let live: Call | undefined;
  for (const c of calls) {
    if (c.type !== 'delete' && !known.has(`${c.uid}@${c.rv}`)) problems.push(`${name}: phantom ${c.type} at ${c.uid}@${c.rv}`);
    if (c.type === 'add') {
      if (live) problems.push(`${name}: add while ${live.uid}@${live.rv} is live`);
      live = c;
    } else if (c.type === 'update') {
      if (!live) problems.push(`${name}: update with nothing live`);
      else if (live.uid !== c.uid) problems.push(`${name}: update of another incarnation`);
      else if (c.rv <= live.rv) problems.push(`${name}: update not newer (${live.rv} -> ${c.rv})`);
      live = c;
    } else {
      if (!live) problems.push(`${name}: delete with nothing live`);
      live = undefined;
    }
  }
  if (final) {
    if (!live || live.uid !== final.metadata!.uid || String(live.rv) !== final.metadata!.resourceVersion) {
      problems.push(`${name}: ends at ${live ? `${live.uid}@${live.rv}` : 'nothing'}, server has ${final.metadata!.uid}@${final.metadata!.resourceVersion}`);
    }
  } else if (live) problems.push(`${name}: lost delete (still live at ${live.rv})`);
  return problems;
}

const SEED = Number(process.env.CTL_FAULT_SEED ?? Math.floor(Math.random() * 2 ** 31));

describe(`informers under faults (seed ${SEED}, replay with CTL_FAULT_SEED=${SEED})`, () => {
  it.each([0, 1, 2, 3, 4, 5])('round %i keeps every informer exact', async (round) => {
    const random = prng(SEED + round);
    const storage = new MemoryStorage();
    let server: RunningServer = await startServer({ port: 0, storage });
    const port = server.port;
    const client: Client = createClient({ server: server.url });
    const history = new History();
    const informers = [
      createInformer<RuntimeClass>({ listerWatcher: client.runtimeClasses, pageSize: 3, backoff: { initialMs: 1, maxMs: 20 }, onError: () => {} }),
      createInformer<RuntimeClass>({ listerWatcher: client.runtimeClasses, pageSize: 0, backoff: { initialMs: 1, maxMs: 20 }, onError: () => {} }),
      createInformer<RuntimeClass>({ listerWatcher: client.runtimeClasses, labelSelector: 'shard=a', backoff: { initialMs: 1, maxMs: 20 }, onError: () => {} }),
      // The compact cache (records decoded on read) must be exactly as exact.
      createInformer<RuntimeClass>({ listerWatcher: client.runtimeClasses, pageSize: 3, cache: 'compact', backoff: { initialMs: 1, maxMs: 20 }, onError: () => {} }),
      createInformer<RuntimeClass>({
        listerWatcher: client.runtimeClasses,
        labelSelector: 'shard=a',
        cache: 'compact',
        backoff: { initialMs: 1, maxMs: 20 },
        onError: () => {},
      }),
    ];
    const calls = informers.map(watchCalls);
    const controller = new AbortController();
    try {
      for (const inf of informers) inf.start(controller.signal);
      await Promise.all(informers.map((i) => i.synced()));
      const names = Array.from({ length: 12 }, (_, i) => `rc-${i}`);
      for (let step = 0; step < 120; step++) {
        const name = names[Math.floor(random() * names.length)]!;
        const roll = random();
        try {
          if (roll < 0.05) {
            server.api.dropWatches();
          } else if (roll < 0.08) {
            server.api.compactHistory();
          } else if (roll < 0.1) {
            await server.close();
            server = await startServer({ port, storage });
          } else {
            let existing: RuntimeClass | undefined;
            try {
              existing = await client.runtimeClasses.get(name);
            } catch (err) {
              if (!isNotFound(err)) throw err;
              existing = undefined;
            }
            if (!existing) {
              history.record(await client.runtimeClasses.create({ metadata: { name, labels: { shard: random() < 0.5 ? 'a' : 'b' } }, handler: 'h' }));
            } else if (roll < 0.75) {
              const labels = { shard: random() < 0.5 ? 'a' : 'b', step: String(step) };
              history.record(await client.runtimeClasses.update({ ...existing, metadata: { ...existing.metadata, labels } }));
            } else {
              await client.runtimeClasses.delete(name);
            }
          }
        } catch (err) {
          // A request on a connection the restart cut fails; the next step goes on.
          if (!(err instanceof TransportError)) throw err;
        }
        if (step % 10 === 0) await new Promise((r) => setImmediate(r));
      }
      const fresh = await client.runtimeClasses.list();
      const expected = (selector?: (o: RuntimeClass) => boolean) =>
        fresh.items.filter((o) => !selector || selector(o)).map((o) => `${o.metadata!.name}@${o.metadata!.resourceVersion}`).sort();
      const shardA = (o: RuntimeClass) => o.metadata?.labels?.shard === 'a';
      const selectors = [undefined, undefined, shardA, undefined, shardA];
      const cached = (i: number) => informers[i]!.lister().list().map((o) => `${o.metadata!.name}@${o.metadata!.resourceVersion}`).sort();
      // Quiescence: every informer has caught up with the server's final state.
      await until(() => informers.every((_, i) => JSON.stringify(cached(i)) === JSON.stringify(expected(selectors[i]))));
      for (let i = 0; i < informers.length; i++) {
        const byName = new Map(fresh.items.filter((o) => !selectors[i] || selectors[i]!(o)).map((o) => [o.metadata!.name!, o]));
        const cachedObjects = informers[i]!.lister().list().sort((a, b) => a.metadata!.name!.localeCompare(b.metadata!.name!));
        expect(cachedObjects).toEqual([...byName.values()].sort((a, b) => a.metadata!.name!.localeCompare(b.metadata!.name!)));
        const problems: string[] = [];
        for (const name of new Set([...calls[i]!.keys(), ...byName.keys()])) {
          problems.push(...checkCalls(name, calls[i]!.get(name) ?? [], history, byName.get(name)));
        }
        if (problems.length && process.env.CTL_FAULT_DEBUG) {
          for (const pr of problems) {
            const name = pr.split(':')[0]!;
            console.log(i, pr, JSON.stringify(calls[i]!.get(name)), [...(history.versions.get(name) ?? [])].join(' '));
          }
        }
        expect(problems, `informer ${i}`).toEqual([]);
      }
    } finally {
      controller.abort();
      await client.close();
      await server.close();
      await storage.close();
    }
  });
});
