/**
 * The watch cache's history bounds (count, bytes, age) and the long-timer helper behind
 * watch timeouts. Each bound evicts the oldest events and moves the resumable start, so a
 * resume before it is TooOldResourceVersionError (410 on the wire).
 */
import { describe, expect, it } from 'vitest';
import { setLongTimer } from '../../../src/server/handlers/watch.js';
import { MAX_TIMER_DELAY_MS } from '../../../src/server/registry/limits.js';
import { TooOldResourceVersionError, WatchCache } from '../../../src/server/registry/watch-cache.js';
import { MemoryStorage } from '../../../src/server/storage/memory.js';
import type { KubeObject } from '../../../src/meta/types.js';
import { ManualClock } from '../../support/manual-clock.js';

const all = { empty: true, matches: () => true };

async function cacheWith(options: { maxEvents?: number; maxBytes?: number; windowMs?: number }) {
  const clock = new ManualClock();
  const storage = new MemoryStorage();
  const cache = new WatchCache({
    storage,
    prefix: '/p/',
    clock,
    windowMs: options.windowMs ?? 60_000,
    decode: (kv) => ({ ...(JSON.parse(Buffer.from(kv.value).toString()) as KubeObject), metadata: { resourceVersion: String(kv.modRevision) } }),
    ...(options.maxEvents !== undefined ? { maxEvents: options.maxEvents } : {}),
    ...(options.maxBytes !== undefined ? { maxBytes: options.maxBytes } : {}),
  });
  await cache.start();
  const write = async (i: number, size = 10) => (await storage.create(`/p/o${i}`, Buffer.from(JSON.stringify({ pad: 'x'.repeat(size) })))).modRevision;
  return { cache, clock, write };
}

describe('watch cache history bounds', () => {
  const cases = [
    { name: 'count', opts: { maxEvents: 10 }, size: 10, writes: 50, kept: 10 },
    { name: 'bytes', opts: { maxBytes: 1000 }, size: 90, writes: 50, kept: 10 }, // 100-byte values
  ];
  for (const c of cases) {
    it(`evicts the oldest events beyond the ${c.name} bound and answers older resumes with too old resource version`, async () => {
      const { cache, write } = await cacheWith(c.opts);
      const revs: number[] = [];
      for (let i = 0; i < c.writes; i++) revs.push(await write(i, c.size));
      const stats = cache.historyStats();
      expect(stats.events).toBe(c.kept);
      if (c.opts.maxBytes) expect(stats.bytes).toBeLessThanOrEqual(c.opts.maxBytes);
      const oldest = revs[revs.length - c.kept - 1]!;
      expect(stats.oldestResumableRevision).toBe(oldest);
      expect(() => cache.subscribe({ predicate: all, initialEvents: false, afterRevision: oldest - 1 }, () => {})).toThrow(TooOldResourceVersionError);
      const got: number[] = [];
      cache.subscribe({ predicate: all, initialEvents: false, afterRevision: oldest }, (e) => got.push(e.revision));
      expect(got).toEqual(revs.slice(-c.kept));
    });
  }

  it('evicts events older than the window even below the count and byte bounds', async () => {
    const { cache, clock, write } = await cacheWith({ windowMs: 1_000 });
    await write(1);
    const second = await write(2);
    expect(cache.historyStats().events).toBe(2);
    await clock.advance(1_000);
    expect(cache.historyStats()).toEqual({ events: 0, bytes: 0, oldestResumableRevision: second });
  });
});

describe('setLongTimer', () => {
  it('reaches a deadline beyond the largest setTimeout delay by re-arming, never asking for more', async () => {
    const clock = new ManualClock();
    let fired = false;
    const total = MAX_TIMER_DELAY_MS * 2 + 5;
    setLongTimer(clock, () => (fired = true), total);
    await clock.advance(total - 1);
    expect(fired).toBe(false);
    await clock.advance(1);
    expect(fired).toBe(true);
    expect(Math.max(...clock.requestedDelays)).toBe(MAX_TIMER_DELAY_MS);
  });

  it('can be cancelled after re-arming', async () => {
    const clock = new ManualClock();
    let fired = false;
    const cancel = setLongTimer(clock, () => (fired = true), MAX_TIMER_DELAY_MS + 10);
    await clock.advance(MAX_TIMER_DELAY_MS + 1);
    cancel();
    await clock.advance(100);
    expect(fired).toBe(false);
    expect(clock.pendingTimers()).toBe(0);
  });
});
