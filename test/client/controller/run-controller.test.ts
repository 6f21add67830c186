import { describe, expect, expectTypeOf, it } from 'vitest';
import { createInformer, InformerStoppedError, type Informer } from '../../../src/client/cache/informer.js';
import { keyOf, KeyFormatError, splitKey } from '../../../src/client/controller/keys.js';
import {
  ControllerError,
  ReconcileError,
  runController,
  type ControllerOptions,
  type LeaderElection,
  type LeadershipCallbacks,
  type ReconcileResult,
} from '../../../src/client/controller/run-controller.js';
import type { KubeObject } from '../../../src/meta/types.js';
import { FakeListerWatcher, obj, type TestObject } from '../cache/fake-lister-watcher.js';
import { flush, ManualClock } from '../../support/manual-clock.js';

/** A promise with its resolvers outside (a reconcile the test releases). */
function gate<T = void>(): { promise: Promise<T>; resolve: (v: T) => void; reject: (e: unknown) => void } {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface Setup {
  readonly clock: ManualClock;
  readonly lw: FakeListerWatcher;
  readonly informer: Informer<TestObject>;
  readonly abort: AbortController;
  readonly errors: Error[];
  /** Keys reconciled, in the order reconciles started. */
  readonly log: string[];
}

function setup(): Setup {
  const clock = new ManualClock();
  const lw = new FakeListerWatcher();
  const informer = createInformer<TestObject>({ listerWatcher: lw, clock, random: () => 0, onError: () => {} });
  return { clock, lw, informer, abort: new AbortController(), errors: [], log: [] };
}

function start<K = string>(s: Setup, options: Partial<ControllerOptions<K>> & Pick<ControllerOptions<K>, 'reconcile'>) {
  return runController<K>({
    signal: s.abort.signal,
    informers: [s.informer],
    clock: s.clock,
    onError: (e) => void s.errors.push(e),
    ...options,
  });
}

describe('keys', () => {
  const cases: Array<[string, { namespace: string; name: string } | 'error']> = [
    ['ns/a', { namespace: 'ns', name: 'a' }],
    ['a', { namespace: '', name: 'a' }],
    ['a/b/c', 'error'],
    ['ns/', 'error'],
    ['', 'error'],
  ];
  for (const [key, want] of cases) {
    it(`splitKey(${JSON.stringify(key)})`, () => {
      if (want === 'error') expect(() => splitKey(key)).toThrow(KeyFormatError);
      else expect(splitKey(key)).toEqual(want);
    });
  }

  it('keyOf is namespace/name, or name for cluster-scoped objects, and round-trips through splitKey', () => {
    expect(keyOf(obj('a', 'ns'))).toBe('ns/a');
    expect(keyOf(obj('a'))).toBe('a');
    expect(splitKey(keyOf(obj('a', 'ns')))).toEqual({ namespace: 'ns', name: 'a' });
    expect(() => splitKey('a/b/c')).toThrow('unexpected key format: "a/b/c"');
  });
});

describe('runController: informers -> queue -> workers', () => {
  it('starts no worker before the informers synced; then reconciles every cached object once', async () => {
    const s = setup();
    s.lw.create(obj('a', 'ns'));
    s.lw.create(obj('b', 'ns'));
    s.lw.failList(new Error('connection refused'));
    const c = start(s, { reconcile: (key) => void s.log.push(key) });
    await flush();
    expect(c.hasSynced()).toBe(false);
    expect(c.isActive()).toBe(false);
    expect(s.log).toEqual([]);
    await s.clock.advance(10_000); // the reflector's retry
    await c.synced;
    await flush();
    expect(c.hasSynced()).toBe(true);
    expect(c.isActive()).toBe(true);
    expect(s.log.sort()).toEqual(['ns/a', 'ns/b']);
    s.abort.abort();
    await c.done;
  });

  it('adds, updates and deletes enqueue the key; changes while queued are reconciled once', async () => {
    const s = setup();
    const first = gate();
    const c = start(s, {
      reconcile: async (key) => {
        s.log.push(key);
        if (key === 'ns/block') await first.promise;
      },
    });
    s.lw.create(obj('block', 'ns'));
    await c.synced;
    await flush();
    expect(s.log).toEqual(['ns/block']); // one worker, busy
    const a = s.lw.create(obj('a', 'ns'));
    s.lw.update({ ...a, metadata: { ...a.metadata, labels: { x: '1' } } });
    s.lw.update({ ...a, metadata: { ...a.metadata, labels: { x: '2' } } });
    s.lw.delete('ns', 'a');
    await flush();
    first.resolve();
    await flush();
    expect(s.log).toEqual(['ns/block', 'ns/a']);
    s.abort.abort();
    await c.done;
  });

  it('keysOf maps objects to other keys (typed keys)', async () => {
    const s = setup();
    type OwnerKey = { readonly owner: string };
    const seen: OwnerKey[] = [];
    const queueIdentity = (k: OwnerKey) => k.owner;
    const { WorkQueue } = await import('../../../src/meta/work-queue.js');
    const c = start<OwnerKey>(s, {
      queue: new WorkQueue<OwnerKey>({ clock: s.clock, identity: queueIdentity }),
      keysOf: (o: KubeObject) => [{ owner: o.metadata?.labels?.['owner'] ?? 'none' }],
      reconcile: (key) => void seen.push(key),
    });
    s.lw.create(obj('a', 'ns', { metadata: { name: 'a', namespace: 'ns', labels: { owner: 'x' } } }));
    s.lw.create(obj('b', 'ns', { metadata: { name: 'b', namespace: 'ns', labels: { owner: 'x' } } }));
    s.lw.create(obj('c', 'ns'));
    await c.synced;
    await flush();
    expect(seen).toEqual([{ owner: 'x' }, { owner: 'none' }]);
    s.abort.abort();
    await c.done;
  });

  it('a keysOf that throws is reported and the event skipped', async () => {
    const s = setup();
    const c = start(s, {
      keysOf: (o) => {
        if (o.metadata?.name === 'bad') throw new Error('no owner');
        return [keyOf(o)];
      },
      reconcile: (key) => void s.log.push(key),
    });
    s.lw.create(obj('bad', 'ns'));
    s.lw.create(obj('good', 'ns'));
    await c.synced;
    await flush();
    expect(s.log).toEqual(['ns/good']);
    expect(s.errors[0]).toBeInstanceOf(ControllerError);
    expect(s.errors[0]?.message).toContain('no owner');
    s.abort.abort();
    await c.done;
  });

  it('rejects a worker count that is not a positive integer', () => {
    const s = setup();
    for (const workers of [0, -1, 1.5, Number.NaN]) {
      expect(() => start(s, { workers, reconcile: () => {} })).toThrow(RangeError);
    }
  });
});

describe('runController: results and retries', () => {
  const cases: Array<{
    name: string;
    results: Array<ReconcileResult | Error | undefined>;
    /** Time to advance between looking at reconciles. */
    steps: number[];
    /** Reconcile count after each step (the first is after sync). */
    counts: number[];
    requeues: number;
    errors: number;
  }> = [
    {
      name: 'an error re-queues rate-limited (5 ms, 10 ms, ...); success forgets the failures',
      results: [new Error('e1'), new Error('e2'), undefined],
      steps: [4, 1, 9, 1, 1000],
      counts: [1, 1, 2, 2, 3, 3],
      requeues: 0,
      errors: 2,
    },
    {
      name: 'requeueAfterMs reconciles again after that delay, with the backoff reset',
      results: [new Error('e1'), { requeueAfterMs: 300 }, undefined],
      steps: [5, 299, 1, 10_000],
      counts: [1, 2, 2, 3, 3],
      requeues: 0,
      errors: 1,
    },
    {
      name: 'requeue: true re-queues rate-limited without an error, the backoff growing',
      results: [{ requeue: true }, { requeue: true }, {}],
      steps: [5, 9, 1, 10_000],
      counts: [1, 2, 2, 3, 3],
      requeues: 0,
      errors: 0,
    },
    {
      name: 'requeue: true still counts while the key keeps asking',
      results: [{ requeue: true }, { requeue: true }, { requeue: true }, { requeue: true }],
      steps: [5, 10, 20],
      counts: [1, 2, 3, 4],
      requeues: 4,
      errors: 0,
    },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      const s = setup();
      let n = 0;
      const ctl = start(s, {
        reconcile: () => {
          const r = c.results[n++];
          if (r instanceof Error) throw r;
          return r ?? { requeueAfterMs: 0 };
        },
      });
      s.lw.create(obj('a', 'ns'));
      await ctl.synced;
      await flush();
      const counts = [n];
      for (const ms of c.steps) {
        await s.clock.advance(ms);
        counts.push(n);
      }
      expect(counts).toEqual(c.counts);
      expect(ctl.queue.numRequeues('ns/a')).toBe(c.requeues);
      expect(s.errors).toHaveLength(c.errors);
      for (const e of s.errors) expect(e).toMatchObject({ code: 'ERR_RECONCILE', key: 'ns/a' });
      s.abort.abort();
      await ctl.done;
      expect(s.clock.pendingTimers()).toBe(0);
    });
  }

  it('a ReconcileError keeps what reconcile threw as its cause', async () => {
    const s = setup();
    const boom = new Error('boom');
    const ctl = start(s, {
      name: 'widgets',
      reconcile: () => {
        throw boom;
      },
    });
    s.lw.create(obj('a', 'ns'));
    await ctl.synced;
    await flush();
    const err = s.errors[0] as ReconcileError;
    expect(err).toBeInstanceOf(ReconcileError);
    expect(err.cause).toBe(boom);
    expect(err.message).toBe('widgets: reconcile ns/a failed: boom');
    s.abort.abort();
    await ctl.done;
  });
});

describe('runController: concurrency', () => {
  it('runs up to `workers` different keys at once, never one key twice', async () => {
    const s = setup();
    const running = new Set<string>();
    let maxRunning = 0;
    const gates = new Map<string, ReturnType<typeof gate<void>>>();
    const overlaps: string[] = [];
    const ctl = start(s, {
      workers: 3,
      reconcile: async (key) => {
        if (running.has(key)) overlaps.push(key);
        running.add(key);
        maxRunning = Math.max(maxRunning, running.size);
        s.log.push(key);
        const g = gate();
        gates.set(key, g);
        await g.promise;
        running.delete(key);
      },
    });
    for (const n of ['a', 'b', 'c', 'd', 'e']) s.lw.create(obj(n, 'ns'));
    await ctl.synced;
    await flush();
    expect(running.size).toBe(3);
    // Changes to a running key wait for it to finish.
    const a = s.lw.get('ns/a')!;
    s.lw.update({ ...a, metadata: { ...a.metadata, labels: { v: '2' } } });
    await flush();
    for (let i = 0; i < 20 && (gates.size > 0 || running.size > 0); i++) {
      for (const [k, g] of [...gates]) {
        gates.delete(k);
        g.resolve();
      }
      await flush();
    }
    expect(overlaps).toEqual([]);
    expect(maxRunning).toBe(3);
    expect(s.log.filter((k) => k === 'ns/a')).toHaveLength(2);
    expect(s.log).toHaveLength(6);
    s.abort.abort();
    await ctl.done;
  });
});

describe('runController: shutdown', () => {
  it('on abort: no new key is taken, in-flight reconciles finish, then informers stop and done resolves', async () => {
    const s = setup();
    const g = gate();
    const signals: AbortSignal[] = [];
    const ctl = start(s, {
      reconcile: async (key, { signal }) => {
        s.log.push(key);
        signals.push(signal);
        await g.promise;
      },
    });
    s.lw.create(obj('a', 'ns'));
    s.lw.create(obj('b', 'ns'));
    await ctl.synced;
    await flush();
    ctl.queue.addAfter('later', 1000);
    expect(s.log).toEqual(['ns/a']);
    let done = false;
    void ctl.done.then(() => (done = true));
    s.abort.abort();
    await flush();
    expect(signals[0]?.aborted).toBe(true);
    expect(done).toBe(false);
    expect(ctl.queue.shuttingDown()).toBe(true);
    // The informer still runs while the reconcile finishes.
    const before = s.lw.watchRequests.length;
    g.resolve();
    await ctl.done;
    expect(s.log).toEqual(['ns/a']); // b was queued but not taken
    expect(ctl.isActive()).toBe(false);
    await expect(s.informer.synced()).resolves.toBeUndefined();
    expect(() => s.informer.start()).toThrow(InformerStoppedError);
    await s.clock.advance(100_000);
    expect(s.lw.watchRequests.length).toBe(before);
    expect(s.clock.pendingTimers()).toBe(0);
  });

  it('aborted before sync: synced rejects, done resolves, nothing is reconciled', async () => {
    const s = setup();
    s.lw.failList(new Error('down'), 100);
    const ctl = start(s, { reconcile: (key) => void s.log.push(key) });
    await flush();
    s.abort.abort();
    await expect(ctl.synced).rejects.toBeInstanceOf(InformerStoppedError);
    await ctl.done;
    expect(s.log).toEqual([]);
    expect(s.clock.pendingTimers()).toBe(0);
  });

  it('a queue shut down from outside stops the controller once its workers ran out', async () => {
    const s = setup();
    const ctl = start(s, { workers: 2, reconcile: (key) => void s.log.push(key) });
    s.lw.create(obj('a', 'ns'));
    await ctl.synced;
    await flush();
    ctl.queue.shutDown();
    await ctl.done;
    expect(s.log).toEqual(['ns/a']);
    expect(() => s.informer.start()).toThrow(InformerStoppedError);
  });

  it('an informer stopped from outside before it synced stops the controller and is reported', async () => {
    const s = setup();
    s.lw.failList(new Error('down'), 100);
    const ctl = start(s, { reconcile: (key) => void s.log.push(key) });
    await flush();
    s.informer.stop();
    await ctl.done;
    await expect(ctl.synced).rejects.toBeInstanceOf(InformerStoppedError);
    expect(s.errors.map((e) => e.message)).toEqual(['controller: an informer stopped before it synced']);
    expect(ctl.queue.shuttingDown()).toBe(true);
  });

  it('a signal aborted already: nothing runs', async () => {
    const s = setup();
    s.abort.abort();
    const ctl = start(s, { reconcile: (key) => void s.log.push(key) });
    await ctl.done;
    await expect(ctl.synced).rejects.toBeInstanceOf(InformerStoppedError);
    expect(s.log).toEqual([]);
    expect(s.lw.listRequests).toEqual([]);
  });
});

/** A leader elector the test drives: `lead()` starts a term, `lose()` ends it. */
class FakeElector implements LeaderElection {
  runs = 0;
  private term: { leadership: AbortController; work: Promise<void> } | undefined;
  private endRun: (() => void) | undefined;
  readonly events: string[] = [];

  constructor(private readonly callbacks: LeadershipCallbacks) {}

  run(signal?: AbortSignal): Promise<void> {
    this.runs++;
    this.events.push('run');
    return new Promise<void>((resolve) => {
      const onAbort = () => void this.stop();
      this.endRun = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  lead(): void {
    const leadership = new AbortController();
    this.events.push('started');
    this.term = { leadership, work: this.callbacks.onStartedLeading(leadership.signal) };
  }

  /** Leading stops: abort the term, wait for its work, then end this run (as LeaderElector). */
  async stop(): Promise<void> {
    const term = this.term;
    this.term = undefined;
    if (term) {
      term.leadership.abort();
      await term.work;
      this.events.push('work settled');
    }
    this.callbacks.onStoppedLeading();
    this.events.push('stopped');
    this.endRun?.();
  }
}

describe('runController: leader election', () => {
  it('reconciles only while leading; a lost term drains before the elector goes on; the next term resumes', async () => {
    const s = setup();
    let elector!: FakeElector;
    const g = gate();
    const ctl = start(s, {
      leaderElection: (callbacks) => (elector = new FakeElector(callbacks)),
      reconcile: async (key, { signal }) => {
        s.log.push(`${key}${signal.aborted ? ' (not leading)' : ''}`);
        if (key === 'ns/slow') await g.promise;
      },
    });
    s.lw.create(obj('a', 'ns'));
    await ctl.synced;
    await flush();
    expect(s.log).toEqual([]); // synced, but not leading
    expect(ctl.isActive()).toBe(false);

    elector.lead();
    await flush();
    expect(ctl.isActive()).toBe(true);
    expect(s.log).toEqual(['ns/a']);

    s.lw.create(obj('slow', 'ns'));
    await flush();
    expect(s.log).toEqual(['ns/a', 'ns/slow']);
    const lost = elector.stop();
    s.lw.create(obj('b', 'ns')); // arrives after the term ended: waits for the next one
    await flush();
    expect(elector.events).toEqual(['run', 'started']); // the slow reconcile holds the term
    expect(ctl.isActive()).toBe(false);
    g.resolve();
    await lost;
    await flush();
    expect(elector.events).toEqual(['run', 'started', 'work settled', 'stopped', 'run']); // campaigns again
    expect(s.log).toEqual(['ns/a', 'ns/slow']);

    elector.lead();
    await flush();
    expect(s.log).toEqual(['ns/a', 'ns/slow', 'ns/b']);
    s.abort.abort();
    await ctl.done;
    expect(elector.events.slice(-3)).toEqual(['started', 'work settled', 'stopped']);
    expect(elector.runs).toBe(2);
  });

  it('workers wait for the caches even when leading first', async () => {
    const s = setup();
    let elector!: FakeElector;
    s.lw.create(obj('a', 'ns'));
    s.lw.failList(new Error('down'));
    const ctl = start(s, {
      leaderElection: (callbacks) => (elector = new FakeElector(callbacks)),
      reconcile: (key) => void s.log.push(key),
    });
    elector.lead();
    await flush();
    expect(s.log).toEqual([]);
    await s.clock.advance(10_000);
    await flush();
    expect(s.log).toEqual(['ns/a']);
    s.abort.abort();
    await ctl.done;
  });

  it('an elector that fails stops the controller; done rejects and onError hears of it', async () => {
    const s = setup();
    const ctl = start(s, {
      leaderElection: () => ({ run: () => Promise.reject(new Error('lock is broken')) }),
      reconcile: (key) => void s.log.push(key),
    });
    await expect(ctl.done).rejects.toBeInstanceOf(ControllerError);
    await expect(ctl.done).rejects.toThrow('leader election failed: lock is broken');
    expect(s.errors.map((e) => e.message)).toEqual(['controller: leader election failed: lock is broken']);
    expect(ctl.queue.shuttingDown()).toBe(true);
    expect(() => s.informer.start()).toThrow(InformerStoppedError);
  });

  it('an elector whose run() ends without ever leading stops the controller instead of spinning', async () => {
    const s = setup();
    const ctl = start(s, {
      leaderElection: () => ({ run: async () => {} }),
      reconcile: () => {},
    });
    await expect(ctl.done).rejects.toThrow('leader election ended without leading');
  });

  it('the callbacks fit LeaderElectorOptions (spread into its options)', () => {
    expectTypeOf<LeadershipCallbacks['onStartedLeading']>().toExtend<(signal: AbortSignal) => void | Promise<void>>();
    expectTypeOf<LeadershipCallbacks['onStoppedLeading']>().toExtend<() => void>();
  });
});

describe('runController: types', () => {
  it('accepts informers of any kind and defaults keys to strings', () => {
    const s = setup();
    expectTypeOf(s.informer).toExtend<Informer<KubeObject>>();
    expectTypeOf(runController).parameter(0).toHaveProperty('reconcile');
    expectTypeOf<ControllerOptions['reconcile']>().parameter(0).toEqualTypeOf<string>();
  });
});
