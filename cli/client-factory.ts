/**
 * Global flags -> configuration -> client, as kubectl resolves them: --kubeconfig, else
 * $KUBECONFIG, else ~/.kube/config; --context/--cluster/--user/--server/--namespace/--token
 * override the file. When that configures nothing (or only the defaults) and the process
 * runs in a pod (KUBERNETES_SERVICE_HOST/PORT set, service-account token mounted), the
 * in-cluster configuration is used, as kubectl does; otherwise, with nothing configured,
 * the server is http://localhost:8080, kubectl's historical default (which `ctl server`
 * listens on). The namespace falls back to the pod's when the context sets none.
 *
 * Every client retries idempotent requests after `Retry-After` answers and broken
 * connections (createClient's default retry policy), as client-go does for kubectl.
 * Exec credential plugins (`users[].user.exec`) and proxies (`proxy-url`, HTTPS_PROXY,
 * HTTP_PROXY, NO_PROXY) come with the configuration, as in kubectl.
 */
import type { Client } from '../src/client/client.js';
import { loadClientConfig, type ClientConfig } from '../src/client/config/client-config.js';
import type { InClusterOptions } from '../src/client/config/in-cluster.js';
import type { Transport } from '../src/client/transport.js';
import type { CliContext } from './context.js';
import { stdinInUse } from './io.js';
import { resolveResourceOrFail } from './context.js';

export interface GlobalFlags {
  readonly kubeconfig?: string | undefined;
  readonly context?: string | undefined;
  readonly cluster?: string | undefined;
  readonly user?: string | undefined;
  readonly server?: string | undefined;
  readonly namespace?: string | undefined;
  readonly token?: string | undefined;
  readonly insecureSkipTlsVerify?: boolean | undefined;
}

/** What the factory reads besides the flags; injectable so tests need no real pod or home. */
export interface CliEnvironment {
  /** Default `process.env` (KUBECONFIG, HOME, KUBERNETES_SERVICE_*, POD_NAMESPACE). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** In-cluster settings (service-account directory); `false` disables the fallback. */
  readonly inCluster?: InClusterOptions | false;
  /** Server warnings; default: `Warning: <text>` on stderr. */
  readonly onWarning?: (warning: string) => void;
}

export const DEFAULT_SERVER = 'http://localhost:8080';

function resolve(flags: GlobalFlags, environment: CliEnvironment): ClientConfig {
  // Resolved synchronously: the configuration decides the namespace before any command runs.
  return loadClientConfig({
    ...(flags.kubeconfig ? { explicitPath: flags.kubeconfig } : {}),
    ...(environment.env ? { env: environment.env } : {}),
    ...(environment.inCluster !== undefined ? { inCluster: environment.inCluster } : {}),
    overrides: {
      ...(flags.context ? { context: flags.context } : {}),
      ...(flags.cluster ? { cluster: flags.cluster } : {}),
      ...(flags.user ? { user: flags.user } : {}),
      ...(flags.server ? { server: flags.server } : {}),
      ...(flags.namespace ? { namespace: flags.namespace } : {}),
      ...(flags.token ? { token: flags.token } : {}),
      ...(flags.insecureSkipTlsVerify ? { insecureSkipTlsVerify: true } : {}),
      defaultServer: DEFAULT_SERVER,
    },
  });
}

/**
 * Node's own HTTP client when no proxy applies to the server: a command's few requests then
 * load no HTTP library and compile no WebAssembly parser (start-up, memory and exit time:
 * docs/performance.md, "CLI start-up"). Through a proxy (`proxy-url`, HTTPS_PROXY/HTTP_PROXY
 * without a matching NO_PROXY) the SDK's default undici transport dials it: undefined.
 */
async function directTransport(config: ClientConfig, environment: CliEnvironment): Promise<Transport | undefined> {
  const options = config.clientOptions;
  if (options.proxyUrl) return undefined;
  const { environmentProxy } = await import('../src/client/proxy.js');
  if (environmentProxy(environment.env ?? process.env)?.proxyFor(new URL(options.server))) return undefined;
  const { NodeHttpTransport } = await import('../src/client/node-http-transport.js');
  return new NodeHttpTransport(options.tls ? { tls: options.tls } : {});
}

async function build(config: ClientConfig, environment: CliEnvironment): Promise<Client> {
  const { createClientFromConfig } = await import('../src/client/client.js');
  const transport = await directTransport(config, environment);
  return createClientFromConfig(config, {
    ...(transport ? { transport } : {}),
    onWarning: environment.onWarning ?? (await import('./warnings.js')).warningPrinter(),
    // Exec plugins inherit the same environment, and proxies come from it (HTTPS_PROXY, NO_PROXY).
    // A plugin may not prompt once manifests came from stdin (kubectl's resource builder sets
    // StdinUnavailable, "used by stdin resource manifest reader"); read when the plugin runs.
    execOptions: {
      ...(environment.env ? { env: environment.env } : {}),
      get stdinUnavailable() {
        return stdinInUse();
      },
      stdinUnavailableMessage: 'used by stdin resource manifest reader',
    },
    ...(environment.env ? { proxyEnv: environment.env } : {}),
  });
}

/** Every client a context built in this process, until {@link closeCliClients}. */
const openClients = new Set<Promise<Client>>();

/**
 * Closes the clients every context built (their pooled keep-alive sockets), so the process
 * exits as soon as its output is written instead of when the server drops the idle
 * connection. main.ts calls it once the command has finished.
 */
export async function closeCliClients(): Promise<void> {
  const clients = [...openClients];
  openClients.clear();
  await Promise.allSettled(clients.map(async (c) => (await c).close()));
}

export function makeCliContext(flags: GlobalFlags, environment: CliEnvironment = {}): CliContext {
  let resolved: ClientConfig | undefined;
  const get = () => (resolved ??= resolve(flags, environment));
  let client: Promise<Client> | undefined;
  return {
    get namespace() {
      return get().namespace;
    },
    namespaceExplicit: flags.namespace !== undefined,
    client: () => {
      if (!client) {
        client = build(get(), environment);
        openClients.add(client);
      }
      return client;
    },
    resolveResource: resolveResourceOrFail,
    now: () => new Date(),
  };
}

/** The configuration the context would use (for tests and diagnostics). */
export function resolveCliConfig(flags: GlobalFlags, environment: CliEnvironment = {}): ClientConfig {
  return resolve(flags, environment);
}
