/**
 * UndiciTransport's opt-in list path (`listsOverNodeHttp: true`: direct list requests go with
 * node:http, everything else and everything through a proxy with undici; off by default), over
 * real HTTP against the
 * in-process server and scripted raw servers: which stack carries which request, the same
 * pages either way, the 60 s headers bound kept (NodeHttpTransport.headersTimeoutMs), bodies
 * cut mid-way and servers that never answer reported as TransportError.
 */
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInformer } from '../../src/client/cache/informer.js';
import { createClient } from '../../src/client/client.js';
import { NodeHttpTransport } from '../../src/client/node-http-transport.js';
import { TransportError } from '../../src/client/rest-client.js';
import { UndiciTransport } from '../../src/client/undici-transport.js';
import type { RuntimeClass } from '../../src/meta/types.js';
import { rejectionOf, startCluster } from '../e2e/harness.js';
import { rawHttpServers } from '../support/raw-http-server.js';

const serveWith = rawHttpServers();

afterEach(() => {
  vi.restoreAllMocks();
});

/** The default transport with direct lists sent by node:http. */
const nodeHttpLists = (options: { proxyUrl?: string } = {}) => new UndiciTransport({ listsOverNodeHttp: true, proxyEnv: false, ...options });

const names = (items: readonly RuntimeClass[]) => items.map((i) => `${i.metadata?.name}@${i.metadata?.resourceVersion}`);

describe('UndiciTransport with listsOverNodeHttp sends direct list requests with node:http', () => {
  it('lists (paged, prefetched) go with node:http; get, create and watch with undici; the pages equal undici-only pages (the default)', async () => {
    const { url } = await startCluster();
    const viaNode = vi.spyOn(NodeHttpTransport.prototype, 'request');
    const client = createClient({ server: url, transport: nodeHttpLists() });
    const undiciOnly = createClient({ server: url });
    try {
      for (let i = 0; i < 7; i++) await client.runtimeClasses.create({ metadata: { name: `rc-${i}` }, handler: 'h' });
      const one = await client.runtimeClasses.get('rc-3');
      expect(viaNode).not.toHaveBeenCalled();

      const paged: RuntimeClass[] = [];
      for await (const page of client.runtimeClasses.listPages({ limit: 3 })) paged.push(...page.items);
      // Three pages (3 + 3 + 1), each its own request with the list hint.
      expect(viaNode).toHaveBeenCalledTimes(3);
      for (const [req] of viaNode.mock.calls) {
        expect(req.list).toBe(true);
        expect(req.method).toBe('GET');
      }

      const abort = new AbortController();
      const events: string[] = [];
      for await (const e of client.runtimeClasses.watch({ resourceVersion: one.metadata!.resourceVersion!, signal: abort.signal })) {
        events.push(`${e.type} ${(e.object as RuntimeClass).metadata?.name}`);
        if (events.length === 3) abort.abort();
      }
      expect(events).toEqual(['ADDED rc-4', 'ADDED rc-5', 'ADDED rc-6']);
      expect(viaNode).toHaveBeenCalledTimes(3);

      const before = viaNode.mock.calls.length;
      const reference: RuntimeClass[] = [];
      for await (const page of undiciOnly.runtimeClasses.listPages({ limit: 3 })) reference.push(...page.items);
      expect(viaNode).toHaveBeenCalledTimes(before);
      expect(names(paged)).toEqual(names(reference));
      expect(paged).toHaveLength(7);
    } finally {
      await client.close();
      await undiciOnly.close();
    }
  });

  it('an informer syncs through it in protobuf and JSON (readOnly pages, recycled buffers)', async () => {
    const { url } = await startCluster();
    const viaNode = vi.spyOn(NodeHttpTransport.prototype, 'request');
    const client = createClient({ server: url, transport: nodeHttpLists() });
    try {
      for (let i = 0; i < 5; i++) await client.runtimeClasses.create({ metadata: { name: `rc-${i}` }, handler: 'h' });
      for (const listWireFormat of ['protobuf', 'json'] as const) {
        const informer = createInformer({ listerWatcher: client.runtimeClasses, pageSize: 2, listWireFormat });
        informer.start();
        await informer.synced();
        expect(informer.lister().list().map((o) => o.metadata?.name).sort()).toEqual(['rc-0', 'rc-1', 'rc-2', 'rc-3', 'rc-4']);
        informer.stop();
      }
      // Three pages per sync.
      expect(viaNode).toHaveBeenCalledTimes(6);
    } finally {
      await client.close();
    }
  });

  it('through a proxy lists stay with undici (the proxy is dialled)', async () => {
    const { url } = await startCluster();
    const viaNode = vi.spyOn(NodeHttpTransport.prototype, 'request');
    // Port 1: nothing listens, so the request fails dialling the proxy, never reaching the server.
    const client = createClient({ server: url, transport: nodeHttpLists({ proxyUrl: 'http://127.0.0.1:1' }), retry: false });
    try {
      const err = await rejectionOf(client.runtimeClasses.list());
      expect(err).toBeInstanceOf(TransportError);
      expect(viaNode).not.toHaveBeenCalled();
    } finally {
      await client.close();
    }
  });

  it('a list body cut mid-way is a TransportError, and the next list works', async () => {
    let calls = 0;
    const url = await serveWith((_req, res) => {
      calls++;
      if (calls === 1) {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
        res.write('{"kind":"RuntimeClassList","apiVersion":"node.cluster.io/v1","metadata":{},"items":[');
        // Close the connection with 900 of the declared bytes missing.
        setImmediate(() => (res.socket as Socket).destroy());
        return;
      }
      const body = JSON.stringify({ kind: 'RuntimeClassList', apiVersion: 'node.cluster.io/v1', metadata: { resourceVersion: '5' }, items: [] });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) });
      res.end(body);
    });
    const client = createClient({ server: url, retry: false, transport: nodeHttpLists() });
    try {
      const err = await rejectionOf(client.runtimeClasses.list());
      expect(err).toBeInstanceOf(TransportError);
      const ok = await client.runtimeClasses.list();
      expect(ok.metadata?.resourceVersion).toBe('5');
      expect(ok.items).toEqual([]);
    } finally {
      await client.close();
    }
  });

  it('an error status on a list is an ApiError with the server Status, as over undici', async () => {
    const status = { kind: 'Status', apiVersion: 'v1', status: 'Failure', reason: 'Expired', code: 410, message: 'continue token expired' };
    const url = await serveWith((_req, res) => {
      const body = JSON.stringify(status);
      res.writeHead(410, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) });
      res.end(body);
    });
    for (const transport of [nodeHttpLists(), undefined]) {
      const client = createClient({ server: url, retry: false, ...(transport ? { transport } : {}) });
      try {
        const err = await rejectionOf(client.runtimeClasses.list({ limit: 1, continue: 'x' }));
        expect(err).toMatchObject({ statusCode: 410, reason: 'Expired', message: 'continue token expired' });
      } finally {
        await client.close();
      }
    }
  });
});

describe('NodeHttpTransport.headersTimeoutMs', () => {
  it('fails a request whose headers never come, and leaves requests that get them alone', async () => {
    const url = await serveWith((req, res) => {
      if (req.url === '/slow') return; // never answers
      res.writeHead(200, { 'content-length': '2' });
      res.end('ok');
    });
    const transport = new NodeHttpTransport({ headersTimeoutMs: 50 });
    try {
      const err = await rejectionOf(transport.request({ method: 'GET', url: `${url}/slow`, headers: {} }));
      expect(String(err?.message)).toContain('no response headers within 50 ms');
      const res = await transport.request({ method: 'GET', url: `${url}/fast`, headers: {} });
      expect(res.status).toBe(200);
      const chunks: Uint8Array[] = [];
      for await (const c of res.body) chunks.push(c);
      expect(Buffer.concat(chunks).toString()).toBe('ok');
    } finally {
      await transport.close();
    }
  });

  it('through the client the timeout is a TransportError naming the request', async () => {
    const url = await serveWith(() => undefined);
    const client = createClient({ server: url, retry: false, transport: new NodeHttpTransport({ headersTimeoutMs: 30 }) });
    try {
      const err = await rejectionOf(client.runtimeClasses.list());
      expect(err).toBeInstanceOf(TransportError);
      expect(String(err.message)).toMatch(/^GET http:\/\/127\.0\.0\.1:\d+\/apis\/node\.cluster\.io\/v1\/runtimeclasses: no response headers within 30 ms/);
    } finally {
      await client.close();
    }
  });
});
