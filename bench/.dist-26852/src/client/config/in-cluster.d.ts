import type { ClientOptions } from '../client.js';
import { ConfigError } from './config-error.js';
import { type ReadFile } from './read-file.js';
/** Where the kubelet mounts the service-account token, CA and namespace. */
export declare const SERVICE_ACCOUNT_DIR = "/var/run/secrets/kubernetes.io/serviceaccount";
export declare const NOT_IN_CLUSTER_MESSAGE = "unable to load in-cluster configuration, KUBERNETES_SERVICE_HOST and KUBERNETES_SERVICE_PORT must be defined";
export interface InClusterOptions {
    /** Environment for `KUBERNETES_SERVICE_HOST`, `KUBERNETES_SERVICE_PORT`, `POD_NAMESPACE`. Default `process.env`. */
    readonly env?: Readonly<Record<string, string | undefined>>;
    /** Directory holding `token`, `ca.crt` and `namespace`. Default {@link SERVICE_ACCOUNT_DIR}. */
    readonly serviceAccountDir?: string;
    readonly readFile?: ReadFile;
}
export interface InClusterConfig {
    /** `https://host:port`. */
    readonly server: string;
    /** The token as read now (trimmed); the client re-reads `tokenFile` when it changes. */
    readonly token: string;
    readonly tokenFile: string;
    /** PEM CA bundle, absent when `ca.crt` is missing or holds no certificate (system roots apply). */
    readonly caData?: string;
    readonly caFile?: string;
    readonly namespace: string;
}
/** client-go's `ErrNotInCluster`: the service environment variables are not set. */
export declare class NotInClusterError extends ConfigError {
    constructor();
}
export declare function isNotInClusterError(err: unknown): err is NotInClusterError;
/** Go's net.JoinHostPort: a host containing a colon (IPv6) is bracketed. */
export declare function joinHostPort(host: string, port: string): string;
/**
 * clientcmd's `inClusterClientConfig.Possible()`: both service variables are set and the
 * token file exists as a readable file. Never throws.
 */
export declare function inClusterConfigPossible(options?: InClusterOptions): boolean;
/**
 * The in-cluster namespace (clientcmd `inClusterClientConfig.Namespace()`): `$POD_NAMESPACE`,
 * else the trimmed `namespace` file, else `default`. Never throws.
 */
export declare function inClusterNamespace(options?: InClusterOptions): string;
/**
 * Loads the in-cluster configuration (module comment). Throws {@link NotInClusterError}
 * when the service variables are missing, and {@link ConfigError} `ReadFailed`
 * (`open <path>: no such file or directory`) when the token cannot be read.
 */
export declare function loadInClusterConfig(options?: InClusterOptions): InClusterConfig;
/**
 * createClient options for an in-cluster configuration: the server, the CA (when there is
 * one) and the token file, so the bearer token follows rotation. `extra` adds anything
 * else (user agent, warning handler, retry policy, transport).
 */
export declare function inClusterClientOptions(config: InClusterConfig, extra?: Omit<ClientOptions, 'server' | 'token' | 'tokenFile'>): ClientOptions;
