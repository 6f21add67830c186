/**
 * JSON codec. Encoding is compact with a trailing newline, like Go's json.Encoder
 * (wire.md §1.1); `pretty` output uses two-space indentation.
 */
import { type Codec } from './codec.js';
export declare const JSON_MEDIA_TYPE = "application/json";
/** Maximum nesting accepted when decoding untrusted JSON (deeper input is rejected, not recursed). */
export declare const MAX_JSON_DEPTH = 10000;
export declare function decodeJsonText(text: string): unknown;
export declare const jsonCodec: Codec & {
    encodePretty(obj: unknown): Uint8Array;
};
