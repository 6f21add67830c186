/** The built-in index of every informer store: `metadata.namespace`. */
export const NAMESPACE_INDEX = 'namespace';
/** A change the store made. `update` and `delete` carry the object that was cached before. */
/** Same object, not a new one under the same name (uids equal, or unknown on either side). */
export function sameIncarnation(a, b) {
    const ua = a.metadata?.uid;
    const ub = b.metadata?.uid;
    return ua === undefined || ub === undefined || ua === ub;
}
/** Raised for an object the store cannot key (no metadata.name). `code` is stable. */
export class StoreKeyError extends Error {
    code = 'ERR_STORE_KEY';
    object;
    constructor(message, object) {
        super(message);
        this.name = 'StoreKeyError';
        this.object = object;
    }
}
/** Raised for an unknown index name or a conflicting indexer. `code` is stable. */
export class IndexerError extends Error {
    code = 'ERR_INDEXER';
    constructor(message) {
        super(message);
        this.name = 'IndexerError';
    }
}
/** `namespace/name`, or `name` for cluster-scoped objects (client-go's MetaNamespaceKeyFunc). */
export function objectKey(obj) {
    const name = obj.metadata?.name;
    if (!name)
        throw new StoreKeyError('object has no metadata.name', obj);
    const ns = obj.metadata?.namespace;
    return ns ? `${ns}/${name}` : name;
}
/** Splits a key made by {@link objectKey}. */
export function splitObjectKey(key) {
    const i = key.indexOf('/');
    return i < 0 ? { namespace: '', name: key } : { namespace: key.slice(0, i), name: key.slice(i + 1) };
}
/**
 * Index function of {@link NAMESPACE_INDEX}. Cluster-scoped objects are not indexed (that
 * would be one set holding every key for nothing).
 */
export function namespaceIndexFunc(obj) {
    const ns = obj.metadata?.namespace;
    return ns ? [ns] : [];
}
/**
 * In-memory keyed store with indexes. Single-threaded by construction (JavaScript): every
 * method runs to completion, so `replace` is atomic for readers.
 */
export class Store {
    items = new Map();
    indexers = new Map();
    /** index name -> index value -> keys */
    indices = new Map();
    keyFunc;
    constructor(options = {}) {
        this.keyFunc = options.keyFunc ?? objectKey;
        this.indexers.set(NAMESPACE_INDEX, namespaceIndexFunc);
        this.indices.set(NAMESPACE_INDEX, new Map());
        if (options.indexers)
            this.addIndexers(options.indexers);
    }
    get size() {
        return this.items.size;
    }
    /**
     * Adds indexes; existing objects are indexed at once. Throws IndexerError when a name
     * is already taken.
     */
    addIndexers(indexers) {
        for (const name of Object.keys(indexers)) {
            if (this.indexers.has(name))
                throw new IndexerError(`indexer conflict: ${JSON.stringify(name)} is already defined`);
        }
        for (const [name, fn] of Object.entries(indexers)) {
            this.indexers.set(name, fn);
            const index = new Map();
            this.indices.set(name, index);
            for (const [key, obj] of this.items)
                addToIndex(index, fn(obj), key);
        }
    }
    getByKey(key) {
        return this.items.get(key);
    }
    /** The cached object with the same key as `obj`. */
    get(obj) {
        return this.items.get(this.keyFunc(obj));
    }
    list() {
        return Array.from(this.items.values());
    }
    listKeys() {
        return Array.from(this.items.keys());
    }
    /**
     * Insert or replace by key. Returns the delta, or undefined when the cached object has
     * the same (non-empty) resourceVersion: it is the same object state, nothing changes.
     */
    upsert(obj) {
        const key = this.keyFunc(obj);
        const old = this.items.get(key);
        if (old === undefined) {
            this.items.set(key, obj);
            this.index(key, undefined, obj);
            return { type: 'add', object: obj };
        }
        if (sameResourceVersion(old, obj))
            return undefined;
        this.items.set(key, obj);
        this.index(key, old, obj);
        return { type: 'update', object: obj, oldObject: old };
    }
    /** Same as {@link upsert} (client-go's Add). */
    add(obj) {
        return this.upsert(obj);
    }
    /** Same as {@link upsert} (client-go's Update). */
    update(obj) {
        return this.upsert(obj);
    }
    /**
     * Removes the object with `obj`'s key. `obj` is taken as the final state and is what the
     * delta carries. Undefined when the key was not cached (nothing to report).
     */
    delete(obj) {
        const key = this.keyFunc(obj);
        const old = this.items.get(key);
        if (old === undefined)
            return undefined;
        this.items.delete(key);
        this.index(key, old, undefined);
        return { type: 'delete', object: obj, finalStateUnknown: false };
    }
    /** Removes a key; the delta carries the last cached object with `finalStateUnknown: true`. */
    deleteKey(key) {
        const old = this.items.get(key);
        if (old === undefined)
            return undefined;
        this.items.delete(key);
        this.index(key, old, undefined);
        return { type: 'delete', object: old, finalStateUnknown: true };
    }
    /**
     * Makes the cache equal to `list` in one step and returns the exact deltas, in order:
     * `add`/`update` in list order, then `delete` for every cached key absent from `list`.
     * An object whose resourceVersion equals the cached one is not an update; the cached
     * instance is kept (so handlers keep seeing the instance they were given). A key
     * repeated in `list` is applied in order (the last occurrence wins). `onKeyError` receives
     * objects that cannot be keyed (they are skipped); without it such an object throws
     * before anything is changed.
     */
    replace(list, onKeyError) {
        // Key everything first so that a bad object cannot leave a half-applied replace.
        const keys = new Array(list.length);
        for (let i = 0; i < list.length; i++) {
            try {
                keys[i] = this.keyFunc(list[i]);
            }
            catch (err) {
                const keyErr = err instanceof StoreKeyError ? err : new StoreKeyError(String(err), list[i]);
                if (!onKeyError)
                    throw keyErr;
                onKeyError(keyErr);
            }
        }
        const deltas = [];
        const seen = new Set();
        for (let i = 0; i < list.length; i++) {
            const key = keys[i];
            if (key === undefined)
                continue;
            const obj = list[i];
            seen.add(key);
            const old = this.items.get(key);
            if (old === undefined) {
                this.items.set(key, obj);
                this.index(key, undefined, obj);
                deltas.push({ type: 'add', object: obj });
            }
            else if (!sameIncarnation(old, obj)) {
                // Deleted and re-created under the same name while we were not watching: the old
                // object's deletion was missed, so report it, then the new object as an add.
                this.items.set(key, obj);
                this.index(key, old, obj);
                deltas.push({ type: 'delete', object: old, finalStateUnknown: true }, { type: 'add', object: obj });
            }
            else if (!sameResourceVersion(old, obj)) {
                this.items.set(key, obj);
                this.index(key, old, obj);
                deltas.push({ type: 'update', object: obj, oldObject: old });
            }
        }
        if (seen.size < this.items.size) {
            for (const [key, old] of this.items) {
                if (seen.has(key))
                    continue;
                this.items.delete(key);
                this.index(key, old, undefined);
                deltas.push({ type: 'delete', object: old, finalStateUnknown: true });
            }
        }
        return deltas;
    }
    byIndex(indexName, value) {
        const set = this.indexFor(indexName).get(value);
        if (!set)
            return [];
        const out = [];
        for (const key of set) {
            const obj = this.items.get(key);
            if (obj !== undefined)
                out.push(obj);
        }
        return out;
    }
    indexKeys(indexName, value) {
        const set = this.indexFor(indexName).get(value);
        return set ? Array.from(set) : [];
    }
    listIndexValues(indexName) {
        return Array.from(this.indexFor(indexName).keys());
    }
    indexNames() {
        return Array.from(this.indexers.keys());
    }
    indexFor(indexName) {
        const index = this.indices.get(indexName);
        if (!index)
            throw new IndexerError(`index with name ${JSON.stringify(indexName)} does not exist`);
        return index;
    }
    /** Moves `key` from the index values of `oldObj` to those of `newObj`. */
    index(key, oldObj, newObj) {
        for (const [name, fn] of this.indexers) {
            const index = this.indices.get(name);
            const oldValues = oldObj === undefined ? EMPTY : fn(oldObj);
            const newValues = newObj === undefined ? EMPTY : fn(newObj);
            // The common case (value unchanged) touches nothing.
            if (oldValues.length === 1 && newValues.length === 1 && oldValues[0] === newValues[0])
                continue;
            for (const v of oldValues) {
                if (newValues.includes(v))
                    continue;
                const set = index.get(v);
                if (!set)
                    continue;
                set.delete(key);
                if (set.size === 0)
                    index.delete(v);
            }
            for (const v of newValues) {
                if (oldValues.includes(v))
                    continue;
                addToIndex(index, [v], key);
            }
        }
    }
}
const EMPTY = [];
function addToIndex(index, values, key) {
    for (const v of values) {
        let set = index.get(v);
        if (!set) {
            set = new Set();
            index.set(v, set);
        }
        set.add(key);
    }
}
/**
 * Same object state: both carry the same non-empty resourceVersion. resourceVersions are
 * opaque; only equality is meaningful.
 */
export function sameResourceVersion(a, b) {
    const ra = a.metadata?.resourceVersion;
    return !!ra && ra === b.metadata?.resourceVersion;
}
//# sourceMappingURL=store.js.map