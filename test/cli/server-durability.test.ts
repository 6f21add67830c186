/**
 * `ctl server` on its default durable store: objects survive a restart and a crash.
 * The crash test kills the server with SIGKILL under concurrent write load at a moment
 * drawn from a fixed seed, restarts it on the same data dir, and checks that every
 * acknowledged write is there, no refused write is, and resourceVersions continue above
 * the last acknowledged one.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolatedHome, runCli, spawnCli, type LiveCli } from './run-cli.js';
import { prng } from '../support/prng.js';

const RC = '/apis/node.cluster.io/v1/runtimeclasses';

async function startOn(dataDir: string, extra: readonly string[] = []): Promise<{ cli: LiveCli; url: string }> {
  const cli = spawnCli(['server', '--port', '0', '--data-dir', dataDir, ...extra]);
  await cli.waitForStdout('Press Ctrl+C');
  const url = /on (http:\/\/\S+) /.exec(cli.stdout())![1]!;
  return { cli, url };
}

async function names(url: string): Promise<Set<string>> {
  const list = (await (await fetch(url + RC)).json()) as { items: Array<{ metadata: { name: string } }> };
  return new Set(list.items.map((o) => o.metadata.name));
}

describe('ctl server durable store', () => {
  it('keeps objects across a restart, and --demo seeds only an empty store', async () => {
    const dataDir = join(isolatedHome(), 'data');
    const first = await startOn(dataDir, ['--demo']);
    expect(first.cli.stdout()).toContain(`SQLite store in ${dataDir}, demo objects loaded`);
    const created = await fetch(first.url + RC, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name: 'mine' }, handler: 'mine' }),
    });
    expect(created.status).toBe(201);
    await fetch(first.url + RC + '/gvisor', { method: 'DELETE' });
    expect((await first.cli.interrupt()).code).toBe(0);

    const second = await startOn(dataDir, ['--demo']);
    expect(second.cli.stdout()).toContain('store not empty: demo objects not loaded');
    expect([...(await names(second.url))].sort()).toEqual(['kata-containers', 'mine', 'runc']);
    expect((await second.cli.interrupt()).code).toBe(0);

    const r = await runCli(['get', 'runtimeclasses', '--server', 'http://127.0.0.1:1']);
    expect(r.code).toBe(1); // nothing left running on the data dir's behalf
  });

  it('a second server on the same data dir is refused while the first runs', async () => {
    const dataDir = join(isolatedHome(), 'data');
    const first = await startOn(dataDir);
    const second = await runCli(['server', '--port', '0', '--data-dir', dataDir]);
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/^error: cannot open the store in .*: data directory is in use by process \d+/);
    expect((await first.cli.interrupt()).code).toBe(0);
  });

  it('after SIGKILL under concurrent writes every acknowledged write is there and none that was refused', async () => {
    const random = prng(20261123);
    for (let round = 0; round < 3; round++) {
      const dataDir = join(isolatedHome(), 'data');
      const { cli, url } = await startOn(dataDir);
      const acknowledged = new Map<string, number>();
      const refused = new Set<string>();
      const killAfter = 40 + Math.floor(random() * 160);
      let next = 0;
      let killed: Promise<unknown> | undefined;
      const worker = async (): Promise<void> => {
        while (killed === undefined) {
          const i = next++;
          // Every fifth name repeats an earlier one: an AlreadyExists that must not change anything.
          const name = i % 5 === 4 ? `rc-${i - 4}` : `rc-${i}`;
          const body = JSON.stringify({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name }, handler: `h${i}` });
          try {
            const res = await fetch(url + RC, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
            const obj = (await res.json()) as { metadata?: { resourceVersion?: string } };
            if (res.status === 201) acknowledged.set(name, Number(obj.metadata!.resourceVersion));
            else if (res.status === 409) refused.add(`${name}/h${i}`);
            else throw new Error(`unexpected status ${res.status}`);
          } catch (err) {
            if (killed === undefined) throw err;
            return; // in flight at the kill: either outcome is allowed
          }
          if (acknowledged.size >= killAfter && killed === undefined) killed = cli.kill();
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      await killed;

      const restarted = await startOn(dataDir);
      const list = (await (await fetch(restarted.url + RC)).json()) as { items: Array<{ metadata: { name: string; resourceVersion: string }; handler: string }> };
      const stored = new Map(list.items.map((o) => [o.metadata.name, o]));
      for (const [name, rv] of acknowledged) {
        expect(stored.get(name)?.metadata.resourceVersion, `acknowledged ${name} survives`).toBe(String(rv));
      }
      for (const refusedWrite of refused) {
        const [name, handler] = refusedWrite.split('/');
        expect(stored.get(name!)?.handler, `refused write ${refusedWrite} left no trace`).not.toBe(handler);
      }
      const maxAcked = Math.max(...acknowledged.values());
      const after = await fetch(restarted.url + RC, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name: 'after-restart' }, handler: 'x' }),
      });
      const afterObj = (await after.json()) as { metadata: { resourceVersion: string } };
      expect(Number(afterObj.metadata.resourceVersion)).toBeGreaterThan(maxAcked);
      expect((await restarted.cli.interrupt()).code).toBe(0);
    }
  });

  it('a data dir whose database is not SQLite, and an unknown --storage, are usage errors', async () => {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    const dataDir = join(isolatedHome(), 'data');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'state.db'), 'not a database at all, but long enough to look like one to a reader');
    const corrupt = await runCli(['server', '--port', '0', '--data-dir', dataDir]);
    expect(corrupt).toMatchObject({ code: 1, stderr: `error: cannot open the store in ${dataDir}: file is not a database\n` });
    const unknown = await runCli(['server', '--port', '0', '--storage', 'bogus']);
    expect(unknown).toMatchObject({ code: 1, stderr: 'error: invalid argument "bogus" for "--storage" flag: must be one of sqlite, etcd, memory\n' });
  });
});
