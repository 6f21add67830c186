/**
 * From "whatever is configured" to createClient options, the way kubectl decides
 * (client-go clientcmd `DeferredLoadingClientConfig`):
 *
 * 1. Load the kubeconfig files (kubeconfig.ts precedence) and resolve the context with the
 *    command-line overrides (resolve-context.ts).
 * 2. If that yields nothing usable, meaning an empty configuration or exactly the defaults
 *    (`overrides.defaultServer` and no credentials or TLS settings, client-go
 *    `IsDefaultConfig`), and in-cluster configuration is possible (service variables set,
 *    token file present), use in-cluster configuration. Of the overrides only the server
 *    and the token apply to it, as in client-go.
 * 3. Otherwise use the kubeconfig result, the defaults included (kubectl talks to
 *    `http://localhost:8080` when nothing is configured); without `defaultServer` an empty
 *    configuration is the `EmptyConfig` ConfigError.
 *
 * The namespace follows `DeferredLoadingClientConfig.Namespace()`: an explicit override
 * wins; otherwise, when in-cluster configuration is possible and the kubeconfig context
 * does not set a namespace, the pod's namespace is used (even when the server comes from
 * the kubeconfig).
 *
 * Only types come from client.ts, so loading a configuration does not load the HTTP stack;
 * `createClientFromConfig` (client.ts) turns the result into a client.
 */
import type { ClientOptions } from '../client.js';
import { isEmptyConfigError } from './config-error.js';
import { inClusterClientOptions, inClusterConfigPossible, inClusterNamespace, loadInClusterConfig, type InClusterOptions } from './in-cluster.js';
import { loadKubeconfig, type LoadKubeconfigOptions, type MergedKubeconfig } from './kubeconfig.js';
import { resolveContext, type ContextOverrides, type ResolvedConfig } from './resolve-context.js';

export interface LoadClientConfigOptions extends LoadKubeconfigOptions {
  /** The kubectl global flags, `defaultServer` included. */
  readonly overrides?: ContextOverrides;
  /**
   * In-cluster fallback settings (`env` and `readFile` default to the ones above);
   * `false` disables the fallback.
   */
  readonly inCluster?: InClusterOptions | false;
}

export interface ClientConfig {
  /** Where the connection settings came from. */
  readonly source: 'kubeconfig' | 'in-cluster';
  readonly server: string;
  readonly namespace: string;
  /** True when the namespace came from `overrides.namespace`. */
  readonly namespaceExplicit: boolean;
  /** The kubeconfig context used, if any. */
  readonly contextName?: string;
  /** Server, TLS and bearer token for createClient. */
  readonly clientOptions: ClientOptions;
}

/** createClient options for a resolved kubeconfig context (basic auth is not supported by the client). */
export function clientOptionsFromResolved(cfg: ResolvedConfig): ClientOptions {
  const t = cfg.tls;
  const tls = {
    ...(t.caData ? { ca: t.caData } : {}),
    ...(t.certData ? { cert: t.certData } : {}),
    ...(t.keyData ? { key: t.keyData } : {}),
    ...(t.insecureSkipTLSVerify ? { insecureSkipTLSVerify: true } : {}),
    ...(t.serverName ? { serverName: t.serverName } : {}),
  };
  return {
    server: cfg.server,
    ...(Object.keys(tls).length ? { tls } : {}),
    ...(cfg.auth.tokenFile ? { tokenFile: cfg.auth.tokenFile } : {}),
    ...(cfg.auth.token ? { token: cfg.auth.token } : {}),
    ...(cfg.auth.exec ? { exec: { ...cfg.auth.exec.config, cluster: cfg.auth.exec.cluster } } : {}),
    ...(cfg.proxyUrl ? { proxyUrl: cfg.proxyUrl } : {}),
  };
}

/** client-go `IsDefaultConfig`: the result is exactly what the defaults alone would give. */
function isDefaultConfig(cfg: ResolvedConfig, defaultServer: string | undefined): boolean {
  if (defaultServer === undefined || cfg.server !== defaultServer) return false;
  const t = cfg.tls;
  const a = cfg.auth;
  return (
    !cfg.proxyUrl &&
    !cfg.disableCompression &&
    !t.insecureSkipTLSVerify &&
    !t.caData &&
    !t.certData &&
    !t.keyData &&
    !t.serverName &&
    !a.token &&
    !a.tokenFile &&
    !a.username &&
    !a.password &&
    !a.exec
  );
}

/** The kubeconfig's own idea of the namespace: override, else the context's, else `default`. */
function kubeconfigNamespace(merged: MergedKubeconfig, overrides: ContextOverrides): { namespace: string; fromContext: boolean } {
  if (overrides.namespace) return { namespace: overrides.namespace, fromContext: false };
  const ns = merged.contexts.get(overrides.context || merged.currentContext)?.context.namespace;
  return ns ? { namespace: ns, fromContext: true } : { namespace: 'default', fromContext: false };
}

/**
 * Resolves the configuration as described in the module comment. Throws the kubeconfig
 * loader's and resolver's ConfigErrors (except an empty configuration that in-cluster
 * configuration replaces) and in-cluster read failures.
 */
export function loadClientConfig(options: LoadClientConfigOptions = {}): ClientConfig {
  const overrides = options.overrides ?? {};
  const merged = loadKubeconfig(options);
  const inClusterOptions: InClusterOptions | undefined =
    options.inCluster === false
      ? undefined
      : {
          ...(options.env ? { env: options.env } : {}),
          ...(options.readFile ? { readFile: options.readFile } : {}),
          ...options.inCluster,
        };
  let possible: boolean | undefined;
  const inClusterPossible = () => (possible ??= inClusterOptions !== undefined && inClusterConfigPossible(inClusterOptions));

  let resolved: ResolvedConfig | undefined;
  let emptyError: unknown;
  try {
    resolved = resolveContext(merged, overrides, options.readFile ? { readFile: options.readFile } : {});
  } catch (err) {
    if (!isEmptyConfigError(err)) throw err;
    emptyError = err;
  }

  const { namespace: kubeNamespace, fromContext } = kubeconfigNamespace(merged, overrides);
  const namespaceExplicit = Boolean(overrides.namespace);
  // DeferredLoadingClientConfig.Namespace(): a namespace the user chose wins over the pod's.
  const namespace =
    namespaceExplicit || !inClusterPossible() || kubeNamespace !== 'default' || fromContext
      ? kubeNamespace
      : inClusterNamespace(inClusterOptions);

  if ((resolved === undefined || isDefaultConfig(resolved, overrides.defaultServer)) && inClusterPossible()) {
    const ic = loadInClusterConfig(inClusterOptions);
    const base = inClusterClientOptions(ic);
    // inClusterClientConfig.ClientConfig(): only the server and the token override in-cluster settings.
    const clientOptions: ClientOptions = {
      ...base,
      ...(overrides.server ? { server: overrides.server } : {}),
      ...(overrides.token ? { token: overrides.token, tokenFile: undefined } : {}),
    };
    return { source: 'in-cluster', server: clientOptions.server, namespace, namespaceExplicit, clientOptions };
  }
  if (resolved === undefined) throw emptyError;
  return {
    source: 'kubeconfig',
    server: resolved.server,
    namespace,
    namespaceExplicit,
    ...(resolved.contextName ? { contextName: resolved.contextName } : {}),
    clientOptions: clientOptionsFromResolved(resolved),
  };
}
