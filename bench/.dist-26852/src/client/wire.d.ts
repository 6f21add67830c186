/** Wire formats a client may prefer; JSON is always the fallback. */
export type WireFormat = 'json' | 'protobuf' | 'cbor';
/** The Accept header for a format, JSON as fallback (servers without the format still answer). */
export declare function acceptFor(format: WireFormat): string;
/** Undo Content-Encoding (gzip); other encodings are refused. */
export declare function decompress(bytes: Buffer, encoding: string | undefined): Buffer;
/** The base media type of a Content-Type header ('' when absent or malformed). */
export declare function mediaTypeOf(contentType: string | undefined): string;
/**
 * Decode a response body by its Content-Type. Throws CodecError for malformed data and for
 * types the client does not read (a protobuf body without the `k8s\0` prefix is rejected).
 */
export declare function decodeBody(bytes: Buffer, contentType: string | undefined): unknown;
export declare function isProtobufType(type: string): boolean;
