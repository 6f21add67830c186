/**
 * Hand-written protobuf readers and writers for the API's messages (openapi/*.proto), working
 * directly on the JSON-shaped plain objects the JSON API produces.
 *
 * Readers build exactly what upstream's JSON encoding of the decoded Go struct would contain,
 * with one deliberate difference: Go's `null` for zero times is represented by omitting the
 * field (our JSON API omits absent fields). So:
 * - `omitempty` strings and integers are omitted when empty/zero;
 * - fields without `omitempty` are always present (RuntimeClass.handler,
 *   LeaseCandidateSpec.leaseName/binaryVersion, OwnerReference.apiVersion/kind/name/uid,
 *   NamespaceCondition.type/status); non-pointer structs are always present (`metadata`,
 *   `spec`, Namespace `status`, Status `metadata`), lists always have `items`;
 * - pointer fields (deletionGracePeriodSeconds, remainingItemCount, tolerationSeconds,
 *   controller, blockOwnerDeletion, overhead, scheduling, details) are present iff on the wire.
 * Key order follows the Go struct (JSON) order, not the field numbers.
 *
 * Writers produce gogo's bytes: ascending field numbers; non-pointer strings, integers and
 * structs always written (empty/zero included); pointer fields only when set (not null or
 * undefined); repeated fields only when non-empty; maps sorted by key in Go order; Time as
 * {seconds, nanos=0}, a zero Time as an empty message; Quantity as {1: string}; FieldsV1 as its
 * JSON text. JSON fields the proto does not have (and `kind`/`apiVersion` of list items) are
 * dropped, as upstream's JSON decode would drop them.
 */
import { decodeJsonText } from '../json.js';
import { formatMicroTime, formatTime, GO_ZERO_TIME_SECONDS, parseRfc3339 } from './time.js';
import { ArrayCollector, compileTree, ShapeBuilder, StringMapBuilder, type ObjectTree } from './shapes.js';
import { protoError, sortedKeysGo, type ProtoReader, type ProtoWriter } from './wire.js';

export type JsonObject = Record<string, unknown>;

/** A message: how to read it from the current reader limit and how to write it. */
export interface MessageCodec {
  /**
   * Reads fields until `r.limit`. A top-level object gets `kind` and `apiVersion` first (as in
   * JSON); list items pass undefined and carry neither.
   */
  read(r: ProtoReader, kind: string | undefined, apiVersion: string | undefined): JsonObject;
  write(w: ProtoWriter, obj: JsonObject, path: string): void;
}

// ---------------------------------------------------------------------------------------------
// Writer-side value checks. Failures name the JSON path; the message is built only on error.

function where(path: string, field: string): string {
  return path === '' ? field : field === '' ? path : `${path}.${field}`;
}

function typeError(path: string, field: string, expected: string, value: unknown): Error {
  const got = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return protoError(`cannot encode ${where(path, field)}: expected ${expected}, got ${got}`);
}

function str(v: unknown, path: string, field: string): string {
  if (typeof v === 'string') return v;
  if (v === undefined || v === null) return '';
  throw typeError(path, field, 'string', v);
}

function isSet(v: unknown): boolean {
  return v !== undefined && v !== null;
}

function obj(v: unknown, path: string, field: string): JsonObject {
  if (typeof v === 'object' && v !== null && !Array.isArray(v)) return v as JsonObject;
  throw typeError(path, field, 'object', v);
}

function objOrEmpty(v: unknown, path: string, field: string): JsonObject {
  return v === undefined || v === null ? EMPTY : obj(v, path, field);
}

function arr(v: unknown, path: string, field: string): readonly unknown[] {
  if (v === undefined || v === null) return EMPTY_ARRAY;
  if (Array.isArray(v)) return v;
  throw typeError(path, field, 'array', v);
}

const EMPTY: JsonObject = Object.freeze({}) as JsonObject;
const EMPTY_ARRAY: readonly unknown[] = Object.freeze([]);
const INT64_LIMIT = 9223372036854775808; // 2^63

/**
 * An int64 field value. Numbers must be integral; values beyond 2^53 are encoded as the exact
 * integer the double holds (JSON parsing already rounded them). `bigint` is accepted exactly.
 */
function int64(v: unknown, path: string, field: string): number {
  if (typeof v === 'number') {
    if (Number.isInteger(v) && v >= -INT64_LIMIT && v < INT64_LIMIT) return v;
    throw protoError(`cannot encode ${where(path, field)}: ${v} is not an int64`);
  }
  if (v === undefined || v === null) return 0;
  if (typeof v === 'bigint') {
    if (v >= -(2n ** 63n) && v < 2n ** 63n) return Number(v);
    throw protoError(`cannot encode ${where(path, field)}: ${v} is not an int64`);
  }
  throw typeError(path, field, 'integer', v);
}

function int32(v: unknown, path: string, field: string): number {
  const n = int64(v, path, field);
  if (n < -2147483648 || n > 2147483647) throw protoError(`cannot encode ${where(path, field)}: ${n} is not an int32`);
  return n;
}

function bool(v: unknown, path: string, field: string): boolean {
  if (typeof v === 'boolean') return v;
  throw typeError(path, field, 'boolean', v);
}

// ---------------------------------------------------------------------------------------------
// Times

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

function parseTimeValue(v: unknown, path: string, field: string): { seconds: number; nanos: number } | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw typeError(path, field, 'RFC3339 time string', v);
  const t = parseRfc3339(v);
  if (!t) throw protoError(`cannot encode ${where(path, field)}: ${JSON.stringify(v)} is not an RFC3339 time`);
  // Go's zero time marshals to an empty message.
  return t.seconds === GO_ZERO_TIME_SECONDS && t.nanos === 0 ? undefined : t;
}

/** A Time field; `always` for non-pointer fields (a zero time is then an empty message). */
function writeTime(w: ProtoWriter, tag: number, v: unknown, always: boolean, path: string, field: string): void {
  if (!always && !isSet(v)) return;
  const t = parseTimeValue(v, path, field);
  const mark = w.fork(tag);
  if (t !== undefined) {
    w.byte(0x08);
    w.int64(t.seconds);
    w.byte(0x10);
    w.byte(0);
  }
  w.join(mark);
}

function writeMicroTime(w: ProtoWriter, tag: number, v: unknown, path: string, field: string): void {
  if (!isSet(v)) return;
  const t = parseTimeValue(v, path, field);
  const mark = w.fork(tag);
  if (t !== undefined) {
    w.byte(0x08);
    w.int64(t.seconds);
    w.byte(0x10);
    w.int32(Math.floor(t.nanos / 1000) * 1000);
  }
  w.join(mark);
}

// ---------------------------------------------------------------------------------------------
// Maps

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

function writeStringMap(w: ProtoWriter, tag: number, v: unknown, path: string, field: string): void {
  if (!isSet(v)) return;
  const m = obj(v, path, field);
  for (const key of sortedKeysGo(m)) {
    const mark = w.fork(tag);
    w.string(0x0a, key);
    const value = m[key];
    w.string(0x12, typeof value === 'string' ? value : str(value, where(path, field), key));
    w.join(mark);
  }
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

function quantityString(v: unknown, path: string, field: string): string {
  if (typeof v === 'string') return v;
  // A Quantity instance or a number (JSON allows numeric quantities) stringifies to its form.
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'object' && v !== null && typeof (v as { toJSON?: unknown }).toJSON === 'function') {
    const j = (v as { toJSON(): unknown }).toJSON();
    if (typeof j === 'string') return j;
  }
  throw typeError(path, field, 'quantity string', v);
}

function writeQuantityMap(w: ProtoWriter, tag: number, v: unknown, path: string, field: string): void {
  if (!isSet(v)) return;
  const m = obj(v, path, field);
  for (const key of sortedKeysGo(m)) {
    const mark = w.fork(tag);
    w.string(0x0a, key);
    const q = w.fork(0x12);
    w.string(0x0a, quantityString(m[key], where(path, field), key));
    w.join(q);
    w.join(mark);
  }
}

// ---------------------------------------------------------------------------------------------
// meta/v1

// FieldsV1 (managedFields[].fieldsV1) is JSON text on the wire. The same few field sets repeat
// across the items of a list (one per manager and kind), and parsing them is the largest single
// cost of a decode, so parsed sets are cached by their bytes and handed out as fresh deep copies
// (never shared: callers may mutate what they get).
const FIELDS_CACHE_SIZE = 256; // power of two
const FIELDS_CACHE_MAX_BYTES = 4096;

interface FieldsCacheEntry {
  readonly bytes: Buffer;
  /** Makes a fresh copy of the cached set. */
  readonly make: () => unknown;
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
  if (hit !== undefined && hit.bytes.length === n && hit.bytes.compare(buf, start, end) === 0) return hit.make();
  const text = buf.utf8Slice(start, end);
  const value = parseFieldsText(text);
  fieldsCache[idx] = { bytes: Buffer.from(buf.subarray(start, end)), make: fieldsMaker(text, value) };
  return value;
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

const MANAGED_FIELDS_ENTRY = new ShapeBuilder(['manager', 'operation', 'apiVersion', 'time', 'fieldsType', 'fieldsV1', 'subresource']);

function readManagedFieldsEntry(r: ProtoReader): JsonObject {
  const saved = r.enter();
  let manager = '';
  let operation = '';
  let apiVersion = '';
  let time: string | undefined;
  let fieldsType = '';
  let fieldsV1: unknown;
  let subresource = '';
  while (r.pos < r.limit) {
    const tag = r.tag();
    switch (tag) {
      case 0x0a:
        manager = r.string();
        break;
      case 0x12:
        operation = r.string();
        break;
      case 0x1a:
        apiVersion = r.string();
        break;
      case 0x22:
        time = readTime(r);
        break;
      case 0x32:
        fieldsType = r.string();
        break;
      case 0x3a:
        fieldsV1 = readFieldsV1(r);
        break;
      case 0x42:
        subresource = r.string();
        break;
      default:
        r.skip(tag, 0b111011110);
    }
  }
  r.leave(saved);
  const mask =
    (manager !== '' ? 1 : 0) |
    (operation !== '' ? 2 : 0) |
    (apiVersion !== '' ? 4 : 0) |
    (time !== undefined ? 8 : 0) |
    (fieldsType !== '' ? 16 : 0) |
    (fieldsV1 !== undefined ? 32 : 0) |
    (subresource !== '' ? 64 : 0);
  return MANAGED_FIELDS_ENTRY.fn(mask)(manager, operation, apiVersion, time, fieldsType, fieldsV1, subresource);
}

/**
 * JSON.stringify's output for `v`, written straight into the buffer. Field sets are trees of
 * objects with short ASCII keys; those are written here byte by byte, which saves building and
 * re-encoding a string per entry. Anything else (escapes, non-ASCII, non-object values) is
 * written from JSON.stringify, so the bytes are identical either way.
 */
function writeJsonText(w: ProtoWriter, v: unknown): void {
  if (typeof v !== 'object' || v === null || Array.isArray(v) || typeof (v as { toJSON?: unknown }).toJSON === 'function') {
    writeUtf8(w, JSON.stringify(v) ?? 'null');
    return;
  }
  const o = v as JsonObject;
  w.byte(0x7b);
  let first = true;
  for (const key in o) {
    if (!Object.prototype.hasOwnProperty.call(o, key)) continue;
    const value = o[key];
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue;
    if (!first) w.byte(0x2c);
    first = false;
    writeJsonKey(w, key);
    w.byte(0x3a);
    writeJsonText(w, value);
  }
  w.byte(0x7d);
}

function writeJsonKey(w: ProtoWriter, key: string): void {
  const n = key.length;
  w.ensure(n + 2);
  const buf = w.buf;
  let p = w.pos;
  buf[p++] = 0x22;
  for (let i = 0; i < n; i++) {
    const c = key.charCodeAt(i);
    if (c < 0x20 || c >= 0x7f || c === 0x22 || c === 0x5c) {
      writeUtf8(w, JSON.stringify(key));
      return;
    }
    buf[p++] = c;
  }
  buf[p++] = 0x22;
  w.pos = p;
}

function writeUtf8(w: ProtoWriter, text: string): void {
  const n = Buffer.byteLength(text, 'utf8');
  w.ensure(n);
  w.buf.utf8Write(text, w.pos, n);
  w.pos += n;
}

function writeManagedFieldsEntry(w: ProtoWriter, e: JsonObject, path: string): void {
  w.string(0x0a, str(e.manager, path, 'manager'));
  w.string(0x12, str(e.operation, path, 'operation'));
  w.string(0x1a, str(e.apiVersion, path, 'apiVersion'));
  writeTime(w, 0x22, e.time, false, path, 'time');
  w.string(0x32, str(e.fieldsType, path, 'fieldsType'));
  if (isSet(e.fieldsV1)) {
    // FieldsV1.Raw holds the JSON text of the field set.
    const mark = w.fork(0x3a);
    const raw = w.fork(0x0a);
    writeJsonText(w, e.fieldsV1);
    w.join(raw);
    w.join(mark);
  }
  w.string(0x42, str(e.subresource, path, 'subresource'));
}

const OWNER_REFERENCE = new ShapeBuilder(['apiVersion', 'kind', 'name', 'uid', 'controller', 'blockOwnerDeletion']);

function readOwnerReference(r: ProtoReader): JsonObject {
  const saved = r.enter();
  let kind = '';
  let name = '';
  let uid = '';
  let apiVersion = '';
  let controller: boolean | undefined;
  let blockOwnerDeletion: boolean | undefined;
  while (r.pos < r.limit) {
    const tag = r.tag();
    switch (tag) {
      case 0x0a:
        kind = r.string();
        break;
      case 0x1a:
        name = r.string();
        break;
      case 0x22:
        uid = r.string();
        break;
      case 0x2a:
        apiVersion = r.string();
        break;
      case 0x30:
        controller = r.bool();
        break;
      case 0x38:
        blockOwnerDeletion = r.bool();
        break;
      default:
        r.skip(tag, 0b11111010);
    }
  }
  r.leave(saved);
  const mask = 15 | (controller !== undefined ? 16 : 0) | (blockOwnerDeletion !== undefined ? 32 : 0);
  return OWNER_REFERENCE.fn(mask)(apiVersion, kind, name, uid, controller, blockOwnerDeletion);
}

function writeOwnerReference(w: ProtoWriter, o: JsonObject, path: string): void {
  w.string(0x0a, str(o.kind, path, 'kind'));
  w.string(0x1a, str(o.name, path, 'name'));
  w.string(0x22, str(o.uid, path, 'uid'));
  w.string(0x2a, str(o.apiVersion, path, 'apiVersion'));
  if (isSet(o.controller)) {
    w.byte(0x30);
    w.byte(bool(o.controller, path, 'controller') ? 1 : 0);
  }
  if (isSet(o.blockOwnerDeletion)) {
    w.byte(0x38);
    w.byte(bool(o.blockOwnerDeletion, path, 'blockOwnerDeletion') ? 1 : 0);
  }
}

const OBJECT_META = new ShapeBuilder([
  'name', 'generateName', 'namespace', 'selfLink', 'uid', 'resourceVersion', 'generation', 'creationTimestamp',
  'deletionTimestamp', 'deletionGracePeriodSeconds', 'labels', 'annotations', 'ownerReferences', 'finalizers', 'managedFields',
]);

// Map collectors for ObjectMeta (a message never nested in itself, so one of each suffices).
const LABELS = new StringMapBuilder();
const ANNOTATIONS = new StringMapBuilder();
const OWNER_REFERENCES = new ArrayCollector<JsonObject>();
const FINALIZERS = new ArrayCollector<string>();
const MANAGED_FIELDS = new ArrayCollector<JsonObject>();

export function readObjectMeta(r: ProtoReader): JsonObject {
  const saved = r.enter();
  LABELS.reset();
  ANNOTATIONS.reset();
  OWNER_REFERENCES.reset();
  FINALIZERS.reset();
  MANAGED_FIELDS.reset();
  let name = '';
  let generateName = '';
  let namespace = '';
  let selfLink = '';
  let uid = '';
  let resourceVersion = '';
  let generation = 0;
  let creationTimestamp: string | undefined;
  let deletionTimestamp: string | undefined;
  let deletionGracePeriodSeconds: number | undefined;
  while (r.pos < r.limit) {
    const tag = r.tag();
    switch (tag) {
      case 0x0a:
        name = r.string();
        break;
      case 0x12:
        generateName = r.string();
        break;
      case 0x1a:
        namespace = r.string();
        break;
      case 0x22:
        selfLink = r.string();
        break;
      case 0x2a:
        uid = r.string();
        break;
      case 0x32:
        resourceVersion = r.string();
        break;
      case 0x38:
        generation = r.int64();
        break;
      case 0x42:
        creationTimestamp = readTime(r);
        break;
      case 0x4a:
        deletionTimestamp = readTime(r);
        break;
      case 0x50:
        deletionGracePeriodSeconds = r.int64();
        break;
      case 0x5a:
        readStringMapEntry(r, LABELS);
        break;
      case 0x62:
        readStringMapEntry(r, ANNOTATIONS);
        break;
      case 0x6a:
        OWNER_REFERENCES.add(readOwnerReference(r));
        break;
      case 0x72:
        FINALIZERS.add(r.string());
        break;
      case 0x8a:
        MANAGED_FIELDS.add(readManagedFieldsEntry(r));
        break;
      default:
        r.skip(tag, 0b100111111111111110);
    }
  }
  r.leave(saved);
  const labels = LABELS.build();
  const annotations = ANNOTATIONS.build();
  const ownerReferences = OWNER_REFERENCES.take();
  const finalizers = FINALIZERS.take();
  const managedFields = MANAGED_FIELDS.take();
  const mask =
    (name !== '' ? 0x1 : 0) |
    (generateName !== '' ? 0x2 : 0) |
    (namespace !== '' ? 0x4 : 0) |
    (selfLink !== '' ? 0x8 : 0) |
    (uid !== '' ? 0x10 : 0) |
    (resourceVersion !== '' ? 0x20 : 0) |
    (generation !== 0 ? 0x40 : 0) |
    (creationTimestamp !== undefined ? 0x80 : 0) |
    (deletionTimestamp !== undefined ? 0x100 : 0) |
    (deletionGracePeriodSeconds !== undefined ? 0x200 : 0) |
    (labels !== undefined ? 0x400 : 0) |
    (annotations !== undefined ? 0x800 : 0) |
    (ownerReferences !== undefined ? 0x1000 : 0) |
    (finalizers !== undefined ? 0x2000 : 0) |
    (managedFields !== undefined ? 0x4000 : 0);
  return OBJECT_META.fn(mask)(
    name, generateName, namespace, selfLink, uid, resourceVersion, generation, creationTimestamp, deletionTimestamp,
    deletionGracePeriodSeconds, labels, annotations, ownerReferences, finalizers, managedFields,
  );
}

export function writeObjectMeta(w: ProtoWriter, tag: number, v: unknown, path: string): void {
  const m = objOrEmpty(v, path, 'metadata');
  const p = path === '' ? 'metadata' : `${path}.metadata`;
  const mark = w.fork(tag);
  w.string(0x0a, str(m.name, p, 'name'));
  w.string(0x12, str(m.generateName, p, 'generateName'));
  w.string(0x1a, str(m.namespace, p, 'namespace'));
  w.string(0x22, str(m.selfLink, p, 'selfLink'));
  w.string(0x2a, str(m.uid, p, 'uid'));
  w.string(0x32, str(m.resourceVersion, p, 'resourceVersion'));
  w.byte(0x38);
  w.int64(int64(m.generation, p, 'generation'));
  writeTime(w, 0x42, m.creationTimestamp, true, p, 'creationTimestamp');
  writeTime(w, 0x4a, m.deletionTimestamp, false, p, 'deletionTimestamp');
  if (isSet(m.deletionGracePeriodSeconds)) {
    w.byte(0x50);
    w.int64(int64(m.deletionGracePeriodSeconds, p, 'deletionGracePeriodSeconds'));
  }
  writeStringMap(w, 0x5a, m.labels, p, 'labels');
  writeStringMap(w, 0x62, m.annotations, p, 'annotations');
  const owners = arr(m.ownerReferences, p, 'ownerReferences');
  for (let i = 0; i < owners.length; i++) {
    const ip = `${p}.ownerReferences[${i}]`;
    const mk = w.fork(0x6a);
    writeOwnerReference(w, obj(owners[i], ip, ''), ip);
    w.join(mk);
  }
  const finalizers = arr(m.finalizers, p, 'finalizers');
  for (let i = 0; i < finalizers.length; i++) w.string(0x72, str(finalizers[i], p, `finalizers[${i}]`));
  const managed = arr(m.managedFields, p, 'managedFields');
  for (let i = 0; i < managed.length; i++) {
    const ip = `${p}.managedFields[${i}]`;
    const mk = w.fork(0x8a);
    writeManagedFieldsEntry(w, obj(managed[i], ip, ''), ip);
    w.join(mk);
  }
  w.join(mark);
}

const LIST_META = new ShapeBuilder(['selfLink', 'resourceVersion', 'continue', 'remainingItemCount']);

export function readListMeta(r: ProtoReader): JsonObject {
  const saved = r.enter();
  let selfLink = '';
  let resourceVersion = '';
  let cont = '';
  let remainingItemCount: number | undefined;
  while (r.pos < r.limit) {
    const tag = r.tag();
    switch (tag) {
      case 0x0a:
        selfLink = r.string();
        break;
      case 0x12:
        resourceVersion = r.string();
        break;
      case 0x1a:
        cont = r.string();
        break;
      case 0x20:
        remainingItemCount = r.int64();
        break;
      default:
        r.skip(tag, 0b11110);
    }
  }
  r.leave(saved);
  const mask = (selfLink !== '' ? 1 : 0) | (resourceVersion !== '' ? 2 : 0) | (cont !== '' ? 4 : 0) | (remainingItemCount !== undefined ? 8 : 0);
  return LIST_META.fn(mask)(selfLink, resourceVersion, cont, remainingItemCount);
}

export function writeListMeta(w: ProtoWriter, tag: number, v: unknown, path: string): void {
  const m = objOrEmpty(v, path, 'metadata');
  const p = path === '' ? 'metadata' : `${path}.metadata`;
  const mark = w.fork(tag);
  w.string(0x0a, str(m.selfLink, p, 'selfLink'));
  w.string(0x12, str(m.resourceVersion, p, 'resourceVersion'));
  w.string(0x1a, str(m.continue, p, 'continue'));
  if (isSet(m.remainingItemCount)) {
    w.byte(0x20);
    w.int64(int64(m.remainingItemCount, p, 'remainingItemCount'));
  }
  w.join(mark);
}

const STATUS_CAUSE = new ShapeBuilder(['reason', 'message', 'field']);

function readStatusCause(r: ProtoReader): JsonObject {
  const saved = r.enter();
  let reason = '';
  let message = '';
  let field = '';
  while (r.pos < r.limit) {
    const tag = r.tag();
    if (tag === 0x0a) reason = r.string();
    else if (tag === 0x12) message = r.string();
    else if (tag === 0x1a) field = r.string();
    else r.skip(tag, 0b1110);
  }
  r.leave(saved);
  return STATUS_CAUSE.fn((reason !== '' ? 1 : 0) | (message !== '' ? 2 : 0) | (field !== '' ? 4 : 0))(reason, message, field);
}

const STATUS_DETAILS = new ShapeBuilder(['name', 'group', 'kind', 'uid', 'causes', 'retryAfterSeconds']);

function readStatusDetails(r: ProtoReader): JsonObject {
  const saved = r.enter();
  let name = '';
  let group = '';
  let kind = '';
  let uid = '';
  let causes: JsonObject[] | undefined;
  let retryAfterSeconds = 0;
  while (r.pos < r.limit) {
    const tag = r.tag();
    switch (tag) {
      case 0x0a:
        name = r.string();
        break;
      case 0x12:
        group = r.string();
        break;
      case 0x1a:
        kind = r.string();
        break;
      case 0x22:
        (causes ??= []).push(readStatusCause(r));
        break;
      case 0x28:
        retryAfterSeconds = r.int32();
        break;
      case 0x32:
        uid = r.string();
        break;
      default:
        r.skip(tag, 0b1111110);
    }
  }
  r.leave(saved);
  const mask =
    (name !== '' ? 1 : 0) |
    (group !== '' ? 2 : 0) |
    (kind !== '' ? 4 : 0) |
    (uid !== '' ? 8 : 0) |
    (causes !== undefined ? 16 : 0) |
    (retryAfterSeconds !== 0 ? 32 : 0);
  return STATUS_DETAILS.fn(mask)(name, group, kind, uid, causes, retryAfterSeconds);
}

function writeStatusDetails(w: ProtoWriter, d: JsonObject, path: string): void {
  w.string(0x0a, str(d.name, path, 'name'));
  w.string(0x12, str(d.group, path, 'group'));
  w.string(0x1a, str(d.kind, path, 'kind'));
  const causes = arr(d.causes, path, 'causes');
  for (let i = 0; i < causes.length; i++) {
    const cp = `${path}.causes[${i}]`;
    const c = obj(causes[i], cp, '');
    const mark = w.fork(0x22);
    w.string(0x0a, str(c.reason, cp, 'reason'));
    w.string(0x12, str(c.message, cp, 'message'));
    w.string(0x1a, str(c.field, cp, 'field'));
    w.join(mark);
  }
  w.byte(0x28);
  w.int32(int32(d.retryAfterSeconds, path, 'retryAfterSeconds'));
  w.string(0x32, str(d.uid, path, 'uid'));
}

const STATUS = new ShapeBuilder(['kind', 'apiVersion', 'metadata', 'status', 'message', 'reason', 'details', 'code']);

/** Bits 0 and 1 of every top-level shape: kind and apiVersion, absent on list items. */
function typeMask(kind: string | undefined): number {
  return kind === undefined ? 0 : 3;
}

export const statusMessage: MessageCodec = {
  read(r, kind, apiVersion) {
    let metadata: JsonObject | undefined;
    let status = '';
    let message = '';
    let reason = '';
    let details: JsonObject | undefined;
    let code = 0;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0x0a:
          metadata = readListMeta(r);
          break;
        case 0x12:
          status = r.string();
          break;
        case 0x1a:
          message = r.string();
          break;
        case 0x22:
          reason = r.string();
          break;
        case 0x2a:
          details = readStatusDetails(r);
          break;
        case 0x30:
          code = r.int32();
          break;
        default:
          r.skip(tag, 0b1111110);
      }
    }
    const mask =
      typeMask(kind) |
      4 |
      (status !== '' ? 8 : 0) |
      (message !== '' ? 16 : 0) |
      (reason !== '' ? 32 : 0) |
      (details !== undefined ? 64 : 0) |
      (code !== 0 ? 128 : 0);
    return STATUS.fn(mask)(kind, apiVersion, metadata ?? {}, status, message, reason, details, code);
  },
  write(w, s, path) {
    writeListMeta(w, 0x0a, s.metadata, path);
    w.string(0x12, str(s.status, path, 'status'));
    w.string(0x1a, str(s.message, path, 'message'));
    w.string(0x22, str(s.reason, path, 'reason'));
    if (isSet(s.details)) {
      const dp = path === '' ? 'details' : `${path}.details`;
      const mark = w.fork(0x2a);
      writeStatusDetails(w, obj(s.details, dp, ''), dp);
      w.join(mark);
    }
    w.byte(0x30);
    w.int32(int32(s.code, path, 'code'));
  },
};

const TABLE_OPTIONS = new ShapeBuilder(['kind', 'apiVersion', 'includeObject']);

export const tableOptionsMessage: MessageCodec = {
  read(r, kind, apiVersion) {
    let includeObject = '';
    while (r.pos < r.limit) {
      const tag = r.tag();
      if (tag === 0x0a) includeObject = r.string();
      else r.skip(tag, 0b10);
    }
    return TABLE_OPTIONS.fn(typeMask(kind) | (includeObject !== '' ? 4 : 0))(kind, apiVersion, includeObject);
  },
  write(w, t, path) {
    w.string(0x0a, str(t.includeObject, path, 'includeObject'));
  },
};

/**
 * meta/v1 DeleteOptions (generated.proto): gracePeriodSeconds 1 (int64), preconditions 2
 * {uid 1, resourceVersion 2}, orphanDependents 3, propagationPolicy 4, dryRun 5 (repeated),
 * ignoreStoreReadErrorWithClusterBreakingPotential 6. All optional pointers upstream: only
 * fields present on the wire appear in the object.
 */
export const deleteOptionsMessage: MessageCodec = {
  read(r, kind, apiVersion) {
    const out: JsonObject = kind === undefined ? {} : { kind, apiVersion: apiVersion ?? '' };
    let dryRun: string[] | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0x08:
          out.gracePeriodSeconds = r.int64();
          break;
        case 0x12: {
          const saved = r.enter();
          const pre: JsonObject = {};
          while (r.pos < r.limit) {
            const t = r.tag();
            if (t === 0x0a) pre.uid = r.string();
            else if (t === 0x12) pre.resourceVersion = r.string();
            else r.skip(t, 0b110);
          }
          r.leave(saved);
          out.preconditions = pre;
          break;
        }
        case 0x18:
          out.orphanDependents = r.bool();
          break;
        case 0x22:
          out.propagationPolicy = r.string();
          break;
        case 0x2a:
          (dryRun ??= []).push(r.string());
          break;
        case 0x30:
          out.ignoreStoreReadErrorWithClusterBreakingPotential = r.bool();
          break;
        default:
          r.skip(tag, 0b1111110);
      }
    }
    if (dryRun) out.dryRun = dryRun;
    return out;
  },
  write(w, o, path) {
    if (isSet(o.gracePeriodSeconds)) {
      w.byte(0x08);
      w.int64(int64(o.gracePeriodSeconds, path, 'gracePeriodSeconds'));
    }
    if (isSet(o.preconditions)) {
      const pre = obj(o.preconditions, path, 'preconditions');
      const pp = `${path}.preconditions`;
      const mark = w.fork(0x12);
      if (isSet(pre.uid)) w.string(0x0a, str(pre.uid, pp, 'uid'));
      if (isSet(pre.resourceVersion)) w.string(0x12, str(pre.resourceVersion, pp, 'resourceVersion'));
      w.join(mark);
    }
    if (isSet(o.orphanDependents)) {
      w.byte(0x18);
      w.byte(bool(o.orphanDependents, path, 'orphanDependents') ? 1 : 0);
    }
    if (isSet(o.propagationPolicy)) w.string(0x22, str(o.propagationPolicy, path, 'propagationPolicy'));
    if (isSet(o.dryRun)) for (const v of arr(o.dryRun, path, 'dryRun')) w.string(0x2a, str(v, path, 'dryRun'));
    if (isSet(o.ignoreStoreReadErrorWithClusterBreakingPotential)) {
      w.byte(0x30);
      w.byte(bool(o.ignoreStoreReadErrorWithClusterBreakingPotential, path, 'ignoreStoreReadErrorWithClusterBreakingPotential') ? 1 : 0);
    }
  },
};

/** A message whose only field is `metadata` (1: ObjectMeta). */
export const partialObjectMetadataMessage: MessageCodec = {
  read(r, kind, apiVersion) {
    let metadata: JsonObject | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      if (tag === 0x0a) metadata = readObjectMeta(r);
      else r.skip(tag, 0b10);
    }
    return kind === undefined ? { metadata: metadata ?? {} } : { kind, apiVersion, metadata: metadata ?? {} };
  },
  write(w, p, path) {
    writeObjectMeta(w, 0x0a, p.metadata, path);
  },
};

// ---------------------------------------------------------------------------------------------
// core/v1

const TOLERATION = new ShapeBuilder(['key', 'operator', 'value', 'effect', 'tolerationSeconds']);

function readToleration(r: ProtoReader): JsonObject {
  const saved = r.enter();
  let key = '';
  let operator = '';
  let value = '';
  let effect = '';
  let tolerationSeconds: number | undefined;
  while (r.pos < r.limit) {
    const tag = r.tag();
    switch (tag) {
      case 0x0a:
        key = r.string();
        break;
      case 0x12:
        operator = r.string();
        break;
      case 0x1a:
        value = r.string();
        break;
      case 0x22:
        effect = r.string();
        break;
      case 0x28:
        tolerationSeconds = r.int64();
        break;
      default:
        r.skip(tag, 0b111110);
    }
  }
  r.leave(saved);
  const mask =
    (key !== '' ? 1 : 0) | (operator !== '' ? 2 : 0) | (value !== '' ? 4 : 0) | (effect !== '' ? 8 : 0) | (tolerationSeconds !== undefined ? 16 : 0);
  return TOLERATION.fn(mask)(key, operator, value, effect, tolerationSeconds);
}

function writeToleration(w: ProtoWriter, t: JsonObject, path: string): void {
  w.string(0x0a, str(t.key, path, 'key'));
  w.string(0x12, str(t.operator, path, 'operator'));
  w.string(0x1a, str(t.value, path, 'value'));
  w.string(0x22, str(t.effect, path, 'effect'));
  if (isSet(t.tolerationSeconds)) {
    w.byte(0x28);
    w.int64(int64(t.tolerationSeconds, path, 'tolerationSeconds'));
  }
}

const NAMESPACE_CONDITION = new ShapeBuilder(['type', 'status', 'lastTransitionTime', 'reason', 'message']);

function readNamespaceCondition(r: ProtoReader): JsonObject {
  const saved = r.enter();
  let type = '';
  let status = '';
  let lastTransitionTime: string | undefined;
  let reason = '';
  let message = '';
  while (r.pos < r.limit) {
    const tag = r.tag();
    switch (tag) {
      case 0x0a:
        type = r.string();
        break;
      case 0x12:
        status = r.string();
        break;
      case 0x22:
        lastTransitionTime = readTime(r);
        break;
      case 0x2a:
        reason = r.string();
        break;
      case 0x32:
        message = r.string();
        break;
      default:
        r.skip(tag, 0b1110110);
    }
  }
  r.leave(saved);
  const mask = 3 | (lastTransitionTime !== undefined ? 4 : 0) | (reason !== '' ? 8 : 0) | (message !== '' ? 16 : 0);
  return NAMESPACE_CONDITION.fn(mask)(type, status, lastTransitionTime, reason, message);
}

function readNamespaceSpec(r: ProtoReader): JsonObject {
  const saved = r.enter();
  let finalizers: string[] | undefined;
  while (r.pos < r.limit) {
    const tag = r.tag();
    if (tag === 0x0a) (finalizers ??= []).push(r.string());
    else r.skip(tag, 0b10);
  }
  r.leave(saved);
  return finalizers === undefined ? {} : { finalizers };
}

function readNamespaceStatus(r: ProtoReader): JsonObject {
  const saved = r.enter();
  let phase = '';
  let conditions: JsonObject[] | undefined;
  while (r.pos < r.limit) {
    const tag = r.tag();
    if (tag === 0x0a) phase = r.string();
    else if (tag === 0x12) (conditions ??= []).push(readNamespaceCondition(r));
    else r.skip(tag, 0b110);
  }
  r.leave(saved);
  if (phase === '') return conditions === undefined ? {} : { conditions };
  return conditions === undefined ? { phase } : { phase, conditions };
}

export const namespaceMessage: MessageCodec = {
  read(r, kind, apiVersion) {
    let metadata: JsonObject | undefined;
    let spec: JsonObject | undefined;
    let status: JsonObject | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      if (tag === 0x0a) metadata = readObjectMeta(r);
      else if (tag === 0x12) spec = readNamespaceSpec(r);
      else if (tag === 0x1a) status = readNamespaceStatus(r);
      else r.skip(tag, 0b1110);
    }
    return kind === undefined
      ? { metadata: metadata ?? {}, spec: spec ?? {}, status: status ?? {} }
      : { kind, apiVersion, metadata: metadata ?? {}, spec: spec ?? {}, status: status ?? {} };
  },
  write(w, ns, path) {
    writeObjectMeta(w, 0x0a, ns.metadata, path);
    const specPath = path === '' ? 'spec' : `${path}.spec`;
    const spec = objOrEmpty(ns.spec, path, 'spec');
    let mark = w.fork(0x12);
    const finalizers = arr(spec.finalizers, specPath, 'finalizers');
    for (let i = 0; i < finalizers.length; i++) w.string(0x0a, str(finalizers[i], specPath, `finalizers[${i}]`));
    w.join(mark);
    const statusPath = path === '' ? 'status' : `${path}.status`;
    const status = objOrEmpty(ns.status, path, 'status');
    mark = w.fork(0x1a);
    w.string(0x0a, str(status.phase, statusPath, 'phase'));
    const conditions = arr(status.conditions, statusPath, 'conditions');
    for (let i = 0; i < conditions.length; i++) {
      const cp = `${statusPath}.conditions[${i}]`;
      const c = obj(conditions[i], cp, '');
      const mk = w.fork(0x12);
      w.string(0x0a, str(c.type, cp, 'type'));
      w.string(0x12, str(c.status, cp, 'status'));
      writeTime(w, 0x22, c.lastTransitionTime, true, cp, 'lastTransitionTime');
      w.string(0x2a, str(c.reason, cp, 'reason'));
      w.string(0x32, str(c.message, cp, 'message'));
      w.join(mk);
    }
    w.join(mark);
  },
};

// ---------------------------------------------------------------------------------------------
// coordination/v1

// LeaseSpec: every field is a pointer, present in JSON iff it is on the wire.
const LEASE_SPEC = new ShapeBuilder(['holderIdentity', 'leaseDurationSeconds', 'acquireTime', 'renewTime', 'leaseTransitions', 'strategy', 'preferredHolder']);

function readLeaseSpec(r: ProtoReader): JsonObject {
  const saved = r.enter();
  let holderIdentity: string | undefined;
  let leaseDurationSeconds: number | undefined;
  let acquireTime: string | undefined;
  let renewTime: string | undefined;
  let leaseTransitions: number | undefined;
  let strategy: string | undefined;
  let preferredHolder: string | undefined;
  while (r.pos < r.limit) {
    const tag = r.tag();
    switch (tag) {
      case 0x0a:
        holderIdentity = r.string();
        break;
      case 0x10:
        leaseDurationSeconds = r.int32();
        break;
      case 0x1a:
        acquireTime = readMicroTime(r);
        break;
      case 0x22:
        renewTime = readMicroTime(r);
        break;
      case 0x28:
        leaseTransitions = r.int32();
        break;
      case 0x32:
        strategy = r.string();
        break;
      case 0x3a:
        preferredHolder = r.string();
        break;
      default:
        r.skip(tag, 0b11111110);
    }
  }
  r.leave(saved);
  const mask =
    (holderIdentity !== undefined ? 1 : 0) |
    (leaseDurationSeconds !== undefined ? 2 : 0) |
    (acquireTime !== undefined ? 4 : 0) |
    (renewTime !== undefined ? 8 : 0) |
    (leaseTransitions !== undefined ? 16 : 0) |
    (strategy !== undefined ? 32 : 0) |
    (preferredHolder !== undefined ? 64 : 0);
  return LEASE_SPEC.fn(mask)(holderIdentity, leaseDurationSeconds, acquireTime, renewTime, leaseTransitions, strategy, preferredHolder);
}

export const leaseMessage: MessageCodec = {
  read(r, kind, apiVersion) {
    let metadata: JsonObject | undefined;
    let spec: JsonObject | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      if (tag === 0x0a) metadata = readObjectMeta(r);
      else if (tag === 0x12) spec = readLeaseSpec(r);
      else r.skip(tag, 0b110);
    }
    spec ??= {};
    return kind === undefined ? { metadata: metadata ?? {}, spec } : { kind, apiVersion, metadata: metadata ?? {}, spec };
  },
  write(w, lease, path) {
    writeObjectMeta(w, 0x0a, lease.metadata, path);
    const sp = path === '' ? 'spec' : `${path}.spec`;
    const spec = objOrEmpty(lease.spec, path, 'spec');
    const mark = w.fork(0x12);
    if (isSet(spec.holderIdentity)) w.string(0x0a, str(spec.holderIdentity, sp, 'holderIdentity'));
    if (isSet(spec.leaseDurationSeconds)) {
      w.byte(0x10);
      w.int32(int32(spec.leaseDurationSeconds, sp, 'leaseDurationSeconds'));
    }
    writeMicroTime(w, 0x1a, spec.acquireTime, sp, 'acquireTime');
    writeMicroTime(w, 0x22, spec.renewTime, sp, 'renewTime');
    if (isSet(spec.leaseTransitions)) {
      w.byte(0x28);
      w.int32(int32(spec.leaseTransitions, sp, 'leaseTransitions'));
    }
    if (isSet(spec.strategy)) w.string(0x32, str(spec.strategy, sp, 'strategy'));
    if (isSet(spec.preferredHolder)) w.string(0x3a, str(spec.preferredHolder, sp, 'preferredHolder'));
    w.join(mark);
  },
};

// ---------------------------------------------------------------------------------------------
// coordination/v1beta1

const LEASE_CANDIDATE_SPEC = new ShapeBuilder(['leaseName', 'pingTime', 'renewTime', 'binaryVersion', 'emulationVersion', 'strategy']);

function readLeaseCandidateSpec(r: ProtoReader): JsonObject {
  const saved = r.enter();
  let leaseName = '';
  let pingTime: string | undefined;
  let renewTime: string | undefined;
  let binaryVersion = '';
  let emulationVersion = '';
  let strategy = '';
  while (r.pos < r.limit) {
    const tag = r.tag();
    switch (tag) {
      case 0x0a:
        leaseName = r.string();
        break;
      case 0x12:
        pingTime = readMicroTime(r);
        break;
      case 0x1a:
        renewTime = readMicroTime(r);
        break;
      case 0x22:
        binaryVersion = r.string();
        break;
      case 0x2a:
        emulationVersion = r.string();
        break;
      case 0x32:
        strategy = r.string();
        break;
      default:
        r.skip(tag, 0b1111110);
    }
  }
  r.leave(saved);
  const mask = 9 | (pingTime !== undefined ? 2 : 0) | (renewTime !== undefined ? 4 : 0) | (emulationVersion !== '' ? 16 : 0) | (strategy !== '' ? 32 : 0);
  return LEASE_CANDIDATE_SPEC.fn(mask)(leaseName, pingTime, renewTime, binaryVersion, emulationVersion, strategy);
}

export const leaseCandidateMessage: MessageCodec = {
  read(r, kind, apiVersion) {
    let metadata: JsonObject | undefined;
    let spec: JsonObject | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      if (tag === 0x0a) metadata = readObjectMeta(r);
      else if (tag === 0x12) spec = readLeaseCandidateSpec(r);
      else r.skip(tag, 0b110);
    }
    spec ??= { leaseName: '', binaryVersion: '' };
    return kind === undefined ? { metadata: metadata ?? {}, spec } : { kind, apiVersion, metadata: metadata ?? {}, spec };
  },
  write(w, lc, path) {
    writeObjectMeta(w, 0x0a, lc.metadata, path);
    const sp = path === '' ? 'spec' : `${path}.spec`;
    const spec = objOrEmpty(lc.spec, path, 'spec');
    const mark = w.fork(0x12);
    w.string(0x0a, str(spec.leaseName, sp, 'leaseName'));
    writeMicroTime(w, 0x12, spec.pingTime, sp, 'pingTime');
    writeMicroTime(w, 0x1a, spec.renewTime, sp, 'renewTime');
    w.string(0x22, str(spec.binaryVersion, sp, 'binaryVersion'));
    w.string(0x2a, str(spec.emulationVersion, sp, 'emulationVersion'));
    w.string(0x32, str(spec.strategy, sp, 'strategy'));
    w.join(mark);
  },
};

// ---------------------------------------------------------------------------------------------
// node/v1

function readOverhead(r: ProtoReader): JsonObject {
  const saved = r.enter();
  let podFixed: JsonObject | undefined;
  while (r.pos < r.limit) {
    const tag = r.tag();
    if (tag === 0x0a) readQuantityMapEntry(r, (podFixed ??= {}));
    else r.skip(tag, 0b10);
  }
  r.leave(saved);
  return podFixed === undefined ? {} : { podFixed };
}

const NODE_SELECTOR = new StringMapBuilder();

function readScheduling(r: ProtoReader): JsonObject {
  const saved = r.enter();
  NODE_SELECTOR.reset();
  let tolerations: JsonObject[] | undefined;
  while (r.pos < r.limit) {
    const tag = r.tag();
    if (tag === 0x0a) readStringMapEntry(r, NODE_SELECTOR);
    else if (tag === 0x12) (tolerations ??= []).push(readToleration(r));
    else r.skip(tag, 0b110);
  }
  r.leave(saved);
  const nodeSelector = NODE_SELECTOR.build();
  if (nodeSelector === undefined) return tolerations === undefined ? {} : { tolerations };
  return tolerations === undefined ? { nodeSelector } : { nodeSelector, tolerations };
}

const RUNTIME_CLASS = new ShapeBuilder(['kind', 'apiVersion', 'metadata', 'handler', 'overhead', 'scheduling']);

export const runtimeClassMessage: MessageCodec = {
  read(r, kind, apiVersion) {
    let metadata: JsonObject | undefined;
    let handler = '';
    let overhead: JsonObject | undefined;
    let scheduling: JsonObject | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0x0a:
          metadata = readObjectMeta(r);
          break;
        case 0x12:
          handler = r.string();
          break;
        case 0x1a:
          overhead = readOverhead(r);
          break;
        case 0x22:
          scheduling = readScheduling(r);
          break;
        default:
          r.skip(tag, 0b11110);
      }
    }
    const mask = typeMask(kind) | 12 | (overhead !== undefined ? 16 : 0) | (scheduling !== undefined ? 32 : 0);
    return RUNTIME_CLASS.fn(mask)(kind, apiVersion, metadata ?? {}, handler, overhead, scheduling);
  },
  write(w, rc, path) {
    writeObjectMeta(w, 0x0a, rc.metadata, path);
    w.string(0x12, str(rc.handler, path, 'handler'));
    if (isSet(rc.overhead)) {
      const op = path === '' ? 'overhead' : `${path}.overhead`;
      const overhead = obj(rc.overhead, path, 'overhead');
      const mark = w.fork(0x1a);
      writeQuantityMap(w, 0x0a, overhead.podFixed, op, 'podFixed');
      w.join(mark);
    }
    if (isSet(rc.scheduling)) {
      const sp = path === '' ? 'scheduling' : `${path}.scheduling`;
      const scheduling = obj(rc.scheduling, path, 'scheduling');
      const mark = w.fork(0x22);
      writeStringMap(w, 0x0a, scheduling.nodeSelector, sp, 'nodeSelector');
      const tolerations = arr(scheduling.tolerations, sp, 'tolerations');
      for (let i = 0; i < tolerations.length; i++) {
        const tp = `${sp}.tolerations[${i}]`;
        const mk = w.fork(0x12);
        writeToleration(w, obj(tolerations[i], tp, ''), tp);
        w.join(mk);
      }
      w.join(mark);
    }
  },
};

// ---------------------------------------------------------------------------------------------
// Lists: {1: ListMeta, 2: repeated Item}. Items carry no kind/apiVersion (like JSON lists).

export function listMessage(item: MessageCodec): MessageCodec {
  return {
    read(r, kind, apiVersion) {
      let metadata: JsonObject | undefined;
      const items: JsonObject[] = [];
      while (r.pos < r.limit) {
        const tag = r.tag();
        if (tag === 0x0a) metadata = readListMeta(r);
        else if (tag === 0x12) {
          const saved = r.enter();
          items.push(item.read(r, undefined, undefined));
          r.leave(saved);
        } else r.skip(tag, 0b110);
      }
      return kind === undefined ? { metadata: metadata ?? {}, items } : { kind, apiVersion, metadata: metadata ?? {}, items };
    },
    write(w, list, path) {
      writeListMeta(w, 0x0a, list.metadata, path);
      const items = arr(list.items, path, 'items');
      for (let i = 0; i < items.length; i++) {
        const ip = `items[${i}]`;
        const mark = w.fork(0x12);
        item.write(w, obj(items[i], ip, ''), ip);
        w.join(mark);
      }
    },
  };
}
