/**
 * Coordinated leader election in the server, behind the `CoordinatedLeaderElection` feature gate
 * (beta and off by default in 1.33, as upstream): the election controller and the LeaseCandidate
 * garbage collector, started with the server and stopped with it.
 *
 * Tests (and embedders) wait with `settled()` instead of sleeping: it resolves once every change
 * committed so far has reached the controllers' sources and no election step or collection pass
 * is queued or running. Delayed requeues (5 s) and the next collection pass (30 min) are timers
 * on the injected clock; moving the clock releases them.
 */
import type { Clock } from '../../meta/clock.js';
import type { ResourceDescriptor } from '../../meta/resources.js';
import type { KubeObject, LeaseCandidate } from '../../meta/types.js';
import type { MetricsRegistry } from '../metrics.js';
import { LeaderElectionController } from './leader-election-controller.js';
import { LeaseCandidateGc } from './lease-candidate-gc.js';
import type { ObjectSource, ObjectStore, ResourceAccess } from './sources.js';

/** How long settled() lets a source catch up with storage before it looks again. */
const FRESHNESS_WAIT_MS = 3_000;

export interface CoordinatedLeaderElectionOptions {
  readonly clock: Clock;
  readonly leases: ResourceAccess<KubeObject>;
  readonly candidates: ResourceAccess<LeaseCandidate>;
  readonly onError: (err: unknown) => void;
  readonly metrics?: MetricsRegistry;
  /** Time between garbage collection passes (default 30 min, upstream's LeaseCandidateGCPeriod). */
  readonly gcPeriodMs?: number;
}

export class CoordinatedLeaderElection {
  readonly controller: LeaderElectionController;
  readonly gc: LeaseCandidateGc;
  private readonly sources: readonly ObjectSource[];
  private readonly revision: () => number;

  /** Builds both controllers; nothing runs until start(). */
  constructor(options: CoordinatedLeaderElectionOptions) {
    this.controller = new LeaderElectionController(options);
    this.gc = new LeaseCandidateGc({
      clock: options.clock,
      candidates: options.candidates,
      onError: options.onError,
      ...(options.gcPeriodMs !== undefined ? { periodMs: options.gcPeriodMs } : {}),
    });
    this.sources = [options.leases.source, options.candidates.source];
    const stores = [options.leases.store, options.candidates.store];
    this.revision = () => Math.max(...stores.map((s) => s.currentRevision()));
  }

  /** Start the controller and the collector (after the watch caches have loaded). */
  start(): void {
    this.controller.start();
    this.gc.start();
  }

  /** Stop both; writes under way are the last. Idempotent. */
  stop(): void {
    this.controller.stop();
    this.gc.stop();
  }

  /**
   * Resolves once everything committed so far has been seen and handled: the sources are synced
   * to the store's revision, and no election step or collection pass is queued or running, and
   * that handling committed nothing new (the loop repeats until it did not).
   */
  async settled(): Promise<void> {
    for (;;) {
      const revision = this.revision();
      await Promise.all(this.sources.map((s) => s.waitForFresh(revision, FRESHNESS_WAIT_MS)));
      await this.controller.idle();
      await this.gc.idle();
      if (this.revision() === revision && this.controller.pending === 0 && !this.gc.busy) return;
    }
  }
}

/** What the server hands over to build the controllers from its own registry. */
export interface ServerParts {
  readonly resources: readonly ResourceDescriptor<any>[];
  readonly storeFor: (d: ResourceDescriptor<any>) => ObjectStore<KubeObject> | undefined;
  readonly sourceFor: (d: ResourceDescriptor<any>) => ObjectSource | undefined;
  readonly clock: Clock;
  readonly onError: (err: unknown) => void;
  readonly metrics?: MetricsRegistry;
}

const isLeases = (d: ResourceDescriptor<any>): boolean => d.group === 'coordination.cluster.io' && d.version === 'v1' && d.resource === 'leases';
const isLeaseCandidates = (d: ResourceDescriptor<any>): boolean =>
  d.group === 'coordination.cluster.io' && d.version === 'v1beta1' && d.resource === 'leasecandidates';

/**
 * The controllers for a server, or undefined when it does not serve both Lease
 * (`coordination.cluster.io/v1`) and LeaseCandidate (`coordination.cluster.io/v1beta1`), e.g.
 * one of them is switched off with `--runtime-config`.
 */
export function coordinatedLeaderElectionFor(parts: ServerParts): CoordinatedLeaderElection | undefined {
  const leaseD = parts.resources.find(isLeases);
  const candidateD = parts.resources.find(isLeaseCandidates);
  if (!leaseD || !candidateD) return undefined;
  const access = (d: ResourceDescriptor<any>): ResourceAccess<KubeObject> | undefined => {
    const store = parts.storeFor(d);
    const source = parts.sourceFor(d);
    return store && source ? { store, source } : undefined;
  };
  const leases = access(leaseD);
  const candidates = access(candidateD) as ResourceAccess<LeaseCandidate> | undefined;
  if (!leases || !candidates) return undefined;
  return new CoordinatedLeaderElection({
    clock: parts.clock,
    leases,
    candidates,
    onError: parts.onError,
    ...(parts.metrics ? { metrics: parts.metrics } : {}),
  });
}
