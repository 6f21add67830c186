/**
 * The transport seam: the client sends every HTTP request through a `Transport`.
 * The default is undici with a pooled keep-alive Agent; `fetchTransport` uses the
 * global fetch (other runtimes, msw-based tests). Cross-cutting behaviour wraps a
 * transport as an `Interceptor` (auth headers, retries), never inside call sites.
 */
import { systemClock, type Clock } from '../meta/clock.js';

export interface TransportRequest {
  readonly method: string;
  /** Absolute URL. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: Uint8Array | string;
  readonly signal?: AbortSignal;
  /**
   * A list request (a collection GET, not a watch): its body is read in full and may be large
   * (pages of an informer's list). A hint: a transport may send it another way (the default
   * transport sends direct ones with node:http, see UndiciTransport); others ignore it.
   */
  readonly list?: boolean;
}

export interface TransportResponse {
  readonly status: number;
  /** Header names lower-cased; repeated headers (Warning) as arrays. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The body as a stream of chunks; consume once. */
  readonly body: AsyncIterable<Uint8Array>;
}

export interface Transport {
  request(req: TransportRequest): Promise<TransportResponse>;
  /** Release pooled connections. */
  close?(): Promise<void>;
  /**
   * Dial with this client certificate from now on (an exec credential plugin's); pooled
   * connections made with another one are closed, as client-go does on rotation. Transports
   * without client certificates leave it out, and plugin certificates are then refused.
   */
  setClientCertificate?(cert: string, key: string): void;
}

export type Interceptor = (next: Transport['request']) => Transport['request'];

/** Wrap a transport with interceptors; the first interceptor sees the request first. */
export function compose(transport: Transport, ...interceptors: Interceptor[]): Transport {
  let request = transport.request.bind(transport);
  for (let i = interceptors.length - 1; i >= 0; i--) request = interceptors[i]!(request);
  const out: Transport = { request };
  if (transport.close) out.close = transport.close.bind(transport);
  return out;
}

/** Why `readAll` gave up: the body grew past `maxBytes`, or no bytes came for `idleTimeoutMs`. */
export class BodyLimitError extends Error {
  readonly code = 'ERR_BODY_LIMIT' as const;
  constructor(
    readonly limit: 'size' | 'idle',
    message: string,
  ) {
    super(message);
    this.name = 'BodyLimitError';
  }
}

export interface ReadAllOptions {
  /** Largest body accepted; past it the body is abandoned and BodyLimitError('size') thrown. */
  readonly maxBytes?: number;
  /** Longest wait for the next chunk; past it the body is abandoned and BodyLimitError('idle') thrown. */
  readonly idleTimeoutMs?: number;
  /** Clock for the idle timer (default: the system clock). */
  readonly clock?: Clock;
  /**
   * The body's declared length (Content-Length), if any. Within `maxBytes`, chunks are copied
   * into one array of that size as they arrive, instead of kept and joined at the end: no
   * second copy of a large body, and each chunk can be collected as soon as it is copied. A
   * body that turns out longer is still read whole (the extra bytes are joined at the end); a
   * shorter one is returned as the prefix that came. Ignored when not a safe positive integer.
   */
  readonly expectedBytes?: number;
  /** Where the declared-length array comes from, when given (reused buffers; see BodyBuffers). */
  readonly buffers?: BodyBuffers;
  /**
   * Called after each chunk with the body received so far (a view valid only during the call),
   * until it returns true, the body ends, or it has been shown at least `PREFIX_MAX_BYTES`: a
   * caller reads what it needs from the head of a body (a list's continue token) before the
   * rest arrives. A throw from it fails the read (the body is released) with that error.
   */
  readonly onPrefix?: (prefix: Uint8Array) => boolean;
}

/** How much of a body `ReadAllOptions.onPrefix` sees at most (a list's metadata leads it). */
export const PREFIX_MAX_BYTES = 64 * 1024;

/**
 * Read a whole body into one buffer. Without options it reads everything; with `maxBytes` or
 * `idleTimeoutMs` it stops at those bounds (the body is released: the iterator is returned)
 * and throws {@link BodyLimitError}. Failures of the body stream itself propagate unchanged.
 * Node's Buffer; {@link readAllBytes} is the same without Buffer (browsers, Deno, Bun).
 */
export async function readAll(body: AsyncIterable<Uint8Array>, options: ReadAllOptions = {}): Promise<Buffer> {
  // allocUnsafe: the declared-length array is overwritten by the body; zero-filling a fresh
  // array (new Uint8Array) measured about 10x the cost of the copy itself for 800 KB pages.
  const bytes = await readAllBytes(body, options, (chunks, size) => Buffer.concat(chunks, size), (size) => Buffer.allocUnsafe(size));
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Joins chunks into one array of `size` bytes. */
export type ConcatBytes = (chunks: readonly Uint8Array[], size: number) => Uint8Array;

/** A new array of `size` bytes whose contents the caller overwrites (need not be zeroed). */
export type AllocateBytes = (size: number) => Uint8Array;

/**
 * Body buffers reused between the requests of one job (the pages of one paged list): a body
 * with a declared length is read into a released buffer that fits instead of new memory, and
 * handed back with `release` once nothing reads it any more (the page is decoded; decoded
 * objects copy what they keep). New memory is what makes a page copy expensive in a young
 * process: the first touch of each of its pages faults (measured: 50 list pages of 796 KB,
 * 201 ms into fresh arrays in a new process, 6 ms into one reused array).
 * At most `maxFree` buffers are kept; only buffers this pool allocated are taken back.
 */
export class BodyBuffers {
  private readonly free: Uint8Array[] = [];
  /** Whole arrays this pool allocated, by their memory. */
  private readonly owned = new WeakMap<ArrayBufferLike, Uint8Array>();

  constructor(private readonly maxFree = 2) {}

  /** An array of exactly `size` bytes (contents undefined): a released one that fits, or new. */
  take(size: number, allocate: AllocateBytes): Uint8Array {
    for (let i = 0; i < this.free.length; i++) {
      const whole = this.free[i]!;
      if (whole.byteLength >= size) {
        this.free.splice(i, 1);
        return whole.subarray(0, size);
      }
    }
    // A quarter more: the next page of a list is often a little larger than this one.
    const whole = allocate(size + (size >>> 2));
    // Only arrays with memory of their own can be reused (not slices of a shared pool).
    if (whole.byteOffset === 0 && whole.buffer.byteLength === whole.byteLength) this.owned.set(whole.buffer, whole);
    return whole.subarray(0, size);
  }

  /** Hands back an array from `take`; the caller must not read it afterwards. Others are ignored. */
  release(bytes: Uint8Array): void {
    const whole = this.owned.get(bytes.buffer);
    if (whole === undefined || this.free.length >= this.maxFree || this.free.includes(whole)) return;
    this.free.push(whole);
  }
}

function allocateBytes(size: number): Uint8Array {
  return new Uint8Array(size);
}

function concatBytes(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/**
 * {@link readAll} without Node's Buffer: the body as one Uint8Array (a single chunk is returned
 * as it came, several are joined by `concat`).
 */
export async function readAllBytes(
  body: AsyncIterable<Uint8Array>,
  options: ReadAllOptions = {},
  concat: ConcatBytes = concatBytes,
  allocate: AllocateBytes = allocateBytes,
): Promise<Uint8Array> {
  const maxBytes = options.maxBytes ?? Infinity;
  const idle = options.idleTimeoutMs;
  const clock = options.clock ?? systemClock;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const expected = options.expectedBytes;
  // Filled in place while the body fits the declared length; null once it does not (or none).
  let filled: Uint8Array | null = expected !== undefined && Number.isSafeInteger(expected) && expected > 0 && expected <= maxBytes ? (options.buffers ? options.buffers.take(expected, allocate) : allocate(expected)) : null;
  let onPrefix = options.onPrefix;
  const it = body[Symbol.asyncIterator]();
  const release = () => {
    // Closing the iterator destroys the underlying stream (the connection is not reused).
    void Promise.resolve()
      .then(() => it.return?.())
      .catch(() => {});
  };
  for (;;) {
    let result: IteratorResult<Uint8Array>;
    if (idle === undefined || idle <= 0) {
      result = await it.next();
    } else {
      const next = it.next();
      let cancel = () => {};
      const timedOut = new Promise<'idle'>((resolve) => {
        cancel = clock.setTimer(() => resolve('idle'), idle);
      });
      let raced: IteratorResult<Uint8Array> | 'idle';
      try {
        raced = await Promise.race([next, timedOut]);
      } finally {
        cancel();
      }
      if (raced === 'idle') {
        next.catch(() => {}); // settles once the stream is destroyed
        release();
        throw new BodyLimitError('idle', `no response bytes for ${idle} ms`);
      }
      result = raced;
    }
    if (result.done) break;
    const c = result.value;
    size += c.byteLength;
    if (size > maxBytes) {
      release();
      throw new BodyLimitError('size', `response body exceeds the maximum of ${maxBytes} bytes`);
    }
    if (filled !== null) {
      if (size <= filled.byteLength) {
        filled.set(c, size - c.byteLength);
        if (onPrefix !== undefined) onPrefix = showPrefix(onPrefix, filled.subarray(0, size), release);
        continue;
      }
      // Longer than declared: what was copied becomes the first chunk, the rest is joined later.
      chunks.push(filled.subarray(0, size - c.byteLength));
      filled = null;
    }
    chunks.push(c);
    if (onPrefix !== undefined) onPrefix = showPrefix(onPrefix, chunks.length === 1 ? c : concat(chunks, size), release);
  }
  if (filled !== null) return size === filled.byteLength ? filled : filled.subarray(0, size);
  return chunks.length === 1 ? chunks[0]! : concat(chunks, size);
}

/** Shows `prefix` to `onPrefix`; the callback to keep calling (undefined once done). */
function showPrefix(onPrefix: (prefix: Uint8Array) => boolean, prefix: Uint8Array, release: () => void): ((prefix: Uint8Array) => boolean) | undefined {
  let done: boolean;
  try {
    done = onPrefix(prefix);
  } catch (err) {
    release();
    throw err;
  }
  return done || prefix.byteLength >= PREFIX_MAX_BYTES ? undefined : onPrefix;
}

/**
 * A transport over fetch (no client certificates; use undici for those). Without `fetchImpl`
 * the global fetch is looked up on each request, not when the transport is made, so a fetch
 * patched later (msw's `server.listen()`) is the one used.
 * Fetch joins repeated headers with ", ", so several Warning headers arrive as one.
 */
export function fetchTransport(fetchImpl?: typeof fetch): Transport {
  return {
    async request(req) {
      const fetchNow = fetchImpl ?? globalThis.fetch;
      const init: RequestInit = { method: req.method, headers: req.headers };
      if (req.body !== undefined) init.body = req.body;
      if (req.signal) init.signal = req.signal;
      const r = await fetchNow(req.url, init);
      const headers: Record<string, string | string[]> = {};
      r.headers.forEach((value, name) => {
        headers[name] = value;
      });
      // fetch has already decoded the body; the encoding header no longer describes it.
      delete headers['content-encoding'];
      const body = r.body ? chunksOf(r.body) : (async function* () {})();
      return { status: r.status, headers, body };
    },
  };
}

/**
 * A fetch body as chunks: the stream's own async iterator where it has one (Node, Deno, Bun,
 * Firefox), else a reader loop (Chrome and Safari lack ReadableStream async iteration).
 * Either way, returning the iterator early cancels the stream (the connection is released).
 */
function chunksOf(stream: ReadableStream<Uint8Array>): AsyncIterable<Uint8Array> {
  if (typeof (stream as Partial<AsyncIterable<Uint8Array>>)[Symbol.asyncIterator] === 'function') return stream as unknown as AsyncIterable<Uint8Array>;
  return (async function* () {
    const reader = stream.getReader();
    let done = false;
    try {
      for (;;) {
        const next = await reader.read();
        if (next.done) {
          done = true;
          return;
        }
        yield next.value;
      }
    } finally {
      if (!done) await reader.cancel().catch(() => {});
      reader.releaseLock();
    }
  })();
}
