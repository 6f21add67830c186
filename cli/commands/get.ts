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
import { formatColumns } from '../printers/tabwriter.js';
import type { CliContext } from '../context.js';

export const OUTPUT_FORMATS = ['table', 'wide', 'json', 'yaml', 'name'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

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
}

export function validateGetOptions(opts: GetOptions): void {
  if (!OUTPUT_FORMATS.includes(opts.output)) {
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
  const d = ctx.resolveResource(opts.resource);
  const client = await ctx.client();
  const namespace = d.namespaced ? ctx.namespace : '';
  const objects: KubeObject[] = [];
  const errors: string[] = [];

  if (opts.watch || opts.watchOnly) return watchAndPrint(ctx, d, namespace, opts, io);

  if (opts.output === 'table' || opts.output === 'wide') return printServerTable(ctx, d, namespace, opts, io);

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

  io.stdout.write(render(d, objects, opts, opts.names.length > 0));
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
 * document) per change, until the server ends the watch or the signal aborts. Rows are
 * aligned per flush, like kubectl's tabwriter, so later rows align on their own.
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
  let headerPending = tabular && !opts.noHeaders;
  const print = (type: string, objects: readonly KubeObject[]) => {
    if (objects.length === 0) return;
    if (tabular) {
      const rows = tableRows(d, objects, { wide: opts.output === 'wide', withNamespace: across, now: ctx.now(), noHeaders: !headerPending });
      if (opts.outputWatchEvents) rows.forEach((r, i) => r.unshift(headerPending && i === 0 ? 'EVENT' : type));
      headerPending = false;
      io.stdout.write(formatColumns(rows));
      return;
    }
    for (const o of objects) {
      const typed = withTypeMeta(d, o);
      const value = opts.outputWatchEvents ? { type, object: typed } : typed;
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
  for await (const event of watcher.watch({ ...selectors, ...(resourceVersion ? { resourceVersion } : {}), ...(opts.signal ? { signal: opts.signal } : {}) })) {
    if (event.type === 'ERROR') {
      io.stderr.write(errorMessage(new ApiError(event.object)) + '\n');
      return 1;
    }
    if (event.type === 'BOOKMARK') continue;
    print(event.type, [event.object]);
  }
  return 0;
}

/**
 * `-o table|wide`: the server's Table, as kubectl prints it (upper-case headers, priority > 0
 * columns only with wide, NAMESPACE first across namespaces, `<none>` for absent cells).
 */
async function printServerTable(ctx: CliContext, d: ResourceDescriptor<any>, namespace: string, opts: GetOptions, io: CommandIO): Promise<number> {
  const client = await ctx.client();
  const across = d.namespaced && opts.allNamespaces && opts.names.length === 0;
  const tables: Table[] = [];
  const errors: string[] = [];
  const selectors = {
    ...(opts.labelSelector ? { labelSelector: opts.labelSelector } : {}),
    ...(opts.fieldSelector ? { fieldSelector: opts.fieldSelector } : {}),
  };
  if (opts.names.length > 0) {
    const rc = client.resource(d, namespace);
    for (const name of opts.names) {
      try {
        tables.push(await rc.table({ name }));
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        errors.push(errorMessage(err));
      }
    }
  } else {
    const lister = across ? client.allNamespaces(d) : client.resource(d, namespace);
    let token: string | undefined;
    do {
      const page = await lister.table({ ...selectors, ...(opts.chunkSize > 0 ? { limit: opts.chunkSize } : {}), ...(token ? { continue: token } : {}) });
      tables.push(page);
      token = page.metadata?.continue || undefined;
    } while (token);
  }
  const first = tables[0];
  const rows = tables.flatMap((t) => t.rows ?? []);
  if (first && rows.length > 0) {
    const columns = (first.columnDefinitions ?? []).map((c, i) => ({ c, i })).filter(({ c }) => opts.output === 'wide' || (c.priority ?? 0) === 0);
    const lines: string[][] = [];
    if (!opts.noHeaders) lines.push([...(across ? ['NAMESPACE'] : []), ...columns.map(({ c }) => c.name.toUpperCase())]);
    for (const row of rows) {
      const cells = columns.map(({ i }) => cellText(row.cells?.[i]));
      const ns = (row.object as { metadata?: { namespace?: string } } | undefined)?.metadata?.namespace ?? '';
      lines.push([...(across ? [ns] : []), ...cells]);
    }
    io.stdout.write(formatColumns(lines));
  } else if (opts.names.length === 0) {
    io.stderr.write(d.namespaced && !across ? `No resources found in ${namespace} namespace.\n` : 'No resources found\n');
  }
  for (const e of errors) io.stderr.write(e + '\n');
  return errors.length > 0 ? 1 : 0;
}

/** kubectl's cell printing: absent cells are `<none>`, everything else as text. */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '<none>';
  return typeof cell === 'string' ? cell : JSON.stringify(cell);
}
