/**
 * The two caches an informer can keep (its `cache` option), behind one interface the
 * informer drives: apply what the reflector received, get back changes, and turn each
 * change into the event one receiver (handler or iterator) gets.
 *
 * - {@link ObjectsBackend} (`'objects'`, the default): store.ts's Store of decoded objects.
 *   A change is a StoreDelta, and every receiver gets that same delta: the cached instances
 *   are shared, read-only.
 * - {@link CompactBackend} (`'compact'`): record-store.ts's RecordStore. A change carries
 *   records; each receiver gets its own decoded objects. The first receiver of a change gets
 *   the object the change already holds (the one the reflector decoded, referenced by
 *   nothing else), so with one handler no object is decoded back for adds and watch events,
 *   and with none, nothing is.
 */
import type { KubeObject } from '../../meta/types.js';
import { RecordStore, type CollectedItem, type RecordChange } from './record-store.js';
import { Store, type Indexer, type Indexers, type StoreDelta } from './store.js';

export interface CacheBackend<T, C, L = T> {
  readonly size: number;
  /** What listers read. */
  readonly reader: Indexer<T>;
  /**
   * What a list item becomes as soon as the reflector collects it (reflector.ts
   * `collectItem`); `keepObject`: receivers are registered (the first may get the object).
   * Absent: list items stay objects until `replace`.
   */
  readonly collectItem?: (obj: T, keepObject: boolean) => L;
  replace(items: readonly L[], onError: (err: Error) => void): C[];
  /** `receivers`: the informer has receivers (an update's old object will be delivered). */
  upsert(obj: T, receivers: boolean): C | undefined;
  delete(obj: T): C | undefined;
  /** One `add` per cached object (a receiver registered after objects were cached). */
  snapshot(): C[];
  /** One `update(old === new)` per cached object (resync). */
  resync(): C[];
  /** The event a receiver gets for `change`; `first`: the first receiver of this change. */
  toEvent(change: C, first: boolean): StoreDelta<T>;
}

export class ObjectsBackend<T extends KubeObject> implements CacheBackend<T, StoreDelta<T>> {
  private readonly store: Store<T>;

  constructor(indexers: Indexers<T> | undefined) {
    this.store = new Store<T>(indexers ? { indexers } : {});
  }

  get size(): number {
    return this.store.size;
  }

  get reader(): Indexer<T> {
    return this.store;
  }

  replace(items: readonly T[], onError: (err: Error) => void): StoreDelta<T>[] {
    return this.store.replace(items, onError);
  }

  upsert(obj: T): StoreDelta<T> | undefined {
    return this.store.upsert(obj);
  }

  delete(obj: T): StoreDelta<T> | undefined {
    return this.store.delete(obj);
  }

  snapshot(): StoreDelta<T>[] {
    return this.store.list().map((object) => ({ type: 'add', object }));
  }

  resync(): StoreDelta<T>[] {
    return this.store.list().map((object) => ({ type: 'update', object, oldObject: object }));
  }

  toEvent(change: StoreDelta<T>): StoreDelta<T> {
    return change;
  }
}

export class CompactBackend<T extends KubeObject> implements CacheBackend<T, RecordChange<T>, CollectedItem<T>> {
  private readonly store: RecordStore<T>;

  constructor(indexers: Indexers<T> | undefined) {
    this.store = new RecordStore<T>(indexers);
  }

  get size(): number {
    return this.store.size;
  }

  get reader(): Indexer<T> {
    return this.store;
  }

  readonly collectItem = (obj: T, keepObject: boolean): CollectedItem<T> => this.store.collect(obj, keepObject);

  replace(items: readonly CollectedItem<T>[], onError: (err: Error) => void): RecordChange<T>[] {
    return this.store.replaceCollected(items, onError);
  }

  upsert(obj: T, receivers: boolean): RecordChange<T> | undefined {
    return this.store.upsert(obj, receivers);
  }

  delete(obj: T): RecordChange<T> | undefined {
    return this.store.delete(obj);
  }

  snapshot(): RecordChange<T>[] {
    return this.store.records().map((record) => ({ type: 'snapshot', record }));
  }

  resync(): RecordChange<T>[] {
    return this.store.records().map((record) => ({ type: 'resync', record }));
  }

  toEvent(change: RecordChange<T>, first: boolean): StoreDelta<T> {
    const store = this.store;
    switch (change.type) {
      case 'add':
        return { type: 'add', object: first && change.object !== undefined ? change.object : store.decode(change.record) };
      case 'update':
        return {
          type: 'update',
          object: first && change.object !== undefined ? change.object : store.decode(change.record),
          oldObject: first && change.oldObject !== undefined ? change.oldObject : store.decode(change.oldRecord),
        };
      case 'delete':
        return {
          type: 'delete',
          object: first && change.object !== undefined ? change.object : store.decode(change.record),
          finalStateUnknown: change.finalStateUnknown,
        };
      case 'snapshot':
        return { type: 'add', object: store.decode(change.record) };
      case 'resync': {
        // One decode for both sides: old === new, as in the default cache.
        const object = store.decode(change.record);
        return { type: 'update', object, oldObject: object };
      }
    }
  }
}
