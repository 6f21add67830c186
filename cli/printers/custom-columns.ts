/**
 * `-o custom-columns=HEADER:PATH,...` and `-o custom-columns-file=FILE` (a header line, then
 * a line of paths), as kubectl's CustomColumnsPrinter: paths are relaxed JSONPath (`.a.b`,
 * `a.b`, `{.a.b}`), several results of a path are joined with `,`, a missing one is `<none>`,
 * values print with Go's `%v`.
 */
import { UsageError } from '../io.js';
import { JsonPath, relaxedJsonPath } from './jsonpath.js';
import { formatColumns } from './tabwriter.js';

export interface Column {
  readonly header: string;
  readonly path: JsonPath;
}

export function parseCustomColumns(spec: string): Column[] {
  if (spec === '') throw new UsageError('custom-columns format specified but no custom columns given');
  return spec.split(',').map((part) => {
    const colon = part.indexOf(':');
    if (colon < 0) throw new UsageError(`unexpected custom-columns spec: ${part}, expected <header>:<json-path-expr>`);
    return { header: part.slice(0, colon), path: new JsonPath(relaxedJsonPath(part.slice(colon + 1))) };
  });
}

/** The file form: whitespace-separated headers on the first line, paths on the second. */
export function parseCustomColumnsFile(text: string): Column[] {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  if (lines.length !== 2) throw new UsageError(`expected two lines of input, got ${lines.length}`);
  const headers = lines[0]!.trim().split(/\s+/);
  const paths = lines[1]!.trim().split(/\s+/);
  if (headers.length !== paths.length) throw new UsageError(`number of headers (${headers.length}) does not match number of paths (${paths.length})`);
  return headers.map((header, i) => ({ header, path: new JsonPath(relaxedJsonPath(paths[i]!)) }));
}

/** Go's `%v` of a decoded JSON value (maps print `map[k:v]` with sorted keys, slices `[a b]`). */
export function goValue(v: unknown): string {
  if (v === null || v === undefined) return '<nil>';
  if (Array.isArray(v)) return '[' + v.map(goValue).join(' ') + ']';
  if (typeof v === 'object') {
    return 'map[' + Object.keys(v).sort().map((k) => `${k}:${goValue((v as Record<string, unknown>)[k])}`).join(' ') + ']';
  }
  return String(v);
}

export function printCustomColumns(columns: readonly Column[], objects: readonly unknown[], noHeaders: boolean): string {
  const rows: string[][] = [];
  if (!noHeaders) rows.push(columns.map((c) => c.header));
  for (const o of objects) {
    rows.push(
      columns.map((c) => {
        const values = c.path.findResults(o)[0] ?? [];
        return values.length === 0 ? '<none>' : values.map(goValue).join(',');
      }),
    );
  }
  return formatColumns(rows);
}
