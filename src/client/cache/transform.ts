/**
 * The transform hook: runs on every object the reflector receives (list items and watch
 * ADDED/MODIFIED/DELETED objects; never bookmarks) before it is cached or handed to
 * handlers (client-go's `TransformFunc`). Its purpose is to cut memory: drop fields the
 * program never reads.
 *
 * Ownership: the transform receives a freshly decoded object that nothing else refers to
 * and may modify it in place and return it (cheapest), or return a new object. It must be
 * synchronous, and must not change the object's name, namespace or resourceVersion (the
 * cache keys and compares on them).
 */
import type { KubeObject } from '../../meta/types.js';

export type TransformFunc<T> = (obj: T) => T;

/**
 * Removes `metadata.managedFields` and returns the same object. When it is the last property
 * (ObjectMeta's Go order, as servers send it) it is deleted: V8 undoes the last property
 * addition in place, keeping the object's fast layout and its in-object storage. Otherwise
 * the metadata object is rebuilt: deleting another property turns an object into a
 * dictionary-mode object that costs more memory than the field saved, and a rebuilt object
 * keeps some properties out of line (about 16-40 bytes more than the delete).
 */
export function stripManagedFields<T extends KubeObject>(obj: T): T {
  const meta = obj.metadata;
  if (meta && meta.managedFields !== undefined) {
    let last: string | undefined;
    for (const k in meta) last = k;
    if (last === 'managedFields' && Object.prototype.hasOwnProperty.call(meta, 'managedFields')) {
      delete meta.managedFields;
    } else {
      const { managedFields: _dropped, ...rest } = meta;
      obj.metadata = rest;
    }
  }
  return obj;
}

/** Applies transforms left to right. */
export function composeTransforms<T>(...fns: readonly TransformFunc<T>[]): TransformFunc<T> {
  return (obj) => {
    let out = obj;
    for (const fn of fns) out = fn(out);
    return out;
  };
}

/** Raised (through the informer's error channel) when a transform throws. `code` is stable. */
export class TransformError extends Error {
  readonly code = 'ERR_INFORMER_TRANSFORM' as const;
  readonly object: unknown;

  constructor(object: unknown, cause: unknown) {
    super(`transform failed: ${cause instanceof Error ? cause.message : String(cause)}; the object is cached untransformed`, {
      cause,
    });
    this.name = 'TransformError';
    this.object = object;
  }
}

/**
 * Runs `transform` on `obj`. A transform that throws (or returns nothing) must not lose
 * the object, or the cache would silently diverge from the server: the untransformed
 * object is used and the failure is reported.
 */
export function applyTransform<T>(transform: TransformFunc<T> | undefined, obj: T, onError: (err: TransformError) => void): T {
  if (!transform) return obj;
  try {
    const out = transform(obj);
    if (out === undefined || out === null) {
      onError(new TransformError(obj, new TypeError('transform returned no object')));
      return obj;
    }
    return out;
  } catch (err) {
    onError(new TransformError(obj, err));
    return obj;
  }
}

/** Subtrees with no string values worth sharing (FieldsV1 holds only keys and `{}`): not walked. */
const SKIPPED_SUBTREES = new Set(['fieldsV1']);

/** Keys whose values are usually unique per object: interning them would only add table entries. */
const UNIQUE_VALUE_KEYS = new Set(['name', 'uid', 'resourceVersion', 'generateName', 'deletionTimestamp', 'renewTime', 'pingTime', 'time']);

export interface InternOptions {
  /** Strings longer than this are left alone (default 64). */
  readonly maxLength?: number;
  /**
   * Distinct strings remembered at most (default 16,384), in two generations of half that:
   * when the newer one is full it becomes the older one and the older one is dropped. A
   * string seen again moves to the newer generation, so values that keep recurring
   * (namespaces, label values, versions) stay shared however many objects go by, and values
   * seen once (a node name in a label, say) leave the table instead of filling it.
   */
  readonly maxEntries?: number;
}

/**
 * A transform that makes equal string values share one instance (namespaces, versions,
 * strategies, label values, creation timestamps of objects created in the same second...),
 * which a cache of many similar objects repeats per object. Values under usually-unique
 * keys (name, uid, resourceVersion, renew times) are skipped. The table belongs to the
 * returned function: one per informer; its size is bounded (see {@link InternOptions}).
 */
export function internStrings<T extends KubeObject>(options: InternOptions = {}): TransformFunc<T> {
  const maxLength = options.maxLength ?? 64;
  const generation = Math.max(1, Math.floor((options.maxEntries ?? 16_384) / 2));
  let young = new Map<string, string>();
  let old = new Map<string, string>();
  const intern = (s: string): string => {
    if (s.length > maxLength) return s;
    const hit = young.get(s);
    if (hit !== undefined) return hit;
    const shared = old.get(s) ?? s;
    if (young.size >= generation) {
      old = young;
      young = new Map();
    }
    young.set(shared, shared);
    return shared;
  };
  const walk = (node: unknown, depth: number): void => {
    if (depth > 32 || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const v = node[i];
        if (typeof v === 'string') node[i] = intern(v);
        else walk(v, depth + 1);
      }
      return;
    }
    const obj = node as Record<string, unknown>;
    for (const k in obj) {
      const v = obj[k];
      if (typeof v === 'string') {
        if (!UNIQUE_VALUE_KEYS.has(k)) obj[k] = intern(v);
      } else if (v !== null && typeof v === 'object' && !SKIPPED_SUBTREES.has(k)) walk(v, depth + 1);
    }
  };
  return (obj) => {
    walk(obj, 0);
    return compactTypeMeta(obj);
  };
}

/**
 * A list item arrives without `apiVersion`/`kind` (the wire leaves them out) and the client
 * adds them after decoding, so V8 keeps them out of line: the object gets a separate
 * property array (40 B) on top of its own in-object slots. This returns the object
 * re-created as a literal of exactly its keys, in the wire's order for a single object
 * (`apiVersion`, `kind`, `metadata`, `spec`, `status`), all in-object: 24 B less per
 * LeaseCandidate. Objects whose first key is `apiVersion` (watch events, gets) and objects
 * with other top-level keys (or another prototype) are returned as they are. Values are
 * shared, not copied.
 */
export function compactTypeMeta<T extends KubeObject>(obj: T): T {
  // Only plain objects: a transform may return instances of its own classes.
  if (Object.getPrototypeOf(obj) !== Object.prototype) return obj;
  let first = true;
  let n = 0;
  let spec = false;
  let status = false;
  for (const k in obj) {
    if (first && k === 'apiVersion') return obj;
    first = false;
    n++;
    if (k === 'spec') spec = true;
    else if (k === 'status') status = true;
    else if (k !== 'apiVersion' && k !== 'kind' && k !== 'metadata') return obj;
  }
  // All of apiVersion, kind and metadata must be there (for...in yields each key once).
  if (n !== 3 + (spec ? 1 : 0) + (status ? 1 : 0) || !Object.prototype.hasOwnProperty.call(obj, 'metadata')) return obj;
  const o = obj as KubeObject & { spec?: unknown; status?: unknown };
  const out = spec
    ? status
      ? { apiVersion: o.apiVersion, kind: o.kind, metadata: o.metadata, spec: o.spec, status: o.status }
      : { apiVersion: o.apiVersion, kind: o.kind, metadata: o.metadata, spec: o.spec }
    : status
      ? { apiVersion: o.apiVersion, kind: o.kind, metadata: o.metadata, status: o.status }
      : { apiVersion: o.apiVersion, kind: o.kind, metadata: o.metadata };
  return out as T;
}
