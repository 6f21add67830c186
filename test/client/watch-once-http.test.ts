/**
 * One watch request (src/client/watch.ts, OnceBatches) over real HTTP (node:http on port 0):
 * an event of unknown type ends the watch with a DecodeError after the events before it in
 * the same chunk (the deadline past timeoutSeconds is in hostile-server.test.ts); leaving
 * before the response arrived aborts the request.
 */
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/client/client.js';
import { DecodeError } from '../../src/client/rest-client-base.js';
import type { LeaseCandidate } from '../../src/meta/types.js';
import { until } from '../e2e/harness.js';
import { rawHttpServers } from '../support/raw-http-server.js';

/** A server on port 0 answering with `handle`, closed after each test. */
const serveWith = rawHttpServers();

const line = (type: string, name: string, rv: number): string =>
  `${JSON.stringify({ type, object: { apiVersion: 'coordination.cluster.io/v1beta1', kind: 'LeaseCandidate', metadata: { name, namespace: 'default', resourceVersion: String(rv) }, spec: { leaseName: 'l' } } })}\n`;

describe('one watch request over HTTP', () => {
  it('an event of unknown type: the events before it in the chunk, then a DecodeError', async () => {
    const url = await serveWith((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(line('ADDED', 'a', 1) + line('MODIFIED', 'a', 2) + line('WEIRD', 'b', 3) + line('ADDED', 'c', 4));
    });
    const client = createClient({ server: url });
    const names: string[] = [];
    let error: unknown;
    try {
      for await (const ev of client.leaseCandidates.watch({ wireFormat: 'json' })) names.push(`${ev.type} ${(ev.object as LeaseCandidate).metadata!.name}`);
    } catch (err) {
      error = err;
    } finally {
      await client.close();
    }
    expect(names).toEqual(['ADDED a', 'MODIFIED a']);
    expect(error).toBeInstanceOf(DecodeError);
    expect((error as Error).message).toMatch(/malformed watch event: \{"type":"WEIRD"/);
  });

  it('leaving before the response arrived aborts the request', async () => {
    let closed = false;
    let received = false;
    const url = await serveWith((req) => {
      received = true;
      req.socket.on('close', () => (closed = true)); // never answers
    });
    const client = createClient({ server: url });
    try {
      const it = client.leaseCandidates.watch({ wireFormat: 'json' })[Symbol.asyncIterator]();
      const pending = it.next();
      await until(() => received);
      await it.return!();
      expect(await pending).toEqual({ value: undefined, done: true });
      await until(() => closed);
    } finally {
      await client.close();
    }
    expect(closed).toBe(true);
  });
});
