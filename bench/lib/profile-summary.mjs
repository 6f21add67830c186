#!/usr/bin/env node
/**
 * Summarises a V8 .cpuprofile (from --cpu-prof or the inspector): the functions with the
 * most self time, the most inclusive time, and self time per package/file group. Samples
 * taken while modules load (any frame in node:internal/modules/) are left out, so start-up
 * does not blur the picture of the measured phase; `--include-loading` keeps them, for
 * start-up profiles (`ctl` runs: there loading is the phase measured).
 *
 *   node bench/lib/profile-summary.mjs FILE.cpuprofile [--top N] [--include-loading]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({ options: { top: { type: 'string', default: '15' }, 'include-loading': { type: 'boolean', default: false } }, allowPositionals: true });
const TOP = Number(values.top);

function shortUrl(url) {
  if (!url) return '';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) return url.slice(nm + 'node_modules/'.length);
  // the suite's copy of dist/ (<tmp>/ctl-bench-dist-XXXXXX/) counts as dist/
  const snap = url.match(/\/ctl-bench-dist-[^/]+\/(.*)$/);
  if (snap) return `dist/${snap[1]}`;
  const dist = url.indexOf('/dist/');
  if (dist >= 0) return url.slice(dist + 1);
  const bench = url.indexOf('/bench/');
  if (bench >= 0) return url.slice(bench + 1);
  return url.replace(/^file:\/\//, '');
}

function group(url) {
  const s = shortUrl(url);
  if (!s) return '(native / V8: GC, JSON, builtins)';
  if (s.startsWith('node:')) return 'node core (' + s.split('/')[0] + ')';
  if (s.startsWith('@kubernetes/client-node/')) return '@kubernetes/client-node';
  if (s.startsWith('dist/')) return 'ctl ' + s.split('/').slice(1, 3).join('/');
  return s.split('/')[0];
}

export function summarize(profile, { includeLoading = false } = {}) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const key = (n) => {
    const f = n.callFrame;
    const name = f.functionName || '(anonymous)';
    return f.url ? `${name} ${shortUrl(f.url)}:${f.lineNumber + 1}` : name;
  };
  const self = new Map();
  const total = new Map();
  const groups = new Map();
  let all = 0;
  let loadingUs = 0;
  const loading = new Map();
  const isLoading = (id) => {
    if (id === undefined) return false;
    let v = loading.get(id);
    if (v === undefined) {
      v = (nodes.get(id).callFrame.url ?? '').startsWith('node:internal/modules/') || isLoading(parent.get(id));
      loading.set(id, v);
    }
    return v;
  };
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length; i++) {
    const dt = timeDeltas[i + 1] ?? 0; // the delta that follows a sample is the time it covers
    const n = nodes.get(samples[i]);
    if (!n) continue;
    if (!includeLoading && isLoading(n.id)) {
      loadingUs += dt;
      continue;
    }
    all += dt;
    const k = key(n);
    if (n.callFrame.functionName === '(idle)') continue;
    self.set(k, (self.get(k) ?? 0) + dt);
    const g = group(n.callFrame.url);
    groups.set(g, (groups.get(g) ?? 0) + dt);
    const seen = new Set();
    for (let id = n.id; id !== undefined; id = parent.get(id)) {
      const kk = key(nodes.get(id));
      if (seen.has(kk)) continue;
      seen.add(kk);
      total.set(kk, (total.get(kk) ?? 0) + dt);
    }
  }
  const idle = [...nodes.values()].filter((n) => n.callFrame.functionName === '(idle)');
  let idleUs = 0;
  for (let i = 0; i < samples.length; i++) if (idle.some((n) => n.id === samples[i])) idleUs += timeDeltas[i + 1] ?? 0;
  const sorted = (m) => [...m.entries()].sort((a, b) => b[1] - a[1]);
  return { allUs: all, idleUs, loadingUs, self: sorted(self), total: sorted(total), groups: sorted(groups) };
}

function print(file) {
  const s = summarize(JSON.parse(readFileSync(file, 'utf8')), { includeLoading: values['include-loading'] });
  const busy = s.allUs - s.idleUs;
  const pct = (us) => `${((100 * us) / busy).toFixed(1).padStart(5)}%`;
  const ms = (us) => `${(us / 1000).toFixed(0).padStart(6)} ms`;
  console.log(`${file}: ${ms(s.allUs + s.loadingUs)} sampled, ${ms(s.loadingUs)} loading modules (left out), ${ms(busy)} busy otherwise (percentages are of that)`);
  console.log('\nself time by group:');
  for (const [k, v] of s.groups.slice(0, TOP)) console.log(`  ${ms(v)} ${pct(v)}  ${k}`);
  console.log('\nself time by function:');
  for (const [k, v] of s.self.slice(0, TOP)) console.log(`  ${ms(v)} ${pct(v)}  ${k}`);
  console.log('\ninclusive time by function:');
  for (const [k, v] of s.total.filter(([k]) => !k.startsWith('(root)')).slice(0, TOP)) console.log(`  ${ms(v)} ${pct(v)}  ${k}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (positionals.length === 0) {
    console.error('usage: node bench/lib/profile-summary.mjs FILE.cpuprofile [--top N]');
    process.exit(2);
  }
  for (const f of positionals) print(f);
}
