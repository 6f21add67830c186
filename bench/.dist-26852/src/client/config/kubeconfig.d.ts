import { type ReadFile } from './read-file.js';
export { ConfigError, isConfigError, isEmptyConfigError, type ConfigErrorReason } from './config-error.js';
export { readFileFromDisk, type ReadFile } from './read-file.js';
export { resolveContext, type ContextOverrides, type ResolveContextOptions, type ResolvedAuth, type ResolvedConfig, type ResolvedTls, } from './resolve-context.js';
export interface KubeconfigCluster {
    readonly server?: string;
    readonly 'tls-server-name'?: string;
    readonly 'insecure-skip-tls-verify'?: boolean;
    /** Path to a PEM CA bundle; relative paths are relative to the file that holds it. */
    readonly 'certificate-authority'?: string;
    /** Base64 of a PEM CA bundle; wins over `certificate-authority` at use time. */
    readonly 'certificate-authority-data'?: string;
    readonly 'proxy-url'?: string;
    readonly 'disable-compression'?: boolean;
    readonly [extra: string]: unknown;
}
export interface KubeconfigUser {
    readonly token?: string;
    /** Read when `token` is empty; relative to the file that holds it. */
    readonly tokenFile?: string;
    readonly 'client-certificate'?: string;
    /** Base64 of a PEM certificate. */
    readonly 'client-certificate-data'?: string;
    readonly 'client-key'?: string;
    /** Base64 of a PEM private key. */
    readonly 'client-key-data'?: string;
    readonly username?: string;
    readonly password?: string;
    readonly [extra: string]: unknown;
}
export interface KubeconfigContext {
    readonly cluster?: string;
    readonly user?: string;
    readonly namespace?: string;
    readonly [extra: string]: unknown;
}
export interface KubeconfigPreferences {
    readonly colors?: boolean;
    readonly [extra: string]: unknown;
}
export interface NamedCluster {
    readonly name: string;
    readonly cluster: KubeconfigCluster;
}
export interface NamedUser {
    readonly name: string;
    readonly user: KubeconfigUser;
}
export interface NamedContext {
    readonly name: string;
    readonly context: KubeconfigContext;
}
/** One kubeconfig file (`apiVersion: v1`, `kind: Config`). Lists may be null, as kubectl writes them. */
export interface KubeconfigFile {
    readonly apiVersion?: string;
    readonly kind?: string;
    readonly clusters?: readonly NamedCluster[] | null;
    readonly users?: readonly NamedUser[] | null;
    readonly contexts?: readonly NamedContext[] | null;
    readonly 'current-context'?: string;
    readonly preferences?: KubeconfigPreferences;
    readonly [extra: string]: unknown;
}
/** An entry plus the absolute path of the file it came from (client-go `LocationOfOrigin`). */
export interface ClusterEntry {
    readonly cluster: KubeconfigCluster;
    readonly locationOfOrigin?: string;
}
export interface UserEntry {
    readonly user: KubeconfigUser;
    readonly locationOfOrigin?: string;
}
export interface ContextEntry {
    readonly context: KubeconfigContext;
    readonly locationOfOrigin?: string;
}
/**
 * The result of loading: every cluster, user and context by name (first file wins),
 * paths inside entries already absolute. `currentContext` is `''` when unset.
 */
export interface MergedKubeconfig {
    readonly clusters: ReadonlyMap<string, ClusterEntry>;
    readonly users: ReadonlyMap<string, UserEntry>;
    readonly contexts: ReadonlyMap<string, ContextEntry>;
    readonly currentContext: string;
    readonly preferences: KubeconfigPreferences;
    /** The files that were read, in precedence order (missing ones excluded). */
    readonly files: readonly string[];
}
export declare function emptyKubeconfig(): MergedKubeconfig;
/**
 * encoding/base64 StdEncoding.Decode validity, as encoding/json applies it to `[]byte`
 * fields: returns the byte offset Go would report, or -1 when the text is valid.
 */
export declare function goBase64ErrorOffset(text: string): number;
/**
 * Parses the text of one kubeconfig file (YAML or JSON). An empty document is the
 * empty config. Throws {@link ConfigError} (`LoadFailed`) on malformed content; the
 * loader prefixes the file name.
 */
export declare function parseKubeconfig(text: string): KubeconfigFile;
/** A parsed file and where it came from (absolute, or relative to `cwd`). */
export interface KubeconfigSource {
    readonly path?: string;
    readonly config: KubeconfigFile;
}
/**
 * Merges parsed files in precedence order with clientcmd's rules: per name the first
 * entry wins whole; the first non-empty `current-context` wins; preference `colors` is
 * true if any file sets it, other preference keys first-wins.
 */
export declare function mergeKubeconfigs(sources: readonly KubeconfigSource[], options?: {
    cwd?: string;
}): MergedKubeconfig;
export interface LoadKubeconfigOptions {
    /** `--kubeconfig`: the only file read; it must exist. */
    readonly explicitPath?: string;
    /** Environment for `KUBECONFIG` and `HOME`. Default: `process.env`. */
    readonly env?: Readonly<Record<string, string | undefined>>;
    /** Home directory for `~/.kube/config`. Default: `env.HOME`, then `os.homedir()`. */
    readonly homeDir?: string;
    /** Directory that relative paths in `KUBECONFIG` / `explicitPath` are relative to. Default: `process.cwd()`. */
    readonly cwd?: string;
    readonly readFile?: ReadFile;
}
/** `~/.kube/config` (client-go `RecommendedHomeFile`). */
export declare function recommendedHomeFile(homeDir: string): string;
/**
 * The files considered, in order (client-go `GetLoadingPrecedence`): the explicit path
 * alone, else the `KUBECONFIG` entries (deduplicated, empty entries dropped), else
 * `~/.kube/config`. The first is where a config writer should write by default.
 */
export declare function kubeconfigLoadingPrecedence(options?: LoadKubeconfigOptions): string[];
/**
 * Loads and merges kubeconfig files with kubectl's precedence (see the module comment).
 *
 * Throws {@link ConfigError}: `ExplicitFileNotFound` (`stat <path>: no such file or
 * directory`, kubectl's text) when the explicit file is missing; `LoadFailed` when an
 * existing file cannot be read or parsed (`error loading config file "<path>": ...`,
 * several failures aggregated as `[a, b]`). Missing files in the other positions are
 * skipped; when none exists the result is {@link emptyKubeconfig}.
 */
export declare function loadKubeconfig(options?: LoadKubeconfigOptions): MergedKubeconfig;
/**
 * YAML text of a kubeconfig, shaped like kubectl writes it (`clientcmd.Write`): keys
 * sorted, entries sorted by name, empty lists as `null`, `current-context` and
 * `preferences` always present, a cluster's `server` and a context's `cluster`/`user`
 * always present, other empty fields omitted. A merged config is written with its
 * resolved (absolute) paths. Unknown keys are written unchanged.
 */
export declare function serializeKubeconfig(config: KubeconfigFile | MergedKubeconfig): string;
