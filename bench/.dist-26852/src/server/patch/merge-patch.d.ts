import { type JsonObject, type JsonValue } from './json-value.js';
/** RFC 7386 MergePatch over arbitrary JSON values (see module comment). */
export declare function mergePatch(target: JsonValue | undefined, patch: JsonValue): JsonValue;
/**
 * The apiserver's merge patch of a stored object (`jsonpatch.MergePatch` in the patch
 * handler): the patch document must be a JSON object or array; `null` and scalars fail with
 * `Invalid JSON Patch` (kind `BadRequest`). An array patch yields the array itself, which the
 * caller's decode then rejects, as upstream does.
 */
export declare function applyMergePatch(doc: JsonObject, patch: unknown): JsonValue;
