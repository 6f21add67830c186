import { type JsonObject } from './envelope.js';
/** Default cap on one frame, matching client-go's streaming decoder buffer limit (16 MiB). */
export declare const DEFAULT_MAX_WATCH_FRAME_BYTES: number;
/** A decoded watch event: the event type and the object as the JSON API would show it. */
export interface ProtobufWatchEvent {
    readonly type: string;
    readonly object: JsonObject;
}
/** The WatchEvent message body (no length, no prefix) around an already-encoded object. */
export declare function encodeWatchEvent(type: string, objectBytes: Uint8Array): Uint8Array;
/**
 * One complete frame: 4-byte big-endian length + WatchEvent{type, object.raw = objectBytes}.
 * `objectBytes` must be the prefixed envelope from `encodeProtobuf`.
 */
export declare function encodeWatchFrame(type: string, objectBytes: Uint8Array): Uint8Array;
/** Decode one frame body (without its length). Throws `CodecError` on any malformed input. */
export declare function decodeWatchEvent(body: Uint8Array): ProtobufWatchEvent;
export interface ProtobufWatchFramesOptions {
    /** Largest accepted frame body; a longer one fails the stream. Default 16 MiB. */
    readonly maxFrameBytes?: number;
}
/**
 * Split a byte stream (arbitrary chunk boundaries) into frames and decode each event, in
 * order. Ends normally when the input ends on a frame boundary; a stream that ends inside a
 * frame throws `CodecError('unexpected EOF')`, and a malformed frame throws its decode error:
 * a frame is never skipped.
 */
export declare function protobufWatchFrames(chunks: AsyncIterable<Uint8Array>, options?: ProtobufWatchFramesOptions): AsyncGenerator<ProtobufWatchEvent, void, undefined>;
