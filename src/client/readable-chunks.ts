/**
 * The chunks of a Node Readable (an undici or node:http response body) as an async iterable,
 * as received. Node's own async iterator reads with `read()`, which joins every buffered chunk
 * into a new Buffer whenever the consumer is behind, that is on every step of a CPU-bound
 * watch; this one takes the chunks from 'data' events and hands each over as is.
 *
 * Contract: chunks in order; the iterator ends when the stream ends, and throws the stream's
 * error, or Node's premature-close error when it closes before its end (`finished`). At most
 * about `maxQueuedBytes` (plus one chunk) wait in the queue: past that the stream is paused
 * (TCP backpressure reaches the server) until the consumer catches up. `return()` (a `break`)
 * destroys the stream, as Node's iterator does, which releases the connection.
 */
import { finished, Readable } from 'node:stream';

/** Whether `body` is a Node Readable (both transports' response bodies are). */
export function isNodeReadable(body: unknown): body is Readable {
  return body instanceof Readable;
}

export function readableChunks(stream: Readable, maxQueuedBytes = 512 * 1024): AsyncIterable<Uint8Array> {
  return {
    [Symbol.asyncIterator]: () => new ChunkIterator(stream, maxQueuedBytes),
  };
}

class ChunkIterator implements AsyncIterator<Uint8Array> {
  private queue: Uint8Array[] = [];
  private head = 0;
  private queuedBytes = 0;
  private paused = false;
  private ended = false;
  private failure: { readonly error: unknown } | undefined;
  private waiter: { resolve: (r: IteratorResult<Uint8Array>) => void; reject: (err: unknown) => void } | undefined;
  private readonly stopWatching: () => void;
  private readonly onData = (chunk: Uint8Array | string): void => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    const waiter = this.waiter;
    if (waiter) {
      this.waiter = undefined;
      waiter.resolve({ value: bytes, done: false });
      return;
    }
    this.queue.push(bytes);
    this.queuedBytes += bytes.byteLength;
    if (!this.paused && this.queuedBytes > this.maxQueuedBytes) {
      this.paused = true;
      this.stream.pause();
    }
  };

  constructor(
    private readonly stream: Readable,
    private readonly maxQueuedBytes: number,
  ) {
    stream.on('data', this.onData);
    this.stopWatching = finished(stream, { writable: false }, (err) => {
      const waiter = this.waiter;
      if (!waiter) {
        // Told at the next next(), after the chunks still queued.
        if (err) this.failure = { error: err };
        else this.ended = true;
        return;
      }
      // A waiter means an empty queue: the end is now.
      this.waiter = undefined;
      this.ended = true;
      this.cleanup();
      if (err) waiter.reject(err);
      else waiter.resolve({ value: undefined, done: true });
    });
  }

  next(): Promise<IteratorResult<Uint8Array>> {
    if (this.head < this.queue.length) {
      const chunk = this.queue[this.head]!;
      this.head++;
      this.queuedBytes -= chunk.byteLength;
      if (this.head === this.queue.length) {
        this.queue = [];
        this.head = 0;
      }
      if (this.paused && this.queuedBytes <= this.maxQueuedBytes / 2) {
        this.paused = false;
        this.stream.resume();
      }
      return Promise.resolve({ value: chunk, done: false });
    }
    if (this.failure) {
      const { error } = this.failure;
      this.failure = undefined;
      this.ended = true;
      this.cleanup();
      return Promise.reject(error);
    }
    if (this.ended) {
      this.cleanup();
      return Promise.resolve({ value: undefined, done: true });
    }
    if (this.waiter) return Promise.reject(new Error('readableChunks: next() called again before the previous call settled'));
    if (this.paused) {
      this.paused = false;
      this.stream.resume();
    }
    return new Promise((resolve, reject) => {
      this.waiter = { resolve, reject };
    });
  }

  return(): Promise<IteratorResult<Uint8Array>> {
    this.ended = true;
    this.queue = [];
    this.head = 0;
    this.queuedBytes = 0;
    this.cleanup();
    this.stream.destroy();
    const waiter = this.waiter;
    this.waiter = undefined;
    waiter?.resolve({ value: undefined, done: true });
    return Promise.resolve({ value: undefined, done: true });
  }

  private cleanup(): void {
    this.stream.off('data', this.onData);
    this.stopWatching();
    // An error the stream emits after this (while being torn down) has no one to tell and must
    // not become an uncaught exception.
    this.stream.on('error', ignore);
  }
}

function ignore(): void {}
