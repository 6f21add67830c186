/**
 * `ctl get` output shaping against kubectl's on the same server: -o jsonpath / jsonpath-file,
 * custom-columns / custom-columns-file, go-template / go-template-file, --sort-by,
 * --show-labels, -L, comma-separated types, managedFields hidden unless --show-managed-fields.
 * The demo objects are aged five days, so AGE cells are the same for both.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCluster } from '../e2e/harness.js';
import { AgedClock } from '../support/aged-clock.js';
import { withProgram } from '../support/prerequisite.js';
import { KUBECTL, kubectlAgainst } from '../support/kubectl.js';
import { isolatedHome, runCli, type CliResult } from './run-cli.js';

const FIVE_DAYS = 5 * 24 * 3600 * 1000;

async function demoCluster() {
  const { DEMO_OBJECTS } = await import('../../src/server/demo-data.js');
  const clock = new AgedClock();
  const cluster = await startCluster({ clock, seed: DEMO_OBJECTS });
  clock.age(FIVE_DAYS);
  return cluster;
}

describe('ctl get output shaping', () => {
  it('-o jsonpath with ranges, filters, literals and recursive descent', async () => {
    const { url } = await demoCluster();
    const r = await runCli([
      'get',
      'runtimeclasses',
      '-o',
      'jsonpath={.items[*].metadata.name}{"\\n"}{range .items[?(@.handler=="runc")]}{.metadata.name}:{.metadata.labels}{"\\n"}{end}{..handler}',
      '--server',
      url,
    ]);
    expect(r).toEqual({ code: 0, stderr: '', stdout: 'gvisor kata-containers runc\nrunc:{"runtime.cluster.io/sandboxed":"false"}\nrunsc kata runc' });
  });

  it('-o custom-columns, --sort-by, -L and --show-labels', async () => {
    const { url } = await demoCluster();
    const cc = await runCli(['get', 'runtimeclasses', '-o', 'custom-columns=NAME:.metadata.name,H:.handler,X:.nope,OV:.overhead', '--sort-by=.handler', '--server', url]);
    expect(cc).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        'NAME              H       X        OV',
        'kata-containers   kata    <none>   map[podFixed:map[cpu:500m memory:160Mi]]',
        'runc              runc    <none>   <none>',
        'gvisor            runsc   <none>   map[podFixed:map[cpu:250m memory:64Mi]]',
        '',
      ].join('\n'),
    });
    const labels = await runCli(['get', 'runtimeclasses', '-L', 'runtime.cluster.io/sandboxed,foo', '--show-labels', '--server', url]);
    expect(labels.stdout).toBe(
      [
        'NAME              HANDLER   AGE   SANDBOXED   FOO   LABELS',
        'gvisor            runsc     5d    true              runtime.cluster.io/sandboxed=true',
        'kata-containers   kata      5d    true              runtime.cluster.io/sandboxed=true',
        'runc              runc      5d    false             runtime.cluster.io/sandboxed=false',
        '',
      ].join('\n'),
    );
  });

  it('-o go-template, and Go\'s error for an unknown function', async () => {
    const { url } = await demoCluster();
    const one = await runCli(['get', 'runtimeclass', 'runc', '-o', 'go-template={{.metadata.name}} {{len .metadata.labels}} {{index .metadata.labels "runtime.cluster.io/sandboxed"}} {{printf "%q" .handler}}{{"\\n"}}', '--server', url]);
    expect(one).toEqual({ code: 0, stderr: '', stdout: 'runc 1 false "runc"\n' });
    const bad = await runCli(['get', 'runtimeclasses', '-o', 'go-template={{range .items}}{{foo}}{{end}}', '--server', url]);
    expect(bad).toEqual({ code: 1, stdout: '', stderr: 'error: error parsing template {{range .items}}{{foo}}{{end}}, template: output:1: function "foo" not defined\n' });
  });

  it('hides managedFields unless --show-managed-fields', async () => {
    const { url, client } = await startCluster();
    await client.runtimeClasses.apply({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name: 'x' }, handler: 'x' } as never, { fieldManager: 'me' });
    const hidden = await runCli(['get', 'runtimeclass', 'x', '-o', 'yaml', '--server', url]);
    expect(hidden.stdout).not.toContain('managedFields');
    const shown = await runCli(['get', 'runtimeclass', 'x', '-o', 'json', '--show-managed-fields', '--server', url]);
    expect(JSON.parse(shown.stdout).metadata.managedFields[0].manager).toBe('me');
  });
});

/** kubectl with the same arguments against the same server, as a CliResult. */
async function kubectl(url: string, args: string[]): Promise<CliResult> {
  const { code, stdout, stderr } = await (await kubectlAgainst(url)).run(args);
  return { code: code ?? 1, stdout, stderr };
}

withProgram('kubectl', KUBECTL, 'install kubectl (the machine image carries it as /usr/bin/kubectl)', () =>
  describe('get output as kubectl', () => {
    it('prints what kubectl prints', async () => {
      const { url } = await demoCluster();
      const dir = isolatedHome();
      const jp = join(dir, 'template.jsonpath');
      writeFileSync(jp, '{range .items[*]}{.metadata.name}{"\\t"}{.spec.leaseName}{"\\n"}{end}');
      const ccf = join(dir, 'columns.txt');
      writeFileSync(ccf, 'NAME          LEASE\n.metadata.name   .spec.leaseName\n');
      const gtf = join(dir, 'template.gotmpl');
      writeFileSync(gtf, '{{range .items}}{{.metadata.name}}{{if .overhead}} has overhead{{else}} none{{end}}\n{{end}}');
      const cases = [
        ['get', 'runtimeclasses', '-o', 'jsonpath={.items[*].metadata.name}{"\\n"}{range .items[?(@.handler=="runc")]}{.metadata.name}:{.metadata.labels}{"\\n"}{end}{..handler}'],
        ['get', 'runtimeclass', 'gvisor', '-o', 'jsonpath={.overhead.podFixed}{.metadata.labels.runtime\\.cluster\\.io/sandboxed}'],
        ['get', 'leasecandidates', '-n', 'kube-system', '-o', `jsonpath-file=${jp}`],
        ['get', 'runtimeclasses', '-o', 'custom-columns=NAME:.metadata.name,L:.metadata.labels,H:.handler,X:.nope,OV:.overhead'],
        ['get', 'leasecandidates', '-A', '-o', `custom-columns-file=${ccf}`, '--sort-by=.spec.binaryVersion'],
        ['get', 'runtimeclasses', '-o', `go-template-file=${gtf}`],
        ['get', 'runtimeclass', 'gvisor', '-o', 'go-template={{range $k, $v := .metadata.labels}}{{$k}}={{$v}}{{"\\n"}}{{end}}{{with $o := .overhead}}{{$o.podFixed.cpu}}{{end}}'],
        ['get', 'runtimeclasses', '--show-labels'],
        ['get', 'runtimeclasses', '-L', 'runtime.cluster.io/sandboxed,foo', '--sort-by=.handler'],
        ['get', 'runtimeclasses', '--sort-by={.metadata.name}', '-o', 'name'],
        ['get', 'runtimeclasses,leasecandidates', '-A'],
        ['get', 'runtimeclasses,leasecandidates', '-A', '-o', 'name'],
        ['get', 'runtimeclasses,leasecandidates'],
        ['get', 'runtimeclasses,leasecandidates', 'runc'],
        ['get', 'leasecandidates,leasecandidates', '-A', '-o', 'name'],
        ['get', 'runtimeclasses', '--sort-by=.overhead.podFixed.cpu', '-o', 'name'],
        ['get', 'runtimeclasses', '--sort-by=.nope', '-o', 'name'],
        ['get', 'runtimeclasses', '--sort-by=.nope'],
        ['get', 'runtimeclasses', '-o', 'jsonpath={.items[}'],
        ['get', 'runtimeclasses', '-o', 'custom-columns=NAME'],
        ['get', 'runtimeclasses', '-o', 'go-template={{.x'],
      ];
      for (const args of cases) {
        const theirs = await kubectl(url, args);
        const ours = await runCli(['--server', url, ...args]);
        expect({ args, ...ours }).toEqual({ args, ...theirs });
      }
    }, 180_000);
  }),
);
