/**
 * The reference API server's composition root: `startServer({ port: 0 })` runs it
 * in-process (tests, embedding); `ctl server` runs it standalone.
 */
import { createServer, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { systemClock, type Clock } from '../meta/clock.js';
import { allResources, apiVersionOf, namespaces, type ResourceDescriptor } from '../meta/resources.js';
import type { KubeObject } from '../meta/types.js';
import { ApiServer, type ApiServerOptions } from './api-server.js';
import { MemoryStorage } from './storage/memory.js';
import type { Storage } from './storage/storage.js';

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

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const clock = options.clock ?? systemClock;
  const storage = options.storage ?? new MemoryStorage();
  const api = new ApiServer({
    storage,
    clock,
    ...(options.featureGates ? { featureGates: options.featureGates } : {}),
    ...(options.watchHistoryMs !== undefined ? { watchHistoryMs: options.watchHistoryMs } : {}),
    ...(options.continueTokenTtlMs !== undefined ? { continueTokenTtlMs: options.continueTokenTtlMs } : {}),
    ...(options.bookmarkIntervalMs !== undefined ? { bookmarkIntervalMs: options.bookmarkIntervalMs } : {}),
    ...(options.tooLargeResourceVersionWaitMs !== undefined ? { tooLargeResourceVersionWaitMs: options.tooLargeResourceVersionWaitMs } : {}),
    ...(options.authenticator ? { authenticator: options.authenticator } : {}),
    ...(options.authorizer ? { authorizer: options.authorizer } : {}),
    ...(options.runtimeConfig !== undefined ? { runtimeConfig: options.runtimeConfig } : {}),
    ...(options.livezGracePeriodMs !== undefined ? { livezGracePeriodMs: options.livezGracePeriodMs } : {}),
    ...(options.shutdownDelayMs !== undefined ? { shutdownDelayMs: options.shutdownDelayMs } : {}),
    ...(options.deprecatedApis ? { deprecatedApis: options.deprecatedApis } : {}),
  });
  await api.start();
  await seedObjects(api, options.seed ?? []);

  const onRequest = (req: Parameters<ApiServer['handle']>[0], res: Parameters<ApiServer['handle']>[1]) => {
    void api.handle(req, res);
  };
  const server: Server = options.tls
    ? createTlsServer({ cert: options.tls.cert, key: options.tls.key, requestCert: true, rejectUnauthorized: false, keepAliveTimeout: 65_000 }, onRequest)
    : createServer({ keepAliveTimeout: 65_000 }, onRequest);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
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
