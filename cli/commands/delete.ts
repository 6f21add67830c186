/**
 * `ctl delete`: by name, by file (`-f`), every object (`--all`) or by label (`-l`),
 * reporting each like kubectl (`runtimeclass.node.cluster.io "runc" deleted`).
 */
import type { ResourceDescriptor } from '../../src/meta/resources.js';
import { ApiError } from '../../src/meta/status.js';
import type { CliContext } from '../context.js';
import { errorMessage } from '../errors.js';
import { UsageError, type CommandIO } from '../io.js';
import { readManifests } from '../manifests.js';
import { qualifiedKindName } from '../printers/objects.js';
import { descriptorForManifest, namespaceForManifest } from './manifest-target.js';
import { dryRunSuffix, type DryRun } from '../write-flags.js';

export interface DeleteOptions {
  readonly resource?: string;
  readonly names: readonly string[];
  readonly filenames: readonly string[];
  readonly all: boolean;
  readonly labelSelector?: string;
  readonly allNamespaces: boolean;
  /** `client`: report what would be deleted, send no delete (kubectl reads nothing for names either). */
  readonly dryRun: DryRun;
  readonly gracePeriod?: number;
  readonly ignoreNotFound: boolean;
}

interface Target {
  readonly d: ResourceDescriptor<any>;
  readonly namespace: string;
  readonly name: string;
}

async function targets(ctx: CliContext, opts: DeleteOptions, io: CommandIO): Promise<{ list: Target[]; failed: boolean }> {
  const bySelection = opts.all || opts.labelSelector !== undefined;
  if (opts.filenames.length > 0) {
    if (opts.resource || opts.names.length) throw new UsageError('cannot specify both a resource and -f');
    const out: Target[] = [];
    let failed = false;
    for (const { object, source } of await readManifests(opts.filenames, io)) {
      const d = descriptorForManifest(object, source, io);
      if (!d) {
        failed = true;
        continue;
      }
      out.push({ d, namespace: namespaceForManifest(ctx, d, object), name: object.metadata?.name ?? '' });
    }
    return { list: out, failed };
  }
  if (!opts.resource) throw new UsageError('You must provide one or more resources by argument or filename.');
  const d = ctx.resolveResource(opts.resource);
  if (bySelection) {
    if (opts.names.length) throw new UsageError('name cannot be provided when a selector or --all is specified');
    const client = await ctx.client();
    const across = d.namespaced && opts.allNamespaces;
    const lister = across ? client.allNamespaces(d) : client.resource(d, d.namespaced ? ctx.namespace : '');
    const list = await lister.list(opts.labelSelector ? { labelSelector: opts.labelSelector } : {});
    return { list: list.items.map((o) => ({ d, namespace: o.metadata?.namespace ?? '', name: o.metadata?.name ?? '' })), failed: false };
  }
  if (opts.names.length === 0) throw new UsageError('resource(s) were provided, but no name was specified');
  return { list: opts.names.map((name) => ({ d, namespace: d.namespaced ? ctx.namespace : '', name })), failed: false };
}

export async function runDelete(ctx: CliContext, opts: DeleteOptions, io: CommandIO): Promise<number> {
  const { list, failed: mappingFailed } = await targets(ctx, opts, io);
  let failed = mappingFailed;
  if (list.length === 0 && (opts.all || opts.labelSelector !== undefined)) {
    io.stdout.write('No resources found\n');
    return failed ? 1 : 0;
  }
  if (opts.dryRun === 'client') {
    for (const t of list) io.stdout.write(`${qualifiedKindName(t.d, t.name)} deleted (dry run)\n`);
    return failed ? 1 : 0;
  }
  const client = await ctx.client();
  for (const t of list) {
    try {
      await client.resource(t.d, t.namespace).delete(t.name, {
        dryRun: opts.dryRun === 'server',
        ...(opts.gracePeriod !== undefined && opts.gracePeriod >= 0 ? { gracePeriodSeconds: opts.gracePeriod } : {}),
      });
      io.stdout.write(`${qualifiedKindName(t.d, t.name)} deleted${dryRunSuffix(opts.dryRun)}\n`);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (opts.ignoreNotFound && err.reason === 'NotFound') continue;
      failed = true;
      io.stderr.write(errorMessage(err) + '\n');
    }
  }
  return failed ? 1 : 0;
}
