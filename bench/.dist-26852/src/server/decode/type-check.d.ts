/** A body that cannot be decoded into the kind; `message` is Go's decode error text. */
export declare class TypeCheckError extends Error {
    readonly code: "ERR_TYPE_CHECK";
    constructor(message: string);
}
export interface TypeCheckResult<T> {
    readonly value: T;
    /** Paths of dropped unknown fields, in sigs.k8s.io/json form (`spec.foo`, `a.b[0].c`). */
    readonly unknownFields: readonly string[];
}
/**
 * Check and clean `value` against the named component schema.
 * @param schemaName e.g. `io.cluster.api.node.v1.RuntimeClass`
 */
export declare function typeCheck<T>(schemaName: string, value: unknown): TypeCheckResult<T>;
