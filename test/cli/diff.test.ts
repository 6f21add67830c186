/**
 * `ctl diff -f`: the same unified diff as `kubectl diff --server-side` (temporary paths and
 * file times masked), kubectl's exit codes (1 with differences, 0 without, 2 on errors) and
 * KUBECTL_EXTERNAL_DIFF.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_OBJECTS } from '../../src/server/demo-data.js';
import { startCluster } from '../e2e/harness.js';
import { withProgram } from '../support/prerequisite.js';
import { KUBECTL, kubeconfigFor, runCtl, runKubectl } from './kubectl-side-by-side.js';
import { isolatedHome, runCli } from './run-cli.js';

const CHANGED = `apiVersion: node.cluster.io/v1
kind: RuntimeClass
metadata:
  name: runc
  labels:
    owner: me
handler: runc
---
apiVersion: node.cluster.io/v1
kind: RuntimeClass
metadata:
  name: newone
handler: newone
`;

function mask(text: string): string {
  return text
    .replace(/\/tmp\/(LIVE|MERGED)-[A-Za-z0-9]+/g, '/tmp/$1-X')
    .replace(/\t\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+ [+-]\d{4}/g, '\tTIME')
    .replace(/(creationTimestamp|uid): .*/g, '$1: X');
}

withProgram('kubectl', KUBECTL, 'install kubectl (the machine image carries it as /usr/bin/kubectl)', () =>
  describe('ctl diff', () => {
    it('prints the diff kubectl prints and exits 1, or 0 when nothing would change', async () => {
      const { url } = await startCluster({ seed: DEMO_OBJECTS });
      const dir = isolatedHome();
      const file = join(dir, 'changed.yaml');
      writeFileSync(file, CHANGED);
      const kc = kubeconfigFor(url);
      const theirs = await runKubectl(kc, ['diff', '--server-side', '-f', file]);
      const ours = await runCtl(kc, ['diff', '-f', file]);
      expect(theirs.code).toBe(1);
      expect(theirs.stdout).toContain('+    owner: me');
      expect({ ...ours, stdout: mask(ours.stdout) }).toEqual({ ...theirs, stdout: mask(theirs.stdout) });

      const same = join(dir, 'same.yaml');
      writeFileSync(same, 'apiVersion: node.cluster.io/v1\nkind: RuntimeClass\nmetadata:\n  name: runc\nhandler: runc\n');
      expect(await runCtl(kc, ['diff', '-f', same])).toEqual({ code: 0, stdout: '', stderr: '' });

      const external = await runCtl(kc, ['diff', '-f', file], { env: { KUBECTL_EXTERNAL_DIFF: 'diff -q' } });
      expect({ ...external, stdout: mask(external.stdout) }).toEqual({
        code: 1,
        stderr: '',
        stdout:
          'Files /tmp/LIVE-X/node.cluster.io.v1.RuntimeClass..newone and /tmp/MERGED-X/node.cluster.io.v1.RuntimeClass..newone differ\n' +
          'Files /tmp/LIVE-X/node.cluster.io.v1.RuntimeClass..runc and /tmp/MERGED-X/node.cluster.io.v1.RuntimeClass..runc differ\n',
      });
    }, 120_000);

    it('exits 2 on errors', async () => {
      const { url } = await startCluster();
      const missing = await runCli(['diff', '-f', '/nonexistent/x.yaml', '--server', url]);
      expect(missing).toEqual({ code: 2, stdout: '', stderr: 'error: the path "/nonexistent/x.yaml" does not exist\n' });
      const dir = isolatedHome();
      const bad = join(dir, 'bad.yaml');
      writeFileSync(bad, 'apiVersion: node.cluster.io/v1\nkind: RuntimeClass\nmetadata:\n  name: Bad\nhandler: x\n');
      const invalid = await runCli(['diff', '-f', bad, '--server', url]);
      expect(invalid.code).toBe(2);
      expect(invalid.stderr).toContain('The RuntimeClass "Bad" is invalid');
      const noFile = await runCli(['diff', '--server', url]);
      expect(noFile).toEqual({ code: 2, stdout: '', stderr: 'error: must specify one of -f and -k\n' });
    }, 60_000);
  }),
);
