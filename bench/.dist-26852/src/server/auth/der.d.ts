/**
 * Minimal ASN.1 DER (X.690) encoding and decoding: just what X.509 certificates need.
 * Encoders return complete TLVs (tag, length, value) as Uint8Array; the reader walks TLVs
 * without interpreting more than asked.
 */
export declare const TAG: {
    readonly BOOLEAN: 1;
    readonly INTEGER: 2;
    readonly BIT_STRING: 3;
    readonly OCTET_STRING: 4;
    readonly NULL: 5;
    readonly OID: 6;
    readonly UTF8_STRING: 12;
    readonly PRINTABLE_STRING: 19;
    readonly T61_STRING: 20;
    readonly IA5_STRING: 22;
    readonly UTC_TIME: 23;
    readonly GENERALIZED_TIME: 24;
    readonly BMP_STRING: 30;
    readonly SEQUENCE: 48;
    readonly SET: 49;
};
/** Malformed DER input. `code` is stable. */
export declare class DerError extends Error {
    readonly code: "ERR_DER";
    constructor(message: string);
}
/** A TLV with the given tag byte and content. */
export declare function tlv(tag: number, content: Uint8Array): Uint8Array;
export declare function sequence(...items: Uint8Array[]): Uint8Array;
/** SET OF: DER requires the elements sorted by their encodings. */
export declare function setOf(...items: Uint8Array[]): Uint8Array;
/** `[n] EXPLICIT`: a constructed context-specific wrapper. */
export declare function explicit(n: number, inner: Uint8Array): Uint8Array;
/** `[n] IMPLICIT` of a primitive type: the content with a context-specific primitive tag. */
export declare function implicitPrimitive(n: number, content: Uint8Array): Uint8Array;
export declare function boolean(v: boolean): Uint8Array;
export declare function nullValue(): Uint8Array;
/** INTEGER from a non-negative integer or big-endian unsigned magnitude, minimally encoded. */
export declare function integer(v: number | bigint | Uint8Array): Uint8Array;
/** OBJECT IDENTIFIER from dotted text (`2.5.4.3`). */
export declare function oid(dotted: string): Uint8Array;
export declare function octetString(content: Uint8Array): Uint8Array;
/** BIT STRING of whole bytes (no unused bits), as used for keys and signatures. */
export declare function bitString(content: Uint8Array, unusedBits?: number): Uint8Array;
/**
 * BIT STRING of named bits (bit 0 is the most significant bit of the first byte), with trailing
 * zero bits removed as DER requires for named-bit lists (KeyUsage).
 */
export declare function namedBits(bits: readonly number[]): Uint8Array;
export declare function utf8String(s: string): Uint8Array;
/** PrintableString; throws for characters outside its set. */
export declare function printableString(s: string): Uint8Array;
export declare function ia5String(s: string): Uint8Array;
/**
 * X.509 Time: UTCTime for years 1950-2049, GeneralizedTime otherwise (RFC 5280 4.1.2.5),
 * whole seconds in UTC.
 */
export declare function time(ms: number): Uint8Array;
/** One decoded TLV. `bytes` is the whole encoding (header included), `value` the content. */
export interface Tlv {
    readonly tag: number;
    readonly value: Uint8Array;
    readonly bytes: Uint8Array;
}
/** Read one TLV at `offset`. @throws DerError when truncated or not DER (indefinite length). */
export declare function readTlv(buf: Uint8Array, offset?: number): Tlv & {
    readonly end: number;
};
/** The TLVs inside a constructed value (SEQUENCE, SET, explicit tag). */
export declare function children(value: Uint8Array): Tlv[];
export declare function decodeOid(value: Uint8Array): string;
/** Text of a directory string (UTF8, Printable, IA5, T61 as Latin-1, BMP). */
export declare function decodeString(t: Tlv): string;
/** Milliseconds since the epoch from a UTCTime or GeneralizedTime (whole seconds, `Z`). */
export declare function decodeTime(t: Tlv): number;
