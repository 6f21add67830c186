/**
 * `createClient`: the SDK's entry point. Wires a transport (undici by default, see
 * undici-transport.ts), the request layer and one typed client per resource.
 */
import { typedClients, type ClientBase } from './client-core.js';
import { RestClient } from './rest-client.js';
import type { WireFormat } from './wire.js';
import { compose, type Interceptor, type Transport } from './transport.js';
import { UndiciTransport, type TlsOptions } from './undici-transport.js';
import { loadClientConfig, type ClientConfig } from './config/client-config.js';
import { ExecCredentialProvider, execCredentialInterceptor, type ExecClusterInfo, type ExecConfig, type ExecPluginOptions } from './exec-credential.js';
import { bearerTokenInterceptor } from './interceptors.js';
import type { ProxyEnvironment } from './proxy.js';
import { retryInterceptor, type RetryPolicy } from './retry-interceptor.js';

export { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-interceptor.js';

export interface ClientOptions {
  /** Server base URL, e.g. `https://127.0.0.1:6443`. */
  readonly server: string;
  /** Custom transport (default: undici with TLS from `tls`: UndiciTransport). */
  readonly transport?: Transport;
  readonly tls?: TlsOptions;
  /** Static bearer token, or a file re-read when it changes. */
  readonly token?: string;
  readonly tokenFile?: string;
  readonly userAgent?: string;
  /** Extra interceptors, outermost first (inside the retry interceptor, outside the bearer token). */
  readonly interceptors?: readonly Interceptor[];
  /**
   * Retries of idempotent requests after `Retry-After` responses and broken connections
   * (see retry-interceptor.ts). On by default with {@link DEFAULT_RETRY_POLICY}; `false`
   * turns retrying off.
   */
  readonly retry?: RetryPolicy | false;
  /** Called once per server warning. */
  readonly onWarning?: (warning: string) => void;
  /**
   * Preferred response format; JSON is always accepted as a fallback and responses are
   * decoded by their Content-Type. Default json (see docs/performance.md for the measurements).
   */
  readonly wireFormat?: WireFormat;
  /** Ask for gzip-compressed get/list responses (decoded transparently). Default true. */
  readonly compression?: boolean;
  /**
   * An exec credential plugin (kubeconfig `users[].user.exec`; exec-credential.ts): its token
   * or client certificate authenticates every request. Ignored when `token`, `tokenFile` or a
   * client certificate is set, as client-go ignores it then.
   */
  readonly exec?: ExecConfig & { readonly cluster?: ExecClusterInfo };
  /** How the plugin runs: environment, clock, stdin, stderr. */
  readonly execOptions?: ExecPluginOptions;
  /** Every request through this proxy (kubeconfig `proxy-url`: http, https or socks5). */
  readonly proxyUrl?: string;
  /**
   * Environment for HTTPS_PROXY, HTTP_PROXY and NO_PROXY when `proxyUrl` is not set
   * (default `process.env`, as client-go; `false` ignores proxies). Default transport only.
   */
  readonly proxyEnv?: ProxyEnvironment | false;
}

export interface Client extends ClientBase {
  readonly rest: RestClient;
}

/**
 * A client. Without options the configuration is loaded as client-go's default loading
 * rules do (`loadClientConfig()`): `$KUBECONFIG` (files merged) else `~/.kube/config`, the
 * current context; in-cluster configuration when no kubeconfig configures anything. Throws
 * the loader's ConfigError (`EmptyConfig` when nothing is configured anywhere).
 */
export function createClient(options?: ClientOptions): Client {
  if (options === undefined) return createClientFromConfig(loadClientConfig());
  const base: Transport =
    options.transport ??
    new UndiciTransport({
      ...(options.tls ? { tls: options.tls } : {}),
      ...(options.proxyUrl ? { proxyUrl: options.proxyUrl } : {}),
      ...(options.proxyEnv !== undefined ? { proxyEnv: options.proxyEnv } : {}),
    });
  // Retry outermost: every attempt runs the other interceptors again (a rotated token is re-read).
  const interceptors: Interceptor[] = options.retry === false ? [] : [retryInterceptor(options.retry ?? {})];
  interceptors.push(...(options.interceptors ?? []));
  if (options.token !== undefined || options.tokenFile !== undefined) {
    interceptors.push(bearerTokenInterceptor({ ...(options.token !== undefined ? { token: options.token } : {}), ...(options.tokenFile !== undefined ? { tokenFile: options.tokenFile } : {}) }));
  } else if (options.exec && !options.tls?.cert) {
    const { cluster, ...config } = options.exec;
    const provider = new ExecCredentialProvider(config, cluster, options.execOptions);
    interceptors.push(execCredentialInterceptor(provider, base.setClientCertificate ? (cert, key) => base.setClientCertificate!(cert, key) : undefined));
  }
  const transport = compose(base, ...interceptors);
  const rest = new RestClient({
    server: options.server,
    transport,
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    ...(options.onWarning ? { onWarning: options.onWarning } : {}),
    ...(options.wireFormat ? { wireFormat: options.wireFormat } : {}),
    ...(options.compression !== undefined ? { compression: options.compression } : {}),
  });
  return typedClients(rest, transport);
}

/**
 * createClient for a configuration from `loadClientConfig` (kubeconfig or in-cluster);
 * `extra` adds what the configuration does not decide (user agent, warning handler, retry
 * policy, interceptors, transport). TLS settings of both are merged, the configuration's winning.
 */
export function createClientFromConfig(config: Pick<ClientConfig, 'clientOptions'>, extra: Omit<ClientOptions, 'server'> = {}): Client {
  const own = config.clientOptions;
  const tls = own.tls || extra.tls ? { ...extra.tls, ...own.tls } : undefined;
  return createClient({ ...extra, ...own, ...(tls ? { tls } : {}) });
}
