import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCluster } from '../e2e/harness.js';
import { isolatedHome, runCli } from './run-cli.js';

const MANIFEST = `apiVersion: node.cluster.io/v1
kind: RuntimeClass
metadata:
  name: runc
handler: runc
---
apiVersion: coordination.cluster.io/v1beta1
kind: LeaseCandidate
metadata:
  name: cand
  namespace: kube-system
spec:
  leaseName: kube-scheduler
  binaryVersion: 1.33.0
  emulationVersion: 1.33.0
  strategy: OldestEmulationVersion
`;

describe('ctl create and delete', () => {
  it('creates every document of a manifest and reports each', async () => {
    const { url, client } = await startCluster();
    const dir = isolatedHome();
    const file = join(dir, 'objects.yaml');
    writeFileSync(file, MANIFEST);
    const r = await runCli(['create', '-f', file, '--server', url]);
    expect(r).toEqual({
      code: 0,
      stderr: '',
      stdout: 'runtimeclass.node.cluster.io/runc created\nleasecandidate.coordination.cluster.io/cand created\n',
    });
    expect((await client.leaseCandidates.namespace('kube-system').get('cand')).spec?.binaryVersion).toBe('1.33.0');
    const again = await runCli(['create', '-f', file, '--server', url]);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      `Error from server (AlreadyExists): error when creating "${file}": runtimeclasses.node.cluster.io "runc" already exists\n` +
        `Error from server (AlreadyExists): error when creating "${file}": leasecandidates.coordination.cluster.io "cand" already exists\n`,
    );
  });

  it('reads JSON from stdin and prints validation errors like kubectl', async () => {
    const { url } = await startCluster();
    const r = await runCli(['create', '-f', '-', '--server', url], {
      stdin: JSON.stringify({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name: 'x' }, handler: 'Bad' }),
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      `The RuntimeClass "x" is invalid: handler: Invalid value: "Bad": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')\n`,
    );
  });

  it('deletes by name and reports a missing one', async () => {
    const { url, client } = await startCluster();
    await client.runtimeClasses.create({ metadata: { name: 'runc' }, handler: 'runc' });
    const r = await runCli(['delete', 'runtimeclass', 'runc', 'ghost', '--server', url]);
    expect(r).toEqual({
      code: 1,
      stdout: 'runtimeclass.node.cluster.io "runc" deleted\n',
      stderr: 'Error from server (NotFound): runtimeclasses.node.cluster.io "ghost" not found\n',
    });
    const quiet = await runCli(['delete', 'runtimeclass', 'ghost', '--ignore-not-found', '--server', url]);
    expect(quiet).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('refuses a namespace conflict between -n and the object', async () => {
    const { url } = await startCluster();
    const dir = isolatedHome();
    const file = join(dir, 'o.yaml');
    writeFileSync(file, MANIFEST);
    const r = await runCli(['create', '-f', file, '-n', 'default', '--server', url]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`error: the namespace from the provided object "kube-system" does not match the namespace "default". You must pass '--namespace=kube-system' to perform this operation.`);
  });
});
