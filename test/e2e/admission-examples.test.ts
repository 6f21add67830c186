/**
 * The three example policies of examples/policies/ (and docs/admission.md, which shows the same
 * files) applied over real HTTP with ctl and with stock kubectl: `get` lists them with upstream's
 * columns, and violating RuntimeClass and LeaseCandidate writes are rejected with the policies'
 * messages while valid ones are stored.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';
import { KUBECTL, kubectlAgainst } from '../support/kubectl.js';
import { withProgram } from '../support/prerequisite.js';
import { startCluster } from './harness.js';

const EXAMPLES = resolve(import.meta.dirname, '../../examples/policies');
const DOC = resolve(import.meta.dirname, '../../docs/admission.md');

const yaml = {
  badHandler: 'apiVersion: node.cluster.io/v1\nkind: RuntimeClass\nmetadata:\n  name: sandboxed\nhandler: gvisor\n',
  goodHandler: 'apiVersion: node.cluster.io/v1\nkind: RuntimeClass\nmetadata:\n  name: default\nhandler: runc\noverhead:\n  podFixed:\n    memory: 512Mi\n',
  fatOverhead: 'apiVersion: node.cluster.io/v1\nkind: RuntimeClass\nmetadata:\n  name: fat\nhandler: kata\noverhead:\n  podFixed:\n    memory: 1.5Gi\n',
  thirdPartyCandidate: (ns: string) =>
    `apiVersion: coordination.cluster.io/v1beta1\nkind: LeaseCandidate\nmetadata:\n  name: apiserver-a\n  namespace: ${ns}\nspec:\n  leaseName: scheduler\n  binaryVersion: 1.33.0\n  emulationVersion: 1.33.0\n  strategy: example.com/custom\n`,
};

const HANDLER_DENIED =
  `runtimeclasses.node.cluster.io "sandboxed" is forbidden: ValidatingAdmissionPolicy 'runtimeclass-handlers' with binding 'runtimeclass-handlers' denied request: handler gvisor is not one of runc, crun, kata`;
const OVERHEAD_DENIED = `ValidatingAdmissionPolicy 'runtimeclass-overhead-memory' with binding 'runtimeclass-overhead-memory' denied request: overhead memory 1536Mi must be below 1Gi`; // 1.5Gi, in the canonical form the server stores
const CANDIDATE_DENIED =
  `ValidatingAdmissionPolicy 'kube-system-leasecandidate-strategy' with binding 'kube-system-leasecandidate-strategy' denied request: LeaseCandidates in kube-system must use the OldestEmulationVersion strategy`;

function writeAll(dir: string): Record<keyof typeof yaml | 'candidateKubeSystem' | 'candidateDefault', string> {
  const files = {
    badHandler: yaml.badHandler,
    goodHandler: yaml.goodHandler,
    fatOverhead: yaml.fatOverhead,
    thirdPartyCandidate: yaml.thirdPartyCandidate('default'),
    candidateKubeSystem: yaml.thirdPartyCandidate('kube-system'),
    candidateDefault: yaml.thirdPartyCandidate('default'),
  };
  const out = {} as Record<keyof typeof files, string>;
  for (const [k, v] of Object.entries(files)) {
    const path = join(dir, `${k}.yaml`);
    writeFileSync(path, v);
    out[k as keyof typeof files] = path;
  }
  return out;
}

describe('docs/admission.md', () => {
  it('shows each example policy file verbatim', () => {
    const doc = readFileSync(DOC, 'utf8');
    const files = readdirSync(EXAMPLES).filter((f) => f.endsWith('.yaml'));
    expect(files.sort()).toEqual(['leasecandidate-strategy.yaml', 'runtimeclass-handlers.yaml', 'runtimeclass-overhead.yaml']);
    for (const f of files) expect(doc, f).toContain('```yaml\n' + readFileSync(join(EXAMPLES, f), 'utf8') + '```');
  });
});

describe('example policies with ctl', () => {
  it('apply -f the directory, get them, and see violating writes rejected', async () => {
    const { url, client } = await startCluster();
    const applied = await runCli(['apply', '-f', EXAMPLES, '--server', url]);
    expect(applied.stderr).toBe('');
    expect(applied.code).toBe(0);
    const policies = await runCli(['get', 'validatingadmissionpolicies', '--server', url]);
    expect(policies.stdout.split('\n')[0]).toMatch(/^NAME\s+VALIDATIONS\s+PARAMKIND\s+AGE$/);
    expect(policies.stdout).toMatch(/runtimeclass-handlers\s+1\s+<unset>\s+/);
    const bindings = await runCli(['get', 'validatingadmissionpolicybindings', '--server', url]);
    expect(bindings.stdout.split('\n')[0]).toMatch(/^NAME\s+POLICYNAME\s+PARAMREF\s+AGE$/);

    const dir = (await import('node:fs')).mkdtempSync(join((await import('node:os')).tmpdir(), 'ctl-vap-'));
    const f = writeAll(dir);
    const bad = await runCli(['apply', '-f', f.badHandler, '--server', url]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(HANDLER_DENIED);
    const fat = await runCli(['apply', '-f', f.fatOverhead, '--server', url]);
    expect(fat.code).toBe(1);
    expect(fat.stderr).toContain(OVERHEAD_DENIED);
    const candidate = await runCli(['apply', '-f', f.candidateKubeSystem, '--server', url]);
    expect(candidate.code).toBe(1);
    expect(candidate.stderr).toContain(CANDIDATE_DENIED);
    // Valid writes, and the same candidate outside kube-system, are stored.
    expect((await runCli(['apply', '-f', f.goodHandler, '--server', url])).code).toBe(0);
    expect((await runCli(['apply', '-f', f.candidateDefault, '--server', url])).code).toBe(0);
    expect((await client.runtimeClasses.list()).items.map((r) => r.metadata?.name)).toEqual(['default']);
  });
});

withProgram('kubectl', KUBECTL, 'install kubectl (the machine image carries it as /usr/bin/kubectl)', () =>
  describe('example policies with stock kubectl', () => {
    it('apply -f, get, and see violating writes rejected', async () => {
      const { url } = await startCluster();
      const { run, dir } = await kubectlAgainst(url);
      const applied = await run(['apply', '-f', EXAMPLES]);
      expect(applied.stderr).toBe('');
      expect(applied.stdout).toContain('validatingadmissionpolicy.admissionregistration.cluster.io/runtimeclass-handlers created');
      expect(applied.stdout).toContain('validatingadmissionpolicybinding.admissionregistration.cluster.io/runtimeclass-overhead-memory created');
      const got = await run(['get', 'validatingadmissionpolicies']);
      expect(got.stdout).toMatch(/^NAME\s+VALIDATIONS\s+PARAMKIND\s+AGE\n/);
      expect(got.stdout).toMatch(/kube-system-leasecandidate-strategy\s+1\s+<unset>/);
      const f = writeAll(dir);
      const bad = await run(['create', '-f', f.badHandler]);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toBe(`Error from server (Forbidden): error when creating "${f.badHandler}": ${HANDLER_DENIED}\n`);
      const fat = await run(['create', '-f', f.fatOverhead]);
      expect(fat.code).toBe(1);
      expect(fat.stderr).toContain(OVERHEAD_DENIED);
      const candidate = await run(['create', '-f', f.candidateKubeSystem]);
      expect(candidate.code).toBe(1);
      expect(candidate.stderr).toContain(CANDIDATE_DENIED);
      expect((await run(['create', '-f', f.goodHandler])).code).toBe(0);
      expect((await run(['create', '-f', f.candidateDefault])).code).toBe(0);
    });
  }),
);
