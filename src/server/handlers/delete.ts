import { parseDeleteOptions } from './delete-options.js';
import { respondObject, respondStatus, type RequestScope } from './scope.js';

/**
 * DELETE on an object. Removed at once: 200 with a Success Status. Held by finalizers:
 * 200 with the object, now carrying deletionTimestamp (202 when orphanDependents=false).
 */
export async function handleDelete(scope: RequestScope): Promise<void> {
  const opts = await parseDeleteOptions(scope);
  // With the gate off the option is dropped, as upstream drops disabled-gate fields.
  if (opts.ignoreStoreReadErrorWithClusterBreakingPotential === true && scope.gates.AllowUnsafeMalformedObjectDeletion) {
    // Unsafe delete needs its own verb on top of delete.
    scope.authorize('unsafe-delete-ignore-read-errors');
    respondStatus(scope, 200, await scope.store.deleteCorrupt(scope.info.namespace, scope.info.name));
    return;
  }
  const result = await scope.store.delete(scope.info.namespace, scope.info.name, { dryRun: opts.dryRunAll, admission: scope.admission, ...(opts.preconditions ? { preconditions: opts.preconditions } : {}) });
  if (result.deleted) {
    respondStatus(scope, 200, result.status);
  } else {
    await respondObject(scope, opts.orphanDependents === false ? 202 : 200, result.object);
  }
}
