/**
 * The CLI's configuration choice, in-process (the service-account mount is injected, which
 * a subprocess could not be given): kubeconfig first, in-cluster in a pod when nothing is
 * configured, http://localhost:8080 otherwise; and a real request through the in-cluster
 * client over HTTPS.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SERVER, makeCliContext, resolveCliConfig, type CliEnvironment } from '../../cli/client-factory.js';
import { RequestAuthenticator } from '../../src/server/auth/authenticator.js';
import { createCertificateAuthority, createServingCertificate } from '../../src/server/auth/certificates.js';
import { loadTokenFile } from '../../src/server/auth/token-file.js';
import { startServer, type RunningServer } from '../../src/server/index.js';

function serviceAccount(token: string, ca: string, namespace = 'pod-ns'): string {
  const dir = mkdtempSync(join(tmpdir(), 'ctl-sa-'));
  writeFileSync(join(dir, 'token'), token);
  writeFileSync(join(dir, 'ca.crt'), ca);
  writeFileSync(join(dir, 'namespace'), namespace);
  return dir;
}

function environment(opts: { kubeconfig?: string; pod?: { host: string; port: string }; sa?: string }): CliEnvironment {
  const home = mkdtempSync(join(tmpdir(), 'ctl-home-'));
  if (opts.kubeconfig) {
    mkdirSync(join(home, '.kube'));
    writeFileSync(join(home, '.kube', 'config'), opts.kubeconfig);
  }
  const env = { HOME: home, ...(opts.pod ? { KUBERNETES_SERVICE_HOST: opts.pod.host, KUBERNETES_SERVICE_PORT: opts.pod.port } : {}) };
  return { env, inCluster: { serviceAccountDir: opts.sa ?? serviceAccount('t', '') } };
}

describe('CLI configuration precedence', () => {
  it('talks to http://localhost:8080 when nothing is configured outside a pod', () => {
    const cfg = resolveCliConfig({}, environment({}));
    expect(cfg).toMatchObject({ source: 'kubeconfig', server: DEFAULT_SERVER, namespace: 'default' });
    expect(cfg.clientOptions).toEqual({ server: DEFAULT_SERVER });
  });

  it('uses in-cluster configuration in a pod with nothing configured, with the pod namespace', () => {
    const ctx = makeCliContext({}, environment({ pod: { host: '10.0.0.1', port: '443' } }));
    expect(ctx.namespace).toBe('pod-ns');
    expect(ctx.namespaceExplicit).toBe(false);
    expect(resolveCliConfig({}, environment({ pod: { host: '10.0.0.1', port: '443' } }))).toMatchObject({ source: 'in-cluster', server: 'https://10.0.0.1:443' });
  });

  it('keeps -n and the kubeconfig ahead of the pod', () => {
    const pod = { host: '10.0.0.1', port: '443' };
    expect(makeCliContext({ namespace: 'mine' }, environment({ pod })).namespace).toBe('mine');
    const kubeconfig = 'clusters: [{name: c, cluster: {server: "http://127.0.0.1:9"}}]\ncontexts: [{name: x, context: {cluster: c, namespace: team}}]\ncurrent-context: x\n';
    expect(resolveCliConfig({}, environment({ pod, kubeconfig }))).toMatchObject({ source: 'kubeconfig', server: 'http://127.0.0.1:9', namespace: 'team' });
    expect(resolveCliConfig({ server: 'http://127.0.0.1:7' }, environment({ pod }))).toMatchObject({ source: 'kubeconfig', server: 'http://127.0.0.1:7' });
  });
});

describe('CLI client in a pod', () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('reaches the API over HTTPS with the mounted CA and token', async () => {
    const ca = createCertificateAuthority();
    const serving = createServingCertificate(ca);
    server = await startServer({
      port: 0,
      tls: { cert: serving.certPem, key: serving.keyPem },
      authenticator: new RequestAuthenticator({ tokenFile: loadTokenFile('pod-token,system:serviceaccount:pod-ns:default,u1\n') }),
    });
    const sa = serviceAccount('pod-token\n', ca.certPem);
    const ctx = makeCliContext({}, environment({ pod: { host: '127.0.0.1', port: String(server.port) }, sa }));
    const client = await ctx.client();
    try {
      expect((await client.namespaces.get('kube-system')).metadata?.name).toBe('kube-system');
    } finally {
      await client.close();
    }
  });
});
