/**
 * Shared set-up for end-to-end tests: a fresh in-process server on port 0 with its
 * embedded store, and a typed client talking to it over real HTTP.
 */
import { afterEach } from 'vitest';
import { createClient, type Client } from '../../src/client/client.js';
import { startServer, type RunningServer, type ServerOptions } from '../../src/server/index.js';

export interface TestCluster {
  readonly server: RunningServer;
  readonly client: Client;
  readonly url: string;
  /** Raw HTTP for wire-level assertions. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

const open: Array<() => Promise<void>> = [];

afterEach(async () => {
  while (open.length) await open.pop()!();
});

export async function startCluster(options: ServerOptions = {}): Promise<TestCluster> {
  const server = await startServer({ port: 0, ...options });
  const client = createClient({ server: server.url });
  open.push(async () => {
    // Server first: it cuts open streams, so the client's graceful close cannot wait on them.
    await server.close();
    await client.close();
  });
  return {
    server,
    client,
    url: server.url,
    fetch: (path, init) => fetch(server.url + path, init),
  };
}

/** Capture a rejection for assertions (fails the test when the promise resolves). */
export async function rejectionOf(p: Promise<unknown>): Promise<any> {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error('expected the promise to reject');
}

/** The JSON body of a raw response, untyped for wire-level assertions. */
export async function jsonOf(res: Response): Promise<any> {
  return res.json();
}

/** Resolve once `condition()` holds, checking after each turn of the event loop (no timers). */
export async function until(condition: () => boolean, maxTurns = 5_000_000): Promise<void> {
  for (let i = 0; i < maxTurns; i++) {
    if (condition()) return;
    await new Promise((r) => setImmediate(r));
  }
  throw new Error('condition not reached');
}
