/**
 * The stored JSON of an object about to be written, in one walk: keys in Go's order (as
 * `goOrdered` puts them), `metadata.resourceVersion` left out (never stored: it is the storage
 * revision), counted against a member limit, and written as UTF-8 straight into a reused
 * scratch buffer. It stands for
 *
 *   UTF-8(JSON.stringify(goOrdered(obj) with metadata.resourceVersion left out))
 *   when hasAtMostMembers(goOrdered(obj), maxMembers)
 *
 * byte for byte, without the ordered copy, the member-count walk, the JSON string and the
 * UTF-8 length scan of that general path (together about a sixth of an update's CPU; see
 * docs/performance.md, "Updates: round s21").
 *
 * Contract: `storedJsonBytes` returns exactly those bytes, in an array of exactly their length
 * allocated for them alone (the caller may hand it over to the storage), or `undefined` when it
 * cannot promise that: more than `maxMembers` members, a value `JSON.stringify` treats
 * specially (toJSON, bigint, boxed primitives and other non-plain objects), or no Go shape for
 * the kind. Nodes not in Go's order (rare: written objects were put in order) are ordered by
 * `orderStruct`, a copy of that node, and written as they come out. The caller then takes the
 * general path, which also produces any error (a bigint throws there, as before).
 */
import { isDeepFrozen } from './deep-frozen.js';
import { ANY_OBJECT, isEmptyValue, knownMetadataMapKeys, orderMap, orderStruct, shapeOf, sortedKeys, type Shape } from './go-order.js';

/** The scratch buffer's usual size; a larger one grown for a big object is not kept. */
const SCRATCH_BYTES = 64 * 1024;

let buf = new Uint8Array(SCRATCH_BYTES);
let pos = 0;
let members = 0;
let limit = 0;
let knownKeys: ((o: object) => number | undefined) | undefined;

/**
 * Ends the walk before enumerating a map whose key count is known to overflow the limit
 * (enumerating a 100k-key map is tens of milliseconds, in one synchronous step).
 */
function checkKnownSize(o: object): void {
  const known = knownMetadataMapKeys(o) ?? knownKeys?.(o);
  if (known !== undefined && members + known > limit) throw ABORT;
}

/** Thrown inside the walk when the general path must take over (see the contract above). */
const ABORT = { abort: true } as const;

const UTF8 = new TextEncoder();

function ensure(n: number): void {
  if (pos + n <= buf.length) return;
  let size = buf.length * 2;
  while (size < pos + n) size *= 2;
  const next = new Uint8Array(size);
  next.set(buf.subarray(0, pos));
  buf = next;
}

function countMembers(n: number): void {
  members += n;
  if (members > limit) throw ABORT;
}

/** The members of a value left out of the JSON (resourceVersion), counted as hasAtMostMembers counts them. */
function countOnly(v: unknown): void {
  if (typeof v !== 'object' || v === null) return;
  if (Array.isArray(v)) {
    countMembers(v.length);
    for (const x of v) countOnly(x);
    return;
  }
  const rec = v as Record<string, unknown>;
  const keys = Object.keys(rec);
  countMembers(keys.length);
  for (const k of keys) countOnly(rec[k]);
}

/** Text known to be ASCII (number literals, true/false/null). */
function writeAscii(s: string): void {
  ensure(s.length);
  const b = buf;
  let p = pos;
  for (let i = 0; i < s.length; i++) b[p++] = s.charCodeAt(i);
  pos = p;
}

function writeByte(b: number): void {
  ensure(1);
  buf[pos++] = b;
}

/**
 * A JSON string: printable ASCII without `"` and `\` byte by byte (nearly every string of an
 * API object); anything else as JSON.stringify escapes it, then UTF-8 encoded.
 */
function writeString(s: string): void {
  const n = s.length;
  ensure(n + 2);
  const b = buf;
  const start = pos;
  let p = start;
  b[p++] = 34;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c > 0x7e || c === 34 || c === 92) {
      writeEscaped(s);
      return;
    }
    b[p++] = c;
  }
  b[p++] = 34;
  pos = p;
}

function writeEscaped(s: string): void {
  const text = JSON.stringify(s);
  ensure(text.length * 3);
  pos += UTF8.encodeInto(text, buf.subarray(pos)).written;
}

/** Members JSON.stringify leaves out of objects (and writes as null in arrays). */
function skipped(v: unknown): boolean {
  const t = typeof v;
  return t === 'undefined' || t === 'function' || t === 'symbol';
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Objects JSON.stringify would not write as their own enumerable members: the general path's. */
function checkPlain(o: object, array: boolean): void {
  if (typeof (o as { toJSON?: unknown }).toJSON === 'function') throw ABORT;
  if (array) return;
  const proto = Object.getPrototypeOf(o) as unknown;
  if (proto !== Object.prototype && proto !== null) throw ABORT;
}

/** Any JSON value as JSON.stringify writes it (in an array: left-out members as null). */
function writeGeneric(v: unknown): void {
  switch (typeof v) {
    case 'string':
      writeString(v);
      return;
    case 'number':
      writeAscii(Number.isFinite(v) ? String(v) : 'null');
      return;
    case 'boolean':
      writeAscii(v ? 'true' : 'false');
      return;
    case 'object':
      if (v === null) writeAscii('null');
      else writeObjectGeneric(v);
      return;
    case 'bigint':
      throw ABORT;
    default:
      writeAscii('null');
  }
}

/**
 * An object or array in its own member order; `skipKey` (resourceVersion) is counted, not
 * written; `top`: the object itself, whose metadata (a plain object) is written without it.
 */
function writeObjectGeneric(o: object, skipKey?: string, top = false): void {
  if (Array.isArray(o)) {
    checkPlain(o, true);
    countMembers(o.length);
    writeByte(91);
    for (let i = 0; i < o.length; i++) {
      if (i > 0) writeByte(44);
      writeGeneric(o[i]);
    }
    writeByte(93);
    return;
  }
  checkPlain(o, false);
  checkKnownSize(o);
  const rec = o as Record<string, unknown>;
  // for...in: own keys in Object.keys order and no array of them (storedJsonBytes checked
  // that Object.prototype has no enumerable key; the prototype is it or null).
  let count = 0;
  for (const _k in rec) count++;
  countMembers(count);
  writeByte(123);
  let first = true;
  for (const k in rec) {
    const x = rec[k];
    if (k === skipKey) {
      countOnly(x);
      continue;
    }
    if (skipped(x)) continue;
    if (!first) writeByte(44);
    first = false;
    writeString(k);
    writeByte(58);
    if (top && k === 'metadata' && isPlainObject(x)) writeObjectGeneric(x, 'resourceVersion');
    else writeGeneric(x);
  }
  writeByte(125);
}

/**
 * The JSON of raw values that can never change (registered in deep-frozen.ts), kept per value:
 * a managedFields entry's FieldsV1 document is shared, frozen, by every stored version whose
 * entry has that field set, and it is about half of a small object's members. Its bytes and
 * member count are recorded the first time it is written and copied on later writes.
 */
const frozenRawJson = new WeakMap<object, { readonly bytes: Uint8Array; readonly members: number }>();

/**
 * A raw (as-is) value that is deeply frozen: the recorded bytes, counted as the walk counts
 * them (so the member limit decides as it would); the first time, written and recorded. The
 * bytes depend on nothing but the value (a raw value is written in its own order, with no key
 * left out), so they stay right for as long as the value lives.
 */
function writeFrozenRaw(v: object): void {
  const known = frozenRawJson.get(v);
  if (known !== undefined) {
    countMembers(known.members);
    const n = known.bytes.length;
    ensure(n);
    buf.set(known.bytes, pos);
    pos += n;
    return;
  }
  const start = pos;
  const before = members;
  writeGeneric(v);
  frozenRawJson.set(v, { bytes: buf.slice(start, pos), members: members - before });
}

/** A value of a typed field (goOrdered's orderValue, then written). */
function writeTyped(v: unknown, t: Shape | 'map' | 'raw' | undefined): void {
  if (t === 'raw' && isDeepFrozen(v)) return writeFrozenRaw(v);
  if (t === undefined || t === 'raw') return writeGeneric(v);
  if (t === 'map') {
    if (!isPlainObject(v)) return writeGeneric(v);
    checkPlain(v, false);
    checkKnownSize(v);
    // Counted before the order check: a map too large ends the walk after one enumeration.
    const keys = Object.keys(v);
    if (members + keys.length > limit) throw ABORT;
    return writeObjectGeneric(sortedKeys(keys) ? v : (orderMap(v) as object));
  }
  if (Array.isArray(v)) {
    checkPlain(v, true);
    countMembers(v.length);
    writeByte(91);
    for (let i = 0; i < v.length; i++) {
      if (i > 0) writeByte(44);
      const x = v[i];
      // Items of items are not ordered (orderValue orders one level of a list).
      if (Array.isArray(x)) writeGeneric(x);
      else writeStruct(x, t, undefined, false);
    }
    writeByte(93);
    return;
  }
  writeStruct(v, t, undefined, false);
}

/**
 * A struct value in Go's field order. Already in that order (the usual case: written objects
 * were put in order by omitEmptyInPlace) it is written as it is, leaving out empty omitempty
 * fields; otherwise, but at the top, the node is ordered by `orderStruct` (a copy) and written.
 * `top`: the object itself, whose metadata is written without resourceVersion.
 */
function writeStruct(v: unknown, shape: Shape, skipKey: string | undefined, top: boolean): void {
  // A list where a struct is declared: its items are ordered as that struct (orderValue).
  if (Array.isArray(v)) return writeTyped(v, shape);
  if (!isPlainObject(v)) return writeGeneric(v);
  checkPlain(v, false);
  checkKnownSize(v);
  const s = shape === ANY_OBJECT ? shapeOf(v) : shape;
  if (s === undefined) return writeObjectGeneric(v, skipKey);
  // Keys in declaration order, all declared: one forward scan of the shape's fields.
  // (for...in: no array of keys per object; plain objects have no enumerable inherited keys.)
  const fields = s.fields;
  let j = 0;
  let count = 0;
  for (const k in v) {
    // Members of the ordered object: empty omitempty fields are none (counted exactly, so
    // that the limit decides as hasAtMostMembers does).
    if (!(s.omit.has(k) && isEmptyValue(v[k]))) count++;
    // Left out anyway: where it stands does not matter (a created object has it last).
    if (k === skipKey) continue;
    while (j < fields.length && fields[j] !== k) j++;
    if (j === fields.length) {
      // Ordering the node would enumerate its maps: a map known to be too large ends the walk first.
      for (const [f, t] of s.typed) {
        const m = t === 'map' ? v[f] : undefined;
        if (isPlainObject(m)) checkKnownSize(m);
      }
      return writeObjectGeneric(orderStruct(v, s) as object, skipKey, top);
    }
  }
  countMembers(count);
  writeByte(123);
  let first = true;
  for (const k in v) {
    const x = v[k];
    if (s.omit.has(k) && isEmptyValue(x)) continue;
    if (k === skipKey) {
      countOnly(x);
      continue;
    }
    if (skipped(x)) continue;
    if (!first) writeByte(44);
    first = false;
    writeString(k);
    writeByte(58);
    const t = s.types[k];
    if (top && k === 'metadata') {
      if (typeof t !== 'object') throw ABORT;
      writeStruct(x, t, 'resourceVersion', false);
    } else writeTyped(x, t);
  }
  writeByte(125);
}

/**
 * The stored bytes of `obj` (see the module comment), or undefined for the general path.
 * `maxMembers`: the most members (array elements and object keys, nested, of the ordered
 * object) an object encoded at once may have, as `hasAtMostMembers` counts them. `allocate`:
 * where the bytes go, an array of the given length that the caller alone holds.
 * `knownKeyCount`: key counts already known for large maps (hasAtMostMembers' cache), so
 * that such a map ends the walk without being enumerated again.
 */
export function storedJsonBytes(
  obj: object,
  maxMembers: number,
  allocate: (length: number) => Uint8Array = (n) => new Uint8Array(n),
  knownKeyCount?: (o: object) => number | undefined,
): Uint8Array | undefined {
  if (!isPlainObject(obj)) return undefined;
  // The walk enumerates with for...in, which would list enumerable keys added to
  // Object.prototype too (JSON.stringify does not): then the general path.
  for (const _k in Object.prototype) return undefined;
  const shape = shapeOf(obj);
  if (shape === undefined) return undefined;
  pos = 0;
  members = 0;
  limit = maxMembers;
  knownKeys = knownKeyCount;
  let out: Uint8Array | undefined;
  try {
    writeStruct(obj, shape, undefined, true);
    // An array nobody else is given (by default one of its own), exactly as long as the
    // encoding: the storage may keep it.
    if (members <= limit) {
      out = allocate(pos);
      out.set(buf.subarray(0, pos));
    }
  } catch (err) {
    if (err !== ABORT) throw err;
  } finally {
    // A scratch grown for a big object is let go rather than kept for every later write.
    if (buf.length > SCRATCH_BYTES * 16) buf = new Uint8Array(SCRATCH_BYTES);
  }
  return out;
}
