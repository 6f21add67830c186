import type { MergedKubeconfig } from './kubeconfig.js';
import { type ReadFile } from './read-file.js';
/** The kubectl global flags that override the kubeconfig. Empty strings and `false` mean "not set". */
export interface ContextOverrides {
    /** `--context`: must name an existing context. */
    readonly context?: string;
    /** `--cluster`: must name an existing cluster. */
    readonly cluster?: string;
    /** `--user`: must name an existing user. */
    readonly user?: string;
    /** `--server`; also clears the file's `tls-server-name` unless `tlsServerName` is given. */
    readonly server?: string;
    /** `--namespace`. */
    readonly namespace?: string;
    /** `--token`. */
    readonly token?: string;
    /** `--insecure-skip-tls-verify`; when true also drops the file's CA. */
    readonly insecureSkipTlsVerify?: boolean;
    /** `--tls-server-name`. */
    readonly tlsServerName?: string;
    /**
     * client-go `ClusterDefaults.Server`: used when the selected cluster has no server
     * (including when nothing is configured). kubectl uses `http://localhost:8080`.
     */
    readonly defaultServer?: string;
}
/** Server verification and client certificate; PEM text, read from `*-data` (base64) or the file. */
export interface ResolvedTls {
    readonly caData?: string;
    readonly caFile?: string;
    readonly certData?: string;
    readonly certFile?: string;
    readonly keyData?: string;
    readonly keyFile?: string;
    readonly insecureSkipTLSVerify: boolean;
    readonly serverName?: string;
}
export interface ResolvedAuth {
    /** Bearer token: `token`, else the trimmed content of `tokenFile`. */
    readonly token?: string;
    /** Kept so a transport can re-read a rotated token (client-go's cached file token source). */
    readonly tokenFile?: string;
    readonly username?: string;
    readonly password?: string;
}
/**
 * Everything needed to talk to the selected cluster.
 *
 * As in client-go, credentials and TLS settings are only taken when the server URL is
 * `https://`: for a plain-http server `auth` is empty and `tls` carries nothing, so a
 * token is never sent in clear text.
 */
export interface ResolvedConfig {
    readonly server: string;
    /** `--namespace`, else the context's namespace, else `default`. */
    readonly namespace: string;
    /** True when the namespace came from `--namespace` (kubectl's `enforceNamespace`). */
    readonly namespaceExplicit: boolean;
    readonly contextName?: string;
    readonly clusterName?: string;
    readonly userName?: string;
    readonly proxyUrl?: string;
    readonly disableCompression: boolean;
    readonly tls: ResolvedTls;
    readonly auth: ResolvedAuth;
}
export interface ResolveContextOptions {
    /** Reads CA, certificate, key and token files. Default: `node:fs`. */
    readonly readFile?: ReadFile;
}
/**
 * Selects a context and applies overrides, with the checks and messages listed in the
 * module comment. Reads the files the context refers to (token file, CA, client
 * certificate and key) through `options.readFile`. Throws {@link ConfigError}.
 */
export declare function resolveContext(config: MergedKubeconfig, overrides?: ContextOverrides, options?: ResolveContextOptions): ResolvedConfig;
