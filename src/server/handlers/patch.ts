/**
 * PATCH on an object: RFC 6902 JSON Patch, RFC 7386 merge patch, strategic merge patch,
 * and server-side apply (`application/apply-patch+yaml`, JSON being valid YAML).
 * Patches apply to the latest stored state and are retried when a concurrent write wins
 * the race, unless the patch itself pins a resourceVersion (upstream's GuaranteedUpdate).
 */
import { parseMediaType } from '../../codec/media-type.js';
import { duplicateKeyReports } from '../../codec/yaml.js';
import { decodeYamlOffThread } from '../decode/yaml-off-thread.js';
import { decodeCbor } from '../../codec/cbor.js';
import { fieldErrors, type FieldError } from '../../meta/field-errors.js';
import { apiVersionOf } from '../../meta/resources.js';
import { ApiError, statusErrors } from '../../meta/status.js';
import type { KubeObject } from '../../meta/types.js';
import { apply, checkApplyConfig, conflictError } from '../apply/managed-fields.js';
import { typeCheck, TypeCheckError } from '../decode/type-check.js';
import { readBody } from '../http/body.js';
import { invalidOptions, parseDryRun, queryBool } from '../http/query.js';
import { applyJsonPatch } from '../patch/json-patch.js';
import { deleteKey, getKey, isJsonObject, type JsonObject, type JsonValue } from '../patch/json-value.js';
import { decodeJsonText, exceedsJsonDepth, MAX_JSON_DEPTH } from '../../codec/json.js';
import { JSON_PATCH_MAX_COPY_BYTES } from '../limits.js';
import { applyMergePatch } from '../patch/merge-patch.js';
import { PatchError, patchErrorToApiError } from '../patch/patch-error.js';
import { applyStrategicMergePatch } from '../patch/strategic-merge-patch.js';
import { OPTIMISTIC_LOCK_ERROR_MSG } from '../registry/store.js';
import { normalizeObject, parseFieldValidation, respondObject, writeManager, type FieldValidation, type RequestScope } from './scope.js';

type PatchKind = 'json' | 'merge' | 'strategic' | 'apply' | 'apply-cbor';

const PATCH_TYPES: ReadonlyArray<[string, PatchKind]> = [
  ['application/json-patch+json', 'json'],
  ['application/merge-patch+json', 'merge'],
  ['application/apply-patch+yaml', 'apply'],
  ['application/strategic-merge-patch+json', 'strategic'],
];

const MAX_CONFLICT_RETRIES = 5;

function unknownFieldProblems(paths: readonly string[]): string[] {
  return paths.map((p) => `unknown field ${JSON.stringify(p)}`);
}

export async function handlePatch(scope: RequestScope): Promise<void> {
  const d = scope.descriptor;
  const ct = parseMediaType(scope.req.headers['content-type'] ?? '')?.type;
  // Apply with CBOR exists only while CBOR is served (gate CBORServingAndStorage).
  const types: ReadonlyArray<[string, PatchKind]> = scope.gates.CBORServingAndStorage ? [...PATCH_TYPES, ['application/apply-patch+cbor', 'apply-cbor']] : PATCH_TYPES;
  const found = types.find(([t]) => t === ct)?.[1];
  if (!found) throw statusErrors.unsupportedMediaType(types.map(([t]) => t));
  const cborBody = found === 'apply-cbor';
  const kind: Exclude<PatchKind, 'apply-cbor'> = cborBody ? 'apply' : found;

  const q = scope.query;
  const dryRun = parseDryRun(q, 'PatchOptions');
  const validation = parseFieldValidation(q, 'PatchOptions');
  const force = queryBool(q, 'force');
  const errs: FieldError[] = [];
  const givenManager = q.get('fieldManager') ?? '';
  if (kind !== 'apply' && force !== undefined) errs.push(fieldErrors.forbidden('force', 'may not be specified for non-apply patch'));
  if (kind === 'apply' && givenManager === '') errs.push(fieldErrors.required('fieldManager', 'is required for apply patch'));
  if (errs.length) throw invalidOptions('PatchOptions', errs);
  const manager = writeManager(scope, 'PatchOptions');
  const raw = await readBody(scope.req);
  const body = cborBody ? '' : raw.toString('utf8');
  const { namespace, name } = scope.info;

  if (kind === 'apply') {
    const applied = decodeApplyBody(scope, cborBody ? decodeCborApplyBody(raw) : await decodeYamlApplyBody(body), validation);
    for (let attempt = 0; ; attempt++) {
      const current = await scope.store.readCurrent(namespace, name);
      const result = apply({
        schemaName: d.schema,
        live: current?.object as unknown as JsonObject | undefined,
        applied: applied as unknown as JsonObject,
        manager,
        apiVersion: apiVersionOf(d),
        ...(scope.store.subresource ? { subresource: scope.store.subresource } : {}),
        force: force === true,
        now: scope.store.now(),
      });
      if (result.conflicts) throw conflictError(result.conflicts);
      const obj = normalizeObject(d, result.object as unknown as KubeObject);
      try {
        if (!current) {
          // A subresource only changes an existing object.
          if (scope.info.subresource !== '') throw statusErrors.notFound({ group: d.group, resource: d.resource }, name);
          // An apply that creates needs create as well as patch (the seed's rule 12).
          scope.authorize('create');
          const created = await scope.store.create(namespace, obj, { dryRun, managedFieldsComputed: true, admission: scope.admission });
          return await respondObject(scope, 201, created);
        }
        obj.metadata = { ...(obj.metadata ?? {}), resourceVersion: current.object.metadata?.resourceVersion ?? '' };
        const updated = await scope.store.writeUpdate(namespace, name, obj, current.object, current.kv, { dryRun, managedFieldsComputed: true, admission: scope.admission });
        return await respondObject(scope, 200, updated.object);
      } catch (err) {
        if (!retryable(err, attempt)) throw err;
      }
    }
  }

  let patch: unknown;
  try {
    // The codec's JSON decode: Go's nesting limit (10000) before anything walks the patch.
    patch = decodeJsonText(body);
  } catch (err) {
    throw statusErrors.badRequest(`error decoding patch: ${(err as Error).message}`);
  }
  for (let attempt = 0; ; attempt++) {
    const current = await scope.store.readCurrent(namespace, name);
    if (!current) throw statusErrors.notFound({ group: d.group, resource: d.resource }, name);
    const original = current.object as unknown as JsonValue;
    let patched: JsonValue;
    try {
      if (kind === 'json') patched = applyJsonPatch(original, patch, { accumulatedCopySizeLimit: JSON_PATCH_MAX_COPY_BYTES });
      else if (kind === 'merge') patched = applyMergePatch(original as JsonObject, patch);
      else patched = applyStrategicMergePatch(original as JsonObject, patch as JsonObject, d.schema);
    } catch (err) {
      if (err instanceof PatchError) throw patchErrorToApiError(err);
      throw err;
    }
    checkPatchedIdentity(scope, patched);
    const obj = checkPatched(scope, patched, validation);
    const pinned = obj.metadata?.resourceVersion;
    if (pinned !== undefined && pinned !== '' && pinned !== current.object.metadata?.resourceVersion) {
      throw statusErrors.conflict({ group: d.group, resource: d.resource }, name, OPTIMISTIC_LOCK_ERROR_MSG);
    }
    obj.metadata = { ...(obj.metadata ?? {}), resourceVersion: current.object.metadata?.resourceVersion ?? '' };
    try {
      const updated = await scope.store.writeUpdate(namespace, name, obj, current.object, current.kv, { dryRun, fieldManager: manager, admission: scope.admission });
      return await respondObject(scope, 200, updated.object);
    } catch (err) {
      // A patch that did not pin a version re-applies to the newer state.
      if ((pinned !== undefined && pinned !== '') || !retryable(err, attempt)) throw err;
    }
  }
}

function retryable(err: unknown, attempt: number): boolean {
  return err instanceof ApiError && err.reason === 'Conflict' && attempt + 1 < MAX_CONFLICT_RETRIES;
}

/**
 * What upstream's patcher refuses after applying a patch: a kind or apiVersion other than the
 * resource's (its typed decode of the patched JSON fails: 422 Invalid on `patch`, as
 * `applyPatchToCurrentObject` reports decode errors; absent ones are defaulted), and a name or
 * namespace other than the URL's (`checkName` in handlers/rest.go: 400). A cluster-scoped
 * object's namespace is cleared, as `rest.BeforeUpdate` does.
 */
function checkPatchedIdentity(scope: RequestScope, patched: JsonValue): void {
  const d = scope.descriptor;
  // Upstream decodes the patched JSON again, under Go's nesting limit: a patch that copies a
  // deep value into itself fails there (422 on `patch`), never reaching anything recursive.
  if (exceedsJsonDepth(patched)) {
    throw statusErrors.invalid({ group: '', kind: '' }, '', [fieldErrors.invalid('patch', '<document>', `json: exceeded max depth of ${MAX_JSON_DEPTH}`)]);
  }
  if (!isJsonObject(patched)) return; // the typed decode rejects it
  const kind = getKey(patched, 'kind');
  const apiVersion = getKey(patched, 'apiVersion');
  const expectedVersion = apiVersionOf(d);
  const kindText = typeof kind === 'string' && kind !== '' ? kind : d.kind;
  const versionText = typeof apiVersion === 'string' && apiVersion !== '' ? apiVersion : expectedVersion;
  if (kindText !== d.kind || versionText !== expectedVersion) {
    throw statusErrors.invalid({ group: '', kind: '' }, '', [
      fieldErrors.invalid(
        'patch',
        JSON.stringify(patched),
        `no kind ${JSON.stringify(kindText)} is registered for version ${JSON.stringify(versionText)} in scheme "pkg/runtime/scheme.go:100"`,
      ),
    ]);
  }
  const meta = getKey(patched, 'metadata');
  if (!isJsonObject(meta)) return;
  const name = getKey(meta, 'name');
  if (typeof name === 'string' && name !== scope.info.name) {
    throw statusErrors.badRequest(`the name of the object (${name}) does not match the name on the URL (${scope.info.name})`);
  }
  const namespace = getKey(meta, 'namespace');
  if (d.namespaced) {
    if (typeof namespace === 'string' && namespace !== '' && namespace !== scope.info.namespace) {
      throw statusErrors.badRequest(`the namespace of the object (${namespace}) does not match the namespace on the URL (${scope.info.namespace})`);
    }
  } else if (namespace !== undefined) deleteKey(meta, 'namespace');
}

/** Type-check a patched object; unknown fields per fieldValidation (Strict: 422 as upstream's patch path). */
function checkPatched(scope: RequestScope, patched: JsonValue, validation: FieldValidation): KubeObject {
  const d = scope.descriptor;
  let checked;
  try {
    checked = typeCheck<KubeObject>(d.schema, patched);
  } catch (err) {
    if (err instanceof TypeCheckError) throw statusErrors.badRequest(`${d.kind} in version ${JSON.stringify(d.version)} cannot be handled as a ${d.kind}: ${err.message}`);
    throw err;
  }
  if (checked.unknownFields.length) {
    const problems = unknownFieldProblems(checked.unknownFields);
    if (validation === 'Strict') {
      throw statusErrors.invalid({ group: '', kind: '' }, '', [
        fieldErrors.invalid('patch', JSON.stringify(patched), `strict decoding error: ${problems.join(', ')}`),
      ]);
    }
    if (validation === 'Warn') for (const p of problems) scope.warnings.add(p);
  }
  return normalizeObject(d, checked.value);
}

/** An apply-patch+yaml/json body, decoded off the event loop so a large one does not stall other requests. */
async function decodeYamlApplyBody(text: string): Promise<{ value: unknown; duplicates: readonly string[]; text: string }> {
  try {
    return { ...(await decodeYamlOffThread(text)), text };
  } catch (err) {
    throw statusErrors.badRequest(`error decoding YAML: ${(err as Error).message}`);
  }
}

/** An apply-patch+cbor body, as the decoded value (CBOR rejects duplicate keys itself). */
function decodeCborApplyBody(bytes: Buffer): { value: unknown; duplicates: readonly string[] } {
  try {
    return { value: decodeCbor(bytes), duplicates: [] };
  } catch (err) {
    throw statusErrors.badRequest(`error decoding CBOR: ${(err as Error).message}`);
  }
}

/** Decode and check an apply body: YAML/JSON text or decoded CBOR, the right kind, no managedFields, fields per fieldValidation. */
function decodeApplyBody(scope: RequestScope, decoded: { value: unknown; duplicates: readonly string[]; text?: string }, validation: FieldValidation): KubeObject {
  const d = scope.descriptor;
  const value = decoded.value as KubeObject | null;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw statusErrors.badRequest('error decoding YAML: the apply body must be an object');
  if (value.apiVersion !== apiVersionOf(d) || value.kind !== d.kind) {
    throw statusErrors.badRequest(
      `${value.kind ?? ''} in version ${JSON.stringify(value.apiVersion ?? '')} cannot be handled as a ${d.kind}: the apply body must be a ${d.kind} of ${apiVersionOf(d)}`,
    );
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
    checked = typeCheck<KubeObject>(d.schema, value);
  } catch (err) {
    if (err instanceof TypeCheckError) throw statusErrors.badRequest(`error decoding YAML: ${err.message}`);
    throw err;
  }
  // Upstream hands the raw body to the field manager before any strict check: undeclared
  // fields fail the apply in every fieldValidation mode (Ignore included), with SMD's text.
  if (checked.unknownFields.length) checkApplyConfig(d.schema, value as unknown as JsonObject);
  // Then, for Strict and Warn, upstream's yaml.UnmarshalStrict of the body into a map: only
  // repeated keys fail it, reported by go-yaml v2 with their lines.
  if (decoded.duplicates.length && validation !== 'Ignore') {
    const reports = decoded.text !== undefined ? duplicateKeyReports(decoded.text) : decoded.duplicates.map((p) => `duplicate field ${JSON.stringify(p)}`);
    if (validation === 'Strict') {
      throw statusErrors.badRequest(`error strict decoding YAML: error converting YAML to JSON: yaml: unmarshal errors:\n  ${reports.join('\n  ')}`);
    }
    for (const r of reports) scope.warnings.add(r);
  }
  const obj = checked.value;
  obj.metadata = { ...(obj.metadata ?? {}), name: scope.info.name };
  if (d.namespaced) obj.metadata.namespace = scope.info.namespace;
  return obj;
}
