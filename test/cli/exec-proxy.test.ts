/**
 * `ctl` with an exec credential plugin in its kubeconfig and behind a proxy (kubeconfig
 * proxy-url and HTTPS_PROXY), as subprocesses against an HTTPS server that authenticates
 * bearer tokens.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTALL_HINT_VERBOSE_HELP } from '../../src/client/exec-credential.js';
import { createCertificateAuthority, createServingCertificate } from '../../src/server/auth/certificates.js';
import { RequestAuthenticator } from '../../src/server/auth/authenticator.js';
import { loadTokenFile } from '../../src/server/auth/token-file.js';
import { startServer, type RunningServer } from '../../src/server/index.js';
import { startRecordingProxy, type RecordingProxy } from '../support/recording-proxy.js';
import { runCli } from './run-cli.js';

const ca = createCertificateAuthority();
const serving = createServingCertificate(ca, { dnsNames: ['api.example.test'], ipAddresses: ['127.0.0.1'] });
let server: RunningServer;
let proxy: RecordingProxy;
let dir: string;
let port: number;

const PLUGIN = `
const fs = require('node:fs');
fs.appendFileSync(process.env.PLUGIN_LOG, process.env.KUBERNETES_EXEC_INFO);
process.stdout.write(JSON.stringify({ apiVersion: 'client.authentication.k8s.io/v1', kind: 'ExecCredential', status: { token: 'plugin-token' } }));
`;

function kubeconfig(name: string, cluster: Record<string, unknown>, exec: Record<string, unknown>): string {
  const path = join(dir, name);
  writeFileSync(
    path,
    JSON.stringify({
      apiVersion: 'v1',
      kind: 'Config',
      clusters: [{ name: 'c', cluster: { 'certificate-authority-data': Buffer.from(ca.certPem).toString('base64'), ...cluster } }],
      users: [{ name: 'u', user: { exec: { apiVersion: 'client.authentication.k8s.io/v1', interactiveMode: 'Never', ...exec } } }],
      contexts: [{ name: 'x', context: { cluster: 'c', user: 'u' } }],
      'current-context': 'x',
    }),
  );
  return path;
}

const plugin = () => ({ command: process.execPath, args: [join(dir, 'plugin.cjs')], env: [{ name: 'PLUGIN_LOG', value: join(dir, 'plugin.log') }] });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ctl-exec-'));
  writeFileSync(join(dir, 'plugin.cjs'), PLUGIN);
  server = await startServer({
    port: 0,
    tls: { cert: serving.certPem, key: serving.keyPem },
    authenticator: new RequestAuthenticator({ tokenFile: loadTokenFile('plugin-token,alice,u1,system:masters\n') }),
  });
  port = Number(new URL(server.url).port);
  proxy = await startRecordingProxy((host, p) => ({ host: host === 'api.example.test' ? '127.0.0.1' : host, port: p }));
});

afterAll(async () => {
  await proxy.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('ctl with an exec credential plugin', () => {
  it('authenticates with the token the plugin prints', async () => {
    writeFileSync(join(dir, 'plugin.log'), '');
    const config = kubeconfig('exec.json', { server: server.url }, plugin());
    const r = await runCli(['get', 'runtimeclasses', '--kubeconfig', config]);
    expect(r).toEqual({ code: 0, stdout: '', stderr: 'No resources found\n' });
    // kubectl runs with stdin not a terminal here: interactive false
    expect(readFileSync(join(dir, 'plugin.log'), 'utf8')).toBe('{"kind":"ExecCredential","apiVersion":"client.authentication.k8s.io/v1","spec":{"interactive":false}}\n');
  });

  it('a missing plugin fails as kubectl does, with the install hint', async () => {
    const config = kubeconfig('missing.json', { server: server.url }, { command: 'ctl-test-missing-plugin', installHint: 'Install ctl-test-missing-plugin first.' });
    const r = await runCli(['get', 'runtimeclasses', '--kubeconfig', config]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'Unable to connect to the server: getting credentials: exec: executable ctl-test-missing-plugin not found' +
        INSTALL_HINT_VERBOSE_HELP +
        '\n\nInstall ctl-test-missing-plugin first.\n',
    );
  });

  it('--token wins over the plugin, which does not run (kubernetes/kubernetes#87369)', async () => {
    const config = kubeconfig('token-wins.json', { server: server.url }, { command: 'ctl-test-missing-plugin' });
    const r = await runCli(['get', 'runtimeclasses', '--kubeconfig', config, '--token', 'plugin-token']);
    expect(r).toEqual({ code: 0, stdout: '', stderr: 'No resources found\n' });
  });

  it('a v1 exec block without interactiveMode is an invalid configuration', async () => {
    const config = kubeconfig('nomode.json', { server: server.url }, { ...plugin(), interactiveMode: undefined });
    const r = await runCli(['get', 'runtimeclasses', '--kubeconfig', config]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('interactiveMode must be specified for u to use exec authentication plugin');
  });
});

describe('ctl behind a proxy', () => {
  it('uses the kubeconfig proxy-url (CONNECT through the proxy)', async () => {
    proxy.records.length = 0;
    const config = kubeconfig('proxy-url.json', { server: server.url, 'proxy-url': proxy.url }, plugin());
    const r = await runCli(['get', 'runtimeclasses', '--kubeconfig', config]);
    expect(r).toEqual({ code: 0, stdout: '', stderr: 'No resources found\n' });
    expect(proxy.records.map((x) => [x.kind, x.target])).toContainEqual(['CONNECT', `127.0.0.1:${port}`]);
  });

  it('uses HTTPS_PROXY, and NO_PROXY sends the request around it', async () => {
    proxy.records.length = 0;
    const config = kubeconfig('env-proxy.json', { server: `https://api.example.test:${port}` }, plugin());
    const r = await runCli(['get', 'runtimeclasses', '--kubeconfig', config], { env: { HTTPS_PROXY: proxy.url } });
    expect(r).toEqual({ code: 0, stdout: '', stderr: 'No resources found\n' });
    expect(proxy.records.map((x) => [x.kind, x.target])).toContainEqual(['CONNECT', `api.example.test:${port}`]);

    proxy.records.length = 0;
    const around = await runCli(['get', 'runtimeclasses', '--kubeconfig', config], { env: { https_proxy: proxy.url, no_proxy: '.example.test' } });
    expect(around.code).toBe(1);
    expect(around.stderr).toContain('api.example.test');
    expect(proxy.records).toEqual([]);
  });
});
