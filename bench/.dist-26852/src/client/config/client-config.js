import { isEmptyConfigError } from './config-error.js';
import { inClusterClientOptions, inClusterConfigPossible, inClusterNamespace, loadInClusterConfig } from './in-cluster.js';
import { loadKubeconfig } from './kubeconfig.js';
import { resolveContext } from './resolve-context.js';
/** createClient options for a resolved kubeconfig context (basic auth is not supported by the client). */
export function clientOptionsFromResolved(cfg) {
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
    };
}
/** client-go `IsDefaultConfig`: the result is exactly what the defaults alone would give. */
function isDefaultConfig(cfg, defaultServer) {
    if (defaultServer === undefined || cfg.server !== defaultServer)
        return false;
    const t = cfg.tls;
    const a = cfg.auth;
    return (!cfg.proxyUrl &&
        !cfg.disableCompression &&
        !t.insecureSkipTLSVerify &&
        !t.caData &&
        !t.certData &&
        !t.keyData &&
        !t.serverName &&
        !a.token &&
        !a.tokenFile &&
        !a.username &&
        !a.password);
}
/** The kubeconfig's own idea of the namespace: override, else the context's, else `default`. */
function kubeconfigNamespace(merged, overrides) {
    if (overrides.namespace)
        return { namespace: overrides.namespace, fromContext: false };
    const ns = merged.contexts.get(overrides.context || merged.currentContext)?.context.namespace;
    return ns ? { namespace: ns, fromContext: true } : { namespace: 'default', fromContext: false };
}
/**
 * Resolves the configuration as described in the module comment. Throws the kubeconfig
 * loader's and resolver's ConfigErrors (except an empty configuration that in-cluster
 * configuration replaces) and in-cluster read failures.
 */
export function loadClientConfig(options = {}) {
    const overrides = options.overrides ?? {};
    const merged = loadKubeconfig(options);
    const inClusterOptions = options.inCluster === false
        ? undefined
        : {
            ...(options.env ? { env: options.env } : {}),
            ...(options.readFile ? { readFile: options.readFile } : {}),
            ...options.inCluster,
        };
    let possible;
    const inClusterPossible = () => (possible ??= inClusterOptions !== undefined && inClusterConfigPossible(inClusterOptions));
    let resolved;
    let emptyError;
    try {
        resolved = resolveContext(merged, overrides, options.readFile ? { readFile: options.readFile } : {});
    }
    catch (err) {
        if (!isEmptyConfigError(err))
            throw err;
        emptyError = err;
    }
    const { namespace: kubeNamespace, fromContext } = kubeconfigNamespace(merged, overrides);
    const namespaceExplicit = Boolean(overrides.namespace);
    // DeferredLoadingClientConfig.Namespace(): a namespace the user chose wins over the pod's.
    const namespace = namespaceExplicit || !inClusterPossible() || kubeNamespace !== 'default' || fromContext
        ? kubeNamespace
        : inClusterNamespace(inClusterOptions);
    if ((resolved === undefined || isDefaultConfig(resolved, overrides.defaultServer)) && inClusterPossible()) {
        const ic = loadInClusterConfig(inClusterOptions);
        const base = inClusterClientOptions(ic);
        // inClusterClientConfig.ClientConfig(): only the server and the token override in-cluster settings.
        const clientOptions = {
            ...base,
            ...(overrides.server ? { server: overrides.server } : {}),
            ...(overrides.token ? { token: overrides.token, tokenFile: undefined } : {}),
        };
        return { source: 'in-cluster', server: clientOptions.server, namespace, namespaceExplicit, clientOptions };
    }
    if (resolved === undefined)
        throw emptyError;
    return {
        source: 'kubeconfig',
        server: resolved.server,
        namespace,
        namespaceExplicit,
        ...(resolved.contextName ? { contextName: resolved.contextName } : {}),
        clientOptions: clientOptionsFromResolved(resolved),
    };
}
//# sourceMappingURL=client-config.js.map