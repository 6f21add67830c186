/**
 * The storage contract: a versioned key-value store shaped like etcd v3.
 *
 * - One global, strictly increasing revision counter; every successful create, update
 *   and delete advances it by exactly one and stamps the affected key with it.
 * - Values are opaque serialised bytes (the server stores encoded objects); storage never
 *   decodes them, so a corrupt value can be stored and read back as is.
 * - Keys sort by their UTF-8 bytes (Unicode code point order; `compareKeys` in key-order.ts),
 *   as SQLite BLOBs and etcd keys sort; lists return keys in that order.
 * - Reads at an older revision see exactly the state as of that revision, until the
 *   revision is compacted.
 *
 * Every backend (memory, SQLite; etcd later) must pass
 * test/server/storage/conformance.ts.
 */

export interface KeyValue {
  readonly key: string;
  readonly value: Uint8Array;
  /** Revision at which this key was (last) created. */
  readonly createRevision: number;
  /** Revision of the last change to this key (for a delete event: the delete's revision). */
  readonly modRevision: number;
}

export type StorageEventType = 'create' | 'update' | 'delete';

export interface StorageEvent {
  readonly type: StorageEventType;
  /** Revision of this change. */
  readonly revision: number;
  readonly key: string;
  /**
   * For create/update: the new value. For delete: the value as it was before deletion,
   * with modRevision set to the deletion revision.
   */
  readonly kv: KeyValue;
  /** For update/delete: the previous value (with its own modRevision). */
  readonly prevKv?: KeyValue;
}

export interface ListOptions {
  /** Read at this revision (0 or undefined: latest). */
  readonly revision?: number;
  /** Only keys >= startKey (still restricted to the prefix). */
  readonly startKey?: string;
  /** Return at most this many keys (0 or undefined: all). */
  readonly limit?: number;
}

export interface ListResult {
  readonly kvs: readonly KeyValue[];
  /** The revision the list was read at. */
  readonly revision: number;
  /** True when keys beyond the returned ones exist in the range. */
  readonly more: boolean;
  /** Number of keys in the range (from startKey) at that revision, returned or not. */
  readonly count: number;
}

export interface WatchOptions {
  /** Deliver every event with revision > afterRevision, in revision order. */
  readonly afterRevision: number;
  /**
   * Progress notifications: called with a revision `r` once every event up to `r` under the
   * prefix has been handed to the listener (never ahead of an undelivered event). The
   * in-process backends call it for every commit that brings the watch no event; etcd in
   * answer to `requestProgress()`. This is how a consumer that sees no events (nothing
   * changed under its prefix) learns that it is nevertheless up to date with a revision that
   * writes elsewhere moved the store to.
   */
  readonly onProgress?: (revision: number) => void;
  /**
   * Called at most once when the backend ends the watch itself; the watch is then stopped.
   * `Compacted` (its `revision` the compacted revision): history the watch still needed was
   * compacted away (etcd, after a disconnect longer than the retention); the consumer must
   * re-read the state and watch again. `Closed`: the backend canceled the watch for another
   * reason. The in-process backends (memory, SQLite) never end a watch this way.
   */
  readonly onError?: (error: StorageError) => void;
}

export interface StorageWatch {
  /** Stop delivery; idempotent. */
  stop(): void;
  /**
   * Ask for a progress notification: soon after, `onProgress` receives a revision at least
   * as new as every revision committed before this call (a consistent-read barrier). The
   * in-process backends answer synchronously when nothing is queued for the listener; etcd
   * answers through the watch stream (see etcd.ts). A caller waiting on the answer may repeat
   * the request; repeats while one is outstanding are merged.
   */
  requestProgress(): void;
}

export type StorageErrorCode =
  /** get/update/delete of a missing key. */
  | 'KeyNotFound'
  /** create of an existing key. */
  | 'KeyExists'
  /** update/delete whose expectedModRevision differs from the key's modRevision. */
  | 'Conflict'
  /** read or watch at a revision older than the compacted revision. */
  | 'Compacted'
  /** read at a revision newer than the current one. */
  | 'FutureRevision'
  /** the store was closed. */
  | 'Closed';

export class StorageError extends Error {
  readonly code: StorageErrorCode;
  readonly key: string;
  /** For Conflict: the key's current modRevision. For Compacted: the compacted revision. */
  readonly revision: number;

  constructor(code: StorageErrorCode, key: string, revision: number, message?: string) {
    super(message ?? `${code}: key ${JSON.stringify(key)} at revision ${revision}`);
    this.name = 'StorageError';
    this.code = code;
    this.key = key;
    this.revision = revision;
  }
}

export interface Storage {
  /** Latest committed revision (0 for an empty, never-written store). */
  currentRevision(): number;
  /** Oldest revision still readable; reads and watches before it fail with Compacted. */
  compactedRevision(): number;

  /** Read a key, at the latest revision or at `revision`. Returns undefined when absent. */
  get(key: string, opts?: { revision?: number }): Promise<KeyValue | undefined>;
  /** List keys with the given prefix in key order. */
  list(prefix: string, opts?: ListOptions): Promise<ListResult>;

  /** Create a key; fails with KeyExists. */
  create(key: string, value: Uint8Array): Promise<KeyValue>;
  /**
   * Replace a key's value; fails with KeyNotFound, or with Conflict when
   * `expectedModRevision` is given and differs from the key's current modRevision.
   */
  update(key: string, value: Uint8Array, opts?: { expectedModRevision?: number }): Promise<KeyValue>;
  /**
   * Delete a key; returns the deleted value with modRevision = the delete's revision.
   * Fails with KeyNotFound, or Conflict on a mismatched expectedModRevision.
   */
  delete(key: string, opts?: { expectedModRevision?: number }): Promise<KeyValue>;

  /**
   * Optional: `create` and `update` that take ownership of `value`. The caller hands over an
   * array it allocated for this write alone and never changes it afterwards (reading it stays
   * fine), so the backend may keep it as the stored value instead of copying it
   * (`create`/`update` always copy their input). Same results, errors and events otherwise.
   * Absent: callers use `create`/`update`.
   */
  createOwned?(key: string, value: Uint8Array): Promise<KeyValue>;
  updateOwned?(key: string, value: Uint8Array, opts?: { expectedModRevision?: number }): Promise<KeyValue>;

  /**
   * Subscribe to changes under a prefix. Events after `afterRevision` that are still in
   * history are replayed first (synchronously, before watch() returns is allowed), then
   * live events follow in commit order. Throws StorageError('Compacted') if
   * afterRevision < compactedRevision(). Listeners must not throw.
   */
  watch(prefix: string, opts: WatchOptions, listener: (event: StorageEvent) => void): StorageWatch;

  /**
   * Forget history up to `revision` (exclusive of the latest state of live keys). Reads below
   * it fail with Compacted from this call on. A shared backend (etcd) coordinates
   * compaction between the processes using it, so one compaction happens per interval in the
   * cluster however many servers call this.
   */
  compact(revision: number): void;

  /** Release resources; later calls fail with Closed. */
  close(): Promise<void>;

  /**
   * The backend's health probe for /livez and /readyz, under the name upstream gives its
   * storage check (`etcd`) or the backend's own (`sqlite`): resolves when the store can serve
   * reads and writes, throws (with the reason) when not. Must not hang. Absent: in-process
   * backends that cannot become unreachable (memory).
   */
  readonly healthCheck?: { readonly name: string; check(): Promise<void> };
}

/**
 * Buffers carved into values by their writer (see registry/value-slabs.ts): each byte range is
 * handed over once, to one owned write, and never written again, so a view into one of them
 * passed to `createOwned`/`updateOwned` may be kept as it is. A view into any other larger
 * buffer (Node's pooled Buffers) is copied by the owned calls all the same. Trade-off: a kept
 * view keeps its whole buffer (at most SLAB_BYTES) alive as long as the value is stored.
 */
export const ownedSlabBuffers = new WeakSet<ArrayBufferLike>();
