/**
 * The request target of an HTTP/1.1 request line, read the way Go's net/http reads it
 * (`url.ParseRequestURI`): never resolved against a base, never cleaned. The apiserver then
 * routes on the decoded path exactly as given (no `..` resolution, no `//` merging), so this
 * parser only splits and decodes; routing decides what a strange path addresses (a 404).
 *
 * Accepted forms (RFC 9112 §3.2): origin-form `/path?query`, absolute-form
 * `scheme://authority/path?query` (routed on its path), `*` (asterisk-form, path `*`), and
 * `scheme:opaque` (Go accepts it; its path is empty). Anything else, control bytes, a bad
 * percent-escape in the path, or a malformed authority (bad port, bad host characters, an
 * unclosed IPv6 literal) is refused: Go's server answers such a request line with a plain
 * `400 Bad Request` before any handler runs.
 */

export interface RequestTarget {
  /** The path, percent-decoded (Go's `URL.Path`); '' for an opaque target, `*` for asterisk-form. */
  readonly path: string;
  /** The query after the first `?`, still encoded (Go's `URL.RawQuery`). */
  readonly rawQuery: string;
}

export type RequestTargetResult = { readonly ok: true; readonly target: RequestTarget } | { readonly ok: false; readonly reason: string };

const fail = (reason: string): RequestTargetResult => ({ ok: false, reason });

/** Go's stringContainsCTLByte: bytes below 0x20 and DEL. */
// eslint-disable-next-line no-control-regex
const CTL = /[\u0000-\u001f\u007f]/;

/** Scheme per Go's getScheme: `[A-Za-z][A-Za-z0-9+.-]*:`; undefined when the text has none. */
function splitScheme(raw: string): { scheme: string; rest: string } | 'missing' | undefined {
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    if (/[A-Za-z]/.test(c)) continue;
    if (/[0-9+.-]/.test(c)) {
      if (i === 0) return undefined;
      continue;
    }
    if (c === ':') {
      if (i === 0) return 'missing';
      return { scheme: raw.slice(0, i), rest: raw.slice(i + 1) };
    }
    return undefined;
  }
  return undefined;
}

const HEX = /^[0-9A-Fa-f]{2}$/;

/**
 * Percent-decode into bytes (Go's `unescape`); undefined on a `%` not followed by two hex digits.
 * `raw` is the target as node:http gives it (each byte one latin1 character).
 */
function percentDecode(raw: string): Uint8Array | undefined {
  const bytes = Buffer.from(raw, 'latin1');
  const out = new Uint8Array(bytes.length);
  let n = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 0x25) {
      const hex = raw.slice(i + 1, i + 3);
      if (!HEX.test(hex)) return undefined;
      out[n++] = parseInt(hex, 16);
      i += 2;
    } else out[n++] = b;
  }
  return out.subarray(0, n);
}

const utf8 = new TextDecoder('utf-8', { fatal: false });

/** Go's validOptionalPort: empty, or `:` followed by digits only. */
function validOptionalPort(port: string): boolean {
  return port === '' || /^:[0-9]*$/.test(port);
}

/** Characters Go's url accepts unescaped in a host (`shouldEscape(c, encodeHost)` is false). */
const HOST_CHARS = /^[A-Za-z0-9\-_.~!$&'()*+,;=:[\]<>"\u0080-\u00ff]*$/;

/** Go's parseHost plus its `unescape(host, encodeHost)` checks. */
function validHost(host: string): boolean {
  let name = host;
  if (host.startsWith('[')) {
    const close = host.lastIndexOf(']');
    if (close < 0) return false;
    if (!validOptionalPort(host.slice(close + 1))) return false;
    name = host.slice(1, close);
  } else {
    const colon = host.lastIndexOf(':');
    if (colon >= 0 && !validOptionalPort(host.slice(colon))) return false;
  }
  for (let i = name.indexOf('%'); i >= 0; i = name.indexOf('%', i + 1)) {
    const hex = name.slice(i + 1, i + 3);
    if (!HEX.test(hex)) return false;
    // Go allows escapes only for bytes >= 0x80 in a host, and %25 (a zone's `%`).
    if (parseInt(hex, 16) < 0x80 && hex !== '25') return false;
  }
  return HOST_CHARS.test(name.replace(/%[0-9A-Fa-f]{2}/g, ''));
}

/** Go's validUserinfo. */
function validUserinfo(userinfo: string): boolean {
  return /^[A-Za-z0-9\-._:~!$&'()*+,;=%@]*$/.test(userinfo);
}

/** Parse a request target; see the module comment for what is accepted. */
export function parseRequestTarget(raw: string): RequestTargetResult {
  if (raw === '') return fail('empty url');
  if (CTL.test(raw)) return fail('net/url: invalid control character in URL');
  if (raw === '*') return { ok: true, target: { path: '*', rawQuery: '' } };
  const scheme = splitScheme(raw);
  if (scheme === 'missing') return fail('missing protocol scheme');
  let rest = scheme ? scheme.rest : raw;
  let rawQuery = '';
  if (rest.endsWith('?') && rest.indexOf('?') === rest.length - 1) rest = rest.slice(0, -1);
  else {
    const q = rest.indexOf('?');
    if (q >= 0) {
      rawQuery = rest.slice(q + 1);
      rest = rest.slice(0, q);
    }
  }
  if (!rest.startsWith('/')) {
    // `scheme:opaque` is accepted by Go with an empty path; anything else is not a request URI.
    if (scheme) return { ok: true, target: { path: '', rawQuery } };
    return fail('invalid URI for request');
  }
  if (scheme && rest.startsWith('//')) {
    const authorityEnd = rest.indexOf('/', 2);
    const authority = authorityEnd < 0 ? rest.slice(2) : rest.slice(2, authorityEnd);
    rest = authorityEnd < 0 ? '' : rest.slice(authorityEnd);
    const at = authority.lastIndexOf('@');
    if (at >= 0 && !validUserinfo(authority.slice(0, at))) return fail('net/url: invalid userinfo');
    if (!validHost(at >= 0 ? authority.slice(at + 1) : authority)) return fail('invalid host or port');
  }
  const bytes = percentDecode(rest);
  if (!bytes) return fail('invalid URL escape');
  return { ok: true, target: { path: utf8.decode(bytes), rawQuery } };
}
