/**
 * `ctl diff -f FILE`: the live objects against what a server-side dry-run apply of the
 * manifests would make of them, written as YAML (managedFields omitted) into a LIVE-* and a
 * MERGED-* directory, one file per object named `<group>.<version>.<Kind>.<namespace>.<name>`,
 * and compared by `$KUBECTL_EXTERNAL_DIFF` or `diff -u -N`, as kubectl does. Exit codes are
 * kubectl's: the diff program's own (0 no differences, 1 differences), 2 or more on error.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiError } from '../../src/meta/status.js';
import type { KubeObject } from '../../src/meta/types.js';
import type { CliContext } from '../context.js';
import { errorMessage } from '../errors.js';
import { UsageError, type CommandIO } from '../io.js';
import { readManifests } from '../manifests.js';
import { printYaml } from '../printers/objects.js';
import { descriptorForManifest, namespaceForManifest } from './manifest-target.js';

export interface DiffOptions {
  readonly filenames: readonly string[];
  readonly fieldManager: string;
  readonly forceConflicts: boolean;
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/** An error that `ctl diff` reports with exit code 2 (kubectl's CheckDiffErr adds one). */
export class DiffError extends Error {}

function omitManagedFields(o: KubeObject): KubeObject {
  if (!o.metadata?.managedFields) return o;
  const { managedFields: _omit, ...metadata } = o.metadata;
  return { ...o, metadata };
}

/** kubectl's check of KUBECTL_EXTERNAL_DIFF: a command and flags, nothing a shell would expand. */
function diffCommand(env: Readonly<Record<string, string | undefined>>): string[] {
  const external = env['KUBECTL_EXTERNAL_DIFF'];
  if (!external) return ['diff', '-u', '-N'];
  const parts = external.split(/\s+/).filter((p) => p !== '');
  for (const arg of parts.slice(1)) {
    if (!/^--?[a-zA-Z0-9-=]+$/.test(arg)) throw new DiffError(`arguments in KUBECTL_EXTERNAL_DIFF must be in the form of -- or - and may not include special characters: ${arg}`);
  }
  return parts;
}

export async function runDiff(ctx: CliContext, opts: DiffOptions, io: CommandIO): Promise<number> {
  const env = opts.env ?? process.env;
  if (opts.filenames.length === 0) throw new UsageError('must specify one of -f and -k');
  const command = diffCommand(env);
  const manifests = await readManifests(opts.filenames, io);
  const client = await ctx.client();
  const live = mkdtempSync(join(tmpdir(), 'LIVE-'));
  const merged = mkdtempSync(join(tmpdir(), 'MERGED-'));
  try {
    for (const { object, source } of manifests) {
      const d = descriptorForManifest(object, source, io);
      if (!d) return 2;
      const namespace = namespaceForManifest(ctx, d, object);
      const name = object.metadata?.name ?? '';
      const rc = client.resource(d, namespace);
      let current: KubeObject | undefined;
      try {
        current = await rc.get(name);
      } catch (err) {
        if (!(err instanceof ApiError) || err.reason !== 'NotFound') throw err;
      }
      const applied = await rc.apply({ ...object, metadata: { ...object.metadata, name, ...(d.namespaced ? { namespace } : {}) } } as never, {
        fieldManager: opts.fieldManager,
        force: opts.forceConflicts,
        dryRun: true,
      });
      const file = `${d.group === '' ? '' : d.group + '.'}${d.version}.${d.kind}.${namespace}.${name}`;
      writeFileSync(join(live, file), current ? printYaml(omitManagedFields({ ...current, apiVersion: object.apiVersion, kind: object.kind })) : '');
      writeFileSync(join(merged, file), printYaml(omitManagedFields({ ...applied, apiVersion: object.apiVersion, kind: object.kind })));
    }
    return await new Promise<number>((resolve, reject) => {
      const child = spawn(command[0]!, [...command.slice(1), live, merged], { stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (c: Buffer) => io.stdout.write(c.toString('utf8')));
      child.stderr.on('data', (c: Buffer) => io.stderr.write(c.toString('utf8')));
      child.on('error', (err: NodeJS.ErrnoException) =>
        reject(new DiffError(err.code === 'ENOENT' ? `exec: ${JSON.stringify(command[0])}: executable file not found in $PATH` : err.message)),
      );
      child.on('close', (code) => resolve(code ?? 2));
    });
  } finally {
    rmSync(live, { recursive: true, force: true });
    rmSync(merged, { recursive: true, force: true });
  }
}

/** kubectl diff's error printing: the message, and exit code 2 instead of 1. */
export function diffErrorExit(err: unknown, io: CommandIO): number {
  io.stderr.write((err instanceof ApiError ? errorMessage(err) : `error: ${(err as Error).message}`) + '\n');
  return 2;
}
