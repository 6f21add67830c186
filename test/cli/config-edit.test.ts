/**
 * `ctl config set-cluster|set-credentials|set-context|rename-context|delete-context|
 * delete-cluster|delete-user|set|unset` beside kubectl: the same commands on two kubeconfig
 * files give the same messages and exit codes and leave the same files.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withProgram } from '../support/prerequisite.js';
import { KUBECTL } from './kubectl-side-by-side.js';
import { isolatedHome, runCli } from './run-cli.js';
import { spawn } from 'node:child_process';

function kubectl(args: readonly string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(KUBECTL!, args, { env: { PATH: process.env.PATH ?? '', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

withProgram('kubectl', KUBECTL, 'install kubectl (the machine image carries it as /usr/bin/kubectl)', () =>
  describe('ctl config editing commands', () => {
    it('answer as kubectl and write the same kubeconfig', async () => {
      const dir = isolatedHome();
      const ca = join(dir, 'ca.crt');
      writeFileSync(ca, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
      const steps: string[][] = [
        ['config', 'set-cluster', 'c1', '--server=https://1.2.3.4', '--insecure-skip-tls-verify=true'],
        ['config', 'set-cluster', 'c1', `--certificate-authority=${ca}`, '--embed-certs=true'],
        ['config', 'set-cluster', 'c1', '--tls-server-name=foo', '--proxy-url=http://p:3128'],
        ['config', 'set-cluster', 'c2', `--certificate-authority=${ca}`],
        ['config', 'set-cluster', 'c2', '--server=https://9.9.9.9'],
        ['config', 'set-cluster', 'c3', '--embed-certs'],
        ['config', 'set-credentials', 'u1', '--token=abc'],
        ['config', 'set-credentials', 'u1', '--username=a', '--password=b'],
        ['config', 'set-credentials', 'u1', '--token=x', '--username=a'],
        ['config', 'set-credentials', 'u1', `--client-certificate=${ca}`, `--client-key=${ca}`, '--embed-certs'],
        ['config', 'set-credentials', 'u2', '--exec-command=/bin/echo', '--exec-api-version=client.authentication.k8s.io/v1', '--exec-arg=a,b', '--exec-env=K=V'],
        ['config', 'set-credentials', 'u2', '--exec-env=K-', '--exec-arg=c'],
        ['config', 'set-context', 'x1', '--cluster', 'c1', '--user', 'u1'],
        ['config', 'use-context', 'x1'],
        ['config', 'rename-context', 'x1', 'x2'],
        ['config', 'rename-context', 'nope', 'x3'],
        ['config', 'rename-context', 'x2', 'x2'],
        ['config', 'set', 'clusters.c1.server', 'https://5.6.7.8'],
        ['config', 'set', 'users.u1.token', 'tok'],
        ['config', 'set', 'users.u1.client-key-data', 'aGVsbG8='],
        ['config', 'set', 'users.u1.client-key-data', 'hello', '--set-raw-bytes=true'],
        ['config', 'set', 'clusters.c9.insecure-skip-tls-verify', 'maybe'],
        ['config', 'set', 'contexts.q.namespace', 'team'],
        ['config', 'set', 'preferences.colors', 'true'],
        ['config', 'unset', 'users.u1.token'],
        ['config', 'unset', 'users.nope.token'],
        ['config', 'set', 'nope.x', 'y'],
        ['config', 'delete-context', 'x2'],
        ['config', 'delete-context', 'x2'],
        ['config', 'delete-context'],
        ['config', 'delete-cluster', 'c2'],
        ['config', 'delete-user', 'u2'],
        ['config', 'set', 'current-context', 'q'],
      ];
      const theirs = join(dir, 'kubectl-config');
      const ours = join(dir, 'ctl-config');
      for (const args of steps) {
        const k = await kubectl(args, { KUBECONFIG: theirs, HOME: dir });
        const c = await runCli(args, { env: { KUBECONFIG: ours } });
        const norm = (s: string) => s.replaceAll(theirs, 'FILE').replaceAll(ours, 'FILE').replace(/kubectl/g, 'ctl');
        expect({ args, code: c.code, stdout: norm(c.stdout), stderr: norm(c.stderr) }).toEqual({ args, code: k.code, stdout: norm(k.stdout), stderr: norm(k.stderr) });
      }
      expect(readFileSync(ours, 'utf8')).toBe(readFileSync(theirs, 'utf8'));
    }, 180_000);

    it('reports kubectl usage errors', async () => {
      expect(await runCli(['config', 'set-cluster'])).toEqual({ code: 1, stdout: '', stderr: 'error: Unexpected args: []\n' });
      expect(await runCli(['config', 'set-credentials'])).toEqual({ code: 1, stdout: '', stderr: 'error: unexpected args: []\n' });
      expect(await runCli(['config', 'set', 'a'])).toEqual({ code: 1, stdout: '', stderr: 'error: Unexpected args: [a]\n' });
      expect(await runCli(['config', 'unset'])).toEqual({ code: 1, stdout: '', stderr: 'error: Unexpected args: []\n' });
      expect(await runCli(['config', 'set-credentials', 'u', '--token=t', '--password=p'])).toEqual({
        code: 1,
        stdout: '',
        stderr: 'error: you cannot specify more than one authentication method at the same time: --token, --username/--password\n',
      });
    }, 60_000);
  }),
);
