/**
 * The seed's resourceVersion tables for get, list and watch, cell by cell.
 */
import { describe, expect, it } from 'vitest';
import { isBadRequest, isInvalid, isTimeout } from '../../src/meta/status.js';
import type { RuntimeClass } from '../../src/meta/types.js';
import { rejectionOf, startCluster } from './harness.js';
import { count, objectOf, summary, takeUntil } from './watch-helpers.js';

/**
 * History: `a` created at r1, relabelled at r2, `b` created at r3. A read "as of r1" sees
 * only the first version of `a`; a current read sees both objects with `a` relabelled.
 */
async function history() {
  const cluster = await startCluster({ tooLargeResourceVersionWaitMs: 50 });
  const rc = cluster.client.runtimeClasses;
  const a1 = await rc.create({ metadata: { name: 'a', labels: { v: '1' } }, handler: 'a' });
  const a2 = await rc.update({ ...a1, metadata: { ...a1.metadata, labels: { v: '2' } } });
  const b = await rc.create({ metadata: { name: 'b' }, handler: 'b' });
  const r1 = a1.metadata!.resourceVersion!;
  const r3 = b.metadata!.resourceVersion!;
  return { ...cluster, rc, r1, r2: a2.metadata!.resourceVersion!, r3 };
}

const state = (items: RuntimeClass[]) => items.map((i) => `${i.metadata?.name}:${i.metadata?.labels?.v ?? '-'}`);
const CURRENT = ['a:2', 'b:-'];
const AS_OF_R1 = ['a:1'];

describe('get: resourceVersion semantics', () => {
  it('unset: Most Recent', async () => {
    const { rc } = await history();
    expect((await rc.get('a')).metadata?.labels?.v).toBe('2');
  });
  it('0: Any (served from the latest state here)', async () => {
    const { rc } = await history();
    expect((await rc.get('a', { resourceVersion: '0' })).metadata?.labels?.v).toBe('2');
  });
  it('other: Not older than (an old version still returns the latest object)', async () => {
    const { rc, r1 } = await history();
    expect((await rc.get('a', { resourceVersion: r1 })).metadata?.labels?.v).toBe('2');
  });
  it('other, newer than the store: waits briefly, then 504 Too large resource version', async () => {
    const { rc, r3 } = await history();
    const err = await rejectionOf(rc.get('a', { resourceVersion: String(Number(r3) + 100) }));
    expect(isTimeout(err)).toBe(true);
    expect(err.message).toBe(`Timeout: Too large resource version: ${Number(r3) + 100}, current: ${r3}`);
  });
});

describe('list: resourceVersion x resourceVersionMatch x paging', () => {
  type Expect = 'current' | 'as-of-r1' | 'continuation' | 400 | 422;
  const cells: Array<[string, string | undefined, 'unset' | '0' | 'r1', Expect]> = [
    ['match unset, limit unset', undefined, 'unset', 'current'],
    ['match unset, limit unset', undefined, '0', 'current'],
    ['match unset, limit unset', undefined, 'r1', 'current'],
    ['match unset, limit=n', undefined, 'unset', 'current'],
    ['match unset, limit=n', undefined, '0', 'current'],
    ['match unset, limit=n', undefined, 'r1', 'as-of-r1'],
    ['match unset, limit=n, continue', undefined, 'unset', 'continuation'],
    ['match unset, limit=n, continue', undefined, '0', 'continuation'],
    ['match unset, limit=n, continue', undefined, 'r1', 400],
    ['Exact, limit unset', 'Exact', 'unset', 422],
    ['Exact, limit unset', 'Exact', '0', 422],
    ['Exact, limit unset', 'Exact', 'r1', 'as-of-r1'],
    ['Exact, limit=n', 'Exact', 'unset', 422],
    ['Exact, limit=n', 'Exact', '0', 422],
    ['Exact, limit=n', 'Exact', 'r1', 'as-of-r1'],
    ['NotOlderThan, limit unset', 'NotOlderThan', 'unset', 422],
    ['NotOlderThan, limit unset', 'NotOlderThan', '0', 'current'],
    ['NotOlderThan, limit unset', 'NotOlderThan', 'r1', 'current'],
    ['NotOlderThan, limit=n', 'NotOlderThan', 'unset', 422],
    ['NotOlderThan, limit=n', 'NotOlderThan', '0', 'current'],
    ['NotOlderThan, limit=n', 'NotOlderThan', 'r1', 'current'],
  ];

  it.each(cells)('%s (match %s), rv %s -> %s', async (row, match, rvCell, expected) => {
    const { rc, r1, r3 } = await history();
    const resourceVersion = rvCell === 'unset' ? undefined : rvCell === '0' ? '0' : r1;
    const paging = row.includes('limit=n');
    const withContinue = row.includes('continue');
    let continueToken: string | undefined;
    if (withContinue) {
      const first = await rc.list({ limit: 1 });
      continueToken = first.metadata!.continue!;
      // Change the world after the first page: a continuation must not see it.
      await rc.create({ metadata: { name: 'aa' }, handler: 'aa' });
    }
    const call = rc.list({
      ...(resourceVersion !== undefined ? { resourceVersion } : {}),
      ...(match ? { resourceVersionMatch: match as 'Exact' } : {}),
      ...(paging ? { limit: 10 } : {}),
      ...(continueToken ? { continue: continueToken } : {}),
    });
    if (expected === 400 || expected === 422) {
      const err = await rejectionOf(call);
      expect(expected === 400 ? isBadRequest(err) : isInvalid(err)).toBe(true);
      return;
    }
    const list = await call;
    switch (expected) {
      case 'current':
        expect(state(list.items)).toEqual(CURRENT);
        expect(Number(list.metadata?.resourceVersion)).toBeGreaterThanOrEqual(Number(r3));
        break;
      case 'as-of-r1':
        expect(state(list.items)).toEqual(AS_OF_R1);
        expect(list.metadata?.resourceVersion).toBe(r1);
        break;
      case 'continuation':
        // The rest of the first page's snapshot (taken at r3): `b` only, not `aa`.
        expect(state(list.items)).toEqual(['b:-']);
        expect(list.metadata?.resourceVersion).toBe(r3);
        break;
    }
  });

  it('Exact at a compacted version is 410 with the upstream text', async () => {
    const { rc, r1, server } = await history();
    server.api.compactHistory();
    const err = await rejectionOf(rc.list({ resourceVersion: r1, resourceVersionMatch: 'Exact' }));
    expect(err.statusCode).toBe(410);
    expect(err.reason).toBe('Expired');
    expect(err.message).toBe('The resourceVersion for the provided list is too old.');
  });

  it('an expired continue token is 410 with the upstream text', async () => {
    const { rc, server } = await history();
    const first = await rc.list({ limit: 1 });
    await rc.create({ metadata: { name: 'c' }, handler: 'c' });
    server.api.compactHistory();
    const err = await rejectionOf(rc.list({ limit: 1, continue: first.metadata!.continue! }));
    expect(err.statusCode).toBe(410);
    expect(err.message).toBe(
      'The provided continue parameter is too old to display a consistent list result. You can start a new list without the continue parameter, or use the continue token in this response to retrieve the remainder of the results. Continuing with the provided token results in an inconsistent list - objects that were created, modified, or deleted between the time the first chunk was returned and now may show up in the list.',
    );
    expect(err.status.metadata.continue).toBeTruthy();
    const rest = await rc.list({ limit: 10, continue: err.status.metadata.continue });
    expect(state(rest.items)).toEqual(['b:-', 'c:-']);
  });

  it('a version newer than the store waits, and succeeds once it arrives', async () => {
    const cluster = await startCluster({ tooLargeResourceVersionWaitMs: 10_000 });
    const rc = cluster.client.runtimeClasses;
    const x = await rc.create({ metadata: { name: 'x' }, handler: 'x' });
    const next = String(Number(x.metadata!.resourceVersion) + 1);
    const pending = rc.list({ resourceVersion: next });
    await rc.create({ metadata: { name: 'y' }, handler: 'y' });
    const list = await pending;
    expect(list.metadata?.resourceVersion).toBe(next);
  });
});

describe('watch: resourceVersion semantics', () => {
  it('unset: synthetic ADDED for existing objects, then changes', async () => {
    const { rc } = await history();
    const w = takeUntil((signal) => rc.watch({ signal }), count(3));
    await rc.create({ metadata: { name: 'c' }, handler: 'c' });
    expect(summary(await w.events)).toEqual(['ADDED a', 'ADDED b', 'ADDED c']);
  });
  it('0: synthetic ADDED for existing objects, then changes', async () => {
    const { rc } = await history();
    const w = takeUntil((signal) => rc.watch({ resourceVersion: '0', signal }), count(3));
    await rc.delete('b');
    expect(summary(await w.events)).toEqual(['ADDED a', 'ADDED b', 'DELETED b']);
  });
  it('other: only changes after that version, no synthetic events', async () => {
    const { rc, r1 } = await history();
    const events = await takeUntil((signal) => rc.watch({ resourceVersion: r1, signal }), count(2)).events;
    expect(events.map((e) => `${e.type} ${objectOf(e).metadata?.name} ${objectOf(e).metadata?.resourceVersion}`)).toEqual([
      `MODIFIED a ${Number(r1) + 1}`,
      `ADDED b ${Number(r1) + 2}`,
    ]);
  });
  it('other, older than the history window: one ERROR 410 event, then the stream ends', async () => {
    const { rc, r1, server } = await history();
    server.api.compactHistory();
    const events: unknown[] = [];
    for await (const e of rc.watch({ resourceVersion: r1 })) events.push(e);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'ERROR', object: { kind: 'Status', reason: 'Expired', code: 410 } });
    expect((events[0] as { object: { message: string } }).object.message).toMatch(new RegExp(`^too old resource version: ${r1} \\(\\d+\\)$`));
  });
});
