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
import { type InClusterOptions } from './in-cluster.js';
import { type LoadKubeconfigOptions } from './kubeconfig.js';
import { type ContextOverrides, type ResolvedConfig } from './resolve-context.js';
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
export declare function clientOptionsFromResolved(cfg: ResolvedConfig): ClientOptions;
/**
 * Resolves the configuration as described in the module comment. Throws the kubeconfig
 * loader's and resolver's ConfigErrors (except an empty configuration that in-cluster
 * configuration replaces) and in-cluster read failures.
 */
export declare function loadClientConfig(options?: LoadClientConfigOptions): ClientConfig;
