/**
 * What the server's controllers need from the registry, as small capability interfaces: an
 * informer-like source of current objects and their changes (the resource's watch cache), and
 * the verbs they write with (the resource's RegistryStore, which validates and stamps like any
 * request). Server-side controllers talk to these in-process; they never go through HTTP and
 * never import the SDK.
 */
import type { Preconditions, KubeObject } from '../../meta/types.js';
import type { DeleteResult, UpdateResult, WriteOptions } from '../registry/store.js';
import type { CacheSubscription, DeliveredEvent, SubscribeOptions } from '../registry/watch-cache.js';

/** The informer half: current objects (a lister) and a stream of changes from them. */
export interface ObjectSource {
  /** Current objects, read-only (callers must copy before changing one). */
  snapshot(): Iterable<KubeObject>;
  /** Initial ADDED events for the current state when asked, then every change in order. */
  subscribe(opts: SubscribeOptions, listener: (event: DeliveredEvent) => void): { subscription: CacheSubscription; revision: number };
  /** Wait until the source has applied every change up to `revision` (false on timeout). */
  waitForFresh(revision: number | undefined, timeoutMs: number): Promise<boolean>;
}

/** The client half: live reads and writes against storage. */
export interface ObjectStore<T extends KubeObject> {
  get(namespace: string, name: string): Promise<T>;
  create(namespace: string, obj: T, opts?: WriteOptions): Promise<T>;
  update(namespace: string, name: string, obj: T, opts?: WriteOptions): Promise<UpdateResult<T>>;
  delete(namespace: string, name: string, opts?: WriteOptions & { preconditions?: Preconditions }): Promise<DeleteResult<T>>;
  /** Latest committed revision of the backing storage. */
  currentRevision(): number;
}

/** One resource as a controller sees it. */
export interface ResourceAccess<T extends KubeObject> {
  readonly source: ObjectSource;
  readonly store: ObjectStore<T>;
}
