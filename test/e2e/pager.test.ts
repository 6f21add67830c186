import { describe, expect, it } from 'vitest';
import type { RuntimeClass } from '../../src/meta/types.js';
import { startCluster } from './harness.js';

const names = (items: RuntimeClass[]) => items.map((i) => `${i.metadata?.name}@${i.metadata?.resourceVersion}`);

describe('pager', () => {
  it('a paged list taken during concurrent writes equals the exact-version list', async () => {
    const { client } = await startCluster();
    const rc = client.runtimeClasses;
    for (let i = 0; i < 60; i++) await rc.create({ metadata: { name: `rc-${String(i).padStart(3, '0')}` }, handler: 'h' });
    const pager = rc.listPages({ limit: 7 });
    const seen: RuntimeClass[] = [];
    let writes = 0;
    for await (const page of pager) {
      seen.push(...page.items);
      // Between pages: create, update and delete objects, including ones not yet listed.
      await rc.create({ metadata: { name: `rc-${String(100 + writes).padStart(3, '0')}` }, handler: 'h' });
      const victim = await rc.get(`rc-${String(59 - writes).padStart(3, '0')}`);
      await rc.update({ ...victim, metadata: { ...victim.metadata, labels: { touched: 'yes' } } });
      await rc.delete(`rc-${String(writes * 2).padStart(3, '0')}`);
      writes++;
    }
    expect(pager.outcome).toBe('paged');
    const exact = await rc.list({ resourceVersion: pager.resourceVersion!, resourceVersionMatch: 'Exact' });
    expect(names(seen)).toEqual(names(exact.items));
    expect(seen).toHaveLength(60);
  });

  it('listAll yields every item across pages', async () => {
    const { client } = await startCluster();
    for (const ns of ['default', 'kube-system']) {
      for (let i = 0; i < 5; i++) {
        await client.leaseCandidates.namespace(ns).create({ metadata: { name: `c${i}` }, spec: { leaseName: 'l', binaryVersion: '1.0.0', strategy: 'x.io/s' } });
      }
    }
    const all = client.leaseCandidates.listAll({ limit: 3 });
    const got: string[] = [];
    for await (const lc of all) got.push(`${lc.metadata?.namespace}/${lc.metadata?.name}`);
    expect(got).toHaveLength(10);
    expect(got[0]).toBe('default/c0');
    expect(got[9]).toBe('kube-system/c4');
    expect(all.outcome).toBe('paged');
  });

  it('falls back to a full list when the snapshot expires mid-way, and says so', async () => {
    const { client, server } = await startCluster();
    const rc = client.runtimeClasses;
    for (let i = 0; i < 5; i++) await rc.create({ metadata: { name: `r${i}` }, handler: 'h' });
    const all = rc.listAll({ limit: 2 });
    const got: string[] = [];
    for await (const item of all) {
      got.push(item.metadata!.name!);
      if (got.length === 2) {
        await rc.create({ metadata: { name: 'r9' }, handler: 'h' });
        server.api.compactHistory();
      }
    }
    expect(all.outcome).toBe('full-list-after-expiry');
    // Items already yielded are not repeated; the rest comes from the newer full list.
    expect(got).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r9']);
  });

  it('rethrows the expiry when the fallback is disabled', async () => {
    const { client, server } = await startCluster();
    const rc = client.runtimeClasses;
    for (let i = 0; i < 3; i++) await rc.create({ metadata: { name: `r${i}` }, handler: 'h' });
    const pages = rc.listPages({ limit: 1, fullListIfExpired: false });
    let written = 0;
    const iterate = async () => {
      for await (const _ of pages) {
        await rc.create({ metadata: { name: `x${written++}` }, handler: 'h' });
        server.api.compactHistory();
      }
    };
    await expect(iterate()).rejects.toMatchObject({ statusCode: 410 });
  });
});
