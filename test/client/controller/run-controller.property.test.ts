/**
 * Property test of runController: random interleavings of object changes (create, update,
 * delete), reconciles finishing in any order with any result (done, error, requeue,
 * requeueAfter) and time passing, on three workers. Checked:
 *
 * - a key is never reconciled by two workers at once;
 * - level-triggered convergence: once changes stop and reconciles succeed, the last reconcile
 *   of every key that ever existed saw its final state (its last resourceVersion, or gone)
 *   and succeeded: an error, `requeue` or `requeueAfterMs` is always followed by another.
 *
 * Seeded (FUZZ_SEED, see test/fuzz/harness.ts); time is a manual clock.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createInformer } from '../../../src/client/cache/informer.js';
import { splitKey } from '../../../src/client/controller/keys.js';
import { runController, type ReconcileResult } from '../../../src/client/controller/run-controller.js';
import { fuzzParams } from '../../fuzz/harness.js';
import { flush, ManualClock } from '../../support/manual-clock.js';
import { FakeListerWatcher, obj, type TestObject } from '../cache/fake-lister-watcher.js';

const NAMES = ['a', 'b', 'c', 'd', 'e'] as const;
type Outcome = 'ok' | 'error' | 'requeue' | 'after';

type Op =
  | { op: 'change'; name: string }
  | { op: 'delete'; name: string }
  | { op: 'finish'; index: number; outcome: Outcome }
  | { op: 'advance'; ms: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NAMES).map((name) => ({ op: 'change' as const, name })) },
  { weight: 1, arbitrary: fc.constantFrom(...NAMES).map((name) => ({ op: 'delete' as const, name })) },
  {
    weight: 4,
    arbitrary: fc.record({ op: fc.constant('finish' as const), index: fc.nat(5), outcome: fc.constantFrom<Outcome>('ok', 'ok', 'error', 'requeue', 'after') }),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 200 }).map((ms) => ({ op: 'advance' as const, ms })) },
);

interface Running {
  readonly key: string;
  finish(outcome: Outcome): void;
}

async function scenario(ops: readonly Op[]): Promise<void> {
  const clock = new ManualClock();
  const lw = new FakeListerWatcher();
  const informer = createInformer<TestObject>({ listerWatcher: lw, clock, random: () => 0, onError: () => {} });
  const lister = informer.lister();
  const running: Running[] = [];
  const busy = new Set<string>();
  const failures: string[] = [];
  /** What each key's latest reconcile saw (a resourceVersion or 'gone') and how it ended. */
  const lastSeen = new Map<string, string>();
  const lastOutcome = new Map<string, Outcome | 'running'>();
  const abort = new AbortController();

  const controller = runController({
    signal: abort.signal,
    informers: [informer],
    clock,
    workers: 3,
    onError: () => {},
    reconcile: (key) => {
      if (busy.has(key)) failures.push(`${key} reconciled twice at once`);
      busy.add(key);
      const { namespace, name } = splitKey(key);
      lastSeen.set(key, lister.get(namespace, name)?.metadata.resourceVersion ?? 'gone');
      lastOutcome.set(key, 'running');
      return new Promise<ReconcileResult | void>((resolve, reject) => {
        running.push({
          key,
          finish: (outcome) => {
            busy.delete(key);
            lastOutcome.set(key, outcome); // the key's latest: it is never running twice
            if (outcome === 'error') reject(new Error('failed'));
            else if (outcome === 'requeue') resolve({ requeue: true });
            else if (outcome === 'after') resolve({ requeueAfterMs: 50 });
            else resolve();
          },
        });
      });
    },
  });

  await controller.synced;
  for (const op of ops) {
    switch (op.op) {
      case 'change': {
        const current = lw.get(`ns/${op.name}`);
        if (!current) lw.create(obj(op.name, 'ns'));
        else lw.update({ ...current, metadata: { ...current.metadata, labels: { n: String(Number(current.metadata.labels?.['n'] ?? 0) + 1) } } });
        break;
      }
      case 'delete':
        if (lw.get(`ns/${op.name}`)) lw.delete('ns', op.name);
        break;
      case 'finish':
        if (running.length > 0) running.splice(op.index % running.length, 1)[0]!.finish(op.outcome);
        break;
      case 'advance':
        await clock.advance(op.ms);
        break;
    }
    await flush(2);
  }

  // Changes stop; from now on every reconcile succeeds. Let retries and delays run out.
  for (let round = 0; round < 200; round++) {
    while (running.length > 0) running.shift()!.finish('ok');
    await flush(2);
    if (running.length === 0 && controller.queue.len() === 0 && clock.pendingTimers() === 0) break;
    await clock.advance(clock.nextTimerIn() ?? 1);
  }
  expect(running).toEqual([]);

  for (const name of NAMES) {
    const key = `ns/${name}`;
    const final = lw.get(key)?.metadata.resourceVersion ?? 'gone';
    const seen = lastSeen.get(key);
    // A key that never existed was never queued.
    if (seen === undefined && final === 'gone') continue;
    if (seen !== final) failures.push(`${key}: last reconcile saw ${seen ?? 'nothing'}, final state is ${final}`);
    // An error, requeue or requeueAfter always leads to another reconcile.
    if (lastOutcome.get(key) !== 'ok') failures.push(`${key}: last reconcile ended with ${lastOutcome.get(key)}`);
  }
  abort.abort();
  await controller.done;
  if (clock.pendingTimers() !== 0) failures.push('timers left after shutdown');
  expect(failures).toEqual([]);
}

describe('runController: properties over random interleavings', () => {
  it('never reconciles a key concurrently, and converges: every key is last reconciled at its final state', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 60 }), (ops) => scenario(ops)),
      fuzzParams(100),
    );
  }, 120_000);
});
