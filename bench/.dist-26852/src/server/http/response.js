/**
 * Writing API responses: bodies through the negotiated codec (JSON, YAML, protobuf, CBOR),
 * optionally gzip-compressed, and errors as Status objects with the upstream code, reason
 * and headers.
 */
import { gzipSync } from 'node:zlib';
import { jsonCodec } from '../../codec/json.js';
import { ApiError, failureStatus, statusErrors } from '../../meta/status.js';
/** Upstream pretty-prints for `?pretty=true` and for browser/curl/wget user agents. */
export function wantsPretty(req, query) {
    const p = query.get('pretty');
    if (p !== null)
        return p === 'true' || p === '1' || p === 'True' || p === 'TRUE' || p === 't' || p === 'T';
    const ua = req.headers['user-agent'] ?? '';
    return ua.startsWith('curl') || ua.startsWith('Wget') || ua.startsWith('Mozilla/5.0');
}
function encode(body, r) {
    const n = r.negotiated;
    if (!n || n.format.mediaType === 'application/json') {
        return { bytes: r.pretty ? jsonCodec.encodePretty(body) : jsonCodec.encode(body), contentType: 'application/json' };
    }
    return { bytes: n.format.codec.encode(body), contentType: n.mediaType };
}
export function writeBody(res, code, body, r) {
    const { bytes, contentType } = encode(body, r);
    writeBytes(res, code, bytes, contentType, r);
}
export function writeBytes(res, code, bytes, contentType, r) {
    res.statusCode = code;
    res.setHeader('Content-Type', contentType);
    res.setHeader('Cache-Control', 'no-cache, private');
    for (const [k, v] of Object.entries(r.headers ?? {}))
        res.setHeader(k, v);
    let out = bytes;
    if (r.gzip) {
        out = gzipSync(bytes);
        res.setHeader('Content-Encoding', 'gzip');
        res.setHeader('Vary', 'Accept-Encoding');
    }
    res.setHeader('Content-Length', out.byteLength);
    res.end(out);
}
/** Kept for non-negotiated JSON (discovery, version). */
export function writeJson(res, code, body, opts) {
    writeBody(res, code, body, { pretty: opts.pretty, gzip: false, ...(opts.headers ? { headers: opts.headers } : {}) });
}
/** Map any thrown value to an ApiError (non-API errors become 500 InternalError). */
export function toApiError(err) {
    if (err instanceof ApiError)
        return err;
    return statusErrors.internal(err);
}
/** Write an error as a Status in the negotiated format (JSON when negotiation failed). */
export function writeError(res, err, r) {
    const apiErr = toApiError(err);
    const headers = { ...(r.headers ?? {}), ...apiErr.headers };
    const retry = apiErr.status.details?.retryAfterSeconds;
    if (retry && retry > 0)
        headers['Retry-After'] = String(retry);
    if (apiErr.statusCode === 403)
        headers['X-Content-Type-Options'] = 'nosniff';
    // Errors are never converted to Tables; a Table request gets a plain Status.
    const negotiated = r.negotiated && !r.negotiated.table ? r.negotiated : undefined;
    writeBody(res, apiErr.statusCode, apiErr.status, { pretty: r.pretty, gzip: false, headers, ...(negotiated ? { negotiated } : {}) });
}
/** The generic 404 for paths no handler serves. */
export const notFoundStatus = () => new ApiError(failureStatus(404, 'NotFound', 'the server could not find the requested resource', {}));
/** The generic 405 for a method a path does not support. */
export const methodNotAllowedStatus = () => new ApiError(failureStatus(405, 'MethodNotAllowed', 'the server does not allow this method on the requested resource', {}));
//# sourceMappingURL=response.js.map