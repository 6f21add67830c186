/**
 * In-cluster configuration with a temporary directory standing in for the service-account
 * mount, the kubeconfig-then-in-cluster decision of loadClientConfig, and an HTTPS server
 * that authenticates the mounted token, which the client re-reads when it is rotated.
 */
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient, createClientFromConfig } from '../../src/client/client.js';
import { loadClientConfig, type LoadClientConfigOptions } from '../../src/client/config/client-config.js';
import { ConfigError, isEmptyConfigError } from '../../src/client/config/config-error.js';
import {
  NOT_IN_CLUSTER_MESSAGE,
  NotInClusterError,
  inClusterClientOptions,
  inClusterConfigPossible,
  inClusterNamespace,
  isNotInClusterError,
  joinHostPort,
  loadInClusterConfig,
} from '../../src/client/config/in-cluster.js';
import { RequestAuthenticator } from '../../src/server/auth/authenticator.js';
import { createCertificateAuthority, createServingCertificate } from '../../src/server/auth/certificates.js';
import { loadTokenFile } from '../../src/server/auth/token-file.js';
import { startServer, type RunningServer } from '../../src/server/index.js';
import { isUnauthorized } from '../../src/meta/status.js';
import { rejectionOf } from '../e2e/harness.js';

const CA_PEM = '-----BEGIN CERTIFICATE-----\nMIIBfake\n-----END CERTIFICATE-----\n';

/** A fake service-account mount: token, ca.crt and namespace as given (undefined: file absent). */
function mount(files: { token?: string; ca?: string; namespace?: string } = { token: 'tok\n', ca: CA_PEM, namespace: 'team-a\n' }): string {
  const dir = mkdtempSync(join(tmpdir(), 'ctl-sa-'));
  if (files.token !== undefined) writeFileSync(join(dir, 'token'), files.token);
  if (files.ca !== undefined) writeFileSync(join(dir, 'ca.crt'), files.ca);
  if (files.namespace !== undefined) writeFileSync(join(dir, 'namespace'), files.namespace);
  return dir;
}

const POD_ENV = { KUBERNETES_SERVICE_HOST: '10.96.0.1', KUBERNETES_SERVICE_PORT: '443' };

describe('loadInClusterConfig', () => {
  it('builds the server from the service variables and reads token, CA and namespace', () => {
    const dir = mount();
    expect(loadInClusterConfig({ env: POD_ENV, serviceAccountDir: dir })).toEqual({
      server: 'https://10.96.0.1:443',
      token: 'tok',
      tokenFile: join(dir, 'token'),
      caData: CA_PEM,
      caFile: join(dir, 'ca.crt'),
      namespace: 'team-a',
    });
  });

  it('brackets an IPv6 service host (net.JoinHostPort)', () => {
    const dir = mount();
    expect(loadInClusterConfig({ env: { KUBERNETES_SERVICE_HOST: 'fd00:10:96::1', KUBERNETES_SERVICE_PORT: '6443' }, serviceAccountDir: dir }).server).toBe(
      'https://[fd00:10:96::1]:6443',
    );
    expect(joinHostPort('example.com', '443')).toBe('example.com:443');
  });

  it.each([
    ['neither variable', {}],
    ['only the host', { KUBERNETES_SERVICE_HOST: '10.96.0.1' }],
    ['only the port', { KUBERNETES_SERVICE_PORT: '443' }],
    ['an empty host', { KUBERNETES_SERVICE_HOST: '', KUBERNETES_SERVICE_PORT: '443' }],
  ])("fails like client-go's ErrNotInCluster with %s", (_name, env) => {
    let err: unknown;
    try {
      loadInClusterConfig({ env, serviceAccountDir: mount() });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(NotInClusterError);
    expect(err).toBeInstanceOf(ConfigError);
    expect(isNotInClusterError(err)).toBe(true);
    expect((err as Error).message).toBe(NOT_IN_CLUSTER_MESSAGE);
    expect(NOT_IN_CLUSTER_MESSAGE).toBe('unable to load in-cluster configuration, KUBERNETES_SERVICE_HOST and KUBERNETES_SERVICE_PORT must be defined');
  });

  it('fails with the open error when the token is missing', () => {
    const dir = mount({ ca: CA_PEM });
    expect(() => loadInClusterConfig({ env: POD_ENV, serviceAccountDir: dir })).toThrow(`open ${join(dir, 'token')}: no such file or directory`);
    try {
      loadInClusterConfig({ env: POD_ENV, serviceAccountDir: dir });
    } catch (err) {
      expect((err as ConfigError).reason).toBe('ReadFailed');
    }
  });

  it.each([
    ['missing', undefined],
    ['not a certificate', 'garbage'],
  ])('falls back to the system roots when ca.crt is %s', (_name, ca) => {
    const dir = mount({ token: 't', ...(ca !== undefined ? { ca } : {}) });
    const cfg = loadInClusterConfig({ env: POD_ENV, serviceAccountDir: dir });
    expect(cfg.caData).toBeUndefined();
    expect(cfg.caFile).toBeUndefined();
    expect(inClusterClientOptions(cfg).tls).toBeUndefined();
  });

  it('takes the namespace from POD_NAMESPACE, else the file, else default', () => {
    const dir = mount();
    expect(inClusterNamespace({ env: { ...POD_ENV, POD_NAMESPACE: 'from-env' }, serviceAccountDir: dir })).toBe('from-env');
    expect(inClusterNamespace({ env: POD_ENV, serviceAccountDir: dir })).toBe('team-a');
    expect(inClusterNamespace({ env: POD_ENV, serviceAccountDir: mount({ token: 't', namespace: '  \n' }) })).toBe('default');
    expect(inClusterNamespace({ env: POD_ENV, serviceAccountDir: mount({ token: 't' }) })).toBe('default');
  });

  it('is possible only with both variables and a token file', () => {
    expect(inClusterConfigPossible({ env: POD_ENV, serviceAccountDir: mount() })).toBe(true);
    expect(inClusterConfigPossible({ env: {}, serviceAccountDir: mount() })).toBe(false);
    expect(inClusterConfigPossible({ env: POD_ENV, serviceAccountDir: mount({ ca: CA_PEM }) })).toBe(false);
    // A directory where the token should be is not a token.
    const dir = mount({});
    mkdirSync(join(dir, 'token'));
    expect(inClusterConfigPossible({ env: POD_ENV, serviceAccountDir: dir })).toBe(false);
  });

  it('gives createClient options that keep the token file for rotation', () => {
    const cfg = loadInClusterConfig({ env: POD_ENV, serviceAccountDir: mount() });
    expect(inClusterClientOptions(cfg, { userAgent: 'ua' })).toEqual({
      userAgent: 'ua',
      server: 'https://10.96.0.1:443',
      tls: { ca: CA_PEM },
      token: 'tok',
      tokenFile: cfg.tokenFile,
    });
  });
});

describe('loadClientConfig: kubeconfig first, then in-cluster', () => {
  /** An isolated home (no kubeconfig unless written) and a pod environment. */
  function setup(opts: { kubeconfig?: string; pod?: boolean; sa?: string } = {}) {
    const home = mkdtempSync(join(tmpdir(), 'ctl-home-'));
    if (opts.kubeconfig !== undefined) {
      mkdirSync(join(home, '.kube'));
      writeFileSync(join(home, '.kube', 'config'), opts.kubeconfig);
    }
    const sa = opts.sa ?? mount();
    const env = { HOME: home, ...(opts.pod === false ? {} : POD_ENV) };
    return (more: Omit<LoadClientConfigOptions, 'env'> = {}) =>
      loadClientConfig({ env, ...more, inCluster: more.inCluster === false ? false : { serviceAccountDir: sa, ...more.inCluster } });
  }

  const DEV = `
clusters: [{name: dev, cluster: {server: "https://dev.example:6443", insecure-skip-tls-verify: true}}]
users: [{name: u, user: {token: kube-token}}]
contexts:
- {name: dev, context: {cluster: dev, user: u}}
- {name: dev-ns, context: {cluster: dev, user: u, namespace: apps}}
- {name: dev-default, context: {cluster: dev, user: u, namespace: default}}
current-context: dev
`;

  it('uses in-cluster configuration when no kubeconfig exists', () => {
    const cfg = setup()({ overrides: { defaultServer: 'http://localhost:8080' } });
    expect(cfg.source).toBe('in-cluster');
    expect(cfg.server).toBe('https://10.96.0.1:443');
    expect(cfg.namespace).toBe('team-a');
    expect(cfg.namespaceExplicit).toBe(false);
    expect(cfg.clientOptions).toMatchObject({ token: 'tok', tls: { ca: CA_PEM } });
  });

  it('uses in-cluster configuration when only the default server would be used (client-go IsDefaultConfig)', () => {
    const cfg = setup({ kubeconfig: 'clusters: [{name: local, cluster: {server: "http://localhost:8080"}}]\ncontexts: [{name: l, context: {cluster: local}}]\ncurrent-context: l\n' })({
      overrides: { defaultServer: 'http://localhost:8080' },
    });
    expect(cfg.source).toBe('in-cluster');
  });

  it('applies --server and --token to in-cluster configuration, and an explicit namespace wins', () => {
    const cfg = setup()({ overrides: { defaultServer: 'http://localhost:8080', token: 'flag-token', namespace: 'mine' } });
    expect(cfg.source).toBe('in-cluster');
    expect(cfg.clientOptions.token).toBe('flag-token');
    expect(cfg.clientOptions.tokenFile).toBeUndefined();
    expect(cfg.namespace).toBe('mine');
    expect(cfg.namespaceExplicit).toBe(true);
  });

  it('prefers the kubeconfig, with the pod namespace when the context names none', () => {
    const load = setup({ kubeconfig: DEV });
    const cfg = load({ overrides: { defaultServer: 'http://localhost:8080' } });
    expect(cfg.source).toBe('kubeconfig');
    expect(cfg.server).toBe('https://dev.example:6443');
    expect(cfg.contextName).toBe('dev');
    expect(cfg.clientOptions).toEqual({ server: 'https://dev.example:6443', tls: { insecureSkipTLSVerify: true }, token: 'kube-token' });
    expect(cfg.namespace).toBe('team-a');
    expect(load({ overrides: { context: 'dev-ns' } }).namespace).toBe('apps');
    // A context that says `default` explicitly keeps it.
    expect(load({ overrides: { context: 'dev-default' } }).namespace).toBe('default');
  });

  it('a --server on the command line is a configuration of its own (no in-cluster credentials)', () => {
    const cfg = setup()({ overrides: { defaultServer: 'http://localhost:8080', server: 'http://127.0.0.1:9999' } });
    expect(cfg.source).toBe('kubeconfig');
    expect(cfg.clientOptions).toEqual({ server: 'http://127.0.0.1:9999' });
  });

  it('outside a pod, nothing configured means the default server, or EmptyConfig without one', () => {
    const load = setup({ pod: false });
    const cfg = load({ overrides: { defaultServer: 'http://localhost:8080' } });
    expect(cfg).toMatchObject({ source: 'kubeconfig', server: 'http://localhost:8080', namespace: 'default' });
    let err: unknown;
    try {
      load();
    } catch (e) {
      err = e;
    }
    expect(isEmptyConfigError(err)).toBe(true);
  });

  it('inCluster: false disables the fallback', () => {
    const cfg = setup()({ overrides: { defaultServer: 'http://localhost:8080' }, inCluster: false });
    expect(cfg.server).toBe('http://localhost:8080');
    expect(cfg.namespace).toBe('default');
  });

  it('does not fall back over a broken kubeconfig', () => {
    expect(() => setup({ kubeconfig: DEV })({ overrides: { context: 'missing', defaultServer: 'http://localhost:8080' } })).toThrow('context "missing" does not exist');
  });
});

describe('in-cluster client against an HTTPS server', () => {
  const ca = createCertificateAuthority();
  const serving = createServingCertificate(ca);
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('trusts the mounted CA, sends the mounted token and follows its rotation', async () => {
    server = await startServer({
      port: 0,
      tls: { cert: serving.certPem, key: serving.keyPem },
      authenticator: new RequestAuthenticator({ tokenFile: loadTokenFile('first-token,robot,u1\nsecond-token,robot,u1\n') }),
    });
    const dir = mount({ token: 'first-token\n', ca: ca.certPem, namespace: 'default' });
    const env = { KUBERNETES_SERVICE_HOST: '127.0.0.1', KUBERNETES_SERVICE_PORT: String(server.port) };
    const cfg = loadClientConfig({ env: { HOME: mkdtempSync(join(tmpdir(), 'ctl-home-')), ...env }, inCluster: { serviceAccountDir: dir }, overrides: { defaultServer: 'http://localhost:8080' } });
    expect(cfg.source).toBe('in-cluster');
    const client = createClientFromConfig(cfg);
    try {
      expect((await client.namespaces.get('default')).metadata?.name).toBe('default');

      // The kubelet rotates the token: the next request reads the new one.
      const tokenFile = join(dir, 'token');
      writeFileSync(tokenFile, 'second-token\n');
      utimesSync(tokenFile, new Date(), new Date(Date.now() + 5_000));
      expect((await client.namespaces.get('default')).metadata?.name).toBe('default');

      writeFileSync(tokenFile, 'revoked-token\n');
      utimesSync(tokenFile, new Date(), new Date(Date.now() + 10_000));
      expect(isUnauthorized(await rejectionOf(client.namespaces.get('default')))).toBe(true);
    } finally {
      await client.close();
    }
  });

  it('without the CA the server certificate is not trusted', async () => {
    server = await startServer({ port: 0, tls: { cert: serving.certPem, key: serving.keyPem } });
    const dir = mount({ token: 't' });
    const cfg = loadInClusterConfig({ env: { KUBERNETES_SERVICE_HOST: '127.0.0.1', KUBERNETES_SERVICE_PORT: String(server.port) }, serviceAccountDir: dir });
    const client = createClient(inClusterClientOptions(cfg));
    try {
      const err = await rejectionOf(client.namespaces.get('default'));
      expect(err.code).toBe('ERR_TRANSPORT');
    } finally {
      await client.close();
    }
  });
});
