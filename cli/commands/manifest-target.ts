/**
 * Where a manifest object goes: its resource (by apiVersion and kind) and namespace
 * (the object's, else -n, else the context's; a conflict with an explicit -n is an error).
 */
import { allResources, apiVersionOf, type ResourceDescriptor } from '../../src/meta/resources.js';
import type { KubeObject } from '../../src/meta/types.js';
import type { CliContext } from '../context.js';
import { UsageError, type CommandIO } from '../io.js';
import { readManifests } from '../manifests.js';
import { ApiError } from '../../src/meta/status.js';

/** The resource of a manifest object; reports kubectl's "no matches" error and returns undefined. */
export function descriptorForManifest(object: KubeObject, source: string, io: CommandIO): ResourceDescriptor<any> | undefined {
  const d = allResources.find((r) => r.kind === object.kind && apiVersionOf(r) === object.apiVersion);
  if (!d) {
    io.stderr.write(
      `error: resource mapping not found for name: "${object.metadata?.name ?? ''}" namespace: "${object.metadata?.namespace ?? ''}" from "${source}": no matches for kind "${object.kind}" in version "${object.apiVersion}"\nensure CRDs are installed first\n`,
    );
  }
  return d;
}

export function namespaceForManifest(ctx: CliContext, d: ResourceDescriptor<any>, object: KubeObject): string {
  if (!d.namespaced) return '';
  const objNs = object.metadata?.namespace;
  if (objNs && ctx.namespaceExplicit && objNs !== ctx.namespace) {
    throw new UsageError(
      `the namespace from the provided object "${objNs}" does not match the namespace "${ctx.namespace}". You must pass '--namespace=${objNs}' to perform this operation.`,
    );
  }
  return objNs || ctx.namespace;
}

/** One manifest object resolved to its resource and namespace. */
export interface ManifestTarget {
  readonly object: KubeObject;
  readonly source: string;
  readonly d: ResourceDescriptor<any>;
  readonly namespace: string;
}

/**
 * Run `fn` for every object in the manifests, kubectl style: objects whose kind is unknown
 * are reported and skipped, API errors are printed and counted, the run goes on. Resolves to
 * the exit code (1 if anything failed).
 */
export async function forEachManifest(
  ctx: CliContext,
  filenames: readonly string[],
  io: CommandIO,
  fn: (target: ManifestTarget) => Promise<void>,
  onApiError: (err: ApiError, target: ManifestTarget) => string,
): Promise<number> {
  const manifests = await readManifests(filenames, io);
  let failed = false;
  for (const { object, source } of manifests) {
    const d = descriptorForManifest(object, source, io);
    if (!d) {
      failed = true;
      continue;
    }
    const target = { object, source, d, namespace: namespaceForManifest(ctx, d, object) };
    try {
      await fn(target);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      failed = true;
      io.stderr.write(onApiError(err, target) + '\n');
    }
  }
  return failed ? 1 : 0;
}
