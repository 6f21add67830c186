/**
 * Cross-cutting request behaviour as transport interceptors.
 */
import { readFileSync, statSync } from 'node:fs';
/**
 * Adds `Authorization: Bearer <token>`. With `tokenFile`, the file is re-read when its
 * modification time changes (rotated service-account tokens), at most once per request.
 */
export function bearerTokenInterceptor(opts) {
    let cached = opts.token;
    let mtime = -1;
    const current = () => {
        if (!opts.tokenFile)
            return cached;
        try {
            const m = statSync(opts.tokenFile).mtimeMs;
            if (m !== mtime) {
                cached = readFileSync(opts.tokenFile, 'utf8').trim();
                mtime = m;
            }
        }
        catch {
            // Keep the last good token if the file is briefly missing during rotation.
        }
        return cached;
    };
    return (next) => async (req) => {
        const token = current();
        if (!token || req.headers['Authorization'] || req.headers['authorization'])
            return next(req);
        return next({ ...req, headers: { ...req.headers, Authorization: `Bearer ${token}` } });
    };
}
//# sourceMappingURL=interceptors.js.map