/**
 * A JSON parser that also reports duplicate object keys, for `fieldValidation=Strict|Warn`
 * (seed "Field validation"; wire.md §7). It is only used when duplicate detection is
 * needed; the hot path keeps `JSON.parse`.
 *
 * Contract:
 * - On valid input the returned `value` is deep-equal to `JSON.parse(text)`: same values,
 *   same key order, the last of duplicate keys wins (as Go's decoder does for maps), and an
 *   own `"__proto__"` key stays an ordinary property.
 * - `duplicates` lists each duplicated key's path once, in order of first repetition, in
 *   sigs.k8s.io/json's form: keys joined with `.`, list indices as `[i]`, top-level keys bare
 *   (`metadata.name`, `spec.tolerations[0].key`). At most `maxDuplicates` are kept (the strict
 *   decoder caps its errors at 100).
 * - Malformed input throws `JsonSyntaxError` carrying the UTF-16 offset of the offending
 *   character and Go encoding/json's message text (`invalid character 'x' looking for
 *   beginning of value`, `unexpected end of JSON input`).
 * - Nesting deeper than `maxDepth` (default 10000, Go's limit) throws `JsonSyntaxError`
 *   (`exceeded max depth`). The parser is iterative, so depth never touches the JS stack.
 */
import { MAX_JSON_NESTING_DEPTH } from './limits.js';
import { drain, runInSlices, type Steps } from './slices.js';

/** Malformed JSON. `position` is the UTF-16 offset in the input where parsing failed. */
export class JsonSyntaxError extends Error {
  readonly code = 'ERR_JSON_SYNTAX' as const;
  readonly position: number;
  constructor(message: string, position: number) {
    super(message);
    this.name = 'JsonSyntaxError';
    this.position = position;
  }
}

export interface ParseJsonOptions {
  /** Maximum nesting of objects and arrays; default 10000. */
  readonly maxDepth?: number;
  /** Maximum number of duplicate paths reported; default 100. */
  readonly maxDuplicates?: number;
}

export interface ParseJsonResult {
  readonly value: unknown;
  readonly duplicates: string[];
}

export const DEFAULT_MAX_JSON_DEPTH = MAX_JSON_NESTING_DEPTH;
const DEFAULT_MAX_DUPLICATES = 100;

interface ObjectFrame {
  readonly kind: 'object';
  readonly value: Record<string, unknown>;
  readonly parent: Frame | undefined;
  /** Key or index of this container in its parent. */
  readonly at: string | number | undefined;
  /** Key whose value is being parsed. */
  key: string;
}

interface ArrayFrame {
  readonly kind: 'array';
  readonly value: unknown[];
  readonly parent: Frame | undefined;
  readonly at: string | number | undefined;
}

type Frame = ObjectFrame | ArrayFrame;

/**
 * Go's quoteChar: how encoding/json's scanner prints an offending character. The scanner
 * works on bytes, so a multi-byte character shows as its first UTF-8 byte read as a rune.
 */
function quoteChar(text: string, pos: number): string {
  const cp = text.codePointAt(pos) ?? 0;
  const c = cp < 0x80 ? cp : Buffer.from(String.fromCodePoint(cp), 'utf8')[0]!;
  if (c === 0x27) return `'\\''`;
  if (c === 0x22) return `'"'`;
  const named: Record<number, string> = { 7: '\\a', 8: '\\b', 12: '\\f', 10: '\\n', 13: '\\r', 9: '\\t', 11: '\\v', 0x5c: '\\\\' };
  let body: string;
  if (named[c] !== undefined) body = named[c]!;
  else if (c < 0x20 || c === 0x7f) body = '\\x' + c.toString(16).padStart(2, '0');
  else if ((c >= 0x80 && c <= 0xa0) || c === 0xad) body = '\\u' + c.toString(16).padStart(4, '0');
  else body = String.fromCharCode(c);
  return `'${body}'`;
}

function pathOf(frame: Frame | undefined, last: string | number): string {
  const parts: (string | number)[] = [last];
  for (let f = frame; f && f.at !== undefined; f = f.parent) parts.push(f.at);
  let out = '';
  for (let i = parts.length - 1; i >= 0; i--) {
    const p = parts[i]!;
    if (typeof p === 'number') out += `[${p}]`;
    else out += out === '' ? p : `.${p}`;
  }
  return out;
}

function setOwn(obj: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    obj[key] = value;
  }
}

const NUMBER_RE = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * Parse `text` as one JSON value, reporting duplicate object keys. See the module contract.
 */
export function parseJsonWithDuplicates(text: string, options: ParseJsonOptions = {}): ParseJsonResult {
  return drain(parseSteps(text, options));
}

/**
 * `parseJsonWithDuplicates` in slices of about `sliceMs` of work with a turn of the event loop
 * between them, for large request bodies (a server must keep answering other requests while
 * it reads a 3 MiB body of 200,000 strings). Same result and errors.
 */
export function parseJsonWithDuplicatesSliced(text: string, options: ParseJsonOptions = {}, sliceMs = 10): Promise<ParseJsonResult> {
  return runInSlices(parseSteps(text, options), sliceMs);
}

/** Values parsed between two pause points of the generator (well under a millisecond). */
const VALUES_PER_STEP = 4096;

/** The parser as a generator that pauses every `VALUES_PER_STEP` values. */
function* parseSteps(text: string, options: ParseJsonOptions): Steps<ParseJsonResult> {
  let values = 0;
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_JSON_DEPTH;
  const maxDuplicates = options.maxDuplicates ?? DEFAULT_MAX_DUPLICATES;
  const duplicates: string[] = [];
  const seenDuplicates = new Set<string>();
  const len = text.length;
  let pos = 0;
  let depth = 0;
  let stack: Frame | undefined;
  let result: unknown;

  const fail = (context: string): never => {
    if (pos >= len) throw new JsonSyntaxError('unexpected end of JSON input', len);
    throw new JsonSyntaxError(`invalid character ${quoteChar(text, pos)} ${context}`, pos);
  };

  const skipWs = (): void => {
    while (pos < len) {
      const c = text.charCodeAt(pos);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) pos++;
      else break;
    }
  };

  const parseString = (): string => {
    // pos is at the opening quote.
    pos++;
    const start = pos;
    while (pos < len) {
      const c = text.charCodeAt(pos);
      if (c === 0x22) {
        const s = text.slice(start, pos);
        pos++;
        return s;
      }
      if (c === 0x5c) break;
      if (c < 0x20) fail('in string literal');
      pos++;
    }
    let out = text.slice(start, pos);
    while (pos < len) {
      const c = text.charCodeAt(pos);
      if (c === 0x22) {
        pos++;
        return out;
      }
      if (c < 0x20) fail('in string literal');
      if (c !== 0x5c) {
        const runStart = pos;
        while (pos < len) {
          const d = text.charCodeAt(pos);
          if (d === 0x22 || d === 0x5c || d < 0x20) break;
          pos++;
        }
        out += text.slice(runStart, pos);
        continue;
      }
      pos++;
      if (pos >= len) fail('in string escape code');
      const e = text.charCodeAt(pos);
      switch (e) {
        case 0x22: out += '"'; break;
        case 0x5c: out += '\\'; break;
        case 0x2f: out += '/'; break;
        case 0x62: out += '\b'; break;
        case 0x66: out += '\f'; break;
        case 0x6e: out += '\n'; break;
        case 0x72: out += '\r'; break;
        case 0x74: out += '\t'; break;
        case 0x75: {
          let code = 0;
          for (let i = 1; i <= 4; i++) {
            const h = text.charCodeAt(pos + i);
            let v: number;
            if (h >= 0x30 && h <= 0x39) v = h - 0x30;
            else if (h >= 0x61 && h <= 0x66) v = h - 0x57;
            else if (h >= 0x41 && h <= 0x46) v = h - 0x37;
            else {
              pos += i;
              return fail('in \\u hexadecimal character escape');
            }
            code = code * 16 + v;
          }
          out += String.fromCharCode(code);
          pos += 4;
          break;
        }
        default:
          fail('in string escape code');
      }
      pos++;
    }
    return fail('in string literal');
  };

  const parseLiteral = (word: string, value: unknown): unknown => {
    for (let i = 1; i < word.length; i++) {
      if (text.charCodeAt(pos + i) !== word.charCodeAt(i)) {
        pos += i;
        fail(`in literal ${word} (expecting '${word[i]}')`);
      }
    }
    pos += word.length;
    return value;
  };

  const attach = (value: unknown): void => {
    if (!stack) {
      result = value;
    } else if (stack.kind === 'array') {
      stack.value.push(value);
    } else {
      const obj = stack.value;
      const key = stack.key;
      if (Object.prototype.hasOwnProperty.call(obj, key) && duplicates.length < maxDuplicates) {
        const path = pathOf(stack, key);
        if (!seenDuplicates.has(path)) {
          seenDuplicates.add(path);
          duplicates.push(path);
        }
      }
      setOwn(obj, key, value);
    }
  };

  const open = (frame: Frame): void => {
    if (++depth > maxDepth) throw new JsonSyntaxError('exceeded max depth', pos);
    stack = frame;
  };

  const childAt = (): string | number | undefined => {
    if (!stack) return undefined;
    return stack.kind === 'array' ? stack.value.length : stack.key;
  };

  /** Parse an object key and its colon; leaves pos at the value. */
  const readKey = (frame: ObjectFrame): void => {
    if (text.charCodeAt(pos) !== 0x22) fail('looking for beginning of object key string');
    frame.key = parseString();
    skipWs();
    if (text.charCodeAt(pos) !== 0x3a) fail('after object key');
    pos++;
  };

  // Main loop: parse a value at pos, then unwind closed containers.
  for (;;) {
    if (++values === VALUES_PER_STEP) {
      values = 0;
      yield;
    }
    skipWs();
    const c = text.charCodeAt(pos);
    if (c === 0x7b) {
      const obj: Record<string, unknown> = {};
      const at = childAt();
      attach(obj);
      open({ kind: 'object', value: obj, parent: stack, at, key: '' });
      pos++;
      skipWs();
      if (text.charCodeAt(pos) === 0x7d) {
        pos++;
        depth--;
        stack = stack!.parent;
      } else {
        readKey(stack as ObjectFrame);
        continue;
      }
    } else if (c === 0x5b) {
      const arr: unknown[] = [];
      const at = childAt();
      attach(arr);
      open({ kind: 'array', value: arr, parent: stack, at });
      pos++;
      skipWs();
      if (text.charCodeAt(pos) === 0x5d) {
        pos++;
        depth--;
        stack = stack!.parent;
      } else {
        continue;
      }
    } else if (c === 0x22) {
      attach(parseString());
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      NUMBER_RE.lastIndex = pos;
      const m = NUMBER_RE.exec(text);
      if (!m) {
        pos += 1;
        return fail('in numeric literal');
      }
      pos += m[0].length;
      // A dangling fraction/exponent start ("1." / "1e") is a syntax error, as in Go.
      const next = text.charCodeAt(pos);
      if (next === 0x2e || next === 0x65 || next === 0x45) {
        pos++;
        fail(next === 0x2e ? 'after decimal point in numeric literal' : 'in exponent of numeric literal');
      }
      attach(Number(m[0]));
    } else if (c === 0x74) {
      attach(parseLiteral('true', true));
    } else if (c === 0x66) {
      attach(parseLiteral('false', false));
    } else if (c === 0x6e) {
      attach(parseLiteral('null', null));
    } else {
      fail('looking for beginning of value');
    }

    // After a complete value: find the next sibling or close containers.
    for (;;) {
      if (!stack) {
        skipWs();
        if (pos < len) fail('after top-level value');
        return { value: result, duplicates };
      }
      skipWs();
      const d = text.charCodeAt(pos);
      if (stack.kind === 'object') {
        if (d === 0x2c) {
          pos++;
          skipWs();
          readKey(stack);
          break;
        }
        if (d === 0x7d) {
          pos++;
          depth--;
          stack = stack.parent;
          continue;
        }
        fail('after object key:value pair');
      } else {
        if (d === 0x2c) {
          pos++;
          break;
        }
        if (d === 0x5d) {
          pos++;
          depth--;
          stack = stack.parent;
          continue;
        }
        fail('after array element');
      }
    }
  }
}
