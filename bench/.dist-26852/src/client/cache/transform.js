/** Removes `metadata.managedFields` in place and returns the same object. */
export function stripManagedFields(obj) {
    if (obj.metadata && obj.metadata.managedFields !== undefined)
        delete obj.metadata.managedFields;
    return obj;
}
/** Applies transforms left to right. */
export function composeTransforms(...fns) {
    return (obj) => {
        let out = obj;
        for (const fn of fns)
            out = fn(out);
        return out;
    };
}
/** Raised (through the informer's error channel) when a transform throws. `code` is stable. */
export class TransformError extends Error {
    code = 'ERR_INFORMER_TRANSFORM';
    object;
    constructor(object, cause) {
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
export function applyTransform(transform, obj, onError) {
    if (!transform)
        return obj;
    try {
        const out = transform(obj);
        if (out === undefined || out === null) {
            onError(new TransformError(obj, new TypeError('transform returned no object')));
            return obj;
        }
        return out;
    }
    catch (err) {
        onError(new TransformError(obj, err));
        return obj;
    }
}
//# sourceMappingURL=transform.js.map