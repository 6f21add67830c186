import { parseAccept, parseMediaType, rangeMatches, sortByPreference } from './media-type.js';
/** Groups accepted for Table requests (`g=` parameter): ours and upstream's. */
const TABLE_GROUPS = new Set(['meta.cluster.io', 'meta.k8s.io']);
function formatFor(served, type) {
    for (const f of served) {
        if (f.mediaType === type)
            return { format: f, name: f.mediaType };
        if (f.aliases?.includes(type))
            return { format: f, name: type };
    }
    return undefined;
}
/**
 * Choose the response format. Wildcards pick the first served format. Parameters other
 * than `as`, `g`, `v`, `stream`, `charset`, `pretty` make a range unacceptable; `as=Table`
 * is honoured only when `allowTable` and the format allows it; an unknown `as` is skipped.
 * Returns undefined when nothing fits (406). An absent or empty Accept means the first format.
 */
export function negotiateResponse(accept, served, opts) {
    const parsed = parseAccept(accept);
    if (parsed.length === 0)
        return served[0] ? { format: served[0], mediaType: served[0].mediaType } : undefined;
    // Ranges with q=0 are refusals: an Accept of only refusals accepts nothing.
    const ranges = sortByPreference(parsed);
    for (const range of ranges) {
        const { as, g, v, stream, charset: _c, pretty: _p, ...rest } = range.params;
        if (Object.keys(rest).length > 0)
            continue;
        if (stream !== undefined && (stream !== 'watch' || !opts.watch))
            continue;
        if (as !== undefined) {
            if (as !== 'Table' || !opts.allowTable)
                continue;
            if (g !== undefined && !TABLE_GROUPS.has(g))
                continue;
            if (v !== undefined && v !== 'v1' && v !== 'v1beta1')
                continue;
        }
        if (range.type.includes('*')) {
            const f = served.find((s) => rangeMatches(range.type, s.mediaType) && (as === undefined || s.allowsTable));
            if (f)
                return { format: f, mediaType: f.mediaType, ...(as === 'Table' ? { table: tableSpec(v, g) } : {}) };
            continue;
        }
        const hit = formatFor(served, range.type);
        if (!hit)
            continue;
        if (as === 'Table') {
            if (!hit.format.allowsTable)
                continue;
            return { format: hit.format, mediaType: hit.name, table: tableSpec(v, g) };
        }
        return { format: hit.format, mediaType: hit.name };
    }
    return undefined;
}
function tableSpec(v, g) {
    return { version: (v ?? 'v1'), group: g ?? 'meta.cluster.io' };
}
/** The media types to list in a 406 message, as upstream words it. */
export function acceptedList(served, watch) {
    return served.map((f) => (watch ? `${f.mediaType};stream=watch` : f.mediaType));
}
/**
 * Choose the decoder for a request body. An absent Content-Type means JSON (the first
 * format). Returns undefined for an unknown type (415).
 */
export function negotiateRequest(contentType, served) {
    if (!contentType || contentType.trim() === '')
        return served[0];
    const mt = parseMediaType(contentType);
    if (!mt)
        return undefined;
    return formatFor(served, mt.type)?.format;
}
//# sourceMappingURL=negotiation.js.map