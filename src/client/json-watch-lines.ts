/**
 * JSON watch framing (one event per line), over any byte representation: Node's Buffer in
 * `nodeWire` (its fast UTF-8 slices), plain Uint8Array with TextDecoder in `webWire`.
 * No Node built-ins, `Buffer` or `process` in this module.
 */
import { decodeJsonText } from '../codec/json.js';
import type { KubeObject } from '../meta/types.js';
import { MAX_WATCH_EVENT_BYTES, OBJECT_TOO_LARGE_MESSAGE } from './limits.js';
import { DecodeError } from './rest-client-base.js';
import type { WatchEvent } from './watch-event.js';
import { FieldsV1Sharing } from './fields-v1-sharing.js';

const EVENT_TYPES = new Set(['ADDED', 'MODIFIED', 'DELETED', 'BOOKMARK', 'ERROR']);

/** Whether `type` is a watch event type. */
export function isWatchEventType(type: string): boolean {
  return EVENT_TYPES.has(type);
}

/** Parse one watch line into an event; throws DecodeError on anything malformed. */
export function parseWatchLine<T extends KubeObject>(line: string): WatchEvent<T> {
  let parsed: unknown;
  try {
    parsed = decodeJsonText(line); // the codec's JSON limits (nesting) apply to server output
  } catch (err) {
    throw new DecodeError(`malformed watch event: ${(err as Error).message}: ${line.slice(0, 100)}`, { cause: err });
  }
  if (!isWatchEventShape(parsed)) throw new DecodeError(`malformed watch event: ${line.slice(0, 100)}`);
  return parsed as WatchEvent<T>;
}

function isWatchEventShape(parsed: unknown): boolean {
  const e = parsed as { type?: unknown; object?: unknown };
  return typeof e === 'object' && e !== null && typeof e.type === 'string' && EVENT_TYPES.has(e.type) && typeof e.object === 'object' && e.object !== null;
}

/** Options of {@link jsonWatchBatches}. */
export interface JsonWatchOptions {
  /**
   * Decode `metadata.managedFields[].fieldsV1` trees seen before once and share the frozen
   * instance between events (see fields-v1-sharing.ts): for consumers that treat objects as
   * read-only (informers). Events stay deep-equal to the plain decode. Default false.
   */
  readonly shareFieldsV1?: boolean;
}

/** The event on line [start, end) of `bytes`; DecodeError when malformed. */
function parseLine<T extends KubeObject, B extends Uint8Array>(bytes: B, start: number, end: number, ops: ByteOps<B>, sharing: FieldsV1Sharing | undefined): WatchEvent<T> {
  if (sharing !== undefined) {
    const event = sharing.decode(bytes, start, end, ops);
    if (event !== undefined && isWatchEventShape(event)) return event as WatchEvent<T>;
  }
  return parseWatchLine<T>(ops.utf8(bytes, start, end));
}

/** The DecodeError for an event past {@link MAX_WATCH_EVENT_BYTES} (client-go's ErrObjectTooLarge). */
function eventTooLarge(size: number): DecodeError {
  return new DecodeError(`malformed watch event: ${OBJECT_TOO_LARGE_MESSAGE} (${size} bytes, at most ${MAX_WATCH_EVENT_BYTES})`);
}

/** Byte operations of one representation `B` (Buffer, Uint8Array). */
export interface ByteOps<B extends Uint8Array> {
  /** A chunk as received, viewed as `B` (no copy). */
  view(chunk: Uint8Array): B;
  concat(parts: readonly B[], size: number): B;
  /** UTF-8 text of bytes [start, end). */
  utf8(bytes: B, start: number, end: number): string;
  /** Native search for `needle` from `from` (-1: none); optional, a byte loop otherwise. */
  indexOfBytes?(bytes: B, needle: Uint8Array, from: number): number;
  /** Native comparison: whether `bytes` holds `pattern` at `at`; optional, a byte loop otherwise. */
  equalsAt?(bytes: B, at: number, pattern: Uint8Array): boolean;
}

/**
 * JSON watch lines from a byte stream, in batches: each batch holds the events whose line
 * ends in one received chunk, in stream order (never an empty batch), so a consumer pays one
 * asynchronous step per chunk rather than per event. Lines are found in the bytes (a
 * newline byte never occurs inside a UTF-8 sequence) and each is decoded once; an incomplete
 * line is kept as a chunk list and joined once its newline arrives, so a long line costs one
 * copy. A line (or an unfinished one) longer than the limit is a DecodeError at once: a
 * server sending bytes without a newline cannot grow the client's memory past the limit.
 * A malformed or oversized line ends the stream with a DecodeError after a batch of the
 * events before it in the same chunk: any chunking of the same bytes yields the same events
 * and the same error.
 */
export async function* jsonWatchBatches<T extends KubeObject, B extends Uint8Array>(
  body: AsyncIterable<Uint8Array>,
  maxEventBytes: number,
  ops: ByteOps<B>,
  options: JsonWatchOptions = {},
): AsyncGenerator<WatchEvent<T>[]> {
  const sharing = options.shareFieldsV1 ? new FieldsV1Sharing() : undefined;
  let parts: B[] = [];
  let pending = 0;
  for await (const received of body) {
    const bytes = ops.view(received);
    let nl = bytes.indexOf(10);
    if (nl < 0) {
      pending += bytes.length;
      if (pending > maxEventBytes) throw eventTooLarge(pending);
      parts.push(bytes);
      continue;
    }
    const batch: WatchEvent<T>[] = [];
    let failure: DecodeError | undefined;
    try {
      let start = 0;
      if (pending > 0) {
        const size = pending + nl;
        if (size > maxEventBytes) throw eventTooLarge(size);
        parts.push(bytes.subarray(0, nl) as B);
        const line = ops.concat(parts, size);
        parts = [];
        pending = 0;
        batch.push(parseLine<T, B>(line, 0, line.length, ops, sharing));
        start = nl + 1;
        nl = bytes.indexOf(10, start);
      }
      while (nl >= 0) {
        if (nl - start > maxEventBytes) throw eventTooLarge(nl - start);
        if (nl > start) batch.push(parseLine<T, B>(bytes, start, nl, ops, sharing));
        start = nl + 1;
        nl = bytes.indexOf(10, start);
      }
      if (start < bytes.length) {
        pending = bytes.length - start;
        if (pending > maxEventBytes) throw eventTooLarge(pending);
        parts = [bytes.subarray(start) as B];
      }
    } catch (err) {
      // Only DecodeErrors come from the loop above (parseWatchLine, eventTooLarge).
      failure = err as DecodeError;
    }
    if (batch.length > 0) yield batch;
    if (failure) throw failure;
  }
  if (pending > 0) {
    const tail = ops.concat(parts, pending);
    const text = ops.utf8(tail, 0, tail.length);
    if (text.trim() !== '') yield [parseWatchLine<T>(text)];
  }
}
