/**
 * Compact records of JSON values, for the informer's compact cache (record-store.ts): one
 * flat JS string per value, with the strings that repeat across values (object keys,
 * namespaces, label keys and values, versions...) replaced by one-character references
 * into a dictionary the codec shares between all its records.
 *
 * Why a string: a one-byte JS string costs its length plus a 16 B header on the V8 heap,
 * with no arena to manage and nothing outside heapUsed. A stripped LeaseCandidate is about
 * 700 characters as JSON text but about 230 as a record: the keys and shared values shrink
 * to one character each, and only the values unique to the object (name, uid,
 * resourceVersion, timestamps...) are spelled out (docs/performance.md, "compact cache").
 *
 * Format (a token is one or more chars; every char of the structure is < 0x100, so a record
 * is a one-byte string unless one of its own strings has wider chars):
 *
 *   0x80 + id        dictionary string `id` (ids 0-127)
 *   REF  varint      dictionary string of a larger id
 *   STR  varint s    a string of that many UTF-16 code units, as is (lone surrogates too)
 *   OBJ  varint      an object of that many members, each a key (a string token) and a value
 *   ARR  varint      an array of that many values
 *   INT  varint      an integer in [0, 2^31)
 *   NUM  varint s    any other number, as the text `String(n)` of that length
 *   TRUE, FALSE, NULL
 *
 * varint: 7 bits per char, low group first, 0x80 set on every char but the last.
 *
 * Values are kept as JSON keeps them: object members whose value is `undefined` are left out,
 * `undefined` in an array and non-finite numbers become `null`, `toJSON()` is honoured.
 * Key order is kept. Anything JSON cannot represent (bigint, function, symbol) and values
 * nested deeper than {@link MAX_RECORD_DEPTH} (cycles included) are refused with a
 * {@link RecordEncodeError}, before anything is cached.
 *
 * The dictionary: a string enters it the second time the encoder sees it within a bounded
 * window (two generations of {@link SEEN_GENERATION} strings; {@link RecordCodec.endBatch}
 * forgets the window, so that strings seen once are not kept alive), if it is at most
 * {@link MAX_DICTIONARY_STRING} chars long and the dictionary has fewer than
 * {@link MAX_DICTIONARY_SIZE} entries. Entries are never removed (records refer to them by
 * position); the bounds cap what that can cost.
 */

const REF = 0x01;
const STR = 0x02;
const OBJ = 0x03;
const ARR = 0x04;
const INT = 0x05;
const NUM = 0x06;
const TRUE = 0x07;
const FALSE = 0x08;
const NULL = 0x09;
const SHORT_REF = 0x80;
const SHORT_REFS = 0x80;

/** Deepest nesting a record takes (objects and arrays); deeper values are refused. */
export const MAX_RECORD_DEPTH = 1000;
/** Longest string the dictionary takes (longer strings are always spelled out). */
export const MAX_DICTIONARY_STRING = 256;
/** Most strings the dictionary holds. */
export const MAX_DICTIONARY_SIZE = 65_536;
/** Misses after which a key whose values rarely repeat has its values written out unlooked-up. */
export const UNIQUE_KEY_MISSES = 256;
/** Strings remembered per generation of the "seen once" window. */
export const SEEN_GENERATION = 4096;

/** A value a record cannot hold. `code` is stable. */
export class RecordEncodeError extends Error {
  readonly code = 'ERR_CACHE_RECORD' as const;
  readonly object: unknown;

  constructor(message: string, object: unknown) {
    super(`cannot cache the object as a compact record: ${message}`);
    this.name = 'RecordEncodeError';
    this.object = object;
  }
}

/** One-char strings 0x00-0xFF, so that building a record allocates no string per char. */
const CHARS: readonly string[] = Array.from({ length: 256 }, (_, i) => String.fromCharCode(i));

function varint(n: number): string {
  if (n < 0x80) return CHARS[n] as string;
  let out = '';
  while (n >= 0x80) {
    out += CHARS[(n % 0x80) | 0x80] as string;
    n = Math.floor(n / 0x80);
  }
  return out + (CHARS[n] as string);
}

/** The `uid` and `resourceVersion` of a record's `metadata` (undefined when absent). */
export interface RecordMeta {
  uid: unknown;
  resourceVersion: unknown;
}

/** Encoder and decoder of records sharing one dictionary. Not reentrant (synchronous use). */
export class RecordCodec {
  private readonly ids = new Map<string, number>();
  private readonly strings: string[] = [];
  /** Per dictionary id, as a member key: values found in / missing from the dictionary. */
  private readonly keyHits: number[] = [];
  private readonly keyMisses: number[] = [];
  private seen = new Set<string>();
  private seenBefore = new Set<string>();
  private readonly parts: string[] = [];
  private rec = '';
  private pos = 0;

  /** Strings in the dictionary. */
  get dictionarySize(): number {
    return this.strings.length;
  }

  /** The record of `value`; throws {@link RecordEncodeError}. */
  encode(value: unknown): string {
    // One parts array for every record (emptied after each): no array grown per record.
    const parts = this.parts;
    try {
      this.value(value, 0, value);
      // join() returns a flat string: a record must not be a tree of concatenations.
      return parts.join('');
    } finally {
      parts.length = 0;
    }
  }

  /** Forgets the strings seen once (the end of a list: they were the unique ones). */
  endBatch(): void {
    this.seen = new Set();
    this.seenBefore = new Set();
  }

  /** A new value equal to the one `record` was made from. */
  decode(record: string): unknown {
    this.rec = record;
    this.pos = 0;
    try {
      return this.read();
    } finally {
      this.rec = '';
    }
  }

  /** `metadata.uid` and `metadata.resourceVersion` of a record, without decoding the rest. */
  readMeta(record: string): RecordMeta {
    const out: RecordMeta = { uid: undefined, resourceVersion: undefined };
    this.rec = record;
    this.pos = 0;
    try {
      if (record.charCodeAt(0) !== OBJ) return out;
      this.pos = 1;
      const n = this.readVarint();
      for (let i = 0; i < n; i++) {
        if (!this.keyIs('metadata')) {
          this.skip();
          continue;
        }
        if (this.rec.charCodeAt(this.pos) !== OBJ) return out;
        this.pos++;
        const m = this.readVarint();
        for (let j = 0; j < m; j++) {
          const key = this.readString();
          if (key === 'uid') out.uid = this.read();
          else if (key === 'resourceVersion') out.resourceVersion = this.read();
          else this.skip();
        }
        return out;
      }
      return out;
    } finally {
      this.rec = '';
    }
  }

  /** `keyId`: dictionary id of the member key `v` is the value of, or -1. */
  private value(v: unknown, depth: number, root: unknown, keyId = -1): void {
    const parts = this.parts;
    switch (typeof v) {
      case 'string':
        this.string(v, keyId);
        return;
      case 'number':
        if (Number.isInteger(v) && v >= 0 && v < 0x80000000) {
          parts.push(CHARS[INT] as string, varint(v));
        } else if (Number.isFinite(v)) {
          const text = String(v);
          parts.push(CHARS[NUM] as string, varint(text.length), text);
        } else {
          parts.push(CHARS[NULL] as string);
        }
        return;
      case 'boolean':
        parts.push(CHARS[v ? TRUE : FALSE] as string);
        return;
      case 'undefined':
        parts.push(CHARS[NULL] as string);
        return;
      case 'object':
        break;
      default:
        throw new RecordEncodeError(`a ${typeof v} value is not JSON`, root);
    }
    if (v === null) {
      parts.push(CHARS[NULL] as string);
      return;
    }
    if (depth >= MAX_RECORD_DEPTH) {
      throw new RecordEncodeError(`nested deeper than ${MAX_RECORD_DEPTH} levels (or cyclic)`, root);
    }
    const toJSON = (v as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') {
      this.value(toJSON.call(v) as unknown, depth + 1, root);
      return;
    }
    if (Array.isArray(v)) {
      parts.push(CHARS[ARR] as string, varint(v.length));
      for (const item of v as unknown[]) {
        if (typeof item === 'function' || typeof item === 'symbol') parts.push(CHARS[NULL] as string);
        else this.value(item, depth + 1, root);
      }
      return;
    }
    const obj = v as Record<string, unknown>;
    const keys = Object.keys(obj);
    parts.push(CHARS[OBJ] as string);
    const countAt = parts.length;
    parts.push('');
    let count = 0;
    for (const k of keys) {
      const item = obj[k];
      // As JSON.stringify: members without a JSON value are left out.
      if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
      this.value(item, depth + 1, root, this.string(k, -1));
      count++;
    }
    parts[countAt] = varint(count);
  }

  /**
   * Writes a string token; returns the string's dictionary id, or -1. `keyId`: the member
   * key it is the value of (-1: a key, an array item, the root). Values of a key that almost
   * never repeat (uid, name, timestamps...) are written out without any dictionary lookup
   * once the key has had {@link UNIQUE_KEY_MISSES} misses and under 1/16 as many hits: that
   * saves the lookups and keeps those strings out of the "seen" window.
   */
  private string(s: string, keyId: number): number {
    let id: number | undefined;
    if (keyId < 0 || !this.uniqueValues(keyId)) {
      id = this.ids.get(s);
      if (id === undefined && s.length <= MAX_DICTIONARY_STRING) id = this.admit(s);
      if (keyId >= 0) {
        if (id === undefined) (this.keyMisses[keyId] as number)++;
        else (this.keyHits[keyId] as number)++;
      }
    }
    if (id === undefined) {
      this.parts.push(CHARS[STR] as string, varint(s.length), s);
      return -1;
    }
    if (id < SHORT_REFS) this.parts.push(CHARS[SHORT_REF + id] as string);
    else this.parts.push(CHARS[REF] as string, varint(id));
    return id;
  }

  private uniqueValues(keyId: number): boolean {
    const misses = this.keyMisses[keyId] as number;
    return misses >= UNIQUE_KEY_MISSES && (this.keyHits[keyId] as number) * 16 < misses;
  }

  /** The new dictionary id of `s` when it was seen before in the window, else undefined. */
  private admit(s: string): number | undefined {
    if (this.seen.has(s) || this.seenBefore.has(s)) {
      if (this.strings.length >= MAX_DICTIONARY_SIZE) return undefined;
      const id = this.strings.length;
      this.strings.push(s);
      this.ids.set(s, id);
      this.keyHits.push(0);
      this.keyMisses.push(0);
      return id;
    }
    if (this.seen.size >= SEEN_GENERATION) {
      this.seenBefore = this.seen;
      this.seen = new Set();
    }
    this.seen.add(s);
    return undefined;
  }

  private readVarint(): number {
    const rec = this.rec;
    let c = rec.charCodeAt(this.pos++);
    if (c < 0x80) return c;
    let n = c & 0x7f;
    let scale = 0x80;
    for (;;) {
      c = rec.charCodeAt(this.pos++);
      if (c < 0x80) return n + c * scale;
      n += (c & 0x7f) * scale;
      scale *= 0x80;
    }
  }

  private readString(): string {
    const c = this.rec.charCodeAt(this.pos++);
    if (c >= SHORT_REF) return this.strings[c - SHORT_REF] as string;
    if (c === REF) return this.strings[this.readVarint()] as string;
    // STR (the encoder writes keys as string tokens only)
    const n = this.readVarint();
    const s = this.rec.slice(this.pos, this.pos + n);
    this.pos += n;
    return s;
  }

  /** Reads a key token; true when it is `name` (no string is built for an inline key). */
  private keyIs(name: string): boolean {
    const c = this.rec.charCodeAt(this.pos);
    if (c === STR) {
      this.pos++;
      const n = this.readVarint();
      const is = n === name.length && this.rec.startsWith(name, this.pos);
      this.pos += n;
      return is;
    }
    return this.readString() === name;
  }

  private read(): unknown {
    const rec = this.rec;
    const c = rec.charCodeAt(this.pos++);
    if (c >= SHORT_REF) return this.strings[c - SHORT_REF];
    switch (c) {
      case STR: {
        const n = this.readVarint();
        const s = rec.slice(this.pos, this.pos + n);
        this.pos += n;
        return s;
      }
      case OBJ: {
        const n = this.readVarint();
        const obj: Record<string, unknown> = {};
        for (let i = 0; i < n; i++) {
          const key = this.readString();
          const value = this.read();
          // An own "__proto__" member, as JSON.parse makes it (assignment would set the prototype).
          if (key === '__proto__') Object.defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true });
          else obj[key] = value;
        }
        return obj;
      }
      case ARR: {
        const n = this.readVarint();
        const arr: unknown[] = new Array<unknown>(n);
        for (let i = 0; i < n; i++) arr[i] = this.read();
        return arr;
      }
      case INT:
        return this.readVarint();
      case NUM: {
        const n = this.readVarint();
        const text = rec.slice(this.pos, this.pos + n);
        this.pos += n;
        return Number(text);
      }
      case TRUE:
        return true;
      case FALSE:
        return false;
      case NULL:
        return null;
      case REF:
        return this.strings[this.readVarint()];
      default:
        throw new Error(`corrupt cache record: tag ${c} at ${this.pos - 1}`);
    }
  }

  /** Moves past one value. */
  private skip(): void {
    const rec = this.rec;
    const c = rec.charCodeAt(this.pos++);
    if (c >= SHORT_REF) return;
    switch (c) {
      case STR:
      case NUM: {
        // (not `this.pos += this.readVarint()`: that reads pos before the varint moves it)
        const n = this.readVarint();
        this.pos += n;
        return;
      }
      case REF:
      case INT:
        this.readVarint();
        return;
      case OBJ: {
        const n = this.readVarint();
        for (let i = 0; i < n; i++) {
          this.skip();
          this.skip();
        }
        return;
      }
      case ARR: {
        const n = this.readVarint();
        for (let i = 0; i < n; i++) this.skip();
        return;
      }
      default:
        return;
    }
  }
}
