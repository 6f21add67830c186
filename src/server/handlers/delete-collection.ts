import { buildPredicate } from '../registry/selectors.js';
import { fieldErrors } from '../../meta/field-errors.js';
import { invalidOptions } from '../http/query.js';
import { parseDeleteOptions } from './delete-options.js';
import { parseListOptions } from './list.js';
import { respondList, type RequestScope } from './scope.js';
import { apiVersionOf } from '../../meta/resources.js';

/** DELETE on a collection: delete every object matching the selectors; 200 with the list of them. */
export async function handleDeleteCollection(scope: RequestScope): Promise<void> {
  const listOpts = parseListOptions(scope.query, false);
  const opts = await parseDeleteOptions(scope);
  if (opts.ignoreStoreReadErrorWithClusterBreakingPotential === true) {
    throw invalidOptions('DeleteOptions', [
      fieldErrors.invalid('ignoreStoreReadErrorWithClusterBreakingPotential', true, 'is not allowed with DELETECOLLECTION, try again after removing the option'),
    ]);
  }
  const predicate = buildPredicate(scope.descriptor, listOpts.labelSelector, listOpts.fieldSelector);
  const deleted = await scope.store.deleteCollection(scope.info.namespace, predicate, { dryRun: opts.dryRunAll, admission: scope.admission });
  // Upstream answers the list of the objects it deleted (store.go DeleteCollection returns the
  // list it read), encoded as a list response: a RuntimeClassList, not a Status.
  const d = scope.descriptor;
  const listed = deleted.listed ?? { items: [...deleted], resourceVersion: '' };
  const items = listed.items.map((item) => {
    const { kind: _k, apiVersion: _a, ...rest } = item;
    return rest;
  });
  respondList(scope, { kind: d.listKind, apiVersion: apiVersionOf(d), metadata: { resourceVersion: listed.resourceVersion }, items });
}
