import { describe, expect, it } from 'vitest';
import {
  isConfigMapKey,
  isDNS1123Label,
  isDNS1123Subdomain,
  isQualifiedName,
  isValidLabelValue,
  isValidPathSegmentName,
  isValidPathSegmentPrefix,
  nameIsDNSLabel,
  nameIsDNSSubdomain,
  regexError,
  validatePathSegmentName,
} from '../../../src/meta/validation/names.js';

// Upstream texts, written out literally (note the double spaces between examples).
const LABEL_MSG =
  "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";
const SUBDOMAIN_MSG =
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
const QNAME_NAME_MSG =
  "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";
const QNAME_TOO_MANY_PARTS =
  "a qualified name must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')";
const LABEL_VALUE_MSG =
  "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')";
const CONFIG_KEY_MSG =
  "a valid config key must consist of alphanumeric characters, '-', '_' or '.' (e.g. 'key.name',  or 'KEY_NAME',  or 'key-name', regex used for validation is '[-._a-zA-Z0-9]+')";

type Case = readonly [input: string, expected: readonly string[]];

function table(fn: (s: string) => string[], cases: readonly Case[]): void {
  it.each(cases)('%j', (input, expected) => {
    expect(fn(input)).toEqual(expected);
  });
}

describe('regexError', () => {
  it('formats without examples', () => {
    expect(regexError('msg', 'x+')).toBe("msg (regex used for validation is 'x+')");
  });
  it('separates examples with a double space, as upstream does', () => {
    expect(regexError('msg', 'x+', 'a', 'b')).toBe("msg (e.g. 'a',  or 'b', regex used for validation is 'x+')");
  });
});

describe('isDNS1123Label', () => {
  table(isDNS1123Label, [
    ['runc', []],
    ['a', []],
    ['123-abc', []],
    ['a'.repeat(63), []],
    ['a'.repeat(64), ['must be no more than 63 characters']],
    ['Bad', [LABEL_MSG]],
    ['', [LABEL_MSG]],
    ['-a', [LABEL_MSG]],
    ['a-', [LABEL_MSG]],
    ['a_b', [LABEL_MSG]],
    ['a.b', ['must not contain dots']],
    ['a.'.repeat(32) + 'a', ['must be no more than 63 characters', 'must not contain dots']],
    ['A'.repeat(64), ['must be no more than 63 characters', LABEL_MSG]],
  ]);
});

describe('isDNS1123Subdomain', () => {
  table(isDNS1123Subdomain, [
    ['example.com', []],
    ['a', []],
    ['a-b.c-d', []],
    ['a'.repeat(253), []],
    ['a'.repeat(254), ['must be no more than 253 characters']],
    ['Example.com', [SUBDOMAIN_MSG]],
    ['a..b', [SUBDOMAIN_MSG]],
    ['.a', [SUBDOMAIN_MSG]],
    ['', [SUBDOMAIN_MSG]],
    ['é', [SUBDOMAIN_MSG]],
  ]);
});

describe('isQualifiedName', () => {
  table(isQualifiedName, [
    ['MyName', []],
    ['my.name', []],
    ['123-abc', []],
    ['example.com/MyName', []],
    ['a'.repeat(63), []],
    ['a'.repeat(64), ['name part must be no more than 63 characters']],
    ['', ['name part must be non-empty', QNAME_NAME_MSG]],
    ['-a', [QNAME_NAME_MSG]],
    ['a b', [QNAME_NAME_MSG]],
    ['/a', ['prefix part must be non-empty']],
    ['example.com/', ['name part must be non-empty', QNAME_NAME_MSG]],
    ['Example.com/a', ['prefix part ' + SUBDOMAIN_MSG]],
    ['a/b/c', [QNAME_TOO_MANY_PARTS]],
    ['a'.repeat(254) + '/b', ['prefix part must be no more than 253 characters']],
  ]);
});

describe('isValidLabelValue', () => {
  table(isValidLabelValue, [
    ['', []],
    ['MyValue', []],
    ['my_value', []],
    ['12345', []],
    ['a'.repeat(63), []],
    ['a'.repeat(64), ['must be no more than 63 characters']],
    ['-bad', [LABEL_VALUE_MSG]],
    ['bad value', [LABEL_VALUE_MSG]],
    ['_'.repeat(64), ['must be no more than 63 characters', LABEL_VALUE_MSG]],
  ]);
});

describe('isConfigMapKey', () => {
  table(isConfigMapKey, [
    ['key.name', []],
    ['KEY_NAME', []],
    ['key-name', []],
    ['trailing-', []],
    ['a'.repeat(253), []],
    ['a'.repeat(254), ['must be no more than 253 characters']],
    ['a/b', [CONFIG_KEY_MSG]],
    ['', [CONFIG_KEY_MSG]],
    ['.', ["must not be '.'"]],
    ['..', ["must not be '..'"]],
    ['..a', ["must not start with '..'"]],
    ['../a', [CONFIG_KEY_MSG, "must not start with '..'"]],
  ]);
});

describe('path segment names', () => {
  table(isValidPathSegmentName, [
    ['ok', []],
    ['.', ["may not be '.'"]],
    ['..', ["may not be '..'"]],
    ['a/b', ["may not contain '/'"]],
    ['a%b', ["may not contain '%'"]],
    ['a/%', ["may not contain '/'", "may not contain '%'"]],
  ]);
  it('accepts dot prefixes but not slashes in a prefix', () => {
    expect(isValidPathSegmentPrefix('.')).toEqual([]);
    expect(isValidPathSegmentPrefix('a/')).toEqual(["may not contain '/'"]);
    expect(validatePathSegmentName('..', true)).toEqual([]);
    expect(validatePathSegmentName('..', false)).toEqual(["may not be '..'"]);
  });
});

describe('name functions', () => {
  it('nameIsDNSSubdomain checks names and masks a trailing dash in prefixes', () => {
    expect(nameIsDNSSubdomain('runc', false)).toEqual([]);
    expect(nameIsDNSSubdomain('runc-', false)).toEqual([SUBDOMAIN_MSG]);
    expect(nameIsDNSSubdomain('runc-', true)).toEqual([]);
    // Upstream replaces the last two characters with 'a': "a.-" becomes "aa", valid.
    expect(nameIsDNSSubdomain('a.-', true)).toEqual([]);
    // "x--" becomes "xa" (valid) while "-" alone stays invalid.
    expect(nameIsDNSSubdomain('x--', true)).toEqual([]);
    expect(nameIsDNSSubdomain('-', true)).toEqual([SUBDOMAIN_MSG]);
    expect(nameIsDNSSubdomain('Bad-', true)).toEqual([SUBDOMAIN_MSG]);
  });
  it('nameIsDNSLabel checks labels and masks a trailing dash in prefixes', () => {
    expect(nameIsDNSLabel('handler', false)).toEqual([]);
    expect(nameIsDNSLabel('ns-', true)).toEqual([]);
    expect(nameIsDNSLabel('ns-', false)).toEqual([LABEL_MSG]);
    expect(nameIsDNSLabel('a.b', false)).toEqual(['must not contain dots']);
  });
});
