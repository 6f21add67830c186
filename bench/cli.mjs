#!/usr/bin/env node
/**
 * CLI start-up (issue 12): `ctl` against kubectl, side by side, as a user runs them.
 *
 *   npm run bench -- --suite cli [--runs 15]
 *
 * One server (`ctl server --storage=memory --demo`, its own process) holds the 3 demo
 * RuntimeClasses. Both CLIs read the same kubeconfig and get a fresh, isolated HOME; kubectl
 * runs once before measuring, so its discovery cache is warm (as on a user's machine). Then,
 * alternating (the order flips every round), `--runs` times each:
 *
 *   ctl get runtimeclasses -o table             kubectl get runtimeclasses.node.cluster.io
 *   ctl version --client                        kubectl version --client
 *
 * Per round and command, two runs: one spawned directly, for the wall time from spawn to exit
 * and the gap from the last stdout byte this process read to the child's exit; one under
 * /usr/bin/time, for CPU time (user+sys) and peak RSS (ru_maxrss). The wrapper's own wait,
 * report and exit would otherwise count in the gap (~2-4 ms for either CLI). The measured
 * binary is a copy of dist/bin taken at the start (others may rebuild dist/ meanwhile).
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineLine } from './lib/machine.mjs';
import { fmt, markdownTable, median } from './lib/stats.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const RUNS = opt('runs', 15);
const TIME = '/usr/bin/time';
const HAVE_TIME = existsSync(TIME);
const KUBECTL = process.env.KUBECTL ?? 'kubectl';

const TARGET_RATIO = 1.2;
const TARGET_RSS_MIB = 60;
const TARGET_GAP_MS = 5;

if (!existsSync(join(root, 'dist/bin/ctl.js'))) {
  console.error('bench cli: dist/bin/ctl.js is missing: run npm run build first');
  process.exit(1);
}
if (spawnSync(KUBECTL, ['version', '--client'], { stdio: 'ignore' }).status !== 0) {
  console.error(`bench cli: no ${KUBECTL} on PATH (set $KUBECTL): the comparison needs it`);
  process.exit(1);
}

// The measured bundle: a copy, with node_modules beside it for the packages it leaves external.
const scratch = mkdtempSync(join(os.tmpdir(), 'ctl-bench-cli-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(130));
cpSync(join(root, 'dist/bin'), join(scratch, 'bin'), { recursive: true });
symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir');
const CTL = join(scratch, 'bin/ctl.js');
const home = join(scratch, 'home');
cpSync(join(root, 'package.json'), join(scratch, 'package.json')); // "type": "module" for the copy

function startServer() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CTL, 'server', '--storage=memory', '--port', '0', '--demo'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { PATH: process.env.PATH, HOME: join(scratch, 'server-home') },
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d) => {
      out += d;
      const m = /(http:\/\/[\d.]+:\d+)/.exec(out);
      if (m) resolve({ child, url: m[1] });
    });
    child.on('exit', (code) => reject(new Error(`ctl server exited (${code}) before serving: ${out}`)));
  });
}

/**
 * One run: wall ms and ms from the last stdout byte to exit (`timed` false), or CPU ms and peak
 * RSS KiB measured by /usr/bin/time (`timed` true).
 */
function run(argv, env, timed = false) {
  return new Promise((resolve, reject) => {
    const timeOut = join(scratch, 'time.out');
    const [cmd, ...rest] = timed ? [TIME, '-f', '%M %U %S', '-o', timeOut, ...argv] : argv;
    const started = performance.now();
    const child = spawn(cmd, rest, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let lastByte = 0;
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => {
      lastByte = performance.now();
      stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      const exited = performance.now();
      if (code !== 0) {
        reject(new Error(`${argv.join(' ')} exited ${code}: ${stderr}`));
        return;
      }
      // A 'data' event that lands after 'exit' means the exit came first: gap 0.
      const gap = lastByte === 0 ? NaN : Math.max(0, exited - lastByte);
      let rssKiB = NaN;
      let cpuMs = NaN;
      if (timed) {
        const [rss, user, sys] = readFileSync(timeOut, 'utf8').trim().split(/\s+/).map(Number);
        rssKiB = rss;
        cpuMs = (user + sys) * 1000;
      }
      resolve({ wallMs: exited - started, cpuMs, rssKiB, gapMs: gap, stdout });
    });
  });
}

const { child: server, url } = await startServer();
process.on('exit', () => server.kill('SIGKILL'));
const kubeconfig = join(scratch, 'kubeconfig');
writeFileSync(
  kubeconfig,
  [
    'apiVersion: v1',
    'kind: Config',
    'clusters:',
    '- name: bench',
    '  cluster:',
    `    server: ${url}`,
    'users:',
    '- name: bench',
    '  user: {}',
    'contexts:',
    '- name: bench',
    '  context:',
    '    cluster: bench',
    '    user: bench',
    'current-context: bench',
    '',
  ].join('\n'),
);
const env = { PATH: process.env.PATH, HOME: home, KUBECONFIG: kubeconfig };

const CASES = [
  { id: 'ctl-get', label: '`ctl get runtimeclasses -o table`', argv: [process.execPath, CTL, 'get', 'runtimeclasses', '-o', 'table'] },
  { id: 'kubectl-get', label: '`kubectl get runtimeclasses.node.cluster.io`', argv: [KUBECTL, 'get', 'runtimeclasses.node.cluster.io'] },
  { id: 'ctl-version', label: '`ctl version --client`', argv: [process.execPath, CTL, 'version', '--client'] },
  { id: 'kubectl-version', label: '`kubectl version --client`', argv: [KUBECTL, 'version', '--client'] },
  // The floor any Node program has here: print one line, exit at once (reference row).
  {
    id: 'node-floor',
    label: "`node -e` printing one line, then `process.exit()` (Node's floor)",
    argv: [process.execPath, '-e', "process.stdout.write('x\\n', () => process.exit())"],
  },
];

// Warm-up: kubectl's discovery cache (under HOME), and the page cache for both binaries.
const warm = {};
for (const c of CASES) warm[c.id] = (await run(c.argv, env)).stdout;
for (const id of ['ctl-get', 'kubectl-get']) {
  if (!/gvisor/.test(warm[id])) throw new Error(`${id} did not list the demo objects: ${warm[id]}`);
}

const results = Object.fromEntries(CASES.map((c) => [c.id, []]));
const load = [os.loadavg()[0]];
for (let i = 0; i < RUNS; i++) {
  const order = i % 2 === 0 ? CASES : [...CASES].reverse();
  for (const c of order) {
    const direct = await run(c.argv, env);
    const timed = HAVE_TIME ? await run(c.argv, env, true) : { cpuMs: NaN, rssKiB: NaN };
    results[c.id].push({ ...direct, cpuMs: timed.cpuMs, rssKiB: timed.rssKiB });
  }
}
load.push(os.loadavg()[0]);

const med = (id, key) => median(results[id].map((r) => r[key]));
const range = (id, key, digits = 0) => {
  const xs = results[id].map((r) => r[key]);
  return `${fmt(median(xs), digits)} (${fmt(Math.min(...xs), digits)}–${fmt(Math.max(...xs), digits)})`;
};
const mib = (kib) => kib / 1024;

const out = [];
out.push('### CLI start-up: ctl vs kubectl');
out.push('');
out.push(`Machine: ${machineLine()}; kubectl ${spawnSync(KUBECTL, ['version', '--client'], { encoding: 'utf8' }).stdout.split('\n')[0].replace('Client Version: ', '')}`);
out.push(`Runs: ${RUNS} of each, alternating, each once directly (wall, last byte → exit) and once under ${TIME} (CPU, peak RSS); 1-minute load average ${load.map((l) => l.toFixed(1)).join(" → ")} (2 cores: above 2 means the runs waited for a core)`);
out.push('');
out.push(
  markdownTable(
    ['Command', 'Wall ms, median (min–max)', 'vs kubectl', 'CPU ms (user+sys)', 'Peak RSS MiB', 'Last byte → exit ms'],
    [
      ['ctl-get', 'kubectl-get'],
      ['ctl-version', 'kubectl-version'],
      ['node-floor', 'kubectl-version'],
    ].flatMap(([ours, theirs]) =>
      (ours === 'node-floor' ? [ours] : [ours, theirs]).map((id) => [
        CASES.find((c) => c.id === id).label,
        range(id, 'wallMs'),
        `${(med(id, 'wallMs') / med(theirs, 'wallMs')).toFixed(2)}×`,
        HAVE_TIME ? range(id, 'cpuMs') : 'not measured',
        HAVE_TIME ? fmt(mib(med(id, 'rssKiB')), 1) + ` (max ${fmt(mib(Math.max(...results[id].map((r) => r.rssKiB))), 1)})` : 'not measured',
        range(id, 'gapMs', 1),
      ]),
    ),
  ),
);
out.push('');
const ratio = med('ctl-get', 'wallMs') / med('kubectl-get', 'wallMs');
const rss = mib(med('ctl-get', 'rssKiB'));
const gap = med('ctl-get', 'gapMs');
const status = (ok) => (ok ? '**met**' : 'not met');
out.push(
  markdownTable(
    ['Target', 'Result'],
    [
      [`\`ctl get\` wall ≤ ${TARGET_RATIO}× kubectl's`, `${status(ratio <= TARGET_RATIO)}: ${ratio.toFixed(2)}×`],
      [`\`ctl get\` peak RSS ≤ ${TARGET_RSS_MIB} MiB`, HAVE_TIME ? `${status(rss <= TARGET_RSS_MIB)}: ${fmt(rss, 1)} MiB` : `not measured (no ${TIME}: apt-get install time)`],
      [`exit within ${TARGET_GAP_MS} ms of the last byte (\`ctl get\`, median)`, `${status(gap <= TARGET_GAP_MS)}: ${fmt(gap, 1)} ms`],
    ],
  ),
);
if (!HAVE_TIME) out.push(`\nCPU and peak RSS not measured: ${TIME} is missing (apt-get install time).`);
console.log(out.join('\n'));
server.kill('SIGTERM');
