/**
 * Plain-JSON value helpers shared by the patch algorithms and server-side apply.
 *
 * Objects here are the JSON wire shape (what `JSON.parse` returns). Keys come from request
 * bodies, so every write goes through `setKey`, which keeps a `"__proto__"` key an ordinary
 * own property instead of changing the object's prototype, and every read of an untrusted
 * key goes through `getKey`, which only sees own properties.
 */
import { goQuote } from '../../meta/field-errors.js';

export type JsonPrimitive = null | boolean | number | string;
export type JsonValue = JsonPrimitive | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

export function isJsonObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function hasKey(obj: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

/** Own property `key` of `obj`, or undefined. */
export function getKey(obj: JsonObject, key: string): JsonValue | undefined {
  return hasKey(obj, key) ? obj[key] : undefined;
}

/** Assign an own property, including `"__proto__"`. Existing keys keep their position. */
export function setKey(obj: JsonObject, key: string, value: JsonValue): void {
  if (key === '__proto__') {
    Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    obj[key] = value;
  }
}

export function deleteKey(obj: JsonObject, key: string): void {
  if (hasKey(obj, key)) delete obj[key];
}

/** A deep copy that shares nothing with the input. Non-JSON leaves (undefined) are dropped. */
export function cloneJson<T extends JsonValue>(v: T): T;
export function cloneJson(v: unknown): JsonValue;
export function cloneJson(v: unknown): JsonValue {
  if (Array.isArray(v)) return v.map((x) => cloneJson(x));
  if (isJsonObject(v)) {
    const out: JsonObject = {};
    for (const k of Object.keys(v)) {
      const x = v[k];
      if (x !== undefined) setKey(out, k, cloneJson(x));
    }
    return out;
  }
  return v as JsonValue;
}

/** Structural equality of two JSON values; object key order is ignored, numbers compare by value. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (isJsonObject(a)) {
    if (!isJsonObject(b)) return false;
    // Own keys counted and compared without arrays of them (for...in, own keys only).
    let count = 0;
    for (const k in a) {
      if (!hasKey(a, k)) continue;
      count++;
      if (!hasKey(b, k) || !jsonEqual(a[k], b[k])) return false;
    }
    for (const k in b) if (hasKey(b, k)) count--;
    return count === 0;
  }
  return false;
}

/**
 * The Go type name of a decoded JSON value (as `reflect.TypeOf` prints it after
 * sigs.k8s.io/json's int-preserving decode): integers are `int64`, other numbers `float64`.
 */
export function goTypeName(v: unknown): string {
  if (v === null || v === undefined) return '<nil>';
  if (Array.isArray(v)) return '[]interface {}';
  if (typeof v === 'object') return 'map[string]interface {}';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') return isGoInt(v) ? 'int64' : 'float64';
  return typeof v;
}

function isGoInt(n: number): boolean {
  return Number.isInteger(n) && Math.abs(n) < 2 ** 63;
}

/** Go's `%v` of a float64: strconv 'g' with shortest digits, exponent form when exp < -4 or exp >= 6. */
export function goFloat(n: number): string {
  if (Number.isNaN(n)) return 'NaN';
  if (!Number.isFinite(n)) return n > 0 ? '+Inf' : '-Inf';
  if (n === 0) return Object.is(n, -0) ? '-0' : '0';
  const [mant, expStr] = n.toExponential().split('e') as [string, string];
  const exp = Number(expStr);
  if (exp < -4 || exp >= 6) {
    const sign = exp < 0 ? '-' : '+';
    const abs = Math.abs(exp);
    return `${mant}e${sign}${abs < 10 ? '0' + abs : abs}`;
  }
  return String(n);
}

/** Go's `%v` of a decoded JSON value: `map[k:v ...]` with sorted keys, `[a b]`, `<nil>`. */
export function goFormatValue(v: unknown): string {
  if (v === null || v === undefined) return '<nil>';
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'number') return isGoInt(v) ? BigInt(v).toString() : goFloat(v);
  if (Array.isArray(v)) return '[' + v.map(goFormatValue).join(' ') + ']';
  if (typeof v === 'object') {
    const keys = Object.keys(v).sort(compareGoStrings);
    return 'map[' + keys.map((k) => `${k}:${goFormatValue((v as JsonObject)[k])}`).join(' ') + ']';
  }
  return String(v);
}

/** Go's `==` on two decoded JSON values held in interface{}: same dynamic type and value. */
export function goEqual(a: unknown, b: unknown): boolean {
  if (a === null || b === null) return a === b;
  if (typeof a !== typeof b) return false;
  if (typeof a === 'number') return goTypeName(a) === goTypeName(b) && a === b;
  if (typeof a === 'object') return false;
  return a === b;
}

/** Byte-wise (UTF-8 / code point) string order, as Go's `strings.Compare`. */
export function compareGoStrings(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    if (ca === cb) continue;
    // Surrogates (0xD800-0xDFFF) encode code points above 0xFFFF, which sort after every BMP
    // code point in UTF-8, unlike in UTF-16 code unit order.
    const sa = ca >= 0xd800 && ca <= 0xdfff;
    const sb = cb >= 0xd800 && cb <= 0xdfff;
    if (sa !== sb) return sa ? 1 : -1;
    return ca < cb ? -1 : 1;
  }
  return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
}

/** Go encoding/json string quoting: HTML-safe (`<`, `>`, `&`, U+2028, U+2029 as `\uXXXX`). */
export function goJsonString(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x22) out += '\\"';
    else if (c === 0x5c) out += '\\\\';
    else if (c === 0x0a) out += '\\n';
    else if (c === 0x0d) out += '\\r';
    else if (c === 0x09) out += '\\t';
    else if (c < 0x20 || c === 0x3c || c === 0x3e || c === 0x26 || c === 0x2028 || c === 0x2029) {
      out += '\\u' + c.toString(16).padStart(4, '0');
    } else out += s[i];
  }
  return out + '"';
}

export { goQuote };
