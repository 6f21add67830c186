import { parseDeleteOptions } from './delete-options.js';
import { respondObject } from './scope.js';
/**
 * DELETE of a namespace: answered with the namespace as it stands (phase Terminating,
 * deletionTimestamp set), like upstream, whether or not it is already gone.
 */
export function handleNamespaceDelete(lifecycle) {
    return async (scope) => {
        const opts = await parseDeleteOptions(scope);
        const preconditions = {};
        if (opts.preconditions?.uid)
            preconditions.uid = opts.preconditions.uid;
        const result = await lifecycle.deleteNamespace(scope.info.name, { dryRun: opts.dryRunAll, preconditions });
        respondObject(scope, 200, result.object);
    };
}
//# sourceMappingURL=namespace-delete.js.map