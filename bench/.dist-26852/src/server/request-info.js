/**
 * Parse a request URL into the parts the API cares about, like the upstream
 * RequestInfoFactory: which group/version/resource/namespace/name, and the verb.
 */
/** Subresources of a Namespace object itself (not namespaced resources). */
const NAMESPACE_SUBRESOURCES = new Set(['status', 'finalize']);
const METHOD_VERB = {
    POST: 'create',
    GET: 'get',
    HEAD: 'get',
    PUT: 'update',
    PATCH: 'patch',
    DELETE: 'delete',
};
/**
 * @param method HTTP method
 * @param pathname the URL path, still percent-encoded
 * @param query the parsed query (only `watch` is consulted)
 */
export function parseRequestInfo(method, pathname, query) {
    const nonResource = { isResourceRequest: false, path: pathname, verb: method.toLowerCase() };
    const trimmed = pathname.replace(/^\/+|\/+$/g, '');
    const raw = trimmed === '' ? [] : trimmed.split('/');
    let parts;
    try {
        parts = raw.map((p) => decodeURIComponent(p));
    }
    catch {
        return nonResource;
    }
    const prefix = parts[0];
    if (prefix !== 'api' && prefix !== 'apis')
        return nonResource;
    let rest = parts.slice(1);
    let apiGroup = '';
    if (prefix === 'apis') {
        if (rest.length < 1)
            return nonResource;
        apiGroup = rest[0];
        rest = rest.slice(1);
    }
    if (rest.length < 1)
        return nonResource;
    const apiVersion = rest[0];
    rest = rest.slice(1);
    if (rest.length < 1)
        return nonResource; // discovery document of a group version
    let verb = METHOD_VERB[method.toUpperCase()] ?? method.toLowerCase();
    let namespace = '';
    let namespaced = false;
    // `/namespaces/<ns>/<resource>...`: a namespaced request. `/namespaces` and
    // `/namespaces/<ns>` (and its subresources like /status, /finalize) address namespaces themselves.
    if (rest[0] === 'namespaces' && rest.length >= 3 && !NAMESPACE_SUBRESOURCES.has(rest[2])) {
        namespace = rest[1];
        namespaced = true;
        rest = rest.slice(2);
    }
    const resource = rest[0];
    const name = rest[1] ?? '';
    const subresource = rest.slice(2).join('/');
    if (rest[0] === 'namespaces' && !namespaced && rest.length >= 2) {
        // a namespace object request: its namespace attribute is its own name (for authorization)
        namespace = rest[1];
    }
    if (name === '') {
        if (verb === 'get')
            verb = isTrue(query.get('watch')) ? 'watch' : 'list';
        else if (verb === 'delete')
            verb = 'deletecollection';
    }
    else if (verb === 'get' && isTrue(query.get('watch'))) {
        verb = 'watch';
    }
    return {
        isResourceRequest: true,
        path: pathname,
        verb,
        apiPrefix: prefix,
        apiGroup,
        apiVersion,
        namespace,
        resource,
        subresource,
        name,
        namespaced,
    };
}
/** Go's strconv.ParseBool, which the apiserver uses for boolean query parameters. */
export function parseGoBool(value) {
    switch (value) {
        case '1':
        case 't':
        case 'T':
        case 'true':
        case 'TRUE':
        case 'True':
            return true;
        case '0':
        case 'f':
        case 'F':
        case 'false':
        case 'FALSE':
        case 'False':
            return false;
        default:
            return undefined;
    }
}
function isTrue(v) {
    return v !== null && parseGoBool(v) === true;
}
//# sourceMappingURL=request-info.js.map