/**
 * The default transport: undici with one pooled keep-alive Agent per client, TLS
 * settings (CA, client certificate, skip-verify, SNI name) from the configuration, and
 * proxies as Go's net/http picks them (proxy.ts): a fixed `proxyUrl` (kubeconfig
 * `proxy-url`: http, https or socks5) for every request, else `HTTPS_PROXY`/`HTTP_PROXY`/
 * `NO_PROXY` from `proxyEnv` (default `process.env`; `false` ignores the environment).
 * Through an http(s) proxy an https request is tunnelled with CONNECT and an http request
 * is sent to the proxy in absolute form, as Go does.
 */
import { Agent, ProxyAgent, request as undiciRequest, type Dispatcher } from 'undici';
import { environmentProxy, fixedProxy, type ProxyEnvironment, type ProxySelector } from './proxy.js';
import type { Transport, TransportRequest, TransportResponse } from './transport.js';

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
}

export class UndiciTransport implements Transport {
  private tls: TlsOptions;
  private agent: Agent;
  private readonly proxies = new Map<string, ProxyAgent>();
  private readonly selector: ProxySelector | undefined;

  constructor(private readonly options: UndiciTransportOptions = {}) {
    this.tls = options.tls ?? {};
    if (options.proxyUrl) this.selector = fixedProxy(options.proxyUrl);
    else if (options.proxyEnv !== false) this.selector = environmentProxy(options.proxyEnv ?? process.env);
    this.agent = this.newAgent();
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
      headersTimeout: 60_000,
    };
  }

  private newAgent(): Agent {
    return new Agent({ ...this.dispatcherOptions(), connect: this.connectOptions() });
  }

  private dispatcherFor(url: string): Dispatcher {
    const proxy = this.selector?.proxyFor(new URL(url));
    if (!proxy) return this.agent;
    const key = proxy.href;
    let agent = this.proxies.get(key);
    if (!agent) {
      const socks = proxy.protocol === 'socks5:';
      const tls = this.connectOptions();
      agent = new ProxyAgent({
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
    const old = [this.agent, ...this.proxies.values()];
    this.proxies.clear();
    this.agent = this.newAgent();
    for (const d of old) void d.close().catch(() => {});
  }

  async request(req: TransportRequest): Promise<TransportResponse> {
    const r = await undiciRequest(req.url, {
      method: req.method as 'GET',
      headers: req.headers,
      body: req.body ?? null,
      signal: req.signal ?? null,
      dispatcher: this.dispatcherFor(req.url),
    });
    return { status: r.statusCode, headers: r.headers as TransportResponse['headers'], body: r.body };
  }

  async close(): Promise<void> {
    await Promise.all([this.agent.close(), ...[...this.proxies.values()].map((p) => p.close())]);
  }
}
