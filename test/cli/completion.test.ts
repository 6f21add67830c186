/**
 * `ctl completion bash|zsh|fish`: the bash script loads (`complete -p ctl`) and completes
 * commands, resource types and object names from the server (through the hidden
 * `__complete` command), run in a real bash with `ctl` on PATH.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_OBJECTS } from '../../src/server/demo-data.js';
import { startCluster } from '../e2e/harness.js';
import { CTL, isolatedHome, runCli } from './run-cli.js';

/** A PATH holding a `ctl` that runs the built CLI. */
function ctlOnPath(): string {
  const bin = isolatedHome();
  const ctl = join(bin, 'ctl');
  writeFileSync(ctl, `#!/bin/sh\nexec "${process.execPath}" "${CTL}" "$@"\n`);
  chmodSync(ctl, 0o755);
  return `${bin}:${process.env.PATH ?? ''}`;
}

/** Asynchronous, so the in-process server keeps answering while bash runs. */
async function bash(script: string, path: string): Promise<string> {
  return (await promisify(execFile)('bash', ['-c', script], { env: { PATH: path, HOME: isolatedHome() }, encoding: 'utf8' })).stdout;
}

/** Completes the words (the last one being typed) as bash would on Tab. */
async function complete(words: readonly string[], path: string): Promise<string[]> {
  const quoted = words.map((w) => `'${w}'`).join(' ');
  const out = await bash(`source <(ctl completion bash) && COMP_WORDS=(ctl ${quoted}) && COMP_CWORD=${words.length} && __ctl_complete && printf '%s\\n' "\${COMPREPLY[@]}"`, path);
  return out.split('\n').filter((l) => l !== '');
}

describe('ctl completion', () => {
  it('loads in bash', async () => {
    const path = ctlOnPath();
    expect(await bash('source <(ctl completion bash) && complete -p ctl', path)).toBe('complete -o default -F __ctl_complete ctl\n');
  });

  it('completes commands, resource types and names in bash', async () => {
    const { url } = await startCluster({ seed: DEMO_OBJECTS });
    const path = ctlOnPath();
    expect(await complete(['de'], path)).toEqual(['delete', 'describe']);
    expect(await complete(['get', 'run'], path)).toEqual(['runtimeclasses']);
    expect(await complete(['describe', 'runtimeclasses', '--server', url, ''], path)).toEqual(['gvisor', 'kata-containers', 'runc']);
    expect(await complete(['label', '-s', url, 'runtimeclass', 'g'], path)).toEqual(['gvisor']);
    expect(await complete(['get', 'runtimeclass', '-s', url], path)).toEqual([]);
    expect(await complete(['get', '--server', url, 'runtimeclasses', 'k'], path)).toEqual(['kata-containers']);
    expect(await complete(['get', '--server', url, 'leasecandidates', '-n', 'kube-system', ''], path)).toEqual(['kube-controller-manager-a', 'kube-controller-manager-b']);
    expect(await complete(['edit', '--server', url, 'runtimeclass/r'], path)).toEqual(['runtimeclass/runc']);
    expect(await complete(['config', 'set-c'], path)).toEqual(['set-cluster', 'set-context', 'set-credentials']);
    expect(await complete(['completion', ''], path)).toEqual(['bash', 'fish', 'zsh']);
  }, 60_000);

  it('prints zsh and fish scripts and refuses other shells as kubectl does', async () => {
    const zsh = await runCli(['completion', 'zsh']);
    expect(zsh.code).toBe(0);
    expect(zsh.stdout.startsWith('#compdef ctl\ncompdef _ctl ctl\n')).toBe(true);
    const fish = await runCli(['completion', 'fish']);
    expect(fish.code).toBe(0);
    expect(fish.stdout).toContain("complete -c ctl -f -a '(__ctl_complete)'");
    expect(await runCli(['completion', 'tcsh'])).toEqual({ code: 1, stdout: '', stderr: 'error: Unsupported shell type "tcsh".\nSee \'ctl completion -h\' for help and examples\n' });
    expect(await runCli(['completion'])).toEqual({ code: 1, stdout: '', stderr: "error: Shell not specified.\nSee 'ctl completion -h' for help and examples\n" });
  }, 30_000);
});
