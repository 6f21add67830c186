/**
 * CBOR codec (application/cbor, RFC 8949) and CBOR sequences for watches
 * (application/cbor-seq, RFC 8742), following upstream's apimachinery serializer (wire.md §2.7, §4).
 *
 * Encoding is byte-for-byte upstream's deterministic mode for the JSON data model:
 * - every item starts with the self-described CBOR tag 55799 (`d9 d9 f7`);
 * - strings and map keys are byte strings (major type 2) holding UTF-8, as Go's encoder writes
 *   them (`StringToByteString`, `FieldNameToByteString`); `{ strings: 'text' }` writes text
 *   strings instead, for generic CBOR consumers that reject byte-string map keys (cbor-x does);
 * - map keys sorted bytewise-lexically by their encoding (i.e. by UTF-8 length, then bytes);
 * - integers in the shortest form; integral numbers in [-2^63, 2^63) are integers, other
 *   numbers floats in the shortest of half/single/double precision that is exact;
 * - NaN and ±Infinity are rejected; `undefined` members are skipped and `toJSON` is honoured,
 *   as in `JSON.stringify`.
 *
 * Decoding accepts what upstream's decoder accepts and rejects what it rejects: text or byte
 * strings (byte strings become strings), with or without the self-described tag, indefinite
 * lengths; duplicate map keys, nesting deeper than 64 (arrays, maps and tags), NaN/Inf,
 * simple values other than false/true/null, bignums, non-string map keys, invalid UTF-8 in
 * text strings, truncated input and trailing bytes are `CodecError`s. Integers beyond 2^53 are
 * rounded to the nearest double (as `JSON.parse` does); beyond the int64 range they are errors.
 *
 * Not implemented with cbor-x: cbor-x cannot decode byte-string map keys (upstream's default
 * output) and neither reports duplicate keys nor limits nesting, and its encoder writes
 * integers above 2^32 as floats, which Go refuses to decode into int64 fields. cbor-x serves as
 * an independent implementation in the tests.
 */
import { MAX_CBOR_CONTAINER_ELEMENTS, MAX_CBOR_NESTING_DEPTH } from './limits.js';
import { compareGo } from '../meta/go-order.js';
import { CodecError, type Codec } from './codec.js';

export const CBOR_MEDIA_TYPE = 'application/cbor';
export const CBOR_SEQ_MEDIA_TYPE = 'application/cbor-seq';

/** The self-described CBOR tag 55799, which upstream writes before every item. */
export const CBOR_SELF_DESCRIBED_PREFIX: Uint8Array = Uint8Array.of(0xd9, 0xd9, 0xf7);

/** Upstream's decode limit on nesting (arrays, maps and tags together). */
export const CBOR_MAX_NESTED_LEVELS = MAX_CBOR_NESTING_DEPTH;

export interface CborEncodeOptions {
  /** `byte` (default, like upstream) or `text` strings for all strings and map keys. */
  readonly strings?: 'byte' | 'text';
}

export interface CborDecodeOptions {
  /** Maximum nesting of arrays, maps and tags. Default 64 (upstream). */
  readonly maxNestedLevels?: number;
  /**
   * Maximum elements in one array and key/value pairs in one map. Default 1,048,576. (wire.md
   * records 1024 for upstream's decoder; that would reject every list response over 1024 items
   * here, so the default is larger and a caller wanting upstream's strictness can pass 1024.)
   */
  readonly maxElements?: number;
}

function cborError(message: string, cause?: unknown): CodecError {
  return new CodecError(CBOR_MEDIA_TYPE, message, cause === undefined ? undefined : { cause });
}

// =============================================================================================
// Encoding

interface Utf8Buffer extends Buffer {
  utf8Write(text: string, offset: number, length?: number): number;
  utf8Slice(start: number, end: number): string;
  latin1Slice(start: number, end: number): string;
}

class CborWriter {
  buf: Utf8Buffer = Buffer.allocUnsafe(1024) as Utf8Buffer;
  pos = 0;
  private readonly stringMajor: number;

  constructor(strings: 'byte' | 'text') {
    this.stringMajor = strings === 'text' ? 0x60 : 0x40;
  }

  ensure(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.pos + n) size *= 2;
    const next = Buffer.allocUnsafe(size) as Utf8Buffer;
    this.buf.copy(next, 0, 0, this.pos);
    this.buf = next;
  }

  /** Initial byte + argument in the shortest form; `n` is a non-negative safe integer or up to 2^64-1 via hi/lo. */
  head(major: number, n: number): void {
    this.ensure(9);
    const buf = this.buf;
    if (n < 24) buf[this.pos++] = major | n;
    else if (n < 0x100) {
      buf[this.pos++] = major | 24;
      buf[this.pos++] = n;
    } else if (n < 0x10000) {
      buf[this.pos++] = major | 25;
      buf.writeUInt16BE(n, this.pos);
      this.pos += 2;
    } else if (n < 0x100000000) {
      buf[this.pos++] = major | 26;
      buf.writeUInt32BE(n, this.pos);
      this.pos += 4;
    } else {
      buf[this.pos++] = major | 27;
      buf.writeUInt32BE(Math.floor(n / 4294967296), this.pos);
      buf.writeUInt32BE(n % 4294967296, this.pos + 4);
      this.pos += 8;
    }
  }

  string(s: string): void {
    const n = s.length;
    // ASCII fast path: byte length equals string length.
    let ascii = true;
    for (let i = 0; i < n; i++) {
      if (s.charCodeAt(i) >= 0x80) {
        ascii = false;
        break;
      }
    }
    const byteLength = ascii ? n : Buffer.byteLength(s, 'utf8');
    this.head(this.stringMajor, byteLength);
    this.ensure(byteLength);
    if (ascii) {
      const buf = this.buf;
      for (let i = 0; i < n; i++) buf[this.pos + i] = s.charCodeAt(i);
    } else this.buf.utf8Write(s, this.pos, byteLength);
    this.pos += byteLength;
  }

  integer(v: number): void {
    if (v >= 0) this.head(0x00, v);
    else this.head(0x20, -1 - v);
  }

  bigInteger(v: bigint): void {
    if (v >= 0n) {
      if (v >= 2n ** 64n) throw cborError(`cbor: integer ${v} does not fit in 64 bits`);
      this.head64(0x00, v);
    } else {
      const m = -1n - v;
      if (m >= 2n ** 64n) throw cborError(`cbor: integer ${v} does not fit in 64 bits`);
      this.head64(0x20, m);
    }
  }

  private head64(major: number, v: bigint): void {
    if (v < 0x100000000n) {
      this.head(major, Number(v));
      return;
    }
    this.ensure(9);
    this.buf[this.pos++] = major | 27;
    this.buf.writeBigUInt64BE(v, this.pos);
    this.pos += 8;
  }

  float(v: number): void {
    this.ensure(9);
    const buf = this.buf;
    const half = toHalf(v);
    if (half !== undefined) {
      buf[this.pos++] = 0xf9;
      buf.writeUInt16BE(half, this.pos);
      this.pos += 2;
    } else if (Math.fround(v) === v) {
      buf[this.pos++] = 0xfa;
      buf.writeFloatBE(v, this.pos);
      this.pos += 4;
    } else {
      buf[this.pos++] = 0xfb;
      buf.writeDoubleBE(v, this.pos);
      this.pos += 8;
    }
  }
}

const f32 = new Float32Array(1);
const f32Bits = new Uint32Array(f32.buffer);

/** The IEEE 754 half-precision bits of `v` when that representation is exact, else undefined. */
function toHalf(v: number): number | undefined {
  if (Math.fround(v) !== v) return undefined; // halves are a subset of singles
  f32[0] = v;
  const bits = f32Bits[0]!;
  const sign = (bits >>> 16) & 0x8000;
  const exp = ((bits >>> 23) & 0xff) - 127;
  const mant = bits & 0x7fffff;
  if (exp === -127 && mant === 0) return sign; // ±0
  if (exp >= -14 && exp <= 15) return mant & 0x1fff ? undefined : sign | ((exp + 15) << 10) | (mant >>> 13);
  if (exp >= -24 && exp < -14) {
    // Half subnormal: |v| = m * 2^-24 with integral m < 1024.
    const m = Math.abs(v) * 16777216;
    return Number.isInteger(m) ? sign | m : undefined;
  }
  return undefined;
}

const INT64_MIN = -9223372036854775808;
const INT64_LIMIT = 9223372036854775808;

function byteLengthOf(s: string): number {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x80) return Buffer.byteLength(s, 'utf8');
  return s.length;
}

/** `compareEncodedKeys` for ASCII keys, where UTF-8 length is string length and bytes are char codes. */
function compareAsciiKeys(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** Bytewise-lexical order of the encoded keys: shorter UTF-8 first, then by bytes (= code points). */
function compareEncodedKeys(a: string, b: string): number {
  const la = byteLengthOf(a);
  const lb = byteLengthOf(b);
  if (la !== lb) return la - lb;
  return a === b ? 0 : la === a.length && lb === b.length ? (a < b ? -1 : 1) : compareGo(a, b);
}

function encodeValue(w: CborWriter, v: unknown, depth: number): void {
  if (depth > 10_000) throw cborError('cbor: value nested too deeply to encode');
  switch (typeof v) {
    case 'string':
      w.string(v);
      return;
    case 'number':
      if (!Number.isFinite(v)) throw cborError(`cbor: cannot encode ${v} (NaN and Inf are not allowed)`);
      if (Number.isInteger(v) && v >= INT64_MIN && v < INT64_LIMIT) {
        if (Number.isSafeInteger(v)) w.integer(v);
        else w.bigInteger(BigInt(v));
      } else w.float(v);
      return;
    case 'boolean':
      w.ensure(1);
      w.buf[w.pos++] = v ? 0xf5 : 0xf4;
      return;
    case 'bigint':
      w.bigInteger(v);
      return;
    case 'object': {
      if (v === null) {
        w.ensure(1);
        w.buf[w.pos++] = 0xf6;
        return;
      }
      if (Array.isArray(v)) {
        w.head(0x80, v.length);
        for (const item of v) {
          if (item === undefined || typeof item === 'function' || typeof item === 'symbol') {
            w.ensure(1);
            w.buf[w.pos++] = 0xf6; // like JSON.stringify: unrepresentable array members become null
          } else encodeValue(w, item, depth + 1);
        }
        return;
      }
      if (ArrayBuffer.isView(v) || v instanceof ArrayBuffer) throw cborError('cbor: binary values are not part of the JSON data model');
      const toJSON = (v as { toJSON?: unknown }).toJSON;
      if (typeof toJSON === 'function') {
        encodeValue(w, (toJSON as () => unknown).call(v), depth + 1);
        return;
      }
      const o = v as Record<string, unknown>;
      const keys: string[] = [];
      let ascii = true;
      for (const k of Object.keys(o)) {
        const x = o[k];
        if (x === undefined || typeof x === 'function' || typeof x === 'symbol') continue;
        keys.push(k);
        if (ascii) for (let i = 0; i < k.length; i++) if (k.charCodeAt(i) >= 0x80) ascii = false;
      }
      if (keys.length > 1) keys.sort(ascii ? compareAsciiKeys : compareEncodedKeys);
      w.head(0xa0, keys.length);
      for (const k of keys) {
        w.string(k);
        encodeValue(w, o[k], depth + 1);
      }
      return;
    }
    default:
      throw cborError(`cbor: cannot encode a value of type ${typeof v}`);
  }
}

/** Encode one item, prefixed with the self-described tag. Throws `CodecError`. */
export function encodeCbor(value: unknown, options: CborEncodeOptions = {}): Uint8Array {
  const w = new CborWriter(options.strings ?? 'byte');
  w.buf.set(CBOR_SELF_DESCRIBED_PREFIX, 0);
  w.pos = 3;
  try {
    encodeValue(w, value, 0);
  } catch (err) {
    if (err instanceof CodecError) throw err;
    throw cborError(`cbor: cannot encode: ${(err as Error).message}`, err);
  }
  return Buffer.from(w.buf.subarray(0, w.pos));
}

/**
 * One `application/cbor-seq` watch event: `d9d9f7 {"type": type, "object": <object item>}`,
 * where the object keeps its own `d9d9f7` prefix (upstream's RawExtension writes CBOR raw
 * bytes unchanged). `type` precedes `object` because keys are sorted by encoded length.
 */
export function encodeCborSeqEvent(type: string, obj: unknown, options: CborEncodeOptions = {}): Uint8Array {
  return encodeCborSeqEventFromBytes(type, encodeCbor(obj, options), options);
}

/** Like `encodeCborSeqEvent` for an object already encoded with `encodeCbor`. */
export function encodeCborSeqEventFromBytes(type: string, objectCbor: Uint8Array, options: CborEncodeOptions = {}): Uint8Array {
  const w = new CborWriter(options.strings ?? 'byte');
  w.buf.set(CBOR_SELF_DESCRIBED_PREFIX, 0);
  w.pos = 3;
  w.head(0xa0, 2);
  w.string('type');
  w.string(type);
  w.string('object');
  w.ensure(objectCbor.length);
  w.buf.set(objectCbor, w.pos);
  w.pos += objectCbor.length;
  return Buffer.from(w.buf.subarray(0, w.pos));
}

// =============================================================================================
// Decoding

const SHORT_KEY_MAX = 32;
const KEY_CACHE_SIZE = 1024;
const keyCache: (string | undefined)[] = new Array<string | undefined>(KEY_CACHE_SIZE).fill(undefined);
const fatalUtf8 = new TextDecoder('utf-8', { fatal: true });

class CborReader {
  readonly buf: Utf8Buffer;
  pos: number;
  readonly end: number;
  private readonly maxDepth: number;
  private readonly maxElements: number;

  constructor(bytes: Uint8Array, options: CborDecodeOptions) {
    this.buf = (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) as Utf8Buffer;
    this.pos = 0;
    this.end = bytes.length;
    this.maxDepth = options.maxNestedLevels ?? CBOR_MAX_NESTED_LEVELS;
    this.maxElements = options.maxElements ?? MAX_CBOR_CONTAINER_ELEMENTS;
  }

  private need(n: number): void {
    if (this.end - this.pos < n) throw cborError('unexpected EOF');
  }

  /** Argument of the initial byte; -1 for indefinite length (ai 31). */
  private argument(ai: number): number {
    if (ai < 24) return ai;
    const buf = this.buf;
    switch (ai) {
      case 24:
        this.need(1);
        return buf[this.pos++]!;
      case 25: {
        this.need(2);
        const v = buf.readUInt16BE(this.pos);
        this.pos += 2;
        return v;
      }
      case 26: {
        this.need(4);
        const v = buf.readUInt32BE(this.pos);
        this.pos += 4;
        return v;
      }
      case 27: {
        this.need(8);
        const hi = buf.readUInt32BE(this.pos);
        const lo = buf.readUInt32BE(this.pos + 4);
        this.pos += 8;
        return hi * 4294967296 + lo; // callers range-check (exact below 2^53)
      }
      case 31:
        return -1;
      default:
        throw cborError(`cbor: invalid additional information ${ai}`);
    }
  }

  private length(ai: number, what: string): number {
    const n = this.argument(ai);
    if (n > Number.MAX_SAFE_INTEGER) throw cborError(`cbor: ${what} length ${n} is too large`);
    return n;
  }

  value(depth: number): unknown {
    this.need(1);
    const ib = this.buf[this.pos++]!;
    const major = ib >> 5;
    const ai = ib & 31;
    switch (major) {
      case 0: {
        if (ai === 31) throw cborError('cbor: invalid additional information 31 for type positive integer');
        const n = this.argument(ai);
        if (n >= 9223372036854775807) this.checkUint64(n, false);
        return n;
      }
      case 1: {
        if (ai === 31) throw cborError('cbor: invalid additional information 31 for type negative integer');
        const n = this.argument(ai);
        if (n >= 9223372036854775807) this.checkUint64(n, true);
        return -1 - n;
      }
      case 2:
        return this.byteString(ai);
      case 3:
        return this.textString(ai);
      case 4:
        return this.array(ai, depth + 1);
      case 5:
        return this.map(ai, depth + 1);
      case 6:
        return this.tagged(ai, depth + 1);
      default:
        return this.simple(ai);
    }
  }

  /** Positive (or negated) integers above 2^63-1 do not fit Go's int64: upstream fails. */
  private checkUint64(n: number, negative: boolean): void {
    // Re-read exactly: the double may have rounded 2^63-1 up.
    const exact = this.buf.readBigUInt64BE(this.pos - 8);
    if (exact > 9223372036854775807n) {
      throw cborError(`cbor: cannot unmarshal ${negative ? 'negative' : 'positive'} integer ${negative ? '-1-' : ''}${exact} into int64: overflows`);
    }
    void n;
  }

  private checkDepth(depth: number): void {
    if (depth > this.maxDepth) throw cborError(`cbor: exceeded max nested level ${this.maxDepth}`);
  }

  /** Bounds of the last definite-length string read by `rawBytes` (fields, not a tuple: no allocation per string). */
  private strStart = 0;
  private strEnd = 0;

  /** A string's bytes: undefined when definite (see strStart/strEnd), else the joined chunks. */
  private rawBytes(ai: number, major: number): Buffer | undefined {
    const n = this.length(ai, 'string');
    if (n >= 0) {
      this.need(n);
      this.strStart = this.pos;
      this.pos += n;
      this.strEnd = this.pos;
      return undefined;
    }
    // Indefinite length: definite-length chunks of the same major type until break.
    const chunks: Buffer[] = [];
    for (;;) {
      this.need(1);
      const ib = this.buf[this.pos++]!;
      if (ib === 0xff) return Buffer.concat(chunks);
      if (ib >> 5 !== major || (ib & 31) === 31) throw cborError('cbor: wrong element type in indefinite-length string');
      const len = this.length(ib & 31, 'string');
      this.need(len);
      chunks.push(this.buf.subarray(this.pos, this.pos + len));
      this.pos += len;
    }
  }

  private byteString(ai: number): string {
    const r = this.rawBytes(ai, 2);
    // Byte strings hold Go strings (UTF-8 by convention, not validated, like Go).
    if (r !== undefined) return r.toString('utf8');
    return this.shortOrUtf8(this.strStart, this.strEnd);
  }

  private textString(ai: number): string {
    const r = this.rawBytes(ai, 3);
    const buf = r ?? this.buf;
    const start = r === undefined ? this.strStart : 0;
    const end = r === undefined ? this.strEnd : r.length;
    for (let i = start; i < end; i++) {
      if (buf[i]! >= 0x80) {
        try {
          return fatalUtf8.decode(buf.subarray(start, end));
        } catch (err) {
          throw cborError('cbor: invalid UTF-8 string', err);
        }
      }
    }
    return r !== undefined ? r.toString('latin1') : this.shortOrUtf8(start, end);
  }

  /** ASCII-or-UTF-8 bytes as a string, interning short ASCII runs (map keys repeat). */
  private shortOrUtf8(start: number, end: number): string {
    const n = end - start;
    if (n === 0) return '';
    const buf = this.buf;
    if (n > SHORT_KEY_MAX) return buf.utf8Slice(start, end);
    let h = n;
    for (let i = start; i < end; i++) h = (Math.imul(h, 0x01000193) ^ buf[i]!) | 0;
    const idx = (h ^ (h >>> 15)) & (KEY_CACHE_SIZE - 1);
    const cached = keyCache[idx];
    if (cached !== undefined && cached.length === n) {
      let i = 0;
      while (i < n && cached.charCodeAt(i) === buf[start + i]) i++;
      if (i === n) return cached;
    }
    for (let i = start; i < end; i++) if (buf[i]! >= 0x80) return buf.utf8Slice(start, end);
    const s = buf.latin1Slice(start, end);
    keyCache[idx] = s;
    return s;
  }

  private array(ai: number, depth: number): unknown[] {
    this.checkDepth(depth);
    const n = this.length(ai, 'array');
    const out: unknown[] = [];
    if (n >= 0) {
      if (n > this.maxElements) throw cborError(`cbor: exceeded max number of elements ${this.maxElements} for CBOR array`);
      for (let i = 0; i < n; i++) out.push(this.value(depth));
      return out;
    }
    for (;;) {
      this.need(1);
      if (this.buf[this.pos] === 0xff) {
        this.pos++;
        return out;
      }
      if (out.length >= this.maxElements) throw cborError(`cbor: exceeded max number of elements ${this.maxElements} for CBOR array`);
      out.push(this.value(depth));
    }
  }

  private key(index: number): string {
    this.need(1);
    const ib = this.buf[this.pos]!;
    const major = ib >> 5;
    if (major !== 2 && major !== 3) {
      throw cborError(`cbor: map key at map element index ${index} must be a text or byte string, got major type ${major}`);
    }
    this.pos++;
    return major === 2 ? this.byteString(ib & 31) : this.textString(ib & 31);
  }

  private map(ai: number, depth: number): Record<string, unknown> {
    this.checkDepth(depth);
    const n = this.length(ai, 'map');
    const out: Record<string, unknown> = {};
    const indefinite = n < 0;
    if (!indefinite && n > this.maxElements) throw cborError(`cbor: exceeded max number of key-value pairs ${this.maxElements} for CBOR map`);
    for (let i = 0; indefinite || i < n; i++) {
      if (indefinite) {
        this.need(1);
        if (this.buf[this.pos] === 0xff) {
          this.pos++;
          break;
        }
        if (i >= this.maxElements) throw cborError(`cbor: exceeded max number of key-value pairs ${this.maxElements} for CBOR map`);
      }
      const k = this.key(i);
      const v = this.value(depth);
      if (Object.prototype.hasOwnProperty.call(out, k)) throw cborError(`cbor: found duplicate map key ${JSON.stringify(k)} at map element index ${i}`);
      if (k === '__proto__') Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
      else out[k] = v;
    }
    return out;
  }

  private tagged(ai: number, depth: number): unknown {
    this.checkDepth(depth);
    if (ai === 31) throw cborError('cbor: invalid additional information 31 for type tag');
    const tag = this.argument(ai);
    switch (tag) {
      case 55799:
        return this.value(depth); // self-described CBOR: transparent
      case 2:
      case 3:
        throw cborError('cbor: bignum tags are not allowed');
      case 0: {
        const v = this.value(depth);
        if (typeof v !== 'string') throw cborError('cbor: tag number 0 must be followed by a text string');
        return v;
      }
      case 1: {
        const v = this.value(depth);
        if (typeof v !== 'number') throw cborError('cbor: tag number 1 must be followed by a number');
        return epochToRfc3339(v);
      }
      case 21:
      case 22:
      case 23: {
        // Expected later encoding of a byte string (how Go []byte is written): the JSON form.
        this.need(1);
        const ib = this.buf[this.pos]!;
        if (ib >> 5 !== 2) return this.value(depth);
        this.pos++;
        const r = this.rawBytes(ib & 31, 2);
        const bytes = r ?? this.buf.subarray(this.strStart, this.strEnd);
        return tag === 21 ? bytes.toString('base64url') : tag === 22 ? bytes.toString('base64') : bytes.toString('hex');
      }
      default:
        return this.value(depth); // unrecognised tags decode to their content
    }
  }

  private simple(ai: number): unknown {
    const buf = this.buf;
    switch (ai) {
      case 20:
        return false;
      case 21:
        return true;
      case 22:
        return null;
      case 25: {
        this.need(2);
        const v = halfToNumber(buf.readUInt16BE(this.pos));
        this.pos += 2;
        return checkFloat(v);
      }
      case 26: {
        this.need(4);
        const v = buf.readFloatBE(this.pos);
        this.pos += 4;
        return checkFloat(v);
      }
      case 27: {
        this.need(8);
        const v = buf.readDoubleBE(this.pos);
        this.pos += 8;
        return checkFloat(v);
      }
      case 31:
        throw cborError('cbor: unexpected "break" code');
      case 24: {
        this.need(1);
        const n = buf[this.pos++]!;
        throw cborError(`cbor: simple value ${n} is not allowed`);
      }
      case 28:
      case 29:
      case 30:
        throw cborError(`cbor: invalid additional information ${ai} for type primitives`);
      default:
        throw cborError(`cbor: simple value ${ai} is not allowed`);
    }
  }
}

function checkFloat(v: number): number {
  if (!Number.isFinite(v)) throw cborError(`cbor: floating-point ${Number.isNaN(v) ? 'NaN' : 'infinity'} is not allowed`);
  return v;
}

function halfToNumber(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const exp = (h >> 10) & 0x1f;
  const mant = h & 0x3ff;
  if (exp === 0) return sign * mant * 2 ** -24;
  if (exp === 31) return mant === 0 ? sign * Infinity : NaN;
  return sign * (1 + mant / 1024) * 2 ** (exp - 15);
}

/** Tag 1 (epoch seconds) as RFC3339 with nanoseconds, trailing zeros trimmed (Go's RFC3339Nano). */
function epochToRfc3339(seconds: number): string {
  const ms = Math.floor(seconds * 1000);
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) throw cborError('cbor: epoch time out of range');
  return d.toISOString().replace(/\.?0+Z$/, 'Z').replace(/\.Z$/, 'Z');
}

/**
 * Decode exactly one item (self-described tag optional). Trailing bytes, like every other
 * malformation, throw `CodecError`; no partial value is ever returned.
 */
export function decodeCbor(bytes: Uint8Array, options: CborDecodeOptions = {}): unknown {
  if (bytes.length === 0) throw cborError('EOF');
  const r = new CborReader(bytes, options);
  let value: unknown;
  try {
    value = r.value(0);
  } catch (err) {
    if (err instanceof CodecError) throw err;
    throw cborError(`cbor: ${(err as Error).message}`, err);
  }
  if (r.pos !== bytes.length) throw cborError(`cbor: ${bytes.length - r.pos} bytes of extraneous data starting at index ${r.pos}`);
  return value;
}

/** Whether bytes start with the self-described tag (upstream's `RecognizesData`). */
export function recognizesCbor(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0xd9 && bytes[1] === 0xd9 && bytes[2] === 0xf7;
}

export const cborCodec: Codec = {
  mediaType: CBOR_MEDIA_TYPE,
  encode(obj: unknown): Uint8Array {
    return encodeCbor(obj);
  },
  decode(bytes: Uint8Array): unknown {
    return decodeCbor(bytes);
  },
};

// =============================================================================================
// Sequences (application/cbor-seq)

/**
 * Finds where the first complete item of a buffer ends, resumably: bytes may arrive in any
 * chunks and each byte is examined once. Only structure is checked here (headers, lengths,
 * nesting); the full decode of the item does the rest.
 */
class ItemBoundary {
  /** Open containers: remaining children, or -1 for indefinite length (ends at break). */
  private stack: number[] = [];
  private pos = 0;

  constructor(private readonly maxDepth: number) {}

  reset(): void {
    this.stack = [];
    this.pos = 0;
  }

  /** End offset of the first item in buf, or -1 if more bytes are needed. */
  scan(buf: Buffer): number {
    for (;;) {
      const start = this.pos;
      if (start >= buf.length) return -1;
      const ib = buf[start]!;
      const major = ib >> 5;
      const ai = ib & 31;
      const extra = ai < 24 ? 0 : ai === 24 ? 1 : ai === 25 ? 2 : ai === 26 ? 4 : ai === 27 ? 8 : ai === 31 ? 0 : -1;
      if (extra < 0) throw cborError(`cbor: invalid additional information ${ai}`);
      if (buf.length - start < 1 + extra) return -1;
      let arg = ai;
      if (extra === 1) arg = buf[start + 1]!;
      else if (extra === 2) arg = buf.readUInt16BE(start + 1);
      else if (extra === 4) arg = buf.readUInt32BE(start + 1);
      else if (extra === 8) arg = buf.readUInt32BE(start + 1) * 4294967296 + buf.readUInt32BE(start + 5);
      const indefinite = ai === 31;
      let next = start + 1 + extra;
      let complete = false;
      switch (major) {
        case 0:
        case 1:
          if (indefinite) throw cborError('cbor: invalid additional information 31 for an integer');
          complete = true;
          break;
        case 2:
        case 3:
          if (indefinite) this.open(-1);
          else {
            if (buf.length - next < arg) return -1;
            next += arg;
            complete = true;
          }
          break;
        case 4:
        case 5:
          if (indefinite) this.open(-1);
          else if (arg === 0) complete = true;
          else this.open(major === 4 ? arg : arg * 2);
          break;
        case 6:
          if (indefinite) throw cborError('cbor: invalid additional information 31 for type tag');
          this.open(1);
          break;
        default:
          if (indefinite) {
            if (this.stack.length === 0 || this.stack[this.stack.length - 1] !== -1) throw cborError('cbor: unexpected "break" code');
            this.stack.pop();
          }
          complete = true;
      }
      this.pos = next;
      if (complete) {
        // Close every container this item completes.
        while (this.stack.length > 0) {
          const top = this.stack.length - 1;
          const remaining = this.stack[top]!;
          if (remaining === -1) break;
          if (remaining > 1) {
            this.stack[top] = remaining - 1;
            break;
          }
          this.stack.pop();
        }
        if (this.stack.length === 0) return this.pos;
      }
    }
  }

  private open(children: number): void {
    this.stack.push(children);
    if (this.stack.length > this.maxDepth + 1) throw cborError(`cbor: exceeded max nested level ${this.maxDepth}`);
  }
}

export interface CborSeqOptions extends CborDecodeOptions {
  /** Largest accepted item; a longer one fails the stream. Default 16 MiB. */
  readonly maxItemBytes?: number;
}

/**
 * Split an RFC 8742 CBOR sequence (arbitrary chunk boundaries) into items and decode each, in
 * order. A stream ending inside an item throws `CodecError('unexpected EOF')`.
 */
export async function* cborSeqItems(chunks: AsyncIterable<Uint8Array>, options: CborSeqOptions = {}): AsyncGenerator<unknown, void, undefined> {
  const maxItemBytes = options.maxItemBytes ?? 16 * 1024 * 1024;
  const boundary = new ItemBoundary(options.maxNestedLevels ?? CBOR_MAX_NESTED_LEVELS);
  let buf: Buffer = Buffer.alloc(0);
  for await (const chunk of chunks) {
    if (chunk.length === 0) continue;
    const c = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    buf = buf.length === 0 ? c : Buffer.concat([buf, c]);
    for (;;) {
      const end = boundary.scan(buf);
      if (end < 0) {
        if (buf.length > maxItemBytes) throw cborError(`cbor-seq item exceeds the maximum of ${maxItemBytes} bytes`);
        break;
      }
      const item = buf.subarray(0, end);
      buf = buf.subarray(end);
      boundary.reset();
      yield decodeCbor(item, options);
    }
  }
  if (buf.length > 0) throw cborError('unexpected EOF');
}

const WATCH_EVENT_TYPES: ReadonlySet<string> = new Set(['ADDED', 'MODIFIED', 'DELETED', 'BOOKMARK', 'ERROR']);

export interface CborWatchEvent {
  readonly type: string;
  readonly object: Record<string, unknown>;
}

/** Decode a watch body (`application/cbor-seq`) into events; malformed events throw `CodecError`. */
export async function* cborWatchEvents(chunks: AsyncIterable<Uint8Array>, options: CborSeqOptions = {}): AsyncGenerator<CborWatchEvent, void, undefined> {
  for await (const item of cborSeqItems(chunks, options)) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw cborError('cbor-seq watch event is not a map');
    const { type, object } = item as { type?: unknown; object?: unknown };
    if (typeof type !== 'string' || !WATCH_EVENT_TYPES.has(type)) throw cborError(`got invalid watch event type: ${String(type)}`);
    if (typeof object !== 'object' || object === null || Array.isArray(object)) throw cborError('cbor-seq watch event has no object');
    yield { type, object: object as Record<string, unknown> };
  }
}
