/**
 * `ctl create -f FILE`: create every object in the manifests, reporting each like
 * kubectl (`runtimeclass.node.cluster.io/runc created`) and continuing past failures.
 * `--dry-run=client` sends nothing and prints the object that would be sent.
 */
import { ApiError } from '../../src/meta/status.js';
import type { ResourceDescriptor } from '../../src/meta/resources.js';
import type { KubeObject } from '../../src/meta/types.js';
import type { CliContext } from '../context.js';
import { errorMessage } from '../errors.js';
import type { CommandIO } from '../io.js';
import { forEachManifest } from './manifest-target.js';
import { printJson, printName, printYaml, withTypeMeta } from '../printers/objects.js';
import { dryRunSuffix, type DryRun, type FieldValidation, type WriteOutput } from '../write-flags.js';

export interface CreateOptions {
  readonly filenames: readonly string[];
  readonly dryRun: DryRun;
  readonly output?: WriteOutput;
  /** Sent as fieldValidation (kubectl's --validate; default Strict). */
  readonly validate?: FieldValidation;
}

/** What a write command prints for one object: `<kind.group>/<name> <operation>[ (dry run)]`, or the object. */
export function printWriteResult(
  d: ResourceDescriptor<any>,
  obj: KubeObject,
  operation: string,
  dryRun: DryRun,
  output: WriteOutput | undefined,
  io: CommandIO,
): void {
  const name = printName(d, obj).trimEnd();
  switch (output) {
    case 'name':
      io.stdout.write(`${name}\n`);
      return;
    case 'json':
      io.stdout.write(printJson(withTypeMeta(d, obj)));
      return;
    case 'yaml':
      io.stdout.write(printYaml(withTypeMeta(d, obj)));
      return;
    default:
      io.stdout.write(`${name} ${operation}${dryRunSuffix(dryRun)}\n`);
  }
}

/** The manifest object as kubectl would send it: the namespace filled in for namespaced kinds. */
export function objectToSend(d: ResourceDescriptor<any>, object: KubeObject, namespace: string): KubeObject {
  if (!d.namespaced || object.metadata?.namespace) return object;
  return { ...object, metadata: { ...object.metadata, namespace } };
}

export async function runCreate(ctx: CliContext, opts: CreateOptions, io: CommandIO): Promise<number> {
  const client = opts.dryRun === 'client' ? undefined : await ctx.client();
  return forEachManifest(
    ctx,
    opts.filenames,
    io,
    async ({ object, d, namespace }) => {
      if (!client) {
        printWriteResult(d, objectToSend(d, object, namespace), 'created', 'client', opts.output, io);
        return;
      }
      const created = await client
        .resource(d, namespace)
        .create(object, { dryRun: opts.dryRun === 'server', fieldValidation: opts.validate ?? 'Strict' });
      printWriteResult(d, created, 'created', opts.dryRun, opts.output, io);
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
