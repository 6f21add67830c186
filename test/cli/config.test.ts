/**
 * `ctl config ...` against real files in an isolated HOME: kubectl's output texts, data
 * redaction in `view`, and which file each edit lands in.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { isolatedHome, runCli } from './run-cli.js';

const CONFIG = `apiVersion: v1
kind: Config
clusters:
- name: prod
  cluster:
    server: https://prod.example:6443
    certificate-authority-data: Q0EtREFUQQ==
- name: dev
  cluster:
    server: https://dev.example:6443
    certificate-authority: certs/ca.pem
users:
- name: admin
  user:
    client-certificate-data: Q0VSVA==
    client-key-data: S0VZ
- name: bot
  user:
    token: secret-token
contexts:
- name: prod
  context: {cluster: prod, user: admin, namespace: kube-system}
- name: dev
  context: {cluster: dev, user: bot}
current-context: dev
`;

/** A HOME whose ~/.kube/config holds `text`; also returns the config path. */
function homeWith(text: string = CONFIG) {
  const home = isolatedHome();
  mkdirSync(join(home, '.kube', 'certs'), { recursive: true });
  const path = join(home, '.kube', 'config');
  writeFileSync(path, text);
  writeFileSync(join(home, '.kube', 'certs', 'ca.pem'), 'CA-PEM');
  return { home, path, ctl: (...args: string[]) => runCli(args, { home }) };
}

describe('ctl config view', () => {
  it('prints the merged config with data omitted and tokens redacted, paths made absolute', async () => {
    const { home, ctl } = homeWith();
    const r = await ctl('config', 'view');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`apiVersion: v1
clusters:
- cluster:
    certificate-authority: ${home}/.kube/certs/ca.pem
    server: https://dev.example:6443
  name: dev
- cluster:
    certificate-authority-data: DATA+OMITTED
    server: https://prod.example:6443
  name: prod
contexts:
- context:
    cluster: dev
    user: bot
  name: dev
- context:
    cluster: prod
    namespace: kube-system
    user: admin
  name: prod
current-context: dev
kind: Config
preferences: {}
users:
- name: admin
  user:
    client-certificate-data: DATA+OMITTED
    client-key-data: DATA+OMITTED
- name: bot
  user:
    token: REDACTED
`);
  });

  it('--raw shows the data; --minify keeps only the current (or --context) context', async () => {
    const { ctl } = homeWith();
    const raw = parse((await ctl('config', 'view', '--raw')).stdout);
    expect(raw.users[0].user).toEqual({ 'client-certificate-data': 'Q0VSVA==', 'client-key-data': 'S0VZ' });
    expect(raw.users[1].user).toEqual({ token: 'secret-token' });
    expect(raw.clusters[1].cluster['certificate-authority-data']).toBe('Q0EtREFUQQ==');

    const min = parse((await ctl('config', 'view', '--minify', '--context', 'prod')).stdout);
    expect(min['current-context']).toBe('prod');
    expect(min.contexts.map((c: { name: string }) => c.name)).toEqual(['prod']);
    expect(min.clusters.map((c: { name: string }) => c.name)).toEqual(['prod']);
    expect(min.users).toEqual([{ name: 'admin', user: { 'client-certificate-data': 'DATA+OMITTED', 'client-key-data': 'DATA+OMITTED' } }]);
  });

  it('--flatten inlines referenced files', async () => {
    const { ctl } = homeWith();
    const flat = parse((await ctl('config', 'view', '--flatten', '--minify')).stdout);
    expect(flat.clusters[0].cluster).toEqual({ 'certificate-authority-data': Buffer.from('CA-PEM').toString('base64'), server: 'https://dev.example:6443' });
  });

  it('with --kubeconfig shows that file alone, as written', async () => {
    const { home, path } = homeWith();
    const r = await runCli(['config', 'view', '--kubeconfig', path, '--minify'], { home, env: { KUBECONFIG: '/nonexistent' } });
    expect(parse(r.stdout).clusters[0].cluster['certificate-authority']).toBe('certs/ca.pem');
  });

  it('prints the empty config when nothing is configured', async () => {
    const r = await runCli(['config', 'view']);
    expect(r).toEqual({
      code: 0,
      stderr: '',
      stdout: 'apiVersion: v1\nclusters: null\ncontexts: null\ncurrent-context: ""\nkind: Config\npreferences: {}\nusers: null\n',
    });
  });

  it('fails --minify without a current context like kubectl', async () => {
    const r = await runCli(['config', 'view', '--minify']);
    expect(r).toEqual({ code: 1, stdout: '', stderr: 'error: current-context must exist in order to minify\n' });
  });
});

describe('ctl config get-contexts / current-context', () => {
  it('lists contexts like kubectl, the current one starred', async () => {
    const { ctl } = homeWith();
    expect(await ctl('config', 'get-contexts')).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        'CURRENT   NAME   CLUSTER   AUTHINFO   NAMESPACE',
        '*         dev    dev       bot        ',
        '          prod   prod      admin      kube-system',
        '',
      ].join('\n'),
    });
    expect((await ctl('config', 'get-contexts', '-o', 'name')).stdout).toBe('dev\nprod\n');
    // Without headers the columns are as wide as the rows need (tabwriter minimum 6).
    expect((await ctl('config', 'get-contexts', 'prod', '--no-headers')).stdout).toBe('      prod   prod   admin   kube-system\n');
  });

  it('reports contexts that do not exist after printing the others', async () => {
    const { ctl } = homeWith();
    expect(await ctl('config', 'get-contexts', 'prod', 'nope')).toEqual({
      code: 1,
      stdout: 'CURRENT   NAME   CLUSTER   AUTHINFO   NAMESPACE\n          prod   prod      admin      kube-system\n',
      stderr: 'error: context nope not found\n',
    });
  });

  it('prints the current context, or fails when none is set', async () => {
    const { ctl } = homeWith();
    expect(await ctl('config', 'current-context')).toEqual({ code: 0, stdout: 'dev\n', stderr: '' });
    expect(await runCli(['config', 'current-context'])).toEqual({ code: 1, stdout: '', stderr: 'error: current-context is not set\n' });
  });
});

describe('ctl config use-context / set-context', () => {
  it('switches the current context in the file', async () => {
    const { ctl, path } = homeWith();
    expect(await ctl('config', 'use-context', 'prod')).toEqual({ code: 0, stdout: 'Switched to context "prod".\n', stderr: '' });
    expect(parse(readFileSync(path, 'utf8'))['current-context']).toBe('prod');
    expect((await ctl('config', 'use', 'dev')).stdout).toBe('Switched to context "dev".\n');
    expect((await ctl('config', 'current-context')).stdout).toBe('dev\n');
  });

  it('refuses a context that does not exist', async () => {
    const { ctl, path } = homeWith();
    expect(await ctl('config', 'use-context', 'nope')).toEqual({ code: 1, stdout: '', stderr: 'error: no context exists with the name: "nope"\n' });
    expect(readFileSync(path, 'utf8')).toBe(CONFIG);
  });

  it('creates and modifies contexts; --namespace= clears a field; --current edits the current one', async () => {
    const { ctl, path } = homeWith();
    expect(await ctl('config', 'set-context', 'staging', '--cluster', 'dev', '--user', 'bot', '--namespace', 'qa')).toEqual({
      code: 0,
      stdout: 'Context "staging" created.\n',
      stderr: '',
    });
    expect(await ctl('config', 'set-context', 'prod', '--namespace=')).toEqual({ code: 0, stdout: 'Context "prod" modified.\n', stderr: '' });
    expect(await ctl('config', 'set-context', '--current', '--namespace', 'apps')).toEqual({ code: 0, stdout: 'Context "dev" modified.\n', stderr: '' });
    const written = parse(readFileSync(path, 'utf8'));
    expect(written.contexts).toEqual([
      { name: 'dev', context: { cluster: 'dev', namespace: 'apps', user: 'bot' } },
      { name: 'prod', context: { cluster: 'prod', user: 'admin' } },
      { name: 'staging', context: { cluster: 'dev', namespace: 'qa', user: 'bot' } },
    ]);
    // The rest of the file is kept as written, relative paths included.
    expect(written.clusters[0].cluster['certificate-authority']).toBe('certs/ca.pem');
    expect(written.users[1].user.token).toBe('secret-token');
  });

  it('validates its arguments like kubectl', async () => {
    const { ctl } = homeWith();
    expect((await ctl('config', 'set-context')).stderr).toBe('error: you must specify a non-empty context name or --current\n');
    expect((await ctl('config', 'set-context', 'x', '--current')).stderr).toBe('error: you cannot specify both a context name and --current\n');
    expect(await runCli(['config', 'set-context', '--current'])).toEqual({ code: 1, stdout: '', stderr: 'error: no current context is set\n' });
  });

  it('edits the file kubectl would edit when $KUBECONFIG lists several', async () => {
    const home = isolatedHome();
    const first = join(home, 'first.yaml');
    const second = join(home, 'second.yaml');
    const missing = join(home, 'missing.yaml');
    writeFileSync(first, 'contexts: [{name: one, context: {cluster: c1}}]\n');
    writeFileSync(second, 'contexts: [{name: two, context: {cluster: c2}}]\ncurrent-context: two\n');
    const env = { KUBECONFIG: [missing, first, second].join(':') };
    // The context defined in the second file is modified there.
    expect((await runCli(['config', 'set-context', 'two', '--namespace', 'n2'], { home, env })).stdout).toBe('Context "two" modified.\n');
    expect(parse(readFileSync(second, 'utf8')).contexts[0].context.namespace).toBe('n2');
    // A new context goes to the first file that exists.
    expect((await runCli(['config', 'set-context', 'three', '--cluster', 'c3'], { home, env })).stdout).toBe('Context "three" created.\n');
    expect(parse(readFileSync(first, 'utf8')).contexts.map((c: { name: string }) => c.name)).toEqual(['one', 'three']);
    // The current context is changed in the file that sets it.
    expect((await runCli(['config', 'use-context', 'one'], { home, env })).code).toBe(0);
    expect(parse(readFileSync(second, 'utf8'))['current-context']).toBe('one');
    expect(parse(readFileSync(first, 'utf8'))['current-context']).toBe('');
    expect((await runCli(['config', 'get-contexts', '-o', 'name'], { home, env })).stdout).toBe('one\nthree\ntwo\n');
  });

  it('creates ~/.kube/config when there is none', async () => {
    const home = isolatedHome();
    expect((await runCli(['config', 'set-context', 'fresh', '--cluster', 'c'], { home })).stdout).toBe('Context "fresh" created.\n');
    expect((await runCli(['config', 'use-context', 'fresh'], { home })).stdout).toBe('Switched to context "fresh".\n');
    expect(parse(readFileSync(join(home, '.kube', 'config'), 'utf8'))).toMatchObject({ 'current-context': 'fresh', contexts: [{ name: 'fresh' }] });
  });
});
