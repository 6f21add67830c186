/**
 * Test helper: a single-member etcd on loopback ports with its data in a fresh temp folder.
 *
 * The binary is `$ETCD_BIN`, else `etcd` on PATH (`apt-get install -y etcd-server` on Debian).
 * `findEtcdBinary()` returns undefined when there is none, so a suite can report loudly that it
 * did not run (and fail under CI=true, where .ci/run installs etcd).
 *
 * With `tls`, etcd serves its clients HTTPS only (`--cert-file`, `--key-file`,
 * `--trusted-ca-file`, and `--client-cert-auth` when asked); its peer URL stays plain HTTP.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface EtcdProcess {
  /** Client URL, `http://127.0.0.1:<port>` (`https://` with `tls`). */
  readonly endpoint: string;
  /** Kill the process and remove its data dir; idempotent. */
  stop(): Promise<void>;
  /** Kill the process (SIGKILL) and start it again on the same data dir and ports. */
  restart(): Promise<void>;
}

export interface StartEtcdOptions {
  /** The etcd binary (default: `findEtcdBinary()`). */
  readonly binary?: string;
  /** Give up waiting for etcd to answer after this many milliseconds (default 20,000). */
  readonly readyTimeoutMs?: number;
  /** Serve clients over TLS (see `EtcdTlsOptions`); absent: plain HTTP. */
  readonly tls?: EtcdTlsOptions;
}

/** etcd's client TLS flags; files are PEM, read by etcd itself (and by the readiness probe). */
export interface EtcdTlsOptions {
  /** `--cert-file`: etcd's serving certificate; it must name 127.0.0.1 (subjectAltName IP). */
  readonly certFile: string;
  /** `--key-file`: the key of `certFile`. */
  readonly keyFile: string;
  /** `--trusted-ca-file`: the CA clients verify etcd with, and (with clientCertAuth) etcd verifies clients with. */
  readonly trustedCaFile: string;
  /**
   * `--client-cert-auth`: refuse clients without a certificate signed by `trustedCaFile`
   * (default false). The readiness probe then presents `certFile`/`keyFile` as its client
   * certificate, so that certificate must allow clientAuth as well as serverAuth, as etcd's
   * own gRPC gateway (which dials etcd with it) requires.
   */
  readonly clientCertAuth?: boolean;
}

/** What the readiness probe presents over HTTPS: the CA to verify etcd, and a client certificate. */
export interface ProbeTls {
  readonly ca: Buffer;
  readonly cert?: Buffer;
  readonly key?: Buffer;
}

/** `$ETCD_BIN`, else the `etcd` found on PATH, else undefined. */
export function findEtcdBinary(): string | undefined {
  const fromEnv = process.env['ETCD_BIN'];
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  const found = spawnSync('sh', ['-c', 'command -v etcd'], { encoding: 'utf8' });
  const path = (found.stdout ?? '').trim();
  return found.status === 0 && path !== '' ? path : undefined;
}

/** A free loopback TCP port (bind port 0, read it back, release it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Start etcd listening only on 127.0.0.1 and resolve once it serves `/health` with
 * `"health":"true"`. Rejects (after killing it) when it exits or does not answer in time.
 */
export async function startEtcd(options: StartEtcdOptions = {}): Promise<EtcdProcess> {
  const binary = options.binary ?? findEtcdBinary();
  if (binary === undefined) throw new Error('no etcd binary: set $ETCD_BIN or put etcd on PATH');
  const readyTimeoutMs = options.readyTimeoutMs ?? 20_000;
  const dataDir = mkdtempSync(join(tmpdir(), 'ctl-etcd-'));
  const clientPort = await freePort();
  let peerPort = await freePort();
  while (peerPort === clientPort) peerPort = await freePort();
  const tls = options.tls;
  const client = `${tls === undefined ? 'http' : 'https'}://127.0.0.1:${clientPort}`;
  const peer = `http://127.0.0.1:${peerPort}`;
  const args = [
    '--name', 'default',
    '--data-dir', dataDir,
    '--listen-client-urls', client,
    '--advertise-client-urls', client,
    '--listen-peer-urls', peer,
    '--initial-advertise-peer-urls', peer,
    '--initial-cluster', `default=${peer}`,
    '--log-level', 'error',
  ];
  let probeTls: ProbeTls | undefined;
  if (tls !== undefined) {
    args.push('--cert-file', tls.certFile, '--key-file', tls.keyFile, '--trusted-ca-file', tls.trustedCaFile);
    if (tls.clientCertAuth === true) args.push('--client-cert-auth');
    probeTls = {
      ca: readFileSync(tls.trustedCaFile),
      ...(tls.clientCertAuth === true ? { cert: readFileSync(tls.certFile), key: readFileSync(tls.keyFile) } : {}),
    };
  }

  let member: Member | undefined;
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    await member?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const launch = async (): Promise<void> => {
    member = spawnMember(binary, args);
    try {
      await member.ready(client, readyTimeoutMs, probeTls);
    } catch (err) {
      await stop();
      throw err;
    }
  };
  await launch();
  return {
    endpoint: client,
    stop,
    restart: async () => {
      await member?.kill();
      await launch();
    },
  };
}

export interface Member {
  /** Poll `client`/health until it reports healthy; over HTTPS with `tls`. */
  ready(client: string, timeoutMs: number, tls?: ProbeTls): Promise<void>;
  /** SIGKILL (no graceful shutdown) and wait for the exit. */
  kill(): Promise<void>;
}

export function spawnMember(binary: string, args: readonly string[]): Member {
  const child: ChildProcess = spawn(binary, [...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  // A test worker that exits without stop() (a crash, a timeout tearing it down) must not
  // leave etcd running.
  const killOnExit = (): void => {
    if (!exited) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  const kill = async (): Promise<void> => {
    process.removeListener('exit', killOnExit);
    if (!exited) child.kill('SIGKILL');
    await exit;
  };
  const ready = async (client: string, timeoutMs: number, tls?: ProbeTls): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (exited) throw new Error(`etcd exited before it was ready:\n${stderr}`);
      try {
        if (tls === undefined) {
          const response = await fetch(`${client}/health`, { signal: AbortSignal.timeout(1000) });
          if (response.ok && (await response.text()).includes('"health":"true"')) return;
        } else if ((await httpsHealth(`${client}/health`, tls)).includes('"health":"true"')) {
          return;
        }
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`etcd did not become healthy within ${timeoutMs} ms:\n${stderr}`);
      // Polling a child process we started; this is not a test sleeping on the test clock.
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  return { ready, kill };
}

/**
 * GET `url` over HTTPS, verifying the server with `tls.ca` and presenting `tls.cert`/`tls.key`
 * when given; resolves with the body of a 200 answer, rejects on anything else or after 1 s.
 * (fetch cannot take a CA or a client certificate without undici's own Agent.)
 */
function httpsHealth(url: string, tls: ProbeTls): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = httpsGet(
      url,
      { ca: tls.ca, ...(tls.cert !== undefined ? { cert: tls.cert, key: tls.key } : {}), agent: false, timeout: 1000 },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('error', reject);
        response.on('end', () => (response.statusCode === 200 ? resolve(body) : reject(new Error(`${url} answered ${response.statusCode}`))));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${url}: no answer within 1000 ms`)));
    request.on('error', reject);
  });
}
