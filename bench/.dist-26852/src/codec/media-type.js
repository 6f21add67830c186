/**
 * Media-type parsing and Accept negotiation (RFC 9110 §12.5.1), used by both the
 * server (choosing a response type) and the client (interpreting Content-Type).
 */
function splitOutsideQuotes(text, sep) {
    const out = [];
    let cur = '';
    let quoted = false;
    for (const ch of text) {
        if (ch === '"')
            quoted = !quoted;
        if (ch === sep && !quoted) {
            out.push(cur);
            cur = '';
        }
        else
            cur += ch;
    }
    out.push(cur);
    return out;
}
/** Parse one media type (`application/json;as=Table;v=v1`). Returns undefined when malformed. */
export function parseMediaType(text) {
    const [head, ...rest] = splitOutsideQuotes(text, ';');
    const type = (head ?? '').trim().toLowerCase();
    if (!/^[a-z0-9!#$&^_.+*-]+\/[a-z0-9!#$&^_.+*-]+$/.test(type))
        return undefined;
    const params = {};
    let q = 1;
    for (const p of rest) {
        const eq = p.indexOf('=');
        if (eq < 0) {
            if (p.trim() === '')
                continue;
            return undefined;
        }
        const name = p.slice(0, eq).trim().toLowerCase();
        let value = p.slice(eq + 1).trim();
        if (value.startsWith('"') && value.endsWith('"') && value.length >= 2)
            value = value.slice(1, -1);
        if (name === 'q') {
            const n = Number(value);
            if (!Number.isFinite(n) || n < 0 || n > 1)
                return undefined;
            q = n;
        }
        else
            params[name] = value;
    }
    return { type, params, q };
}
/** Parse an Accept header into media ranges, in header order; malformed entries are skipped. */
export function parseAccept(header) {
    if (!header || header.trim() === '')
        return [];
    const out = [];
    for (const part of splitOutsideQuotes(header, ',')) {
        if (part.trim() === '')
            continue;
        const mt = parseMediaType(part);
        if (mt)
            out.push(mt);
    }
    return out;
}
/** Whether a media range (`*\/*`, `application/*`, `application/json`) covers a concrete type. */
export function rangeMatches(range, type) {
    if (range === '*/*' || range === type)
        return true;
    if (range.endsWith('/*'))
        return type.startsWith(range.slice(0, -1));
    return false;
}
/**
 * Order Accept entries by preference: higher q first, then more specific, then header
 * order (stable). Entries with q=0 are dropped.
 */
export function sortByPreference(ranges) {
    const specificity = (m) => (m.type === '*/*' ? 0 : m.type.endsWith('/*') ? 1 : 2 + Object.keys(m.params).length);
    return ranges
        .map((m, i) => ({ m, i }))
        .filter(({ m }) => m.q > 0)
        .sort((a, b) => b.m.q - a.m.q || specificity(b.m) - specificity(a.m) || a.i - b.i)
        .map(({ m }) => m);
}
export function formatMediaType(type, params = {}) {
    let s = type;
    for (const [k, v] of Object.entries(params))
        s += `;${k}=${v}`;
    return s;
}
//# sourceMappingURL=media-type.js.map