/**
 * The default transport: undici with one pooled keep-alive Agent per client, TLS
 * settings (CA, client certificate, skip-verify, SNI name) from the configuration, and
 * proxies as Go's net/http picks them (proxy.ts): a fixed `proxyUrl` (kubeconfig
 * `proxy-url`: http, https or socks5) for every request, else `HTTPS_PROXY`/`HTTP_PROXY`/
 * `NO_PROXY` from `proxyEnv` (default `process.env`; `false` ignores the environment).
 * Through an http(s) proxy an https request is tunnelled with CONNECT and an http request
 * is sent to the proxy in absolute form, as Go does.
 *
 * With `listsOverNodeHttp: true`, list requests that go direct (`TransportRequest.list`, no
 * proxy) are sent with node:http instead (`NodeHttpTransport`, same TLS settings and pool
 * size, the same 60 s bound on response headers). Off by default: in a fresh process undici's
 * first pass over 50 pages of ~800 KB costs 250-300 ms more CPU than node:http's native parser,
 * but that is undici warming up, and a process that goes on to watch with undici pays it on
 * its first watch events instead (measured: the informer's sync -16% client CPU, its first
 * 50,000 watch events +40%; docs/performance.md, "Results: issue 14 after session 22"). It
 * pays for a process that lists and exits.
 */
import type { Agent, Dispatcher, ProxyAgent } from 'undici';
import type { NodeHttpTransport } from './node-http-transport.js';
import { environmentProxy, fixedProxy, type ProxyEnvironment, type ProxySelector } from './proxy.js';
import type { Transport, TransportRequest, TransportResponse } from './transport.js';

type Undici = typeof import('undici');
let undici: Undici | undefined;
let loadingUndici: Promise<Undici> | undefined;

/**
 * undici is imported on the first request, not with this module: loading it is ~300 KiB of
 * code (and its parser a WebAssembly module), which `import('ctl')` and a CLI that sends its
 * requests through another transport should not pay for.
 */
function loadUndici(): Promise<Undici> {
  return (loadingUndici ??= import('undici').then((m) => (undici = m)));
}

type NodeHttp = typeof import('./node-http-transport.js');
let nodeHttp: NodeHttp | undefined;
let loadingNodeHttp: Promise<NodeHttp> | undefined;

/** The node:http transport for direct lists, imported with the first one (node:https pulls in TLS). */
function loadNodeHttp(): Promise<NodeHttp> {
  return (loadingNodeHttp ??= import('./node-http-transport.js').then((m) => (nodeHttp = m)));
}

export interface TlsOptions {
  /** PEM CA bundle to trust instead of the system roots. */
  readonly ca?: string | Buffer;
  /** PEM client certificate and key for mutual TLS. */
  readonly cert?: string | Buffer;
  readonly key?: string | Buffer;
  readonly insecureSkipTLSVerify?: boolean;
  readonly serverName?: string;
}

export interface UndiciTransportOptions {
  readonly tls?: TlsOptions;
  /** Max connections per origin (default 16). */
  readonly connections?: number;
  /** Idle keep-alive timeout in ms (default 30 s). */
  readonly keepAliveTimeout?: number;
  /** Every request through this proxy (`http://`, `https://` or `socks5://`); wins over `proxyEnv`. */
  readonly proxyUrl?: string;
  /** Environment for HTTPS_PROXY, HTTP_PROXY and NO_PROXY (default `process.env`); `false`: none. */
  readonly proxyEnv?: ProxyEnvironment | false;
  /** Send direct list requests (`TransportRequest.list`) with node:http (default false; see above). */
  readonly listsOverNodeHttp?: boolean;
}

/** Response headers must arrive within this (both paths). */
const HEADERS_TIMEOUT_MS = 60_000;

export class UndiciTransport implements Transport {
  private tls: TlsOptions;
  /** Made with the first request that goes direct (undici is loaded then). */
  private agent: Agent | undefined;
  private readonly proxies = new Map<string, ProxyAgent>();
  private readonly selector: ProxySelector | undefined;
  /** Direct list requests; made with the first one. */
  private lists: NodeHttpTransport | undefined;

  constructor(private readonly options: UndiciTransportOptions = {}) {
    this.tls = options.tls ?? {};
    if (options.proxyUrl) this.selector = fixedProxy(options.proxyUrl);
    else if (options.proxyEnv !== false) this.selector = environmentProxy(options.proxyEnv ?? process.env);
  }

  private connectOptions(): Record<string, unknown> {
    const tls = this.tls;
    const connect: Record<string, unknown> = {};
    if (tls.ca) connect.ca = tls.ca;
    if (tls.cert) connect.cert = tls.cert;
    if (tls.key) connect.key = tls.key;
    if (tls.insecureSkipTLSVerify) connect.rejectUnauthorized = false;
    if (tls.serverName) connect.servername = tls.serverName;
    return connect;
  }

  private dispatcherOptions() {
    return {
      connections: this.options.connections ?? 16,
      keepAliveTimeout: this.options.keepAliveTimeout ?? 30_000,
      // Watches are long-lived: no body timeout; headers must still arrive promptly.
      bodyTimeout: 0,
      headersTimeout: HEADERS_TIMEOUT_MS,
    };
  }

  private dispatcherFor(u: Undici, url: string): Dispatcher {
    const proxy = this.selector?.proxyFor(new URL(url));
    if (!proxy) return (this.agent ??= new u.Agent({ ...this.dispatcherOptions(), connect: this.connectOptions() }));
    const key = proxy.href;
    let agent = this.proxies.get(key);
    if (!agent) {
      const socks = proxy.protocol === 'socks5:';
      const tls = this.connectOptions();
      agent = new u.ProxyAgent({
        ...this.dispatcherOptions(),
        uri: key,
        requestTls: tls,
        // Go dials an https proxy with the client's TLS configuration (CA, client certificate),
        // named after the proxy host.
        ...(proxy.protocol === 'https:' ? { proxyTls: { ...tls, servername: undefined } } : {}),
        // Go forwards plain-http requests to an http proxy in absolute form (no CONNECT).
        ...(socks ? {} : { proxyTunnel: false }),
      });
      this.proxies.set(key, agent);
    }
    return agent;
  }

  /**
   * Dial with this client certificate from now on (an exec plugin's). When it differs from
   * the current one every pooled connection is closed, as client-go does on rotation.
   */
  setClientCertificate(cert: string, key: string): void {
    if (this.tls.cert === cert && this.tls.key === key) return;
    this.tls = { ...this.tls, cert, key };
    const old = [...(this.agent ? [this.agent] : []), ...this.proxies.values()];
    this.proxies.clear();
    this.agent = undefined;
    for (const d of old) void d.close().catch(() => {});
    this.lists?.setClientCertificate(cert, key);
  }

  request(req: TransportRequest): Promise<TransportResponse> {
    if (req.list === true && this.options.listsOverNodeHttp === true && this.selector?.proxyFor(new URL(req.url)) === undefined) {
      return this.viaNodeHttp(req);
    }
    return this.viaUndici(req);
  }

  private async viaNodeHttp(req: TransportRequest): Promise<TransportResponse> {
    const m = nodeHttp ?? (await loadNodeHttp());
    this.lists ??= new m.NodeHttpTransport({ tls: this.tls, connections: this.options.connections ?? 16, headersTimeoutMs: HEADERS_TIMEOUT_MS });
    return this.lists.request(req);
  }

  private async viaUndici(req: TransportRequest): Promise<TransportResponse> {
    const u = undici ?? (await loadUndici());
    const r = await u.request(req.url, {
      method: req.method as 'GET',
      headers: req.headers,
      body: req.body ?? null,
      signal: req.signal ?? null,
      dispatcher: this.dispatcherFor(u, req.url),
    });
    return { status: r.statusCode, headers: r.headers as TransportResponse['headers'], body: r.body };
  }

  async close(): Promise<void> {
    const open = [...(this.agent ? [this.agent] : []), ...this.proxies.values()];
    const lists = this.lists;
    this.agent = undefined;
    this.proxies.clear();
    this.lists = undefined;
    await Promise.all([...open.map((d) => d.close()), ...(lists ? [lists.close()] : [])]);
  }
}
