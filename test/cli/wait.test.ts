/**
 * `ctl wait` with kubectl's messages and exit codes. The waits that must see a change are
 * started first; the change is made once the server has registered their watch (no timers).
 */
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
