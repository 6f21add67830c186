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

/** Subresources of a Namespace object itself (not namespaced resources). */
const NAMESPACE_SUBRESOURCES = new Set(['status', 'finalize']);

const METHOD_VERB: Record<string, string> = {
  POST: 'create',
  GET: 'get',
  HEAD: 'get',
  PUT: 'update',
  PATCH: 'patch',
  DELETE: 'delete',
};

/**
 * Like upstream's RequestInfoFactory.NewRequestInfo: the path is split on `/` after trimming
 * slashes at both ends (so `//api/v1/x` still reads as a resource request, for authorization,
 * as upstream's does); whether the path is routed at all is `isRoutablePath`'s question.
 * @param method HTTP method
 * @param path the request path, percent-decoded (Go's `URL.Path`): an encoded `/` separates
 *   segments, as upstream
 * @param query the parsed query (only `watch` is consulted)
 */
export function parseRequestInfo(method: string, path: string, query: URLSearchParams): RequestInfo {
  const nonResource: NonResourceRequestInfo = { isResourceRequest: false, path, verb: method.toLowerCase() };
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  const parts = trimmed === '' ? [] : trimmed.split('/');
  const prefix = parts[0];
  if (prefix !== 'api' && prefix !== 'apis') return nonResource;
  let rest = parts.slice(1);
  let apiGroup = '';
  if (prefix === 'apis') {
    if (rest.length < 1) return nonResource;
    apiGroup = rest[0]!;
    rest = rest.slice(1);
  }
  if (rest.length < 1) return nonResource;
  const apiVersion = rest[0]!;
  rest = rest.slice(1);
  if (rest.length < 1) return nonResource; // discovery document of a group version

  let verb = METHOD_VERB[method.toUpperCase()] ?? method.toLowerCase();
  // Upstream's special verb: `/apis/<g>/<v>/watch/<resource>...` (deprecated) is a watch
  // whatever the method and query.
  let specialVerb = false;
  if (rest[0] === 'watch' && rest.length >= 2) {
    verb = 'watch';
    specialVerb = true;
    rest = rest.slice(1);
  }
  let namespace = '';
  let namespaced = false;
  // `/namespaces/<ns>/<resource>...`: a namespaced request. `/namespaces` and
  // `/namespaces/<ns>` (and its subresources like /status, /finalize) address namespaces themselves.
  if (rest[0] === 'namespaces' && rest.length >= 3 && !NAMESPACE_SUBRESOURCES.has(rest[2]!)) {
    namespace = rest[1]!;
    namespaced = true;
    rest = rest.slice(2);
  }
  const resource = rest[0]!;
  const name = rest[1] ?? '';
  const subresource = rest.slice(2).join('/');
  if (rest[0] === 'namespaces' && !namespaced && rest.length >= 2) {
    // a namespace object request: its namespace attribute is its own name (for authorization)
    namespace = rest[1]!;
  }

  if (specialVerb) {
    // the verb stays `watch`
  } else if (name === '') {
    if (verb === 'get') verb = isTrue(query.get('watch')) ? 'watch' : 'list';
    else if (verb === 'delete') verb = 'deletecollection';
  } else if (verb === 'get' && isTrue(query.get('watch'))) {
    verb = 'watch';
  }
  return {
    isResourceRequest: true,
    path,
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

/**
 * Whether a resource path reaches the API handlers: upstream routes `/api/...` and
 * `/apis/...` by prefix on the path as given, and go-restful matches segment by segment, so a
 * path with an empty segment (`//api/v1/...`, `/api//v1/...`) or with a leading segment other
 * than `api`/`apis` is not served (404) even though RequestInfo reads it as a resource request.
 * Trailing slashes are tolerated.
 */
export function isRoutablePath(path: string): boolean {
  const body = path.replace(/\/+$/, '');
  return /^\/apis?(\/[^/]+)+$/.test(body);
}

/** Go's strconv.ParseBool, which the apiserver uses for boolean query parameters. */
export function parseGoBool(value: string): boolean | undefined {
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

function isTrue(v: string | null): boolean {
  return v !== null && parseGoBool(v) === true;
}
