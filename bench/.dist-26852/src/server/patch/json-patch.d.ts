import { type JsonObject, type JsonValue } from './json-value.js';
/** The apiserver's limit on operations in one JSON patch (handlers/patch.go). */
export declare const MAX_JSON_PATCH_OPERATIONS = 10000;
export interface JsonPatchOptions {
    /** Maximum number of operations; default 10000. */
    readonly maxOperations?: number;
    /** Limit on the total bytes added by `copy` operations; 0 (the default) means no limit. */
    readonly accumulatedCopySizeLimit?: number;
}
/** One operation as decoded: the raw JSON object (fields are read lazily, as upstream does). */
export type JsonPatchOperation = Readonly<JsonObject> | null;
/**
 * `jsonpatch.DecodePatch`: the document must be a JSON array whose elements are objects
 * (or null). Throws `PatchError` of kind `BadRequest` otherwise.
 */
export declare function decodeJsonPatch(patch: unknown): JsonPatchOperation[];
/**
 * Apply an RFC 6902 patch to a copy of `doc` and return the result. `patch` is the decoded
 * JSON body (validated with `decodeJsonPatch`). Throws `PatchError` (see module contract).
 */
export declare function applyJsonPatch(doc: JsonValue, patch: unknown, options?: JsonPatchOptions): JsonValue;
