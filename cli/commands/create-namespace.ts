/**
 * `ctl create namespace NAME [--dry-run=none|client|server] [-o json|yaml|name]`: kubectl's
 * generator. A client dry run prints the object kubectl builds (`creationTimestamp: null`,
 * empty spec and status) and sends nothing.
 */
import type { CliContext } from '../context.js';
import { errorMessage } from '../errors.js';
import { UsageError, type CommandIO } from '../io.js';
import { printJson, printYaml } from '../printers/objects.js';

export interface CreateNamespaceOptions {
  readonly names: readonly string[];
  readonly dryRun: 'none' | 'client' | 'server';
  readonly output: string;
  readonly fieldManager?: string;
}

export async function runCreateNamespace(ctx: CliContext, opts: CreateNamespaceOptions, io: CommandIO): Promise<number> {
  if (opts.names.length !== 1) throw new UsageError(`exactly one NAME is required, got ${opts.names.length}\nSee 'ctl create namespace -h' for help and examples`);
  if (opts.output !== '' && !['json', 'yaml', 'name'].includes(opts.output)) {
    throw new UsageError(`unable to match a printer suitable for the output format "${opts.output}", allowed formats are: json,name,yaml`);
  }
  const name = opts.names[0]!;
  let object: Record<string, unknown>;
  if (opts.dryRun === 'client') {
    // kubectl's typed object, in its struct field order (its JSON printer does not sort typed objects).
    object = { kind: 'Namespace', apiVersion: 'v1', metadata: { name, creationTimestamp: null }, spec: {}, status: {} };
  } else {
    const client = await ctx.client();
    try {
      object = (await client.namespaces.create({ metadata: { name } } as never, {
        fieldManager: opts.fieldManager ?? 'kubectl-create',
        ...(opts.dryRun === 'server' ? { dryRun: true } : {}),
      })) as unknown as Record<string, unknown>;
    } catch (err) {
      io.stderr.write(errorMessage(err) + '\n');
      return 1;
    }
    object = { ...object, apiVersion: object['apiVersion'] ?? 'v1', kind: object['kind'] ?? 'Namespace' };
  }
  if (opts.output === 'json') io.stdout.write(opts.dryRun === 'client' ? JSON.stringify(object, null, 4) + '\n' : printJson(object));
  else if (opts.output === 'yaml') io.stdout.write(printYaml(object));
  else if (opts.output === 'name') io.stdout.write(`namespace/${name}\n`);
  else io.stdout.write(`namespace/${name} created${opts.dryRun === 'client' ? ' (dry run)' : opts.dryRun === 'server' ? ' (server dry run)' : ''}\n`);
  return 0;
}
