/**
 * The SDK's public surface. Everything a user imports from `ctl` is listed here,
 * explicitly (no `export *`).
 */
export { createClient, createClientFromConfig, DEFAULT_RETRY_POLICY } from './client/client.js';
export { retryInterceptor } from './client/retry-interceptor.js';
export { createDiscoveryClient } from './client/discovery.js';
export { loadInClusterConfig, NotInClusterError, isNotInClusterError } from './client/config/in-cluster.js';
export { loadClientConfig } from './client/config/client-config.js';
export { acceptFor } from './client/wire.js';
export { ResourceClient, NamespacedResourceClient, isStatus, PATCH_CONTENT_TYPES } from './client/resource-client.js';
export { retryOnConflict } from './client/retry.js';
export { RestClient, TransportError, DecodeError, parseWarnings, warningsOf } from './client/rest-client.js';
export { compose, fetchTransport, readAll } from './client/transport.js';
export { UndiciTransport } from './client/undici-transport.js';
export { bearerTokenInterceptor } from './client/interceptors.js';
export { ListPager, ListAllIterator } from './client/pager.js';
export { parseWatchLine } from './client/watch.js';
export { INITIAL_EVENTS_END_ANNOTATION } from './client/watch-event.js';
export { createInformer, InformerHandlerError, InformerStoppedError, InformerOverflowError } from './client/cache/informer.js';
export { stripManagedFields, composeTransforms, TransformError } from './client/cache/transform.js';
export { Store, NAMESPACE_INDEX, objectKey, StoreKeyError, IndexerError } from './client/cache/store.js';
export { Reflector, ReflectorError, WatchClosedError } from './client/cache/reflector.js';
export { loadKubeconfig, resolveContext, serializeKubeconfig, ConfigError } from './client/config/kubeconfig.js';
export { systemClock } from './meta/clock.js';
export { ApiError, isApiError, isNotFound, isAlreadyExists, isConflict, isInvalid, isGone, isResourceExpired, isBadRequest, isUnauthorized, isForbidden, isMethodNotAllowed, isNotAcceptable, isUnsupportedMediaType, isTimeout, isServerTimeout, isTooManyRequests, isInternalError, isServiceUnavailable, } from './meta/status.js';
export { runtimeClasses, leaseCandidates, namespaces, allResources, findResource } from './meta/resources.js';
export { parseLabelSelector, labelSelectorFromMatch, SelectorParseError } from './meta/label-selector.js';
export { parseFieldSelector } from './meta/field-selector.js';
//# sourceMappingURL=index.js.map