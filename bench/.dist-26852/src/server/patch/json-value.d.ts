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
export declare function isJsonObject(v: unknown): v is JsonObject;
export declare function hasKey(obj: object, key: string): boolean;
/** Own property `key` of `obj`, or undefined. */
export declare function getKey(obj: JsonObject, key: string): JsonValue | undefined;
/** Assign an own property, including `"__proto__"`. Existing keys keep their position. */
export declare function setKey(obj: JsonObject, key: string, value: JsonValue): void;
export declare function deleteKey(obj: JsonObject, key: string): void;
/** A deep copy that shares nothing with the input. Non-JSON leaves (undefined) are dropped. */
export declare function cloneJson<T extends JsonValue>(v: T): T;
export declare function cloneJson(v: unknown): JsonValue;
/** Structural equality of two JSON values; object key order is ignored, numbers compare by value. */
export declare function jsonEqual(a: unknown, b: unknown): boolean;
/**
 * The Go type name of a decoded JSON value (as `reflect.TypeOf` prints it after
 * sigs.k8s.io/json's int-preserving decode): integers are `int64`, other numbers `float64`.
 */
export declare function goTypeName(v: unknown): string;
/** Go's `%v` of a float64: strconv 'g' with shortest digits, exponent form when exp < -4 or exp >= 6. */
export declare function goFloat(n: number): string;
/** Go's `%v` of a decoded JSON value: `map[k:v ...]` with sorted keys, `[a b]`, `<nil>`. */
export declare function goFormatValue(v: unknown): string;
/** Go's `==` on two decoded JSON values held in interface{}: same dynamic type and value. */
export declare function goEqual(a: unknown, b: unknown): boolean;
/** Byte-wise (UTF-8 / code point) string order, as Go's `strings.Compare`. */
export declare function compareGoStrings(a: string, b: string): number;
/** Go encoding/json string quoting: HTML-safe (`<`, `>`, `&`, U+2028, U+2029 as `\uXXXX`). */
export declare function goJsonString(s: string): string;
export { goQuote };
