import { describe, expect, it } from 'vitest';
import { Backoff, sleep } from '../../../src/client/cache/backoff.js';
import { ManualClock } from '../../support/manual-clock.js';

describe('Backoff', () => {
  it('grows by the factor from 800ms and caps the base at 30s (no jitter)', () => {
    const clock = new ManualClock();
    const b = new Backoff({ jitter: 0 }, { clock });
    const delays = Array.from({ length: 9 }, () => b.failed());
    expect(delays).toEqual([800, 1600, 3200, 6400, 12800, 25600, 30000, 30000, 30000]);
  });

  it('adds jitter of up to 100% of the base (client-go jitter 1.0), never beyond maxMs * 2', () => {
    const clock = new ManualClock();
    const rs = [0, 0.5, 0.999, 0.25];
    let i = 0;
    const b = new Backoff({}, { clock, random: () => rs[i++ % rs.length] as number });
    expect(b.failed()).toBe(800);
    expect(b.failed()).toBe(1600 * 1.5);
    expect(b.failed()).toBeCloseTo(3200 * 1.999);
    expect(b.failed()).toBe(6400 * 1.25);
    for (let k = 0; k < 20; k++) expect(b.failed()).toBeLessThanOrEqual(b.maxDelayMs);
    expect(b.maxDelayMs).toBe(60_000);
    // Different random draws give different delays: concurrent clients spread out.
    const a1 = new Backoff({}, { clock, random: () => 0.1 }).failed();
    const a2 = new Backoff({}, { clock, random: () => 0.9 }).failed();
    expect(a1).not.toBe(a2);
  });

  it('honours a minimum delay (Retry-After) without changing the growth', () => {
    const b = new Backoff({ jitter: 0 }, { clock: new ManualClock() });
    expect(b.failed(5000)).toBe(5000);
    expect(b.failed()).toBe(1600);
  });

  it('resets only after an unbroken healthy period of resetAfterMs (2 x max by default)', async () => {
    const clock = new ManualClock();
    const b = new Backoff({ jitter: 0 }, { clock });
    b.failed();
    b.failed();
    b.failed(); // next base: 6400
    // Healthy for 59s, then a failure: no reset.
    b.connected();
    await clock.advance(59_000);
    b.healthy();
    expect(b.failed()).toBe(6400);
    // A success immediately followed by a failure never resets.
    b.connected();
    expect(b.failed()).toBe(12800);
    // Healthy for 60s across two connections: reset.
    b.connected();
    await clock.advance(30_000);
    b.healthy();
    b.connected();
    await clock.advance(30_000);
    b.healthy();
    expect(b.failed()).toBe(800);
    expect(b.failed()).toBe(1600);
  });

  it('time passing between failures does not count as healthy', async () => {
    const clock = new ManualClock();
    const b = new Backoff({ jitter: 0 }, { clock });
    for (let i = 0; i < 8; i++) {
      const d = b.failed();
      await clock.advance(d + 120_000);
    }
    expect(b.failed()).toBe(30_000);
  });

  it('sleep() waits on the clock and is cancelled by the signal, leaving no timer', async () => {
    const clock = new ManualClock();
    let done = false;
    void sleep(clock, 1000).then(() => (done = true));
    await clock.advance(999);
    expect(done).toBe(false);
    await clock.advance(1);
    expect(done).toBe(true);

    const ac = new AbortController();
    let aborted = false;
    void sleep(clock, 1000, ac.signal).then(() => (aborted = true));
    expect(clock.pendingTimers()).toBe(1);
    ac.abort();
    await clock.advance(0);
    expect(aborted).toBe(true);
    expect(clock.pendingTimers()).toBe(0);
  });
});
