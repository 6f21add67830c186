/**
 * Proxy selection as Go's net/http does it for client-go:
 *
 * - a kubeconfig `proxy-url` (`http`, `https` or `socks5`) is used for every request
 *   (`http.ProxyURL`), loopback included;
 * - otherwise the environment (`http.ProxyFromEnvironment`, golang.org/x/net/http/httpproxy):
 *   `HTTPS_PROXY` for https URLs, `HTTP_PROXY` for http URLs (upper case first, then lower
 *   case; the first non-empty wins), a value without a usable scheme read as `http://<value>`,
 *   an unparsable value ignored; `NO_PROXY` is a comma-separated list of `*`, IP addresses
 *   (with an optional port), CIDR ranges, and domains (`foo.com` matches it and its
 *   subdomains, `.foo.com` and `*.foo.com` only subdomains), each with an optional `:port`;
 *   `localhost` and loopback addresses are never proxied; under CGI (`REQUEST_METHOD` set)
 *   `HTTP_PROXY` is refused.
 *
 * Only the selection lives here; the undici transport dials through the chosen proxy.
 */

export type ProxyEnvironment = Readonly<Record<string, string | undefined>>;

/** Why a request could not be given a proxy (Go's CGI refusal). */
export class ProxySelectionError extends Error {
  readonly code = 'ERR_PROXY' as const;
  constructor(message: string) {
    super(message);
    this.name = 'ProxySelectionError';
  }
}

const PROXY_SCHEMES = new Set(['http:', 'https:', 'socks5:']);

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** httpproxy `parseProxy`: a value without an http/https/socks5 scheme is retried as `http://<value>`. */
export function parseProxyValue(value: string): URL | undefined {
  if (value === '') return undefined;
  const direct = parseUrl(value);
  if (direct && PROXY_SCHEMES.has(direct.protocol) && direct.hostname !== '') return direct;
  const retried = parseUrl('http://' + value);
  if (retried && retried.hostname !== '') return retried;
  return undefined;
}

// ---------------------------------------------------------------------------
// IP addresses (Go's net.ParseIP: dotted-decimal IPv4 without leading zeros, IPv6 with
// optional embedded IPv4), as 16 bytes with IPv4 mapped into ::ffff:0:0/96.
// ---------------------------------------------------------------------------

function parseIPv4(s: string): number[] | undefined {
  const parts = s.split('.');
  if (parts.length !== 4) return undefined;
  const out: number[] = [];
  for (const p of parts) {
    if (!/^(0|[1-9][0-9]{0,2})$/.test(p)) return undefined;
    const n = Number(p);
    if (n > 255) return undefined;
    out.push(n);
  }
  return out;
}

function parseIPv6(s: string): number[] | undefined {
  if (!/^[0-9a-fA-F:.]+$/.test(s)) return undefined;
  let tail: number[] = [];
  let text = s;
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.')) {
    const v4 = parseIPv4(text.slice(lastColon + 1));
    if (!v4) return undefined;
    tail = v4;
    // The IPv4 tail stands for the last two groups.
    text = s.slice(0, lastColon + 1);
    text = text.endsWith('::') ? text : text.endsWith(':') ? text.slice(0, -1) : text;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const groups = (h: string): number[] | undefined => {
    if (h === '') return [];
    const out: number[] = [];
    for (const g of h.split(':')) {
      if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return undefined;
      const n = parseInt(g, 16);
      out.push(n >> 8, n & 0xff);
    }
    return out;
  };
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  if (!head || !rest) return undefined;
  const have = head.length + rest.length + tail.length;
  if (halves.length === 1) return have === 16 ? [...head, ...tail] : undefined;
  if (have > 14) return undefined;
  return [...head, ...new Array<number>(16 - have).fill(0), ...rest, ...tail];
}

/** Go's net.ParseIP as 16 bytes, or undefined. */
export function parseIP(s: string): number[] | undefined {
  const v4 = parseIPv4(s);
  if (v4) return [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, ...v4];
  return s.includes(':') ? parseIPv6(s) : undefined;
}

function isV4Mapped(ip: readonly number[]): boolean {
  return ip.slice(0, 10).every((b) => b === 0) && ip[10] === 0xff && ip[11] === 0xff;
}

function isLoopback(ip: readonly number[]): boolean {
  if (isV4Mapped(ip)) return ip[12] === 127;
  return ip.slice(0, 15).every((b) => b === 0) && ip[15] === 1;
}

interface Cidr {
  readonly ip: number[];
  readonly bits: number;
}

/** Go's net.ParseCIDR: an IPv4 prefix counts over the last 32 bits. */
function parseCidr(s: string): Cidr | undefined {
  const slash = s.indexOf('/');
  if (slash < 0) return undefined;
  const addr = s.slice(0, slash);
  const lenText = s.slice(slash + 1);
  if (!/^(0|[1-9][0-9]{0,2})$/.test(lenText)) return undefined;
  const len = Number(lenText);
  const v4 = parseIPv4(addr);
  if (v4) return len > 32 ? undefined : { ip: parseIP(addr)!, bits: 96 + len };
  const v6 = addr.includes(':') ? parseIPv6(addr) : undefined;
  if (!v6 || len > 128) return undefined;
  return { ip: v6, bits: len };
}

function cidrContains(c: Cidr, ip: readonly number[]): boolean {
  for (let bit = 0; bit < c.bits; bit++) {
    const byte = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    if ((c.ip[byte]! & mask) !== (ip[byte]! & mask)) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------
// NO_PROXY
// ---------------------------------------------------------------------------

type Matcher =
  | { readonly kind: 'all' }
  | { readonly kind: 'cidr'; readonly cidr: Cidr }
  | { readonly kind: 'ip'; readonly ip: number[]; readonly port: string }
  | { readonly kind: 'domain'; readonly host: string; readonly port: string; readonly matchHost: boolean };

/** Go's net.SplitHostPort for the shapes NO_PROXY entries take; undefined when it fails. */
function splitHostPort(s: string): { host: string; port: string } | undefined {
  if (s.startsWith('[')) {
    const end = s.indexOf(']');
    if (end < 0 || s[end + 1] !== ':') return undefined;
    const host = s.slice(1, end);
    const port = s.slice(end + 2);
    if (host.includes('[') || port.includes(':') || port.includes(']')) return undefined;
    return { host, port };
  }
  const i = s.lastIndexOf(':');
  if (i < 0) return undefined;
  const host = s.slice(0, i);
  if (host.includes(':')) return undefined; // too many colons
  return { host, port: s.slice(i + 1) };
}

function parseNoProxy(noProxy: string): Matcher[] {
  const out: Matcher[] = [];
  for (const raw of noProxy.split(',')) {
    const p = raw.trim().toLowerCase();
    if (p === '') continue;
    if (p === '*') return [{ kind: 'all' }];
    const cidr = parseCidr(p);
    if (cidr) {
      out.push({ kind: 'cidr', cidr });
      continue;
    }
    let host = p;
    let port = '';
    const split = splitHostPort(p);
    if (split) {
      if (split.host === '') continue;
      host = split.host.startsWith('[') && split.host.endsWith(']') ? split.host.slice(1, -1) : split.host;
      port = split.port;
    }
    const ip = parseIP(host);
    if (ip) {
      out.push({ kind: 'ip', ip, port });
      continue;
    }
    if (host === '') continue;
    if (host.startsWith('*.')) host = host.slice(1);
    let matchHost = false;
    if (!host.startsWith('.')) {
      matchHost = true;
      host = '.' + host;
    }
    out.push({ kind: 'domain', host: toAscii(host), port, matchHost });
  }
  return out;
}

/** idna ToASCII as far as URL parsing offers it (unchanged when it fails). */
function toAscii(host: string): string {
  if (/^[\x00-\x7f]*$/.test(host)) return host;
  const u = parseUrl('http://x' + host);
  return u ? u.hostname.slice(1) : host;
}

const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443', 'socks5:': '1080' };

/** A proxy chooser for request URLs. */
export interface ProxySelector {
  /** The proxy for this URL, or undefined to connect directly. Throws ProxySelectionError under CGI. */
  proxyFor(url: URL): URL | undefined;
}

/**
 * http.ProxyURL: every request through `proxyUrl`. Throws ProxySelectionError with
 * clientcmd's texts for a URL that does not parse or has another scheme than http, https
 * or socks5.
 */
export function fixedProxy(proxyUrl: string): ProxySelector {
  const u = parseUrl(proxyUrl);
  if (!u || u.hostname === '') throw new ProxySelectionError(`could not parse: ${proxyUrl}`);
  if (!PROXY_SCHEMES.has(u.protocol)) throw new ProxySelectionError(`unsupported scheme "${u.protocol.slice(0, -1)}", must be http, https, or socks5`);
  return { proxyFor: () => u };
}

function getEnvAny(env: ProxyEnvironment, ...names: string[]): string {
  for (const n of names) {
    const v = env[n];
    if (v) return v;
  }
  return '';
}

/**
 * http.ProxyFromEnvironment over `env` (read once, as Go does). Returns undefined when
 * neither proxy variable holds a usable value, so callers can skip proxy machinery.
 */
export function environmentProxy(env: ProxyEnvironment): ProxySelector | undefined {
  const httpProxy = parseProxyValue(getEnvAny(env, 'HTTP_PROXY', 'http_proxy'));
  const httpsProxy = parseProxyValue(getEnvAny(env, 'HTTPS_PROXY', 'https_proxy'));
  if (!httpProxy && !httpsProxy) return undefined;
  const cgi = Boolean(env['REQUEST_METHOD']);
  const matchers = parseNoProxy(getEnvAny(env, 'NO_PROXY', 'no_proxy'));

  const useProxy = (url: URL): boolean => {
    let host = url.hostname.toLowerCase();
    if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
    if (host === '') return true;
    const port = url.port || DEFAULT_PORTS[url.protocol] || '';
    if (host === 'localhost') return false;
    const ip = parseIP(host);
    if (ip && isLoopback(ip)) return false;
    for (const m of matchers) {
      switch (m.kind) {
        case 'all':
          return false;
        case 'cidr':
          if (ip && cidrContains(m.cidr, ip)) return false;
          break;
        case 'ip':
          if (ip && m.ip.every((b, i) => b === ip[i]) && (m.port === '' || m.port === port)) return false;
          break;
        case 'domain':
          if ((host.endsWith(m.host) || (m.matchHost && host === m.host.slice(1))) && (m.port === '' || m.port === port)) return false;
          break;
      }
    }
    return true;
  };

  return {
    proxyFor(url) {
      let proxy: URL | undefined;
      if (url.protocol === 'https:') proxy = httpsProxy;
      else if (url.protocol === 'http:') {
        proxy = httpProxy;
        if (proxy && cgi) throw new ProxySelectionError('refusing to use HTTP_PROXY value in CGI environment; see golang.org/s/cgihttpproxy');
      }
      if (!proxy || !useProxy(url)) return undefined;
      return proxy;
    },
  };
}
