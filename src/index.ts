/**
 * The SDK's public surface. Everything a user imports from `ctl` is listed here,
 * explicitly (no `export *`).
 */
export { createClient, createClientFromConfig, DEFAULT_RETRY_POLICY } from './client/client.js';
export type { RetryPolicy } from './client/client.js';
export { retryInterceptor } from './client/retry-interceptor.js';
export { createDiscoveryClient } from './client/discovery.js';
export type { DiscoveryClient, VersionInfo } from './client/discovery.js';
export { loadInClusterConfig, NotInClusterError, isNotInClusterError } from './client/config/in-cluster.js';
export { loadClientConfig } from './client/config/client-config.js';
export { acceptFor } from './client/wire.js';
export type { WireFormat } from './client/wire.js';
export type { Client, ClientOptions } from './client/client.js';
export { ResourceClient, NamespacedResourceClient, isStatus, PATCH_CONTENT_TYPES } from './client/resource-client.js';
export type { ListOptions, GetOptions, WriteOptions, DeleteOptions, DeleteCollectionOptions, PatchType, PatchOptions, ApplyOptions, ApplyConfiguration, DeepPartial, MergePatch, StrategicMergePatch, PatchBody, JsonPatchOperation } from './client/resource-client.js';
export { retryOnConflict } from './client/retry.js';
export type { RetryOptions } from './client/retry.js';
export { RestClient, TransportError, DecodeError, parseWarnings, warningsOf } from './client/rest-client.js';
export type { RestClientOptions, RequestOptions, RestResponse } from './client/rest-client.js';
export { compose, fetchTransport, readAll } from './client/transport.js';
export type { Transport, TransportRequest, TransportResponse, Interceptor } from './client/transport.js';
export { UndiciTransport } from './client/undici-transport.js';
export { NodeHttpTransport, type NodeHttpTransportOptions } from './client/node-http-transport.js';
export type { TlsOptions, UndiciTransportOptions } from './client/undici-transport.js';
export { bearerTokenInterceptor } from './client/interceptors.js';
export { ListPager, ListAllIterator } from './client/pager.js';
export type { PagerOptions, PagerOutcome } from './client/pager.js';
export { parseWatchLine } from './client/watch.js';
export type { WatchOptions } from './client/watch.js';
export { INITIAL_EVENTS_END_ANNOTATION } from './client/watch-event.js';
export type { WatchEvent, ObjectEventType, ListerWatcher, WatchRequestOptions, ListRequestOptions } from './client/watch-event.js';
export { createInformer, InformerHandlerError, InformerStoppedError, InformerOverflowError } from './client/cache/informer.js';
export type { Informer, InformerOptions, InformerEvent, EventHandler, Lister, DeleteInfo, Unsubscribe, EventsOptions, InformerCacheMode } from './client/cache/informer.js';
export { RecordEncodeError } from './client/cache/record-codec.js';
export { stripManagedFields, composeTransforms, TransformError } from './client/cache/transform.js';
export type { TransformFunc } from './client/cache/transform.js';
export { Store, NAMESPACE_INDEX, objectKey, StoreKeyError, IndexerError } from './client/cache/store.js';
export type { Indexer, Indexers, IndexFunc, KeyFunc, StoreDelta } from './client/cache/store.js';
export { Reflector, ReflectorError, WatchClosedError } from './client/cache/reflector.js';
export type { ReflectorOptions, ReflectorStore } from './client/cache/reflector.js';
export type { BackoffOptions } from './client/cache/backoff.js';
export { WorkQueue } from './meta/work-queue.js';
export type { Queue, DelayingQueue, RateLimitingQueue, QueueItem, WorkQueueOptions } from './meta/work-queue.js';
export {
  ItemExponentialFailureRateLimiter,
  ItemFastSlowRateLimiter,
  BucketRateLimiter,
  MaxOfRateLimiter,
  WithMaxWaitRateLimiter,
  defaultControllerRateLimiter,
  defaultItemBasedRateLimiter,
  DEFAULT_CONTROLLER_RATE_LIMITS,
} from './meta/rate-limiter.js';
export type {
  RateLimiter,
  ItemExponentialFailureRateLimiterOptions,
  ItemFastSlowRateLimiterOptions,
  BucketRateLimiterOptions,
  DefaultRateLimiterOptions,
} from './meta/rate-limiter.js';
export { runController, ReconcileError, ControllerError } from './client/controller/run-controller.js';
export type { Controller, ControllerOptions, Reconciler, ReconcileResult, ReconcileContext, LeaderElection, LeadershipCallbacks } from './client/controller/run-controller.js';
export { keyOf, splitKey, KeyFormatError } from './client/controller/keys.js';
export {
  LeaderElector,
  LeaderElectionConfigError,
  LeaderCallbackError,
  LeaderElectorRunningError,
  JITTER_FACTOR,
  DEFAULT_LEASE_DURATION_MS,
  DEFAULT_RENEW_DEADLINE_MS,
  DEFAULT_RETRY_PERIOD_MS,
} from './client/controller/leader-election.js';
export type { LeaderElectorOptions } from './client/controller/leader-election.js';
export { LockNotInitializedError } from './client/controller/resource-lock.js';
export type { ResourceLock, LeaderElectionRecord } from './client/controller/resource-lock.js';
export { LeaseLock, leaseSpecToRecord, recordToLeaseSpec } from './client/controller/lease-lock.js';
export type { LeaseLockOptions, LeaseLockClient } from './client/controller/lease-lock.js';
export { LeaseCandidateRunner, LEASE_CANDIDATE_RENEW_INTERVAL_MS } from './client/controller/lease-candidate-runner.js';
export type { LeaseCandidateRunnerOptions, LeaseCandidateClient } from './client/controller/lease-candidate-runner.js';
export { loadKubeconfig, resolveContext, serializeKubeconfig, ConfigError, isConfigError, isEmptyConfigError } from './client/config/kubeconfig.js';
export { ExecCredentialProvider, ExecCredentialError, execCredentialInterceptor, parseExecCredential } from './client/exec-credential.js';
export type { ExecConfig, ExecClusterInfo, ExecCredential, ExecInteractiveMode, ExecPluginOptions } from './client/exec-credential.js';
export { environmentProxy, fixedProxy, ProxySelectionError } from './client/proxy.js';
export type { ProxyEnvironment, ProxySelector } from './client/proxy.js';
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
  LeaseSpec,
  LeaseList,
  LeaseCandidate,
  LeaseCandidateSpec,
  LeaseCandidateList,
  RuntimeClass,
  Overhead,
  Scheduling,
  RuntimeClassList,
  ValidatingAdmissionPolicy,
  ValidatingAdmissionPolicySpec,
  ValidatingAdmissionPolicyStatus,
  ValidatingAdmissionPolicyList,
  ValidatingAdmissionPolicyBinding,
  ValidatingAdmissionPolicyBindingSpec,
  ValidatingAdmissionPolicyBindingList,
  MatchResources,
  NamedRuleWithOperations,
  ParamKind,
  ParamRef,
  Validation,
  Variable,
  AuditAnnotation,
  MatchCondition,
  TypeChecking,
  ExpressionWarning,
  Condition,
  KubeObject,
  KubeList,
} from './meta/types.js';
