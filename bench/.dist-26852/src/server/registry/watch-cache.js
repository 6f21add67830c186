/** One change as the cache keeps it. */
export class CacheEvent {
    type;
    revision;
    key;
    object;
    prevObject;
    timeMs;
    json;
    constructor(type, revision, key, 
    /** New state; for DELETED the last state with resourceVersion = the deletion revision. */
    object, 
    /** Previous state (MODIFIED/DELETED), used for selector transitions. */
    prevObject, timeMs) {
        this.type = type;
        this.revision = revision;
        this.key = key;
        this.object = object;
        this.prevObject = prevObject;
        this.timeMs = timeMs;
    }
    /** The object's JSON, computed once and shared by every watcher. */
    objectJson() {
        return (this.json ??= jsonOf(this.object));
    }
}
/** Cached objects are never mutated, so their JSON can be memoised per object. */
const jsonCache = new WeakMap();
export function jsonOf(obj) {
    let s = jsonCache.get(obj);
    if (s === undefined) {
        s = JSON.stringify(obj);
        jsonCache.set(obj, s);
    }
    return s;
}
/** A watch that starts before the cache's history window. */
export class TooOldResourceVersionError extends Error {
    requested;
    oldest;
    constructor(requested, oldest) {
        super(`too old resource version: ${requested} (${oldest})`);
        this.requested = requested;
        this.oldest = oldest;
        this.name = 'TooOldResourceVersionError';
    }
}
function withResourceVersion(obj, revision) {
    return { ...obj, metadata: { ...(obj.metadata ?? {}), resourceVersion: String(revision) } };
}
export class WatchCache {
    options;
    objects = new Map();
    events = [];
    head = 0;
    /** Every event with revision > historyStart is retained. */
    historyStart = 0;
    listeners = new Set();
    watch;
    constructor(options) {
        this.options = options;
    }
    /** Load the current state and follow changes. */
    async start() {
        const { storage, prefix } = this.options;
        const list = await storage.list(prefix);
        for (const kv of list.kvs)
            this.objects.set(kv.key, this.options.decode(kv));
        this.historyStart = list.revision;
        this.watch = storage.watch(prefix, { afterRevision: list.revision }, (e) => this.onStorageEvent(e));
    }
    stop() {
        this.watch?.stop();
        this.listeners.clear();
    }
    /** Oldest revision a watch may resume from. */
    oldestResumableRevision() {
        this.trim();
        return this.historyStart;
    }
    /** Current objects (decoded; callers must not mutate them). */
    snapshot() {
        return this.objects.values();
    }
    /** Number of watchers registered (apiserver_registered_watchers). */
    get watcherCount() {
        return this.listeners.size;
    }
    /** The revision the cache is synced to (storage delivers events synchronously). */
    currentRevision() {
        return this.options.storage.currentRevision();
    }
    get size() {
        return this.objects.size;
    }
    onStorageEvent(e) {
        let event;
        const now = this.options.clock.now();
        if (e.type === 'delete') {
            const prev = this.objects.get(e.key) ?? this.safeDecode(e.prevKv ?? e.kv);
            this.objects.delete(e.key);
            if (!prev)
                return;
            event = new CacheEvent('DELETED', e.revision, e.key, withResourceVersion(prev, e.revision), prev, now);
        }
        else {
            const obj = this.safeDecode(e.kv);
            if (!obj)
                return;
            const prev = this.objects.get(e.key);
            this.objects.set(e.key, obj);
            event = new CacheEvent(e.type === 'create' ? 'ADDED' : 'MODIFIED', e.revision, e.key, obj, prev, now);
        }
        this.events.push(event);
        this.trim();
        for (const l of this.listeners)
            this.deliver(l.predicate, l.listener, event);
    }
    /** A corrupt stored value is skipped by watchers (reads report it); never crash the feed. */
    safeDecode(kv) {
        try {
            return this.options.decode(kv);
        }
        catch {
            return undefined;
        }
    }
    /** Drop events older than the window; the history then starts at the last dropped one. */
    trim() {
        const cutoff = this.options.clock.now() - this.options.windowMs;
        while (this.head < this.events.length && this.events[this.head].timeMs <= cutoff) {
            this.historyStart = this.events[this.head].revision;
            this.head++;
        }
        if (this.head > 1024 && this.head * 2 > this.events.length) {
            this.events = this.events.slice(this.head);
            this.head = 0;
        }
    }
    /** Forget history up to `revision` (tests use this to force 410s). */
    compactTo(revision) {
        while (this.head < this.events.length && this.events[this.head].revision <= revision)
            this.head++;
        if (revision > this.historyStart)
            this.historyStart = revision;
    }
    /**
     * Apply selector transitions (cacher semantics): an object that stops matching is sent as
     * DELETED (previous content, new resourceVersion), one that starts matching as ADDED.
     */
    deliver(predicate, listener, event) {
        if (predicate.empty) {
            listener(event);
            return;
        }
        const cur = event.type !== 'DELETED' && predicate.matches(event.object);
        const prev = event.prevObject !== undefined && predicate.matches(event.prevObject);
        if (event.type === 'DELETED') {
            if (prev)
                listener(event);
            return;
        }
        if (cur && (prev || event.type === 'ADDED'))
            listener(event);
        else if (cur && !prev)
            listener(synthetic('ADDED', event.object, event.revision));
        else if (!cur && prev)
            listener(synthetic('DELETED', withResourceVersion(event.prevObject, event.revision), event.revision));
    }
    /**
     * Subscribe. Initial events (if asked) and replayed history are delivered synchronously
     * before this returns, then live events follow in revision order. Returns the revision
     * the subscription is synced to at return.
     */
    subscribe(opts, listener) {
        const revision = this.options.storage.currentRevision();
        if (opts.initialEvents) {
            // Key order, like a list of the same state.
            const keys = [...this.objects.keys()].sort();
            for (const key of keys) {
                const obj = this.objects.get(key);
                if (opts.predicate.matches(obj))
                    listener(synthetic('ADDED', obj, Number(obj.metadata?.resourceVersion ?? 0)));
            }
        }
        else if (opts.afterRevision !== undefined) {
            this.trim();
            if (opts.afterRevision < this.historyStart)
                throw new TooOldResourceVersionError(opts.afterRevision, this.historyStart);
            for (let i = this.head; i < this.events.length; i++) {
                const e = this.events[i];
                if (e.revision > opts.afterRevision)
                    this.deliver(opts.predicate, listener, e);
            }
        }
        const entry = { predicate: opts.predicate, listener };
        this.listeners.add(entry);
        return { subscription: { stop: () => this.listeners.delete(entry) }, revision };
    }
}
function synthetic(type, object, revision) {
    return { type, object, revision, objectJson: () => jsonOf(object) };
}
//# sourceMappingURL=watch-cache.js.map