import { describe, it, expect } from 'vitest';
import {
  SelectorParseError,
  isSelectorParseError,
  labelSelectorFromMatch,
  labelSelectorFromRequirements,
  newLabelRequirement,
  parseLabelSelector,
  type LabelRequirement,
} from '../../src/meta/label-selector.js';

// Upstream validation texts, assembled once so the expectations below stay readable.
const NAME_REGEX_MSG =
  "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character " +
  "(e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";
const LABEL_VALUE_MSG =
  "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character " +
  "(e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')";
const SUBDOMAIN_MSG =
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character " +
  "(e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
const THREE_PART_MSG = 'a qualified name ' + NAME_REGEX_MSG + " with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')";

function parseError(text: string): SelectorParseError {
  try {
    parseLabelSelector(text);
  } catch (e) {
    if (e instanceof SelectorParseError) return e;
    throw e;
  }
  throw new Error(`expected ${JSON.stringify(text)} to fail`);
}

describe('parseLabelSelector: accepted syntax and canonical form', () => {
  const cases: Array<{ text: string; canonical: string; reqs?: LabelRequirement[] }> = [
    { text: '', canonical: '', reqs: [] },
    { text: '   \t\n', canonical: '', reqs: [] },
    { text: 'x=a', canonical: 'x=a', reqs: [{ key: 'x', operator: '=', values: ['a'] }] },
    { text: 'x==a', canonical: 'x==a', reqs: [{ key: 'x', operator: '==', values: ['a'] }] },
    { text: 'x!=a', canonical: 'x!=a', reqs: [{ key: 'x', operator: '!=', values: ['a'] }] },
    { text: 'x', canonical: 'x', reqs: [{ key: 'x', operator: 'exists', values: [] }] },
    { text: '!x', canonical: '!x', reqs: [{ key: 'x', operator: '!', values: [] }] },
    { text: 'x in (b,a)', canonical: 'x in (a,b)', reqs: [{ key: 'x', operator: 'in', values: ['a', 'b'] }] },
    { text: 'x notin (a)', canonical: 'x notin (a)', reqs: [{ key: 'x', operator: 'notin', values: ['a'] }] },
    { text: 'x in (a,a)', canonical: 'x in (a)', reqs: [{ key: 'x', operator: 'in', values: ['a'] }] },
    { text: 'x in ()', canonical: 'x in ()', reqs: [{ key: 'x', operator: 'in', values: [''] }] },
    { text: 'x in (,a)', canonical: 'x in (,a)', reqs: [{ key: 'x', operator: 'in', values: ['', 'a'] }] },
    { text: 'x in (a,)', canonical: 'x in (,a)', reqs: [{ key: 'x', operator: 'in', values: ['', 'a'] }] },
    { text: 'x in (a,,b)', canonical: 'x in (,a,b)', reqs: [{ key: 'x', operator: 'in', values: ['', 'a', 'b'] }] },
    { text: 'x=', canonical: 'x=', reqs: [{ key: 'x', operator: '=', values: [''] }] },
    { text: 'x=,y=b', canonical: 'x=,y=b' },
    { text: 'z=a,x=b', canonical: 'x=b,z=a' },
    { text: 'x in (in)', canonical: 'x in (in)', reqs: [{ key: 'x', operator: 'in', values: ['in'] }] },
    { text: 'in=notin', canonical: 'in=notin', reqs: [{ key: 'in', operator: '=', values: ['notin'] }] },
    { text: 'x,in', canonical: 'in,x' },
    { text: 'x>1', canonical: 'x>1', reqs: [{ key: 'x', operator: 'gt', values: ['1'] }] },
    { text: 'x<10', canonical: 'x<10', reqs: [{ key: 'x', operator: 'lt', values: ['10'] }] },
    { text: ' x = a ', canonical: 'x=a' },
    { text: '\tx\n==\ra', canonical: 'x==a' },
    { text: 'x in(a , b)', canonical: 'x in (a,b)' },
    { text: 'example.com/app=web', canonical: 'example.com/app=web' },
    { text: 'h,f notin (g),d in (e),!c,a=b', canonical: 'a=b,!c,d in (e),f notin (g),h' },
    // Requirements on one key keep their input order (stable sort by key).
    { text: 'x!=b,x=a', canonical: 'x!=b,x=a' },
    { text: 'My.Key_1=Val-2.x_Y', canonical: 'My.Key_1=Val-2.x_Y' },
  ];

  it.each(cases)('parses $text', ({ text, canonical, reqs }) => {
    const sel = parseLabelSelector(text);
    expect(sel.toString()).toBe(canonical);
    expect(sel.isEmpty()).toBe(canonical === '');
    if (reqs) expect(sel.requirements()).toEqual(reqs);
  });

  it.each(cases)('canonical form of $text parses back to the same requirements', ({ text }) => {
    const sel = parseLabelSelector(text);
    const again = parseLabelSelector(sel.toString());
    expect(again.requirements()).toEqual(sel.requirements());
    expect(again.toString()).toBe(sel.toString());
  });

  it('handles NUL like the Go lexer: it ends an identifier, and ends the input where a token starts', () => {
    expect(parseLabelSelector('a\0,b=c').toString()).toBe('a,b=c');
    expect(parseLabelSelector('a \0,b=c').toString()).toBe('a');
  });
});

describe('parseLabelSelector: upstream error texts', () => {
  const cases: Array<{ text: string; message: string }> = [
    { text: 'x=a,', message: "found '', expected: identifier after ','" },
    { text: 'x=a,,y', message: "found ',', expected: identifier after ','" },
    { text: ',', message: "found ',', expected: !, identifier, or 'end of string'" },
    { text: '(x)', message: "found '(', expected: !, identifier, or 'end of string'" },
    { text: '=a', message: "found '=', expected: !, identifier, or 'end of string'" },
    { text: 'x y', message: "unable to parse requirement: found 'y', expected: in, notin, =, ==, !=, gt, lt" },
    { text: 'x (a)', message: "unable to parse requirement: found '(', expected: in, notin, =, ==, !=, gt, lt" },
    { text: 'x=a b', message: "found 'b', expected: ',' or 'end of string'" },
    { text: 'x=a=b', message: "found '=', expected: ',' or 'end of string'" },
    { text: 'x in (a)b', message: "found 'b', expected: ',' or 'end of string'" },
    { text: 'x in a', message: "unable to parse requirement: found 'a' expected: '('" },
    { text: 'x notin', message: "unable to parse requirement: found '' expected: '('" },
    { text: 'x in (a', message: "unable to parse requirement: found '', expected: ',' or ')'" },
    { text: 'x in (a b)', message: "unable to parse requirement: found 'b', expected: ',' or ')'" },
    { text: 'x in (=)', message: "unable to parse requirement: found '=', expected: ',', ')' or identifier" },
    { text: 'x in (a,=)', message: "unable to parse requirement: found '=', expected: ',', or identifier" },
    { text: 'x=(', message: "unable to parse requirement: found '(', expected: identifier" },
    { text: 'x>=1', message: "unable to parse requirement: found '=', expected: identifier" },
    { text: '!', message: "unable to parse requirement: found '', expected: identifier" },
    { text: '!!x', message: "unable to parse requirement: found '!', expected: identifier" },
    { text: '!x=a', message: "found '=', expected: ',' or 'end of string'" },
    {
      text: 'x>a',
      message: `unable to parse requirement: values[0]: Invalid value: "a": for 'Gt', 'Lt' operators, the value must be an integer`,
    },
    {
      text: 'x<99999999999999999999',
      message: `unable to parse requirement: values[0]: Invalid value: "99999999999999999999": for 'Gt', 'Lt' operators, the value must be an integer`,
    },
    { text: 'x>-1', message: `unable to parse requirement: values[0][x]: Invalid value: "-1": ${LABEL_VALUE_MSG}` },
    { text: 'x=-a', message: `unable to parse requirement: values[0][x]: Invalid value: "-a": ${LABEL_VALUE_MSG}` },
    { text: 'x!=a/b', message: `unable to parse requirement: values[0][x]: Invalid value: "a/b": ${LABEL_VALUE_MSG}` },
    // Values are validated after sorting, so the index refers to the sorted set.
    { text: 'x in (a,-b)', message: `unable to parse requirement: values[0][x]: Invalid value: "-b": ${LABEL_VALUE_MSG}` },
    {
      text: 'x in (-a,-b)',
      message:
        `unable to parse requirement: [values[0][x]: Invalid value: "-a": ${LABEL_VALUE_MSG}, ` +
        `values[1][x]: Invalid value: "-b": ${LABEL_VALUE_MSG}]`,
    },
    {
      text: `x=${'a'.repeat(64)}`,
      message: `unable to parse requirement: values[0][x]: Invalid value: "${'a'.repeat(64)}": must be no more than 63 characters`,
    },
    { text: 'a/b/c', message: `unable to parse requirement: <nil>: Invalid value: "a/b/c": ${THREE_PART_MSG}` },
    { text: '-x=a', message: `unable to parse requirement: <nil>: Invalid value: "-x": name part ${NAME_REGEX_MSG}` },
    { text: '!-x', message: `unable to parse requirement: <nil>: Invalid value: "-x": name part ${NAME_REGEX_MSG}` },
    { text: '/x', message: `unable to parse requirement: <nil>: Invalid value: "/x": prefix part must be non-empty` },
    { text: 'Foo.com/x', message: `unable to parse requirement: <nil>: Invalid value: "Foo.com/x": prefix part ${SUBDOMAIN_MSG}` },
    {
      text: 'example.com/',
      message: `unable to parse requirement: <nil>: Invalid value: "example.com/": name part must be non-empty; name part ${NAME_REGEX_MSG}`,
    },
    {
      text: 'x'.repeat(64),
      message: `unable to parse requirement: <nil>: Invalid value: "${'x'.repeat(64)}": name part must be no more than 63 characters`,
    },
    {
      text: `${'a'.repeat(254)}/x`,
      message: `unable to parse requirement: <nil>: Invalid value: "${'a'.repeat(254)}/x": prefix part must be no more than 253 characters`,
    },
    { text: 'ключ=a', message: `unable to parse requirement: <nil>: Invalid value: "ключ": name part ${NAME_REGEX_MSG}` },
    // Errors in the first requirement stop the parse before later ones are looked at.
    { text: 'x in (a,b', message: "unable to parse requirement: found '', expected: ',' or ')'" },
  ];

  it.each(cases)('rejects $text', ({ text, message }) => {
    const err = parseError(text);
    expect(err.message).toBe(message);
    expect(err.code).toBe('ERR_SELECTOR_PARSE');
    expect(err.name).toBe('SelectorParseError');
    expect(isSelectorParseError(err)).toBe(true);
  });

  it('keeps the underlying requirement error as the cause', () => {
    const err = parseError('x>a');
    expect(err.cause).toBeInstanceOf(Error);
    expect((err.cause as Error).message).toBe(`values[0]: Invalid value: "a": for 'Gt', 'Lt' operators, the value must be an integer`);
  });

  it('isSelectorParseError rejects other errors', () => {
    expect(isSelectorParseError(new Error('x'))).toBe(false);
    expect(isSelectorParseError('x')).toBe(false);
  });
});

describe('LabelSelector.matches truth table', () => {
  const sets: Record<string, Record<string, string> | undefined> = {
    none: undefined,
    empty: {},
    xa: { x: 'a' },
    xb: { x: 'b' },
    xc: { x: 'c' },
    xEmpty: { x: '' },
    ya: { y: 'a' },
    xaYb: { x: 'a', y: 'b' },
    x4: { x: '4' },
    x5: { x: '5' },
    x6: { x: '6' },
    xNeg: { x: '-10' },
    xWord: { x: 'abc' },
  };
  type SetName = keyof typeof sets;
  const table: Array<{ selector: string; matching: SetName[] }> = [
    { selector: '', matching: Object.keys(sets) as SetName[] },
    { selector: 'x=a', matching: ['xa', 'xaYb'] },
    { selector: 'x==a', matching: ['xa', 'xaYb'] },
    { selector: 'x!=a', matching: ['none', 'empty', 'xb', 'xc', 'xEmpty', 'ya', 'x4', 'x5', 'x6', 'xNeg', 'xWord'] },
    { selector: 'x in (a,b)', matching: ['xa', 'xb', 'xaYb'] },
    { selector: 'x notin (a,b)', matching: ['none', 'empty', 'xc', 'xEmpty', 'ya', 'x4', 'x5', 'x6', 'xNeg', 'xWord'] },
    { selector: 'x', matching: ['xa', 'xb', 'xc', 'xEmpty', 'xaYb', 'x4', 'x5', 'x6', 'xNeg', 'xWord'] },
    { selector: '!x', matching: ['none', 'empty', 'ya'] },
    { selector: 'x=', matching: ['xEmpty'] },
    { selector: 'x in ()', matching: ['xEmpty'] },
    { selector: 'x=a,y=b', matching: ['xaYb'] },
    { selector: 'x=a,!y', matching: ['xa'] },
    { selector: 'x>5', matching: ['x6'] },
    { selector: 'x<5', matching: ['x4', 'xNeg'] },
    { selector: 'x>4,x<6', matching: ['x5'] },
  ];

  for (const { selector, matching } of table) {
    describe(`"${selector}"`, () => {
      const sel = parseLabelSelector(selector);
      it.each(Object.keys(sets) as SetName[])('against %s', (name) => {
        expect(sel.matches(sets[name])).toBe(matching.includes(name));
      });
    });
  }

  it('only sees own properties, never the prototype chain', () => {
    expect(parseLabelSelector('constructor').matches({})).toBe(false);
    expect(parseLabelSelector('!toString').matches({})).toBe(true);
    expect(parseLabelSelector('constructor=a').matches({ constructor: 'a' })).toBe(true);
  });
});

describe('LabelSelector.requiresExactMatch', () => {
  const cases: Array<{ selector: string; key: string; value: string | undefined }> = [
    { selector: 'x=a', key: 'x', value: 'a' },
    { selector: 'x==a', key: 'x', value: 'a' },
    { selector: 'x in (a)', key: 'x', value: 'a' },
    { selector: 'x in (a,b)', key: 'x', value: undefined },
    { selector: 'x!=a', key: 'x', value: undefined },
    { selector: 'x', key: 'x', value: undefined },
    { selector: 'y=a', key: 'x', value: undefined },
    // Only the first requirement on the key is consulted.
    { selector: 'x!=b,x=a', key: 'x', value: undefined },
  ];
  it.each(cases)('$selector / $key', ({ selector, key, value }) => {
    expect(parseLabelSelector(selector).requiresExactMatch(key)).toBe(value);
  });
});

describe('building selectors in code', () => {
  it('labelSelectorFromMatch builds sorted equality requirements', () => {
    const sel = labelSelectorFromMatch({ b: '2', a: '1' });
    expect(sel.toString()).toBe('a=1,b=2');
    expect(sel.matches({ a: '1', b: '2', c: '3' })).toBe(true);
    expect(sel.matches({ a: '1' })).toBe(false);
  });

  it.each([undefined, {}])('labelSelectorFromMatch(%j) selects everything', (m) => {
    const sel = labelSelectorFromMatch(m);
    expect(sel.isEmpty()).toBe(true);
    expect(sel.matches(undefined)).toBe(true);
  });

  it('labelSelectorFromMatch validates only when asked', () => {
    expect(labelSelectorFromMatch({ a: '-bad' }).toString()).toBe('a=-bad');
    expect(() => labelSelectorFromMatch({ a: '-bad' }, { validate: true })).toThrow(
      new SelectorParseError(`values[0][a]: Invalid value: "-bad": ${LABEL_VALUE_MSG}`),
    );
  });

  const requirementErrors: Array<{ args: Parameters<typeof newLabelRequirement>; message: string }> = [
    { args: ['x', 'in', []], message: `values: Invalid value: []: for 'in', 'notin' operators, values set can't be empty` },
    { args: ['x', '=', ['a', 'b']], message: `values: Invalid value: ["a","b"]: exact-match compatibility requires one single value` },
    { args: ['x', 'exists', ['a']], message: `values: Invalid value: ["a"]: values set must be empty for exists and does not exist` },
    {
      args: ['x', 'gt', ['1', '2']],
      message: `values: Invalid value: ["1","2"]: for 'Gt', 'Lt' operators, exactly one value is required`,
    },
    { args: ['a/b/c', '=', ['v']], message: `key: Invalid value: "a/b/c": ${THREE_PART_MSG}` },
    {
      args: ['x', 'like' as never, []],
      message: `operator: Unsupported value: "like": supported values: "in", "notin", "=", "==", "!=", "gt", "lt", "exists", "!"`,
    },
  ];
  it.each(requirementErrors)('newLabelRequirement rejects $args', ({ args, message }) => {
    expect(() => newLabelRequirement(...args)).toThrow(new SelectorParseError(message));
  });

  it('labelSelectorFromRequirements sorts by key and matches like a parsed selector', () => {
    const sel = labelSelectorFromRequirements([newLabelRequirement('z', 'exists', []), newLabelRequirement('a', 'in', ['2', '1'])]);
    expect(sel.toString()).toBe('a in (1,2),z');
    expect(sel.matches({ a: '1', z: '' })).toBe(true);
    expect(sel.matches({ a: '3', z: '' })).toBe(false);
  });

  it('requirements are frozen', () => {
    const reqs = parseLabelSelector('x in (a,b)').requirements();
    expect(Object.isFrozen(reqs)).toBe(true);
    expect(Object.isFrozen(reqs[0])).toBe(true);
    expect(Object.isFrozen(reqs[0]!.values)).toBe(true);
  });
});
