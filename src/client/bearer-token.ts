/**
 * The bearer-token interceptor without its token source: `Authorization: Bearer <token>` on
 * every request that has no Authorization header yet. Runtime-agnostic; the Node
 * `bearerTokenInterceptor` (interceptors.ts) feeds it from a token or a rotated token file.
 */
import type { Interceptor } from './transport.js';

/** Adds the token `current()` returns (none: the request goes out unchanged). */
export function bearerTokenFrom(current: () => string | undefined): Interceptor {
  return (next) => async (req) => {
    const token = current();
    if (!token || req.headers['Authorization'] || req.headers['authorization']) return next(req);
    return next({ ...req, headers: { ...req.headers, Authorization: `Bearer ${token}` } });
  };
}
