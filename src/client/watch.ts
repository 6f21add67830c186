/**
 * Watch streams over HTTP: `GET <collection>?watch=true`, one JSON event per line.
 * Yields typed events in server order; a malformed line throws DecodeError (never
 * skipped); the iterator finishes normally when the server ends the stream or the
 * caller's signal aborts. Optional auto-resume re-watches from the last resourceVersion
 * seen (bookmarks included) after the stream ends or breaks.
 */
import { decodeJsonText } from '../codec/json.js';
import { systemClock, type Clock } from '../meta/clock.js';
import type { KubeObject } from '../meta/types.js';
import { DecodeError, TransportError, type RestClient } from './rest-client.js';
import { isProtobufType, mediaTypeOf } from './wire.js';
import { protobufWatchFrames } from '../codec/protobuf/index.js';
import { cborWatchEvents } from '../codec/cbor.js';
import { CodecError } from '../codec/codec.js';
import type { WatchEvent, WatchRequestOptions } from './watch-event.js';

const EVENT_TYPES = new Set(['ADDED', 'MODIFIED', 'DELETED', 'BOOKMARK', 'ERROR']);

export interface WatchOptions extends WatchRequestOptions {
  /**
   * Re-watch from the last seen resourceVersion when the stream ends or breaks, until the
   * signal aborts. An ERROR event (e.g. 410: history gone) is yielded and ends the watch:
   * the caller must re-list. Default false.
   */
  readonly resume?: boolean;
  /** Clock for the resume backoff (tests inject one). */
  readonly clock?: Clock;
}

function isAbort(err: unknown, signal?: AbortSignal): boolean {
  return (signal?.aborted ?? false) || (err as { name?: string } | undefined)?.name === 'AbortError';
}

/** Parse one watch line into an event; throws DecodeError on anything malformed. */
export function parseWatchLine<T extends KubeObject>(line: string): WatchEvent<T> {
  let parsed: unknown;
  try {
    parsed = decodeJsonText(line); // the codec's JSON limits (nesting) apply to server output
  } catch (err) {
    throw new DecodeError(`malformed watch event: ${(err as Error).message}: ${line.slice(0, 100)}`, { cause: err });
  }
  const e = parsed as { type?: unknown; object?: unknown };
  if (typeof e !== 'object' || e === null || typeof e.type !== 'string' || !EVENT_TYPES.has(e.type) || typeof e.object !== 'object' || e.object === null) {
    throw new DecodeError(`malformed watch event: ${line.slice(0, 100)}`);
  }
  return parsed as WatchEvent<T>;
}

/** One watch request; the events of one HTTP stream. */
async function* watchOnce<T extends KubeObject>(rest: RestClient, path: string, opts: WatchRequestOptions): AsyncGenerator<WatchEvent<T>> {
  let stream;
  try {
    stream = await rest.stream({
      method: 'GET',
      path,
      query: {
        watch: 'true',
        resourceVersion: opts.resourceVersion,
        resourceVersionMatch: opts.resourceVersionMatch,
        allowWatchBookmarks: opts.allowWatchBookmarks ? 'true' : undefined,
        sendInitialEvents: opts.sendInitialEvents === undefined ? undefined : String(opts.sendInitialEvents),
        timeoutSeconds: opts.timeoutSeconds,
        labelSelector: opts.labelSelector || undefined,
        fieldSelector: opts.fieldSelector || undefined,
      },
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
  } catch (err) {
    if (isAbort(err, opts.signal)) return;
    throw err;
  }
  const type = mediaTypeOf(stream.contentType);
  if (isProtobufType(type) || type === 'application/cbor-seq') {
    // Binary framings decode to the same plain events as JSON lines.
    const frames = isProtobufType(type) ? protobufWatchFrames(stream.body) : cborWatchEvents(stream.body);
    try {
      for await (const e of frames) {
        if (!EVENT_TYPES.has(e.type)) throw new DecodeError(`malformed watch event: unknown type ${JSON.stringify(e.type)}`);
        yield e as unknown as WatchEvent<T>;
      }
    } catch (err) {
      if (isAbort(err, opts.signal)) return;
      if (err instanceof DecodeError) throw err;
      if (err instanceof CodecError) throw new DecodeError(`malformed watch event: ${err.message}`, { cause: err });
      throw new TransportError(`watch ${path}: ${(err as Error).message}`, { cause: err });
    }
    return;
  }
  // Lines are found in the bytes (a newline byte never occurs inside a UTF-8 sequence) and
  // each is decoded once; only an incomplete last line is carried into the next chunk.
  let tail: Buffer | undefined;
  try {
    for await (const received of stream.body) {
      const bytes = Buffer.isBuffer(received) ? received : Buffer.from(received.buffer, received.byteOffset, received.byteLength);
      const chunk = tail ? Buffer.concat([tail, bytes]) : bytes;
      let start = 0;
      let nl: number;
      while ((nl = chunk.indexOf(10, start)) >= 0) {
        if (nl > start) yield parseWatchLine<T>(chunk.toString('utf8', start, nl));
        start = nl + 1;
      }
      tail = start < chunk.length ? chunk.subarray(start) : undefined;
    }
  } catch (err) {
    if (isAbort(err, opts.signal)) return;
    if (err instanceof DecodeError) throw err;
    throw new TransportError(`watch ${path}: ${(err as Error).message}`, { cause: err });
  }
  if (tail && tail.toString('utf8').trim() !== '') yield parseWatchLine<T>(tail.toString('utf8'));
}

/** Watch a collection path; see {@link WatchOptions} for resume semantics. */
export function watchCollection<T extends KubeObject>(rest: RestClient, path: string, opts: WatchOptions = {}): AsyncGenerator<WatchEvent<T>> {
  // Without resume the stream is returned as is: no extra generator hop per event.
  return opts.resume ? resumingWatch<T>(rest, path, opts) : watchOnce<T>(rest, path, opts);
}

async function* resumingWatch<T extends KubeObject>(rest: RestClient, path: string, opts: WatchOptions): AsyncGenerator<WatchEvent<T>> {
  const clock = opts.clock ?? systemClock;
  let resourceVersion = opts.resourceVersion;
  let sendInitialEvents = opts.sendInitialEvents;
  let delay = 0;
  while (!opts.signal?.aborted) {
    try {
      for await (const event of watchOnce<T>(rest, path, { ...opts, ...(resourceVersion !== undefined ? { resourceVersion } : {}), ...(sendInitialEvents !== undefined ? { sendInitialEvents } : {}) })) {
        yield event;
        if (event.type === 'ERROR') return;
        const rv = event.object.metadata?.resourceVersion;
        if (rv) {
          resourceVersion = rv;
          // Once resumed from a known version, initial events must not be replayed.
          if (sendInitialEvents) sendInitialEvents = undefined;
        }
        delay = 0;
      }
    } catch (err) {
      if (!(err instanceof TransportError)) throw err;
      delay = Math.min(delay === 0 ? 500 : delay * 2, 30_000);
    }
    if (opts.signal?.aborted) return;
    if (delay > 0) await new Promise<void>((resolve) => clock.setTimer(resolve, delay));
    if (resourceVersion === undefined || resourceVersion === '0') {
      // Resuming a watch that never saw a version would replay initial state; stop instead.
      return;
    }
  }
}
