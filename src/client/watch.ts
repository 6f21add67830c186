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

/**
 * One watch request; the events of one HTTP stream, in the wire's batches. A plain iterator,
 * not an async generator: a batch costs one promise reaction on top of the wire's `next()`
 * (docs/performance.md, informer watch capacity, round 2).
 */
function watchOnce<T extends KubeObject>(rest: BaseRestClient, path: string, opts: WatchOnceOptions): OnceBatches<T> {
  return new OnceBatches<T>(rest, path, opts);
}

class OnceBatches<T extends KubeObject> implements AsyncIterableIterator<readonly WatchEvent<T>[]> {
  // A watch that asked to end after timeoutSeconds and outlives it by the grace is cut: a
  // server that never finishes the stream cannot hold the caller forever.
  private readonly controller = new AbortController();
  private readonly forward = (): void => this.controller.abort(this.opts.signal?.reason);
  private expired = false;
  private cancelDeadline: () => void = () => {};
  /** The wire's batches once the response arrived. */
  private source: AsyncIterator<readonly { readonly type: string }[]> | undefined;
  private started = false;
  private finished = false;
  /** An error to throw at the next call (after the batch of the events before it). */
  private pendingError: Error | undefined;
  private readonly mapBatch = (r: IteratorResult<readonly { readonly type: string }[]>): IteratorResult<readonly WatchEvent<T>[]> => this.map(r);
  private readonly mapError = (err: unknown): IteratorResult<readonly WatchEvent<T>[]> => this.end(this.failure(err));

  constructor(
    private readonly rest: BaseRestClient,
    private readonly path: string,
    private readonly opts: WatchOnceOptions,
  ) {}

  [Symbol.asyncIterator](): this {
    return this;
  }

  next(): Promise<IteratorResult<readonly WatchEvent<T>[]>> {
    if (this.pendingError !== undefined) {
      const err = this.pendingError;
      this.pendingError = undefined;
      return Promise.reject(err);
    }
    if (this.finished) return Promise.resolve({ value: undefined, done: true });
    if (this.source === undefined) return this.start();
    return this.source.next().then(this.mapBatch, this.mapError);
  }

  async return(): Promise<IteratorResult<readonly WatchEvent<T>[]>> {
    const source = this.source;
    this.pendingError = undefined;
    if (!this.finished) {
      this.cleanup();
      // Not started yet: nothing to release; a request in flight is aborted.
      this.controller.abort();
    }
    this.finished = true;
    if (source !== undefined && typeof source.return === 'function') await source.return(undefined);
    return { value: undefined, done: true };
  }

  private async start(): Promise<IteratorResult<readonly WatchEvent<T>[]>> {
    if (this.started) throw new Error('watch: next() called again before the previous call settled');
    this.started = true;
    const { opts, rest, path } = this;
    opts.signal?.addEventListener('abort', this.forward, { once: true });
    if (opts.signal?.aborted) this.forward();
    const timeoutSeconds = opts.timeoutSeconds;
    if (typeof timeoutSeconds === 'number' && timeoutSeconds > 0) {
      this.cancelDeadline = (opts.clock ?? rest.clock ?? systemClock).setTimer(() => {
        this.expired = true;
        this.controller.abort();
      }, timeoutSeconds * 1000 + WATCH_DEADLINE_GRACE_MS);
    }
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
        signal: this.controller.signal,
        ...(opts.wireFormat !== undefined ? { wireFormat: opts.wireFormat } : {}),
      });
    } catch (err) {
      return this.end(this.failure(err));
    }
    if (this.finished) {
      // return() was called while the request was in flight: release the body.
      const body = stream.body as { destroy?: () => void } | undefined;
      body?.destroy?.();
      return { value: undefined, done: true };
    }
    try {
      // The client's wire frames the stream by its Content-Type (JSON lines, protobuf, CBOR).
      const decode = { shareFieldsV1: opts.shareFieldsV1 === true, readOnly: opts.readOnly === true, dropManagedFields: opts.dropManagedFields === true };
      this.source = rest.wire.watchEventBatches(stream.contentType, stream.body, MAX_WATCH_EVENT_BYTES, decode)[Symbol.asyncIterator]();
    } catch (err) {
      return this.end(this.failure(err));
    }
    return this.source.next().then(this.mapBatch, this.mapError);
  }

  /** A batch of the wire, checked (batches are passed on as they are: a wire's marks stay). */
  private map(r: IteratorResult<readonly { readonly type: string }[]>): IteratorResult<readonly WatchEvent<T>[]> {
    if (r.done) {
      // A stream cut by the deadline may also just end (the body was destroyed quietly).
      return this.end(this.expired ? this.failure(undefined) : undefined);
    }
    const batch = r.value;
    for (let i = 0; i < batch.length; i++) {
      const type = batch[i]!.type;
      if (!isWatchEventType(type)) {
        const err = new DecodeError(`malformed watch event: unknown type ${JSON.stringify(type)}`);
        if (i === 0) return this.end(err);
        // The events before it are delivered first, as if they had come one at a time.
        this.release();
        this.pendingError = err;
        return { value: batch.slice(0, i) as unknown as WatchEvent<T>[], done: false };
      }
    }
    return { value: batch as unknown as readonly WatchEvent<T>[], done: false };
  }

  /** Ends the watch: done, or throws `err`. */
  private end(err: Error | undefined): IteratorResult<readonly WatchEvent<T>[]> {
    this.release();
    if (err !== undefined) throw err;
    return { value: undefined, done: true };
  }

  /** Finished: the deadline and the signal listener go, the stream is closed. */
  private release(): void {
    if (this.finished) return;
    this.finished = true;
    this.cleanup();
    const source = this.source;
    if (source !== undefined && typeof source.return === 'function') {
      try {
        Promise.resolve(source.return(undefined)).catch(() => {});
      } catch {
        // ignore
      }
    }
  }

  private cleanup(): void {
    this.cancelDeadline();
    this.cancelDeadline = () => {};
    this.opts.signal?.removeEventListener('abort', this.forward);
  }

  private failure(err: unknown): Error | undefined {
    const { path, opts } = this;
    if (this.expired) return new TransportError(`watch ${path}: the server did not end the watch within timeoutSeconds=${opts.timeoutSeconds} (+${WATCH_DEADLINE_GRACE_MS} ms)`, { cause: err });
    if (isAbort(err, opts.signal)) return undefined;
    if (err instanceof DecodeError || err instanceof ApiError || err instanceof TransportError) return err;
    if (err instanceof CodecError) return new DecodeError(`malformed watch event: ${err.message}`, { cause: err });
    return new TransportError(`watch ${path}: ${(err as Error)?.message ?? String(err)}`, { cause: err });
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

  constructor(private readonly batches: AsyncIterator<readonly WatchEvent<T>[]> & { return(value?: unknown): Promise<IteratorResult<readonly WatchEvent<T>[]>> }) {}

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
