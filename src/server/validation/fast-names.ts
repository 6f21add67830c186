/**
 * Allocation-free pre-checks for the name rules that large collections (finalizers, label and
 * annotation keys, label values) repeat hundreds of thousands of times. Each accepts only
 * values the full check (src/meta/validation/names.ts) also accepts, so callers run the full
 * check, with its exact messages, only when the pre-check says no. Built from the same
 * patterns as the full checks; test/server/validation/fast-names.test.ts checks the
 * implication generatively.
 */
const DNS1123_LABEL = '[a-z0-9]([-a-z0-9]*[a-z0-9])?';
const DNS1123_SUBDOMAIN = DNS1123_LABEL + '(\\.' + DNS1123_LABEL + ')*';
const QUALIFIED_NAME = '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]';

/** An optional DNS-1123 subdomain and '/', then a qualified name part. ASCII only. */
const QUALIFIED = new RegExp('^(' + DNS1123_SUBDOMAIN + '/)?' + QUALIFIED_NAME + '$');
const LABEL_VALUE = new RegExp('^(' + QUALIFIED_NAME + ')?$');

/**
 * Surely a valid `IsQualifiedName` value: at most 63 characters (so the name part is at most
 * 63 and the prefix at most 253 bytes; the pattern is ASCII) matching the combined pattern.
 */
export function surelyQualifiedName(value: string): boolean {
  return value.length <= 63 && QUALIFIED.test(value);
}

/** Surely a valid `IsValidLabelValue` value (at most 63 ASCII characters of the alphabet). */
export function surelyValidLabelValue(value: string): boolean {
  return value.length <= 63 && LABEL_VALUE.test(value);
}
