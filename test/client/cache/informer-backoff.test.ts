import { describe, expect, it } from 'vitest';
import { ApiError, failureStatus, statusErrors } from '../../../src/meta/status.js';
import { obj } from './fake-lister-watcher.js';
import { setup, startSynced } from './harness.js';
import { flush } from '../../support/manual-clock.js';

/**
 * Upper bound of attempts in `windowMs` when every attempt fails: the first is at once,
 * each next one waits at least the un-jittered base (800ms doubling, capped at 30s).
 */
function maxAttempts(windowMs: number): number {
  let t = 0;
  let d = 800;
  let n = 1;
  while (t + d <= windowMs) {
    t += d;
    n++;
    d = Math.min(d * 2, 30_000);
  }
  return n;
}

const TEN_MINUTES = 10 * 60_000;

describe('informer: backoff bounds the request rate', () => {
  it.each([
    ['no jitter (worst case)', () => 0],
    ['jitter', (() => {
      let x = 0.37;
      return () => (x = (x * 9301 + 49297) % 1); // deterministic pseudo-random in [0, 1)
    })()],
  ])('against a server answering every watch with 410, requests over 10 minutes stay bounded (%s)', async (_name, random) => {
    const h = setup({ random });
    h.lw.create(obj('a'));
    h.lw.watchMode = 'expire';
    h.start();
    await h.clock.advance(TEN_MINUTES);

    const bound = maxAttempts(TEN_MINUTES); // 25 list+watch cycles
    expect(bound).toBe(25);
    expect(h.lw.listRequests.length).toBeLessThanOrEqual(bound);
    expect(h.lw.watchRequests.length).toBeLessThanOrEqual(bound);
    // It never gave up either: with delays of at most 60s it kept trying all along.
    expect(h.lw.listRequests.length).toBeGreaterThanOrEqual(10);
    if (_name.startsWith('no jitter')) expect(h.lw.requestCount).toBe(2 * bound);
    // Every relist is a consistent read and every delay went through the backoff.
    for (const r of h.lw.listRequests) expect('resourceVersion' in r).toBe(false);
    const delays = h.reflectorErrors().map((e) => e.retryInMs);
    expect(delays.slice(0, 3)).toSatisfy((d: number[]) => d[0]! >= 800 && d[1]! >= 1600 && d[2]! >= 3200);
    for (const d of delays) expect(d).toBeLessThanOrEqual(60_000);
    expect(h.informer.hasSynced()).toBe(true);
    // Relisting the same state again and again produced no false updates.
    expect(h.log).toEqual(['add a@101']);
    h.abort.abort();
  });

  it('against a server that repeats the same bookmark and closes at once, re-watches are paced by the backoff', async () => {
    const h = setup();
    await startSynced(h);
    for (let i = 0; i < 5; i++) {
      h.lw.bookmark();
      h.lw.closeWatches();
      await flush();
      await h.clock.advance(h.reflectorErrors().at(-1)?.retryInMs ?? 0);
    }
    expect(h.reflectorErrors().map((e) => e.retryInMs)).toEqual([800, 1600, 3200, 6400, 12800]);
    expect(h.lw.watchRequests).toHaveLength(6);
    h.abort.abort();
  });

  it('against a server that closes every watch at once, re-watches are paced by the backoff and never relist', async () => {
    const h = setup();
    h.lw.create(obj('a'));
    h.lw.watchMode = 'close-immediately';
    h.start();
    await h.clock.advance(TEN_MINUTES);
    expect(h.lw.listRequests).toHaveLength(1);
    expect(h.lw.watchRequests.length).toBe(maxAttempts(TEN_MINUTES));
    const e = h.reflectorErrors()[0];
    expect(e).toMatchObject({ op: 'watch', next: 'rewatch', retryInMs: 800 });
    expect((e?.cause as { code?: string }).code).toBe('ERR_WATCH_CLOSED');
    h.abort.abort();
  });

  it('a list failing for a long time is retried with growing delays, never given up, and syncs once it heals', async () => {
    const h = setup();
    h.lw.create(obj('a'));
    h.lw.failList(statusErrors.serviceUnavailable('etcd down'), Infinity);
    h.start();
    await h.clock.advance(TEN_MINUTES);
    expect(h.lw.listRequests.length).toBe(maxAttempts(TEN_MINUTES));
    expect(h.lw.watchRequests).toHaveLength(0);
    expect(h.informer.hasSynced()).toBe(false);
    h.lw.healList();
    await h.clock.advance(30_000);
    expect(h.informer.hasSynced()).toBe(true);
    expect(h.lw.watchRequests).toHaveLength(1);
    h.abort.abort();
  });

  it('the backoff resets only after a healthy watch period, not after any success', async () => {
    const h = setup();
    await startSynced(h);
    const lastDelay = (): number => h.reflectorErrors().at(-1)?.retryInMs ?? -1;
    const breakAfter = async (ms: number): Promise<number> => {
      await h.clock.advance(ms);
      h.lw.breakWatches();
      await flush();
      const d = lastDelay();
      await h.clock.advance(d);
      return d;
    };
    expect(await breakAfter(0)).toBe(800);
    expect(await breakAfter(0)).toBe(1600);
    expect(await breakAfter(0)).toBe(3200);
    expect(await breakAfter(59_000)).toBe(6400); // healthy, but not long enough
    expect(await breakAfter(60_000)).toBe(800); // 60s = 2 x max backoff: reset
    expect(await breakAfter(0)).toBe(1600);
    // A series of normally ending watches counts as one healthy run.
    for (let i = 0; i < 3; i++) {
      await h.clock.advance(25_000);
      h.lw.closeWatches();
      await flush();
    }
    expect(await breakAfter(0)).toBe(800);
    expect(h.lw.listRequests).toHaveLength(1);
    h.abort.abort();
  });

  it('Retry-After of a 429 raises the delay', async () => {
    const h = setup();
    await startSynced(h);
    const tooMany = new ApiError({ ...failureStatus(429, 'TooManyRequests', 'slow down', { retryAfterSeconds: 10 }) });
    h.lw.failWatch(tooMany);
    h.lw.breakWatches();
    await flush();
    const e = h.reflectorErrors().at(-1);
    expect(e).toMatchObject({ op: 'watch', next: 'rewatch', retryInMs: 800 });
    await h.clock.advance(800);
    expect(h.reflectorErrors().at(-1)?.retryInMs).toBe(10_000);
    expect(h.lw.watchRequests).toHaveLength(2);
    await h.clock.advance(9_999);
    expect(h.lw.watchRequests).toHaveLength(2);
    await h.clock.advance(1);
    expect(h.lw.watchRequests).toHaveLength(3);
    h.abort.abort();
  });
});
