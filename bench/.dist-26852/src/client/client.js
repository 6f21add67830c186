/**
 * `createClient`: the SDK's entry point. Wires a transport (undici by default), the
 * request layer and one typed client per resource.
 */
import { leaseCandidates, namespaces, runtimeClasses } from '../meta/resources.js';
import { NamespacedResourceClient, ResourceClient } from './resource-client.js';
import { RestClient } from './rest-client.js';
import { compose } from './transport.js';
import { UndiciTransport } from './undici-transport.js';
import { bearerTokenInterceptor } from './interceptors.js';
import { retryInterceptor } from './retry-interceptor.js';
export { DEFAULT_RETRY_POLICY } from './retry-interceptor.js';
export function createClient(options) {
    const base = options.transport ?? new UndiciTransport(options.tls ? { tls: options.tls } : {});
    // Retry outermost: every attempt runs the other interceptors again (a rotated token is re-read).
    const interceptors = options.retry === false ? [] : [retryInterceptor(options.retry ?? {})];
    interceptors.push(...(options.interceptors ?? []));
    if (options.token !== undefined || options.tokenFile !== undefined) {
        interceptors.push(bearerTokenInterceptor({ ...(options.token !== undefined ? { token: options.token } : {}), ...(options.tokenFile !== undefined ? { tokenFile: options.tokenFile } : {}) }));
    }
    const transport = compose(base, ...interceptors);
    const rest = new RestClient({
        server: options.server,
        transport,
        ...(options.userAgent ? { userAgent: options.userAgent } : {}),
        ...(options.onWarning ? { onWarning: options.onWarning } : {}),
        ...(options.wireFormat ? { wireFormat: options.wireFormat } : {}),
        ...(options.compression !== undefined ? { compression: options.compression } : {}),
    });
    return {
        runtimeClasses: new ResourceClient(rest, runtimeClasses),
        leaseCandidates: new NamespacedResourceClient(rest, leaseCandidates),
        namespaces: new ResourceClient(rest, namespaces),
        resource: (descriptor, namespace) => new ResourceClient(rest, descriptor, namespace ?? ''),
        allNamespaces: (descriptor) => new NamespacedResourceClient(rest, descriptor),
        rest,
        close: async () => {
            await transport.close?.();
        },
    };
}
/**
 * createClient for a configuration from `loadClientConfig` (kubeconfig or in-cluster);
 * `extra` adds what the configuration does not decide (user agent, warning handler, retry
 * policy, interceptors, transport). TLS settings of both are merged, the configuration's winning.
 */
export function createClientFromConfig(config, extra = {}) {
    const own = config.clientOptions;
    const tls = own.tls || extra.tls ? { ...extra.tls, ...own.tls } : undefined;
    return createClient({ ...extra, ...own, ...(tls ? { tls } : {}) });
}
//# sourceMappingURL=client.js.map