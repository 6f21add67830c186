/**
 * Query-parameter decoding with upstream's conversion errors (400 BadRequest with the
 * Go strconv text) and option validation (422 Invalid on `<Kind>Options.meta.cluster.io`).
 */
import { type FieldError } from '../../meta/field-errors.js';
export declare const META_GROUP = "meta.cluster.io";
export declare function invalidOptions(kind: string, errs: FieldError[]): import("../../meta/status.js").ApiError;
export declare function queryString(q: URLSearchParams, name: string): string | undefined;
export declare function queryInt(q: URLSearchParams, name: string): number | undefined;
export declare function queryBool(q: URLSearchParams, name: string): boolean | undefined;
/** Parse a resourceVersion ('' or unset -> undefined); invalid text -> 400 as upstream. */
export declare function parseResourceVersion(rv: string | undefined): number | undefined;
/** `dryRun`: only absent/empty or `All` (repeatable). Returns true for All. */
export declare function parseDryRun(q: URLSearchParams, optionsKind: string): boolean;
