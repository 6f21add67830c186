/**
 * GET on a collection with `watch=true`: a stream of JSON watch events, one per line
 * (wire.md §2): synthetic ADDED events for rv unset/0 or sendInitialEvents, replay after a
 * resourceVersion within the cache window (older: one ERROR 410 event), BOOKMARKs when
 * allowed (periodic, before the timeout, and at the end of initial events), closed at
 * timeoutSeconds (any length: long deadlines re-arm timers, never overflowing setTimeout).
 *
 * Resource bounds: at most WATCH_SLOW_BUFFERED_BYTES (plus one event) of unsent output per
 * response; further events, initial ones included, wait as references to cached objects. A
 * watcher whose socket takes nothing for WATCH_SLOW_CONSUMER_TIMEOUT_MS while events wait, or
 * that falls WATCH_MAX_BUFFERED_BYTES of live changes behind, is closed (upstream closes
 * cacheWatchers whose channel stays full).
 * A resourceVersion the store has not reached is waited for (TOO_LARGE_RESOURCE_VERSION_WAIT_MS
 * by default), then answered with an ERROR event carrying 504 "Too large resource version"
 * (cause ResourceVersionTooLarge), so a client resuming against a server that lost its state
 * relists instead of waiting forever for events that will never come.
 */
import type { ResourceDescriptor } from '../../meta/resources.js';
import { apiVersionOf } from '../../meta/resources.js';
import { failureStatus } from '../../meta/status.js';
import type { KubeObject, Status } from '../../meta/types.js';
import { parseResourceVersion } from '../http/query.js';
import type { Clock } from '../../meta/clock.js';
import {
  MAX_TIMER_DELAY_MS,
  TOO_LARGE_RESOURCE_VERSION_WAIT_MS,
  WATCH_MAX_BUFFERED_BYTES,
  WATCH_SLOW_BUFFERED_BYTES,
  WATCH_SLOW_CONSUMER_TIMEOUT_MS,
} from '../registry/limits.js';
import { buildPredicate } from '../registry/selectors.js';
import { tooLargeResourceVersionError } from '../registry/too-large-resource-version.js';
import { CacheEvent, TooOldResourceVersionError, type CacheSubscription, type DeliveredEvent, type WatchCache } from '../registry/watch-cache.js';
import { parseListOptions } from './list.js';
import { tableRequest, type RequestScope } from './scope.js';
import { toTable } from '../table.js';
import { goOrdered } from '../../codec/go-order.js';
import { encodeWatchEventBytes, watchContentType } from '../wire-formats.js';
import type { ServedFormat } from '../../codec/negotiation.js';
import type { WatchFlusher } from './watch-flush.js';

export const INITIAL_EVENTS_END_ANNOTATION = 'cluster.io/initial-events-end';
/**
 * 1.32 and 1.33 (removed in 1.34): the initial-events-end bookmark of a watch-list request also
 * carries the empty versioned List encoded in the negotiated format, base64 (handlers/watchlist.go).
 * The key is under `kubernetes.io`, which the `k8s.io` -> `cluster.io` renaming does not touch.
 */
export const INITIAL_EVENTS_LIST_BLUEPRINT_ANNOTATION = 'kubernetes.io/initial-events-list-blueprint';

/** base64 of the empty List of the kind as `format` encodes it (Go: `"items":null`). */
function listBlueprint(d: ResourceDescriptor<KubeObject>, format: { codec: { encode(o: unknown): Uint8Array } }): string {
  const empty = { kind: d.listKind, apiVersion: apiVersionOf(d), metadata: {}, items: null };
  return Buffer.from(format.codec.encode(empty)).toString('base64');
}

/** One open watch response. */
export interface OpenWatch {
  /** Break the connection (fault injection, shutdown). */
  drop(): void;
  /** Bytes written to the response and not yet handed to the socket. */
  bufferedBytes(): number;
  /** The most unsent bytes this watcher ever had queued in its response. */
  peakBufferedBytes(): number;
}

/** Open watch responses, so they can be dropped all at once (fault injection, shutdown). */
export type WatchRegistry = Set<OpenWatch>;

export interface WatchSettings {
  readonly open: WatchRegistry;
  /** Told when a watcher of a resource starts (+1) and ends (-1), for metrics. */
  readonly onWatcher?: (d: ResourceDescriptor<KubeObject>, delta: 1 | -1) => void;
  readonly watchList: boolean;
  /** Interval of periodic bookmarks (upstream: about a minute). */
  readonly bookmarkIntervalMs: number;
  /** Watches without timeoutSeconds last between this and twice this (upstream: 30 min). */
  readonly minRequestTimeoutMs: number;
  /** Live changes (JSON bytes) that may wait for a watcher before it is closed (default WATCH_MAX_BUFFERED_BYTES). */
  readonly maxBufferedBytes?: number;
  /** Unsent response output above which events wait for a drain (default WATCH_SLOW_BUFFERED_BYTES). */
  readonly slowBufferedBytes?: number;
  /** How long events may wait without any drain before the watcher is closed (default WATCH_SLOW_CONSUMER_TIMEOUT_MS). */
  readonly slowConsumerTimeoutMs?: number;
  /** How long such a watch waits before its 504 ERROR event (default TOO_LARGE_RESOURCE_VERSION_WAIT_MS). */
  readonly tooLargeWaitMs?: number;
  readonly random: () => number;
  /** Writes live events in rounds shared by every watcher (see watch-flush.ts); absent: each event at once. */
  readonly flusher?: WatchFlusher;
}

/**
 * A timer for any delay: delays beyond MAX_TIMER_DELAY_MS are reached by re-arming, so a
 * huge timeoutSeconds never overflows into an immediate timeout. Returns a cancel function.
 */
export function setLongTimer(clock: Clock, fn: () => void, ms: number): () => void {
  let cancel: () => void = () => {};
  let remaining = Math.max(0, ms);
  const arm = () => {
    const step = Math.min(remaining, MAX_TIMER_DELAY_MS);
    remaining -= step;
    cancel = clock.setTimer(remaining > 0 ? arm : fn, step);
  };
  arm();
  return () => cancel();
}

/** The BOOKMARK object: an empty object of the kind carrying only a resourceVersion. */
function bookmarkJson(d: ResourceDescriptor<KubeObject>, revision: number, initialEventsEnd: boolean, listBlueprint?: string): string {
  const metadata: Record<string, unknown> = { resourceVersion: String(revision), creationTimestamp: null };
  if (initialEventsEnd) {
    metadata.annotations = listBlueprint === undefined
      ? { [INITIAL_EVENTS_END_ANNOTATION]: 'true' }
      : { [INITIAL_EVENTS_END_ANNOTATION]: 'true', [INITIAL_EVENTS_LIST_BLUEPRINT_ANNOTATION]: listBlueprint };
  }
  return JSON.stringify({ kind: d.kind, apiVersion: apiVersionOf(d), metadata, ...d.zeroFields });
}

export function handleWatch(cache: WatchCache, settings: WatchSettings) {
  return async (scope: RequestScope): Promise<void> => {
    const opts = parseListOptions(scope.query, true, settings.watchList);
    const selected = buildPredicate(scope.descriptor, opts.labelSelector, opts.fieldSelector);
    const ns = scope.descriptor.namespaced ? scope.info.namespace : '';
    // The cache holds every namespace; a namespaced watch sees only its own.
    const predicate = ns === '' ? selected : { empty: false, matches: (o: KubeObject) => o.metadata?.namespace === ns && selected.matches(o) };
    return stream(scope, cache, settings, opts, predicate);
  };
}

async function stream(
  scope: RequestScope,
  cache: WatchCache,
  settings: WatchSettings,
  opts: ReturnType<typeof parseListOptions>,
  predicate: { empty: boolean; matches(o: KubeObject): boolean },
): Promise<void> {
  const { res, clock } = scope;
  const rv = parseResourceVersion(opts.resourceVersion);
  const initialEvents = opts.sendInitialEvents === true || (opts.sendInitialEvents === undefined && (rv === undefined || rv === 0));
  const bookmarks = opts.allowWatchBookmarks;
  const timeoutMs =
    opts.timeoutSeconds !== undefined && opts.timeoutSeconds > 0
      ? opts.timeoutSeconds * 1000
      : Math.floor(settings.minRequestTimeoutMs * (1 + settings.random()));

  const format = scope.negotiated.format;
  // A resourceVersion from the future (e.g. the server restarted with an empty store): wait
  // briefly for it, as the watch cache's waitUntilFreshAndBlock does, then fail the watch.
  // With etcd the cache may also trail the store (another server's write the list that gave
  // `rv` saw): the same wait covers it. A watch with initial events and no resourceVersion is
  // a consistent read: the cache must first catch up with everything the store has committed.
  let tooLarge: Status | undefined;
  const consistent = initialEvents && rv === undefined;
  if ((rv !== undefined && rv > cache.currentRevision()) || consistent) {
    const reached = await cache.waitForFresh(consistent ? undefined : rv, settings.tooLargeWaitMs ?? TOO_LARGE_RESOURCE_VERSION_WAIT_MS);
    if (res.destroyed) return;
    if (!reached) tooLarge = tooLargeResourceVersionError(rv ?? 0, cache.currentRevision()).status;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', watchContentType(format, scope.negotiated.mediaType));
  res.setHeader('Cache-Control', 'no-cache, private');
  res.setHeader('Transfer-Encoding', 'chunked');
  res.flushHeaders();

  let closed = false;
  let subscription: CacheSubscription | undefined;
  const timers: Array<() => void> = [];
  let lastRevision = 0;
  const finish = () => {
    if (closed) return;
    // Live events waiting for the next flush round go out before the end (a slow consumer's
    // backlog stays behind: pump stops at the buffer bound, and a destroyed response takes nothing).
    if (!res.destroyed) pump();
    closed = true;
    subscription?.stop();
    for (const cancel of timers) cancel();
    res.end();
  };
  let peak = 0;
  const handle: OpenWatch = { drop: () => res.destroy(), bufferedBytes: () => res.writableLength, peakBufferedBytes: () => peak };
  settings.open.add(handle);
  settings.onWatcher?.(scope.descriptor, 1);
  res.on('close', () => {
    settings.open.delete(handle);
    settings.onWatcher?.(scope.descriptor, -1);
    finish();
  });

  const maxBuffered = settings.maxBufferedBytes ?? WATCH_MAX_BUFFERED_BYTES;
  const slowBuffered = settings.slowBufferedBytes ?? WATCH_SLOW_BUFFERED_BYTES;
  const slowTimeoutMs = settings.slowConsumerTimeoutMs ?? WATCH_SLOW_CONSUMER_TIMEOUT_MS;
  const cutOff = () => {
    // The client is not reading; upstream closes such watchers rather than buffer forever.
    res.destroy();
    finish();
  };
  const write = (chunk: string | Uint8Array) => {
    if (closed) return;
    res.write(chunk);
    if (res.writableLength > peak) peak = res.writableLength;
  };

  // Pacing (upstream's cacheWatcher: a bounded result channel fed from the cache): output goes
  // to the socket while less than `slowBuffered` is unsent; beyond that, events wait in
  // `pending` as references to the cache's shared objects (initial events and replayed history
  // included, so a large initial state is never serialised ahead of the client) and go out on
  // 'drain'. A watcher that takes nothing for `slowTimeoutMs`, or falls behind live changes by
  // more than `maxBuffered` bytes, is closed.
  type Pending = { readonly event: DeliveredEvent; readonly live: boolean } | { readonly bookmark: boolean };
  let pending: Pending[] = [];
  let head = 0;
  let pendingLiveBytes = 0;
  let live = false; // false while initial events and replayed history are being delivered
  let cancelSlow: (() => void) | undefined;
  const stopSlowTimer = () => {
    cancelSlow?.();
    cancelSlow = undefined;
  };
  timers.push(stopSlowTimer);
  const backlogged = () => head < pending.length;
  const waitForDrain = () => {
    cancelSlow ??= clock.setTimer(() => {
      cancelSlow = undefined;
      if (!closed && backlogged()) cutOff();
    }, slowTimeoutMs);
  };
  const pump = () => {
    while (!closed && backlogged()) {
      if (res.writableLength >= slowBuffered) {
        waitForDrain();
        return;
      }
      const item = pending[head]!;
      pending[head++] = undefined as unknown as Pending;
      if ('event' in item) {
        if (item.live) pendingLiveBytes -= item.event.objectJson().length;
        writeEvent(item.event);
      } else writeBookmark(item.bookmark);
    }
    pending = [];
    head = 0;
    pendingLiveBytes = 0;
  };
  res.on('drain', () => {
    stopSlowTimer();
    pump();
  });
  // Live events wait in `pending` for the flusher's next round (one socket write for all the
  // events of a round); everything after them in this watch queues behind them, so order holds.
  const flusher = settings.flusher;
  let flushScheduled = false;
  const flushRound = () => {
    flushScheduled = false;
    if (closed) return;
    try {
      pump();
    } catch {
      // An event that cannot be written (e.g. a Table row that cannot be built) ends this
      // watch: the client resumes from the last resourceVersion it received.
      res.destroy();
      finish();
    }
  };
  const enqueue = (item: Pending) => {
    if (closed) return;
    const batched = 'event' in item && item.live && flusher !== undefined && flusher.batching;
    if (!batched && !backlogged() && res.writableLength < slowBuffered) {
      if ('event' in item) writeEvent(item.event);
      else writeBookmark(item.bookmark);
      return;
    }
    pending.push(item);
    if ('event' in item && item.live) {
      pendingLiveBytes += item.event.objectJson().length;
      if (pendingLiveBytes > maxBuffered) {
        cutOff();
        return;
      }
    }
    if (res.writableLength < slowBuffered && (batched || flushScheduled)) {
      if (!flushScheduled) {
        flushScheduled = true;
        flusher!.schedule(flushRound);
      }
    } else waitForDrain();
  };

  // Table watches: each event carries a one-row Table; column definitions only in the first.
  const table = scope.negotiated.table ? tableRequest(scope, scope.negotiated.table) : undefined;
  let headersSent = false;
  const objectJson = (e: DeliveredEvent): string => {
    if (!table) return e.objectJson();
    const json = JSON.stringify(goOrdered(toTable({ ...table, noHeaders: headersSent }, [e.object])));
    headersSent = true;
    return json;
  };
  const json = format.mediaType === 'application/json';
  // A watch-list request (upstream's isListWatchRequest): initial events then their end bookmark.
  const watchList = settings.watchList && opts.sendInitialEvents === true && opts.allowWatchBookmarks;
  const writeEvent = (e: DeliveredEvent) => {
    if (e.revision > lastRevision) lastRevision = e.revision;
    if (!table && e instanceof CacheEvent) write(sharedFrame(format, e));
    else write(json ? `{"type":"${e.type}","object":${objectJson(e)}}\n` : encodeWatchEventBytes(format, e.type, e.object));
  };
  const writeBookmark = (initialEventsEnd: boolean) => {
    // With events still waiting, the bookmark may only claim what was sent before it.
    const revision = backlogged() ? lastRevision : Math.max(lastRevision, cache.currentRevision());
    const object = table
      ? JSON.stringify({ kind: 'Table', apiVersion: `${table.spec.group}/${table.spec.version}`, metadata: { resourceVersion: String(revision) }, columnDefinitions: null, rows: [] })
      : bookmarkJson(scope.descriptor, revision, initialEventsEnd, initialEventsEnd && watchList ? listBlueprint(scope.descriptor, format) : undefined);
    write(json ? `{"type":"BOOKMARK","object":${object}}\n` : encodeWatchEventBytes(format, 'BOOKMARK', JSON.parse(object)));
  };
  const send = (e: DeliveredEvent) => enqueue({ event: e, live });
  const sendBookmark = (initialEventsEnd: boolean) => enqueue({ bookmark: initialEventsEnd });

  if (tooLarge) {
    write(encodeWatchEventBytes(format, 'ERROR', tooLarge));
    finish();
    return;
  }
  try {
    const sub = cache.subscribe(
      initialEvents
        ? { predicate, initialEvents: true, onTerminated: finish }
        : { predicate, initialEvents: false, afterRevision: rv ?? cache.currentRevision(), onTerminated: finish },
      send,
    );
    subscription = sub.subscription;
    live = true;
    // Every event up to here is written or waiting in `pending`, ahead of anything later.
    lastRevision = Math.max(lastRevision, initialEvents ? sub.revision : (rv ?? sub.revision));
    if (opts.sendInitialEvents === true && bookmarks) sendBookmark(true);
  } catch (err) {
    if (err instanceof TooOldResourceVersionError) {
      const status = failureStatus(410, 'Expired', err.message);
      write(encodeWatchEventBytes(format, 'ERROR', status));
      finish();
      return;
    }
    throw err;
  }

  timers.push(setLongTimer(clock, finish, timeoutMs));
  if (bookmarks) {
    let cancelPeriodic = () => {};
    const periodic = () => {
      sendBookmark(false);
      cancelPeriodic = clock.setTimer(periodic, settings.bookmarkIntervalMs);
    };
    cancelPeriodic = clock.setTimer(periodic, settings.bookmarkIntervalMs);
    timers.push(() => cancelPeriodic());
    // Upstream sends a bookmark shortly before the deadline so clients can resume cheaply.
    if (timeoutMs > 2000) timers.push(setLongTimer(clock, () => sendBookmark(false), timeoutMs - 2000));
  }
}

/**
 * A change of the cache framed for one served format, encoded once and written as the same
 * bytes to every watcher of that format (a cache event and its object never change). With
 * 1,000 watchers this is one encode per event instead of 1,000 string builds and UTF-8
 * conversions. Per-watcher events (initial state, selector transitions) and Table watches
 * (column definitions only in a watcher's first event) are framed per watcher instead.
 */
const sharedFrames = new WeakMap<CacheEvent, Map<ServedFormat, Uint8Array>>();
function sharedFrame(format: ServedFormat, e: CacheEvent): Uint8Array {
  let byFormat = sharedFrames.get(e);
  if (byFormat === undefined) sharedFrames.set(e, (byFormat = new Map()));
  let bytes = byFormat.get(format);
  if (bytes === undefined) {
    const framed = encodeWatchEventBytes(format, e.type, e.object, () => e.objectJson());
    bytes = typeof framed === 'string' ? Buffer.from(framed) : framed;
    byFormat.set(format, bytes);
  }
  return bytes;
}
