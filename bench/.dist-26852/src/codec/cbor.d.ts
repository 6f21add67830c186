import { type Codec } from './codec.js';
export declare const CBOR_MEDIA_TYPE = "application/cbor";
export declare const CBOR_SEQ_MEDIA_TYPE = "application/cbor-seq";
/** The self-described CBOR tag 55799, which upstream writes before every item. */
export declare const CBOR_SELF_DESCRIBED_PREFIX: Uint8Array;
/** Upstream's decode limit on nesting (arrays, maps and tags together). */
export declare const CBOR_MAX_NESTED_LEVELS = 64;
export interface CborEncodeOptions {
    /** `byte` (default, like upstream) or `text` strings for all strings and map keys. */
    readonly strings?: 'byte' | 'text';
}
export interface CborDecodeOptions {
    /** Maximum nesting of arrays, maps and tags. Default 64 (upstream). */
    readonly maxNestedLevels?: number;
    /**
     * Maximum elements in one array and key/value pairs in one map. Default 1,048,576. (wire.md
     * records 1024 for upstream's decoder; that would reject every list response over 1024 items
     * here, so the default is larger and a caller wanting upstream's strictness can pass 1024.)
     */
    readonly maxElements?: number;
}
/** Encode one item, prefixed with the self-described tag. Throws `CodecError`. */
export declare function encodeCbor(value: unknown, options?: CborEncodeOptions): Uint8Array;
/**
 * One `application/cbor-seq` watch event: `d9d9f7 {"type": type, "object": <object item>}`,
 * where the object keeps its own `d9d9f7` prefix (upstream's RawExtension writes CBOR raw
 * bytes unchanged). `type` precedes `object` because keys are sorted by encoded length.
 */
export declare function encodeCborSeqEvent(type: string, obj: unknown, options?: CborEncodeOptions): Uint8Array;
/** Like `encodeCborSeqEvent` for an object already encoded with `encodeCbor`. */
export declare function encodeCborSeqEventFromBytes(type: string, objectCbor: Uint8Array, options?: CborEncodeOptions): Uint8Array;
/**
 * Decode exactly one item (self-described tag optional). Trailing bytes, like every other
 * malformation, throw `CodecError`; no partial value is ever returned.
 */
export declare function decodeCbor(bytes: Uint8Array, options?: CborDecodeOptions): unknown;
/** Whether bytes start with the self-described tag (upstream's `RecognizesData`). */
export declare function recognizesCbor(bytes: Uint8Array): boolean;
export declare const cborCodec: Codec;
export interface CborSeqOptions extends CborDecodeOptions {
    /** Largest accepted item; a longer one fails the stream. Default 16 MiB. */
    readonly maxItemBytes?: number;
}
/**
 * Split an RFC 8742 CBOR sequence (arbitrary chunk boundaries) into items and decode each, in
 * order. A stream ending inside an item throws `CodecError('unexpected EOF')`.
 */
export declare function cborSeqItems(chunks: AsyncIterable<Uint8Array>, options?: CborSeqOptions): AsyncGenerator<unknown, void, undefined>;
export interface CborWatchEvent {
    readonly type: string;
    readonly object: Record<string, unknown>;
}
/** Decode a watch body (`application/cbor-seq`) into events; malformed events throw `CodecError`. */
export declare function cborWatchEvents(chunks: AsyncIterable<Uint8Array>, options?: CborSeqOptions): AsyncGenerator<CborWatchEvent, void, undefined>;
