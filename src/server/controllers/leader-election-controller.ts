/**
 * The coordinated-leader-election controller (upstream: kube-apiserver's
 * leader-election-controller, pkg/controlplane/controller/leaderelection, 1.33): for every Lease
 * name that LeaseCandidates contend for, it elects a holder and writes the Lease.
 *
 * Informer and work-queue pattern, in-process: the LeaseCandidate and Lease watch caches are the
 * informers (initial state, then every change), a WorkQueue of `namespace/leaseName` keys is fed
 * by their events, and one worker runs an election step per key. A step reads the state anew
 * (nothing is kept per election), decides with the pure functions of election.ts and does at most
 * one kind of write: ping candidates (spec.pingTime), create or update the Lease, or nothing; the
 * key comes back after `defaultRequeueInterval` (5 s) or, while a ping is awaited inside
 * `electionDuration`, with the answer's event. Time is the injected clock's; the controller never
 * sleeps, it requeues.
 *
 * A strategy conflict (candidates at the same highest binaryVersion naming different strategies)
 * stops elections for that Lease until resolved. Upstream records an event; this server has no
 * events, so a conflict is made visible three ways, see `ConflictReporter` below.
 */
import { formatMicroTime, type Clock } from '../../meta/clock.js';
import { isAlreadyExists, isConflict, isNotFound } from '../../meta/status.js';
import type { KubeObject, LeaseCandidate } from '../../meta/types.js';
import type { Counter, Gauge, MetricsRegistry } from '../metrics.js';
import type { CacheSubscription } from '../registry/watch-cache.js';
import {
  admissibleCandidates,
  candidateShouldEnqueue,
  CONTROLLER_NAME,
  DEFAULT_REQUEUE_INTERVAL_MS,
  electionNeeded,
  leaseSpecAfterElection,
  microsOf,
  newLeaseSpec,
  planElectionStep,
  type LeaseView,
  type StrategyChoice,
} from './election.js';
import type { ResourceAccess } from './sources.js';
import { WorkQueue } from '../../meta/work-queue.js';

/** Annotation set on every live candidate of a Lease whose candidates disagree on the strategy. */
export const STRATEGY_CONFLICT_ANNOTATION = 'coordination.cluster.io/strategy-conflict';

/** The field manager of the controller's writes (upstream's loopback client is `kube-apiserver`). */
export const CONTROLLER_FIELD_MANAGER = 'kube-apiserver';

const LEASE_API_VERSION = 'coordination.cluster.io/v1';

/** A failure of one election step, as reported to the server's onError hook. `code` is stable. */
export class LeaderElectionError extends Error {
  readonly code: string = 'ERR_LEADER_ELECTION';
  constructor(
    readonly namespace: string,
    readonly leaseName: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${CONTROLLER_NAME}: lease ${namespace}/${leaseName}: ${message}`, options);
    this.name = 'LeaderElectionError';
  }
}

/** Candidates of a Lease disagree on the strategy: no election until a user resolves it. */
export class StrategyConflictError extends LeaderElectionError {
  override readonly code = 'ERR_LEASE_STRATEGY_CONFLICT';
  constructor(namespace: string, leaseName: string, readonly detail: string) {
    super(namespace, leaseName, detail);
    this.name = 'StrategyConflictError';
  }
}

export interface LeaderElectionControllerOptions {
  readonly clock: Clock;
  readonly leases: ResourceAccess<KubeObject>;
  readonly candidates: ResourceAccess<LeaseCandidate>;
  /** Told about failed steps and strategy conflicts (the server's onError). */
  readonly onError: (err: unknown) => void;
  /** Where the conflict metrics are registered (the server's registry). */
  readonly metrics?: MetricsRegistry;
}

type Key = `${string}/${string}`;

const keyOf = (namespace: string, name: string): Key => `${namespace}/${name}`;

function splitKey(key: Key): { namespace: string; name: string } {
  const slash = key.indexOf('/');
  return { namespace: key.slice(0, slash), name: key.slice(slash + 1) };
}

/**
 * Makes strategy conflicts visible, once per change of state:
 * - a `StrategyConflictError` through onError when a Lease enters conflict (or its message
 *   changes), not on every requeue;
 * - metrics: gauge `apiserver_coordinated_leader_election_strategy_conflict{namespace,lease}` is 1
 *   while the Lease is in conflict (the series is removed once resolved), counter
 *   `apiserver_coordinated_leader_election_strategy_conflicts_total{namespace,lease}` counts
 *   conflicts that began;
 * - the `coordination.cluster.io/strategy-conflict` annotation, holding upstream's message, on
 *   every live candidate of the Lease (so `ctl describe leasecandidate` shows it), removed again
 *   when the candidates agree.
 */
class ConflictReporter {
  private readonly active = new Map<Key, string>();
  private readonly gauge: Gauge<'namespace' | 'lease'> | undefined;
  private readonly counter: Counter<'namespace' | 'lease'> | undefined;

  constructor(
    private readonly onError: (err: unknown) => void,
    metrics: MetricsRegistry | undefined,
  ) {
    this.gauge = metrics?.gauge({
      name: 'apiserver_coordinated_leader_election_strategy_conflict',
      help: 'Leases whose candidates disagree on the election strategy (1 while in conflict); coordinated leader election does not elect for them.',
      labelNames: ['namespace', 'lease'],
    });
    this.counter = metrics?.counter({
      name: 'apiserver_coordinated_leader_election_strategy_conflicts_total',
      help: 'Strategy conflicts that began between the candidates of a lease.',
      labelNames: ['namespace', 'lease'],
    });
  }

  /** The conflict message of a Lease, if it is in conflict. */
  messageFor(key: Key): string | undefined {
    return this.active.get(key);
  }

  raise(key: Key, detail: string): void {
    if (this.active.get(key) === detail) return;
    const { namespace, name } = splitKey(key);
    const began = !this.active.has(key);
    this.active.set(key, detail);
    this.gauge?.set({ namespace, lease: name }, 1);
    if (began) this.counter?.inc({ namespace, lease: name });
    this.onError(new StrategyConflictError(namespace, name, detail));
  }

  resolve(key: Key): void {
    if (!this.active.delete(key)) return;
    const { namespace, name } = splitKey(key);
    this.gauge?.remove({ namespace, lease: name });
  }
}

export class LeaderElectionController {
  private readonly clock: Clock;
  private readonly leases: ResourceAccess<KubeObject>;
  private readonly candidates: ResourceAccess<LeaseCandidate>;
  private readonly onError: (err: unknown) => void;
  private readonly queue: WorkQueue<Key>;
  private readonly conflicts: ConflictReporter;
  /** Last error reported per Lease: the same failure on every requeue is reported once. */
  private readonly lastError = new Map<Key, string>();
  private subscriptions: CacheSubscription[] = [];
  private worker: Promise<void> | undefined;
  private stopped = false;

  /** Builds the controller; nothing runs until start(). */
  constructor(options: LeaderElectionControllerOptions) {
    this.clock = options.clock;
    this.leases = options.leases;
    this.candidates = options.candidates;
    this.onError = options.onError;
    this.queue = new WorkQueue<Key>({ clock: options.clock });
    this.conflicts = new ConflictReporter(options.onError, options.metrics);
  }

  /**
   * Subscribe to both sources (their current state arrives as ADDED events, which enqueues every
   * contended Lease, as upstream lists candidates on start) and start the worker.
   */
  start(): void {
    if (this.worker || this.stopped) return;
    this.subscriptions.push(
      this.candidates.source.subscribe({ predicate: { empty: true, matches: () => true }, initialEvents: true }, (e) => {
        const c = e.object as LeaseCandidate;
        // A deleted candidate's Lease is looked at too (upstream enqueues on delete as well).
        if (e.type === 'DELETED' || candidateShouldEnqueue(c)) this.enqueue(c.metadata?.namespace ?? '', c.spec?.leaseName ?? '');
      }).subscription,
      this.leases.source.subscribe({ predicate: { empty: true, matches: () => true }, initialEvents: true }, (e) => {
        this.enqueue(e.object.metadata?.namespace ?? '', e.object.metadata?.name ?? '');
      }).subscription,
    );
    this.worker = this.work();
  }

  /** The one worker: a key at a time, never concurrently (the queue's promise); after stop, queued keys are only marked done. */
  private async work(): Promise<void> {
    for (;;) {
      const item = await this.queue.get();
      if (item.shutdown) return;
      try {
        if (!this.stopped) await this.reconcile(item.key);
      } catch (err) {
        this.report(item.key, err);
      } finally {
        this.queue.done(item.key);
      }
    }
  }

  /** Stop: no more steps or writes; a step under way ends at its next write. Idempotent. */
  stop(): void {
    this.stopped = true;
    for (const s of this.subscriptions.splice(0)) s.stop();
    this.queue.shutDown();
  }

  /** Resolves once no step is queued or running (delayed requeues are not counted). */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  /** Steps queued or running. */
  get pending(): number {
    return this.queue.len() + this.queue.processingCount();
  }

  /** The strategy conflict of a Lease, if its candidates are in one. */
  strategyConflict(namespace: string, leaseName: string): string | undefined {
    return this.conflicts.messageFor(keyOf(namespace, leaseName));
  }

  private enqueue(namespace: string, leaseName: string): void {
    if (leaseName === '') return;
    this.queue.add(keyOf(namespace, leaseName));
  }

  private requeue(key: Key, ms: number): void {
    if (ms > 0) this.queue.addAfter(key, ms);
  }

  /** Report a failed step once per distinct message (a requeued failure repeats it every 5 s). */
  private report(key: Key, err: unknown): void {
    if (this.stopped) return;
    const { namespace, name } = splitKey(key);
    const error = err instanceof LeaderElectionError ? err : new LeaderElectionError(namespace, name, err instanceof Error ? err.message : String(err), { cause: err });
    if (this.lastError.get(key) === error.message) return;
    this.lastError.set(key, error.message);
    this.onError(error);
  }

  /** Current candidates of a namespace, in name order (upstream's lister order is a map's). */
  private candidatesIn(namespace: string): LeaseCandidate[] {
    const out: LeaseCandidate[] = [];
    for (const o of this.candidates.source.snapshot()) if (o.metadata?.namespace === namespace) out.push(o as LeaseCandidate);
    return out.sort((a, b) => ((a.metadata?.name ?? '') < (b.metadata?.name ?? '') ? -1 : 1));
  }

  private cachedLease(namespace: string, name: string): LeaseView | undefined {
    for (const o of this.leases.source.snapshot()) {
      if (o.metadata?.namespace === namespace && o.metadata?.name === name) return o as LeaseView;
    }
    return undefined;
  }

  /** One election step for a Lease (upstream's reconcileElectionStep), then the conflict annotations. */
  private async reconcile(key: Key): Promise<void> {
    if (this.stopped) return;
    const { namespace, name } = splitKey(key);
    let failure: unknown;
    try {
      const requeueMs = await this.electionStep(key, namespace, name);
      this.requeue(key, requeueMs);
      this.lastError.delete(key);
    } catch (err) {
      const requeueMs = err instanceof StepError ? err.requeueMs : 0;
      this.requeue(key, requeueMs);
      failure = err instanceof StepError ? err.cause : err;
    }
    await this.syncConflictAnnotations(namespace, name, this.conflicts.messageFor(key));
    if (failure !== undefined) throw failure;
  }

  /** Returns the requeue delay (0: none); throws StepError for a failure with its requeue delay. */
  private async electionStep(key: Key, namespace: string, name: string): Promise<number> {
    const nowMs = this.clock.now();
    const nowUs = microsOf(nowMs);
    const candidates = admissibleCandidates(this.candidatesIn(namespace), name, nowUs);
    if (candidates.length === 0) {
      this.conflicts.resolve(key);
      return 0;
    }

    const need = electionNeeded(this.cachedLease(namespace, name), candidates, nowUs);
    if (!need.needed) {
      if (need.reason === 'strategy-error') this.strategyFailure(key, namespace, name, need.choice, DEFAULT_REQUEUE_INTERVAL_MS);
      this.conflicts.resolve(key);
      return DEFAULT_REQUEUE_INTERVAL_MS;
    }

    const step = planElectionStep(candidates, nowUs);
    switch (step.kind) {
      case 'ping': {
        // Upstream pings one candidate after the other and stops at the first failure.
        for (const c of step.ping) {
          if (this.stopped) return 0;
          const pinged = structuredClone(c);
          pinged.spec = { ...pinged.spec!, pingTime: formatMicroTime(nowMs) };
          try {
            await this.candidates.store.update(namespace, c.metadata!.name!, pinged, { fieldManager: CONTROLLER_FIELD_MANAGER });
          } catch (err) {
            throw new StepError(DEFAULT_REQUEUE_INTERVAL_MS, err);
          }
        }
        return step.requeueMs;
      }
      case 'await-acks':
        return 0;
      case 'no-candidates':
        throw new StepError(0, new LeaderElectionError(namespace, name, 'no available candidates'));
      case 'strategy-error':
        this.strategyFailure(key, namespace, name, step.choice, 0);
        return 0;
      case 'elect':
        this.conflicts.resolve(key);
        return this.writeLease(namespace, name, step.strategy, step.holder, nowMs);
    }
  }

  private strategyFailure(key: Key, namespace: string, name: string, choice: Extract<StrategyChoice, { ok: false }>, requeueMs: number): never {
    if (choice.conflict) {
      this.conflicts.raise(key, choice.message);
      // Already reported (once) by the conflict reporter; the step ends without another report.
      throw new StepError(requeueMs, undefined);
    }
    throw new StepError(requeueMs, new LeaderElectionError(namespace, name, choice.message));
  }

  /**
   * Create the Lease for the electee; when it exists, read it live and update it as
   * `leaseSpecAfterElection` says (holder when free or expired, else only preferredHolder).
   */
  private async writeLease(namespace: string, name: string, strategy: string, holder: string | undefined, nowMs: number): Promise<number> {
    if (this.stopped) return 0;
    const renewTime = formatMicroTime(nowMs);
    const lease: KubeObject & { spec: unknown } = {
      apiVersion: LEASE_API_VERSION,
      kind: 'Lease',
      metadata: { name, namespace },
      spec: newLeaseSpec(strategy, holder, renewTime),
    };
    try {
      await this.leases.store.create(namespace, lease, { fieldManager: CONTROLLER_FIELD_MANAGER });
      return DEFAULT_REQUEUE_INTERVAL_MS;
    } catch (err) {
      if (!isAlreadyExists(err)) throw new StepError(0, err);
    }
    let existing: KubeObject & LeaseView;
    try {
      existing = (await this.leases.store.get(namespace, name)) as KubeObject & LeaseView;
    } catch (err) {
      throw new StepError(0, err);
    }
    const change = leaseSpecAfterElection(existing, strategy, holder, microsOf(nowMs), renewTime);
    // Nothing to change: look again later, to notice the Lease expiring.
    if (!change || this.stopped) return DEFAULT_REQUEUE_INTERVAL_MS;
    try {
      await this.leases.store.update(namespace, name, { ...existing, spec: change.spec } as KubeObject, { fieldManager: CONTROLLER_FIELD_MANAGER });
    } catch (err) {
      throw new StepError(0, err);
    }
    return DEFAULT_REQUEUE_INTERVAL_MS;
  }

  /**
   * Keep the conflict annotation of the Lease's candidates in line with its state: on every live
   * candidate while in conflict, on none otherwise. Reads each candidate live before writing and
   * retries a write that lost a race with the candidate's own update.
   */
  private async syncConflictAnnotations(namespace: string, leaseName: string, message: string | undefined): Promise<void> {
    const nowUs = microsOf(this.clock.now());
    const live = new Set(message === undefined ? [] : admissibleCandidates(this.candidatesIn(namespace), leaseName, nowUs).map((c) => c.metadata?.name));
    for (const cached of this.candidatesIn(namespace)) {
      if (cached.spec?.leaseName !== leaseName) continue;
      const want = live.has(cached.metadata?.name) ? message : undefined;
      if (cached.metadata?.annotations?.[STRATEGY_CONFLICT_ANNOTATION] === want) continue;
      await this.annotate(namespace, leaseName, cached.metadata!.name!, want);
    }
  }

  private async annotate(namespace: string, leaseName: string, name: string, value: string | undefined): Promise<void> {
    for (let attempt = 0; attempt < 3 && !this.stopped; attempt++) {
      try {
        const c = await this.candidates.store.get(namespace, name);
        const annotations = { ...(c.metadata?.annotations ?? {}) };
        if (annotations[STRATEGY_CONFLICT_ANNOTATION] === value) return;
        if (value === undefined) delete annotations[STRATEGY_CONFLICT_ANNOTATION];
        else annotations[STRATEGY_CONFLICT_ANNOTATION] = value;
        c.metadata = { ...c.metadata, annotations };
        if (Object.keys(annotations).length === 0) delete c.metadata.annotations;
        await this.candidates.store.update(namespace, name, c, { fieldManager: CONTROLLER_FIELD_MANAGER });
        return;
      } catch (err) {
        if (isNotFound(err)) return;
        if (isConflict(err)) continue;
        this.report(keyOf(namespace, leaseName), err);
        return;
      }
    }
  }
}

/** A step failure with the delay after which upstream looks at the Lease again (0: only on an event). */
class StepError extends Error {
  constructor(
    readonly requeueMs: number,
    override readonly cause: unknown,
  ) {
    super('election step failed');
  }
}
