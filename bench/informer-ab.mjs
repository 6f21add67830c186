#!/usr/bin/env node
/**
 * Side-by-side initial syncs of informer configurations (a diagnostic behind
 * docs/performance.md, not a suite of `npm run bench`; needs `npm run build`): one bench server
 * (bench/lib/server-child.mjs, own process) seeded with --count LeaseCandidates, then fresh
 * client processes (bench/lib/informer-client.mjs, the suite's client) alternating between the
 * configurations, the order reversed every repetition. Prints each run and the medians: sync
 * ms, client CPU ms, heap bytes per cached object, GC pause ms and collections by kind during
 * the sync.
 *
 *   node bench/informer-ab.mjs [--count 50000] [--reps 4] [--impls ctl-strip,ctl-compact] [--cpu-prof DIR]
 *
 * impls: those of bench/lib/informer-client.mjs. On a shared machine only the heap column is
 * stable; compare CPU and times within one run.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { spawnChild } from './lib/proc.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const { values: opts } = parseArgs({
  options: {
    count: { type: 'string', default: '50000' },
    reps: { type: 'string', default: '4' },
    impls: { type: 'string', default: 'ctl-strip,ctl-compact' },
    'cpu-prof': { type: 'string' },
  },
});
const COUNT = Number(opts.count);
const REPS = Number(opts.reps);
const impls = opts.impls.split(',');
const prof = opts['cpu-prof'];

const server = spawnChild(join(here, 'lib/server-child.mjs'));
server.send({ type: 'start', count: COUNT, gzipFront: true, warmup: true });
const ready = await server.next('ready', 600_000);
console.log(`seeded ${COUNT} in ${ready.seedMs.toFixed(0)} ms`);
const res = Object.fromEntries(impls.map((i) => [i, []]));
try {
  for (let rep = 0; rep < REPS; rep++) {
    for (const impl of rep % 2 ? [...impls].reverse() : impls) {
      const execArgv = ['--expose-gc'];
      if (prof) {
        mkdirSync(prof, { recursive: true });
        execArgv.push('--cpu-prof', `--cpu-prof-dir=${prof}`, `--cpu-prof-name=${impl}-${rep}.cpuprofile`);
      }
      const client = spawnChild(join(here, 'lib/informer-client.mjs'), { execArgv });
      client.send({ type: 'sync', impl, url: ready.url, count: COUNT });
      const r = await client.next('synced', 600_000);
      client.send({ type: 'close' });
      await client.stop();
      if (r.cached !== COUNT) throw new Error(`${impl}: cache holds ${r.cached}, expected ${COUNT}`);
      const run = {
        syncMs: r.syncMs,
        cpuMs: r.cpuMs,
        bytes: (r.heapAfter - r.heapBefore) / COUNT,
        gcMs: r.gcMs,
        minor: r.gcCounts.minor,
        major: r.gcCounts.major,
      };
      res[impl].push(run);
      console.log(
        `${impl.padEnd(16)} rep ${rep}: sync ${run.syncMs.toFixed(0)} ms, client CPU ${run.cpuMs.toFixed(0)} ms, ` +
          `${run.bytes.toFixed(1)} B/object, GC pauses ${run.gcMs.toFixed(0)} ms (${run.minor} scavenges, ${run.major} mark-compacts)`,
      );
    }
  }
} finally {
  await server.stop();
}
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
for (const impl of impls) {
  const m = (k) => median(res[impl].map((r) => r[k]));
  console.log(`${impl.padEnd(16)} median: sync ${m('syncMs').toFixed(0)} ms, client CPU ${m('cpuMs').toFixed(0)} ms, ${m('bytes').toFixed(1)} B/object, GC pauses ${m('gcMs').toFixed(0)} ms (${m('minor')} scavenges, ${m('major')} mark-compacts)`);
}
process.exit(0);
