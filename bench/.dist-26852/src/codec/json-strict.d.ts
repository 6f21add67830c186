/**
 * A JSON parser that also reports duplicate object keys, for `fieldValidation=Strict|Warn`
 * (seed "Field validation"; wire.md §7). It is only used when duplicate detection is
 * needed; the hot path keeps `JSON.parse`.
 *
 * Contract:
 * - On valid input the returned `value` is deep-equal to `JSON.parse(text)`: same values,
 *   same key order, the last of duplicate keys wins (as Go's decoder does for maps), and an
 *   own `"__proto__"` key stays an ordinary property.
 * - `duplicates` lists each duplicated key's path once, in order of first repetition, in
 *   sigs.k8s.io/json's form: keys joined with `.`, list indices as `[i]`, top-level keys bare
 *   (`metadata.name`, `spec.tolerations[0].key`). At most `maxDuplicates` are kept (the strict
 *   decoder caps its errors at 100).
 * - Malformed input throws `JsonSyntaxError` carrying the UTF-16 offset of the offending
 *   character and Go encoding/json's message text (`invalid character 'x' looking for
 *   beginning of value`, `unexpected end of JSON input`).
 * - Nesting deeper than `maxDepth` (default 10000, Go's limit) throws `JsonSyntaxError`
 *   (`exceeded max depth`). The parser is iterative, so depth never touches the JS stack.
 */
/** Malformed JSON. `position` is the UTF-16 offset in the input where parsing failed. */
export declare class JsonSyntaxError extends Error {
    readonly code: "ERR_JSON_SYNTAX";
    readonly position: number;
    constructor(message: string, position: number);
}
export interface ParseJsonOptions {
    /** Maximum nesting of objects and arrays; default 10000. */
    readonly maxDepth?: number;
    /** Maximum number of duplicate paths reported; default 100. */
    readonly maxDuplicates?: number;
}
export interface ParseJsonResult {
    readonly value: unknown;
    readonly duplicates: string[];
}
export declare const DEFAULT_MAX_JSON_DEPTH = 10000;
/**
 * Parse `text` as one JSON value, reporting duplicate object keys. See the module contract.
 */
export declare function parseJsonWithDuplicates(text: string, options?: ParseJsonOptions): ParseJsonResult;
