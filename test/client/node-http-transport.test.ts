/**
 * NodeHttpTransport (the CLI's transport when no proxy applies) against the in-process server:
 * every verb the typed client sends, bodies on DELETE, repeated Warning headers, watches,
 * cancellation, gzip and TLS.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/client/client.js';
import type { RuntimeClass } from '../../src/meta/types.js';
import { NodeHttpTransport } from '../../src/client/node-http-transport.js';
import { TransportError } from '../../src/client/rest-client.js';
import { startServer } from '../../src/server/index.js';
import { rejectionOf, startCluster } from '../e2e/harness.js';
import { readFileSync } from 'node:fs';
import { createTestPki } from '../support/tls-certs.js';

describe('NodeHttpTransport', () => {
  it('creates, reads, patches, lists, deletes with options and watches like the default transport', async () => {
    const { url } = await startCluster();
    const warnings: string[] = [];
    const client = createClient({ server: url, transport: new NodeHttpTransport(), onWarning: (w) => warnings.push(w) });
    try {
      // Two unknown fields: two Warning headers, each reported once.
      await client.runtimeClasses.create({ metadata: { name: 'a' }, handler: 'a', one: 1, two: 2 } as never);
      expect(warnings).toEqual(['unknown field "one"', 'unknown field "two"']);
      const patched = await client.runtimeClasses.patch('a', { metadata: { labels: { x: 'y' } } }, { type: 'merge' });
      expect(patched.metadata?.labels).toEqual({ x: 'y' });
      expect((await client.runtimeClasses.list()).items.map((o) => o.metadata?.name)).toEqual(['a']);

      const events: string[] = [];
      const abort = new AbortController();
      const watching = (async () => {
        for await (const e of client.runtimeClasses.watch({ resourceVersion: patched.metadata!.resourceVersion!, signal: abort.signal })) {
          events.push(`${e.type} ${(e.object as RuntimeClass).metadata?.name}`);
          if (events.length === 1) abort.abort();
        }
      })().catch((err: unknown) => (err instanceof Error && err.name === 'AbortError' ? undefined : Promise.reject(err)));

      // DELETE carries DeleteOptions in its body: a stale uid precondition must be seen (409).
      const conflict = await rejectionOf(client.runtimeClasses.delete('a', { preconditions: { uid: 'not-the-uid' } }));
      expect(conflict.status?.code).toBe(409);
      await client.runtimeClasses.delete('a', { preconditions: { uid: patched.metadata!.uid! } });
      await watching;
      expect(events).toEqual(['DELETED a']);
    } finally {
      await client.close();
    }
  });

  it('reads gzip-encoded lists', async () => {
    const { url, client: seed } = await startCluster();
    for (let i = 0; i < 200; i++) await seed.runtimeClasses.create({ metadata: { name: `rc-${i}` }, handler: 'h'.repeat(40) });
    const client = createClient({ server: url, transport: new NodeHttpTransport() });
    try {
      expect((await client.runtimeClasses.list()).items).toHaveLength(200);
    } finally {
      await client.close();
    }
  });

  it('reports a refused connection as a TransportError with the cause kept', async () => {
    const client = createClient({ server: 'http://127.0.0.1:1', transport: new NodeHttpTransport(), retry: false });
    const err = await rejectionOf(client.runtimeClasses.list());
    await client.close();
    expect(err).toBeInstanceOf(TransportError);
    expect((err.cause as { code?: string }).code).toBe('ECONNREFUSED');
  });

  it('verifies the server certificate against the given CA, and skips verification when told', async () => {
    const pki = createTestPki();
    const ca = readFileSync(pki.caFile, 'utf8');
    const server = await startServer({ port: 0, tls: { cert: readFileSync(pki.serverCertFile, 'utf8'), key: readFileSync(pki.serverKeyFile, 'utf8') } });
    try {
      const trusted = createClient({ server: server.url, transport: new NodeHttpTransport({ tls: { ca } }) });
      expect((await trusted.namespaces.get('default')).metadata?.name).toBe('default');
      await trusted.close();
      const untrusted = createClient({ server: server.url, transport: new NodeHttpTransport(), retry: false });
      expect(await rejectionOf(untrusted.namespaces.get('default'))).toBeInstanceOf(TransportError);
      await untrusted.close();
      const skipping = createClient({ server: server.url, transport: new NodeHttpTransport({ tls: { insecureSkipTLSVerify: true } }) });
      expect((await skipping.namespaces.get('default')).metadata?.name).toBe('default');
      await skipping.close();
    } finally {
      await server.close();
      pki.cleanup();
    }
  });

  it('gives up a request whose signal aborts before the answer', async () => {
    // A server that never answers.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const client = createClient({ server: `http://127.0.0.1:${port}`, transport: new NodeHttpTransport(), retry: false });
    const abort = new AbortController();
    const pending = rejectionOf(client.runtimeClasses.list({ signal: abort.signal }));
    abort.abort();
    const err = await pending;
    await client.close();
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
    expect(err).toBeInstanceOf(Error);
  });
});
