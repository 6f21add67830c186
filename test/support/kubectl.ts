/**
 * Test helper: the installed stock kubectl, run against a server with a kubeconfig of its own.
 * Tests wrap their suites in `withProgram('kubectl', KUBECTL, ...)` so that a machine without
 * kubectl fails them naming it, never skips them.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `kubectl` when it is on PATH and runs, else undefined. */
export function findKubectl(): string | undefined {
  try {
    execFileSync('kubectl', ['version', '--client'], { stdio: 'ignore' });
    return 'kubectl';
  } catch {
    return undefined;
  }
}

export const KUBECTL = findKubectl();

export interface KubectlRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** A kubeconfig in `dir` naming `url` with an anonymous user; returns its path. */
export function kubeconfigFor(url: string, dir = mkdtempSync(join(tmpdir(), 'ctl-kubectl-'))): string {
  const path = join(dir, 'config');
  writeFileSync(
    path,
    `apiVersion: v1\nkind: Config\nclusters:\n- name: c\n  cluster:\n    server: ${url}\nusers:\n- name: u\n  user: {}\ncontexts:\n- name: x\n  context: {cluster: c, user: u}\ncurrent-context: x\n`,
  );
  return path;
}

/**
 * kubectl against `url`: its own temp dir (HOME, kubeconfig, --cache-dir), `run(args, stdin)`
 * resolving with exit code and output. `env` adds variables (e.g. EDITOR).
 */
export async function kubectlAgainst(url: string) {
  const dir = mkdtempSync(join(tmpdir(), 'ctl-kubectl-'));
  const kubeconfig = kubeconfigFor(url, dir);
  const run = (args: string[], stdin?: string, env: Record<string, string> = {}): Promise<KubectlRun> =>
    new Promise((resolve, reject) => {
      const child = spawn(KUBECTL!, ['--kubeconfig', kubeconfig, '--cache-dir', join(dir, 'cache'), ...args], {
        stdio: ['pipe', 'pipe', 'pipe'],
        env: { PATH: process.env.PATH ?? '', HOME: dir, ...env },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
      child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(stdin ?? '');
    });
  return { run, dir, kubeconfig };
}
