/**
 * Proxies: Go httpproxy's selection rules (table), and requests over real HTTP(S) through a
 * recording proxy: kubeconfig proxy-url (http, socks5), HTTPS_PROXY/HTTP_PROXY (upper and
 * lower case), NO_PROXY sending a request around the proxy.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type ClientOptions } from '../../src/client/client.js';
import { environmentProxy, parseIP, ProxySelectionError } from '../../src/client/proxy.js';
import { TransportError } from '../../src/client/rest-client.js';
import { createCertificateAuthority, createServingCertificate } from '../../src/server/auth/certificates.js';
import { startServer, type RunningServer } from '../../src/server/index.js';
import { rejectionOf } from '../e2e/harness.js';
import { startRecordingProxy, type RecordingProxy } from '../support/recording-proxy.js';

describe('environment proxy selection (Go httpproxy)', () => {
  const pick = (env: Record<string, string>, url: string) => environmentProxy(env)?.proxyFor(new URL(url))?.href;
  const env = {
    HTTPS_PROXY: 'https://secure-proxy:8443',
    HTTP_PROXY: 'plain-proxy:3128',
    NO_PROXY: ' 10.0.0.0/8, .svc ,example.com:443,[2001:db8::1]:6443, 192.168.1.1, *.corp.io, fd00::/8 ,internal',
  };
  it.each([
    ['https://api.example.org', 'https://secure-proxy:8443/'],
    ['http://api.example.org', 'http://plain-proxy:3128/'], // scheme-less value read as http://
    ['https://10.1.2.3:6443', undefined], // CIDR
    ['https://11.1.2.3', 'https://secure-proxy:8443/'],
    ['https://a.b.svc', undefined], // .domain: subdomains
    ['https://svc', 'https://secure-proxy:8443/'], // .domain: not the domain itself
    ['https://example.com', undefined], // domain:port with the default port
    ['https://example.com:8443', 'https://secure-proxy:8443/'],
    ['https://x.example.com', undefined], // a domain matches its subdomains
    ['https://notexample.com', 'https://secure-proxy:8443/'],
    ['https://[2001:db8::1]:6443', undefined],
    ['https://[2001:db8::1]:443', 'https://secure-proxy:8443/'],
    ['https://192.168.1.1:1234', undefined],
    ['https://a.corp.io', undefined],
    ['https://corp.io', 'https://secure-proxy:8443/'], // *.domain: subdomains only
    ['https://[fd12::1]', undefined],
    ['https://INTERNAL', undefined],
    ['https://localhost:6443', undefined], // never proxied
    ['https://127.0.0.5', undefined],
    ['https://[::1]:443', undefined],
  ])('%s -> %s', (url, want) => {
    expect(pick(env, url)).toBe(want);
  });

  it('lower-case variables, upper case first; * disables; empty values mean unset', () => {
    expect(pick({ https_proxy: 'http://low:1' }, 'https://k')).toBe('http://low:1/');
    expect(pick({ HTTPS_PROXY: 'http://up:1', https_proxy: 'http://low:1' }, 'https://k')).toBe('http://up:1/');
    expect(pick({ HTTPS_PROXY: '', https_proxy: 'http://low:1' }, 'https://k')).toBe('http://low:1/');
    expect(pick({ HTTPS_PROXY: 'http://p:1', no_proxy: '*' }, 'https://k')).toBeUndefined();
    expect(pick({ HTTPS_PROXY: 'socks5://s:1080' }, 'https://k')).toBe('socks5://s:1080');
    expect(pick({ HTTP_PROXY: 'http://p:1' }, 'https://k')).toBeUndefined(); // HTTP_PROXY is for http only
    expect(environmentProxy({})).toBeUndefined();
  });

  it('a proxyUrl with another scheme, or none, is refused when the client is created', () => {
    expect(() => createClient({ server: 'https://k', proxyUrl: 'ftp://p:21' })).toThrow('unsupported scheme "ftp", must be http, https, or socks5');
    expect(() => createClient({ server: 'https://k', proxyUrl: 'nonsense' })).toThrow('could not parse: nonsense');
  });

  it('refuses HTTP_PROXY under CGI (REQUEST_METHOD set)', () => {
    expect(() => pick({ HTTP_PROXY: 'http://p:1', REQUEST_METHOD: 'GET' }, 'http://k')).toThrow(ProxySelectionError);
    expect(pick({ HTTPS_PROXY: 'http://p:1', REQUEST_METHOD: 'GET' }, 'https://k')).toBe('http://p:1/');
  });

  it('parses IP addresses as Go net.ParseIP', () => {
    expect(parseIP('1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 1, 2, 3, 4]);
    expect(parseIP('::ffff:1.2.3.4')).toEqual(parseIP('1.2.3.4'));
    expect(parseIP('2001:db8::1')).toEqual([0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIP('1:2:3:4:5:6:7:8')).toHaveLength(16);
    for (const bad of ['1.2.3', '01.2.3.4', '256.1.1.1', '1::2::3', '1:2:3:4:5:6:7:8:9', 'example.com', '']) expect(parseIP(bad)).toBeUndefined();
  });

  it('hostile NO_PROXY and proxy values never throw (property, fixed seed)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.webUrl(), (noProxy, proxy, url) => {
        const sel = environmentProxy({ HTTPS_PROXY: proxy, HTTP_PROXY: proxy, NO_PROXY: noProxy });
        const got = sel?.proxyFor(new URL(url));
        if (got !== undefined) expect(got).toBeInstanceOf(URL);
      }),
      { seed: 20261124, numRuns: 1000 },
    );
  });
});

describe('requests through a proxy', () => {
  const ca = createCertificateAuthority();
  const serving = createServingCertificate(ca, { dnsNames: ['api.example.test'], ipAddresses: ['127.0.0.1'] });
  let https: RunningServer;
  let http: RunningServer;
  let proxy: RecordingProxy;
  let port: number;

  beforeAll(async () => {
    https = await startServer({ port: 0, tls: { cert: serving.certPem, key: serving.keyPem } });
    http = await startServer({ port: 0 });
    // The proxy knows api.example.test; DNS does not.
    proxy = await startRecordingProxy((host, p) => ({ host: host === 'api.example.test' ? '127.0.0.1' : host, port: p }));
    port = Number(new URL(https.url).port);
  });
  afterAll(async () => {
    await proxy.close();
    await https.close();
    await http.close();
  });

  async function listThrough(options: ClientOptions): Promise<void> {
    const c = createClient({ retry: false, ...options });
    try {
      await c.runtimeClasses.list();
    } finally {
      await c.close();
    }
  }

  it('proxy-url (http proxy): https tunnelled with CONNECT, loopback included', async () => {
    proxy.records.length = 0;
    await listThrough({ server: https.url, tls: { ca: ca.certPem }, proxyUrl: proxy.url, proxyEnv: { HTTPS_PROXY: 'http://127.0.0.1:1' } });
    expect(proxy.records.map((r) => [r.kind, r.target])).toEqual([['CONNECT', `127.0.0.1:${port}`]]);
  });

  it('proxy-url with credentials sends Proxy-Authorization', async () => {
    proxy.records.length = 0;
    await listThrough({ server: https.url, tls: { ca: ca.certPem }, proxyUrl: proxy.url.replace('://', '://user:p%40ss@') });
    expect(proxy.records[0]!.headers!['proxy-authorization']).toBe('Basic ' + Buffer.from('user:p@ss').toString('base64'));
  });

  it('proxy-url https: the proxy is verified with the cluster CA, as Go dials it with the same TLS config', async () => {
    const proxyCert = createServingCertificate(ca, { ipAddresses: ['127.0.0.1'] });
    const secure = await startRecordingProxy(undefined, { tls: { cert: proxyCert.certPem, key: proxyCert.keyPem } });
    try {
      await listThrough({ server: https.url, tls: { ca: ca.certPem }, proxyUrl: secure.url });
      expect(secure.records.map((r) => [r.kind, r.target])).toEqual([['CONNECT', `127.0.0.1:${port}`]]);
    } finally {
      await secure.close();
    }
  });

  it('proxy-url socks5', async () => {
    proxy.records.length = 0;
    await listThrough({ server: https.url, tls: { ca: ca.certPem }, proxyUrl: proxy.socksUrl });
    expect(proxy.records.map((r) => [r.kind, r.target])).toEqual([['SOCKS5', `127.0.0.1:${port}`]]);
  });

  it('HTTPS_PROXY for a name only the proxy resolves; TLS verified end to end through the tunnel', async () => {
    proxy.records.length = 0;
    await listThrough({ server: `https://api.example.test:${port}`, tls: { ca: ca.certPem }, proxyEnv: { HTTPS_PROXY: proxy.url } });
    expect(proxy.records.map((r) => [r.kind, r.target])).toEqual([['CONNECT', `api.example.test:${port}`]]);
    // A CA the server's certificate does not chain to fails through the proxy too.
    const other = createCertificateAuthority({ commonName: 'other' });
    const err = await rejectionOf(listThrough({ server: `https://api.example.test:${port}`, tls: { ca: other.certPem }, proxyEnv: { https_proxy: proxy.url } }));
    expect(err).toBeInstanceOf(TransportError);
  });

  it('http_proxy (lower case): plain http sent to the proxy in absolute form', async () => {
    proxy.records.length = 0;
    const httpPort = new URL(http.url).port;
    await listThrough({ server: `http://api.example.test:${httpPort}`, proxyEnv: { http_proxy: proxy.url } });
    expect(proxy.records.map((r) => [r.kind, r.method, r.target])).toEqual([
      ['HTTP', 'GET', `http://api.example.test:${httpPort}/apis/node.cluster.io/v1/runtimeclasses`],
    ]);
  });

  it('NO_PROXY sends the request around the proxy (here: to a name DNS does not know)', async () => {
    proxy.records.length = 0;
    const err = await rejectionOf(listThrough({ server: `https://api.example.test:${port}`, tls: { ca: ca.certPem }, proxyEnv: { HTTPS_PROXY: proxy.url, NO_PROXY: 'example.test' } }));
    expect(err).toBeInstanceOf(TransportError);
    expect(proxy.records).toEqual([]);
  });

  it('loopback servers are not proxied by the environment, as in Go', async () => {
    proxy.records.length = 0;
    await listThrough({ server: https.url, tls: { ca: ca.certPem }, proxyEnv: { HTTPS_PROXY: proxy.url } });
    expect(proxy.records).toEqual([]);
  });
});
