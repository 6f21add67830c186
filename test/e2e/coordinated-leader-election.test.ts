/**
 * Coordinated leader election end to end: an in-process server with the CoordinatedLeaderElection
 * gate on and a manual clock; candidates are created and answer pings through the SDK over real
 * HTTP, the Lease is read back the same way. Every wait is `settled()` (the controllers are idle
 * and have seen every commit), never a sleep.
 */
import { describe, expect, it } from 'vitest';
import type { Client } from '../../src/client/client.js';
import { formatMicroTime } from '../../src/meta/clock.js';
import { isConflict, isNotFound } from '../../src/meta/status.js';
import type { Lease, LeaseCandidate } from '../../src/meta/types.js';
import { parseMicroTime } from '../../src/server/controllers/election.js';
import { STRATEGY_CONFLICT_ANNOTATION, StrategyConflictError } from '../../src/server/controllers/leader-election-controller.js';
import { ManualClock } from '../support/manual-clock.js';
import { runCli } from '../cli/run-cli.js';
import { rejectionOf, startCluster } from './harness.js';

const NS = 'default';
const LEASE = 'kube-scheduler';
const OEV = 'OldestEmulationVersion';
const S = 1_000;
const MIN = 60 * S;

interface CandidateSpec {
  readonly bv?: string;
  readonly ev?: string;
  readonly strategy?: string;
  /** How long ago it last renewed; null: no renewTime. Default: now. */
  readonly renewedAgo?: number | null;
}

async function setup(options: { gate?: boolean } = {}) {
  const clock = new ManualClock();
  const errors: unknown[] = [];
  const cluster = await startCluster({
    clock,
    ...(options.gate === false ? {} : { featureGates: { CoordinatedLeaderElection: true } }),
    onError: (err) => errors.push(err),
  });
  const { client, server } = cluster;
  const cle = server.api.coordinatedLeaderElection;
  const settled = async () => {
    await cle?.settled();
  };
  const candidates = client.leaseCandidates.namespace(NS);
  const leases = client.leases.namespace(NS);

  const addCandidate = async (name: string, spec: CandidateSpec = {}): Promise<LeaseCandidate> => {
    const renewedAgo = spec.renewedAgo === undefined ? 0 : spec.renewedAgo;
    const created = await candidates.create({
      metadata: { name },
      spec: {
        leaseName: LEASE,
        binaryVersion: spec.bv ?? '1.33.0',
        emulationVersion: spec.ev ?? '1.33.0',
        strategy: spec.strategy ?? OEV,
        ...(renewedAgo !== null ? { renewTime: formatMicroTime(clock.now() - renewedAgo) } : {}),
      },
    });
    await settled();
    return created;
  };

  /** What a live candidate does: when pinged (pingTime not before its renewTime), renew now. */
  const answerPings = async (names?: readonly string[]): Promise<string[]> => {
    const answered: string[] = [];
    for (const c of (await candidates.list()).items) {
      const name = c.metadata!.name!;
      if (names && !names.includes(name)) continue;
      if (await renewIfPinged(client, clock, name)) answered.push(name);
    }
    await settled();
    return answered;
  };

  /** Move the clock (firing due requeues and collection passes), then wait for the controllers. */
  const advance = async (ms: number) => {
    await clock.advance(ms);
    await settled();
  };

  const lease = async (): Promise<Lease | undefined> => {
    try {
      return await leases.get(LEASE);
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
  };

  await settled();
  return { clock, errors, cluster, client, cle, settled, candidates, leases, addCandidate, answerPings, advance, lease };
}

async function renewIfPinged(client: Client, clock: ManualClock, name: string): Promise<boolean> {
  for (;;) {
    const c = await client.leaseCandidates.namespace(NS).get(name);
    const ping = parseMicroTime(c.spec?.pingTime);
    const renew = parseMicroTime(c.spec?.renewTime);
    if (ping === undefined || (renew !== undefined && renew > ping)) return false;
    try {
      await client.leaseCandidates.namespace(NS).update({ ...c, spec: { ...c.spec!, renewTime: formatMicroTime(clock.now()) } });
      return true;
    } catch (err) {
      // The controller wrote the candidate meanwhile (another ping, an annotation): read again.
      if (!isConflict(err)) throw err;
    }
  }
}

const conflictErrors = (errors: unknown[]) => errors.filter((e): e is StrategyConflictError => e instanceof StrategyConflictError);

describe('coordinated leader election (gate CoordinatedLeaderElection)', () => {
  it('gives a single live candidate the Lease: holder, strategy, 5 s duration, renewTime now', async () => {
    const t = await setup();
    const now = t.clock.now();
    await t.addCandidate('sched-a');
    const lease = await t.lease();
    expect(lease?.spec).toEqual({
      holderIdentity: 'sched-a',
      leaseDurationSeconds: 5,
      renewTime: formatMicroTime(now),
      strategy: OEV,
    });
    expect(lease?.metadata?.managedFields?.map((m) => m.manager)).toEqual(['kube-apiserver']);
    // A candidate that renewed within the election duration needs no ping.
    expect((await t.candidates.get('sched-a')).spec?.pingTime).toBeUndefined();
    expect(t.errors).toEqual([]);
  });

  it('pings candidates that renewed long ago and elects the oldest emulation version among those that answered', async () => {
    const t = await setup();
    await t.addCandidate('new', { bv: '1.33.0', ev: '1.33.0', renewedAgo: MIN });
    await t.addCandidate('oldest', { bv: '1.33.0', ev: '1.31.0', renewedAgo: MIN });
    await t.addCandidate('mid', { bv: '1.32.0', ev: '1.32.0', renewedAgo: MIN });
    expect(await t.lease()).toBeUndefined();
    const pinged = (await t.candidates.list()).items.map((c) => [c.metadata?.name, c.spec?.pingTime]);
    expect(pinged).toEqual([
      ['mid', formatMicroTime(t.clock.now())],
      ['new', formatMicroTime(t.clock.now())],
      ['oldest', formatMicroTime(t.clock.now())],
    ]);

    await t.advance(S);
    expect(await t.answerPings()).toEqual(['mid', 'new', 'oldest']);
    const lease = await t.lease();
    expect(lease?.spec?.holderIdentity).toBe('oldest');
    expect(lease?.spec?.strategy).toBe(OEV);
    expect(t.errors).toEqual([]);
  });

  it('skips a candidate that does not answer its ping within the election duration', async () => {
    const t = await setup();
    await t.addCandidate('silent', { ev: '1.30.0', renewedAgo: MIN });
    await t.addCandidate('b', { ev: '1.32.0', renewedAgo: MIN });
    await t.addCandidate('c', { ev: '1.33.0', renewedAgo: MIN });
    await t.advance(S);
    expect(await t.answerPings(['b', 'c'])).toEqual(['b', 'c']);
    // Still waiting for "silent": its ping is less than 5 s old.
    expect(await t.lease()).toBeUndefined();
    await t.advance(3 * S);
    expect(await t.lease()).toBeUndefined();
    await t.advance(S); // 5 s after the ping: the election goes on without it
    expect((await t.lease())?.spec?.holderIdentity).toBe('b');
    expect(t.errors).toEqual([]);
  });

  it('makes a strategy conflict visible (log, metric, annotation) and elects nobody until it is resolved', async () => {
    const t = await setup();
    // Both renewed a minute ago: the election pings them and waits for both answers.
    await t.addCandidate('a', { bv: '1.33.0', renewedAgo: MIN });
    await t.addCandidate('b', { bv: '1.33.0', strategy: 'example.com/custom', renewedAgo: MIN });
    await t.advance(S);
    expect(await t.answerPings()).toEqual(['a', 'b']);
    expect(await t.lease()).toBeUndefined();

    const message = 'candidates "a", "b" at same binary version but received differing strategies OldestEmulationVersion, example.com/custom';
    const logged = conflictErrors(t.errors);
    expect(logged.map((e) => e.message)).toEqual([`leader-election-controller: lease ${NS}/${LEASE}: ${message}`]);
    expect(logged[0]!.code).toBe('ERR_LEASE_STRATEGY_CONFLICT');
    for (const name of ['a', 'b']) expect((await t.candidates.get(name)).metadata?.annotations).toEqual({ [STRATEGY_CONFLICT_ANNOTATION]: message });
    const metrics = await (await t.cluster.fetch('/metrics')).text();
    expect(metrics).toContain(`apiserver_coordinated_leader_election_strategy_conflict{lease="${LEASE}",namespace="${NS}"} 1`);
    expect(metrics).toContain(`apiserver_coordinated_leader_election_strategy_conflicts_total{lease="${LEASE}",namespace="${NS}"} 1`);
    expect(t.cle?.controller.strategyConflict(NS, LEASE)).toBe(message);
    const described = await runCli(['describe', 'leasecandidate', 'a', '-n', NS, '--server', t.cluster.url]);
    expect(described.stderr).toBe('');
    expect(described.stdout).toContain(`Annotations:  ${STRATEGY_CONFLICT_ANNOTATION}:`);
    expect(described.stdout).toContain('received differing strategies OldestEmulationVersion, example.com/custom');

    // Time passing changes nothing, and the conflict is not logged again.
    await t.advance(2 * S);
    expect(await t.lease()).toBeUndefined();
    expect(conflictErrors(t.errors)).toHaveLength(1);

    // Resolved: b takes the same strategy (and renews).
    const b = await t.candidates.get('b');
    await t.candidates.update({ ...b, spec: { ...b.spec!, strategy: OEV, renewTime: formatMicroTime(t.clock.now()) } });
    await t.settled();
    expect((await t.lease())?.spec?.holderIdentity).toBe('a');
    for (const name of ['a', 'b']) expect((await t.candidates.get(name)).metadata?.annotations).toBeUndefined();
    const after = await (await t.cluster.fetch('/metrics')).text();
    expect(after).not.toContain('apiserver_coordinated_leader_election_strategy_conflict{');
    expect(t.cle?.controller.strategyConflict(NS, LEASE)).toBeUndefined();
  });

  it('names a better candidate as preferredHolder while the holder is live, and hands the Lease over once it expired', async () => {
    const t = await setup();
    await t.addCandidate('b', { ev: '1.33.0' });
    expect((await t.lease())?.spec?.holderIdentity).toBe('b');

    await t.advance(S);
    await t.addCandidate('a', { ev: '1.32.0' });
    let lease = await t.lease();
    expect(lease?.spec?.holderIdentity).toBe('b');
    expect(lease?.spec?.preferredHolder).toBe('a');
    const termEnd = parseMicroTime(lease?.spec?.renewTime)! + 5 * S * 1_000;

    // b steps down: it no longer renews the Lease, but both candidates stay alive (answer pings).
    for (let i = 0; i < 10 && (await t.lease())?.spec?.holderIdentity !== 'a'; i++) {
      await t.advance(S);
      await t.answerPings();
    }
    lease = await t.lease();
    expect(lease?.spec?.holderIdentity).toBe('a');
    expect(lease?.spec?.preferredHolder).toBeUndefined();
    expect(lease?.spec?.leaseDurationSeconds).toBe(5);
    expect(lease?.spec?.strategy).toBe(OEV);
    // Handed over only after b's term (renewTime + 5 s) had ended.
    expect(parseMicroTime(lease?.spec?.renewTime)).toBeGreaterThan(termEnd);
    expect(t.errors).toEqual([]);
  });

  it('garbage collects candidates not renewed for 30 minutes, every 30 minutes, and keeps live ones', async () => {
    const t = await setup();
    const start = t.clock.now();
    await t.addCandidate('live');
    await t.addCandidate('stale', { renewedAgo: 20 * MIN });
    await t.addCandidate('never-renewed', { renewedAgo: null });
    const names = async () => (await t.candidates.list()).items.map((c) => c.metadata?.name);

    // The live candidate answers every ping; the others never do.
    while (t.clock.now() - start < 30 * MIN - MIN) {
      await t.advance(MIN);
      await t.answerPings(['live']);
    }
    // 29 minutes in: stale expired 19 minutes ago, but the collector has not run since start.
    expect(await names()).toEqual(['live', 'never-renewed', 'stale']);
    await t.advance(MIN);
    expect(await names()).toEqual(['live']);
    expect((await t.lease())?.spec?.holderIdentity).toBe('live');
  });

  it('is switched on by --feature-gates text as `ctl server --feature-gates` passes it', async () => {
    const { server } = await startCluster({ featureGates: ['CoordinatedLeaderElection=true'] });
    expect(server.api.coordinatedLeaderElection).toBeDefined();
    const off = await startCluster({ featureGates: 'CoordinatedLeaderElection=false' });
    expect(off.server.api.coordinatedLeaderElection).toBeUndefined();
  });

  it('does not run when Lease is not served (--runtime-config)', async () => {
    const { server } = await startCluster({ featureGates: { CoordinatedLeaderElection: true }, runtimeConfig: 'coordination.cluster.io/v1/leases=false' });
    expect(server.api.coordinatedLeaderElection).toBeUndefined();
  });

  it('does nothing with the gate off (the default)', async () => {
    const t = await setup({ gate: false });
    expect(t.cle).toBeUndefined();
    await t.addCandidate('a', { renewedAgo: MIN });
    await t.addCandidate('stale', { renewedAgo: 29 * MIN });
    await t.clock.advance(31 * MIN);
    expect(isNotFound(await rejectionOf(t.leases.get(LEASE)))).toBe(true);
    const items = (await t.candidates.list()).items;
    expect(items.map((c) => c.metadata?.name)).toEqual(['a', 'stale']);
    expect(items.map((c) => c.spec?.pingTime)).toEqual([undefined, undefined]);
    expect(t.errors).toEqual([]);
  });
});
