/**
 * The transport seam: the client sends every HTTP request through a `Transport`.
 * The default is undici with a pooled keep-alive Agent; `fetchTransport` uses the
 * global fetch (other runtimes, msw-based tests). Cross-cutting behaviour wraps a
 * transport as an `Interceptor` (auth headers, retries), never inside call sites.
 */
/** Wrap a transport with interceptors; the first interceptor sees the request first. */
export function compose(transport, ...interceptors) {
    let request = transport.request.bind(transport);
    for (let i = interceptors.length - 1; i >= 0; i--)
        request = interceptors[i](request);
    const out = { request };
    if (transport.close)
        out.close = transport.close.bind(transport);
    return out;
}
/** Read a whole body into one buffer. */
export async function readAll(body) {
    const chunks = [];
    let size = 0;
    for await (const c of body) {
        const b = Buffer.isBuffer(c) ? c : Buffer.from(c.buffer, c.byteOffset, c.byteLength);
        chunks.push(b);
        size += b.length;
    }
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size);
}
/**
 * A transport over the global fetch (no client certificates; use undici for those).
 * Fetch joins repeated headers with ", ", so several Warning headers arrive as one.
 */
export function fetchTransport(fetchImpl = globalThis.fetch) {
    return {
        async request(req) {
            const init = { method: req.method, headers: req.headers };
            if (req.body !== undefined)
                init.body = req.body;
            if (req.signal)
                init.signal = req.signal;
            const r = await fetchImpl(req.url, init);
            const headers = {};
            r.headers.forEach((value, name) => {
                headers[name] = value;
            });
            // fetch has already decoded the body; the encoding header no longer describes it.
            delete headers['content-encoding'];
            const body = r.body
                ? r.body
                : (async function* () { })();
            return { status: r.status, headers, body };
        },
    };
}
//# sourceMappingURL=transport.js.map