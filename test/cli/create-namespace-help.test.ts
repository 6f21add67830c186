/**
 * `ctl create namespace` beside kubectl (created, dry runs, -o, errors), namespaces through
 * label/annotate/describe, and the top-level help grouped as kubectl's.
 */
import { describe, expect, it } from 'vitest';
import { startCluster } from '../e2e/harness.js';
import { withProgram } from '../support/prerequisite.js';
import { KUBECTL, kubeconfigFor, runCtl, runKubectl, sideBySide } from './kubectl-side-by-side.js';
import { runCli } from './run-cli.js';

withProgram('kubectl', KUBECTL, 'install kubectl (the machine image carries it as /usr/bin/kubectl)', () =>
  describe('ctl create namespace', () => {
    it('answers as kubectl and stores nothing on a client dry run', async () => {
      const k = await startCluster();
      const c = await startCluster();
      const kc = kubeconfigFor(k.url);
      const cc = kubeconfigFor(c.url);
      const steps: string[][] = [
        ['create', 'namespace', 't1', '--dry-run=client', '-o', 'yaml'],
        ['create', 'namespace', 't1', '--dry-run=client', '-o', 'json'],
        ['create', 'namespace', 't1', '--dry-run=client'],
        ['create', 'namespace', 't1', '--dry-run=server'],
        ['create', 'namespace'],
        ['create', 'namespace', 'a', 'b'],
        ['create', 'namespace', 't2', '-o', 'name'],
        ['create', 'namespace', 't2'],
        ['create', 'ns', 't3'],
        ['create', 'namespace', 'Bad'],
      ];
      for (const args of steps) {
        const theirs = await runKubectl(kc, args);
        const ours = await runCtl(cc, args);
        expect({ args, ...ours }).toEqual({ args, ...theirs, stderr: theirs.stderr.replace(/kubectl/g, 'ctl') });
      }
      const names = async (cluster: typeof k) => (await cluster.client.namespaces.list()).items.map((n) => n.metadata?.name).sort();
      expect(await names(c)).toEqual(await names(k));
      expect(await names(c)).not.toContain('t1');
    }, 120_000);

    it('labels, annotates, edits and waits on namespaces as kubectl does', async () => {
      const k = await startCluster();
      const c = await startCluster();
      const kc = kubeconfigFor(k.url);
      const cc = kubeconfigFor(c.url);
      const steps: Array<{ args: string[]; env?: Record<string, string> }> = [
        { args: ['label', 'namespace', 'default', 'team=a'] },
        { args: ['label', 'ns', 'default', 'team=b'] },
        { args: ['label', 'ns', 'default', 'team=b', '--overwrite'] },
        { args: ['annotate', 'ns', 'default', 'owner=me'] },
        { args: ['edit', 'ns', 'default'], env: { EDITOR: 'sed -i s/team:\\ b/team:\\ c/' } },
        { args: ['edit', 'ns', 'default'], env: { EDITOR: 'true' } },
        { args: ['wait', 'ns/default', '--for=jsonpath={.status.phase}=Active'] },
        { args: ['wait', 'ns/default', '--for=jsonpath={.metadata.labels.team}=c', '--timeout=0'] },
        { args: ['describe', 'ns', 'default'] },
      ];
      for (const { args, env } of steps) {
        const theirs = await runKubectl(kc, args, env ? { env } : {});
        const ours = await runCtl(cc, args, env ? { env } : {});
        expect({ args, ...ours }).toEqual({ args, ...theirs });
      }
      expect((await c.client.namespaces.get('default')).metadata?.labels).toEqual((await k.client.namespaces.get('default')).metadata?.labels);
      expect((await c.client.namespaces.get('default')).metadata?.labels?.['team']).toBe('c');
    }, 120_000);

    it('describes namespaces as kubectl does', async () => {
      const { url } = await startCluster();
      for (const args of [['describe', 'namespace', 'default'], ['describe', 'ns', 'kube-system']]) {
        const { kubectl, ctl } = await sideBySide(url, args);
        expect({ args, ...ctl }).toEqual({ args, ...kubectl });
      }
    }, 60_000);
  }),
);

describe('ctl --help', () => {
  it('lists the commands in kubectl groups', async () => {
    const r = await runCli(['--help']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const groups = r.stdout.split('\n').filter((l) => /^\S.*:$/.test(l));
    expect(groups).toEqual([
      'Basic Commands (Beginner):',
      'Basic Commands (Intermediate):',
      'Troubleshooting and Debugging Commands:',
      'Advanced Commands:',
      'Settings Commands:',
      'Other Commands:',
      'Usage:',
    ]);
    expect(r.stdout).toMatch(/Advanced Commands:\n {2}diff +Diff the live version against a would-be applied version\n {2}apply .*\n {2}patch .*\n {2}replace .*\n {2}wait +Experimental: Wait for a specific condition on one or many resources\n/);
    expect(r.stdout).toMatch(/Settings Commands:\n {2}label +Update the labels on a resource\n {2}annotate +Update the annotations on a resource\n {2}completion +Output shell completion code/);
    expect(r.stdout).toMatch(/Troubleshooting and Debugging Commands:\n {2}describe +Show details of a specific resource or group of resources\n/);
    expect((await runCli(['-h'])).stdout).toBe(r.stdout);
  }, 30_000);
});
