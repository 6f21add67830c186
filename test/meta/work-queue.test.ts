import { describe, expect, it } from 'vitest';
import { ItemFastSlowRateLimiter } from '../../src/meta/rate-limiter.js';
import { WorkQueue, type QueueItem } from '../../src/meta/work-queue.js';
import { flush, ManualClock } from '../support/manual-clock.js';

/** Takes the next key without waiting; fails when none is queued. */
async function take<T>(q: WorkQueue<T>): Promise<T> {
  let got: QueueItem<T> | undefined;
  void q.get().then((item) => (got = item));
  await flush(1);
  if (!got || got.shutdown) throw new Error(`expected a key, got ${JSON.stringify(got)}`);
  return got.key;
}

/** Takes every queued key, marking each done as it goes. */
async function drainKeys<T>(q: WorkQueue<T>): Promise<T[]> {
  const out: T[] = [];
  while (q.len() > 0) {
    const k = await take(q);
    out.push(k);
    q.done(k);
  }
  return out;
}

function newQueue(clock = new ManualClock()): { q: WorkQueue; clock: ManualClock } {
  return { q: new WorkQueue({ clock }), clock };
}

describe('work queue: add, get, done', () => {
  const cases: Array<{ name: string; run: (q: WorkQueue) => Promise<void> | void; queued: string[] }> = [
    { name: 'keys come out in the order they were first added', run: (q) => ['b', 'a', 'c'].forEach((k) => q.add(k)), queued: ['b', 'a', 'c'] },
    {
      name: 'a key added again while queued keeps its place and comes out once',
      run: (q) => ['a', 'b', 'a', 'c', 'b'].forEach((k) => q.add(k)),
      queued: ['a', 'b', 'c'],
    },
    {
      name: 'a key added while processing is queued again only after done, at the end',
      run: async (q) => {
        q.add('a');
        q.add('b');
        const a = await take(q);
        q.add('a');
        q.add('c');
        expect(q.len()).toBe(2); // b, c: a waits for done
        q.done(a);
      },
      queued: ['b', 'c', 'a'],
    },
    {
      name: 'adding a processing key many times re-queues it once',
      run: async (q) => {
        q.add('a');
        const a = await take(q);
        q.add('a');
        q.add('a');
        q.done(a);
      },
      queued: ['a'],
    },
    {
      name: 'done of a key that is not processing changes nothing',
      run: (q) => {
        q.add('a');
        q.done('a');
        q.done('zzz');
      },
      queued: ['a'],
    },
    {
      name: 'done without a re-add does not queue the key again',
      run: async (q) => {
        q.add('a');
        q.done(await take(q));
      },
      queued: [],
    },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      const { q } = newQueue();
      await c.run(q);
      expect(await drainKeys(q)).toEqual(c.queued);
    });
  }

  it('a waiting get() receives the next added key; waiters are served in order', async () => {
    const { q } = newQueue();
    const got: string[] = [];
    const w1 = q.get().then((i) => got.push(`w1:${i.key}`));
    const w2 = q.get().then((i) => got.push(`w2:${i.key}`));
    await flush(1);
    expect(got).toEqual([]);
    q.add('x');
    q.add('y');
    await Promise.all([w1, w2]);
    expect(got).toEqual(['w1:x', 'w2:y']);
    expect(q.len()).toBe(0);
  });

  it('a key handed to a waiting get() is processing at once: a second waiter does not get it again', async () => {
    const { q } = newQueue();
    const first = q.get();
    let second: QueueItem<string> | undefined;
    void q.get().then((i) => (second = i));
    q.add('a');
    q.add('a'); // processing now: marked dirty, not handed to the second waiter
    await flush();
    expect((await first).key).toBe('a');
    expect(second).toBeUndefined();
    q.done('a');
    await flush();
    expect(second).toEqual({ key: 'a', shutdown: false });
  });

  it('get(signal) rejects when the signal aborts, and takes no key', async () => {
    const { q } = newQueue();
    const ac = new AbortController();
    const p = q.get(ac.signal);
    ac.abort(new Error('stop'));
    await expect(p).rejects.toThrow('stop');
    q.add('a');
    expect(q.len()).toBe(1);
    await expect(q.get(AbortSignal.abort(new Error('already')))).rejects.toThrow('already');
    expect(q.len()).toBe(1);
  });

  it('keys are compared by value through identity', async () => {
    type Ref = { namespace: string; name: string };
    const q = new WorkQueue<Ref>({ clock: new ManualClock(), identity: (k) => `${k.namespace}/${k.name}` });
    q.add({ namespace: 'n', name: 'a' });
    q.add({ namespace: 'n', name: 'a' });
    q.add({ namespace: 'n', name: 'b' });
    expect(q.len()).toBe(2);
    const a = await take(q);
    q.add({ namespace: 'n', name: 'a' });
    expect(q.len()).toBe(1);
    q.done({ namespace: 'n', name: 'a' });
    expect((await drainKeys(q)).map((k) => k.name)).toEqual(['b', 'a']);
    expect(a).toEqual({ namespace: 'n', name: 'a' });
  });

  it('number keys dedupe by value', () => {
    const q = new WorkQueue<number>({ clock: new ManualClock() });
    [1, 2, 1, 2, 3].forEach((k) => q.add(k));
    expect(q.len()).toBe(3);
  });
});

describe('work queue: shutdown', () => {
  it('shutDown ignores new keys, still hands out queued ones, then reports shutdown', async () => {
    const { q } = newQueue();
    q.add('a');
    q.add('b');
    q.shutDown();
    q.add('c');
    expect(q.shuttingDown()).toBe(true);
    expect(await q.get()).toEqual({ key: 'a', shutdown: false });
    expect(await q.get()).toEqual({ key: 'b', shutdown: false });
    expect(await q.get()).toEqual({ shutdown: true });
  });

  it('pending get()s resolve with shutdown at once', async () => {
    const { q } = newQueue();
    const waiting = [q.get(), q.get()];
    q.shutDown();
    expect(await Promise.all(waiting)).toEqual([{ shutdown: true }, { shutdown: true }]);
  });

  it('a key re-added before shutdown and processing at shutdown is handed out again after done', async () => {
    const { q } = newQueue();
    q.add('a');
    const a = await take(q);
    q.add('a');
    q.shutDown();
    q.done(a);
    expect(await q.get()).toEqual({ key: 'a', shutdown: false });
    q.done('a');
    expect(await q.get()).toEqual({ shutdown: true });
  });

  it('shutDownWithDrain waits until queued and processing keys are done', async () => {
    const { q } = newQueue();
    q.add('a');
    q.add('b');
    const a = await take(q);
    let drained = false;
    const p = q.shutDownWithDrain().then(() => (drained = true));
    q.add('c'); // ignored
    await flush();
    expect(drained).toBe(false);
    q.done(a);
    await flush();
    expect(drained).toBe(false); // b is still queued
    const b = await take(q);
    await flush();
    expect(drained).toBe(false);
    q.done(b);
    await p;
    expect(drained).toBe(true);
    expect(await q.get()).toEqual({ shutdown: true });
  });

  it('shutDownWithDrain resolves at once when idle', async () => {
    const { q } = newQueue();
    await q.shutDownWithDrain();
    expect(await q.get()).toEqual({ shutdown: true });
  });

  it('shutDown after shutDownWithDrain stops the wait', async () => {
    const { q } = newQueue();
    q.add('a');
    await take(q);
    const p = q.shutDownWithDrain();
    q.shutDown();
    await p;
  });

  it('shutdown drops delayed keys and leaves no timer scheduled', async () => {
    const { q, clock } = newQueue();
    q.addAfter('a', 100);
    q.addRateLimited('b');
    expect(clock.pendingTimers()).toBe(1);
    q.shutDown();
    expect(clock.pendingTimers()).toBe(0);
    q.addAfter('c', 5);
    q.addRateLimited('d');
    expect(clock.pendingTimers()).toBe(0);
    await clock.advance(10_000);
    expect(await q.get()).toEqual({ shutdown: true });
  });
});

describe('work queue: idle', () => {
  it('idle resolves at once when nothing is queued or processing, delayed keys not counted', async () => {
    const { q } = newQueue();
    q.addAfter('later', 1000);
    await q.idle();
    expect(q.processingCount()).toBe(0);
  });

  it('idle waits for queued and processing keys, including one re-added while processing, without shutting down', async () => {
    const { q } = newQueue();
    q.add('a');
    q.add('b');
    let idle = false;
    const p = q.idle().then(() => (idle = true));
    const a = await take(q);
    expect(q.processingCount()).toBe(1);
    q.add('a'); // dirty while processing: queued again by done
    q.done(a);
    await flush();
    expect(idle).toBe(false);
    expect(await drainKeys(q)).toEqual(['b', 'a']);
    await p;
    expect(idle).toBe(true);
    expect(q.shuttingDown()).toBe(false);
    q.add('c');
    expect(q.len()).toBe(1);
  });
});

describe('work queue: delays', () => {
  it('addAfter adds the key once its delay has passed on the clock', async () => {
    const { q, clock } = newQueue();
    q.addAfter('a', 50);
    q.addAfter('b', 20);
    expect(q.len()).toBe(0);
    await clock.advance(19);
    expect(q.len()).toBe(0);
    await clock.advance(1);
    expect(await drainKeys(q)).toEqual(['b']);
    await clock.advance(30);
    expect(await drainKeys(q)).toEqual(['a']);
    expect(clock.pendingTimers()).toBe(0);
  });

  const immediate: Array<[string, number]> = [
    ['zero', 0],
    ['negative', -5],
    ['NaN', Number.NaN],
  ];
  for (const [name, ms] of immediate) {
    it(`addAfter with a ${name} delay adds at once`, () => {
      const { q, clock } = newQueue();
      q.addAfter('a', ms);
      expect(q.len()).toBe(1);
      expect(clock.pendingTimers()).toBe(0);
    });
  }

  it('a key waiting already keeps the sooner of its two times', async () => {
    const { q, clock } = newQueue();
    q.addAfter('a', 100);
    q.addAfter('a', 300); // later: ignored
    await clock.advance(100);
    expect(await drainKeys(q)).toEqual(['a']);
    await clock.advance(1000);
    expect(q.len()).toBe(0);

    q.addAfter('b', 300);
    q.addAfter('b', 50); // sooner: wins
    await clock.advance(50);
    expect(await drainKeys(q)).toEqual(['b']);
    await clock.advance(1000);
    expect(q.len()).toBe(0);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('keys due at the same time are added in the order they were asked for', async () => {
    const { q, clock } = newQueue();
    q.addAfter('c', 10);
    q.addAfter('a', 10);
    q.addAfter('b', 10);
    await clock.advance(10);
    expect(await drainKeys(q)).toEqual(['c', 'a', 'b']);
  });

  it('a delayed key that comes due while already queued is not queued twice', async () => {
    const { q, clock } = newQueue();
    q.add('a');
    q.addAfter('a', 10);
    await clock.advance(10);
    expect(await drainKeys(q)).toEqual(['a']);
  });

  it('a delayed key that comes due while processing is queued after done', async () => {
    const { q, clock } = newQueue();
    q.add('a');
    const a = await take(q);
    q.addAfter('a', 10);
    await clock.advance(10);
    expect(q.len()).toBe(0);
    q.done(a);
    expect(await drainKeys(q)).toEqual(['a']);
  });

  it('one timer serves every delayed key', async () => {
    const { q, clock } = newQueue();
    for (let i = 0; i < 50; i++) q.addAfter(`k${i}`, 1000 - i);
    expect(clock.pendingTimers()).toBe(1);
    await clock.advance(1000);
    expect(q.len()).toBe(50);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('a timer firing early (a real clock rounding) arms again for the rest', async () => {
    const clock = new ManualClock();
    const early: typeof clock = Object.assign(Object.create(clock) as ManualClock, {
      setTimer: (fn: () => void, ms: number) => clock.setTimer(fn, Math.max(1, ms - 1)), // 1 ms early
    });
    const q = new WorkQueue({ clock: early });
    q.addAfter('a', 10);
    await clock.advance(9);
    expect(q.len()).toBe(0);
    expect(clock.pendingTimers()).toBe(1);
    await clock.advance(1);
    expect(q.len()).toBe(1);
    expect(clock.pendingTimers()).toBe(0);
  });
});

describe('work queue: rate limiting', () => {
  it('addRateLimited waits as the default limiter says: 5 ms, doubling per failure until forgotten', async () => {
    const { q, clock } = newQueue();
    const delays: number[] = [];
    for (let i = 0; i < 5; i++) {
      const before = clock.requestedDelays.length;
      q.addRateLimited('a');
      delays.push(clock.requestedDelays[before]!);
      await clock.advance(delays[i]!);
      expect(await drainKeys(q)).toEqual(['a']);
    }
    expect(delays).toEqual([5, 10, 20, 40, 80]);
    expect(q.numRequeues('a')).toBe(5);
    q.forget('a');
    expect(q.numRequeues('a')).toBe(0);
    q.addRateLimited('a');
    expect(clock.requestedDelays.at(-1)).toBe(5);
  });

  it('keys back off independently', () => {
    const { q } = newQueue();
    q.addRateLimited('a');
    q.addRateLimited('a');
    q.addRateLimited('b');
    expect([q.numRequeues('a'), q.numRequeues('b'), q.numRequeues('c')]).toEqual([2, 1, 0]);
  });

  it('uses the rate limiter it is given', async () => {
    const clock = new ManualClock();
    const q = new WorkQueue({ clock, rateLimiter: new ItemFastSlowRateLimiter({ fastDelayMs: 1, slowDelayMs: 1000, maxFastAttempts: 1 }) });
    q.addRateLimited('a');
    await clock.advance(1);
    expect(q.len()).toBe(1);
    q.done(await take(q));
    q.addRateLimited('a');
    await clock.advance(999);
    expect(q.len()).toBe(0);
    await clock.advance(1);
    expect(q.len()).toBe(1);
  });
});
