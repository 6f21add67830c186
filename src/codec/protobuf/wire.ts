/**
 * Protobuf wire primitives: a bounds-checked reader and a growable writer, specialised for the
 * handful of field kinds the API's messages use (varint, length-delimited). The message layer
 * (`messages.ts`) drives them with one switch per message; nothing here knows field names.
 *
 * Reader contract: every read is checked against `limit`, the end of the message being read, so
 * a length that points past its enclosing message fails like gogo's `io.ErrUnexpectedEOF`
 * instead of reading a neighbour's bytes. All failures throw `CodecError`.
 *
 * Writer contract: output is the exact gogo encoding (minimal varints, sub-message lengths
 * patched after the body is written).
 */
import { compareGo } from '../../meta/go-order.js';
import { CodecError } from '../codec.js';

export const PROTOBUF_MEDIA_TYPE = 'application/vnd.cluster.protobuf';

/** Node's Buffer exposes these fast, non-validating slice decoders (used by protobufjs too). */
interface FastSliceBuffer extends Buffer {
  utf8Slice(start: number, end: number): string;
  latin1Slice(start: number, end: number): string;
  utf8Write(text: string, offset: number, length?: number): number;
}

export function protoError(message: string, cause?: unknown): CodecError {
  return new CodecError(PROTOBUF_MEDIA_TYPE, message, cause === undefined ? undefined : { cause });
}

function unexpectedEOF(): CodecError {
  return protoError('unexpected EOF');
}

export function asBuffer(bytes: Uint8Array): FastSliceBuffer {
  return (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) as FastSliceBuffer;
}

// ---------------------------------------------------------------------------------------------
// Short-string intern cache. Most strings in API objects are short and repeat across items of a
// list (namespace, manager, operation, apiVersion, fieldsType, lease names, versions). A
// direct-mapped table keyed by a hash of the bytes returns the same string instance for equal
// ASCII byte runs, which skips an allocation per field and shares memory between objects.
// Non-ASCII and longer strings bypass it.
const SHORT_STRING_MAX = 32;
const STRING_CACHE_SIZE = 4096; // power of two
const stringCache: (string | undefined)[] = new Array<string | undefined>(STRING_CACHE_SIZE).fill(undefined);
// The bytes of each cached string (slot i at i * SHORT_STRING_MAX) and its length (0: empty
// slot): a lookup compares bytes with bytes in these two small dense arrays and touches the
// string itself only on a hit. Reading `cached.length` and `charCodeAt` of strings scattered
// over the heap was the lookup's main cost (memory stalls; s21 profile).
const stringCacheBytes = new Uint8Array(STRING_CACHE_SIZE * SHORT_STRING_MAX);
const stringCacheLengths = new Uint8Array(STRING_CACHE_SIZE);

/** Strings up to this many bytes are made by `smallAscii` (see there). */
const SMALL_STRING_MAX = 12;

/**
 * The string of `n` (1..SMALL_STRING_MAX) ASCII bytes at `buf[start]`: one
 * `String.fromCharCode` call with the bytes as arguments, which V8 runs as a builtin, where
 * `latin1Slice`/`utf8Slice` cross into C++ at a fixed cost (Node 20: ~35 ns against ~95 ns
 * for 6-12 bytes; from ~20 bytes on the two cost the same, so longer strings keep the slice).
 * The caller has checked that the bytes are ASCII (their char codes are then their characters).
 */
function smallAscii(b: Uint8Array, s: number, n: number): string {
  switch (n) {
    case 1:
      return String.fromCharCode(b[s]!);
    case 2:
      return String.fromCharCode(b[s]!, b[s + 1]!);
    case 3:
      return String.fromCharCode(b[s]!, b[s + 1]!, b[s + 2]!);
    case 4:
      return String.fromCharCode(b[s]!, b[s + 1]!, b[s + 2]!, b[s + 3]!);
    case 5:
      return String.fromCharCode(b[s]!, b[s + 1]!, b[s + 2]!, b[s + 3]!, b[s + 4]!);
    case 6:
      return String.fromCharCode(b[s]!, b[s + 1]!, b[s + 2]!, b[s + 3]!, b[s + 4]!, b[s + 5]!);
    case 7:
      return String.fromCharCode(b[s]!, b[s + 1]!, b[s + 2]!, b[s + 3]!, b[s + 4]!, b[s + 5]!, b[s + 6]!);
    case 8:
      return String.fromCharCode(b[s]!, b[s + 1]!, b[s + 2]!, b[s + 3]!, b[s + 4]!, b[s + 5]!, b[s + 6]!, b[s + 7]!);
    case 9:
      return String.fromCharCode(b[s]!, b[s + 1]!, b[s + 2]!, b[s + 3]!, b[s + 4]!, b[s + 5]!, b[s + 6]!, b[s + 7]!, b[s + 8]!);
    case 10:
      return String.fromCharCode(b[s]!, b[s + 1]!, b[s + 2]!, b[s + 3]!, b[s + 4]!, b[s + 5]!, b[s + 6]!, b[s + 7]!, b[s + 8]!, b[s + 9]!);
    case 11:
      return String.fromCharCode(b[s]!, b[s + 1]!, b[s + 2]!, b[s + 3]!, b[s + 4]!, b[s + 5]!, b[s + 6]!, b[s + 7]!, b[s + 8]!, b[s + 9]!, b[s + 10]!);
    default:
      return String.fromCharCode(b[s]!, b[s + 1]!, b[s + 2]!, b[s + 3]!, b[s + 4]!, b[s + 5]!, b[s + 6]!, b[s + 7]!, b[s + 8]!, b[s + 9]!, b[s + 10]!, b[s + 11]!);
  }
}

/**
 * The elements of the last `shared` repeated field list a reader decoded, by position, as byte
 * ranges of its buffer: equal bytes decode to an equal value, so a read-only decode hands out
 * the one decoded before. `list`: that whole list.
 */
export interface SharedElements {
  readonly starts: number[];
  readonly ends: number[];
  readonly values: object[];
  /** Whether values[i] is frozen yet (frozen when first handed out a second time). */
  readonly frozen: boolean[];
  /** Position of the next element in the list being read. */
  index: number;
  list: object[] | undefined;
  listFrozen: boolean;
}

export class ProtoReader {
  readonly buf: FastSliceBuffer;
  pos: number;
  /** End (exclusive) of the message currently being read. */
  limit: number;
  /**
   * The caller never changes the decoded objects (an informer's cache): readers may hand out
   * one frozen instance of a repeated immutable part to every object (FieldsV1 sets) instead
   * of a fresh copy each. Off by default: decoded objects are then entirely the caller's.
   */
  readOnly = false;
  /**
   * Items of a resource list get `apiVersion` (the list's) and `kind` (the item message's) in
   * the object literal that builds them, as the client adds them to list items anyway (see
   * DecodeProtobufOptions.itemTypeMeta). Off by default: items as the JSON API has them.
   */
  itemTypeMeta = false;
  /**
   * `metadata.managedFields` is dropped while decoding (see DecodeProtobufOptions.dropManagedFields):
   * ObjectMeta readers skip the field's bytes (framed, length-checked, not parsed) and build
   * `metadata` without the key. Off by default.
   */
  dropManagedFields = false;
  /**
   * The elements of `shared` repeated fields this reader decoded last, by their bytes (see
   * decoders.ts readShared); created on the first one, only in read-only decodes.
   */
  sharedElements: SharedElements | undefined = undefined;

  constructor(bytes: Uint8Array, start = 0, end = bytes.length) {
    this.buf = asBuffer(bytes);
    this.pos = start;
    this.limit = end;
  }

  /** An unsigned varint that must fit in 32 bits (tags, lengths, int32 fields read low bits). */
  uint32(): number {
    const buf = this.buf;
    let pos = this.pos;
    if (pos + 5 <= this.limit) {
      let b = buf[pos++]!;
      let v = b & 0x7f;
      if (b < 0x80) {
        this.pos = pos;
        return v;
      }
      b = buf[pos++]!;
      v |= (b & 0x7f) << 7;
      if (b < 0x80) {
        this.pos = pos;
        return v;
      }
      b = buf[pos++]!;
      v |= (b & 0x7f) << 14;
      if (b < 0x80) {
        this.pos = pos;
        return v;
      }
      b = buf[pos++]!;
      v |= (b & 0x7f) << 21;
      if (b < 0x80) {
        this.pos = pos;
        return v;
      }
      b = buf[pos++]!;
      v = (v | ((b & 0x0f) << 28)) >>> 0;
      if (b < 0x80) {
        this.pos = pos;
        return v;
      }
      // Longer varints are legal for int32 fields holding negative values (sign-extended to
      // 10 bytes); keep the low 32 bits and skip the rest.
      this.pos = pos;
      this.skipVarintTail();
      return v;
    }
    return this.uint32Slow();
  }

  private uint32Slow(): number {
    let v = 0;
    for (let shift = 0; ; shift += 7) {
      if (this.pos >= this.limit) throw unexpectedEOF();
      const b = this.buf[this.pos++]!;
      if (shift < 32) v |= (b & 0x7f) << shift;
      if (b < 0x80) return v >>> 0;
      if (shift >= 63) throw protoError('proto: integer overflow');
    }
  }

  private skipVarintTail(): void {
    for (let i = 5; ; i++) {
      if (this.pos >= this.limit) throw unexpectedEOF();
      if (i >= 10) throw protoError('proto: integer overflow');
      if (this.buf[this.pos++]! < 0x80) return;
    }
  }

  /** A field tag; 0 is never valid. */
  tag(): number {
    const pos = this.pos;
    const b = this.buf[pos]!;
    // Fast path: field numbers below 16 make one-byte tags.
    const t = b < 0x80 && pos < this.limit ? ((this.pos = pos + 1), b) : this.uint32();
    if (t < 8) throw protoError(`proto: illegal tag ${t} (wire type ${t & 7})`);
    return t;
  }

  /**
   * A signed 64-bit varint as a JS number. Values beyond ±2^53 are rounded to the nearest
   * double, exactly as `JSON.parse` rounds the same digits in the JSON encoding.
   */
  int64(): number {
    let lo = 0;
    let hi = 0;
    let shift = 0;
    const buf = this.buf;
    for (;;) {
      if (this.pos >= this.limit) throw unexpectedEOF();
      const b = buf[this.pos++]!;
      if (shift < 28) lo |= (b & 0x7f) << shift;
      else if (shift === 28) {
        lo |= (b & 0x0f) << 28;
        hi |= (b & 0x7f) >>> 4;
      } else hi |= (b & 0x7f) << (shift - 32);
      if (b < 0x80) break;
      shift += 7;
      if (shift > 63) throw protoError('proto: integer overflow');
    }
    lo >>>= 0;
    hi >>>= 0;
    if (hi & 0x80000000) {
      // Two's complement negative: negate the 64-bit value.
      lo = ~lo + 1;
      hi = ~hi >>> 0;
      if ((lo >>> 0) === 0) hi = (hi + 1) >>> 0;
      return -((lo >>> 0) + hi * 4294967296);
    }
    return lo + hi * 4294967296;
  }

  /** A signed 32-bit varint (int32 fields: negative values arrive sign-extended). */
  int32(): number {
    return this.uint32() | 0;
  }

  bool(): boolean {
    return this.int64() !== 0;
  }

  /** Length prefix of a length-delimited field; checks it against the current message end. */
  len(): number {
    const n = this.uint32();
    if (n > this.limit - this.pos) {
      if (n > 0x7fffffff) throw protoError('proto: negative length found during unmarshaling');
      throw unexpectedEOF();
    }
    return n;
  }

  /** Enter a length-delimited sub-message; returns the enclosing limit for `leave`. */
  enter(): number {
    const n = this.len();
    const saved = this.limit;
    this.limit = this.pos + n;
    return saved;
  }

  leave(saved: number): void {
    // A sub-message reader only stops at its limit, so pos === limit here.
    this.limit = saved;
  }

  /** Moves past a length-delimited field's length and bytes; returns where the bytes start. */
  private lengthDelimitedStart(): number {
    let start = this.pos;
    let n = this.buf[start]!;
    // Fast path: a one-byte length (strings under 128 bytes).
    if (n < 0x80 && start < this.limit && n < this.limit - start) start++;
    else {
      n = this.len();
      start = this.pos;
    }
    this.pos = start + n;
    return start;
  }

  string(): string {
    const start = this.lengthDelimitedStart();
    const n = this.pos - start;
    if (n === 0) return '';
    if (n <= SHORT_STRING_MAX) return this.shortString(start, n);
    return this.buf.utf8Slice(start, start + n);
  }

  /**
   * A string field whose values do not repeat from object to object (`unique` in the
   * generator's rules: metadata.resourceVersion). Same result as `string()`, but it bypasses
   * the short-string cache: a lookup there would hash and compare for nothing, copy the bytes
   * into a slot and evict an entry that does repeat (in a watch, one resourceVersion per event
   * evicted about one name in five before it came round again; docs/performance.md, round s23).
   */
  uniqueString(): string {
    const start = this.lengthDelimitedStart();
    const n = this.pos - start;
    if (n === 0) return '';
    const buf = this.buf;
    if (n <= SMALL_STRING_MAX) {
      const end = start + n;
      for (let i = start; i < end; i++) if (buf[i]! >= 0x80) return buf.utf8Slice(start, end);
      return smallAscii(buf, start, n);
    }
    return buf.utf8Slice(start, start + n);
  }

  private shortString(start: number, n: number): string {
    const buf = this.buf;
    // Hash the length and up to five sampled bytes (ends and middle): O(1) regardless of length.
    // A hit is confirmed by comparing every byte with the slot's bytes, which also proves the
    // bytes are ASCII (only ASCII strings are cached).
    const last = start + n - 1;
    let h = Math.imul(n, 0x01000193) ^ buf[start]!;
    h = Math.imul(h, 0x01000193) ^ buf[last]!;
    h = Math.imul(h, 0x01000193) ^ buf[start + (n >>> 1)]!;
    h = Math.imul(h, 0x01000193) ^ buf[last - 1 < start ? start : last - 1]!;
    h = Math.imul(h, 0x01000193) ^ buf[start + (n >>> 2)]!;
    const idx = (h ^ (h >>> 16)) & (STRING_CACHE_SIZE - 1);
    const at = idx * SHORT_STRING_MAX - start;
    if (stringCacheLengths[idx] === n) {
      let i = start;
      while (i <= last && stringCacheBytes[at + i] === buf[i]) i++;
      if (i > last) return stringCache[idx]!;
    }
    // A miss: copy the bytes into the slot while checking that they are ASCII (only ASCII
    // strings are cached: their bytes are their characters).
    stringCacheLengths[idx] = 0;
    for (let i = start; i <= last; i++) {
      const b = buf[i]!;
      if (b >= 0x80) return buf.utf8Slice(start, start + n);
      stringCacheBytes[at + i] = b;
    }
    const s = n <= SMALL_STRING_MAX ? smallAscii(buf, start, n) : buf.latin1Slice(start, start + n);
    stringCache[idx] = s;
    stringCacheLengths[idx] = n;
    return s;
  }

  /** Raw bytes of a length-delimited field as a view (no copy). */
  bytesView(): Uint8Array {
    const n = this.len();
    const start = this.pos;
    this.pos = start + n;
    return this.buf.subarray(start, start + n);
  }

  /**
   * Skip a field this message does not know (proto2 semantics: unknown fields are ignored).
   * `knownFields` is a bitmask of the message's field numbers below 32: a known field with an
   * unexpected wire type is an error, as in gogo's generated unmarshalers.
   */
  skip(tag: number, knownFields: number): void {
    const field = tag >>> 3;
    const wireType = tag & 7;
    if (field < 32 && (knownFields >>> field) & 1) {
      throw protoError(`proto: wrong wireType = ${wireType} for field number ${field}`);
    }
    this.skipWireType(wireType, field);
  }

  private skipWireType(wireType: number, field: number): void {
    switch (wireType) {
      case 0:
        this.int64();
        return;
      case 1:
        this.advance(8);
        return;
      case 2:
        this.advance(this.len());
        return;
      case 5:
        this.advance(4);
        return;
      case 3: {
        // Group: skip fields until the matching end-group tag. Nested groups are tracked on an
        // explicit stack (not by recursion): a body of nested group starts cannot exhaust the
        // JS stack.
        const open: number[] = [field];
        while (open.length > 0) {
          if (this.pos >= this.limit) throw unexpectedEOF();
          const t = this.tag();
          const wt = t & 7;
          if (wt === 4) {
            if (t >>> 3 !== open.pop()) throw protoError('proto: unexpected end group');
          } else if (wt === 3) {
            open.push(t >>> 3);
          } else this.skipWireType(wt, t >>> 3);
        }
        return;
      }
      case 4:
        throw protoError('proto: unexpected end group');
      default:
        throw protoError(`proto: illegal wireType ${wireType}`);
    }
  }

  private advance(n: number): void {
    if (n > this.limit - this.pos) throw unexpectedEOF();
    this.pos += n;
  }
}

// ---------------------------------------------------------------------------------------------

const INITIAL_WRITER_SIZE = 8192;
/** Scratch buffers larger than this are not kept between encodes. */
const MAX_RETAINED_WRITER_SIZE = 1 << 20;

let spareBuffer: FastSliceBuffer | undefined;

export class ProtoWriter {
  buf: FastSliceBuffer;
  pos = 0;

  constructor() {
    // Reuse one scratch buffer between encodes; a nested encode (reentrancy) gets its own.
    this.buf = spareBuffer ?? (Buffer.allocUnsafe(INITIAL_WRITER_SIZE) as FastSliceBuffer);
    spareBuffer = undefined;
  }

  /**
   * The output. Small results are copied into an exact-size buffer (they may be stored long)
   * and the scratch buffer is kept for the next encode; a large result (a list response) is
   * returned as a view of its own buffer, saving a copy of megabytes.
   */
  finish(): Buffer {
    if (this.buf.length > MAX_RETAINED_WRITER_SIZE) return this.buf.subarray(0, this.pos);
    const out = Buffer.allocUnsafe(this.pos);
    this.buf.copy(out, 0, 0, this.pos);
    spareBuffer = this.buf;
    return out;
  }

  /** Release the scratch buffer after a failed encode. */
  abandon(): void {
    if (this.buf.length <= MAX_RETAINED_WRITER_SIZE) spareBuffer = this.buf;
  }

  ensure(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.pos + n) size *= 2;
    const next = Buffer.allocUnsafe(size) as FastSliceBuffer;
    this.buf.copy(next, 0, 0, this.pos);
    this.buf = next;
  }

  byte(b: number): void {
    this.ensure(1);
    this.buf[this.pos++] = b;
  }

  /** A field tag: one byte for field numbers below 16, two up to 2047. */
  tag(t: number): void {
    if (t < 0x80) this.byte(t);
    else this.uint32(t);
  }

  uint32(v: number): void {
    this.ensure(5);
    const buf = this.buf;
    while (v > 0x7f) {
      buf[this.pos++] = (v & 0x7f) | 0x80;
      v >>>= 7;
    }
    buf[this.pos++] = v;
  }

  /** A 64-bit two's-complement varint of an integral number in [-2^63, 2^63). */
  int64(v: number): void {
    if (v >= 0 && v <= 0xffffffff) {
      this.uint32(v);
      return;
    }
    let lo: number;
    let hi: number;
    if (v >= 0) {
      lo = v % 4294967296;
      hi = Math.floor(v / 4294967296);
    } else {
      const a = -v;
      lo = a % 4294967296;
      hi = Math.floor(a / 4294967296);
      // negate 64-bit (hi, lo)
      lo = (~lo + 1) >>> 0;
      hi = ~hi >>> 0;
      if (lo === 0) hi = (hi + 1) >>> 0;
    }
    this.ensure(10);
    const buf = this.buf;
    while (hi !== 0 || lo > 0x7f) {
      buf[this.pos++] = (lo & 0x7f) | 0x80;
      lo = ((lo >>> 7) | (hi << 25)) >>> 0;
      hi >>>= 7;
    }
    buf[this.pos++] = lo;
  }

  /** int32 fields: negative values are sign-extended to 64 bits (10 bytes), as gogo does. */
  int32(v: number): void {
    if (v >= 0) this.uint32(v);
    else this.int64(v);
  }

  /** A length-delimited string field, always written (gogo writes non-pointer strings even when empty). */
  string(tag: number, s: string): void {
    this.tag(tag);
    const n = s.length;
    if (n < 43) {
      // At most 126 UTF-8 bytes: the length fits one byte. Write ASCII inline.
      this.ensure(n * 3 + 1);
      const buf = this.buf;
      const lenPos = this.pos++;
      let p = lenPos + 1;
      for (let i = 0; i < n; i++) {
        const c = s.charCodeAt(i);
        if (c >= 0x80) {
          p = lenPos + 1 + buf.utf8Write(s, lenPos + 1);
          break;
        }
        buf[p++] = c;
      }
      buf[lenPos] = p - lenPos - 1;
      this.pos = p;
      return;
    }
    const byteLength = Buffer.byteLength(s, 'utf8');
    this.uint32(byteLength);
    this.ensure(byteLength);
    this.buf.utf8Write(s, this.pos, byteLength);
    this.pos += byteLength;
  }

  bytes(tag: number, b: Uint8Array): void {
    this.tag(tag);
    this.uint32(b.length);
    this.ensure(b.length);
    this.buf.set(b, this.pos);
    this.pos += b.length;
  }

  /** Start a length-delimited sub-message; returns a mark for `join`. */
  fork(tag: number): number {
    this.tag(tag);
    this.ensure(1);
    return this.pos++;
  }

  /** Finish a sub-message: patch its length, moving the body when the length needs >1 byte. */
  join(mark: number): void {
    const len = this.pos - mark - 1;
    if (len < 0x80) {
      this.buf[mark] = len;
      return;
    }
    const extra = len < 0x4000 ? 1 : len < 0x200000 ? 2 : len < 0x10000000 ? 3 : 4;
    this.ensure(extra);
    const buf = this.buf;
    buf.copyWithin(mark + 1 + extra, mark + 1, this.pos);
    let v = len;
    let p = mark;
    while (v > 0x7f) {
      buf[p++] = (v & 0x7f) | 0x80;
      v >>>= 7;
    }
    buf[p] = v;
    this.pos += extra;
  }
}

/** Map keys in Go's `sort.Strings` order (UTF-8 byte order). */
export function sortedKeysGo(obj: object): string[] {
  const keys = Object.keys(obj);
  if (keys.length < 2) return keys;
  let surrogates = false;
  for (const k of keys) {
    for (let i = 0; i < k.length; i++) {
      if (k.charCodeAt(i) >= 0xd800) {
        surrogates = true;
        break;
      }
    }
    if (surrogates) break;
  }
  // UTF-16 order equals code point order unless astral characters meet U+E000..U+FFFF.
  return surrogates ? keys.sort(compareGo) : keys.sort();
}
