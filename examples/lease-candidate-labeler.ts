/**
 * lease-candidate-labeler: a complete controller built from the SDK's toolkit, the one
 * docs/controllers.md walks through ("A complete controller: the LeaseCandidate labeler").
 *
 * What it does: for every lease name (per namespace), the LeaseCandidates with the newest
 * `spec.binaryVersion` (semver order) get the label `example.cluster.io/newest=true`; the
 * others lose it. An informer on LeaseCandidates feeds the keys `namespace/leaseName` into
 * `runController`, whose workers reconcile them.
 *
 * How it runs: as several replicas with coordinated leader election. Each replica keeps a
 * LeaseCandidate for the Lease `lease-candidate-labeler` (in `--namespace`, default
 * `kube-system`) with its `--identity` and `--binary-version`, and runs a coordinated
 * LeaderElector; the server (`ctl server --feature-gates CoordinatedLeaderElection=true`)
 * elects the holder, and only the holder's workers reconcile. The others keep a warm cache.
 *
 * Built with the package (`npm run build` -> dist/examples/lease-candidate-labeler.js):
 *
 *   node dist/examples/lease-candidate-labeler.js --kubeconfig ./kubeconfig \
 *     --identity labeler-a --binary-version 1.31.0 --lease-duration 5s --renew-deadline 3s --retry-period 500ms
 *
 * Output: one line per event on stdout, `<time> <identity> <event>`, e.g.
 * `2026-11-27T10:00:01.234567Z labeler-a started leading`; errors on stderr. SIGTERM or
 * SIGINT stops it cleanly: its LeaseCandidate is deleted (so the server elects among the
 * replicas still running), the last reconciles finish, the Lease is released, exit code 0.
 */
import { realpathSync } from 'node:fs';
import { hostname } from 'node:os';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  createClientFromConfig,
  createInformer,
  isNotFound,
  LeaderElector,
  LeaseCandidateRunner,
  LeaseLock,
  loadClientConfig,
  runController,
  splitKey,
  type LeaseCandidate,
  type ReconcileContext,
} from 'ctl';

/** The label this controller owns. */
const NEWEST_LABEL = 'example.cluster.io/newest';
/** The Lease the replicas contend for (coordinated leader election). */
const LEASE_NAME = 'lease-candidate-labeler';
/** The informer index from `namespace/leaseName` to the candidates of that Lease. */
const BY_LEASE = 'byLease';

// --- semver ------------------------------------------------------------------------------

interface Semver {
  readonly core: readonly [number, number, number];
  readonly pre: readonly string[];
}

/** `1.33.0`, `v1.33.0-rc.1+build.5`; undefined when not semver. */
export function parseSemver(text: string | undefined): Semver | undefined {
  const m = /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(text ?? '');
  if (!m) return undefined;
  return { core: [Number(m[1]), Number(m[2]), Number(m[3])], pre: m[4] ? m[4].split('.') : [] };
}

/** Semver 2.0 precedence: negative when `a` is older than `b`, 0 when equal (build ignored). */
export function compareSemver(a: Semver, b: Semver): number {
  for (let i = 0; i < 3; i++) if (a.core[i] !== b.core[i]) return a.core[i]! - b.core[i]!;
  // A release is newer than its pre-releases.
  if (a.pre.length === 0 || b.pre.length === 0) return b.pre.length - a.pre.length;
  for (let i = 0; i < Math.min(a.pre.length, b.pre.length); i++) {
    const x = a.pre[i]!;
    const y = b.pre[i]!;
    if (x === y) continue;
    const xn = /^\d+$/.test(x);
    const yn = /^\d+$/.test(y);
    if (xn && yn) return Number(x) - Number(y);
    if (xn !== yn) return xn ? -1 : 1; // numeric identifiers sort first
    return x < y ? -1 : 1;
  }
  return a.pre.length - b.pre.length;
}

/** The names of the candidates with the newest parsable binaryVersion (several on a tie). */
export function newestCandidates(candidates: readonly LeaseCandidate[]): { version: string | undefined; names: Set<string> } {
  let newest: Semver | undefined;
  let version: string | undefined;
  let names = new Set<string>();
  for (const c of candidates) {
    const v = parseSemver(c.spec?.binaryVersion);
    if (!v) continue; // an unparsable version is never the newest
    const order = newest ? compareSemver(v, newest) : 1;
    if (order > 0) {
      newest = v;
      version = c.spec!.binaryVersion;
      names = new Set();
    }
    if (order >= 0) names.add(c.metadata!.name!);
  }
  return { version, names };
}

// --- flags -------------------------------------------------------------------------------

/** A Go-style duration (`500ms`, `5s`, `1m`, `1.5s`) in milliseconds. */
function durationMs(text: string, flag: string): number {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m)$/.exec(text);
  if (!m) throw new Error(`invalid duration ${JSON.stringify(text)} for --${flag} (e.g. 500ms, 5s, 1m)`);
  return Number(m[1]) * { ms: 1, s: 1000, m: 60_000 }[m[2] as 'ms' | 's' | 'm'];
}

function parseFlags(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      kubeconfig: { type: 'string' },
      context: { type: 'string' },
      identity: { type: 'string' },
      'binary-version': { type: 'string', default: '1.0.0' },
      'emulation-version': { type: 'string' },
      namespace: { type: 'string', default: 'kube-system' },
      'lease-name': { type: 'string', default: LEASE_NAME },
      'watch-namespace': { type: 'string', default: '' },
      workers: { type: 'string', default: '2' },
      'lease-duration': { type: 'string', default: '15s' },
      'renew-deadline': { type: 'string', default: '10s' },
      'retry-period': { type: 'string', default: '2s' },
    },
    strict: true,
  });
  const workers = Number(values.workers);
  if (!Number.isInteger(workers) || workers < 1) throw new Error(`--workers must be a positive integer, got ${values.workers}`);
  if (!parseSemver(values['binary-version'])) throw new Error(`--binary-version must be semver, got ${values['binary-version']}`);
  return {
    kubeconfig: values.kubeconfig,
    context: values.context,
    identity: values.identity ?? `${hostname()}_${process.pid}`,
    binaryVersion: values['binary-version'],
    emulationVersion: values['emulation-version'] ?? values['binary-version'],
    namespace: values.namespace,
    leaseName: values['lease-name'],
    watchNamespace: values['watch-namespace'],
    workers,
    leaseDurationMs: durationMs(values['lease-duration'], 'lease-duration'),
    renewDeadlineMs: durationMs(values['renew-deadline'], 'renew-deadline'),
    retryPeriodMs: durationMs(values['retry-period'], 'retry-period'),
  };
}

// --- the controller ----------------------------------------------------------------------

/** Wall time with microseconds: lines of several replicas on one machine can be ordered. */
function timestamp(): string {
  const ms = performance.timeOrigin + performance.now();
  const micros = String(Math.floor((ms % 1) * 1000)).padStart(3, '0');
  return new Date(Math.floor(ms)).toISOString().replace('Z', `${micros}Z`);
}

async function main(): Promise<number> {
  const flags = parseFlags(process.argv.slice(2));
  const log = (event: string) => process.stdout.write(`${timestamp()} ${flags.identity} ${event}\n`);
  const logError = (err: Error) => process.stderr.write(`${timestamp()} ${flags.identity} error: ${err.message}\n`);

  // The kubeconfig as kubectl finds it: --kubeconfig, else $KUBECONFIG, else ~/.kube/config.
  const config = loadClientConfig({
    ...(flags.kubeconfig ? { explicitPath: flags.kubeconfig } : {}),
    overrides: flags.context ? { context: flags.context } : {},
  });
  const client = createClientFromConfig(config, { userAgent: `lease-candidate-labeler/${flags.binaryVersion}` });

  // Every LeaseCandidate (or those of one namespace), indexed by the Lease it is for.
  const source = flags.watchNamespace ? client.leaseCandidates.namespace(flags.watchNamespace) : client.leaseCandidates;
  const informer = createInformer<LeaseCandidate>({
    listerWatcher: source,
    indexers: { [BY_LEASE]: (c) => [`${c.metadata?.namespace ?? ''}/${c.spec?.leaseName ?? ''}`] },
    onError: logError,
  });
  const lister = informer.lister();

  /** One Lease's candidates: label the newest, unlabel the rest. */
  async function reconcile(key: string, { signal }: ReconcileContext): Promise<void> {
    const { namespace } = splitKey(key);
    const candidates = lister.byIndex(BY_LEASE, key);
    const { version, names } = newestCandidates(candidates);
    let changed = 0;
    for (const c of candidates) {
      const name = c.metadata!.name!;
      const want = names.has(name) ? 'true' : undefined;
      if (c.metadata?.labels?.[NEWEST_LABEL] === want) continue;
      try {
        await client.leaseCandidates
          .namespace(namespace)
          .patch(name, { metadata: { labels: { [NEWEST_LABEL]: want ?? null } } }, { type: 'merge', signal });
        changed++;
      } catch (err) {
        if (!isNotFound(err)) throw err; // deleted meanwhile: its delete event queues the key again
      }
    }
    log(`reconcile ${key} newest=${version ?? '(none)'} [${[...names].sort().join(',')}] changed=${changed}`);
  }

  // Coordinated leader election: this replica's LeaseCandidate, kept alive and answering pings...
  const candidate = new LeaseCandidateRunner({
    client,
    namespace: flags.namespace,
    name: flags.identity,
    leaseName: flags.leaseName,
    binaryVersion: flags.binaryVersion,
    emulationVersion: flags.emulationVersion,
    strategy: 'OldestEmulationVersion',
    onError: logError,
  });
  const stopCandidate = new AbortController();
  const candidateDone = candidate.run(stopCandidate.signal);

  // ...and the controller, whose workers run only while the server-elected Lease names it.
  const stopController = new AbortController();
  const controller = runController({
    name: 'lease-candidate-labeler',
    signal: stopController.signal,
    informers: [informer],
    // Keys are Leases, not candidates: any change to a candidate re-labels its whole Lease.
    keysOf: (obj) => [`${obj.metadata?.namespace ?? ''}/${(obj as LeaseCandidate).spec?.leaseName ?? ''}`],
    workers: flags.workers,
    reconcile,
    onError: logError,
    leaderElection: (callbacks) =>
      new LeaderElector({
        lock: new LeaseLock({ client, namespace: flags.namespace, name: flags.leaseName, identity: flags.identity }),
        coordinated: true,
        releaseOnCancel: true,
        leaseDurationMs: flags.leaseDurationMs,
        renewDeadlineMs: flags.renewDeadlineMs,
        retryPeriodMs: flags.retryPeriodMs,
        // The term is logged around the controller's own callback: "stopped leading" is printed
        // once the term's last reconcile finished, before the Lease is released.
        onStartedLeading: async (signal) => {
          log('started leading');
          try {
            await callbacks.onStartedLeading(signal);
          } finally {
            log('stopped leading');
          }
        },
        onStoppedLeading: callbacks.onStoppedLeading,
        onNewLeader: (identity) => log(`new leader ${identity || '(none)'}`),
        onError: logError,
      }),
  });
  controller.synced.then(
    () => log('caches synced'),
    () => {},
  );
  log(`running binaryVersion=${flags.binaryVersion} lease=${flags.namespace}/${flags.leaseName}`);

  // Stop on SIGTERM/SIGINT: first leave the election (candidate stopped and deleted, so the
  // server elects among the replicas still running, at once), then stop the controller: the
  // last reconciles finish and the Lease is released.
  const signalled = new Promise<string>((resolve) => {
    process.once('SIGTERM', () => resolve('SIGTERM'));
    process.once('SIGINT', () => resolve('SIGINT'));
  });
  const outcome = await Promise.race([signalled, controller.done.then(() => 'done', () => 'failed')]);
  log(`shutting down (${outcome})`);
  stopCandidate.abort();
  await candidateDone;
  try {
    await client.leaseCandidates.namespace(flags.namespace).delete(flags.identity);
  } catch (err) {
    if (!isNotFound(err)) logError(err as Error);
  }
  stopController.abort();
  let code = outcome === 'failed' ? 1 : 0;
  try {
    await controller.done;
  } catch (err) {
    logError(err as Error);
    code = 1;
  }
  await client.close();
  log('stopped');
  return code;
}

// Run when started as a program; importing the file (its tests do) only defines the helpers.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(`lease-candidate-labeler: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
