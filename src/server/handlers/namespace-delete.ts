import type { NamespaceLifecycle } from '../registry/namespace-lifecycle.js';
import { parseDeleteOptions } from './delete-options.js';
import { respondObject, type RequestScope } from './scope.js';

/**
 * DELETE of a namespace: answered with the namespace as it stands (phase Terminating,
 * deletionTimestamp set), like upstream, whether or not it is already gone.
 */
export function handleNamespaceDelete(lifecycle: NamespaceLifecycle) {
  return async (scope: RequestScope): Promise<void> => {
    const opts = await parseDeleteOptions(scope);
    // Admission sees the namespace as stored (the lifecycle reads it again and checks preconditions).
    await scope.store.admitDelete('', scope.info.name, await scope.store.get('', scope.info.name), { dryRun: opts.dryRunAll, admission: scope.admission });
    const result = await lifecycle.deleteNamespace(scope.info.name, { dryRun: opts.dryRunAll, ...(opts.preconditions ? { preconditions: opts.preconditions } : {}) });
    await respondObject(scope, 200, result.object);
  };
}
