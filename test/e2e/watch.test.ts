import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client/client.js';
import { DecodeError } from '../../src/client/rest-client.js';
import { isInvalid } from '../../src/meta/status.js';
import type { LeaseCandidate, RuntimeClass } from '../../src/meta/types.js';
import { ManualClock } from '../support/manual-clock.js';
import { rejectionOf, startCluster } from './harness.js';
import { count, objectOf, summary, takeUntil } from './watch-helpers.js';

const rc = (name: string, labels?: Record<string, string>): RuntimeClass => ({ metadata: { name, ...(labels ? { labels } : {}) }, handler: name });
const lc = (name: string): LeaseCandidate => ({ metadata: { name }, spec: { leaseName: 'l', binaryVersion: '1.0.0', strategy: 'x.io/s' } });

describe('watch', () => {
  it('streams ADDED, MODIFIED and DELETED in order with their resourceVersions', async () => {
    const { client } = await startCluster();
    const w = takeUntil((signal) => client.runtimeClasses.watch({ signal }), count(3));
    const a = await client.runtimeClasses.create(rc('a'));
    const a2 = await client.runtimeClasses.update({ ...a, metadata: { ...a.metadata, labels: { x: 'y' } } });
    await client.runtimeClasses.delete('a');
    const events = await w.events;
    expect(summary(events)).toEqual(['ADDED a', 'MODIFIED a', 'DELETED a']);
    expect(objectOf(events[1]).metadata?.resourceVersion).toBe(a2.metadata?.resourceVersion);
    expect(Number(objectOf(events[2]).metadata?.resourceVersion)).toBe(Number(a2.metadata?.resourceVersion) + 1);
  });

  it('sends objects leaving a label selector as DELETED and entering it as ADDED', async () => {
    const { client } = await startCluster();
    const w = takeUntil((signal) => client.runtimeClasses.watch({ labelSelector: 'team=blue', signal }), count(4));
    const a = await client.runtimeClasses.create(rc('a', { team: 'red' }));
    const a2 = await client.runtimeClasses.update({ ...a, metadata: { ...a.metadata, labels: { team: 'blue' } } });
    const a3 = await client.runtimeClasses.update({ ...a2, metadata: { ...a2.metadata, labels: { team: 'blue', extra: '1' } } });
    await client.runtimeClasses.update({ ...a3, metadata: { ...a3.metadata, labels: { team: 'red' } } });
    await client.runtimeClasses.create(rc('b', { team: 'blue' }));
    const events = await w.events;
    expect(summary(events)).toEqual(['ADDED a', 'MODIFIED a', 'DELETED a', 'ADDED b']);
    // The DELETED event carries the last matching content with the new resourceVersion.
    expect(objectOf(events[2]).metadata?.labels).toEqual({ team: 'blue', extra: '1' });
  });

  it('filters by field selector and by namespace', async () => {
    const { client } = await startCluster();
    const ns = takeUntil((signal) => client.leaseCandidates.namespace('kube-system').watch({ signal }), count(1));
    const all = takeUntil((signal) => client.leaseCandidates.watch({ fieldSelector: 'metadata.name=two', signal }), count(1));
    await client.leaseCandidates.namespace('default').create(lc('one'));
    await client.leaseCandidates.namespace('kube-system').create(lc('two'));
    expect(summary(await ns.events)).toEqual(['ADDED two']);
    expect(objectOf((await all.events)[0]).metadata?.namespace).toBe('kube-system');
  });

  it('reports finalizer-held deletion as MODIFIED, then DELETED when released', async () => {
    const { client } = await startCluster();
    await client.runtimeClasses.create({ ...rc('held'), metadata: { name: 'held', finalizers: ['x.io/f'] } });
    const from = (await client.runtimeClasses.list()).metadata!.resourceVersion!;
    const w = takeUntil((signal) => client.runtimeClasses.watch({ resourceVersion: from, signal }), count(3));
    await client.runtimeClasses.delete('held');
    const pending = await client.runtimeClasses.get('held');
    await client.runtimeClasses.update({ ...pending, metadata: { ...pending.metadata, finalizers: [] } });
    const events = await w.events;
    expect(summary(events)).toEqual(['MODIFIED held', 'MODIFIED held', 'DELETED held']);
    expect(objectOf(events[0]).metadata?.deletionTimestamp).toBeDefined();
  });

  it('sends bookmarks with only a resourceVersion, periodically and before the timeout', async () => {
    const clock = new ManualClock();
    const { client, fetch, url } = await startCluster({ clock, bookmarkIntervalMs: 60_000 });
    void client;
    const res = await fetch('/apis/node.cluster.io/v1/runtimeclasses?watch=true&allowWatchBookmarks=true&resourceVersion=1&timeoutSeconds=90');
    expect(res.headers.get('content-type')).toBe('application/json');
    const reader = res.body!.getReader();
    let text = '';
    const readLine = async () => {
      while (!text.includes('\n')) {
        const { value, done } = await reader.read();
        if (done) return undefined;
        text += Buffer.from(value).toString();
      }
      const line = text.slice(0, text.indexOf('\n'));
      text = text.slice(text.indexOf('\n') + 1);
      return line;
    };
    await clock.advance(60_000);
    expect(await readLine()).toBe(
      '{"type":"BOOKMARK","object":{"kind":"RuntimeClass","apiVersion":"node.cluster.io/v1","metadata":{"resourceVersion":"4","creationTimestamp":null},"handler":""}}',
    );
    await clock.advance(28_000); // 88 s: two seconds before the 90 s deadline
    expect(JSON.parse((await readLine())!).type).toBe('BOOKMARK');
    await clock.advance(2_000);
    expect(await readLine()).toBeUndefined();
    void url;
  });

  it('without allowWatchBookmarks sends no bookmarks and ends at timeoutSeconds', async () => {
    const clock = new ManualClock();
    const { fetch } = await startCluster({ clock });
    const res = await fetch('/apis/node.cluster.io/v1/runtimeclasses?watch=true&resourceVersion=4&timeoutSeconds=5');
    const body = res.text();
    await clock.advance(5_000);
    expect(await body).toBe('');
  });

  it('streams initial events and an initial-events-end bookmark with WatchList enabled', async () => {
    const { client } = await startCluster({ featureGates: { WatchList: true } });
    await client.runtimeClasses.create(rc('a'));
    await client.runtimeClasses.create(rc('b'));
    const events = await takeUntil(
      (signal) => client.runtimeClasses.watch({ sendInitialEvents: true, resourceVersionMatch: 'NotOlderThan', allowWatchBookmarks: true, signal }),
      count(3),
    ).events;
    expect(summary(events)).toEqual(['ADDED a', 'ADDED b', 'BOOKMARK ']);
    // 1.32/1.33 add the list blueprint: the empty versioned List in the stream's format, base64.
    const blueprint = '{"kind":"RuntimeClassList","apiVersion":"node.cluster.io/v1","metadata":{},"items":null}\n';
    expect(objectOf(events[2]).metadata?.annotations).toEqual({
      'cluster.io/initial-events-end': 'true',
      'kubernetes.io/initial-events-list-blueprint': Buffer.from(blueprint).toString('base64'),
    });
    expect(objectOf(events[2]).metadata?.resourceVersion).toBe(objectOf(events[1]).metadata?.resourceVersion);
  });

  it.each([
    [{ sendInitialEvents: true, resourceVersionMatch: 'NotOlderThan' }, false, 'sendInitialEvents: Forbidden: sendInitialEvents is forbidden for watch unless the WatchList feature gate is enabled'],
    [{ sendInitialEvents: true }, true, 'resourceVersionMatch: Forbidden: sendInitialEvents requires setting resourceVersionMatch to NotOlderThan'],
    [{ resourceVersion: '1', resourceVersionMatch: 'NotOlderThan' }, true, 'resourceVersionMatch: Forbidden: resourceVersionMatch is forbidden for watch unless sendInitialEvents is provided'],
  ] as const)('rejects invalid watch options %j (WatchList %s)', async (opts, gate, detail) => {
    const { client } = await startCluster({ featureGates: { WatchList: gate } });
    const err = await rejectionOf((async () => {
      for await (const _ of client.runtimeClasses.watch(opts as never)) break;
    })());
    expect(isInvalid(err)).toBe(true);
    expect(err.message).toBe(`ListOptions.meta.cluster.io "" is invalid: ${detail}`);
  });

  it('resumes after the server ends the stream, from the last resourceVersion', async () => {
    const clock = new ManualClock();
    const { client } = await startCluster({ clock });
    await client.runtimeClasses.create(rc('a'));
    const w = takeUntil((signal) => client.runtimeClasses.watch({ resume: true, timeoutSeconds: 10, signal, clock }), count(3));
    await client.runtimeClasses.create(rc('b'));
    await clock.advance(10_000); // the server ends the first stream; the client re-watches from b's version
    await new Promise((r) => setImmediate(r));
    await client.runtimeClasses.create(rc('c'));
    expect(summary(await w.events)).toEqual(['ADDED a', 'ADDED b', 'ADDED c']);
  });

  const closers: Array<() => void> = [];
  afterEach(() => {
    while (closers.length) closers.pop()!();
  });

  it('throws on a malformed event line instead of skipping it', async () => {
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"type":"ADDED","object":{"metadata":{"name":"a"}}}\n{"type":"ADDED","obj\n');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    closers.push(() => server.close());
    const client = createClient({ server: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    const seen: string[] = [];
    const err = await rejectionOf((async () => {
      for await (const e of client.runtimeClasses.watch()) seen.push(e.type);
    })());
    await client.close();
    expect(seen).toEqual(['ADDED']);
    expect(err).toBeInstanceOf(DecodeError);
    expect(err.code).toBe('ERR_DECODE');
  });
});
