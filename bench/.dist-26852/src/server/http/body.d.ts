/**
 * Reading request bodies with a size limit (upstream: 3 MiB default max request body).
 */
import type { IncomingMessage } from 'node:http';
export declare const DEFAULT_MAX_REQUEST_BODY_BYTES: number;
export declare function readBody(req: IncomingMessage, limit?: number): Promise<Buffer>;
