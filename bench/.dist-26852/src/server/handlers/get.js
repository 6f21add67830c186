import { parseResourceVersion } from '../http/query.js';
import { respondObject } from './scope.js';
/** GET one object. `resourceVersion`: unset = most recent, `0` = any, other = not older than. */
export async function handleGet(scope) {
    const rv = parseResourceVersion(scope.query.get('resourceVersion') ?? undefined);
    const obj = await scope.store.get(scope.info.namespace, scope.info.name, rv ? { minRevision: rv } : {});
    respondObject(scope, 200, obj);
}
//# sourceMappingURL=get.js.map