import { describe, expect, it } from 'vitest';
import { parseJsonWithDuplicates } from '../../../src/codec/json-strict.js';
import { applyJsonPatch, decodeJsonPatch, MAX_JSON_PATCH_OPERATIONS } from '../../../src/server/patch/json-patch.js';
import { PatchError, patchErrorToApiError, REJECTED_PATCH_MESSAGE } from '../../../src/server/patch/patch-error.js';
import type { JsonValue } from '../../../src/server/patch/json-value.js';

function patchError(fn: () => unknown): PatchError {
  try {
    fn();
  } catch (err) {
    if (err instanceof PatchError) return err;
    throw err;
  }
  throw new Error('expected a PatchError');
}

describe('RFC 6902 Appendix A examples', () => {
  const ok: [string, JsonValue, unknown, JsonValue][] = [
    ['A.1 adding an object member', { foo: 'bar' }, [{ op: 'add', path: '/baz', value: 'qux' }], { foo: 'bar', baz: 'qux' }],
    ['A.2 adding an array element', { foo: ['bar', 'baz'] }, [{ op: 'add', path: '/foo/1', value: 'qux' }], { foo: ['bar', 'qux', 'baz'] }],
    ['A.3 removing an object member', { baz: 'qux', foo: 'bar' }, [{ op: 'remove', path: '/baz' }], { foo: 'bar' }],
    ['A.4 removing an array element', { foo: ['bar', 'qux', 'baz'] }, [{ op: 'remove', path: '/foo/1' }], { foo: ['bar', 'baz'] }],
    ['A.5 replacing a value', { baz: 'qux', foo: 'bar' }, [{ op: 'replace', path: '/baz', value: 'boo' }], { baz: 'boo', foo: 'bar' }],
    [
      'A.6 moving a value',
      { foo: { bar: 'baz', waldo: 'fred' }, qux: { corge: 'grault' } },
      [{ op: 'move', from: '/foo/waldo', path: '/qux/thud' }],
      { foo: { bar: 'baz' }, qux: { corge: 'grault', thud: 'fred' } },
    ],
    [
      'A.7 moving an array element',
      { foo: ['all', 'grass', 'cows', 'eat'] },
      [{ op: 'move', from: '/foo/1', path: '/foo/3' }],
      { foo: ['all', 'cows', 'eat', 'grass'] },
    ],
    [
      'A.8 testing a value: success',
      { baz: 'qux', foo: ['a', 2, 'c'] },
      [
        { op: 'test', path: '/baz', value: 'qux' },
        { op: 'test', path: '/foo/1', value: 2 },
      ],
      { baz: 'qux', foo: ['a', 2, 'c'] },
    ],
    [
      'A.10 adding a nested member object',
      { foo: 'bar' },
      [{ op: 'add', path: '/child', value: { grandchild: {} } }],
      { foo: 'bar', child: { grandchild: {} } },
    ],
    [
      'A.11 ignoring unrecognized elements',
      { foo: 'bar' },
      [{ op: 'add', path: '/baz', value: 'qux', xyz: 123 }],
      { foo: 'bar', baz: 'qux' },
    ],
    ['A.14 ~ escape ordering', { '/': 9, '~1': 10 }, [{ op: 'test', path: '/~01', value: 10 }], { '/': 9, '~1': 10 }],
    ['A.16 adding an array value', { foo: ['bar'] }, [{ op: 'add', path: '/foo/-', value: ['abc', 'def'] }], { foo: ['bar', ['abc', 'def']] }],
  ];
  it.each(ok)('%s', (_name, doc, patch, expected) => {
    expect(applyJsonPatch(doc, patch)).toEqual(expected);
  });

  const failing: [string, JsonValue, unknown, string][] = [
    ['A.9 testing a value: error', { baz: 'qux' }, [{ op: 'test', path: '/baz', value: 'bar' }], 'testing value /baz failed: test failed'],
    [
      'A.12 adding to a nonexistent target',
      { foo: 'bar' },
      [{ op: 'add', path: '/baz/bat', value: 'qux' }],
      'add operation does not apply: doc is missing path: "/baz/bat": missing value',
    ],
    [
      'A.15 comparing strings and numbers',
      { '/': 9, '~1': 10 },
      [{ op: 'test', path: '/~01', value: '10' }],
      'testing value /~01 failed: test failed',
    ],
  ];
  it.each(failing)('%s', (_name, doc, patch, message) => {
    const err = patchError(() => applyJsonPatch(doc, patch));
    expect(err.message).toBe(message);
    expect(err.kind).toBe('Rejected');
  });

  it('A.13 invalid patch document: a duplicated "op" is detectable, and the last one applies', () => {
    const text = '[{ "op": "add", "path": "/baz", "value": "qux", "op": "remove" }]';
    const { value, duplicates } = parseJsonWithDuplicates(text);
    expect(duplicates).toEqual(['[0].op']);
    expect(patchError(() => applyJsonPatch({ foo: 'bar' }, value)).message).toBe(
      "error in remove for path: '/baz': unable to remove nonexistent key: baz: missing value",
    );
  });
});

describe('upstream error texts (evanphx/json-patch v4)', () => {
  const cases: [string, JsonValue, unknown, string][] = [
    ['test of a different value', { spec: { x: 1 } }, [{ op: 'test', path: '/spec/x', value: 2 }], 'testing value /spec/x failed: test failed'],
    ['replace of a missing key', {}, [{ op: 'replace', path: '/x', value: 1 }], 'replace operation does not apply: doc is missing key: /x: missing value'],
    ['replace under a missing parent', {}, [{ op: 'replace', path: '/a/b', value: 1 }], 'replace operation does not apply: doc is missing path: /a/b: missing value'],
    ['add under a missing parent', { a: {} }, [{ op: 'add', path: '/a/b/c', value: 1 }], 'add operation does not apply: doc is missing path: "/a/b/c": missing value'],
    ['add under a null parent', { a: null }, [{ op: 'add', path: '/a/b', value: 1 }], 'add operation does not apply: doc is missing path: "/a/b": missing value'],
    ['add under a scalar parent', { a: 'x' }, [{ op: 'add', path: '/a/b', value: 1 }], 'add operation does not apply: doc is missing path: "/a/b": missing value'],
    ['add to the whole document', {}, [{ op: 'add', path: '', value: {} }], 'add operation does not apply: doc is missing path: "": missing value'],
    ['remove of a missing key', {}, [{ op: 'remove', path: '/x' }], "error in remove for path: '/x': unable to remove nonexistent key: x: missing value"],
    ['remove under a missing parent', {}, [{ op: 'remove', path: '/a/b' }], 'remove operation does not apply: doc is missing path: "/a/b": missing value'],
    ['add past the end of an array', { a: [1] }, [{ op: 'add', path: '/a/5', value: 2 }], "error in add for path: '/a/5': Unable to access invalid index: 5: invalid index referenced"],
    [
      'add at a non-numeric array index',
      { a: [1] },
      [{ op: 'add', path: '/a/x', value: 2 }],
      `error in add for path: '/a/x': value was not a proper array index: 'x': strconv.Atoi: parsing "x": invalid syntax`,
    ],
    ['remove past the end of an array', { a: [1] }, [{ op: 'remove', path: '/a/5' }], "error in remove for path: '/a/5': Unable to access invalid index: 5: invalid index referenced"],
    ['remove with "-"', { a: [1] }, [{ op: 'remove', path: '/a/-' }], `error in remove for path: '/a/-': strconv.Atoi: parsing "-": invalid syntax`],
    ['replace with "-"', { a: [1] }, [{ op: 'replace', path: '/a/-', value: 2 }], 'replace operation does not apply: doc is missing key: /a/-: missing value'],
    ['move from a missing parent', {}, [{ op: 'move', from: '/x/y', path: '/z' }], 'move operation does not apply: doc is missing from path: /x/y: missing value'],
    ['move of a missing key', {}, [{ op: 'move', from: '/x', path: '/z' }], "error in move for path: 'x': unable to get nonexistent key: x: missing value"],
    ['move into its own child', { a: { b: 1 } }, [{ op: 'move', from: '/a', path: '/a/c' }], 'move operation does not apply: doc is missing destination path: /a/c: missing value'],
    ['copy to a missing parent', { x: 1 }, [{ op: 'copy', from: '/x', path: '/a/b' }], 'copy operation does not apply: doc is missing destination path: /a/b: missing value'],
    ['copy of a missing key', {}, [{ op: 'copy', from: '/x', path: '/y' }], "error in copy for from: '/x': unable to get nonexistent key: x: missing value"],
    ['test under a missing parent', {}, [{ op: 'test', path: '/a/b', value: 1 }], 'test operation does not apply: is missing path: /a/b: missing value'],
    ['test past the end of an array', { a: [] }, [{ op: 'test', path: '/a/9', value: 1 }], "error in test for path: '/a/9': Unable to access invalid index: 9: invalid index referenced"],
    ['test of a missing key', {}, [{ op: 'test', path: '/a', value: 1 }], 'testing value /a failed: test failed'],
    ['test of the whole document', { a: 1 }, [{ op: 'test', path: '', value: { a: 2 } }], 'testing value  failed: test failed'],
    ['unknown operation', {}, [{ op: 'frob', path: '/a' }], 'Unexpected kind: frob'],
    ['operation without op', {}, [{ path: '/a' }], 'Unexpected kind: unknown'],
    ['null operation', {}, [null], 'Unexpected kind: unknown'],
    ['add without path', {}, [{ op: 'add', value: 1 }], 'add operation failed to decode path: missing value'],
    ['replace without path', {}, [{ op: 'replace', value: 1 }], 'replace operation failed to decode path: operation missing path field: missing value'],
    ['replace with a numeric path', {}, [{ op: 'replace', path: 5, value: 1 }], 'replace operation failed to decode path: json: cannot unmarshal number into Go value of type string'],
    ['move without from', {}, [{ op: 'move', path: '/a' }], 'move operation failed to decode from: operation, missing from field: missing value'],
    ['negative index beyond the start', { a: [1, 2] }, [{ op: 'remove', path: '/a/-3' }], "error in remove for path: '/a/-3': Unable to access invalid index: -3: invalid index referenced"],
    [
      'index out of int64 range',
      { a: [1] },
      [{ op: 'remove', path: '/a/99999999999999999999' }],
      `error in remove for path: '/a/99999999999999999999': strconv.Atoi: parsing "99999999999999999999": value out of range`,
    ],
  ];
  it.each(cases)('%s', (_name, doc, patch, message) => {
    const err = patchError(() => applyJsonPatch(doc, patch));
    expect(err.message).toBe(message);
    expect(err.kind).toBe('Rejected');
  });
});

describe('upstream behaviours kept on purpose', () => {
  const cases: [string, JsonValue, unknown, JsonValue][] = [
    ['negative index counts from the end', { a: [1, 2, 3] }, [{ op: 'remove', path: '/a/-1' }], { a: [1, 2] }],
    ['add at -1 appends after the last element', { a: [1, 2] }, [{ op: 'add', path: '/a/-1', value: 9 }], { a: [1, 2, 9] }],
    ['Atoi accepts a sign and leading zeros', { a: [1, 2, 3] }, [{ op: 'replace', path: '/a/+01', value: 9 }], { a: [1, 9, 3] }],
    ['a pointer without leading slash ignores its first segment', { a: 1, b: 2 }, [{ op: 'remove', path: 'a/b' }], { a: 1 }],
    ['~1 and ~0 decode in one pass', {}, [{ op: 'add', path: '/a~1b~0c~01', value: 1 }], { 'a/b~c~1': 1 }],
    ['add with no value adds null', {}, [{ op: 'add', path: '/a' }], { a: null }],
    ['add replaces an existing member in place', { a: 1, b: 2 }, [{ op: 'add', path: '/a', value: 3 }], { a: 3, b: 2 }],
    ['test with null matches a missing member', {}, [{ op: 'test', path: '/a', value: null }], {}],
    ['test with null matches a null member', { a: null }, [{ op: 'test', path: '/a', value: null }], { a: null }],
    ['test compares objects structurally', { a: { x: 1, y: [1, 2] } }, [{ op: 'test', path: '/a', value: { y: [1, 2], x: 1 } }], { a: { x: 1, y: [1, 2] } }],
    ['replace of the whole document with an object', { a: 1 }, [{ op: 'replace', path: '', value: { b: 2 } }], { b: 2 }],
    ['replace of the whole document with a scalar is ignored', { a: 1 }, [{ op: 'replace', path: '', value: 5 }], { a: 1 }],
    ['copy duplicates a subtree', { a: { b: [1] } }, [{ op: 'copy', from: '/a', path: '/c' }], { a: { b: [1] }, c: { b: [1] } }],
    ['a null patch document changes nothing', { a: 1 }, null, { a: 1 }],
    ['operations apply in order', { a: 1 }, [{ op: 'copy', from: '/a', path: '/b' }, { op: 'replace', path: '/a', value: 2 }, { op: 'test', path: '/b', value: 1 }], { a: 2, b: 1 }],
    ['a "__proto__" member is an ordinary key', {}, [{ op: 'add', path: '/__proto__', value: { polluted: true } }], JSON.parse('{"__proto__":{"polluted":true}}')],
  ];
  it.each(cases)('%s', (_name, doc, patch, expected) => {
    expect(applyJsonPatch(doc, patch)).toEqual(expected);
  });

  it('never mutates the document or the patch', () => {
    const doc = { a: { b: [1, 2] } };
    const patch = [
      { op: 'add', path: '/a/b/-', value: { deep: [1] } },
      { op: 'remove', path: '/a/b/0' },
    ];
    const docCopy = structuredClone(doc);
    const patchCopy = structuredClone(patch);
    const out = applyJsonPatch(doc, patch) as { a: { b: unknown[] } };
    expect(doc).toEqual(docCopy);
    expect(patch).toEqual(patchCopy);
    (out.a.b[1] as { deep: number[] }).deep.push(2);
    expect(patch[0]!.value).toEqual({ deep: [1] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('decoding and limits', () => {
  it.each([
    ['an object', { op: 'add' }, 'json: cannot unmarshal object into Go value of type jsonpatch.Patch'],
    ['a string', 'x', 'json: cannot unmarshal string into Go value of type jsonpatch.Patch'],
    ['a list of strings', ['x'], 'json: cannot unmarshal string into Go value of type jsonpatch.Operation'],
    ['a list holding a list', [[]], 'json: cannot unmarshal array into Go value of type jsonpatch.Operation'],
  ])('a patch that is %s is a bad request', (_name, patch, message) => {
    const err = patchError(() => decodeJsonPatch(patch));
    expect(err.message).toBe(message);
    expect(err.kind).toBe('BadRequest');
    expect(patchError(() => applyJsonPatch({}, patch)).kind).toBe('BadRequest');
  });

  it('rejects more operations than the limit as too large', () => {
    const ops = Array.from({ length: 3 }, () => ({ op: 'test', path: '/a', value: 1 }));
    const err = patchError(() => applyJsonPatch({ a: 1 }, ops, { maxOperations: 2 }));
    expect(err.kind).toBe('RequestEntityTooLarge');
    expect(err.message).toBe('The allowed maximum operations in a JSON patch is 2, got 3');
    expect(MAX_JSON_PATCH_OPERATIONS).toBe(10000);
    expect(patchErrorToApiError(err).status).toMatchObject({ code: 413, reason: 'RequestEntityTooLarge' });
  });

  it('limits the bytes added by copy operations when asked to', () => {
    const doc = { a: 'x'.repeat(10) };
    const ops = [
      { op: 'copy', from: '/a', path: '/b' },
      { op: 'copy', from: '/a', path: '/c' },
    ];
    expect(applyJsonPatch(doc, ops, { accumulatedCopySizeLimit: 24 })).toEqual({ a: doc.a, b: doc.a, c: doc.a });
    expect(patchError(() => applyJsonPatch(doc, ops, { accumulatedCopySizeLimit: 20 })).message).toBe(
      'Unable to complete the copy, the accumulated size increase of copy is 24, exceeding the limit 20',
    );
  });
});

describe('patchErrorToApiError follows the patch handler', () => {
  it('an operation that does not apply is a 422 with the generic text and empty details', () => {
    const err = patchError(() => applyJsonPatch({}, [{ op: 'test', path: '/a', value: 1 }]));
    const api = patchErrorToApiError(err);
    expect(api.status).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: REJECTED_PATCH_MESSAGE,
      reason: 'Invalid',
      details: {},
      code: 422,
    });
    expect(api.cause).toBe(err);
  });

  it('an undecodable patch is a 400 with the decoder text', () => {
    const api = patchErrorToApiError(patchError(() => decodeJsonPatch({})));
    expect(api.status).toMatchObject({ code: 400, reason: 'BadRequest', message: 'json: cannot unmarshal object into Go value of type jsonpatch.Patch' });
  });
});
