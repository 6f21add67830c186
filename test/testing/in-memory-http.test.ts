import { afterEach, describe, expect, it } from 'vitest';
import { startInProcessServer, type InProcessServer } from '../../src/testing/index.js';

const open: InProcessServer[] = [];
/** Failures the server could not answer: none expected. */
let failures: unknown[] = [];
afterEach(async () => {
  while (open.length) await open.pop()!.close();
  expect(failures).toEqual([]);
  failures = [];
});
async function start(): Promise<InProcessServer> {
  const s = await startInProcessServer({ onError: (err) => failures.push(err) });
  open.push(s);
  return s;
}

const BASE = 'http://cluster.test/apis/node.cluster.io/v1/runtimeclasses';

describe('in-process server over in-memory HTTP', () => {
  it('carries request and response bodies larger than the stream buffers (backpressure both ways)', async () => {
    const s = await start();
    const annotations: Record<string, string> = {};
    for (let i = 0; i < 200; i++) annotations[`example.com/k${i}`] = 'v'.repeat(1000);
    const res = await s.fetch(BASE, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name: 'big', annotations }, handler: 'runc' }),
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { metadata: { annotations: Record<string, string> } };
    expect(Object.keys(created.metadata.annotations)).toHaveLength(200);
    const got = await s.fetch(`${BASE}/big`);
    expect(((await got.json()) as { metadata: { annotations: Record<string, string> } }).metadata.annotations['example.com/k199']).toHaveLength(1000);
  });

  it('answers errors as the server does: a NotFound Status for a missing object', async () => {
    const s = await start();
    const res = await s.fetch(`${BASE}/missing`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect((await res.json()) as { kind: string; reason: string }).toMatchObject({ kind: 'Status', reason: 'NotFound' });
  });

  it('an aborted watch ends the connection and the server drops the watcher', async () => {
    const s = await start();
    const controller = new AbortController();
    const res = await s.fetch(`${BASE}?watch=true`, { signal: controller.signal });
    expect(res.status).toBe(200);
    while (s.api.registeredWatchers() === 0) await new Promise<void>((r) => setImmediate(r));
    const reader = res.body!.getReader();
    const next = reader.read();
    controller.abort();
    await next.catch(() => undefined);
    while (s.api.registeredWatchers() > 0) await new Promise<void>((r) => setImmediate(r));
  });

  it('a signal aborted before the response rejects with its reason', async () => {
    const s = await start();
    const controller = new AbortController();
    controller.abort(new Error('gave up'));
    await expect(s.fetch(BASE, { signal: controller.signal })).rejects.toThrow('gave up');
  });
});
