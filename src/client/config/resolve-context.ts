/**
 * From a merged kubeconfig plus command-line overrides to what a client needs to
 * connect: client-go clientcmd `DirectClientConfig.ClientConfig()` and `Namespace()`,
 * with kubectl's flag semantics.
 *
 * Order of checks, as upstream (so the first error a user sees is the same):
 * 1. `--user` naming no user: `auth info "X" does not exist`;
 * 2. `--context` naming no context: `context "X" does not exist`;
 * 3. `--cluster` naming no cluster: `cluster "X" does not exist`;
 * 4. `ConfirmUsable`: all problems of the selected context at once, as
 *    `invalid configuration: <one>` or `invalid configuration: [<a>, <b>]`; among them
 *    `context was not found for specified context: X` when the file's current-context
 *    names nothing, and `cluster has no server defined` when no cluster is selected.
 *    When that last one is the only problem nothing is configured at all, reported as
 *    `invalid configuration: no configuration has been provided, try setting
 *    KUBERNETES_MASTER environment variable` (reason `EmptyConfig`).
 *
 * kubectl passes client-go `ClusterDefaults` (server `http://localhost:8080`), so with
 * nothing configured it talks to that server instead of failing; here that default is
 * opt-in through `overrides.defaultServer`, and without it the case is the
 * `EmptyConfig` error.
 */
import { goQuote } from '../../meta/field-errors.js';
import { ConfigError, aggregateMessages, goPathError, type ConfigErrorReason } from './config-error.js';
import type { ExecClusterInfo, ExecConfig, ExecInteractiveMode } from '../exec-credential.js';
import type { KubeconfigCluster, KubeconfigUser, MergedKubeconfig } from './kubeconfig.js';
import { readFileFromDisk, type ReadFile } from './read-file.js';

/** The kubectl global flags that override the kubeconfig. Empty strings and `false` mean "not set". */
export interface ContextOverrides {
  /** `--context`: must name an existing context. */
  readonly context?: string;
  /** `--cluster`: must name an existing cluster. */
  readonly cluster?: string;
  /** `--user`: must name an existing user. */
  readonly user?: string;
  /** `--server`; also clears the file's `tls-server-name` unless `tlsServerName` is given. */
  readonly server?: string;
  /** `--namespace`. */
  readonly namespace?: string;
  /** `--token`. */
  readonly token?: string;
  /** `--insecure-skip-tls-verify`; when true also drops the file's CA. */
  readonly insecureSkipTlsVerify?: boolean;
  /** `--tls-server-name`. */
  readonly tlsServerName?: string;
  /**
   * client-go `ClusterDefaults.Server`: used when the selected cluster has no server
   * (including when nothing is configured). kubectl uses `http://localhost:8080`.
   */
  readonly defaultServer?: string;
}

/** Server verification and client certificate; PEM text, read from `*-data` (base64) or the file. */
export interface ResolvedTls {
  readonly caData?: string;
  readonly caFile?: string;
  readonly certData?: string;
  readonly certFile?: string;
  readonly keyData?: string;
  readonly keyFile?: string;
  readonly insecureSkipTLSVerify: boolean;
  readonly serverName?: string;
}

export interface ResolvedAuth {
  /** Bearer token: `token`, else the trimmed content of `tokenFile`. */
  readonly token?: string;
  /** Kept so a transport can re-read a rotated token (client-go's cached file token source). */
  readonly tokenFile?: string;
  readonly username?: string;
  readonly password?: string;
  /**
   * An exec credential plugin and the cluster it may be told about (`spec.cluster`).
   * Unused when a token or client certificate is also configured, as in client-go.
   */
  readonly exec?: { readonly config: ExecConfig; readonly cluster: ExecClusterInfo };
}

/**
 * Everything needed to talk to the selected cluster.
 *
 * As in client-go, credentials and TLS settings are only taken when the server URL is
 * `https://`: for a plain-http server `auth` is empty and `tls` carries nothing, so a
 * token is never sent in clear text.
 */
export interface ResolvedConfig {
  readonly server: string;
  /** `--namespace`, else the context's namespace, else `default`. */
  readonly namespace: string;
  /** True when the namespace came from `--namespace` (kubectl's `enforceNamespace`). */
  readonly namespaceExplicit: boolean;
  readonly contextName?: string;
  readonly clusterName?: string;
  readonly userName?: string;
  readonly proxyUrl?: string;
  readonly disableCompression: boolean;
  readonly tls: ResolvedTls;
  readonly auth: ResolvedAuth;
}

export interface ResolveContextOptions {
  /** Reads CA, certificate, key and token files. Default: `node:fs`. */
  readonly readFile?: ReadFile;
}

const EMPTY_CLUSTER = 'cluster has no server defined';
const EMPTY_CONFIG = 'no configuration has been provided, try setting KUBERNETES_MASTER environment variable';

function fail(message: string, reason: ConfigErrorReason, cause?: unknown): never {
  throw new ConfigError(message, { reason, cause });
}

/** Go's os.Open check as validation does it: the error text, or undefined when readable. */
function openError(path: string, readFile: ReadFile): string | undefined {
  try {
    return readFile(path) === undefined ? goPathError('open', path) : undefined;
  } catch (err) {
    return goPathError('open', path, err);
  }
}

function readRequired(path: string, readFile: ReadFile): string {
  let text: string | undefined;
  try {
    text = readFile(path);
  } catch (err) {
    fail(goPathError('open', path, err), 'ReadFailed', err);
  }
  if (text === undefined) fail(goPathError('open', path), 'ReadFailed');
  return text;
}

function decodeData(b64: string): string {
  return Buffer.from(b64, 'base64').toString('utf8');
}

/** The `parseProxyURL` check: Go's url.Parse is lenient, so only the scheme usually matters. */
function proxyUrlError(proxyUrl: string): string | undefined {
  if (/[\x00-\x1f\x7f]/.test(proxyUrl) || proxyUrl.startsWith(':')) return `could not parse: ${proxyUrl}`;
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(proxyUrl)?.[1]?.toLowerCase() ?? '';
  if (scheme === 'http' || scheme === 'https' || scheme === 'socks5') return undefined;
  return `unsupported scheme ${goQuote(scheme)}, must be http, https, or socks5`;
}

/** validateAuthInfo, for the fields this client understands. */
function validateUser(name: string, u: KubeconfigUser, readFile: ReadFile): string[] {
  const errs: string[] = [];
  const methods: string[] = [];
  if (u.token) methods.push('token');
  if (u.username || u.password) methods.push('basicAuth');
  const cert = u['client-certificate'];
  const certData = u['client-certificate-data'];
  const key = u['client-key'];
  const keyData = u['client-key-data'];
  if (cert || certData) {
    if (cert && certData) errs.push(`client-cert-data and client-cert are both specified for ${name}. client-cert-data will override.`);
    if (key && keyData) errs.push(`client-key-data and client-key are both specified for ${name}; client-key-data will override`);
    if (!key && !keyData) errs.push(`client-key-data or client-key must be specified for ${name} to use the clientCert authentication method.`);
    if (cert) {
      const e = openError(cert, readFile);
      if (e) errs.push(`unable to read client-cert ${cert} for ${name} due to ${e}`);
    }
    if (key) {
      const e = openError(key, readFile);
      if (e) errs.push(`unable to read client-key ${key} for ${name} due to ${e}`);
    }
  }
  if (methods.length > 1) errs.push(`more than one authentication method found for ${name}; found [${methods.join(' ')}], only one is allowed`);
  const exec = u.exec;
  if (exec !== undefined) {
    if (u['auth-provider'] !== undefined) errs.push(`authProvider cannot be provided in combination with an exec plugin for ${name}`);
    if (!exec.command) errs.push(`command must be specified for ${name} to use exec authentication plugin`);
    if (!exec.apiVersion) errs.push(`apiVersion must be specified for ${name} to use exec authentication plugin`);
    for (const v of exec.env ?? []) if (!v.name) errs.push(`env variable name must be specified for ${name} to use exec authentication plugin`);
    const mode = exec.interactiveMode ?? '';
    if (mode === '') errs.push(`interactiveMode must be specified for ${name} to use exec authentication plugin`);
    else if (mode !== 'Never' && mode !== 'IfAvailable' && mode !== 'Always') errs.push(`invalid interactiveMode for ${name}: ${goQuote(mode)}`);
  }
  return errs;
}

/** validateClusterInfo. `empty` is upstream's "equal to a zero Cluster" test. */
function validateCluster(name: string, c: KubeconfigCluster, empty: boolean, readFile: ReadFile): string[] {
  if (empty) return [EMPTY_CLUSTER];
  const errs: string[] = [];
  if (!c.server) errs.push(name === '' ? 'default cluster has no server defined' : `no server found for cluster ${goQuote(name)}`);
  const proxy = c['proxy-url'];
  if (proxy) {
    const e = proxyUrlError(proxy);
    if (e) errs.push(`invalid 'proxy-url' ${goQuote(proxy)} for cluster ${goQuote(name)}: ${e}`);
  }
  const ca = c['certificate-authority'];
  if (ca && c['certificate-authority-data']) {
    errs.push(`certificate-authority-data and certificate-authority are both specified for ${name}. certificate-authority-data will override.`);
  }
  if (ca) {
    const e = openError(ca, readFile);
    if (e) errs.push(`unable to read certificate-authority ${ca} for ${name} due to ${e}`);
  }
  return errs;
}

function isZero(v: unknown): boolean {
  if (v === undefined || v === null || v === '' || v === false) return true;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object') return Object.values(v).every(isZero);
  return false;
}

/** DefaultServerURL + IsConfigTransportTLS: TLS only for an `https` URL with a host. */
function isTlsServer(server: string): boolean {
  return /^https:\/\/[^/?#]/i.test(server);
}

/**
 * Selects a context and applies overrides, with the checks and messages listed in the
 * module comment. Reads the files the context refers to (token file, CA, client
 * certificate and key) through `options.readFile`. Throws {@link ConfigError}.
 */
export function resolveContext(
  config: MergedKubeconfig,
  overrides: ContextOverrides = {},
  options: ResolveContextOptions = {},
): ResolvedConfig {
  const readFile = options.readFile ?? readFileFromDisk;

  const contextName = overrides.context || config.currentContext;
  const contextEntry = config.contexts.get(contextName);
  const context = contextEntry?.context ?? {};
  // getContext merges the flag values over the chosen context.
  const clusterName = overrides.cluster || context.cluster || '';
  const userName = overrides.user || context.user || '';

  // getAuthInfo
  const userEntry = config.users.get(userName);
  if (!userEntry && overrides.user) fail(`auth info ${goQuote(userName)} does not exist`, 'UserNotFound');
  const user: KubeconfigUser = { ...userEntry?.user, ...(overrides.token ? { token: overrides.token } : {}) };

  // getContext
  if (!contextEntry && overrides.context) fail(`context ${goQuote(contextName)} does not exist`, 'ContextNotFound');

  // getCluster
  const clusterEntry = config.clusters.get(clusterName);
  if (!clusterEntry && overrides.cluster) fail(`cluster ${goQuote(clusterName)} does not exist`, 'ClusterNotFound');
  const merged: Record<string, unknown> = { ...clusterEntry?.cluster };
  if (!merged['server'] && overrides.defaultServer) merged['server'] = overrides.defaultServer;
  if (overrides.server) merged['server'] = overrides.server;
  if (overrides.insecureSkipTlsVerify) {
    // Skipping verification replaces the file's CA; keeping both would be rejected later.
    merged['insecure-skip-tls-verify'] = true;
    delete merged['certificate-authority'];
    delete merged['certificate-authority-data'];
  }
  // A --server from the command line makes the file's tls-server-name meaningless.
  if (overrides.tlsServerName || overrides.server) merged['tls-server-name'] = overrides.tlsServerName ?? '';
  const cluster = merged as KubeconfigCluster;
  const clusterIsEmpty = clusterEntry?.locationOfOrigin === undefined && isZero(cluster);

  // ConfirmUsable
  const errors: string[] = [];
  let reason: ConfigErrorReason = 'Invalid';
  if (contextName !== '' && !contextEntry) {
    errors.push(`context was not found for specified context: ${contextName}`);
    reason = 'ContextNotFound';
  }
  errors.push(...validateUser(userName, user, readFile));
  errors.push(...validateCluster(clusterName, cluster, clusterIsEmpty, readFile));
  if (errors.length === 1 && errors[0] === EMPTY_CLUSTER) fail(`invalid configuration: ${EMPTY_CONFIG}`, 'EmptyConfig');
  if (errors.length) fail(`invalid configuration: ${aggregateMessages(errors)}`, reason);

  const server = cluster.server ?? '';
  let tls: ResolvedTls = { insecureSkipTLSVerify: false };
  let auth: ResolvedAuth = {};
  if (isTlsServer(server)) {
    auth = resolveAuth(userName, user, readFile);
    tls = resolveTls(user, cluster, readFile);
    if (user.exec) auth = { ...auth, exec: { config: execConfig(user.exec), cluster: execCluster(server, cluster, tls) } };
  }

  return {
    server,
    namespace: overrides.namespace || context.namespace || 'default',
    namespaceExplicit: Boolean(overrides.namespace),
    ...(contextName ? { contextName } : {}),
    ...(clusterName ? { clusterName } : {}),
    ...(userName ? { userName } : {}),
    ...(cluster['proxy-url'] ? { proxyUrl: cluster['proxy-url'] } : {}),
    disableCompression: cluster['disable-compression'] === true,
    tls,
    auth,
  };
}

/** getUserIdentificationPartialConfig for tokens and basic auth. */
function resolveAuth(userName: string, user: KubeconfigUser, readFile: ReadFile): ResolvedAuth {
  if (user['auth-provider'] !== undefined) {
    fail(`user ${goQuote(userName)} authenticates with an auth-provider, which this client does not support`, 'Unsupported');
  }
  const out: { -readonly [K in keyof ResolvedAuth]: ResolvedAuth[K] } = {};
  if (user.token) {
    out.token = user.token;
    if (user.tokenFile) out.tokenFile = user.tokenFile;
  } else if (user.tokenFile) {
    // client-go's file token source trims the content; an all-blank file yields no token.
    const token = readRequired(user.tokenFile, readFile).trim();
    if (token) out.token = token;
    out.tokenFile = user.tokenFile;
  }
  if (user.username || user.password) {
    out.username = user.username ?? '';
    out.password = user.password ?? '';
  }
  return out;
}

/** getServerIdentificationPartialConfig + the client certificate, data winning over files. */
function resolveTls(user: KubeconfigUser, cluster: KubeconfigCluster, readFile: ReadFile): ResolvedTls {
  const out: { -readonly [K in keyof ResolvedTls]: ResolvedTls[K] } = {
    insecureSkipTLSVerify: cluster['insecure-skip-tls-verify'] === true,
  };
  const caFile = cluster['certificate-authority'];
  const caData = cluster['certificate-authority-data'];
  if (caData) out.caData = decodeData(caData);
  else if (caFile) out.caData = readRequired(caFile, readFile);
  if (caFile) out.caFile = caFile;
  if (out.insecureSkipTLSVerify && (caData || caFile)) {
    // transport.TLSConfigFor refuses this combination.
    fail('specifying a root certificates file with the insecure flag is not allowed', 'Invalid');
  }
  if (cluster['tls-server-name']) out.serverName = cluster['tls-server-name'];

  const certFile = user['client-certificate'];
  const certData = user['client-certificate-data'];
  if (certFile || certData) {
    const keyFile = user['client-key'];
    const keyData = user['client-key-data'];
    out.certData = certData ? decodeData(certData) : readRequired(certFile!, readFile);
    if (certFile) out.certFile = certFile;
    if (keyData) out.keyData = decodeData(keyData);
    else if (keyFile) out.keyData = readRequired(keyFile, readFile);
    if (keyFile) out.keyFile = keyFile;
  }
  return out;
}

/** The validated exec block as the plugin runner takes it. */
function execConfig(e: NonNullable<KubeconfigUser['exec']>): ExecConfig {
  return {
    command: e.command ?? '',
    apiVersion: e.apiVersion ?? '',
    ...(e.args && e.args.length ? { args: [...e.args] } : {}),
    ...(e.env && e.env.length ? { env: e.env.map((v) => ({ name: v.name ?? '', value: v.value ?? '' })) } : {}),
    ...(e.installHint ? { installHint: e.installHint } : {}),
    ...(e.provideClusterInfo ? { provideClusterInfo: true } : {}),
    ...(e.interactiveMode ? { interactiveMode: e.interactiveMode as ExecInteractiveMode } : {}),
  };
}

/** rest.ConfigToExecCluster: what `spec.cluster` tells a plugin (the CA as base64 of its PEM). */
function execCluster(server: string, cluster: KubeconfigCluster, tls: ResolvedTls): ExecClusterInfo {
  const extensions = cluster['extensions'];
  let config: unknown;
  if (Array.isArray(extensions)) {
    for (const x of extensions as unknown[]) {
      if (typeof x === 'object' && x !== null && (x as { name?: unknown }).name === 'client.authentication.k8s.io/exec') {
        config = (x as { extension?: unknown }).extension;
      }
    }
  }
  return {
    server,
    ...(tls.serverName ? { 'tls-server-name': tls.serverName } : {}),
    ...(tls.insecureSkipTLSVerify ? { 'insecure-skip-tls-verify': true } : {}),
    ...(tls.caData ? { 'certificate-authority-data': Buffer.from(tls.caData, 'utf8').toString('base64') } : {}),
    ...(cluster['proxy-url'] ? { 'proxy-url': cluster['proxy-url'] } : {}),
    ...(cluster['disable-compression'] ? { 'disable-compression': true } : {}),
    ...(config !== undefined ? { config } : {}),
  };
}
