/**
 * JSON codec. Encoding is compact with a trailing newline, like Go's json.Encoder
 * (wire.md §1.1); `pretty` output uses two-space indentation.
 */
import { CodecError, type Codec } from './codec.js';
import { MAX_JSON_NESTING_DEPTH } from './limits.js';

export const JSON_MEDIA_TYPE = 'application/json';

const decoder = new TextDecoder('utf-8', { fatal: false });

/** Maximum nesting accepted when decoding untrusted JSON (deeper input is rejected, not recursed). */
export const MAX_JSON_DEPTH = MAX_JSON_NESTING_DEPTH;

function checkDepth(text: string): void {
  // JSON.parse itself is iterative in V8 and safe, but every later walker (validation,
  // typed decode) recurses; reject absurd nesting up front with a clear error. Strings are
  // skipped with indexOf (native) rather than character by character: most of a body is
  // strings, and this pass runs over every large body the client decodes.
  let depth = 0;
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      let j = text.indexOf('"', i + 1);
      // A quote preceded by an odd number of backslashes is escaped.
      while (j !== -1) {
        let b = j - 1;
        while (text.charCodeAt(b) === 0x5c) b--;
        if ((j - 1 - b) % 2 === 0) break;
        j = text.indexOf('"', j + 1);
      }
      if (j === -1) return; // unterminated: JSON.parse reports it
      i = j + 1;
      continue;
    }
    if (c === 0x7b || c === 0x5b) {
      if (++depth > MAX_JSON_DEPTH) throw new CodecError(JSON_MEDIA_TYPE, `json: exceeded max depth of ${MAX_JSON_DEPTH}`);
    } else if (c === 0x7d || c === 0x5d) depth--;
    i++;
  }
}

/**
 * Whether a decoded value nests arrays/objects deeper than `maxDepth` (default Go's 10000);
 * iterative, and it stops at the first path past the limit. For values built from several
 * decoded inputs (a patched document), whose depth no single decode bounded.
 */
export function exceedsJsonDepth(value: unknown, maxDepth: number = MAX_JSON_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth + 1 > maxDepth) return true;
    const children = Array.isArray(v) ? v : Object.values(v);
    for (const c of children) if (typeof c === 'object' && c !== null) stack.push([c, depth + 1]);
  }
  return false;
}

export function decodeJsonText(text: string): unknown {
  if (text.length > 4096) checkDepth(text);
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new CodecError(JSON_MEDIA_TYPE, (err as Error).message, { cause: err });
  }
}

export const jsonCodec: Codec & { encodePretty(obj: unknown): Uint8Array } = {
  mediaType: JSON_MEDIA_TYPE,
  encode(obj: unknown): Uint8Array {
    return Buffer.from(JSON.stringify(obj) + '\n', 'utf8');
  },
  encodePretty(obj: unknown): Uint8Array {
    return Buffer.from(JSON.stringify(obj, null, 2) + '\n', 'utf8');
  },
  decode(bytes: Uint8Array): unknown {
    const text = Buffer.isBuffer(bytes) ? bytes.toString('utf8') : decoder.decode(bytes);
    return decodeJsonText(text);
  },
};

function isJsonSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

/** How far into a body {@link peekListMeta} looks for the list's metadata. */
const PEEK_MAX_BYTES = 64 * 1024;

/**
 * The `metadata` of a JSON list body read from its head without decoding the rest, when it
 * comes before `items` (as Go's encoder writes ListMeta) within the first 64 KiB; undefined
 * otherwise (also for anything malformed). The first `metadata` member counts: a caller must
 * check the answer against the decoded list (duplicate keys decode to the last one).
 */
export function peekListMeta(bytes: Uint8Array): Record<string, unknown> | undefined {
  const n = Math.min(bytes.length, PEEK_MAX_BYTES);
  let i = 0;
  const skipSpace = () => {
    while (i < n && isJsonSpace(bytes[i]!)) i++;
  };
  /** The end (after the closing quote) of the string starting at i, or -1. */
  const stringEnd = (at: number): number => {
    for (let k = at + 1; k < n; k++) {
      const c = bytes[k]!;
      if (c === 0x5c) k++;
      else if (c === 0x22) return k + 1;
    }
    return -1;
  };
  skipSpace();
  if (bytes[i] !== 0x7b) return undefined;
  i++;
  for (;;) {
    skipSpace();
    if (i >= n || bytes[i] !== 0x22) return undefined;
    const keyEnd = stringEnd(i);
    if (keyEnd < 0) return undefined;
    const key = utf8.decode(bytes.subarray(i, keyEnd));
    i = keyEnd;
    skipSpace();
    if (bytes[i] !== 0x3a) return undefined;
    i++;
    skipSpace();
    const valueStart = i;
    // Skip one value: a string, or anything up to the comma or brace closing it at this level.
    let depth = 0;
    while (i < n) {
      const c = bytes[i]!;
      if (c === 0x22) {
        const e = stringEnd(i);
        if (e < 0) return undefined;
        i = e;
        continue;
      }
      if (c === 0x7b || c === 0x5b) depth++;
      else if (c === 0x7d || c === 0x5d) {
        if (depth === 0) break;
        depth--;
        if (depth === 0) {
          i++;
          break;
        }
      } else if (c === 0x2c && depth === 0) break;
      i++;
    }
    if (i >= n) return undefined;
    let name: unknown;
    try {
      name = JSON.parse(key);
    } catch {
      return undefined;
    }
    if (name === 'items') return undefined;
    if (name === 'metadata') {
      let value: unknown;
      try {
        value = JSON.parse(utf8.decode(bytes.subarray(valueStart, i)));
      } catch {
        return undefined;
      }
      return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
    }
    skipSpace();
    if (bytes[i] !== 0x2c) return undefined;
    i++;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
