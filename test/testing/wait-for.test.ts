import { afterEach, describe, expect, it } from 'vitest';
import { isForbidden, leaseCandidates, runtimeClasses, type LeaseCandidate } from '../../src/index.js';
import { authorizerFrom, ManualClock, startTestServer, waitFor, WaitTimeoutError, type TestServer } from '../../src/testing/index.js';

const open: TestServer[] = [];
afterEach(async () => {
  while (open.length) await open.pop()!.close();
});
async function start(...args: Parameters<typeof startTestServer>): Promise<TestServer> {
  const ts = await startTestServer(...args);
  open.push(ts);
  return ts;
}

/** Resolves once the server has a watcher registered (the wait reached its watch). */
async function watching(ts: TestServer, count = 1): Promise<void> {
  while (ts.api.registeredWatchers() < count) await new Promise<void>((r) => setImmediate(r));
}

describe('waitFor', () => {
  it('resolves at once when the current state already satisfies the predicate', async () => {
    const ts = await start();
    await ts.client.runtimeClasses.create({ metadata: { name: 'a' }, handler: 'runc' });
    const got = await waitFor(ts.client, runtimeClasses, 'a', (o) => o?.handler === 'runc');
    expect(got?.metadata?.name).toBe('a');
    expect(ts.api.registeredWatchers()).toBe(0);
  });

  it('resolves on the watch event that makes the predicate true, skipping earlier ones', async () => {
    const ts = await start();
    const seen: Array<string | undefined> = [];
    const waiting = waitFor(ts.client, runtimeClasses, 'a', (o) => {
      seen.push(o?.handler);
      return o?.metadata?.labels?.ready === 'true';
    });
    await watching(ts);
    await ts.client.runtimeClasses.create({ metadata: { name: 'a' }, handler: 'runc' });
    await ts.client.runtimeClasses.create({ metadata: { name: 'other', labels: { ready: 'true' } }, handler: 'x' });
    await ts.client.runtimeClasses.patch('a', { metadata: { labels: { ready: 'true' } } }, { type: 'merge' });
    const got = await waiting;
    expect(got?.metadata?.labels).toEqual({ ready: 'true' });
    // Absent at first, then the create, then the patch; the other object is never seen.
    expect(seen).toEqual([undefined, 'runc', 'runc']);
    // The satisfied wait ended its watch.
    while (ts.api.registeredWatchers() > 0) await new Promise<void>((r) => setImmediate(r));
  });

  it('waits for a deletion in a namespace (the predicate sees undefined)', async () => {
    const ts = await start();
    const lc: LeaseCandidate = {
      metadata: { name: 'c1', namespace: 'kube-system' },
      spec: { leaseName: 'l', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion' },
    } as LeaseCandidate;
    await ts.client.leaseCandidates.namespace('kube-system').create(lc);
    const gone = waitFor(ts.client, leaseCandidates, 'c1', (o) => o === undefined, { namespace: 'kube-system' });
    await watching(ts);
    await ts.client.leaseCandidates.namespace('kube-system').delete('c1');
    expect(await gone).toBeUndefined();
  });

  it('rejects with WaitTimeoutError when the manual clock passes timeoutMs, carrying the last state seen', async () => {
    const ts = await start();
    const clock = new ManualClock();
    await ts.client.runtimeClasses.create({ metadata: { name: 'a' }, handler: 'runc' });
    const waiting = waitFor(ts.client, runtimeClasses, 'a', (o) => o?.handler === 'never', { timeoutMs: 5_000, clock });
    const outcome = waiting.then(
      () => 'resolved',
      (e: unknown) => e,
    );
    await watching(ts);
    await clock.advance(4_999);
    expect(clock.pendingTimers()).toBe(1); // not yet
    await clock.advance(1);
    const err = await outcome;
    expect(err).toBeInstanceOf(WaitTimeoutError);
    expect((err as WaitTimeoutError).code).toBe('ERR_WAIT_TIMEOUT');
    expect((err as WaitTimeoutError).message).toBe('timed out after 5000 ms waiting for runtimeclasses "a"');
    expect((err as WaitTimeoutError).lastSeen?.metadata?.name).toBe('a');
    while (ts.api.registeredWatchers() > 0) await new Promise<void>((r) => setImmediate(r));
  });

  it('rejects with the signal reason when aborted', async () => {
    const ts = await start();
    const controller = new AbortController();
    const waiting = waitFor(ts.client, runtimeClasses, 'a', () => false, { signal: controller.signal });
    await watching(ts);
    controller.abort(new Error('test over'));
    await expect(waiting).rejects.toThrow('test over');
  });

  it('rejects with the ApiError when the read is refused', async () => {
    const ts = await start({ users: [{ name: 'eve', token: 'eve' }], authorizer: authorizerFrom(() => false) });
    const err = await waitFor(ts.clientAs('eve'), runtimeClasses, 'a', () => true).catch((e: unknown) => e);
    expect(isForbidden(err)).toBe(true);
  });

  it('after a dropped watch with compacted history it re-reads and still sees the change', async () => {
    const ts = await start();
    const waiting = waitFor(ts.client, runtimeClasses, 'a', (o) => o?.metadata?.labels?.v === '2');
    await watching(ts);
    await ts.client.runtimeClasses.create({ metadata: { name: 'a', labels: { v: '1' } }, handler: 'runc' });
    // Break the watch and forget history: the resumed watch from an old version gets 410.
    ts.api.compactHistory();
    ts.api.dropWatches();
    await ts.client.runtimeClasses.patch('a', { metadata: { labels: { v: '2' } } }, { type: 'merge' });
    expect((await waiting)?.metadata?.labels?.v).toBe('2');
  });
});
