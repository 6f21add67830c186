/**
 * Limits of the registry layer: watch history, per-watcher buffering, waits for a
 * resourceVersion the store has not reached, and how long one request may compute before it
 * lets other requests run. Each constant names the upstream constant or flag it mirrors
 * (k8s.io/apiserver/pkg/storage/cacher unless said otherwise); docs/server.md lists them.
 */

/**
 * Most events the watch history keeps, whatever their age (watch_cache.go
 * `defaultUpperBoundCapacity` = 100 * 1024). Evicting below this turns older resumes into
 * 410 "too old resource version".
 */
export const WATCH_HISTORY_MAX_EVENTS = 100 * 1024;

/**
 * Most bytes (stored JSON size of the objects) the watch history keeps. Upstream bounds the
 * history by count only; a byte bound is ours so that history of large objects stays bounded
 * too (20,000 writes of a 4.5 KB object keep at most this much, not 90 MB).
 */
export const WATCH_HISTORY_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Live changes (bytes of their JSON) that may wait for a watcher whose socket is not taking
 * output; beyond this it is closed (upstream: the cacheWatcher's result channel holds 10..1000
 * events, `suggestedWatchChannelSize`, and a watcher that cannot take more is terminated,
 * "Forcing watcher close due to unresponsiveness"). Waiting events are references to the
 * cache's shared objects; this bounds how far behind a watcher may fall.
 */
export const WATCH_MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/**
 * Unsent output in a watch response above which further events wait (initial events and
 * replayed history included) until the socket drains, so a watcher's response never holds
 * more than this plus one event.
 */
export const WATCH_SLOW_BUFFERED_BYTES = 1024 * 1024;

/**
 * A watcher with events waiting whose socket takes nothing (no drain) for this long is closed
 * (upstream: cacher.go dispatches with a time budget, `dispatchTimeoutBudget`, and closes
 * watchers whose channel stays full past it; a socket needs more slack than a channel).
 */
export const WATCH_SLOW_CONSUMER_TIMEOUT_MS = 5_000;

/**
 * How long a request naming a resourceVersion the store has not reached waits for it before
 * failing with 504 "Too large resource version" (watch_cache.go `blockTimeout` = 3 s).
 */
export const TOO_LARGE_RESOURCE_VERSION_WAIT_MS = 3_000;

/** Retry-After of that error (watch_cache.go `resourceVersionTooHighRetrySeconds` = 1). */
export const TOO_LARGE_RESOURCE_VERSION_RETRY_SECONDS = 1;

/**
 * The longest single timer: Node's setTimeout fires at once for larger delays (TIMEOUT_MAX,
 * 2^31 - 1 ms). Longer watch timeouts are served by re-arming timers up to the deadline, as
 * upstream's `timeoutSeconds` has no upper bound (handlers/get.go).
 */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/**
 * Synchronous work a write may do before it yields to the event loop so other requests run
 * (no upstream constant: Go's scheduler preempts goroutines; this is the cooperative stand-in).
 */
export const WRITE_SLICE_MS = 20;
