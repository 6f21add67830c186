/**
 * `ctl describe` against kubectl's own output on the same server, byte for byte: the generic
 * describer for RuntimeClass and LeaseCandidate (nested maps, lists of maps, labels,
 * annotations, `Events:  <none>` aligned by Go's tabwriter), the namespace describer, lists,
 * selectors, files, name prefixes and errors.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_OBJECTS } from '../../src/server/demo-data.js';
import { startCluster } from '../e2e/harness.js';
import { withProgram } from '../support/prerequisite.js';
import { KUBECTL, sideBySide } from './kubectl-side-by-side.js';
import { isolatedHome, runCli } from './run-cli.js';

withProgram('kubectl', KUBECTL, 'install kubectl (the machine image carries it as /usr/bin/kubectl)', () =>
  describe('ctl describe', () => {
    it('prints what kubectl prints for every form of the command', async () => {
      const { url, client } = await startCluster({ seed: DEMO_OBJECTS });
      await client.runtimeClasses.create({
        metadata: {
          name: 'annotated',
          labels: { b: '2', a: '1' },
          annotations: { 'note.cluster.io/short': 'hello', 'note.cluster.io/long': 'x'.repeat(150), 'note.cluster.io/lines': 'one\ntwo\n' },
        },
        handler: 'annotated',
        scheduling: { nodeSelector: { zone: 'a' }, tolerations: [{ key: 'k', operator: 'Equal', value: 'v', effect: 'NoExecute', tolerationSeconds: 30 } as never] },
      });
      const dir = isolatedHome();
      const file = join(dir, 'objects.yaml');
      writeFileSync(file, 'apiVersion: node.cluster.io/v1\nkind: RuntimeClass\nmetadata:\n  name: runc\nhandler: runc\n');
      const cases: string[][] = [
        ['describe', 'runtimeclass', 'gvisor'],
        ['describe', 'runtimeclasses'],
        ['describe', 'runtimeclass/annotated'],
        ['describe', 'runtimeclasses', '-l', 'runtime.cluster.io/sandboxed=true'],
        ['describe', 'runtimeclasses', '-l', 'nothing=here'],
        ['describe', 'runtimeclass', 'kata'],
        ['describe', 'runtimeclass', 'ghost'],
        ['describe', '-f', file],
        ['describe', 'leasecandidates', '-A'],
        ['describe', 'leasecandidates', '-n', 'kube-system', 'kube-controller-manager-a'],
        ['describe', 'namespace', 'default'],
        ['describe', 'ns'],
        ['describe'],
      ];
      for (const args of cases) {
        const { kubectl, ctl } = await sideBySide(url, args);
        expect({ args, ...ctl }).toEqual({ args, ...kubectl });
      }
    }, 180_000);

    it('prints the generic layout exactly', async () => {
      const { url, client } = await startCluster();
      const created = await client.runtimeClasses.create({ metadata: { name: 'x', labels: { team: 'a' } }, handler: 'h', overhead: { podFixed: { cpu: '1' } } });
      const r = await runCli(['describe', 'runtimeclass', 'x', '--server', url]);
      expect(r).toEqual({
        code: 0,
        stderr: '',
        stdout:
          'Name:         x\nNamespace:    \nLabels:       team=a\nAnnotations:  <none>\nAPI Version:  node.cluster.io/v1\nHandler:      h\nKind:         RuntimeClass\nMetadata:\n' +
          `  Creation Timestamp:  ${created.metadata!.creationTimestamp}\n  Resource Version:    ${created.metadata!.resourceVersion}\n  UID:                 ${created.metadata!.uid}\n` +
          'Overhead:\n  Pod Fixed:\n    Cpu:  1\nEvents:   <none>\n',
      });
      const missing = await runCli(['describe', 'runtimeclass', 'nope', '--server', url]);
      expect(missing).toEqual({ code: 1, stdout: '', stderr: 'Error from server (NotFound): runtimeclasses.node.cluster.io "nope" not found\n' });
    });
  }),
);
