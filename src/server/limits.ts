/**
 * Request limits of the reference server, one place (codec limits live in
 * src/codec/limits.ts). Each names the upstream flag or constant it mirrors.
 */

/**
 * Total bytes a JSON patch's `copy` operations may add to the document. kube-apiserver sets
 * evanphx/json-patch's `AccumulatedCopySizeLimit` from `JSONPatchMaxCopyBytes`
 * (apiserver/pkg/server/config.go: 3 * 1024 * 1024, the same as the request body limit).
 */
export const JSON_PATCH_MAX_COPY_BYTES = 3 * 1024 * 1024;

/**
 * Operations in one JSON patch: apiserver/pkg/endpoints/handlers/patch.go
 * `maxJSONPatchOperations` (10000). Defined beside the engine in patch/json-patch.ts.
 */
export { MAX_JSON_PATCH_OPERATIONS } from './patch/json-patch.js';

/**
 * `--max-requests-inflight` (kube-apiserver default 400): non-mutating requests (get, list and
 * non-resource GETs) served at once; more are answered 429. 0 disables the limit. Watches and
 * health checks are not counted (filters/maxinflight.go skips long-running requests).
 */
export const DEFAULT_MAX_REQUESTS_INFLIGHT = 400;

/**
 * `--max-mutating-requests-inflight` (kube-apiserver default 200): create, update, patch,
 * delete and deletecollection served at once; more are answered 429. 0 disables the limit.
 */
export const DEFAULT_MAX_MUTATING_REQUESTS_INFLIGHT = 200;

/** `Retry-After` of the in-flight limit's 429 (filters/maxinflight.go `retryAfter = "1"`). */
export const TOO_MANY_REQUESTS_RETRY_AFTER_SECONDS = 1;

/**
 * Warning headers of one response: once their texts exceed this many runes, every warning is
 * truncated to `MAX_WARNING_ITEM_RUNES` and no more are added past the total
 * (apiserver/pkg/endpoints/filters/warning.go `truncateAtTotalRunes` = 4 * 1024).
 */
export const MAX_TOTAL_WARNING_RUNES = 4 * 1024;

/** Per-warning length once truncating (filters/warning.go `truncateItemRunes` = 256). */
export const MAX_WARNING_ITEM_RUNES = 256;

/**
 * Bytes of a request's start line and headers. kube-apiserver's secure serving sets
 * `http.Server.MaxHeaderBytes: 1 << 20` (apiserver/pkg/server/secure_serving.go); Node's default
 * (16 KiB) would refuse requests upstream serves, e.g. with long bearer tokens. Beyond it the
 * answer is Go's `431 Request Header Fields Too Large`.
 */
export const MAX_REQUEST_HEADER_BYTES = 1 << 20;

/**
 * Watch and write-path limits (watch history, per-watcher buffers, too-large resourceVersion
 * wait, timer ceiling, write slices): defined beside the registry in registry/limits.ts.
 */
export {
  MAX_TIMER_DELAY_MS,
  TOO_LARGE_RESOURCE_VERSION_RETRY_SECONDS,
  TOO_LARGE_RESOURCE_VERSION_WAIT_MS,
  WATCH_HISTORY_MAX_BYTES,
  WATCH_HISTORY_MAX_EVENTS,
  WATCH_MAX_BUFFERED_BYTES,
  WATCH_SLOW_BUFFERED_BYTES,
  WATCH_SLOW_CONSUMER_TIMEOUT_MS,
  WRITE_SLICE_MS,
} from './registry/limits.js';

/**
 * etcd backend (src/server/storage/etcd.ts). Dial timeout of the etcd client:
 * apiserver/pkg/storage/storagebackend/factory/etcd3.go `dialTimeout` (20s).
 */
export const ETCD_DIAL_TIMEOUT_MS = 20_000;

/**
 * Deadline of one etcd request (read, transaction, compaction): kube-apiserver's
 * `--request-timeout` default (1m), the longest a request it serves may take.
 */
export const ETCD_REQUEST_TIMEOUT_MS = 60_000;

/**
 * The etcd health check's deadline: `--etcd-healthcheck-timeout` (storagebackend
 * `DefaultHealthcheckTimeout`, 2s).
 */
export const ETCD_HEALTHCHECK_TIMEOUT_MS = 2_000;

/**
 * Delay before an etcd watch stream that broke is reopened from the last delivered revision:
 * the cacher restarts its reflector with `wait.Until(..., time.Second)` (cacher.go).
 */
export const ETCD_WATCH_RETRY_MS = 1_000;
