/**
 * Shared set-up for end-to-end tests: a fresh in-process server on port 0 with its
 * embedded store, and a typed client talking to it over real HTTP.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { createClient, type Client } from '../../src/client/client.js';
import { startServer, type RunningServer, type ServerOptions } from '../../src/server/index.js';
import { SqliteStorage } from '../../src/server/storage/sqlite.js';
import type { Storage } from '../../src/server/storage/storage.js';

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

/**
 * The backend e2e servers run on: `CTL_TEST_STORAGE=sqlite` runs them on a SQLite store in a
 * temporary directory (the vitest project "e2e-sqlite" does), otherwise the memory default.
 */
function testStorage(): { storage: Storage; dispose: () => Promise<void> } | undefined {
  if (process.env.CTL_TEST_STORAGE !== 'sqlite') return undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'ctl-e2e-sqlite-'));
  const storage = new SqliteStorage({ dataDir });
  return {
    storage,
    dispose: async () => {
      await storage.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startCluster(options: ServerOptions = {}): Promise<TestCluster> {
  const backing = options.storage === undefined ? testStorage() : undefined;
  const server = await startServer({ port: 0, ...(backing ? { storage: backing.storage } : {}), ...options });
  const client = createClient({ server: server.url });
  open.push(async () => {
    // Server first: it cuts open streams, so the client's graceful close cannot wait on them.
    await server.close();
    await client.close();
    await backing?.dispose();
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
