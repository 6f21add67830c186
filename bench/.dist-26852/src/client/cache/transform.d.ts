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
/** Removes `metadata.managedFields` in place and returns the same object. */
export declare function stripManagedFields<T extends KubeObject>(obj: T): T;
/** Applies transforms left to right. */
export declare function composeTransforms<T>(...fns: readonly TransformFunc<T>[]): TransformFunc<T>;
/** Raised (through the informer's error channel) when a transform throws. `code` is stable. */
export declare class TransformError extends Error {
    readonly code: "ERR_INFORMER_TRANSFORM";
    readonly object: unknown;
    constructor(object: unknown, cause: unknown);
}
/**
 * Runs `transform` on `obj`. A transform that throws (or returns nothing) must not lose
 * the object, or the cache would silently diverge from the server: the untransformed
 * object is used and the failure is reported.
 */
export declare function applyTransform<T>(transform: TransformFunc<T> | undefined, obj: T, onError: (err: TransformError) => void): T;
