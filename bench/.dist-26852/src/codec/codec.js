/**
 * The codec seam: every wire format is a `Codec` (one media type, encode, decode).
 * Codecs know bytes and media types only: no HTTP status codes, no sockets.
 */
/** A malformed or undecodable payload. `code` is stable. */
export class CodecError extends Error {
    code = 'ERR_CODEC';
    mediaType;
    constructor(mediaType, message, options) {
        super(message, options);
        this.name = 'CodecError';
        this.mediaType = mediaType;
    }
}
//# sourceMappingURL=codec.js.map