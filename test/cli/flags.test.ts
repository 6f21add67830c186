/**
 * cobra's and pflag's command-line errors, as kubectl prints them (with ctl in place of
 * kubectl): unknown commands with "Did you mean this?", unknown flags (once, as typed),
 * flags missing their value and values of the wrong type. And a closed stdout pipe ends ctl
 * as it ends kubectl: by SIGPIPE, without a stack trace.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCluster } from '../e2e/harness.js';
import { withProgram } from '../support/prerequisite.js';
import { KUBECTL, kubectlAgainst } from '../support/kubectl.js';
import { CTL, isolatedHome, runCli, type CliResult } from './run-cli.js';

const usage = (path: string) => `See '${path} --help' for usage.\n`;

describe('command-line errors as cobra prints them', () => {
  it('suggests commands for a mistyped one', async () => {
    expect(await runCli(['gt'])).toEqual({ code: 1, stdout: '', stderr: 'error: unknown command "gt" for "ctl"\n\nDid you mean this?\n\tget\n' });
    expect(await runCli(['xyzzy'])).toEqual({ code: 1, stdout: '', stderr: 'error: unknown command "xyzzy" for "ctl"\n' });
    expect(await runCli(['config', 'viw'])).toEqual({ code: 1, stdout: '', stderr: `error: unknown command "viw"\nSee 'ctl config -h' for help and examples\n` });
  });

  it('prints an unknown flag once, as typed', async () => {
    expect(await runCli(['get', 'runtimeclasses', '--foo-bar'])).toEqual({ code: 1, stdout: '', stderr: 'error: unknown flag: --foo-bar\n' + usage('ctl get') });
    expect(await runCli(['get', 'runtimeclasses', '-xyz'])).toEqual({ code: 1, stdout: '', stderr: "error: unknown shorthand flag: 'x' in -xyz\n" + usage('ctl get') });
    expect(await runCli(['--foo', 'get', 'runtimeclasses'])).toEqual({ code: 1, stdout: '', stderr: 'error: unknown flag: --foo\n' + usage('ctl') });
    expect(await runCli(['config', 'view', '--foo'])).toEqual({ code: 1, stdout: '', stderr: 'error: unknown flag: --foo\n' + usage('ctl config view') });
  });

  it('refuses a flag without its value and values of the wrong type', async () => {
    expect(await runCli(['get', 'runtimeclasses', '-n'])).toEqual({ code: 1, stdout: '', stderr: "Error: flag needs an argument: 'n' in -n\n" + usage('ctl get') });
    expect(await runCli(['get', 'runtimeclasses', '--namespace'])).toEqual({ code: 1, stdout: '', stderr: 'Error: flag needs an argument: --namespace\n' + usage('ctl get') });
    expect(await runCli(['get', 'runtimeclasses', '-o'])).toEqual({ code: 1, stdout: '', stderr: "error: flag needs an argument: 'o' in -o\n" + usage('ctl get') });
    expect(await runCli(['get', 'runtimeclasses', '--chunk-size=abc'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: invalid argument "abc" for "--chunk-size" flag: strconv.ParseInt: parsing "abc": invalid syntax\n' + usage('ctl get'),
    });
    expect(await runCli(['get', 'runtimeclasses', '--chunk-size', '1.5'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: invalid argument "1.5" for "--chunk-size" flag: strconv.ParseInt: parsing "1.5": invalid syntax\n' + usage('ctl get'),
    });
    expect(await runCli(['get', 'runtimeclasses', '-w=foo'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: invalid argument "foo" for "-w, --watch" flag: strconv.ParseBool: parsing "foo": invalid syntax\n' + usage('ctl get'),
    });
  });

  it('names an unknown resource type', async () => {
    const { url } = await startCluster();
    expect(await runCli(['get', 'runtimeclas', '--server', url])).toEqual({ code: 1, stdout: '', stderr: 'error: the server doesn\'t have a resource type "runtimeclas"\n' });
  });
});

/** kubectl with the same arguments against the same server, as a CliResult. */
async function kubectl(url: string, args: string[]): Promise<CliResult> {
  const { code, stdout, stderr } = await (await kubectlAgainst(url)).run(args);
  return { code: code ?? 1, stdout, stderr };
}

withProgram('kubectl', KUBECTL, 'install kubectl (the machine image carries it as /usr/bin/kubectl)', () =>
  describe('flag errors as kubectl', () => {
    it('prints what kubectl prints, ctl for kubectl', async () => {
      const { url } = await startCluster();
      const cases = [
        ['get', 'runtimeclasses', '--foo'],
        ['get', 'runtimeclasses', '-xyz'],
        ['get', 'runtimeclasses', '-n'],
        ['get', 'runtimeclasses', '--namespace'],
        ['get', 'runtimeclasses', '--chunk-size'],
        ['get', 'runtimeclasses', '--chunk-size=abc'],
        ['get', 'runtimeclasses', '--no-headers=abc'],
        ['get', 'runtimeclas'],
        ['config', 'viw'],
        ['config', 'view', '--foo'],
      ];
      for (const args of cases) {
        const theirs = await kubectl(url, args);
        // --server first: pflag would take it as the value of a trailing flag.
        const ours = await runCli(['--server', url, ...args]);
        expect({ args, ...ours }).toEqual({ args, ...theirs, stderr: theirs.stderr.replaceAll('kubectl', 'ctl') });
      }
    }, 120_000);
  }),
);

describe('a closed stdout pipe', () => {
  it('ends ctl by SIGPIPE with nothing on stderr (no EPIPE stack trace)', async () => {
    const { url, client } = await startCluster();
    const pad = 'x'.repeat(200);
    await Promise.all(Array.from({ length: 600 }, (_, i) => client.runtimeClasses.create({ metadata: { name: `rc-${i}`, annotations: { pad } }, handler: 'runc' })));
    const child = spawn(process.execPath, [CTL, 'get', 'runtimeclasses', '-o', 'yaml', '--server', url], {
      env: { PATH: process.env.PATH ?? '', HOME: isolatedHome() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    // As `| head -1`: read the first chunk, then close the pipe.
    child.stdout.once('data', () => child.stdout.destroy());
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.on('close', (c, s) => resolve([c, s])));
    expect({ code, signal, stderr }).toEqual({ code: null, signal: 'SIGPIPE', stderr: '' });
  }, 60_000);
});
