/**
 * PATCH on an object: RFC 6902 JSON Patch, RFC 7386 merge patch, strategic merge patch,
 * and server-side apply (`application/apply-patch+yaml`, JSON being valid YAML).
 * Patches apply to the latest stored state and are retried when a concurrent write wins
 * the race, unless the patch itself pins a resourceVersion (upstream's GuaranteedUpdate).
 */
import { parseMediaType } from '../../codec/media-type.js';
import { decodeYamlWithDuplicates } from '../../codec/yaml.js';
import { fieldErrors } from '../../meta/field-errors.js';
import { apiVersionOf } from '../../meta/resources.js';
import { ApiError, statusErrors } from '../../meta/status.js';
import { apply, conflictError } from '../apply/managed-fields.js';
import { typeCheck, TypeCheckError } from '../decode/type-check.js';
import { readBody } from '../http/body.js';
import { invalidOptions, parseDryRun, queryBool } from '../http/query.js';
import { applyJsonPatch } from '../patch/json-patch.js';
import { applyMergePatch } from '../patch/merge-patch.js';
import { PatchError, patchErrorToApiError } from '../patch/patch-error.js';
import { applyStrategicMergePatch } from '../patch/strategic-merge-patch.js';
import { OPTIMISTIC_LOCK_ERROR_MSG } from '../registry/store.js';
import { normalizeObject, parseFieldValidation, respondObject, writeManager } from './scope.js';
const PATCH_TYPES = [
    ['application/json-patch+json', 'json'],
    ['application/merge-patch+json', 'merge'],
    ['application/apply-patch+yaml', 'apply'],
    ['application/strategic-merge-patch+json', 'strategic'],
];
const MAX_CONFLICT_RETRIES = 5;
function unknownFieldProblems(paths) {
    return paths.map((p) => `unknown field ${JSON.stringify(p)}`);
}
export async function handlePatch(scope) {
    const d = scope.descriptor;
    const ct = parseMediaType(scope.req.headers['content-type'] ?? '')?.type;
    const kind = PATCH_TYPES.find(([t]) => t === ct)?.[1];
    if (!kind)
        throw statusErrors.unsupportedMediaType(PATCH_TYPES.map(([t]) => t));
    const q = scope.query;
    const dryRun = parseDryRun(q, 'PatchOptions');
    const validation = parseFieldValidation(q, 'PatchOptions');
    const force = queryBool(q, 'force');
    const errs = [];
    const givenManager = q.get('fieldManager') ?? '';
    if (kind !== 'apply' && force !== undefined)
        errs.push(fieldErrors.forbidden('force', 'may not be specified for non-apply patch'));
    if (kind === 'apply' && givenManager === '')
        errs.push(fieldErrors.required('fieldManager', 'is required for apply patch'));
    if (errs.length)
        throw invalidOptions('PatchOptions', errs);
    const manager = writeManager(scope, 'PatchOptions');
    const body = (await readBody(scope.req)).toString('utf8');
    const { namespace, name } = scope.info;
    if (kind === 'apply') {
        const applied = decodeApplyBody(scope, body, validation);
        for (let attempt = 0;; attempt++) {
            const current = await scope.store.readCurrent(namespace, name);
            const result = apply({
                schemaName: d.schema,
                live: current?.object,
                applied: applied,
                manager,
                apiVersion: apiVersionOf(d),
                force: force === true,
                now: scope.store.now(),
            });
            if (result.conflicts)
                throw conflictError(result.conflicts);
            const obj = normalizeObject(d, result.object);
            try {
                if (!current) {
                    // An apply that creates needs create as well as patch (the seed's rule 12).
                    scope.authorize('create');
                    const created = await scope.store.create(namespace, obj, { dryRun, managedFieldsComputed: true });
                    return respondObject(scope, 201, created);
                }
                obj.metadata = { ...(obj.metadata ?? {}), resourceVersion: current.object.metadata?.resourceVersion ?? '' };
                const updated = await scope.store.writeUpdate(namespace, name, obj, current.object, current.kv, { dryRun, managedFieldsComputed: true });
                return respondObject(scope, 200, updated.object);
            }
            catch (err) {
                if (!retryable(err, attempt))
                    throw err;
            }
        }
    }
    let patch;
    try {
        patch = JSON.parse(body);
    }
    catch (err) {
        throw statusErrors.badRequest(`error decoding patch: ${err.message}`);
    }
    for (let attempt = 0;; attempt++) {
        const current = await scope.store.readCurrent(namespace, name);
        if (!current)
            throw statusErrors.notFound({ group: d.group, resource: d.resource }, name);
        const original = current.object;
        let patched;
        try {
            if (kind === 'json')
                patched = applyJsonPatch(original, patch);
            else if (kind === 'merge')
                patched = applyMergePatch(original, patch);
            else
                patched = applyStrategicMergePatch(original, patch, d.schema);
        }
        catch (err) {
            if (err instanceof PatchError)
                throw patchErrorToApiError(err);
            throw err;
        }
        const obj = checkPatched(scope, patched, validation);
        const pinned = obj.metadata?.resourceVersion;
        if (pinned !== undefined && pinned !== '' && pinned !== current.object.metadata?.resourceVersion) {
            throw statusErrors.conflict({ group: d.group, resource: d.resource }, name, OPTIMISTIC_LOCK_ERROR_MSG);
        }
        obj.metadata = { ...(obj.metadata ?? {}), resourceVersion: current.object.metadata?.resourceVersion ?? '' };
        try {
            const updated = await scope.store.writeUpdate(namespace, name, obj, current.object, current.kv, { dryRun, fieldManager: manager });
            return respondObject(scope, 200, updated.object);
        }
        catch (err) {
            // A patch that did not pin a version re-applies to the newer state.
            if ((pinned !== undefined && pinned !== '') || !retryable(err, attempt))
                throw err;
        }
    }
}
function retryable(err, attempt) {
    return err instanceof ApiError && err.reason === 'Conflict' && attempt + 1 < MAX_CONFLICT_RETRIES;
}
/** Type-check a patched object; unknown fields per fieldValidation (Strict: 422 as upstream's patch path). */
function checkPatched(scope, patched, validation) {
    const d = scope.descriptor;
    let checked;
    try {
        checked = typeCheck(d.schema, patched);
    }
    catch (err) {
        if (err instanceof TypeCheckError)
            throw statusErrors.badRequest(`${d.kind} in version ${JSON.stringify(d.version)} cannot be handled as a ${d.kind}: ${err.message}`);
        throw err;
    }
    if (checked.unknownFields.length) {
        const problems = unknownFieldProblems(checked.unknownFields);
        if (validation === 'Strict') {
            throw statusErrors.invalid({ group: '', kind: '' }, '', [
                fieldErrors.invalid('patch', JSON.stringify(patched), `strict decoding error: ${problems.join(', ')}`),
            ]);
        }
        if (validation === 'Warn')
            for (const p of problems)
                scope.warnings.add(p);
    }
    return normalizeObject(d, checked.value);
}
/** Decode and check an apply body: YAML or JSON, the right kind, no managedFields, fields per fieldValidation. */
function decodeApplyBody(scope, text, validation) {
    const d = scope.descriptor;
    let decoded;
    try {
        decoded = decodeYamlWithDuplicates(text);
    }
    catch (err) {
        throw statusErrors.badRequest(`error decoding YAML: ${err.message}`);
    }
    const value = decoded.value;
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        throw statusErrors.badRequest('error decoding YAML: the apply body must be an object');
    if (value.apiVersion !== apiVersionOf(d) || value.kind !== d.kind) {
        throw statusErrors.badRequest(`${value.kind ?? ''} in version ${JSON.stringify(value.apiVersion ?? '')} cannot be handled as a ${d.kind}: the apply body must be a ${d.kind} of ${apiVersionOf(d)}`);
    }
    const meta = value.metadata ?? {};
    if (meta.name !== undefined && meta.name !== scope.info.name) {
        throw statusErrors.badRequest(`the name of the object (${meta.name}) does not match the name on the URL (${scope.info.name})`);
    }
    if (d.namespaced && meta.namespace && meta.namespace !== scope.info.namespace) {
        throw statusErrors.badRequest('the namespace of the provided object does not match the namespace sent on the request');
    }
    if (meta.managedFields !== undefined && meta.managedFields !== null) {
        throw statusErrors.badRequest('metadata.managedFields must be nil');
    }
    let checked;
    try {
        checked = typeCheck(d.schema, value);
    }
    catch (err) {
        if (err instanceof TypeCheckError)
            throw statusErrors.badRequest(`error decoding YAML: ${err.message}`);
        throw err;
    }
    const problems = [...unknownFieldProblems(checked.unknownFields), ...decoded.duplicates.map((p) => `duplicate field ${JSON.stringify(p)}`)];
    if (problems.length) {
        if (validation === 'Strict')
            throw statusErrors.badRequest(`error strict decoding YAML: strict decoding error: ${problems.join(', ')}`);
        if (validation === 'Warn')
            for (const p of problems)
                scope.warnings.add(p);
    }
    const obj = checked.value;
    obj.metadata = { ...(obj.metadata ?? {}), name: scope.info.name };
    if (d.namespaced)
        obj.metadata.namespace = scope.info.namespace;
    return obj;
}
//# sourceMappingURL=patch.js.map