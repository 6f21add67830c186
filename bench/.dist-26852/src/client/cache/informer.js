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
 * Ownership: cached objects are shared with every handler, iterator and lister call;
 * treat them as read-only and copy before modifying. The informer keeps the decoded
 * objects as received (after `transform`), without copies.
 */
import { systemClock } from '../../meta/clock.js';
import { parseLabelSelector } from '../../meta/label-selector.js';
import { Reflector } from './reflector.js';
import { IndexerError, NAMESPACE_INDEX, Store } from './store.js';
/** A handler threw or rejected. `cause` holds what it threw. `code` is stable. */
export class InformerHandlerError extends Error {
    code = 'ERR_INFORMER_HANDLER';
    eventType;
    object;
    constructor(event, cause) {
        super(`${event.type} handler failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
        this.name = 'InformerHandlerError';
        this.eventType = event.type;
        this.object = event.object;
    }
}
/** `synced()` of an informer stopped before it synced. `code` is stable. */
export class InformerStoppedError extends Error {
    code = 'ERR_INFORMER_STOPPED';
    constructor(message = 'informer stopped before it synced') {
        super(message);
        this.name = 'InformerStoppedError';
    }
}
/** An `events()` consumer fell too far behind. `code` is stable. */
export class InformerOverflowError extends Error {
    code = 'ERR_INFORMER_OVERFLOW';
    constructor(limit) {
        super(`events() consumer fell behind by more than ${limit} notifications; iterate again and reconcile from the lister`);
        this.name = 'InformerOverflowError';
    }
}
/** Creates an informer. Does no I/O: call `start()`. */
export function createInformer(options) {
    return new SharedInformer(options);
}
const DEFAULT_EVENT_BUFFER = 1000;
/** Delivers to one handler, in order, one notification at a time. */
class HandlerListener {
    handler;
    report;
    // A growable FIFO (client-go's processorListener buffer): unbounded, as a handler may be
    // slow for a while; the entries are shared notification objects, not copies.
    queue = [];
    head = 0;
    draining = false;
    closed = false;
    enqueued = 0;
    processed = 0;
    waiters = [];
    constructor(handler, report) {
        this.handler = handler;
        this.report = report;
    }
    enqueue(ev) {
        if (this.closed)
            return;
        this.queue.push(ev);
        this.enqueued++;
        if (!this.draining) {
            this.draining = true;
            queueMicrotask(() => void this.drain());
        }
    }
    whenDelivered() {
        if (this.closed || this.processed >= this.enqueued)
            return Promise.resolve();
        return new Promise((resolve) => this.waiters.push({ target: this.enqueued, resolve }));
    }
    close() {
        this.closed = true;
        this.queue = [];
        this.head = 0;
        this.releaseWaiters(true);
    }
    async drain() {
        try {
            while (!this.closed && this.head < this.queue.length) {
                const ev = this.queue[this.head];
                this.queue[this.head] = undefined;
                this.head++;
                if (this.head >= 1024 && this.head * 2 >= this.queue.length) {
                    this.queue = this.queue.slice(this.head);
                    this.head = 0;
                }
                try {
                    const r = this.invoke(ev);
                    if (r !== undefined && typeof r.then === 'function')
                        await r;
                }
                catch (err) {
                    if (!this.closed)
                        this.report(new InformerHandlerError(ev, err));
                }
                this.processed++;
                this.releaseWaiters(false);
            }
        }
        finally {
            // The loop only ends with an empty queue (or closed): nothing can be left behind.
            this.draining = false;
            this.queue = [];
            this.head = 0;
        }
    }
    invoke(ev) {
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
    releaseWaiters(all) {
        if (this.waiters.length === 0)
            return;
        const keep = [];
        for (const w of this.waiters) {
            if (all || this.processed >= w.target)
                w.resolve();
            else
                keep.push(w);
        }
        this.waiters = keep;
    }
}
/** The listener behind `events()`: a bounded buffer read by an async iterator. */
class EventStream {
    capacity;
    bufferSize;
    buffer = [];
    head = 0;
    ended = false;
    overflow;
    wake;
    cleanup;
    constructor(capacity, bufferSize, detach, signal) {
        this.capacity = capacity;
        this.bufferSize = bufferSize;
        const onAbort = () => void this.return();
        signal?.addEventListener('abort', onAbort, { once: true });
        this.cleanup = () => {
            signal?.removeEventListener('abort', onAbort);
            detach();
        };
        if (signal?.aborted)
            this.end();
    }
    enqueue(ev) {
        if (this.ended || this.overflow)
            return;
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
    whenDelivered() {
        return Promise.resolve();
    }
    close() {
        this.end();
    }
    next() {
        if (this.head < this.buffer.length) {
            const ev = this.buffer[this.head];
            this.buffer[this.head] = undefined;
            this.head++;
            if (this.head === this.buffer.length) {
                this.buffer = [];
                this.head = 0;
            }
            else if (this.head >= 1024 && this.head * 2 >= this.buffer.length) {
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
        if (this.ended)
            return Promise.resolve({ value: undefined, done: true });
        if (this.wake)
            return Promise.reject(new Error('events(): next() called again before the previous call settled'));
        return new Promise((resolve) => {
            this.wake = resolve;
        });
    }
    return() {
        this.end();
        return Promise.resolve({ value: undefined, done: true });
    }
    [Symbol.asyncIterator]() {
        return this;
    }
    end() {
        if (this.ended)
            return;
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
class SharedInformer {
    store;
    reflector;
    clock;
    resyncPeriodMs;
    onErrorOption;
    errorHandlers = new Set();
    listeners = new Set();
    controller = new AbortController();
    state = 'new';
    startSignal;
    onStartSignalAbort = () => this.stop();
    storeSynced = false;
    synced_ = false;
    syncDeferred;
    cancelResync;
    /** Size of the batch being dispatched, granted to iterators as extra room. */
    dispatching = 0;
    cachedLister;
    constructor(options) {
        if (options.indexers && Object.hasOwn(options.indexers, NAMESPACE_INDEX)) {
            throw new IndexerError(`indexer conflict: ${JSON.stringify(NAMESPACE_INDEX)} is built in`);
        }
        this.store = new Store(options.indexers ? { indexers: options.indexers } : {});
        this.clock = options.clock ?? systemClock;
        this.resyncPeriodMs = options.resyncPeriodMs ?? 0;
        this.onErrorOption = options.onError;
        const sink = {
            replace: (items) => this.onReplace(items),
            add: (obj) => this.dispatchOne(this.store.upsert(obj)),
            update: (obj) => this.dispatchOne(this.store.upsert(obj)),
            delete: (obj) => this.dispatchOne(this.store.delete(obj)),
        };
        this.reflector = new Reflector({
            listerWatcher: options.listerWatcher,
            store: sink,
            clock: this.clock,
            ...(options.random ? { random: options.random } : {}),
            ...(options.pageSize !== undefined ? { pageSize: options.pageSize } : {}),
            ...(options.useWatchList !== undefined ? { useWatchList: options.useWatchList } : {}),
            ...(options.labelSelector ? { labelSelector: options.labelSelector } : {}),
            ...(options.fieldSelector ? { fieldSelector: options.fieldSelector } : {}),
            ...(options.transform ? { transform: options.transform } : {}),
            ...(options.backoff ? { backoff: options.backoff } : {}),
            onError: (err) => this.report(err),
        });
    }
    start(signal) {
        if (this.state === 'stopped')
            throw new InformerStoppedError('informer was stopped; create a new one');
        if (this.state === 'running')
            return;
        this.state = 'running';
        if (signal) {
            if (signal.aborted) {
                this.stop();
                return;
            }
            this.startSignal = signal;
            signal.addEventListener('abort', this.onStartSignalAbort, { once: true });
        }
        this.reflector.run(this.controller.signal).catch((err) => this.report(toError(err)));
    }
    stop() {
        if (this.state === 'stopped')
            return;
        this.state = 'stopped';
        this.controller.abort();
        this.startSignal?.removeEventListener('abort', this.onStartSignalAbort);
        this.startSignal = undefined;
        this.cancelResync?.();
        this.cancelResync = undefined;
        const listeners = Array.from(this.listeners);
        this.listeners.clear();
        for (const l of listeners)
            l.close();
        if (!this.synced_)
            this.syncDeferred?.reject(new InformerStoppedError());
    }
    synced() {
        if (!this.syncDeferred) {
            if (this.synced_)
                return Promise.resolve();
            if (this.state === 'stopped')
                return Promise.reject(new InformerStoppedError());
            let resolve;
            let reject;
            const promise = new Promise((res, rej) => {
                resolve = res;
                reject = rej;
            });
            this.syncDeferred = { promise, resolve, reject };
        }
        return this.syncDeferred.promise;
    }
    hasSynced() {
        return this.synced_;
    }
    on(type, handler) {
        switch (type) {
            case 'error': {
                const h = handler;
                this.errorHandlers.add(h);
                return () => void this.errorHandlers.delete(h);
            }
            case 'add':
                return this.addEventHandler({ onAdd: handler });
            case 'update':
                return this.addEventHandler({ onUpdate: handler });
            case 'delete':
                return this.addEventHandler({ onDelete: handler });
            default:
                throw new TypeError(`unknown informer event type ${JSON.stringify(type)}`);
        }
    }
    addEventHandler(handler) {
        if (this.state === 'stopped')
            return () => { };
        const listener = new HandlerListener(handler, (err) => this.report(err));
        this.register(listener);
        return () => {
            if (this.listeners.delete(listener))
                listener.close();
        };
    }
    events(signal, options = {}) {
        const bufferSize = Math.max(0, options.bufferSize ?? DEFAULT_EVENT_BUFFER);
        const stream = new EventStream(() => bufferSize + this.store.size + this.dispatching, bufferSize, () => void this.listeners.delete(stream), signal);
        if (this.state === 'stopped')
            stream.close();
        else if (!signal?.aborted)
            this.register(stream);
        return stream;
    }
    lister() {
        this.cachedLister ??= new StoreLister(this.store);
        return this.cachedLister;
    }
    lastSyncResourceVersion() {
        return this.reflector.lastSyncResourceVersion();
    }
    /** Adds a listener; it first gets an `add` for every cached object. */
    register(listener) {
        this.listeners.add(listener);
        if (this.store.size === 0)
            return;
        const objs = this.store.list();
        this.dispatching = objs.length;
        try {
            for (const obj of objs)
                listener.enqueue({ type: 'add', object: obj });
        }
        finally {
            this.dispatching = 0;
        }
    }
    onReplace(items) {
        const deltas = this.store.replace(items, (err) => this.report(err));
        this.dispatch(deltas);
        if (!this.storeSynced) {
            this.storeSynced = true;
            const deliveries = Array.from(this.listeners, (l) => l.whenDelivered());
            void Promise.all(deliveries).then(() => this.markSynced());
        }
    }
    markSynced() {
        if (this.state === 'stopped' || this.synced_)
            return;
        this.synced_ = true;
        this.syncDeferred?.resolve();
        this.scheduleResync();
    }
    scheduleResync() {
        if (!(this.resyncPeriodMs > 0) || this.state === 'stopped')
            return;
        this.cancelResync = this.clock.setTimer(() => {
            this.cancelResync = undefined;
            if (this.state === 'stopped')
                return;
            const deltas = [];
            for (const obj of this.store.list())
                deltas.push({ type: 'update', object: obj, oldObject: obj });
            this.dispatch(deltas);
            this.scheduleResync();
        }, this.resyncPeriodMs);
    }
    dispatchOne(delta) {
        if (delta === undefined || this.state === 'stopped')
            return;
        for (const l of this.listeners)
            l.enqueue(delta);
    }
    dispatch(deltas) {
        if (deltas.length === 0 || this.state === 'stopped')
            return;
        this.dispatching = deltas.length;
        try {
            for (const l of this.listeners)
                for (const d of deltas)
                    l.enqueue(d);
        }
        finally {
            this.dispatching = 0;
        }
    }
    report(err) {
        let delivered = false;
        if (this.onErrorOption) {
            delivered = true;
            try {
                this.onErrorOption(err);
            }
            catch {
                // An error callback that throws is not reported again (no loops).
            }
        }
        for (const h of this.errorHandlers) {
            delivered = true;
            try {
                h(err);
            }
            catch {
                // as above
            }
        }
        // Never silent: without any error consumer, say it on the console.
        if (!delivered)
            console.warn(`[informer] ${err.message}`);
    }
}
class StoreLister {
    store;
    constructor(store) {
        this.store = store;
    }
    list(selector) {
        const sel = toSelector(selector);
        const all = this.store.list();
        return sel ? all.filter((o) => sel.matches(o.metadata?.labels)) : all;
    }
    get(namespaceOrName, name) {
        if (name === undefined)
            return this.store.getByKey(namespaceOrName);
        return this.store.getByKey(namespaceOrName ? `${namespaceOrName}/${name}` : name);
    }
    byIndex(indexName, value) {
        return this.store.byIndex(indexName, value);
    }
    byNamespace(namespace, selector) {
        const sel = toSelector(selector);
        const objs = namespace
            ? this.store.byIndex(NAMESPACE_INDEX, namespace)
            : this.store.list().filter((o) => !o.metadata?.namespace);
        return sel ? objs.filter((o) => sel.matches(o.metadata?.labels)) : objs;
    }
}
/** Undefined for "everything". */
function toSelector(selector) {
    if (selector === undefined)
        return undefined;
    const sel = typeof selector === 'string' ? parseLabelSelector(selector) : selector;
    return sel.isEmpty() ? undefined : sel;
}
function toError(err) {
    return err instanceof Error ? err : new Error(String(err));
}
//# sourceMappingURL=informer.js.map