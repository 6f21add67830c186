/**
 * Query strings for list/get/watch requests: every parameter the API reads, with random
 * strings, huge and negative numbers, unicode, raw (unencoded) percent signs and repeated keys.
 */
import fc from 'fast-check';

export const QUERY_PARAMETERS = [
  'limit', 'timeoutSeconds', 'resourceVersion', 'resourceVersionMatch', 'fieldSelector', 'labelSelector', 'continue',
  'dryRun', 'fieldValidation', 'watch', 'pretty', 'sendInitialEvents', 'allowWatchBookmarks', 'fieldManager', 'force',
  'gracePeriodSeconds', 'propagationPolicy', 'orphanDependents', 'includeUninitialized', 'export',
] as const;

/** Plausible values per parameter (so valid combinations, and their 2xx, occur too). */
const plausible: Record<string, readonly string[]> = {
  limit: ['1', '500', '0'],
  timeoutSeconds: ['1', '0'],
  resourceVersion: ['0', '', '1'],
  resourceVersionMatch: ['NotOlderThan', 'Exact'],
  fieldSelector: ['metadata.name=fuzz-rc', 'metadata.name!=x', 'metadata.namespace=default'],
  labelSelector: ['tier=fuzz', 'tier in (a,b)', '!tier', 'tier', 'a.b/c=d'],
  continue: ['eyJ2IjoibWV0YS5rOHMuaW8vdjEiLCJydiI6MSwic3RhcnQiOiJhIn0', ''],
  dryRun: ['All'],
  fieldValidation: ['Strict', 'Warn', 'Ignore'],
  watch: ['true', 'false', '1'],
  pretty: ['true', 'false'],
  sendInitialEvents: ['true', 'false'],
  allowWatchBookmarks: ['true'],
};

/** Hostile values: numbers past int64, negatives, floats, selector syntax errors, control characters. */
export const hostileValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '-1', '99999999999999999999999', '9223372036854775807', '9223372036854775808', '-9223372036854775809', '1e3', '0x10',
    ' 5', '5 ', '+5', '1.5', 'NaN', 'Infinity', '', '=', '==', '!=', ',', '(', 'a in (', 'a notin', '!!a', 'a=b=c',
    'x'.repeat(70_000), '\u0000', '\u202e', '💥', '%', 'a,b,c,'.repeat(1000), 'tier=' + 'v'.repeat(100),
    'metadata.name=' + 'a'.repeat(10_000), 'spec.unknown=1', 'metadata.name', 'eyJ9', '!!!', '\\', 'true\r\nX: y',
  ),
  fc.string({ maxLength: 40 }),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
);

/** Percent-encode (lone surrogates travel as U+FFFD, as any UTF-8 encoder writes them). */
function enc(s: string): string {
  return encodeURIComponent(s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
}

/** One key=value pair (encoded), sometimes with a raw unencoded value. */
const pair = fc.tuple(fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...QUERY_PARAMETERS) }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) }), fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 3, arbitrary: hostileValue }), fc.nat(9)).map(([key, value, mode]) => {
  const v = value ?? (plausible[key] ? plausible[key]![mode % plausible[key]!.length]! : '1');
  if (mode === 0) return `${enc(key)}=${v.replace(/[\s#\u0000-\u001f\u007f-\uffff]/g, (c) => enc(c))}`; // raw value: % and & unencoded
  return `${enc(key)}=${enc(v)}`;
});

/** A query string (without '?'), with repeated keys allowed. */
export const queryString: fc.Arbitrary<string> = fc.array(pair, { minLength: 1, maxLength: 6 }).map((pairs) => pairs.join('&'));
