import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, fetchTransport, isAlreadyExists, isInvalid, type RuntimeClass, type WatchEvent } from '../../src/index.js';
import { createMswHandlers } from '../../src/testing/msw.js';

const handlers = createMswHandlers();
const server = setupServer(...handlers);
const client = createClient({ server: handlers.baseUrl, transport: fetchTransport() });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(async () => {
  server.close();
  await handlers.close();
  await client.close();
});

describe('msw handlers backed by the reference server', () => {
  it('serves create, get and list through the global fetch, with real validation and conflicts', async () => {
    const created = await client.runtimeClasses.create({ metadata: { name: 'gvisor', labels: { tier: 'sandbox' } }, handler: 'runsc' });
    expect(created.metadata?.uid).toBeTruthy();
    expect((await client.runtimeClasses.get('gvisor')).handler).toBe('runsc');
    await client.runtimeClasses.create({ metadata: { name: 'kata' }, handler: 'kata' });
    const list = await client.runtimeClasses.list({ labelSelector: 'tier=sandbox' });
    expect(list.items.map((i) => i.metadata?.name)).toEqual(['gvisor']);
    expect((await client.namespaces.list()).items.map((n) => n.metadata?.name)).toContain('kube-system');
    await expect(client.runtimeClasses.create({ metadata: { name: 'gvisor' }, handler: 'runsc' })).rejects.toSatisfy(isAlreadyExists);
    await expect(client.runtimeClasses.create({ metadata: { name: 'Bad_Name' }, handler: 'runsc' })).rejects.toSatisfy(isInvalid);
  });

  it('streams a watch: events arrive while the response is still open, and aborting ends it', async () => {
    const api = (await handlers.ready).api;
    const start = await client.runtimeClasses.list();
    const controller = new AbortController();
    const events: Array<WatchEvent<RuntimeClass>> = [];
    const watch = client.runtimeClasses.watch({ resourceVersion: start.metadata?.resourceVersion!, signal: controller.signal });
    const it = watch[Symbol.asyncIterator]();
    const first = it.next();
    while (api.registeredWatchers() === 0) await new Promise<void>((r) => setImmediate(r));
    await client.runtimeClasses.create({ metadata: { name: 'watched' }, handler: 'runc' });
    events.push((await first).value as WatchEvent<RuntimeClass>);
    await client.runtimeClasses.delete('watched');
    events.push((await it.next()).value as WatchEvent<RuntimeClass>);
    expect(events.map((e) => [e.type, (e.object as RuntimeClass).metadata?.name])).toEqual([
      ['ADDED', 'watched'],
      ['DELETED', 'watched'],
    ]);
    controller.abort();
    expect((await it.next()).done).toBe(true);
    // The server sees the client go away.
    while (api.registeredWatchers() > 0) await new Promise<void>((r) => setImmediate(r));
  });

  it('gzip list responses are decoded as fetch decodes them', async () => {
    const res = await fetch(`${handlers.baseUrl}/apis/node.cluster.io/v1/runtimeclasses`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(((await res.json()) as { kind: string }).kind).toBe('RuntimeClassList');
  });
});
