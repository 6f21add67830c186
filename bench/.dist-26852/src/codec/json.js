/**
 * JSON codec. Encoding is compact with a trailing newline, like Go's json.Encoder
 * (wire.md §1.1); `pretty` output uses two-space indentation.
 */
import { CodecError } from './codec.js';
export const JSON_MEDIA_TYPE = 'application/json';
const decoder = new TextDecoder('utf-8', { fatal: false });
/** Maximum nesting accepted when decoding untrusted JSON (deeper input is rejected, not recursed). */
export const MAX_JSON_DEPTH = 10_000;
function checkDepth(text) {
    // JSON.parse itself is iterative in V8 and safe, but every later walker (validation,
    // typed decode) recurses; reject absurd nesting up front with a clear error.
    let depth = 0;
    let inString = false;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (inString) {
            if (c === 0x5c)
                i++;
            else if (c === 0x22)
                inString = false;
        }
        else if (c === 0x22)
            inString = true;
        else if (c === 0x7b || c === 0x5b) {
            if (++depth > MAX_JSON_DEPTH)
                throw new CodecError(JSON_MEDIA_TYPE, `json: exceeded max depth of ${MAX_JSON_DEPTH}`);
        }
        else if (c === 0x7d || c === 0x5d)
            depth--;
    }
}
export function decodeJsonText(text) {
    if (text.length > 4096)
        checkDepth(text);
    try {
        return JSON.parse(text);
    }
    catch (err) {
        throw new CodecError(JSON_MEDIA_TYPE, err.message, { cause: err });
    }
}
export const jsonCodec = {
    mediaType: JSON_MEDIA_TYPE,
    encode(obj) {
        return Buffer.from(JSON.stringify(obj) + '\n', 'utf8');
    },
    encodePretty(obj) {
        return Buffer.from(JSON.stringify(obj, null, 2) + '\n', 'utf8');
    },
    decode(bytes) {
        const text = Buffer.isBuffer(bytes) ? bytes.toString('utf8') : decoder.decode(bytes);
        return decodeJsonText(text);
    },
};
//# sourceMappingURL=json.js.map