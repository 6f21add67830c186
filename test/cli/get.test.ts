import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCluster } from '../e2e/harness.js';
import { AgedClock } from '../support/aged-clock.js';
import { isolatedHome, runCli } from './run-cli.js';

const FIVE_DAYS = 5 * 24 * 3600 * 1000;

/** The demo objects, aged five days, so AGE prints a stable `5d`. */
async function demoCluster() {
  const { DEMO_OBJECTS } = await import('../../src/server/demo-data.js');
  const clock = new AgedClock();
  const cluster = await startCluster({ clock, seed: DEMO_OBJECTS });
  clock.age(FIVE_DAYS);
  return cluster;
}

describe('ctl get', () => {
  it('prints RuntimeClasses as a table like kubectl', async () => {
    const { url } = await demoCluster();
    const r = await runCli(['get', 'runtimeclasses', '-o', 'table', '--server', url]);
    expect(r).toEqual({
      code: 0,
      stderr: '',
      stdout: ['NAME              HANDLER   AGE', 'gvisor            runsc     5d', 'kata-containers   kata      5d', 'runc              runc      5d', ''].join('\n'),
    });
  });

  it.each(['runtimeclass', 'RuntimeClass', 'runtimeclasses.node.cluster.io', 'runtimeclass.v1.node.cluster.io'])('accepts the resource spelled %s', async (spelling) => {
    const { url } = await demoCluster();
    const r = await runCli(['get', spelling, 'runc', '--server', url]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('NAME   HANDLER   AGE\nrunc   runc      5d\n');
  });

  it('puts NAMESPACE first with -A', async () => {
    const { url } = await demoCluster();
    const r = await runCli(['get', 'leasecandidates', '-A', '--server', url]);
    expect(r.stdout).toBe(
      [
        'NAMESPACE     NAME                        LEASENAME                 BINARYVERSION   EMULATIONVERSION   AGE',
        'kube-system   kube-controller-manager-a   kube-controller-manager   1.33.0          1.33.0             5d',
        'kube-system   kube-controller-manager-b   kube-controller-manager   1.33.1          1.33.0             5d',
        '',
      ].join('\n'),
    );
  });

  it('uses -n and says so when nothing is found', async () => {
    const { url } = await demoCluster();
    const empty = await runCli(['get', 'leasecandidates', '--server', url]);
    expect(empty).toEqual({ code: 0, stdout: '', stderr: 'No resources found in default namespace.\n' });
    const r = await runCli(['get', 'leasecandidates', '-n', 'kube-system', '-o', 'name', '--server', url]);
    expect(r.stdout).toBe(
      'leasecandidate.coordination.cluster.io/kube-controller-manager-a\nleasecandidate.coordination.cluster.io/kube-controller-manager-b\n',
    );
  });

  it('filters with -l and --field-selector', async () => {
    const { url } = await demoCluster();
    const r = await runCli(['get', 'runtimeclasses', '-l', 'runtime.cluster.io/sandboxed=true', '--field-selector', 'metadata.name!=gvisor', '-o', 'name', '--server', url]);
    expect(r).toEqual({ code: 0, stdout: 'runtimeclass.node.cluster.io/kata-containers\n', stderr: '' });
  });

  it('prints one object as sorted-key JSON and several as a List', async () => {
    const { url } = await demoCluster();
    const one = await runCli(['get', 'runtimeclass', 'runc', '-o', 'json', '--server', url]);
    const obj = JSON.parse(one.stdout);
    expect(Object.keys(obj)).toEqual(['apiVersion', 'handler', 'kind', 'metadata']);
    expect(one.stdout).toContain('\n    "apiVersion": "node.cluster.io/v1",\n');
    const all = await runCli(['get', 'runtimeclasses', '-o', 'yaml', '--server', url]);
    expect(all.stdout.startsWith('apiVersion: v1\nitems:\n- apiVersion: node.cluster.io/v1\n')).toBe(true);
    expect(all.stdout.endsWith('kind: List\nmetadata:\n  resourceVersion: ""\n')).toBe(true);
  });

  it('prints server errors like kubectl and exits 1', async () => {
    const { url } = await demoCluster();
    const r = await runCli(['get', 'runtimeclass', 'runc', 'nope', '--server', url]);
    expect(r).toEqual({
      code: 1,
      stdout: 'NAME   HANDLER   AGE\nrunc   runc      5d\n',
      stderr: 'Error from server (NotFound): runtimeclasses.node.cluster.io "nope" not found\n',
    });
  });

  it('rejects an unknown resource type', async () => {
    const { url } = await demoCluster();
    const r = await runCli(['get', 'pods', '--server', url]);
    expect(r).toEqual({ code: 1, stdout: '', stderr: 'error: the server doesn\'t have a resource type "pods"\n' });
  });

  it('explains a refused connection like kubectl', async () => {
    const r = await runCli(['get', 'runtimeclasses', '--server', 'http://127.0.0.1:1']);
    expect(r).toEqual({ code: 1, stdout: '', stderr: 'The connection to the server 127.0.0.1:1 was refused - did you specify the right host or port?\n' });
  });

  it('explains a server name that does not resolve like kubectl', async () => {
    const r = await runCli(['get', 'runtimeclasses', '--server', 'http://cluster.invalid:6443']);
    expect(r).toEqual({ code: 1, stdout: '', stderr: 'Unable to connect to the server: dial tcp: lookup cluster.invalid: no such host\n' });
  });

  it('reads server and namespace from a kubeconfig and honours --context', async () => {
    const { url } = await demoCluster();
    const home = isolatedHome();
    const path = join(home, 'config');
    writeFileSync(
      path,
      [
        'apiVersion: v1',
        'kind: Config',
        'clusters:',
        `- name: good\n  cluster:\n    server: ${url}`,
        '- name: bad\n  cluster:\n    server: http://127.0.0.1:1',
        'users:\n- name: u\n  user: {}',
        'contexts:',
        '- name: sys\n  context:\n    cluster: good\n    user: u\n    namespace: kube-system',
        '- name: broken\n  context:\n    cluster: bad\n    user: u',
        'current-context: broken',
      ].join('\n'),
    );
    const viaEnv = await runCli(['get', 'leasecandidates', '-o', 'name', '--context', 'sys'], { env: { KUBECONFIG: path }, home });
    expect(viaEnv.code).toBe(0);
    expect(viaEnv.stdout.split('\n').filter(Boolean)).toHaveLength(2);
    const viaFlag = await runCli(['get', 'runtimeclasses', '-o', 'name', '--kubeconfig', path, '--context', 'sys'], { home });
    expect(viaFlag.stdout.split('\n').filter(Boolean)).toHaveLength(3);
    const missing = await runCli(['get', 'runtimeclasses', '--kubeconfig', path, '--context', 'nope'], { home });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe('error: context "nope" does not exist\n');
  });

  it('rejects an unknown output format', async () => {
    const r = await runCli(['get', 'runtimeclasses', '-o', 'xml', '--server', 'http://127.0.0.1:1']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('error: unable to match a printer suitable for the output format "xml", allowed formats are: table,wide,json,yaml,name\n');
  });
});
