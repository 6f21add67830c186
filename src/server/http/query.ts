/**
 * Query-parameter decoding with upstream's conversion errors (400 BadRequest with the
 * Go strconv text) and option validation (422 Invalid on `<Kind>Options.meta.cluster.io`).
 */
import { fieldErrors, goValue, type FieldError } from '../../meta/field-errors.js';
import { statusErrors } from '../../meta/status.js';
import { parseGoBool } from '../request-info.js';

export const META_GROUP = 'meta.cluster.io';

export function invalidOptions(kind: string, errs: FieldError[]) {
  return statusErrors.invalid({ group: META_GROUP, kind }, '', errs);
}

/** Last value of a parameter (Go's url.Values.Get returns the first; conversion uses the first). */
function first(q: URLSearchParams, name: string): string | undefined {
  const v = q.get(name);
  return v === null ? undefined : v;
}

export function queryString(q: URLSearchParams, name: string): string | undefined {
  return first(q, name);
}

export function queryInt(q: URLSearchParams, name: string): number | undefined {
  const v = first(q, name);
  if (v === undefined || v === '') return undefined;
  if (!/^[+-]?\d+$/.test(v)) throw statusErrors.badRequest(`strconv.ParseInt: parsing ${JSON.stringify(v)}: invalid syntax`);
  // Go's ParseInt(v, 10, 64): the int64 range, checked exactly (beyond 2^53 the value is kept
  // as the nearest double, which every caller treats as "very large").
  const big = BigInt(v);
  if (big > 9223372036854775807n || big < -9223372036854775808n) throw statusErrors.badRequest(`strconv.ParseInt: parsing ${JSON.stringify(v)}: value out of range`);
  return Number(big);
}

export function queryBool(q: URLSearchParams, name: string): boolean | undefined {
  const v = first(q, name);
  if (v === undefined || v === '') return undefined;
  const b = parseGoBool(v);
  if (b === undefined) throw statusErrors.badRequest(`strconv.ParseBool: parsing ${JSON.stringify(v)}: invalid syntax`);
  return b;
}

/** Parse a resourceVersion ('' or unset -> undefined); invalid text -> 400 as upstream. */
/** Go's uint64 range, which resourceVersions are parsed into (`strconv.ParseUint(rv, 10, 64)`). */
const UINT64_MAX = 2n ** 64n - 1n;

export function parseResourceVersion(rv: string | undefined): number | undefined {
  if (rv === undefined || rv === '') return undefined;
  if (!/^\d+$/.test(rv)) {
    throw statusErrors.badRequest(`invalid resource version: strconv.ParseUint: parsing ${JSON.stringify(rv)}: invalid syntax`);
  }
  if (BigInt(rv) > UINT64_MAX) {
    throw statusErrors.badRequest(`invalid resource version: strconv.ParseUint: parsing ${JSON.stringify(rv)}: value out of range`);
  }
  // Above 2^53 the number is rounded; revisions never get there, so it stays "too large".
  return Number(rv);
}

/** `dryRun`: only absent/empty or `All` (repeatable). Returns true for All. */
export function parseDryRun(q: URLSearchParams, optionsKind: string): boolean {
  const values = q.getAll('dryRun');
  const given = values.filter((v) => v !== '');
  if (given.some((v) => v !== 'All')) {
    // Upstream reports the whole list, printed with Go's %#v.
    const printed = `[]string{${given.map((v) => JSON.stringify(v)).join(', ')}}`;
    throw invalidOptions(optionsKind, [fieldErrors.notSupported('dryRun', goValue(printed), ['All'])]);
  }
  return given.length > 0;
}
