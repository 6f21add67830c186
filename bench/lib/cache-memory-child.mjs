/**
 * One variant of the cache-memory experiment (see bench/cache-memory.mjs), in a fresh
 * process run with --expose-gc: parse the saved list pages, shape the items as the variant
 * says, keep them (a Map by namespace/name plus a namespace index of key sets, as the
 * informer's store did before s20; or nested namespace -> name maps, as it does now; or the
 * built Store itself), and print the heap bytes per object as JSON.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { importDist } from './dist.mjs';

const [variant, dir] = process.argv.slice(2);
const pages = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => readFileSync(join(dir, f))); // Buffers: outside the V8 heap

const table = new Map();
const intern = (s) => {
  let v = table.get(s);
  if (v === undefined) table.set(s, (v = s));
  return v;
};
function internDeep(o) {
  if (Array.isArray(o)) for (let i = 0; i < o.length; i++) o[i] = typeof o[i] === 'string' ? intern(o[i]) : internDeep(o[i]);
  else if (o && typeof o === 'object') for (const k of Object.keys(o)) o[k] = typeof o[k] === 'string' ? intern(o[k]) : internDeep(o[k]);
  return o;
}
function rebuildWithout(o) {
  const { managedFields: _dropped, ...rest } = o.metadata;
  o.metadata = rest;
  return o;
}

/** Fixed-shape copies (object literals) of the parsed object, strings interned: no slack, no dictionary. */
function compact(o) {
  const m = o.metadata;
  const sp = o.spec;
  const labels = {};
  for (const k of Object.keys(m.labels ?? {})) labels[intern(k)] = intern(m.labels[k]);
  return {
    apiVersion: intern(o.apiVersion),
    kind: intern(o.kind),
    metadata: {
      name: m.name,
      namespace: intern(m.namespace),
      uid: m.uid,
      resourceVersion: m.resourceVersion,
      creationTimestamp: intern(m.creationTimestamp),
      labels,
    },
    spec: {
      leaseName: intern(sp.leaseName),
      binaryVersion: intern(sp.binaryVersion),
      emulationVersion: intern(sp.emulationVersion),
      strategy: intern(sp.strategy),
      renewTime: sp.renewTime,
      pingTime: sp.pingTime,
    },
  };
}

const VARIANTS = {
  kept: (o) => o,
  delete: (o) => (delete o.metadata.managedFields, o), // what stripManagedFields does today
  undefined: (o) => ((o.metadata.managedFields = undefined), o),
  rebuild: rebuildWithout,
  'rebuild+intern': (o) => internDeep(rebuildWithout(o)),
  'rebuild+intern, no store key': (o) => internDeep(rebuildWithout(o)),
  'compact shapes, no store key': compact,
};
/**
 * The built code's own path for `informer({ transform: stripManagedFields })`: the user's
 * transform, then the default interning step, into a `Store` (what the informer does with
 * each list item after decoding).
 */
const BUILT = 'ctl: Store + stripManagedFields + internStrings (built code)';
let builtStore;
if (variant === BUILT) {
  const { Store } = await importDist('src/client/cache/store.js');
  const { stripManagedFields, internStrings, composeTransforms } = await importDist('src/client/cache/transform.js');
  const transform = composeTransforms(stripManagedFields, internStrings());
  builtStore = new Store();
  VARIANTS[BUILT] = transform;
}
const shape = VARIANTS[variant];
if (!shape) throw new Error(`unknown variant ${variant}`);
const keyed = !variant.endsWith('no store key') && !builtStore;

const gc = () => {
  for (let i = 0; i < 4; i++) globalThis.gc();
};
const items = new Map();
const byNamespace = new Map();
let n = 0;
gc();
const before = process.memoryUsage().heapUsed;
for (const page of pages) {
  for (const item of JSON.parse(page.toString('utf8')).items) {
    item.apiVersion ??= 'coordination.cluster.io/v1beta1';
    item.kind ??= 'LeaseCandidate';
    const obj = shape(item);
    if (builtStore) builtStore.upsert(obj);
    else if (keyed) {
      const key = `${obj.metadata.namespace}/${obj.metadata.name}`;
      items.set(key, obj);
      let keys = byNamespace.get(obj.metadata.namespace);
      if (!keys) byNamespace.set(obj.metadata.namespace, (keys = new Set()));
      keys.add(key);
    } else {
      // nested maps keyed by the object's own strings: no per-object key string, no index
      let names = byNamespace.get(obj.metadata.namespace);
      if (!names) byNamespace.set(obj.metadata.namespace, (names = new Map()));
      names.set(obj.metadata.name, obj);
    }
    n++;
  }
}
table.clear();
gc();
const after = process.memoryUsage().heapUsed;
// Read the cache after the measurement, so it is alive until then.
const cached = builtStore ? builtStore.size : keyed ? items.size : [...byNamespace.values()].reduce((sum, m) => sum + m.size, 0);
if (cached !== n) throw new Error(`cached ${cached} of ${n}`);
process.stdout.write(JSON.stringify({ variant, objects: n, bytesPerObject: (after - before) / n }) + '\n');
