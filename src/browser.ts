/**
 * `ctl/browser`: the SDK for browsers, Deno, Bun and workers. Clients talk through fetch and
 * JSON; nothing here reaches a Node built-in, `Buffer` or `process` (test/browser/bundle.test.ts
 * bundles it for the browser and fails if anything does). Node-only parts stay in `ctl`: the
 * undici transport (client certificates, proxies), kubeconfig and in-cluster loading, token
 * files, exec credential plugins, protobuf/CBOR/YAML decoding.
 * Explicit export list, as the main entry.
 */
import { typedClients, type ClientBase } from './client/client-core.js';
import { bearerTokenFrom } from './client/bearer-token.js';
import { BaseRestClient } from './client/rest-client-base.js';
import { retryInterceptor, type RetryPolicy } from './client/retry-interceptor.js';
import { compose, fetchTransport, type Interceptor, type Transport } from './client/transport.js';
import { webWire } from './client/wire-web.js';

export interface BrowserClientOptions {
  /** Server base URL, e.g. `https://api.example:6443`. */
  readonly server: string;
  /** Custom transport (default: `fetchTransport()`, the global fetch looked up per request). */
  readonly transport?: Transport;
  /** Static bearer token. */
  readonly token?: string;
  readonly userAgent?: string;
  /** Extra interceptors, outermost first (inside the retry interceptor, outside the bearer token). */
  readonly interceptors?: readonly Interceptor[];
  /** Retries of idempotent requests after `Retry-After` answers; `false` turns them off. */
  readonly retry?: RetryPolicy | false;
  /** Called once per server warning. */
  readonly onWarning?: (warning: string) => void;
}

/** The typed clients of `ctl/browser` (its `rest` is the runtime-agnostic BaseRestClient). */
export type Client = ClientBase;

/**
 * A client over fetch and JSON; same typed surface as `createClient` from `ctl`. Responses
 * are always requested as JSON; fetch decodes compressed bodies.
 */
export function createClient(options: BrowserClientOptions): Client {
  const interceptors: Interceptor[] = options.retry === false ? [] : [retryInterceptor(options.retry ?? {})];
  interceptors.push(...(options.interceptors ?? []));
  const token = options.token;
  if (token !== undefined) interceptors.push(bearerTokenFrom(() => token));
  const transport = compose(options.transport ?? fetchTransport(), ...interceptors);
  const rest = new BaseRestClient({
    server: options.server,
    transport,
    wire: webWire,
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    ...(options.onWarning ? { onWarning: options.onWarning } : {}),
  });
  return typedClients(rest, transport);
}

export { BaseRestClient, DecodeError, TransportError, parseWarnings, warningsOf } from './client/rest-client-base.js';
export type { RestClientOptions, RequestOptions, RestResponse } from './client/rest-client-base.js';
export { webWire } from './client/wire-web.js';
export type { ClientWire } from './client/client-wire.js';
export { bearerTokenFrom } from './client/bearer-token.js';
export { DEFAULT_RETRY_POLICY, retryInterceptor } from './client/retry-interceptor.js';
export type { RetryPolicy } from './client/retry-interceptor.js';
export { compose, fetchTransport, readAllBytes, BodyLimitError } from './client/transport.js';
export type { Transport, TransportRequest, TransportResponse, Interceptor, ReadAllOptions } from './client/transport.js';
export { createDiscoveryClient } from './client/discovery.js';
export type { DiscoveryClient, VersionInfo } from './client/discovery.js';
export { ResourceClient, NamespacedResourceClient, isStatus, PATCH_CONTENT_TYPES } from './client/resource-client.js';
export type { ListOptions, GetOptions, WriteOptions, DeleteOptions, DeleteCollectionOptions, PatchType, PatchOptions, ApplyOptions, ApplyConfiguration, DeepPartial, MergePatch, StrategicMergePatch, PatchBody, JsonPatchOperation } from './client/resource-client.js';
export { retryOnConflict } from './client/retry.js';
export type { RetryOptions } from './client/retry.js';
export { ListPager, ListAllIterator } from './client/pager.js';
export type { PagerOptions, PagerOutcome } from './client/pager.js';
export { parseWatchLine } from './client/watch.js';
export type { WatchOptions } from './client/watch.js';
export { INITIAL_EVENTS_END_ANNOTATION } from './client/watch-event.js';
export type { WatchEvent, ObjectEventType, ListerWatcher, WatchRequestOptions, ListRequestOptions } from './client/watch-event.js';
export { createInformer, InformerHandlerError, InformerStoppedError, InformerOverflowError } from './client/cache/informer.js';
export type { Informer, InformerOptions, InformerEvent, EventHandler, Lister, DeleteInfo, Unsubscribe, EventsOptions } from './client/cache/informer.js';
export { stripManagedFields, composeTransforms, TransformError } from './client/cache/transform.js';
export type { TransformFunc } from './client/cache/transform.js';
export { Store, NAMESPACE_INDEX, objectKey, StoreKeyError, IndexerError } from './client/cache/store.js';
export type { Indexer, Indexers, IndexFunc, KeyFunc, StoreDelta } from './client/cache/store.js';
export { Reflector, ReflectorError, WatchClosedError } from './client/cache/reflector.js';
export type { ReflectorOptions, ReflectorStore } from './client/cache/reflector.js';
export type { BackoffOptions } from './client/cache/backoff.js';
export { systemClock } from './meta/clock.js';
export type { Clock } from './meta/clock.js';
export {
  ApiError,
  isApiError,
  isNotFound,
  isAlreadyExists,
  isConflict,
  isInvalid,
  isGone,
  isResourceExpired,
  isBadRequest,
  isUnauthorized,
  isForbidden,
  isMethodNotAllowed,
  isNotAcceptable,
  isUnsupportedMediaType,
  isTimeout,
  isServerTimeout,
  isTooManyRequests,
  isInternalError,
  isServiceUnavailable,
} from './meta/status.js';
export type { StatusReason, ApiErrorWithReason, ApiErrorWithStatusCode } from './meta/status.js';
export {
  runtimeClasses,
  leases,
  leaseCandidates,
  namespaces,
  validatingAdmissionPolicies,
  validatingAdmissionPolicyBindings,
  allResources,
  findResource,
} from './meta/resources.js';
export type { ResourceDescriptor, PrinterColumn, FieldReader, GroupVersion } from './meta/resources.js';
export { applyRuntimeClass, mergeTolerations } from './meta/runtime-class-admission.js';
export type { RuntimeClassPod, RuntimeClassPodSpec, AdmittedPod, QuantityValue } from './meta/runtime-class-admission.js';
export { parseLabelSelector, labelSelectorFromMatch, SelectorParseError } from './meta/label-selector.js';
export type { LabelSelector, LabelRequirement } from './meta/label-selector.js';
export { parseFieldSelector } from './meta/field-selector.js';
export type { FieldSelector, FieldRequirement } from './meta/field-selector.js';
export type {
  ObjectMeta,
  ListMeta,
  Status,
  StatusDetails,
  StatusCause,
  DeleteOptions as DeleteOptionsBody,
  Preconditions,
  ManagedFieldsEntry,
  OwnerReference,
  Table,
  TableColumnDefinition,
  TableRow,
  Toleration,
  Namespace,
  NamespaceList,
  Lease,
  LeaseList,
  LeaseCandidate,
  LeaseCandidateSpec,
  LeaseCandidateList,
  RuntimeClass,
  Overhead,
  Scheduling,
  RuntimeClassList,
  KubeObject,
  KubeList,
} from './meta/types.js';
