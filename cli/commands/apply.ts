/**
 * `ctl apply -f FILE`: server-side apply of every object in the manifests
 * (`runtimeclass.node.cluster.io/runc serverside-applied`), kubectl's conflict advice on 409.
 */
import type { KubeObject } from '../../src/meta/types.js';
import type { CliContext } from '../context.js';
import { errorMessage } from '../errors.js';
import { UsageError, type CommandIO } from '../io.js';
import { ApiError } from '../../src/meta/status.js';
import { objectToSend, printWriteResult } from './create.js';
import type { DryRun, FieldValidation, WriteOutput } from '../write-flags.js';
import { forEachManifest } from './manifest-target.js';

export interface ApplyOptions {
  readonly filenames: readonly string[];
  readonly fieldManager: string;
  readonly forceConflicts: boolean;
  /**
   * `client` sends no write: like kubectl's client-side apply under --dry-run=client, the
   * live object is read and the manifest reported as `created (dry run)` or `configured (dry run)`.
   */
  readonly dryRun: DryRun;
  readonly validate?: FieldValidation;
  readonly output?: WriteOutput;
}

/** kubectl's advice after an apply conflict (cmd/apply/apply.go). */
export const CONFLICT_ADVICE = `Please review the fields above--they currently have other managers. Here
are the ways you can resolve this warning:
* If you intend to manage all of these fields, please re-run the apply
  command with the \`--force-conflicts\` flag.
* If you do not intend to manage all of the fields, please edit your
  manifest to remove references to the fields that should keep their
  current managers.
* You may co-own fields by updating your manifest to match the existing
  value; in this case, you'll become the manager if the other manager(s)
  stop managing the field (remove it from their configuration).
See https://kubernetes.io/docs/reference/using-api/server-side-apply/#conflicts`;

export async function runApply(ctx: CliContext, opts: ApplyOptions, io: CommandIO): Promise<number> {
  if (opts.fieldManager === '') throw new UsageError('--field-manager must not be empty');
  const client = await ctx.client();
  return forEachManifest(
    ctx,
    opts.filenames,
    io,
    async ({ object, source, d, namespace }) => {
      const name = object.metadata?.name;
      if (!name) throw new UsageError(`error when retrieving current configuration of: the object in "${source}" has no metadata.name`);
      if (opts.dryRun === 'client') {
        let exists = true;
        try {
          await client.resource(d, namespace).get(name);
        } catch (err) {
          if (!(err instanceof ApiError) || err.reason !== 'NotFound') throw err;
          exists = false;
        }
        printWriteResult(d, objectToSend(d, object, namespace), exists ? 'configured' : 'created', 'client', opts.output, io);
        return;
      }
      const applied = await client.resource(d, namespace).apply(object as KubeObject & { metadata: { name: string } }, {
        fieldManager: opts.fieldManager,
        force: opts.forceConflicts,
        dryRun: opts.dryRun === 'server',
        fieldValidation: opts.validate ?? 'Strict',
      });
      printWriteResult(d, applied, 'serverside-applied', opts.dryRun, opts.output, io);
    },
    (err) =>
      err.reason === 'Conflict' && err.causes.some((c) => c.reason === 'FieldManagerConflict')
        ? `error: ${err.status.message ?? err.message}\n${CONFLICT_ADVICE}`
        : // kubectl's server-side apply returns the server's error without the source (apply.go).
          errorMessage(err),
  );
}
