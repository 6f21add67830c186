import { describe, expect, it } from 'vitest';
import { WorkQueue } from '../../../src/server/controllers/work-queue.js';
import { ManualClock } from '../../support/manual-clock.js';

describe('server controller work queue', () => {
  it('queues a key once however often it is added, in FIFO order', async () => {
    const q = new WorkQueue({ clock: new ManualClock() });
    const seen: string[] = [];
    q.add('a');
    q.add('b');
    q.add('a');
    const worker = q.run(async (k) => void seen.push(k), () => {});
    await q.idle();
    expect(seen).toEqual(['a', 'b']);
    q.shutdown();
    await worker;
  });

  it('never processes one key concurrently: added while processing, it runs again afterwards', async () => {
    const q = new WorkQueue({ clock: new ManualClock() });
    const seen: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let first = true;
    const worker = q.run(async (k) => {
      seen.push(k);
      if (first) {
        first = false;
        q.add('a'); // while 'a' is being processed
        q.add('a');
        await gate;
      }
    }, () => {});
    q.add('a');
    await new Promise((r) => setImmediate(r));
    expect(q.length).toBe(1);
    release();
    await q.idle();
    expect(seen).toEqual(['a', 'a']);
    q.shutdown();
    await worker;
  });

  it('adds after a delay on the clock; the earliest of several delays wins', async () => {
    const clock = new ManualClock();
    const q = new WorkQueue({ clock });
    const seen: Array<[string, number]> = [];
    const worker = q.run(async (k) => void seen.push([k, clock.now()]), () => {});
    const t0 = clock.now();
    q.addAfter('a', 5_000);
    q.addAfter('a', 2_000);
    q.addAfter('a', 9_000);
    await clock.advance(1_999);
    await q.idle();
    expect(seen).toEqual([]);
    await clock.advance(1);
    await q.idle();
    expect(seen).toEqual([['a', t0 + 2_000]]);
    await clock.advance(10_000);
    expect(seen).toHaveLength(1);
    expect(clock.pendingTimers()).toBe(0);
    q.shutdown();
    await worker;
  });

  it('hands a failure to onError and goes on with the next key', async () => {
    const q = new WorkQueue({ clock: new ManualClock() });
    const errors: string[] = [];
    const seen: string[] = [];
    const worker = q.run(
      async (k) => {
        if (k === 'bad') throw new Error('boom');
        seen.push(k);
      },
      (err, k) => errors.push(`${k}: ${(err as Error).message}`),
    );
    q.add('bad');
    q.add('good');
    await q.idle();
    expect(errors).toEqual(['bad: boom']);
    expect(seen).toEqual(['good']);
    q.shutdown();
    await worker;
  });

  it('shutdown drops queued keys, cancels delays and ends the worker', async () => {
    const clock = new ManualClock();
    const q = new WorkQueue({ clock });
    q.addAfter('later', 1_000);
    q.shutdown();
    q.add('x');
    const seen: string[] = [];
    await q.run(async (k) => void seen.push(k), () => {});
    await clock.advance(2_000);
    expect(seen).toEqual([]);
    expect(clock.pendingTimers()).toBe(0);
  });
});
