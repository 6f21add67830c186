/**
 * A transport over Node's own `http`/`https` modules: pooled keep-alive connections and the
 * same TLS settings as the undici transport, without proxies. Node's HTTP parser is native
 * (llhttp compiled into the binary), so a process that sends a handful of requests pays no
 * module loading and no WebAssembly compilation for it: the CLI uses this transport whenever
 * no proxy applies (see cli/client-factory.ts), which is what lets `ctl get` start and exit at
 * kubectl's speed and within its memory (docs/performance.md, "CLI start-up").
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Transport, TransportRequest, TransportResponse } from './transport.js';
import type { TlsOptions } from './undici-transport.js';

export interface NodeHttpTransportOptions {
  readonly tls?: TlsOptions;
  /** Max connections per origin (default 16). */
  readonly connections?: number;
  /**
   * Fail a request whose response headers have not arrived this many ms after it was sent
   * (undici's `headersTimeout`); default none. The body is bounded by the caller (readAll's
   * idle timeout).
   */
  readonly headersTimeoutMs?: number;
}

export class NodeHttpTransport implements Transport {
  private tls: TlsOptions;
  private http: HttpAgent;
  private https: HttpsAgent;

  constructor(private readonly options: NodeHttpTransportOptions = {}) {
    this.tls = options.tls ?? {};
    this.http = new HttpAgent({ keepAlive: true, maxSockets: options.connections ?? 16 });
    this.https = this.newHttpsAgent();
  }

  private newHttpsAgent(): HttpsAgent {
    const tls = this.tls;
    return new HttpsAgent({
      keepAlive: true,
      maxSockets: this.options.connections ?? 16,
      ...(tls.ca ? { ca: tls.ca } : {}),
      ...(tls.cert ? { cert: tls.cert } : {}),
      ...(tls.key ? { key: tls.key } : {}),
      ...(tls.insecureSkipTLSVerify ? { rejectUnauthorized: false } : {}),
      ...(tls.serverName ? { servername: tls.serverName } : {}),
    });
  }

  /** Dial with this client certificate from now on (an exec plugin's); pooled TLS connections close. */
  setClientCertificate(cert: string, key: string): void {
    if (this.tls.cert === cert && this.tls.key === key) return;
    this.tls = { ...this.tls, cert, key };
    const old = this.https;
    this.https = this.newHttpsAgent();
    old.destroy();
  }

  request(req: TransportRequest): Promise<TransportResponse> {
    const url = new URL(req.url);
    const secure = url.protocol === 'https:';
    const send = secure ? httpsRequest : httpRequest;
    // Node frames a body without a length only for some methods (chunked for POST, PUT and
    // PATCH; nothing at all for DELETE, whose DeleteOptions would then be read as the next
    // request): the length is always sent, as Go's client does for a body it holds in full.
    const body = req.body === undefined ? undefined : typeof req.body === 'string' ? Buffer.from(req.body) : req.body;
    const headers = body === undefined ? req.headers : { ...req.headers, 'content-length': String(body.byteLength) };
    const headersTimeout = this.options.headersTimeoutMs;
    return new Promise((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const outgoing = send(
        url,
        {
          method: req.method,
          headers,
          agent: secure ? this.https : this.http,
          ...(req.signal ? { signal: req.signal } : {}),
        },
        (res: IncomingMessage) => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, headers: headersOf(res), body: res });
        },
      );
      outgoing.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      if (headersTimeout !== undefined && headersTimeout > 0) {
        // Destroying the request closes its socket (it is not reused) and rejects through 'error'.
        timer = setTimeout(() => outgoing.destroy(new Error(`no response headers within ${headersTimeout} ms`)), headersTimeout);
      }
      outgoing.end(body);
    });
  }

  async close(): Promise<void> {
    this.http.destroy();
    this.https.destroy();
  }
}

/** Lower-cased names; a header sent more than once (Warning) as an array, as undici gives it. */
function headersOf(res: IncomingMessage): TransportResponse['headers'] {
  const out: Record<string, string | string[]> = {};
  const raw = res.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    const value = raw[i + 1]!;
    const prior = out[name];
    if (prior === undefined) out[name] = value;
    else if (Array.isArray(prior)) prior.push(value);
    else out[name] = [prior, value];
  }
  return out;
}
