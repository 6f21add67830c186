/**
 * Where the informer store (store.ts) keeps its objects: the key -> object map and nothing
 * else. Two layouts behind one interface:
 *
 * - {@link NamespacedTable}, for the default key (`namespace/name`, store.ts `objectKey`):
 *   one map per namespace ('' for cluster-scoped objects) keyed by the object's own
 *   `metadata.name` string. No key string is built or kept per object, and the namespace
 *   index is the outer map itself (no second structure per object). Measured on 50,000
 *   cached LeaseCandidates: about 60 bytes per object less than a flat map of
 *   `namespace/name` strings plus a namespace index of key sets (docs/performance.md).
 * - {@link KeyedTable}, for a custom key function: one map keyed by that function's key.
 *
 * A "slot" is what a table looks an object up by: the name (namespaced layout) or the key
 * (keyed layout). `slotOf` computes it once and validates the object (StoreKeyError), so
 * that the store can key a whole list before changing anything.
 */
import type { KubeObject } from '../../meta/types.js';

/** Raised for an object the store cannot key (no metadata.name). `code` is stable. */
export class StoreKeyError extends Error {
  readonly code = 'ERR_STORE_KEY' as const;
  readonly object: unknown;

  constructor(message: string, object: unknown) {
    super(message);
    this.name = 'StoreKeyError';
    this.object = object;
  }
}

export interface ObjectTable<T> {
  readonly size: number;
  /** The lookup slot of `obj`; throws StoreKeyError when it has none. */
  slotOf(obj: T): string;
  /** The object cached under `obj`'s key (`slot` from {@link slotOf}). */
  get(obj: T, slot: string): T | undefined;
  /** Caches `obj` under its key, replacing any object there. */
  set(obj: T, slot: string): void;
  /** Removes whatever is cached under `obj`'s key. */
  remove(obj: T, slot: string): void;
  /** The object cached under a public key (as `keyOf` returns). */
  getByKey(key: string): T | undefined;
  /** The public key of a cached object. */
  keyOf(obj: T): string;
  /** Every cached object. */
  values(): T[];
  /** Every public key, in the order of {@link values}. */
  keys(): string[];
  /** Visits every cached object; removing the visited object during the visit is allowed. */
  forEach(fn: (obj: T) => void): void;
}

function nameOf(obj: KubeObject): string {
  const name = obj.metadata?.name;
  if (!name) throw new StoreKeyError('object has no metadata.name', obj);
  return name;
}

/** '' for cluster-scoped objects (no or empty metadata.namespace), as `objectKey` treats them. */
function namespaceOf(obj: KubeObject): string {
  return obj.metadata?.namespace || '';
}

/**
 * Default-key layout: namespace -> name -> object. The public key is `namespace/name` (or
 * `name` when cluster-scoped); keys are built only when asked for (`keys`, `keyOf`).
 * Iteration is grouped by namespace (namespaces in the order they got their first object),
 * objects in insertion order within a namespace.
 */
export class NamespacedTable<T extends KubeObject> implements ObjectTable<T> {
  private readonly namespaces = new Map<string, Map<string, T>>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  slotOf(obj: T): string {
    return nameOf(obj);
  }

  get(obj: T, slot: string): T | undefined {
    return this.namespaces.get(namespaceOf(obj))?.get(slot);
  }

  set(obj: T, slot: string): void {
    const ns = namespaceOf(obj);
    let names = this.namespaces.get(ns);
    if (names === undefined) {
      names = new Map();
      this.namespaces.set(ns, names);
    }
    const before = names.size;
    names.set(slot, obj);
    this.count += names.size - before;
  }

  remove(obj: T, slot: string): void {
    const ns = namespaceOf(obj);
    const names = this.namespaces.get(ns);
    if (names === undefined || !names.delete(slot)) return;
    this.count--;
    if (names.size === 0) this.namespaces.delete(ns);
  }

  /**
   * `namespace/name` splits at the first '/' (namespaces have none). A key with a '/' that
   * matches no namespaced object is also tried as a cluster-scoped name (names with '/' are
   * invalid upstream, but the flat store found them, so this one does too).
   */
  getByKey(key: string): T | undefined {
    const i = key.indexOf('/');
    if (i < 0) return this.namespaces.get('')?.get(key);
    return this.namespaces.get(key.slice(0, i))?.get(key.slice(i + 1)) ?? this.namespaces.get('')?.get(key);
  }

  keyOf(obj: T): string {
    const ns = namespaceOf(obj);
    return ns ? `${ns}/${nameOf(obj)}` : nameOf(obj);
  }

  values(): T[] {
    const out: T[] = [];
    for (const names of this.namespaces.values()) for (const obj of names.values()) out.push(obj);
    return out;
  }

  keys(): string[] {
    const out: string[] = [];
    for (const [ns, names] of this.namespaces) {
      if (!ns) {
        for (const name of names.keys()) out.push(name);
        continue;
      }
      const prefix = `${ns}/`;
      for (const name of names.keys()) out.push(prefix + name);
    }
    return out;
  }

  forEach(fn: (obj: T) => void): void {
    for (const names of this.namespaces.values()) for (const obj of names.values()) fn(obj);
  }

  /** The objects of one namespace (none for ''; cluster-scoped objects are not indexed). */
  inNamespace(namespace: string): T[] {
    const names = namespace ? this.namespaces.get(namespace) : undefined;
    return names ? Array.from(names.values()) : [];
  }

  /** Keys of {@link inNamespace}. */
  keysInNamespace(namespace: string): string[] {
    const names = namespace ? this.namespaces.get(namespace) : undefined;
    if (!names) return [];
    const prefix = `${namespace}/`;
    return Array.from(names.keys(), (name) => prefix + name);
  }

  /** Namespaces holding at least one object ('' for cluster-scoped objects excluded). */
  namespaceNames(): string[] {
    const out: string[] = [];
    for (const ns of this.namespaces.keys()) if (ns) out.push(ns);
    return out;
  }
}

/** Custom-key layout: one map keyed by the key function's result, in insertion order. */
export class KeyedTable<T> implements ObjectTable<T> {
  private readonly items = new Map<string, T>();

  constructor(private readonly keyFunc: (obj: T) => string) {}

  get size(): number {
    return this.items.size;
  }

  slotOf(obj: T): string {
    try {
      return this.keyFunc(obj);
    } catch (err) {
      throw err instanceof StoreKeyError ? err : new StoreKeyError(String(err), obj);
    }
  }

  get(_obj: T, slot: string): T | undefined {
    return this.items.get(slot);
  }

  set(obj: T, slot: string): void {
    this.items.set(slot, obj);
  }

  remove(_obj: T, slot: string): void {
    this.items.delete(slot);
  }

  getByKey(key: string): T | undefined {
    return this.items.get(key);
  }

  keyOf(obj: T): string {
    return this.keyFunc(obj);
  }

  values(): T[] {
    return Array.from(this.items.values());
  }

  keys(): string[] {
    return Array.from(this.items.keys());
  }

  forEach(fn: (obj: T) => void): void {
    for (const obj of this.items.values()) fn(obj);
  }
}
