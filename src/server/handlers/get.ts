import { parseResourceVersion } from '../http/query.js';
import { respondObject, type RequestScope } from './scope.js';

/** GET one object. `resourceVersion`: unset = most recent, `0` = any, other = not older than. */
export async function handleGet(scope: RequestScope): Promise<void> {
  const rv = parseResourceVersion(scope.query.get('resourceVersion') ?? undefined);
  const obj = await scope.store.get(scope.info.namespace, scope.info.name, rv ? { minRevision: rv } : {});
  await respondObject(scope, 200, obj);
}
