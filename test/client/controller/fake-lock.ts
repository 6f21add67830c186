/**
 * An in-memory lock store shared by several FakeLocks, with the guarded-update semantics of a
 * real Lease (a write over a stale resourceVersion is a 409), optional latency through the
 * injected clock and injectable failures (a partition), for leader election tests.
 */
import type { Clock } from '../../../src/meta/clock.js';
import { ApiError, statusErrors } from '../../../src/meta/status.js';
import { LockNotInitializedError, serializeRecord, type LeaderElectionRecord, type ResourceLock } from '../../../src/client/controller/resource-lock.js';

const GR = { group: 'coordination.cluster.io', resource: 'leases' };

export interface LockOp {
  readonly at: number;
  readonly identity: string;
  readonly op: 'get' | 'create' | 'update';
  readonly result: 'ok' | 'notFound' | 'conflict' | 'exists' | 'failed';
  readonly record?: LeaderElectionRecord;
  /** For writes: the record they replaced. */
  readonly previous?: LeaderElectionRecord;
}

export class FakeLockStore {
  record: LeaderElectionRecord | undefined;
  rv = 0;
  readonly ops: LockOp[] = [];

  constructor(readonly clock: Clock, readonly name = 'ns/lease') {}

  /** A write by someone outside the election (a controller, kubectl): bumps the resourceVersion. */
  write(record: LeaderElectionRecord): void {
    this.record = record;
    this.rv++;
  }

  writes(identity?: string): LockOp[] {
    return this.ops.filter((o) => o.op !== 'get' && o.result === 'ok' && (identity === undefined || o.identity === identity));
  }
}

export interface FakeLockOptions {
  /** Delay before the store applies a request and before its answer arrives (ms). */
  readonly latency?: () => readonly [number, number];
  /** When it returns true, the request fails with a 500 before reaching the store. */
  readonly failing?: () => boolean;
}

export class FakeLock implements ResourceLock {
  private rv: number | undefined;

  constructor(
    private readonly store: FakeLockStore,
    readonly identity: string,
    private readonly options: FakeLockOptions = {},
  ) {}

  describe(): string {
    return this.store.name;
  }

  async get(signal?: AbortSignal): Promise<{ record: LeaderElectionRecord; raw: string }> {
    return this.call('get', signal, () => {
      if (!this.store.record) throw statusErrors.notFound(GR, 'lease');
      this.rv = this.store.rv;
      return { record: this.store.record, raw: serializeRecord(this.store.record) };
    });
  }

  async create(record: LeaderElectionRecord, signal?: AbortSignal): Promise<void> {
    return this.call('create', signal, () => {
      if (this.store.record) throw statusErrors.alreadyExists(GR, 'lease');
      this.store.write(record);
      this.rv = this.store.rv;
    }, record);
  }

  async update(record: LeaderElectionRecord, signal?: AbortSignal): Promise<void> {
    if (this.rv === undefined) throw new LockNotInitializedError();
    return this.call('update', signal, () => {
      if (this.rv !== this.store.rv) throw statusErrors.conflict(GR, 'lease', 'the object has been modified; please apply your changes to the latest version and try again');
      this.store.write(record);
      this.rv = this.store.rv;
    }, record);
  }

  private async call<T>(op: LockOp['op'], signal: AbortSignal | undefined, apply: () => T, record?: LeaderElectionRecord): Promise<T> {
    const [before, after] = this.options.latency?.() ?? [0, 0];
    if (before > 0) await this.delay(before, signal);
    const previous = this.store.record;
    const log = (result: LockOp['result']) =>
      this.store.ops.push({ at: this.store.clock.now(), identity: this.identity, op, result, ...(record ? { record } : {}), ...(previous ? { previous } : {}) });
    if (this.options.failing?.()) {
      log('failed');
      throw new ApiError({ kind: 'Status', apiVersion: 'v1', status: 'Failure', code: 500, reason: 'InternalError', message: 'partitioned' });
    }
    let value: T;
    try {
      value = apply();
      log('ok');
    } catch (err) {
      const reason = (err as ApiError).reason;
      log(reason === 'NotFound' ? 'notFound' : reason === 'Conflict' ? 'conflict' : reason === 'AlreadyExists' ? 'exists' : 'failed');
      throw err;
    }
    if (after > 0) await this.delay(after, signal);
    return value;
  }

  private delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(new Error('aborted'));
      const onAbort = () => {
        cancel();
        reject(new Error('aborted'));
      };
      const cancel = this.store.clock.setTimer(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }
}
