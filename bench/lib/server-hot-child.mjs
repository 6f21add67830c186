/**
 * The reference API server (memory storage) for the server hot-path suite (bench/server.mjs,
 * issue 14), in its own process. Driven over IPC:
 *
 *   parent -> { type: 'start', runtimeClass?, leaseCandidates?, namespace? }
 *             start the server; create one RuntimeClass (`runtimeClass`: its name) and
 *             `leaseCandidates` LeaseCandidates (all in `namespace`, default 'default'),
 *             through the store with a field manager, so managedFields are recorded
 *   child  -> { type: 'ready', url }
 *
 *   parent -> { type: 'updates', updates, inFlight, warmup }
 *             `warmup` then `updates` updates of spec.renewTime through the registry store
 *             (`store.update` with a field manager: validation, managedFields, encoding,
 *             storage, watch cache), `inFlight` at a time; each in-flight slot owns its own
 *             objects (slot k updates objects k, k + inFlight, ...), so no update conflicts;
 *             each update passes a fresh copy of the object (see `touch`)
 *   child  -> { type: 'updated', updates, ms, cpuMs }
 *
 *   parent -> { type: 'fanout', updates, rate, watchers }
 *             wait until `watchers` watches are registered, then write `updates` updates at
 *             `rate` per second (update i is due at start + i / rate; one at a time), each
 *             carrying its write time (epoch ms, `performance.timeOrigin + performance.now()`
 *             taken just before `store.update`) in the annotation WRITTEN_AT
 *   child  -> { type: 'fanned', updates, ms, lateMaxMs }   lateMaxMs: the most a write started after it was due
 *
 *   parent -> { type: 'close' }   close the server and exit
 */
import { performance } from 'node:perf_hooks';
import { importDist } from './dist.mjs';
import { leaseCandidate, microTime } from './fixtures.mjs';

const { leaseCandidates, runtimeClasses } = await importDist('src/index.js');
const { startServer } = await importDist('src/server/index.js');

/** The annotation that carries an update's write time; the fan-out client searches for it. */
export const WRITTEN_AT = 'bench.cluster.io/written-at';

let server;
/** The LeaseCandidates as last written (current resourceVersion). */
let objects = [];

const nowEpoch = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function send(msg) {
  process.send?.(msg);
}

async function start({ runtimeClass, leaseCandidates: count = 0, namespace = 'default' }) {
  server = await startServer({ port: 0 });
  if (runtimeClass) {
    await server.api.storeFor(runtimeClasses).create(
      '',
      { apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name: runtimeClass, labels: { 'app.kubernetes.io/part-of': 'bench' } }, handler: 'runc' },
      { fieldManager: 'bench' },
    );
  }
  const store = server.api.storeFor(leaseCandidates);
  objects = [];
  for (let i = 0; i < count; i++) {
    const obj = leaseCandidate(i, count);
    obj.metadata.namespace = namespace;
    delete obj.metadata.managedFields; // recorded by the server from the field manager
    objects.push(await store.create(namespace, obj, { fieldManager: obj.spec.leaseName }));
  }
  send({ type: 'ready', url: server.url });
}

/*
 * Every update passes a fresh copy (as an HTTP request's decoded body is): the store keeps
 * the object it is given as the watch cache's state of the new revision (and memoises its
 * JSON for watchers), so the caller must never change it afterwards. Mutating the returned
 * object for the next update would rewrite the cached state and send watchers stale JSON.
 * The copy is made as an in-process controller makes it (client-go's generated DeepCopy): a
 * plain recursive copy of the JSON value, sharing nothing with the stored object (about 1 µs
 * for a ~1 KB LeaseCandidate; `structuredClone`, used before, took about 7.5 µs, and a JSON
 * round trip about 7 µs). The copy is part of the measured loop.
 */
function deepCopy(v) {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = deepCopy(v[i]);
    return out;
  }
  const out = {};
  // for...in, not Object.keys: the same copy (plain JSON objects have no inherited enumerable
  // keys) without an array of keys per object (about 1 KB of the loop's garbage per update).
  for (const k in v) out[k] = deepCopy(v[k]);
  return out;
}

let writes = 0;
/** The next state of `obj`: a new renewTime (distinct for every write of the process). */
function touch(obj) {
  const n = writes++;
  obj.spec.renewTime = microTime(Date.UTC(2025, 5, 1, 12, 0, 0) + n, n % 1000);
}

/** `count` updates, `inFlight` at a time, each slot on its own objects. */
async function runUpdates(count, inFlight) {
  const store = server.api.storeFor(leaseCandidates);
  let next = 0;
  async function slot(k) {
    let own = k;
    while (next < count) {
      next++;
      const obj = deepCopy(objects[own]);
      touch(obj);
      const res = await store.update(obj.metadata.namespace, obj.metadata.name, obj, { fieldManager: obj.spec.leaseName });
      objects[own] = res.object;
      own += inFlight;
      if (own >= objects.length) own = k;
    }
  }
  await Promise.all(Array.from({ length: inFlight }, (_, k) => slot(k)));
}

async function updates({ updates: count, inFlight, warmup = 0 }) {
  if (objects.length < inFlight) throw new Error(`need at least ${inFlight} LeaseCandidates, have ${objects.length}`);
  if (warmup > 0) await runUpdates(warmup, inFlight);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await runUpdates(count, inFlight);
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  send({ type: 'updated', updates: count, ms, cpuMs: (cpu.user + cpu.system) / 1000 });
}

async function fanout({ updates: count, rate, watchers }) {
  const deadline = performance.now() + 120_000;
  while (server.api.registeredWatchers() < watchers) {
    if (performance.now() > deadline) throw new Error(`only ${server.api.registeredWatchers()} of ${watchers} watchers registered`);
    await sleep(5);
  }
  const store = server.api.storeFor(leaseCandidates);
  const intervalMs = 1000 / rate;
  const t0 = performance.now();
  let lateMaxMs = 0;
  for (let i = 0; i < count; i++) {
    const due = t0 + i * intervalMs;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    else lateMaxMs = Math.max(lateMaxMs, -wait);
    const idx = i % objects.length;
    const obj = deepCopy(objects[idx]);
    touch(obj);
    (obj.metadata.annotations ??= {})[WRITTEN_AT] = nowEpoch().toFixed(3);
    const res = await store.update(obj.metadata.namespace, obj.metadata.name, obj, { fieldManager: obj.spec.leaseName });
    objects[idx] = res.object;
  }
  send({ type: 'fanned', updates: count, ms: performance.now() - t0, lateMaxMs });
}

process.on('message', (msg) => {
  const run = async () => {
    switch (msg.type) {
      case 'start':
        return start(msg);
      case 'updates':
        return updates(msg);
      case 'fanout':
        return fanout(msg);
      case 'close':
        await server?.close();
        process.exit(0);
    }
  };
  run().catch((err) => {
    send({ type: 'error', message: String(err?.stack ?? err) });
    process.exit(1);
  });
});
process.on('disconnect', () => process.exit(0));
