import { type Clock } from '../meta/clock.js';
import type { KubeObject } from '../meta/types.js';
import { type RestClient } from './rest-client.js';
import type { WatchEvent, WatchRequestOptions } from './watch-event.js';
export interface WatchOptions extends WatchRequestOptions {
    /**
     * Re-watch from the last seen resourceVersion when the stream ends or breaks, until the
     * signal aborts. An ERROR event (e.g. 410: history gone) is yielded and ends the watch:
     * the caller must re-list. Default false.
     */
    readonly resume?: boolean;
    /** Clock for the resume backoff (tests inject one). */
    readonly clock?: Clock;
}
/** Parse one watch line into an event; throws DecodeError on anything malformed. */
export declare function parseWatchLine<T extends KubeObject>(line: string): WatchEvent<T>;
/** Watch a collection path; see {@link WatchOptions} for resume semantics. */
export declare function watchCollection<T extends KubeObject>(rest: RestClient, path: string, opts?: WatchOptions): AsyncGenerator<WatchEvent<T>>;
