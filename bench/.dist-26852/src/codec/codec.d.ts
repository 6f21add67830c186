/**
 * The codec seam: every wire format is a `Codec` (one media type, encode, decode).
 * Codecs know bytes and media types only: no HTTP status codes, no sockets.
 */
export interface Codec {
    /** The media type this codec reads and writes, without parameters (e.g. `application/json`). */
    readonly mediaType: string;
    /** Serialise one object. */
    encode(obj: unknown): Uint8Array;
    /**
     * Parse one object. Throws `CodecError` on malformed input; never returns a partial object.
     */
    decode(bytes: Uint8Array): unknown;
}
/** A malformed or undecodable payload. `code` is stable. */
export declare class CodecError extends Error {
    readonly code: "ERR_CODEC";
    readonly mediaType: string;
    constructor(mediaType: string, message: string, options?: {
        cause?: unknown;
    });
}
