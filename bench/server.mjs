#!/usr/bin/env node
/**
 * Server hot paths (issue 14): the reference API server's GET, write and watch fan-out paths,
 * against the issue's targets.
 *
 * 1. GET one object over 50 keep-alive connections: the reference server (memory storage,
 *    one RuntimeClass) against a bare `node:http` server that answers every request with the
 *    exact bytes the reference server sent for that GET (captured first, compared on the
 *    wire: only the Date value may differ). Each server runs in its own process, the load
 *    generator (undici Pool, 50 connections, pipelining 1, closed loop) in a third: --warmup ms
 *    of load, then --duration ms measured; the two servers alternate within each repetition
 *    (the order flips every repetition). Ratio: ours / bare requests per second.
 * 2. Updates through the registry: in a fresh server process, --updates updates of
 *    LeaseCandidates' spec.renewTime via the registry store (`store.update` with a field
 *    manager: managedFields recorded and kept; validation, encoding, memory storage, watch
 *    cache), --in-flight at a time on distinct objects, after a warm-up of 2,000 updates.
 *    No HTTP. The target is absolute.
 * 3. Watch fan-out: --watchers HTTP JSON watches (one connection each, from a client process)
 *    on one namespace's LeaseCandidates; the server process writes --fanout-updates updates
 *    through its store at --fanout-rate per second, each carrying its write time in an
 *    annotation (`performance.timeOrigin + performance.now()`, one clock: same machine); each
 *    watcher records when the event arrived. Latency: receive - write, over every
 *    (watcher, event) pair. Writes are one at a time, so a server that cannot keep the rate
 *    slows its own writer (which keeps the latency low): the target counts as met only when
 *    the achieved write rate is ≥ 95% of the asked one.
 *
 * Every measurement is repeated --reps times (default 5); cells are median (min–max). Before
 * each run the suite waits (bounded) for an idle machine and reports how much CPU other
 * processes used while it measured. Needs the built code in dist/ (copied at the start).
 *
 *   npm run bench -- --suite server [--reps 5] [--only get|updates|fanout] [--quick]
 *     [--duration 5000] [--warmup 1000] [--connections 50] [--updates 20000] [--in-flight 16]
 *     [--watchers 1000] [--fanout-updates 2000] [--fanout-rate 100]
 *     [--cpu-prof DIR]   CPU profiles (--cpu-prof) of the server processes: the reference server
 *                        of the GET runs (all of them), the bare server, the first updates
 *                        and the first fan-out run
 *     [--json FILE]
 *
 * --quick is a smoke run (1 repetition, 1 s measured after 1 s warm-up, 2,000 updates, 100
 * watchers × 200 updates): its numbers are not the issue's figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { codeVersion, snapshotDist } from './lib/dist.mjs';
import { machine, machineLine } from './lib/machine.mjs';
import { spawnChild } from './lib/proc.mjs';
import { beginQuietRun, foreignCpuNote } from './lib/quiet.mjs';
import { fmt, fmtSummary, markdownTable, summary } from './lib/stats.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const SERVER = join(here, 'lib/server-hot-child.mjs');
const BARE = join(here, 'lib/bare-http-child.mjs');
const LOAD = join(here, 'lib/http-load-child.mjs');
const WATCHERS = join(here, 'lib/watch-fanout-client.mjs');

const { values: opts } = parseArgs({
  options: {
    reps: { type: 'string' },
    only: { type: 'string' },
    quick: { type: 'boolean', default: false },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    connections: { type: 'string' },
    updates: { type: 'string' },
    'in-flight': { type: 'string' },
    watchers: { type: 'string' },
    'fanout-updates': { type: 'string' },
    'fanout-rate': { type: 'string' },
    'cpu-prof': { type: 'string' },
    json: { type: 'string' },
  },
  allowPositionals: false,
});
const QUICK = opts.quick;
const num = (name, full, quick) => Number(opts[name] ?? (QUICK ? quick : full));
const REPS = num('reps', 5, 1);
const DURATION_MS = num('duration', 5000, 1000);
const WARMUP_MS = num('warmup', 1000, 1000);
const CONNECTIONS = num('connections', 50, 50);
const UPDATES = num('updates', 20_000, 2000);
const IN_FLIGHT = num('in-flight', 16, 16);
const WATCHER_COUNT = num('watchers', 1000, 100);
const FANOUT_UPDATES = num('fanout-updates', 2000, 200);
const FANOUT_RATE = num('fanout-rate', 100, 100);
const PROF_DIR = opts['cpu-prof'];
const PARTS = opts.only ? opts.only.split(',') : ['get', 'updates', 'fanout'];
for (const p of PARTS) if (!['get', 'updates', 'fanout'].includes(p)) throw new Error(`--only: unknown part ${p} (get, updates, fanout)`);

const TARGETS = { getRatio: 0.5, updatesPerSecond: 20_000, fanoutP99Ms: 100 };
const RUNTIME_CLASS = 'bench-runc';
const GET_PATH = `/apis/node.cluster.io/v1/runtimeclasses/${RUNTIME_CLASS}`;
/** What the load generator sends besides Host and Connection (undici adds those). */
const GET_HEADERS = { accept: 'application/json', 'user-agent': 'ctl-bench-load' };
/** LeaseCandidates the update slots spread over (each slot owns 1/IN_FLIGHT of them). */
const UPDATE_OBJECTS = 1000;
const UPDATE_WARMUP = 2000;
/** LeaseCandidates the fan-out writes round-robin (all in one namespace, the watched one). */
const FANOUT_OBJECTS = 10;

function log(msg) {
  process.stderr.write(`  ${msg}\n`);
}


// ------------------------------------------------------------------------------------ GET

/**
 * One GET over a fresh TCP connection, as raw bytes: `{ raw, status, headers, body }` with
 * `headers` the [name, value, ...] pairs in wire order and case.
 */
function rawGet(url, path) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks = [];
    const extra = Object.entries(GET_HEADERS).map(([k, v]) => `${k}: ${v}\r\n`).join('');
    socket.on('connect', () => socket.write(`GET ${path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\nconnection: keep-alive\r\n${extra}\r\n`));
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      const raw = Buffer.concat(chunks);
      const end = raw.indexOf('\r\n\r\n');
      if (end < 0) return;
      const lines = raw.subarray(0, end).toString('latin1').split('\r\n');
      const status = Number(lines[0].split(' ')[1]);
      const headers = lines.slice(1).flatMap((l) => {
        const c = l.indexOf(':');
        return [l.slice(0, c), l.slice(c + 1).trim()];
      });
      const lengthAt = headers.findIndex((h, i) => i % 2 === 0 && h.toLowerCase() === 'content-length');
      if (lengthAt < 0) {
        socket.destroy();
        reject(new Error(`GET ${path}: no Content-Length in the response`));
        return;
      }
      const length = Number(headers[lengthAt + 1]);
      if (raw.length < end + 4 + length) return;
      socket.destroy();
      resolve({ raw: raw.subarray(0, end + 4 + length), status, headers, body: raw.subarray(end + 4, end + 4 + length) });
    });
  });
}

/** Headers node:http sets itself on every response (so the bare server must not repeat them). */
const NODE_SETS = new Set(['date', 'connection', 'keep-alive']);
const maskDate = (raw) => raw.toString('latin1').replace(/\r\nDate: [^\r]*/, '\r\nDate: <masked>');

async function startGetServers() {
  const ours = spawnChild(SERVER, { execArgv: profArgv('get') });
  ours.send({ type: 'start', runtimeClass: RUNTIME_CLASS });
  const oursUrl = (await ours.next('ready')).url;
  const captured = await rawGet(oursUrl, GET_PATH);
  if (captured.status !== 200) throw new Error(`GET ${GET_PATH} answered ${captured.status}: ${captured.body}`);
  const bare = spawnChild(BARE, { execArgv: profArgv('bare') });
  bare.send({
    type: 'start',
    status: captured.status,
    headers: captured.headers.filter((_, i, h) => !NODE_SETS.has(h[i - (i % 2)].toLowerCase())),
    body: captured.body.toString('base64'),
  });
  const bareUrl = (await bare.next('ready')).url;
  const check = await rawGet(bareUrl, GET_PATH);
  const same = maskDate(check.raw) === maskDate(captured.raw);
  if (!same) throw new Error(`the bare server's response differs from the reference server's:\n${maskDate(captured.raw)}\n---\n${maskDate(check.raw)}`);
  return { ours, bare, oursUrl, bareUrl, captured };
}

async function loadRun(label, url, expectBytes, running) {
  const cpu = await beginQuietRun(log, `GET ${label}`, running);
  const gen = spawnChild(LOAD);
  try {
    gen.send({ type: 'run', url, path: GET_PATH, headers: GET_HEADERS, connections: CONNECTIONS, warmupMs: WARMUP_MS, durationMs: DURATION_MS, expectBytes });
    const r = await gen.next('done', WARMUP_MS + DURATION_MS + 60_000);
    const foreign = cpu.stop([...running, gen.child.pid]);
    if (r.errors > 0) throw new Error(`GET ${label}: ${r.errors} failed requests (${r.firstError})`);
    const genCores = r.cpuMs / 1000 / r.seconds;
    log(`GET ${label.padEnd(5)}: ${fmt(r.perSecond)} req/s, p50 ${fmt(r.p50, 2)} ms, p99 ${fmt(r.p99, 2)} ms, load generator ${fmt(genCores, 2)} cores${foreignCpuNote(foreign)}`);
    return { perSecond: r.perSecond, p50: r.p50, p99: r.p99, genCores, foreign };
  } finally {
    await gen.stop();
  }
}

async function runGet() {
  log(`GET ${GET_PATH}: ${CONNECTIONS} connections, ${WARMUP_MS} ms warm-up + ${DURATION_MS} ms measured, ${REPS} runs per server`);
  const servers = await startGetServers();
  const runs = { ours: [], bare: [] };
  try {
    const running = [servers.ours.child.pid, servers.bare.child.pid];
    for (let rep = 1; rep <= REPS; rep++) {
      const order = rep % 2 === 1 ? ['ours', 'bare'] : ['bare', 'ours'];
      for (const which of order) {
        runs[which].push(await loadRun(which, which === 'ours' ? servers.oursUrl : servers.bareUrl, servers.captured.body.length, running));
      }
    }
  } finally {
    await servers.ours.stop();
    await servers.bare.stop();
  }
  const pick = (rs, k) => summary(rs.map((r) => r[k]));
  const sum = (rs) => ({ perSecond: pick(rs, 'perSecond'), p50: pick(rs, 'p50'), p99: pick(rs, 'p99'), genCores: pick(rs, 'genCores'), runs: rs });
  return { ours: sum(runs.ours), bare: sum(runs.bare), responseBytes: servers.captured.raw.length, bodyBytes: servers.captured.body.length };
}

// -------------------------------------------------------------------------------- updates

/** With --cpu-prof: node's --cpu-prof for a server process, written to DIR/server-<name>.cpuprofile at its exit. */
function profArgv(name) {
  if (!PROF_DIR) return [];
  mkdirSync(PROF_DIR, { recursive: true });
  return ['--cpu-prof', `--cpu-prof-dir=${PROF_DIR}`, `--cpu-prof-name=server-${name}.cpuprofile`];
}

async function updatesRun(rep) {
  const server = spawnChild(SERVER, { execArgv: rep === 1 ? profArgv('updates') : [] });
  try {
    server.send({ type: 'start', leaseCandidates: UPDATE_OBJECTS });
    await server.next('ready', 120_000);
    const cpu = await beginQuietRun(log, `updates run ${rep}`, [server.child.pid]);
    server.send({ type: 'updates', updates: UPDATES, inFlight: IN_FLIGHT, warmup: UPDATE_WARMUP });
    const r = await server.next('updated', 600_000);
    const foreign = cpu.stop([server.child.pid]);
    const perSecond = r.updates / (r.ms / 1000);
    const cpuUsPerUpdate = (r.cpuMs * 1000) / r.updates;
    log(`updates run ${rep}: ${fmt(perSecond)}/s, ${fmt(cpuUsPerUpdate, 1)} µs CPU per update${foreignCpuNote(foreign)}`);
    return { perSecond, cpuUsPerUpdate, foreign };
  } finally {
    await server.stop();
  }
}

async function runUpdates() {
  log(`updates: ${fmt(UPDATES)} LeaseCandidate updates through the registry store, ${IN_FLIGHT} in flight, ${REPS} runs`);
  const runs = [];
  for (let rep = 1; rep <= REPS; rep++) runs.push(await updatesRun(rep));
  return { perSecond: summary(runs.map((r) => r.perSecond)), cpuUsPerUpdate: summary(runs.map((r) => r.cpuUsPerUpdate)), runs };
}

// --------------------------------------------------------------------------------- fan-out

async function fanoutRun(rep) {
  const server = spawnChild(SERVER, { execArgv: rep === 1 ? profArgv('fanout') : [] });
  const client = spawnChild(WATCHERS);
  try {
    server.send({ type: 'start', leaseCandidates: FANOUT_OBJECTS, namespace: 'default' });
    const { url } = await server.next('ready', 120_000);
    client.send({ type: 'open', url, namespace: 'default', watchers: WATCHER_COUNT, expected: FANOUT_UPDATES });
    await client.next('opened', 120_000);
    const cpu = await beginQuietRun(log, `fan-out run ${rep}`, [server.child.pid, client.child.pid]);
    server.send({ type: 'fanout', updates: FANOUT_UPDATES, rate: FANOUT_RATE, watchers: WATCHER_COUNT });
    const wrote = await server.next('fanned', 600_000);
    client.send({ type: 'collect', timeoutMs: 30_000 });
    const r = await client.next('collected', 60_000);
    const foreign = cpu.stop([server.child.pid, client.child.pid]);
    const writeRate = wrote.updates / (wrote.ms / 1000);
    const clientCores = r.cpuMs / wrote.ms;
    const complete = r.received === r.expected && r.closedEarly === 0;
    log(
      `fan-out run ${rep}: p50 ${fmt(r.p50, 1)} ms, p99 ${fmt(r.p99, 1)} ms, max ${fmt(r.max, 1)} ms; ${fmt(r.received)} of ${fmt(r.expected)} events, ` +
        `${r.closedEarly} watches closed early; written at ${fmt(writeRate)}/s (latest write ${fmt(wrote.lateMaxMs, 1)} ms behind schedule); client ${fmt(clientCores, 2)} cores${foreignCpuNote(foreign)}`,
    );
    return { p50: r.p50, p99: r.p99, max: r.max, received: r.received, expected: r.expected, closedEarly: r.closedEarly, complete, writeRate, lateMaxMs: wrote.lateMaxMs, clientCores, foreign };
  } finally {
    await client.stop();
    await server.stop();
  }
}

async function runFanout() {
  log(`fan-out: ${fmt(WATCHER_COUNT)} watchers × ${fmt(FANOUT_UPDATES)} updates at ${fmt(FANOUT_RATE)}/s, ${REPS} runs`);
  const runs = [];
  for (let rep = 1; rep <= REPS; rep++) runs.push(await fanoutRun(rep));
  const pick = (k) => summary(runs.map((r) => r[k]));
  return { p50: pick('p50'), p99: pick('p99'), max: pick('max'), writeRate: pick('writeRate'), clientCores: pick('clientCores'), complete: runs.every((r) => r.complete), runs };
}

// --------------------------------------------------------------------------------- report

const verdict = (ok) => (ok ? '**met**' : '**not met**');

function report(results, seconds) {
  const out = [];
  out.push('### Server hot paths (issue 14)', '');
  out.push(`Machine: ${machineLine(results.machine)}`);
  out.push(`Suite command: \`${['node bench/server.mjs', ...process.argv.slice(2)].join(' ')}\``);
  out.push(`Code: dist/ built ${results.build.builtAt} (copied at the start, so every run measures the same build)${results.build.version ? `; checkout at run time: ${results.build.version}` : ''}.`);
  const foreign = ['get', 'updates', 'fanout']
    .flatMap((p) => (p === 'get' ? [...(results.get?.ours.runs ?? []), ...(results.get?.bare.runs ?? [])] : results[p]?.runs ?? []))
    .map((r) => r.foreign)
    .filter((x) => x !== undefined);
  if (foreign.length > 0) {
    const worst = Math.max(...foreign);
    out.push(
      `Other processes during the runs: median ${fmt(summary(foreign).median, 2)}, max ${fmt(worst, 2)} cores` +
        (worst > 0.25 ? ' (**some runs were disturbed by other work on the machine; the min values are the least disturbed**)' : ' (quiet)') +
        '.',
    );
  }
  out.push(`Cells: median (min–max) of ${REPS} runs${QUICK ? ' (**--quick: a smoke run, not the issue\'s figures**)' : ''}.`, '');

  const rows = [];
  const targets = [];
  if (results.get) {
    const { ours, bare } = results.get;
    const ratio = ours.perSecond.median / bare.perSecond.median;
    rows.push([`GET one RuntimeClass, ${CONNECTIONS} keep-alive connections: requests/s`, fmtSummary(ours.perSecond), fmtSummary(bare.perSecond), `${fmt(ratio, 2)}×`, `≥ ${TARGETS.getRatio}× bare`]);
    rows.push(['… latency p50, ms', fmtSummary(ours.p50, 2), fmtSummary(bare.p50, 2), `${fmt(ours.p50.median / bare.p50.median, 2)}×`, '–']);
    rows.push(['… latency p99, ms', fmtSummary(ours.p99, 2), fmtSummary(bare.p99, 2), `${fmt(ours.p99.median / bare.p99.median, 2)}×`, '–']);
    rows.push(['… load generator CPU, cores (near 1: the generator, not the server, was the limit)', fmtSummary(ours.genCores, 2), fmtSummary(bare.genCores, 2), '–', '–']);
    targets.push([
      `GET one object, ${CONNECTIONS} keep-alive connections ≥ ${TARGETS.getRatio}× a bare node:http server serving the same bytes`,
      `${fmt(ratio, 2)}× (${fmt(ours.perSecond.median)} vs ${fmt(bare.perSecond.median)} req/s; ${fmt(results.get.responseBytes)} bytes per response, identical but for Date)`,
      verdict(ratio >= TARGETS.getRatio),
    ]);
  }
  if (results.updates) {
    const u = results.updates;
    rows.push([`updates/s through the registry (memory store, managedFields kept, ${IN_FLIGHT} in flight, ${fmt(UPDATES)} updates)`, fmtSummary(u.perSecond), 'no bare alternative', '–', `≥ ${fmt(TARGETS.updatesPerSecond)}/s`]);
    rows.push(['… server CPU per update, µs', fmtSummary(u.cpuUsPerUpdate, 1), '–', '–', '–']);
    targets.push([
      `≥ ${fmt(TARGETS.updatesPerSecond)} updates/s through the registry (memory store, managedFields kept)`,
      `${fmt(u.perSecond.median)}/s`,
      verdict(u.perSecond.median >= TARGETS.updatesPerSecond),
    ]);
  }
  if (results.fanout) {
    const f = results.fanout;
    const label = `${fmt(WATCHER_COUNT)} watchers × ${fmt(FANOUT_UPDATES)} updates at ${fmt(FANOUT_RATE)}/s`;
    rows.push([`watch fan-out, ${label}: write → receive p50, ms`, fmtSummary(f.p50, 1), '–', '–', '–']);
    rows.push(['… p99, ms', fmtSummary(f.p99, 1), '–', '–', `< ${TARGETS.fanoutP99Ms} ms`]);
    rows.push(['… max, ms', fmtSummary(f.max, 1), '–', '–', '–']);
    rows.push(['… updates written/s (asked: ' + fmt(FANOUT_RATE) + '/s)', fmtSummary(f.writeRate), '–', '–', '–']);
    rows.push(['… watch client CPU, cores', fmtSummary(f.clientCores, 2), '–', '–', '–']);
    // A server that cannot keep the asked write rate holds its own writes back (they are
    // one at a time), which keeps write-to-receive low: the target counts only at that rate.
    const keptRate = f.writeRate.median >= 0.95 * FANOUT_RATE;
    targets.push([
      `watch fan-out ${fmt(WATCHER_COUNT)} watchers × ${fmt(FANOUT_UPDATES)} updates: p99 write-to-receive < ${TARGETS.fanoutP99Ms} ms`,
      `${fmt(f.p99.median, 1)} ms, updates written at ${fmt(f.writeRate.median)}/s of ${fmt(FANOUT_RATE)}/s asked` +
        (f.complete ? '' : ' (**some events did not arrive or watches were closed: see the log**)'),
      verdict(f.p99.median < TARGETS.fanoutP99Ms && f.complete && keptRate) + (keptRate ? '' : ' (the server could not write at the asked rate)'),
    ]);
  }
  out.push(markdownTable(['measurement', 'ctl server', 'bare node:http', 'ratio', 'target'], rows), '');
  out.push('Targets (issue 14):', '');
  out.push(markdownTable(['target', 'measured (median)', 'status'], targets), '');
  out.push(`Suite time: ${fmt(seconds)} s.`);
  if (PROF_DIR) {
    out.push(
      `CPU profiles of the reference server (whole process: start-up, seeding, then the measured load): ${PROF_DIR}/server-{get,updates,fanout}.cpuprofile ` +
        `(get: all GET runs; updates, fanout: the first run), and of the bare server: ${PROF_DIR}/server-bare.cpuprofile; summarise with node bench/lib/profile-summary.mjs FILE`,
    );
  }
  return out.join('\n') + '\n';
}

async function main() {
  const started = Date.now();
  // Registered before snapshotDist's handler (which exits): when stopped (scripts/bench.mjs
  // stops a suite that runs too long), print the parts measured so far.
  let results;
  process.once('SIGTERM', () => {
    if (results && (results.get || results.updates || results.fanout)) {
      process.stdout.write('(stopped before the end: the parts measured so far)\n\n' + report(results, (Date.now() - started) / 1000));
    }
  });
  const snapshot = snapshotDist();
  results = {
    machine: machine(),
    build: { builtAt: snapshot.builtAt.toISOString().replace(/\.\d+Z$/, 'Z'), version: codeVersion() },
    options: { REPS, DURATION_MS, WARMUP_MS, CONNECTIONS, UPDATES, IN_FLIGHT, WATCHER_COUNT, FANOUT_UPDATES, FANOUT_RATE, QUICK },
  };
  if (PARTS.includes('get')) results.get = await runGet();
  if (PARTS.includes('updates')) results.updates = await runUpdates();
  if (PARTS.includes('fanout')) results.fanout = await runFanout();
  process.stdout.write(report(results, (Date.now() - started) / 1000));
  if (opts.json) writeFileSync(opts.json, JSON.stringify(results, null, 2));
}

main().catch((err) => {
  console.error(err?.stack ?? err);
  process.exit(1);
});
