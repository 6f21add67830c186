/**
 * Runs the built `ctl` (the bundle, dist/bin/ctl.js) as a subprocess with an isolated HOME and no
 * KUBECONFIG, so the developer's own configuration never leaks into a test.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The shipped CLI: the bundle package.json `bin` points to (`npm run build`, scripts/build-cli.mjs). */
export const CTL = resolve(import.meta.dirname, '../../dist/bin/ctl.js');

export interface CliResult {
  readonly stdout: string;
  readonly stderr: string;
  readonly code: number | null;
}

export function isolatedHome(): string {
  return mkdtempSync(join(tmpdir(), 'ctl-home-'));
}

export function runCli(args: readonly string[], opts: { env?: Record<string, string>; stdin?: string; home?: string } = {}): Promise<CliResult> {
  const home = opts.home ?? isolatedHome();
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: home, ...(opts.env ?? {}) };
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [CTL, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ stdout, stderr, code }));
    child.stdin.end(opts.stdin ?? '');
  });
}

export interface LiveCli {
  /** Resolves once stdout contains `text`. */
  waitForStdout(text: string): Promise<void>;
  /** Sends SIGINT and resolves with the final result. */
  interrupt(): Promise<CliResult>;
  /** Sends SIGKILL (a crash: no clean-up runs) and resolves once the process is gone. */
  kill(): Promise<CliResult>;
  /** Resolves with the final result once the process has exited, whatever ended it (sends nothing). */
  exited(): Promise<CliResult>;
  /** Everything printed to stdout so far. */
  stdout(): string;
}

/** Start `ctl` and interact with it while it runs (watch commands). */
export function spawnCli(args: readonly string[]): LiveCli {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: isolatedHome() };
  const child = spawn(process.execPath, [CTL, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  const waiters: Array<{ text: string; resolve: () => void }> = [];
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
    for (const w of waiters.splice(0)) (stdout.includes(w.text) ? w.resolve() : waiters.push(w));
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const closed = new Promise<CliResult>((resolve) => child.on('close', (code) => resolve({ stdout, stderr, code })));
  return {
    waitForStdout: (text) =>
      stdout.includes(text) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ text, resolve })),
    interrupt: () => {
      child.kill('SIGINT');
      return closed;
    },
    kill: () => {
      child.kill('SIGKILL');
      return closed;
    },
    exited: () => closed,
    stdout: () => stdout,
  };
}
