/**
 * The default transport: undici with one pooled keep-alive Agent per client, TLS
 * settings (CA, client certificate, skip-verify, SNI name) from the configuration.
 */
import { Agent, request as undiciRequest } from 'undici';
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
}

export class UndiciTransport implements Transport {
  private readonly agent: Agent;

  constructor(options: UndiciTransportOptions = {}) {
    const tls = options.tls ?? {};
    const connect: Record<string, unknown> = {};
    if (tls.ca) connect.ca = tls.ca;
    if (tls.cert) connect.cert = tls.cert;
    if (tls.key) connect.key = tls.key;
    if (tls.insecureSkipTLSVerify) connect.rejectUnauthorized = false;
    if (tls.serverName) connect.servername = tls.serverName;
    this.agent = new Agent({
      connections: options.connections ?? 16,
      keepAliveTimeout: options.keepAliveTimeout ?? 30_000,
      // Watches are long-lived: no body timeout; headers must still arrive promptly.
      bodyTimeout: 0,
      headersTimeout: 60_000,
      connect,
    });
  }

  async request(req: TransportRequest): Promise<TransportResponse> {
    const r = await undiciRequest(req.url, {
      method: req.method as 'GET',
      headers: req.headers,
      body: req.body ?? null,
      signal: req.signal ?? null,
      dispatcher: this.agent,
    });
    return { status: r.statusCode, headers: r.headers as TransportResponse['headers'], body: r.body };
  }

  async close(): Promise<void> {
    await this.agent.close();
  }
}
