import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteStorage } from '../../../src/server/storage/sqlite.js';
import { bytes, describeStorageConformance, kvText } from './conformance.js';

const root = mkdtempSync(join(tmpdir(), 'ctl-sqlite-'));
let n = 0;
const freshDir = (): string => join(root, String(n++));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describeStorageConformance('SqliteStorage', () => new SqliteStorage({ dataDir: freshDir() }));

describe('SqliteStorage durability', () => {
  it('reopening the data directory finds every acknowledged write, and revisions continue above them', async () => {
    const dir = freshDir();
    const first = new SqliteStorage({ dataDir: dir });
    await first.create('/r/a', bytes('1'));
    await first.update('/r/a', bytes('2'));
    await first.create('/r/b', bytes('x'));
    await first.delete('/r/b');
    expect(first.currentRevision()).toBe(4);
    await first.close();

    const second = new SqliteStorage({ dataDir: dir });
    expect(second.currentRevision()).toBe(4);
    expect(kvText(await second.get('/r/a'))).toBe('/r/a=2');
    expect(await second.get('/r/b')).toBeUndefined();
    expect(kvText(await second.get('/r/a', { revision: 1 }))).toBe('/r/a=1');
    const kv = await second.create('/r/c', bytes('3'));
    expect(kv.modRevision).toBe(5);
    await second.close();
  });

  it('revisions never repeat after compaction removed every history row', async () => {
    const dir = freshDir();
    const store = new SqliteStorage({ dataDir: dir });
    await store.create('/k', bytes('1'));
    await store.delete('/k');
    store.compact(2);
    await store.close();
    const reopened = new SqliteStorage({ dataDir: dir });
    expect(reopened.currentRevision()).toBe(2);
    expect(reopened.compactedRevision()).toBe(2);
    expect((await reopened.create('/k', bytes('2'))).modRevision).toBe(3);
    await reopened.close();
  });

  it('a second process-local open of a locked data directory is refused', async () => {
    const dir = freshDir();
    const store = new SqliteStorage({ dataDir: dir });
    expect(() => new SqliteStorage({ dataDir: dir })).toThrow(/already open in this process/);
    await store.close();
    const again = new SqliteStorage({ dataDir: dir });
    await again.close();
  });

  it('writes made together share one commit and settle in call order', async () => {
    const store = new SqliteStorage({ dataDir: freshDir() });
    const writes = Array.from({ length: 50 }, (_, i) => store.create(`/g/${String(i).padStart(2, '0')}`, bytes(String(i))));
    const kvs = await Promise.all(writes);
    expect(kvs.map((kv) => kv.modRevision)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    // A failed write in the middle of a batch leaves the others committed.
    const mixed = await Promise.allSettled([store.create('/g/x', bytes('1')), store.create('/g/00', bytes('dup')), store.create('/g/y', bytes('2'))]);
    expect(mixed.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await store.list('/g/')).count).toBe(52);
    expect(store.currentRevision()).toBe(52);
    await store.close();
  });
});

describe('SqliteStorage health check', () => {
  it('is named sqlite, passes while the database answers, and fails once its file is gone or the store is closed', async () => {
    const dir = freshDir();
    const store = new SqliteStorage({ dataDir: dir });
    expect(store.healthCheck.name).toBe('sqlite');
    await expect(store.healthCheck.check()).resolves.toBeUndefined();
    rmSync(join(dir, 'state.db'));
    await expect(store.healthCheck.check()).rejects.toThrow(/state\.db is gone/);
    await store.close();
    await expect(store.healthCheck.check()).rejects.toThrow(/closed/);
  });

  it('a data directory of another schema version is refused with a clear message', async () => {
    const dir = freshDir();
    const store = new SqliteStorage({ dataDir: dir });
    await store.close();
    const { default: Database } = await import('libsql');
    const db = new Database(join(dir, 'state.db'));
    db.exec("UPDATE meta SET value = 99 WHERE name = 'schema_version'");
    db.close();
    expect(() => new SqliteStorage({ dataDir: dir })).toThrow(/schema version 99; this ctl reads version 1/);
  });
});

describe('SqliteStorage behind the server', () => {
  it('/readyz and /livez include the sqlite check, and /readyz fails once the database is gone', async () => {
    const { startServer } = await import('../../../src/server/index.js');
    const dir = freshDir();
    const storage = new SqliteStorage({ dataDir: dir });
    const server = await startServer({ port: 0, storage });
    try {
      const verbose = await (await fetch(`${server.url}/readyz?verbose`)).text();
      expect(verbose).toContain('[+]sqlite ok\n');
      expect(await (await fetch(`${server.url}/livez?verbose`)).text()).toContain('[+]sqlite ok\n');
      rmSync(join(dir, 'state.db'));
      const failing = await fetch(`${server.url}/readyz?verbose`);
      expect(failing.status).toBe(500);
      expect(await failing.text()).toContain('[-]sqlite failed: reason withheld\n');
      const single = await fetch(`${server.url}/readyz/sqlite`);
      expect(await single.text()).toMatch(/^internal server error: database file .* is gone\n$/);
    } finally {
      await server.close();
      await storage.close();
    }
  });
});

describe('SqliteStorage across a server restart', () => {
  it('a watch resumes from the resourceVersion the previous server handed out, without a 410', async () => {
    const { startServer } = await import('../../../src/server/index.js');
    const dir = freshDir();
    const rc = (name: string) => ({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name }, handler: name });
    const post = (url: string, name: string) =>
      fetch(`${url}/apis/node.cluster.io/v1/runtimeclasses`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rc(name)) });

    let storage = new SqliteStorage({ dataDir: dir });
    let server = await startServer({ port: 0, storage });
    const first = (await (await post(server.url, 'a')).json()) as { metadata: { resourceVersion: string } };
    await post(server.url, 'b');
    await server.close();
    await storage.close();

    storage = new SqliteStorage({ dataDir: dir });
    server = await startServer({ port: 0, storage });
    try {
      const controller = new AbortController();
      const res = await fetch(`${server.url}/apis/node.cluster.io/v1/runtimeclasses?watch=1&resourceVersion=${first.metadata.resourceVersion}`, { signal: controller.signal });
      const reader = res.body!.getReader();
      const { value } = await reader.read();
      const line = JSON.parse(new TextDecoder().decode(value!).split('\n')[0]!) as { type: string; object: { metadata: { name: string } } };
      expect(line.type).toBe('ADDED');
      expect(line.object.metadata.name).toBe('b');
      controller.abort();
    } finally {
      await server.close();
      await storage.close();
    }
  });
});

describe('SqliteStorage on a damaged data directory', () => {
  it('a truncated or corrupted database file is either read or refused with an Error, never a crash', async () => {
    const fc = (await import('fast-check')).default;
    const { readFileSync, writeFileSync } = await import('node:fs');
    const source = freshDir();
    const store = new SqliteStorage({ dataDir: source });
    for (let i = 0; i < 200; i++) await store.create(`/k/${i}`, bytes('v'.repeat(200)));
    await store.close();
    const original = readFileSync(join(source, 'state.db'));
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: original.length }), fc.array(fc.nat({ max: original.length - 1 }), { maxLength: 30 }), async (cut, flips) => {
        const dir = freshDir();
        const damaged = Buffer.from(original.subarray(0, cut));
        for (const at of flips) if (at < damaged.length) damaged[at]! ^= 0xff;
        const { mkdirSync } = await import('node:fs');
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, 'state.db'), damaged);
        try {
          const opened = new SqliteStorage({ dataDir: dir });
          try {
            await opened.list('/k/');
            await opened.create('/k/new', bytes('x'));
          } finally {
            await opened.close();
          }
        } catch (err) {
          expect(err).toBeInstanceOf(Error);
        }
      }),
      { seed: 20261123, numRuns: 30 },
    );
  });
});
