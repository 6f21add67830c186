import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client/client.js';
import { parseWarnings, TransportError } from '../../src/client/rest-client.js';
import { fetchTransport } from '../../src/client/transport.js';
import { ApiError, isConflict, isNotFound, isServiceUnavailable } from '../../src/meta/status.js';
import { rejectionOf, startCluster } from '../e2e/harness.js';

/** A tiny fake server answering every request with one canned response. */
async function canned(status: number, body: string, headers: Record<string, string | string[]> = {}) {
  const server = createServer((_req, res) => {
    res.writeHead(status, headers);
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  closers.push(() => new Promise<void>((r) => server.close(() => r())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

describe('RestClient', () => {
  it.each([
    ['299 - "unknown field \\"x\\""', ['unknown field "x"']],
    ['299 - "a", 299 - "b"', ['a', 'b']],
    ['299 agent "quoted \\\\ backslash" "Wed, 21 Oct 2015 07:28:00 GMT"', ['quoted \\ backslash']],
    ['not a warning', ['not a warning']],
  ])('parses Warning header %s', (header, expected) => {
    expect(parseWarnings(header)).toEqual(expected);
  });

  it('reports server warnings through onWarning', async () => {
    const { url } = await startCluster();
    const seen: string[] = [];
    const client = createClient({ server: url, onWarning: (w) => seen.push(w) });
    await client.runtimeClasses.create({ metadata: { name: 'a' }, handler: 'a', bogus: true } as never);
    await client.close();
    expect(seen).toEqual(['unknown field "bogus"']);
  });

  it('synthesises a Status from a non-Status error body', async () => {
    const url = await canned(503, 'backend down', { 'content-type': 'text/plain', 'retry-after': '7' });
    const client = createClient({ server: url });
    const err = await rejectionOf(client.runtimeClasses.get('x'));
    await client.close();
    expect(err).toBeInstanceOf(ApiError);
    expect(isServiceUnavailable(err)).toBe(true);
    expect(err.message).toBe('backend down');
    expect(err.retryAfterSeconds).toBe(7);
  });

  it('keeps a Status body as the error, reason first', async () => {
    const status = { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', message: 'nope', reason: 'Conflict', code: 409 };
    const url = await canned(409, JSON.stringify(status), { 'content-type': 'application/json' });
    const client = createClient({ server: url });
    const err = await rejectionOf(client.runtimeClasses.get('x'));
    await client.close();
    expect(isConflict(err)).toBe(true);
    expect(err.status).toEqual(status);
    expect(err.code).toBe('ERR_API_STATUS');
  });

  it('wraps connection failures in TransportError with the cause kept', async () => {
    const client = createClient({ server: 'http://127.0.0.1:1' });
    const err = await rejectionOf(client.runtimeClasses.list());
    await client.close();
    expect(err).toBeInstanceOf(TransportError);
    expect(err.code).toBe('ERR_TRANSPORT');
    expect(err.cause).toBeDefined();
  });

  it('works over the fetch transport too', async () => {
    const { url } = await startCluster();
    const client = createClient({ server: url, transport: fetchTransport() });
    await client.runtimeClasses.create({ metadata: { name: 'a' }, handler: 'a' });
    expect((await client.runtimeClasses.get('a')).handler).toBe('a');
    expect(isNotFound(await rejectionOf(client.runtimeClasses.get('b')))).toBe(true);
    await client.close();
  });

  it('sends the bearer token from options', async () => {
    let seen: string | undefined;
    const server = createServer((req, res) => {
      seen = req.headers.authorization;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"kind":"RuntimeClassList","items":[]}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    closers.push(() => new Promise<void>((r) => server.close(() => r())));
    const client = createClient({ server: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, token: 's3cret' });
    await client.runtimeClasses.list();
    await client.close();
    expect(seen).toBe('Bearer s3cret');
  });
});
