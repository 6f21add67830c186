/**
 * A {@link ResourceLock} on a Lease (`coordination.cluster.io/v1`), client-go's
 * `resourcelock.LeaseLock`: the election record is the Lease's spec.
 */
import type { Lease, LeaseSpec } from '../../meta/types.js';
import type { GetOptions, WriteOptions } from '../resource-client.js';
import { LockNotInitializedError, serializeRecord, type LeaderElectionRecord, type ResourceLock } from './resource-lock.js';

/** What a LeaseLock needs of a client: get, create and update Leases in one namespace. */
export interface LeaseLockClient {
  get(name: string, opts?: GetOptions): Promise<Lease>;
  create(obj: Lease, opts?: WriteOptions): Promise<Lease>;
  update(obj: Lease, opts?: WriteOptions): Promise<Lease>;
}

export interface LeaseLockOptions {
  /** A client with `leases` (e.g. `createClient(...)`). */
  readonly client: { readonly leases: { namespace(ns: string): LeaseLockClient } };
  readonly namespace: string;
  /** Name of the Lease. */
  readonly name: string;
  /** This participant's identity, unique among everyone contending (in coordinated mode: its LeaseCandidate's name). */
  readonly identity: string;
  /** Labels set on the Lease when created and kept on every update (others are left alone). */
  readonly labels?: Readonly<Record<string, string>>;
}

/** The election record of a Lease spec (absent fields as zero values). */
export function leaseSpecToRecord(spec: LeaseSpec | undefined): LeaderElectionRecord {
  const s = spec ?? {};
  return {
    holderIdentity: s.holderIdentity ?? '',
    leaseDurationSeconds: s.leaseDurationSeconds ?? 0,
    leaderTransitions: s.leaseTransitions ?? 0,
    ...(s.acquireTime !== undefined ? { acquireTime: s.acquireTime } : {}),
    ...(s.renewTime !== undefined ? { renewTime: s.renewTime } : {}),
    ...(s.preferredHolder ? { preferredHolder: s.preferredHolder } : {}),
    ...(s.strategy ? { strategy: s.strategy } : {}),
  };
}

/** The Lease spec of an election record (client-go writes holderIdentity even when empty). */
export function recordToLeaseSpec(r: LeaderElectionRecord): LeaseSpec {
  return {
    holderIdentity: r.holderIdentity,
    leaseDurationSeconds: r.leaseDurationSeconds,
    ...(r.acquireTime !== undefined ? { acquireTime: r.acquireTime } : {}),
    ...(r.renewTime !== undefined ? { renewTime: r.renewTime } : {}),
    leaseTransitions: r.leaderTransitions,
    ...(r.preferredHolder ? { preferredHolder: r.preferredHolder } : {}),
    ...(r.strategy ? { strategy: r.strategy } : {}),
  };
}

/**
 * A lock on one Lease. It keeps the Lease last read or written, and `update` sends it back
 * with that resourceVersion: a write by anyone else in between is a 409 (`isConflict`).
 * Constructing it does no I/O.
 */
export class LeaseLock implements ResourceLock {
  readonly identity: string;
  readonly namespace: string;
  readonly name: string;
  private readonly leases: LeaseLockClient;
  private readonly labels: Readonly<Record<string, string>> | undefined;
  private lease: Lease | undefined;

  constructor(options: LeaseLockOptions) {
    this.identity = options.identity;
    this.namespace = options.namespace;
    this.name = options.name;
    this.labels = options.labels;
    this.leases = options.client.leases.namespace(options.namespace);
  }

  async get(signal?: AbortSignal): Promise<{ readonly record: LeaderElectionRecord; readonly raw: string }> {
    const lease = await this.leases.get(this.name, signal ? { signal } : {});
    this.lease = lease;
    const record = leaseSpecToRecord(lease.spec);
    return { record, raw: serializeRecord(record) };
  }

  async create(record: LeaderElectionRecord, signal?: AbortSignal): Promise<void> {
    const lease: Lease = {
      apiVersion: 'coordination.cluster.io/v1',
      kind: 'Lease',
      metadata: { name: this.name, namespace: this.namespace, ...(this.labels ? { labels: { ...this.labels } } : {}) },
      spec: recordToLeaseSpec(record),
    };
    this.lease = await this.leases.create(lease, signal ? { signal } : {});
  }

  async update(record: LeaderElectionRecord, signal?: AbortSignal): Promise<void> {
    if (!this.lease) throw new LockNotInitializedError();
    const metadata = { ...this.lease.metadata };
    // Only the labels this lock owns are overwritten.
    if (this.labels) metadata.labels = { ...(metadata.labels ?? {}), ...this.labels };
    const next: Lease = { ...this.lease, metadata, spec: recordToLeaseSpec(record) };
    this.lease = await this.leases.update(next, signal ? { signal } : {});
  }

  describe(): string {
    return `${this.namespace}/${this.name}`;
  }
}
