/**
 * The protobuf decoders: the generated per-message readers (generated/protobuf-decoders.ts,
 * from openapi/*.proto by scripts/generate-protobuf.mjs) bound to this runtime, which supplies
 * object construction (shapes.ts) and the messages whose JSON form is not a plain struct:
 * Time and MicroTime (RFC 3339 strings; the zero time is left out), Quantity (its string; an
 * empty message is "0"), FieldsV1 (the parsed JSON of its bytes) and map entries.
 *
 * Output contract (what the JSON API produces for the same object): `omitempty` scalars are
 * left out when empty/zero, fields without `omitempty` and non-pointer structs are always
 * present, pointer fields are present iff on the wire, keys follow the Go struct order; Go's
 * `null` for a zero time is represented by leaving the field out. Every failure throws
 * `CodecError` through the reader (truncation, bad lengths, wrong wire types of known fields).
 */
import { createProtobufDecoders, type ProtobufDecoders } from '../../../generated/protobuf-decoders.js';
import { decodeJsonText } from '../json.js';
import type { JsonObject } from './messages.js';
import { ArrayCollector, compileTree, ShapeBuilder, StringMapBuilder, type ObjectTree } from './shapes.js';
import { formatMicroTime, formatTime, GO_ZERO_TIME_SECONDS } from './time.js';
import { protoError, type ProtoReader, type SharedElements } from './wire.js';

/** Time: `{1: seconds, 2: nanos}`; the JSON string, or undefined for the zero time. */
function readTime(r: ProtoReader): string | undefined {
  const saved = r.enter();
  if (r.pos === r.limit) {
    r.leave(saved);
    return undefined;
  }
  let seconds = 0;
  while (r.pos < r.limit) {
    const tag = r.tag();
    if (tag === 0x08) seconds = r.int64();
    else if (tag === 0x10) r.int32(); // Time keeps second precision: nanos are ignored on decode
    else r.skip(tag, 0b110);
  }
  r.leave(saved);
  if (seconds === GO_ZERO_TIME_SECONDS) return undefined;
  const text = formatTime(seconds);
  if (text === undefined) throw protoError('Time.MarshalJSON: year outside of range [0,9999]');
  return text;
}

/** MicroTime: like Time, but nanos are kept, truncated to microseconds. */
function readMicroTime(r: ProtoReader): string | undefined {
  const saved = r.enter();
  if (r.pos === r.limit) {
    r.leave(saved);
    return undefined;
  }
  let seconds = 0;
  let nanos = 0;
  while (r.pos < r.limit) {
    const tag = r.tag();
    if (tag === 0x08) seconds = r.int64();
    else if (tag === 0x10) nanos = r.int32();
    else r.skip(tag, 0b110);
  }
  r.leave(saved);
  if (nanos < 0 || nanos >= 1e9) {
    // time.Unix normalises out-of-range nanoseconds into seconds.
    const carry = Math.floor(nanos / 1e9);
    seconds += carry;
    nanos -= carry * 1e9;
  }
  const micros = Math.floor(nanos / 1000);
  if (seconds === GO_ZERO_TIME_SECONDS && micros === 0) return undefined;
  const text = formatMicroTime(seconds, micros);
  if (text === undefined) throw protoError('MicroTime.MarshalJSON: year outside of range [0,9999]');
  return text;
}

/** Sets an own property even for `__proto__`, which plain assignment would treat as the prototype. */
function setKey(target: JsonObject, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/** One `map<string,string>` entry `{1: key, 2: value}` into `target`. */
function readStringMapEntry(r: ProtoReader, target: StringMapBuilder): void {
  const saved = r.enter();
  let key = '';
  let value = '';
  while (r.pos < r.limit) {
    const tag = r.tag();
    if (tag === 0x0a) key = r.string();
    else if (tag === 0x12) value = r.string();
    else r.skip(tag, 0b110);
  }
  r.leave(saved);
  target.add(key, value);
}

/** Quantity message `{1: string}`; an empty message is the zero quantity "0". */
function readQuantity(r: ProtoReader): string {
  const saved = r.enter();
  let s = '0';
  while (r.pos < r.limit) {
    const tag = r.tag();
    if (tag === 0x0a) s = r.string();
    else r.skip(tag, 0b10);
  }
  r.leave(saved);
  return s;
}

function readQuantityMapEntry(r: ProtoReader, target: JsonObject): void {
  const saved = r.enter();
  let key = '';
  let value = '0';
  while (r.pos < r.limit) {
    const tag = r.tag();
    if (tag === 0x0a) key = r.string();
    else if (tag === 0x12) value = readQuantity(r);
    else r.skip(tag, 0b110);
  }
  r.leave(saved);
  setKey(target, key, value);
}

// FieldsV1 (managedFields[].fieldsV1) is JSON text on the wire. The same few field sets repeat
// across the items of a list (one per manager and kind), and parsing them is the largest single
// cost of a decode, so parsed sets are cached by their bytes and handed out as fresh deep copies
// (callers may mutate what they get), or, for a read-only decode (ProtoReader.readOnly: an
// informer's cache), as one deeply frozen instance shared by every object: a LeaseCandidate's
// set is 17 objects, about half of its heap, so sharing halves both the memory and the
// garbage-collection work of a cache (measured: 1,725 -> 838 heap bytes per cached object).
const FIELDS_CACHE_SIZE = 256; // power of two
const FIELDS_CACHE_MAX_BYTES = 4096;

interface FieldsCacheEntry {
  readonly bytes: Buffer;
  /** Makes a fresh copy of the cached set. */
  readonly make: () => unknown;
  /** One deeply frozen copy, handed to every read-only decode (made on first use). */
  shared: unknown;
}

/** Freezes a parsed JSON value and everything in it (its depth is bounded by the JSON parser's nesting limit). */
function deepFreeze<V>(value: V): V {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const k of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[k]);
    Object.freeze(value);
  }
  return value;
}

const fieldsCache: (FieldsCacheEntry | undefined)[] = new Array<FieldsCacheEntry | undefined>(FIELDS_CACHE_SIZE).fill(undefined);

/** A tree of nested objects only (what SMD writes), or undefined when the value has other types. */
function fieldsTree(value: unknown): ObjectTree | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const keys = Object.keys(value);
  const children: (ObjectTree | undefined)[] = [];
  for (const k of keys) {
    const v = (value as JsonObject)[k];
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
    if (Object.keys(v).length === 0) children.push(undefined);
    else {
      const child = fieldsTree(v);
      if (child === undefined) return undefined;
      children.push(child);
    }
  }
  return { keys, children };
}

function instantiateTree(tree: ObjectTree): JsonObject {
  const o: JsonObject = {};
  const { keys, children } = tree;
  for (let i = 0; i < keys.length; i++) {
    const child = children[i];
    setKey(o, keys[i]!, child === undefined ? {} : instantiateTree(child));
  }
  return o;
}

function fieldsMaker(text: string, value: unknown): () => unknown {
  const tree = fieldsTree(value);
  if (tree === undefined) return () => JSON.parse(text) as unknown;
  return compileTree(tree) ?? (() => instantiateTree(tree));
}

function parseFieldsText(text: string): unknown {
  try {
    // The JSON codec's parser, with its nesting limit for untrusted input.
    return decodeJsonText(text);
  } catch (err) {
    throw protoError(`invalid FieldsV1 JSON: ${(err as Error).message}`, err);
  }
}

function fieldsFromBytes(r: ProtoReader, start: number, end: number): unknown {
  const n = end - start;
  if (n === 0) return undefined;
  const buf = r.buf;
  if (n > FIELDS_CACHE_MAX_BYTES) return parseFieldsText(buf.utf8Slice(start, end));
  // Hash the length and 16 bytes spread over the text; equality is then checked in full.
  let h = n;
  const step = n > 16 ? (n >>> 4) : 1;
  for (let i = start; i < end; i += step) h = (Math.imul(h, 0x01000193) ^ buf[i]!) | 0;
  const idx = (h ^ (h >>> 15)) & (FIELDS_CACHE_SIZE - 1);
  const hit = fieldsCache[idx];
  if (hit !== undefined && hit.bytes.length === n && hit.bytes.compare(buf, start, end) === 0) {
    if (!r.readOnly) return hit.make();
    return hit.shared === undefined ? (hit.shared = deepFreeze(hit.make())) : hit.shared;
  }
  const text = buf.utf8Slice(start, end);
  const value = parseFieldsText(text);
  const entry: FieldsCacheEntry = { bytes: Buffer.from(buf.subarray(start, end)), make: fieldsMaker(text, value), shared: undefined };
  fieldsCache[idx] = entry;
  if (!r.readOnly) return value;
  // A set parsed once is shared from its first read-only decode on.
  return (entry.shared = deepFreeze(value));
}

function readFieldsV1(r: ProtoReader): unknown {
  const saved = r.enter();
  let start = 0;
  let end = 0;
  while (r.pos < r.limit) {
    const tag = r.tag();
    if (tag === 0x0a) {
      const n = r.len();
      start = r.pos;
      end = start + n;
      r.pos = end;
    } else r.skip(tag, 0b10);
  }
  r.leave(saved);
  return fieldsFromBytes(r, start, end);
}

/** How many leading elements of a `shared` repeated field a reader remembers (per position). */
const SHARED_ELEMENTS = 4;

/**
 * One element of a `shared` repeated field (managedFields entries). In a read-only decode, an
 * element whose bytes (length prefix included) equal those of the element at the same position
 * of the previous such list this reader decoded is that value, deeply frozen, instead of a new
 * copy: the entries of one manager written in the same second are the same bytes, and a list's
 * consecutive items often carry them. The value depends on nothing but the bytes (and the
 * reader's fixed options), so sharing changes no observable content. Otherwise `read(r)`.
 * One comparison per element at most (same position, same length), so bodies whose entries
 * all differ pay little.
 */
function readShared(r: ProtoReader, read: (r: ProtoReader) => JsonObject): JsonObject {
  if (!r.readOnly) return read(r);
  const start = r.pos;
  const end = r.len() + r.pos;
  const memo: SharedElements = (r.sharedElements ??= { starts: [], ends: [], values: [], frozen: [], index: 0, list: undefined, listFrozen: false });
  const i = memo.index++;
  if (i >= SHARED_ELEMENTS) {
    r.pos = start;
    return read(r);
  }
  if (i < memo.values.length) {
    const s = memo.starts[i]!;
    const buf = r.buf;
    if (memo.ends[i]! - s === end - start && buf.compare(buf, s, s + (end - start), start, end) === 0) {
      r.pos = end;
      const value = memo.values[i] as JsonObject;
      if (!memo.frozen[i]) {
        deepFreeze(value);
        memo.frozen[i] = true;
      }
      return value;
    }
  }
  r.pos = start;
  const value = read(r);
  memo.starts[i] = start;
  memo.ends[i] = end;
  memo.values[i] = value;
  memo.frozen[i] = false;
  return value;
}

/**
 * The elements of a `shared` repeated field, at the end of its message (always called, also
 * when there are none): in a read-only decode, the list handed out last (frozen) when it holds
 * the same element instances (all of them shared by readShared), so that consecutive objects
 * share the whole list; otherwise `items`.
 */
function shareArray(r: ProtoReader, items: JsonObject[] | undefined): JsonObject[] | undefined {
  const memo = r.sharedElements;
  if (memo === undefined) return items;
  memo.index = 0; // the next list's elements compare from its first position
  if (items === undefined) return items;
  const last = memo.list as JsonObject[] | undefined;
  if (last !== undefined && last.length === items.length) {
    let i = 0;
    while (i < items.length && last[i] === items[i]) i++;
    if (i === items.length) {
      if (!memo.listFrozen) {
        Object.freeze(last);
        memo.listFrozen = true;
      }
      return last;
    }
  }
  memo.list = items;
  memo.listFrozen = false;
  return items;
}

/** The generated readers, one per message; top-level ones take `kind`/`apiVersion` (undefined for list items). */
export const decoders: ProtobufDecoders<ProtoReader> = createProtobufDecoders<ProtoReader, StringMapBuilder>({
  shape: (keys) => new ShapeBuilder(keys),
  stringMap: () => new StringMapBuilder(),
  collector: <T>() => new ArrayCollector<T>(),
  readStringMapEntry,
  readQuantityMapEntry,
  readTime,
  readMicroTime,
  readFieldsV1,
  readQuantity,
  readShared,
  shareArray,
});
