/**
 * `ctl config view|get-contexts|current-context|use-context|set-context`: kubectl's
 * kubeconfig commands, with its texts. They read the merged kubeconfig and edit the file
 * kubectl would edit (kubeconfig-writer.ts); none of them talks to a server.
 */
import { Buffer } from 'node:buffer';
import * as nodePath from 'node:path';
import { goPathError } from '../../src/client/config/config-error.js';
import {
  loadKubeconfig,
  mergeKubeconfigs,
  readFileFromDisk,
  serializeKubeconfig,
  type ClusterEntry,
  type KubeconfigContext,
  type MergedKubeconfig,
  type UserEntry,
} from '../../src/client/config/kubeconfig.js';
import {
  loadStartingConfig,
  readKubeconfigFile,
  writeContext,
  writeCurrentContext,
  type KubeconfigAccess,
} from '../../src/client/config/kubeconfig-writer.js';
import { goQuote } from '../../src/meta/field-errors.js';
import { UsageError, type CommandIO } from '../io.js';
import { formatColumns } from '../printers/tabwriter.js';

/** client-go's placeholders for hidden data (`ShortenConfig`). */
export const DATA_OMITTED = 'DATA+OMITTED';
export const REDACTED = 'REDACTED';

/** Errors that are not usage errors but still print as `error: <message>`. */
class ConfigCommandError extends Error {}

// ---------------------------------------------------------------------------
// config view
// ---------------------------------------------------------------------------

export interface ConfigViewOptions {
  /** Show certificate, key and token data as they are. */
  readonly raw: boolean;
  /** Keep only what the current context (or `context`) uses. */
  readonly minify: boolean;
  /** Inline referenced certificate and key files as `*-data` (implies raw). */
  readonly flatten: boolean;
  /** `--context`: the context `--minify` keeps. */
  readonly context?: string;
}

/** `clientcmdapi.MinifyConfig`, with its messages. */
export function minifyConfig(config: MergedKubeconfig, context?: string): MergedKubeconfig {
  const current = context || config.currentContext;
  if (!current) throw new ConfigCommandError('current-context must exist in order to minify');
  const ctx = config.contexts.get(current);
  if (!ctx) throw new ConfigCommandError(`cannot locate context ${current}`);
  const clusters = new Map<string, ClusterEntry>();
  const users = new Map<string, UserEntry>();
  const clusterName = ctx.context.cluster ?? '';
  if (clusterName) {
    const c = config.clusters.get(clusterName);
    if (!c) throw new ConfigCommandError(`cannot locate cluster ${clusterName}`);
    clusters.set(clusterName, c);
  }
  const userName = ctx.context.user ?? '';
  if (userName) {
    const u = config.users.get(userName);
    if (!u) throw new ConfigCommandError(`cannot locate user ${userName}`);
    users.set(userName, u);
  }
  return { ...config, currentContext: current, contexts: new Map([[current, ctx]]), clusters, users };
}

/** `clientcmdapi.ShortenConfig`: certificate and key data omitted, tokens redacted. */
export function shortenConfig(config: MergedKubeconfig): MergedKubeconfig {
  const clusters = new Map<string, ClusterEntry>();
  for (const [name, e] of config.clusters) {
    clusters.set(name, e.cluster['certificate-authority-data'] ? { ...e, cluster: { ...e.cluster, 'certificate-authority-data': DATA_OMITTED } } : e);
  }
  const users = new Map<string, UserEntry>();
  for (const [name, e] of config.users) {
    const user: Record<string, unknown> = { ...e.user };
    if (user['client-key-data']) user['client-key-data'] = DATA_OMITTED;
    if (user['client-certificate-data']) user['client-certificate-data'] = DATA_OMITTED;
    if (user['token']) user['token'] = REDACTED;
    users.set(name, { ...e, user });
  }
  return { ...config, clusters, users };
}

/** `clientcmdapi.FlattenConfig`: referenced files read into the `*-data` fields. */
function flattenConfig(config: MergedKubeconfig, access: KubeconfigAccess, fallbackBase: string): MergedKubeconfig {
  const readFile = access.readFile ?? readFileFromDisk;
  const inline = (entry: Record<string, unknown>, pathKey: string, dataKey: string, origin: string | undefined) => {
    const path = entry[pathKey];
    if (typeof path !== 'string' || path === '') return;
    if (entry[dataKey]) throw new ConfigCommandError('cannot have values for both path and contents');
    const base = origin ? nodePath.dirname(origin) : fallbackBase;
    const file = nodePath.isAbsolute(path) ? path : nodePath.join(base, path);
    let content: string | undefined;
    try {
      content = readFile(file);
    } catch (err) {
      throw new ConfigCommandError(goPathError('open', file, err));
    }
    if (content === undefined) throw new ConfigCommandError(goPathError('open', file));
    entry[dataKey] = Buffer.from(content, 'utf8').toString('base64');
    delete entry[pathKey];
  };
  const clusters = new Map<string, ClusterEntry>();
  for (const [name, e] of config.clusters) {
    const cluster: Record<string, unknown> = { ...e.cluster };
    inline(cluster, 'certificate-authority', 'certificate-authority-data', e.locationOfOrigin);
    clusters.set(name, { ...e, cluster });
  }
  const users = new Map<string, UserEntry>();
  for (const [name, e] of config.users) {
    const user: Record<string, unknown> = { ...e.user };
    inline(user, 'client-certificate', 'client-certificate-data', e.locationOfOrigin);
    inline(user, 'client-key', 'client-key-data', e.locationOfOrigin);
    users.set(name, { ...e, user });
  }
  return { ...config, clusters, users };
}

/**
 * `kubectl config view`: the merged configuration as YAML (with `--kubeconfig`, that file
 * alone, its relative paths as written), data hidden unless `--raw` or `--flatten`.
 */
export async function runConfigView(access: KubeconfigAccess, opts: ConfigViewOptions, io: CommandIO): Promise<number> {
  let config: MergedKubeconfig;
  const cwd = access.cwd ?? process.cwd();
  let base = cwd;
  if (access.explicitPath) {
    // Merge=false for an explicit file: clientcmd.LoadFromFile, which must find the file.
    const path = nodePath.resolve(cwd, access.explicitPath);
    const text = (access.readFile ?? readFileFromDisk)(path);
    if (text === undefined) throw new ConfigCommandError(goPathError('open', access.explicitPath));
    config = mergeKubeconfigs([{ config: readKubeconfigFile(access, access.explicitPath) }], { cwd });
    base = nodePath.dirname(path);
  } else {
    config = loadKubeconfig(access);
  }
  if (opts.minify) config = minifyConfig(config, opts.context);
  if (opts.flatten) config = flattenConfig(config, access, base);
  else if (!opts.raw) config = shortenConfig(config);
  io.stdout.write(serializeKubeconfig(config));
  return 0;
}

// ---------------------------------------------------------------------------
// config get-contexts / current-context
// ---------------------------------------------------------------------------

export interface GetContextsOptions {
  readonly names: readonly string[];
  readonly output: '' | 'name';
  readonly noHeaders: boolean;
}

/** `kubectl config get-contexts`: CURRENT NAME CLUSTER AUTHINFO NAMESPACE, sorted by name. */
export async function runGetContexts(access: KubeconfigAccess, opts: GetContextsOptions, io: CommandIO): Promise<number> {
  const config = loadStartingConfig(access);
  const missing: string[] = [];
  const names: string[] = [];
  if (opts.names.length === 0) names.push(...config.contexts.keys());
  for (const name of opts.names) {
    if (config.contexts.has(name)) names.push(name);
    else missing.push(`context ${name} not found`);
  }
  names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (opts.output === 'name') {
    for (const name of names) io.stdout.write(name + '\n');
  } else {
    const rows: string[][] = opts.noHeaders ? [] : [['CURRENT', 'NAME', 'CLUSTER', 'AUTHINFO', 'NAMESPACE']];
    for (const name of names) {
      const c = config.contexts.get(name)!.context;
      rows.push([config.currentContext === name ? '*' : '', name, c.cluster ?? '', c.user ?? '', c.namespace ?? '']);
    }
    io.stdout.write(formatColumns(rows));
  }
  if (missing.length) throw new ConfigCommandError(missing.length === 1 ? missing[0]! : `[${missing.join(', ')}]`);
  return 0;
}

/** `kubectl config current-context`. */
export async function runCurrentContext(access: KubeconfigAccess, io: CommandIO): Promise<number> {
  const config = loadStartingConfig(access);
  if (!config.currentContext) throw new ConfigCommandError('current-context is not set');
  io.stdout.write(config.currentContext + '\n');
  return 0;
}

// ---------------------------------------------------------------------------
// config use-context / set-context
// ---------------------------------------------------------------------------

/** `kubectl config use-context NAME`: `Switched to context "NAME".` */
export async function runUseContext(access: KubeconfigAccess, name: string, io: CommandIO): Promise<number> {
  if (name === '') throw new ConfigCommandError('empty context names are not allowed');
  const config = loadStartingConfig(access);
  if (!config.contexts.has(name)) throw new ConfigCommandError(`no context exists with the name: ${goQuote(name)}`);
  writeCurrentContext(access, name);
  io.stdout.write(`Switched to context ${goQuote(name)}.\n`);
  return 0;
}

export interface SetContextOptions {
  /** The context to create or modify; '' with `current`. */
  readonly name: string;
  /** `--current`: modify the current context. */
  readonly current: boolean;
  /** Each field is changed only when given; '' clears it. */
  readonly cluster?: string;
  readonly user?: string;
  readonly namespace?: string;
}

/** `kubectl config set-context`: `Context "x" created.` / `Context "x" modified.` */
export async function runSetContext(access: KubeconfigAccess, opts: SetContextOptions, io: CommandIO): Promise<number> {
  if (opts.name === '' && !opts.current) throw new UsageError('you must specify a non-empty context name or --current');
  if (opts.name !== '' && opts.current) throw new UsageError('you cannot specify both a context name and --current');
  const config = loadStartingConfig(access);
  let name = opts.name;
  if (opts.current) {
    if (!config.currentContext) throw new ConfigCommandError('no current context is set');
    name = config.currentContext;
  }
  const context: Record<string, unknown> = { ...config.contexts.get(name)?.context };
  if (opts.cluster !== undefined) context['cluster'] = opts.cluster;
  if (opts.user !== undefined) context['user'] = opts.user;
  if (opts.namespace !== undefined) context['namespace'] = opts.namespace;
  const { existed } = writeContext(access, name, context as KubeconfigContext);
  io.stdout.write(`Context ${goQuote(name)} ${existed ? 'modified' : 'created'}.\n`);
  return 0;
}
