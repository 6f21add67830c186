/**
 * The reference server without a port: an ApiServer reached through a fetch-shaped function
 * over in-memory HTTP connections (in-memory-http.ts). What `createMswHandlers` dispatches
 * to; usable directly as `fetchTransport(server.fetch)`.
 */
import type { ApiServer } from '../server/api-server.js';
import { startApiServer, type ServerOptions } from '../server/index.js';
import type { Storage } from '../server/storage/storage.js';
import { InMemoryHttp } from './in-memory-http.js';

/** Every server option except the network ones (nothing listens). */
export type InProcessServerOptions = Omit<ServerOptions, 'port' | 'host' | 'tls' | 'processGuard'>;

export interface InProcessServer {
  readonly api: ApiServer;
  readonly storage: Storage;
  /** Serve one request (any origin: only the path, query, method, headers and body matter). */
  fetch(input: Request | string | URL, init?: RequestInit): Promise<Response>;
  /** Ends open connections (watches), stops the server and closes storage it created. Idempotent. */
  close(): Promise<void>;
}

export async function startInProcessServer(options: InProcessServerOptions = {}): Promise<InProcessServer> {
  const instance = await startApiServer(options);
  const http = new InMemoryHttp(instance.api, options.onError ? { onError: options.onError } : {});
  return {
    api: instance.api,
    storage: instance.storage,
    fetch: http.fetch,
    close: async () => {
      http.close();
      await instance.close();
    },
  };
}
