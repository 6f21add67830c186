/**
 * `runController`: informers -> work queue -> workers -> `reconcile(key)`, the loop every
 * client-go controller writes by hand (sample-controller's Run / runWorker /
 * processNextWorkItem), with controller-runtime's result handling.
 *
 * What a running controller promises:
 *
 * - Every add, update and delete an informer delivers puts the object's key(s) on the queue
 *   (`keyOf(obj)` unless `keysOf` maps it). Keys, not objects: `reconcile` reads the newest
 *   state from a lister, and a key that changed many times while queued is reconciled once.
 * - No worker starts before every informer has synced (`synced` / `hasSynced()`), so the
 *   first reconciles see a complete cache.
 * - One key is never reconciled by two workers at once (the queue's guarantee); different
 *   keys run concurrently on up to `workers` workers.
 * - Results: a throw or rejection re-queues the key rate-limited (per-key exponential
 *   backoff, overall token bucket) and is reported to `onError` as a {@link ReconcileError};
 *   `{ requeueAfterMs }` resets the key's backoff and re-queues it after that delay;
 *   `{ requeue: true }` re-queues it rate-limited without an error; anything else resets the
 *   key's backoff (`forget`).
 * - With `leaderElection`, workers run only while leading: a term's workers start after the
 *   elector calls `onStartedLeading` (and the caches synced), and stop taking keys as soon as
 *   its signal aborts. Reconciles in flight finish (their `signal` has aborted) before the
 *   elector is told the term is over, so a lease released on shutdown is released after the
 *   last reconcile. Informers and the queue keep running between terms (a standby keeps a
 *   warm cache and takes over quickly); keys wait in the queue for the next term. When the
 *   elector's `run()` ends after leading, it is run again (campaigning for the next term).
 * - Shutdown when `signal` aborts: workers take no new key, reconciles in flight finish,
 *   delayed keys are dropped, the elector is stopped (releasing its lease if configured),
 *   then the informers are stopped and `done` resolves. No timer stays scheduled. The
 *   controller shuts down the same way, never silently, when it cannot go on: the queue was
 *   shut down from outside, an informer was stopped before it synced (reported), or the
 *   leader elector failed (reported; `done` rejects).
 *
 * The process stays alive until `done` settles, also while the API server is unreachable and
 * every retry waits on an unref'd timer (keep-alive.ts).
 *
 * Ownership: the controller starts the informers it is given and stops them at shutdown;
 * share an informer between two controllers only if that is what you want. Objects in the
 * cache are shared: copy before modifying.
 */
import { systemClock, type Clock } from '../../meta/clock.js';
import type { KubeObject } from '../../meta/types.js';
import type { Informer, Unsubscribe } from '../cache/informer.js';
import { keepProcessAlive } from '../keep-alive.js';
import { keyOf } from './keys.js';
import { defaultControllerRateLimiter, type RateLimiter } from '../../meta/rate-limiter.js';
import { WorkQueue, type QueueItem, type RateLimitingQueue } from '../../meta/work-queue.js';

/** What `reconcile` may return. Nothing (or `{}`) means done: the key's backoff is reset. */
export interface ReconcileResult {
  /** Reconcile the key again after this many ms (its backoff is reset first). */
  readonly requeueAfterMs?: number;
  /** Reconcile the key again after a rate-limited delay (its backoff keeps growing). */
  readonly requeue?: boolean;
}

export interface ReconcileContext {
  /** Aborts when the controller shuts down or leadership is lost: finish or give up soon. */
  readonly signal: AbortSignal;
}

export type Reconciler<K> = (key: K, context: ReconcileContext) => void | ReconcileResult | Promise<void | ReconcileResult>;

/**
 * The callbacks `runController` gives a leader elector (the shape of
 * `LeaderElectorOptions`' callbacks, so they can be spread into its options).
 */
export interface LeadershipCallbacks {
  /** Starts a term; the promise settles once the term's workers have all stopped. */
  readonly onStartedLeading: (signal: AbortSignal) => Promise<void>;
  readonly onStoppedLeading: () => void;
}

/**
 * What `runController` needs of a leader elector (a `LeaderElector` fits): `run` campaigns,
 * calls `onStartedLeading` when it leads, aborts that signal when leading stops, awaits the
 * promise `onStartedLeading` returned, and resolves when it has stopped.
 */
export interface LeaderElection {
  run(signal?: AbortSignal): Promise<void>;
}

export interface ControllerOptions<K = string> {
  /** Stops the controller (see the file comment for the order of shutdown). */
  readonly signal: AbortSignal;
  /** Sources of keys; started by the controller and stopped at shutdown. */
  readonly informers: readonly Informer<KubeObject>[];
  /**
   * The keys to reconcile when `obj` changes. Default `[keyOf(obj)]`, which suits string keys;
   * required in practice for other key types. A throw is reported and the event skipped.
   */
  readonly keysOf?: (obj: KubeObject) => Iterable<K>;
  readonly reconcile: Reconciler<K>;
  /** Concurrent reconciles. Default 1. */
  readonly workers?: number;
  /** Time of the queue's delays. Default: the system clock. */
  readonly clock?: Clock;
  /**
   * The queue (e.g. to add keys from elsewhere). Default: a {@link WorkQueue} with `rateLimiter`
   * on `clock`. The controller shuts it down when it stops.
   */
  readonly queue?: RateLimitingQueue<K>;
  /** Rate limiter of the default queue. Default: {@link defaultControllerRateLimiter}. */
  readonly rateLimiter?: RateLimiter<K>;
  /**
   * Builds the leader elector with the controller's callbacks, e.g.
   * `(callbacks) => new LeaderElector({ lock, releaseOnCancel: true, ...callbacks })`.
   * Without it the controller works as soon as the caches synced.
   */
  readonly leaderElection?: (callbacks: LeadershipCallbacks) => LeaderElection;
  /** Reconcile failures ({@link ReconcileError}) and controller failures. Default: ignored. */
  readonly onError?: (err: Error) => void;
  /** For messages. */
  readonly name?: string;
}

export interface Controller<K = string> {
  readonly queue: RateLimitingQueue<K>;
  /**
   * Resolves once every informer has synced (and delivered its initial objects to the queue).
   * Rejects when the controller stops first. The same promise every time.
   */
  readonly synced: Promise<void>;
  hasSynced(): boolean;
  /** True while workers may take keys: synced, and leading when leader election is on. */
  isActive(): boolean;
  /**
   * Resolves once the controller has shut down: workers stopped, elector stopped, informers
   * stopped. Rejects only when the leader elector failed (the controller then shut down).
   */
  readonly done: Promise<void>;
}

/** `reconcile(key)` threw or rejected; `cause` holds what it threw. `code` is stable. */
export class ReconcileError<K = string> extends Error {
  readonly code = 'ERR_RECONCILE' as const;
  readonly key: K;

  constructor(key: K, cause: unknown, controller?: string) {
    super(`${controller ? controller + ': ' : ''}reconcile ${String(key)} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ReconcileError';
    this.key = key;
  }
}

/** The controller itself failed (an informer handler, a leader elector). `code` is stable. */
export class ControllerError extends Error {
  readonly code = 'ERR_CONTROLLER' as const;

  constructor(message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ControllerError';
  }
}

const noop = () => {};

/**
 * Starts a controller (see the file comment). Returns at once; `synced` and `done` tell
 * its progress. Throws synchronously only for invalid options or an informer that was
 * already stopped.
 */
export function runController<K = string>(options: ControllerOptions<K>): Controller<K> {
  const workers = options.workers ?? 1;
  if (!Number.isInteger(workers) || workers < 1) throw new RangeError(`workers must be a positive integer, got ${workers}`);
  const clock = options.clock ?? systemClock;
  const name = options.name ?? 'controller';
  const queue: RateLimitingQueue<K> =
    options.queue ?? new WorkQueue<K>({ clock, rateLimiter: options.rateLimiter ?? defaultControllerRateLimiter<K>({ clock }) });
  const report = (err: Error) => {
    try {
      options.onError?.(err);
    } catch {
      // A failing error sink must not take the controller down.
    }
  };
  const keysOf = options.keysOf ?? ((obj: KubeObject) => [keyOf(obj) as K]);

  // Everything stops through `stopping`: the caller's signal, or a failure that ends the work.
  const stopping = new AbortController();
  const onAbort = () => stopping.abort();
  if (options.signal.aborted) stopping.abort();
  else options.signal.addEventListener('abort', onAbort, { once: true });

  const enqueue = (obj: KubeObject) => {
    try {
      for (const key of keysOf(obj)) queue.add(key);
    } catch (err) {
      report(new ControllerError(`${name}: no key for an object: ${err instanceof Error ? err.message : String(err)}`, err));
    }
  };
  const unsubscribes: Unsubscribe[] = [];
  try {
    for (const informer of options.informers) {
      unsubscribes.push(informer.addEventHandler({ onAdd: enqueue, onUpdate: (_old, obj) => enqueue(obj), onDelete: enqueue }));
    }
    // Not started with the signal: the informers stop after the workers drained. Nothing is
    // started for a signal aborted already (no request is made).
    if (!stopping.signal.aborted) for (const informer of options.informers) informer.start();
  } catch (err) {
    for (const u of unsubscribes) u();
    options.signal.removeEventListener('abort', onAbort);
    throw err;
  }

  let synced = false;
  const syncedPromise = Promise.all(options.informers.map((i) => i.synced())).then(() => {
    synced = true;
  });
  // An informer stopped from outside before it synced: the controller cannot work, so it
  // stops rather than wait (or hold a lease) forever. (Also marks the rejection handled.)
  syncedPromise.catch((err: unknown) => {
    if (stopping.signal.aborted) return;
    report(new ControllerError(`${name}: an informer stopped before it synced`, err));
    stopping.abort();
  });
  /** Resolves true once synced, false when `signal` aborts first (or an informer stopped). */
  const whenSynced = (signal: AbortSignal): Promise<boolean> =>
    new Promise((resolve) => {
      if (signal.aborted) return resolve(false);
      const onStop = () => resolve(false);
      signal.addEventListener('abort', onStop, { once: true });
      syncedPromise.then(
        () => {
          signal.removeEventListener('abort', onStop);
          resolve(!signal.aborted);
        },
        () => {
          signal.removeEventListener('abort', onStop);
          resolve(false);
        },
      );
    });

  let activeTerm: AbortSignal | undefined;

  async function processKey(key: K, term: AbortSignal): Promise<void> {
    try {
      const result = await options.reconcile(key, { signal: term });
      const after = result?.requeueAfterMs;
      if (after !== undefined && after > 0) {
        queue.forget(key);
        queue.addAfter(key, after);
      } else if (result?.requeue) {
        queue.addRateLimited(key);
      } else {
        queue.forget(key);
      }
    } catch (err) {
      queue.addRateLimited(key);
      report(new ReconcileError(key, err, options.name));
    } finally {
      queue.done(key);
    }
  }

  async function worker(term: AbortSignal): Promise<void> {
    for (;;) {
      if (term.aborted) return;
      let item: QueueItem<K>;
      try {
        item = await queue.get(term);
      } catch {
        return; // the term ended while waiting
      }
      if (item.shutdown) return;
      if (term.aborted) {
        // Handed over just as the term ended: give it back for the next term, unprocessed.
        queue.add(item.key);
        queue.done(item.key);
        return;
      }
      await processKey(item.key, term);
    }
  }

  /** One term: wait for the caches, run the workers until `term` aborts, wait for them all. */
  async function runTerm(term: AbortSignal): Promise<void> {
    if (!(await whenSynced(term))) return;
    activeTerm = term;
    try {
      await Promise.all(Array.from({ length: workers }, () => worker(term)));
    } finally {
      if (activeTerm === term) activeTerm = undefined;
    }
    // The workers ran out although the term goes on: the queue was shut down from outside.
    if (!term.aborted) stopping.abort();
  }

  let electorFailure: unknown;

  async function lead(): Promise<void> {
    if (!options.leaderElection) {
      await runTerm(stopping.signal);
      return;
    }
    let previousTerm: Promise<void> = Promise.resolve();
    let currentTerm: AbortController | undefined;
    let led = false;
    const callbacks: LeadershipCallbacks = {
      onStartedLeading: (leaderSignal) => {
        led = true;
        const term = new AbortController();
        currentTerm = term;
        const end = () => term.abort();
        leaderSignal.addEventListener('abort', end, { once: true });
        stopping.signal.addEventListener('abort', end, { once: true });
        if (leaderSignal.aborted || stopping.signal.aborted) term.abort();
        // Never two terms' workers at once, whatever the elector does.
        const run = previousTerm.then(() => runTerm(term.signal));
        previousTerm = run.finally(() => {
          leaderSignal.removeEventListener('abort', end);
          stopping.signal.removeEventListener('abort', end);
        });
        return previousTerm;
      },
      onStoppedLeading: () => {
        currentTerm?.abort();
      },
    };
    const elector = options.leaderElection(callbacks);
    while (!stopping.signal.aborted) {
      led = false;
      try {
        await elector.run(stopping.signal);
      } catch (err) {
        electorFailure = new ControllerError(`${name}: leader election failed: ${err instanceof Error ? err.message : String(err)}`, err);
        break;
      }
      if (stopping.signal.aborted) break;
      if (!led) {
        electorFailure = new ControllerError(`${name}: leader election ended without leading`);
        break;
      }
    }
    currentTerm?.abort();
    await previousTerm;
    if (electorFailure) report(electorFailure as Error);
  }

  // Until `done`: the informers' and the elector's retries run on unref'd timers (keep-alive.ts).
  const releaseProcess = keepProcessAlive();
  const done = (async () => {
    const leading = lead();
    // The queue goes down with the controller: no new keys, no delayed ones, waiters released.
    const shutDownQueue = () => queue.shutDown();
    if (stopping.signal.aborted) shutDownQueue();
    else stopping.signal.addEventListener('abort', shutDownQueue, { once: true });
    await leading;
    // Also when the work ended another way (the elector failed, the queue or an informer was
    // stopped from outside): shut the rest down as for an abort.
    stopping.abort();
    // Workers have stopped: now the caches may go.
    for (const u of unsubscribes) u();
    for (const informer of options.informers) informer.stop();
    options.signal.removeEventListener('abort', onAbort);
    if (electorFailure) throw electorFailure;
  })().finally(releaseProcess);
  done.catch(noop); // reported through onError as well; awaiting `done` still sees it

  return {
    queue,
    synced: syncedPromise,
    hasSynced: () => synced,
    isActive: () => activeTerm !== undefined && !activeTerm.aborted,
    done,
  };
}
