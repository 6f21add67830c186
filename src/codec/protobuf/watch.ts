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

/** Decode one frame body (without its length). Throws `CodecError` on any malformed input. */
export function decodeWatchEvent(body: Uint8Array): ProtobufWatchEvent {
  let type = '';
  let rawStart = 0;
  let rawEnd = 0;
  const r = new ProtoReader(body);
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
  const maxFrameBytes = options.maxFrameBytes ?? DEFAULT_MAX_WATCH_FRAME_BYTES;
  // Pending bytes are kept as a chunk list and joined only once a whole frame is available,
  // so a large frame arriving in many small chunks is copied once, not once per chunk.
  let parts: Buffer[] = [];
  let buffered = 0;
  let needed = 4; // bytes required before the next step (header, then header + body)
  for await (const chunk of chunks) {
    if (chunk.length === 0) continue;
    parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    buffered += chunk.length;
    if (buffered < needed) continue;
    let buf = parts.length === 1 ? parts[0]! : Buffer.concat(parts, buffered);
    let offset = 0;
    for (;;) {
      if (buf.length - offset < 4) {
        needed = 4;
        break;
      }
      const length = buf.readUInt32BE(offset);
      if (length > maxFrameBytes) {
        throw protoError(`watch frame of ${length} bytes exceeds the maximum of ${maxFrameBytes} bytes`);
      }
      if (buf.length - offset - 4 < length) {
        needed = 4 + length;
        break;
      }
      const body = buf.subarray(offset + 4, offset + 4 + length);
      offset += 4 + length;
      yield decodeWatchEvent(body);
    }
    buf = buf.subarray(offset);
    parts = buf.length > 0 ? [buf] : [];
    buffered = buf.length;
  }
  if (buffered > 0) throw protoError('unexpected EOF');
}
