/**
 * Column alignment like Go's text/tabwriter as kubectl configures it (minwidth 6,
 * padding 3, pad with spaces): every column but the last is padded to its widest
 * cell plus 3; the last column is not padded.
 */
const MIN_WIDTH = 6;
const PADDING = 3;

function width(s: string): number {
  // Go's tabwriter counts UTF-8 runes.
  let n = 0;
  for (const _ of s) n++;
  return n;
}

export function formatColumns(rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return '';
  const columns = Math.max(...rows.map((r) => r.length));
  const widths: number[] = [];
  for (let c = 0; c < columns - 1; c++) {
    let w = 0;
    for (const r of rows) if (c < r.length - 1) w = Math.max(w, width(r[c] ?? ''));
    widths.push(Math.max(w + PADDING, MIN_WIDTH));
  }
  let out = '';
  for (const r of rows) {
    let line = '';
    for (let c = 0; c < r.length; c++) {
      const cell = r[c] ?? '';
      line += c < r.length - 1 ? cell + ' '.repeat(widths[c]! - width(cell)) : cell;
    }
    out += line + '\n';
  }
  return out;
}

/**
 * Like formatColumns, but column widths carry over between calls in `widths` and only grow:
 * kubectl's watch output pads each new row to the widest cell printed so far in its column.
 */
export function formatColumnsGrowing(rows: readonly (readonly string[])[], widths: number[]): string {
  let out = '';
  for (const r of rows) {
    for (let c = 0; c < r.length - 1; c++) widths[c] = Math.max(widths[c] ?? MIN_WIDTH, width(r[c] ?? '') + PADDING);
  }
  for (const r of rows) {
    let line = '';
    for (let c = 0; c < r.length; c++) {
      const cell = r[c] ?? '';
      line += c < r.length - 1 ? cell + ' '.repeat(widths[c]! - width(cell)) : cell;
    }
    out += line + '\n';
  }
  return out;
}
