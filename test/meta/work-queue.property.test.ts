/**
 * Property tests of the work queue: random interleavings of add / addAfter / addRateLimited /
 * forget / get / done / time passing / shutdown across several simulated workers, checked
 * against a model of what the queue promises:
 *
 * - no key is ever held by two workers at once;
 * - every accepted add is followed by a hand-out of its key that starts after it, and, for a
 *   delayed add, no earlier than the time it was due (unless shutdown dropped it first);
 * - no hand-out happens without such a pending add (stingy: duplicates collapse);
 * - after shutdown, workers that keep calling get/done receive what was queued, then
 *   `{ shutdown: true }`; shutDownWithDrain resolves only when nothing is queued or held.
 *
 * Seeded (FUZZ_SEED, see test/fuzz/harness.ts); time is a synchronous manual clock.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultControllerRateLimiter, type RateLimiter } from '../../src/meta/rate-limiter.js';
import { WorkQueue } from '../../src/meta/work-queue.js';
import type { Clock } from '../../src/meta/clock.js';
import { fuzzParams } from '../fuzz/harness.js';

/** Fires due timers synchronously, in due order, setting the time to each timer's due time. */
class SyncClock implements Clock {
  t = 0;
  private seq = 0;
  private readonly timers = new Map<number, { due: number; fn: () => void }>();

  now(): number {
    return this.t;
  }

  setTimer(fn: () => void, ms: number): () => void {
    const id = this.seq++;
    this.timers.set(id, { due: this.t + Math.max(0, ms), fn });
    return () => void this.timers.delete(id);
  }

  pending(): number {
    return this.timers.size;
  }

  advance(ms: number): void {
    const target = this.t + ms;
    for (;;) {
      let next: [number, { due: number; fn: () => void }] | undefined;
      for (const e of this.timers) if (e[1].due <= target && (!next || e[1].due < next[1].due || (e[1].due === next[1].due && e[0] < next[0]))) next = e;
      if (!next) break;
      this.timers.delete(next[0]);
      this.t = Math.max(this.t, next[1].due);
      next[1].fn();
    }
    this.t = target;
  }
}

const KEYS = ['a', 'b', 'c', 'd'] as const;
const WORKERS = 3;

type Op =
  | { op: 'add'; k: string }
  | { op: 'addAfter'; k: string; ms: number }
  | { op: 'addRateLimited'; k: string }
  | { op: 'forget'; k: string }
  | { op: 'get'; w: number }
  | { op: 'done'; w: number }
  | { op: 'advance'; ms: number }
  | { op: 'shutDown'; drain: boolean };

const key = fc.constantFrom(...KEYS);
const worker = fc.integer({ min: 0, max: WORKERS - 1 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: key.map((k) => ({ op: 'add' as const, k })) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('addAfter' as const), k: key, ms: fc.integer({ min: -5, max: 60 }) }) },
  { weight: 2, arbitrary: key.map((k) => ({ op: 'addRateLimited' as const, k })) },
  { weight: 1, arbitrary: key.map((k) => ({ op: 'forget' as const, k })) },
  { weight: 4, arbitrary: worker.map((w) => ({ op: 'get' as const, w })) },
  { weight: 4, arbitrary: worker.map((w) => ({ op: 'done' as const, w })) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 80 }).map((ms) => ({ op: 'advance' as const, ms })) },
  { weight: 1, arbitrary: fc.boolean().map((drain) => ({ op: 'shutDown' as const, drain })) },
);

interface Obligation {
  readonly k: string;
  /** Event number of the accepted add. */
  readonly seq: number;
  /** Earliest time a hand-out may satisfy it (a delayed add's due time; it may move sooner). */
  due: number;
  satisfied: boolean;
  dropped: boolean;
}

interface Worker {
  state: 'idle' | 'waiting' | 'holding' | 'finished';
  key?: string;
}

async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

async function runScenario(ops: readonly Op[], finalDrain: boolean): Promise<void> {
  const clock = new SyncClock();
  let lastDelay = 0;
  const inner = defaultControllerRateLimiter<string>({ clock });
  const recording: RateLimiter<string> = {
    when: (k) => (lastDelay = inner.when(k)),
    forget: (k) => inner.forget(k),
    numRequeues: (k) => inner.numRequeues(k),
  };
  const q = new WorkQueue<string>({ clock, rateLimiter: recording });

  let seq = 0;
  let shutdownAt: number | undefined;
  const obligations: Obligation[] = [];
  /** The model of the delayed entry per key: due time and the obligations it carries. */
  const waiting = new Map<string, { due: number; carried: Obligation[] }>();
  const held = new Map<string, number>();
  const workers: Worker[] = Array.from({ length: WORKERS }, () => ({ state: 'idle' }));
  const failures: string[] = [];
  let drained: Promise<void> | undefined;
  let drainResolved = false;

  const oblige = (k: string, delayMs: number) => {
    if (shutdownAt !== undefined) return; // ignored after shutdown
    const o: Obligation = { k, seq: seq++, due: clock.now(), satisfied: false, dropped: false };
    obligations.push(o);
    if (delayMs > 0) {
      const due = clock.now() + delayMs;
      const w = waiting.get(k);
      if (!w) waiting.set(k, { due, carried: [o] });
      else {
        if (due < w.due) {
          w.due = due;
          for (const c of w.carried) c.due = due;
        }
        w.carried.push(o);
      }
      o.due = waiting.get(k)!.due;
    }
  };

  const fireModel = () => {
    for (const [k, w] of waiting) if (w.due <= clock.now()) waiting.delete(k);
  };

  const handOut = (w: number, k: string) => {
    const s = seq++;
    if (held.has(k)) failures.push(`key ${k} handed to worker ${w} while worker ${held.get(k)} holds it`);
    held.set(k, w);
    workers[w] = { state: 'holding', key: k };
    let any = false;
    for (const o of obligations) {
      if (o.k === k && !o.satisfied && !o.dropped && o.seq < s && o.due <= clock.now()) {
        o.satisfied = true;
        any = true;
      }
    }
    if (!any) failures.push(`spurious hand-out of ${k} at t=${clock.now()}`);
  };

  const startGet = (w: number) => {
    workers[w] = { state: 'waiting' };
    void q.get().then((item) => {
      if (item.shutdown) workers[w] = { state: 'finished' };
      else handOut(w, item.key);
    });
  };

  const done = (w: number) => {
    const k = workers[w]!.key!;
    held.delete(k);
    workers[w] = { state: 'idle' };
    q.done(k);
  };

  const shutDown = (drain: boolean) => {
    if (shutdownAt !== undefined) {
      q.shutDown();
      return;
    }
    shutdownAt = clock.now();
    for (const w of waiting.values()) for (const o of w.carried) if (o.due > shutdownAt) o.dropped = true;
    waiting.clear();
    if (drain) {
      drained = q.shutDownWithDrain().then(() => {
        drainResolved = true;
        if (held.size > 0 || q.len() > 0) failures.push(`drain resolved with ${held.size} held and ${q.len()} queued`);
      });
    } else q.shutDown();
    if (clock.pending() !== 0) failures.push('a timer stayed scheduled after shutdown');
  };

  for (const op of ops) {
    switch (op.op) {
      case 'add':
        oblige(op.k, 0);
        q.add(op.k);
        break;
      case 'addAfter':
        oblige(op.k, op.ms);
        q.addAfter(op.k, op.ms);
        break;
      case 'addRateLimited': {
        q.addRateLimited(op.k);
        oblige(op.k, lastDelay);
        break;
      }
      case 'forget':
        q.forget(op.k);
        break;
      case 'get':
        if (workers[op.w]!.state === 'idle') startGet(op.w);
        break;
      case 'done':
        if (workers[op.w]!.state === 'holding') done(op.w);
        break;
      case 'advance':
        clock.advance(op.ms);
        fireModel();
        break;
      case 'shutDown':
        shutDown(op.drain);
        break;
    }
    await settle();
    if (failures.length) break;
  }

  // Let every delay come due, then shut down (if not yet) and let the workers run out.
  if (shutdownAt === undefined) {
    clock.advance(2_000_000);
    fireModel();
    await settle();
    shutDown(finalDrain);
  }
  for (let round = 0; round < 1000 && workers.some((w) => w.state !== 'finished'); round++) {
    for (let w = 0; w < WORKERS; w++) {
      if (workers[w]!.state === 'holding') done(w);
      if (workers[w]!.state === 'idle') startGet(w);
    }
    await settle();
  }
  if (workers.some((w) => w.state !== 'finished')) failures.push(`workers did not all get shutdown: ${JSON.stringify(workers)}`);
  if (drained) {
    await drained;
    if (!drainResolved) failures.push('drain did not resolve');
  }
  for (const o of obligations) {
    if (!o.satisfied && !o.dropped) failures.push(`add of ${o.k} (event ${o.seq}, due ${o.due}) was never followed by a hand-out`);
  }
  if (clock.pending() !== 0) failures.push('timers left scheduled');
  expect(failures).toEqual([]);
}

describe('work queue: properties over random interleavings', () => {
  it('no key is processed concurrently; every add is followed by processing; nothing spurious', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 80 }), fc.boolean(), (ops, drain) => runScenario(ops, drain)),
      fuzzParams(300),
    );
  }, 120_000);

  it('the same holds in a dense regime of adds, gets and dones with little time passing', async () => {
    // A denser regime: mostly adds, gets and dones, little time passing.
    const dense = fc.array(
      fc.oneof(
        { weight: 3, arbitrary: key.map((k) => ({ op: 'add' as const, k })) },
        { weight: 3, arbitrary: worker.map((w) => ({ op: 'get' as const, w })) },
        { weight: 3, arbitrary: worker.map((w) => ({ op: 'done' as const, w })) },
        { weight: 1, arbitrary: key.map((k) => ({ op: 'addRateLimited' as const, k })) },
        { weight: 1, arbitrary: fc.integer({ min: 1, max: 20 }).map((ms) => ({ op: 'advance' as const, ms })) },
      ),
      { minLength: 20, maxLength: 150 },
    );
    await fc.assert(
      fc.asyncProperty(dense, fc.boolean(), (ops, drain) => runScenario(ops, drain)),
      fuzzParams(150),
    );
  }, 120_000);
});
