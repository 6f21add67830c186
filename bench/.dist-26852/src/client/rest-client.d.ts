import { type Transport } from './transport.js';
import { type WireFormat } from './wire.js';
export interface RequestOptions {
    readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    /** Path below the server URL, already encoded. */
    readonly path: string;
    readonly query?: Readonly<Record<string, string | number | boolean | readonly string[] | undefined>>;
    readonly body?: unknown;
    readonly contentType?: string;
    readonly accept?: string;
    readonly signal?: AbortSignal;
}
export interface RestResponse<T> {
    readonly status: number;
    readonly body: T;
    readonly warnings: readonly string[];
}
/** A transport-level failure (connection refused, TLS, aborted). `code` is stable. */
export declare class TransportError extends Error {
    readonly code: "ERR_TRANSPORT";
    constructor(message: string, options?: {
        cause?: unknown;
    });
}
/** A response the client could not decode. `code` is stable. */
export declare class DecodeError extends Error {
    readonly code: "ERR_DECODE";
    constructor(message: string, options?: {
        cause?: unknown;
    });
}
export interface RestClientOptions {
    /** Server base URL, e.g. `https://127.0.0.1:6443` (a path prefix is kept). */
    readonly server: string;
    readonly transport: Transport;
    readonly userAgent?: string;
    /** Called once per server warning (`Warning: 299 - "..."` headers). */
    readonly onWarning?: (warning: string) => void;
    /** Preferred response format (JSON is always accepted as a fallback). Default json. */
    readonly wireFormat?: WireFormat;
    /** Ask for gzip-compressed responses (decompressed transparently). Default true. */
    readonly compression?: boolean;
}
/** Parse `Warning` header values (`299 - "text"`) into their texts (RFC 7234 §5.5). */
export declare function parseWarnings(header: string | string[] | undefined): string[];
/** The server warnings that came with this object's response (`Warning` headers), if any. */
export declare function warningsOf(obj: unknown): readonly string[];
export declare class RestClient {
    readonly server: string;
    private readonly transport;
    private readonly userAgent;
    private readonly onWarning;
    private readonly accept;
    private readonly compression;
    constructor(options: RestClientOptions);
    url(path: string, query?: RequestOptions['query']): string;
    /**
     * Send a request and return the response body as a stream (watches). Non-2xx responses
     * are read in full and thrown as ApiError, exactly like `request`.
     */
    stream(opts: RequestOptions): Promise<{
        readonly contentType: string;
        readonly body: AsyncIterable<Uint8Array>;
    }>;
    private send;
    /** Send a request and decode a JSON response; non-2xx throws ApiError. */
    request<T>(opts: RequestOptions): Promise<RestResponse<T>>;
    /** Build an ApiError from a non-2xx response, synthesising a Status when the body is not one. */
    private toApiError;
}
