/**
 * `ctl server`: run the reference API server standalone with its embedded store, on
 * loopback by default, until interrupted (graceful: readiness fails for
 * --shutdown-delay-duration first). With --tls (or certificate files) it serves HTTPS and
 * authenticates: client certificates signed by its CA, a token file, optionally anonymous;
 * --write-kubeconfig then writes credentials that work (an admin client certificate).
 */
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { UsageError, type CommandIO } from '../io.js';
import type { Storage } from '../../src/server/storage/storage.js';

export interface ServerCommandOptions {
  readonly port: number;
  readonly bindAddress: string;
  readonly demo: boolean;
  /** Write a kubeconfig pointing at this server (with admin credentials under TLS). */
  readonly writeKubeconfig?: string;
  /** Serve HTTPS with a generated CA and serving certificate. */
  readonly tls?: boolean;
  readonly tlsCertFile?: string;
  readonly tlsPrivateKeyFile?: string;
  readonly clientCaFile?: string;
  readonly tokenAuthFile?: string;
  readonly authorizationPolicyFile?: string;
  readonly anonymousAuth?: boolean;
  readonly featureGates?: readonly string[];
  readonly runtimeConfig?: readonly string[];
  /** Go durations, e.g. `5s`, `1m30s`. */
  readonly shutdownDelayDuration?: string;
  readonly livezGracePeriod?: string;
  /** `--max-requests-inflight` (default 400; 0: no limit). */
  readonly maxRequestsInflight?: number;
  /** `--max-mutating-requests-inflight` (default 200; 0: no limit). */
  readonly maxMutatingRequestsInflight?: number;
  /** `sqlite` (durable, the default) or `memory`. */
  readonly storage?: string;
  /** Where the durable store lives (default `.ctl/data`). */
  readonly dataDir?: string;
  /** etcd client URLs, for `--storage=etcd`. */
  readonly etcdServers?: readonly string[];
  readonly etcdPrefix?: string;
  readonly etcdCaFile?: string;
  readonly etcdCertFile?: string;
  readonly etcdKeyFile?: string;
}

/** The storage backends `--storage` names. */
export const STORAGE_BACKENDS = ['sqlite', 'etcd', 'memory'] as const;

/** Go's time.ParseDuration for the units kube-apiserver flags use. */
export function parseGoDuration(text: string, flag: string): number {
  if (text === '0') return 0;
  const re = /(\d+(?:\.\d+)?)(ms|s|m|h)/gy;
  let total = 0;
  let consumed = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    total += Number(m[1]) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[m[2] as 'ms'];
    consumed = re.lastIndex;
  }
  if (consumed !== text.length || text === '') throw new UsageError(`invalid argument "${text}" for "--${flag}" flag: time: invalid duration "${text}"`);
  return total;
}

/** An in-flight limit flag: a non-negative integer (0 disables the limit, as upstream). */
export function inflightLimit(value: number, flag: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new UsageError(`invalid argument "${value}" for "--${flag}" flag: must be a non-negative integer`);
  return value;
}

function read(path: string, flag: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    throw new UsageError(`--${flag}: ${(err as Error).message}`);
  }
}

/**
 * kube-apiserver's `--etcd-cafile`, `--etcd-certfile` and `--etcd-keyfile`, read and checked
 * before etcd is dialled, so that a missing or wrong file is reported as such (naming the flag
 * and the file) rather than as etcd being unreachable: each file must hold PEM of the right
 * kind, the certificate and key come together, and the key must be the certificate's.
 * Undefined when no flag is given.
 */
export function etcdTlsFiles(opts: Pick<ServerCommandOptions, 'etcdCaFile' | 'etcdCertFile' | 'etcdKeyFile'>): { ca?: string; cert?: string; key?: string } | undefined {
  const { etcdCaFile, etcdCertFile, etcdKeyFile } = opts;
  if (etcdCaFile === undefined && etcdCertFile === undefined && etcdKeyFile === undefined) return undefined;
  if ((etcdCertFile === undefined) !== (etcdKeyFile === undefined)) {
    throw new UsageError('--etcd-certfile and --etcd-keyfile must be given together');
  }
  const certificate = (path: string, flag: string): { pem: string; x509: X509Certificate } => {
    const pem = read(path, flag);
    try {
      return { pem, x509: new X509Certificate(pem) };
    } catch {
      throw new UsageError(`--${flag}: ${path} holds no PEM certificate`);
    }
  };
  const files: { ca?: string; cert?: string; key?: string } = {};
  if (etcdCaFile !== undefined) files.ca = certificate(etcdCaFile, 'etcd-cafile').pem;
  if (etcdCertFile !== undefined && etcdKeyFile !== undefined) {
    const cert = certificate(etcdCertFile, 'etcd-certfile');
    const key = read(etcdKeyFile, 'etcd-keyfile');
    let matches: boolean;
    try {
      matches = cert.x509.checkPrivateKey(createPrivateKey(key));
    } catch {
      throw new UsageError(`--etcd-keyfile: ${etcdKeyFile} holds no PEM private key`);
    }
    if (!matches) throw new UsageError(`--etcd-keyfile: ${etcdKeyFile} is not the key of the certificate in ${etcdCertFile}`);
    files.cert = cert.pem;
    files.key = key;
  }
  return files;
}

/**
 * One line saying why etcd could not be reached. The etcd client reports a failed connection
 * as grpc-js's `14 UNAVAILABLE: No connection established. Last error: <cause> (<time>).
 * Resolution note: `, where a TLS failure's cause is OpenSSL's multi-part error string; this
 * keeps the cause, and for TLS failures says what is wrong in terms of the flags.
 */
export function describeEtcdError(err: unknown, opts: Pick<ServerCommandOptions, 'etcdCaFile' | 'etcdCertFile'>): string {
  let text = err instanceof Error ? err.message : String(err);
  text = text
    .replace(/\s*Resolution note:[\s\S]*$/, '')
    .replace(/^\d+ [A-Z_]+: No connection established\. Last error: /, '')
    .replace(/\s*\(\d{4}-\d\d-\d\dT[\d:.]+Z\)\.?$/, '')
    .replace(/^Error: /, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.$/, '');
  // OpenSSL: "80AC...:error:0A000412:SSL routines:ssl3_read_bytes:sslv3 alert bad certificate:<file>:<line>:SSL alert number 42"
  const alert = /(?:sslv3|tlsv1[0-9.]*) alert ([a-z ]+?)(?::|$)/.exec(text)?.[1];
  if (alert !== undefined) {
    const refused = `etcd refused the TLS handshake (alert "${alert}")`;
    if (/certificate|unknown ca/.test(alert)) {
      return opts.etcdCertFile === undefined
        ? `${refused}: it requires a client certificate; pass --etcd-certfile and --etcd-keyfile`
        : `${refused}: it does not accept the client certificate in ${opts.etcdCertFile}`;
    }
    return refused;
  }
  if (/certificate|altnames/i.test(text)) {
    return opts.etcdCaFile === undefined
      ? `cannot verify etcd's serving certificate (${text}); pass the CA that signed it with --etcd-cafile`
      : `cannot verify etcd's serving certificate with the CA in ${opts.etcdCaFile} (${text})`;
  }
  return text;
}

export async function runServer(opts: ServerCommandOptions, io: CommandIO, signal?: AbortSignal): Promise<number> {
  const { startServer } = await import('../../src/server/index.js');
  const { DEMO_OBJECTS } = await import('../../src/server/demo-data.js');
  const tlsWanted = opts.tls || opts.tlsCertFile !== undefined;
  if ((opts.tlsCertFile === undefined) !== (opts.tlsPrivateKeyFile === undefined)) {
    throw new UsageError('--tls-cert-file and --tls-private-key-file must be given together');
  }
  let tls: { cert: string; key: string } | undefined;
  let clientCA = opts.clientCaFile ? read(opts.clientCaFile, 'client-ca-file') : undefined;
  let adminCredentials: { cert: string; key: string; ca: string } | undefined;
  if (tlsWanted) {
    const certs = await import('../../src/server/auth/certificates.js');
    if (opts.tlsCertFile) {
      tls = { cert: read(opts.tlsCertFile, 'tls-cert-file'), key: read(opts.tlsPrivateKeyFile!, 'tls-private-key-file') };
    } else {
      const ca = certs.createCertificateAuthority({ commonName: 'ctl-server-ca' });
      const serving = certs.createServingCertificate(ca, opts.bindAddress === '127.0.0.1' ? {} : { ipAddresses: ['127.0.0.1', '::1', opts.bindAddress] });
      const admin = certs.createClientCertificate(ca, { commonName: 'admin', organizations: ['system:masters'] });
      tls = { cert: serving.certPem, key: serving.keyPem };
      clientCA ??= ca.certPem;
      adminCredentials = { cert: admin.certPem, key: admin.keyPem, ca: ca.certPem };
    }
  }
  const authEnabled = clientCA !== undefined || opts.tokenAuthFile !== undefined;
  let authenticator;
  if (authEnabled) {
    const { RequestAuthenticator } = await import('../../src/server/auth/authenticator.js');
    const { loadTokenFile } = await import('../../src/server/auth/token-file.js');
    const tokenFile = opts.tokenAuthFile ? loadTokenFile(read(opts.tokenAuthFile, 'token-auth-file'), opts.tokenAuthFile) : undefined;
    for (const w of tokenFile?.warnings ?? []) io.stderr.write(`Warning: ${w}\n`);
    authenticator = new RequestAuthenticator({
      ...(clientCA ? { clientCA } : {}),
      ...(tokenFile ? { tokenFile } : {}),
      anonymous: opts.anonymousAuth ?? false,
    });
  }
  let authorizer;
  if (opts.authorizationPolicyFile) {
    const { loadPolicy } = await import('../../src/server/auth/policy.js');
    const { PolicyAuthorizer } = await import('../../src/server/auth/authorizer.js');
    authorizer = new PolicyAuthorizer(loadPolicy(read(opts.authorizationPolicyFile, 'authorization-policy-file')));
  }
  const backend = opts.storage ?? 'sqlite';
  if (!(STORAGE_BACKENDS as readonly string[]).includes(backend)) {
    throw new UsageError(`invalid argument "${backend}" for "--storage" flag: must be one of ${STORAGE_BACKENDS.join(', ')}`);
  }
  const dataDir = opts.dataDir ?? '.ctl/data';
  let storage: Storage | undefined;
  let storeText = 'in-memory store';
  if (backend === 'sqlite') {
    const { SqliteStorage } = await import('../../src/server/storage/sqlite.js');
    try {
      storage = new SqliteStorage({ dataDir });
    } catch (err) {
      throw new UsageError(`cannot open the store in ${dataDir}: ${(err as Error).message}`);
    }
    storeText = `SQLite store in ${dataDir}`;
  } else if (backend === 'etcd') {
    if (!opts.etcdServers?.length) throw new UsageError('--etcd-servers must be specified with --storage=etcd');
    const tlsFiles = etcdTlsFiles(opts);
    if (tlsFiles) dropIpServerNameWarning();
    const { EtcdStorage } = await import('../../src/server/storage/etcd.js');
    try {
      storage = await EtcdStorage.open({
        endpoints: opts.etcdServers,
        keyPrefix: opts.etcdPrefix ?? '',
        ...(tlsFiles ? { tls: tlsFiles } : {}),
      });
    } catch (err) {
      throw new UsageError(`cannot reach etcd at ${opts.etcdServers.join(',')}: ${describeEtcdError(err, opts)}`);
    }
    storeText = `etcd at ${opts.etcdServers.join(',')}`;
  }
  // --demo seeds demo objects into an empty store only: a restarted server keeps what it had.
  const seedDemo = opts.demo && (storage === undefined || storage.currentRevision() === 0);
  let server;
  try {
    server = await startServer({
      port: opts.port,
      ...(storage ? { storage } : {}),
      host: opts.bindAddress,
      ...(seedDemo ? { seed: DEMO_OBJECTS } : {}),
      ...(tls ? { tls } : {}),
      ...(authenticator ? { authenticator } : {}),
      ...(authorizer ? { authorizer } : {}),
      ...(opts.featureGates?.length ? { featureGates: opts.featureGates } : {}),
      ...(opts.runtimeConfig?.length ? { runtimeConfig: opts.runtimeConfig } : {}),
      ...(opts.shutdownDelayDuration ? { shutdownDelayMs: parseGoDuration(opts.shutdownDelayDuration, 'shutdown-delay-duration') } : {}),
      ...(opts.livezGracePeriod ? { livezGracePeriodMs: parseGoDuration(opts.livezGracePeriod, 'livez-grace-period') } : {}),
    ...(opts.maxRequestsInflight !== undefined ? { maxRequestsInFlight: inflightLimit(opts.maxRequestsInflight, 'max-requests-inflight') } : {}),
    ...(opts.maxMutatingRequestsInflight !== undefined
      ? { maxMutatingRequestsInFlight: inflightLimit(opts.maxMutatingRequestsInflight, 'max-mutating-requests-inflight') }
      : {}),
    });
  } catch (err) {
    await storage?.close();
    throw err;
  }
  const demoText = seedDemo ? ', demo objects loaded' : opts.demo ? ', store not empty: demo objects not loaded' : '';
  io.stdout.write(`Serving the cluster.io API on ${server.url} (${storeText}${demoText}${authEnabled ? ', authentication on' : ''})\n`);
  if (opts.writeKubeconfig) {
    const { serializeKubeconfig } = await import('../../src/client/config/kubeconfig.js');
    mkdirSync(dirname(opts.writeKubeconfig), { recursive: true });
    writeFileSync(opts.writeKubeconfig, serializeKubeconfig(localKubeconfig(server.url, adminCredentials) as never), { mode: 0o600 });
    io.stdout.write(`Wrote kubeconfig to ${opts.writeKubeconfig}\n`);
  }
  io.stdout.write('Press Ctrl+C to stop.\n');
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    signal?.addEventListener('abort', stop, { once: true });
  });
  await server.close();
  await storage?.close();
  return 0;
}

const b64 = (pem: string) => Buffer.from(pem, 'utf8').toString('base64');

/** A kubeconfig for this server; with TLS it trusts the CA and carries the admin certificate. */
export function localKubeconfig(url: string, creds?: { cert: string; key: string; ca: string }) {
  return {
    apiVersion: 'v1',
    kind: 'Config',
    clusters: [{ name: 'ctl-local', cluster: { server: url, ...(creds ? { 'certificate-authority-data': b64(creds.ca) } : {}) } }],
    users: [{ name: 'ctl-local', user: creds ? { 'client-certificate-data': b64(creds.cert), 'client-key-data': b64(creds.key) } : {} }],
    contexts: [{ name: 'ctl-local', context: { cluster: 'ctl-local', user: 'ctl-local', namespace: 'default' } }],
    'current-context': 'ctl-local',
  };
}

/**
 * grpc-js dials TLS with the endpoint's host as the ServerName, and for an IP address Node
 * prints DEP0123 on every connection. The address is still verified against the certificate's
 * IP SANs, so the warning gives the user nothing to act on: drop that one warning, no other.
 */
function dropIpServerNameWarning(): void {
  const emit = process.emitWarning.bind(process) as (...args: unknown[]) => void;
  process.emitWarning = ((...args: unknown[]) => {
    const options = args[1];
    const code = typeof options === 'object' && options !== null ? (options as { code?: unknown }).code : args[2];
    if (code === 'DEP0123') return;
    emit(...args);
  }) as typeof process.emitWarning;
}
