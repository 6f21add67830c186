/**
 * `ctl config set-cluster|set-credentials|delete-context|rename-context|set|unset`:
 * kubectl's kubeconfig editing commands with their flags, rules and messages, written
 * through cli/kubeconfig-modify.ts (client-go ModifyConfig).
 */
import { readFileSync, statSync } from 'node:fs';
import * as nodePath from 'node:path';
import type { KubeconfigAccess } from '../../src/client/config/kubeconfig-writer.js';
import { goQuote } from '../../src/meta/field-errors.js';
import { UsageError, type CommandIO } from '../io.js';
import { kubeconfigFileForMessages, modifyKubeconfig, type EditableConfig } from '../kubeconfig-modify.js';

/** Errors that print as `error: <message>` (not usage errors). */
class ConfigEditError extends Error {}

type Mutable = Record<string, unknown>;

function goStatError(path: string, err: unknown): string {
  const code = (err as { code?: string }).code;
  return `stat ${path}: ${code === 'ENOENT' ? 'no such file or directory' : code === 'EACCES' ? 'permission denied' : (err as Error).message}`;
}

function base64File(path: string): string {
  try {
    return readFileSync(path).toString('base64');
  } catch {
    return '';
  }
}

function argsText(args: readonly string[]): string {
  return `[${args.join(' ')}]`;
}

// ---------------------------------------------------------------------------
// set-cluster
// ---------------------------------------------------------------------------

export interface SetClusterOptions {
  readonly args: readonly string[];
  readonly server?: string;
  readonly certificateAuthority?: string;
  readonly embedCerts?: boolean;
  readonly insecureSkipTlsVerify?: boolean;
  readonly tlsServerName?: string;
  readonly proxyUrl?: string;
}

export async function runSetCluster(access: KubeconfigAccess, opts: SetClusterOptions, io: CommandIO): Promise<number> {
  if (opts.args.length !== 1) throw new UsageError(`Unexpected args: ${argsText(opts.args)}`);
  const name = opts.args[0]!;
  if (name === '') throw new UsageError('you must specify a non-empty cluster name');
  if (opts.embedCerts) {
    const ca = opts.certificateAuthority ?? '';
    if (ca === '') throw new UsageError('you must specify a --certificate-authority to embed');
    try {
      statSync(ca);
    } catch (err) {
      throw new UsageError(`could not stat certificate-authority file ${ca}: ${goStatError(ca, err)}`);
    }
  }
  modifyKubeconfig(access, (config) => {
    const c: Mutable = { ...(config.clusters[name] ?? {}) };
    if (opts.server !== undefined) {
      c['server'] = opts.server;
      delete c['tls-server-name'];
    }
    if (opts.tlsServerName !== undefined) c['tls-server-name'] = opts.tlsServerName;
    if (opts.insecureSkipTlsVerify !== undefined) {
      c['insecure-skip-tls-verify'] = opts.insecureSkipTlsVerify;
      if (opts.insecureSkipTlsVerify) {
        delete c['certificate-authority'];
        delete c['certificate-authority-data'];
      }
    }
    if (opts.certificateAuthority !== undefined) {
      if (opts.embedCerts) {
        c['certificate-authority-data'] = base64File(opts.certificateAuthority);
        delete c['insecure-skip-tls-verify'];
        delete c['certificate-authority'];
      } else {
        const ca = opts.certificateAuthority === '' ? '' : nodePath.resolve(opts.certificateAuthority);
        c['certificate-authority'] = ca;
        if (ca !== '') {
          delete c['insecure-skip-tls-verify'];
          delete c['certificate-authority-data'];
        }
      }
    }
    if (opts.proxyUrl !== undefined) c['proxy-url'] = opts.proxyUrl;
    for (const k of Object.keys(c)) if (c[k] === '' || c[k] === false) if (k !== 'server') delete c[k];
    if (c['server'] === undefined) c['server'] = '';
    config.clusters[name] = c;
  });
  io.stdout.write(`Cluster ${goQuote(name)} set.\n`);
  return 0;
}

// ---------------------------------------------------------------------------
// set-credentials
// ---------------------------------------------------------------------------

export interface SetCredentialsOptions {
  readonly args: readonly string[];
  readonly clientCertificate?: string;
  readonly clientKey?: string;
  readonly embedCerts?: boolean;
  readonly token?: string;
  readonly username?: string;
  readonly password?: string;
  readonly authProvider?: string;
  readonly authProviderArgs?: readonly string[];
  readonly execCommand?: string;
  readonly execApiVersion?: string;
  readonly execArgs?: readonly string[];
  readonly execEnv?: readonly string[];
  readonly execInteractiveMode?: string;
  readonly execProvideClusterInfo?: boolean;
}

export async function runSetCredentials(access: KubeconfigAccess, opts: SetCredentialsOptions, io: CommandIO): Promise<number> {
  if (opts.args.length !== 1) throw new UsageError(`unexpected args: ${argsText(opts.args)}`);
  const name = opts.args[0]!;
  if (name === '') throw new UsageError('you must specify a non-empty user name');
  const methods: string[] = [];
  if (opts.token) methods.push('--token');
  if (opts.username || opts.password) methods.push('--username/--password');
  if (methods.length > 1) throw new UsageError(`you cannot specify more than one authentication method at the same time: ${methods.join(', ')}`);
  if (opts.embedCerts) {
    if (!opts.clientCertificate && !opts.clientKey) throw new UsageError('you must specify a --client-certificate or --client-key to embed');
    for (const [flag, path] of [['client-certificate', opts.clientCertificate], ['client-key', opts.clientKey]] as const) {
      if (!path) continue;
      try {
        statSync(path);
      } catch (err) {
        throw new UsageError(`could not stat ${flag} file ${path}: ${goStatError(path, err)}`);
      }
    }
  }
  if (opts.execInteractiveMode !== undefined && !['Never', 'IfAvailable', 'Always'].includes(opts.execInteractiveMode)) {
    throw new UsageError(`invalid interactive mode: ${opts.execInteractiveMode}, valid modes are: [Never IfAvailable Always]`);
  }
  const env = new Map<string, string>();
  const envRemove: string[] = [];
  for (const e of opts.execEnv ?? []) {
    const i = e.indexOf('=');
    if (i > 0) env.set(e.slice(0, i), e.slice(i + 1));
    else if (e.endsWith('-')) envRemove.push(e.slice(0, -1));
    else throw new UsageError(`invalid argument "${e}" for "--exec-env" flag: ${e} must be formatted as key=value`);
  }
  modifyKubeconfig(access, (config) => {
    const u: Mutable = structuredClone({ ...(config.users[name] ?? {}) }) as Mutable;
    let setToken = false;
    let setBasic = false;
    for (const [path, file, data] of [
      [opts.clientCertificate, 'client-certificate', 'client-certificate-data'],
      [opts.clientKey, 'client-key', 'client-key-data'],
    ] as const) {
      if (path === undefined) continue;
      if (opts.embedCerts) {
        u[data] = base64File(path);
        delete u[file];
      } else {
        const abs = path === '' ? '' : nodePath.resolve(path);
        u[file] = abs;
        if (abs !== '') delete u[data];
      }
    }
    if (opts.token !== undefined) {
      u['token'] = opts.token;
      setToken = opts.token !== '';
    }
    if (opts.username !== undefined) {
      u['username'] = opts.username;
      setBasic ||= opts.username !== '';
    }
    if (opts.password !== undefined) {
      u['password'] = opts.password;
      setBasic ||= opts.password !== '';
    }
    if (opts.authProvider !== undefined || (opts.authProviderArgs ?? []).length > 0) {
      const ap = (u['auth-provider'] as Mutable | undefined) ?? { name: '' };
      if (opts.authProvider !== undefined && opts.authProvider !== ap['name']) {
        ap['name'] = opts.authProvider;
        delete ap['config'];
      }
      const cfg = { ...((ap['config'] as Record<string, string> | undefined) ?? {}) };
      for (const a of opts.authProviderArgs ?? []) {
        const i = a.indexOf('=');
        if (i > 0) cfg[a.slice(0, i)] = a.slice(i + 1);
        else if (a.endsWith('-')) delete cfg[a.slice(0, -1)];
      }
      if (Object.keys(cfg).length) ap['config'] = cfg;
      u['auth-provider'] = ap;
    }
    if (opts.execCommand !== undefined) {
      if (u['exec'] === undefined) u['exec'] = { command: opts.execCommand };
      else {
        (u['exec'] as Mutable)['command'] = opts.execCommand;
        delete (u['exec'] as Mutable)['args'];
      }
    }
    const exec = u['exec'] as Mutable | undefined;
    if (exec) {
      if (opts.execApiVersion !== undefined) exec['apiVersion'] = opts.execApiVersion;
      if (opts.execArgs !== undefined) exec['args'] = [...opts.execArgs];
      if (opts.execInteractiveMode !== undefined) exec['interactiveMode'] = opts.execInteractiveMode;
      if (opts.execProvideClusterInfo !== undefined) exec['provideClusterInfo'] = opts.execProvideClusterInfo;
      let vars = ((exec['env'] as Array<{ name: string; value: string }> | undefined) ?? []).filter((v) => !envRemove.includes(v.name));
      for (const [k, v] of env) {
        const found = vars.find((x) => x.name === k);
        if (found) found.value = v;
        else vars = [...vars, { name: k, value: v }];
      }
      if (vars.length) exec['env'] = vars;
      else delete exec['env'];
      if (exec['provideClusterInfo'] === undefined) exec['provideClusterInfo'] = false;
    }
    if (setToken || setBasic) {
      if (!setToken) delete u['token'];
      if (!setBasic) {
        delete u['username'];
        delete u['password'];
      }
    }
    for (const k of Object.keys(u)) if (u[k] === '') delete u[k];
    config.users[name] = u;
  });
  io.stdout.write(`User ${goQuote(name)} set.\n`);
  return 0;
}

// ---------------------------------------------------------------------------
// delete-context / rename-context
// ---------------------------------------------------------------------------

export async function runDeleteContext(access: KubeconfigAccess, args: readonly string[], io: CommandIO): Promise<number> {
  if (args.length === 0) {
    // kubectl prints the command's help and succeeds when no name is given.
    io.stdout.write(
      'Delete the specified context from the kubeconfig.\n\nExamples:\n  # Delete the context for the minikube cluster\n  ctl config delete-context minikube\n\nUsage:\n  ctl config delete-context NAME [options]\n\nUse "ctl options" for a list of global command-line options (applies to all commands).\n',
    );
    return 0;
  }
  if (args.length !== 1) throw new UsageError(`unexpected args: ${argsText(args)}`);
  const name = args[0]!;
  const file = kubeconfigFileForMessages(access);
  modifyKubeconfig(access, (config) => {
    if (!(name in config.contexts)) throw new ConfigEditError(`cannot delete context ${name}, not in ${file}`);
    if (config.currentContext === name) io.stderr.write('warning: this removed your active context, use "ctl config use-context" to select a different one\n');
    delete config.contexts[name];
  });
  io.stdout.write(`deleted context ${name} from ${file}\n`);
  return 0;
}

export async function runDeleteNamed(access: KubeconfigAccess, kind: 'cluster' | 'user', args: readonly string[], io: CommandIO): Promise<number> {
  if (args.length !== 1) throw new UsageError(`unexpected args: ${argsText(args)}`);
  const name = args[0]!;
  const file = kubeconfigFileForMessages(access);
  modifyKubeconfig(access, (config) => {
    const map = kind === 'cluster' ? config.clusters : config.users;
    if (!(name in map)) throw new ConfigEditError(`cannot delete ${kind} ${name}, not in ${file}`);
    delete map[name];
  });
  io.stdout.write(`deleted ${kind} ${name} from ${file}\n`);
  return 0;
}

export async function runRenameContext(access: KubeconfigAccess, args: readonly string[], io: CommandIO): Promise<number> {
  if (args.length !== 2) throw new UsageError(`Unexpected args: ${argsText(args)}`);
  const [from, to] = args as [string, string];
  if (to === '') throw new UsageError('You must specify a new non-empty context name');
  const file = kubeconfigFileForMessages(access);
  modifyKubeconfig(access, (config) => {
    const context = config.contexts[from];
    if (!context) throw new ConfigEditError(`cannot rename the context ${goQuote(from)}, it's not in ${file}`);
    if (to in config.contexts) throw new ConfigEditError(`cannot rename the context ${goQuote(from)}, the context ${goQuote(to)} already exists in ${file}`);
    config.contexts[to] = context;
    delete config.contexts[from];
    if (config.currentContext === from) config.currentContext = to;
  });
  io.stdout.write(`Context ${goQuote(from)} renamed to ${goQuote(to)}.\n`);
  return 0;
}

// ---------------------------------------------------------------------------
// set / unset PROPERTY
// ---------------------------------------------------------------------------

type FieldKind = 'string' | 'bool' | 'bytes' | 'strings';
const FIELDS: Record<'clusters' | 'users' | 'contexts' | 'preferences', Record<string, FieldKind>> = {
  clusters: {
    server: 'string',
    'tls-server-name': 'string',
    'insecure-skip-tls-verify': 'bool',
    'certificate-authority': 'string',
    'certificate-authority-data': 'bytes',
    'proxy-url': 'string',
    'disable-compression': 'bool',
  },
  users: {
    'client-certificate': 'string',
    'client-certificate-data': 'bytes',
    'client-key': 'string',
    'client-key-data': 'bytes',
    token: 'string',
    tokenFile: 'string',
    as: 'string',
    'as-uid': 'string',
    'as-groups': 'strings',
    username: 'string',
    password: 'string',
  },
  contexts: { cluster: 'string', user: 'string', namespace: 'string' },
  preferences: { colors: 'bool' },
};

function parseBool(v: string): boolean {
  if (['1', 't', 'T', 'TRUE', 'true', 'True'].includes(v)) return true;
  if (['0', 'f', 'F', 'FALSE', 'false', 'False'].includes(v)) return false;
  throw new ConfigEditError(`strconv.ParseBool: parsing ${goQuote(v)}: invalid syntax`);
}

function setProperty(config: EditableConfig, property: string, value: string | undefined, rawBytes: boolean): void {
  const steps = property.split('.');
  const head = steps[0]!;
  if (head === 'current-context' && steps.length === 1) {
    config.currentContext = value ?? '';
    return;
  }
  if (head === 'preferences') {
    const field = steps[1];
    if (steps.length !== 2 || !field || !FIELDS.preferences[field]) throw new ConfigEditError(`unable to parse ${steps.slice(1).join('.')} after [preferences] at api.Preferences`);
    const prefs = config.preferences as Mutable;
    if (value === undefined) delete prefs[field];
    else prefs[field] = parseBool(value);
    return;
  }
  if (head !== 'clusters' && head !== 'users' && head !== 'contexts') throw new ConfigEditError(`unable to parse ${property} after [] at api.Config`);
  const map = config[head] as Record<string, Mutable>;
  const key = steps[1];
  if (key === undefined) {
    if (value === undefined) {
      for (const k of Object.keys(map)) delete map[k];
      return;
    }
    throw new ConfigEditError(`can't set a map to a value: map[${Object.keys(map).join(' ')}]`);
  }
  const field = steps.slice(2).join('.');
  if (value === undefined) {
    if (!(key in map)) throw new ConfigEditError(`current map key \`${key}\` is invalid`);
    if (field === '') {
      delete map[key];
      return;
    }
  }
  const kind = FIELDS[head][field];
  if (field === '' || !kind) {
    throw new ConfigEditError(field === '' ? `can't set a map to a value: map[${Object.keys(map).join(' ')}]` : `unable to parse one or more field values of ${property}`);
  }
  const entry: Mutable = { ...(map[key] ?? {}) };
  if (value === undefined) delete entry[field];
  else if (kind === 'bool') entry[field] = parseBool(value);
  else if (kind === 'bytes') {
    if (rawBytes) entry[field] = Buffer.from(value, 'utf8').toString('base64');
    else {
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value) || value.length % 4 !== 0) throw new ConfigEditError(`illegal base64 data at input byte ${Math.max(0, value.search(/[^A-Za-z0-9+/=]/))}`);
      entry[field] = value;
    }
  } else if (kind === 'strings') entry[field] = value.split(',');
  else entry[field] = value;
  map[key] = entry;
}

export async function runConfigSet(access: KubeconfigAccess, args: readonly string[], rawBytes: boolean, io: CommandIO): Promise<number> {
  if (args.length !== 2) throw new UsageError(`Unexpected args: ${argsText(args)}`);
  const [property, value] = args as [string, string];
  if (value === '') throw new UsageError('you cannot use set to unset a property');
  if (property === '') throw new UsageError('you must specify a property');
  modifyKubeconfig(access, (config) => setProperty(config, property, value, rawBytes));
  io.stdout.write(`Property ${goQuote(property)} set.\n`);
  return 0;
}

export async function runConfigUnset(access: KubeconfigAccess, args: readonly string[], io: CommandIO): Promise<number> {
  if (args.length !== 1) throw new UsageError(`Unexpected args: ${argsText(args)}`);
  const property = args[0]!;
  if (property === '') throw new UsageError('you must specify a property');
  modifyKubeconfig(access, (config) => setProperty(config, property, undefined, false));
  io.stdout.write(`Property ${goQuote(property)} unset.\n`);
  return 0;
}
