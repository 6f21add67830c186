/**
 * `ctl replace -f FILE`: PUT every object (`... replaced`). The manifest's
 * resourceVersion is used when present; otherwise the current one is read first, as
 * kubectl replace does for objects without one. `--dry-run=client` sends nothing.
 */
import type { CliContext } from '../context.js';
import { errorMessage } from '../errors.js';
import type { CommandIO } from '../io.js';
import { objectToSend, printWriteResult, withSource } from './create.js';
import { forEachManifest } from './manifest-target.js';
import type { DryRun, FieldValidation, WriteOutput } from '../write-flags.js';

export interface ReplaceOptions {
  readonly filenames: readonly string[];
  readonly dryRun: DryRun;
  readonly output?: WriteOutput;
  readonly validate?: FieldValidation;
}

export async function runReplace(ctx: CliContext, opts: ReplaceOptions, io: CommandIO): Promise<number> {
  const client = opts.dryRun === 'client' ? undefined : await ctx.client();
  return forEachManifest(
    ctx,
    opts.filenames,
    io,
    async ({ object, d, namespace }) => {
      if (!client) {
        printWriteResult(d, objectToSend(d, object, namespace), 'replaced', 'client', opts.output, io);
        return;
      }
      const rc = client.resource(d, namespace);
      let obj = object;
      if (!obj.metadata?.resourceVersion) {
        const current = await rc.get(obj.metadata?.name ?? '');
        obj = { ...obj, metadata: { ...obj.metadata, resourceVersion: current.metadata?.resourceVersion ?? '' } };
      }
      const replaced = await rc.update(obj, { dryRun: opts.dryRun === 'server', fieldValidation: opts.validate ?? 'Strict' });
      printWriteResult(d, replaced, 'replaced', opts.dryRun, opts.output, io);
    },
    (err, { source }) => errorMessage(withSource(err, 'replacing', source)),
  );
}
