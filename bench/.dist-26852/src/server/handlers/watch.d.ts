/**
 * GET on a collection with `watch=true`: a stream of JSON watch events, one per line
 * (wire.md §2): synthetic ADDED events for rv unset/0 or sendInitialEvents, replay after a
 * resourceVersion within the cache window (older: one ERROR 410 event), BOOKMARKs when
 * allowed (periodic, before the timeout, and at the end of initial events), closed at
 * timeoutSeconds.
 */
import type { ResourceDescriptor } from '../../meta/resources.js';
import type { KubeObject } from '../../meta/types.js';
import { type WatchCache } from '../registry/watch-cache.js';
import { type RequestScope } from './scope.js';
export declare const INITIAL_EVENTS_END_ANNOTATION = "cluster.io/initial-events-end";
/** Open watch responses, so they can be dropped all at once (fault injection, shutdown). */
export type WatchRegistry = Set<{
    drop(): void;
}>;
export interface WatchSettings {
    readonly open: WatchRegistry;
    /** Told when a watcher of a resource starts (+1) and ends (-1), for metrics. */
    readonly onWatcher?: (d: ResourceDescriptor<KubeObject>, delta: 1 | -1) => void;
    readonly watchList: boolean;
    /** Interval of periodic bookmarks (upstream: about a minute). */
    readonly bookmarkIntervalMs: number;
    /** Watches without timeoutSeconds last between this and twice this (upstream: 30 min). */
    readonly minRequestTimeoutMs: number;
    /** A watcher whose unsent output exceeds this is closed (it is not keeping up). */
    readonly maxBufferedBytes: number;
    readonly random: () => number;
}
export declare function handleWatch(cache: WatchCache, settings: WatchSettings): (scope: RequestScope) => Promise<void>;
