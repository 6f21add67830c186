/**
 * `Warning` response headers as the apiserver writes them: one `299 - "<text>"` value per
 * distinct warning (apimachinery util/net `NewWarningHeader`/`makeQuotedString`), with the
 * warning recorder's truncation (apiserver filters/warning.go), encoded so that Node sends
 * the UTF-8 bytes Go would send.
 */
import { MAX_TOTAL_WARNING_RUNES, MAX_WARNING_ITEM_RUNES } from '../limits.js';

/** Go's unicode.IsControl: C0 controls, DEL and C1 controls. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A lone surrogate: text that has no UTF-8 encoding (Go: invalid UTF-8). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function runeCount(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

function firstRunes(s: string, n: number): string {
  let out = '';
  let i = 0;
  for (const r of s) {
    if (i++ === n) break;
    out += r;
  }
  return out;
}

/**
 * The header value for one warning text as a latin1 string carrying its UTF-8 bytes (what
 * node:http writes byte for byte), or undefined when upstream would drop the warning: text
 * that is not valid UTF-8 or contains control characters (`NewWarningHeader` refuses it and
 * the recorder skips it). Only `"` and `\` are escaped, as `makeQuotedString` does.
 */
export function warningHeaderValue(text: string): string | undefined {
  if (CONTROL.test(text) || LONE_SURROGATE.test(text)) return undefined;
  const value = `299 - "${text.replace(/[\\"]/g, (c) => '\\' + c)}"`;
  return Buffer.from(value, 'utf8').toString('latin1');
}

/**
 * The `Warning` headers for a response's warnings (in insertion order, already distinct).
 * Mirrors the apiserver's recorder: while the texts total at most `MAX_TOTAL_WARNING_RUNES`
 * runes they are sent whole; the first warning past that switches to truncating: every
 * warning (earlier ones replayed) is cut to `MAX_WARNING_ITEM_RUNES` runes, and warnings
 * arriving once the total is reached again are dropped. Empty texts are skipped.
 * Values are safe for `setHeader` (see `warningHeaderValue`).
 */
export function warningHeaders(warnings: Iterable<string>): Record<string, string[]> {
  const ordered: string[] = [];
  let out: string[] = [];
  let written = 0;
  let truncating = false;
  for (const original of warnings) {
    if (original.length === 0) continue;
    if (truncating && written >= MAX_TOTAL_WARNING_RUNES) break;
    ordered.push(original);
    let text = original;
    let runes = runeCount(text);
    if (truncating && runes > MAX_WARNING_ITEM_RUNES) {
      text = firstRunes(text, MAX_WARNING_ITEM_RUNES);
      runes = MAX_WARNING_ITEM_RUNES;
    }
    const header = warningHeaderValue(text);
    if (header === undefined) continue;
    if (written + runes <= MAX_TOTAL_WARNING_RUNES || truncating) {
      written += runes;
      out.push(header);
      continue;
    }
    truncating = true;
    written = 0;
    out = [];
    for (const w of ordered) {
      let t = w;
      let n = runeCount(t);
      if (n > MAX_WARNING_ITEM_RUNES) {
        t = firstRunes(t, MAX_WARNING_ITEM_RUNES);
        n = MAX_WARNING_ITEM_RUNES;
      }
      const h = warningHeaderValue(t);
      if (h !== undefined) {
        written += n;
        out.push(h);
      }
    }
  }
  return out.length === 0 ? {} : { Warning: out };
}
