/**
 * `startTestServer`: the reference server on a free loopback port with every server option,
 * plus ready typed clients (an admin one and, with `users`, one per user).
 */
import { randomUUID } from 'node:crypto';
import { createClient, type Client, type ClientOptions } from '../client/client.js';
import type { ApiServer } from '../server/api-server.js';
import { startServer, type RunningServer, type ServerOptions } from '../server/index.js';
import type { Storage } from '../server/storage/storage.js';
import { SYSTEM_MASTERS_GROUP } from '../server/auth/user-info.js';
import { withUsers, type TestUser, type TestUsers } from './users.js';

/** The name of the admin user `startTestServer` adds when it is given `users`. */
export const TEST_ADMIN_USER = 'test:admin';

export interface TestServerOptions extends ServerOptions {
  /**
   * Users and their bearer tokens (a list, or `withUsers(...)`). Unless `authenticator` is set,
   * the server authenticates exactly these tokens plus an admin ({@link TEST_ADMIN_USER} in
   * `system:masters`) whose token `client` carries; every other request is 401.
   */
  readonly users?: readonly TestUser[] | TestUsers;
  /** Options of every client made here (retry, wire format, warnings...); `server` and `token` are set per client. */
  readonly clientOptions?: Omit<ClientOptions, 'server' | 'token' | 'tokenFile'>;
}

export interface TestServer {
  readonly url: string;
  readonly server: RunningServer;
  readonly api: ApiServer;
  readonly storage: Storage;
  /**
   * A client that may do anything: with `users` (and no own authenticator) it authenticates as
   * {@link TEST_ADMIN_USER}; without, it sends no credentials (the unsecured server serves
   * everyone as `system:admin`; with your own authenticator, it is whatever that makes of it).
   */
  readonly client: Client;
  /** The users the server knows (with `users`), admin included. */
  readonly users: TestUsers | undefined;
  /** A client authenticated as a user of `users` (cached per name). */
  clientAs(name: string): Client;
  /** A client sending this bearer token, or no credentials for undefined (e.g. to test 401). */
  clientWithToken(token: string | undefined): Client;
  /** Stops the server, then closes every client made here. Idempotent. */
  close(): Promise<void>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { users: given, clientOptions = {}, ...serverOptions } = options;
  let users: TestUsers | undefined;
  let adminToken: string | undefined;
  if (given !== undefined) {
    const list = Array.isArray(given) ? (given as readonly TestUser[]) : (given as TestUsers).users;
    adminToken = `test-admin-${randomUUID()}`;
    users = withUsers([...list, { name: TEST_ADMIN_USER, token: adminToken, groups: [SYSTEM_MASTERS_GROUP] }]);
  }
  const server = await startServer({
    port: 0,
    ...(users && !serverOptions.authenticator ? { authenticator: users.authenticator } : {}),
    ...serverOptions,
  });
  const clients: Client[] = [];
  const make = (token: string | undefined): Client => {
    const c = createClient({ ...clientOptions, server: server.url, ...(token !== undefined ? { token } : {}) });
    clients.push(c);
    return c;
  };
  const byName = new Map<string, Client>();
  const client = make(serverOptions.authenticator ? undefined : adminToken);
  let closing: Promise<void> | undefined;
  return {
    url: server.url,
    server,
    api: server.api,
    storage: server.storage,
    client,
    users,
    clientAs(name) {
      if (!users) throw new Error('startTestServer: clientAs needs the users option');
      let c = byName.get(name);
      if (!c) byName.set(name, (c = make(users.tokenOf(name))));
      return c;
    },
    clientWithToken: make,
    close() {
      // Server first: it cuts open streams, so the clients' graceful close cannot wait on them.
      closing ??= server.close().then(async () => {
        await Promise.all(clients.map((c) => c.close()));
      });
      return closing;
    },
  };
}
