/**
 * The protobuf envelope (wire.md §3.1): `6b 38 73 00` ("k8s\0") followed by a runtime.Unknown
 * `{1: typeMeta{1: apiVersion, 2: kind}, 2: raw, 3: contentEncoding, 4: contentType}` whose
 * `raw` is the object's message. contentEncoding and contentType are always written, empty
 * (`1a 00 22 00`), as upstream's gogo marshaler does.
 *
 * The message is chosen by kind alone (the group/version is carried through unchanged), so the
 * same codec reads `node.cluster.io/v1` and upstream's `node.k8s.io/v1`.
 */
import { type Codec } from '../codec.js';
import { type JsonObject } from './messages.js';
import { PROTOBUF_MEDIA_TYPE } from './wire.js';
export { PROTOBUF_MEDIA_TYPE };
export type { JsonObject };
/** "k8s\0": the magic prefix; the 4th byte 0x00 selects the runtime.Unknown envelope. */
export declare const PROTOBUF_PREFIX: Uint8Array;
/** Group/version and kind of an encoded object. */
export interface ProtobufTypeMeta {
    readonly apiVersion: string;
    readonly kind: string;
}
/** A decoded envelope: the type from `Unknown.typeMeta` and the object, which starts with `kind` and `apiVersion` like its JSON form. */
export interface DecodedProtobuf extends ProtobufTypeMeta {
    readonly object: JsonObject;
}
export interface DecodeProtobufOptions {
    /** Filled in when the envelope leaves apiVersion or kind empty (upstream's decode defaults, e.g. from the request URL). */
    readonly defaults?: Partial<ProtobufTypeMeta>;
}
/** Kinds this codec can encode and decode. */
export declare const PROTOBUF_KINDS: readonly string[];
/** Whether a kind has a protobuf message here (Table, for one, has none upstream either). */
export declare function supportsProtobufKind(kind: string): boolean;
/**
 * Encode one object (or list) as prefix + Unknown. The type defaults to the object's own
 * `apiVersion`/`kind`. The bytes are byte-for-byte what upstream's protobuf serializer writes
 * for the same Go object. Throws `CodecError` for kinds without a message, non-object input,
 * or field values of the wrong type.
 */
export declare function encodeProtobuf(obj: unknown, typeMeta?: Partial<ProtobufTypeMeta>): Uint8Array;
/**
 * Decode prefix + Unknown into the object the JSON API would produce for it (see
 * messages.ts for the omission rules). Errors (`CodecError`, never anything else, never a
 * partial object) use upstream's texts: `empty data`, `provided data does not appear to be a
 * protobuf message, expected prefix [107 56 115 0]`, `empty body`, `unexpected EOF`, ...
 */
export declare function decodeProtobuf(bytes: Uint8Array, options?: DecodeProtobufOptions): DecodedProtobuf;
/**
 * The protobuf Codec: `encode` takes the type from the object's own kind/apiVersion; `decode`
 * returns the object (with kind and apiVersion).
 */
export declare const protobufCodec: Codec;
