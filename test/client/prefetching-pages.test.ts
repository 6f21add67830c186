/**
 * prefetchingPages: the next page of a paged list is requested as soon as its continue token
 * is known (from the head of the current body, before decoding it), while errors and pages
 * still arrive in request order; a head that disagrees with the decoded page, an early end
 * and a failed decode cancel the request made ahead. Over HTTP, the informer's list of the
 * reference server asks for page n+1 before page n is decoded.
 */
import { describe, expect, it } from 'vitest';
import { prefetchingPages, type UndecodedListPage } from '../../src/client/pager.js';
import { BodyBuffers } from '../../src/client/transport.js';
import type { ListRequestOptions } from '../../src/client/watch-event.js';
import { createInformer } from '../../src/client/cache/informer.js';
import { ApiError, isResourceExpired, statusErrors } from '../../src/meta/status.js';
import type { KubeList, KubeObject } from '../../src/meta/types.js';
import { startCluster } from '../e2e/harness.js';

type Log = string[];

/**
 * A lister of `pages` pages named p0..p(n-1); `heads[i]` overrides the continue token the head
 * of page i shows (undefined: the head tells nothing). Logs requests, decodes and aborts.
 */
function fakeLister(pages: number, opts: { heads?: Record<number, string | undefined>; fail?: Record<string, unknown>; failDecode?: number } = {}) {
  const log: Log = [];
  const signals: AbortSignal[] = [];
  const page = (i: number): KubeList<KubeObject> => ({
    kind: 'ThingList',
    apiVersion: 'v1',
    metadata: { resourceVersion: '9', ...(i + 1 < pages ? { continue: `c${i + 1}` } : {}) },
    items: [{ metadata: { name: `p${i}` } }],
  });
  const indexOf = (o: ListRequestOptions) => (o.continue ? Number(o.continue.slice(1)) : 0);
  const lister = {
    async list(o: ListRequestOptions): Promise<KubeList<KubeObject>> {
      return (await lister.listUndecoded(o)).decode();
    },
    async listUndecoded(o: ListRequestOptions): Promise<UndecodedListPage<KubeList<KubeObject>>> {
      const i = indexOf(o);
      log.push(`request ${i}`);
      if (o.signal) {
        signals.push(o.signal);
        o.signal.addEventListener('abort', () => log.push(`abort ${i}`), { once: true });
      }
      await Promise.resolve();
      const failure = opts.fail?.[`c${i}`];
      if (failure !== undefined) throw failure;
      const p = page(i);
      const head = opts.heads && i in opts.heads ? (opts.heads[i] === undefined ? undefined : { continue: opts.heads[i] }) : { continue: p.metadata?.continue };
      return {
        head,
        decode() {
          log.push(`decode ${i}`);
          if (opts.failDecode === i) throw new Error(`bad page ${i}`);
          return p;
        },
      };
    },
  };
  return { lister, log, signals };
}

async function collect(it: AsyncIterable<KubeList<KubeObject>>, log: Log): Promise<void> {
  for await (const p of it) log.push(`got ${p.items[0]!.metadata!.name}`);
}

describe('prefetchingPages', () => {
  it('requests page n+1 before decoding page n, and yields pages in order', async () => {
    const { lister, log } = fakeLister(3);
    await collect(prefetchingPages(lister, { limit: 1 }), log);
    expect(log).toEqual(['request 0', 'request 1', 'decode 0', 'got p0', 'request 2', 'decode 1', 'got p1', 'decode 2', 'got p2']);
  });

  it('without a head (or a lister without listUndecoded) asks for the next page once the current one is decoded', async () => {
    const { lister, log } = fakeLister(3, { heads: { 0: undefined, 1: undefined, 2: undefined } });
    await collect(prefetchingPages(lister, { limit: 1 }), log);
    expect(log).toEqual(['request 0', 'decode 0', 'request 1', 'got p0', 'decode 1', 'request 2', 'got p1', 'decode 2', 'got p2']);

    const plain = fakeLister(2);
    const names: string[] = [];
    for await (const p of prefetchingPages({ list: (o) => plain.lister.list(o) }, { limit: 1 })) names.push(p.items[0]!.metadata!.name!);
    expect(names).toEqual(['p0', 'p1']);
  });

  it('a head that disagrees with the decoded page: the request made ahead is cancelled and the decoded token used', async () => {
    const { lister, log } = fakeLister(3, { heads: { 0: 'c2' } });
    await collect(prefetchingPages(lister, { limit: 1 }), log);
    expect(log.slice(0, 6)).toEqual(['request 0', 'request 2', 'decode 0', 'abort 2', 'request 1', 'got p0']);
    expect(log.filter((l) => l.startsWith('got'))).toEqual(['got p0', 'got p1', 'got p2']);
  });

  it('an error of a page requested ahead is thrown when that page is due, after the pages before it', async () => {
    const expired = new ApiError(statusErrors.expired('The provided continue parameter is too old').status);
    const { lister, log } = fakeLister(3, { fail: { c2: expired } });
    const got: string[] = [];
    let caught: unknown;
    try {
      for await (const p of prefetchingPages(lister, { limit: 1 })) got.push(p.items[0]!.metadata!.name!);
    } catch (err) {
      caught = err;
    }
    expect(got).toEqual(['p0', 'p1']);
    expect(isResourceExpired(caught)).toBe(true);
    expect(log).toContain('request 2');
  });

  it('ending early, a failed decode and the caller signal cancel the request made ahead', async () => {
    const early = fakeLister(3);
    for await (const _ of prefetchingPages(early.lister, { limit: 1 })) break;
    expect(early.log).toEqual(['request 0', 'request 1', 'decode 0', 'abort 1']);

    const bad = fakeLister(3, { failDecode: 0 });
    await expect(collect(prefetchingPages(bad.lister, { limit: 1 }), bad.log)).rejects.toThrow('bad page 0');
    expect(bad.log).toEqual(['request 0', 'request 1', 'decode 0', 'abort 1']);

    const caller = new AbortController();
    const withSignal = fakeLister(3);
    const it = prefetchingPages(withSignal.lister, { limit: 1, signal: caller.signal });
    await it.next();
    caller.abort();
    expect(withSignal.signals.every((s) => s.aborted)).toBe(true);
    await it.return(undefined);
  });
});

describe('listPages over HTTP', () => {
  it('reads every page of an exact-version list ahead (continuations carry no resourceVersion)', async () => {
    const { client } = await startCluster();
    const rc = client.runtimeClasses;
    for (let i = 0; i < 7; i++) await rc.create({ metadata: { name: `r${i}` }, handler: 'h' });
    const rv = (await rc.list()).metadata!.resourceVersion!;
    await rc.create({ metadata: { name: 'later' }, handler: 'h' });
    const pager = rc.listPages({ limit: 3, resourceVersion: rv, resourceVersionMatch: 'Exact' });
    const names: string[] = [];
    for await (const page of pager) names.push(...page.items.map((i) => i.metadata!.name!));
    expect(names).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6']);
    expect(pager.outcome).toBe('paged');
    expect(pager.resourceVersion).toBe(rv);
    // Stopping early is fine too (the page asked for ahead is cancelled).
    for await (const item of rc.listAll({ limit: 2 })) if (item.metadata!.name === 'r1') break;
  });
});

describe('informer list over HTTP', () => {
  it('syncs every page of the reference server with pages requested ahead, items typed', async () => {
    const { client } = await startCluster();
    for (let i = 0; i < 23; i++) {
      await client.leaseCandidates.namespace(i % 2 ? 'default' : 'kube-system').create({
        metadata: { name: `c${i}` },
        spec: { leaseName: 'l', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion' },
      });
    }
    // Log the order in which list requests are sent and pages decoded.
    const log: string[] = [];
    const lw = client.leaseCandidates;
    const undecoded = lw.listUndecoded.bind(lw);
    lw.listUndecoded = async (o) => {
      log.push('request');
      const page = await undecoded(o);
      return { head: page.head, decode: () => (log.push('decode'), page.decode()) };
    };
    const informer = createInformer({ listerWatcher: lw, pageSize: 5 });
    informer.start();
    await informer.synced();
    informer.stop();
    const items = informer.lister().list();
    expect(items.map((o) => o.metadata!.name).sort()).toEqual(Array.from({ length: 23 }, (_, i) => `c${i}`).sort());
    expect(items.every((o) => o.kind === 'LeaseCandidate' && o.apiVersion === 'coordination.cluster.io/v1beta1')).toBe(true);
    // 5 pages: each next request reaches the server before the page before it is decoded.
    expect(log.slice(0, 3)).toEqual(['request', 'request', 'decode']);
    expect(log.filter((l) => l === 'request')).toHaveLength(5);
  });
});

describe('page bodies in reused buffers over HTTP', () => {
  it('pages read into recycled buffers equal the same pages read one by one (protobuf and JSON), buffers reused', async () => {
    const { client } = await startCluster();
    for (let i = 0; i < 17; i++) {
      await client.leaseCandidates.namespace(i % 2 ? 'default' : 'kube-system').create({
        // Annotations make every page of 3 larger than Node's 4 KiB pooled-slice size (those are not reused).
        metadata: { name: `c${i}-${'x'.repeat(i * 7)}`, labels: { n: String(i) }, annotations: { note: `${i}`.repeat(2_000) } },
        spec: { leaseName: `l${i}`, binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion' },
      });
    }
    const lw = client.leaseCandidates;
    const rv = (await lw.list()).metadata!.resourceVersion!;
    for (const wireFormat of ['protobuf', 'json'] as const) {
      // Record the body buffers each page was read into.
      const seen: ArrayBufferLike[] = [];
      const undecoded = lw.listUndecoded.bind(lw);
      const spied = new Set<BodyBuffers>();
      lw.listUndecoded = async (o = {}) => {
        const pool = o.bodyBuffers;
        expect(pool).toBeInstanceOf(BodyBuffers);
        if (pool !== undefined && !spied.has(pool)) {
          spied.add(pool);
          const take = pool.take.bind(pool);
          pool.take = (size, allocate) => {
            const b = take(size, allocate);
            seen.push(b.buffer);
            return b;
          };
        }
        return undecoded(o);
      };
      const pooled: unknown[] = [];
      for await (const page of prefetchingPages(lw, { limit: 3, resourceVersion: rv, resourceVersionMatch: 'Exact', wireFormat, readOnly: true })) pooled.push(page);
      lw.listUndecoded = undecoded;
      // The same pages, one plain request each.
      const plain: unknown[] = [];
      let cont: string | undefined;
      do {
        const page = await lw.list({ limit: 3, wireFormat, ...(cont ? { continue: cont } : { resourceVersion: rv, resourceVersionMatch: 'Exact' }) });
        plain.push(page);
        cont = page.metadata?.continue || undefined;
      } while (cont !== undefined);
      expect(pooled).toEqual(plain);
      expect(pooled).toHaveLength(6);
      // Six bodies, at most the two buffers in use at once (this one and the one ahead): reused.
      expect(seen).toHaveLength(6);
      expect(new Set(seen).size).toBeLessThanOrEqual(3);
    }
  });
});
