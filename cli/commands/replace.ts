/**
 * `ctl replace -f FILE`: PUT every object (`... replaced`). The manifest's
 * resourceVersion is used when present; otherwise the current one is read first, as
 * kubectl replace does for objects without one.
 */
import { ApiError } from '../../src/meta/status.js';
import type { CliContext } from '../context.js';
import { errorMessage } from '../errors.js';
import type { CommandIO } from '../io.js';
import { readManifests } from '../manifests.js';
import { printName } from '../printers/objects.js';
import { withSource } from './create.js';
import { descriptorForManifest, namespaceForManifest } from './manifest-target.js';

export interface ReplaceOptions {
  readonly filenames: readonly string[];
  readonly dryRun: 'none' | 'server';
}

export async function runReplace(ctx: CliContext, opts: ReplaceOptions, io: CommandIO): Promise<number> {
  const manifests = await readManifests(opts.filenames, io);
  const client = await ctx.client();
  let failed = false;
  for (const { object, source } of manifests) {
    const d = descriptorForManifest(object, source, io);
    if (!d) {
      failed = true;
      continue;
    }
    const rc = client.resource(d, namespaceForManifest(ctx, d, object));
    try {
      let obj = object;
      if (!obj.metadata?.resourceVersion) {
        const current = await rc.get(obj.metadata?.name ?? '');
        obj = { ...obj, metadata: { ...obj.metadata, resourceVersion: current.metadata?.resourceVersion ?? '' } };
      }
      const replaced = await rc.update(obj, { dryRun: opts.dryRun === 'server' });
      io.stdout.write(`${printName(d, replaced).trimEnd()} replaced${opts.dryRun === 'server' ? ' (server dry run)' : ''}\n`);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      failed = true;
      io.stderr.write(errorMessage(withSource(err, 'replacing', source)) + '\n');
    }
  }
  return failed ? 1 : 0;
}
