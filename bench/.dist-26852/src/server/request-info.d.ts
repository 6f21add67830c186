/**
 * Parse a request URL into the parts the API cares about, like the upstream
 * RequestInfoFactory: which group/version/resource/namespace/name, and the verb.
 */
export interface ResourceRequestInfo {
    readonly isResourceRequest: true;
    readonly path: string;
    /** `get list watch create update patch delete deletecollection`. */
    readonly verb: string;
    readonly apiPrefix: 'api' | 'apis';
    readonly apiGroup: string;
    readonly apiVersion: string;
    /** '' when the request is not namespace-qualified. */
    readonly namespace: string;
    readonly resource: string;
    readonly subresource: string;
    /** '' for collection requests. */
    readonly name: string;
    /** True when the path names a namespace (`.../namespaces/<ns>/...`). */
    readonly namespaced: boolean;
}
export interface NonResourceRequestInfo {
    readonly isResourceRequest: false;
    readonly path: string;
    /** Lower-cased HTTP method (`get`, `post`, ...), the verb for non-resource authorization. */
    readonly verb: string;
}
export type RequestInfo = ResourceRequestInfo | NonResourceRequestInfo;
/**
 * @param method HTTP method
 * @param pathname the URL path, still percent-encoded
 * @param query the parsed query (only `watch` is consulted)
 */
export declare function parseRequestInfo(method: string, pathname: string, query: URLSearchParams): RequestInfo;
/** Go's strconv.ParseBool, which the apiserver uses for boolean query parameters. */
export declare function parseGoBool(value: string): boolean | undefined;
