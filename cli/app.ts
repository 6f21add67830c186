/**
 * The CLI application (argument parsing and dispatch); `main.ts` runs it. Wires yargs to the commands; each command is
 * loaded only when used, so start-up stays fast.
 */
import { CLIENT_GIT_VERSION } from './version-info.js';
import yargs, { type Argv } from 'yargs';
import { makeCliContext, type GlobalFlags } from './client-factory.js';
import { describeError } from './errors.js';
import { processIO, UsageError, type CommandIO } from './io.js';
import type { KubeconfigAccess } from '../src/client/config/kubeconfig-writer.js';
import { configEditCommands, createNamespaceCommand, everydayCommands, runHiddenComplete } from './everyday-commands.js';
import { topLevelHelp, wantsTopLevelHelp } from './help.js';
import { checkFlags, CobraError, unknownCommandMessage, type FlagSet } from './flags.js';
import { dryRunStrategy as dryRunFlag, fieldValidation, foldOptionalValueFlags, writeOutput } from './write-flags.js';

function globalFlags(argv: Record<string, unknown>): GlobalFlags {
  const str = (k: string) => (typeof argv[k] === 'string' && argv[k] !== '' ? (argv[k] as string) : undefined);
  return {
    kubeconfig: str('kubeconfig'),
    context: str('context'),
    cluster: str('cluster'),
    user: str('user'),
    server: str('server'),
    namespace: str('namespace'),
    token: str('token'),
    insecureSkipTlsVerify: argv['insecure-skip-tls-verify'] === true,
  };
}

/** Where `ctl config` reads and writes kubeconfig files: --kubeconfig, else $KUBECONFIG / ~/.kube/config. */
function kubeconfigAccess(flags: GlobalFlags): KubeconfigAccess {
  return flags.kubeconfig ? { explicitPath: flags.kubeconfig } : {};
}

/** Aborted on Ctrl+C; the watch then exits 1, as kubectl's interrupt handler does. */
function interruptSignal(): AbortSignal {
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  return controller.signal;
}


/** Split `TYPE/NAME` arguments the way kubectl accepts them. */
function splitResourceArgs(resource: string, names: readonly string[]): { resource: string; names: string[] } {
  const slash = resource.indexOf('/');
  if (slash < 0) return { resource, names: [...names] };
  if (names.length > 0) throw new UsageError('there is no need to specify a resource type as a separate argument when passing arguments in resource/name form');
  return { resource: resource.slice(0, slash), names: [resource.slice(slash + 1)] };
}

/**
 * yargs treats a lone `-` as a positional, but `-f -` means "read stdin" to kubectl users;
 * fold it into the `--filename=-` form yargs keeps as a value.
 */
function foldStdinFilename(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if ((a === '-f' || a === '--filename') && argv[i + 1] === '-') {
      out.push('--filename=-');
      i++;
    } else out.push(a);
  }
  return out;
}

/** The command names yargs knows at this level (registration order, aliases left out). */
function commandNames(y: Argv): string[] {
  const handlers = (y as any).getInternalMethods().getCommandInstance().getCommandHandlers() as Record<string, unknown>;
  return Object.keys(handlers);
}

/**
 * cobra's and pflag's checks (cli/flags.ts): an unknown command with suggestions before
 * parsing, then every flag of the matched command as a middleware (the command's flag set is
 * only known once yargs has run its builder).
 */
function checkCommandLine(parser: Argv, argv: readonly string[]): void {
  const root = (parser as any).getOptions() as FlagSet;
  const globals = new Set(Object.keys(root.key));
  const rootFlags = new Set(Object.entries(root.alias).flatMap(([k, v]) => [k, ...v]).concat(Object.keys(root.key)));
  const booleans = new Set(root.boolean);
  for (let i = 0; i < argv.length; i++) {
    const tok = argv[i]!;
    if (tok === '--') break;
    if (tok.startsWith('-') && tok.length > 1) {
      const name = tok.replace(/^--?/, '');
      if (!tok.includes('=') && rootFlags.has(name) && !booleans.has(name)) i++;
      continue;
    }
    const names = commandNames(parser);
    if (!names.includes(tok) && tok !== 'help' && tok !== 'completion') throw new CobraError(unknownCommandMessage(tok, 'ctl', names));
    break;
  }
  (parser as any).middleware((_a: unknown, yy: any) => {
    checkFlags(argv, yy.getOptions() as FlagSet, (yy.getInternalMethods().getContext().commands as string[]) ?? [], globals);
  }, true);
}

export async function main(rawArgv: string[], io: CommandIO = processIO): Promise<number> {
  const argv = foldOptionalValueFlags(foldStdinFilename(rawArgv));
  let exitCode = 0;
  const run = (fn: () => Promise<number>) => async () => {
    exitCode = await fn();
  };
  // The hidden completion entry point and the grouped top-level help bypass yargs.
  if (argv[0] === '__complete') return runHiddenComplete(argv.slice(1), io);
  if (wantsTopLevelHelp(argv)) {
    io.stdout.write(topLevelHelp());
    return 0;
  }
  const deps = { io, run, globalFlags, kubeconfigAccess, dryRunFlag };
  const parser: Argv = yargs(argv)
    .scriptName('ctl')
    .usage('ctl controls a cluster.io API server.\n\nUsage: ctl <command> [flags]')
    .option('kubeconfig', { type: 'string', describe: 'Path to the kubeconfig file to use for CLI requests.', global: true })
    .option('context', { type: 'string', describe: 'The name of the kubeconfig context to use', global: true })
    .option('cluster', { type: 'string', describe: 'The name of the kubeconfig cluster to use', global: true })
    .option('user', { type: 'string', describe: 'The name of the kubeconfig user to use', global: true })
    .option('server', { alias: 's', type: 'string', describe: 'The address and port of the API server', global: true })
    .option('namespace', { alias: 'n', type: 'string', describe: 'If present, the namespace scope for this CLI request', global: true })
    .option('token', { type: 'string', describe: 'Bearer token for authentication to the API server', global: true })
    .option('insecure-skip-tls-verify', { type: 'boolean', describe: "If true, the server's certificate will not be checked for validity", global: true })
    .command(
      'get <resource> [names..]',
      'Display one or many resources',
      (y) =>
        y
          .positional('resource', { type: 'string', demandOption: true, describe: 'resource type, e.g. runtimeclasses' })
          .positional('names', { type: 'string', array: true, default: [] })
          .option('output', { alias: 'o', type: 'string', default: 'table', describe: 'Output format: table|wide|json|yaml|name' })
          .option('all-namespaces', { alias: 'A', type: 'boolean', default: false, describe: 'List across all namespaces' })
          .option('selector', { alias: 'l', type: 'string', describe: 'Label selector to filter on' })
          .option('field-selector', { type: 'string', describe: 'Field selector to filter on' })
          .option('no-headers', { type: 'boolean', describe: "Don't print headers" })
          // yargs reads --no-headers as the negation of `headers`, so that one must be declared too.
          .option('headers', { type: 'boolean', default: true, hidden: true })
          .option('chunk-size', { type: 'number', default: 500, describe: 'Return large lists in chunks (0 disables)' })
          .option('watch', { alias: 'w', type: 'boolean', default: false, describe: 'After listing, watch for changes' })
          .option('watch-only', { type: 'boolean', default: false, describe: 'Watch for changes without listing first' })
          .option('output-watch-events', { type: 'boolean', default: false, describe: 'Show the event type of each watched change' })
          .option('sort-by', { type: 'string', describe: 'Sort list types using this JSONPath expression' })
          .option('show-labels', { type: 'boolean', default: false, describe: 'Show all labels as the last column' })
          .option('label-columns', { alias: 'L', type: 'string', array: true, describe: 'Labels to present as columns' })
          .option('show-managed-fields', { type: 'boolean', default: false, describe: 'Keep managedFields in JSON or YAML output' }),
      (a) =>
        run(async () => {
          const { runGet } = await import('./commands/get.js');
          const { resource, names } = splitResourceArgs(a.resource as string, (a.names as string[]) ?? []);
          return runGet(
            makeCliContext(globalFlags(a)),
            {
              resource,
              names,
              allNamespaces: a['all-namespaces'] as boolean,
              ...(a.selector ? { labelSelector: a.selector as string } : {}),
              ...(a['field-selector'] ? { fieldSelector: a['field-selector'] as string } : {}),
              output: a.output as 'table',
              noHeaders: a.headers === false || a['no-headers'] === true,
              chunkSize: a['chunk-size'] as number,
              watch: a.watch as boolean,
              watchOnly: a['watch-only'] as boolean,
              outputWatchEvents: a['output-watch-events'] as boolean,
              ...(a['sort-by'] ? { sortBy: a['sort-by'] as string } : {}),
              showLabels: a['show-labels'] as boolean,
              labelColumns: ((a['label-columns'] as string[] | undefined) ?? []).flatMap((v) => v.split(',')).filter((v) => v !== ''),
              showManagedFields: a['show-managed-fields'] as boolean,
              ...(a.watch || a['watch-only'] ? { signal: interruptSignal() } : {}),
            },
            io,
          );
        })(),
    )
    .command(
      'create',
      'Create resources from files or stdin',
      (y) =>
        y
          .option('filename', { alias: 'f', type: 'string', array: true, describe: 'Files, directories or - for stdin' })
          .option('dry-run', { type: 'string', describe: 'none, server or client' })
          .option('validate', { type: 'string', describe: 'strict (or true), warn, ignore (or false)' })
          .option('output', { alias: 'o', type: 'string', describe: 'Output format: json|yaml|name' })
          .command(createNamespaceCommand(deps)),
      (a) =>
        run(async () => {
          const output = writeOutput(a.output);
          const validate = fieldValidation(a.validate);
          const dryRun = dryRunFlag(a['dry-run'], io);
          const { runCreate } = await import('./commands/create.js');
          return runCreate(makeCliContext(globalFlags(a)), { filenames: (a.filename as string[]) ?? [], dryRun, output, validate }, io);
        })(),
    )
    .command(
      'delete [resource] [names..]',
      'Delete resources by name, file, label selector or --all',
      (y) =>
        y
          .positional('resource', { type: 'string' })
          .positional('names', { type: 'string', array: true, default: [] })
          .option('filename', { alias: 'f', type: 'string', array: true, describe: 'Files, directories or - for stdin' })
          .option('all', { type: 'boolean', default: false, describe: 'Delete every object of the resource type in the namespace' })
          .option('selector', { alias: 'l', type: 'string', describe: 'Label selector' })
          .option('all-namespaces', { alias: 'A', type: 'boolean', default: false, describe: 'With --all or -l, across all namespaces' })
          .option('dry-run', { type: 'string', describe: 'none, server or client' })
          .option('grace-period', { type: 'number', default: -1, describe: 'Seconds given to the resource to terminate gracefully' })
          .option('ignore-not-found', { type: 'boolean', default: false, describe: 'Treat "resource not found" as a successful delete' }),
      (a) =>
        run(async () => {
          const dryRun = dryRunFlag(a['dry-run'], io);
          const { runDelete } = await import('./commands/delete.js');
          const split = a.resource ? splitResourceArgs(a.resource as string, (a.names as string[]) ?? []) : { resource: undefined, names: [] };
          return runDelete(
            makeCliContext(globalFlags(a)),
            {
              ...(split.resource ? { resource: split.resource } : {}),
              names: split.names,
              filenames: (a.filename as string[]) ?? [],
              all: a.all as boolean,
              ...(a.selector !== undefined ? { labelSelector: a.selector as string } : {}),
              allNamespaces: a['all-namespaces'] as boolean,
              dryRun,
              gracePeriod: a['grace-period'] as number,
              ignoreNotFound: a['ignore-not-found'] as boolean,
            },
            io,
          );
        })(),
    )
    .command(
      'apply',
      'Apply a configuration to resources with server-side apply',
      (y) =>
        y
          .option('filename', { alias: 'f', type: 'string', array: true, describe: 'Files, directories or - for stdin' })
          .option('server-side', { type: 'boolean', default: true, describe: 'Apply on the server (the only mode)' })
          .option('field-manager', { type: 'string', default: 'ctl', describe: 'Name of the manager owning the applied fields' })
          .option('force-conflicts', { type: 'boolean', default: false, describe: 'Take ownership of conflicting fields' })
          .option('dry-run', { type: 'string', describe: 'none, server or client' })
          .option('validate', { type: 'string', describe: 'strict (or true), warn, ignore (or false)' })
          .option('output', { alias: 'o', type: 'string', describe: 'Output format: json|yaml|name' }),
      (a) =>
        run(async () => {
          if (a['server-side'] === false) throw new UsageError('client-side apply is not supported; ctl applies on the server');
          const output = writeOutput(a.output);
          const validate = fieldValidation(a.validate);
          const dryRun = dryRunFlag(a['dry-run'], io);
          // ctl applies on the server; kubectl refuses a client dry run only when --server-side is given.
          if (dryRun === 'client' && argv.some((t) => t === '--server-side' || t.startsWith('--server-side='))) {
            throw new UsageError("--dry-run=client doesn't work with --server-side (did you mean --dry-run=server instead?)");
          }
          const { runApply } = await import('./commands/apply.js');
          return runApply(
            makeCliContext(globalFlags(a)),
            { filenames: (a.filename as string[]) ?? [], fieldManager: a['field-manager'] as string, forceConflicts: a['force-conflicts'] as boolean, dryRun, validate, output },
            io,
          );
        })(),
    )
    .command(
      'patch <resource> [name]',
      'Update fields of a resource with a JSON, merge or strategic merge patch',
      (y) =>
        y
          .positional('resource', { type: 'string', demandOption: true })
          .positional('name', { type: 'string' })
          .option('type', { type: 'string', default: 'strategic', describe: 'json, merge or strategic' })
          .option('patch', { alias: 'p', type: 'string', describe: 'The patch, as JSON or YAML' })
          .option('dry-run', { type: 'string', describe: 'none, server or client' })
          .option('output', { alias: 'o', type: 'string', describe: 'Output format: json|yaml|name' }),
      (a) =>
        run(async () => {
          const output = writeOutput(a.output);
          const dryRun = dryRunFlag(a['dry-run'], io);
          const { runPatch } = await import('./commands/patch.js');
          const split = splitResourceArgs(a.resource as string, a.name ? [a.name as string] : []);
          if (split.names.length !== 1) throw new UsageError('exactly one NAME is required, got ' + split.names.length);
          return runPatch(
            makeCliContext(globalFlags(a)),
            { resource: split.resource, name: split.names[0]!, type: a.type as 'json', patch: (a.patch as string | undefined) ?? '', dryRun, output },
            io,
          );
        })(),
    )
    .command(
      'replace',
      'Replace resources from files (PUT)',
      (y) =>
        y
          .option('filename', { alias: 'f', type: 'string', array: true, describe: 'Files, directories or - for stdin' })
          .option('dry-run', { type: 'string', describe: 'none, server or client' })
          .option('validate', { type: 'string', describe: 'strict (or true), warn, ignore (or false)' })
          .option('output', { alias: 'o', type: 'string', describe: 'Output format: json|yaml|name' }),
      (a) =>
        run(async () => {
          const output = writeOutput(a.output);
          const validate = fieldValidation(a.validate);
          const dryRun = dryRunFlag(a['dry-run'], io);
          const { runReplace } = await import('./commands/replace.js');
          return runReplace(makeCliContext(globalFlags(a)), { filenames: (a.filename as string[]) ?? [], dryRun, output, validate }, io);
        })(),
    )
    .command(
      'server',
      'Run the reference API server with its embedded store',
      (y) =>
        y
          .option('port', { type: 'number', default: 8080, describe: 'Port to serve on (0 picks a free one)' })
          .option('bind-address', { type: 'string', default: '127.0.0.1', describe: 'Address to listen on' })
          .option('demo', { type: 'boolean', default: false, describe: 'Load demo RuntimeClasses and LeaseCandidates' })
          .option('write-kubeconfig', { type: 'string', describe: 'Write a kubeconfig for this server to the given path' })
          .option('tls', { type: 'boolean', default: false, describe: 'Serve HTTPS with a generated CA, serving and admin certificate (authentication on)' })
          .option('tls-cert-file', { type: 'string', describe: 'PEM serving certificate' })
          .option('tls-private-key-file', { type: 'string', describe: 'PEM serving key' })
          .option('client-ca-file', { type: 'string', describe: 'Authenticate client certificates signed by this CA' })
          .option('token-auth-file', { type: 'string', describe: 'Authenticate bearer tokens from this CSV file (token,user,uid,"groups")' })
          .option('authorization-policy-file', { type: 'string', describe: 'Authorize requests with this policy (roles of subjects and rules)' })
          .option('anonymous-auth', { type: 'boolean', default: false, describe: 'Serve unauthenticated requests as system:anonymous' })
          .option('feature-gates', { type: 'string', array: true, describe: 'Name=true|false pairs, comma-separated' })
          .option('runtime-config', { type: 'string', array: true, describe: 'group/version[/resource][=true|false] pairs, comma-separated' })
          .option('shutdown-delay-duration', { type: 'string', describe: 'Keep serving this long after turning unready on shutdown (e.g. 5s)' })
          .option('livez-grace-period', { type: 'string', describe: 'Grace period for livez boot-sequence checks (e.g. 10s)' })
          .option('max-requests-inflight', { type: 'number', describe: 'Non-mutating requests served at once; more get 429 (default 400, 0: no limit)' })
          .option('max-mutating-requests-inflight', { type: 'number', describe: 'Mutating requests served at once; more get 429 (default 200, 0: no limit)' })
          .option('storage', { type: 'string', default: 'sqlite', describe: 'Backing store: sqlite (durable, in --data-dir), etcd (--etcd-servers) or memory' })
          .option('data-dir', { type: 'string', default: '.ctl/data', describe: 'Directory of the durable store (created if absent)' })
          .option('etcd-servers', { type: 'string', array: true, describe: 'etcd client URLs (comma-separated), for --storage=etcd' })
          .option('etcd-prefix', { type: 'string', default: '', describe: 'Prefix of every key in etcd (several installations on one etcd)' })
          .option('etcd-cafile', { type: 'string', describe: 'CA to verify etcd servers (PEM)' })
          .option('etcd-certfile', { type: 'string', describe: 'Client certificate for etcd (PEM)' })
          .option('etcd-keyfile', { type: 'string', describe: 'Client key for etcd (PEM)' }),
      (a) =>
        run(async () => {
          const { runServer } = await import('./commands/server.js');
          return runServer(
            {
              port: a.port as number,
              bindAddress: a['bind-address'] as string,
              demo: a.demo as boolean,
              ...(a['write-kubeconfig'] ? { writeKubeconfig: a['write-kubeconfig'] as string } : {}),
              tls: a.tls as boolean,
              ...(a['tls-cert-file'] ? { tlsCertFile: a['tls-cert-file'] as string } : {}),
              ...(a['tls-private-key-file'] ? { tlsPrivateKeyFile: a['tls-private-key-file'] as string } : {}),
              ...(a['client-ca-file'] ? { clientCaFile: a['client-ca-file'] as string } : {}),
              ...(a['token-auth-file'] ? { tokenAuthFile: a['token-auth-file'] as string } : {}),
              ...(a['authorization-policy-file'] ? { authorizationPolicyFile: a['authorization-policy-file'] as string } : {}),
              anonymousAuth: a['anonymous-auth'] as boolean,
              ...(a['feature-gates'] ? { featureGates: a['feature-gates'] as string[] } : {}),
              ...(a['runtime-config'] ? { runtimeConfig: a['runtime-config'] as string[] } : {}),
              ...(a['shutdown-delay-duration'] ? { shutdownDelayDuration: a['shutdown-delay-duration'] as string } : {}),
              ...(a['livez-grace-period'] ? { livezGracePeriod: a['livez-grace-period'] as string } : {}),
              ...(a['max-requests-inflight'] !== undefined ? { maxRequestsInflight: a['max-requests-inflight'] as number } : {}),
              ...(a['max-mutating-requests-inflight'] !== undefined ? { maxMutatingRequestsInflight: a['max-mutating-requests-inflight'] as number } : {}),
              storage: a.storage as string,
              dataDir: a['data-dir'] as string,
              ...(a['etcd-servers'] ? { etcdServers: (a['etcd-servers'] as string[]).flatMap((x) => x.split(',')).filter((x) => x !== '') } : {}),
              etcdPrefix: a['etcd-prefix'] as string,
              ...(a['etcd-cafile'] ? { etcdCaFile: a['etcd-cafile'] as string } : {}),
              ...(a['etcd-certfile'] ? { etcdCertFile: a['etcd-certfile'] as string } : {}),
              ...(a['etcd-keyfile'] ? { etcdKeyFile: a['etcd-keyfile'] as string } : {}),
            },
            io,
          );
        })(),
    )
    .command(
      'demo',
      'Start the reference server in-process with demo objects and show them',
      (y) => y,
      (a) =>
        run(async () => {
          const { runDemo } = await import('./commands/demo.js');
          return runDemo((server) => makeCliContext({ ...globalFlags(a), server, kubeconfig: undefined, context: undefined }), io);
        })(),
    )
    .command(
      'api-resources',
      'Print the supported API resources on the server',
      (y) =>
        y
          .option('output', { alias: 'o', type: 'string', default: '', describe: 'Output format: wide|name|json|yaml' })
          .option('no-headers', { type: 'boolean', describe: "Don't print headers" })
          // yargs reads --no-headers as the negation of `headers`, so that one must be declared too.
          .option('headers', { type: 'boolean', default: true, hidden: true })
          .option('api-group', { type: 'string', describe: 'Limit to resources in the specified API group' })
          .option('namespaced', { type: 'boolean', describe: 'true: only namespaced resources; false: only cluster-scoped ones' })
          .option('verbs', { type: 'string', array: true, describe: 'Limit to resources that support the specified verbs' })
          .option('sort-by', { type: 'string', default: '', describe: "Sort by 'name' or 'kind'" }),
      (a) =>
        run(async () => {
          const { runApiResources } = await import('./commands/api-resources.js');
          return runApiResources(
            makeCliContext(globalFlags(a)),
            {
              output: a.output as string,
              noHeaders: a.headers === false || a['no-headers'] === true,
              ...(a['api-group'] !== undefined ? { apiGroup: a['api-group'] as string } : {}),
              ...(a.namespaced !== undefined ? { namespaced: a.namespaced as boolean } : {}),
              verbs: ((a.verbs as string[] | undefined) ?? []).flatMap((v) => v.split(',')).filter((v) => v !== ''),
              sortBy: a['sort-by'] as string,
            },
            io,
          );
        })(),
    )
    .command(
      'api-versions',
      'Print the supported API versions on the server, in the form of "group/version"',
      (y) => y,
      (a) =>
        run(async () => {
          const { runApiVersions } = await import('./commands/api-resources.js');
          return runApiVersions(makeCliContext(globalFlags(a)), io);
        })(),
    )
    .command(
      'version',
      'Print the client and server version information',
      (y) =>
        y
          .option('client', { type: 'boolean', default: false, describe: 'Client version only (no server required)' })
          .option('output', { alias: 'o', type: 'string', default: '', describe: "One of 'yaml' or 'json'" }),
      (a) =>
        run(async () => {
          const { runVersion } = await import('./commands/version.js');
          return runVersion(makeCliContext(globalFlags(a)), { clientOnly: a.client as boolean, output: a.output as string }, io);
        })(),
    )
    .command(
      'explain <resource>',
      'Get documentation for a resource',
      (y) =>
        y
          .positional('resource', { type: 'string', demandOption: true, describe: 'resource[.field.path], e.g. runtimeclasses.scheduling' })
          .option('recursive', { type: 'boolean', default: false, describe: 'Print the fields of fields, without descriptions' }),
      (a) =>
        run(async () => {
          const { runExplain } = await import('./commands/explain.js');
          return runExplain(makeCliContext(globalFlags(a)), { target: a.resource as string, recursive: a.recursive as boolean }, io);
        })(),
    )
    .command(
      'config',
      'Modify kubeconfig files',
      (y) =>
        y
          .command(
            'view',
            'Display merged kubeconfig settings or a specified kubeconfig file',
            (c) =>
              c
                .option('raw', { type: 'boolean', default: false, describe: 'Display raw byte data and sensitive data' })
                .option('minify', { type: 'boolean', default: false, describe: 'Remove all information not used by current-context from the output' })
                .option('flatten', { type: 'boolean', default: false, describe: 'Flatten the resulting kubeconfig file into self-contained output' }),
            (a) =>
              run(async () => {
                const { runConfigView } = await import('./commands/config.js');
                const flags = globalFlags(a);
                return runConfigView(
                  kubeconfigAccess(flags),
                  { raw: a.raw as boolean, minify: a.minify as boolean, flatten: a.flatten as boolean, ...(flags.context ? { context: flags.context } : {}) },
                  io,
                );
              })(),
          )
          .command(
            'get-contexts [names..]',
            'Describe one or many contexts',
            (c) =>
              c
                .positional('names', { type: 'string', array: true, default: [] })
                .option('output', { alias: 'o', type: 'string', default: '', describe: 'Output format: name' })
                .option('no-headers', { type: 'boolean', describe: "Don't print headers" })
                .option('headers', { type: 'boolean', default: true, hidden: true }),
            (a) =>
              run(async () => {
                if (a.output !== '' && a.output !== 'name') throw new UsageError(`output must be one of '' or 'name': ${String(a.output)}`);
                const { runGetContexts } = await import('./commands/config.js');
                return runGetContexts(
                  kubeconfigAccess(globalFlags(a)),
                  { names: (a.names as string[]) ?? [], output: a.output === 'name' ? 'name' : '', noHeaders: a.headers === false || a['no-headers'] === true },
                  io,
                );
              })(),
          )
          .command(
            'current-context',
            'Display the current-context',
            (c) => c,
            (a) =>
              run(async () => {
                const { runCurrentContext } = await import('./commands/config.js');
                return runCurrentContext(kubeconfigAccess(globalFlags(a)), io);
              })(),
          )
          .command(
            ['use-context <name>', 'use <name>'],
            'Set the current-context in a kubeconfig file',
            (c) => c.positional('name', { type: 'string', demandOption: true }),
            (a) =>
              run(async () => {
                const { runUseContext } = await import('./commands/config.js');
                return runUseContext(kubeconfigAccess(globalFlags(a)), String(a.name ?? ''), io);
              })(),
          )
          .command(
            'set-context [name]',
            'Set a context entry in kubeconfig (--cluster, --user, --namespace)',
            (c) =>
              c
                .positional('name', { type: 'string' })
                .option('current', { type: 'boolean', default: false, describe: 'Modify the current context' }),
            (a) =>
              run(async () => {
                const { runSetContext } = await import('./commands/config.js');
                // Given flags are applied even when empty: `--namespace=` clears the namespace.
                const raw = (k: string) => (typeof a[k] === 'string' ? (a[k] as string) : undefined);
                return runSetContext(
                  kubeconfigAccess(globalFlags(a)),
                  {
                    name: String(a.name ?? ''),
                    current: a.current as boolean,
                    ...(raw('cluster') !== undefined ? { cluster: raw('cluster') } : {}),
                    ...(raw('user') !== undefined ? { user: raw('user') } : {}),
                    ...(raw('namespace') !== undefined ? { namespace: raw('namespace') } : {}),
                  },
                  io,
                );
              })(),
          )
          .command(configEditCommands(deps))
          .demandCommand(1, 'You must specify a config subcommand. See \'ctl config --help\'.'),
      () => undefined,
    )
    .command(everydayCommands(deps))
    .demandCommand(1, 'You must specify a command. See \'ctl --help\'.')
    .strict()
    .help()
    .version(CLIENT_GIT_VERSION.slice(1))
    .wrap(null)
    .exitProcess(false)
    .fail((msg, err) => {
      // cobra's text for an unknown subcommand of a command group (`ctl config viw`).
      const unknown = /^Unknown arguments?: ([^,]+)/.exec(msg ?? '');
      if (!err && unknown && argv[argv.indexOf('config') + 1] === unknown[1] && argv.includes('config')) {
        throw new CobraError(`error: unknown command ${JSON.stringify(unknown[1])}\nSee 'ctl config -h' for help and examples`);
      }
      throw err ?? new UsageError(msg);
    });
  try {
    checkCommandLine(parser, argv);
    await parser.parseAsync();
  } catch (err) {
    const printed = describeError(err);
    io.stderr.write(printed.message + '\n');
    return printed.exitCode;
  }
  return exitCode;
}
