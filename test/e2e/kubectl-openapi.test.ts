/**
 * A stock kubectl using the server's OpenAPI: `apply -f` of a `kind: List` (kubectl reads
 * /openapi/v2 as gnostic protobuf for it), `explain` naming Quantity maps, and strict validation
 * of a misspelt field, both server-side (one object) and client-side from the v2 schema (a List).
 * Without kubectl the file fails with one test saying so.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCluster } from './harness.js';
import { withProgram } from '../support/prerequisite.js';
import { KUBECTL, kubectlAgainst } from '../support/kubectl.js';


async function kubectlWithFiles(url: string) {
  const { run, dir } = await kubectlAgainst(url);
  const file = (name: string, text: string): string => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  return { run, file };
}

const LIST = `apiVersion: v1
kind: List
items:
- apiVersion: node.cluster.io/v1
  kind: RuntimeClass
  metadata:
    name: sandboxed
    labels:
      team: a
  handler: runsc
  overhead:
    podFixed:
      cpu: 250m
- apiVersion: coordination.cluster.io/v1beta1
  kind: LeaseCandidate
  metadata:
    name: candidate-a
    namespace: default
    labels:
      team: a
  spec:
    leaseName: controller
    binaryVersion: 1.33.0
    emulationVersion: 1.33.0
    strategy: OldestEmulationVersion
`;

withProgram('kubectl', KUBECTL, 'install kubectl (the machine image carries it as /usr/bin/kubectl)', () => describe('stock kubectl with the served OpenAPI', () => {
  it('applies a kind: List file, and again from its own `get -o yaml` backup', async () => {
    const { url, client } = await startCluster();
    const { run, file } = await kubectlWithFiles(url);
    const created = await run(['apply', '-f', file('list.yaml', LIST)]);
    expect(created.stderr).toBe('');
    expect(created).toMatchObject({
      code: 0,
      stdout: 'runtimeclass.node.cluster.io/sandboxed created\nleasecandidate.coordination.cluster.io/candidate-a created\n',
    });

    // the backup idiom: `get -o yaml > all.yaml`, edit, `apply -f all.yaml`
    const backup = await run(['get', 'runtimeclasses,leasecandidates', '-A', '-o', 'yaml']);
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^apiVersion: v1\nitems:\n/);
    expect(backup.stdout).toMatch(/\nkind: List\n/);
    const edited = backup.stdout.replaceAll('team: a', 'team: b');
    const applied = await run(['apply', '-f', file('all.yaml', edited)]);
    expect(applied.stderr).toBe('');
    expect(applied).toMatchObject({
      code: 0,
      stdout: 'runtimeclass.node.cluster.io/sandboxed configured\nleasecandidate.coordination.cluster.io/candidate-a configured\n',
    });
    expect((await client.runtimeClasses.get('sandboxed')).metadata?.labels).toEqual({ team: 'b' });
    const candidate = await client.leaseCandidates.namespace('default').get('candidate-a');
    expect(candidate.metadata?.labels).toEqual({ team: 'b' });
    expect(candidate.metadata?.annotations?.['kubectl.kubernetes.io/last-applied-configuration']).toContain('"team":"b"');
    // the original file once more: a three-way merge against the recorded configuration
    const back = await run(['apply', '-f', file('list.yaml', LIST)]);
    expect(back).toMatchObject({
      code: 0,
      stdout: 'runtimeclass.node.cluster.io/sandboxed configured\nleasecandidate.coordination.cluster.io/candidate-a configured\n',
    });
    expect((await client.runtimeClasses.get('sandboxed')).metadata?.labels).toEqual({ team: 'a' });
  });

  it('explains resource quantity maps as map[string]Quantity', async () => {
    const { url } = await startCluster();
    const { run } = await kubectlWithFiles(url);
    const overhead = await run(['explain', 'runtimeclass.overhead']);
    expect(overhead.code).toBe(0);
    expect(overhead.stdout).toContain('FIELD: overhead <Overhead>');
    expect(overhead.stdout).toMatch(/\n {2}podFixed\t<map\[string\]Quantity>\n/);
    const podFixed = await run(['explain', 'runtimeclass.overhead.podFixed']);
    expect(podFixed.stdout).toContain('FIELD: podFixed <map[string]Quantity>');
  });

  it('rejects a misspelt field with --validate=strict: by the server for one object, from the v2 schema in a List', async () => {
    const { url, client } = await startCluster();
    const { run, file } = await kubectlWithFiles(url);
    const one = file('bad.yaml', 'apiVersion: node.cluster.io/v1\nkind: RuntimeClass\nmetadata:\n  name: bad\nhandlr: runc\nhandler: runc\n');
    const rejected = await run(['create', '--validate=strict', '-f', one]);
    expect(rejected.code).toBe(1);
    expect(rejected.stderr).toBe(
      `Error from server (BadRequest): error when creating "${one}": RuntimeClass in version "v1" cannot be handled as a RuntimeClass: strict decoding error: unknown field "handlr"\n`,
    );
    const list = file('bad-list.yaml', 'apiVersion: v1\nkind: List\nitems:\n- apiVersion: node.cluster.io/v1\n  kind: RuntimeClass\n  metadata:\n    name: bad\n  handlr: runc\n  handler: runc\n');
    const invalid = await run(['create', '--validate=strict', '-f', list]);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toBe(
      `error: error validating "${list}": error validating data: ValidationError(RuntimeClass): unknown field "handlr" in io.cluster.api.node.v1.RuntimeClass; if you choose to ignore these errors, turn validation off with --validate=false\n`,
    );
    expect((await client.runtimeClasses.list()).items).toEqual([]);
  });
}));
