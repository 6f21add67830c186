/**
 * Minimal ASN.1 DER (X.690) encoding and decoding: just what X.509 certificates need.
 * Encoders return complete TLVs (tag, length, value) as Uint8Array; the reader walks TLVs
 * without interpreting more than asked.
 */
export const TAG = {
    BOOLEAN: 0x01,
    INTEGER: 0x02,
    BIT_STRING: 0x03,
    OCTET_STRING: 0x04,
    NULL: 0x05,
    OID: 0x06,
    UTF8_STRING: 0x0c,
    PRINTABLE_STRING: 0x13,
    T61_STRING: 0x14,
    IA5_STRING: 0x16,
    UTC_TIME: 0x17,
    GENERALIZED_TIME: 0x18,
    BMP_STRING: 0x1e,
    SEQUENCE: 0x30,
    SET: 0x31,
};
/** Malformed DER input. `code` is stable. */
export class DerError extends Error {
    code = 'ERR_DER';
    constructor(message) {
        super(message);
        this.name = 'DerError';
    }
}
function concat(parts) {
    let n = 0;
    for (const p of parts)
        n += p.length;
    const out = new Uint8Array(n);
    let o = 0;
    for (const p of parts) {
        out.set(p, o);
        o += p.length;
    }
    return out;
}
function encodeLength(n) {
    if (n < 0x80)
        return Uint8Array.of(n);
    const bytes = [];
    for (let v = n; v > 0; v = Math.floor(v / 256))
        bytes.unshift(v & 0xff);
    return Uint8Array.of(0x80 | bytes.length, ...bytes);
}
/** A TLV with the given tag byte and content. */
export function tlv(tag, content) {
    return concat([Uint8Array.of(tag), encodeLength(content.length), content]);
}
export function sequence(...items) {
    return tlv(TAG.SEQUENCE, concat(items));
}
/** SET OF: DER requires the elements sorted by their encodings. */
export function setOf(...items) {
    const sorted = [...items].sort((a, b) => {
        const n = Math.min(a.length, b.length);
        for (let i = 0; i < n; i++)
            if (a[i] !== b[i])
                return a[i] - b[i];
        return a.length - b.length;
    });
    return tlv(TAG.SET, concat(sorted));
}
/** `[n] EXPLICIT`: a constructed context-specific wrapper. */
export function explicit(n, inner) {
    return tlv(0xa0 | n, inner);
}
/** `[n] IMPLICIT` of a primitive type: the content with a context-specific primitive tag. */
export function implicitPrimitive(n, content) {
    return tlv(0x80 | n, content);
}
export function boolean(v) {
    return tlv(TAG.BOOLEAN, Uint8Array.of(v ? 0xff : 0x00));
}
export function nullValue() {
    return Uint8Array.of(TAG.NULL, 0);
}
/** INTEGER from a non-negative integer or big-endian unsigned magnitude, minimally encoded. */
export function integer(v) {
    let bytes;
    if (v instanceof Uint8Array) {
        bytes = [...v];
    }
    else {
        let b = BigInt(v);
        if (b < 0n)
            throw new DerError('negative INTEGER is not supported');
        bytes = [];
        while (b > 0n) {
            bytes.unshift(Number(b & 0xffn));
            b >>= 8n;
        }
    }
    while (bytes.length > 1 && bytes[0] === 0)
        bytes.shift();
    if (bytes.length === 0)
        bytes = [0];
    // A set top bit would make the value negative: prefix a zero byte.
    if (bytes[0] & 0x80)
        bytes.unshift(0);
    return tlv(TAG.INTEGER, Uint8Array.from(bytes));
}
/** OBJECT IDENTIFIER from dotted text (`2.5.4.3`). */
export function oid(dotted) {
    const arcs = dotted.split('.').map((a) => {
        if (!/^\d+$/.test(a))
            throw new DerError(`invalid OID ${dotted}`);
        return BigInt(a);
    });
    if (arcs.length < 2 || arcs[0] > 2n || (arcs[0] < 2n && arcs[1] > 39n))
        throw new DerError(`invalid OID ${dotted}`);
    const out = [];
    const push = (v) => {
        const chunk = [Number(v & 0x7fn)];
        for (v >>= 7n; v > 0n; v >>= 7n)
            chunk.unshift(Number(v & 0x7fn) | 0x80);
        out.push(...chunk);
    };
    push(arcs[0] * 40n + arcs[1]);
    for (const a of arcs.slice(2))
        push(a);
    return tlv(TAG.OID, Uint8Array.from(out));
}
export function octetString(content) {
    return tlv(TAG.OCTET_STRING, content);
}
/** BIT STRING of whole bytes (no unused bits), as used for keys and signatures. */
export function bitString(content, unusedBits = 0) {
    return tlv(TAG.BIT_STRING, concat([Uint8Array.of(unusedBits), content]));
}
/**
 * BIT STRING of named bits (bit 0 is the most significant bit of the first byte), with trailing
 * zero bits removed as DER requires for named-bit lists (KeyUsage).
 */
export function namedBits(bits) {
    if (bits.length === 0)
        return bitString(new Uint8Array(0));
    const highest = Math.max(...bits);
    const bytes = new Uint8Array(Math.floor(highest / 8) + 1);
    for (const b of bits)
        bytes[b >> 3] |= 0x80 >> (b & 7);
    const unused = 7 - (highest & 7);
    return bitString(bytes, unused);
}
export function utf8String(s) {
    return tlv(TAG.UTF8_STRING, new TextEncoder().encode(s));
}
/** PrintableString; throws for characters outside its set. */
export function printableString(s) {
    if (!/^[A-Za-z0-9 '()+,\-./:=?]*$/.test(s))
        throw new DerError(`not a PrintableString: ${JSON.stringify(s)}`);
    return tlv(TAG.PRINTABLE_STRING, new TextEncoder().encode(s));
}
export function ia5String(s) {
    if (!/^[\x00-\x7f]*$/.test(s))
        throw new DerError(`not an IA5String: ${JSON.stringify(s)}`);
    return tlv(TAG.IA5_STRING, new TextEncoder().encode(s));
}
/**
 * X.509 Time: UTCTime for years 1950-2049, GeneralizedTime otherwise (RFC 5280 4.1.2.5),
 * whole seconds in UTC.
 */
export function time(ms) {
    const d = new Date(Math.floor(ms / 1000) * 1000);
    const p = (n, w = 2) => String(n).padStart(w, '0');
    const rest = `${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}Z`;
    const y = d.getUTCFullYear();
    if (y >= 1950 && y < 2050)
        return tlv(TAG.UTC_TIME, new TextEncoder().encode(`${p(y % 100)}${rest}`));
    return tlv(TAG.GENERALIZED_TIME, new TextEncoder().encode(`${p(y, 4)}${rest}`));
}
/** Read one TLV at `offset`. @throws DerError when truncated or not DER (indefinite length). */
export function readTlv(buf, offset = 0) {
    if (offset + 2 > buf.length)
        throw new DerError('truncated DER');
    const tag = buf[offset];
    if ((tag & 0x1f) === 0x1f)
        throw new DerError('multi-byte tags are not supported');
    let len = buf[offset + 1];
    let p = offset + 2;
    if (len & 0x80) {
        const n = len & 0x7f;
        if (n === 0)
            throw new DerError('indefinite length is not DER');
        if (n > 4 || p + n > buf.length)
            throw new DerError('truncated DER length');
        len = 0;
        for (let i = 0; i < n; i++)
            len = len * 256 + buf[p + i];
        p += n;
    }
    const end = p + len;
    if (end > buf.length)
        throw new DerError('truncated DER value');
    return { tag, value: buf.subarray(p, end), bytes: buf.subarray(offset, end), end };
}
/** The TLVs inside a constructed value (SEQUENCE, SET, explicit tag). */
export function children(value) {
    const out = [];
    for (let o = 0; o < value.length;) {
        const t = readTlv(value, o);
        out.push(t);
        o = t.end;
    }
    return out;
}
export function decodeOid(value) {
    const arcs = [];
    let v = 0n;
    for (const b of value) {
        v = (v << 7n) | BigInt(b & 0x7f);
        if (!(b & 0x80)) {
            arcs.push(v);
            v = 0n;
        }
    }
    if (arcs.length === 0)
        throw new DerError('empty OID');
    const first = arcs[0];
    const head = first < 40n ? [0n, first] : first < 80n ? [1n, first - 40n] : [2n, first - 80n];
    return [...head, ...arcs.slice(1)].join('.');
}
/** Text of a directory string (UTF8, Printable, IA5, T61 as Latin-1, BMP). */
export function decodeString(t) {
    switch (t.tag) {
        case TAG.UTF8_STRING:
        case TAG.PRINTABLE_STRING:
        case TAG.IA5_STRING:
            return new TextDecoder().decode(t.value);
        case TAG.T61_STRING:
            return String.fromCharCode(...t.value);
        case TAG.BMP_STRING: {
            let s = '';
            for (let i = 0; i + 1 < t.value.length; i += 2)
                s += String.fromCharCode((t.value[i] << 8) | t.value[i + 1]);
            return s;
        }
        default:
            throw new DerError(`tag 0x${t.tag.toString(16)} is not a string`);
    }
}
/** Milliseconds since the epoch from a UTCTime or GeneralizedTime (whole seconds, `Z`). */
export function decodeTime(t) {
    const s = new TextDecoder().decode(t.value);
    const m = t.tag === TAG.UTC_TIME ? /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(s) : /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(s);
    if (!m)
        throw new DerError(`unsupported time ${JSON.stringify(s)}`);
    let year = Number(m[1]);
    if (t.tag === TAG.UTC_TIME)
        year += year < 50 ? 2000 : 1900;
    return Date.UTC(year, Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
}
//# sourceMappingURL=der.js.map