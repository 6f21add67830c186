/**
 * Stock kubectl against the reference server, namespaces end to end: create and apply from a
 * file (which download the OpenAPI v3 document for validation), label, annotate, edit through
 * a scripted EDITOR, `get -w` seeing a change, delete. Each test gets its own kubeconfig and
 * --cache-dir. Without kubectl the file fails with one test saying so.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCluster, until } from './harness.js';
import { withProgram } from '../support/prerequisite.js';
import { KUBECTL, kubeconfigFor, type KubectlRun } from '../support/kubectl.js';


/** A kubeconfig for `url` in a fresh directory, and a runner of kubectl with it. */
function kubectlAgainst(url: string) {
  const dir = mkdtempSync(join(tmpdir(), 'ctl-kubectl-ns-'));
  const kubeconfig = kubeconfigFor(url, dir);
  const baseArgs = ['--kubeconfig', kubeconfig, '--cache-dir', join(dir, 'cache')];
  const env = (extra: Record<string, string> = {}) => ({ PATH: process.env.PATH ?? '', HOME: dir, ...extra });
  const run = (args: string[], opts: { stdin?: string; env?: Record<string, string> } = {}): Promise<KubectlRun> =>
    new Promise((resolve, reject) => {
      const child = spawn(KUBECTL!, [...baseArgs, ...args], { stdio: ['pipe', 'pipe', 'pipe'], env: env(opts.env) });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
      child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(opts.stdin ?? '');
    });
  return { run, dir, baseArgs, env };
}

const NS_YAML = (labels: Record<string, string>) =>
  `apiVersion: v1\nkind: Namespace\nmetadata:\n  name: team\n  labels:\n${Object.entries(labels).map(([k, v]) => `    ${k}: ${v}\n`).join('')}`;

withProgram('kubectl', KUBECTL, 'install kubectl (the machine image carries it as /usr/bin/kubectl)', () =>
  describe('stock kubectl: namespaces', () => {
    it('create -f, then label, annotate and delete', async () => {
      const { url, client } = await startCluster();
      const { run, dir } = kubectlAgainst(url);
      const file = join(dir, 'ns.yaml');
      writeFileSync(file, NS_YAML({ tier: 'gold' }));
      const created = await run(['create', '-f', file]);
      expect(created).toMatchObject({ code: 0, stdout: 'namespace/team created\n' });
      const ns = await client.namespaces.get('team');
      expect(ns.status?.phase).toBe('Active');
      expect(ns.spec?.finalizers).toEqual(['kubernetes']);
      expect(await run(['label', 'ns', 'team', 'a=b'])).toMatchObject({ code: 0, stdout: 'namespace/team labeled\n' });
      expect(await run(['annotate', 'ns', 'team', 'a=b'])).toMatchObject({ code: 0, stdout: 'namespace/team annotated\n' });
      const after = await client.namespaces.get('team');
      expect(after.metadata?.labels).toEqual({ a: 'b', 'kubernetes.io/metadata.name': 'team', tier: 'gold' });
      expect(after.metadata?.annotations).toEqual({ a: 'b' });
      const table = await run(['get', 'ns', 'team']);
      expect(table.stdout).toMatch(/^NAME\s+STATUS\s+AGE\nteam\s+Active\s+\d+s\n$/);
      expect(await run(['delete', 'ns', 'team'])).toMatchObject({ code: 0, stdout: 'namespace "team" deleted\n' });
      expect((await run(['get', 'ns', 'team'])).stderr).toContain('Error from server (NotFound): namespaces "team" not found');
    });

    it('apply -f creates, then is unchanged, then configured', async () => {
      const { url, client } = await startCluster();
      const { run, dir } = kubectlAgainst(url);
      const file = join(dir, 'ns.yaml');
      writeFileSync(file, NS_YAML({ tier: 'gold' }));
      const first = await run(['apply', '-f', file]);
      expect(first).toMatchObject({ code: 0, stdout: 'namespace/team created\n' });
      const second = await run(['apply', '-f', file]);
      expect(second).toMatchObject({ code: 0, stdout: 'namespace/team unchanged\n' });
      writeFileSync(file, NS_YAML({ tier: 'silver' }));
      const third = await run(['apply', '-f', file]);
      expect(third).toMatchObject({ code: 0, stdout: 'namespace/team configured\n' });
      const ns = await client.namespaces.get('team');
      expect(ns.metadata?.labels?.tier).toBe('silver');
      expect(ns.metadata?.annotations?.['kubectl.kubernetes.io/last-applied-configuration']).toContain('"silver"');
    });

    it('edit with a scripted EDITOR patches the namespace', async () => {
      const { url, client } = await startCluster();
      const { run, dir } = kubectlAgainst(url);
      await client.namespaces.create({ metadata: { name: 'team' } });
      const editor = join(dir, 'edit.sh');
      // Adds a label under the server-set name label of the file kubectl hands over.
      writeFileSync(editor, '#!/bin/sh\nsed -i \'s/^    kubernetes.io\\/metadata.name: team$/&\\n    edited: "yes"/\' "$1"\n');
      chmodSync(editor, 0o755);
      const edited = await run(['edit', 'ns', 'team'], { env: { EDITOR: editor } });
      expect(edited).toMatchObject({ code: 0, stdout: 'namespace/team edited\n' });
      expect((await client.namespaces.get('team')).metadata?.labels).toEqual({ edited: 'yes', 'kubernetes.io/metadata.name': 'team' });
    });

    it('get ns -w sees a label change and the deletion', async () => {
      const { url, client, server } = await startCluster();
      const { baseArgs, env } = kubectlAgainst(url);
      await client.namespaces.create({ metadata: { name: 'team' } });
      const child = spawn(KUBECTL!, [...baseArgs, 'get', 'ns', 'team', '-w', '--output-watch-events', '-L', 'tier'], { env: env() });
      let out = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
      await until(() => server.api.registeredWatchers() === 1);
      const ns = await client.namespaces.get('team');
      await client.namespaces.update({ ...ns, metadata: { ...ns.metadata, labels: { ...ns.metadata?.labels, tier: 'gold' } } });
      await until(() => out.includes('gold'));
      await client.namespaces.delete('team');
      // The whole row: kubectl may write a row in more than one piece.
      await until(() => /\nDELETED[^\n]*\n/.test(out));
      child.kill();
      expect(out).toMatch(/^EVENT\s+NAME\s+STATUS\s+AGE\s+TIER\nADDED\s+team\s+Active\s+\d+s\s*\n/);
      expect(out).toMatch(/\nMODIFIED\s+team\s+Active\s+\d+s\s+gold\n/);
      expect(out).toMatch(/\nMODIFIED\s+team\s+Terminating\s+\d+s\s+gold\n/);
      expect(out).toMatch(/\nDELETED\s+team\s+Terminating\s+\d+s\s+gold\n/);
    });
  }),
);
