/**
 * Server warnings as kubectl prints them: `Warning:` in bold yellow (client-go's
 * `\u001b[33;1m` ... `\u001b[0m`) when stderr is a terminal, TERM is not dumb and NO_COLOR is
 * unset; plain otherwise; each distinct warning once. The terminal is a pseudo-terminal from
 * script(1).
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCluster } from '../e2e/harness.js';
import { CTL, isolatedHome, runCli } from './run-cli.js';
import { allowsColorOutput, warningPrinter } from '../../cli/warnings.js';

const MISSPELT = 'apiVersion: node.cluster.io/v1\nkind: RuntimeClass\nmetadata:\n  name: x\nhandlr: runc\nhandler: runc\n';

/** Run ctl on a pseudo-terminal (stdout and stderr both go to it). */
function onTerminal(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const home = isolatedHome();
  const command = [process.execPath, CTL, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qec', command, '/dev/null'], { env: { PATH: process.env.PATH ?? '', HOME: home, TERM: 'xterm', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output: output.replace(/\r\n/g, '\n') }));
  });
}

describe('warnings on stderr', () => {
  it('colours the Warning: prefix on a terminal, not with NO_COLOR or TERM=dumb or through a pipe', async () => {
    const { url } = await startCluster();
    const file = join(isolatedHome(), 'x.yaml');
    writeFileSync(file, MISSPELT);
    const args = ['create', '-f', file, '--validate=warn', '--dry-run=server', '--server', url];
    const tty = await onTerminal(args, {});
    expect(tty).toEqual({ code: 0, output: '\u001b[33;1mWarning:\u001b[0m unknown field "handlr"\nruntimeclass.node.cluster.io/x created (server dry run)\n' });
    const noColor = await onTerminal(args, { NO_COLOR: '' });
    expect(noColor.output).toBe('Warning: unknown field "handlr"\nruntimeclass.node.cluster.io/x created (server dry run)\n');
    const dumb = await onTerminal(args, { TERM: 'dumb' });
    expect(dumb.output).toBe('Warning: unknown field "handlr"\nruntimeclass.node.cluster.io/x created (server dry run)\n');
    const piped = await runCli(args);
    expect(piped.stderr).toBe('Warning: unknown field "handlr"\n');
  }, 60_000);

  it('prints each distinct warning once (client-go deduplicates for kubectl)', () => {
    let out = '';
    const print = warningPrinter({ write: (s: string) => (out += s), isTTY: false }, {});
    print('a');
    print('b');
    print('a');
    expect(out).toBe('Warning: a\nWarning: b\n');
    expect(allowsColorOutput({ write: () => true, isTTY: true }, {})).toBe(true);
    expect(allowsColorOutput({ write: () => true, isTTY: true }, { NO_COLOR: '' })).toBe(false);
  });
});
