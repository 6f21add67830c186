/**
 * Protobuf watch streams (wire.md §2.6): a sequence of frames, each a 4-byte big-endian length
 * followed by a WatchEvent message `{1: type, 2: RawExtension{1: raw}}` written WITHOUT the
 * `k8s\0` prefix; `raw` is the full prefixed object (what `encodeProtobuf` returns).
 */
import { CodecError } from '../codec.js';
import { decodeProtobufIn, type JsonObject } from './envelope.js';
import { setTransientDecode } from './shapes.js';
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
 * `dropManagedFields`: the object comes without `metadata.managedFields` (see
 * DecodeProtobufOptions.dropManagedFields).
 */
export function decodeWatchEvent(body: Uint8Array, readOnly = false, dropManagedFields = false): ProtobufWatchEvent {
  let type = '';
  let rawStart = 0;
  let rawEnd = 0;
  const r = new ProtoReader(body);
  if (readOnly) r.readOnly = true;
  if (dropManagedFields) r.dropManagedFields = true;
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
  // The object is read in place, with the same reader (no copy, no sub-view), through the
  // decoders' transient allocation sites (an event's object is dropped at the object's next
  // update, unlike a list's items; see setTransientDecode).
  const wasTransient = setTransientDecode(true);
  try {
    return { type, object: decodeProtobufIn(r, rawStart, rawEnd).object };
  } finally {
    setTransientDecode(wasTransient);
  }
}

export interface ProtobufWatchFramesOptions {
  /** Largest accepted frame body; a longer one fails the stream. Default 16 MiB. */
  readonly maxFrameBytes?: number;
  /**
   * The caller never changes the decoded objects (an informer's cache): FieldsV1 sets are
   * shared, deeply frozen, between events (see DecodeProtobufOptions.readOnly). Default false.
   */
  readonly readOnly?: boolean;
  /** Objects come without `metadata.managedFields` (see DecodeProtobufOptions.dropManagedFields). Default false. */
  readonly dropManagedFields?: boolean;
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
  const decoder = new ProtobufWatchDecoder(options);
  for await (const chunk of chunks) {
    const batch = decoder.push(chunk);
    if (batch.length > 0) yield batch;
    decoder.rethrow();
  }
  decoder.end();
}

/**
 * The synchronous core of {@link protobufWatchBatches}: fed the received chunks in order
 * (`push`), it returns the events each completes. Kept out of the generator, and split into
 * small methods, for the JIT's sake: the generator stays a thin loop, and the frame loop
 * (`decodeWhole`) is compiled on its own, without the path of a frame spanning chunks (which
 * first runs only at the second chunk and would otherwise deoptimize the compiled loop and
 * have the whole inlined decoder recompiled; measured in docs/performance.md, round s21).
 *
 * Contract: `push` never throws; a malformed or oversized frame ends the decoding, `push`
 * returns the events before it, and `rethrow()` (called after the batch is delivered) throws
 * that CodecError; every later `push` returns nothing. `end()` throws
 * `CodecError('unexpected EOF')` when the input stopped inside a frame.
 */
export class ProtobufWatchDecoder {
  private readonly maxFrameBytes: number;
  private readonly readOnly: boolean;
  private readonly dropManagedFields: boolean;
  // The bytes of one unfinished frame (header included), kept as views of the chunks they
  // came in and joined once the frame is complete: a frame spanning chunks is copied once, and
  // the frames wholly inside a chunk are decoded in place (no copy of the chunk).
  private parts: Buffer[] = [];
  private buffered = 0;
  /** 4 + body length of the unfinished frame once its header is known, else -1. */
  private frameEnd = -1;
  private failure: { readonly error: unknown } | undefined;
  private failed = false;

  constructor(options: ProtobufWatchFramesOptions = {}) {
    this.maxFrameBytes = options.maxFrameBytes ?? DEFAULT_MAX_WATCH_FRAME_BYTES;
    this.readOnly = options.readOnly === true;
    this.dropManagedFields = options.dropManagedFields === true;
  }

  /** The events whose frames `chunk` completes (possibly none); see the class contract. */
  push(chunk: Uint8Array): ProtobufWatchEvent[] {
    const batch: ProtobufWatchEvent[] = [];
    if (this.failed || chunk.length === 0) return batch;
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    try {
      const offset = this.buffered > 0 ? this.completePending(buf, batch) : 0;
      if (offset >= 0) this.decodeWhole(buf, offset, batch);
    } catch (err) {
      // Only CodecErrors come from the code above (decodeWatchEvent, frameLength).
      this.failure = { error: err };
      this.failed = true;
      this.parts = [];
      this.buffered = 0;
    }
    return batch;
  }

  /** Throws the error that ended the decoding, once (after its batch was delivered). */
  rethrow(): void {
    const failure = this.failure;
    if (failure === undefined) return;
    this.failure = undefined;
    throw failure.error;
  }

  /** The input ended: throws when it ended inside a frame. */
  end(): void {
    this.rethrow();
    if (this.buffered > 0) throw protoError('unexpected EOF');
  }

  private frameLength(header: Buffer, at: number): number {
    const length = header.readUInt32BE(at);
    if (length > this.maxFrameBytes) throw protoError(`watch frame of ${length} bytes exceeds the maximum of ${this.maxFrameBytes} bytes`);
    return 4 + length;
  }

  /**
   * Continues the unfinished frame with the start of `buf`; returns the offset in `buf` after
   * it, or -1 when `buf` ended before the frame did (all of it is kept).
   */
  private completePending(buf: Buffer, batch: ProtobufWatchEvent[]): number {
    let offset = 0;
    if (this.frameEnd < 0) {
      // The header itself was split: complete it from this chunk.
      const take = Math.min(4 - this.buffered, buf.length);
      this.parts.push(buf.subarray(0, take));
      this.buffered += take;
      offset = take;
      if (this.buffered < 4) return -1;
      const header = Buffer.concat(this.parts, 4);
      this.parts = [header];
      this.frameEnd = this.frameLength(header, 0);
    }
    const missing = this.frameEnd - this.buffered;
    if (buf.length - offset < missing) {
      this.parts.push(buf.subarray(offset));
      this.buffered += buf.length - offset;
      return -1;
    }
    this.parts.push(buf.subarray(offset, offset + missing));
    const frame = Buffer.concat(this.parts, this.frameEnd);
    offset += missing;
    this.parts = [];
    this.buffered = 0;
    this.frameEnd = -1;
    batch.push(decodeWatchEvent(frame.subarray(4), this.readOnly, this.dropManagedFields));
    return offset;
  }

  /** Decodes the frames wholly inside `buf` from `offset`; keeps the unfinished rest. */
  private decodeWhole(buf: Buffer, offset: number, batch: ProtobufWatchEvent[]): void {
    const readOnly = this.readOnly;
    const dropManagedFields = this.dropManagedFields;
    while (offset < buf.length) {
      if (buf.length - offset < 4) {
        this.keep(buf, offset, -1);
        return;
      }
      const end = offset + this.frameLength(buf, offset);
      if (end > buf.length) {
        this.keep(buf, offset, end - offset);
        return;
      }
      batch.push(decodeWatchEvent(buf.subarray(offset + 4, end), readOnly, dropManagedFields));
      offset = end;
    }
  }

  private keep(buf: Buffer, offset: number, frameEnd: number): void {
    this.parts = [buf.subarray(offset)];
    this.buffered = buf.length - offset;
    this.frameEnd = frameEnd;
  }
}
