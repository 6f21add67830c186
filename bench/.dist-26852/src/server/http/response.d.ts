import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Negotiated } from '../../codec/negotiation.js';
import { ApiError } from '../../meta/status.js';
/** Upstream pretty-prints for `?pretty=true` and for browser/curl/wget user agents. */
export declare function wantsPretty(req: IncomingMessage, query: URLSearchParams): boolean;
/** How one request's responses are written. */
export interface Responder {
    /** The negotiated representation; undefined before negotiation (or when it failed): JSON. */
    readonly negotiated?: Negotiated;
    readonly pretty: boolean;
    /** Compress the body (client accepts gzip, gate APIResponseCompression, get/list). */
    readonly gzip: boolean;
    readonly headers?: Readonly<Record<string, string | string[]>>;
}
export declare function writeBody(res: ServerResponse, code: number, body: unknown, r: Responder): void;
export declare function writeBytes(res: ServerResponse, code: number, bytes: Uint8Array, contentType: string, r: Responder): void;
/** Kept for non-negotiated JSON (discovery, version). */
export declare function writeJson(res: ServerResponse, code: number, body: unknown, opts: {
    pretty: boolean;
    headers?: Readonly<Record<string, string | string[]>>;
}): void;
/** Map any thrown value to an ApiError (non-API errors become 500 InternalError). */
export declare function toApiError(err: unknown): ApiError;
/** Write an error as a Status in the negotiated format (JSON when negotiation failed). */
export declare function writeError(res: ServerResponse, err: unknown, r: Responder): void;
/** The generic 404 for paths no handler serves. */
export declare const notFoundStatus: () => ApiError;
/** The generic 405 for a method a path does not support. */
export declare const methodNotAllowedStatus: () => ApiError;
