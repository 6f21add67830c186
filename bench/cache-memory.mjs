#!/usr/bin/env node
/**
 * Where the informer cache's memory goes (a diagnostic behind docs/performance.md, not a
 * suite of `npm run bench`): the server (own process) is seeded with --count
 * LeaseCandidates, its list is fetched in pages of 500 exactly as the informer lists, and
 * each variant below parses those bytes in a fresh process and keeps the items the way
 * the informer's store does. Prints heap bytes per object per variant.
 *
 *   node bench/cache-memory.mjs [--count 50000]
 *
 * Variants: kept (as parsed); delete (`delete metadata.managedFields`, what
 * stripManagedFields does); undefined (assign undefined instead); rebuild (a new metadata
 * object without the key); rebuild+intern (and every string deduplicated through one
 * table); rebuild+intern, no store key (objects in nested namespace -> name maps instead of
 * a "namespace/name" key string per object plus a namespace index); compact shapes, no
 * store key (in addition, the object rebuilt from object literals with a fixed set of
 * properties, as a decoder that knows the type could build it; shows what object layout
 * costs, not a drop-in transform); ctl (the built Store, stripManagedFields and the
 * informer's default interning step, as `informer({ transform: stripManagedFields })` keeps
 * a list item; needs `npm run build`). The first six keep objects in a Map by
 * "namespace/name" plus a namespace index of key sets (the store before s20) or in nested
 * namespace -> name maps ("no store key"; the store's layout since s20).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { snapshotDist } from './lib/dist.mjs';
import { spawnChild } from './lib/proc.mjs';
import { fmt, markdownTable } from './lib/stats.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const { values } = parseArgs({ options: { count: { type: 'string', default: '50000' } } });
const COUNT = Number(values.count);
const VARIANTS = [
  'kept',
  'delete',
  'undefined',
  'rebuild',
  'rebuild+intern',
  'rebuild+intern, no store key',
  'compact shapes, no store key',
  'ctl: Store + stripManagedFields + internStrings (built code)',
];

snapshotDist();
const dir = mkdtempSync(join(tmpdir(), 'ctl-cache-memory-'));
const server = spawnChild(join(here, 'lib/server-child.mjs'));
try {
  server.send({ type: 'start', count: COUNT });
  const { url } = await server.next('ready', 300_000);
  const path = `${url}/apis/coordination.cluster.io/v1beta1/leasecandidates`;
  let cont = '';
  let page = 0;
  do {
    const res = await fetch(`${path}?limit=500${cont ? `&continue=${encodeURIComponent(cont)}` : ''}`);
    const bytes = Buffer.from(await res.arrayBuffer());
    writeFileSync(join(dir, `${String(page++).padStart(4, '0')}.json`), bytes);
    cont = JSON.parse(bytes.toString('utf8')).metadata?.continue ?? '';
  } while (cont);
} finally {
  await server.stop();
}
try {
  const rows = VARIANTS.map((variant) => {
    const out = execFileSync(process.execPath, ['--expose-gc', join(here, 'lib/cache-memory-child.mjs'), variant, dir]).toString();
    const r = JSON.parse(out);
    return [variant, fmt(r.objects), fmt(r.bytesPerObject)];
  });
  process.stdout.write(markdownTable(['variant', 'objects', 'heap bytes per object'], rows) + '\n');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
