/**
 * `ctl patch <resource> <name> --type json|merge|strategic -p PATCH`.
 */
import type { PatchType } from '../../src/client/resource-client.js';
import type { CliContext } from '../context.js';
import { UsageError, type CommandIO } from '../io.js';
import { printName } from '../printers/objects.js';

export interface PatchCommandOptions {
  readonly resource: string;
  readonly name: string;
  readonly type: PatchType;
  readonly patch: string;
  readonly dryRun: 'none' | 'server';
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
  const after = await rc.patch(opts.name, patch as never, { type: opts.type, dryRun: opts.dryRun === 'server' });
  const unchanged = before.metadata?.resourceVersion === after.metadata?.resourceVersion;
  io.stdout.write(`${printName(d, after).trimEnd()} patched${unchanged ? ' (no change)' : ''}${opts.dryRun === 'server' ? ' (server dry run)' : ''}\n`);
  return 0;
}
