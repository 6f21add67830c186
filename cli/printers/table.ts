/**
 * The human-readable table printer (`-o table`, `-o wide`, the default), from the
 * resource's printer columns: kubectl's upper-cased headers, NAMESPACE first across
 * namespaces, priority > 0 columns only with wide.
 */
import type { ResourceDescriptor } from '../../src/meta/resources.js';
import type { KubeObject } from '../../src/meta/types.js';

export interface TableOptions {
  readonly wide: boolean;
  readonly withNamespace: boolean;
  readonly noHeaders?: boolean;
  readonly now: Date;
}

function cellText(v: string | number | boolean | null): string {
  if (v === null) return '<none>';
  if (typeof v === 'string') return v === '' ? '<none>' : v;
  return String(v);
}

export function tableRows(d: ResourceDescriptor<any>, objects: readonly KubeObject[], opts: TableOptions): string[][] {
  const columns = d.printerColumns.filter((c) => opts.wide || c.priority === 0);
  const rows: string[][] = [];
  if (!opts.noHeaders) {
    const header = columns.map((c) => c.name.toUpperCase());
    rows.push(opts.withNamespace ? ['NAMESPACE', ...header] : header);
  }
  for (const obj of objects) {
    const cells = columns.map((c, i) => {
      const raw = c.cell(obj, opts.now);
      // The name column prints the name as is, even when empty.
      return i === 0 ? String(raw ?? '') : cellText(raw);
    });
    rows.push(opts.withNamespace ? [obj.metadata?.namespace ?? '', ...cells] : cells);
  }
  return rows;
}
