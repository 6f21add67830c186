/**
 * A single-member etcd for the benchmarks: loopback ports, data in a fresh temporary folder,
 * plain HTTP. (test/support/etcd.ts does the same for the tests; the benchmarks are plain
 * Node ESM and cannot import TypeScript, so this is a small self-contained copy.)
 *
 * The binary is `$ETCD_BIN`, else `etcd` on PATH; `findEtcdBinary()` returns undefined when
 * there is none, and the suite then says which rows it did not measure.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `$ETCD_BIN`, else the `etcd` found on PATH, else undefined. */
export function findEtcdBinary() {
  const fromEnv = process.env.ETCD_BIN;
  if (fromEnv) return fromEnv;
  const found = spawnSync('sh', ['-c', 'command -v etcd'], { encoding: 'utf8' });
  const path = (found.stdout ?? '').trim();
  return found.status === 0 && path !== '' ? path : undefined;
}

/** A free loopback TCP port (bind port 0, read it back, release it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Start etcd (`binary`) on 127.0.0.1 and resolve with `{ endpoint, stop() }` once `/health`
 * says `"health":"true"`; rejects (after killing it) when it exits first or is not healthy
 * within `readyTimeoutMs`. `stop()` kills it (SIGKILL: its data is thrown away anyway) and
 * removes the data dir; the process is also killed if this process exits first.
 */
export async function startEtcd(binary, { readyTimeoutMs = 20_000 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ctl-bench-etcd-'));
  const clientPort = await freePort();
  let peerPort = await freePort();
  while (peerPort === clientPort) peerPort = await freePort();
  const endpoint = `http://127.0.0.1:${clientPort}`;
  const peer = `http://127.0.0.1:${peerPort}`;
  const child = spawn(
    binary,
    [
      '--name', 'bench',
      '--data-dir', dataDir,
      '--listen-client-urls', endpoint,
      '--advertise-client-urls', endpoint,
      '--listen-peer-urls', peer,
      '--initial-advertise-peer-urls', peer,
      '--initial-cluster', `bench=${peer}`,
      '--log-level', 'error',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk.toString('utf8')).slice(-4000)));
  let exited = false;
  const exit = new Promise((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const killOnExit = () => {
    if (!exited) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', killOnExit);
    if (!exited) child.kill('SIGKILL');
    await exit;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`etcd exited before it was ready:\n${stderr}`);
    }
    try {
      const response = await fetch(`${endpoint}/health`, { signal: AbortSignal.timeout(1000) });
      if (response.ok && (await response.text()).includes('"health":"true"')) return { endpoint, stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`etcd did not become healthy within ${readyTimeoutMs} ms:\n${stderr}`);
    }
    // Polling a child process we started.
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
