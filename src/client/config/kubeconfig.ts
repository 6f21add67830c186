/**
 * Kubeconfig files: the v1 file format, loading with kubectl's precedence and client-go
 * clientcmd's merge rules (`loader.go`), and serialisation.
 *
 * Precedence (kubectl / `ClientConfigLoadingRules`):
 * 1. an explicit path (`--kubeconfig`) is the only file read, and it must exist;
 * 2. else `$KUBECONFIG`, a path list (`:` on POSIX, `;` on Windows); duplicates and empty
 *    entries ignored, missing files skipped;
 * 3. else `~/.kube/config` if present;
 * 4. else the empty config.
 *
 * Merging several files: the first file to define a cluster, user or context name wins
 * and its entry is taken whole (fields of a later same-named entry are never mixed in);
 * the first file that sets `current-context` wins. Relative paths inside a file
 * (`certificate-authority`, `client-certificate`, `client-key`, `tokenFile`, and an exec
 * `command` containing a path separator) resolve against that file's directory.
 *
 * All I/O is injected (`env`, `homeDir`, `cwd`, `readFile`) so tests never touch the real
 * home directory; the defaults use `process` and `node:fs`.
 */
import { homedir } from 'node:os';
import * as nodePath from 'node:path';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { ConfigError, aggregateMessages, goPathError } from './config-error.js';
import { readFileFromDisk, type ReadFile } from './read-file.js';

// One import site for the whole kubeconfig surface.
export { ConfigError, isConfigError, isEmptyConfigError, type ConfigErrorReason } from './config-error.js';
export { readFileFromDisk, type ReadFile } from './read-file.js';
export {
  resolveContext,
  type ContextOverrides,
  type ResolveContextOptions,
  type ResolvedAuth,
  type ResolvedConfig,
  type ResolvedTls,
} from './resolve-context.js';

// ---------------------------------------------------------------------------
// File format (clientcmd/api/v1). Unknown keys are preserved so nothing is lost
// when a config is read and written back.
// ---------------------------------------------------------------------------

export interface KubeconfigCluster {
  readonly server?: string;
  readonly 'tls-server-name'?: string;
  readonly 'insecure-skip-tls-verify'?: boolean;
  /** Path to a PEM CA bundle; relative paths are relative to the file that holds it. */
  readonly 'certificate-authority'?: string;
  /** Base64 of a PEM CA bundle; wins over `certificate-authority` at use time. */
  readonly 'certificate-authority-data'?: string;
  readonly 'proxy-url'?: string;
  readonly 'disable-compression'?: boolean;
  readonly [extra: string]: unknown;
}

export interface KubeconfigUser {
  readonly token?: string;
  /** Read when `token` is empty; relative to the file that holds it. */
  readonly tokenFile?: string;
  readonly 'client-certificate'?: string;
  /** Base64 of a PEM certificate. */
  readonly 'client-certificate-data'?: string;
  readonly 'client-key'?: string;
  /** Base64 of a PEM private key. */
  readonly 'client-key-data'?: string;
  readonly username?: string;
  readonly password?: string;
  /** An exec credential plugin (exec-credential.ts); relative command paths resolve against the file. */
  readonly exec?: KubeconfigExec;
  readonly [extra: string]: unknown;
}

/** `users[].user.exec` as written in the file (clientcmd/api/v1 ExecConfig). */
export interface KubeconfigExec {
  readonly command?: string;
  readonly args?: readonly string[] | null;
  readonly env?: ReadonlyArray<{ readonly name?: string; readonly value?: string }> | null;
  readonly apiVersion?: string;
  readonly installHint?: string;
  readonly provideClusterInfo?: boolean;
  readonly interactiveMode?: string;
  readonly [extra: string]: unknown;
}

export interface KubeconfigContext {
  readonly cluster?: string;
  readonly user?: string;
  readonly namespace?: string;
  readonly [extra: string]: unknown;
}

export interface KubeconfigPreferences {
  readonly colors?: boolean;
  readonly [extra: string]: unknown;
}

export interface NamedCluster {
  readonly name: string;
  readonly cluster: KubeconfigCluster;
}

export interface NamedUser {
  readonly name: string;
  readonly user: KubeconfigUser;
}

export interface NamedContext {
  readonly name: string;
  readonly context: KubeconfigContext;
}

/** One kubeconfig file (`apiVersion: v1`, `kind: Config`). Lists may be null, as kubectl writes them. */
export interface KubeconfigFile {
  readonly apiVersion?: string;
  readonly kind?: string;
  readonly clusters?: readonly NamedCluster[] | null;
  readonly users?: readonly NamedUser[] | null;
  readonly contexts?: readonly NamedContext[] | null;
  readonly 'current-context'?: string;
  readonly preferences?: KubeconfigPreferences;
  readonly [extra: string]: unknown;
}

// ---------------------------------------------------------------------------
// The merged view
// ---------------------------------------------------------------------------

/** An entry plus the absolute path of the file it came from (client-go `LocationOfOrigin`). */
export interface ClusterEntry {
  readonly cluster: KubeconfigCluster;
  readonly locationOfOrigin?: string;
}

export interface UserEntry {
  readonly user: KubeconfigUser;
  readonly locationOfOrigin?: string;
}

export interface ContextEntry {
  readonly context: KubeconfigContext;
  readonly locationOfOrigin?: string;
}

/**
 * The result of loading: every cluster, user and context by name (first file wins),
 * paths inside entries already absolute. `currentContext` is `''` when unset.
 */
export interface MergedKubeconfig {
  readonly clusters: ReadonlyMap<string, ClusterEntry>;
  readonly users: ReadonlyMap<string, UserEntry>;
  readonly contexts: ReadonlyMap<string, ContextEntry>;
  readonly currentContext: string;
  readonly preferences: KubeconfigPreferences;
  /** The files that were read, in precedence order (missing ones excluded). */
  readonly files: readonly string[];
}

export function emptyKubeconfig(): MergedKubeconfig {
  return { clusters: new Map(), users: new Map(), contexts: new Map(), currentContext: '', preferences: {}, files: [] };
}

// ---------------------------------------------------------------------------
// Parsing one file
// ---------------------------------------------------------------------------

type Json = Record<string, unknown>;

function isRecord(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function fail(message: string): never {
  throw new ConfigError(message, { reason: 'LoadFailed' });
}

/** encoding/json's `cannot unmarshal` wording, so messages read like client-go's. */
function jsonType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v === 'object' ? 'object' : typeof v;
}

function expectType(v: unknown, want: 'string' | 'boolean', where: string, goType: string): void {
  if (v === undefined || v === null || typeof v === want) return;
  fail(`json: cannot unmarshal ${jsonType(v)} into Go struct field ${where} of type ${goType}`);
}

/**
 * encoding/base64 StdEncoding.Decode validity, as encoding/json applies it to `[]byte`
 * fields: returns the byte offset Go would report, or -1 when the text is valid.
 */
export function goBase64ErrorOffset(text: string): number {
  const src = Buffer.from(text, 'utf8');
  const isB64 = (b: number): boolean =>
    (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || (b >= 0x30 && b <= 0x39) || b === 0x2b || b === 0x2f;
  const isNl = (b: number | undefined): boolean => b === 0x0a || b === 0x0d;
  let si = 0;
  for (;;) {
    for (let j = 0; j < 4; j++) {
      if (si === src.length) {
        if (j === 0) return -1;
        return si - j;
      }
      const ch = src[si++]!;
      if (isB64(ch)) continue;
      if (isNl(ch)) {
        j--;
        continue;
      }
      if (ch !== 0x3d) return si - 1;
      // Padding: only valid after two or three symbols, and it ends the input.
      if (j === 0 || j === 1) return si - 1;
      if (j === 2) {
        while (si < src.length && isNl(src[si])) si++;
        if (si === src.length) return src.length;
        if (src[si] !== 0x3d) return si - 1;
        si++;
      }
      while (si < src.length && isNl(src[si])) si++;
      return si < src.length ? si : -1;
    }
  }
}

function checkData(v: unknown, where: string): void {
  if (v === undefined || v === null) return;
  if (typeof v !== 'string') fail(`json: cannot unmarshal ${jsonType(v)} into Go struct field ${where} of type []uint8`);
  const at = goBase64ErrorOffset(v);
  if (at >= 0) fail(`illegal base64 data at input byte ${at}`);
}

/** Drops YAML nulls so `server: ~` reads like an absent key, as Go's decoder treats it. */
function withoutNulls(o: Json): Json {
  const out: Json = {};
  for (const [k, v] of Object.entries(o)) if (v !== null) out[k] = v;
  return out;
}

function parseCluster(raw: unknown): KubeconfigCluster {
  if (raw === undefined || raw === null) return {};
  if (!isRecord(raw)) fail(`json: cannot unmarshal ${jsonType(raw)} into Go struct field NamedCluster.clusters.cluster of type v1.Cluster`);
  const c = withoutNulls(raw);
  for (const k of ['server', 'tls-server-name', 'certificate-authority', 'proxy-url'] as const) {
    expectType(c[k], 'string', `Cluster.clusters.cluster.${k}`, 'string');
  }
  for (const k of ['insecure-skip-tls-verify', 'disable-compression'] as const) {
    expectType(c[k], 'boolean', `Cluster.clusters.cluster.${k}`, 'bool');
  }
  checkData(c['certificate-authority-data'], 'Cluster.clusters.cluster.certificate-authority-data');
  return c as KubeconfigCluster;
}

function parseUser(raw: unknown): KubeconfigUser {
  if (raw === undefined || raw === null) return {};
  if (!isRecord(raw)) fail(`json: cannot unmarshal ${jsonType(raw)} into Go struct field NamedAuthInfo.users.user of type v1.AuthInfo`);
  const u = withoutNulls(raw);
  for (const k of ['token', 'tokenFile', 'client-certificate', 'client-key', 'username', 'password'] as const) {
    expectType(u[k], 'string', `AuthInfo.users.user.${k}`, 'string');
  }
  checkData(u['client-certificate-data'], 'AuthInfo.users.user.client-certificate-data');
  checkData(u['client-key-data'], 'AuthInfo.users.user.client-key-data');
  if (u['exec'] !== undefined) return { ...u, exec: parseExec(u['exec']) } as KubeconfigUser;
  return u as KubeconfigUser;
}

/** The exec block's types (encoding/json wording), and v1's default interactiveMode. */
function parseExec(raw: unknown): KubeconfigExec {
  if (!isRecord(raw)) fail(`json: cannot unmarshal ${jsonType(raw)} into Go struct field AuthInfo.users.user.exec of type v1.ExecConfig`);
  const e = withoutNulls(raw);
  for (const k of ['command', 'apiVersion', 'installHint', 'interactiveMode'] as const) {
    expectType(e[k], 'string', `ExecConfig.users.user.exec.${k}`, 'string');
  }
  expectType(e['provideClusterInfo'], 'boolean', 'ExecConfig.users.user.exec.provideClusterInfo', 'bool');
  const args = e['args'];
  if (args !== undefined) {
    if (!Array.isArray(args)) fail(`json: cannot unmarshal ${jsonType(args)} into Go struct field ExecConfig.users.user.exec.args of type []string`);
    for (const a of args) expectType(a, 'string', 'ExecConfig.users.user.exec.args', 'string');
    e['args'] = args.map((a) => (a === null ? '' : a));
  }
  const env = e['env'];
  if (env !== undefined) {
    if (!Array.isArray(env)) fail(`json: cannot unmarshal ${jsonType(env)} into Go struct field ExecConfig.users.user.exec.env of type []v1.ExecEnvVar`);
    e['env'] = env.map((v: unknown) => {
      if (v === null) return { name: '', value: '' };
      if (!isRecord(v)) fail(`json: cannot unmarshal ${jsonType(v)} into Go struct field ExecConfig.users.user.exec.env of type v1.ExecEnvVar`);
      expectType(v['name'], 'string', 'ExecEnvVar.users.user.exec.env.name', 'string');
      expectType(v['value'], 'string', 'ExecEnvVar.users.user.exec.env.value', 'string');
      return { name: (v['name'] as string | null | undefined) ?? '', value: (v['value'] as string | null | undefined) ?? '' };
    });
  }
  // SetDefaults_ExecConfig: the beta (and alpha) versions default to IfAvailable; v1 must say.
  if (!e['interactiveMode'] && typeof e['apiVersion'] === 'string' && /^client\.authentication\.(k8s|cluster)\.io\/v1(alpha|beta)1$/.test(e['apiVersion'])) {
    e['interactiveMode'] = 'IfAvailable';
  }
  return e as KubeconfigExec;
}

function parseContext(raw: unknown): KubeconfigContext {
  if (raw === undefined || raw === null) return {};
  if (!isRecord(raw)) fail(`json: cannot unmarshal ${jsonType(raw)} into Go struct field NamedContext.contexts.context of type v1.Context`);
  const c = withoutNulls(raw);
  for (const k of ['cluster', 'user', 'namespace'] as const) expectType(c[k], 'string', `Context.contexts.context.${k}`, 'string');
  return c as KubeconfigContext;
}

interface ListNames {
  readonly field: 'clusters' | 'users' | 'contexts';
  readonly body: 'cluster' | 'user' | 'context';
  /** Go type names, for messages worded like client-go's. */
  readonly item: string;
  readonly from: string;
  readonly to: string;
}

function parseNamedList(raw: unknown, names: ListNames): Array<{ name: string; body: unknown }> {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) fail(`json: cannot unmarshal ${jsonType(raw)} into Go struct field Config.${names.field} of type []v1.${names.item}`);
  const seen = new Set<string>();
  return raw.map((item: unknown) => {
    if (!isRecord(item)) fail(`json: cannot unmarshal ${jsonType(item)} into Go value of type v1.${names.item}`);
    const name = item['name'] ?? '';
    if (typeof name !== 'string') fail(`json: cannot unmarshal ${jsonType(name)} into Go struct field ${names.item}.${names.field}.name of type string`);
    // The v1 -> internal conversion rejects a name listed twice in one file.
    if (seen.has(name)) fail(`error converting ${names.from} into ${names.to}: duplicate name "${name}" in list`);
    seen.add(name);
    return { name, body: item[names.body] };
  });
}

const CLUSTERS: ListNames = { field: 'clusters', body: 'cluster', item: 'NamedCluster', from: '*[]NamedCluster', to: '*map[string]*api.Cluster' };
const USERS: ListNames = { field: 'users', body: 'user', item: 'NamedAuthInfo', from: '*[]NamedAuthInfo', to: '*map[string]*api.AuthInfo' };
const CONTEXTS: ListNames = { field: 'contexts', body: 'context', item: 'NamedContext', from: '*[]NamedContext', to: '*map[string]*api.Context' };

/**
 * Parses the text of one kubeconfig file (YAML or JSON). An empty document is the
 * empty config. Throws {@link ConfigError} (`LoadFailed`) on malformed content; the
 * loader prefixes the file name.
 */
export function parseKubeconfig(text: string): KubeconfigFile {
  let doc: unknown;
  try {
    doc = parseYaml(text);
  } catch (err) {
    const first = (err instanceof Error ? err.message : String(err)).split('\n')[0]!;
    throw new ConfigError(`error converting YAML to JSON: yaml: ${first}`, { reason: 'LoadFailed', cause: err });
  }
  if (doc === null || doc === undefined) return {};
  if (!isRecord(doc)) fail(`json: cannot unmarshal ${jsonType(doc)} into Go value of type v1.Config`);
  const kind = doc['kind'];
  if (kind !== undefined && kind !== null && kind !== 'Config') {
    fail(`no kind "${String(kind)}" is registered for version "${String(doc['apiVersion'] ?? 'v1')}"`);
  }
  expectType(doc['current-context'], 'string', 'Config.current-context', 'string');
  const prefs = doc['preferences'];
  if (prefs !== undefined && prefs !== null && !isRecord(prefs)) {
    fail(`json: cannot unmarshal ${jsonType(prefs)} into Go struct field Config.preferences of type v1.Preferences`);
  }
  return {
    ...doc,
    clusters: parseNamedList(doc['clusters'], CLUSTERS).map(({ name, body }) => ({ name, cluster: parseCluster(body) })),
    users: parseNamedList(doc['users'], USERS).map(({ name, body }) => ({ name, user: parseUser(body) })),
    contexts: parseNamedList(doc['contexts'], CONTEXTS).map(({ name, body }) => ({ name, context: parseContext(body) })),
    'current-context': (doc['current-context'] as string | undefined | null) ?? '',
    preferences: isRecord(prefs) ? (prefs as KubeconfigPreferences) : {},
  };
}

// ---------------------------------------------------------------------------
// Merging
// ---------------------------------------------------------------------------

/** A parsed file and where it came from (absolute, or relative to `cwd`). */
export interface KubeconfigSource {
  readonly path?: string;
  readonly config: KubeconfigFile;
}

/** ResolvePaths: empty and absolute paths stay as they are; others join the file's directory. */
function resolvePath(value: unknown, base: string | undefined): unknown {
  if (base === undefined || typeof value !== 'string' || value === '' || nodePath.isAbsolute(value)) return value;
  return nodePath.join(base, value);
}

function resolveCluster(c: KubeconfigCluster, base: string | undefined): KubeconfigCluster {
  if (base === undefined || !c['certificate-authority']) return c;
  return { ...c, 'certificate-authority': resolvePath(c['certificate-authority'], base) as string };
}

function resolveUser(u: KubeconfigUser, base: string | undefined): KubeconfigUser {
  if (base === undefined) return u;
  const out: Record<string, unknown> = { ...u };
  for (const k of ['client-certificate', 'client-key', 'tokenFile'] as const) {
    if (out[k] !== undefined) out[k] = resolvePath(out[k], base);
  }
  // An exec command is resolved only when it is a path, not a name looked up on PATH.
  const exec = out['exec'];
  if (isRecord(exec) && typeof exec['command'] === 'string' && exec['command'].includes(nodePath.sep)) {
    out['exec'] = { ...exec, command: resolvePath(exec['command'], base) };
  }
  return out as KubeconfigUser;
}

/**
 * Merges parsed files in precedence order with clientcmd's rules: per name the first
 * entry wins whole; the first non-empty `current-context` wins; preference `colors` is
 * true if any file sets it, other preference keys first-wins.
 */
export function mergeKubeconfigs(sources: readonly KubeconfigSource[], options: { cwd?: string } = {}): MergedKubeconfig {
  const cwd = options.cwd ?? process.cwd();
  const clusters = new Map<string, ClusterEntry>();
  const users = new Map<string, UserEntry>();
  const contexts = new Map<string, ContextEntry>();
  let currentContext = '';
  const preferences: Record<string, unknown> = {};
  const files: string[] = [];

  for (const { path, config } of sources) {
    const origin = path === undefined ? undefined : nodePath.resolve(cwd, path);
    const base = origin === undefined ? undefined : nodePath.dirname(origin);
    if (origin !== undefined) files.push(origin);
    const withOrigin = origin === undefined ? {} : { locationOfOrigin: origin };
    for (const { name, cluster } of config.clusters ?? []) {
      if (!clusters.has(name)) clusters.set(name, { cluster: resolveCluster(cluster, base), ...withOrigin });
    }
    for (const { name, user } of config.users ?? []) {
      if (!users.has(name)) users.set(name, { user: resolveUser(user, base), ...withOrigin });
    }
    for (const { name, context } of config.contexts ?? []) {
      if (!contexts.has(name)) contexts.set(name, { context, ...withOrigin });
    }
    if (currentContext === '' && config['current-context']) currentContext = config['current-context'];
    for (const [k, v] of Object.entries(config.preferences ?? {})) {
      if (k === 'colors') preferences['colors'] = preferences['colors'] === true || v === true;
      else if (!(k in preferences)) preferences[k] = v;
    }
  }
  if (preferences['colors'] === false) delete preferences['colors'];
  return { clusters, users, contexts, currentContext, preferences, files };
}

// ---------------------------------------------------------------------------
// Loading
// ---------------------------------------------------------------------------

export interface LoadKubeconfigOptions {
  /** `--kubeconfig`: the only file read; it must exist. */
  readonly explicitPath?: string;
  /** Environment for `KUBECONFIG` and `HOME`. Default: `process.env`. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Home directory for `~/.kube/config`. Default: `env.HOME`, then `os.homedir()`. */
  readonly homeDir?: string;
  /** Directory that relative paths in `KUBECONFIG` / `explicitPath` are relative to. Default: `process.cwd()`. */
  readonly cwd?: string;
  readonly readFile?: ReadFile;
}

/** `~/.kube/config` (client-go `RecommendedHomeFile`). */
export function recommendedHomeFile(homeDir: string): string {
  return nodePath.join(homeDir, '.kube', 'config');
}

/**
 * The files considered, in order (client-go `GetLoadingPrecedence`): the explicit path
 * alone, else the `KUBECONFIG` entries (deduplicated, empty entries dropped), else
 * `~/.kube/config`. The first is where a config writer should write by default.
 */
export function kubeconfigLoadingPrecedence(options: LoadKubeconfigOptions = {}): string[] {
  if (options.explicitPath) return [options.explicitPath];
  const env = options.env ?? process.env;
  const list = env['KUBECONFIG'];
  if (list) return [...new Set(list.split(nodePath.delimiter))].filter((p) => p !== '');
  return [recommendedHomeFile(options.homeDir ?? env['HOME'] ?? homedir())];
}

/**
 * Loads and merges kubeconfig files with kubectl's precedence (see the module comment).
 *
 * Throws {@link ConfigError}: `ExplicitFileNotFound` (`stat <path>: no such file or
 * directory`, kubectl's text) when the explicit file is missing; `LoadFailed` when an
 * existing file cannot be read or parsed (`error loading config file "<path>": ...`,
 * several failures aggregated as `[a, b]`). Missing files in the other positions are
 * skipped; when none exists the result is {@link emptyKubeconfig}.
 */
export function loadKubeconfig(options: LoadKubeconfigOptions = {}): MergedKubeconfig {
  const readFile = options.readFile ?? readFileFromDisk;
  const cwd = options.cwd ?? process.cwd();
  const paths = kubeconfigLoadingPrecedence(options);
  const sources: KubeconfigSource[] = [];
  const errors: string[] = [];
  let firstCause: unknown;

  for (const path of paths) {
    const absolute = nodePath.resolve(cwd, path);
    let text: string | undefined;
    try {
      text = readFile(absolute);
    } catch (err) {
      errors.push(`error loading config file "${path}": ${goPathError('open', path, err)}`);
      firstCause ??= err;
      continue;
    }
    if (text === undefined) {
      if (options.explicitPath) {
        throw new ConfigError(goPathError('stat', path), { reason: 'ExplicitFileNotFound' });
      }
      continue;
    }
    try {
      sources.push({ path: absolute, config: parseKubeconfig(text) });
    } catch (err) {
      errors.push(`error loading config file "${path}": ${err instanceof Error ? err.message : String(err)}`);
      firstCause ??= err;
    }
  }
  if (errors.length) throw new ConfigError(aggregateMessages(errors), { reason: 'LoadFailed', cause: firstCause });
  return mergeKubeconfigs(sources, { cwd });
}

// ---------------------------------------------------------------------------
// Serialisation
// ---------------------------------------------------------------------------

/** Go string order (code points), which is what `sort.Strings` gives for UTF-8. */
function compareCodePoints(a: string, b: string): number {
  const x = [...a].map((c) => c.codePointAt(0)!);
  const y = [...b].map((c) => c.codePointAt(0)!);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

/** Keys sorted at every level, as Go's JSON-to-YAML conversion emits them. */
function sortKeysDeep(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeysDeep);
  if (!isRecord(v)) return v;
  const out: Json = {};
  for (const k of Object.keys(v).sort(compareCodePoints)) out[k] = sortKeysDeep(v[k]);
  return out;
}

/** `omitempty` fields: empty strings and false booleans are not written. */
function omitEmpty(o: Json, keep: readonly string[]): Json {
  const out: Json = {};
  for (const [k, v] of Object.entries(o)) {
    if (v === undefined || v === null) continue;
    if (!keep.includes(k) && (v === '' || v === false)) continue;
    out[k] = v;
  }
  for (const k of keep) if (!(k in out)) out[k] = '';
  return out;
}

function byName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareCodePoints(a.name, b.name));
}

function toFile(config: MergedKubeconfig): KubeconfigFile {
  return {
    apiVersion: 'v1',
    kind: 'Config',
    clusters: [...config.clusters].map(([name, e]) => ({ name, cluster: e.cluster })),
    users: [...config.users].map(([name, e]) => ({ name, user: e.user })),
    contexts: [...config.contexts].map(([name, e]) => ({ name, context: e.context })),
    'current-context': config.currentContext,
    preferences: config.preferences,
  };
}

function isMerged(config: KubeconfigFile | MergedKubeconfig): config is MergedKubeconfig {
  return config.clusters instanceof Map;
}

/**
 * YAML text of a kubeconfig, shaped like kubectl writes it (`clientcmd.Write`): keys
 * sorted, entries sorted by name, empty lists as `null`, `current-context` and
 * `preferences` always present, a cluster's `server` and a context's `cluster`/`user`
 * always present, other empty fields omitted. A merged config is written with its
 * resolved (absolute) paths. Unknown keys are written unchanged.
 */
export function serializeKubeconfig(config: KubeconfigFile | MergedKubeconfig): string {
  const file = isMerged(config) ? toFile(config) : config;
  const list = <T>(items: readonly T[] | null | undefined): readonly T[] | null => (items && items.length ? items : null);
  const clusters = list(file.clusters);
  const users = list(file.users);
  const contexts = list(file.contexts);
  const out: Json = {
    ...file,
    apiVersion: file.apiVersion || 'v1',
    kind: file.kind || 'Config',
    clusters: clusters && byName(clusters).map((c) => ({ name: c.name, cluster: omitEmpty(c.cluster, ['server']) })),
    users: users && byName(users).map((u) => ({ name: u.name, user: omitEmpty(u.user, []) })),
    contexts: contexts && byName(contexts).map((c) => ({ name: c.name, context: omitEmpty(c.context, ['cluster', 'user']) })),
    'current-context': file['current-context'] ?? '',
    preferences: omitEmpty(file.preferences ?? {}, []),
  };
  // YAML 1.1 quoting: kubectl reads kubeconfigs with go-yaml v2, where a bare `n`, `yes`,
  // `off` or a date is not a string; such strings are written quoted, as kubectl writes them.
  return stringifyYaml(sortKeysDeep(out), { indentSeq: false, lineWidth: 0, version: '1.1' });
}
