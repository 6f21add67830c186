/**
 * The measured side: one informer (ours or @kubernetes/client-node's) in a fresh process
 * (run with --expose-gc), against a server in another process. Driven over IPC:
 *
 *   parent -> { type: 'sync', impl, url, count }
 *   child  -> { type: 'synced', syncMs, cpuMs, gcMs, gcCounts, heapBefore, heapAfter, cached }
 *             (cpuMs: this process's CPU time, all threads, from start to synced; gcMs: the
 *             garbage collections' pause time in that span, from PerformanceObserver 'gc';
 *             gcCounts: those collections by kind, { minor, major, other })
 *
 *   parent -> { type: 'watch', impl, url, count, updates, splitAt? }
 *   child  -> { type: 'synced', syncMs, cached }
 *   (the parent makes the server write `updates` updates)
 *   child  -> { type: 'watched', events, firstMs, lastMs, firstEpochMs, lastEpochMs, cpuMs, splitMs, splitCpuMs }
 *             (cpuMs: this process's CPU time, all threads, from the first to the last update;
 *             splitMs / splitCpuMs: the time and that CPU time at update number `splitAt`, so
 *             that the warm-up and the rest of a long stream can be told apart; 0 without it)
 *
 *   parent -> { type: 'close' }
 *
 * impl: 'ctl' (managedFields kept; lists and watches in JSON), 'ctl-protobuf' (managedFields
 * kept, the informer's defaults `listWireFormat: 'protobuf'` and `watchWireFormat: 'protobuf'`),
 * 'ctl-strip' (the defaults with transform: stripManagedFields: protobuf decoded without
 * managedFields), 'ctl-strip-json' (transform: stripManagedFields, lists and watches in JSON:
 * the ctl-strip row of rounds before s22), 'ctl-strip-after' (protobuf, a transform that wraps
 * stripManagedFields, so the informer does not recognise it: decode, then strip; the state
 * before s22, for side-by-side comparisons, not in the suite),
 * 'ctl-compact' (ctl-strip plus `cache: 'compact'`: the cache keeps compact records and decodes on
 * read; its size is checked after the measurement, as counting it with `lister().list()`
 * decodes every object),
 * 'client-node' (makeInformer + KubernetesObjectApi.list).
 *
 * CTL_TRANSPORT=node in the environment (diagnostics, not used by the suites): ctl's client
 * sends every request with `NodeHttpTransport` instead of the default undici transport.
 */
import { PerformanceObserver, constants, performance } from 'node:perf_hooks';
import { KubeConfig, KubernetesObjectApi, makeInformer } from '@kubernetes/client-node';
import { importDist } from './dist.mjs';
import { API_VERSION } from './fixtures.mjs';

const { createClient, createInformer, stripManagedFields, NodeHttpTransport } = await importDist('src/index.js');

const CTL_IMPLS = new Set(['ctl', 'ctl-protobuf', 'ctl-strip', 'ctl-strip-json', 'ctl-strip-after', 'ctl-compact']);

const WATCH_PATH = '/apis/coordination.cluster.io/v1beta1/leasecandidates';

function send(msg) {
  process.send?.(msg);
}

function fail(err) {
  send({ type: 'error', message: String(err?.stack ?? err) });
  setTimeout(() => process.exit(1), 100);
}

function gcFully() {
  if (typeof globalThis.gc !== 'function') throw new Error('run with --expose-gc');
  for (let i = 0; i < 4; i++) globalThis.gc();
}

const nowEpoch = () => performance.timeOrigin + performance.now();

/** Set once the parent asked us to close: errors from tearing down are expected then. */
let closing = false;
const report = (impl) => (err) => {
  if (!closing) console.error(`[${impl}] ${err?.message ?? err}`);
};

/**
 * Builds (without starting) an informer. Returns
 * { start(): Promise<void> (resolves once synced), size(): number, onUpdate(cb), stop() }.
 */
function build(impl, url) {
  if (CTL_IMPLS.has(impl)) {
    const client = createClient({ server: url, ...(process.env.CTL_TRANSPORT === 'node' ? { transport: new NodeHttpTransport() } : {}) });
    const informer = createInformer({
      listerWatcher: client.leaseCandidates,
      // ctl and ctl-strip-json keep the rows of earlier rounds: lists and watches in JSON.
      // The others use the informer's default since s20 (lists and watches in protobuf).
      ...(impl === 'ctl' || impl === 'ctl-strip-json' ? { listWireFormat: 'json', watchWireFormat: 'json' } : {}),
      ...(impl === 'ctl-strip' || impl === 'ctl-strip-json' || impl === 'ctl-compact' ? { transform: stripManagedFields } : {}),
      ...(impl === 'ctl-compact' ? { cache: 'compact' } : {}),
      ...(impl === 'ctl-strip-after' ? { transform: (obj) => stripManagedFields(obj) } : {}),
      onError: report(impl),
    });
    return {
      async start() {
        informer.start();
        await informer.synced();
      },
      size: () => informer.lister().list().length,
      // synced() resolves with the whole list cached: no size polling (a compact cache's
      // list() decodes every object, which would be charged to the sync).
      completeWhenStarted: impl === 'ctl-compact',
      onUpdate: (cb) => informer.on('update', (_old, obj) => cb(obj)),
      async stop() {
        informer.stop();
        await client.close();
      },
    };
  }
  if (impl === 'client-node') {
    const kc = new KubeConfig();
    kc.loadFromOptions({
      clusters: [{ name: 'c', server: url, skipTLSVerify: true }],
      users: [{ name: 'u' }],
      contexts: [{ name: 'x', cluster: 'c', user: 'u' }],
      currentContext: 'x',
    });
    const api = KubernetesObjectApi.makeApiClient(kc);
    const informer = makeInformer(kc, WATCH_PATH, () => api.list(API_VERSION, 'LeaseCandidate'));
    informer.on('error', report('client-node'));
    return {
      start: () => informer.start(),
      size: () => informer.list().length,
      onUpdate: (cb) => informer.on('update', cb),
      stop: () => informer.stop(),
    };
  }
  throw new Error(`unknown impl ${impl}`);
}

/** Resolves once `size()` reaches `count` (client-node fills its cache before start() resolves; checked anyway). */
async function waitForSize(inf, count, timeoutMs = 120_000) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const n = inf.size();
    if (n >= count) return n;
    if (performance.now() > deadline) throw new Error(`cache holds ${n} of ${count} objects after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

let current;

/**
 * Loads the code an implementation would otherwise load during the sync, so that neither
 * the heap row nor the sync time counts loading code. client-node's code is loaded by this
 * file's static import; ctl loads its HTTP transport (undici, about 5 MB of heap: sources,
 * bytecode, module objects) on the first request, which (heap after - before) / count used
 * to charge to the cached objects (~100 B per object at 50,000). Same module instance as the
 * client's: both resolve undici to the same file.
 */
async function preload(impl) {
  if (!impl.startsWith('ctl')) return;
  await import('undici');
  // The transport's opt-in list path (`listsOverNodeHttp`) goes through this module, which it
  // imports on first use (node:http and node:https themselves are loaded already, by
  // client-node's import above): loaded here too, so no configuration counts module loading.
  await importDist('src/client/node-http-transport.js');
}

async function runSync({ impl, url, count }) {
  await preload(impl);
  const inf = build(impl, url);
  current = inf;
  gcFully();
  const heapBefore = process.memoryUsage().heapUsed;
  let gcMs = 0;
  // Collections by kind (less load-dependent than their pause time): scavenges, mark-compacts.
  const gcCounts = { minor: 0, major: 0, other: 0 };
  const gcObserver = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      gcMs += e.duration;
      const kind = e.detail?.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MINOR) gcCounts.minor++;
      else if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) gcCounts.major++;
      else gcCounts.other++;
    }
  });
  gcObserver.observe({ entryTypes: ['gc'] });
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await inf.start();
  if (!inf.completeWhenStarted) await waitForSize(inf, count);
  const syncMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  // Entries are delivered asynchronously: let the last ones of the sync arrive first.
  await new Promise((resolve) => setImmediate(resolve));
  gcObserver.disconnect();
  gcFully();
  const heapAfter = process.memoryUsage().heapUsed;
  const cached = inf.size();
  send({ type: 'synced', syncMs, cpuMs, gcMs, gcCounts, heapBefore, heapAfter, cached });
}

async function runWatch({ impl, url, count, updates, splitAt = 0 }) {
  const inf = build(impl, url);
  current = inf;
  let events = 0;
  let firstMs = 0;
  let firstEpochMs = 0;
  let cpu0;
  let splitMs = 0;
  let splitCpuMs = 0;
  inf.onUpdate(() => {
    events++;
    if (events === 1) {
      firstMs = performance.now();
      firstEpochMs = nowEpoch();
      cpu0 = process.cpuUsage();
    }
    if (events === splitAt) {
      splitMs = performance.now();
      const c = process.cpuUsage(cpu0);
      splitCpuMs = (c.user + c.system) / 1000;
    }
    if (events === updates) {
      const lastMs = performance.now();
      const cpu = process.cpuUsage(cpu0);
      send({ type: 'watched', events, firstMs, lastMs, firstEpochMs, lastEpochMs: nowEpoch(), cpuMs: (cpu.user + cpu.system) / 1000, splitMs, splitCpuMs });
    }
  });
  const t0 = performance.now();
  await inf.start();
  await waitForSize(inf, count);
  send({ type: 'synced', syncMs: performance.now() - t0, cached: inf.size() });
}

process.on('message', (msg) => {
  const run = async () => {
    switch (msg.type) {
      case 'sync':
        return runSync(msg);
      case 'watch':
        return runWatch(msg);
      case 'close':
        closing = true;
        await current?.stop();
        process.exit(0);
    }
  };
  run().catch(fail);
});
process.on('disconnect', () => process.exit(0));
