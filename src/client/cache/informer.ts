/**
 * Informers: a reflector filling an indexed cache, and notifications of every change to
 * handlers and async iterators (client-go's `SharedIndexInformer`, in TypeScript idiom).
 *
 * What an informer promises:
 *
 * - The cache converges to the server's state and stays there until stopped. The
 *   reflector behind it never gives up (see `reflector.ts`); failures are reported
 *   through `onError` / `on('error')` and retried with backoff. Nothing fails silently.
 * - The cache is updated before the notification of that change is delivered: a handler
 *   reading the lister sees a state at least as new as the event it is handling.
 * - Each handler (and each `events()` iterator) receives notifications in the order the
 *   cache changed, one at a time: an async handler's promise is awaited before its next
 *   notification. Handlers are independent: a slow, throwing or rejecting handler delays
 *   or affects only itself; its failure is reported and the next notification follows.
 * - Exact deltas. After an initial list, a relist (after 410) or a watch-list, a handler
 *   gets `add` for new keys, `update` only for objects whose resourceVersion changed (the
 *   same resourceVersion is the same state and produces nothing), and `delete` for keys
 *   that disappeared, carrying the last known object with `finalStateUnknown: true` (the
 *   deletion was inferred, not observed). Watch DELETED events carry the final state
 *   with `finalStateUnknown: false`. A DELETED for an unknown key is not delivered.
 * - A handler added after objects are cached first receives an `add` for each of them,
 *   then the changes that follow (so it sees every object exactly once as added).
 * - With `resyncPeriodMs`, every cached object is re-delivered periodically as
 *   `update(old === new)` (client-go resync); off by default.
 * - `synced()` resolves once the first complete state is in the cache and its
 *   notifications were delivered to (and, for async handlers, settled by) every handler
 *   registered at that time; it rejects only when the informer is stopped before that.
 * - After `stop()` (or the start signal aborting) no request is made, no handler is
 *   called again (one already running finishes), pending notifications are dropped,
 *   iterators end, and no timer stays scheduled.
 *
 * Ownership (the default `cache: 'objects'`): cached objects are shared with every handler,
 * iterator and lister call; treat them as read-only and copy before modifying. The informer
 * keeps the decoded objects as received (after `transform`), without copies. With
 * `cache: 'compact'` it keeps compact records instead and every read and event gets its own
 * decoded objects (see {@link InformerOptions.cache}).
 */
import { keepProcessAlive } from '../keep-alive.js';
import { systemClock, type Clock } from '../../meta/clock.js';
import { parseLabelSelector, type LabelSelector } from '../../meta/label-selector.js';
import type { KubeObject } from '../../meta/types.js';
import type { ListerWatcher } from '../watch-event.js';
import type { WireFormat } from '../client-wire.js';
import type { BackoffOptions } from './backoff.js';
import { Reflector, type ReflectorStore } from './reflector.js';
import { CompactBackend, ObjectsBackend, type CacheBackend } from './cache-backend.js';
import { IndexerError, NAMESPACE_INDEX, type Indexer, type Indexers, type StoreDelta } from './store.js';
import { internStrings, stripManagedFields, type TransformFunc } from './transform.js';

/** One change as delivered: `add`, `update` (with the previous object), or `delete`. */
export type InformerEvent<T> = StoreDelta<T>;

export interface DeleteInfo {
  /** True when the deletion was inferred from a relist (see {@link InformerEvent}). */
  readonly finalStateUnknown: boolean;
}

/**
 * Callbacks for changes. Each may return a promise; the next notification to the same
 * handler waits for it. A throw or rejection is reported as an {@link InformerHandlerError}.
 */
export interface EventHandler<T> {
  onAdd?(obj: T): void | Promise<void>;
  onUpdate?(oldObj: T, newObj: T): void | Promise<void>;
  onDelete?(obj: T, info: DeleteInfo): void | Promise<void>;
}

export type Unsubscribe = () => void;

/** Read access to the cache. Results are new arrays of the shared cached objects. */
export interface Lister<T> {
  /** All cached objects, optionally those whose labels match `selector`. */
  list(selector?: string | LabelSelector): T[];
  /** A namespaced object. */
  get(namespace: string, name: string): T | undefined;
  /** A cluster-scoped object (or a `namespace/name` key). */
  get(name: string): T | undefined;
  /** Objects an indexer mapped to `value`. Throws IndexerError for an unknown index. */
  byIndex(indexName: string, value: string): T[];
  /** Objects in `namespace` (optionally matching `selector`); '' gives the cluster-scoped ones. */
  byNamespace(namespace: string, selector?: string | LabelSelector): T[];
}

export interface EventsOptions {
  /**
   * How far the consumer may fall behind, in notifications, beyond the size of the cache
   * (a relist can legitimately produce one notification per cached object at once).
   * Default 1000. When exceeded the iterator first yields what it holds, then throws an
   * {@link InformerOverflowError}: notifications are never dropped silently.
   */
  readonly bufferSize?: number;
}

export interface Informer<T extends KubeObject> {
  /**
   * Starts listing and watching. Idempotent while running. `signal` stops the informer
   * when it aborts. Throws when the informer was already stopped (informers do not restart).
   */
  start(signal?: AbortSignal): void;
  /** Stops all activity. Idempotent. */
  stop(): void;
  /** See the file comment. The same promise for every call. */
  synced(): Promise<void>;
  /** True once `synced()` has resolved. */
  hasSynced(): boolean;
  on(type: 'add', handler: (obj: T) => void | Promise<void>): Unsubscribe;
  on(type: 'update', handler: (oldObj: T, newObj: T) => void | Promise<void>): Unsubscribe;
  on(type: 'delete', handler: (obj: T, info: DeleteInfo) => void | Promise<void>): Unsubscribe;
  /** Reflector, transform and handler failures. */
  on(type: 'error', handler: (err: Error) => void): Unsubscribe;
  addEventHandler(handler: EventHandler<T>): Unsubscribe;
  /**
   * Notifications as an async iterator, registered at the call (nothing is missed between
   * the call and the first `next()`): first an `add` per object already cached, then every
   * change. Ends when `signal` aborts, the informer stops, or the loop breaks.
   */
  events(signal?: AbortSignal, options?: EventsOptions): AsyncIterableIterator<InformerEvent<T>>;
  lister(): Lister<T>;
  /** resourceVersion of the last list, event or bookmark applied; '' before the first. */
  lastSyncResourceVersion(): string;
}

export interface InformerOptions<T extends KubeObject> {
  readonly listerWatcher: ListerWatcher<T>;
  readonly clock?: Clock;
  /** Uniform in [0, 1); backoff jitter and watch timeouts. Default `Math.random`. */
  readonly random?: () => number;
  /** Re-deliver every cached object as an update this often (ms). Default 0: never. */
  readonly resyncPeriodMs?: number;
  /** Secondary indexes (the `namespace` index is built in). */
  readonly indexers?: Indexers<T>;
  /**
   * Applied to every received object before caching (see `stripManagedFields`). With protobuf
   * lists and watches (the default `listWireFormat` and `watchWireFormat`) the `fieldsV1` sets
   * of received objects are shared and frozen: a transform may drop them but not write into them.
   * When the transform is `stripManagedFields` itself, protobuf lists and watches are decoded
   * without `metadata.managedFields` (its bytes are skipped, `metadata` is built without the key:
   * the same objects, less decode time and memory); it still runs on what other formats decode.
   */
  readonly transform?: TransformFunc<T>;
  /**
   * Share one instance of equal string values across cached objects (namespaces, versions,
   * label values, creation timestamps...), after `transform`, through a bounded table; list
   * items are also re-created with `apiVersion`/`kind` in-object (`compactTypeMeta`: same
   * values, wire key order). Default true; it trades a short walk per object for less
   * memory per cached object.
   */
  readonly internStrings?: boolean;
  /** List page size; 0 disables paging. Default 1,000 (client-go: 500; see reflector.ts DEFAULT_PAGE_SIZE). */
  readonly pageSize?: number;
  /**
   * Format asked for the lists (initial sync and relists); JSON stays the fallback, so a
   * server without it answers JSON. Default `'protobuf'`, as client-go's informers for
   * built-in types: it decodes in about half the CPU time of JSON and the cache then shares one
   * frozen FieldsV1 set per distinct set (half the heap per object with managedFields kept);
   * see docs/performance.md.
   */
  readonly listWireFormat?: WireFormat;
  /**
   * Format asked for the watches (and watch-lists); JSON stays the fallback, so a server
   * without it answers JSON lines. Default `'protobuf'`, as client-go's informers for built-in
   * types: an event decodes in about half the CPU time of a JSON line, shares the frozen
   * FieldsV1 sets and strings of the protobuf reader and skips the interning walk (see
   * docs/performance.md). `'json'` keeps the JSON lines of earlier versions.
   */
  readonly watchWireFormat?: WireFormat;
  /** Use a streaming watch-list for (re)lists, falling back to list+watch if rejected. */
  readonly useWatchList?: boolean;
  readonly labelSelector?: string;
  readonly fieldSelector?: string;
  /** Receives every failure (also available through `on('error')`). */
  readonly onError?: (err: Error) => void;
  /** Reflector backoff tuning (defaults: client-go's). */
  readonly backoff?: BackoffOptions;
  /**
   * How the cache keeps its objects. {@link InformerCacheMode}; default `'objects'`.
   */
  readonly cache?: InformerCacheMode;
}

/**
 * `'objects'` (default): the cache keeps the decoded objects; every lister call, handler and
 * iterator gets those same instances (`lister().get(...) ===` the object a handler got),
 * shared and read-only.
 *
 * `'compact'`: the cache keeps each object as a compact record (one string: the object's
 * values, with the keys and the strings shared between objects stored once for the whole
 * cache; record-codec.ts) and decodes on read. A stripped LeaseCandidate takes ~375 B of heap
 * instead of 624 B (docs/performance.md, docs/informers.md). The contract changes:
 * - every read (`lister().get/list/byIndex/byNamespace`), every handler argument (the old
 *   object of an update too) and every `events()` item is a freshly decoded object, private
 *   to its receiver: mutating it never changes the cache or what others receive. Equal
 *   content, not identity (a resync's update is `old === new`, one decode for both).
 * - a read costs a decode per object (about 1-4 us for a LeaseCandidate; a full `list()` of
 *   50,000 0.1-0.3 s on a loaded 2-core machine), so prefer `get` and `byIndex` over scanning
 *   `list()` (a label-selector `list()` decodes every object before matching). Each update
 *   and watch event costs one encode (~2 us).
 * - the first receiver of an add, update or watch delete gets the object the informer decoded
 *   from the response itself (it is not cached, nothing else refers to it); with protobuf
 *   responses and managedFields kept, its `fieldsV1` sets are frozen and shared with other
 *   objects of that response, as in the default mode.
 * - values are kept as JSON keeps them (members whose value is undefined are dropped; key
 *   order is kept). An object the record cannot hold (nested deeper than 1,000 levels, a
 *   bigint...) is reported as a `RecordEncodeError` and not cached.
 * Handler semantics (order, exact deltas, finalStateUnknown, resync, `synced()`, `events()`)
 * are those of the default mode. Indexers see the object being stored; an update or delete
 * removes the old index values computed from the decoded old record.
 */
export type InformerCacheMode = 'objects' | 'compact';

/** A handler threw or rejected. `cause` holds what it threw. `code` is stable. */
export class InformerHandlerError extends Error {
  readonly code = 'ERR_INFORMER_HANDLER' as const;
  readonly eventType: InformerEvent<unknown>['type'];
  readonly object: unknown;

  constructor(event: InformerEvent<unknown>, cause: unknown) {
    super(`${event.type} handler failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'InformerHandlerError';
    this.eventType = event.type;
    this.object = event.object;
  }
}

/** `synced()` of an informer stopped before it synced. `code` is stable. */
export class InformerStoppedError extends Error {
  readonly code = 'ERR_INFORMER_STOPPED' as const;

  constructor(message = 'informer stopped before it synced') {
    super(message);
    this.name = 'InformerStoppedError';
  }
}

/** An `events()` consumer fell too far behind. `code` is stable. */
export class InformerOverflowError extends Error {
  readonly code = 'ERR_INFORMER_OVERFLOW' as const;

  constructor(limit: number) {
    super(`events() consumer fell behind by more than ${limit} notifications; iterate again and reconcile from the lister`);
    this.name = 'InformerOverflowError';
  }
}

/** Creates an informer. Does no I/O: call `start()`. */
export function createInformer<T extends KubeObject>(options: InformerOptions<T>): Informer<T> {
  const mode = options.cache ?? 'objects';
  if (options.indexers && Object.hasOwn(options.indexers, NAMESPACE_INDEX)) {
    throw new IndexerError(`indexer conflict: ${JSON.stringify(NAMESPACE_INDEX)} is built in`);
  }
  switch (mode) {
    case 'objects':
      return new SharedInformer(options, new ObjectsBackend<T>(options.indexers));
    case 'compact':
      return new SharedInformer(options, new CompactBackend<T>(options.indexers));
    default:
      throw new TypeError(`unknown informer cache mode ${JSON.stringify(mode)} (expected 'objects' or 'compact')`);
  }
}

const DEFAULT_EVENT_BUFFER = 1000;

interface Listener<T> {
  enqueue(ev: InformerEvent<T>): void;
  /** Resolves when everything enqueued so far was handled (or the listener closed). */
  whenDelivered(): Promise<void>;
  close(): void;
}

/** Delivers to one handler, in order, one notification at a time. */
class HandlerListener<T> implements Listener<T> {
  // A growable FIFO (client-go's processorListener buffer): unbounded, as a handler may be
  // slow for a while; the entries are shared notification objects, not copies.
  private queue: (InformerEvent<T> | undefined)[] = [];
  private head = 0;
  private draining = false;
  private closed = false;
  private enqueued = 0;
  private processed = 0;
  private waiters: { target: number; resolve: () => void }[] = [];

  constructor(
    private readonly handler: EventHandler<T>,
    private readonly report: (err: Error) => void,
  ) {}

  enqueue(ev: InformerEvent<T>): void {
    if (this.closed) return;
    this.queue.push(ev);
    this.enqueued++;
    if (!this.draining) {
      this.draining = true;
      queueMicrotask(() => void this.drain());
    }
  }

  whenDelivered(): Promise<void> {
    if (this.closed || this.processed >= this.enqueued) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ target: this.enqueued, resolve }));
  }

  close(): void {
    this.closed = true;
    this.queue = [];
    this.head = 0;
    this.releaseWaiters(true);
  }

  private async drain(): Promise<void> {
    try {
      while (!this.closed && this.head < this.queue.length) {
        const ev = this.queue[this.head] as InformerEvent<T>;
        this.queue[this.head] = undefined;
        this.head++;
        if (this.head >= 1024 && this.head * 2 >= this.queue.length) {
          this.queue = this.queue.slice(this.head);
          this.head = 0;
        }
        try {
          const r = this.invoke(ev);
          if (r !== undefined && typeof (r as PromiseLike<void>).then === 'function') await r;
        } catch (err) {
          if (!this.closed) this.report(new InformerHandlerError(ev, err));
        }
        this.processed++;
        this.releaseWaiters(false);
      }
    } finally {
      // The loop only ends with an empty queue (or closed): nothing can be left behind.
      this.draining = false;
      this.queue = [];
      this.head = 0;
    }
  }

  private invoke(ev: InformerEvent<T>): void | Promise<void> {
    const h = this.handler;
    switch (ev.type) {
      case 'add':
        return h.onAdd?.(ev.object);
      case 'update':
        return h.onUpdate?.(ev.oldObject, ev.object);
      case 'delete':
        return h.onDelete?.(ev.object, { finalStateUnknown: ev.finalStateUnknown });
    }
  }

  private releaseWaiters(all: boolean): void {
    if (this.waiters.length === 0) return;
    const keep: { target: number; resolve: () => void }[] = [];
    for (const w of this.waiters) {
      if (all || this.processed >= w.target) w.resolve();
      else keep.push(w);
    }
    this.waiters = keep;
  }
}

/** The listener behind `events()`: a bounded buffer read by an async iterator. */
class EventStream<T> implements Listener<T>, AsyncIterableIterator<InformerEvent<T>> {
  private buffer: (InformerEvent<T> | undefined)[] = [];
  private head = 0;
  private ended = false;
  private overflow: InformerOverflowError | undefined;
  private wake: ((r: IteratorResult<InformerEvent<T>>) => void) | undefined;
  private readonly cleanup: () => void;

  constructor(
    private readonly capacity: () => number,
    private readonly bufferSize: number,
    detach: () => void,
    signal: AbortSignal | undefined,
  ) {
    const onAbort = (): void => void this.return();
    signal?.addEventListener('abort', onAbort, { once: true });
    this.cleanup = () => {
      signal?.removeEventListener('abort', onAbort);
      detach();
    };
    if (signal?.aborted) this.end();
  }

  enqueue(ev: InformerEvent<T>): void {
    if (this.ended || this.overflow) return;
    if (this.wake) {
      const wake = this.wake;
      this.wake = undefined;
      wake({ value: ev, done: false });
      return;
    }
    if (this.buffer.length - this.head >= this.capacity()) {
      this.overflow = new InformerOverflowError(this.bufferSize);
      this.cleanup();
      return;
    }
    this.buffer.push(ev);
  }

  whenDelivered(): Promise<void> {
    return Promise.resolve();
  }

  close(): void {
    this.end();
  }

  next(): Promise<IteratorResult<InformerEvent<T>>> {
    if (this.head < this.buffer.length) {
      const ev = this.buffer[this.head] as InformerEvent<T>;
      this.buffer[this.head] = undefined;
      this.head++;
      if (this.head === this.buffer.length) {
        this.buffer = [];
        this.head = 0;
      } else if (this.head >= 1024 && this.head * 2 >= this.buffer.length) {
        this.buffer = this.buffer.slice(this.head);
        this.head = 0;
      }
      return Promise.resolve({ value: ev, done: false });
    }
    if (this.overflow) {
      const err = this.overflow;
      this.overflow = undefined;
      this.ended = true;
      return Promise.reject(err);
    }
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    if (this.wake) return Promise.reject(new Error('events(): next() called again before the previous call settled'));
    return new Promise((resolve) => {
      this.wake = resolve;
    });
  }

  return(): Promise<IteratorResult<InformerEvent<T>>> {
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<InformerEvent<T>> {
    return this;
  }

  private end(): void {
    if (this.ended) return;
    this.ended = true;
    this.overflow = undefined;
    this.buffer = [];
    this.head = 0;
    this.cleanup();
    const wake = this.wake;
    this.wake = undefined;
    wake?.({ value: undefined, done: true });
  }
}

type State = 'new' | 'running' | 'stopped';

class SharedInformer<T extends KubeObject, C, L> implements Informer<T> {
  private readonly cache: CacheBackend<T, C, L>;
  private readonly reflector: Reflector<T, L>;
  private readonly clock: Clock;
  private readonly resyncPeriodMs: number;
  private readonly onErrorOption: ((err: Error) => void) | undefined;
  private readonly errorHandlers = new Set<(err: Error) => void>();
  private readonly listeners = new Set<Listener<T>>();
  private readonly controller = new AbortController();
  private state: State = 'new';
  private startSignal: AbortSignal | undefined;
  private readonly onStartSignalAbort = (): void => this.stop();
  private releaseProcess: (() => void) | undefined;
  private storeSynced = false;
  private synced_ = false;
  private syncDeferred: { promise: Promise<void>; resolve: () => void; reject: (e: Error) => void } | undefined;
  private cancelResync: (() => void) | undefined;
  /** Size of the batch being dispatched, granted to iterators as extra room. */
  private dispatching = 0;
  private cachedLister: Lister<T> | undefined;

  constructor(options: InformerOptions<T>, cache: CacheBackend<T, C, L>) {
    this.cache = cache;
    this.clock = options.clock ?? systemClock;
    this.resyncPeriodMs = options.resyncPeriodMs ?? 0;
    this.onErrorOption = options.onError;
    const collectItem = cache.collectItem;
    const sink: ReflectorStore<T, L> = {
      replace: (items) => this.onReplace(items),
      ...(collectItem ? { collectItem: (obj: T) => collectItem(obj, this.listeners.size > 0) } : {}),
      add: (obj) => this.dispatchOne(this.cache.upsert(obj, this.listeners.size > 0)),
      update: (obj) => this.dispatchOne(this.cache.upsert(obj, this.listeners.size > 0)),
      delete: (obj) => this.dispatchOne(this.cache.delete(obj)),
    };
    this.reflector = new Reflector<T, L>({
      listerWatcher: options.listerWatcher,
      store: sink,
      clock: this.clock,
      ...(options.random ? { random: options.random } : {}),
      ...(options.pageSize !== undefined ? { pageSize: options.pageSize } : {}),
      listWireFormat: options.listWireFormat ?? 'protobuf',
      watchWireFormat: options.watchWireFormat ?? 'protobuf',
      ...(options.useWatchList !== undefined ? { useWatchList: options.useWatchList } : {}),
      ...(options.labelSelector ? { labelSelector: options.labelSelector } : {}),
      ...(options.fieldSelector ? { fieldSelector: options.fieldSelector } : {}),
      // The user's transform first (it may drop fields), then string interning (on by default;
      // the reflector skips it for protobuf list items and watch events, whose decoder shared
      // their strings).
      ...(options.transform ? { transform: options.transform } : {}),
      ...(options.internStrings === false ? {} : { intern: internStrings<T>() }),
      ...(options.backoff ? { backoff: options.backoff } : {}),
      // Shared (frozen) FieldsV1 trees in JSON watch events: cached objects are read-only by
      // contract, and neither interning nor stripManagedFields writes into those trees; a
      // user transform may (it owns the decoded object), so it gets private trees.
      ...(options.transform === undefined || options.transform === stripManagedFields ? { shareFieldsV1: true } : {}),
      // stripManagedFields itself (by identity; not inside composeTransforms): the decoders
      // leave managedFields out (protobuf: bytes skipped, metadata built without the key); the
      // transform still runs and finds nothing to strip, or strips what JSON decoded.
      ...(options.transform === stripManagedFields ? { dropManagedFields: true } : {}),
      onError: (err) => this.report(err),
    });
  }

  start(signal?: AbortSignal): void {
    if (this.state === 'stopped') throw new InformerStoppedError('informer was stopped; create a new one');
    if (this.state === 'running') return;
    this.state = 'running';
    if (signal) {
      if (signal.aborted) {
        this.stop();
        return;
      }
      this.startSignal = signal;
      signal.addEventListener('abort', this.onStartSignalAbort, { once: true });
    }
    // A running informer keeps the process alive, also while its reflector waits out a backoff
    // on an unref'd clock timer (keep-alive.ts); stop() lets it go.
    this.releaseProcess = keepProcessAlive();
    this.reflector.run(this.controller.signal).catch((err: unknown) => this.report(toError(err)));
  }

  stop(): void {
    if (this.state === 'stopped') return;
    this.state = 'stopped';
    this.releaseProcess?.();
    this.releaseProcess = undefined;
    this.controller.abort();
    this.startSignal?.removeEventListener('abort', this.onStartSignalAbort);
    this.startSignal = undefined;
    this.cancelResync?.();
    this.cancelResync = undefined;
    const listeners = Array.from(this.listeners);
    this.listeners.clear();
    for (const l of listeners) l.close();
    if (!this.synced_) this.syncDeferred?.reject(new InformerStoppedError());
  }

  synced(): Promise<void> {
    if (!this.syncDeferred) {
      if (this.synced_) return Promise.resolve();
      if (this.state === 'stopped') return Promise.reject(new InformerStoppedError());
      let resolve!: () => void;
      let reject!: (e: Error) => void;
      const promise = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      this.syncDeferred = { promise, resolve, reject };
    }
    return this.syncDeferred.promise;
  }

  hasSynced(): boolean {
    return this.synced_;
  }

  on(type: 'add', handler: (obj: T) => void | Promise<void>): Unsubscribe;
  on(type: 'update', handler: (oldObj: T, newObj: T) => void | Promise<void>): Unsubscribe;
  on(type: 'delete', handler: (obj: T, info: DeleteInfo) => void | Promise<void>): Unsubscribe;
  on(type: 'error', handler: (err: Error) => void): Unsubscribe;
  on(type: 'add' | 'update' | 'delete' | 'error', handler: (...args: never[]) => unknown): Unsubscribe {
    switch (type) {
      case 'error': {
        const h = handler as (err: Error) => void;
        this.errorHandlers.add(h);
        return () => void this.errorHandlers.delete(h);
      }
      case 'add':
        return this.addEventHandler({ onAdd: handler as EventHandler<T>['onAdd'] });
      case 'update':
        return this.addEventHandler({ onUpdate: handler as EventHandler<T>['onUpdate'] });
      case 'delete':
        return this.addEventHandler({ onDelete: handler as EventHandler<T>['onDelete'] });
      default:
        throw new TypeError(`unknown informer event type ${JSON.stringify(type)}`);
    }
  }

  addEventHandler(handler: EventHandler<T>): Unsubscribe {
    if (this.state === 'stopped') return () => {};
    const listener = new HandlerListener<T>(handler, (err) => this.report(err));
    this.register(listener);
    return () => {
      if (this.listeners.delete(listener)) listener.close();
    };
  }

  events(signal?: AbortSignal, options: EventsOptions = {}): AsyncIterableIterator<InformerEvent<T>> {
    const bufferSize = Math.max(0, options.bufferSize ?? DEFAULT_EVENT_BUFFER);
    const stream: EventStream<T> = new EventStream<T>(
      () => bufferSize + this.cache.size + this.dispatching,
      bufferSize,
      () => void this.listeners.delete(stream),
      signal,
    );
    if (this.state === 'stopped') stream.close();
    else if (!signal?.aborted) this.register(stream);
    return stream;
  }

  lister(): Lister<T> {
    this.cachedLister ??= new StoreLister(this.cache.reader);
    return this.cachedLister;
  }

  lastSyncResourceVersion(): string {
    return this.reflector.lastSyncResourceVersion();
  }

  /** Adds a listener; it first gets an `add` for every cached object. */
  private register(listener: Listener<T>): void {
    this.listeners.add(listener);
    if (this.cache.size === 0) return;
    const changes = this.cache.snapshot();
    this.dispatching = changes.length;
    try {
      for (const c of changes) listener.enqueue(this.cache.toEvent(c, false));
    } finally {
      this.dispatching = 0;
    }
  }

  private onReplace(items: L[]): void {
    const deltas = this.cache.replace(items, (err) => this.report(err));
    this.dispatch(deltas);
    if (!this.storeSynced) {
      this.storeSynced = true;
      const deliveries = Array.from(this.listeners, (l) => l.whenDelivered());
      void Promise.all(deliveries).then(() => this.markSynced());
    }
  }

  private markSynced(): void {
    if (this.state === 'stopped' || this.synced_) return;
    this.synced_ = true;
    this.syncDeferred?.resolve();
    this.scheduleResync();
  }

  private scheduleResync(): void {
    if (!(this.resyncPeriodMs > 0) || this.state === 'stopped') return;
    this.cancelResync = this.clock.setTimer(() => {
      this.cancelResync = undefined;
      if (this.state === 'stopped') return;
      this.dispatch(this.cache.resync());
      this.scheduleResync();
    }, this.resyncPeriodMs);
  }

  private dispatchOne(change: C | undefined): void {
    if (change === undefined || this.state === 'stopped') return;
    let first = true;
    for (const l of this.listeners) {
      l.enqueue(this.cache.toEvent(change, first));
      first = false;
    }
  }

  private dispatch(changes: readonly C[]): void {
    if (changes.length === 0 || this.state === 'stopped') return;
    this.dispatching = changes.length;
    try {
      let first = true;
      for (const l of this.listeners) {
        for (const c of changes) l.enqueue(this.cache.toEvent(c, first));
        first = false;
      }
    } finally {
      this.dispatching = 0;
    }
  }

  private report(err: Error): void {
    let delivered = false;
    if (this.onErrorOption) {
      delivered = true;
      try {
        this.onErrorOption(err);
      } catch {
        // An error callback that throws is not reported again (no loops).
      }
    }
    for (const h of this.errorHandlers) {
      delivered = true;
      try {
        h(err);
      } catch {
        // as above
      }
    }
    // Never silent: without any error consumer, say it on the console.
    if (!delivered) console.warn(`[informer] ${err.message}`);
  }
}

class StoreLister<T extends KubeObject> implements Lister<T> {
  constructor(private readonly store: Indexer<T>) {}

  list(selector?: string | LabelSelector): T[] {
    const sel = toSelector(selector);
    const all = this.store.list();
    return sel ? all.filter((o) => sel.matches(o.metadata?.labels)) : all;
  }

  get(namespaceOrName: string, name?: string): T | undefined {
    if (name === undefined) return this.store.getByKey(namespaceOrName);
    return this.store.getByKey(namespaceOrName ? `${namespaceOrName}/${name}` : name);
  }

  byIndex(indexName: string, value: string): T[] {
    return this.store.byIndex(indexName, value);
  }

  byNamespace(namespace: string, selector?: string | LabelSelector): T[] {
    const sel = toSelector(selector);
    const objs = namespace
      ? this.store.byIndex(NAMESPACE_INDEX, namespace)
      : this.store.list().filter((o) => !o.metadata?.namespace);
    return sel ? objs.filter((o) => sel.matches(o.metadata?.labels)) : objs;
  }
}

/** Undefined for "everything". */
function toSelector(selector: string | LabelSelector | undefined): LabelSelector | undefined {
  if (selector === undefined) return undefined;
  const sel = typeof selector === 'string' ? parseLabelSelector(selector) : selector;
  return sel.isEmpty() ? undefined : sel;
}

function toError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String(err));
}
