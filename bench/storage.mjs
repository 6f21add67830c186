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
 * (fsync per commit, group commit per event-loop turn). The etcd server talks to a
 * single-member etcd started here (`$ETCD_BIN` or `etcd` on PATH) on loopback, with its data
 * in a temporary dir, a fresh one for each repetition; etcd's restart row is a new API server
 * process on the etcd that holds the objects (etcd keeps running). Without an etcd binary
 * the etcd rows are not measured, and the output says so.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { snapshotDist } from './lib/dist.mjs';
import { leaseCandidate } from './lib/fixtures.mjs';
import { findEtcdBinary, startEtcd } from './lib/etcd.mjs';
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
const ETCD_BINARY = findEtcdBinary();
const BACKENDS = ['memory', 'sqlite', ...(ETCD_BINARY ? ['etcd'] : [])];
const NO_ETCD = 'etcd row not measured: no etcd binary (set $ETCD_BIN or put etcd on PATH, e.g. apt-get install -y etcd-server)';
/** The row names in the tables. */
const LABEL = { memory: 'memory', sqlite: 'sqlite (fsync per commit)', etcd: 'etcd (1 member, loopback)' };

snapshotDist();
const CHILD = new URL('./lib/storage-server-child.mjs', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'ctl-bench-storage-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

function p99(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * 0.99))];
}

/** A server process on `backend`; `extra` goes into its start message (`dataDir`, `etcd`, `seed`). */
async function startBackend(backend, extra = {}) {
  const proc = spawnChild(CHILD);
  const dataDir = extra.dataDir ?? join(scratch, `${backend}-${Math.random().toString(36).slice(2)}`);
  proc.send({ type: 'start', backend, ...extra, dataDir });
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
    const etcd = backend === 'etcd' ? await startEtcd(ETCD_BINARY) : undefined;
    const { proc, url } = await startBackend(backend, etcd ? { etcd: { endpoint: etcd.endpoint, keyPrefix: '/bench' } } : {});
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
    await etcd?.stop();
  }
}
for (const backend of BACKENDS) {
  const r = results[backend];
  rows.push([
    LABEL[backend],
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
console.log(`\nSQLite durable creates with 16 in flight: ${fmt(sqlitePar)}/s (target >= 3,000/s: ${sqlitePar >= 3000 ? 'met' : 'not met'}); ${fmt(sqlitePar / median(results.memory.par), 2)}x the memory backend.`);
if (ETCD_BINARY) {
  const etcdPar = median(results.etcd.par);
  console.log(`etcd creates with 16 in flight: ${fmt(etcdPar)}/s; ${fmt(etcdPar / median(results.memory.par), 2)}x the memory backend, ${fmt(etcdPar / sqlitePar, 2)}x SQLite (etcd: ${ETCD_BINARY}).\n`);
} else {
  console.log(`${NO_ETCD}.\n`);
}

// Restart: seed RESTART_OBJECTS through one server process, stop it, and time new server
// processes on the same store (SQLite: the data dir; etcd: the etcd, which keeps running).
/** Median ms from spawning a server process on the seeded store to its first answered list. */
async function restartToReady(backend, extra) {
  const first = await startBackend(backend, { ...extra, seed: RESTART_OBJECTS });
  await first.proc.stop(60_000);
  const times = [];
  for (let rep = 0; rep < REPS; rep++) {
    const t0 = performance.now();
    const proc = spawnChild(CHILD);
    proc.send({ type: 'start', backend, ...extra, dataDir: first.dataDir });
    const ready = await proc.next('ready', 120_000);
    const list = await fetch(`${ready.url}/apis/coordination.cluster.io/v1beta1/leasecandidates?limit=1`).then((r) => r.json());
    times.push(performance.now() - t0);
    if (!(list.items?.length === 1)) throw new Error(`restarted ${backend} server lists nothing`);
    await proc.stop(60_000);
  }
  return median(times);
}
{
  const restartRows = [];
  const sqliteMs = await restartToReady('sqlite', {});
  restartRows.push(['sqlite (the data dir)', `${fmt(sqliteMs)} ms`, `< 3,000 ms: ${sqliteMs < 3000 ? 'met' : 'not met'}`]);
  if (ETCD_BINARY) {
    const etcd = await startEtcd(ETCD_BINARY);
    try {
      const etcdMs = await restartToReady('etcd', { etcd: { endpoint: etcd.endpoint, keyPrefix: '/bench' } });
      restartRows.push(['etcd (a new API server process; etcd keeps running)', `${fmt(etcdMs)} ms`, 'none set']);
    } finally {
      await etcd.stop();
    }
  }
  console.log(`### Restart to ready with ${fmt(RESTART_OBJECTS)} LeaseCandidates stored (process spawn to first answered list; median of ${REPS})\n`);
  console.log(markdownTable(['backend', 'restart to ready', 'target'], restartRows));
  if (!ETCD_BINARY) console.log(`\n${NO_ETCD.replace('etcd row', 'etcd restart row')}.`);
}
