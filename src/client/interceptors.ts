/**
 * Cross-cutting request behaviour as transport interceptors.
 */
import { readFileSync, statSync } from 'node:fs';
import type { Interceptor } from './transport.js';
import { bearerTokenFrom } from './bearer-token.js';

/**
 * Adds `Authorization: Bearer <token>`. With `tokenFile`, the file is re-read when its
 * modification time changes (rotated service-account tokens), at most once per request.
 */
export function bearerTokenInterceptor(opts: { token?: string; tokenFile?: string }): Interceptor {
  let cached = opts.token;
  let mtime = -1;
  const current = (): string | undefined => {
    if (!opts.tokenFile) return cached;
    try {
      const m = statSync(opts.tokenFile).mtimeMs;
      if (m !== mtime) {
        cached = readFileSync(opts.tokenFile, 'utf8').trim();
        mtime = m;
      }
    } catch {
      // Keep the last good token if the file is briefly missing during rotation.
    }
    return cached;
  };
  return bearerTokenFrom(current);
}
