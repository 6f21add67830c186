/**
 * Tracks when each storage revision was committed, so that:
 * - requests naming a revision the store has not reached can wait briefly for it
 *   ("too large resource version": wait, then 504 with Retry-After);
 * - history older than the retention window is compacted, which is what makes old
 *   continue tokens and Exact lists expire with 410 (tokens live `retentionMs`).
 * Subscribes to every key of the storage; storage delivery order is commit order.
 */
import type { Clock } from '../../meta/clock.js';
import type { Storage } from '../storage/storage.js';
export interface RevisionTrackerOptions {
    readonly storage: Storage;
    readonly clock: Clock;
    /** How long committed history stays readable (continue tokens, Exact lists). */
    readonly retentionMs: number;
    /** How often to compact (default: a tenth of the retention, at least 1 s). */
    readonly compactIntervalMs?: number;
}
export declare class RevisionTracker {
    private readonly storage;
    private readonly clock;
    private readonly retentionMs;
    private readonly compactIntervalMs;
    /** [revision, commitTimeMs] pairs in revision order, pruned as history is compacted. */
    private readonly commits;
    private waiters;
    private watch;
    private cancelTimer;
    private stopped;
    constructor(options: RevisionTrackerOptions);
    start(): void;
    stop(): void;
    private schedule;
    private wake;
    /**
     * Resolve true once the storage has reached `revision`, or false after `timeoutMs`.
     */
    waitFor(revision: number, timeoutMs: number): Promise<boolean>;
    /** Compact history committed before the retention window. Returns the compacted revision. */
    compactExpired(): number;
    currentRevision(): number;
    /** Compact everything up to `revision` now (tests use this to force 410s). */
    compactTo(revision: number): void;
}
