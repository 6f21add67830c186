import { statusErrors } from '../../meta/status.js';
import { parseDryRun } from '../http/query.js';
import { decodeObjectBody, parseFieldValidation, writeManager, respondObject, type RequestScope } from './scope.js';

/** PUT on an object: replace (200) or create when absent (201). */
export async function handleUpdate(scope: RequestScope): Promise<void> {
  const dryRun = parseDryRun(scope.query, 'UpdateOptions');
  const validation = parseFieldValidation(scope.query, 'UpdateOptions');
  const fieldManager = writeManager(scope, 'UpdateOptions');
  const obj = await decodeObjectBody(scope, validation);
  const { name, namespace } = scope.info;
  const meta = (obj.metadata ??= {});
  if (meta.name !== undefined && meta.name !== '' && meta.name !== name) {
    throw statusErrors.badRequest(`the name of the object (${meta.name}) does not match the name on the URL (${name})`);
  }
  meta.name = name;
  if (scope.descriptor.namespaced && meta.namespace && meta.namespace !== namespace) {
    throw statusErrors.badRequest('the namespace of the provided object does not match the namespace sent on the request');
  }
  const result = await scope.store.update(namespace, name, obj, { dryRun, fieldManager, admission: scope.admission });
  await respondObject(scope, result.created ? 201 : 200, result.object);
}
