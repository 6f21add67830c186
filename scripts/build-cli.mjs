#!/usr/bin/env node
// Bundles the `ctl` CLI (cli/main.ts and everything it imports, dependencies included) into
// dist/bin/: one minified ES module entry, `ctl.js` (package.json `bin`), plus the chunks
// that esbuild splits off at each dynamic `import()`. Every command in cli/app.ts is loaded
// with `await import('./commands/x.js')`, so a command's code (and the dependencies only it
// uses) lands in its own chunk and is read only when that command runs: `ctl version
// --client` loads the entry and the version chunk, not the HTTP client or the server.
// Nothing here lists commands: esbuild follows the imports of whatever is in cli/ now.
//
// The SDK (src/) stays the unbundled tsc output in dist/src for library users; `npm run
// build` runs tsc first, then this script.
//
//   node scripts/build-cli.mjs [--metafile]   (--metafile also writes dist/bin/meta.json)
import { build } from 'esbuild';
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist/bin');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

// Left to node_modules at run time: packages that load native addons or read their own
// files next to their code (libsql's .node binary; etcd3 -> @grpc/proto-loader reads .proto
// files). Both are used only by `ctl server`, and both are runtime dependencies.
const external = ['libsql', 'etcd3'];
for (const name of external) {
  if (!pkg.dependencies?.[name]) throw new Error(`build-cli: external ${name} must be a runtime dependency`);
}

/** `import ... from 'undici'` in the bundle -> the slim entry beside this script (see there why). */
const slimUndici = {
  name: 'ctl-slim-undici',
  setup(b) {
    b.onResolve({ filter: /^undici$/ }, () => ({ path: path.join(root, 'scripts/cli-bundle/undici-slim.mjs') }));
    // undici's client requires its HTTP/2 half at load time, and with it node:http2 (~40 ms);
    // it runs only on a connection that negotiated h2, which the SDK never offers (no
    // allowH2). Required on first use instead.
    b.onResolve({ filter: /^\.\/client-h2\.js$/ }, (args) =>
      args.importer.endsWith(path.join('undici', 'lib', 'dispatcher', 'client.js'))
        ? { path: path.join(path.dirname(args.importer), 'client-h2.js'), namespace: 'ctl-lazy-h2' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'ctl-lazy-h2' }, (args) => ({
      contents: `module.exports = function connectH2(client, socket) { return require(${JSON.stringify(args.path)})(client, socket); };`,
      loader: 'js',
      resolveDir: path.dirname(args.path),
    }));
  },
};

// Built beside the old bundle and swapped in only when the build succeeded, so a failed build
// (or tests that run ctl meanwhile) never sees a half-written dist/bin/.
const building = `${outdir}.building-${process.pid}`;
rmSync(building, { recursive: true, force: true });
mkdirSync(building, { recursive: true });

const result = await build({
  absWorkingDir: root,
  entryPoints: {
    ctl: 'cli/main.ts',
    // The server decodes large YAML bodies on a worker, which it finds beside its own module
    // (src/server/decode/yaml-off-thread.ts): every chunk lives in dist/bin/, and so does this.
    'yaml-worker-entry': 'src/server/decode/yaml-worker-entry.ts',
  },
  outdir: building,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  minify: true,
  // Chunks beside the entry (see the worker above); named so a listing shows what they are.
  chunkNames: '[name]-[hash]',
  external,
  plugins: [slimUndici],
  // CommonJS dependencies bundled into an ES module still call require() for Node's
  // built-ins (undici: require('node:net')); give them one.
  banner: {
    js: "import{createRequire as __ctlCreateRequire}from'node:module';const require=__ctlCreateRequire(import.meta.url);",
  },
  legalComments: 'none',
  sourcemap: false,
  metafile: true,
  logLevel: 'warning',
  // Any warning is a build failure: a bundle that silently differs from the sources is worse.
  logOverride: {},
}).catch(() => {
  // esbuild has printed the errors.
  rmSync(building, { recursive: true, force: true });
  process.exit(1);
});

if (result.warnings.length > 0) {
  rmSync(building, { recursive: true, force: true });
  console.error(`build-cli: ${result.warnings.length} warning(s); fix them`);
  process.exit(1);
}

// esbuild keeps the entry's `#!/usr/bin/env node` line; make the entry executable like a bin.
chmodSync(path.join(building, 'ctl.js'), 0o755);
if (process.argv.includes('--metafile')) writeFileSync(path.join(building, 'meta.json'), JSON.stringify(result.metafile));
rmSync(outdir, { recursive: true, force: true });
renameSync(building, outdir);

const outputs = Object.entries(result.metafile.outputs);
const total = outputs.reduce((n, [, o]) => n + o.bytes, 0);
console.log(`build-cli: dist/bin/ctl.js and ${outputs.length - 1} other file(s), ${(total / 1024).toFixed(0)} KiB`);
