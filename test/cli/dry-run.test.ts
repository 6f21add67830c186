/**
 * `--dry-run=client` sends no write (the regression of issue 12: `create --dry-run=client`
 * used to create the object) and `--dry-run=server` sends dryRun=All; `--validate` maps to
 * fieldValidation as kubectl's does (Strict by default). Outputs are compared with kubectl's.
 */
import { execFile } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startCluster } from '../e2e/harness.js';
import { withProgram } from '../support/prerequisite.js';
import { KUBECTL } from '../support/kubectl.js';
import { isolatedHome, runCli, type CliResult } from './run-cli.js';

const RC = `apiVersion: node.cluster.io/v1
kind: RuntimeClass
metadata:
  name: x
handler: runc
`;
const MISSPELT = `apiVersion: node.cluster.io/v1
kind: RuntimeClass
metadata:
  name: x
handlr: runc
handler: runc
`;
const LC = `apiVersion: coordination.cluster.io/v1beta1
kind: LeaseCandidate
metadata:
  name: cand
spec:
  leaseName: kube-scheduler
  binaryVersion: 1.33.0
  emulationVersion: 1.33.0
  strategy: OldestEmulationVersion
`;

const proxies: Server[] = [];
afterEach(async () => {
  for (const p of proxies.splice(0)) await new Promise((r) => p.close(r));
});

/** A pass-through proxy recording `METHOD path?query` of every request. */
async function recordingProxy(target: string): Promise<{ url: string; requests: string[] }> {
  const requests: string[] = [];
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const out = request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    req.pipe(out);
  });
  server.keepAliveTimeout = 1;
  proxies.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, requests };
}

function file(name: string, text: string): string {
  const path = join(isolatedHome(), name);
  writeFileSync(path, text);
  return path;
}

const writes = (requests: readonly string[]) => requests.filter((r) => !r.startsWith('GET '));
const DEPRECATED = /^W\d{4} \d\d:\d\d:\d\d\.\d{6} +\d+ helpers\.go:703\] --dry-run is deprecated and can be replaced with --dry-run=client\.\n$/;

describe('--dry-run=client sends no write', () => {
  it('create stores nothing and says "created (dry run)"', async () => {
    const { url, client } = await startCluster();
    const before = await client.runtimeClasses.list();
    const proxy = await recordingProxy(url);
    const rc = file('x.yaml', RC);
    expect(await runCli(['create', '-f', rc, '--dry-run=client', '--server', proxy.url])).toEqual({
      code: 0,
      stderr: '',
      stdout: 'runtimeclass.node.cluster.io/x created (dry run)\n',
    });
    const bare = await runCli(['create', '-f', rc, '--dry-run', '--server', proxy.url]);
    expect(bare.stdout).toBe('runtimeclass.node.cluster.io/x created (dry run)\n');
    expect(bare.stderr).toMatch(DEPRECATED);
    expect(bare.code).toBe(0);
    expect(proxy.requests).toEqual([]);
    const after = await client.runtimeClasses.list();
    expect(after.items).toEqual([]);
    expect(after.metadata?.resourceVersion).toBe(before.metadata?.resourceVersion);
  });

  it('create -o yaml|json prints the object that would be sent, namespace filled in', async () => {
    const { url } = await startCluster();
    const lc = file('lc.yaml', LC);
    const yaml = await runCli(['create', '-f', lc, '--dry-run=client', '-o', 'yaml', '--server', url]);
    expect(yaml).toEqual({
      code: 0,
      stderr: '',
      stdout:
        'apiVersion: coordination.cluster.io/v1beta1\nkind: LeaseCandidate\nmetadata:\n  name: cand\n  namespace: default\nspec:\n' +
        '  binaryVersion: 1.33.0\n  emulationVersion: 1.33.0\n  leaseName: kube-scheduler\n  strategy: OldestEmulationVersion\n',
    });
    const name = await runCli(['create', '-f', lc, '--dry-run=client', '-o', 'name', '--server', url]);
    expect(name.stdout).toBe('leasecandidate.coordination.cluster.io/cand\n');
  });

  it('apply sends no write: "created" or "configured (dry run)" after a read', async () => {
    const { url, client } = await startCluster();
    await client.runtimeClasses.create({ metadata: { name: 'runc' }, handler: 'runc' });
    const before = await client.runtimeClasses.list();
    const proxy = await recordingProxy(url);
    const x = file('x.yaml', RC);
    const runc = file('runc.yaml', RC.replace('name: x', 'name: runc').replace('handler: runc', 'handler: other'));
    const run = (args: string[]) => runCli([...args, '--server', proxy.url]);
    expect(await run(['apply', '-f', x, '--dry-run=client'])).toEqual({ code: 0, stderr: '', stdout: 'runtimeclass.node.cluster.io/x created (dry run)\n' });
    expect(await run(['apply', '-f', runc, '--dry-run=client'])).toEqual({ code: 0, stderr: '', stdout: 'runtimeclass.node.cluster.io/runc configured (dry run)\n' });
    expect(await run(['apply', '--server-side', '-f', runc, '--dry-run=client'])).toEqual({
      code: 1,
      stdout: '',
      stderr: "error: --dry-run=client doesn't work with --server-side (did you mean --dry-run=server instead?)\n",
    });
    expect(writes(proxy.requests)).toEqual([]);
    expect(await client.runtimeClasses.list()).toEqual(before);
  }, 60_000);

  it('replace, patch and delete send no write', async () => {
    const { url, client } = await startCluster();
    await client.runtimeClasses.create({ metadata: { name: 'runc' }, handler: 'runc' });
    const before = await client.runtimeClasses.list();
    const proxy = await recordingProxy(url);
    const runc = file('runc.yaml', RC.replace('name: x', 'name: runc').replace('handler: runc', 'handler: other'));
    const run = (args: string[]) => runCli([...args, '--server', proxy.url]);
    expect(await run(['replace', '-f', runc, '--dry-run=client'])).toEqual({ code: 0, stderr: '', stdout: 'runtimeclass.node.cluster.io/runc replaced (dry run)\n' });
    expect(await run(['patch', 'runtimeclass', 'runc', '--type', 'merge', '-p', '{"handler":"other"}', '--dry-run=client', '-o', 'yaml'])).toMatchObject({
      code: 0,
      stderr: '',
      stdout: expect.stringMatching(/^apiVersion: node\.cluster\.io\/v1\nhandler: other\nkind: RuntimeClass\n/),
    });
    expect(await run(['patch', 'runtimeclass', 'runc', '--type', 'json', '-p', '[{"op":"replace","path":"/handler","value":"o"}]', '--dry-run=client'])).toEqual({
      code: 0,
      stderr: '',
      stdout: 'runtimeclass.node.cluster.io/runc patched\n',
    });
    expect(await run(['patch', 'runtimeclass', 'runc', '-p', '{"handler":"other"}', '--dry-run=client'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: strategic merge patch is not supported for node.cluster.io/v1, Kind=RuntimeClass locally, try --type merge\n',
    });
    // As kubectl, a named delete under a client dry run reads nothing, so a missing name is "deleted" too.
    const del = await run(['delete', 'runtimeclass', '--dry-run', 'runc', 'ghost']);
    expect(del.stdout).toBe('runtimeclass.node.cluster.io "runc" deleted (dry run)\nruntimeclass.node.cluster.io "ghost" deleted (dry run)\n');
    expect(del.stderr).toMatch(DEPRECATED);
    expect(await run(['delete', '-f', runc, '--dry-run=client'])).toEqual({ code: 0, stderr: '', stdout: 'runtimeclass.node.cluster.io "runc" deleted (dry run)\n' });
    expect(writes(proxy.requests)).toEqual([]);
    const after = await client.runtimeClasses.list();
    expect(after).toEqual(before);
  }, 60_000);

  it('refuses an unknown strategy with kubectl\'s message', async () => {
    const r = await runCli(['create', '-f', file('x.yaml', RC), '--dry-run=bogus', '--server', 'http://127.0.0.1:1']);
    expect(r).toEqual({ code: 1, stdout: '', stderr: 'error: Invalid dry-run value (bogus). Must be "none", "server", or "client".\n' });
  });
});

describe('--dry-run=server', () => {
  it('sends dryRun=All and says "(server dry run)"', async () => {
    const { url, client } = await startCluster();
    await client.runtimeClasses.create({ metadata: { name: 'runc' }, handler: 'runc' });
    const before = await client.runtimeClasses.list();
    const proxy = await recordingProxy(url);
    const run = (args: string[]) => runCli([...args, '--server', proxy.url]);
    expect(await run(['create', '-f', file('x.yaml', RC), '--dry-run=server'])).toEqual({ code: 0, stderr: '', stdout: 'runtimeclass.node.cluster.io/x created (server dry run)\n' });
    expect(await run(['delete', 'runtimeclass', 'runc', '--dry-run=server'])).toEqual({ code: 0, stderr: '', stdout: 'runtimeclass.node.cluster.io "runc" deleted (server dry run)\n' });
    // kubectl prints no dry-run suffix for patch.
    expect(await run(['patch', 'runtimeclass', 'runc', '--type', 'merge', '-p', '{"metadata":{"labels":{"a":"b"}}}', '--dry-run=server'])).toEqual({
      code: 0,
      stderr: '',
      stdout: 'runtimeclass.node.cluster.io/runc patched\n',
    });
    const w = writes(proxy.requests);
    expect(w).toHaveLength(3);
    // DELETE carries dryRun in its DeleteOptions body; the other two in the query.
    for (const r of w.filter((x) => !x.startsWith('DELETE '))) expect(r).toMatch(/[?&]dryRun=All/);
    expect(w[0]).toMatch(/[?&]fieldValidation=Strict/);
    expect(await client.runtimeClasses.list()).toEqual(before);
  }, 60_000);
});

describe('--validate', () => {
  it('fails a misspelt field by default (fieldValidation=Strict) with the server\'s error', async () => {
    const { url, client } = await startCluster();
    const f = file('x.yaml', MISSPELT);
    expect(await runCli(['create', '-f', f, '--server', url])).toEqual({
      code: 1,
      stdout: '',
      stderr: `Error from server (BadRequest): error when creating "${f}": RuntimeClass in version "v1" cannot be handled as a RuntimeClass: strict decoding error: unknown field "handlr"\n`,
    });
    expect(await runCli(['apply', '-f', f, '--server', url])).toEqual({
      code: 1,
      stdout: '',
      // Server-side apply: upstream's field manager rejects the undeclared field (500, no reason).
      stderr: 'Error from server: failed to create typed patch object (/x; node.cluster.io/v1, Kind=RuntimeClass): .handlr: field not declared in schema\n',
    });
    expect((await client.runtimeClasses.list()).items).toEqual([]);
  });

  it('maps warn, ignore, true and false as kubectl does', async () => {
    const { url } = await startCluster();
    const f = file('x.yaml', MISSPELT);
    const run = (v: string) => runCli(['create', '-f', f, `--validate=${v}`, '--dry-run=server', '--server', url]);
    expect(await run('warn')).toEqual({ code: 0, stdout: 'runtimeclass.node.cluster.io/x created (server dry run)\n', stderr: 'Warning: unknown field "handlr"\n' });
    expect(await run('ignore')).toEqual({ code: 0, stdout: 'runtimeclass.node.cluster.io/x created (server dry run)\n', stderr: '' });
    expect(await run('false')).toEqual({ code: 0, stdout: 'runtimeclass.node.cluster.io/x created (server dry run)\n', stderr: '' });
    expect((await run('true')).code).toBe(1);
    expect((await run('strict')).code).toBe(1);
    expect(await run('bogus')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: invalid - validate option "bogus"; must be one of: strict (or true), warn, ignore (or false)\n',
    });
  }, 60_000);
});

async function kubectl(url: string, args: string[]): Promise<CliResult> {
  const dir = isolatedHome();
  const kubeconfig = join(dir, 'config');
  writeFileSync(kubeconfig, `apiVersion: v1\nkind: Config\nclusters:\n- name: c\n  cluster:\n    server: ${url}\nusers:\n- name: u\n  user: {}\ncontexts:\n- name: x\n  context: {cluster: c, user: u, namespace: default}\ncurrent-context: x\n`);
  // Asynchronously: the server runs in this process.
  return new Promise((resolve) => {
    execFile('kubectl', ['--kubeconfig', kubeconfig, '--cache-dir', join(dir, 'cache'), ...args], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: dir } }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

withProgram('kubectl', KUBECTL, 'install kubectl (the machine image carries it as /usr/bin/kubectl)', () =>
  describe('dry runs and validation as kubectl', () => {
    it('prints what kubectl prints', async () => {
      const { url, client } = await startCluster();
      await client.runtimeClasses.create({ metadata: { name: 'runc' }, handler: 'runc' });
      const x = file('x.yaml', RC);
      const lc = file('lc.yaml', LC);
      const bad = file('bad.yaml', MISSPELT);
      const cases: string[][] = [
        ['create', '-f', x, '--dry-run=client'],
        ['create', '-f', lc, '--dry-run=client', '-o', 'yaml'],
        ['create', '-f', lc, '--dry-run=client', '-o', 'json'],
        ['create', '-f', x, '--dry-run=server'],
        ['create', '-f', bad],
        ['create', '-f', bad, '--validate=warn', '--dry-run=server'],
        ['create', '-f', bad, '--validate=ignore', '--dry-run=server'],
        ['create', '-f', bad, '--validate=nope'],
        ['replace', '-f', x, '--dry-run=client'],
        ['apply', '--server-side', '-f', bad],
        ['delete', 'runtimeclass', 'runc', 'ghost', '--dry-run=client'],
        ['delete', 'runtimeclass', 'runc', '--dry-run=server'],
        ['patch', 'runtimeclass', 'runc', '-p', '{"handler":"b"}', '--dry-run=client'],
        ['patch', 'runtimeclass', 'runc', '--type', 'merge', '-p', '{"metadata":{"labels":{"a":"b"}}}', '--dry-run=client'],
        ['apply', '--server-side', '-f', x, '--dry-run=client'],
      ];
      for (const args of cases) {
        const ours = await runCli([...args, '--server', url]);
        const theirs = await kubectl(url, args);
        expect({ args, ...ours }).toEqual({ args, ...theirs });
      }
      expect((await client.runtimeClasses.list()).items.map((o) => o.metadata?.name)).toEqual(['runc']);
    }, 120_000);
  }),
);
