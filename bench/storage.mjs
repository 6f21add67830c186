#!/usr/bin/env node
/**
 * Storage backends side by side (issue: state that survives): write throughput and p99
 * latency of LeaseCandidate creates over HTTP, sequential and 16 in flight, watch delivery
 * during the 16-in-flight run, and restart-to-ready time with 50,000 stored objects.
 *
 *   npm run bench -- --suite storage [--creates 3000] [--reps 3] [--restart 50000]
 *
 * Each backend's server runs in its own process; the client here uses undici with one
 * connection per in-flight request. The SQLite server writes to a temporary data dir
 * (fsync per commit, group commit per event-loop turn).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { snapshotDist } from './lib/dist.mjs';
import { leaseCandidate } from './lib/fixtures.mjs';
import { spawnChild } from './lib/proc.mjs';
import { fmt, markdownTable, median } from './lib/stats.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const CREATES = opt('creates', 3000);
const REPS = opt('reps', 3);
const RESTART_OBJECTS = opt('restart', 50_000);
const BACKENDS = ['memory', 'sqlite'];

snapshotDist();
const CHILD = new URL('./lib/storage-server-child.mjs', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'ctl-bench-storage-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

function p99(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * 0.99))];
}

async function startBackend(backend, extra = {}) {
  const proc = spawnChild(CHILD);
  const dataDir = join(scratch, `${backend}-${Math.random().toString(36).slice(2)}`);
  proc.send({ type: 'start', backend, dataDir, ...extra });
  const ready = await proc.next('ready', 300_000);
  return { proc, url: ready.url, dataDir, startMs: ready.startMs };
}

/** Creates `count` LeaseCandidates with `inFlight` concurrent requests; per-request latencies. */
async function createLoad(url, count, inFlight, offset, watcher) {
  const pool = new Pool(url, { connections: inFlight, pipelining: 1 });
  const latencies = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < count) {
      const i = next++;
      const obj = leaseCandidate(offset + i, 1_000_000);
      obj.metadata.namespace = 'default';
      delete obj.metadata.managedFields;
      const t0 = performance.now();
      const res = await pool.request({
        method: 'POST',
        path: '/apis/coordination.cluster.io/v1beta1/namespaces/default/leasecandidates',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(obj),
      });
      await res.body.text();
      if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode}`);
      latencies.push(performance.now() - t0);
      watcher?.sent(obj.metadata.name, performance.now());
    }
  }
  await Promise.all(Array.from({ length: inFlight }, worker));
  const ms = performance.now() - started;
  await pool.close();
  return { perSecond: (count / ms) * 1000, p99: p99(latencies) };
}

/** A watch on the namespace that records when each created object's ADDED event arrives. */
async function openWatcher(url) {
  const pool = new Pool(url, { connections: 1 });
  const res = await pool.request({ method: 'GET', path: '/apis/coordination.cluster.io/v1beta1/namespaces/default/leasecandidates?watch=1&resourceVersion=0' });
  const ackedAt = new Map();
  const arrivedAt = new Map();
  let received = 0;
  let buffered = '';
  const done = (async () => {
    for await (const chunk of res.body) {
      buffered += chunk.toString();
      let nl;
      while ((nl = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        const name = JSON.parse(line).object?.metadata?.name;
        received++;
        arrivedAt.set(name, performance.now());
      }
    }
  })().catch(() => {});
  return {
    sent: (name, t) => ackedAt.set(name, t),
    /** Per object: how long after its create was acknowledged its event arrived (0 if before). */
    lags() {
      const out = [];
      for (const [name, acked] of ackedAt) {
        const arrived = arrivedAt.get(name);
        if (arrived !== undefined) out.push(Math.max(0, arrived - acked));
      }
      return out;
    },
    async waitFor(n) {
      const deadline = performance.now() + 30_000;
      while (received < n && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      return received;
    },
    async close() {
      res.body.destroy();
      await done;
      await pool.destroy();
    },
  };
}

const rows = [];
const results = {};
for (const backend of BACKENDS) results[backend] = { seq: [], par: [], seqP99: [], parP99: [], lagP99: [] };
for (let rep = 0; rep < REPS; rep++) {
  // Alternate the backends within each repetition so drift hits both alike.
  for (const backend of BACKENDS) {
    const { proc, url } = await startBackend(backend);
    const seq = await createLoad(url, Math.floor(CREATES / 3), 1, 0);
    const watcher = await openWatcher(url);
    const par = await createLoad(url, CREATES, 16, 100_000, watcher);
    await watcher.waitFor(Math.floor(CREATES / 3) + CREATES);
    await watcher.close();
    const r = results[backend];
    r.seq.push(seq.perSecond);
    r.seqP99.push(seq.p99);
    r.par.push(par.perSecond);
    r.parP99.push(par.p99);
    r.lagP99.push(p99(watcher.lags()));
    await proc.stop();
  }
}
for (const backend of BACKENDS) {
  const r = results[backend];
  rows.push([
    backend,
    `${fmt(median(r.seq))}/s`,
    `${fmt(median(r.seqP99), 2)} ms`,
    `${fmt(median(r.par))}/s`,
    `${fmt(median(r.parP99), 2)} ms`,
    `${fmt(median(r.lagP99), 2)} ms`,
  ]);
}
console.log(`### Storage backends: LeaseCandidate creates over HTTP (median of ${REPS} runs; ${fmt(Math.floor(CREATES / 3))} sequential, ${fmt(CREATES)} with 16 in flight)\n`);
console.log(markdownTable(['backend', 'creates, 1 in flight', 'p99', 'creates, 16 in flight', 'p99', 'watch delivery p99 (ack to event)'], rows));
const sqlitePar = median(results.sqlite.par);
console.log(`\nSQLite durable creates with 16 in flight: ${fmt(sqlitePar)}/s (target >= 3,000/s: ${sqlitePar >= 3000 ? 'met' : 'not met'}); ${fmt(sqlitePar / median(results.memory.par), 2)}x the memory backend.\n`);

// Restart: seed RESTART_OBJECTS into a SQLite data dir, stop, start a new process on it.
{
  const first = await startBackend('sqlite', { seed: RESTART_OBJECTS });
  const dataDir = first.dataDir;
  await first.proc.stop(60_000);
  const times = [];
  for (let rep = 0; rep < REPS; rep++) {
    const t0 = performance.now();
    const proc = spawnChild(CHILD);
    proc.send({ type: 'start', backend: 'sqlite', dataDir });
    const ready = await proc.next('ready', 120_000);
    const list = await fetch(`${ready.url}/apis/coordination.cluster.io/v1beta1/leasecandidates?limit=1`).then((r) => r.json());
    times.push(performance.now() - t0);
    if (!(list.items?.length === 1)) throw new Error('restarted server lists nothing');
    await proc.stop(60_000);
  }
  const ms = median(times);
  console.log(`### Restart to ready on a SQLite data dir with ${fmt(RESTART_OBJECTS)} LeaseCandidates (process spawn to first answered list; median of ${REPS})\n`);
  console.log(markdownTable(['backend', 'restart to ready', 'target'], [['sqlite', `${fmt(ms)} ms`, `< 3,000 ms: ${ms < 3000 ? 'met' : 'not met'}`]]));
}
