import { buildPredicate } from '../registry/selectors.js';
import { fieldErrors } from '../../meta/field-errors.js';
import { invalidOptions } from '../http/query.js';
import { parseDeleteOptions } from './delete-options.js';
import { parseListOptions } from './list.js';
import { respondStatus } from './scope.js';
/** DELETE on a collection: delete every object matching the selectors; 200 with a Success Status. */
export async function handleDeleteCollection(scope) {
    const listOpts = parseListOptions(scope.query, false);
    const opts = await parseDeleteOptions(scope);
    if (opts.ignoreStoreReadErrorWithClusterBreakingPotential === true) {
        throw invalidOptions('DeleteOptions', [
            fieldErrors.invalid('ignoreStoreReadErrorWithClusterBreakingPotential', true, 'is not allowed with DELETECOLLECTION, try again after removing the option'),
        ]);
    }
    const predicate = buildPredicate(scope.descriptor, listOpts.labelSelector, listOpts.fieldSelector);
    await scope.store.deleteCollection(scope.info.namespace, predicate, { dryRun: opts.dryRunAll });
    const d = scope.descriptor;
    respondStatus(scope, 200, {
        kind: 'Status',
        apiVersion: 'v1',
        metadata: {},
        status: 'Success',
        details: { group: d.group, kind: d.resource },
    });
}
//# sourceMappingURL=delete-collection.js.map