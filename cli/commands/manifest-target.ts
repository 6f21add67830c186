/**
 * Where a manifest object goes: its resource (by apiVersion and kind) and namespace
 * (the object's, else -n, else the context's; a conflict with an explicit -n is an error).
 */
import { allResources, apiVersionOf, type ResourceDescriptor } from '../../src/meta/resources.js';
import type { KubeObject } from '../../src/meta/types.js';
import type { CliContext } from '../context.js';
import { UsageError, type CommandIO } from '../io.js';

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
