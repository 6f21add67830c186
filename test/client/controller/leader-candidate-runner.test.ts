import { describe, expect, it } from 'vitest';
import {
  LEASE_CANDIDATE_RENEW_INTERVAL_MS,
  LeaseCandidateRunner,
  isPinged,
  microTimeToMicros,
  renewTimeAfterPing,
  type LeaseCandidateClient,
} from '../../../src/client/controller/lease-candidate-runner.js';
import { formatMicroTime } from '../../../src/meta/clock.js';
import { statusErrors } from '../../../src/meta/status.js';
import type { KubeList, LeaseCandidate } from '../../../src/meta/types.js';
import type { ListRequestOptions, WatchEvent, WatchRequestOptions } from '../../../src/client/watch-event.js';
import type { WriteOptions } from '../../../src/client/resource-client.js';
import { FakeListerWatcher } from '../cache/fake-lister-watcher.js';
import { ManualClock } from '../../support/manual-clock.js';

const T0 = Date.parse('2026-11-27T09:00:00Z');
const GR = { group: 'coordination.cluster.io', resource: 'leasecandidates' };

/** The fake collection plus create/update with AlreadyExists and resourceVersion conflicts. */
class FakeCandidates implements LeaseCandidateClient {
  /** The "server": the test writes through it directly (pings). */
  readonly server = new FakeListerWatcher<LeaseCandidate>();
  readonly writes: Array<{ verb: 'create' | 'update'; spec: LeaseCandidate['spec'] }> = [];
  failNext = 0;

  get listRequests(): ListRequestOptions[] {
    return this.server.listRequests;
  }

  list(opts: ListRequestOptions): Promise<KubeList<LeaseCandidate>> {
    return this.server.list(opts);
  }

  watch(opts: WatchRequestOptions): AsyncIterable<WatchEvent<LeaseCandidate>> {
    return this.server.watch(opts);
  }

  get(key: string): LeaseCandidate | undefined {
    return this.server.get(key);
  }

  async create(obj: LeaseCandidate, _opts?: WriteOptions): Promise<LeaseCandidate> {
    this.checkFailure();
    if (this.get(`${obj.metadata!.namespace}/${obj.metadata!.name}`)) throw statusErrors.alreadyExists(GR, obj.metadata!.name!);
    this.writes.push({ verb: 'create', spec: structuredClone(obj.spec) });
    return this.server.create(obj);
  }

  async update(obj: LeaseCandidate, _opts?: WriteOptions): Promise<LeaseCandidate> {
    this.checkFailure();
    const cur = this.get(`${obj.metadata!.namespace}/${obj.metadata!.name}`);
    if (!cur) throw statusErrors.notFound(GR, obj.metadata!.name!);
    if (cur.metadata?.resourceVersion !== obj.metadata?.resourceVersion) throw statusErrors.conflict(GR, obj.metadata!.name!, 'the object has been modified');
    this.writes.push({ verb: 'update', spec: structuredClone(obj.spec) });
    return this.server.update(obj);
  }

  private checkFailure(): void {
    if (this.failNext > 0) {
      this.failNext--;
      throw statusErrors.internal(new Error('etcd unavailable'));
    }
  }
}

function setup(options: { existing?: LeaseCandidate } = {}) {
  const clock = new ManualClock(T0);
  const fake = new FakeCandidates();
  if (options.existing) fake.server.create(options.existing);
  const errors: Error[] = [];
  const namespaces: string[] = [];
  const runner = new LeaseCandidateRunner({
    client: {
      leaseCandidates: {
        namespace: (ns) => {
          namespaces.push(ns);
          return fake;
        },
      },
    },
    namespace: 'kube-system',
    name: 'kcm-1',
    leaseName: 'kube-controller-manager',
    binaryVersion: '1.33.0',
    emulationVersion: '1.32.0',
    strategy: 'OldestEmulationVersion',
    clock,
    random: () => 0,
    onError: (e) => errors.push(e),
  });
  const ctl = new AbortController();
  const done = runner.run(ctl.signal);
  return { clock, fake, runner, errors, namespaces, done, abort: () => ctl.abort() };
}

const stored = (fake: FakeCandidates) => fake.get('kube-system/kcm-1');

describe('LeaseCandidateRunner (manual clock)', () => {
  it('creates its candidate, watching only that object', async () => {
    const h = setup();
    await h.clock.advance(0);
    expect(h.namespaces).toEqual(['kube-system']);
    expect(h.fake.listRequests[0]?.fieldSelector).toBe('metadata.name=kcm-1');
    expect(h.fake.writes).toHaveLength(1);
    expect(stored(h.fake)).toMatchObject({
      apiVersion: 'coordination.cluster.io/v1beta1',
      kind: 'LeaseCandidate',
      metadata: { name: 'kcm-1', namespace: 'kube-system' },
      spec: {
        leaseName: 'kube-controller-manager',
        binaryVersion: '1.33.0',
        emulationVersion: '1.32.0',
        strategy: 'OldestEmulationVersion',
        renewTime: '2026-11-27T09:00:00.000000Z',
      },
    });
    expect(h.runner.candidate()?.spec?.renewTime).toBe('2026-11-27T09:00:00.000000Z');
    h.abort();
    await h.done;
    expect(h.clock.pendingTimers()).toBe(0);
  });

  it('renews an existing candidate instead of creating one', async () => {
    const h = setup({
      existing: {
        metadata: { name: 'kcm-1', namespace: 'kube-system' },
        spec: { leaseName: 'kube-controller-manager', binaryVersion: '1.33.0', strategy: 'OldestEmulationVersion', renewTime: '2026-11-27T08:00:00.000000Z' },
      },
    });
    await h.clock.advance(0);
    expect(h.fake.writes.map((w) => w.verb)).toEqual(['update']);
    expect(stored(h.fake)?.spec?.renewTime).toBe('2026-11-27T09:00:00.000000Z');
    h.abort();
    await h.done;
  });

  it('answers a ping (pingTime after renewTime) by updating renewTime, and ignores an old ping', async () => {
    const h = setup();
    await h.clock.advance(30_000);
    expect(h.fake.writes).toHaveLength(1);
    // The server pings at +30 s.
    const cur = stored(h.fake)!;
    h.fake.server.update({ ...cur, spec: { ...cur.spec!, pingTime: formatMicroTime(h.clock.now()) } });
    await h.clock.advance(0);
    expect(h.fake.writes).toHaveLength(2);
    // Answered in the same instant: renewTime 1 µs after the ping, so the answer counts.
    expect(stored(h.fake)?.spec).toMatchObject({ pingTime: '2026-11-27T09:00:30.000000Z', renewTime: '2026-11-27T09:00:30.000001Z' });
    // A ping older than the last renewal asks for nothing.
    await h.clock.advance(10_000);
    const after = stored(h.fake)!;
    h.fake.server.update({ ...after, spec: { ...after.spec!, pingTime: '2026-11-27T09:00:20.000000Z' } });
    await h.clock.advance(0);
    expect(h.fake.writes).toHaveLength(2);
    expect(h.errors).toEqual([]);
    h.abort();
    await h.done;
  });

  it('a ping from a server clock ahead of ours is answered once, after the ping, not in a loop', async () => {
    const h = setup();
    await h.clock.advance(1_000);
    const cur = stored(h.fake)!;
    h.fake.server.update({ ...cur, spec: { ...cur.spec!, pingTime: '2026-11-27T09:01:00.250000Z' } });
    await h.clock.advance(0);
    await h.clock.advance(0);
    expect(h.fake.writes.map((w) => w.spec?.renewTime)).toEqual(['2026-11-27T09:00:00.000000Z', '2026-11-27T09:01:00.250001Z']);
    expect(isPinged(stored(h.fake)!)).toBe(false);
    h.abort();
    await h.done;
  });

  it('renews every 5 minutes of the injected clock', async () => {
    const h = setup();
    await h.clock.advance(0);
    expect(LEASE_CANDIDATE_RENEW_INTERVAL_MS).toBe(300_000);
    await h.clock.advance(299_999);
    expect(h.fake.writes).toHaveLength(1);
    await h.clock.advance(1);
    expect(h.fake.writes).toHaveLength(2);
    expect(stored(h.fake)?.spec?.renewTime).toBe('2026-11-27T09:05:00.000000Z');
    await h.clock.advance(300_000);
    expect(stored(h.fake)?.spec?.renewTime).toBe('2026-11-27T09:10:00.000000Z');
    h.abort();
    await h.done;
  });

  it('a failed write is reported and retried with backoff (5 ms, then 10 ms)', async () => {
    const h = setup();
    h.fake.failNext = 2;
    await h.clock.advance(0);
    expect(h.errors).toHaveLength(1);
    expect(h.fake.writes).toHaveLength(0);
    await h.clock.advance(5);
    expect(h.errors).toHaveLength(2);
    await h.clock.advance(9);
    expect(h.fake.writes).toHaveLength(0);
    await h.clock.advance(1);
    expect(h.fake.writes).toHaveLength(1);
    expect(stored(h.fake)?.spec?.renewTime).toBe('2026-11-27T09:00:00.015000Z');
    h.abort();
    await h.done;
    expect(h.clock.pendingTimers()).toBe(0);
  });

  it('requires the spec fields', () => {
    expect(
      () =>
        new LeaseCandidateRunner({
          client: { leaseCandidates: { namespace: () => new FakeCandidates() } },
          namespace: 'ns',
          name: 'a',
          leaseName: 'l',
          binaryVersion: '',
          strategy: 'OldestEmulationVersion',
        }),
    ).toThrow('LeaseCandidateRunner: binaryVersion is required');
  });
});

describe('MicroTime comparison', () => {
  it.each([
    ['2026-11-27T09:00:00.000001Z', '2026-11-27T09:00:00.000000Z', true],
    ['2026-11-27T09:00:00.000000Z', '2026-11-27T09:00:00.000000Z', false],
    ['2026-11-27T09:00:00Z', '2026-11-27T08:59:59.999999Z', true],
    ['2026-11-27T10:00:00.5+01:00', '2026-11-27T09:00:00.400000Z', true],
  ])('pingTime %s after renewTime %s: %s', (pingTime, renewTime, expected) => {
    expect(isPinged({ spec: { leaseName: 'l', binaryVersion: '1.0.0', strategy: 's', pingTime, renewTime } })).toBe(expected);
  });

  it.each([
    [Date.parse('2026-11-27T09:00:01Z'), '2026-11-27T09:00:00.000000Z', '2026-11-27T09:00:01.000000Z'],
    [Date.parse('2026-11-27T09:00:00Z'), '2026-11-27T09:00:00.000000Z', '2026-11-27T09:00:00.000001Z'],
    [Date.parse('2026-11-27T09:00:00Z'), '2026-11-27T09:00:00.000999Z', '2026-11-27T09:00:00.001000Z'],
    [Date.parse('2026-11-27T09:00:00Z'), undefined, '2026-11-27T09:00:00.000000Z'],
  ])('renewTimeAfterPing(%s, %s) = %s', (now, ping, expected) => {
    expect(renewTimeAfterPing(now, ping)).toBe(expected);
  });

  it('a ping without any renewTime counts', () => {
    expect(isPinged({ spec: { leaseName: 'l', binaryVersion: '1.0.0', strategy: 's', pingTime: '2026-11-27T09:00:00.000000Z' } })).toBe(true);
    expect(microTimeToMicros('not a time')).toBeNaN();
  });
});
