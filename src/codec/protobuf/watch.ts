/**
 * Protobuf watch streams (wire.md §2.6): a sequence of frames, each a 4-byte big-endian length
 * followed by a WatchEvent message `{1: type, 2: RawExtension{1: raw}}` written WITHOUT the
 * `k8s\0` prefix; `raw` is the full prefixed object (what `encodeProtobuf` returns).
 */
import { CodecError } from '../codec.js';
import { decodeProtobufIn, type JsonObject } from './envelope.js';
import { ProtoReader, ProtoWriter, protoError } from './wire.js';

/** Event types a client accepts (client-go's watch decoder rejects anything else). */
const WATCH_EVENT_TYPES: ReadonlySet<string> = new Set(['ADDED', 'MODIFIED', 'DELETED', 'BOOKMARK', 'ERROR']);

/** Default cap on one frame, matching client-go's streaming decoder buffer limit (16 MiB). */
export const DEFAULT_MAX_WATCH_FRAME_BYTES = 16 * 1024 * 1024;

/** A decoded watch event: the event type and the object as the JSON API would show it. */
export interface ProtobufWatchEvent {
  readonly type: string;
  readonly object: JsonObject;
}

/** The WatchEvent message body (no length, no prefix) around an already-encoded object. */
export function encodeWatchEvent(type: string, objectBytes: Uint8Array): Uint8Array {
  const w = new ProtoWriter();
  try {
    w.string(0x0a, type);
    const mark = w.fork(0x12);
    w.bytes(0x0a, objectBytes);
    w.join(mark);
    return w.finish();
  } catch (err) {
    w.abandon();
    throw err instanceof CodecError ? err : protoError(`cannot encode watch event: ${(err as Error).message}`, err);
  }
}

/**
 * One complete frame: 4-byte big-endian length + WatchEvent{type, object.raw = objectBytes}.
 * `objectBytes` must be the prefixed envelope from `encodeProtobuf`.
 */
export function encodeWatchFrame(type: string, objectBytes: Uint8Array): Uint8Array {
  const body = encodeWatchEvent(type, objectBytes);
  const frame = Buffer.allocUnsafe(4 + body.length);
  frame.writeUInt32BE(body.length, 0);
  frame.set(body, 4);
  return frame;
}

/**
 * Decode one frame body (without its length). Throws `CodecError` on any malformed input.
 * `readOnly`: the caller never changes the object (see DecodeProtobufOptions.readOnly).
 */
export function decodeWatchEvent(body: Uint8Array, readOnly = false): ProtobufWatchEvent {
  let type = '';
  let rawStart = 0;
  let rawEnd = 0;
  const r = new ProtoReader(body);
  if (readOnly) r.readOnly = true;
  try {
    while (r.pos < r.limit) {
      const tag = r.tag();
      if (tag === 0x0a) type = r.string();
      else if (tag === 0x12) {
        const saved = r.enter();
        while (r.pos < r.limit) {
          const t = r.tag();
          if (t === 0x0a) {
            const n = r.len();
            rawStart = r.pos;
            rawEnd = rawStart + n;
            r.pos = rawEnd;
          } else r.skip(t, 0b10);
        }
        r.leave(saved);
      } else r.skip(tag, 0b110);
    }
  } catch (err) {
    throw err instanceof CodecError ? err : protoError(`cannot decode watch event: ${(err as Error).message}`, err);
  }
  if (!WATCH_EVENT_TYPES.has(type)) throw protoError(`got invalid watch event type: ${type}`);
  // The object is read in place, with the same reader (no copy, no sub-view).
  return { type, object: decodeProtobufIn(r, rawStart, rawEnd).object };
}

export interface ProtobufWatchFramesOptions {
  /** Largest accepted frame body; a longer one fails the stream. Default 16 MiB. */
  readonly maxFrameBytes?: number;
  /**
   * The caller never changes the decoded objects (an informer's cache): FieldsV1 sets are
   * shared, deeply frozen, between events (see DecodeProtobufOptions.readOnly). Default false.
   */
  readonly readOnly?: boolean;
}

/**
 * Split a byte stream (arbitrary chunk boundaries) into frames and decode each event, in
 * order. Ends normally when the input ends on a frame boundary; a stream that ends inside a
 * frame throws `CodecError('unexpected EOF')`, and a malformed frame throws its decode error:
 * a frame is never skipped.
 */
export async function* protobufWatchFrames(
  chunks: AsyncIterable<Uint8Array>,
  options: ProtobufWatchFramesOptions = {},
): AsyncGenerator<ProtobufWatchEvent, void, undefined> {
  for await (const batch of protobufWatchBatches(chunks, options)) yield* batch;
}

/**
 * The events of {@link protobufWatchFrames} in non-empty batches: the events whose frames one
 * received chunk completes (a consumer then pays one asynchronous step per chunk, not per
 * event). A malformed or oversized frame throws after a batch of the events before it, so any
 * chunking of the same bytes yields the same events, in order, and the same error.
 */
export async function* protobufWatchBatches(
  chunks: AsyncIterable<Uint8Array>,
  options: ProtobufWatchFramesOptions = {},
): AsyncGenerator<ProtobufWatchEvent[], void, undefined> {
  const maxFrameBytes = options.maxFrameBytes ?? DEFAULT_MAX_WATCH_FRAME_BYTES;
  const readOnly = options.readOnly === true;
  // The bytes of one unfinished frame (header included), kept as views of the chunks they
  // came in and joined once the frame is complete: a frame spanning chunks is copied once, and
  // the frames wholly inside a chunk are decoded in place (no copy of the chunk).
  let parts: Buffer[] = [];
  let buffered = 0;
  let frameEnd = -1; // 4 + body length of the unfinished frame once its header is known
  const frameLength = (header: Buffer, at: number): number => {
    const length = header.readUInt32BE(at);
    if (length > maxFrameBytes) throw protoError(`watch frame of ${length} bytes exceeds the maximum of ${maxFrameBytes} bytes`);
    return 4 + length;
  };
  for await (const chunk of chunks) {
    if (chunk.length === 0) continue;
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const batch: ProtobufWatchEvent[] = [];
    let failure: unknown;
    let offset = 0;
    try {
      if (buffered > 0) {
        if (frameEnd < 0) {
          // The header itself was split: complete it from this chunk.
          const take = Math.min(4 - buffered, buf.length);
          parts.push(buf.subarray(0, take));
          buffered += take;
          offset = take;
          if (buffered < 4) continue;
          const header = Buffer.concat(parts, 4);
          parts = [header];
          frameEnd = frameLength(header, 0);
        }
        const missing = frameEnd - buffered;
        if (buf.length - offset < missing) {
          parts.push(buf.subarray(offset));
          buffered += buf.length - offset;
          continue;
        }
        parts.push(buf.subarray(offset, offset + missing));
        const frame = Buffer.concat(parts, frameEnd);
        offset += missing;
        parts = [];
        buffered = 0;
        frameEnd = -1;
        batch.push(decodeWatchEvent(frame.subarray(4), readOnly));
      }
      while (offset < buf.length) {
        if (buf.length - offset < 4) {
          parts = [buf.subarray(offset)];
          buffered = buf.length - offset;
          break;
        }
        const end = offset + frameLength(buf, offset);
        if (end > buf.length) {
          parts = [buf.subarray(offset)];
          buffered = buf.length - offset;
          frameEnd = end - offset;
          break;
        }
        batch.push(decodeWatchEvent(buf.subarray(offset + 4, end), readOnly));
        offset = end;
      }
    } catch (err) {
      // Only CodecErrors come from the code above (decodeWatchEvent, frameLength).
      failure = err;
    }
    if (batch.length > 0) yield batch;
    if (failure !== undefined) throw failure;
  }
  if (buffered > 0) throw protoError('unexpected EOF');
}
