/**
 * yargs wiring of the everyday kubectl commands: describe, label, annotate, edit, diff,
 * wait, completion (and the hidden __complete), plus `create namespace` and the kubeconfig
 * editing subcommands of `config`. app.ts registers these modules; each command's code is
 * loaded only when it runs.
 */
import type { Argv, CommandModule } from 'yargs';
import type { KubeconfigAccess } from '../src/client/config/kubeconfig-writer.js';
import { makeCliContext, type GlobalFlags } from './client-factory.js';
import type { CommandIO } from './io.js';

export interface WiringDeps {
  readonly io: CommandIO;
  /** Runs a command and records its exit code. */
  readonly run: (fn: () => Promise<number>) => () => Promise<void>;
  readonly globalFlags: (argv: Record<string, unknown>) => GlobalFlags;
  readonly kubeconfigAccess: (flags: GlobalFlags) => KubeconfigAccess;
  readonly dryRunFlag: (value: unknown, io?: CommandIO) => 'none' | 'server' | 'client';
}

type Args = Record<string, unknown>;
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : v === undefined ? [] : [String(v)]);
const optional = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

function selectorOptions(y: Argv): Argv {
  return y
    .option('filename', { alias: 'f', type: 'string', array: true, describe: 'Filename, directory, or URL to files identifying the resource' })
    .option('selector', { alias: 'l', type: 'string', describe: 'Selector (label query) to filter on' })
    .option('all-namespaces', { alias: 'A', type: 'boolean', default: false, describe: 'If present, list the requested object(s) across all namespaces' });
}

function labelLike(mode: 'label' | 'annotate', deps: WiringDeps): CommandModule {
  return {
    command: `${mode} [args..]`,
    describe: mode === 'label' ? 'Update the labels on a resource' : 'Update the annotations on a resource',
    builder: (y) =>
      selectorOptions(y)
        .positional('args', { type: 'string', array: true, default: [] })
        .option('overwrite', { type: 'boolean', default: false, describe: `If true, allow ${mode === 'label' ? 'labels' : 'annotations'} to be overwritten, otherwise reject updates that overwrite existing ${mode === 'label' ? 'labels' : 'annotations'}.` })
        .option('all', { type: 'boolean', default: false, describe: 'Select all resources, in the namespace of the specified resource types' })
        .option('field-selector', { type: 'string', describe: 'Selector (field query) to filter on' })
        .option('resource-version', { type: 'string', describe: 'If non-empty, the update will only succeed if this is the current resource-version for the object.' })
        .option('dry-run', { type: 'string', describe: 'Must be "none", "server", or "client".' })
        .option('output', { alias: 'o', type: 'string', default: '', describe: 'Output format. One of: (json, yaml, name).' })
        .option('field-manager', { type: 'string', describe: 'Name of the manager used to track field ownership.' })
        .option('list', { type: 'boolean', default: false, hidden: mode === 'annotate', describe: 'If true, display the labels for a given resource.' }),
    handler: (a: Args) =>
      deps.run(async () => {
        const dryRun = deps.dryRunFlag(a['dry-run'], deps.io);
        const { runLabel } = await import('./commands/label.js');
        return runLabel(
          makeCliContext(deps.globalFlags(a)),
          {
            mode,
            args: strings(a['args']),
            filenames: strings(a['filename']),
            overwrite: a['overwrite'] === true,
            all: a['all'] === true,
            allNamespaces: a['all-namespaces'] === true,
            ...(optional(a['selector']) !== undefined ? { selector: optional(a['selector'])! } : {}),
            ...(optional(a['field-selector']) !== undefined ? { fieldSelector: optional(a['field-selector'])! } : {}),
            ...(optional(a['resource-version']) ? { resourceVersion: optional(a['resource-version'])! } : {}),
            ...(optional(a['field-manager']) ? { fieldManager: optional(a['field-manager'])! } : {}),
            dryRun,
            output: String(a['output'] ?? ''),
            list: a['list'] === true,
          },
          deps.io,
        );
      })(),
  };
}

export function everydayCommands(deps: WiringDeps): CommandModule[] {
  const { io, run } = deps;
  return [
    {
      command: 'describe [args..]',
      describe: 'Show details of a specific resource or group of resources',
      builder: (y) => selectorOptions(y).positional('args', { type: 'string', array: true, default: [] }),
      handler: (a: Args) =>
        run(async () => {
          const { runDescribe } = await import('./commands/describe.js');
          return runDescribe(
            makeCliContext(deps.globalFlags(a)),
            { args: strings(a['args']), filenames: strings(a['filename']), ...(optional(a['selector']) !== undefined ? { selector: optional(a['selector'])! } : {}), allNamespaces: a['all-namespaces'] === true },
            io,
          );
        })(),
    },
    labelLike('label', deps),
    labelLike('annotate', deps),
    {
      command: 'edit [args..]',
      describe: 'Edit a resource on the server',
      builder: (y) =>
        selectorOptions(y)
          .positional('args', { type: 'string', array: true, default: [] })
          .option('output', { alias: 'o', type: 'string', default: '', describe: 'Output format. One of: (json, yaml).' })
          .option('field-manager', { type: 'string', default: 'kubectl-edit', describe: 'Name of the manager used to track field ownership.' })
          .option('output-patch', { type: 'boolean', default: false, describe: 'Output the patch if the resource is edited.' }),
      handler: (a: Args) =>
        run(async () => {
          const { runEdit } = await import('./commands/edit.js');
          return runEdit(
            makeCliContext(deps.globalFlags(a)),
            {
              args: strings(a['args']),
              filenames: strings(a['filename']),
              ...(optional(a['selector']) !== undefined ? { selector: optional(a['selector'])! } : {}),
              allNamespaces: a['all-namespaces'] === true,
              output: String(a['output'] ?? ''),
              fieldManager: String(a['field-manager']),
              outputPatch: a['output-patch'] === true,
            },
            io,
          );
        })(),
    },
    {
      command: 'diff',
      describe: 'Diff the live version against a would-be applied version',
      builder: (y) =>
        y
          .option('filename', { alias: 'f', type: 'string', array: true, describe: 'Filename, directory, or URL to files contains the configuration to diff' })
          .option('server-side', { type: 'boolean', default: true, describe: 'Diff a server-side apply (the only mode)' })
          .option('field-manager', { type: 'string', default: 'ctl', describe: 'Name of the manager used to track field ownership.' })
          .option('force-conflicts', { type: 'boolean', default: false, describe: 'If true, server-side apply will force the changes against conflicts.' }),
      handler: (a: Args) =>
        run(async () => {
          const { runDiff } = await import('./commands/diff.js');
          const { errorMessage } = await import('./errors.js');
          try {
            return await runDiff(makeCliContext(deps.globalFlags(a)), { filenames: strings(a['filename']), fieldManager: String(a['field-manager']), forceConflicts: a['force-conflicts'] === true }, io);
          } catch (err) {
            // kubectl diff reports errors with exit code 2 (1 means "differences found").
            io.stderr.write(errorMessage(err) + '\n');
            return 2;
          }
        })(),
    },
    {
      command: 'wait [args..]',
      describe: 'Experimental: Wait for a specific condition on one or many resources',
      builder: (y) =>
        selectorOptions(y)
          .positional('args', { type: 'string', array: true, default: [] })
          .option('for', { type: 'string', default: '', describe: "The condition to wait on: [create|delete|condition=condition-name[=condition-value]|jsonpath='{JSONPath expression}'=[JSONPath value]]." })
          .option('timeout', { type: 'string', default: '30s', describe: 'The length of time to wait before giving up.  Zero means check once and don\'t wait, negative means wait for a week.' })
          .option('all', { type: 'boolean', default: false, describe: 'Select all resources in the namespace of the specified resource types' })
          .option('field-selector', { type: 'string', describe: 'Selector (field query) to filter on' })
          .option('output', { alias: 'o', type: 'string', default: '', describe: 'Output format. One of: (name).' }),
      handler: (a: Args) =>
        run(async () => {
          const { runWait } = await import('./commands/wait.js');
          return runWait(
            makeCliContext(deps.globalFlags(a)),
            {
              args: strings(a['args']),
              filenames: strings(a['filename']),
              ...(optional(a['selector']) !== undefined ? { selector: optional(a['selector'])! } : {}),
              ...(optional(a['field-selector']) !== undefined ? { fieldSelector: optional(a['field-selector'])! } : {}),
              all: a['all'] === true,
              allNamespaces: a['all-namespaces'] === true,
              for: String(a['for'] ?? ''),
              timeout: String(a['timeout']),
              output: String(a['output'] ?? ''),
            },
            io,
          );
        })(),
    },
    {
      command: 'completion [shell..]',
      describe: 'Output shell completion code for the specified shell (bash, zsh, or fish)',
      builder: (y) => y.positional('shell', { type: 'string', array: true, default: [] }),
      handler: (a: Args) =>
        run(async () => {
          const { runCompletion } = await import('./commands/completion.js');
          return runCompletion(strings(a['shell']), io);
        })(),
    },
  ];
}

/**
 * The hidden `__complete` command: registered by app.ts before parsing only when it is the
 * first argument, so yargs never sees (or rejects) the partial words it completes.
 */
export async function runHiddenComplete(words: readonly string[], io: CommandIO): Promise<number> {
  const { runComplete } = await import('./commands/completion.js');
  return runComplete(words, io);
}

/** `create namespace NAME`, a subcommand of `create`. */
export function createNamespaceCommand(deps: WiringDeps): CommandModule {
  return {
    command: ['namespace [names..]', 'ns'],
    describe: 'Create a namespace with the specified name',
    builder: (y) =>
      y
        .positional('names', { type: 'string', array: true, default: [] })
        .option('dry-run', { type: 'string', describe: 'Must be "none", "server", or "client".' })
        .option('output', { alias: 'o', type: 'string', default: '', describe: 'Output format. One of: (json, yaml, name).' })
        .option('field-manager', { type: 'string', describe: 'Name of the manager used to track field ownership.' }),
    handler: (a: Args) =>
      deps.run(async () => {
        const dryRun = deps.dryRunFlag(a['dry-run'], deps.io);
        const { runCreateNamespace } = await import('./commands/create-namespace.js');
        return runCreateNamespace(
          makeCliContext(deps.globalFlags(a)),
          { names: strings(a['names']), dryRun, output: String(a['output'] ?? ''), ...(optional(a['field-manager']) ? { fieldManager: optional(a['field-manager'])! } : {}) },
          deps.io,
        );
      })(),
  };
}

/** `config set-cluster|set-credentials|delete-context|delete-cluster|delete-user|rename-context|set|unset`. */
export function configEditCommands(deps: WiringDeps): CommandModule[] {
  const access = (a: Args) => deps.kubeconfigAccess(deps.globalFlags(a));
  // Flags given on the line, even empty ones (kubectl's "Provided()").
  const given = (a: Args, k: string) => (typeof a[k] === 'string' ? (a[k] as string) : undefined);
  const bool = (a: Args, k: string) => (typeof a[k] === 'boolean' ? (a[k] as boolean) : undefined);
  return [
    {
      command: 'set-cluster [args..]',
      describe: 'Set a cluster entry in kubeconfig',
      builder: (y) =>
        y
          .positional('args', { type: 'string', array: true, default: [] })
          .option('certificate-authority', { type: 'string', describe: 'Path to certificate-authority file for the cluster entry in kubeconfig' })
          .option('embed-certs', { type: 'boolean', describe: 'embed-certs for the cluster entry in kubeconfig' })
          .option('tls-server-name', { type: 'string', describe: 'tls-server-name for the cluster entry in kubeconfig' })
          .option('proxy-url', { type: 'string', describe: 'proxy-url for the cluster entry in kubeconfig' }),
      handler: (a: Args) =>
        deps.run(async () => {
          const { runSetCluster } = await import('./commands/config-edit.js');
          const server = given(a, 'server');
          const insecure = bool(a, 'insecure-skip-tls-verify');
          const ca = given(a, 'certificate-authority');
          const tls = given(a, 'tls-server-name');
          const proxy = given(a, 'proxy-url');
          return runSetCluster(
            access(a),
            {
              args: strings(a['args']),
              ...(server !== undefined ? { server } : {}),
              ...(insecure !== undefined ? { insecureSkipTlsVerify: insecure } : {}),
              ...(ca !== undefined ? { certificateAuthority: ca } : {}),
              ...(a['embed-certs'] === true ? { embedCerts: true } : {}),
              ...(tls !== undefined ? { tlsServerName: tls } : {}),
              ...(proxy !== undefined ? { proxyUrl: proxy } : {}),
            },
            deps.io,
          );
        })(),
    },
    {
      command: 'set-credentials [args..]',
      describe: 'Set a user entry in kubeconfig',
      builder: (y) =>
        y
          .positional('args', { type: 'string', array: true, default: [] })
          .option('client-certificate', { type: 'string', describe: 'Path to client-certificate file for the user entry in kubeconfig' })
          .option('client-key', { type: 'string', describe: 'Path to client-key file for the user entry in kubeconfig' })
          .option('embed-certs', { type: 'boolean', describe: 'Embed client cert/key for the user entry in kubeconfig' })
          .option('username', { type: 'string', describe: 'username for the user entry in kubeconfig' })
          .option('password', { type: 'string', describe: 'password for the user entry in kubeconfig' })
          .option('auth-provider', { type: 'string', describe: 'Auth provider for the user entry in kubeconfig' })
          .option('auth-provider-arg', { type: 'string', array: true, describe: "'key=value' arguments for the auth provider" })
          .option('exec-command', { type: 'string', describe: 'Command for the exec credential plugin for the user entry in kubeconfig' })
          .option('exec-api-version', { type: 'string', describe: 'API version of the exec credential plugin for the user entry in kubeconfig' })
          .option('exec-arg', { type: 'string', array: true, describe: 'New arguments for the exec credential plugin command for the user entry in kubeconfig' })
          .option('exec-env', { type: 'string', array: true, describe: "'key=value' environment values for the exec credential plugin" })
          .option('exec-interactive-mode', { type: 'string', describe: 'InteractiveMode of the exec credentials plugin for the user entry in kubeconfig' })
          .option('exec-provide-cluster-info', { type: 'boolean', describe: 'ProvideClusterInfo of the exec credentials plugin for the user entry in kubeconfig' }),
      handler: (a: Args) =>
        deps.run(async () => {
          const { runSetCredentials } = await import('./commands/config-edit.js');
          const pick = (k: string, as: string) => (given(a, k) !== undefined ? { [as]: given(a, k) } : {});
          return runSetCredentials(
            access(a),
            {
              args: strings(a['args']),
              ...pick('client-certificate', 'clientCertificate'),
              ...pick('client-key', 'clientKey'),
              ...(a['embed-certs'] === true ? { embedCerts: true } : {}),
              ...pick('token', 'token'),
              ...pick('username', 'username'),
              ...pick('password', 'password'),
              ...pick('auth-provider', 'authProvider'),
              ...(a['auth-provider-arg'] !== undefined ? { authProviderArgs: strings(a['auth-provider-arg']) } : {}),
              ...pick('exec-command', 'execCommand'),
              ...pick('exec-api-version', 'execApiVersion'),
              ...(a['exec-arg'] !== undefined ? { execArgs: strings(a['exec-arg']).flatMap((s) => s.split(',')) } : {}),
              ...(a['exec-env'] !== undefined ? { execEnv: strings(a['exec-env']) } : {}),
              ...pick('exec-interactive-mode', 'execInteractiveMode'),
              ...(bool(a, 'exec-provide-cluster-info') !== undefined ? { execProvideClusterInfo: bool(a, 'exec-provide-cluster-info') } : {}),
            },
            deps.io,
          );
        })(),
    },
    {
      command: 'delete-context [args..]',
      describe: 'Delete the specified context from the kubeconfig',
      builder: (y) => y.positional('args', { type: 'string', array: true, default: [] }),
      handler: (a: Args) =>
        deps.run(async () => {
          const { runDeleteContext } = await import('./commands/config-edit.js');
          return runDeleteContext(access(a), strings(a['args']), deps.io);
        })(),
    },
    {
      command: 'delete-cluster [args..]',
      describe: 'Delete the specified cluster from the kubeconfig',
      builder: (y) => y.positional('args', { type: 'string', array: true, default: [] }),
      handler: (a: Args) =>
        deps.run(async () => {
          const { runDeleteNamed } = await import('./commands/config-edit.js');
          return runDeleteNamed(access(a), 'cluster', strings(a['args']), deps.io);
        })(),
    },
    {
      command: 'delete-user [args..]',
      describe: 'Delete the specified user from the kubeconfig',
      builder: (y) => y.positional('args', { type: 'string', array: true, default: [] }),
      handler: (a: Args) =>
        deps.run(async () => {
          const { runDeleteNamed } = await import('./commands/config-edit.js');
          return runDeleteNamed(access(a), 'user', strings(a['args']), deps.io);
        })(),
    },
    {
      command: 'rename-context [args..]',
      describe: 'Rename a context from the kubeconfig file',
      builder: (y) => y.positional('args', { type: 'string', array: true, default: [] }),
      handler: (a: Args) =>
        deps.run(async () => {
          const { runRenameContext } = await import('./commands/config-edit.js');
          return runRenameContext(access(a), strings(a['args']), deps.io);
        })(),
    },
    {
      command: 'set [args..]',
      describe: 'Set an individual value in a kubeconfig file',
      builder: (y) =>
        y.positional('args', { type: 'string', array: true, default: [] }).option('set-raw-bytes', { type: 'boolean', default: false, describe: 'When writing a []byte PROPERTY_VALUE, write the given string directly without base64 decoding.' }),
      handler: (a: Args) =>
        deps.run(async () => {
          const { runConfigSet } = await import('./commands/config-edit.js');
          return runConfigSet(access(a), strings(a['args']), a['set-raw-bytes'] === true, deps.io);
        })(),
    },
    {
      command: 'unset [args..]',
      describe: 'Unset an individual value in a kubeconfig file',
      builder: (y) => y.positional('args', { type: 'string', array: true, default: [] }),
      handler: (a: Args) =>
        deps.run(async () => {
          const { runConfigUnset } = await import('./commands/config-edit.js');
          return runConfigUnset(access(a), strings(a['args']), deps.io);
        })(),
    },
  ];
}
