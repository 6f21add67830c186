/**
 * The built code the benchmark processes import. Other people may rebuild dist/ while a
 * suite runs, so a suite copies dist/ once at its start (`snapshotDist`) and every child
 * imports that copy (BENCH_DIST), so all runs of one report measure the same build. The
 * copy lives in the system's temporary directory (never inside the checkout), with a
 * `node_modules` symlink to the project's so that bare imports resolve as from dist/, and
 * is removed when the suite exits.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const DIST = join(root, 'dist');

/** Copies dist/src and dist/generated to a temporary directory and sets BENCH_DIST; returns it. */
export function snapshotDist() {
  if (!existsSync(join(DIST, 'src/index.js'))) throw new Error('dist/ is missing: run npm run build first');
  const dir = mkdtempSync(join(tmpdir(), 'ctl-bench-dist-'));
  const builtAt = statSync(join(DIST, 'src/index.js')).mtime;
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  for (const sub of ['src', 'generated']) {
    if (existsSync(join(DIST, sub))) cpSync(join(DIST, sub), join(dir, sub), { recursive: true });
  }
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  process.on('exit', cleanup);
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.on(sig, () => {
      cleanup();
      process.exit(130);
    });
  }
  process.env.BENCH_DIST = dir;
  return { dir, builtAt };
}

/** Imports a module of the build (`src/index.js`, `src/server/index.js`): the snapshot if any, else dist/. */
export function importDist(rel) {
  const base = process.env.BENCH_DIST ?? DIST;
  return import(pathToFileURL(join(base, rel)).href);
}

/** "commit abc1234 (+ uncommitted changes)", or undefined outside a git checkout. */
export function codeVersion() {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src', 'generated'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    return `commit ${head}${dirty ? ' + uncommitted changes in src/' : ''}`;
  } catch {
    return undefined;
  }
}
