/**
 * The reference API server's composition root: `startServer({ port: 0 })` runs it
 * in-process (tests, embedding); `ctl server` runs it standalone.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { systemClock, type Clock } from '../meta/clock.js';
import { allResources, apiVersionOf, namespaces, type ResourceDescriptor } from '../meta/resources.js';
import type { KubeObject } from '../meta/types.js';
import { ApiServer, type ApiServerOptions } from './api-server.js';
import { MemoryStorage } from './storage/memory.js';
import { MAX_REQUEST_HEADER_BYTES } from './limits.js';
import type { Storage } from './storage/storage.js';
import { LeaderElectionError } from './controllers/leader-election-controller.js';
import { LeaseCandidateGcError } from './controllers/lease-candidate-gc.js';

export { WatchFlusher, WATCH_FLUSH_MAX_DELAY_MS, type FlushTimers } from './handlers/watch-flush.js';

export interface ServerOptions {
  /** TCP port; 0 picks a free one. Default 0. */
  readonly port?: number;
  /** Address to bind; loopback by default. */
  readonly host?: string;
  /**
   * Backing store; default a fresh in-memory store. A store passed in belongs to the
   * caller: close() leaves it open (so a test can restart a server on the same data).
   */
  readonly storage?: Storage;
  readonly clock?: Clock;
  /** Objects to create at start-up (after the default namespaces), e.g. demo data. */
  readonly seed?: readonly KubeObject[];
  /**
   * Feature gates as a map or `--feature-gates` text (defaults as in 1.33: WatchList off,
   * APIResponseCompression on, CBOR off). Unknown or locked gates make startServer throw.
   */
  readonly featureGates?: ApiServerOptions['featureGates'];
  /** Watch history window (default 5 min): older watch starts get 410. */
  readonly watchHistoryMs?: number;
  /** Continue-token and Exact-read lifetime (default 5 min). */
  readonly continueTokenTtlMs?: number;
  /** Periodic BOOKMARK interval (default 60 s). */
  readonly bookmarkIntervalMs?: number;
  /** Upper bound of the wait between rounds of live watch writes (ms; 0: each event at once). See ApiServerOptions. */
  readonly watchFlushMaxDelayMs?: number;
  /** See ApiServerOptions.watchFlusher. */
  readonly watchFlusher?: ApiServerOptions['watchFlusher'];
  /** Wait for a not-yet-reached resourceVersion before 504 (default 3 s). */
  readonly tooLargeResourceVersionWaitMs?: number;
  /**
   * Serve HTTPS with this certificate and key (PEM). Client certificates are requested but
   * not required at the TLS level: an invalid or missing one is answered with 401 by the
   * authenticator, not with a handshake failure.
   */
  readonly tls?: { readonly cert: string; readonly key: string };
  readonly authenticator?: ApiServerOptions['authenticator'];
  readonly authorizer?: ApiServerOptions['authorizer'];
  readonly runtimeConfig?: ApiServerOptions['runtimeConfig'];
  readonly livezGracePeriodMs?: number;
  readonly shutdownDelayMs?: number;
  readonly deprecatedApis?: ApiServerOptions['deprecatedApis'];
  /** `--max-requests-inflight` (default 400, 0: unlimited); see src/server/limits.ts. */
  readonly maxRequestsInFlight?: number;
  /** `--max-mutating-requests-inflight` (default 200, 0: unlimited). */
  readonly maxMutatingRequestsInFlight?: number;
  /**
   * Told about unexpected failures: a request that failed in an unforeseen way, an unhandled
   * rejection while the server runs. Default: logged to stderr. The server keeps serving.
   */
  readonly onError?: (err: unknown) => void;
  /** Told about each request admission gave audit annotations (see server/admission/audit.ts). */
  readonly onAdmissionAudit?: ApiServerOptions['onAdmissionAudit'];
  /**
   * While the server runs, report unhandled promise rejections and uncaught exceptions to
   * `onError` instead of letting Node end the process (default true): a bug in one request's
   * code path must not take the whole server down. Set false when the host process has its
   * own policy for them.
   */
  readonly processGuard?: boolean;
}

export interface RunningServer {
  /** Base URL, e.g. `http://127.0.0.1:40123`. */
  readonly url: string;
  readonly port: number;
  readonly api: ApiServer;
  readonly storage: Storage;
  /**
   * Graceful stop: /readyz turns unready, requests are still served for the shutdown delay,
   * then connections end and storage it created is closed. Idempotent.
   */
  close(): Promise<void>;
}

/** Namespaces every cluster starts with. */
export const DEFAULT_NAMESPACES = ['default', 'kube-system', 'kube-public', 'kube-node-lease'];

/** The server without a listening socket: what {@link startApiServer} returns. */
export interface ApiServerInstance {
  readonly api: ApiServer;
  readonly storage: Storage;
  /** Stops the ApiServer and closes the storage it created (not one passed in). Idempotent. */
  close(): Promise<void>;
}

/**
 * The port-less half of {@link startServer}: builds and starts the ApiServer, creates the
 * default namespaces and the seed. Nothing listens; requests reach it through
 * `api.handle(req, res)` (in-memory HTTP in `ctl/testing`, or a host's own node:http server).
 * Network options (`port`, `host`, `tls`, `processGuard`) do not apply.
 */
export async function startApiServer(options: Omit<ServerOptions, 'port' | 'host' | 'tls' | 'processGuard'> = {}): Promise<ApiServerInstance> {
  const onError = options.onError ?? defaultOnError;
  const clock = options.clock ?? systemClock;
  const storage = options.storage ?? new MemoryStorage();
  const api = new ApiServer({
    storage,
    clock,
    ...(options.featureGates ? { featureGates: options.featureGates } : {}),
    ...(options.watchHistoryMs !== undefined ? { watchHistoryMs: options.watchHistoryMs } : {}),
    ...(options.continueTokenTtlMs !== undefined ? { continueTokenTtlMs: options.continueTokenTtlMs } : {}),
    ...(options.bookmarkIntervalMs !== undefined ? { bookmarkIntervalMs: options.bookmarkIntervalMs } : {}),
    ...(options.watchFlushMaxDelayMs !== undefined ? { watchFlushMaxDelayMs: options.watchFlushMaxDelayMs } : {}),
    ...(options.watchFlusher ? { watchFlusher: options.watchFlusher } : {}),
    ...(options.tooLargeResourceVersionWaitMs !== undefined ? { tooLargeResourceVersionWaitMs: options.tooLargeResourceVersionWaitMs } : {}),
    ...(options.authenticator ? { authenticator: options.authenticator } : {}),
    ...(options.authorizer ? { authorizer: options.authorizer } : {}),
    ...(options.runtimeConfig !== undefined ? { runtimeConfig: options.runtimeConfig } : {}),
    ...(options.livezGracePeriodMs !== undefined ? { livezGracePeriodMs: options.livezGracePeriodMs } : {}),
    ...(options.shutdownDelayMs !== undefined ? { shutdownDelayMs: options.shutdownDelayMs } : {}),
    ...(options.deprecatedApis ? { deprecatedApis: options.deprecatedApis } : {}),
    ...(options.maxRequestsInFlight !== undefined ? { maxRequestsInFlight: options.maxRequestsInFlight } : {}),
    ...(options.maxMutatingRequestsInFlight !== undefined ? { maxMutatingRequestsInFlight: options.maxMutatingRequestsInFlight } : {}),
    ...(options.onAdmissionAudit ? { onAdmissionAudit: options.onAdmissionAudit } : {}),
    onError,
  });
  await api.start();
  await seedObjects(api, options.seed ?? []);
  let closing: Promise<void> | undefined;
  return {
    api,
    storage,
    close() {
      closing ??= (async () => {
        api.stop();
        if (!options.storage) await storage.close();
      })();
      return closing;
    },
  };
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const onError = options.onError ?? defaultOnError;
  const { api, storage } = await startApiServer(options);

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    // handle() never rejects; the guard is for a synchronous throw or a broken promise chain.
    try {
      api.handle(req, res).catch((err: unknown) => {
        onError(err);
        res.destroy();
      });
    } catch (err) {
      onError(err);
      res.destroy();
    }
  };
  const server: Server = options.tls
    ? createTlsServer(
        { cert: options.tls.cert, key: options.tls.key, requestCert: true, rejectUnauthorized: false, keepAliveTimeout: 65_000, maxHeaderSize: MAX_REQUEST_HEADER_BYTES },
        onRequest,
      )
    : createServer({ keepAliveTimeout: 65_000, maxHeaderSize: MAX_REQUEST_HEADER_BYTES }, onRequest);
  server.on('clientError', answerClientError);
  // node:http hands CONNECT to a 'connect' listener and drops the connection without one.
  // Nothing here tunnels (upstream uses connect for proxy subresources this API lacks): answer
  // as Go's ServeMux answers a path it has no handler for.
  server.on('connect', answerConnect);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  // A failure of the listening socket after start is reported, not a crash.
  server.on('error', onError);
  // Installed once listening succeeded, so a failed start leaves no listeners behind.
  const releaseGuard = options.processGuard === false ? () => {} : guardProcess(onError);
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | undefined;
  return {
    url: `${options.tls ? 'https' : 'http'}://${urlHost}:${port}`,
    port,
    api,
    storage,
    close() {
      closing ??= (async () => {
        // Readiness fails first; the server keeps serving through --shutdown-delay-duration.
        await api.health.startShutdown();
        api.stop();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        if (!options.storage) await storage.close();
        releaseGuard();
      })();
      return closing;
    },
  };
}

async function seedObjects(api: ApiServer, seed: readonly KubeObject[]): Promise<void> {
  const nsStore = api.storeFor(namespaces);
  for (const name of DEFAULT_NAMESPACES) {
    const existing = await nsStore.list('', { predicate: { empty: false, matches: (o) => o.metadata?.name === name } });
    if (existing.items.length === 0) await nsStore.create('', { apiVersion: 'v1', kind: 'Namespace', metadata: { name } }, { fieldManager: 'ctl-server' });
  }
  for (const obj of seed) {
    const d = descriptorOf(obj);
    await api.storeFor(d).create(obj.metadata?.namespace ?? (d.namespaced ? 'default' : ''), structuredClone(obj), { fieldManager: 'ctl-server' });
  }
}

function descriptorOf(obj: KubeObject): ResourceDescriptor<KubeObject> {
  const d = allResources.find((r) => r.kind === obj.kind && apiVersionOf(r) === obj.apiVersion);
  if (!d) throw new Error(`cannot seed object of kind ${obj.kind} (${obj.apiVersion}): not served`);
  return d;
}

function defaultOnError(err: unknown): void {
  // The control loops' reports (a strategy conflict, a failed election step) are log lines, not crashes.
  if (err instanceof LeaderElectionError || err instanceof LeaseCandidateGcError) {
    console.error(`ctl server: ${err.message}`);
    return;
  }
  console.error('ctl server: unexpected failure (still serving):', err);
}

/**
 * A request Node's HTTP parser refuses, answered as Go's net/http answers a request it cannot
 * read: `431 Request Header Fields Too Large` for oversized headers, otherwise
 * `400 Bad Request`, in plain text, closing the connection.
 */
function answerClientError(err: Error & { code?: string }, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n${status}`);
}

const NOT_FOUND_TEXT = '404 page not found\n';

function answerConnect(_req: unknown, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    `HTTP/1.1 404 Not Found\r\nContent-Type: text/plain; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\nContent-Length: ${NOT_FOUND_TEXT.length}\r\nConnection: close\r\n\r\n${NOT_FOUND_TEXT}`,
  );
}

/**
 * Process-level guard while at least one server runs: an unhandled promise rejection or an
 * uncaught exception (a bug in some request's code path, e.g. in an event listener) is
 * reported to each running server's `onError` instead of terminating the process (Node's
 * default). Returns the release function; the listeners are removed when the last server
 * using them closes.
 */
const guards = new Set<(err: unknown) => void>();
const reportToGuards = (err: unknown) => {
  for (const report of guards) report(err);
};
function guardProcess(onError: (err: unknown) => void): () => void {
  const report = (err: unknown) => onError(err);
  if (guards.size === 0) {
    process.on('unhandledRejection', reportToGuards);
    process.on('uncaughtException', reportToGuards);
  }
  guards.add(report);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    guards.delete(report);
    if (guards.size === 0) {
      process.off('unhandledRejection', reportToGuards);
      process.off('uncaughtException', reportToGuards);
    }
  };
}
