/**
 * DeleteOptions from the body (any served format) or the query string, as upstream accepts both.
 */
import { fieldErrors, goValue, type FieldError } from '../../meta/field-errors.js';
import type { DeleteOptions } from '../../meta/types.js';
import { decodeJsonText } from '../../codec/json.js';
import { negotiateRequest } from '../../codec/negotiation.js';
import { apiVersionOf } from '../../meta/resources.js';
import { ApiError, statusErrors } from '../../meta/status.js';
import { typeCheck, TypeCheckError } from '../decode/type-check.js';
import { readBody } from '../http/body.js';
import { invalidOptions, META_GROUP, parseDryRun, queryBool, queryInt, queryString } from '../http/query.js';
import type { RequestScope } from './scope.js';

const PROPAGATION_POLICIES = ['Foreground', 'Background', 'Orphan'];

const DELETE_OPTIONS_SCHEMA = 'io.cluster.apimachinery.pkg.apis.meta.v1.DeleteOptions';

/** Where upstream registers DeleteOptions: meta/v1 (the default), the legacy core v1, and every served group version. */
function knownVersions(scope: RequestScope): string[] {
  return [`${META_GROUP}/v1`, `${META_GROUP}/v1beta1`, 'v1', apiVersionOf(scope.descriptor)];
}

function badDeleteOptions(message: string): ApiError {
  return statusErrors.badRequest(`DeleteOptions in version "v1" cannot be handled as a DeleteOptions: ${message}`);
}

/**
 * Decode a DELETE body into DeleteOptions: in any format the server reads (JSON when no
 * Content-Type is sent, as kubectl does), every field type-checked as Go's decoder does
 * (`json: cannot unmarshal string into Go struct field DeleteOptions.dryRun of type []string`),
 * int64 in range, `kind`/`apiVersion` naming DeleteOptions in a known version. Every failure
 * is a 400, never a 500; an empty body is no options.
 */
export async function decodeDeleteOptionsBody(scope: RequestScope): Promise<DeleteOptions> {
  const body = await readBody(scope.req);
  if (body.length === 0) return {};
  const contentType = scope.req.headers['content-type'];
  const format = contentType === undefined || contentType === '' ? scope.bodyFormats.find((f) => f.mediaType === 'application/json') : negotiateRequest(contentType, scope.bodyFormats);
  if (!format) throw statusErrors.unsupportedMediaType(scope.bodyFormats.map((f) => f.mediaType));
  let parsed: unknown;
  try {
    parsed = format.mediaType === 'application/json' ? decodeJsonText(body.toString('utf8')) : format.codec.decode(body);
  } catch (err) {
    throw badDeleteOptions((err as Error).message);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badDeleteOptions(`json: cannot unmarshal ${Array.isArray(parsed) ? 'array' : parsed === null ? 'null' : typeof parsed === 'boolean' ? 'bool' : typeof parsed} into Go value of type v1.DeleteOptions`);
  }
  let checked: DeleteOptions;
  try {
    checked = typeCheck<DeleteOptions>(DELETE_OPTIONS_SCHEMA, parsed).value;
  } catch (err) {
    if (err instanceof TypeCheckError) throw badDeleteOptions(err.message);
    throw err;
  }
  const version = checked.apiVersion ?? '';
  const kind = checked.kind ?? '';
  if (version !== '' && !knownVersions(scope).includes(version)) {
    throw badDeleteOptions(`no kind ${JSON.stringify(kind || 'DeleteOptions')} is registered for version ${JSON.stringify(version)}`);
  }
  if (kind !== '' && kind !== 'DeleteOptions') {
    throw badDeleteOptions(`no kind ${JSON.stringify(kind)} is registered for version ${JSON.stringify(version || `${META_GROUP}/v1`)}`);
  }
  return checked;
}

export async function parseDeleteOptions(scope: RequestScope): Promise<DeleteOptions & { dryRunAll: boolean }> {
  const q = scope.query;
  const opts: DeleteOptions = await decodeDeleteOptionsBody(scope);
  const grace = queryInt(q, 'gracePeriodSeconds');
  if (grace !== undefined) opts.gracePeriodSeconds = grace;
  const policy = queryString(q, 'propagationPolicy');
  if (policy !== undefined && policy !== '') opts.propagationPolicy = policy;
  const orphan = queryBool(q, 'orphanDependents');
  if (orphan !== undefined) opts.orphanDependents = orphan;
  const unsafe = queryBool(q, 'ignoreStoreReadErrorWithClusterBreakingPotential');
  if (unsafe !== undefined) opts.ignoreStoreReadErrorWithClusterBreakingPotential = unsafe;
  const queryDryRun = parseDryRun(q, 'DeleteOptions');
  const bodyDryRun = (opts.dryRun ?? []).filter((v) => v !== '');
  const errs: FieldError[] = [];
  if (bodyDryRun.some((v) => v !== 'All')) errs.push(fieldErrors.notSupported('dryRun', bodyDryRun.join(','), ['All']));
  if (opts.orphanDependents !== undefined && opts.propagationPolicy !== undefined) {
    errs.push(fieldErrors.invalid('propagationPolicy', opts.propagationPolicy, 'orphanDependents and deletionPropagation cannot be both set'));
  }
  if (opts.propagationPolicy !== undefined && !PROPAGATION_POLICIES.includes(opts.propagationPolicy)) {
    errs.push(fieldErrors.notSupported('propagationPolicy', opts.propagationPolicy, PROPAGATION_POLICIES));
  }
  if (opts.gracePeriodSeconds !== undefined && opts.gracePeriodSeconds < 0) {
    errs.push(fieldErrors.invalid('gracePeriodSeconds', opts.gracePeriodSeconds, 'must be greater than or equal to 0'));
  }
  if (opts.ignoreStoreReadErrorWithClusterBreakingPotential === true) {
    // Unsafe deletion stands alone: every other option must be unset (the seed's rule 2).
    const others: Array<[string, unknown]> = [
      ['dryRun', queryDryRun || bodyDryRun.length > 0 ? goValue('[]string{"All"}') : undefined],
      ['gracePeriodSeconds', opts.gracePeriodSeconds],
      ['orphanDependents', opts.orphanDependents],
      ['preconditions', opts.preconditions ? goValue('&v1.Preconditions{...}') : undefined],
      ['propagationPolicy', opts.propagationPolicy],
    ];
    for (const [field, value] of others) {
      if (value !== undefined) {
        errs.push(fieldErrors.invalid(field, value as never, 'is not allowed with ignoreStoreReadErrorWithClusterBreakingPotential, try again after removing the option'));
      }
    }
  }
  if (errs.length) throw invalidOptions('DeleteOptions', errs);
  return { ...opts, dryRunAll: queryDryRun || bodyDryRun.length > 0 };
}
