/**
 * `ctl get <resource> [name...]`: kubectl's get for the served resources.
 */
import { ApiError } from '../../src/meta/status.js';
import type { ResourceDescriptor } from '../../src/meta/resources.js';
import type { KubeObject, Table } from '../../src/meta/types.js';
import { errorMessage } from '../errors.js';
import type { CommandIO } from '../io.js';
import { UsageError } from '../io.js';
import { asList, printJson, printName, printYaml, withTypeMeta } from '../printers/objects.js';
import { tableRows } from '../printers/table.js';
import { formatColumns, formatColumnsGrowing } from '../printers/tabwriter.js';
import { TransportError } from '../../src/client/rest-client.js';
import type { CliContext } from '../context.js';

export const OUTPUT_FORMATS = ['table', 'wide', 'json', 'yaml', 'name'] as const;
/** `-o` values; the template forms carry their template: `jsonpath=...`, `custom-columns=...`, ... */
export type OutputFormat = (typeof OUTPUT_FORMATS)[number] | `${TemplateFormat}=${string}`;
const TEMPLATE_FORMATS = ['jsonpath', 'jsonpath-file', 'jsonpath-as-json', 'custom-columns', 'custom-columns-file', 'go-template', 'go-template-file'] as const;
type TemplateFormat = (typeof TEMPLATE_FORMATS)[number];

/** A parsed `-o`: the plain formats, or a template printer applied to the objects. */
type Shaper = { kind: 'plain' } | { kind: 'template'; print: (objects: readonly KubeObject[], single: boolean) => string };

async function shaperFor(opts: GetOptions): Promise<Shaper> {
  const eq = opts.output.indexOf('=');
  const format = eq < 0 ? opts.output : opts.output.slice(0, eq);
  if (!TEMPLATE_FORMATS.includes(format as TemplateFormat)) return { kind: 'plain' };
  const arg = eq < 0 ? '' : opts.output.slice(eq + 1);
  const { readFileSync } = await import('node:fs');
  const fileText = (path: string) => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      throw new UsageError(`error reading --template ${path}, open ${path}: no such file or directory`);
    }
  };
  if (format.startsWith('custom-columns')) {
    const cc = await import('../printers/custom-columns.js');
    const columns = format === 'custom-columns' ? cc.parseCustomColumns(arg) : cc.parseCustomColumnsFile(fileText(arg));
    return { kind: 'template', print: (objects) => cc.printCustomColumns(columns, objects, opts.noHeaders === true) };
  }
  if (arg === '') throw new UsageError('template format specified but no template given');
  const template = format.endsWith('-file') ? fileText(arg) : arg;
  if (format.startsWith('jsonpath')) {
    const { JsonPath, JsonPathError } = await import('../printers/jsonpath.js');
    let jp: InstanceType<typeof JsonPath>;
    try {
      jp = new JsonPath(template);
    } catch (err) {
      if (err instanceof JsonPathError) throw new UsageError(`error parsing jsonpath ${template}, ${err.message}`);
      throw err;
    }
    return { kind: 'template', print: (objects, single) => jp.execute(single ? objects[0] : asList(objects)) };
  }
  const { GoTemplate } = await import('../printers/go-template.js');
  const gt = new GoTemplate(template);
  return { kind: 'template', print: (objects, single) => gt.execute(single ? objects[0] : asList(objects)) };
}

/** kubectl hides metadata.managedFields from object output unless --show-managed-fields. */
function withoutManagedFields(o: KubeObject): KubeObject {
  if (!o.metadata || !('managedFields' in o.metadata)) return o;
  const { managedFields: _omit, ...metadata } = o.metadata as Record<string, unknown>;
  return { ...o, metadata } as KubeObject;
}

export interface GetOptions {
  readonly resource: string;
  readonly names: readonly string[];
  readonly allNamespaces: boolean;
  readonly labelSelector?: string;
  readonly fieldSelector?: string;
  readonly output: OutputFormat;
  readonly noHeaders?: boolean;
  readonly chunkSize: number;
  /** -w: after listing, watch for changes. */
  readonly watch?: boolean;
  /** --watch-only: watch without listing first. */
  readonly watchOnly?: boolean;
  /** --output-watch-events: show the event type (EVENT column, or {type, object} documents). */
  readonly outputWatchEvents?: boolean;
  /** Ends the watch (tests; the process otherwise stops on SIGINT). */
  readonly signal?: AbortSignal;
  /** --sort-by: a (relaxed) JSONPath whose value orders the objects. */
  readonly sortBy?: string;
  /** --show-labels: a LABELS column. */
  readonly showLabels?: boolean;
  /** -L/--label-columns: one column per label key. */
  readonly labelColumns?: readonly string[];
  /** --show-managed-fields: keep metadata.managedFields in object output. */
  readonly showManagedFields?: boolean;
}

export function validateGetOptions(opts: GetOptions): void {
  const format = opts.output.split('=')[0]!;
  if (!OUTPUT_FORMATS.includes(opts.output as never) && !TEMPLATE_FORMATS.includes(format as TemplateFormat)) {
    throw new UsageError(`unable to match a printer suitable for the output format "${opts.output}", allowed formats are: ${OUTPUT_FORMATS.join(',')}`);
  }
  if (opts.names.length > 0 && opts.allNamespaces) {
    throw new UsageError('a resource cannot be retrieved by name across all namespaces');
  }
  if (opts.names.length > 0 && opts.labelSelector) {
    throw new UsageError('when passing names, a label selector cannot be used');
  }
  if (opts.chunkSize < 0) throw new UsageError(`--chunk-size must be >= 0`);
  if ((opts.watch || opts.watchOnly) && opts.names.length > 1) {
    throw new UsageError(`watch is only supported on individual resources and resource collections, but ${opts.names.length} resources were found`);
  }
}

export async function runGet(ctx: CliContext, opts: GetOptions, io: CommandIO): Promise<number> {
  validateGetOptions(opts);
  if (opts.resource.includes(',')) return runGetTypes(ctx, opts, io);
  const d = ctx.resolveResource(opts.resource);
  const client = await ctx.client();
  const namespace = d.namespaced ? ctx.namespace : '';
  const objects: KubeObject[] = [];
  const errors: string[] = [];

  if (opts.watch || opts.watchOnly) return watchAndPrint(ctx, d, namespace, opts, io);

  if (opts.output === 'table' || opts.output === 'wide') {
    const r = await printServerTable(ctx, d, namespace, opts, { prefixKind: false });
    io.stdout.write(r.text);
    if (r.empty && opts.names.length === 0) io.stderr.write(d.namespaced && !r.across ? `No resources found in ${namespace} namespace.\n` : 'No resources found\n');
    for (const e of r.errors) io.stderr.write(e + '\n');
    return r.errors.length > 0 ? 1 : 0;
  }
  const shaper = await shaperFor(opts);

  if (opts.names.length > 0) {
    const rc = client.resource(d, namespace);
    for (const name of opts.names) {
      try {
        objects.push(await rc.get(name));
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        errors.push(errorMessage(err));
      }
    }
  } else {
    const across = d.namespaced && opts.allNamespaces;
    const lister = across ? client.allNamespaces(d) : client.resource(d, namespace);
    let token: string | undefined;
    do {
      const page = await lister.list({
        ...(opts.labelSelector ? { labelSelector: opts.labelSelector } : {}),
        ...(opts.fieldSelector ? { fieldSelector: opts.fieldSelector } : {}),
        ...(opts.chunkSize > 0 ? { limit: opts.chunkSize } : {}),
        ...(token ? { continue: token } : {}),
      });
      objects.push(...page.items);
      token = page.metadata?.continue || undefined;
    } while (token);
  }

  let shaped = objects.map((o) => withTypeMeta(d, o));
  if (!opts.showManagedFields) shaped = shaped.map(withoutManagedFields);
  if (opts.sortBy) shaped = (await sortObjects(shaped, opts.sortBy)) ?? noSortField(opts.sortBy);
  if (shaper.kind === 'template') {
    const single = opts.names.length === 1 && shaped.length === 1;
    if (!(opts.names.length > 0 && shaped.length === 0)) io.stdout.write(shaper.print(shaped, single));
  } else io.stdout.write(render(d, shaped, opts, opts.names.length > 0));
  for (const e of errors) io.stderr.write(e + '\n');
  return errors.length > 0 ? 1 : 0;
}

/**
 * Order objects by the value at a JSONPath, as kubectl's --sort-by (numbers by value, strings
 * naturally, objects without the field first). Resolves to undefined when no object has the field.
 */
async function sortObjects<T>(objects: readonly T[], sortBy: string): Promise<T[] | undefined> {
  const { JsonPath, relaxedJsonPath } = await import('../printers/jsonpath.js');
  const jp = new JsonPath(relaxedJsonPath(sortBy));
  const keyed = objects.map((o, i) => ({ o, i, v: (jp.findResults(o)[0] ?? [])[0] }));
  if (objects.length > 0 && keyed.every((k) => k.v === undefined)) return undefined;
  keyed.sort((a, b) => compareSortValues(a.v, b.v) || a.i - b.i);
  return keyed.map((k) => k.o);
}

/** kubectl's error when no object has the --sort-by field (object outputs). */
function noSortField(sortBy: string): never {
  throw new UsageError(`couldn't find any field with path ${JSON.stringify(sortBy.startsWith('{') ? sortBy : `{${sortBy.startsWith('.') ? '' : '.'}${sortBy}}`)} in the list of objects`);
}

function compareSortValues(a: unknown, b: unknown): number {
  if (a === undefined || b === undefined) return a === undefined ? (b === undefined ? 0 : -1) : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = typeof a === 'string' ? a : JSON.stringify(a);
  const y = typeof b === 'string' ? b : JSON.stringify(b);
  return naturalCompare(x, y);
}

/** Natural order (sortorder.NaturalLess, as kubectl's sorter): digit runs compare as numbers. */
function naturalCompare(a: string, b: string): number {
  const re = /(\d+|\D+)/g;
  const xs = a.match(re) ?? [];
  const ys = b.match(re) ?? [];
  for (let i = 0; i < Math.min(xs.length, ys.length); i++) {
    const x = xs[i]!;
    const y = ys[i]!;
    if (x === y) continue;
    if (/^\d/.test(x) && /^\d/.test(y)) {
      const d = Number(x) - Number(y);
      if (d !== 0) return d;
      return x.length - y.length;
    }
    return x < y ? -1 : 1;
  }
  return xs.length - ys.length;
}

/**
 * `get a,b`: every type in turn. Tables print a section per type (NAME as `kind.group/name`),
 * separated by an empty line, as kubectl; object output gathers every object in one List.
 */
async function runGetTypes(ctx: CliContext, opts: GetOptions, io: CommandIO): Promise<number> {
  if (opts.watch || opts.watchOnly) throw new UsageError('you may only specify a single resource type');
  const types = opts.resource.split(',').filter((t) => t !== '');
  // A type named twice is listed once, as kubectl's resource builder does.
  const ds = types.map((t) => ctx.resolveResource(t)).filter((d, i, all) => all.findIndex((x) => x.group === d.group && x.resource === d.resource) === i);
  const client = await ctx.client();
  if (opts.output === 'table' || opts.output === 'wide') {
    const sections: string[] = [];
    const errors: string[] = [];
    const found: ResourceDescriptor<any>[] = [];
    for (const d of ds) {
      const r = await printServerTable(ctx, d, d.namespaced ? ctx.namespace : '', opts, { prefixKind: true });
      if (r.text !== '') sections.push(r.text);
      if (opts.names.length === 0 || r.errors.length < opts.names.length) found.push(d);
      errors.push(...r.errors);
    }
    // kubectl prefixes NAME with the kind only when the results span several types: names
    // found under one type alone print as that type's plain table.
    if (found.length === 1 && opts.names.length > 0) {
      const d = found[0]!;
      const r = await printServerTable(ctx, d, d.namespaced ? ctx.namespace : '', opts, { prefixKind: false });
      sections.splice(0, sections.length, ...(r.text !== '' ? [r.text] : []));
    }
    io.stdout.write(sections.join('\n'));
    if (sections.length === 0 && opts.names.length === 0) io.stderr.write(opts.allNamespaces ? 'No resources found\n' : `No resources found in ${ctx.namespace} namespace.\n`);
    for (const e of errors) io.stderr.write(e + '\n');
    return errors.length > 0 ? 1 : 0;
  }
  const shaper = await shaperFor(opts);
  const all: KubeObject[] = [];
  const errors: string[] = [];
  for (const d of ds) {
    const namespace = d.namespaced ? ctx.namespace : '';
    const lister = d.namespaced && opts.allNamespaces ? client.allNamespaces(d) : client.resource(d, namespace);
    if (opts.names.length > 0) {
      for (const name of opts.names) {
        try {
          all.push(withTypeMeta(d, await client.resource(d, namespace).get(name)));
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          errors.push(errorMessage(err));
        }
      }
      continue;
    }
    const list = await lister.list({
      ...(opts.labelSelector ? { labelSelector: opts.labelSelector } : {}),
      ...(opts.fieldSelector ? { fieldSelector: opts.fieldSelector } : {}),
    });
    all.push(...list.items.map((o) => withTypeMeta(d, o)));
  }
  let shaped = opts.showManagedFields ? all : all.map(withoutManagedFields);
  if (opts.sortBy) shaped = (await sortObjects(shaped, opts.sortBy)) ?? noSortField(opts.sortBy);
  if (shaper.kind === 'template') io.stdout.write(shaper.print(shaped, false));
  else if (opts.output === 'name') {
    for (const o of shaped) io.stdout.write(printName(ds.find((d) => d.kind === o.kind)!, o));
  } else io.stdout.write(opts.output === 'json' ? printJson(asList(shaped)) : printYaml(asList(shaped)));
  for (const e of errors) io.stderr.write(e + '\n');
  return errors.length > 0 ? 1 : 0;
}

/** `-o json|yaml|name` output (tables come from the server, see printServerTable). */
function render(d: ResourceDescriptor<any>, objects: readonly KubeObject[], opts: GetOptions, byName: boolean): string {
  switch (opts.output) {
    case 'json':
    case 'yaml': {
      const typed = objects.map((o) => withTypeMeta(d, o));
      // kubectl prints a single named object bare and everything else as a List.
      const value = byName && opts.names.length === 1 && typed.length === 1 ? typed[0] : asList(typed);
      if (byName && typed.length === 0) return '';
      return opts.output === 'json' ? printJson(value) : printYaml(value);
    }
    default:
      return objects.map((o) => printName(d, o)).join('');
  }
}

/**
 * kubectl's `get -w`: print the current state (unless --watch-only), then one row (or
 * document) per change, until the server ends the watch or the signal aborts. Column widths
 * only grow: each row is padded to the widest cell printed so far in its column, as kubectl's
 * watch printer keeps them. Ctrl+C (the signal) exits 1, as kubectl's interrupt handler
 * does; a server that closes the watch or goes away ends it quietly with 0, as kubectl.
 */
async function watchAndPrint(ctx: CliContext, d: ResourceDescriptor<any>, namespace: string, opts: GetOptions, io: CommandIO): Promise<number> {
  const client = await ctx.client();
  const across = d.namespaced && opts.allNamespaces;
  const watcher = across ? client.allNamespaces(d) : client.resource(d, namespace);
  const fieldSelector = [opts.fieldSelector, opts.names[0] ? `metadata.name=${opts.names[0]}` : undefined].filter(Boolean).join(',');
  const selectors = {
    ...(opts.labelSelector ? { labelSelector: opts.labelSelector } : {}),
    ...(fieldSelector ? { fieldSelector } : {}),
  };
  const tabular = opts.output === 'table' || opts.output === 'wide';
  const shaper = tabular ? ({ kind: 'plain' } as const) : await shaperFor(opts);
  let headerPending = tabular && !opts.noHeaders;
  const widths: number[] = [];
  const print = (type: string, objects: readonly KubeObject[]) => {
    if (objects.length === 0) return;
    if (tabular) {
      const rows = tableRows(d, objects, { wide: opts.output === 'wide', withNamespace: across, now: ctx.now(), noHeaders: !headerPending });
      if (opts.outputWatchEvents) rows.forEach((r, i) => r.unshift(headerPending && i === 0 ? 'EVENT' : type));
      headerPending = false;
      io.stdout.write(formatColumnsGrowing(rows, widths));
      return;
    }
    for (const o of objects) {
      const typed = opts.showManagedFields ? withTypeMeta(d, o) : withoutManagedFields(withTypeMeta(d, o));
      const value = opts.outputWatchEvents ? { type, object: typed } : typed;
      if (shaper.kind === 'template') {
        // Templates apply to each object as it comes, as kubectl's watch does.
        io.stdout.write(shaper.print([typed], true));
        continue;
      }
      io.stdout.write(opts.output === 'json' ? printJson(value) : opts.output === 'yaml' ? '---\n' + printYaml(value) : printName(d, o));
    }
  };
  let resourceVersion: string | undefined;
  if (!opts.watchOnly) {
    const list = await watcher.list(selectors);
    resourceVersion = list.metadata?.resourceVersion;
    print('ADDED', list.items);
  } else {
    resourceVersion = (await watcher.list({ ...selectors, limit: 1 })).metadata?.resourceVersion;
  }
  try {
    for await (const event of watcher.watch({ ...selectors, ...(resourceVersion ? { resourceVersion } : {}), ...(opts.signal ? { signal: opts.signal } : {}) })) {
      if (event.type === 'ERROR') {
        io.stderr.write(errorMessage(new ApiError(event.object)) + '\n');
        return 1;
      }
      if (event.type === 'BOOKMARK') continue;
      print(event.type, [event.object]);
    }
  } catch (err) {
    // A broken stream (the server went away) ends kubectl's watch without a word.
    if (!(err instanceof TransportError) && !opts.signal?.aborted) throw err;
  }
  return opts.signal?.aborted ? 1 : 0;
}

/**
 * `-o table|wide`: the server's Table, as kubectl prints it (upper-case headers, priority > 0
 * columns only with wide, NAMESPACE first across namespaces, `<none>` for absent cells), with
 * --show-labels, -L and --sort-by applied to the rows' objects. Returns the text; the caller
 * says "No resources found".
 */
async function printServerTable(
  ctx: CliContext,
  d: ResourceDescriptor<any>,
  namespace: string,
  opts: GetOptions,
  how: { prefixKind: boolean },
): Promise<{ text: string; errors: string[]; empty: boolean; across: boolean }> {
  const client = await ctx.client();
  const across = d.namespaced && opts.allNamespaces && opts.names.length === 0;
  const tables: Table[] = [];
  const errors: string[] = [];
  const includeObject = opts.sortBy ? ({ includeObject: 'Object' } as const) : {};
  const selectors = {
    ...(opts.labelSelector ? { labelSelector: opts.labelSelector } : {}),
    ...(opts.fieldSelector ? { fieldSelector: opts.fieldSelector } : {}),
  };
  if (opts.names.length > 0) {
    const rc = client.resource(d, namespace);
    for (const name of opts.names) {
      try {
        tables.push(await rc.table({ name, ...includeObject }));
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        errors.push(errorMessage(err));
      }
    }
  } else {
    const lister = across ? client.allNamespaces(d) : client.resource(d, namespace);
    let token: string | undefined;
    do {
      const page = await lister.table({ ...selectors, ...includeObject, ...(opts.chunkSize > 0 ? { limit: opts.chunkSize } : {}), ...(token ? { continue: token } : {}) });
      tables.push(page);
      token = page.metadata?.continue || undefined;
    } while (token);
  }
  const first = tables[0];
  let rows = tables.flatMap((t) => t.rows ?? []);
  // kubectl prints no rows (and says "No resources found") when no object has the field.
  if (opts.sortBy && rows.length > 0) rows = (await sortObjects(rows, opts.sortBy.replace(/^\{?\.?/, '{.object.').replace(/^\{\.object\.\}?$/, '{.object}'))) ?? [];
  if (!first || rows.length === 0) return { text: '', errors, empty: true, across };
  const columns = (first.columnDefinitions ?? []).map((c, i) => ({ c, i })).filter(({ c }) => opts.output === 'wide' || (c.priority ?? 0) === 0);
  const labelKeys = opts.labelColumns ?? [];
  const lines: string[][] = [];
  if (!opts.noHeaders) {
    lines.push([
      ...(across ? ['NAMESPACE'] : []),
      ...columns.map(({ c }) => c.name.toUpperCase()),
      ...labelKeys.map((k) => k.split('/').pop()!.toUpperCase()),
      ...(opts.showLabels ? ['LABELS'] : []),
    ]);
  }
  const prefix = d.group === '' ? d.kind.toLowerCase() : `${d.kind.toLowerCase()}.${d.group}`;
  for (const row of rows) {
    const meta = (row.object as { metadata?: { namespace?: string; labels?: Record<string, string> } } | undefined)?.metadata;
    const cells = columns.map(({ i }, n) => {
      const text = cellText(row.cells?.[i]);
      return n === 0 && how.prefixKind ? `${prefix}/${text}` : text;
    });
    const labels = meta?.labels ?? {};
    const labelText = Object.keys(labels).sort().map((k) => `${k}=${labels[k]}`).join(',');
    lines.push([
      ...(across ? [meta?.namespace ?? ''] : []),
      ...cells,
      ...labelKeys.map((k) => labels[k] ?? ''),
      ...(opts.showLabels ? [labelText === '' ? '<none>' : labelText] : []),
    ]);
  }
  return { text: formatColumns(lines), errors, empty: false, across };
}

/** kubectl's cell printing: absent cells are `<none>`, everything else as text. */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '<none>';
  return typeof cell === 'string' ? cell : JSON.stringify(cell);
}
