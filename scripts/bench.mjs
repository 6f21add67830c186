#!/usr/bin/env node
// `npm run bench`: runs the benchmark suites against the built code in dist/ and prints
// their tables (markdown). Builds nothing: run `npm run build` first.
//
//   npm run bench                                 every suite
//   npm run bench -- --suite informer             only the named suite(s) (repeatable)
//   npm run bench -- --list                       list the suites
//   npm run bench -- --suite informer --reps 1    other options go to the selected suite
//                                                 (name one suite when passing options)
//
// Each suite is a plain Node ESM script under bench/, run in its own process (it starts
// its own server and client processes). To add one, append it to SUITES.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineLine } from '../bench/lib/machine.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The suites, run in this order. */
const SUITES = [
  {
    name: 'informer',
    file: 'bench/informer.mjs',
    description: 'informer initial sync (time, heap per object) and watch throughput, ctl vs @kubernetes/client-node',
  },
  {
    name: 'storage',
    file: 'bench/storage.mjs',
    description: 'storage backends (memory, SQLite, etcd): create throughput and p99, watch delivery, restart with 50k objects',
  },
  {
    name: 'cli',
    file: 'bench/cli.mjs',
    description: 'CLI start-up: ctl get / version --client vs kubectl (wall, CPU, peak RSS, last byte to exit)',
  },
  {
    name: 'codecs',
    file: 'bench/codecs.mjs',
    description: 'wire formats: decode/encode cost and size for JSON, protobuf and CBOR, alone and end to end',
  },
  {
    name: 'server',
    file: 'bench/server.mjs',
    description: 'server hot paths: GET vs a bare node:http server (same bytes), updates/s through the registry, watch fan-out latency (1,000 watchers)',
  },
];

/** Everything a suite imports from the build. */
const REQUIRED_BUILD = ['dist/src/index.js', 'dist/src/server/index.js'];
/** A suite that takes longer than this is stopped (the whole run must stay well under 10 minutes). */
const SUITE_TIMEOUT_MS = 9 * 60_000;

function parse(argv) {
  const names = [];
  const rest = [];
  let list = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--list') list = true;
    else if (a === '--suite') names.push(argv[++i] ?? '');
    else if (a.startsWith('--suite=')) names.push(a.slice('--suite='.length));
    else rest.push(a);
  }
  return { names, rest, list };
}

function newestMtime(dir, ext) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p, ext));
    else if (entry.name.endsWith(ext) && !entry.name.endsWith('.d.ts')) newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

function checkBuild() {
  const missing = REQUIRED_BUILD.filter((f) => !existsSync(path.join(root, f)));
  if (missing.length > 0) {
    console.error(`bench: dist/ is missing (${missing.join(', ')} not found): run npm run build first`);
    process.exit(1);
  }
  try {
    if (newestMtime(path.join(root, 'src'), '.ts') > newestMtime(path.join(root, 'dist/src'), '.js')) {
      console.error('bench: warning: src/ has changes newer than dist/; run npm run build to measure them');
    }
  } catch {
    // best effort only
  }
}

function runSuite(suite, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, suite.file), ...args], { cwd: root, stdio: 'inherit' });
    const timer = setTimeout(() => {
      console.error(`bench: ${suite.name} did not finish within ${SUITE_TIMEOUT_MS / 60_000} minutes; stopping it`);
      child.kill('SIGTERM');
    }, SUITE_TIMEOUT_MS);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function main() {
  const { names, rest, list } = parse(process.argv.slice(2));
  if (list) {
    for (const s of SUITES) console.log(`${s.name.padEnd(12)} ${s.file}  ${s.description}`);
    return;
  }
  const unknown = names.filter((n) => !SUITES.some((s) => s.name === n));
  if (unknown.length > 0) {
    console.error(`bench: unknown suite(s) ${unknown.join(', ')}; known: ${SUITES.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  const suites = names.length > 0 ? SUITES.filter((s) => names.includes(s.name)) : SUITES;
  if (rest.length > 0 && suites.length > 1) {
    console.error(`bench: options (${rest.join(' ')}) are suite-specific: name the suite with --suite (${SUITES.map((s) => s.name).join(', ')})`);
    process.exit(2);
  }
  checkBuild();
  const args = process.argv.slice(2);
  const viaNpm = process.env.npm_lifecycle_event === 'bench';
  console.log('## Benchmarks\n');
  console.log(`Command: \`${viaNpm ? `npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}` : `node scripts/bench.mjs ${args.join(' ')}`.trim()}\``);
  console.log(`Machine: ${machineLine()}`);
  console.log(`Suites: ${suites.map((s) => s.name).join(', ')}\n`);
  const started = Date.now();
  let failed = 0;
  for (const suite of suites) {
    const code = await runSuite(suite, rest);
    if (code !== 0) {
      failed++;
      console.error(`bench: suite ${suite.name} failed (exit ${code})`);
    }
    console.log('');
  }
  console.log(`Total time: ${Math.round((Date.now() - started) / 1000)} s.`);
  if (failed > 0) process.exit(1);
}

main().catch((err) => {
  console.error(err?.stack ?? err);
  process.exit(1);
});
