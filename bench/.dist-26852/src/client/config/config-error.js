/**
 * The error raised while loading a kubeconfig or resolving a context. Messages follow
 * kubectl / client-go clientcmd wording; callers branch on `reason` (or the predicates
 * below), never on the text.
 */
export class ConfigError extends Error {
    code = 'ERR_CONFIG';
    reason;
    constructor(message, options) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.name = 'ConfigError';
        this.reason = options.reason;
    }
}
export function isConfigError(err) {
    return err instanceof ConfigError || (err instanceof Error && err.code === 'ERR_CONFIG');
}
/** client-go `IsEmptyConfig`: nothing was configured, as opposed to something broken. */
export function isEmptyConfigError(err) {
    return isConfigError(err) && err.reason === 'EmptyConfig';
}
/** util/errors aggregate text: one message bare, several as `[a, b]`, duplicates dropped. */
export function aggregateMessages(messages) {
    const unique = [...new Set(messages)];
    return unique.length === 1 ? unique[0] : '[' + unique.join(', ') + ']';
}
/**
 * A Node file-system failure worded as Go's *PathError prints it
 * (`open /p: no such file or directory`), which is what kubectl shows.
 */
export function goPathError(op, path, err) {
    const code = err?.code;
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
//# sourceMappingURL=config-error.js.map