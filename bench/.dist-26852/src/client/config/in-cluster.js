/**
 * In-cluster configuration: what a program running in a pod uses when it has no
 * kubeconfig, as client-go's `rest.InClusterConfig` and clientcmd's
 * `inClusterClientConfig` build it:
 *
 * - server `https://$KUBERNETES_SERVICE_HOST:$KUBERNETES_SERVICE_PORT` (an IPv6 host is
 *   bracketed, Go's net.JoinHostPort); both variables must be non-empty, else
 *   {@link NotInClusterError} with client-go's `ErrNotInCluster` text;
 * - the service-account token from `<dir>/token`, kept as a token file so the client
 *   re-reads it when the kubelet rotates it (createClient's `tokenFile`);
 * - the CA bundle from `<dir>/ca.crt`; when it is missing or holds no certificate the
 *   system roots are used, as client-go does (it only logs the problem);
 * - the namespace from `$POD_NAMESPACE`, else `<dir>/namespace` (trimmed), else `default`.
 *
 * `<dir>` is `/var/run/secrets/kubernetes.io/serviceaccount`; it, the environment and
 * file reading are injectable so tests use a temporary directory as the mount.
 */
import * as nodePath from 'node:path';
import { ConfigError, goPathError } from './config-error.js';
import { readFileFromDisk } from './read-file.js';
/** Where the kubelet mounts the service-account token, CA and namespace. */
export const SERVICE_ACCOUNT_DIR = '/var/run/secrets/kubernetes.io/serviceaccount';
export const NOT_IN_CLUSTER_MESSAGE = 'unable to load in-cluster configuration, KUBERNETES_SERVICE_HOST and KUBERNETES_SERVICE_PORT must be defined';
/** client-go's `ErrNotInCluster`: the service environment variables are not set. */
export class NotInClusterError extends ConfigError {
    constructor() {
        // EmptyConfig: nothing in-cluster is configured, which callers treat like an empty kubeconfig.
        super(NOT_IN_CLUSTER_MESSAGE, { reason: 'EmptyConfig' });
        this.name = 'NotInClusterError';
    }
}
export function isNotInClusterError(err) {
    return err instanceof NotInClusterError;
}
/** Go's net.JoinHostPort: a host containing a colon (IPv6) is bracketed. */
export function joinHostPort(host, port) {
    return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
}
function paths(options) {
    const dir = options.serviceAccountDir ?? SERVICE_ACCOUNT_DIR;
    return { token: nodePath.join(dir, 'token'), ca: nodePath.join(dir, 'ca.crt'), namespace: nodePath.join(dir, 'namespace') };
}
function tryRead(readFile, path) {
    try {
        return readFile(path);
    }
    catch {
        return undefined;
    }
}
/**
 * clientcmd's `inClusterClientConfig.Possible()`: both service variables are set and the
 * token file exists as a readable file. Never throws.
 */
export function inClusterConfigPossible(options = {}) {
    const env = options.env ?? process.env;
    if (!env['KUBERNETES_SERVICE_HOST'] || !env['KUBERNETES_SERVICE_PORT'])
        return false;
    return tryRead(options.readFile ?? readFileFromDisk, paths(options).token) !== undefined;
}
/**
 * The in-cluster namespace (clientcmd `inClusterClientConfig.Namespace()`): `$POD_NAMESPACE`,
 * else the trimmed `namespace` file, else `default`. Never throws.
 */
export function inClusterNamespace(options = {}) {
    const env = options.env ?? process.env;
    const fromEnv = env['POD_NAMESPACE'];
    if (fromEnv)
        return fromEnv;
    const fromFile = tryRead(options.readFile ?? readFileFromDisk, paths(options).namespace)?.trim();
    return fromFile || 'default';
}
/**
 * Loads the in-cluster configuration (module comment). Throws {@link NotInClusterError}
 * when the service variables are missing, and {@link ConfigError} `ReadFailed`
 * (`open <path>: no such file or directory`) when the token cannot be read.
 */
export function loadInClusterConfig(options = {}) {
    const env = options.env ?? process.env;
    const readFile = options.readFile ?? readFileFromDisk;
    const host = env['KUBERNETES_SERVICE_HOST'] ?? '';
    const port = env['KUBERNETES_SERVICE_PORT'] ?? '';
    if (host === '' || port === '')
        throw new NotInClusterError();
    const files = paths(options);
    let token;
    try {
        token = readFile(files.token);
    }
    catch (err) {
        throw new ConfigError(goPathError('open', files.token, err), { reason: 'ReadFailed', cause: err });
    }
    if (token === undefined)
        throw new ConfigError(goPathError('open', files.token), { reason: 'ReadFailed' });
    // certutil.NewPool: the file must parse as at least one PEM certificate to be used.
    const ca = tryRead(readFile, files.ca);
    const caUsable = ca !== undefined && ca.includes('-----BEGIN CERTIFICATE-----');
    return {
        server: `https://${joinHostPort(host, port)}`,
        token: token.trim(),
        tokenFile: files.token,
        ...(caUsable ? { caData: ca, caFile: files.ca } : {}),
        namespace: inClusterNamespace(options),
    };
}
/**
 * createClient options for an in-cluster configuration: the server, the CA (when there is
 * one) and the token file, so the bearer token follows rotation. `extra` adds anything
 * else (user agent, warning handler, retry policy, transport).
 */
export function inClusterClientOptions(config, extra = {}) {
    return {
        ...extra,
        server: config.server,
        ...(config.caData !== undefined ? { tls: { ...extra.tls, ca: config.caData } } : {}),
        token: config.token,
        tokenFile: config.tokenFile,
    };
}
//# sourceMappingURL=in-cluster.js.map