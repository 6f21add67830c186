import { CodecError } from '../codec.js';
export declare const PROTOBUF_MEDIA_TYPE = "application/vnd.cluster.protobuf";
/** Node's Buffer exposes these fast, non-validating slice decoders (used by protobufjs too). */
interface FastSliceBuffer extends Buffer {
    utf8Slice(start: number, end: number): string;
    latin1Slice(start: number, end: number): string;
    utf8Write(text: string, offset: number, length?: number): number;
}
export declare function protoError(message: string, cause?: unknown): CodecError;
export declare function asBuffer(bytes: Uint8Array): FastSliceBuffer;
export declare class ProtoReader {
    readonly buf: FastSliceBuffer;
    pos: number;
    /** End (exclusive) of the message currently being read. */
    limit: number;
    constructor(bytes: Uint8Array, start?: number, end?: number);
    /** An unsigned varint that must fit in 32 bits (tags, lengths, int32 fields read low bits). */
    uint32(): number;
    private uint32Slow;
    private skipVarintTail;
    /** A field tag; 0 is never valid. */
    tag(): number;
    /**
     * A signed 64-bit varint as a JS number. Values beyond ±2^53 are rounded to the nearest
     * double, exactly as `JSON.parse` rounds the same digits in the JSON encoding.
     */
    int64(): number;
    /** A signed 32-bit varint (int32 fields: negative values arrive sign-extended). */
    int32(): number;
    bool(): boolean;
    /** Length prefix of a length-delimited field; checks it against the current message end. */
    len(): number;
    /** Enter a length-delimited sub-message; returns the enclosing limit for `leave`. */
    enter(): number;
    leave(saved: number): void;
    string(): string;
    private shortString;
    /** Raw bytes of a length-delimited field as a view (no copy). */
    bytesView(): Uint8Array;
    /**
     * Skip a field this message does not know (proto2 semantics: unknown fields are ignored).
     * `knownFields` is a bitmask of the message's field numbers below 32: a known field with an
     * unexpected wire type is an error, as in gogo's generated unmarshalers.
     */
    skip(tag: number, knownFields: number): void;
    private skipWireType;
    private advance;
}
export declare class ProtoWriter {
    buf: FastSliceBuffer;
    pos: number;
    constructor();
    /**
     * The output. Small results are copied into an exact-size buffer (they may be stored long)
     * and the scratch buffer is kept for the next encode; a large result (a list response) is
     * returned as a view of its own buffer, saving a copy of megabytes.
     */
    finish(): Buffer;
    /** Release the scratch buffer after a failed encode. */
    abandon(): void;
    ensure(n: number): void;
    byte(b: number): void;
    /** A field tag: one byte for field numbers below 16, two up to 2047. */
    tag(t: number): void;
    uint32(v: number): void;
    /** A 64-bit two's-complement varint of an integral number in [-2^63, 2^63). */
    int64(v: number): void;
    /** int32 fields: negative values are sign-extended to 64 bits (10 bytes), as gogo does. */
    int32(v: number): void;
    /** A length-delimited string field, always written (gogo writes non-pointer strings even when empty). */
    string(tag: number, s: string): void;
    bytes(tag: number, b: Uint8Array): void;
    /** Start a length-delimited sub-message; returns a mark for `join`. */
    fork(tag: number): number;
    /** Finish a sub-message: patch its length, moving the body when the length needs >1 byte. */
    join(mark: number): void;
}
/** Map keys in Go's `sort.Strings` order (UTF-8 byte order). */
export declare function sortedKeysGo(obj: object): string[];
export {};
