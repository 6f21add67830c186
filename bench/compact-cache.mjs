#!/usr/bin/env node
/**
 * What the informer's compact cache (`cache: 'compact'`) costs per operation, next to the
 * default cache, in one process (a diagnostic behind docs/performance.md, not a suite of
 * `npm run bench`; needs `npm run build`). --count stripped LeaseCandidates of the informer
 * suite's fixtures (with uid, resourceVersion and creationTimestamp as a server sets them,
 * JSON-normalised as decoded) go through both cache backends (src/client/cache/
 * cache-backend.js), alternating which goes first, --rounds times:
 *
 *   fill      replace() of the whole list into an empty cache (compact: each item encoded)
 *   get       lister get of every object by key, µs per object (compact: one decode each)
 *   list      one list() of everything, ms (compact: a decode per object)
 *   namespace byIndex('namespace', 'default'), ms (a tenth of the objects)
 *   relist    replace() with an equal list (no deltas; compact: decided from the records)
 *   encode / decode  the record codec alone, µs per object
 *
 *   node bench/compact-cache.mjs [--count 50000] [--rounds 5]
 *
 * Prints the median of the rounds. Wall-clock figures: on a shared machine compare the two
 * columns of one run, not runs with each other.
 */
import { parseArgs } from 'node:util';
import { importDist } from './lib/dist.mjs';
import { leaseCandidate } from './lib/fixtures.mjs';

const { values: opts } = parseArgs({
  options: { count: { type: 'string', default: '50000' }, rounds: { type: 'string', default: '5' } },
});
const N = Number(opts.count);
const ROUNDS = Number(opts.rounds);

const { ObjectsBackend, CompactBackend } = await importDist('src/client/cache/cache-backend.js');
const { RecordCodec } = await importDist('src/client/cache/record-codec.js');

/** Fresh objects, as a decoder hands them over (stripped; server-set fields added). */
function objects() {
  const out = [];
  for (let i = 0; i < N; i++) {
    const o = leaseCandidate(i, N);
    delete o.metadata.managedFields;
    o.metadata.uid = `0f4bd5a8-5b1e-4a7c-9d0e-${String(i).padStart(12, '0')}`;
    o.metadata.resourceVersion = String(100_000 + i);
    o.metadata.creationTimestamp = `2025-06-01T10:00:0${i % 10}Z`;
    out.push(JSON.parse(JSON.stringify(o)));
  }
  return out;
}

const keys = objects().map((o) => `${o.metadata.namespace}/${o.metadata.name}`);
const fail = (err) => {
  throw err;
};

function measure(Backend) {
  const b = new Backend(undefined);
  const collect = b.collectItem ? (o) => b.collectItem(o, false) : (o) => o;
  const list = objects();
  let t = performance.now();
  b.replace(list.map(collect), fail);
  const fillMs = performance.now() - t;
  let x = 0;
  t = performance.now();
  for (const k of keys) x += b.reader.getByKey(k).metadata.name.length;
  const getUs = ((performance.now() - t) * 1000) / N;
  t = performance.now();
  x += b.reader.list().length;
  const listMs = performance.now() - t;
  t = performance.now();
  x += b.reader.byIndex('namespace', 'default').length;
  const namespaceMs = performance.now() - t;
  const again = objects();
  t = performance.now();
  const deltas = b.replace(again.map(collect), fail).length;
  const relistMs = performance.now() - t;
  if (deltas !== 0 || x === 0) throw new Error(`relist of an equal list gave ${deltas} deltas`);
  return { fillMs, getUs, listMs, namespaceMs, relistMs };
}

function codec() {
  const c = new RecordCodec();
  const list = objects();
  let t = performance.now();
  const records = list.map((o) => c.encode(o));
  const encodeUs = ((performance.now() - t) * 1000) / N;
  t = performance.now();
  let x = 0;
  for (const r of records) x += c.decode(r).metadata.name.length;
  const decodeUs = ((performance.now() - t) * 1000) / N;
  const texts = list.map((o) => JSON.stringify(o));
  t = performance.now();
  for (const s of texts) x += JSON.parse(s).metadata.name.length;
  const jsonParseUs = ((performance.now() - t) * 1000) / N;
  const chars = records.reduce((n, r) => n + r.length, 0) / N;
  const jsonChars = texts.reduce((n, s) => n + s.length, 0) / N;
  if (x === 0) throw new Error('nothing decoded');
  return { encodeUs, decodeUs, jsonParseUs, chars, jsonChars, dictionary: c.dictionarySize };
}

const runs = { objects: [], compact: [], codec: [] };
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 ? ['compact', 'objects'] : ['objects', 'compact'];
  for (const name of order) runs[name].push(measure(name === 'objects' ? ObjectsBackend : CompactBackend));
  runs.codec.push(codec());
}
const median = (a) => [...a].sort((p, q) => p - q)[Math.floor(a.length / 2)];
const row = (rs) => Object.fromEntries(Object.keys(rs[0]).map((k) => [k, Number(median(rs.map((r) => r[k])).toFixed(2))]));
console.log(`${N} stripped LeaseCandidates, median of ${ROUNDS} rounds`);
console.log('objects', JSON.stringify(row(runs.objects)));
console.log('compact', JSON.stringify(row(runs.compact)));
console.log('codec  ', JSON.stringify(row(runs.codec)));
