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
export type ConfigErrorReason =
  | 'ExplicitFileNotFound'
  | 'LoadFailed'
  | 'ContextNotFound'
  | 'ClusterNotFound'
  | 'UserNotFound'
  | 'EmptyConfig'
  | 'Invalid'
  | 'ReadFailed'
  | 'Unsupported';

export class ConfigError extends Error {
  readonly code = 'ERR_CONFIG' as const;
  readonly reason: ConfigErrorReason;

  constructor(message: string, options: { reason: ConfigErrorReason; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ConfigError';
    this.reason = options.reason;
  }
}

export function isConfigError(err: unknown): err is ConfigError {
  return err instanceof ConfigError || (err instanceof Error && (err as { code?: unknown }).code === 'ERR_CONFIG');
}

/** client-go `IsEmptyConfig`: nothing was configured, as opposed to something broken. */
export function isEmptyConfigError(err: unknown): err is ConfigError & { readonly reason: 'EmptyConfig' } {
  return isConfigError(err) && err.reason === 'EmptyConfig';
}

/** util/errors aggregate text: one message bare, several as `[a, b]`, duplicates dropped. */
export function aggregateMessages(messages: readonly string[]): string {
  const unique = [...new Set(messages)];
  return unique.length === 1 ? unique[0]! : '[' + unique.join(', ') + ']';
}

/**
 * A Node file-system failure worded as Go's *PathError prints it
 * (`open /p: no such file or directory`), which is what kubectl shows.
 */
export function goPathError(op: 'open' | 'read' | 'stat', path: string, err?: unknown): string {
  const code = (err as { code?: unknown } | undefined)?.code;
  switch (code) {
    case undefined:
    case 'ENOENT':
      return `${op} ${path}: no such file or directory`;
    case 'EACCES':
    case 'EPERM':
      return `${op} ${path}: permission denied`;
    case 'EISDIR':
      return `read ${path}: is a directory`;
    case 'ENOTDIR':
      return `${op} ${path}: not a directory`;
    default:
      return `${op} ${path}: ${err instanceof Error ? err.message : String(err)}`;
  }
}
