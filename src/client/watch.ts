/**
 * Watch streams over HTTP: `GET <collection>?watch=true`, one JSON event per line (or
 * protobuf frames, CBOR sequences). Yields typed events in server order; a malformed event
 * throws DecodeError (never skipped), as does an event larger than MAX_WATCH_EVENT_BYTES
 * (also a declared protobuf frame length); a broken stream or one the server keeps open past
 * timeoutSeconds (+ WATCH_DEADLINE_GRACE_MS) throws TransportError; the server's refusal is an
 * ApiError. Nothing else is ever thrown. The iterator finishes normally when the server ends
 * the stream or the caller's signal aborts. Optional auto-resume re-watches from the last
 * resourceVersion seen (bookmarks included) after the stream ends or breaks.
 */
import { systemClock, type Clock } from '../meta/clock.js';
import type { KubeObject } from '../meta/types.js';
import { ApiError } from '../meta/status.js';
import { MAX_WATCH_EVENT_BYTES, WATCH_DEADLINE_GRACE_MS } from './limits.js';
import { DecodeError, type BaseRestClient } from './rest-client-base.js';
import { TransportError } from './transport-error.js';
import { isWatchEventType } from './json-watch-lines.js';
import { CodecError } from '../codec/codec.js';
import { WATCH_BATCHES, type BatchedWatch, type WatchEvent, type WatchRequestOptions } from './watch-event.js';

export { parseWatchLine } from './json-watch-lines.js';

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

/** Options of one watch request beyond the wire parameters. */
interface WatchOnceOptions extends WatchRequestOptions {
  readonly clock?: Clock;
}

/** One watch request; the events of one HTTP stream, in the wire's batches. */
async function* watchOnce<T extends KubeObject>(rest: BaseRestClient, path: string, opts: WatchOnceOptions): AsyncGenerator<readonly WatchEvent<T>[]> {
  // A watch that asked to end after timeoutSeconds and outlives it by the grace is cut: a
  // server that never finishes the stream cannot hold the caller forever.
  const controller = new AbortController();
  const forward = () => controller.abort(opts.signal?.reason);
  opts.signal?.addEventListener('abort', forward, { once: true });
  if (opts.signal?.aborted) forward();
  let expired = false;
  const timeoutSeconds = opts.timeoutSeconds;
  const cancelDeadline =
    typeof timeoutSeconds === 'number' && timeoutSeconds > 0
      ? (opts.clock ?? rest.clock ?? systemClock).setTimer(() => {
          expired = true;
          controller.abort();
        }, timeoutSeconds * 1000 + WATCH_DEADLINE_GRACE_MS)
      : () => {};
  const failure = (err: unknown): Error | undefined => {
    if (expired) return new TransportError(`watch ${path}: the server did not end the watch within timeoutSeconds=${timeoutSeconds} (+${WATCH_DEADLINE_GRACE_MS} ms)`, { cause: err });
    if (isAbort(err, opts.signal)) return undefined;
    if (err instanceof DecodeError || err instanceof ApiError || err instanceof TransportError) return err;
    if (err instanceof CodecError) return new DecodeError(`malformed watch event: ${err.message}`, { cause: err });
    return new TransportError(`watch ${path}: ${(err as Error)?.message ?? String(err)}`, { cause: err });
  };
  try {
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
        signal: controller.signal,
        ...(opts.wireFormat !== undefined ? { wireFormat: opts.wireFormat } : {}),
      });
    } catch (err) {
      const e = failure(err);
      if (e) throw e;
      return;
    }
    try {
      // The client's wire frames the stream by its Content-Type (JSON lines, protobuf, CBOR).
      const decode = { shareFieldsV1: opts.shareFieldsV1 === true, readOnly: opts.readOnly === true };
      // Batches are passed on as they are (not copied): a wire's marks on them (STRINGS_SHARED) stay.
      for await (const batch of rest.wire.watchEventBatches(stream.contentType, stream.body, MAX_WATCH_EVENT_BYTES, decode)) {
        for (let i = 0; i < batch.length; i++) {
          const type = batch[i]!.type;
          if (!isWatchEventType(type)) {
            // The events before it are delivered first, as if they had come one at a time.
            if (i > 0) yield batch.slice(0, i) as unknown as WatchEvent<T>[];
            throw new DecodeError(`malformed watch event: unknown type ${JSON.stringify(type)}`);
          }
        }
        yield batch as unknown as readonly WatchEvent<T>[];
      }
    } catch (err) {
      const e = failure(err);
      if (e) throw e;
      return;
    }
    // A stream cut by the deadline may also just end (the body was destroyed quietly).
    if (expired) throw failure(undefined)!;
  } finally {
    cancelDeadline();
    opts.signal?.removeEventListener('abort', forward);
  }
}

/** Watch a collection path; see {@link WatchOptions} for resume semantics. */
export function watchCollection<T extends KubeObject>(rest: BaseRestClient, path: string, opts: WatchOptions = {}): WatchStream<T> {
  return new WatchStream<T>(opts.resume ? resumingWatch<T>(rest, path, opts) : watchOnce<T>(rest, path, opts));
}

/**
 * The events of a watch, one at a time (`for await`), or in the wire's batches through
 * {@link WATCH_BATCHES} (what the reflector reads). An event out of a batch at hand costs a
 * resolved promise, not a generator step. Read it one way only, once.
 */
export class WatchStream<T extends KubeObject> implements AsyncIterableIterator<WatchEvent<T>>, BatchedWatch<WatchEvent<T>> {
  private batch: readonly WatchEvent<T>[] = [];
  private at = 0;
  /** The pending pull of the next batch: a next() called before it settles waits for it. */
  private pulling: Promise<IteratorResult<WatchEvent<T>>> | undefined;

  constructor(private readonly batches: AsyncGenerator<readonly WatchEvent<T>[]>) {}

  next(): Promise<IteratorResult<WatchEvent<T>>> {
    if (this.pulling) return this.pulling.then(() => this.next());
    if (this.at < this.batch.length) return Promise.resolve({ value: this.batch[this.at++]!, done: false });
    const pull = this.pull();
    this.pulling = pull;
    const clear = (): void => {
      if (this.pulling === pull) this.pulling = undefined;
    };
    pull.then(clear, clear);
    return pull;
  }

  private async pull(): Promise<IteratorResult<WatchEvent<T>>> {
    for (;;) {
      const r = await this.batches.next();
      if (r.done) return { value: undefined, done: true };
      this.batch = r.value;
      this.at = 0;
      if (this.batch.length > 0) return { value: this.batch[this.at++]!, done: false };
    }
  }

  /** Ends the watch (the request is aborted and its connection released). */
  async return(): Promise<IteratorResult<WatchEvent<T>>> {
    this.batch = [];
    this.at = 0;
    await this.batches.return(undefined);
    return { value: undefined, done: true };
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  [WATCH_BATCHES](): AsyncIterator<readonly WatchEvent<T>[]> {
    return this.batches;
  }
}

async function* resumingWatch<T extends KubeObject>(rest: BaseRestClient, path: string, opts: WatchOptions): AsyncGenerator<readonly WatchEvent<T>[]> {
  const clock = opts.clock ?? systemClock;
  let resourceVersion = opts.resourceVersion;
  let sendInitialEvents = opts.sendInitialEvents;
  let delay = 0;
  while (!opts.signal?.aborted) {
    try {
      for await (const batch of watchOnce<T>(rest, path, { ...opts, ...(resourceVersion !== undefined ? { resourceVersion } : {}), ...(sendInitialEvents !== undefined ? { sendInitialEvents } : {}) })) {
        const error = batch.findIndex((e) => e.type === 'ERROR');
        if (error >= 0) {
          // Yielded (with the events before it), then the watch ends: the caller must re-list.
          yield batch.slice(0, error + 1);
          return;
        }
        yield batch;
        for (let i = batch.length - 1; i >= 0; i--) {
          const rv = batch[i]!.object.metadata?.resourceVersion;
          if (!rv) continue;
          resourceVersion = rv;
          // Once resumed from a known version, initial events must not be replayed.
          if (sendInitialEvents) sendInitialEvents = undefined;
          break;
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
