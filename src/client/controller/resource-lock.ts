/**
 * The lock a LeaderElector contends for (client-go's `resourcelock.Interface`): one record
 * of who holds a lease, read and written with optimistic concurrency.
 */

/**
 * The election state a lock stores (client-go's `LeaderElectionRecord`; for a Lease, its
 * spec). Times are MicroTime strings (`2026-11-27T09:00:00.000000Z`).
 */
export interface LeaderElectionRecord {
  /** Who holds the lease; '' when nobody does (after a release). */
  readonly holderIdentity: string;
  readonly leaseDurationSeconds: number;
  readonly acquireTime?: string;
  readonly renewTime?: string;
  /** How many times the lease changed hands. */
  readonly leaderTransitions: number;
  /** Coordinated leader election: the strategy that picked the holder. */
  readonly strategy?: string;
  /** Coordinated leader election: set when the holder's term ends in favour of another candidate. */
  readonly preferredHolder?: string;
}

/**
 * One lock. Contract, as the elector relies on it:
 *
 * - `get` reads the current record and remembers the object it came from (its
 *   resourceVersion); it throws an `ApiError` for which `isNotFound` holds when there is
 *   no lock object. `raw` is a canonical serialisation of the record: equal records give
 *   equal strings, so a change of `raw` means someone wrote.
 * - `create` creates the lock object with the record; `AlreadyExists` when it exists.
 * - `update` replaces the record of the object last read, created or updated through this
 *   lock, guarded by that object's resourceVersion: a write by anyone else in between
 *   makes it throw an `ApiError` for which `isConflict` holds (409). Before any `get` or
 *   `create` it throws a {@link LockNotInitializedError}.
 * - `signal` aborts an operation; the elector uses it for its renew deadline.
 *
 * Implementations need not be safe for concurrent calls: one elector makes one call at a time.
 */
export interface ResourceLock {
  /** The unique identity of this participant across everyone contending for the lock. */
  readonly identity: string;
  get(signal?: AbortSignal): Promise<{ readonly record: LeaderElectionRecord; readonly raw: string }>;
  create(record: LeaderElectionRecord, signal?: AbortSignal): Promise<void>;
  update(record: LeaderElectionRecord, signal?: AbortSignal): Promise<void>;
  /** For messages: `namespace/name` of the lock object. */
  describe(): string;
}

/** `update` before the lock object was read or created. `code` is stable. */
export class LockNotInitializedError extends Error {
  readonly code = 'ERR_LOCK_NOT_INITIALIZED' as const;

  constructor() {
    // client-go's text.
    super('lease not initialized, call get or create first');
    this.name = 'LockNotInitializedError';
  }
}

/** The canonical serialisation of a record (fields in a fixed order, absent as ''). */
export function serializeRecord(r: LeaderElectionRecord): string {
  return JSON.stringify([
    r.holderIdentity,
    r.leaseDurationSeconds,
    r.acquireTime ?? '',
    r.renewTime ?? '',
    r.leaderTransitions,
    r.strategy ?? '',
    r.preferredHolder ?? '',
  ]);
}
