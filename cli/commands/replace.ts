/**
 * `ctl replace -f FILE`: PUT every object (`... replaced`). The manifest's
 * resourceVersion is used when present; otherwise the current one is read first, as
 * kubectl replace does for objects without one.
 */
import type { CliContext } from '../context.js';
import { errorMessage } from '../errors.js';
import type { CommandIO } from '../io.js';
import { printName } from '../printers/objects.js';
import { withSource } from './create.js';
import { forEachManifest } from './manifest-target.js';

export interface ReplaceOptions {
  readonly filenames: readonly string[];
  readonly dryRun: 'none' | 'server';
}

export async function runReplace(ctx: CliContext, opts: ReplaceOptions, io: CommandIO): Promise<number> {
  const client = await ctx.client();
  return forEachManifest(
    ctx,
    opts.filenames,
    io,
    async ({ object, d, namespace }) => {
      const rc = client.resource(d, namespace);
      let obj = object;
      if (!obj.metadata?.resourceVersion) {
        const current = await rc.get(obj.metadata?.name ?? '');
        obj = { ...obj, metadata: { ...obj.metadata, resourceVersion: current.metadata?.resourceVersion ?? '' } };
      }
      const replaced = await rc.update(obj, { dryRun: opts.dryRun === 'server' });
      io.stdout.write(`${printName(d, replaced).trimEnd()} replaced${opts.dryRun === 'server' ? ' (server dry run)' : ''}\n`);
    },
    (err, { source }) => errorMessage(withSource(err, 'replacing', source)),
  );
}
