#!/usr/bin/env node
/**
 * Wire format benchmark (issue 4): JSON vs protobuf vs CBOR, for the codecs alone and end to
 * end through our client. Needs the built code in dist/ (`npm run build`).
 *
 * 1. Codec alone: a --count-item (default 20,000) LeaseCandidateList of realistic ~1 KB
 *    objects (labels, one managedFields entry, MicroTime renewTime/pingTime, the fields the
 *    server adds), decoded and encoded in memory. Bytes per object; decode cost per object
 *    for JSON.parse of a string (the baseline), bytes -> string -> JSON.parse, protobuf
 *    (decodeProtobuf of the list envelope), CBOR (decodeCbor), and each format through the
 *    client's own decode path (wire.ts decodeBody + withItemTypeMeta, as ResourceClient.list
 *    runs it); encode cost per object.
 * 2. Watch stream decode alone: --count MODIFIED events per format, cut into 64 KiB chunks:
 *    JSON lines (split + parse as the client does), protobuf length-delimited frames through
 *    protobufWatchFrames, the CBOR sequence through cborWatchEvents; and the same bytes
 *    through ResourceClient.watch() over an in-memory transport (no network).
 * 3. End to end: the reference server in a CHILD process (own event loop), CBOR gate on,
 *    response compression off (every format travels uncompressed), seeded with --count
 *    LeaseCandidates in `default` through its store. ResourceClient.list() (no limit) per
 *    wire format: wall time and client CPU per object; then a watch delivering --watch-events
 *    events per format while the server updates the objects in a tight loop: events/s as the
 *    client sees them, next to the server's production rate and the client's CPU per event.
 *
 * Timed samples start after a forced GC (GC triggered by the work itself is included).
 * Formats are rotated between runs. Tables show median (and min); ratios use medians.
 *
 * Options: --count N (20000)  --runs N (15, codec)  --watch-runs N (10, watch decode)
 *          --list-reps N (5)  --watch-events N (10000)  --watch-reps N (3)
 *          --only codec|watch|e2e (repeatable)
 */
import { StringDecoder } from 'node:string_decoder';
import { fileURLToPath } from 'node:url';
import { parseArgs, isDeepStrictEqual } from 'node:util';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { leaseCandidates, parseWatchLine, ResourceClient, RestClient, UndiciTransport } from '../dist/src/index.js';
import { decodeBody, acceptFor } from '../dist/src/client/wire.js';
import { withItemTypeMeta } from '../dist/src/client/resource-client.js';
import { decodeProtobuf, encodeProtobuf, encodeWatchFrame, protobufWatchFrames } from '../dist/src/codec/protobuf/index.js';
import { cborWatchEvents, decodeCbor, encodeCbor, encodeCborSeqEventFromBytes } from '../dist/src/codec/cbor.js';
import { API_VERSION, leaseCandidate, microTime } from './lib/fixtures.mjs';
import { machine } from './lib/machine.mjs';
import { spawnChild } from './lib/proc.mjs';
import { foreignCpu, waitForQuiet } from './lib/quiet.mjs';
import { fmt, markdownTable, median } from './lib/stats.mjs';

const SELF = fileURLToPath(import.meta.url);
const NAMESPACE = 'default';
const CHUNK = 64 * 1024;
const TARGETS = { jsonVsParse: 1.15, protobufVsJson: 0.8 };
const CONTENT_TYPES = {
  json: 'application/json',
  protobuf: 'application/vnd.cluster.protobuf',
  cbor: 'application/cbor',
};
const WATCH_CONTENT_TYPES = {
  json: 'application/json',
  protobuf: 'application/vnd.cluster.protobuf;stream=watch',
  cbor: 'application/cbor-seq',
};
const FORMATS = ['json', 'protobuf', 'cbor'];

const { values: opts } = parseArgs({
  options: {
    count: { type: 'string', default: '20000' },
    runs: { type: 'string', default: '15' },
    'watch-runs': { type: 'string', default: '10' },
    'list-reps': { type: 'string', default: '5' },
    'watch-events': { type: 'string', default: '10000' },
    'watch-reps': { type: 'string', default: '3' },
    only: { type: 'string', multiple: true },
    'server-child': { type: 'boolean', default: false },
  },
  allowPositionals: false,
});
const COUNT = Number(opts.count);
const RUNS = Number(opts.runs);
const ENCODE_RUNS = Math.max(3, Math.ceil(RUNS / 3));
const WATCH_RUNS = Number(opts['watch-runs']);
const WARMUP = 2;
const LIST_REPS = Number(opts['list-reps']);
const WATCH_EVENTS = Number(opts['watch-events']);
const WATCH_REPS = Number(opts['watch-reps']);
const ONLY = new Set(opts.only ?? ['codec', 'watch', 'e2e']);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const nowEpoch = () => performance.timeOrigin + performance.now();

// ============================================================================== fixtures

/** The i-th object as the server stores it: fixture + uid, creationTimestamp, resourceVersion, all in `default`. */
function servedObject(i, count) {
  const obj = leaseCandidate(i, count);
  obj.metadata.namespace = NAMESPACE;
  const hex = (n, w) => (n >>> 0).toString(16).padStart(w, '0').slice(-w);
  obj.metadata.uid = `${hex(i * 2654435761, 8)}-${hex(i, 4)}-4${hex(i * 7, 3)}-8${hex(i * 13, 3)}-${hex(i * 40503, 8)}${hex(i, 4)}`;
  obj.metadata.creationTimestamp = obj.metadata.managedFields[0].time;
  obj.metadata.resourceVersion = String(1000 + i);
  return obj;
}

/** The list as served: items without kind/apiVersion (wire form of a typed list). */
function servedList(count) {
  const items = [];
  for (let i = 0; i < count; i++) {
    const { apiVersion, kind, ...item } = servedObject(i, count);
    items.push(item);
  }
  return { kind: 'LeaseCandidateList', apiVersion: API_VERSION, metadata: { resourceVersion: String(1000 + count) }, items };
}

/** The next version of an object, as a MODIFIED event would carry it. */
function touched(obj, i) {
  const ms = Date.UTC(2025, 5, 1, 12, 0, 0) + i;
  const next = structuredClone(obj);
  next.spec.renewTime = microTime(ms, i % 1000);
  next.metadata.managedFields[0].time = new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
  next.metadata.resourceVersion = String(100_000 + i);
  return next;
}

function chunked(buf, size = CHUNK) {
  const out = [];
  for (let off = 0; off < buf.length; off += size) out.push(buf.subarray(off, Math.min(off + size, buf.length)));
  return out;
}

async function* fromChunks(chunks) {
  for (const c of chunks) yield c;
}

// ============================================================================== server child

async function serverChild() {
  const { startServer } = await import('../dist/src/server/index.js');
  let server;
  let objects = [];
  let seq = 0; // across update rounds: every update must change the object (a no-op update emits no event)
  const send = (msg) => process.send?.(msg);

  async function start({ count }) {
    server = await startServer({ port: 0, featureGates: { CBORServingAndStorage: true, APIResponseCompression: false } });
    const store = server.api.storeFor(leaseCandidates);
    const t0 = performance.now();
    for (let i = 0; i < count; i++) {
      const obj = leaseCandidate(i, count);
      obj.metadata.namespace = NAMESPACE;
      objects.push(await store.create(NAMESPACE, obj, { fieldManager: obj.spec.leaseName }));
    }
    send({ type: 'ready', url: server.url, seedMs: performance.now() - t0, count: objects.length });
  }

  async function update(updates, yieldEvery) {
    const deadline = performance.now() + 30_000;
    while (server.api.registeredWatchers() === 0) {
      if (performance.now() > deadline) throw new Error('no watcher registered within 30 s');
      await sleep(2);
    }
    const store = server.api.storeFor(leaseCandidates);
    const startEpochMs = nowEpoch();
    const t0 = performance.now();
    for (let i = 0; i < updates; i++) {
      const idx = i % objects.length;
      const obj = objects[idx];
      const n = seq++;
      obj.spec.renewTime = microTime(Date.UTC(2025, 5, 1, 12, 0, 0) + n, n % 1000);
      const res = await store.update(NAMESPACE, obj.metadata.name, obj, { fieldManager: obj.spec.leaseName });
      objects[idx] = res.object;
      // One event-loop turn every `yieldEvery` updates so the watch socket is flushed.
      if ((i + 1) % yieldEvery === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    send({ type: 'updated', updates, ms: performance.now() - t0, startEpochMs });
  }

  process.on('message', (msg) => {
    const run = async () => {
      if (msg.type === 'start') return start(msg);
      if (msg.type === 'update') return update(msg.updates, msg.yieldEvery ?? 1000);
      if (msg.type === 'close') {
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
}

// ============================================================================== measuring

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');
let sink; // keeps results alive until the timer stops

function log(msg) {
  process.stderr.write(`  ${msg}\n`);
}

/** Runs the named variants WARMUP + RUNS times, rotated; returns ms per run per variant. */
async function measure(variants, runs = RUNS, warmup = WARMUP) {
  const names = Object.keys(variants);
  const samples = Object.fromEntries(names.map((n) => [n, []]));
  for (let r = 0; r < warmup + runs; r++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(r + k) % names.length];
      gc();
      const t0 = performance.now();
      sink = await variants[name]();
      const ms = performance.now() - t0;
      sink = undefined;
      if (r >= warmup) samples[name].push(ms);
    }
  }
  return samples;
}

const us = (ms, n) => (ms * 1000) / n;
const perItem = (xs, n) => ({ median: us(median(xs), n), min: us(Math.min(...xs), n) });
const cell = (s, d = 2) => `${fmt(s.median, d)} (${fmt(s.min, d)})`;
const ratio = (x) => `${fmt(x, 2)}×`;
/** Met or not, on the unrounded ratio (shown with three decimals so a borderline case reads right). */
const verdict = (value, target) =>
  value <= target ? `**met** (${fmt(value, 3)}× ≤ ${fmt(target, 2)}×)` : `**not met** (${fmt(value, 3)}× > ${fmt(target, 2)}×)`;

function syncFor(fn) {
  return async () => fn();
}

// ============================================================================== 1. codec

async function codecSection(results) {
  log(`codec: building a ${fmt(COUNT)}-item list`);
  const list = servedList(COUNT);
  const jsonText = JSON.stringify(list);
  const jsonBytes = Buffer.from(jsonText, 'utf8');
  const pbBytes = Buffer.from(encodeProtobuf(list));
  const cborBytes = Buffer.from(encodeCbor(list));

  // Same plain objects from every format (key order aside, which no consumer may rely on).
  const fromJson = JSON.parse(jsonText);
  const same = {
    protobuf: isDeepStrictEqual(decodeProtobuf(pbBytes).object, fromJson),
    cbor: isDeepStrictEqual(decodeCbor(cborBytes), fromJson),
  };

  log('codec: decode');
  const dec = await measure({
    parse: syncFor(() => JSON.parse(jsonText)),
    jsonBytes: syncFor(() => JSON.parse(jsonBytes.toString('utf8'))),
    jsonClient: syncFor(() => withItemTypeMeta(decodeBody(jsonBytes, CONTENT_TYPES.json), leaseCandidates)),
    protobuf: syncFor(() => decodeProtobuf(pbBytes).object),
    protobufClient: syncFor(() => withItemTypeMeta(decodeBody(pbBytes, CONTENT_TYPES.protobuf), leaseCandidates)),
    cbor: syncFor(() => decodeCbor(cborBytes)),
    cborClient: syncFor(() => withItemTypeMeta(decodeBody(cborBytes, CONTENT_TYPES.cbor), leaseCandidates)),
  });
  log('codec: encode');
  const enc = await measure(
    {
      json: syncFor(() => Buffer.from(JSON.stringify(list) + '\n', 'utf8')),
      protobuf: syncFor(() => encodeProtobuf(list)),
      cbor: syncFor(() => encodeCbor(list)),
    },
    ENCODE_RUNS,
    2,
  );

  const d = Object.fromEntries(Object.entries(dec).map(([k, v]) => [k, perItem(v, COUNT)]));
  const e = Object.fromEntries(Object.entries(enc).map(([k, v]) => [k, perItem(v, COUNT)]));
  const base = d.parse.median;
  const jsonPath = d.jsonClient.median;
  const b = (buf) => fmt(buf.length / COUNT, 0);
  const rows = [
    ['JSON: `JSON.parse(string)` (baseline)', b(jsonBytes), cell(d.parse), ratio(1), '—', cell(e.json)],
    ['JSON: bytes → string → `JSON.parse`', b(jsonBytes), cell(d.jsonBytes), ratio(d.jsonBytes.median / base), ratio(d.jsonBytes.median / jsonPath), '″'],
    ['JSON, client path (`decodeBody` + `withItemTypeMeta`)', b(jsonBytes), cell(d.jsonClient), ratio(jsonPath / base), ratio(1), '″'],
    ['protobuf: `decodeProtobuf(list).object`', b(pbBytes), cell(d.protobuf), ratio(d.protobuf.median / base), ratio(d.protobuf.median / jsonPath), cell(e.protobuf)],
    ['protobuf, client path', b(pbBytes), cell(d.protobufClient), ratio(d.protobufClient.median / base), ratio(d.protobufClient.median / jsonPath), '″'],
    ['CBOR: `decodeCbor`', b(cborBytes), cell(d.cbor), ratio(d.cbor.median / base), ratio(d.cbor.median / jsonPath), cell(e.cbor)],
    ['CBOR, client path', b(cborBytes), cell(d.cborClient), ratio(d.cborClient.median / base), ratio(d.cborClient.median / jsonPath), '″'],
  ];
  results.codec = {
    jsonVsParse: jsonPath / base,
    bytesVsParse: d.jsonBytes.median / base,
    protobufVsJson: d.protobufClient.median / jsonPath,
    cborVsJson: d.cborClient.median / jsonPath,
  };
  return [
    `### 1. Codec alone: ${fmt(COUNT)}-item LeaseCandidateList (${fmt(jsonBytes.length / 2 ** 20, 1)} MiB as JSON)`,
    '',
    `Decode: ${RUNS} runs after ${WARMUP} warm-up runs; encode: ${ENCODE_RUNS} runs. µs per object, median (min). ` +
      `Same plain objects (deep equality with \`JSON.parse\`): protobuf ${same.protobuf ? 'yes' : '**NO**'}, CBOR ${same.cbor ? 'yes' : '**NO**'}.`,
    '',
    markdownTable(['Decoder', 'Bytes/object', 'Decode µs/object', 'vs `JSON.parse`', 'vs JSON client path', 'Encode µs/object'], rows),
  ].join('\n');
}

// ============================================================================== 2. watch decode

/** The client's JSON watch loop (watch.ts): StringDecoder, split on newlines, parseWatchLine. */
async function* jsonLines(chunks) {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  for await (const chunk of chunks) {
    pending += decoder.write(chunk);
    let nl;
    while ((nl = pending.indexOf('\n')) >= 0) {
      const line = pending.slice(0, nl);
      pending = pending.slice(nl + 1);
      if (line.trim() !== '') yield parseWatchLine(line);
    }
  }
  pending += decoder.end();
  if (pending.trim() !== '') yield parseWatchLine(pending);
}

async function drain(events, expected) {
  let n = 0;
  let last;
  for await (const e of events) {
    n++;
    last = e;
  }
  if (n !== expected) throw new Error(`expected ${expected} events, got ${n}`);
  return last;
}

/** A transport answering every request with the given chunks: the client's watch code without a network. */
function memoryClient(format, contentType, chunks) {
  const transport = {
    async request() {
      return { status: 200, headers: { 'content-type': contentType }, body: fromChunks(chunks) };
    },
  };
  const rest = new RestClient({ server: 'http://in-memory.invalid', transport, wireFormat: format });
  return new ResourceClient(rest, leaseCandidates, NAMESPACE);
}

async function watchSection(results) {
  log(`watch decode: encoding ${fmt(COUNT)} MODIFIED events`);
  const lines = [];
  const pbFrames = [];
  const cborEvents = [];
  for (let i = 0; i < COUNT; i++) {
    const obj = touched(servedObject(i, COUNT), i);
    lines.push(`{"type":"MODIFIED","object":${JSON.stringify(obj)}}`);
    pbFrames.push(encodeWatchFrame('MODIFIED', encodeProtobuf(obj)));
    cborEvents.push(encodeCborSeqEventFromBytes('MODIFIED', encodeCbor(obj)));
  }
  const json = Buffer.from(lines.join('\n') + '\n', 'utf8');
  const pb = Buffer.concat(pbFrames);
  const cbor = Buffer.concat(cborEvents);
  pbFrames.length = 0;
  cborEvents.length = 0;
  const chunks = { json: chunked(json), protobuf: chunked(pb), cbor: chunked(cbor) };

  // Same events from every framing.
  const firstJson = JSON.parse(lines[0]);
  let pbFirst;
  for await (const e of protobufWatchFrames(fromChunks(chunks.protobuf.slice(0, 1)))) {
    pbFirst = e;
    break;
  }
  let cborFirst;
  for await (const e of cborWatchEvents(fromChunks(chunks.cbor.slice(0, 1)))) {
    cborFirst = e;
    break;
  }
  const same = { protobuf: isDeepStrictEqual(pbFirst, firstJson), cbor: isDeepStrictEqual(cborFirst, firstJson) };

  log('watch decode: measuring');
  const samples = await measure({
    parse: syncFor(() => {
      let last;
      for (let i = 0; i < lines.length; i++) last = JSON.parse(lines[i]);
      return last;
    }),
    json: () => drain(jsonLines(fromChunks(chunks.json)), COUNT),
    protobuf: () => drain(protobufWatchFrames(fromChunks(chunks.protobuf)), COUNT),
    cbor: () => drain(cborWatchEvents(fromChunks(chunks.cbor)), COUNT),
    jsonClient: () => drain(memoryClient('json', WATCH_CONTENT_TYPES.json, chunks.json).watch(), COUNT),
    protobufClient: () => drain(memoryClient('protobuf', WATCH_CONTENT_TYPES.protobuf, chunks.protobuf).watch(), COUNT),
    cborClient: () => drain(memoryClient('cbor', WATCH_CONTENT_TYPES.cbor, chunks.cbor).watch(), COUNT),
  }, WATCH_RUNS);
  const s = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, perItem(v, COUNT)]));
  const base = s.parse.median;
  const jl = s.json.median;
  const jc = s.jsonClient.median;
  const b = (buf) => fmt(buf.length / COUNT, 0);
  const row = (label, bytes, x, vsLines) => [label, bytes, cell(x), ratio(x.median / base), vsLines, fmt(1e6 / x.median, 0)];
  const rows = [
    row('JSON: `JSON.parse` per line, lines pre-split (baseline)', b(json), s.parse, '—'),
    row('JSON lines: StringDecoder + split + `parseWatchLine`', b(json), s.json, ratio(1)),
    row('protobuf: `protobufWatchFrames`', b(pb), s.protobuf, ratio(s.protobuf.median / jl)),
    row('CBOR sequence: `cborWatchEvents`', b(cbor), s.cbor, ratio(s.cbor.median / jl)),
    row('JSON through `ResourceClient.watch()` (in-memory transport)', b(json), s.jsonClient, ratio(jc / jc)),
    row('protobuf through `ResourceClient.watch()`', b(pb), s.protobufClient, ratio(s.protobufClient.median / jc)),
    row('CBOR through `ResourceClient.watch()`', b(cbor), s.cborClient, ratio(s.cborClient.median / jc)),
  ];
  results.watch = {
    jsonVsParse: jl / base,
    jsonClientVsParse: jc / base,
    protobufVsJson: s.protobuf.median / jl,
    protobufClientVsJson: s.protobufClient.median / jc,
    cborVsJson: s.cbor.median / jl,
  };
  return [
    `### 2. Watch stream decode alone: ${fmt(COUNT)} MODIFIED events, 64 KiB chunks`,
    '',
    `${WATCH_RUNS} runs after ${WARMUP} warm-up runs; µs per event, median (min). "vs JSON lines" compares codec rows with the JSON lines row and ` +
      `\`watch()\` rows with the JSON \`watch()\` row. Same events as JSON (first event, deep equality): protobuf ${same.protobuf ? 'yes' : '**NO**'}, CBOR ${same.cbor ? 'yes' : '**NO**'}.`,
    '',
    markdownTable(['Decoder', 'Bytes/event', 'µs/event', 'vs `JSON.parse`', 'vs JSON lines', 'Events/s (one core)'], rows),
  ].join('\n');
}

// ============================================================================== 3. end to end

async function e2eSection(results) {
  log(`end to end: starting the server child, seeding ${fmt(COUNT)} LeaseCandidates`);
  const server = spawnChild(SELF, { args: ['--server-child'] });
  try {
    server.send({ type: 'start', count: COUNT });
    const ready = await server.next('ready', 180_000);
    log(`end to end: seeded in ${fmt(ready.seedMs / 1000, 1)} s`);
    const transport = new UndiciTransport();
    const clients = Object.fromEntries(
      FORMATS.map((f) => [f, new ResourceClient(new RestClient({ server: ready.url, transport, wireFormat: f }), leaseCandidates, NAMESPACE)]),
    );
    const listPath = `${ready.url}/apis/coordination.cluster.io/v1beta1/namespaces/${NAMESPACE}/leasecandidates`;

    // What each format actually receives (the server may fall back to JSON).
    const served = {};
    let jsonText = '';
    for (const f of FORMATS) {
      const res = await fetch(listPath, { headers: { accept: acceptFor(f) } });
      const bytes = Buffer.from(await res.arrayBuffer());
      served[f] = { contentType: res.headers.get('content-type'), bytes: bytes.length };
      if (f === 'json') jsonText = bytes.toString('utf8');
    }
    const parseMs = (await measure({ parse: syncFor(() => JSON.parse(jsonText)) }, LIST_REPS, 2)).parse;
    jsonText = '';

    log('end to end: lists');
    // Warm-up (JIT, server caches), then LIST_REPS rotated rounds.
    for (let w = 0; w < 2; w++) for (const f of FORMATS) await clients[f].list();
    const wall = Object.fromEntries(FORMATS.map((f) => [f, []]));
    const cpu = Object.fromEntries(FORMATS.map((f) => [f, []]));
    const foreignList = foreignCpu([server.child.pid]);
    const lastList = {};
    for (let r = 0; r < LIST_REPS; r++) {
      for (let k = 0; k < FORMATS.length; k++) {
        const f = FORMATS[(r + k) % FORMATS.length];
        lastList[f] = undefined;
        gc();
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        const list = await clients[f].list();
        const ms = performance.now() - t0;
        const c = process.cpuUsage(c0);
        if (list.items.length !== COUNT) throw new Error(`${f}: listed ${list.items.length} items, expected ${COUNT}`);
        wall[f].push(ms);
        cpu[f].push((c.user + c.system) / 1000);
        lastList[f] = list;
      }
    }
    const listForeign = foreignList.stop([server.child.pid]);
    const strip = (l) => ({ ...l, metadata: { ...l.metadata, resourceVersion: '' } });
    const sameList = {
      protobuf: isDeepStrictEqual(strip(lastList.protobuf), strip(lastList.json)),
      cbor: isDeepStrictEqual(strip(lastList.cbor), strip(lastList.json)),
    };
    for (const f of FORMATS) lastList[f] = undefined;

    log('end to end: watches');
    const watchOnce = async (f, events) => {
      const { metadata } = await clients[f].list({ limit: 1 });
      const ac = new AbortController();
      let firstEpoch = 0;
      let lastEpoch = 0;
      let n = 0;
      gc();
      const c0 = process.cpuUsage();
      const consumed = (async () => {
        for await (const e of clients[f].watch({ resourceVersion: metadata.resourceVersion, signal: ac.signal })) {
          if (e.type !== 'MODIFIED') continue;
          if (n === 0) firstEpoch = nowEpoch();
          if (++n === events) {
            lastEpoch = nowEpoch();
            ac.abort();
            break;
          }
        }
      })();
      server.send({ type: 'update', updates: events });
      const done = await server.next('updated', 120_000);
      const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error(`${f} watch: ${n}/${events} events after 60 s`)), 60_000).unref());
      await Promise.race([consumed, timeout]);
      const c = process.cpuUsage(c0);
      if (n !== events) throw new Error(`${f} watch ended after ${n} of ${events} events`);
      return {
        clientRate: events / ((lastEpoch - done.startEpochMs) / 1000),
        serverRate: events / (done.ms / 1000),
        firstToLast: (events - 1) / ((lastEpoch - firstEpoch) / 1000),
        cpuUs: (c.user + c.system) / events,
      };
    };
    for (const f of FORMATS) await watchOnce(f, Math.min(2000, WATCH_EVENTS));
    const watch = Object.fromEntries(FORMATS.map((f) => [f, []]));
    const foreignWatch = foreignCpu([server.child.pid]);
    for (let r = 0; r < WATCH_REPS; r++) {
      for (let k = 0; k < FORMATS.length; k++) {
        const f = FORMATS[(r + k) % FORMATS.length];
        watch[f].push(await watchOnce(f, WATCH_EVENTS));
      }
    }
    const watchForeign = foreignWatch.stop([server.child.pid]);
    await transport.close?.();

    const w = Object.fromEntries(FORMATS.map((f) => [f, perItem(wall[f], COUNT)]));
    const cp = Object.fromEntries(FORMATS.map((f) => [f, perItem(cpu[f], COUNT)]));
    const parse = perItem(parseMs, COUNT);
    const listRows = FORMATS.map((f) => [
      f,
      `\`${served[f].contentType}\``,
      fmt(served[f].bytes / COUNT, 0),
      cell(w[f]),
      ratio(w[f].median / w.json.median),
      ratio(w[f].median / parse.median),
      cell(cp[f]),
      fmt(median(wall[f]), 0),
    ]);
    const wm = (f, key) => median(watch[f].map((x) => x[key]));
    const watchRows = FORMATS.map((f) => [
      f,
      `${fmt(wm(f, 'clientRate'), 0)} (${fmt(Math.min(...watch[f].map((x) => x.clientRate)), 0)}–${fmt(Math.max(...watch[f].map((x) => x.clientRate)), 0)})`,
      ratio(wm(f, 'clientRate') / wm('json', 'clientRate')),
      fmt(wm(f, 'firstToLast'), 0),
      fmt(wm(f, 'serverRate'), 0),
      fmt(wm(f, 'cpuUs'), 1),
      ratio(wm(f, 'cpuUs') / wm('json', 'cpuUs')),
    ]);
    results.e2e = {
      protobufVsJson: w.protobuf.median / w.json.median,
      cborVsJson: w.cbor.median / w.json.median,
      jsonVsParse: w.json.median / parse.median,
      protobufCpuVsJson: cp.protobuf.median / cp.json.median,
      watchProtobufVsJson: wm('protobuf', 'clientRate') / wm('json', 'clientRate'),
      watchCpuProtobufVsJson: wm('protobuf', 'cpuUs') / wm('json', 'cpuUs'),
      watchCpu: Object.fromEntries(FORMATS.map((f) => [f, wm(f, 'cpuUs')])),
      listMs: Object.fromEntries(FORMATS.map((f) => [f, median(wall[f])])),
      watchRate: Object.fromEntries(FORMATS.map((f) => [f, wm(f, 'clientRate')])),
      serverRate: Object.fromEntries(FORMATS.map((f) => [f, wm(f, 'serverRate')])),
    };
    const foreignNote = (x) => (x === undefined ? 'n/a' : `${fmt(x, 2)} cores`);
    return [
      `### 3. End to end through the client (server in a child process, ${fmt(COUNT)} LeaseCandidates in \`${NAMESPACE}\`)`,
      '',
      `Server: \`startServer\` with CBORServingAndStorage on and APIResponseCompression off (uncompressed bodies for every format), seeded through its store in ${fmt(ready.seedMs / 1000, 1)} s. ` +
        `Client: \`new ResourceClient(new RestClient({ wireFormat, transport: new UndiciTransport() }), leaseCandidates, '${NAMESPACE}')\`.`,
      '',
      `**Full list** (\`list()\`, no limit): ${LIST_REPS} rotated rounds after 2 warm-up rounds; wall time and client CPU (user+sys) per object in µs, median (min). ` +
        `The \`JSON.parse\` column divides by a bare \`JSON.parse\` of the same JSON response body (${fmt(parse.median, 2)} µs/object). ` +
        `Plain objects identical to the JSON list (deep equality, resourceVersion aside): protobuf ${sameList.protobuf ? 'yes' : '**NO**'}, CBOR ${sameList.cbor ? 'yes' : '**NO**'}. ` +
        `Other processes used ${foreignNote(listForeign)} on average meanwhile.`,
      '',
      markdownTable(['wireFormat', 'Served as', 'Bytes/object', 'Wall µs/object', 'vs json', 'vs bare `JSON.parse`', 'Client CPU µs/object', 'Wall ms (list)'], listRows),
      '',
      `**Watch**: ${fmt(WATCH_EVENTS)} MODIFIED events per run (server updates the objects through its store in a tight loop), ${WATCH_REPS} rotated runs per format after a ${fmt(Math.min(2000, WATCH_EVENTS))}-event warm-up. ` +
        `Client events/s = events / (server's first update → client's last event), median (min–max); the server's production rate shows whether a run is server-bound; ` +
        `client CPU per event shows the client's cost either way. Other processes used ${foreignNote(watchForeign)} on average meanwhile.`,
      '',
      markdownTable(['wireFormat', 'Client events/s', 'vs json', 'First→last event, events/s', 'Server updates/s', 'Client CPU µs/event', 'vs json'], watchRows),
    ].join('\n');
  } finally {
    await server.stop();
  }
}

// ============================================================================== main

async function main() {
  const t0 = performance.now();
  const m = machine();
  const out = [];
  out.push('## Wire formats: JSON vs protobuf vs CBOR (issue 4)');
  out.push('');
  out.push(`Command: \`node bench/codecs.mjs${process.argv.length > 2 ? ' ' + process.argv.slice(2).join(' ') : ''}\``);
  out.push('');
  out.push(`Machine: ${m.cpus} CPUs (${m.cpuModel}), ${m.memGiB} GiB RAM, ${m.platform}; Node ${m.node} (V8 ${m.v8}); undici ${m.undici}`);
  process.stdout.write(out.join('\n') + '\n\n');

  const results = {};
  const sections = [
    ['codec', codecSection],
    ['watch', watchSection],
    ['e2e', e2eSection],
  ];
  for (const [name, fn] of sections) {
    if (!ONLY.has(name)) continue;
    const idle = await waitForQuiet({ maxMs: 5000, onWait: (c) => log(`waiting for an idle machine (${fmt(c, 2)} cores busy)`) });
    const foreign = foreignCpu();
    const table = await fn(results);
    const other = foreign.stop([]);
    process.stdout.write(table + '\n');
    if (name !== 'e2e' && other !== undefined) {
      process.stdout.write(`\n(Other processes used ${fmt(other, 2)} cores on average during this section; ${fmt(idle ?? 0, 2)} before it.)\n`);
    }
    process.stdout.write('\n');
    gc();
  }

  // ------------------------------------------------------------------ targets
  const { codec, watch, e2e } = results;
  const rows = [];
  const group = (target, entries) => {
    entries.forEach(([how, value, limit], i) => rows.push([i === 0 ? target : '″', how, verdict(value, limit)]));
  };
  const jsonRows = [];
  if (codec) jsonRows.push(['list decode, client path (`decodeBody` + `withItemTypeMeta`) vs `JSON.parse(string)`', codec.jsonVsParse, TARGETS.jsonVsParse]);
  if (watch) {
    jsonRows.push(['watch decode, JSON lines (split + parse) vs `JSON.parse` per pre-split line', watch.jsonVsParse, TARGETS.jsonVsParse]);
    jsonRows.push(['watch decode, JSON through `watch()` vs `JSON.parse` per pre-split line', watch.jsonClientVsParse, TARGETS.jsonVsParse]);
  }
  if (e2e) jsonRows.push(['end-to-end list wall time vs bare `JSON.parse` of the response (includes server and HTTP: context only)', e2e.jsonVsParse, TARGETS.jsonVsParse]);
  group('JSON path ≤ 1.15× a bare `JSON.parse` of the same bytes', jsonRows);
  const pbRows = [];
  if (codec) pbRows.push(['list decode, client path', codec.protobufVsJson, TARGETS.protobufVsJson]);
  if (watch) {
    pbRows.push(['watch decode, `protobufWatchFrames` vs JSON lines', watch.protobufVsJson, TARGETS.protobufVsJson]);
    pbRows.push(['watch decode through `watch()`', watch.protobufClientVsJson, TARGETS.protobufVsJson]);
  }
  if (e2e) {
    pbRows.push(['end-to-end list, wall time', e2e.protobufVsJson, TARGETS.protobufVsJson]);
    pbRows.push(['end-to-end list, client CPU', e2e.protobufCpuVsJson, TARGETS.protobufVsJson]);
    pbRows.push(['end-to-end watch, client CPU per event', e2e.watchCpuProtobufVsJson, TARGETS.protobufVsJson]);
    pbRows.push(['end-to-end watch, time per event (json events/s ÷ protobuf events/s)', 1 / e2e.watchProtobufVsJson, TARGETS.protobufVsJson]);
  }
  group('protobuf path ≤ 0.8× the JSON path (same plain objects)', pbRows);
  if (rows.length > 0) {
    process.stdout.write('### Targets\n\n' + markdownTable(['Target', 'Measured as', 'Result'], rows) + '\n\n');
  }
  if (e2e) {
    const list = (key, digits, unit = '') => FORMATS.map((f) => `${f} ${fmt(e2e[key][f], digits)}${unit}`).join(', ');
    const best = (key, lower) => FORMATS.reduce((a, f) => ((lower ? e2e[key][f] < e2e[key][a] : e2e[key][f] > e2e[key][a]) ? f : a), 'json');
    const listBest = best('listMs', true);
    const watchBest = best('watchRate', false);
    const cpuBest = best('watchCpu', true);
    // A watch is server-bound when the client receives events about as fast as the server makes them.
    const serverBound = FORMATS.every((f) => e2e.watchRate[f] >= 0.85 * e2e.serverRate[f]);
    const msg = [
      `**Default wire format supported by the end-to-end numbers:** full list (no limit): \`${listBest}\` is fastest (${list('listMs', 0, ' ms')}).`,
      `Watch: \`${watchBest}\` delivers the most events/s (${list('watchRate', 0)}; server ${list('serverRate', 0)} updates/s)` +
        (serverBound
          ? `, but every format is server-bound (the client keeps up with the server), so events/s ranks the server's encoders, not the client; the client's CPU per event ranks \`${cpuBest}\` cheapest (${list('watchCpu', 1, ' µs')}).`
          : `; client CPU per event: ${list('watchCpu', 1, ' µs')}.`),
    ];
    const watchPick = serverBound ? cpuBest : watchBest;
    msg.push(
      watchPick === listBest
        ? `Both point to \`wireFormat: '${listBest}'\` as the client default.`
        : `List and watch disagree (list: \`${listBest}\`, watch: \`${watchPick}\`); the list decides an informer's (re)sync cost, so the numbers favour \`${listBest}\` for the default.`,
    );
    process.stdout.write(msg.join(' ') + '\n\n');
  }
  process.stdout.write(`Total benchmark time: ${fmt((performance.now() - t0) / 1000, 0)} s.\n`);
}

if (opts['server-child']) {
  await serverChild();
} else {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err?.stack ?? err);
      process.exit(1);
    },
  );
}
