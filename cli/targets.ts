/**
 * The objects a kubectl-style command works on, resolved the way kubectl's resource builder
 * does: `TYPE NAME...`, `TYPE/NAME...`, `TYPE` with `-l`/`--all` (a list), or `-f FILE`
 * (each manifest object, looked up on the server by kind, namespace and name). Shared by
 * describe, label, annotate, edit and wait.
 */
import { allResources, apiVersionOf, type ResourceDescriptor } from '../src/meta/resources.js';
import { ApiError } from '../src/meta/status.js';
import type { KubeObject } from '../src/meta/types.js';
import type { CliContext } from './context.js';
import { UsageError, type CommandIO } from './io.js';
import { readManifests } from './manifests.js';

export interface TargetArgs {
  /** Positional arguments naming resources (pairs such as key=value already removed). */
  readonly args: readonly string[];
  readonly filenames?: readonly string[];
  readonly selector?: string;
  readonly fieldSelector?: string;
  readonly all?: boolean;
  readonly allNamespaces?: boolean;
}

/** One object to act on; `object` is the live object (absent when it could not be read). */
export interface Target {
  readonly d: ResourceDescriptor<any>;
  readonly namespace: string;
  readonly name: string;
  readonly object?: KubeObject;
}

export interface ResolvedTargets {
  readonly targets: Target[];
  /** API errors (printed by the caller, kubectl prints them after the successes). */
  readonly errors: ApiError[];
  /** Whether the targets came from a list (TYPE with or without a selector). */
  readonly listed: boolean;
  /** The resource of a list (for "No resources found"). */
  readonly listedResource?: ResourceDescriptor<any>;
}

export interface ResolveOptions {
  /** Fetch objects named explicitly (describe/label/edit/wait); otherwise only name them. */
  readonly fetch: boolean;
  /** A bare TYPE with no name, selector or --all lists everything (describe, wait --all). */
  readonly bareTypeLists?: boolean;
  /** kubectl's error when nothing names a resource. */
  readonly missingMessage?: string;
}

function withKind(d: ResourceDescriptor<any>, o: KubeObject): KubeObject {
  return { ...o, apiVersion: o.apiVersion ?? apiVersionOf(d), kind: o.kind ?? d.kind };
}

/** Splits `TYPE NAME...` / `TYPE/NAME...` into (type, name) pairs; kubectl's messages for mixed forms. */
export function splitTypeNames(args: readonly string[]): { type?: string; names: string[]; pairs?: Array<{ type: string; name: string }> } {
  if (args.length === 0) return { names: [] };
  if (args[0]!.includes('/')) {
    const pairs: Array<{ type: string; name: string }> = [];
    for (const a of args) {
      const i = a.indexOf('/');
      if (i < 0) throw new UsageError(`there is no need to specify a resource type as a separate argument when passing arguments in resource/name form (e.g. 'ctl get resource/<resource_name>' instead of 'ctl get resource resource/<resource_name>'`);
      pairs.push({ type: a.slice(0, i), name: a.slice(i + 1) });
    }
    return { names: [], pairs };
  }
  const [type, ...names] = args;
  for (const n of names) {
    if (n.includes('/')) throw new UsageError(`there is no need to specify a resource type as a separate argument when passing arguments in resource/name form (e.g. 'ctl get resource/<resource_name>' instead of 'ctl get resource resource/<resource_name>'`);
  }
  return { type: type!, names };
}

export async function resolveTargets(ctx: CliContext, spec: TargetArgs, io: CommandIO, opts: ResolveOptions): Promise<ResolvedTargets> {
  const filenames = spec.filenames ?? [];
  const targets: Target[] = [];
  const errors: ApiError[] = [];
  const client = await ctx.client();
  const fetchOne = async (d: ResourceDescriptor<any>, namespace: string, name: string) => {
    if (!opts.fetch) {
      targets.push({ d, namespace, name });
      return;
    }
    try {
      const object = withKind(d, await client.resource(d, namespace).get(name));
      targets.push({ d, namespace, name, object });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      errors.push(err);
    }
  };
  if (filenames.length > 0) {
    if (spec.args.length > 0) throw new UsageError('Unexpected args: ' + JSON.stringify(spec.args).replace(/"/g, '').replace(/,/g, ' '));
    for (const { object, source } of await readManifests(filenames, io)) {
      const d = allResources.find((r) => r.kind === object.kind && apiVersionOf(r) === object.apiVersion);
      if (!d) throw new UsageError(`resource mapping not found for name: "${object.metadata?.name ?? ''}" namespace: "${object.metadata?.namespace ?? ''}" from "${source}": no matches for kind "${object.kind}" in version "${object.apiVersion}"\nensure CRDs are installed first`);
      const namespace = d.namespaced ? object.metadata?.namespace || ctx.namespace : '';
      await fetchOne(d, namespace, object.metadata?.name ?? '');
    }
    return { targets, errors, listed: false };
  }
  const split = splitTypeNames(spec.args);
  if (split.pairs) {
    if (spec.selector) throw new UsageError('name cannot be provided when a selector is specified');
    for (const p of split.pairs) {
      const d = ctx.resolveResource(p.type);
      await fetchOne(d, d.namespaced ? ctx.namespace : '', p.name);
    }
    return { targets, errors, listed: false };
  }
  if (!split.type) throw new UsageError(opts.missingMessage ?? 'You must provide one or more resources by argument or filename.');
  const d = ctx.resolveResource(split.type);
  if (split.names.length > 0) {
    if (spec.selector) throw new UsageError('name cannot be provided when a selector is specified');
    if (spec.all) throw new UsageError('name cannot be provided when --all is specified');
    for (const n of split.names) await fetchOne(d, d.namespaced ? ctx.namespace : '', n);
    return { targets, errors, listed: false };
  }
  if (!spec.all && spec.selector === undefined && spec.fieldSelector === undefined && !opts.bareTypeLists) {
    throw new UsageError(opts.missingMessage ?? `resource(s) were provided, but no name was specified`);
  }
  const across = d.namespaced && spec.allNamespaces === true;
  const lister = across ? client.allNamespaces(d) : client.resource(d, d.namespaced ? ctx.namespace : '');
  let token: string | undefined;
  do {
    const page = await lister.list({
      ...(spec.selector ? { labelSelector: spec.selector } : {}),
      ...(spec.fieldSelector ? { fieldSelector: spec.fieldSelector } : {}),
      limit: 500,
      ...(token ? { continue: token } : {}),
    });
    for (const o of page.items) targets.push({ d, namespace: o.metadata?.namespace ?? '', name: o.metadata?.name ?? '', object: withKind(d, o) });
    token = page.metadata?.continue || undefined;
  } while (token);
  return { targets, errors, listed: true, listedResource: d };
}

/** `<kind>.<group>/<name>`, kubectl's name printer. */
export function kindName(d: ResourceDescriptor<any>, name: string): string {
  const kind = d.kind.toLowerCase();
  return `${d.group === '' ? kind : `${kind}.${d.group}`}/${name}`;
}

/** `<resource>.<group>`, as in kubectl's error messages. */
export function resourceGroup(d: ResourceDescriptor<any>): string {
  return d.group === '' ? d.resource : `${d.resource}.${d.group}`;
}
