/**
 * Two `ctl server --storage=etcd` processes on one etcd serve one API: a write through one
 * is seen through the other, by a GET and by a watch, with the same resourceVersion.
 * Without an etcd binary the file fails with one test saying what to install.
 */
import { describe, expect, it } from 'vitest';
import { findEtcdBinary, startEtcd } from '../support/etcd.js';
import { withProgram } from '../support/prerequisite.js';
import { runCli, spawnCli, type LiveCli } from './run-cli.js';

const RC = '/apis/node.cluster.io/v1/runtimeclasses';
const binary = findEtcdBinary();

async function serverOn(endpoint: string, prefix: string): Promise<{ cli: LiveCli; url: string }> {
  const cli = spawnCli(['server', '--port', '0', '--storage', 'etcd', '--etcd-servers', endpoint, '--etcd-prefix', prefix]);
  await cli.waitForStdout('Press Ctrl+C');
  return { cli, url: /on (http:\/\/\S+) /.exec(cli.stdout())![1]! };
}

/** Poll (bounded) until `check` holds: the other server learns of a write through its etcd watch. */
async function eventually<T>(get: () => Promise<T>, check: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const v = await get();
    if (check(v)) return v;
    await new Promise((r) => setImmediate(r));
  }
  throw new Error('condition not reached');
}

withProgram('etcd', binary, 'set $ETCD_BIN or put etcd on PATH (`apt-get install -y etcd-server`)', (etcdBinary) => {
  describe('ctl server --storage=etcd', () => {
    it('two servers on one etcd serve one API', async () => {
      const etcd = await startEtcd({ binary: etcdBinary });
      const a = await serverOn(etcd.endpoint, '/ctl-test');
      const b = await serverOn(etcd.endpoint, '/ctl-test');
      try {
        expect(a.cli.stdout()).toContain(`etcd at ${etcd.endpoint}`);
        const watch = await fetch(`${b.url}${RC}?watch=1`);
        const reader = watch.body!.getReader();
        const created = await fetch(a.url + RC, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name: 'shared' }, handler: 'h' }),
        });
        expect(created.status).toBe(201);
        const rv = ((await created.json()) as { metadata: { resourceVersion: string } }).metadata.resourceVersion;
        const seen = await eventually(() => fetch(`${b.url}${RC}/shared`), (r) => r.status === 200);
        expect(((await seen.json()) as { metadata: { resourceVersion: string } }).metadata.resourceVersion).toBe(rv);
        let text = '';
        while (!text.includes('"shared"')) text += new TextDecoder().decode((await reader.read()).value);
        const event = JSON.parse(text.split('\n').find((l) => l.includes('"shared"'))!) as { type: string; object: { metadata: { resourceVersion: string } } };
        expect(event.type).toBe('ADDED');
        expect(event.object.metadata.resourceVersion).toBe(rv);
        await reader.cancel();
        // The same name through the other server is taken.
        const again = await fetch(b.url + RC, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name: 'shared' }, handler: 'other' }),
        });
        expect(again.status).toBe(409);
      } finally {
        await a.cli.interrupt();
        await b.cli.interrupt();
        await etcd.stop();
      }
    }, 60_000);

    it('--storage=etcd without --etcd-servers is a usage error', async () => {
      const r = await runCli(['server', '--port', '0', '--storage', 'etcd']);
      expect(r.code).toBe(1);
      expect(r.stderr).toBe('error: --etcd-servers must be specified with --storage=etcd\n');
    });
  });
});
