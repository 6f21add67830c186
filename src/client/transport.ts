/**
 * The transport seam: the client sends every HTTP request through a `Transport`.
 * The default is undici with a pooled keep-alive Agent; `fetchTransport` uses the
 * global fetch (other runtimes, msw-based tests). Cross-cutting behaviour wraps a
 * transport as an `Interceptor` (auth headers, retries), never inside call sites.
 */

export interface TransportRequest {
  readonly method: string;
  /** Absolute URL. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: Uint8Array | string;
  readonly signal?: AbortSignal;
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

/** Read a whole body into one buffer. */
export async function readAll(body: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of body) {
    const b = Buffer.isBuffer(c) ? c : Buffer.from(c.buffer, c.byteOffset, c.byteLength);
    chunks.push(b);
    size += b.length;
  }
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
}

/**
 * A transport over the global fetch (no client certificates; use undici for those).
 * Fetch joins repeated headers with ", ", so several Warning headers arrive as one.
 */
export function fetchTransport(fetchImpl: typeof fetch = globalThis.fetch): Transport {
  return {
    async request(req) {
      const init: RequestInit = { method: req.method, headers: req.headers };
      if (req.body !== undefined) init.body = req.body;
      if (req.signal) init.signal = req.signal;
      const r = await fetchImpl(req.url, init);
      const headers: Record<string, string | string[]> = {};
      r.headers.forEach((value, name) => {
        headers[name] = value;
      });
      // fetch has already decoded the body; the encoding header no longer describes it.
      delete headers['content-encoding'];
      const body = r.body
        ? (r.body as unknown as AsyncIterable<Uint8Array>)
        : (async function* () {})();
      return { status: r.status, headers, body };
    },
  };
}
