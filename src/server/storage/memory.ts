/**
 * The in-memory Storage backend: the embedded default, and the reference the conformance
 * suite (test/server/storage/conformance.ts) is checked against.
 *
 * Layout:
 * - `current`: key -> latest KeyValue, plus `keys`, the live keys kept sorted (binary-search
 *   insert and remove), so a list at the latest revision costs O(log n + limit).
 * - `log`: one StorageEvent per revision in (compactedRevision, currentRevision], in revision
 *   order. It is both the watch history and the MVCC undo log: the state at an older
 *   revision r is the current state with every change newer than r undone (a change's
 *   `prevKv` is the key's value just before it; a create undoes to "absent").
 *
 * Guarantees beyond the Storage contract:
 * - Commit order is call order. Every method does all its work synchronously before its
 *   promise settles (no await inside), so of two calls made one after the other (even
 *   without awaiting the first) the first one commits first.
 * - Watch events are delivered synchronously, inside the committing call, before its
 *   promise settles. If a listener writes to the store, the nested write commits at once but
 *   its event is queued and delivered after the event being delivered, so every watcher
 *   still sees its events in revision order, once each, and no listener is re-entered.
 * - A listener that throws is caught and the error ignored: the write that triggered it has
 *   committed and still succeeds, other listeners still receive the event, and the throwing
 *   listener keeps receiving later events. Listeners must not throw (contract); this only
 *   keeps one faulty consumer from breaking the store for everyone else.
 * - Returned KeyValue and StorageEvent objects are frozen and shared: the same objects are
 *   returned to every reader and watcher. Their `value` arrays are the store's own copies
 *   (every write copies its input, but for `createOwned`/`updateOwned`, whose caller hands
 *   the array over) and are READ-ONLY: a typed array cannot be frozen, and
 *   copying on every read would tax the hot list/watch paths, so mutating a returned
 *   `value` is a caller bug that corrupts what other readers see.
 * - `compact(revision)` with a revision at or below compactedRevision() is a no-op (so
 *   callers may compact repeatedly); above currentRevision() it throws FutureRevision.
 * - Error revisions: KeyExists carries the existing key's modRevision; KeyNotFound and
 *   FutureRevision carry currentRevision(); Closed carries the revision at close.
 * - Invalid arguments (a revision, limit or afterRevision that is not a non-negative
 *   integer, a value that is not a Uint8Array) are programming errors: RangeError/TypeError.
 */
import {
  StorageError,
  type KeyValue,
  type ListOptions,
  type ListResult,
  type Storage,
  type StorageEvent,
  type StorageWatch,
  type WatchOptions,
} from './storage.js';
import { checkCompactRevision, checkLimit, checkWatchStart, copyValue, ownedValue, readRevision } from './revision-checks.js';
import { compareKeys } from './key-order.js';
import { WatchHub } from './watch-hub.js';

export interface MemoryStorageOptions {
  /**
   * Keep at most this many log entries (revisions of history): after each commit that
   * exceeds it, the store compacts to `currentRevision() - historyLimit`. Unset: history
   * is kept until `compact()` is called (the server's watch cache owns the window).
   */
  readonly historyLimit?: number;
}

export class MemoryStorage implements Storage {
  private readonly historyLimit: number | undefined;

  private readonly current = new Map<string, KeyValue>();
  /** Keys of `current`, sorted by the contract's key order (UTF-8 bytes; see key-order.ts). */
  private readonly keys: string[] = [];

  private revision = 0;
  private compacted = 0;
  /**
   * The event of revision r (compacted < r <= revision) is `log[logHead + r - compacted - 1]`.
   * Entries before `logHead` are compacted away; they are sliced off once they are at least
   * as many as the live ones, so compaction is amortised O(1) per dropped revision.
   */
  private log: StorageEvent[] = [];
  private logHead = 0;

  private readonly hub = new WatchHub(() => this.revision);
  private closed = false;

  constructor(options: MemoryStorageOptions = {}) {
    const { historyLimit } = options;
    if (historyLimit !== undefined && !(Number.isSafeInteger(historyLimit) && historyLimit >= 0)) {
      throw new RangeError(`historyLimit must be a non-negative integer, got ${String(historyLimit)}`);
    }
    this.historyLimit = historyLimit;
  }

  currentRevision(): number {
    this.assertOpen('');
    return this.revision;
  }

  compactedRevision(): number {
    this.assertOpen('');
    return this.compacted;
  }

  async get(key: string, opts?: { revision?: number }): Promise<KeyValue | undefined> {
    this.assertOpen(key);
    const rev = this.readRevision(opts?.revision, key);
    const kv = this.current.get(key);
    // A live key whose last change is not newer than `rev` looks the same at `rev`.
    if (rev === this.revision || (kv !== undefined && kv.modRevision <= rev)) return kv;
    // The first change to the key after `rev` knows the key's state at `rev`.
    for (let r = rev + 1; r <= this.revision; r++) {
      const event = this.eventAt(r);
      if (event.key === key) return event.type === 'create' ? undefined : event.prevKv;
    }
    return kv;
  }

  async list(prefix: string, opts: ListOptions = {}): Promise<ListResult> {
    this.assertOpen(prefix);
    const rev = this.readRevision(opts.revision, prefix);
    const limit = opts.limit ?? 0;
    checkLimit(limit);
    const max = limit === 0 ? Infinity : limit;
    const startKey = opts.startKey;
    // Range: keys with the prefix that are >= startKey. Keys sharing a prefix are contiguous
    // in sorted order, so the range of live keys is keys[lo, hi).
    const from = startKey !== undefined && compareKeys(startKey, prefix) > 0 ? startKey : prefix;
    const lo = lowerBound(this.keys, from);
    const hi = prefixEnd(this.keys, prefix, lo);

    if (rev === this.revision) {
      const end = Math.min(hi, lo + max);
      const kvs: KeyValue[] = [];
      for (let i = lo; i < end; i++) kvs.push(this.current.get(this.keys[i]!)!);
      return { kvs, revision: rev, more: hi - lo > kvs.length, count: hi - lo };
    }

    // Older revision: for each key in range changed after `rev`, its state at `rev` (the
    // first later change's prevKv, or absent when that change created it). Cost is the
    // number of changes since `rev`, not the number of keys.
    const inRange = (key: string): boolean => compareKeys(key, from) >= 0 && key.startsWith(prefix);
    const atRev = new Map<string, KeyValue | undefined>();
    for (let r = rev + 1; r <= this.revision; r++) {
      const event = this.eventAt(r);
      if (!atRev.has(event.key) && inRange(event.key)) {
        atRev.set(event.key, event.type === 'create' ? undefined : event.prevKv);
      }
    }
    let count = hi - lo;
    // Keys that existed at `rev` but are gone now: merged into the live keys in order.
    const revived: string[] = [];
    for (const [key, kv] of atRev) {
      const live = this.current.has(key);
      if (live && kv === undefined) count--;
      else if (!live && kv !== undefined) {
        count++;
        revived.push(key);
      }
    }
    revived.sort(compareKeys);

    const kvs: KeyValue[] = [];
    let i = lo;
    let j = 0;
    while (kvs.length < max && (i < hi || j < revived.length)) {
      const liveKey = i < hi ? this.keys[i]! : undefined;
      const revivedKey = j < revived.length ? revived[j]! : undefined;
      if (liveKey !== undefined && (revivedKey === undefined || compareKeys(liveKey, revivedKey) < 0)) {
        i++;
        if (atRev.has(liveKey)) {
          const old = atRev.get(liveKey);
          if (old !== undefined) kvs.push(old); // absent at `rev` (created later): skipped
        } else {
          kvs.push(this.current.get(liveKey)!);
        }
      } else {
        j++;
        kvs.push(atRev.get(revivedKey!)!);
      }
    }
    return { kvs, revision: rev, more: count > kvs.length, count };
  }

  async create(key: string, value: Uint8Array): Promise<KeyValue> {
    return this.createValue(key, value, copyValue);
  }

  async update(key: string, value: Uint8Array, opts?: { expectedModRevision?: number }): Promise<KeyValue> {
    return this.updateValue(key, value, copyValue, opts?.expectedModRevision);
  }

  /** `create` keeping `value` itself (handed over by the caller, see Storage.createOwned): no copy. */
  async createOwned(key: string, value: Uint8Array): Promise<KeyValue> {
    return this.createValue(key, value, ownedValue);
  }

  /** `update` keeping `value` itself (handed over by the caller, see Storage.updateOwned): no copy. */
  async updateOwned(key: string, value: Uint8Array, opts?: { expectedModRevision?: number }): Promise<KeyValue> {
    return this.updateValue(key, value, ownedValue, opts?.expectedModRevision);
  }

  /** `keep`: what is stored of `value` (a copy, or the handed-over array itself); checked after the store is open, as before. */
  private createValue(key: string, value: Uint8Array, keep: (value: Uint8Array) => Uint8Array): KeyValue {
    this.assertOpen(key);
    const bytes = keep(value);
    const existing = this.current.get(key);
    if (existing !== undefined) throw new StorageError('KeyExists', key, existing.modRevision);
    return this.put(key, bytes, undefined);
  }

  private updateValue(key: string, value: Uint8Array, keep: (value: Uint8Array) => Uint8Array, expectedModRevision: number | undefined): KeyValue {
    this.assertOpen(key);
    const bytes = keep(value);
    const prev = this.existing(key, expectedModRevision);
    // The live entry's key string (equal to `key`): history keeps one key string per key, not
    // one per revision (the caller's is usually built for this call).
    return this.put(prev.key, bytes, prev);
  }

  async delete(key: string, opts?: { expectedModRevision?: number }): Promise<KeyValue> {
    this.assertOpen(key);
    const prev = this.existing(key, opts?.expectedModRevision);
    const revision = this.revision + 1;
    const kv: KeyValue = Object.freeze({
      key: prev.key,
      value: prev.value,
      createRevision: prev.createRevision,
      modRevision: revision,
    });
    this.current.delete(key);
    this.keys.splice(lowerBound(this.keys, key), 1);
    this.commit(Object.freeze({ type: 'delete', revision, key: prev.key, kv, prevKv: prev }));
    return kv;
  }

  watch(prefix: string, opts: WatchOptions, listener: (event: StorageEvent) => void): StorageWatch {
    this.assertOpen(prefix);
    const { afterRevision } = opts;
    checkWatchStart(prefix, afterRevision, this.compacted);
    // Replay: the history after afterRevision is queued before the watcher is registered, so
    // live events (queued at commit) follow it without gaps or duplicates.
    const queue: StorageEvent[] = [];
    for (let r = afterRevision + 1; r <= this.revision; r++) {
      const event = this.eventAt(r);
      if (event.key.startsWith(prefix)) queue.push(event);
    }
    return this.hub.add(prefix, opts, queue, listener);
  }

  compact(revision: number): void {
    this.assertOpen('');
    checkCompactRevision(revision, this.revision);
    if (revision > this.compacted) this.compactTo(revision);
  }

  /** Idempotent. Stops every watch; every later call except close() fails with Closed. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.hub.stopAll();
  }

  /**
   * Test hook: store arbitrary bytes under `key` (for example an undecodable object) as a
   * create or an unconditional update, with a new revision and a watch event like any write.
   */
  putRawForTest(key: string, bytes: Uint8Array): KeyValue {
    this.assertOpen(key);
    return this.put(key, copyValue(bytes), this.current.get(key));
  }

  /** The live entry of `key`, checked against an optional modRevision precondition. */
  private existing(key: string, expectedModRevision: number | undefined): KeyValue {
    const prev = this.current.get(key);
    if (prev === undefined) throw new StorageError('KeyNotFound', key, this.revision);
    if (expectedModRevision !== undefined && expectedModRevision !== prev.modRevision) {
      throw new StorageError(
        'Conflict',
        key,
        prev.modRevision,
        `conflict on ${JSON.stringify(key)}: expected modRevision ${expectedModRevision}, current ${prev.modRevision}`,
      );
    }
    return prev;
  }

  /** Create (prev undefined) or update `key` with already-copied bytes. */
  private put(key: string, value: Uint8Array, prev: KeyValue | undefined): KeyValue {
    const revision = this.revision + 1;
    const kv: KeyValue = Object.freeze({
      key,
      value,
      createRevision: prev?.createRevision ?? revision,
      modRevision: revision,
    });
    if (prev === undefined) this.keys.splice(lowerBound(this.keys, key), 0, key);
    this.current.set(key, kv);
    this.commit(
      Object.freeze(
        prev === undefined
          ? { type: 'create' as const, revision, key, kv }
          : { type: 'update' as const, revision, key, kv, prevKv: prev },
      ),
    );
    return kv;
  }

  /** Record an applied change: advance the revision, log it, queue and deliver its event. */
  private commit(event: StorageEvent): void {
    this.revision = event.revision;
    this.log.push(event);
    if (this.historyLimit !== undefined && this.revision - this.compacted > this.historyLimit) {
      this.compactTo(this.revision - this.historyLimit);
    }
    this.hub.publish(event);
  }

  private compactTo(revision: number): void {
    this.logHead += revision - this.compacted;
    this.compacted = revision;
    if (this.logHead * 2 >= this.log.length) {
      this.log = this.log.slice(this.logHead);
      this.logHead = 0;
    }
  }

  private eventAt(revision: number): StorageEvent {
    return this.log[this.logHead + revision - this.compacted - 1]!;
  }

  /** Resolve a requested read revision (0/undefined: latest) and check it is readable. */
  private readRevision(requested: number | undefined, key: string): number {
    return readRevision(requested, key, this.revision, this.compacted);
  }

  private assertOpen(key: string): void {
    if (this.closed) throw new StorageError('Closed', key, this.revision, 'storage is closed');
  }
}


/** First index whose key is >= `key`. */
function lowerBound(keys: readonly string[], key: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareKeys(keys[mid]!, key) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * First index at or after `from` whose key does not start with `prefix`, given that
 * keys[from] >= prefix: from there on the keys with the prefix come first (they are
 * contiguous in sorted order), so "starts with prefix" is true-then-false.
 */
function prefixEnd(keys: readonly string[], prefix: string, from: number): number {
  let lo = from;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]!.startsWith(prefix)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
