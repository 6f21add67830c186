import { statusErrors } from '../../meta/status.js';
export const DEFAULT_MAX_REQUEST_BODY_BYTES = 3 * 1024 * 1024;
export async function readBody(req, limit = DEFAULT_MAX_REQUEST_BODY_BYTES) {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit)
        throw statusErrors.requestEntityTooLarge(limit);
    const chunks = [];
    let size = 0;
    for await (const chunk of req) {
        const buf = chunk;
        size += buf.length;
        if (size > limit)
            throw statusErrors.requestEntityTooLarge(limit);
        chunks.push(buf);
    }
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size);
}
//# sourceMappingURL=body.js.map