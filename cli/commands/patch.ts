/**
 * `ctl patch <resource> <name> --type json|merge|strategic -p PATCH`.
 * `--dry-run=client` reads the object and patches it locally (merge and JSON patches only,
 * as kubectl), sending no write.
 */
import type { PatchType } from '../../src/client/resource-client.js';
import type { KubeObject } from '../../src/meta/types.js';
import { apiVersionOf } from '../../src/meta/resources.js';
import type { CliContext } from '../context.js';
import { UsageError, type CommandIO } from '../io.js';
import type { DryRun, WriteOutput } from '../write-flags.js';
import { printWriteResult } from './create.js';

export interface PatchCommandOptions {
  readonly resource: string;
  readonly name: string;
  readonly type: PatchType;
  readonly patch: string;
  readonly dryRun: DryRun;
  readonly output?: WriteOutput;
}

async function patchLocally(type: PatchType, object: KubeObject, patch: unknown, kindText: string): Promise<KubeObject> {
  if (type === 'strategic') throw new UsageError(`strategic merge patch is not supported for ${kindText} locally, try --type merge`);
  try {
    if (type === 'merge') {
      const { mergePatch } = await import('../../src/server/patch/merge-patch.js');
      return mergePatch(object as never, patch as never) as KubeObject;
    }
    const { applyJsonPatch } = await import('../../src/server/patch/json-patch.js');
    return applyJsonPatch(object as never, patch) as KubeObject;
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

export async function runPatch(ctx: CliContext, opts: PatchCommandOptions, io: CommandIO): Promise<number> {
  if (!['json', 'merge', 'strategic'].includes(opts.type)) {
    throw new UsageError(`--type must be one of [json merge strategic], not "${opts.type}"`);
  }
  if (opts.patch.trim() === '') throw new UsageError('must specify -p to patch');
  let patch: unknown;
  try {
    patch = JSON.parse(opts.patch);
  } catch {
    const { parse } = await import('yaml');
    try {
      patch = parse(opts.patch);
    } catch (err) {
      throw new UsageError(`unable to parse "${opts.patch}": ${(err as Error).message}`);
    }
  }
  const d = ctx.resolveResource(opts.resource);
  const client = await ctx.client();
  const rc = client.resource(d, d.namespaced ? ctx.namespace : '');
  const before = await rc.get(opts.name);
  if (opts.dryRun === 'client') {
    // kubectl's local patch prints the plain operation, with no dry-run suffix.
    const kindText = `${apiVersionOf(d)}, Kind=${d.kind}`;
    printWriteResult(d, await patchLocally(opts.type, before, patch, kindText), 'patched', 'none', opts.output, io);
    return 0;
  }
  const after = await rc.patch(opts.name, patch as never, { type: opts.type, dryRun: opts.dryRun === 'server' });
  // kubectl compares the object before and after; it prints no dry-run suffix for patch.
  const unchanged = JSON.stringify(before) === JSON.stringify(after);
  printWriteResult(d, after, unchanged ? 'patched (no change)' : 'patched', 'none', opts.output, io);
  return 0;
}
