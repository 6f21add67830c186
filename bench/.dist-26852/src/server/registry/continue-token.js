/**
 * Continue tokens for chunked lists, encoded exactly as upstream (wire.md §5):
 * base64url (no padding) of `{"v":"meta.cluster.io/v1","rv":<int>,"start":"<key>\u0000"}`.
 */
import { statusErrors } from '../../meta/status.js';
const TOKEN_VERSION = 'meta.cluster.io/v1';
/** Go's json.Marshal string escaping (HTML-safe, \u0000 for NUL). */
function goJsonString(s) {
    return JSON.stringify(s)
        .replace(/</g, '\\u003c')
        .replace(/>/g, '\\u003e')
        .replace(/&/g, '\\u0026')
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029');
}
/** Token for the page after `lastKey` (relative key of the last returned item). */
export function encodeContinueToken(rv, lastKey) {
    return encodeContinueTokenAt(rv, lastKey + '\u0000');
}
/** Token continuing exactly at `start` (a relative key, inclusive); rv -1 means "latest". */
export function encodeContinueTokenAt(rv, start) {
    const json = `{"v":${goJsonString(TOKEN_VERSION)},"rv":${rv},"start":${goJsonString(start)}}`;
    return Buffer.from(json, 'utf8').toString('base64url');
}
function invalid(detail) {
    throw statusErrors.badRequest(`invalid continue token: continue key is not valid: ${detail}`);
}
/** Decode and validate a token in upstream order; errors are 400 with upstream texts. */
export function decodeContinueToken(token) {
    if (!/^[A-Za-z0-9_-]*$/.test(token) || token.length % 4 === 1)
        invalid('illegal base64 data at input byte 0');
    let parsed;
    try {
        parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    }
    catch (err) {
        invalid(err.message);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        invalid('json: cannot unmarshal into continueToken');
    const t = parsed;
    const v = typeof t.v === 'string' ? t.v : '';
    if (v !== TOKEN_VERSION)
        invalid(`server does not recognize this encoded version ${v}`);
    const rv = typeof t.rv === 'number' && Number.isInteger(t.rv) ? t.rv : 0;
    if (rv === 0)
        invalid(`incorrect encoded start resourceVersion (version ${TOKEN_VERSION})`);
    const start = typeof t.start === 'string' ? t.start : '';
    if (start === '')
        invalid(`encoded start key empty (version ${TOKEN_VERSION})`);
    const withSlash = start.startsWith('/') ? start : '/' + start;
    if (cleanPath(withSlash) !== withSlash)
        invalid(start);
    return { rv, start };
}
/** Go's path.Clean for absolute paths. */
function cleanPath(p) {
    const out = [];
    for (const seg of p.split('/')) {
        if (seg === '' || seg === '.')
            continue;
        if (seg === '..')
            out.pop();
        else
            out.push(seg);
    }
    return '/' + out.join('/');
}
//# sourceMappingURL=continue-token.js.map