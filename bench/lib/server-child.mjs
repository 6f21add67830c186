/**
 * The reference API server in its own process, so the measured client never shares an
 * event loop (or a core, on a 2-core machine) with it. Driven over IPC:
 *
 *   parent -> { type: 'start', count, gzipFront?, warmup?, replay?, profile? }
 *             start, seed `count` LeaseCandidates through the store. The server at `url`
 *             has the APIResponseCompression gate off, so every client receives the same
 *             identity-encoded bytes (client-node asks for gzip, ours does not).
 *             gzipFront: also start a second server on the same storage with the default
 *             gates (gzip on), at `gzipUrl`.
 *             warmup: list everything once, paged and unpaged, before answering, so the
 *             measured lists hit a warm server (as a long-running API server is).
 *             replay: also open a replay front (see below), at `replayUrl`.
 *             profile: write a CPU profile of everything after the seeding to that file at close.
 *   child  -> { type: 'ready', url, gzipUrl?, replayUrl?, seedMs, warmupMs?, count }
 *
 *   parent -> { type: 'update', updates, yieldEvery? }
 *             wait until a watcher is registered, then update the seeded objects
 *             round-robin through the store, as fast as it takes them
 *   child  -> { type: 'updated', updates, ms, startEpochMs }
 *
 *   parent -> { type: 'replay', updates }
 *             wait until a client has opened a watch on the replay front, then write
 *             `updates` pre-encoded MODIFIED events to it as fast as the socket takes them
 *   child  -> { type: 'replayed', updates, bytes, ms, startEpochMs }
 *
 *   parent -> { type: 'close' }   close everything and exit
 *
 * The replay front is an HTTP server that forwards every request to the real server
 * except watches, which it answers itself from a pre-encoded stream: it measures how fast
 * a client consumes a watch when producing the events costs (almost) nothing, i.e. the
 * client's capacity, which the real server (about 10,000 writes/s) cannot reveal.
 */
import { writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { Session } from 'node:inspector';
import { performance } from 'node:perf_hooks';
import { importDist } from './dist.mjs';
import { EXTRA_NAMESPACES, microTime, seedOrder } from './fixtures.mjs';

const { leaseCandidates, namespaces } = await importDist('src/index.js');
const { startServer } = await importDist('src/server/index.js');
const { peekProtobufListMeta } = await importDist('src/codec/protobuf/index.js');
const { encodeWatchEventBytes, PROTOBUF_FORMAT } = await importDist('src/server/wire-formats.js');

let server;
let gzipServer;
/** The seeded objects as last written (their resourceVersion is the current one). */
let objects = [];
let replay;

const nowEpoch = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function send(msg) {
  process.send?.(msg);
}

/** CPU profile of the serving phase only (seeding excluded), via the inspector. */
let profiler;
function post(session, method, params) {
  return new Promise((resolve, reject) => session.post(method, params, (err, res) => (err ? reject(err) : resolve(res))));
}
async function startProfile(file) {
  const session = new Session();
  session.connect();
  await post(session, 'Profiler.enable');
  await post(session, 'Profiler.setSamplingInterval', { interval: 200 });
  await post(session, 'Profiler.start');
  profiler = { session, file };
}
async function stopProfile() {
  if (!profiler) return;
  const { profile } = await post(profiler.session, 'Profiler.stop');
  writeFileSync(profiler.file, JSON.stringify(profile));
  profiler.session.disconnect();
  profiler = undefined;
}

async function start({ count, gzipFront = false, warmup = false, replay: withReplay, profile }) {
  server = await startServer({ port: 0, featureGates: { APIResponseCompression: false } });
  const nsStore = server.api.storeFor(namespaces);
  for (const name of EXTRA_NAMESPACES) {
    await nsStore.create('', { apiVersion: 'v1', kind: 'Namespace', metadata: { name } });
  }
  const store = server.api.storeFor(leaseCandidates);
  const t0 = performance.now();
  objects = [];
  // The manager is the component, as when each component creates its own candidate. (A
  // server that tracks managedFields recomputes the entry; the fixture's is the same one.)
  for (const obj of seedOrder(count)) {
    objects.push(await store.create(obj.metadata.namespace, obj, { fieldManager: obj.spec.leaseName }));
  }
  const seedMs = performance.now() - t0;
  // Started after seeding: its watch cache loads the seeded state from the shared storage.
  if (gzipFront) gzipServer = await startServer({ port: 0, storage: server.storage });
  let warmupMs;
  if (warmup) {
    const w0 = performance.now();
    await warmUp(server.url);
    warmupMs = performance.now() - w0;
  }
  const replayUrl = withReplay ? await startReplayFront() : undefined;
  if (profile) await startProfile(profile);
  send({
    type: 'ready',
    url: server.url,
    ...(gzipServer ? { gzipUrl: gzipServer.url } : {}),
    ...(replayUrl ? { replayUrl } : {}),
    seedMs,
    ...(warmupMs !== undefined ? { warmupMs } : {}),
    count: objects.length,
  });
}

/**
 * Lists everything once in pages of 1,000 (the informer's default) as JSON and as protobuf
 * (as our informer does, depending on its list format) and once unpaged (as client-node does).
 */
async function warmUp(url) {
  const path = `${url}/apis/coordination.cluster.io/v1beta1/leasecandidates`;
  let cont = '';
  do {
    const res = await fetch(`${path}?limit=1000${cont ? `&continue=${encodeURIComponent(cont)}` : ''}`);
    cont = (await res.json()).metadata?.continue ?? '';
  } while (cont);
  cont = '';
  do {
    const res = await fetch(`${path}?limit=1000${cont ? `&continue=${encodeURIComponent(cont)}` : ''}`, {
      headers: { accept: 'application/vnd.cluster.protobuf' },
    });
    cont = peekProtobufListMeta(new Uint8Array(await res.arrayBuffer()))?.continue ?? '';
  } while (cont);
  await (await fetch(path)).arrayBuffer();
}

async function waitFor(predicate, what, timeoutMs = 30_000) {
  const deadline = performance.now() + timeoutMs;
  while (!predicate()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

/** The next update of the i-th write: a new renewTime and managedFields time. */
/**
 * The next version of `obj`: a new renewTime and managedFields time. A copy of the parts it
 * changes: the store owns the objects it returned (the watch cache keeps them and the JSON it
 * sent watchers), so changing one in place would change what later readers see.
 */
function touched(obj, i) {
  const ms = Date.UTC(2025, 5, 1, 12, 0, 0) + i;
  const [first, ...rest] = obj.metadata.managedFields;
  const time = new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
  return {
    ...obj,
    metadata: { ...obj.metadata, managedFields: [{ ...first, time }, ...rest] },
    spec: { ...obj.spec, renewTime: microTime(ms, i % 1000) },
  };
}

/**
 * `updates` updates as fast as the store takes them: a tight loop of awaited
 * `store.update` calls (validation, storage, watch cache, encoding and writing to every
 * watcher included), giving the event loop one turn every `yieldEvery` updates so the
 * watch sockets are flushed (without it the whole burst would sit in the socket buffer and
 * the server would drop the watcher as too slow once 64 MiB are buffered).
 */
async function update(updates, yieldEvery) {
  await waitFor(() => server.api.registeredWatchers() > 0, 'a watcher');
  const store = server.api.storeFor(leaseCandidates);
  const startEpochMs = nowEpoch();
  const t0 = performance.now();
  for (let i = 0; i < updates; i++) {
    const idx = i % objects.length;
    const obj = touched(objects[idx], i);
    const res = await store.update(obj.metadata.namespace, obj.metadata.name, obj, { fieldManager: obj.spec.leaseName });
    objects[idx] = res.object;
    if (yieldEvery > 0 && (i + 1) % yieldEvery === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  const ms = performance.now() - t0;
  send({ type: 'updated', updates, ms, startEpochMs });
}

// ------------------------------------------------------------------------- replay front

async function startReplayFront() {
  const target = new URL(server.url);
  replay = { watch: undefined, http: undefined };
  replay.http = createServer((req, res) => {
    if (/[?&]watch=(true|1)(&|$)/.test(req.url ?? '')) {
      // A client that asks for protobuf (Accept lists it first, JSON as fallback) gets frames.
      const protobuf = /^\s*application\/vnd\.(cluster|kubernetes)\.protobuf/.test(req.headers.accept ?? '');
      const contentType = protobuf ? 'application/vnd.cluster.protobuf;stream=watch' : 'application/json';
      res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-cache, private', 'Transfer-Encoding': 'chunked' });
      res.flushHeaders();
      replay.watch = res;
      replay.protobuf = protobuf;
      res.on('close', () => {
        if (replay?.watch === res) replay.watch = undefined;
      });
      return;
    }
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', (err) => res.destroy(err));
    req.pipe(upstream);
  });
  await new Promise((resolve) => replay.http.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${replay.http.address().port}`;
}

/**
 * The events the real server would send for `updates` updates (same objects, resourceVersions
 * continuing from the current one), encoded up front into ~64 KiB buffers in the format the
 * watching client asked for (JSON lines, or protobuf frames by the server's own watch
 * encoder), then written as fast as the client reads them.
 */
async function replayUpdates(updates) {
  const store = server.api.storeFor(leaseCandidates);
  await waitFor(() => replay.watch !== undefined, 'a watch on the replay front');
  // The watch the events are encoded for is the one they are written to.
  const res = replay.watch;
  const protobuf = replay.protobuf;
  let rv = store.currentRevision();
  const chunks = [];
  let pending = '';
  let frames = [];
  let frameBytes = 0;
  for (let i = 0; i < updates; i++) {
    const obj = touched(objects[i % objects.length], i);
    objects[i % objects.length] = obj;
    obj.metadata.resourceVersion = String(++rv);
    if (!protobuf) {
      pending += `{"type":"MODIFIED","object":${JSON.stringify(obj)}}\n`;
      if (pending.length >= 65536) {
        chunks.push(Buffer.from(pending));
        pending = '';
      }
      continue;
    }
    const frame = encodeWatchEventBytes(PROTOBUF_FORMAT, 'MODIFIED', obj);
    frames.push(frame);
    frameBytes += frame.length;
    if (frameBytes >= 65536) {
      chunks.push(Buffer.concat(frames, frameBytes));
      frames = [];
      frameBytes = 0;
    }
  }
  if (pending) chunks.push(Buffer.from(pending));
  if (frameBytes > 0) chunks.push(Buffer.concat(frames, frameBytes));
  const bytes = chunks.reduce((n, c) => n + c.length, 0);
  const startEpochMs = nowEpoch();
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  for (const chunk of chunks) {
    if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
  }
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  send({ type: 'replayed', updates, bytes, ms, startEpochMs, cpuMs: (cpu.user + cpu.system) / 1000 });
}

process.on('message', (msg) => {
  const run = async () => {
    switch (msg.type) {
      case 'start':
        return start(msg);
      case 'update':
        return update(msg.updates, msg.yieldEvery ?? 1000);
      case 'replay':
        return replayUpdates(msg.updates);
      case 'close':
        await stopProfile();
        replay?.watch?.destroy();
        replay?.http?.close();
        await gzipServer?.close();
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
