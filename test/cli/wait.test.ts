/**
 * `ctl wait` with kubectl's messages and exit codes. The waits that must see a change are
 * started first; the change is made once the server has registered their watch (no timers).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DEMO_OBJECTS } from '../../src/server/demo-data.js';
import { startCluster, until } from '../e2e/harness.js';
import { withProgram } from '../support/prerequisite.js';
import { KUBECTL, sideBySide } from './kubectl-side-by-side.js';
import { runCli, spawnCli } from './run-cli.js';

describe('ctl wait', () => {
  it('reports a condition met by a change made while it watches', async () => {
    const { url, client, server } = await startCluster({ seed: DEMO_OBJECTS });
    const deleted = spawnCli(['wait', 'runtimeclass/gvisor', '--for=delete', '--timeout=60s', '--server', url]);
    await until(() => server.api.registeredWatchers() === 1);
    await client.runtimeClasses.delete('gvisor');
    expect(await deleted.exited()).toEqual({ code: 0, stdout: 'runtimeclass.node.cluster.io/gvisor condition met\n', stderr: '' });

    const labeled = spawnCli(['wait', 'runtimeclass', 'runc', '--for=jsonpath={.metadata.labels.ready}=yes', '--timeout=60s', '--server', url]);
    await until(() => server.api.registeredWatchers() === 1);
    await client.runtimeClasses.patch('runc', { metadata: { labels: { ready: 'no' } } }, { type: 'merge' });
    await client.runtimeClasses.patch('runc', { metadata: { labels: { ready: 'yes' } } }, { type: 'merge' });
    expect(await labeled.exited()).toEqual({ code: 0, stdout: 'runtimeclass.node.cluster.io/runc condition met\n', stderr: '' });

    const created = spawnCli(['wait', 'leasecandidate/late', '-n', 'kube-system', '--for=create', '--timeout=60s', '--server', url]);
    await until(() => server.api.registeredWatchers() === 1);
    await client.leaseCandidates.namespace('kube-system').create({
      metadata: { name: 'late' },
      spec: { leaseName: 'l', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion' },
    } as never);
    expect(await created.exited()).toEqual({ code: 0, stdout: 'leasecandidate.coordination.cluster.io/late condition met\n', stderr: '' });
  }, 60_000);

  it('times out with kubectl error text and exit code', async () => {
    const { url } = await startCluster({ seed: DEMO_OBJECTS });
    const r = await runCli(['wait', 'runtimeclass/runc', '--for=jsonpath={.handler}=other', '--timeout=1ms', '--server', url]);
    expect(r).toEqual({ code: 1, stdout: '', stderr: 'error: timed out waiting for the condition on runtimeclasses/runc\n' });
  }, 30_000);
});

describe('ctl wait when the watch fails', () => {
  it('reads again and keeps waiting after an ERROR event (410 Expired) and after a failed watch request, as kubectl does', async () => {
    // A scripted server: the object is absent; the first watch answers an ERROR event (history
    // compacted), the second watch request fails with a 500, the third announces the object.
    const base = '/apis/coordination.cluster.io/v1beta1/namespaces/kube-system/leasecandidates';
    const seen: string[] = [];
    let watches = 0;
    let lists = 0;
    const server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const json = (code: number, body: unknown) => {
        res.writeHead(code, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === `${base}/late`) {
        seen.push('get');
        json(404, { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', message: 'leasecandidates.coordination.cluster.io "late" not found', reason: 'NotFound', details: { name: 'late', group: 'coordination.cluster.io', kind: 'leasecandidates' }, code: 404 });
      } else if (url.pathname === base && url.searchParams.get('watch') !== 'true') {
        seen.push('list');
        lists++;
        json(200, { kind: 'LeaseCandidateList', apiVersion: 'coordination.cluster.io/v1beta1', metadata: { resourceVersion: String(10 * lists) }, items: [] });
      } else if (url.pathname === base) {
        watches++;
        seen.push(`watch@${url.searchParams.get('resourceVersion')}`);
        if (watches === 2) {
          json(500, { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', message: 'etcdserver: leader changed', reason: 'InternalError', code: 500 });
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' });
        if (watches === 1) {
          res.end(JSON.stringify({ type: 'ERROR', object: { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', message: 'too old resource version: 10 (15)', reason: 'Expired', code: 410 } }) + '\n');
        } else {
          const object = { kind: 'LeaseCandidate', apiVersion: 'coordination.cluster.io/v1beta1', metadata: { name: 'late', namespace: 'kube-system', resourceVersion: '31' }, spec: { leaseName: 'l', binaryVersion: '1.0.0' } };
          res.end(JSON.stringify({ type: 'ADDED', object }) + '\n');
        }
      } else {
        json(404, { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', message: 'not found', reason: 'NotFound', code: 404 });
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const r = await runCli(['wait', 'leasecandidate/late', '-n', 'kube-system', '--for=create', '--timeout=60s', '--server', `http://127.0.0.1:${port}`]);
      expect(r).toEqual({ code: 0, stdout: 'leasecandidate.coordination.cluster.io/late condition met\n', stderr: '' });
      // Each failure was followed by a fresh read before the next watch.
      expect(seen.filter((s) => s.startsWith('watch@'))).toEqual(['watch@10', 'watch@20', 'watch@30']);
      for (let i = 0; i < seen.length; i++) if (seen[i]!.startsWith('watch@')) expect(seen.slice(i - 2, i)).toEqual(['get', 'list']);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 60_000);
});

withProgram('kubectl', KUBECTL, 'install kubectl (the machine image carries it as /usr/bin/kubectl)', () =>
  describe('ctl wait beside kubectl', () => {
    it('answers as kubectl for conditions already met or not, missing objects and bad conditions', async () => {
      const { url } = await startCluster({ seed: DEMO_OBJECTS });
      const cases: string[][] = [
        ['wait', 'runtimeclass/runc', '--for=jsonpath={.handler}=runc'],
        ['wait', 'runtimeclass', 'runc', '--for=jsonpath={.handler}=x', '--timeout=0'],
        ['wait', 'runtimeclass/runc', '--for=condition=Ready', '--timeout=0'],
        ['wait', 'runtimeclasses', '--all', '--for=jsonpath={.metadata.name}'],
        ['wait', 'runtimeclasses', '-l', 'runtime.cluster.io/sandboxed=true', '--for=create'],
        ['wait', 'runtimeclass/nope', '--for=delete'],
        ['wait', 'runtimeclass/nope', '--for=condition=Ready'],
        ['wait', 'runtimeclass/runc'],
        ['wait', 'runtimeclass/runc', '--for=bogus'],
        ['wait', 'runtimeclass/runc', '--for=jsonpath={.overhead}', '--timeout=0'],
        ['wait', 'runtimeclass/gvisor', '--for=jsonpath={.overhead}'],
        ['wait', 'runtimeclass/gvisor', '--for=jsonpath={.overhead}=x', '--timeout=0'],
      ];
      for (const args of cases) {
        const { kubectl, ctl } = await sideBySide(url, args);
        expect({ args, ...ctl }).toEqual({ args, ...kubectl });
      }
    }, 180_000);
  }),
);
