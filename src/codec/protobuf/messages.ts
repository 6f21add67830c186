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
import { formatMicroTime, formatTime, GO_ZERO_TIME_SECONDS, parseRfc3339 } from './time.js';
import { protoError, sortedKeysGo, type ProtoReader, type ProtoWriter } from './wire.js';

export type JsonObject = Record<string, unknown>;

/** A message: how to read it from the current reader limit and how to write it. */
export interface MessageCodec {
  /** Reads fields until `r.limit` into `target` (which may already hold kind/apiVersion). */
  read(r: ProtoReader, target: JsonObject): JsonObject;
  write(w: ProtoWriter, obj: JsonObject, path: string): void;
}

// ---------------------------------------------------------------------------------------------
// Writer-side value checks. Failures name the JSON path; the message is built only on error.

function typeError(path: string, field: string, expected: string, value: unknown): Error {
  const where = path === '' ? field : field === '' ? path : `${path}.${field}`;
  const got = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return protoError(`cannot encode ${where}: expected ${expected}, got ${got}`);
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
    throw protoError(`cannot encode ${path}.${field}: ${v} is not an int64`);
  }
  if (v === undefined || v === null) return 0;
  if (typeof v === 'bigint') {
    if (v >= -(2n ** 63n) && v < 2n ** 63n) return Number(v);
    throw protoError(`cannot encode ${path}.${field}: ${v} is not an int64`);
  }
  throw typeError(path, field, 'integer', v);
}

function int32(v: unknown, path: string, field: string): number {
  const n = int64(v, path, field);
  if (n < -2147483648 || n > 2147483647) throw protoError(`cannot encode ${path}.${field}: ${n} is not an int32`);
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
  if (!t) throw protoError(`cannot encode ${path}.${field}: ${JSON.stringify(v)} is not an RFC3339 time`);
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
function readStringMapEntry(r: ProtoReader, target: JsonObject): void {
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
  setKey(target, key, value);
}

function writeStringMap(w: ProtoWriter, tag: number, v: unknown, path: string, field: string): void {
  if (!isSet(v)) return;
  const m = obj(v, path, field);
  for (const key of sortedKeysGo(m)) {
    const mark = w.fork(tag);
    w.string(0x0a, key);
    w.string(0x12, str(m[key], `${path}.${field}`, key));
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
    w.string(0x0a, quantityString(m[key], `${path}.${field}`, key));
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

interface FieldsNode {
  /** Keys in order, and per key the child node (undefined for an empty-object leaf). */
  readonly keys: readonly string[];
  readonly children: readonly (FieldsNode | undefined)[];
}

interface FieldsCacheEntry {
  readonly bytes: Buffer;
  /** Compiled tree for the common all-objects shape, or the parsed value for anything else. */
  readonly node: FieldsNode | undefined;
  readonly value: unknown;
}

const fieldsCache: (FieldsCacheEntry | undefined)[] = new Array<FieldsCacheEntry | undefined>(FIELDS_CACHE_SIZE).fill(undefined);

/** A tree of nested objects only (what SMD writes), or undefined when the value has other types. */
function compileFields(value: unknown): FieldsNode | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const keys = Object.keys(value);
  const children: (FieldsNode | undefined)[] = [];
  for (const k of keys) {
    const v = (value as JsonObject)[k];
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
    if (Object.keys(v).length === 0) children.push(undefined);
    else {
      const child = compileFields(v);
      if (child === undefined) return undefined;
      children.push(child);
    }
  }
  return { keys, children };
}

function instantiateFields(node: FieldsNode): JsonObject {
  const o: JsonObject = {};
  const { keys, children } = node;
  for (let i = 0; i < keys.length; i++) {
    const child = children[i];
    const key = keys[i]!;
    const v = child === undefined ? {} : instantiateFields(child);
    if (key === '__proto__') setKey(o, key, v);
    else o[key] = v;
  }
  return o;
}

function parseFieldsText(text: string): unknown {
  try {
    return JSON.parse(text);
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
    return hit.node !== undefined ? instantiateFields(hit.node) : structuredClone(hit.value);
  }
  const text = buf.utf8Slice(start, end);
  const value = parseFieldsText(text);
  const node = compileFields(value);
  fieldsCache[idx] = { bytes: Buffer.from(buf.subarray(start, end)), node, value: node === undefined ? JSON.parse(text) : undefined };
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
  const o: JsonObject = {};
  if (manager !== '') o.manager = manager;
  if (operation !== '') o.operation = operation;
  if (apiVersion !== '') o.apiVersion = apiVersion;
  if (time !== undefined) o.time = time;
  if (fieldsType !== '') o.fieldsType = fieldsType;
  if (fieldsV1 !== undefined) o.fieldsV1 = fieldsV1;
  if (subresource !== '') o.subresource = subresource;
  return o;
}

function writeManagedFieldsEntry(w: ProtoWriter, e: JsonObject, path: string): void {
  w.string(0x0a, str(e.manager, path, 'manager'));
  w.string(0x12, str(e.operation, path, 'operation'));
  w.string(0x1a, str(e.apiVersion, path, 'apiVersion'));
  writeTime(w, 0x22, e.time, false, path, 'time');
  w.string(0x32, str(e.fieldsType, path, 'fieldsType'));
  if (isSet(e.fieldsV1)) {
    // FieldsV1.Raw holds the JSON text; a bytes field of UTF-8 text is laid out like a string.
    const mark = w.fork(0x3a);
    w.string(0x0a, JSON.stringify(e.fieldsV1));
    w.join(mark);
  }
  w.string(0x42, str(e.subresource, path, 'subresource'));
}

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
  const o: JsonObject = { apiVersion, kind, name, uid };
  if (controller !== undefined) o.controller = controller;
  if (blockOwnerDeletion !== undefined) o.blockOwnerDeletion = blockOwnerDeletion;
  return o;
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

export function readObjectMeta(r: ProtoReader): JsonObject {
  const saved = r.enter();
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
  let labels: JsonObject | undefined;
  let annotations: JsonObject | undefined;
  let ownerReferences: JsonObject[] | undefined;
  let finalizers: string[] | undefined;
  let managedFields: JsonObject[] | undefined;
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
        readStringMapEntry(r, (labels ??= {}));
        break;
      case 0x62:
        readStringMapEntry(r, (annotations ??= {}));
        break;
      case 0x6a:
        (ownerReferences ??= []).push(readOwnerReference(r));
        break;
      case 0x72:
        (finalizers ??= []).push(r.string());
        break;
      case 0x8a:
        (managedFields ??= []).push(readManagedFieldsEntry(r));
        break;
      default:
        r.skip(tag, 0b100111111111111110);
    }
  }
  r.leave(saved);
  const o: JsonObject = {};
  if (name !== '') o.name = name;
  if (generateName !== '') o.generateName = generateName;
  if (namespace !== '') o.namespace = namespace;
  if (selfLink !== '') o.selfLink = selfLink;
  if (uid !== '') o.uid = uid;
  if (resourceVersion !== '') o.resourceVersion = resourceVersion;
  if (generation !== 0) o.generation = generation;
  if (creationTimestamp !== undefined) o.creationTimestamp = creationTimestamp;
  if (deletionTimestamp !== undefined) o.deletionTimestamp = deletionTimestamp;
  if (deletionGracePeriodSeconds !== undefined) o.deletionGracePeriodSeconds = deletionGracePeriodSeconds;
  if (labels !== undefined) o.labels = labels;
  if (annotations !== undefined) o.annotations = annotations;
  if (ownerReferences !== undefined) o.ownerReferences = ownerReferences;
  if (finalizers !== undefined) o.finalizers = finalizers;
  if (managedFields !== undefined) o.managedFields = managedFields;
  return o;
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
  const o: JsonObject = {};
  if (selfLink !== '') o.selfLink = selfLink;
  if (resourceVersion !== '') o.resourceVersion = resourceVersion;
  if (cont !== '') o.continue = cont;
  if (remainingItemCount !== undefined) o.remainingItemCount = remainingItemCount;
  return o;
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
  const o: JsonObject = {};
  if (reason !== '') o.reason = reason;
  if (message !== '') o.message = message;
  if (field !== '') o.field = field;
  return o;
}

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
  const o: JsonObject = {};
  if (name !== '') o.name = name;
  if (group !== '') o.group = group;
  if (kind !== '') o.kind = kind;
  if (uid !== '') o.uid = uid;
  if (causes !== undefined) o.causes = causes;
  if (retryAfterSeconds !== 0) o.retryAfterSeconds = retryAfterSeconds;
  return o;
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

export const statusMessage: MessageCodec = {
  read(r, o) {
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
    o.metadata = metadata ?? {};
    if (status !== '') o.status = status;
    if (message !== '') o.message = message;
    if (reason !== '') o.reason = reason;
    if (details !== undefined) o.details = details;
    if (code !== 0) o.code = code;
    return o;
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

export const tableOptionsMessage: MessageCodec = {
  read(r, o) {
    let includeObject = '';
    while (r.pos < r.limit) {
      const tag = r.tag();
      if (tag === 0x0a) includeObject = r.string();
      else r.skip(tag, 0b10);
    }
    if (includeObject !== '') o.includeObject = includeObject;
    return o;
  },
  write(w, t, path) {
    w.string(0x0a, str(t.includeObject, path, 'includeObject'));
  },
};

/** A message whose only field is `metadata` (1: ObjectMeta). */
export const partialObjectMetadataMessage: MessageCodec = {
  read(r, o) {
    let metadata: JsonObject | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      if (tag === 0x0a) metadata = readObjectMeta(r);
      else r.skip(tag, 0b10);
    }
    o.metadata = metadata ?? {};
    return o;
  },
  write(w, p, path) {
    writeObjectMeta(w, 0x0a, p.metadata, path);
  },
};

// ---------------------------------------------------------------------------------------------
// core/v1

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
  const o: JsonObject = {};
  if (key !== '') o.key = key;
  if (operator !== '') o.operator = operator;
  if (value !== '') o.value = value;
  if (effect !== '') o.effect = effect;
  if (tolerationSeconds !== undefined) o.tolerationSeconds = tolerationSeconds;
  return o;
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
  const o: JsonObject = { type, status };
  if (lastTransitionTime !== undefined) o.lastTransitionTime = lastTransitionTime;
  if (reason !== '') o.reason = reason;
  if (message !== '') o.message = message;
  return o;
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
  const o: JsonObject = {};
  if (phase !== '') o.phase = phase;
  if (conditions !== undefined) o.conditions = conditions;
  return o;
}

export const namespaceMessage: MessageCodec = {
  read(r, o) {
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
    o.metadata = metadata ?? {};
    o.spec = spec ?? {};
    o.status = status ?? {};
    return o;
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
// coordination/v1beta1

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
  const o: JsonObject = { leaseName };
  if (pingTime !== undefined) o.pingTime = pingTime;
  if (renewTime !== undefined) o.renewTime = renewTime;
  o.binaryVersion = binaryVersion;
  if (emulationVersion !== '') o.emulationVersion = emulationVersion;
  if (strategy !== '') o.strategy = strategy;
  return o;
}

export const leaseCandidateMessage: MessageCodec = {
  read(r, o) {
    let metadata: JsonObject | undefined;
    let spec: JsonObject | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      if (tag === 0x0a) metadata = readObjectMeta(r);
      else if (tag === 0x12) spec = readLeaseCandidateSpec(r);
      else r.skip(tag, 0b110);
    }
    o.metadata = metadata ?? {};
    o.spec = spec ?? { leaseName: '', binaryVersion: '' };
    return o;
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

function readScheduling(r: ProtoReader): JsonObject {
  const saved = r.enter();
  let nodeSelector: JsonObject | undefined;
  let tolerations: JsonObject[] | undefined;
  while (r.pos < r.limit) {
    const tag = r.tag();
    if (tag === 0x0a) readStringMapEntry(r, (nodeSelector ??= {}));
    else if (tag === 0x12) (tolerations ??= []).push(readToleration(r));
    else r.skip(tag, 0b110);
  }
  r.leave(saved);
  const o: JsonObject = {};
  if (nodeSelector !== undefined) o.nodeSelector = nodeSelector;
  if (tolerations !== undefined) o.tolerations = tolerations;
  return o;
}

export const runtimeClassMessage: MessageCodec = {
  read(r, o) {
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
    o.metadata = metadata ?? {};
    o.handler = handler;
    if (overhead !== undefined) o.overhead = overhead;
    if (scheduling !== undefined) o.scheduling = scheduling;
    return o;
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
    read(r, o) {
      let metadata: JsonObject | undefined;
      const items: JsonObject[] = [];
      while (r.pos < r.limit) {
        const tag = r.tag();
        if (tag === 0x0a) metadata = readListMeta(r);
        else if (tag === 0x12) {
          const saved = r.enter();
          items.push(item.read(r, {}));
          r.leave(saved);
        } else r.skip(tag, 0b110);
      }
      o.metadata = metadata ?? {};
      o.items = items;
      return o;
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
