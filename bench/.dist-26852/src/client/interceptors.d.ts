import type { Interceptor } from './transport.js';
/**
 * Adds `Authorization: Bearer <token>`. With `tokenFile`, the file is re-read when its
 * modification time changes (rotated service-account tokens), at most once per request.
 */
export declare function bearerTokenInterceptor(opts: {
    token?: string;
    tokenFile?: string;
}): Interceptor;
