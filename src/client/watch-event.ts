/**
 * Watch events as the SDK delivers them: typed objects for ADDED/MODIFIED/DELETED and
 * BOOKMARK, the server's Status for ERROR.
 */
import type { KubeList, KubeObject, Status } from '../meta/types.js';
import type { WireFormat } from './client-wire.js';
import type { BodyBuffers } from './transport.js';

export type ObjectEventType = 'ADDED' | 'MODIFIED' | 'DELETED';

export type WatchEvent<T extends KubeObject> =
  | { readonly type: ObjectEventType; readonly object: T }
  /** All changes up to `object.metadata.resourceVersion` were sent; the object is otherwise empty. */
  | { readonly type: 'BOOKMARK'; readonly object: T }
  /** The server ended the watch with an error (e.g. 410 Expired: start version too old). */
  | { readonly type: 'ERROR'; readonly object: Status };

/** The annotation on the BOOKMARK that ends a watch's initial events (sendInitialEvents). */
export const INITIAL_EVENTS_END_ANNOTATION = 'cluster.io/initial-events-end';

export interface WatchRequestOptions {
  readonly resourceVersion?: string;
  readonly resourceVersionMatch?: 'NotOlderThan' | 'Exact';
  readonly allowWatchBookmarks?: boolean;
  readonly sendInitialEvents?: boolean;
  readonly timeoutSeconds?: number;
  readonly labelSelector?: string;
  readonly fieldSelector?: string;
  /**
   * Decode each distinct `metadata.managedFields[].fieldsV1` tree of a JSON watch once and
   * share that instance, deep-frozen, between the events' objects (it is most of what a
   * decode builds). For consumers that never modify received objects, such as informers,
   * which set it when their transform is known not to touch those trees. The objects are
   * otherwise the same (deep-equal). Default false.
   */
  readonly shareFieldsV1?: boolean;
  /**
   * Preferred format of this watch's stream instead of the client's (JSON stays the fallback:
   * a server without it answers JSON lines).
   */
  readonly wireFormat?: WireFormat;
  /**
   * The caller never changes the events' objects (an informer's cache): a protobuf stream is
   * decoded with one deeply frozen FieldsV1 set shared between the objects that have it
   * (see BodyDecodeOptions.readOnly), and its batches are marked STRINGS_SHARED. JSON lines
   * are unaffected (see `shareFieldsV1`). Default false.
   */
  readonly readOnly?: boolean;
  /**
   * The caller drops `metadata.managedFields` from every object anyway (an informer whose
   * transform is `stripManagedFields`): a protobuf stream's objects are decoded without it
   * (see BodyDecodeOptions.dropManagedFields); other formats keep it. Default false.
   */
  readonly dropManagedFields?: boolean;
  /** Ends the watch; the iterator then finishes without error. */
  readonly signal?: AbortSignal;
}

export interface ListRequestOptions {
  readonly resourceVersion?: string;
  readonly resourceVersionMatch?: 'NotOlderThan' | 'Exact';
  readonly limit?: number;
  readonly continue?: string;
  readonly labelSelector?: string;
  readonly fieldSelector?: string;
  /** Preferred response format of this list instead of the client's (JSON stays the fallback). */
  readonly wireFormat?: WireFormat;
  /**
   * The caller never changes the decoded list (an informer's cache): the decoder may share
   * frozen immutable parts between objects (see BodyDecodeOptions.readOnly).
   */
  readonly readOnly?: boolean;
  /**
   * The caller drops `metadata.managedFields` from every item anyway: a protobuf list's items
   * are decoded without it (see BodyDecodeOptions.dropManagedFields); other formats keep it.
   * Default false.
   */
  readonly dropManagedFields?: boolean;
  /**
   * Buffers the page bodies of one paged list are read into and handed back to once each page
   * is decoded (set by prefetchingPages; see BodyBuffers).
   */
  readonly bodyBuffers?: BodyBuffers;
  /**
   * Called once with the list's metadata as soon as the head of the body holds it, before the
   * rest has arrived (set by prefetchingPages to ask for the next page early; see
   * RequestOptions.onListHead). A hint: the decoded list is authoritative.
   */
  readonly onListHead?: (head: { readonly continue?: unknown }) => void;
  readonly signal?: AbortSignal;
}

/**
 * What reflectors and informers need from a resource: a list and a watch (client-go's
 * ListerWatcher). The typed resource clients implement it; tests can fake it.
 *
 * Contract of `watch`: the returned iterable yields events in server order and finishes
 * normally when the server closes the stream (timeout) or the signal aborts; it throws
 * on transport failures and on malformed frames (never skipping one silently). A non-2xx
 * answer to the watch request itself throws `ApiError`.
 */
export interface ListerWatcher<T extends KubeObject> {
  list(opts: ListRequestOptions): Promise<KubeList<T>>;
  watch(opts: WatchRequestOptions): AsyncIterable<WatchEvent<T>>;
}

/**
 * The key of an optional method on the iterable a `ListerWatcher.watch` returns: the same
 * events, in the same order and with the same errors, in non-empty batches (e.g. the events
 * of one received chunk). A consumer that handles events synchronously (the reflector) then
 * pays one asynchronous step per batch instead of per event. Each iterable is read once,
 * either per event or per batch.
 */
export const WATCH_BATCHES: unique symbol = Symbol.for('ctl.watch.batches');

/** An event iterable that also offers its events in batches ({@link WATCH_BATCHES}). */
export interface BatchedWatch<E> extends AsyncIterable<E> {
  [WATCH_BATCHES](): AsyncIterator<readonly E[]>;
}

/** Whether `iterable` offers its events in batches. */
export function isBatchedWatch<E>(iterable: AsyncIterable<E>): iterable is BatchedWatch<E> {
  return typeof (iterable as Partial<BatchedWatch<E>>)[WATCH_BATCHES] === 'function';
}
