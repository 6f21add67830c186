/**
 * The error raised while loading a kubeconfig or resolving a context. Messages follow
 * kubectl / client-go clientcmd wording; callers branch on `reason` (or the predicates
 * below), never on the text.
 */
/**
 * - `ExplicitFileNotFound`: `--kubeconfig` names a file that does not exist.
 * - `LoadFailed`: a kubeconfig file exists but cannot be read or parsed.
 * - `ContextNotFound` / `ClusterNotFound` / `UserNotFound`: a name (from a flag or the
 *   file's current-context) refers to nothing.
 * - `EmptyConfig`: nothing is configured at all (client-go `IsEmptyConfig`); a caller
 *   may fall back to in-cluster configuration.
 * - `Invalid`: the selected context is unusable (client-go `ConfirmUsable` errors).
 * - `ReadFailed`: a file the context refers to (token file, certificate) cannot be read.
 * - `Unsupported`: the context needs a feature this client does not implement.
 */
export type ConfigErrorReason = 'ExplicitFileNotFound' | 'LoadFailed' | 'ContextNotFound' | 'ClusterNotFound' | 'UserNotFound' | 'EmptyConfig' | 'Invalid' | 'ReadFailed' | 'Unsupported';
export declare class ConfigError extends Error {
    readonly code: "ERR_CONFIG";
    readonly reason: ConfigErrorReason;
    constructor(message: string, options: {
        reason: ConfigErrorReason;
        cause?: unknown;
    });
}
export declare function isConfigError(err: unknown): err is ConfigError;
/** client-go `IsEmptyConfig`: nothing was configured, as opposed to something broken. */
export declare function isEmptyConfigError(err: unknown): boolean;
/** util/errors aggregate text: one message bare, several as `[a, b]`, duplicates dropped. */
export declare function aggregateMessages(messages: readonly string[]): string;
/**
 * A Node file-system failure worded as Go's *PathError prints it
 * (`open /p: no such file or directory`), which is what kubectl shows.
 */
export declare function goPathError(op: 'open' | 'read' | 'stat', path: string, err?: unknown): string;
