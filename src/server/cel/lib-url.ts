/**
 * k8s URL library (k8s.io/apiserver/pkg/cel/library/urls.go): url(string) -> URL (an
 * absolute URI or absolute path, as Go's url.ParseRequestURI accepts; error otherwise),
 * isURL(string), and URL.getScheme/getHost/getHostname/getPort/getEscapedPath/getQuery.
 * Parsing follows Go's net/url for the parts these accessors expose (scheme, authority with
 * port and IPv6 literals, path escaping, query "matrix" form). Cost: url/isURL one string
 * traversal, accessors 1.
 */
import { CelRuntimeError } from './errors.js';
import { noSuchOverload, STRING_TRAVERSAL_COST_FACTOR, type FunctionTable } from './functions.js';
import { actualSize, CelList, CelMap, type CelObject, type CelValue } from './values.js';

export const URL_TYPE = 'kubernetes.URL';

export class UrlValue implements CelObject {
  readonly celTypeName = URL_TYPE;
  constructor(
    readonly scheme: string,
    readonly host: string,
    /** Decoded path. */
    readonly path: string,
    /** The path as written, when it differs from the escaped decoded one. */
    readonly rawPath: string,
    readonly rawQuery: string,
    readonly text: string,
  ) {}
  celEquals(other: CelObject): boolean {
    return other instanceof UrlValue && other.text === this.text;
  }
  toJSON(): string {
    return this.text;
  }
}

class UrlError extends Error {}

/** Go's unescape for paths/hosts: `%XX` sequences must be valid. */
function unescape(s: string, plusIsSpace: boolean): string {
  if (!s.includes('%') && !(plusIsSpace && s.includes('+'))) return s;
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s[i] as string;
    if (c === '%') {
      const h = s.slice(i + 1, i + 3);
      if (!/^[0-9a-fA-F]{2}$/.test(h)) throw new UrlError(`invalid URL escape "${s.slice(i, i + 3)}"`);
      bytes.push(parseInt(h, 16));
      i += 2;
    } else if (c === '+' && plusIsSpace) bytes.push(32);
    else for (const b of Buffer.from(c, 'utf8')) bytes.push(b);
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Go's shouldEscape(c, encodePath) for one byte. */
function pathByteNeedsEscape(b: number): boolean {
  const c = String.fromCharCode(b);
  if (/[A-Za-z0-9\-_.~]/.test(c)) return false;
  return !'$&+,/:;=@'.includes(c);
}

function escapePath(path: string): string {
  let out = '';
  for (const b of Buffer.from(path, 'utf8')) {
    out += pathByteNeedsEscape(b) ? '%' + b.toString(16).toUpperCase().padStart(2, '0') : String.fromCharCode(b);
  }
  return out;
}

/** Go's validEncoded(s, encodePath). */
function validEncodedPath(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s[i] as string;
    if ("!$&'()*+,;=:@[]%".includes(c)) continue;
    const code = s.charCodeAt(i);
    if (code > 0x7f || pathByteNeedsEscape(code)) return false;
  }
  return true;
}

/** url.ParseRequestURI + url.Parse as k8s combines them; throws UrlError with Go's text. */
export function parseUrl(raw: string): UrlValue {
  if ([...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) throw new UrlError('net/url: invalid control character in URL');
  if (raw === '') throw new UrlError('empty url');
  let rest = raw;
  let scheme = '';
  const m = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(raw);
  if (m) {
    scheme = (m[1] as string).toLowerCase();
    rest = raw.slice(m[0].length);
  } else if (raw.startsWith(':')) throw new UrlError('missing protocol scheme');
  // (the request form keeps '#' in place; the components come from url.Parse, which cuts it)
  const hash = rest.indexOf('#');
  if (hash >= 0) rest = rest.slice(0, hash);
  let rawQuery = '';
  const q = rest.indexOf('?');
  if (q >= 0) {
    rawQuery = rest.slice(q + 1);
    rest = rest.slice(0, q);
  }
  if (!rest.startsWith('/')) {
    if (scheme !== '') return new UrlValue(scheme, '', '', '', rawQuery, raw); // opaque (mailto:x)
    throw new UrlError('invalid URI for request');
  }
  let host = '';
  if (scheme !== '' && rest.startsWith('//')) {
    const authEnd = rest.indexOf('/', 2);
    const authority = authEnd < 0 ? rest.slice(2) : rest.slice(2, authEnd);
    rest = authEnd < 0 ? '' : rest.slice(authEnd);
    const at = authority.lastIndexOf('@');
    host = at < 0 ? authority : authority.slice(at + 1);
    if (host.startsWith('[')) {
      const close = host.indexOf(']');
      if (close < 0) throw new UrlError('missing \']\' in host');
      const port = host.slice(close + 1);
      if (port !== '' && !/^:\d*$/.test(port)) throw new UrlError(`invalid port "${port}" after host`);
    } else {
      const colon = host.lastIndexOf(':');
      if (colon >= 0 && !/^:\d*$/.test(host.slice(colon))) throw new UrlError(`invalid port "${host.slice(colon)}" after host`);
      const bad = /[^A-Za-z0-9\-._~!$&'()*+,;=:%]/.exec(host);
      if (bad) throw new UrlError(`invalid character "${bad[0]}" in host name`);
    }
    host = unescape(host, false);
  }
  const path = unescape(rest, false);
  return new UrlValue(scheme, host, path, rest, rawQuery, raw);
}

function hostname(u: UrlValue): string {
  if (u.host.startsWith('[')) {
    const close = u.host.indexOf(']');
    return u.host.slice(1, close < 0 ? undefined : close);
  }
  const colon = u.host.lastIndexOf(':');
  return colon < 0 ? u.host : u.host.slice(0, colon);
}

function port(u: UrlValue): string {
  const close = u.host.lastIndexOf(']');
  const colon = u.host.lastIndexOf(':');
  return colon > close ? u.host.slice(colon + 1) : '';
}

function escapedPath(u: UrlValue): string {
  if (u.rawPath !== '' && validEncodedPath(u.rawPath)) {
    try {
      if (unescape(u.rawPath, false) === u.path) return u.rawPath;
    } catch {
      // fall through to escaping the decoded path
    }
  }
  return escapePath(u.path);
}

/** Go's url.ParseQuery, keeping the pairs that parse (what URL.Query() returns). */
function query(u: UrlValue): CelMap {
  const out = new Map<string, string[]>();
  for (const pair of u.rawQuery.split('&')) {
    if (pair === '' || pair.includes(';')) continue;
    const eq = pair.indexOf('=');
    try {
      const k = unescape(eq < 0 ? pair : pair.slice(0, eq), true);
      const v = unescape(eq < 0 ? '' : pair.slice(eq + 1), true);
      const list = out.get(k) ?? [];
      list.push(v);
      out.set(k, list);
    } catch {
      // a bad escape drops the pair, as URL.Query() does
    }
  }
  const entries = new Map<string, readonly [CelValue, CelValue]>();
  for (const [k, vs] of out) entries.set('s' + k, [k, new CelList(vs)]);
  return new CelMap(entries);
}

export function registerUrls(t: FunctionTable): void {
  const parseCost = ([a = null]: readonly CelValue[]): number => Math.ceil(actualSize(a) * STRING_TRAVERSAL_COST_FACTOR);
  t.set('url', {
    impl: (args) => {
      const [s] = args;
      if (typeof s !== 'string' || args.length !== 1) throw noSuchOverload('url', args);
      try {
        return parseUrl(s);
      } catch (e) {
        if (!(e instanceof UrlError)) throw e;
        throw new CelRuntimeError(`URL parse error during conversion from string: parse ${JSON.stringify(s)}: ${e.message}`);
      }
    },
    cost: parseCost,
  });
  t.set('isURL', {
    impl: (args) => {
      const [s] = args;
      if (typeof s !== 'string' || args.length !== 1) throw noSuchOverload('isURL', args);
      try {
        parseUrl(s);
        return true;
      } catch (e) {
        if (!(e instanceof UrlError)) throw e;
        return false;
      }
    },
    cost: parseCost,
  });
  const accessor = (fn: string, f: (u: UrlValue) => CelValue): void => {
    t.set(fn, {
      impl: (args) => {
        const [u] = args;
        if (!(u instanceof UrlValue) || args.length !== 1) throw noSuchOverload(fn, args);
        return f(u);
      },
    });
  };
  accessor('getScheme', (u) => u.scheme);
  accessor('getHost', (u) => u.host);
  accessor('getHostname', hostname);
  accessor('getPort', port);
  accessor('getEscapedPath', escapedPath);
  accessor('getQuery', query);
}
