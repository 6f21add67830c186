/**
 * Live watch events written in rounds (WatchFlusher): the scheduling policy on manual timers,
 * then over real HTTP against the in-process server: one socket write per watcher per round,
 * order kept behind bookmarks and the end of the watch, and the unbatched mode unchanged.
 */
import { Socket } from 'node:net';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { runtimeClasses } from '../../../src/meta/resources.js';
import type { RuntimeClass } from '../../../src/meta/types.js';
import { WatchFlusher, type FlushTimers } from '../../../src/server/handlers/watch-flush.js';
import { startCluster, until } from '../../e2e/harness.js';
import { FUZZ_SEED } from '../../fuzz/harness.js';
import { ManualClock } from '../../support/manual-clock.js';

/** Timers that run only when the test says so; time moves with `advance`. */
class ManualFlushTimers implements FlushTimers {
  t = 0;
  /** Rounds waiting to run, with the delay each asked for (0: immediate). */
  readonly waiting: Array<{ fn: () => void; delay: number }> = [];
  now(): number {
    return this.t;
  }
  immediate(fn: () => void): void {
    this.waiting.push({ fn, delay: 0 });
  }
  after(fn: () => void, ms: number): () => void {
    const entry = { fn, delay: ms };
    this.waiting.push(entry);
    return () => {
      const i = this.waiting.indexOf(entry);
      if (i >= 0) this.waiting.splice(i, 1);
    };
  }
  afterTicks(fn: () => void): void {
    process.nextTick(fn);
  }
  /** Runs the waiting rounds (each moves time to its due point first), then the queued ticks. */
  async runRounds(): Promise<void> {
    for (const { fn } of this.waiting.splice(0)) fn();
    await new Promise<void>((resolve) => process.nextTick(resolve));
  }
}

describe('WatchFlusher scheduling', () => {
  it('runs the first round at once, then waits as long as the last round took, at most maxDelayMs', async () => {
    const timers = new ManualFlushTimers();
    const flusher = new WatchFlusher(20, timers);
    const ran: string[] = [];
    flusher.schedule(() => {
      ran.push('a');
      timers.t += 7; // this round costs 7 ms
    });
    flusher.schedule(() => ran.push('b'));
    expect(timers.waiting.map((w) => w.delay)).toEqual([0]);
    await timers.runRounds();
    expect(ran).toEqual(['a', 'b']);
    flusher.schedule(() => {
      ran.push('c');
      timers.t += 50; // a round longer than maxDelayMs
    });
    expect(timers.waiting.map((w) => w.delay)).toEqual([7]);
    timers.t += 7;
    await timers.runRounds();
    flusher.schedule(() => ran.push('d'));
    expect(timers.waiting.map((w) => w.delay)).toEqual([20]);
    // Time has passed beyond the wait: the next round is immediate again.
    timers.t += 25;
    await timers.runRounds();
    flusher.schedule(() => ran.push('e'));
    expect(timers.waiting.map((w) => w.delay)).toEqual([0]);
    await timers.runRounds();
    expect(ran).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('flushNow runs what waits and leaves no timer behind', async () => {
    const timers = new ManualFlushTimers();
    const flusher = new WatchFlusher(20, timers);
    const ran: number[] = [];
    flusher.schedule(() => {
      ran.push(1);
      timers.t += 5;
    });
    await timers.runRounds();
    flusher.schedule(() => ran.push(2));
    expect(timers.waiting).toHaveLength(1);
    flusher.flushNow();
    expect(ran).toEqual([1, 2]);
    expect(timers.waiting).toHaveLength(0);
    // Scheduling still works afterwards.
    flusher.schedule(() => ran.push(3));
    await timers.runRounds();
    expect(ran).toEqual([1, 2, 3]);
  });

  it('a flush that throws does not keep the others of its round from running', async () => {
    const timers = new ManualFlushTimers();
    const flusher = new WatchFlusher(20, timers);
    const ran: string[] = [];
    flusher.schedule(() => ran.push('a'));
    flusher.schedule(() => {
      throw new Error('broken watcher');
    });
    flusher.schedule(() => ran.push('c'));
    await timers.runRounds();
    expect(ran).toEqual(['a', 'c']);
    flusher.schedule(() => ran.push('d'));
    await timers.runRounds();
    expect(ran).toEqual(['a', 'c', 'd']);
  });

  it('maxDelayMs 0 turns batching off', () => {
    expect(new WatchFlusher(0).batching).toBe(false);
    expect(new WatchFlusher(1).batching).toBe(true);
  });

  it('property: every scheduled flush runs exactly once, in order, and no wait exceeds maxDelayMs', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.record({ flushes: fc.integer({ min: 0, max: 4 }), cost: fc.integer({ min: 0, max: 80 }), idle: fc.integer({ min: 0, max: 60 }) }), { maxLength: 30 }),
        async (maxDelayMs, steps) => {
          const timers = new ManualFlushTimers();
          const flusher = new WatchFlusher(maxDelayMs, timers);
          const ran: number[] = [];
          let next = 0;
          for (const step of steps) {
            for (let i = 0; i < step.flushes; i++) {
              const id = next++;
              flusher.schedule(() => {
                ran.push(id);
                timers.t += step.cost;
              });
            }
            for (const w of timers.waiting) expect(w.delay).toBeLessThanOrEqual(maxDelayMs);
            timers.t += step.idle;
            await timers.runRounds();
          }
          expect(ran).toEqual(Array.from({ length: next }, (_, i) => i));
        },
      ),
      { seed: FUZZ_SEED, numRuns: 200 },
    );
  });
});

/** Counts write calls (write or writev) per server-side socket while installed. */
function countSocketWrites(): { counts: Map<Socket, number>; restore: () => void } {
  const counts = new Map<Socket, number>();
  const proto = Socket.prototype as unknown as Record<'_write' | '_writev', (...args: unknown[]) => unknown>;
  const original = { _write: proto._write, _writev: proto._writev };
  for (const name of ['_write', '_writev'] as const) {
    const fn = original[name];
    proto[name] = function (this: Socket & { server?: unknown }, ...args: unknown[]) {
      if (this.server) counts.set(this, (counts.get(this) ?? 0) + 1);
      return fn.apply(this, args);
    };
  }
  return { counts, restore: () => Object.assign(proto, original) };
}

const BASE = '/apis/node.cluster.io/v1/runtimeclasses';

/** A raw watch whose received text is split into events as it arrives; `ended` once the stream ends. */
function rawWatch(url: string, signal: AbortSignal): { events: () => Array<{ type: string; object: RuntimeClass }>; ended: () => boolean } {
  let text = '';
  let done = false;
  void (async () => {
    const res = await fetch(url, { headers: { accept: 'application/json' }, signal });
    const decoder = new TextDecoder();
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) text += decoder.decode(chunk, { stream: true });
    done = true;
  })().catch(() => {});
  return {
    events: () =>
      text
        .split('\n')
        .filter((l) => l.length > 0)
        .map((l) => JSON.parse(l) as { type: string; object: RuntimeClass }),
    ended: () => done,
  };
}

const rc = (name: string): RuntimeClass => ({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name }, handler: 'runc' });

describe('watch events written in rounds, over HTTP', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });

  async function burst(options: { batched: boolean }): Promise<{ writesPerWatcher: number[]; names: string[][] }> {
    const timers = new ManualFlushTimers();
    const flusher = new WatchFlusher(options.batched ? 20 : 0, timers);
    const { server, client } = await startCluster({ watchFlusher: flusher });
    const rv = (await client.runtimeClasses.list()).metadata?.resourceVersion ?? '0';
    const abort = new AbortController();
    const watches = [0, 1, 2].map(() => rawWatch(`${server.url}${BASE}?watch=true&resourceVersion=${rv}`, abort.signal));
    await until(() => server.api.registeredWatchers() === 3);
    const counting = countSocketWrites();
    restore = counting.restore;
    const store = server.api.storeFor(runtimeClasses);
    for (let i = 0; i < 20; i++) await store.create('', rc(`burst-${i}`));
    // Batched: one round is waiting for all three watchers; nothing was written yet.
    expect(timers.waiting).toHaveLength(options.batched ? 1 : 0);
    await timers.runRounds();
    await until(() => watches.every((w) => w.events().length === 20));
    const writesPerWatcher = [...counting.counts.values()];
    counting.restore();
    restore = undefined;
    abort.abort();
    return { writesPerWatcher, names: watches.map((w) => w.events().map((e) => `${e.type} ${e.object.metadata!.name}`)) };
  }

  it('20 changes reach each of 3 watchers in one socket write each, in order (unbatched: one write per event)', async () => {
    const expected = Array.from({ length: 20 }, (_, i) => `ADDED burst-${i}`);
    const batched = await burst({ batched: true });
    expect(batched.names).toEqual([expected, expected, expected]);
    expect(batched.writesPerWatcher).toEqual([1, 1, 1]);
    const unbatched = await burst({ batched: false });
    expect(unbatched.names).toEqual([expected, expected, expected]);
    expect(unbatched.writesPerWatcher).toEqual([20, 20, 20]);
  });

  it('a bookmark and the end of the watch come after the events waiting for the round', async () => {
    const clock = new ManualClock();
    const timers = new ManualFlushTimers();
    const { server, client } = await startCluster({ clock, bookmarkIntervalMs: 1000, watchFlusher: new WatchFlusher(20, timers) });
    const rv = (await client.runtimeClasses.list()).metadata?.resourceVersion ?? '0';
    const abort = new AbortController();
    const watch = rawWatch(`${server.url}${BASE}?watch=true&allowWatchBookmarks=true&timeoutSeconds=60&resourceVersion=${rv}`, abort.signal);
    await until(() => server.api.registeredWatchers() === 1);
    const store = server.api.storeFor(runtimeClasses);
    for (let i = 0; i < 5; i++) await store.create('', rc(`before-${i}`));
    await clock.advance(1000); // the periodic bookmark queues behind the five events
    expect(watch.events()).toEqual([]);
    await timers.runRounds();
    await until(() => watch.events().length === 6);
    const first = watch.events();
    expect(first.map((e) => e.type)).toEqual(['ADDED', 'ADDED', 'ADDED', 'ADDED', 'ADDED', 'BOOKMARK']);
    expect(Number(first[5]!.object.metadata!.resourceVersion)).toBeGreaterThanOrEqual(Number(first[4]!.object.metadata!.resourceVersion));
    for (let i = 0; i < 2; i++) await store.create('', rc(`last-${i}`));
    // The timeout ends the watch before the next round: the waiting events still go out first.
    await clock.advance(60_000);
    await until(() => watch.ended());
    const names = watch.events().map((e) => (e.type === 'BOOKMARK' ? 'BOOKMARK' : e.object.metadata!.name!));
    expect(names.slice(0, 6)).toEqual(['before-0', 'before-1', 'before-2', 'before-3', 'before-4', 'BOOKMARK']);
    expect(names.filter((n) => n.startsWith('last-'))).toEqual(['last-0', 'last-1']);
    abort.abort();
  });
});
