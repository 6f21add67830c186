/**
 * Exec credential plugins (kubeconfig `users[].user.exec`), as client-go's
 * `plugin/pkg/client/auth/exec` runs them:
 *
 * - the command runs with its args, the process environment plus the configured `env`, and
 *   `KUBERNETES_EXEC_INFO` holding an ExecCredential of the configured apiVersion whose
 *   `spec.interactive` says whether the plugin may use stdin (and `spec.cluster` when
 *   `provideClusterInfo` is set); stdin is passed through only when interactive, stderr
 *   always;
 * - `interactiveMode`: `Never` (never interactive), `IfAvailable` (when stdin is a terminal
 *   and not needed otherwise), `Always` (fails unless stdin is a usable terminal);
 * - stdout must be an ExecCredential (JSON, or YAML as the universal decoder also reads) of
 *   the same apiVersion with `status.token` or a
 *   `clientCertificateData`/`clientKeyData` pair; `expirationTimestamp` bounds the cache;
 * - the credential is cached until it expires (without an expiry, for the provider's life);
 *   a 401 answer re-runs the plugin for the next request (the 401 itself is returned, as
 *   client-go does), unless another request already rotated the credential.
 *
 * apiVersions accepted: `client.authentication.k8s.io/v1` and `/v1beta1`, and the same under
 * `client.authentication.cluster.io`. Error texts are client-go's.
 */
import { spawn } from 'node:child_process';
import { X509Certificate, createPrivateKey } from 'node:crypto';
import * as nodePath from 'node:path';
import type { Writable } from 'node:stream';
import { isatty } from 'node:tty';
import { parse as parseYaml } from 'yaml';
import { systemClock, type Clock } from '../meta/clock.js';
import type { Interceptor } from './transport.js';

export type ExecInteractiveMode = 'Never' | 'IfAvailable' | 'Always';

export const EXEC_API_VERSIONS = [
  'client.authentication.k8s.io/v1',
  'client.authentication.k8s.io/v1beta1',
  'client.authentication.cluster.io/v1',
  'client.authentication.cluster.io/v1beta1',
] as const;

export type ExecApiVersion = (typeof EXEC_API_VERSIONS)[number];

/** kubeconfig `users[].user.exec` (clientcmd/api/v1 ExecConfig). */
export interface ExecConfig {
  readonly command: string;
  readonly args?: readonly string[];
  readonly env?: ReadonlyArray<{ readonly name: string; readonly value: string }>;
  readonly apiVersion: string;
  /** Printed after the "not found" error when the command is missing. */
  readonly installHint?: string;
  /** Pass the cluster (`spec.cluster`) to the plugin. */
  readonly provideClusterInfo?: boolean;
  /** Default `IfAvailable`. */
  readonly interactiveMode?: ExecInteractiveMode;
}

/** `spec.cluster` of KUBERNETES_EXEC_INFO (client.authentication Cluster). */
export interface ExecClusterInfo {
  readonly server: string;
  readonly 'tls-server-name'?: string;
  readonly 'insecure-skip-tls-verify'?: boolean;
  /** Base64 of the PEM CA bundle. */
  readonly 'certificate-authority-data'?: string;
  readonly 'proxy-url'?: string;
  readonly 'disable-compression'?: boolean;
  /** The cluster's `extensions` entry named `client.authentication.k8s.io/exec`. */
  readonly config?: unknown;
}

/** What a plugin returned. */
export interface ExecCredential {
  readonly token?: string;
  readonly clientCertificateData?: string;
  readonly clientKeyData?: string;
  /** Milliseconds since the epoch; absent: valid until a 401. */
  readonly expirationTimestamp?: number;
}

export interface ExecPluginOptions {
  /** The environment the plugin inherits (default `process.env`). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Clock for the expiry check (default the system clock). */
  readonly clock?: Clock;
  /** Whether stdin is a terminal (default `isatty(0)`). */
  readonly stdinIsTerminal?: boolean;
  /** Stdin is in use by the program (kubectl `apply -f -`); the plugin cannot prompt. */
  readonly stdinUnavailable?: boolean;
  readonly stdinUnavailableMessage?: string;
  /** Where the plugin's stderr goes (default: this process's stderr). */
  readonly stderr?: 'inherit' | 'ignore' | Writable;
  /** Largest stdout accepted (default 4 MiB); past it the plugin is killed. */
  readonly maxOutputBytes?: number;
}

export const INSTALL_HINT_VERBOSE_HELP = `

It looks like you are trying to use a client-go credential plugin that is not installed.

To learn more about this feature, consult the documentation available at:
      https://kubernetes.io/docs/reference/access-authn-authz/authentication/#client-go-credential-plugins`;

/** A plugin could not provide a credential; the message is client-go's. */
export class ExecCredentialError extends Error {
  readonly code = 'ERR_EXEC_CREDENTIAL' as const;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ExecCredentialError';
  }
}

export function isExecApiVersion(v: string): v is ExecApiVersion {
  return (EXEC_API_VERSIONS as readonly string[]).includes(v);
}

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function jsonType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

/** KUBERNETES_EXEC_INFO as client-go encodes it (field order, `config: null`, trailing newline). */
export function execInfo(apiVersion: string, interactive: boolean, cluster?: ExecClusterInfo): string {
  const spec: Json = {};
  if (cluster) {
    const c: Json = { server: cluster.server };
    if (cluster['tls-server-name']) c['tls-server-name'] = cluster['tls-server-name'];
    if (cluster['insecure-skip-tls-verify']) c['insecure-skip-tls-verify'] = true;
    if (cluster['certificate-authority-data']) c['certificate-authority-data'] = cluster['certificate-authority-data'];
    if (cluster['proxy-url']) c['proxy-url'] = cluster['proxy-url'];
    if (cluster['disable-compression']) c['disable-compression'] = true;
    c['config'] = cluster.config ?? null;
    spec['cluster'] = c;
  }
  spec['interactive'] = interactive;
  return JSON.stringify({ kind: 'ExecCredential', apiVersion, spec }) + '\n';
}

/** RFC 3339 as metav1.Time accepts it. */
function parseTime(v: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/.test(v)) return undefined;
  const ms = Date.parse(v.toUpperCase());
  return Number.isNaN(ms) ? undefined : ms;
}

/**
 * Decodes a plugin's stdout into a credential, with client-go's checks and texts (without
 * the `decoding stdout: ` wrapping where client-go has none). Throws ExecCredentialError.
 */
export function parseExecCredential(stdout: string, apiVersion: string): ExecCredential {
  const fail = (m: string): never => {
    throw new ExecCredentialError(m);
  };
  let doc: unknown;
  if (/^\s*\{/.test(stdout)) {
    try {
      doc = JSON.parse(stdout);
    } catch (err) {
      fail(`decoding stdout: couldn't get version/kind; json parse error: ${(err as Error).message}`);
    }
  } else {
    // The universal decoder reads anything that does not start like JSON as YAML.
    try {
      doc = parseYaml(stdout, { maxAliasCount: 100 });
    } catch (err) {
      const first = ((err as Error).message ?? String(err)).split('\n')[0]!;
      fail(`decoding stdout: error converting YAML to JSON: yaml: ${first}`);
    }
  }
  const shown = stdout.length > 1024 ? stdout.slice(0, 1024) + '...' : stdout;
  if (doc === null || doc === undefined) fail(`decoding stdout: Object 'Kind' is missing in '${shown}'`);
  if (!isRecord(doc)) {
    return fail(`decoding stdout: couldn't get version/kind; json parse error: json: cannot unmarshal ${jsonType(doc)} into Go value of type struct { APIVersion string "json:\\"apiVersion,omitempty\\""; Kind string "json:\\"kind,omitempty\\"" }`);
  }
  for (const k of ['apiVersion', 'kind'] as const) {
    const v = doc[k];
    if (v !== undefined && v !== null && typeof v !== 'string') {
      fail(`decoding stdout: couldn't get version/kind; json parse error: json: cannot unmarshal ${jsonType(v)} into Go struct field .${k} of type string`);
    }
  }
  const kind = (doc['kind'] as string | undefined | null) ?? '';
  const gotVersion = (doc['apiVersion'] as string | undefined | null) ?? '';
  if (kind === '') fail(`decoding stdout: Object 'Kind' is missing in '${shown}'`);
  if (isExecApiVersion(gotVersion) && kind === 'ExecCredential') {
    if (gotVersion !== apiVersion) fail(`exec plugin is configured to use API version ${apiVersion}, plugin returned version ${gotVersion}`);
  } else {
    fail(`decoding stdout: no kind "${kind}" is registered for version "${gotVersion}" in scheme "pkg/runtime/scheme.go:100"`);
  }
  const status = doc['status'];
  if (status !== undefined && status !== null && !isRecord(status)) {
    fail(`decoding stdout: json: cannot unmarshal ${jsonType(status)} into Go struct field ExecCredential.status of type v1.ExecCredentialStatus`);
  }
  if (!isRecord(status)) return fail("exec plugin didn't return a status field");
  const str = (k: 'token' | 'clientCertificateData' | 'clientKeyData'): string => {
    const v = status[k];
    if (v === undefined || v === null) return '';
    if (typeof v !== 'string') fail(`decoding stdout: json: cannot unmarshal ${jsonType(v)} into Go struct field ExecCredentialStatus.status.${k} of type string`);
    return v as string;
  };
  const token = str('token');
  const cert = str('clientCertificateData');
  const key = str('clientKeyData');
  let expiry: number | undefined;
  const exp = status['expirationTimestamp'];
  if (exp !== undefined && exp !== null) {
    if (typeof exp !== 'string') fail(`decoding stdout: json: cannot unmarshal ${jsonType(exp)} into Go struct field ExecCredentialStatus.status.expirationTimestamp of type string`);
    expiry = parseTime(exp as string);
    if (expiry === undefined) fail(`decoding stdout: parsing time ${JSON.stringify(exp)} as "2006-01-02T15:04:05Z07:00": cannot parse as RFC 3339`);
  }
  if (token === '' && cert === '' && key === '') fail("exec plugin didn't return a token or cert/key pair");
  if ((cert === '') !== (key === '')) fail('exec plugin returned only certificate or key, not both');
  if (cert !== '') {
    if (!cert.includes('-----BEGIN')) fail('failed parsing client key/certificate: tls: failed to find any PEM data in certificate input');
    if (!key.includes('-----BEGIN')) fail('failed parsing client key/certificate: tls: failed to find any PEM data in key input');
    try {
      new X509Certificate(cert);
      createPrivateKey(key);
    } catch (err) {
      fail(`failed parsing client key/certificate: ${(err as Error).message}`);
    }
  }
  return {
    ...(token ? { token } : {}),
    ...(cert ? { clientCertificateData: cert, clientKeyData: key } : {}),
    ...(expiry !== undefined ? { expirationTimestamp: expiry } : {}),
  };
}

/**
 * Runs one plugin and caches its credential (module comment). One provider per client;
 * concurrent callers share one plugin run.
 */
export class ExecCredentialProvider {
  private cached: ExecCredential | undefined;
  private running: Promise<ExecCredential> | undefined;
  private readonly clock: Clock;

  constructor(
    private readonly config: ExecConfig,
    private readonly cluster: ExecClusterInfo | undefined = undefined,
    private readonly options: ExecPluginOptions = {},
  ) {
    if (!isExecApiVersion(config.apiVersion)) throw new ExecCredentialError(`exec plugin: invalid apiVersion ${JSON.stringify(config.apiVersion)}`);
    this.clock = options.clock ?? systemClock;
  }

  /** The cached credential while it is valid, else a fresh one from the plugin. */
  async credential(): Promise<ExecCredential> {
    const c = this.cached;
    if (c && (c.expirationTimestamp === undefined || !(this.clock.now() > c.expirationTimestamp))) return c;
    return this.refresh();
  }

  /** After a 401 with `used`: run the plugin again unless the credential already changed. */
  async refreshAfterUnauthorized(used: ExecCredential): Promise<void> {
    if (used !== this.cached) return;
    await this.refresh();
  }

  private refresh(): Promise<ExecCredential> {
    this.running ??= this.run().then(
      (c) => {
        this.cached = c;
        this.running = undefined;
        return c;
      },
      (err: unknown) => {
        this.running = undefined;
        throw err;
      },
    );
    return this.running;
  }

  private interactive(): boolean {
    const mode = this.config.interactiveMode ?? 'IfAvailable';
    // isatty(0) rather than process.stdin, which would open a stream on the descriptor.
    const terminal = this.options.stdinIsTerminal ?? isatty(0);
    switch (mode) {
      case 'Never':
        return false;
      case 'IfAvailable':
        return !this.options.stdinUnavailable && terminal;
      case 'Always': {
        if (!terminal) throw new ExecCredentialError('exec plugin cannot support interactive mode: standard input is not a terminal');
        if (this.options.stdinUnavailable) {
          const m = this.options.stdinUnavailableMessage;
          throw new ExecCredentialError(`exec plugin cannot support interactive mode: standard input is unavailable${m ? `: ${m}` : ''}`);
        }
        return true;
      }
      default:
        throw new ExecCredentialError(`exec plugin cannot support interactive mode: unknown interactiveMode provided: ${String(mode)}`);
    }
  }

  private async run(): Promise<ExecCredential> {
    const interactive = this.interactive();
    const cfg = this.config;
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(this.options.env ?? process.env)) if (v !== undefined) env[k] = v;
    for (const e of cfg.env ?? []) env[e.name] = e.value;
    env['KUBERNETES_EXEC_INFO'] = execInfo(cfg.apiVersion, interactive, cfg.provideClusterInfo ? this.cluster : undefined);
    const max = this.options.maxOutputBytes ?? 4 * 1024 * 1024;
    const stderrOpt = this.options.stderr ?? 'inherit';
    const stdout = await new Promise<string>((resolve, reject) => {
      let child;
      try {
        child = spawn(cfg.command, [...(cfg.args ?? [])], {
          env,
          stdio: [interactive ? 'inherit' : 'ignore', 'pipe', stderrOpt === 'inherit' || stderrOpt === 'ignore' ? stderrOpt : 'pipe'],
        });
      } catch (err) {
        reject(new ExecCredentialError(`exec: ${(err as Error).message}`, { cause: err }));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let tooLarge = false;
      child.stdout!.on('data', (d: Buffer) => {
        if (tooLarge) return;
        size += d.length;
        if (size > max) {
          tooLarge = true;
          child.kill('SIGKILL');
          return;
        }
        chunks.push(d);
      });
      if (typeof stderrOpt === 'object') child.stderr!.on('data', (d: Buffer) => stderrOpt.write(d));
      child.on('error', (err: NodeJS.ErrnoException) => reject(this.spawnError(err)));
      child.on('close', (code, signal) => {
        if (tooLarge) {
          reject(new ExecCredentialError(`exec: executable ${cfg.command} wrote more than ${max} bytes to stdout`));
        } else if (code === 0) {
          resolve(Buffer.concat(chunks).toString('utf8'));
        } else if (code !== null || signal !== null) {
          reject(new ExecCredentialError(`exec: executable ${cfg.command} failed with exit code ${code ?? -1}`));
        }
      });
    });
    return parseExecCredential(stdout, cfg.apiVersion);
  }

  /** wrapCmdRunErrorLocked: a command not found on PATH, or any other start failure. */
  private spawnError(err: NodeJS.ErrnoException): ExecCredentialError {
    const cmd = this.config.command;
    const isName = !cmd.includes('/') && !cmd.includes(nodePath.sep);
    if (err.code === 'ENOENT' && isName) {
      let text = `exec: executable ${cmd} not found` + INSTALL_HINT_VERBOSE_HELP;
      if (this.config.installHint) text += `\n\n${this.config.installHint}`;
      return new ExecCredentialError(text, { cause: err });
    }
    const what = err.code === 'ENOENT' ? 'no such file or directory' : err.code === 'EACCES' ? 'permission denied' : err.message;
    return new ExecCredentialError(`exec: fork/exec ${cmd}: ${what}`, { cause: err });
  }
}

/**
 * The exec round tripper: requests without an Authorization header get the plugin's token;
 * a 401 makes the next request run the plugin again. `onCertificate` receives a client
 * certificate before the request is sent (the transport dials with it).
 */
export function execCredentialInterceptor(
  provider: ExecCredentialProvider,
  onCertificate?: (cert: string, key: string) => void,
): Interceptor {
  return (next) => async (req) => {
    if (Object.keys(req.headers).some((h) => h.toLowerCase() === 'authorization')) return next(req);
    let cred: ExecCredential;
    try {
      cred = await provider.credential();
    } catch (err) {
      const m = err instanceof Error ? err.message : String(err);
      throw new ExecCredentialError(`getting credentials: ${m}`, { cause: err });
    }
    if (cred.clientCertificateData && cred.clientKeyData) {
      if (!onCertificate) throw new ExecCredentialError('getting credentials: the transport cannot use a client certificate from an exec plugin');
      onCertificate(cred.clientCertificateData, cred.clientKeyData);
    }
    const headers = cred.token ? { ...req.headers, authorization: `Bearer ${cred.token}` } : req.headers;
    const res = await next({ ...req, headers });
    if (res.status === 401) {
      // client-go logs a failed refresh and returns the 401; the next request tries again.
      await provider.refreshAfterUnauthorized(cred).catch(() => {});
    }
    return res;
  };
}
