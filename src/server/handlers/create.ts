import { statusErrors } from '../../meta/status.js';
import { parseDryRun } from '../http/query.js';
import { decodeObjectBody, parseFieldValidation, writeManager, respondObject, type RequestScope } from './scope.js';

/** POST on a collection: create one object (201). */
export async function handleCreate(scope: RequestScope): Promise<void> {
  const dryRun = parseDryRun(scope.query, 'CreateOptions');
  const validation = parseFieldValidation(scope.query, 'CreateOptions');
  const fieldManager = writeManager(scope, 'CreateOptions');
  const obj = await decodeObjectBody(scope, validation);
  const ns = scope.info.namespace;
  if (scope.descriptor.namespaced) {
    const bodyNs = obj.metadata?.namespace;
    if (bodyNs && bodyNs !== ns) {
        throw statusErrors.badRequest(
        'the namespace of the provided object does not match the namespace sent on the request',
      );
    }
  }
  const created = await scope.store.create(ns, obj, { dryRun, fieldManager, admission: scope.admission });
  await respondObject(scope, 201, created);
}
