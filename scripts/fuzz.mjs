#!/usr/bin/env node
/**
 * `npm run fuzz -- --runs N [--seed S] [files...]`: the generative fuzz suite (test/fuzz) with
 * more runs per property than `npm test` uses, then a summary table: inputs tried per target
 * and media type (and per generator class), and the statuses seen (counts per status code).
 * The tests read CTL_FUZZ_RUNS / CTL_FUZZ_SEED and write their tallies to CTL_FUZZ_REPORT_DIR.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '500' },
    seed: { type: 'string', default: '20261123' },
    classes: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const seed = Number(values.seed);
if (!Number.isInteger(runs) || runs <= 0) throw new Error(`--runs must be a positive integer, got ${values.runs}`);
if (!Number.isInteger(seed)) throw new Error(`--seed must be an integer, got ${values.seed}`);

const reportDir = mkdtempSync(join(tmpdir(), 'ctl-fuzz-'));
const started = Date.now();
const vitest = spawnSync('npx', ['vitest', 'run', '--project', 'default', ...(positionals.length ? positionals : ['test/fuzz'])], {
  stdio: 'inherit',
  env: { ...process.env, CTL_FUZZ_RUNS: String(runs), CTL_FUZZ_SEED: String(seed), CTL_FUZZ_REPORT_DIR: reportDir },
});

/** @type {Map<string, Map<string, number>>} */
const rows = new Map();
for (const file of readdirSync(reportDir)) {
  const tally = JSON.parse(readFileSync(join(reportDir, file), 'utf8'));
  for (const [key, statuses] of Object.entries(tally)) {
    if (key.includes(' :: ') && !values.classes) continue;
    const row = rows.get(key) ?? new Map();
    for (const [status, n] of Object.entries(statuses)) row.set(status, (row.get(status) ?? 0) + n);
    rows.set(key, row);
  }
}
rmSync(reportDir, { recursive: true, force: true });

const lines = [...rows.keys()].sort().map((key) => {
  const row = rows.get(key);
  const total = [...row.entries()].filter(([s]) => s !== 'FAIL').reduce((a, [, n]) => a + n, 0);
  const statuses = [...row.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([s, n]) => `${s}:${n}`).join(' ');
  return [key, String(total), statuses];
});
const width = [0, 1, 2].map((i) => Math.max(['target / media type', 'inputs', 'statuses'][i].length, ...lines.map((l) => l[i].length)));
const fmt = (cols) => cols.map((c, i) => (i === 1 ? c.padStart(width[i]) : c.padEnd(width[i]))).join(' | ');
console.log(`\nfuzz summary: ${runs} runs per property, seed ${seed}, ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(fmt(['target / media type', 'inputs', 'statuses']));
console.log(width.map((w) => '-'.repeat(w)).join('-|-'));
for (const l of lines) console.log(fmt(l));
const bad = lines.filter(([, , s]) => /(^| )(5\d\d|hang|reset|FAIL):/.test(s));
console.log(bad.length ? `\n${bad.length} target(s) saw failures (5xx, hangs, dropped connections or other property violations: FAIL)` : '\nno 5xx, hangs or dropped connections');
process.exit(vitest.status ?? 1);
