/**
 * `ctl edit` with scripted editors, against kubectl run with the same editor on a server
 * seeded alike: the file the editor is given (kubectl's header comment, the errors of a
 * failed save as comments when it reopens), stdout, stderr and exit code.
 */
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_OBJECTS } from '../../src/server/demo-data.js';
import { startCluster } from '../e2e/harness.js';
import { withProgram } from '../support/prerequisite.js';
import { KUBECTL, kubeconfigFor, runCtl, runKubectl } from './kubectl-side-by-side.js';
import { isolatedHome, runCli } from './run-cli.js';

/** An editor that logs every file it is given, then applies MODE's change (first call only for "once"). */
function scriptedEditor(dir: string, change: string, everyCall: boolean): { env: Record<string, string>; log: () => string } {
  const log = join(dir, 'editor.log');
  const count = join(dir, 'editor.count');
  writeFileSync(log, '');
  writeFileSync(count, '0');
  const script = join(dir, 'editor.sh');
  writeFileSync(
    script,
    `#!/bin/sh\nn=$(cat ${count}); n=$((n+1)); echo $n > ${count}\necho "=== call $n" >> ${log}; cat "$1" >> ${log}\n${everyCall ? '' : 'if [ $n = 1 ]; then '}${change} "$1"${everyCall ? '' : '; fi'}\n`,
  );
  chmodSync(script, 0o755);
  return { env: { EDITOR: script }, log: () => readFileSync(log, 'utf8') };
}

/** Temporary file names and server-assigned values differ between the two runs. */
function mask(text: string): string {
  return text
    .replace(/\/tmp\/(kubectl|ctl)-edit-\d+\.yaml/g, 'TMPFILE')
    .replace(/\/tmp\/ctl-home-\w+\//g, 'HOME/')
    .replace(/(creationTimestamp|uid|resourceVersion)("?): .*/g, '$1$2: X');
}

withProgram('kubectl', KUBECTL, 'install kubectl (the machine image carries it as /usr/bin/kubectl)', () =>
  describe('ctl edit', () => {
    it('edits, cancels and reopens on errors as kubectl does', async () => {
      const k = await startCluster({ seed: DEMO_OBJECTS });
      const c = await startCluster({ seed: DEMO_OBJECTS });
      const kc = kubeconfigFor(k.url);
      const cc = kubeconfigFor(c.url);
      const cases: Array<{ args: string[]; change: string; everyCall: boolean }> = [
        { args: ['edit', 'runtimeclass', 'runc'], change: 'true', everyCall: true },
        { args: ['edit', 'runtimeclass/runc'], change: 'sed -i s/sandboxed:.*/sandboxed:\\ \\"maybe\\"/', everyCall: true },
        { args: ['edit', 'runtimeclass', 'kata-containers'], change: 'sed -i s/^handler:.*/handler:\\ Bad/', everyCall: false },
        { args: ['edit', 'runtimeclass', 'gvisor'], change: 'sed -i s/^handler:.*/handler:\\ other/', everyCall: true },
        { args: ['edit', 'runtimeclass', 'gvisor'], change: ': >', everyCall: true },
        { args: ['edit', 'leasecandidate', 'kube-controller-manager-a', '-n', 'kube-system', '-o', 'json'], change: 'sed -i s/OldestEmulationVersion/OldestEmulationVersion/', everyCall: true },
        { args: ['edit', 'runtimeclass', 'ghost'], change: 'true', everyCall: true },
        { args: ['edit', 'runtimeclass', 'runc'], change: 'false', everyCall: true },
        { args: ['edit', 'runtimeclass', 'runc'], change: 'sed -i s/^kind:.*/kind:\\ Foo/', everyCall: true },
        { args: ['edit', 'runtimeclass', 'runc'], change: 'sed -i s/^\\ \\ name:\\ runc/\\ \\ name:\\ other/', everyCall: true },
        { args: ['edit', 'runtimeclass', 'runc'], change: "sed -i 's#^apiVersion:.*#apiVersion: node.cluster.io/v9#'", everyCall: true },
      ];
      for (const { args, change, everyCall } of cases) {
        const kEditor = scriptedEditor(isolatedHome(), change, everyCall);
        const theirs = await runKubectl(kc, args, { env: kEditor.env });
        const cEditor = scriptedEditor(isolatedHome(), change, everyCall);
        const ours = await runCtl(cc, args, { env: cEditor.env });
        expect({ args, code: ours.code, stdout: ours.stdout, stderr: mask(ours.stderr), editor: mask(cEditor.log()) }).toEqual({
          args,
          code: theirs.code,
          stdout: theirs.stdout,
          stderr: mask(theirs.stderr),
          editor: mask(kEditor.log()),
        });
      }
      expect((await c.client.runtimeClasses.get('runc')).metadata?.labels).toEqual({ 'runtime.cluster.io/sandboxed': 'maybe' });
    }, 300_000);

    it('runs an editor given with arguments through the shell, as kubectl does', async () => {
      const { url, client } = await startCluster({ seed: DEMO_OBJECTS });
      const r = await runCli(['edit', 'runtimeclass', 'runc', '--server', url], { env: { KUBE_EDITOR: 'sed -i s/sandboxed:.*/sandboxed:\\ \\"no\\"/', EDITOR: 'false' } });
      expect(r).toEqual({ code: 0, stdout: 'runtimeclass.node.cluster.io/runc edited\n', stderr: '' });
      expect((await client.runtimeClasses.get('runc')).metadata?.labels).toEqual({ 'runtime.cluster.io/sandboxed': 'no' });
      const unchanged = await runCli(['edit', 'runtimeclass', 'runc', '--server', url], { env: { EDITOR: 'true' } });
      expect(unchanged).toEqual({ code: 0, stdout: '', stderr: 'Edit cancelled, no changes made.\n' });
    }, 60_000);
  }),
);
