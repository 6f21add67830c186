/**
 * Plain node:http servers on port 0 for tests that script the server's bytes themselves
 * (frames written in chosen pieces, connections left open or closed mid-body). Call
 * `rawHttpServers()` at a test file's top level: it registers an afterEach that closes every
 * server (and its connections) started through the returned `serveWith`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';

export type RawHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** Returns `serveWith(handle)`: a server answering with `handle`, resolved to its base URL. */
export function rawHttpServers(): (handle: RawHandler) => Promise<string> {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const s of servers.splice(0)) {
      s.closeAllConnections();
      await new Promise((resolve) => s.close(resolve));
    }
  });
  return async (handle) => {
    const server = createServer(handle);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
}
