import { parseResourceVersion } from '../http/query.js';
import { respondEncodedJson, respondObject, type RequestScope } from './scope.js';

/** GET one object. `resourceVersion`: unset = most recent, `0` = any, other = not older than. */
export async function handleGet(scope: RequestScope): Promise<void> {
  const rv = parseResourceVersion(scope.query.get('resourceVersion') ?? undefined);
  const opts = rv ? { minRevision: rv } : {};
  const n = scope.negotiated;
  if (!n.table && !scope.pretty && n.format.mediaType === 'application/json') {
    // The common case: compact JSON of the stored version, encoded once per version.
    await respondEncodedJson(scope, await scope.store.getStored(scope.info.namespace, scope.info.name, opts));
    return;
  }
  await respondObject(scope, 200, await scope.store.get(scope.info.namespace, scope.info.name, opts));
}
