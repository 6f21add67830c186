/**
 * `ctl label` and `ctl annotate`: kubectl's commands, their argument rules and messages.
 * Each object is read, changed locally, and the difference sent as a JSON merge patch
 * (kubectl's `jsonpatch.CreateMergePatch` + MergePatchType, field manager `kubectl-label` /
 * `kubectl-annotate`); `--resource-version` rides in the patch as a precondition. Client
 * dry runs send nothing.
 */
import type { KubeObject } from '../../src/meta/types.js';
import type { CliContext } from '../context.js';
import { errorMessage } from '../errors.js';
import { UsageError, type CommandIO } from '../io.js';
import { createMergePatch, sortedJson } from '../merge-patch.js';
import { printJson, printYaml } from '../printers/objects.js';
import { kindName, resolveTargets } from '../targets.js';

export interface LabelOptions {
  readonly mode: 'label' | 'annotate';
  /** Positional arguments: resources, then key=value / key- pairs. */
  readonly args: readonly string[];
  readonly filenames: readonly string[];
  readonly overwrite: boolean;
  readonly all: boolean;
  readonly allNamespaces: boolean;
  readonly selector?: string;
  readonly fieldSelector?: string;
  readonly resourceVersion?: string;
  readonly dryRun: 'none' | 'client' | 'server';
  readonly output: string;
  readonly fieldManager?: string;
  readonly list?: boolean;
}

/** cmdutil.GetResourcesAndPairs. */
export function resourcesAndPairs(args: readonly string[], pairType: string): { resources: string[]; pairs: string[] } {
  const resources: string[] = [];
  const pairs: string[] = [];
  let found = false;
  for (const s of args) {
    const nonResource = (s.includes('=') && s[0] !== '=') || (s.endsWith('-') && s !== '-');
    if (nonResource) {
      found = true;
      pairs.push(s);
    } else if (!found) resources.push(s);
    else throw new UsageError(`all resources must be specified before ${pairType} changes: ${s}`);
  }
  return { resources, pairs };
}

const LABEL_VALUE = /^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/;

function parseLabels(spec: readonly string[]): { set: Map<string, string>; remove: string[] } {
  const set = new Map<string, string>();
  const remove: string[] = [];
  for (const s of spec) {
    if (s.includes('=')) {
      const parts = s.split('=');
      if (parts.length !== 2) throw new UsageError(`invalid label spec: ${s}`);
      const errs: string[] = [];
      if (parts[1]!.length > 63) errs.push('must be no more than 63 characters');
      if (!LABEL_VALUE.test(parts[1]!)) {
        errs.push(
          "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')",
        );
      }
      if (errs.length) throw new UsageError(`invalid label value: ${JSON.stringify(s)}: ${errs.join(';')}`);
      set.set(parts[0]!, parts[1]!);
    } else if (s.endsWith('-')) remove.push(s.slice(0, -1));
    else throw new UsageError(`unknown label spec: ${s}`);
  }
  if (remove.some((r) => set.has(r))) throw new UsageError('can not both modify and remove a label in the same command');
  return { set, remove };
}

function parseAnnotations(spec: readonly string[]): { set: Map<string, string>; remove: string[] } {
  const set = new Map<string, string>();
  const remove: string[] = [];
  const invalid: string[] = [];
  for (const s of spec) {
    if (s.includes('=') && s[0] !== '=') {
      const i = s.indexOf('=');
      set.set(s.slice(0, i), s.slice(i + 1));
    } else if (s.endsWith('-') && s !== '-') remove.push(s.slice(0, -1));
    else invalid.push(s);
  }
  if (invalid.length) throw new UsageError(`invalid annotation format: ${invalid.join(', ')}`);
  const both = remove.filter((r) => set.has(r));
  if (both.length) throw new UsageError(`can not both modify and remove the following annotation(s) in the same command: ${both.join(', ')}`);
  return { set, remove };
}

export async function runLabel(ctx: CliContext, opts: LabelOptions, io: CommandIO): Promise<number> {
  const { resources, pairs } = resourcesAndPairs(opts.args, opts.mode);
  const { set, remove } = opts.mode === 'label' ? parseLabels(pairs) : parseAnnotations(pairs);
  if (opts.all && opts.selector) throw new UsageError('cannot set --all and --selector at the same time');
  if (opts.all && opts.fieldSelector) throw new UsageError('cannot set --all and --field-selector at the same time');
  if (resources.length < 1 && opts.filenames.length === 0) throw new UsageError('one or more resources must be specified as <resource> <name> or <resource>/<name>');
  if (set.size < 1 && remove.length < 1 && !opts.list) throw new UsageError(`at least one ${opts.mode === 'label' ? 'label' : 'annotation'} update is required`);
  if (opts.output !== '' && !['json', 'yaml', 'name'].includes(opts.output)) {
    throw new UsageError(`unable to match a printer suitable for the output format "${opts.output}", allowed formats are: json,name,yaml`);
  }

  const resolved = await resolveTargets(
    ctx,
    {
      args: resources,
      filenames: opts.filenames,
      ...(opts.selector !== undefined ? { selector: opts.selector } : {}),
      ...(opts.fieldSelector !== undefined ? { fieldSelector: opts.fieldSelector } : {}),
      all: opts.all,
      allNamespaces: opts.allNamespaces,
    },
    io,
    { fetch: true },
  );
  if (resolved.errors.length > 0) {
    // kubectl's builder fails before any change when a named object cannot be read.
    for (const e of resolved.errors) io.stderr.write(errorMessage(e) + '\n');
    return 1;
  }
  if (resolved.targets.length === 0) {
    throw new UsageError(`no objects passed to ${opts.mode}`);
  }
  const field = opts.mode === 'label' ? 'labels' : 'annotations';
  const client = await ctx.client();
  let printed = 0;
  for (const t of resolved.targets) {
    const obj = structuredClone(t.object!) as KubeObject;
    const meta = (obj.metadata ??= {}) as Record<string, unknown>;
    const current = (meta[field] as Record<string, string> | undefined) ?? {};
    if (!opts.overwrite) {
      if (opts.mode === 'label') {
        for (const [k, v] of set) {
          if (k in current && current[k] !== v) throw new UsageError(`'${k}' already has a value (${current[k]}), and --overwrite is false`);
        }
      } else {
        const clashes = [...set].filter(([k, v]) => k !== 'kubernetes.io/change-cause' && k in current && current[k] !== v).map(([k]) => `'${k}' already has a value (${current[k]})`);
        if (clashes.length) throw new UsageError(`--overwrite is false but found the following declared annotation(s): ${clashes.join('; ')}`);
      }
    }
    const oldData = sortedJson(obj);
    const next: Record<string, string> = { ...current };
    for (const [k, v] of set) next[k] = v;
    for (const k of remove) {
      if (k in next) delete next[k];
      else if (opts.mode === 'label') io.stdout.write(`label ${JSON.stringify(k)} not found.\n`);
    }
    meta[field] = next;
    if (opts.resourceVersion) meta['resourceVersion'] = opts.resourceVersion;
    const newData = sortedJson(obj);
    let operation = opts.mode === 'label' ? 'labeled' : 'annotated';
    if (opts.mode === 'label') {
      operation = oldData === newData ? 'not labeled' : !opts.overwrite && newData.length < oldData.length ? 'unlabeled' : 'labeled';
    }
    let result: KubeObject = obj;
    if (opts.dryRun !== 'client') {
      const patch = createMergePatch(JSON.parse(oldData), JSON.parse(newData));
      try {
        result = await client.resource(t.d, t.namespace).patch(t.name, patch as never, {
          type: 'merge',
          fieldManager: opts.fieldManager ?? `kubectl-${opts.mode}`,
          ...(opts.dryRun === 'server' ? { dryRun: true } : {}),
        });
      } catch (err) {
        io.stderr.write(errorMessage(err) + '\n');
        return 1;
      }
    }
    result = { ...result, apiVersion: result.apiVersion ?? t.object!.apiVersion, kind: result.kind ?? t.object!.kind };
    if (opts.output === 'json') io.stdout.write(printJson(result));
    else if (opts.output === 'yaml') io.stdout.write((printed++ > 0 ? '---\n' : '') + printYaml(result));
    else if (opts.output === 'name') io.stdout.write(kindName(t.d, t.name) + '\n');
    else {
      const suffix = opts.dryRun === 'client' ? ' (dry run)' : opts.dryRun === 'server' ? ' (server dry run)' : '';
      io.stdout.write(`${kindName(t.d, t.name)} ${operation}${suffix}\n`);
    }
  }
  return 0;
}
