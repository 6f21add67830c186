/**
 * `ctl create -f FILE`: create every object in the manifests, reporting each like
 * kubectl (`runtimeclass.node.cluster.io/runc created`) and continuing past failures.
 */
import { ApiError } from '../../src/meta/status.js';
import type { CliContext } from '../context.js';
import { errorMessage } from '../errors.js';
import type { CommandIO } from '../io.js';
import { forEachManifest } from './manifest-target.js';
import { printName } from '../printers/objects.js';

export interface CreateOptions {
  readonly filenames: readonly string[];
  readonly dryRun: 'none' | 'server';
  readonly output?: 'name' | '';
}

export async function runCreate(ctx: CliContext, opts: CreateOptions, io: CommandIO): Promise<number> {
  const client = await ctx.client();
  return forEachManifest(
    ctx,
    opts.filenames,
    io,
    async ({ object, d, namespace }) => {
      const created = await client.resource(d, namespace).create(object, { dryRun: opts.dryRun === 'server' });
      const suffix = opts.dryRun === 'server' ? ' (server dry run)' : '';
      const name = printName(d, created).trimEnd();
      io.stdout.write(opts.output === 'name' ? `${name}\n` : `${name} created${suffix}\n`);
    },
    (err, { source }) => errorMessage(withSource(err, 'creating', source)),
  );
}

/** kubectl's AddSourceToErr: `error when <verb> "<source>": <message>` (Invalid keeps its own form). */
export function withSource(err: ApiError, verb: string, source: string): ApiError {
  if (err.reason === 'Invalid') return err;
  const status = { ...err.status, message: `error when ${verb} ${JSON.stringify(source)}: ${err.status.message ?? ''}` };
  return new ApiError(status, { statusCode: err.statusCode, cause: err });
}
