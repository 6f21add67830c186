#!/usr/bin/env node
/**
 * Informer benchmark (issue 3): ours (ctl) against @kubernetes/client-node's informer.
 *
 * 1. Initial sync of --count LeaseCandidates (default 50,000): wall time from start to
 *    synced, and heap bytes per cached object ((heapUsed after - before) / count, both
 *    after full GCs), each run in a fresh client process, for ctl (managedFields kept),
 *    ctl with `transform: stripManagedFields` (protobuf lists, and JSON lists), and client-node. Per repetition one server
 *    process is seeded and warmed up, and serves the configurations in turn (rotated).
 * 2. Watch throughput: an informer synced on --watch-count objects (default 1,000), the
 *    server writes --updates updates (default 50,000) through its store in a tight loop;
 *    the client measures the first to the last update handler call. The server's own
 *    production rate is reported next to it, so a server-bound result is visible.
 *    A second round replays events of the same kind, pre-encoded, at socket speed: the
 *    client's capacity (JSON lines, or protobuf frames to a client asking for protobuf).
 *    Two replays per configuration and repetition, each in fresh processes: --updates events
 *    (default 50,000), first to last handler call (the JIT's warm-up included; the only
 *    replay until session 23), and --replay-updates events (default 200,000), whose rate
 *    after the first --replay-warm (default 50,000) is the sustained capacity of a
 *    warmed-up client. Both rounds
 *    run ctl with JSON lists and watches, ctl with its defaults (protobuf lists and watches)
 *    and client-node. Fresh server and client processes for every run.
 *
 * The server always runs in its own process and is seeded through its store, not over
 * HTTP. Every measurement is repeated --reps times (default 3); the tables show median
 * (min–max). Before each run the suite waits (bounded) for an idle machine, and it reports
 * how much CPU other processes used during the runs. Needs the built code in dist/.
 *
 * Options: --count N  --watch-count N  --updates N  --replay-updates N  --replay-warm N  --reps N
 *          --only sync|watch|replay (watch: both watch rounds; replay: the client-capacity round alone)
 *          --cpu-prof DIR (CPU profiles of the client and server processes)  --json FILE
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { codeVersion, snapshotDist } from './lib/dist.mjs';
import { machine, machineLine } from './lib/machine.mjs';
import { spawnChild } from './lib/proc.mjs';
import { beginQuietRun, foreignCpuNote, processTicks, waitForQuiet } from './lib/quiet.mjs';
import { fmt, fmtSummary, markdownTable, summary } from './lib/stats.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const SERVER = join(here, 'lib/server-child.mjs');
const CLIENT = join(here, 'lib/informer-client.mjs');

const { values: opts } = parseArgs({
  options: {
    count: { type: 'string', default: '50000' },
    'watch-count': { type: 'string', default: '1000' },
    updates: { type: 'string', default: '50000' },
    'replay-updates': { type: 'string', default: '200000' },
    'replay-warm': { type: 'string', default: '50000' },
    reps: { type: 'string', default: '3' },
    only: { type: 'string' },
    'cpu-prof': { type: 'string' },
    json: { type: 'string' },
  },
  allowPositionals: false,
});
const COUNT = Number(opts.count);
const WATCH_COUNT = Number(opts['watch-count']);
const UPDATES = Number(opts.updates);
const REPLAY_UPDATES = Number(opts['replay-updates']);
const REPLAY_WARM = Number(opts['replay-warm']);
if (!(REPLAY_WARM >= 2 && REPLAY_WARM < REPLAY_UPDATES)) throw new Error('--replay-warm must be at least 2 and below --replay-updates');
const REPS = Number(opts.reps);
const PROF_DIR = opts['cpu-prof'];

const LABELS = {
  ctl: 'ctl (managedFields kept), JSON lists',
  'ctl-protobuf': 'ctl, protobuf lists (the default; managedFields kept)',
  'ctl-strip': 'ctl, transform: stripManagedFields, protobuf lists (the default; managedFields dropped while decoding)',
  'ctl-strip-json': 'ctl, transform: stripManagedFields, JSON lists',
  'ctl-compact': "ctl, transform: stripManagedFields, protobuf lists, cache: 'compact' (records decoded on read)",
  'client-node': '@kubernetes/client-node',
};

/**
 * Sync configurations. All but client-node-gzip use the server front with the
 * APIResponseCompression gate off: client-node (node-fetch) sends Accept-Encoding: gzip
 * and ours does not, so with the gate on (the server's default) they would not receive
 * the same bytes. client-node-gzip shows what that default costs client-node; it is
 * reported for reference and not used for the ratios.
 */
const SYNC_CONFIGS = {
  ctl: { impl: 'ctl', gzip: false },
  'ctl-protobuf': { impl: 'ctl-protobuf', gzip: false },
  'ctl-strip': { impl: 'ctl-strip', gzip: false },
  'ctl-strip-json': { impl: 'ctl-strip-json', gzip: false },
  'ctl-compact': { impl: 'ctl-compact', gzip: false },
  'client-node': { impl: 'client-node', gzip: false },
  'client-node-gzip': { impl: 'client-node', gzip: true },
};

const TARGETS = { syncSpeedup: 3, strippedBytes: 550, eventsPerSecond: 100_000, replaySpeedup: 1.5 };

function log(msg) {
  process.stderr.write(`  ${msg}\n`);
}

function profArgv(label) {
  if (!PROF_DIR) return [];
  mkdirSync(PROF_DIR, { recursive: true });
  return ['--cpu-prof', `--cpu-prof-dir=${PROF_DIR}`, `--cpu-prof-name=client-${label}.cpuprofile`];
}

function clientExecArgv(label) {
  return ['--expose-gc', ...profArgv(label)];
}



async function startServer(count, label, options = {}) {
  const server = spawnChild(SERVER);
  // The server profiles itself after seeding, so the profile shows serving only.
  if (PROF_DIR) mkdirSync(PROF_DIR, { recursive: true });
  const profile = PROF_DIR ? join(PROF_DIR, `server-${label}.cpuprofile`) : undefined;
  server.send({ type: 'start', count, ...options, ...(profile ? { profile } : {}) });
  const ready = await server.next('ready', 300_000);
  return { server, ready };
}

/** One sync run of `config` against a seeded, warmed-up server. */
async function syncRun(config, rep, { server, ready }) {
  const { impl, gzip } = SYNC_CONFIGS[config];
  const cpu = await beginQuietRun(log, `sync ${config} run ${rep}`, [server.child.pid]);
  const client = spawnChild(CLIENT, { execArgv: clientExecArgv(`sync-${config}-${rep}`) });
  try {
    const serverTicks0 = processTicks(server.child.pid);
    client.send({ type: 'sync', impl, url: gzip ? ready.gzipUrl : ready.url, count: COUNT });
    const r = await client.next('synced', 300_000);
    const serverTicks1 = processTicks(server.child.pid);
    // 10 ms resolution (USER_HZ); includes the few ms between 'synced' and this read
    const serverCpuMs = serverTicks0 === undefined || serverTicks1 === undefined ? undefined : (serverTicks1 - serverTicks0) * 10;
    if (r.cached !== COUNT) throw new Error(`${config}: cache holds ${r.cached} objects, expected ${COUNT}`);
    const bytesPerObject = (r.heapAfter - r.heapBefore) / COUNT;
    const foreign = cpu.stop([server.child.pid, client.child.pid]);
    log(
      `sync   ${config.padEnd(16)} run ${rep}: ${fmt(r.syncMs)} ms (client CPU ${fmt(r.cpuMs)} ms, server CPU ${serverCpuMs === undefined ? '?' : fmt(serverCpuMs)} ms), ` +
        `${fmt(bytesPerObject)} B/object${foreignCpuNote(foreign)}`,
    );
    return { syncMs: r.syncMs, clientCpuMs: r.cpuMs, serverCpuMs: serverCpuMs ?? NaN, bytesPerObject, foreign };
  } finally {
    await client.stop();
  }
}

/**
 * One watch run against a fresh server. mode 'server': the real server writes UPDATES
 * updates through its store. mode 'replay': the same events, pre-encoded, written by the
 * replay front as fast as the client reads them (the client's capacity).
 */
async function watchRun(mode, impl, rep, long = false) {
  const label = `${mode}-${impl}-${rep}`;
  const cpu = await beginQuietRun(log, `${mode} ${impl} run ${rep}`);
  const { server, ready } = await startServer(WATCH_COUNT, label, { replay: mode === 'replay' });
  const client = spawnChild(CLIENT, { execArgv: clientExecArgv(label) });
  const updates = long ? REPLAY_UPDATES : UPDATES;
  try {
    const url = mode === 'replay' ? ready.replayUrl : ready.url;
    client.send({ type: 'watch', impl, url, count: WATCH_COUNT, updates, ...(long ? { splitAt: REPLAY_WARM } : {}) });
    const synced = await client.next('synced', 120_000);
    if (synced.cached !== WATCH_COUNT) throw new Error(`${impl}: cache holds ${synced.cached}, expected ${WATCH_COUNT}`);
    // The server child starts writing once the client's watch is registered.
    server.send({ type: mode === 'replay' ? 'replay' : 'update', updates });
    const produced = await server.next(mode === 'replay' ? 'replayed' : 'updated', 300_000);
    const watched = await client.next('watched', 300_000);
    const spanS = (watched.lastMs - watched.firstMs) / 1000;
    const eventsPerSecond = (watched.events - 1) / spanS;
    // CPU time is less disturbed by other work on the machine than the wall-clock rate.
    const cpuUsPerEvent = (watched.cpuMs * 1000) / (watched.events - 1);
    const serverPerSecond = produced.updates / (produced.ms / 1000);
    const endToEndPerSecond = produced.updates / ((watched.lastEpochMs - produced.startEpochMs) / 1000);
    const foreign = cpu.stop([server.child.pid, client.child.pid]);
    // The long replay: the rate after its first REPLAY_WARM events (sustained).
    const warm = long ? splitRates(watched) : {};
    log(
      `${mode.padEnd(6)} ${impl.padEnd(16)} run ${rep}: ${fmt(eventsPerSecond)} events/s delivered, ` +
        `client CPU ${fmt(cpuUsPerEvent, 1)} µs/event, ` +
        (long
          ? `of ${fmt(updates)}: first ${fmt(REPLAY_WARM)} ${fmt(warm.coldPerSecond)}/s (${fmt(warm.coldCpuUs, 1)} µs), rest ${fmt(warm.sustainedPerSecond)}/s (${fmt(warm.sustainedCpuUs, 1)} µs), `
          : '') +
        `${mode === 'replay' ? 'replay wrote' : 'server wrote'} ${fmt(serverPerSecond)}/s` +
        (produced.cpuMs !== undefined ? ` (its CPU ${fmt((produced.cpuMs * 1000) / produced.updates, 1)} µs/event)` : '') +
        `, end to end ${fmt(endToEndPerSecond)}/s${foreignCpuNote(foreign)}`,
    );
    if (long) return { ...warm, foreign };
    return { eventsPerSecond, cpuUsPerEvent, serverPerSecond, endToEndPerSecond, foreign };
  } finally {
    await client.stop();
    await server.stop();
  }
}

/**
 * Rates of a long replay before and after its REPLAY_WARM-th event: the second is the
 * sustained rate of the warmed-up client. (The first part is logged, not reported: a client
 * that reads ahead of its handlers, as client-node's does, holds more of a longer stream in
 * memory meanwhile, so it is not the same figure as a replay of REPLAY_WARM events alone.)
 */
function splitRates(w) {
  const coldEvents = REPLAY_WARM - 1;
  const restEvents = w.events - REPLAY_WARM;
  return {
    coldPerSecond: coldEvents / ((w.splitMs - w.firstMs) / 1000),
    coldCpuUs: (w.splitCpuMs * 1000) / coldEvents,
    sustainedPerSecond: restEvents / ((w.lastMs - w.splitMs) / 1000),
    sustainedCpuUs: ((w.cpuMs - w.splitCpuMs) * 1000) / restEvents,
  };
}

/** The order of `items` in repetition `rep` (1-based): rotated, so no item always goes first. */
function rotation(items, rep) {
  return items.map((_, k) => items[(k + rep - 1) % items.length]);
}

function pick(runs, key) {
  return summary(runs.map((r) => r[key]));
}

function summarizeRuns(runs, keys) {
  return Object.fromEntries(
    Object.entries(runs).map(([name, rs]) => [name, { ...Object.fromEntries(keys.map((k) => [k, pick(rs, k)])), runs: rs }]),
  );
}

/**
 * The order of the sync configurations in repetition `rep`: the pair the target compares
 * (ctl-protobuf, client-node) back to back first, which of the two goes first alternating,
 * then the other configurations rotated. The machine's speed drifts within a suite run (a
 * fresh server's seeding of the same objects took 8.4 s in the first repetition and 12.8 s
 * in the fifth of one quiet run), so two configurations far apart in time measure the drift
 * as much as themselves; run next to each other, the pair shares it.
 */
function syncOrder(configs, rep) {
  const pair = rep % 2 === 1 ? ['ctl-protobuf', 'client-node'] : ['client-node', 'ctl-protobuf'];
  return [...pair, ...rotation(configs.filter((c) => !pair.includes(c)), rep)];
}

async function runSync() {
  log(`initial sync: ${fmt(COUNT)} LeaseCandidates, ${REPS} runs per configuration`);
  const configs = Object.keys(SYNC_CONFIGS);
  const runs = Object.fromEntries(configs.map((c) => [c, []]));
  for (let rep = 1; rep <= REPS; rep++) {
    await waitForQuiet();
    const srv = await startServer(COUNT, `sync-${rep}`, { gzipFront: true, warmup: true });
    log(`server for run ${rep}: seeded ${fmt(COUNT)} in ${fmt(srv.ready.seedMs)} ms, warmed up in ${fmt(srv.ready.warmupMs)} ms`);
    try {
      for (const config of syncOrder(configs, rep)) runs[config].push(await syncRun(config, rep, srv));
    } finally {
      await srv.server.stop();
    }
  }
  return summarizeRuns(runs, ['syncMs', 'clientCpuMs', 'serverCpuMs', 'bytesPerObject']);
}

async function runWatch(mode) {
  log(
    mode === 'server'
      ? `watch: the server writes ${fmt(UPDATES)} updates of ${fmt(WATCH_COUNT)} LeaseCandidates, ${REPS} runs per informer`
      : `watch replay: events pre-encoded, written at socket speed: ${fmt(UPDATES)} (first to last), and ${fmt(REPLAY_UPDATES)} (rate after the first ${fmt(REPLAY_WARM)}), ${REPS} runs of each per informer`,
  );
  // ctl: lists and watch in JSON (the rows of earlier rounds); ctl-protobuf: the defaults.
  const impls = ['ctl', 'ctl-protobuf', 'client-node'];
  const runs = Object.fromEntries(impls.map((i) => [i, []]));
  for (let rep = 1; rep <= REPS; rep++) {
    for (const impl of rotation(impls, rep)) {
      const run = await watchRun(mode, impl, rep);
      if (mode === 'replay') {
        const long = await watchRun(mode, impl, rep, true);
        run.sustainedPerSecond = long.sustainedPerSecond;
        run.sustainedCpuUs = long.sustainedCpuUs;
        if (long.foreign !== undefined) run.foreign = Math.max(run.foreign ?? 0, long.foreign);
      }
      runs[impl].push(run);
    }
  }
  const keys = ['eventsPerSecond', 'cpuUsPerEvent', 'serverPerSecond', 'endToEndPerSecond'];
  if (mode === 'replay') keys.push('sustainedPerSecond', 'sustainedCpuUs');
  return summarizeRuns(runs, keys);
}

const verdict = (ok) => (ok ? '**met**' : '**not met**');

/** "ctl 1.71× faster" / "ctl 1.25× slower" from client-node time ÷ ctl time. */
const speedText = (x) => (x >= 1 ? `ctl ${fmt(x, 2)}× faster` : `ctl ${fmt(1 / x, 2)}× slower`);

function report(results, seconds) {
  const out = [];
  out.push(`### Informer: ctl vs @kubernetes/client-node`, '');
  out.push(`Machine: ${machineLine(results.machine)}`);
  out.push(`Suite command: \`${['node bench/informer.mjs', ...process.argv.slice(2)].join(' ')}\``);
  out.push(`Code: dist/ built ${results.build.builtAt} (copied at the start, so every run measures the same build)${results.build.version ? `; checkout at run time: ${results.build.version}` : ''}.`);
  const foreign = [results.sync, results.watch, results.replay]
    .filter(Boolean)
    .flatMap((byName) => Object.values(byName).flatMap((x) => x.runs.map((r) => r.foreign)))
    .filter((x) => x !== undefined);
  if (foreign.length > 0) {
    const worst = Math.max(...foreign);
    out.push(
      `Other processes during the runs: median ${fmt(summary(foreign).median, 2)}, max ${fmt(worst, 2)} cores` +
        (worst > 0.25 ? ' (**some runs were disturbed by other work on the machine; the min values are the least disturbed**)' : ' (quiet)') +
        '.',
    );
  }
  out.push(`Cells: median (min–max) of ${REPS} runs, each in a fresh client process; the server always runs in its own process.`, '');

  const rows = [];
  const targets = [];
  if (results.sync) {
    const s = results.sync;
    const cn = s['client-node'];
    for (const c of ['ctl', 'ctl-protobuf', 'ctl-strip', 'ctl-strip-json', 'ctl-compact']) {
      rows.push([
        `initial sync of ${fmt(COUNT)}, ms: ${LABELS[c]}`,
        fmtSummary(s[c].syncMs),
        fmtSummary(cn.syncMs),
        speedText(cn.syncMs.median / s[c].syncMs.median),
      ]);
    }
    rows.push([
      `… client CPU during the sync, ms (all threads; ctl managedFields kept)`,
      fmtSummary(s.ctl.clientCpuMs),
      fmtSummary(cn.clientCpuMs),
      `ctl ${fmt(s.ctl.clientCpuMs.median / cn.clientCpuMs.median, 2)}× the CPU`,
    ]);
    rows.push([
      `… client CPU during the sync, ms (all threads; ctl protobuf lists, managedFields kept)`,
      fmtSummary(s['ctl-protobuf'].clientCpuMs),
      fmtSummary(cn.clientCpuMs),
      `ctl ${fmt(s['ctl-protobuf'].clientCpuMs.median / cn.clientCpuMs.median, 2)}× the CPU`,
    ]);
    rows.push([
      `… client CPU during the sync, ms (all threads; ctl protobuf lists, stripManagedFields: managedFields dropped while decoding)`,
      fmtSummary(s['ctl-strip'].clientCpuMs),
      fmtSummary(cn.clientCpuMs),
      `ctl ${fmt(s['ctl-strip'].clientCpuMs.median / cn.clientCpuMs.median, 2)}× the CPU`,
    ]);
    rows.push([
      `… client CPU during the sync, ms (all threads; as the row above, cache: 'compact')`,
      fmtSummary(s['ctl-compact'].clientCpuMs),
      fmtSummary(cn.clientCpuMs),
      `ctl ${fmt(s['ctl-compact'].clientCpuMs.median / cn.clientCpuMs.median, 2)}× the CPU`,
    ]);
    if (Number.isFinite(s.ctl.serverCpuMs.median)) {
      rows.push([
        `… server CPU during the sync, ms (same list, ctl JSON lists in pages of the informer default (1,000), client-node unpaged)`,
        fmtSummary(s.ctl.serverCpuMs),
        fmtSummary(cn.serverCpuMs),
        '–',
      ]);
      rows.push([`… server CPU during the sync, ms (ctl protobuf lists, pages of 1,000)`, fmtSummary(s['ctl-protobuf'].serverCpuMs), fmtSummary(cn.serverCpuMs), '–']);
    }
    rows.push([
      `… for reference: client-node when the server gzips (its default; not used for ratios)`,
      '–',
      fmtSummary(s['client-node-gzip'].syncMs),
      `${speedText(s['client-node-gzip'].syncMs.median / s.ctl.syncMs.median)} (managedFields kept)`,
    ]);
    for (const c of ['ctl', 'ctl-protobuf', 'ctl-strip', 'ctl-strip-json', 'ctl-compact']) {
      rows.push([
        `heap bytes per cached object: ${LABELS[c]}`,
        fmtSummary(s[c].bytesPerObject),
        fmtSummary(cn.bytesPerObject),
        `ctl ${fmt(s[c].bytesPerObject.median / cn.bytesPerObject.median, 2)}× the bytes`,
      ]);
    }
    // The same comparison per repetition (the pair ran back to back: see syncOrder).
    const paired = summary(s['ctl-protobuf'].runs.map((r, i) => cn.runs[i].syncMs / r.syncMs));
    rows.push([
      `… the protobuf row's ratio per repetition (ctl-protobuf and client-node back to back), client-node ms ÷ ctl ms`,
      '–',
      '–',
      `${fmt(paired.median, 2)}× (${fmt(paired.min, 2)}–${fmt(paired.max, 2)})`,
    ]);
    const speedup = cn.syncMs.median / s.ctl.syncMs.median;
    const speedupStrip = cn.syncMs.median / s['ctl-strip'].syncMs.median;
    const speedupProtobuf = cn.syncMs.median / s['ctl-protobuf'].syncMs.median;
    const best = Math.max(speedup, speedupProtobuf);
    targets.push([
      `initial sync ≥ ${TARGETS.syncSpeedup}× faster than client-node`,
      `${fmt(speedupProtobuf, 2)}× as fast (protobuf lists, the default; managedFields kept), ${fmt(speedup, 2)}× (JSON lists), ${fmt(speedupStrip, 2)}× (protobuf, stripped)`,
      verdict(best >= TARGETS.syncSpeedup) +
        (best < TARGETS.syncSpeedup && speedupStrip >= TARGETS.syncSpeedup ? ' (met only with stripManagedFields)' : ''),
    ]);
    const stripped = s['ctl-strip'].bytesPerObject.median;
    targets.push([
      `≤ ${TARGETS.strippedBytes} heap bytes per cached LeaseCandidate, managedFields stripped (protobuf lists, the default)`,
      `${fmt(stripped)} B`,
      verdict(stripped <= TARGETS.strippedBytes),
    ]);
    const compact = s['ctl-compact'].bytesPerObject.median;
    targets.push([
      `≤ ${TARGETS.strippedBytes} heap bytes per cached LeaseCandidate, managedFields stripped, opt-in cache: 'compact' (reads decode a copy)`,
      `${fmt(compact)} B`,
      verdict(compact <= TARGETS.strippedBytes),
    ]);
  }
  if (results.watch) {
    const w = results.watch;
    const cn = w['client-node'];
    rows.push([
      `watch delivery, update events/s: the server writes ${fmt(UPDATES)} updates, first to last handler call (ctl: JSON watch)`,
      fmtSummary(w.ctl.eventsPerSecond),
      fmtSummary(cn.eventsPerSecond),
      `ctl ${fmt(w.ctl.eventsPerSecond.median / cn.eventsPerSecond.median, 2)}× the rate`,
    ]);
    rows.push([
      `… ctl, protobuf watch (the default)`,
      fmtSummary(w['ctl-protobuf'].eventsPerSecond),
      fmtSummary(cn.eventsPerSecond),
      `ctl ${fmt(w['ctl-protobuf'].eventsPerSecond.median / cn.eventsPerSecond.median, 2)}× the rate`,
    ]);
    rows.push([`… the server alone: updates written/s in those runs`, fmtSummary(w.ctl.serverPerSecond), fmtSummary(cn.serverPerSecond), '–']);
    rows.push([
      `… end to end: the server's first write to the last handler call, events/s`,
      fmtSummary(w.ctl.endToEndPerSecond),
      fmtSummary(cn.endToEndPerSecond),
      `ctl ${fmt(w.ctl.endToEndPerSecond.median / cn.endToEndPerSecond.median, 2)}× the rate`,
    ]);
  }
  if (results.replay) {
    const r = results.replay;
    const cn = r['client-node'];
    // Each ctl configuration gets the replay in the format it asks for (JSON lines, protobuf frames).
    for (const [impl, label] of [
      ['ctl-protobuf', 'ctl, protobuf watch (the default)'],
      ['ctl', 'ctl, JSON watch (`watchWireFormat: json`)'],
    ]) {
      const rest = `events ${fmt(REPLAY_WARM + 1)}-${fmt(REPLAY_UPDATES)} of a ${fmt(REPLAY_UPDATES)}-event replay`;
      const short = `a ${fmt(UPDATES)}-event replay in a fresh process, first to last handler call (the JIT's warm-up included)`;
      // Per replay: its rate, then the client CPU per event in the same runs.
      for (const [title, what, rateKey, cpuKey] of [
        ['client capacity, sustained, update events/s: events pre-encoded, replayed at socket speed', rest, 'sustainedPerSecond', 'sustainedCpuUs'],
        ['client capacity, update events/s', short, 'eventsPerSecond', 'cpuUsPerEvent'],
      ]) {
        const ours = r[impl];
        rows.push([`${title}, ${what}; ${label}`, fmtSummary(ours[rateKey]), fmtSummary(cn[rateKey]), `ctl ${fmt(ours[rateKey].median / cn[rateKey].median, 2)}× the rate`]);
        rows.push([
          `… client CPU per update event, µs (all threads), ${what}; ${label}`,
          fmtSummary(ours[cpuKey], 1),
          fmtSummary(cn[cpuKey], 1),
          `ctl ${fmt(ours[cpuKey].median / cn[cpuKey].median, 2)}× the CPU`,
        ]);
      }
    }
    const p = r['ctl-protobuf'];
    const sustained = p.sustainedPerSecond.median / cn.sustainedPerSecond.median;
    const cold = p.eventsPerSecond.median / cn.eventsPerSecond.median;
    targets.push([
      `client capacity ≥ ${TARGETS.replaySpeedup}× client-node's (issue 14), sustained (events ${fmt(REPLAY_WARM + 1)}-${fmt(REPLAY_UPDATES)} of a ${fmt(REPLAY_UPDATES)}-event replay)`,
      `${fmt(sustained, 2)}× the rate with the default protobuf watch (${fmt(cn.sustainedCpuUs.median / p.sustainedCpuUs.median, 2)}× by CPU per event); JSON watch ${fmt(r.ctl.sustainedPerSecond.median / cn.sustainedPerSecond.median, 2)}×`,
      verdict(sustained >= TARGETS.replaySpeedup),
    ]);
    targets.push([
      `… the same for a ${fmt(UPDATES)}-event replay in a fresh process, JIT warm-up included (the suite's only replay row until session 23)`,
      `${fmt(cold, 2)}× the rate (${fmt(cn.cpuUsPerEvent.median / p.cpuUsPerEvent.median, 2)}× by CPU per event); JSON watch ${fmt(r.ctl.eventsPerSecond.median / cn.eventsPerSecond.median, 2)}×`,
      verdict(cold >= TARGETS.replaySpeedup),
    ]);
  }
  if (results.watch) {
    const rate = results.watch.ctl.eventsPerSecond.median;
    const serverRate = results.watch.ctl.serverPerSecond.median;
    const capacity = results.replay?.ctl.sustainedPerSecond.median;
    let note = '';
    if (rate < TARGETS.eventsPerSecond && serverRate < TARGETS.eventsPerSecond) {
      note = ' (server-bound';
      if (capacity !== undefined) note += capacity >= TARGETS.eventsPerSecond ? '; the client alone would meet it' : '; the client alone does not meet it either';
      note += ')';
    }
    targets.push([
      `watch delivery ≥ ${fmt(TARGETS.eventsPerSecond)} events/s`,
      `${fmt(rate)} events/s from server writes (the server wrote ${fmt(serverRate)}/s)` +
        (capacity !== undefined ? `; client capacity ${fmt(capacity)} events/s` : ''),
      verdict(rate >= TARGETS.eventsPerSecond) + note,
    ]);
  }
  out.push(markdownTable(['measurement', 'ctl', '@kubernetes/client-node', 'ratio'], rows), '');
  out.push('Targets (issues 3 and 14):', '');
  out.push(markdownTable(['target', 'measured (median)', 'status'], targets), '');
  out.push(`Suite time: ${fmt(seconds)} s.`);
  if (PROF_DIR) out.push(`CPU profiles of the client and server processes: ${PROF_DIR} (summarise with node bench/lib/profile-summary.mjs FILE)`);
  return out.join('\n') + '\n';
}

async function main() {
  const started = Date.now();
  const snapshot = snapshotDist();
  const results = {
    machine: machine(),
    build: { builtAt: snapshot.builtAt.toISOString().replace(/\.\d+Z$/, 'Z'), version: codeVersion() },
    options: { COUNT, WATCH_COUNT, UPDATES, REPLAY_UPDATES, REPLAY_WARM, REPS },
  };
  const only = opts.only;
  if (only !== undefined && !['sync', 'watch', 'replay'].includes(only)) throw new Error(`--only: expected sync, watch or replay, got ${JSON.stringify(only)}`);
  if (only === undefined || only === 'sync') results.sync = await runSync();
  if (only === undefined || only === 'watch') results.watch = await runWatch('server');
  if (only === undefined || only === 'watch' || only === 'replay') results.replay = await runWatch('replay');
  process.stdout.write(report(results, (Date.now() - started) / 1000));
  if (opts.json) writeFileSync(opts.json, JSON.stringify(results, null, 2));
}

main().catch((err) => {
  console.error(err?.stack ?? err);
  process.exit(1);
});
