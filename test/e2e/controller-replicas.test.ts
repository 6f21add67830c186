/**
 * The example controller (examples/lease-candidate-labeler.ts, built to dist/examples) as two
 * real replicas, real processes, against a real `ctl server` with the CoordinatedLeaderElection
 * gate: the server elects one replica, only it reconciles, labels land on the candidates the
 * test creates, a SIGTERM hands the Lease over to the other replica, which carries on, and stock
 * kubectl shows the holder; after a SIGKILL (no release) the other replica takes over once the
 * server has seen the Lease expire and the dead candidate miss its ping; and a replica with an
 * older version that joins later gets the Lease (the leader ends its term on preferredHolder). Real processes run on real time, so every wait follows process
 * output or watch events (resolving when the line or state appears, with a generous timeout),
 * never a sleep. The replicas run with short leader election timings (5 s / 3 s / 500 ms).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createInformer } from '../../src/client/cache/informer.js';
import { createClient, type Client } from '../../src/client/client.js';
import type { LeaseCandidate } from '../../src/meta/types.js';
import { KUBECTL, kubectlAgainst } from '../support/kubectl.js';
import { withProgram } from '../support/prerequisite.js';

const ROOT = resolve(import.meta.dirname, '../..');
const CTL = join(ROOT, 'dist/bin/ctl.js');
const LABELER = join(ROOT, 'dist/examples/lease-candidate-labeler.js');
const LEASE_NS = 'kube-system';
const LEASE = 'lease-candidate-labeler';
const LABEL = 'example.cluster.io/newest';
const TIMING = ['--lease-duration', '5s', '--renew-deadline', '3s', '--retry-period', '500ms'];
/** Longest wait for any one thing to show up (the server's pings wait 5 s; generous on a busy machine). */
const WAIT_MS = 20_000;
/** From the old leader's SIGTERM to the new leader's first term: expected about 1 s (see the test). */
const HANDOVER_BOUND_MS = 10_000;
/**
 * From a SIGKILL of the leader to the new leader's first term: the dead leader's Lease expires
 * (5 s after its last renewal), the server notices at its next look (every 5 s), pings both
 * candidates and elects among those that answered once the 5 s answer window has passed:
 * 12-15 s measured, about 21 s at worst.
 */
const CRASH_HANDOVER_BOUND_MS = 30_000;

/** A process whose stdout is followed line by line. */
class Proc {
  readonly lines: string[] = [];
  stderr = '';
  private readonly child: ChildProcess;
  private readonly waiters = new Set<() => void>();
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private hasExited = false;

  constructor(
    readonly name: string,
    args: readonly string[],
    home: string,
  ) {
    this.child = spawn(process.execPath, args, { env: { PATH: process.env.PATH ?? '', HOME: home }, stdio: ['ignore', 'pipe', 'pipe'] });
    let partial = '';
    this.child.stdout!.setEncoding('utf8').on('data', (d: string) => {
      const parts = (partial + d).split('\n');
      partial = parts.pop()!;
      this.lines.push(...parts);
      for (const w of [...this.waiters]) w();
    });
    this.child.stderr!.setEncoding('utf8').on('data', (d: string) => (this.stderr += d));
    this.exited = new Promise((resolveExit) =>
      this.child.on('close', (code, signal) => {
        this.hasExited = true;
        for (const w of [...this.waiters]) w();
        resolveExit({ code, signal });
      }),
    );
  }

  /** Resolves with the first line matching `re` (already printed or to come); rejects on exit or timeout. */
  waitFor(re: RegExp, timeoutMs = WAIT_MS): Promise<string> {
    return new Promise((resolveLine, reject) => {
      const check = () => {
        const line = this.lines.find((l) => re.test(l));
        if (line !== undefined) return finish(() => resolveLine(line));
        if (this.hasExited) return finish(() => reject(new Error(`${this.name} exited before printing ${re}\n${this.transcript()}`)));
      };
      const timer = setTimeout(() => finish(() => reject(new Error(`${this.name}: no line ${re} within ${timeoutMs} ms\n${this.transcript()}`))), timeoutMs);
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        this.waiters.delete(check);
        settle();
      };
      this.waiters.add(check);
      check();
    });
  }

  signal(sig: NodeJS.Signals): void {
    if (!this.hasExited) this.child.kill(sig);
  }

  transcript(): string {
    return `--- ${this.name} stdout\n${this.lines.join('\n')}\n--- ${this.name} stderr\n${this.stderr}`;
  }
}

/** A labeler log line: `<RFC 3339 time with µs> <identity> <event>`. */
interface Event {
  readonly us: number;
  readonly identity: string;
  readonly text: string;
}

function parseEvents(lines: readonly string[]): Event[] {
  return lines.map((line) => {
    const m = /^(\S+?)\.(\d{6})Z (\S+) (.*)$/.exec(line);
    if (!m) throw new Error(`unexpected labeler line: ${line}`);
    return { us: Date.parse(`${m[1]}Z`) * 1000 + Number(m[2]), identity: m[3]!, text: m[4]! };
  });
}

/** The leadership terms in one replica's log: [start, end] in µs (end Infinity while still leading). */
function termsOf(events: readonly Event[]): Array<{ start: number; end: number }> {
  const terms: Array<{ start: number; end: number }> = [];
  for (const e of events) {
    if (e.text === 'started leading') {
      expect(terms.at(-1)?.end ?? 0, `${e.identity} started leading twice without stopping`).not.toBe(Infinity);
      terms.push({ start: e.us, end: Infinity });
    } else if (e.text === 'stopped leading') {
      const open = terms.at(-1);
      expect(open?.end, `${e.identity} stopped leading without leading`).toBe(Infinity);
      open!.end = e.us;
    }
  }
  return terms;
}

/**
 * The terms of each replica (all of them stopped by now), checked: no term of one replica
 * overlaps a term of another, and every reconcile a replica logged lies within one of its own
 * terms. Every replica reconciled at least once.
 */
function exclusiveTerms(procs: readonly Proc[]): Array<Array<{ start: number; end: number }>> {
  const logs = procs.map((p) => parseEvents(p.lines));
  const terms = logs.map(termsOf);
  terms.forEach((mine, i) => {
    for (const t of mine) expect(t.end, `${procs[i]!.name} still leading`).not.toBe(Infinity);
    terms.forEach((theirs, j) => {
      if (j === i) return;
      for (const t of mine) for (const u of theirs) expect(t.end < u.start || u.end < t.start, `${procs[i]!.name} and ${procs[j]!.name} led at once`).toBe(true);
    });
  });
  logs.forEach((events, i) => {
    const reconciles = events.filter((e) => e.text.startsWith('reconcile '));
    expect(reconciles.length, `${procs[i]!.name} never reconciled`).toBeGreaterThan(0);
    for (const r of reconciles) {
      expect(terms[i]!.some((t) => t.start <= r.us && r.us <= t.end), `${r.identity} reconciled outside its term: ${r.text}`).toBe(true);
    }
  });
  return terms;
}

/** Resolves once `predicate` holds for the cached candidates of `namespace` (checked on every watch event). */
async function candidatesUntil(client: Client, namespace: string, predicate: (byName: Map<string, LeaseCandidate>) => boolean, what: string): Promise<void> {
  const stop = new AbortController();
  const informer = createInformer<LeaseCandidate>({ listerWatcher: client.leaseCandidates.namespace(namespace) });
  const state = () => new Map(informer.lister().list().map((c) => [c.metadata!.name!, c]));
  try {
    await new Promise<void>((resolveWait, reject) => {
      const timer = setTimeout(() => {
        const labels = [...state()].map(([n, c]) => `${n}=${c.metadata?.labels?.[LABEL] ?? '-'}`).join(' ');
        reject(new Error(`not within ${WAIT_MS} ms: ${what} (labels: ${labels})`));
      }, WAIT_MS);
      const check = () => {
        if (informer.hasSynced() && predicate(state())) {
          clearTimeout(timer);
          resolveWait();
        }
      };
      informer.addEventHandler({ onAdd: check, onUpdate: check, onDelete: check });
      informer.start(stop.signal);
      informer.synced().then(check, reject);
    });
  } finally {
    stop.abort();
  }
}

/** The candidates of `byName` carrying the label `newest=true`, sorted. */
const newest = (byName: Map<string, LeaseCandidate>): string[] =>
  [...byName].filter(([, c]) => c.metadata?.labels?.[LABEL] === 'true').map(([n]) => n).sort();

const candidate = (name: string, binaryVersion: string): LeaseCandidate => ({
  metadata: { name },
  spec: { leaseName: 'app', binaryVersion, emulationVersion: '1.0.0', strategy: 'OldestEmulationVersion' },
});

const running: Proc[] = [];
afterEach(async () => {
  // A failed test leaves processes behind: end them (only ours) and wait for them.
  for (const p of running.splice(0)) {
    p.signal('SIGKILL');
    await p.exited;
  }
});

/** A `ctl server` process with the gate on, a client and kubectl for it, and a way to start replicas. */
async function startCluster() {
  const home = mkdtempSync(join(tmpdir(), 'ctl-replicas-'));
  const kubeconfig = join(home, 'kubeconfig');
  const server = new Proc(
    'server',
    [CTL, 'server', '--port', '0', '--storage=memory', '--feature-gates', 'CoordinatedLeaderElection=true', '--write-kubeconfig', kubeconfig],
    home,
  );
  running.push(server);
  await server.waitFor(/^Wrote kubeconfig/);
  const url = /on (http:\/\/\S+) /.exec(await server.waitFor(/^Serving the cluster\.io API on /))![1]!;
  const client = createClient({ server: url });
  const kubectl = await kubectlAgainst(url);
  const replica = (identity: string, binaryVersion: string) => {
    const p = new Proc(identity, [LABELER, '--kubeconfig', kubeconfig, '--identity', identity, '--binary-version', binaryVersion, '--workers', '2', ...TIMING], home);
    running.push(p);
    return p;
  };
  const holder = async () => (await client.leases.namespace(LEASE_NS).get(LEASE)).spec?.holderIdentity;
  /** NAME and HOLDER of each row of stock `kubectl get leases -n kube-system`. */
  const kubectlHolder = async () => {
    const r = await kubectl.run(['get', 'leases', '-n', LEASE_NS]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const [header, ...rows] = r.stdout.trimEnd().split('\n');
    expect(header!.split(/\s+/)).toEqual(['NAME', 'HOLDER', 'AGE']);
    return rows.map((row) => row.split(/\s+/).slice(0, 2));
  };
  const stop = async () => {
    await client.close();
    server.signal('SIGINT');
    expect((await server.exited).code).toBe(0);
  };
  return { server, client, replica, holder, kubectlHolder, stop };
}

/** Replica a (the older binary: OldestEmulationVersion elects it) first, then b, which sees a lead. */
async function twoReplicas(replica: (identity: string, binaryVersion: string) => Proc) {
  const a = replica('labeler-a', '1.31.0');
  await a.waitFor(/ labeler-a started leading$/);
  const b = replica('labeler-b', '1.32.0');
  await b.waitFor(/ labeler-b caches synced$/);
  await b.waitFor(/ labeler-b new leader labeler-a$/);
  return { a, b };
}

withProgram('kubectl', KUBECTL, 'install kubectl (https://kubernetes.io/docs/tasks/tools/)', () => {
  describe('two replicas of the lease-candidate-labeler example under coordinated leader election', () => {
    it('one replica leads and reconciles, labels land, SIGTERM hands the Lease over, kubectl shows the holder', async () => {
      const { client, replica, holder, kubectlHolder, stop } = await startCluster();
      try {
        const { a, b } = await twoReplicas(replica);

        // Exactly one leads: the Lease names a, and b has a warm cache but no term.
        expect(await holder()).toBe('labeler-a');
        expect(await kubectlHolder()).toEqual([[LEASE, 'labeler-a']]);

        // Candidates of another Lease: the newest binaryVersion (semver, not string order) is labelled.
        const ns = client.leaseCandidates.namespace('default');
        await ns.create(candidate('app-1', '1.2.0'));
        await ns.create(candidate('app-2', '1.10.0'));
        await ns.create(candidate('app-3', '1.10.0-rc.1'));
        await candidatesUntil(client, 'default', (s) => s.size === 3 && newest(s).join() === 'app-2', 'app-2 alone labelled newest');
        await a.waitFor(/ reconcile default\/app newest=1\.10\.0 \[app-2\]/);
        // The replicas' own candidates are LeaseCandidates too: b runs the newer binary.
        await candidatesUntil(client, LEASE_NS, (s) => newest(s).join() === 'labeler-b', 'labeler-b labelled newest of the replicas');
        expect(b.lines.filter((l) => / reconcile /.test(l))).toEqual([]);
        expect(b.lines.filter((l) => / started leading$/.test(l))).toEqual([]);

        // SIGTERM the leader: it leaves cleanly (exit 0), b takes over within a bounded time.
        a.signal('SIGTERM');
        expect((await a.exited).code).toBe(0);
        expect(a.lines.at(-1)).toMatch(/ labeler-a stopped$/);
        await b.waitFor(/ labeler-b started leading$/, HANDOVER_BOUND_MS + WAIT_MS);
        const [aEvents, bEvents] = [parseEvents(a.lines), parseEvents(b.lines)];
        const sigterm = aEvents.find((e) => e.text === 'shutting down (SIGTERM)')!;
        const takeover = bEvents.find((e) => e.text === 'started leading')!;
        expect((takeover.us - sigterm.us) / 1000).toBeLessThan(HANDOVER_BOUND_MS);
        expect(await holder()).toBe('labeler-b');
        expect(await kubectlHolder()).toEqual([[LEASE, 'labeler-b']]);
        // The stopped replica deleted its candidate: only b remains for the Lease.
        await candidatesUntil(client, LEASE_NS, (s) => [...s.keys()].join() === 'labeler-b', 'only labeler-b is a candidate');

        // b carries on: a newer candidate moves the label.
        await ns.create(candidate('app-4', '1.11.0'));
        await candidatesUntil(client, 'default', (s) => s.size === 4 && newest(s).join() === 'app-4', 'app-4 alone labelled newest');
        await b.waitFor(/ reconcile default\/app newest=1\.11\.0 \[app-4\]/);

        // b stops too: it releases the Lease; nobody is left to elect.
        b.signal('SIGTERM');
        expect((await b.exited).code).toBe(0);
        expect(b.lines.at(-1)).toMatch(/ labeler-b stopped$/);
        expect(await holder()).toBeFalsy();

        // From the logs: one term each, a's before b's, and every reconcile in its replica's term.
        const [ta, tb] = exclusiveTerms([a, b]);
        expect(ta).toHaveLength(1);
        expect(tb).toHaveLength(1);
        expect(ta![0]!.end).toBeLessThan(tb![0]!.start);
        // No errors from either replica, except a conflict: a candidate renewal racing with the
        // label patch of the same LeaseCandidate is a 409, reported and retried.
        const errors = (p: Proc) => p.stderr.split('\n').filter((l) => l !== '' && !/the object has been modified/.test(l));
        expect({ a: errors(a), b: errors(b) }).toEqual({ a: [], b: [] });

        await stop();
      } catch (err) {
        for (const p of running) console.error(p.transcript());
        throw err;
      }
    }, 60_000);

    it('after the leader is killed (no release), the other replica takes over once the Lease expired and reconciles', async () => {
      const { client, replica, holder, kubectlHolder, stop } = await startCluster();
      try {
        const { a, b } = await twoReplicas(replica);
        const killedAtUs = Date.now() * 1000;
        a.signal('SIGKILL');
        expect((await a.exited).signal).toBe('SIGKILL');
        const line = await b.waitFor(/ labeler-b started leading$/, CRASH_HANDOVER_BOUND_MS + WAIT_MS);
        const startedUs = parseEvents([line])[0]!.us;
        expect(startedUs).toBeGreaterThan(killedAtUs);
        expect((startedUs - killedAtUs) / 1000).toBeLessThan(CRASH_HANDOVER_BOUND_MS);
        expect(await holder()).toBe('labeler-b');
        expect(await kubectlHolder()).toEqual([[LEASE, 'labeler-b']]);

        await client.leaseCandidates.namespace('default').create(candidate('app-1', '2.0.0'));
        await candidatesUntil(client, 'default', (s) => newest(s).join() === 'app-1', 'app-1 labelled newest');
        b.signal('SIGTERM');
        expect((await b.exited).code).toBe(0);
        const terms = termsOf(parseEvents(b.lines));
        expect(terms).toHaveLength(1);
        const reconciles = parseEvents(b.lines).filter((e) => e.text.startsWith('reconcile '));
        expect(reconciles.map((r) => r.text)).toContainEqual(expect.stringMatching(/^reconcile default\/app newest=2\.0\.0 \[app-1\]/));
        for (const r of reconciles) expect(r.us, `labeler-b reconciled outside its term: ${r.text}`).toBeGreaterThanOrEqual(terms[0]!.start);
        await stop();
      } catch (err) {
        for (const p of running) console.error(p.transcript());
        throw err;
      }
    }, 60_000);

    it('a replica with an older version joins: the leader ends its term, the server hands the Lease to the newcomer', async () => {
      const { client, replica, holder, kubectlHolder, stop } = await startCluster();
      try {
        // b (1.32.0) alone leads; a (1.31.0) is the better candidate under OldestEmulationVersion.
        const b = replica('labeler-b', '1.32.0');
        await b.waitFor(/ labeler-b started leading$/);
        const a = replica('labeler-a', '1.31.0');
        // The server names a as preferredHolder; b stops renewing, its term ends within its renew
        // deadline (3 s), it releases the Lease and the server gives it to a.
        await a.waitFor(/ labeler-a started leading$/, HANDOVER_BOUND_MS + WAIT_MS);
        await b.waitFor(/ labeler-b stopped leading$/);
        await b.waitFor(/ labeler-b new leader labeler-a$/);
        const lease = await client.leases.namespace(LEASE_NS).get(LEASE);
        expect(lease.spec?.holderIdentity).toBe('labeler-a');
        expect(lease.spec?.preferredHolder).toBeUndefined();
        expect(await kubectlHolder()).toEqual([[LEASE, 'labeler-a']]);

        await client.leaseCandidates.namespace('default').create(candidate('app-1', '3.0.0'));
        await candidatesUntil(client, 'default', (s) => newest(s).join() === 'app-1', 'app-1 labelled newest');
        await a.waitFor(/ reconcile default\/app newest=3\.0\.0 \[app-1\]/);

        for (const p of [a, b]) p.signal('SIGTERM');
        expect([(await a.exited).code, (await b.exited).code]).toEqual([0, 0]);
        const [ta, tb] = exclusiveTerms([a, b]);
        expect(tb).toHaveLength(1);
        expect(ta).toHaveLength(1);
        expect(tb![0]!.end).toBeLessThan(ta![0]!.start);
        expect(await holder()).toBeFalsy();
        await stop();
      } catch (err) {
        for (const p of running) console.error(p.transcript());
        throw err;
      }
    }, 60_000);
  });
});
