/**
 * CEL runtime values and the operations every library shares: JSON in and out, equality
 * (heterogeneous, numbers compared across int/uint/double as upstream's
 * CrossTypeNumericComparisons does), ordering, size, map keys.
 *
 * Representation: int = bigint (64-bit range checked), uint = CelUint, double = number,
 * string, bytes = Uint8Array, bool, null, list = CelList, map = CelMap, duration/timestamp
 * = nanosecond bigints in wrappers, type = CelType, optional = CelOptional, and library
 * objects (Quantity, authorizer builders) implement CelObject.
 */
import { compareGo } from '../../meta/go-order.js';
import { CelRuntimeError } from './errors.js';

export const INT64_MIN = -(2n ** 63n);
export const INT64_MAX = 2n ** 63n - 1n;
export const UINT64_MAX = 2n ** 64n - 1n;

export class CelUint {
  constructor(readonly value: bigint) {}
}

/** Schema list semantics (`x-kubernetes-list-type`), carried by lists built from schema'd JSON. */
export interface ListSemantics {
  readonly type: 'set' | 'map';
  /** `x-kubernetes-list-map-keys` for `map`. */
  readonly mapKeys: readonly string[];
}

export class CelList {
  constructor(
    readonly items: readonly CelValue[],
    readonly semantics?: ListSemantics,
  ) {}
}

/** A JSON object a map reads lazily (fields converted on first use). */
interface JsonSource {
  readonly obj: Readonly<Record<string, unknown>>;
  readonly schema: CelSchema | undefined;
}

/**
 * A CEL map. Built either from entries (map literals) or over a JSON object, whose fields
 * are converted when read (objects and arrays once, memoised), so a large object costs
 * only what an expression touches.
 */
export class CelMap {
  #entries: Map<string, readonly [CelValue, CelValue]> | undefined;
  readonly #source: JsonSource | undefined;
  #fields: Map<string, CelValue> | undefined;
  #size = -1;

  constructor(entries?: Map<string, readonly [CelValue, CelValue]>, source?: JsonSource) {
    this.#source = source;
    this.#entries = entries ?? (source ? undefined : new Map());
  }

  /** key encoding (see mapKey) -> [key, value] in insertion order. */
  get entries(): ReadonlyMap<string, readonly [CelValue, CelValue]> {
    if (!this.#entries) {
      const m = new Map<string, readonly [CelValue, CelValue]>();
      const src = this.#source as JsonSource;
      for (const k of Object.keys(src.obj)) {
        if (src.obj[k] !== undefined) m.set('s' + k, [k, this.#field(k)]);
      }
      this.#entries = m;
    }
    return this.#entries;
  }

  #field(k: string): CelValue {
    const src = this.#source as JsonSource;
    const raw = src.obj[k];
    const sub = fieldSchema(src.schema, k);
    if (raw === null || typeof raw !== 'object') return convertJson(raw, sub);
    const hit = this.#fields?.get(k);
    if (hit !== undefined) return hit;
    const v = convertJson(raw, sub);
    (this.#fields ??= new Map()).set(k, v);
    return v;
  }

  get(key: CelValue): CelValue | undefined {
    if (!this.#entries && this.#source) {
      if (typeof key !== 'string') {
        mapKey(key); // unsupported key types are errors even on a JSON object
        return undefined;
      }
      const obj = this.#source.obj;
      if (!Object.hasOwn(obj, key) || obj[key] === undefined) return undefined;
      return this.#field(key);
    }
    const e = this.entries.get(mapKey(key));
    return e === undefined ? undefined : e[1];
  }

  has(key: CelValue): boolean {
    return this.get(key) !== undefined;
  }

  get size(): number {
    if (this.#entries) return this.#entries.size;
    if (this.#size < 0) {
      const obj = (this.#source as JsonSource).obj;
      this.#size = Object.keys(obj).filter((k) => obj[k] !== undefined).length;
    }
    return this.#size;
  }
}

function fieldSchema(schema: CelSchema | undefined, k: string): CelSchema | undefined {
  if (!schema) return undefined;
  return schema.properties?.[k] ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
}

export class CelDuration {
  constructor(readonly nanos: bigint) {}
}

export class CelTimestamp {
  /** Nanoseconds since the Unix epoch (UTC). */
  constructor(readonly nanos: bigint) {}
}

export class CelType {
  constructor(readonly name: string) {}
}

export class CelOptional {
  private constructor(
    readonly hasValue: boolean,
    readonly value: CelValue,
  ) {}
  static of(v: CelValue): CelOptional {
    return new CelOptional(true, v);
  }
  static readonly NONE = new CelOptional(false, null);
}

/** A library object (Quantity, authorizer builders, decisions). */
export interface CelObject {
  /** The CEL type name, e.g. `kubernetes.Quantity`. */
  readonly celTypeName: string;
  /** Equality with another value of the same type (default: identity). */
  celEquals?(other: CelObject): boolean;
}

export type CelValue =
  | null
  | boolean
  | bigint
  | number
  | string
  | Uint8Array
  | CelUint
  | CelList
  | CelMap
  | CelDuration
  | CelTimestamp
  | CelType
  | CelOptional
  | CelObject;

export function isCelObject(v: CelValue): v is CelObject {
  return typeof v === 'object' && v !== null && 'celTypeName' in v;
}

/** The CEL type name of a value, as `type(v)` reports it. */
export function typeName(v: CelValue): string {
  if (v === null) return 'null_type';
  switch (typeof v) {
    case 'boolean':
      return 'bool';
    case 'bigint':
      return 'int';
    case 'number':
      return 'double';
    case 'string':
      return 'string';
  }
  if (v instanceof Uint8Array) return 'bytes';
  if (v instanceof CelUint) return 'uint';
  if (v instanceof CelList) return 'list';
  if (v instanceof CelMap) return 'map';
  if (v instanceof CelDuration) return 'google.protobuf.Duration';
  if (v instanceof CelTimestamp) return 'google.protobuf.Timestamp';
  if (v instanceof CelType) return 'type';
  if (v instanceof CelOptional) return 'optional_type';
  return v.celTypeName;
}

/** Checked int64 result (upstream: "integer overflow"). */
export function int64(v: bigint): bigint {
  if (v < INT64_MIN || v > INT64_MAX) throw new CelRuntimeError('integer overflow');
  return v;
}

export function uint64(v: bigint): CelUint {
  if (v < 0n || v > UINT64_MAX) throw new CelRuntimeError('unsigned integer overflow');
  return new CelUint(v);
}

// ---- map keys --------------------------------------------------------------------------

/** Encodes a map key; ints, uints and integral doubles with the same value share a key. */
export function mapKey(k: CelValue): string {
  switch (typeof k) {
    case 'string':
      return 's' + k;
    case 'bigint':
      return 'n' + k.toString();
    case 'boolean':
      return k ? 'bt' : 'bf';
    case 'number':
      if (Number.isInteger(k)) return 'n' + BigInt(k).toString();
      return 'd' + String(k);
  }
  if (k instanceof CelUint) return 'n' + k.value.toString();
  throw new CelRuntimeError(`unsupported key type: ${typeName(k)}`);
}

export function validKeyType(k: CelValue): boolean {
  return typeof k === 'string' || typeof k === 'bigint' || typeof k === 'boolean' || k instanceof CelUint;
}

// ---- JSON conversion -----------------------------------------------------------------------

/**
 * The subset of a structural schema conversion uses (generated/schemas.ts shapes fit):
 * `type`, `properties`, `items`, `additionalProperties`, list type and keys, and the
 * size bounds the cost estimator reads.
 */
export interface CelSchema {
  readonly type?: string;
  readonly format?: string;
  readonly properties?: Readonly<Record<string, CelSchema>>;
  readonly items?: CelSchema;
  readonly additionalProperties?: CelSchema | boolean;
  readonly 'x-kubernetes-list-type'?: string;
  readonly 'x-kubernetes-list-map-keys'?: readonly string[];
  readonly 'x-kubernetes-preserve-unknown-fields'?: boolean;
  readonly 'x-kubernetes-int-or-string'?: boolean;
  readonly maxItems?: number;
  readonly maxLength?: number;
  readonly maxProperties?: number;
}

/** Root conversions: schema-less ones (the common case) keyed by object alone. */
const converted = new WeakMap<object, CelValue>();
const convertedWithSchema = new WeakMap<object, Map<CelSchema, CelValue>>();

/**
 * A JSON value as CEL sees it: integral numbers are int (upstream's unstructured decoding
 * yields int64 for them) unless the schema says `number`; objects are string-keyed maps
 * (read lazily); arrays carry set/map semantics when the schema declares them. A root
 * object is converted once per (object, schema), so every expression of one request shares
 * the fields it has read.
 */
export function fromJson(v: unknown, schema?: CelSchema): CelValue {
  if (v === null || typeof v !== 'object' || isCelValueObject(v)) return convertJson(v, schema);
  if (!schema) {
    let out = converted.get(v);
    if (out === undefined) {
      out = convertJson(v, undefined);
      converted.set(v, out);
    }
    return out;
  }
  let bySchema = convertedWithSchema.get(v);
  let out = bySchema?.get(schema);
  if (out === undefined) {
    out = convertJson(v, schema);
    if (!bySchema) {
      bySchema = new Map();
      convertedWithSchema.set(v, bySchema);
    }
    bySchema.set(schema, out);
  }
  return out;
}

function convertJson(v: unknown, schema: CelSchema | undefined): CelValue {
  if (v === null || v === undefined) return null;
  switch (typeof v) {
    case 'boolean':
      return v;
    case 'string':
      return schema?.format ? formattedString(v, schema.format) : v;
    case 'bigint':
      return int64(v);
    case 'number':
      if (schema?.type === 'number') return v;
      return Number.isInteger(v) && Number.isSafeInteger(v) ? BigInt(v) : v;
    case 'object':
      break;
    default:
      throw new CelRuntimeError(`unsupported value of JSON type ${typeof v}`);
  }
  if (isCelValueObject(v)) return v as CelValue;
  if (Array.isArray(v)) {
    const itemSchema = schema?.items;
    const items = v.map((x) => convertJson(x, itemSchema));
    const lt = schema?.['x-kubernetes-list-type'];
    const semantics: ListSemantics | undefined =
      lt === 'set' || lt === 'map' ? { type: lt, mapKeys: schema?.['x-kubernetes-list-map-keys'] ?? [] } : undefined;
    return new CelList(items, semantics);
  }
  return new CelMap(undefined, { obj: v as Record<string, unknown>, schema });
}

/**
 * A string with a schema format as upstream types it: `byte` -> bytes (base64),
 * `duration` -> duration, `date` / `date-time` -> timestamp. A value that does not parse
 * stays a string (validation reports bad formats elsewhere).
 */
function formattedString(v: string, format: string): CelValue {
  try {
    switch (format) {
      case 'byte':
        return /^[A-Za-z0-9+/]*={0,2}$/.test(v) ? Uint8Array.from(Buffer.from(v, 'base64')) : v;
      case 'duration':
        return new CelDuration(parseDuration(v));
      case 'date':
        return /^\d{4}-\d{2}-\d{2}$/.test(v) ? new CelTimestamp(parseTimestamp(`${v}T00:00:00Z`)) : v;
      case 'date-time':
        return new CelTimestamp(parseTimestamp(v));
      default:
        return v;
    }
  } catch {
    return v;
  }
}

function isCelValueObject(v: object): boolean {
  return (
    v instanceof Uint8Array ||
    v instanceof CelUint ||
    v instanceof CelList ||
    v instanceof CelMap ||
    v instanceof CelDuration ||
    v instanceof CelTimestamp ||
    v instanceof CelType ||
    v instanceof CelOptional ||
    'celTypeName' in v
  );
}

/** JSON-like output: ints as numbers when safe (bigint beyond), maps as plain objects. */
export function toJson(v: CelValue): unknown {
  if (v === null || typeof v === 'boolean' || typeof v === 'string' || typeof v === 'number') return v;
  if (typeof v === 'bigint') return v >= BigInt(Number.MIN_SAFE_INTEGER) && v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v;
  if (v instanceof CelUint) return toJson(v.value);
  if (v instanceof CelList) return v.items.map(toJson);
  if (v instanceof CelMap) {
    const o: Record<string, unknown> = {};
    for (const [k, x] of v.entries.values()) o[typeof k === 'string' ? k : String(toJson(k))] = toJson(x);
    return o;
  }
  if (v instanceof Uint8Array) return Buffer.from(v).toString('base64');
  if (v instanceof CelDuration) return formatDuration(v.nanos);
  if (v instanceof CelTimestamp) return formatTimestamp(v.nanos);
  if (v instanceof CelType) return v.name;
  if (v instanceof CelOptional) return v.hasValue ? toJson(v.value) : null;
  const s = (v as { toJSON?: () => unknown }).toJSON;
  return typeof s === 'function' ? s.call(v) : v.celTypeName;
}

// ---- equality and ordering -------------------------------------------------------------------

function numeric(v: CelValue): bigint | number | undefined {
  if (typeof v === 'bigint' || typeof v === 'number') return v;
  if (v instanceof CelUint) return v.value;
  return undefined;
}

/** -1/0/1 over mixed int/uint/double; NaN compares as undefined. */
export function compareNumbers(a: bigint | number, b: bigint | number): number | undefined {
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'number' && typeof b === 'number') {
    if (Number.isNaN(a) || Number.isNaN(b)) return undefined;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  // mixed: compare a double with an integer exactly
  const d = typeof a === 'number' ? a : (b as number);
  const i = typeof a === 'bigint' ? a : (b as bigint);
  if (Number.isNaN(d)) return undefined;
  let c: number;
  if (d === Infinity) c = 1;
  else if (d === -Infinity) c = -1;
  else {
    const fl = Math.floor(d);
    const bi = BigInt(fl);
    c = bi < i ? -1 : bi > i ? 1 : d > fl ? 1 : 0;
  }
  return typeof a === 'number' ? c : -c;
}

/** CEL equality (heterogeneous: different types are unequal, not an error). */
export function celEquals(a: CelValue, b: CelValue): boolean {
  if (a === b) return typeof a !== 'number' || !Number.isNaN(a);
  const na = numeric(a);
  if (na !== undefined) {
    const nb = numeric(b);
    return nb !== undefined && compareNumbers(na, nb) === 0;
  }
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (a instanceof CelList) {
    if (!(b instanceof CelList)) return false;
    return listEquals(a, b);
  }
  if (a instanceof CelMap) {
    if (!(b instanceof CelMap) || a.size !== b.size) return false;
    for (const [k, [, va]] of a.entries) {
      const e = b.entries.get(k);
      if (e === undefined || !celEquals(va, e[1])) return false;
    }
    return true;
  }
  if (a instanceof Uint8Array) return b instanceof Uint8Array && Buffer.from(a).equals(Buffer.from(b));
  if (a instanceof CelDuration) return b instanceof CelDuration && a.nanos === b.nanos;
  if (a instanceof CelTimestamp) return b instanceof CelTimestamp && a.nanos === b.nanos;
  if (a instanceof CelType) return b instanceof CelType && a.name === b.name;
  if (a instanceof CelOptional) {
    if (!(b instanceof CelOptional)) return false;
    return a.hasValue === b.hasValue && (!a.hasValue || celEquals(a.value, b.value));
  }
  if (isCelObject(a) && isCelObject(b) && a.celTypeName === b.celTypeName) {
    return a.celEquals ? a.celEquals(b) : a === b;
  }
  return false;
}

/**
 * List equality. A list with `set` semantics equals another of the same size whose elements
 * each occur in it; `map` semantics match elements by their key fields; otherwise ordered.
 * (Upstream: the receiver's semantics decide; here either side's, the left one first.)
 */
function listEquals(a: CelList, b: CelList): boolean {
  if (a.items.length !== b.items.length) return false;
  const sem = a.semantics ?? b.semantics;
  if (sem?.type === 'set') {
    return a.items.every((x) => b.items.some((y) => celEquals(x, y))) && b.items.every((y) => a.items.some((x) => celEquals(x, y)));
  }
  if (sem?.type === 'map' && sem.mapKeys.length > 0) {
    const index = new Map<string, CelValue>();
    for (const y of b.items) {
      const k = mapListKey(y, sem.mapKeys);
      if (k === undefined) return a.items.every((x, i) => celEquals(x, b.items[i] ?? null));
      index.set(k, y);
    }
    for (const x of a.items) {
      const k = mapListKey(x, sem.mapKeys);
      const y = k === undefined ? undefined : index.get(k);
      if (y === undefined || !celEquals(x, y)) return false;
    }
    return true;
  }
  for (let i = 0; i < a.items.length; i++) if (!celEquals(a.items[i] ?? null, b.items[i] ?? null)) return false;
  return true;
}

/** The identity of a map-list element: its key fields (absent ones included as absent). */
export function mapListKey(el: CelValue, keys: readonly string[]): string | undefined {
  if (!(el instanceof CelMap)) return undefined;
  const parts: string[] = [];
  for (const k of keys) {
    const v = el.get(k);
    parts.push(v === undefined ? '\u0000absent' : mapKeySafe(v));
  }
  return JSON.stringify(parts);
}

function mapKeySafe(v: CelValue): string {
  try {
    return mapKey(v);
  } catch {
    return 'x' + String(toJson(v));
  }
}

/** Ordering for `<` and friends; undefined when the pair has no ordering overload. */
export function celCompare(a: CelValue, b: CelValue): number | undefined {
  const na = numeric(a);
  if (na !== undefined) {
    const nb = numeric(b);
    if (nb === undefined) return undefined;
    const c = compareNumbers(na, nb);
    return c === undefined ? NaN : c;
  }
  if (typeof a === 'string' && typeof b === 'string') return compareGo(a, b); // by code point, as cel-go (JS compares UTF-16 units)
  if (typeof a === 'boolean' && typeof b === 'boolean') return a === b ? 0 : a ? 1 : -1;
  if (a instanceof Uint8Array && b instanceof Uint8Array) return Buffer.compare(Buffer.from(a), Buffer.from(b));
  if (a instanceof CelDuration && b instanceof CelDuration) return a.nanos < b.nanos ? -1 : a.nanos > b.nanos ? 1 : 0;
  if (a instanceof CelTimestamp && b instanceof CelTimestamp) return a.nanos < b.nanos ? -1 : a.nanos > b.nanos ? 1 : 0;
  return undefined;
}

/** Upstream's `actualSize`: strings in code points, bytes, lists and maps by length, else 1. */
export function actualSize(v: CelValue): number {
  if (typeof v === 'string') return codePointLength(v);
  if (v instanceof Uint8Array) return v.length;
  if (v instanceof CelList) return v.items.length;
  if (v instanceof CelMap) return v.size;
  return 1;
}

export function codePointLength(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

// ---- durations and timestamps -------------------------------------------------------------

const DURATION_UNITS: Record<string, bigint> = {
  h: 3_600_000_000_000n,
  m: 60_000_000_000n,
  s: 1_000_000_000n,
  ms: 1_000_000n,
  us: 1_000n,
  'µs': 1_000n,
  'μs': 1_000n,
  ns: 1n,
};
/** protobuf Duration range: +-315,576,000,000 seconds. */
const MAX_DURATION_NANOS = 315_576_000_000n * 1_000_000_000n + 999_999_999n;

/** Go `time.ParseDuration` syntax, e.g. `1h30m`, `-1.5s`, `0`. */
export function parseDuration(s: string): bigint {
  const m = /^([-+]?)((?:\d+(?:\.\d*)?|\.\d+)(?:h|ms|m|s|us|µs|μs|ns))+$/u.exec(s);
  if (s === '0' || s === '+0' || s === '-0') return 0n;
  if (!m) throw new CelRuntimeError(`type conversion error from 'string' to 'google.protobuf.Duration'`);
  const sign = s.startsWith('-') ? -1n : 1n;
  let total = 0n;
  const re = /(\d+(?:\.\d*)?|\.\d+)(h|ms|m|s|us|µs|μs|ns)/gu;
  for (const part of s.replace(/^[-+]/, '').matchAll(re)) {
    const [, num = '0', unit = 'ns'] = part;
    const scale = DURATION_UNITS[unit] ?? 1n;
    const [whole = '0', frac = ''] = num.split('.');
    let n = BigInt(whole || '0') * scale;
    if (frac) n += (BigInt(frac) * scale) / 10n ** BigInt(frac.length);
    total += n;
  }
  total *= sign;
  return checkDuration(total);
}

export function checkDuration(n: bigint): bigint {
  if (n > MAX_DURATION_NANOS || n < -MAX_DURATION_NANOS) throw new CelRuntimeError('duration out of range');
  return n;
}

/** protobuf JSON form: seconds with up to 9 fractional digits, e.g. `5400s`, `1.5s`. */
export function formatDuration(n: bigint): string {
  const neg = n < 0n;
  const a = neg ? -n : n;
  const secs = a / 1_000_000_000n;
  const frac = a % 1_000_000_000n;
  let out = secs.toString();
  if (frac !== 0n) out += '.' + frac.toString().padStart(9, '0').replace(/0+$/, '');
  return (neg ? '-' : '') + out + 's';
}

const MIN_TS_NANOS = -62135596800n * 1_000_000_000n; // 0001-01-01T00:00:00Z
const MAX_TS_NANOS = 253402300799n * 1_000_000_000n + 999_999_999n; // 9999-12-31T23:59:59.999999999Z

export function checkTimestamp(n: bigint): bigint {
  if (n < MIN_TS_NANOS || n > MAX_TS_NANOS) throw new CelRuntimeError('timestamp out of range');
  return n;
}

/** RFC 3339 with a `T`, seconds, optional fraction and a `Z` or offset. */
export function parseTimestamp(s: string): bigint {
  const m = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/.exec(s);
  if (!m) throw new CelRuntimeError(`type conversion error from 'string' to 'google.protobuf.Timestamp'`);
  const [, y, mo, d, h, mi, se, frac, , sign, oh, om] = m;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(se));
  if (Number.isNaN(ms) || Number(mo) > 12 || Number(d) > 31 || Number(h) > 23 || Number(mi) > 59 || Number(se) > 60) {
    throw new CelRuntimeError(`type conversion error from 'string' to 'google.protobuf.Timestamp'`);
  }
  // Date.UTC maps years 0-99 to 1900+; correct that.
  const date = new Date(0);
  date.setUTCFullYear(Number(y), Number(mo) - 1, Number(d));
  date.setUTCHours(Number(h), Number(mi), Number(se), 0);
  let nanos = BigInt(date.getTime()) * 1_000_000n;
  if (frac) nanos += BigInt(frac.padEnd(9, '0'));
  if (sign) {
    const off = (BigInt(Number(oh) * 60 + Number(om)) * 60_000_000_000n) * (sign === '-' ? -1n : 1n);
    nanos -= off;
  }
  return checkTimestamp(nanos);
}

export function formatTimestamp(n: bigint): string {
  const ms = n >= 0n ? n / 1_000_000n : -((-n + 999_999n) / 1_000_000n);
  const frac = n - ms * 1_000_000n + (ms % 1000n) * 1_000_000n;
  const d = new Date(Number(ms));
  const year = d.getUTCFullYear();
  const pad = (x: number, w = 2): string => String(x).padStart(w, '0');
  let out = `${pad(year, 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  const f = ((frac % 1_000_000_000n) + 1_000_000_000n) % 1_000_000_000n;
  if (f !== 0n) out += '.' + f.toString().padStart(9, '0').replace(/0+$/, '');
  return out + 'Z';
}
