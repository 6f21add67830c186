import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCluster } from '../e2e/harness.js';
import { CONFLICT_ADVICE } from '../../cli/commands/apply.js';
import { isolatedHome, runCli } from './run-cli.js';

const manifest = (team: string) => `apiVersion: node.cluster.io/v1
kind: RuntimeClass
metadata:
  name: runc
  labels:
    team: ${team}
handler: runc
`;

describe('ctl apply, patch, replace, delete', () => {
  it('shows the conflict between two field managers and --force-conflicts resolves it', async () => {
    const { url, client } = await startCluster();
    const dir = isolatedHome();
    writeFileSync(join(dir, 'a.yaml'), manifest('a'));
    writeFileSync(join(dir, 'b.yaml'), manifest('b'));
    const first = await runCli(['apply', '--server-side', '-f', join(dir, 'a.yaml'), '--field-manager', 'alice', '--server', url]);
    expect(first).toEqual({ code: 0, stderr: '', stdout: 'runtimeclass.node.cluster.io/runc serverside-applied\n' });
    const second = await runCli(['apply', '--server-side', '-f', join(dir, 'b.yaml'), '--field-manager', 'bob', '--server', url]);
    expect(second).toEqual({
      code: 1,
      stdout: '',
      stderr: `error: Apply failed with 1 conflict: conflict with "alice": .metadata.labels.team\n${CONFLICT_ADVICE}\n`,
    });
    const forced = await runCli(['apply', '--server-side', '-f', join(dir, 'b.yaml'), '--field-manager', 'bob', '--force-conflicts', '--server', url]);
    expect(forced).toEqual({ code: 0, stderr: '', stdout: 'runtimeclass.node.cluster.io/runc serverside-applied\n' });
    expect((await client.runtimeClasses.get('runc')).metadata?.labels).toEqual({ team: 'b' });
  });

  it('patches with each type and reports no-op patches', async () => {
    const { url, client } = await startCluster();
    await client.runtimeClasses.create({ metadata: { name: 'runc' }, handler: 'runc' });
    const merge = await runCli(['patch', 'runtimeclass', 'runc', '--type', 'merge', '-p', '{"metadata":{"labels":{"a":"b"}}}', '--server', url]);
    expect(merge).toEqual({ code: 0, stderr: '', stdout: 'runtimeclass.node.cluster.io/runc patched\n' });
    const again = await runCli(['patch', 'runtimeclass/runc', '--type', 'merge', '-p', '{"metadata":{"labels":{"a":"b"}}}', '--server', url]);
    expect(again.stdout).toBe('runtimeclass.node.cluster.io/runc patched (no change)\n');
    const json = await runCli(['patch', 'runtimeclass', 'runc', '--type', 'json', '-p', '[{"op":"remove","path":"/metadata/labels/a"}]', '--server', url]);
    expect(json.code).toBe(0);
    expect((await client.runtimeClasses.get('runc')).metadata?.labels ?? {}).toEqual({});
    const bad = await runCli(['patch', 'runtimeclass', 'runc', '--type', 'json', '-p', '[{"op":"test","path":"/handler","value":"x"}]', '--server', url]);
    expect(bad).toEqual({ code: 1, stdout: '', stderr: 'The request is invalid: the server rejected our request due to an error in our request\n' });
  });

  it('replaces from a file and deletes by file, label and --all', async () => {
    const { url, client } = await startCluster();
    const dir = isolatedHome();
    writeFileSync(join(dir, 'rc.yaml'), manifest('x'));
    expect((await runCli(['create', '-f', join(dir, 'rc.yaml'), '--server', url])).code).toBe(0);
    writeFileSync(join(dir, 'rc.yaml'), manifest('y'));
    expect(await runCli(['replace', '-f', join(dir, 'rc.yaml'), '--server', url])).toEqual({ code: 0, stderr: '', stdout: 'runtimeclass.node.cluster.io/runc replaced\n' });
    expect((await client.runtimeClasses.get('runc')).metadata?.labels).toEqual({ team: 'y' });
    expect(await runCli(['delete', '-f', join(dir, 'rc.yaml'), '--dry-run=server', '--server', url])).toEqual({
      code: 0,
      stderr: '',
      stdout: 'runtimeclass.node.cluster.io "runc" deleted (server dry run)\n',
    });
    expect(await runCli(['delete', '-f', join(dir, 'rc.yaml'), '--server', url])).toEqual({ code: 0, stderr: '', stdout: 'runtimeclass.node.cluster.io "runc" deleted\n' });
    for (const [n, l] of [['a', 'x'], ['b', 'y'], ['c', 'x']]) await client.runtimeClasses.create({ metadata: { name: n!, labels: { k: l! } }, handler: n! });
    expect((await runCli(['delete', 'runtimeclasses', '-l', 'k=x', '--server', url])).stdout).toBe(
      'runtimeclass.node.cluster.io "a" deleted\nruntimeclass.node.cluster.io "c" deleted\n',
    );
    expect((await runCli(['delete', 'runtimeclasses', '--all', '--server', url])).stdout).toBe('runtimeclass.node.cluster.io "b" deleted\n');
    expect((await runCli(['delete', 'runtimeclasses', '--all', '--server', url])).stdout).toBe('No resources found\n');
  });
});
