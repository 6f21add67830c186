/**
 * The request layer shared by every typed client: builds URLs, sends through the
 * transport, decodes JSON, maps non-2xx responses to `ApiError` and reports server
 * warnings. Resource-agnostic.
 */
import { ApiError, failureStatus } from '../meta/status.js';
import { readAll } from './transport.js';
import { acceptFor, decodeBody, decompress, mediaTypeOf } from './wire.js';
/** A transport-level failure (connection refused, TLS, aborted). `code` is stable. */
export class TransportError extends Error {
    code = 'ERR_TRANSPORT';
    constructor(message, options) {
        super(message, options);
        this.name = 'TransportError';
    }
}
/** A response the client could not decode. `code` is stable. */
export class DecodeError extends Error {
    code = 'ERR_DECODE';
    constructor(message, options) {
        super(message, options);
        this.name = 'DecodeError';
    }
}
const REASON_BY_CODE = {
    400: 'BadRequest',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'NotFound',
    405: 'MethodNotAllowed',
    406: 'NotAcceptable',
    409: 'Conflict',
    410: 'Gone',
    413: 'RequestEntityTooLarge',
    415: 'UnsupportedMediaType',
    422: 'Invalid',
    429: 'TooManyRequests',
    500: 'InternalError',
    503: 'ServiceUnavailable',
    504: 'Timeout',
};
/** Parse `Warning` header values (`299 - "text"`) into their texts (RFC 7234 §5.5). */
export function parseWarnings(header) {
    if (header === undefined)
        return [];
    const values = Array.isArray(header) ? header : [header];
    const out = [];
    for (const value of values) {
        const re = /\s*(\d{3})\s+(\S+)\s+"((?:[^"\\]|\\.)*)"(?:\s+"[^"]*")?\s*(?:,|$)/gy;
        let m;
        let matched = false;
        while ((m = re.exec(value)) !== null) {
            matched = true;
            out.push(m[3].replace(/\\(.)/g, '$1'));
            if (re.lastIndex >= value.length)
                break;
        }
        if (!matched && value.trim() !== '')
            out.push(value.trim());
    }
    return out;
}
const WARNINGS = Symbol('ctl.warnings');
/** Attach server warnings to a response object (non-enumerable: JSON and equality ignore it). */
function attachWarnings(obj, warnings) {
    Object.defineProperty(obj, WARNINGS, { value: Object.freeze([...warnings]), enumerable: false });
}
/** The server warnings that came with this object's response (`Warning` headers), if any. */
export function warningsOf(obj) {
    if (typeof obj !== 'object' || obj === null)
        return [];
    return obj[WARNINGS] ?? [];
}
function isStatus(x) {
    return typeof x === 'object' && x !== null && x.kind === 'Status';
}
export class RestClient {
    server;
    transport;
    userAgent;
    onWarning;
    accept;
    compression;
    constructor(options) {
        this.server = options.server.replace(/\/+$/, '');
        this.transport = options.transport;
        this.userAgent = options.userAgent ?? `ctl/0.1.0 (${process.platform}/${process.arch})`;
        this.onWarning = options.onWarning;
        this.accept = acceptFor(options.wireFormat ?? 'json');
        this.compression = options.compression ?? true;
    }
    url(path, query) {
        let url = this.server + path;
        if (query) {
            const params = new URLSearchParams();
            for (const [k, v] of Object.entries(query)) {
                if (v === undefined)
                    continue;
                if (Array.isArray(v))
                    for (const item of v)
                        params.append(k, item);
                else
                    params.append(k, String(v));
            }
            const qs = params.toString();
            if (qs)
                url += '?' + qs;
        }
        return url;
    }
    /**
     * Send a request and return the response body as a stream (watches). Non-2xx responses
     * are read in full and thrown as ApiError, exactly like `request`.
     */
    async stream(opts) {
        const res = await this.send(opts);
        if (res.status < 200 || res.status > 299) {
            const bytes = decompress(await readAll(res.body), res.headers['content-encoding']);
            let decoded;
            try {
                decoded = decodeBody(bytes, String(res.headers['content-type'] ?? ''));
            }
            catch {
                decoded = undefined;
            }
            throw this.toApiError(res.status, decoded, bytes.toString('utf8'), res.headers['retry-after']);
        }
        return { contentType: String(res.headers['content-type'] ?? ''), body: res.body };
    }
    async send(opts) {
        const headers = {
            Accept: opts.accept ?? this.accept,
            'User-Agent': this.userAgent,
        };
        if (this.compression && opts.method === 'GET' && !opts.query?.watch)
            headers['Accept-Encoding'] = 'gzip';
        let body;
        if (opts.body !== undefined) {
            body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
            headers['Content-Type'] = opts.contentType ?? 'application/json';
        }
        let res;
        try {
            res = await this.transport.request({
                method: opts.method,
                url: this.url(opts.path, opts.query),
                headers,
                ...(body !== undefined ? { body } : {}),
                ...(opts.signal ? { signal: opts.signal } : {}),
            });
        }
        catch (err) {
            if (err instanceof ApiError)
                throw err;
            if (err.name === 'AbortError')
                throw err;
            const msg = err instanceof Error ? err.message : String(err);
            throw new TransportError(`${opts.method} ${this.server}${opts.path}: ${msg}`, { cause: err });
        }
        for (const w of parseWarnings(res.headers['warning']))
            this.onWarning?.(w);
        return res;
    }
    /** Send a request and decode a JSON response; non-2xx throws ApiError. */
    async request(opts) {
        const res = await this.send(opts);
        const warnings = parseWarnings(res.headers['warning']);
        const contentType = String(res.headers['content-type'] ?? '');
        let decoded;
        let decodeFailure;
        let bytes = Buffer.alloc(0);
        try {
            bytes = decompress(await readAll(res.body), res.headers['content-encoding']);
            if (bytes.length > 0 && mediaTypeOf(contentType) !== 'text/plain')
                decoded = decodeBody(bytes, contentType);
        }
        catch (err) {
            decodeFailure = err;
        }
        if (res.status < 200 || res.status > 299) {
            throw this.toApiError(res.status, decoded, bytes.toString('utf8'), res.headers['retry-after']);
        }
        if (decodeFailure !== undefined || (decoded === undefined && bytes.length > 0)) {
            const why = decodeFailure instanceof Error ? `: ${decodeFailure.message}` : '';
            throw new DecodeError(`cannot decode ${contentType || 'response'} body from ${opts.method} ${opts.path}${why}`, { cause: decodeFailure });
        }
        if (warnings.length > 0 && typeof decoded === 'object' && decoded !== null)
            attachWarnings(decoded, warnings);
        return { status: res.status, body: decoded, warnings };
    }
    /** Build an ApiError from a non-2xx response, synthesising a Status when the body is not one. */
    toApiError(code, decoded, text, retryAfter) {
        if (isStatus(decoded))
            return new ApiError(decoded, { statusCode: code });
        const reason = REASON_BY_CODE[code] ?? '';
        const message = text.trim() !== '' ? text.trim() : `the server responded with the status code ${code} but did not return more information`;
        const status = failureStatus(code, reason, message);
        const retry = Number(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter);
        if (Number.isInteger(retry) && retry > 0)
            status.details = { retryAfterSeconds: retry };
        return new ApiError(status, { statusCode: code });
    }
}
//# sourceMappingURL=rest-client.js.map