/**
 * Runs the installed kubectl and the built ctl side by side with the same arguments against
 * the same server (each with its own kubeconfig naming that server), for tests that compare
 * their outputs byte for byte.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli, type CliResult } from './run-cli.js';
import { KUBECTL, kubeconfigFor } from '../support/kubectl.js';

export { KUBECTL, kubeconfigFor };



export interface SideOptions {
  readonly env?: Record<string, string>;
  readonly stdin?: string;
}

export function runKubectl(kubeconfig: string, args: readonly string[], opts: SideOptions = {}): Promise<CliResult> {
  const dir = mkdtempSync(join(tmpdir(), 'ctl-kubectl-home-'));
  return new Promise((resolve, reject) => {
    const child = spawn(KUBECTL!, ['--kubeconfig', kubeconfig, '--cache-dir', join(dir, 'cache'), ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '', HOME: dir, ...(opts.env ?? {}) },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ stdout, stderr, code }));
    child.stdin.end(opts.stdin ?? '');
  });
}

export function runCtl(kubeconfig: string, args: readonly string[], opts: SideOptions = {}): Promise<CliResult> {
  return runCli(['--kubeconfig', kubeconfig, ...args], { ...(opts.env ? { env: opts.env } : {}), ...(opts.stdin !== undefined ? { stdin: opts.stdin } : {}) });
}

/** Both programs' results for the same arguments, kubectl's first (its texts name "kubectl" where ctl's name "ctl"). */
export async function sideBySide(url: string, args: readonly string[], opts: SideOptions = {}): Promise<{ kubectl: CliResult; ctl: CliResult }> {
  const kubeconfig = kubeconfigFor(url);
  const kubectl = await runKubectl(kubeconfig, args, opts);
  const ctl = await runCtl(kubeconfig, args, opts);
  return { kubectl: { ...kubectl, stderr: kubectl.stderr.replace(/kubectl/g, 'ctl'), stdout: kubectl.stdout.replace(/kubectl/g, 'ctl') }, ctl };
}
