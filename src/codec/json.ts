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
  // typed decode) recurses; reject absurd nesting up front with a clear error.
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > MAX_JSON_DEPTH) throw new CodecError(JSON_MEDIA_TYPE, `json: exceeded max depth of ${MAX_JSON_DEPTH}`);
    } else if (c === 0x7d || c === 0x5d) depth--;
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
