import { describe, it, expect } from 'vitest';
import {
  SelectorParseError,
  assertFieldSelectorSupported,
  escapeFieldValue,
  fieldSelectorFromMatch,
  parseFieldSelector,
  unescapeFieldValue,
  type FieldRequirement,
} from '../../src/meta/field-selector.js';
import { SelectorParseError as LabelSelectorParseError } from '../../src/meta/label-selector.js';

function getter(fields: Record<string, string>): (f: string) => string | undefined {
  return (f) => (Object.prototype.hasOwnProperty.call(fields, f) ? fields[f] : undefined);
}

function parseError(text: string): SelectorParseError {
  try {
    parseFieldSelector(text);
  } catch (e) {
    if (e instanceof SelectorParseError) return e;
    throw e;
  }
  throw new Error(`expected ${JSON.stringify(text)} to fail`);
}

describe('parseFieldSelector: accepted syntax and canonical form', () => {
  const cases: Array<{ text: string; canonical: string; reqs?: FieldRequirement[] }> = [
    { text: '', canonical: '', reqs: [] },
    { text: ',', canonical: '', reqs: [] },
    { text: 'a=b', canonical: 'a=b', reqs: [{ field: 'a', operator: '=', value: 'b' }] },
    { text: 'a==b', canonical: 'a=b', reqs: [{ field: 'a', operator: '=', value: 'b' }] },
    { text: 'a!=b', canonical: 'a!=b', reqs: [{ field: 'a', operator: '!=', value: 'b' }] },
    { text: 'b=1,a=2', canonical: 'a=2,b=1' },
    { text: 'a=b,,c=d', canonical: 'a=b,c=d' },
    { text: 'a=', canonical: 'a=', reqs: [{ field: 'a', operator: '=', value: '' }] },
    { text: 'a!=', canonical: 'a!=', reqs: [{ field: 'a', operator: '!=', value: '' }] },
    // A term with neither field nor value is dropped, as upstream's Transform does.
    { text: '=', canonical: '', reqs: [] },
    { text: '!=,a=b', canonical: 'a=b' },
    { text: '=b', canonical: '=b', reqs: [{ field: '', operator: '=', value: 'b' }] },
    { text: 'a= b ', canonical: 'a= b ', reqs: [{ field: 'a', operator: '=', value: ' b ' }] },
    { text: 'a=x\\,y', canonical: 'a=x\\,y', reqs: [{ field: 'a', operator: '=', value: 'x,y' }] },
    { text: 'a=x\\=y', canonical: 'a=x\\=y', reqs: [{ field: 'a', operator: '=', value: 'x=y' }] },
    { text: 'a=x\\\\y', canonical: 'a=x\\\\y', reqs: [{ field: 'a', operator: '=', value: 'x\\y' }] },
    // An escaped backslash does not escape the following comma.
    {
      text: 'a=x\\\\,b=c',
      canonical: 'a=x\\\\,b=c',
      reqs: [
        { field: 'a', operator: '=', value: 'x\\' },
        { field: 'b', operator: '=', value: 'c' },
      ],
    },
    {
      text: 'spec.leaseName=bar,metadata.name!=foo',
      canonical: 'metadata.name!=foo,spec.leaseName=bar',
      reqs: [
        { field: 'metadata.name', operator: '!=', value: 'foo' },
        { field: 'spec.leaseName', operator: '=', value: 'bar' },
      ],
    },
    // The field ends at the first operator: `!=` is tried before `==` and `=` at each position.
    { text: 'a==\\=b', canonical: 'a=\\=b', reqs: [{ field: 'a', operator: '=', value: '=b' }] },
  ];

  it.each(cases)('parses $text', ({ text, canonical, reqs }) => {
    const sel = parseFieldSelector(text);
    expect(sel.toString()).toBe(canonical);
    expect(sel.isEmpty()).toBe(canonical === '');
    if (reqs) expect(sel.requirements()).toEqual(reqs);
  });

  it.each(cases)('canonical form of $text parses back to the same requirements', ({ text }) => {
    const sel = parseFieldSelector(text);
    expect(parseFieldSelector(sel.toString()).requirements()).toEqual(sel.requirements());
  });

  it('fields() lists the mentioned fields in requirement order', () => {
    expect(parseFieldSelector('b=1,a=2,a!=3').fields()).toEqual(['a', 'a', 'b']);
  });
});

describe('parseFieldSelector: upstream error texts', () => {
  const cases: Array<{ text: string; message: string }> = [
    { text: 'ab', message: "invalid selector: 'ab'; can't understand 'ab'" },
    { text: 'a!b', message: "invalid selector: 'a!b'; can't understand 'a!b'" },
    { text: 'a<b', message: "invalid selector: 'a<b'; can't understand 'a<b'" },
    // Terms are sorted before parsing, so the first bad term in sorted order is reported.
    { text: 'x=1,ab', message: "invalid selector: 'x=1,ab'; can't understand 'ab'" },
    { text: 'zz,yy', message: "invalid selector: 'zz,yy'; can't understand 'yy'" },
    // Unescaped '=' in a value: Go prints the rune with %v, i.e. its code point.
    { text: 'a=b=c', message: 'invalid field selector: unescaped character in value: 61' },
    { text: 'a!=b=c', message: 'invalid field selector: unescaped character in value: 61' },
    { text: 'a!==b', message: 'invalid field selector: unescaped character in value: 61' },
    { text: 'a=x\\y', message: 'invalid field selector: invalid escape sequence: \\y' },
    { text: 'a=x\\', message: 'invalid field selector: invalid escape sequence: \\' },
    { text: 'a=\\é', message: 'invalid field selector: invalid escape sequence: \\é' },
    { text: 'a=\\😀', message: 'invalid field selector: invalid escape sequence: \\😀' },
  ];

  it.each(cases)('rejects $text', ({ text, message }) => {
    const err = parseError(text);
    expect(err.message).toBe(message);
    expect(err.code).toBe('ERR_SELECTOR_PARSE');
  });

  it('uses the same error class as label selectors', () => {
    expect(SelectorParseError).toBe(LabelSelectorParseError);
  });
});

describe('FieldSelector.matches truth table', () => {
  const objects: Record<string, Record<string, string>> = {
    none: {},
    nameFoo: { 'metadata.name': 'foo' },
    nameBar: { 'metadata.name': 'bar' },
    nameEmpty: { 'metadata.name': '' },
    fooInNs: { 'metadata.name': 'foo', 'metadata.namespace': 'ns' },
    comma: { 'metadata.name': 'a,b' },
  };
  type Name = keyof typeof objects;
  const table: Array<{ selector: string; matching: Name[] }> = [
    { selector: '', matching: Object.keys(objects) as Name[] },
    { selector: 'metadata.name=foo', matching: ['nameFoo', 'fooInNs'] },
    { selector: 'metadata.name==foo', matching: ['nameFoo', 'fooInNs'] },
    { selector: 'metadata.name!=foo', matching: ['none', 'nameBar', 'nameEmpty', 'comma'] },
    // An absent field reads as the empty string.
    { selector: 'metadata.name=', matching: ['none', 'nameEmpty'] },
    { selector: 'metadata.name!=', matching: ['nameFoo', 'nameBar', 'fooInNs', 'comma'] },
    { selector: 'metadata.name=foo,metadata.namespace=ns', matching: ['fooInNs'] },
    { selector: 'metadata.name=foo,metadata.namespace!=ns', matching: ['nameFoo'] },
    { selector: 'metadata.name=a\\,b', matching: ['comma'] },
  ];

  for (const { selector, matching } of table) {
    describe(`"${selector}"`, () => {
      const sel = parseFieldSelector(selector);
      it.each(Object.keys(objects) as Name[])('against %s', (name) => {
        expect(sel.matches(getter(objects[name]!))).toBe(matching.includes(name));
      });
    });
  }
});

describe('FieldSelector.requiresExactMatch', () => {
  it.each([
    { selector: 'a=1', field: 'a', value: '1' },
    { selector: 'a==1', field: 'a', value: '1' },
    { selector: 'a!=1', field: 'a', value: undefined },
    { selector: 'b=1', field: 'a', value: undefined },
    { selector: 'a!=2,a=1', field: 'a', value: '1' },
  ])('$selector / $field', ({ selector, field, value }) => {
    expect(parseFieldSelector(selector).requiresExactMatch(field)).toBe(value);
  });
});

describe('assertFieldSelectorSupported', () => {
  const allowed = ['metadata.name', 'metadata.namespace', 'spec.leaseName'];
  it.each([
    { selector: '', error: undefined },
    { selector: 'metadata.name=x', error: undefined },
    { selector: 'spec.leaseName=a,metadata.namespace!=b', error: undefined },
    { selector: 'spec.other=1', error: 'field label not supported: spec.other' },
    { selector: 'z=1,metadata.name=x', error: 'field label not supported: z' },
    { selector: 'b=1,a=2', error: 'field label not supported: a' },
    { selector: '=x', error: 'field label not supported: ' },
  ])('$selector', ({ selector, error }) => {
    const sel = parseFieldSelector(selector);
    if (error === undefined) {
      expect(() => assertFieldSelectorSupported(sel, allowed)).not.toThrow();
      expect(() => assertFieldSelectorSupported(sel, new Set(allowed))).not.toThrow();
    } else {
      expect(() => assertFieldSelectorSupported(sel, allowed)).toThrow(new SelectorParseError(error));
      expect(() => assertFieldSelectorSupported(sel, new Set(allowed))).toThrow(SelectorParseError);
    }
  });
});

describe('escaping', () => {
  it.each([
    ['', ''],
    ['plain', 'plain'],
    ['a,b', 'a\\,b'],
    ['a=b', 'a\\=b'],
    ['a\\b', 'a\\\\b'],
    ['\\,=', '\\\\\\,\\='],
  ])('escapeFieldValue(%j) = %j and unescapes back', (raw, escaped) => {
    expect(escapeFieldValue(raw)).toBe(escaped);
    expect(unescapeFieldValue(escaped)).toBe(raw);
  });

  it('fieldSelectorFromMatch builds sorted, escaped equality terms', () => {
    const sel = fieldSelectorFromMatch({ 'spec.leaseName': 'x,y', 'metadata.name': 'n' });
    expect(sel.toString()).toBe('metadata.name=n,spec.leaseName=x\\,y');
    expect(parseFieldSelector(sel.toString()).requirements()).toEqual(sel.requirements());
    expect(fieldSelectorFromMatch(undefined).isEmpty()).toBe(true);
  });
});
