/**
 * `ctl delete <resource> <name>...`: kubectl's delete by name.
 */
import { ApiError } from '../../src/meta/status.js';
import type { CliContext } from '../context.js';
import { errorMessage } from '../errors.js';
import { UsageError, type CommandIO } from '../io.js';
import { qualifiedKindName } from '../printers/objects.js';

export interface DeleteOptions {
  readonly resource: string;
  readonly names: readonly string[];
  readonly dryRun: 'none' | 'server';
  readonly gracePeriod?: number;
  readonly ignoreNotFound: boolean;
}

export async function runDelete(ctx: CliContext, opts: DeleteOptions, io: CommandIO): Promise<number> {
  if (opts.names.length === 0) {
    throw new UsageError(`resource(s) were provided, but no name was specified`);
  }
  const d = ctx.resolveResource(opts.resource);
  const client = await ctx.client();
  const rc = client.resource(d, d.namespaced ? ctx.namespace : '');
  let failed = false;
  for (const name of opts.names) {
    try {
      await rc.delete(name, {
        dryRun: opts.dryRun === 'server',
        ...(opts.gracePeriod !== undefined && opts.gracePeriod >= 0 ? { gracePeriodSeconds: opts.gracePeriod } : {}),
      });
      io.stdout.write(`${qualifiedKindName(d, name)} deleted${opts.dryRun === 'server' ? ' (server dry run)' : ''}\n`);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (opts.ignoreNotFound && err.reason === 'NotFound') continue;
      failed = true;
      io.stderr.write(errorMessage(err) + '\n');
    }
  }
  return failed ? 1 : 0;
}
