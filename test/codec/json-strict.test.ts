import { describe, expect, it } from 'vitest';
import { JsonSyntaxError, parseJsonWithDuplicates } from '../../src/codec/json-strict.js';

describe('parseJsonWithDuplicates yields the same value as JSON.parse', () => {
  const corpus: [string, string][] = [
    ['object', '{"a":1,"b":[true,false,null],"c":{"d":"e"}}'],
    ['whitespace everywhere', ' \n\t{ "a" : [ 1 , 2 ] , "b" : { } , "c" : [ ] }\r\n'],
    ['numbers', '[0,-0,1.5,-2e3,1E+2,3e-4,123456789012345678901234567890,1e400,-1e-400]'],
    ['escapes', '["\\"\\\\\\/\\b\\f\\n\\r\\t","\\u00e9\\u0041","\\ud83d\\ude00","\\ud800"]'],
    ['non-ascii text', '{"名前":"värde 😀"}'],
    ['scalars at top level', '"x"'],
    ['null at top level', 'null'],
    ['deep nesting', '[[[[[[[[[[{"a":[[{}]]}]]]]]]]]]]'],
    ['last duplicate wins in first position', '{"a":1,"b":2,"a":3}'],
    ['__proto__ stays an own key', '{"__proto__":{"polluted":true},"x":1}'],
  ];
  it.each(corpus)('%s', (_name, text) => {
    const { value } = parseJsonWithDuplicates(text);
    expect(value).toStrictEqual(JSON.parse(text));
    if (typeof value === 'object' && value !== null) {
      expect(JSON.stringify(value)).toBe(JSON.stringify(JSON.parse(text)));
    }
  });

  it('keeps the prototype of objects with a "__proto__" key', () => {
    const { value } = parseJsonWithDuplicates('{"__proto__":{"polluted":true}}');
    const obj = value as Record<string, unknown>;
    expect(Object.getPrototypeOf(obj)).toBe(Object.prototype);
    expect(Object.keys(obj)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('parses a large request body quickly', () => {
    const items = Array.from({ length: 20_000 }, (_, i) => ({
      metadata: { name: `rc-${i}`, labels: { app: 'x', tier: String(i % 7) } },
      handler: 'runc',
      scheduling: { tolerations: [{ key: 'k', operator: 'Exists', effect: 'NoSchedule' }] },
    }));
    const text = JSON.stringify({ items });
    const start = performance.now();
    const { value, duplicates } = parseJsonWithDuplicates(text);
    const elapsed = performance.now() - start;
    expect(duplicates).toEqual([]);
    expect(value).toStrictEqual(JSON.parse(text));
    expect(elapsed).toBeLessThan(2000);
  });
});

describe('duplicate keys are reported with sigs.k8s.io/json paths', () => {
  const cases: [string, string, string[]][] = [
    ['top-level key', '{"kind":"A","kind":"B"}', ['kind']],
    ['nested key', '{"metadata":{"name":"a","name":"b"}}', ['metadata.name']],
    ['key inside a list item', '{"spec":{"tolerations":[{"key":"a"},{"key":"b","key":"c"}]}}', ['spec.tolerations[1].key']],
    ['map key', '{"metadata":{"labels":{"app":"a","app":"b"}}}', ['metadata.labels.app']],
    ['list inside list', '{"a":[[{"x":1,"x":2}]]}', ['a[0][0].x']],
    ['top-level list', '[{"a":1,"a":2}]', ['[0].a']],
    ['a key repeated three times is reported once', '{"a":1,"a":2,"a":3}', ['a']],
    ['duplicates in order of first repetition', '{"b":1,"a":1,"a":2,"b":2}', ['a', 'b']],
    ['a duplicated object key whose values also have duplicates', '{"s":{"x":1,"x":2},"s":{"y":1}}', ['s.x', 's']],
    ['same key in sibling objects is not a duplicate', '{"a":{"n":1},"b":{"n":2}}', []],
    ['dotted keys are joined as they are', '{"metadata":{"annotations":{"a.b/c":"1","a.b/c":"2"}}}', ['metadata.annotations.a.b/c']],
  ];
  it.each(cases)('%s', (_name, text, expected) => {
    const { value, duplicates } = parseJsonWithDuplicates(text);
    expect(duplicates).toEqual(expected);
    expect(value).toStrictEqual(JSON.parse(text));
  });

  it('caps the number of reported duplicates', () => {
    const text = '{' + Array.from({ length: 150 }, (_, i) => `"k${i}":1,"k${i}":2`).join(',') + '}';
    expect(parseJsonWithDuplicates(text).duplicates).toHaveLength(100);
    expect(parseJsonWithDuplicates(text, { maxDuplicates: 3 }).duplicates).toEqual(['k0', 'k1', 'k2']);
  });
});

describe('malformed input throws JsonSyntaxError with Go texts and a position', () => {
  const cases: [string, string, string, number][] = [
    ['empty input', '', 'unexpected end of JSON input', 0],
    ['unterminated object', '{"a":1', 'unexpected end of JSON input', 6],
    ['missing colon', '{"a" 1}', "invalid character '1' after object key", 5],
    ['trailing comma in object', '{"a":1,}', "invalid character '}' looking for beginning of object key string", 7],
    ['trailing comma in array', '[1,]', "invalid character ']' looking for beginning of value", 3],
    ['missing comma in object', '{"a":1 "b":2}', 'invalid character \'"\' after object key:value pair', 7],
    ['missing comma in array', '[1 2]', "invalid character '2' after array element", 3],
    ['bare word', 'nope', "invalid character 'o' in literal null (expecting 'u')", 1],
    ['bad literal', 'trux', "invalid character 'x' in literal true (expecting 'e')", 3],
    ['text after the value', '{} x', "invalid character 'x' after top-level value", 3],
    ['leading zero', '01', "invalid character '1' after top-level value", 1],
    ['lone minus', '-', 'unexpected end of JSON input', 1],
    ['minus then letter', '-a', "invalid character 'a' in numeric literal", 1],
    ['dangling decimal point', '[1.]', "invalid character ']' after decimal point in numeric literal", 3],
    ['dangling exponent', '[1e]', "invalid character ']' in exponent of numeric literal", 3],
    ['raw control character in a string', '"a\u0001"', "invalid character '\\x01' in string literal", 2],
    ['raw newline in a string', '"a\nb"', "invalid character '\\n' in string literal", 2],
    ['bad escape', '"\\x"', "invalid character 'x' in string escape code", 2],
    ['bad unicode escape', '"\\u12g4"', "invalid character 'g' in \\u hexadecimal character escape", 5],
    ['single quote', "{'a':1}", "invalid character '\\'' looking for beginning of object key string", 1],
    ['non-ASCII start shows its first byte', 'é', "invalid character 'Ã' looking for beginning of value", 0],
    ['unterminated string', '"abc', 'unexpected end of JSON input', 4],
  ];
  it.each(cases)('%s', (_name, text, message, position) => {
    let caught: unknown;
    try {
      parseJsonWithDuplicates(text);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(JsonSyntaxError);
    const e = caught as JsonSyntaxError;
    expect(e.message).toBe(message);
    expect(e.position).toBe(position);
    expect(e.code).toBe('ERR_JSON_SYNTAX');
  });

  it('rejects nesting deeper than the limit without overflowing the stack', () => {
    const deep = '['.repeat(10_001) + ']'.repeat(10_001);
    expect(() => parseJsonWithDuplicates(deep)).toThrow('exceeded max depth');
    const ok = '['.repeat(10_000) + ']'.repeat(10_000);
    expect(parseJsonWithDuplicates(ok).duplicates).toEqual([]);
    expect(() => parseJsonWithDuplicates('{"a":{"b":{}}}', { maxDepth: 2 })).toThrow(JsonSyntaxError);
    expect(parseJsonWithDuplicates('{"a":{"b":1}}', { maxDepth: 2 }).value).toEqual({ a: { b: 1 } });
  });
});
