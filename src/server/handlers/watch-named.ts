/**
 * A watch of one object (`GET .../runtimeclasses/<name>?watch=true` or upstream's deprecated
 * `GET .../watch/runtimeclasses/<name>`): upstream's ListResource treats the name as the field
 * selector `metadata.name=<name>`; a field selector that does not select exactly that name is a
 * 400 with upstream's text.
 */
import { statusErrors } from '../../meta/status.js';
import { methodNotAllowedStatus } from '../http/response.js';
import type { ResourceRequestInfo } from '../request-info.js';
import type { RequestScope } from './scope.js';

type Handler = (scope: RequestScope) => Promise<void>;

/** Whether the request came through upstream's deprecated `/watch/` path prefix. */
function isWatchPath(info: ResourceRequestInfo): boolean {
  const parts = info.path.replace(/^\/+|\/+$/g, '').split('/');
  return parts[info.apiPrefix === 'api' ? 2 : 3] === 'watch';
}

/**
 * The handler for the `watch` verb: a collection watch as given, a named watch through
 * `watchNamed`. Upstream routes only GET to the `/watch/` paths (the verb is `watch` whatever
 * the method, for authorization), so other methods there are 405.
 */
export function watchHandler(info: ResourceRequestInfo, watch: Handler): Handler {
  const inner = info.name === '' ? watch : watchNamed(watch);
  if (!isWatchPath(info)) return inner;
  return async (scope) => {
    if (scope.req.method !== 'GET') throw methodNotAllowedStatus();
    return inner(scope);
  };
}

/** The value a selector requires `metadata.name` to equal (fields.Selector.RequiresExactMatch), or undefined. */
function requiredName(selector: string): string | undefined {
  for (const term of selector.split(',')) {
    const m = /^\s*metadata\.name\s*(==|=)(.*)$/.exec(term);
    if (m) return m[2]!.trim();
  }
  return undefined;
}

export function watchNamed(watch: Handler): Handler {
  return async (scope: RequestScope): Promise<void> => {
    const name = scope.info.name;
    const selector = scope.query.get('fieldSelector') ?? '';
    if (selector.trim() !== '') {
      if (requiredName(selector) !== name) throw statusErrors.badRequest("fieldSelector metadata.name doesn't match requested name");
      return watch(scope);
    }
    const query = new URLSearchParams(scope.query);
    query.set('fieldSelector', `metadata.name=${name}`);
    return watch({ ...scope, query });
  };
}
