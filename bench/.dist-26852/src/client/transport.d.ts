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
export declare function compose(transport: Transport, ...interceptors: Interceptor[]): Transport;
/** Read a whole body into one buffer. */
export declare function readAll(body: AsyncIterable<Uint8Array>): Promise<Buffer>;
/**
 * A transport over the global fetch (no client certificates; use undici for those).
 * Fetch joins repeated headers with ", ", so several Warning headers arrive as one.
 */
export declare function fetchTransport(fetchImpl?: typeof fetch): Transport;
