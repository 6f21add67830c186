/**
 * Go's text/tabwriter algorithm (cells terminated by '\t', column blocks of consecutive lines,
 * left-aligned, padded with spaces), for output kubectl produces through its own tabwriter
 * settings, e.g. describe's `tabwriter.NewWriter(out, 0, 8, 2, ' ', 0)`. Unlike formatColumns,
 * the alignment of a column holds only within a block of adjacent lines that have that column,
 * which is what makes describe's nested sections line up the way kubectl's do.
 */
function runeWidth(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

export interface GoTabwriterOptions {
  readonly minwidth: number;
  readonly padding: number;
}

/** Formats `text` (lines ending in '\n', cells separated by '\t') as Go's tabwriter would. */
export function goTabwriter(text: string, opts: GoTabwriterOptions = { minwidth: 0, padding: 2 }): string {
  const trailingNewline = text.endsWith('\n');
  const rawLines = (trailingNewline ? text.slice(0, -1) : text).split('\n');
  const lines = rawLines.map((l) => l.split('\t'));
  const widths: number[] = [];
  let out = '';
  const writeLines = (line0: number, line1: number) => {
    for (let i = line0; i < line1; i++) {
      const cells = lines[i]!;
      cells.forEach((c, j) => {
        out += c;
        if (j < widths.length) out += ' '.repeat(Math.max(0, widths[j]! - runeWidth(c)));
      });
      if (i < lines.length - 1 || trailingNewline) out += '\n';
    }
  };
  const format = (line0: number, line1: number): void => {
    const column = widths.length;
    for (let t = line0; t < line1; t++) {
      if (column >= lines[t]!.length - 1) continue;
      writeLines(line0, t);
      line0 = t;
      let width = opts.minwidth;
      for (; t < line1; t++) {
        const line = lines[t]!;
        if (column >= line.length - 1) break;
        const w = runeWidth(line[column]!) + opts.padding;
        if (w > width) width = w;
      }
      widths.push(width);
      format(line0, t);
      widths.pop();
      line0 = t;
      t--; // the loop's t++ must revisit the line that ended the block
    }
    writeLines(line0, line1);
  };
  format(0, lines.length);
  return out;
}
