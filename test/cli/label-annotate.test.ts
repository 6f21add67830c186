/**
 * `ctl label` and `ctl annotate` against kubectl: the same sequence of commands on two servers
 * seeded alike gives the same stdout, stderr and exit code at every step, and leaves the same
 * labels, annotations and field managers (kubectl sends a JSON merge patch with field manager
 * kubectl-label / kubectl-annotate).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_OBJECTS } from '../../src/server/demo-data.js';
import { startCluster } from '../e2e/harness.js';
import { withProgram } from '../support/prerequisite.js';
import { KUBECTL, kubeconfigFor, runCtl, runKubectl } from './kubectl-side-by-side.js';

const STEPS: string[][] = [
  ['label', 'runtimeclass', 'runc', 'team=a'],
  ['label', 'runtimeclass', 'runc', 'team=b'],
  ['label', 'runtimeclass', 'runc', 'team=b', '--overwrite'],
  ['label', 'runtimeclass', 'runc', 'team=b', '--overwrite'],
  ['label', 'runtimeclass', 'runc', 'team-'],
  ['label', 'runtimeclass', 'runc', 'team-'],
  ['label', 'runtimeclass', 'runc', 'a=1', '--dry-run=client'],
  ['label', 'runtimeclass', 'runc', 'a=1', '--dry-run=server'],
  ['label', 'runtimeclasses', '--all', 'x=y'],
  ['label', 'runtimeclasses', '-l', 'x=y', 'z=1', '-o', 'name'],
  ['label', 'runtimeclass', 'runc', 'q=1', '--resource-version=1'],
  ['label', 'runtimeclass/runc', 'runtimeclass/gvisor', 'k=v'],
  ['label', 'leasecandidates', '-n', 'kube-system', '--all', 'lc=1'],
  ['label', 'runtimeclass', 'runc'],
  ['label', 'runtimeclass'],
  ['label', 'runtimeclass', 'runc', 'a=1', 'b=2', 'a-'],
  ['label', 'runtimeclass', 'nope', 'a=1'],
  ['label', 'runtimeclass', 'runc', 'k=v=w'],
  ['label', 'runtimeclass', 'runc', 'k=v', 'x'],
  ['label', 'runtimeclass', 'runc', 'k=bad value'],
  ['label', 'runtimeclasses', '--all', '-l', 'a=b', 'x=y'],
  ['annotate', 'runtimeclass', 'runc', 'note=hi'],
  ['annotate', 'runtimeclass', 'runc', 'note=ho'],
  ['annotate', 'runtimeclass', 'runc', 'note=ho', '--overwrite'],
  ['annotate', 'runtimeclass', 'runc', 'note-'],
  ['annotate', 'runtimeclass', 'runc', 'note-'],
  ['annotate', 'runtimeclass', 'runc', '=x'],
  ['annotate', 'runtimeclass', 'runc', 'a=b', '--dry-run=client', '-o', 'name'],
  ['annotate', 'leasecandidate', 'kube-controller-manager-a', '-n', 'kube-system', 'owner=me'],
];

withProgram('kubectl', KUBECTL, 'install kubectl (the machine image carries it as /usr/bin/kubectl)', () =>
  describe('ctl label and annotate', () => {
    it('answer as kubectl at every step and leave the same objects', async () => {
      const k = await startCluster({ seed: DEMO_OBJECTS });
      const c = await startCluster({ seed: DEMO_OBJECTS });
      const kc = kubeconfigFor(k.url);
      const cc = kubeconfigFor(c.url);
      for (const args of STEPS) {
        const theirs = await runKubectl(kc, args);
        const ours = await runCtl(cc, args);
        expect({ args, ...ours }).toEqual({ args, ...theirs });
      }
      const shape = async (cluster: typeof k) => {
        const rcs = (await cluster.client.runtimeClasses.list()).items;
        const lcs = (await cluster.client.leaseCandidates.namespace('kube-system').list()).items;
        return [...rcs, ...lcs].map((o) => ({
          name: o.metadata?.name,
          labels: o.metadata?.labels,
          annotations: o.metadata?.annotations,
          managers: (o.metadata?.managedFields ?? []).map((m) => `${m.manager}/${m.operation}`),
        }));
      };
      expect(await shape(c)).toEqual(await shape(k));
    }, 300_000);
  }),
);
