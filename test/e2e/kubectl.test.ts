/**
 * A stock kubectl against the reference server: discovery, get in every output, watch,
 * server-side apply (create, conflict, force), delete, api-resources, explain and create
 * namespace. Each test gets its own kubeconfig and --cache-dir. Without kubectl the file fails
 * with one test saying so.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCluster, until } from './harness.js';
import { withProgram } from '../support/prerequisite.js';
import { KUBECTL, kubectlAgainst } from '../support/kubectl.js';


const RC = (name: string, team: string) => `apiVersion: node.cluster.io/v1\nkind: RuntimeClass\nmetadata:\n  name: ${name}\n  labels:\n    team: ${team}\nhandler: ${name}\n`;

withProgram('kubectl', KUBECTL, 'install kubectl (the machine image carries it as /usr/bin/kubectl)', () => describe('stock kubectl', () => {
  it('discovers the API: api-resources, api-versions and explain', async () => {
    const { url } = await startCluster();
    const { run } = await kubectlAgainst(url);
    const resources = await run(['api-resources']);
    expect(resources.code).toBe(0);
    expect(resources.stdout).toMatch(/^runtimeclasses\s+node\.cluster\.io\/v1\s+false\s+RuntimeClass$/m);
    expect(resources.stdout).toMatch(/^leasecandidates\s+coordination\.cluster\.io\/v1beta1\s+true\s+LeaseCandidate$/m);
    expect(resources.stdout).toMatch(/^leases\s+coordination\.cluster\.io\/v1\s+true\s+Lease$/m);
    const versions = await run(['api-versions']);
    expect(versions.stdout.split('\n')).toEqual(expect.arrayContaining(['coordination.cluster.io/v1', 'coordination.cluster.io/v1beta1', 'node.cluster.io/v1', 'v1']));
    const explain = await run(['explain', 'runtimeclasses.handler']);
    expect(explain.code).toBe(0);
    expect(explain.stdout).toContain('KIND:       RuntimeClass');
    expect(explain.stdout).toContain('FIELD: handler <string>');
  });

  it('gets with server-side tables in every output, across namespaces and by label', async () => {
    const { url } = await startCluster({ seed: (await import('../../src/server/demo-data.js')).DEMO_OBJECTS });
    const { run } = await kubectlAgainst(url);
    const table = await run(['get', 'runtimeclasses']);
    expect(table.stdout).toMatch(/^NAME\s+HANDLER\s+AGE\ngvisor\s+runsc\s+\d+s\nkata-containers\s+kata\s+\d+s\nrunc\s+runc\s+\d+s\n$/);
    expect((await run(['get', 'runtimeclasses', '-o', 'wide'])).stdout).toMatch(/^NAME\s+HANDLER\s+AGE\n/);
    expect((await run(['get', 'leasecandidates', '-A'])).stdout).toMatch(/^NAMESPACE\s+NAME\s+LEASENAME\s+BINARYVERSION\s+EMULATIONVERSION\s+AGE\nkube-system\s+kube-controller-manager-a\s+kube-controller-manager\s+1\.33\.0\s+1\.33\.0\s+\d+s\n/);
    expect((await run(['get', 'runtimeclasses', '-l', 'runtime.cluster.io/sandboxed=false', '-o', 'name'])).stdout).toBe('runtimeclass.node.cluster.io/runc\n');
    expect(JSON.parse((await run(['get', 'runtimeclass', 'gvisor', '-o', 'json'])).stdout).overhead.podFixed).toEqual({ cpu: '250m', memory: '64Mi' });
    expect((await run(['get', 'runtimeclass', 'runc', '-o', 'yaml'])).stdout).toMatch(/^apiVersion: node\.cluster\.io\/v1\nhandler: runc\nkind: RuntimeClass\n/);
    const missing = await run(['get', 'runtimeclass', 'nope']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Error from server (NotFound): runtimeclasses.node.cluster.io "nope" not found');
  });

  it('gets, applies and deletes leases: the HOLDER column, -o yaml, describe', async () => {
    const { url, client } = await startCluster();
    const { run } = await kubectlAgainst(url);
    await client.namespaces.create({ metadata: { name: 'x' } });
    await client.leases.namespace('x').create({ metadata: { name: 'sched' }, spec: { holderIdentity: 'node-a_1234', leaseDurationSeconds: 15, renewTime: '2026-01-02T03:04:05.123456Z' } });
    await client.leases.namespace('x').create({ metadata: { name: 'free' } });
    const table = await run(['get', 'leases', '-n', 'x']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^NAME\s+HOLDER\s+AGE\nfree\s+\d+s\nsched\s+node-a_1234\s+\d+s\n$/);
    const yaml = await run(['get', 'lease', 'sched', '-n', 'x', '-o', 'yaml']);
    expect(yaml.stdout).toMatch(/^apiVersion: coordination\.cluster\.io\/v1\nkind: Lease\n/);
    expect(yaml.stdout).toContain('spec:\n  holderIdentity: node-a_1234\n  leaseDurationSeconds: 15\n  renewTime: "2026-01-02T03:04:05.123456Z"\n');
    const applied = await run(
      ['apply', '--server-side', '--field-manager', 'me', '-n', 'x', '-f', '-'],
      'apiVersion: coordination.cluster.io/v1\nkind: Lease\nmetadata:\n  name: applied\nspec:\n  holderIdentity: me\n  leaseTransitions: 0\n',
    );
    expect(applied).toMatchObject({ code: 0, stdout: 'lease.coordination.cluster.io/applied serverside-applied\n' });
    expect((await client.leases.namespace('x').get('applied')).spec).toEqual({ holderIdentity: 'me', leaseTransitions: 0 });
    const described = await run(['describe', 'lease', 'sched', '-n', 'x']);
    expect(described.code).toBe(0);
    expect(described.stdout).toMatch(/^Name:\s+sched\nNamespace:\s+x\n/);
    expect(described.stdout).toMatch(/Holder Identity:\s+node-a_1234\n/);
    const invalid = await run(['apply', '--server-side', '-n', 'x', '-f', '-'], 'apiVersion: coordination.cluster.io/v1\nkind: Lease\nmetadata:\n  name: bad\nspec:\n  leaseDurationSeconds: 0\n');
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain('The Lease "bad" is invalid: spec.leaseDurationSeconds: Invalid value: 0: must be greater than 0');
    expect((await run(['delete', 'lease', 'sched', '-n', 'x'])).stdout).toBe('lease.coordination.cluster.io "sched" deleted\n');
  });

  it('watches with -w', async () => {
    const { url, client, server } = await startCluster();
    const { dir } = await kubectlAgainst(url);
    const child = spawn(KUBECTL!, ['--kubeconfig', join(dir, 'config'), '--cache-dir', join(dir, 'cache'), 'get', 'runtimeclasses', '-w', '--output-watch-events'], { env: { PATH: process.env.PATH ?? '', HOME: dir } });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    await until(() => server.api.registeredWatchers() === 1);
    await client.runtimeClasses.create({ metadata: { name: 'watched' }, handler: 'w' });
    // kubectl may write a row in more than one chunk: wait for the whole line.
    await until(() => /watched[^\n]*\n/.test(out));
    child.kill();
    expect(out).toMatch(/ADDED\s+watched\s+w\s+\S+\n/);
  });

  it('applies server-side: create, conflict, force; deletes; creates a namespace', async () => {
    const { url, client } = await startCluster();
    const { run } = await kubectlAgainst(url);
    const created = await run(['apply', '--server-side', '--field-manager', 'alice', '-f', '-'], RC('runc', 'a'));
    expect(created).toMatchObject({ code: 0, stdout: 'runtimeclass.node.cluster.io/runc serverside-applied\n' });
    const conflict = await run(['apply', '--server-side', '--field-manager', 'bob', '-f', '-'], RC('runc', 'b'));
    expect(conflict.code).toBe(1);
    expect(conflict.stderr).toContain('Apply failed with 1 conflict: conflict with "alice": .metadata.labels.team');
    expect(conflict.stderr).toContain('--force-conflicts');
    const forced = await run(['apply', '--server-side', '--field-manager', 'bob', '--force-conflicts', '-f', '-'], RC('runc', 'b'));
    expect(forced.code).toBe(0);
    expect((await client.runtimeClasses.get('runc')).metadata?.labels).toEqual({ team: 'b' });
    expect((await run(['delete', 'runtimeclass', 'runc'])).stdout).toBe('runtimeclass.node.cluster.io "runc" deleted\n');
    const ns = await run(['create', 'namespace', 'team-x']);
    expect(ns).toMatchObject({ code: 0, stdout: 'namespace/team-x created\n' });
    expect((await client.namespaces.get('team-x')).status?.phase).toBe('Active');
  });
}));
