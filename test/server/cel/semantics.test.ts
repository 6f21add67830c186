/**
 * Language semantics the admission plug-in relies on: set/map list types, property-name
 * escaping, upstream-shaped compile errors, typed request/namespace variables, error
 * absorption by && and ||, optionals, composition variables and the JSON result shape.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileCel, escapePropertyName, lazyVariables, unescapePropertyName, type CelProgram, type CelSchema } from '../../../src/server/cel/index.js';
import { compileError, compileOk, run, runError } from './helpers.js';

const LIST_SCHEMA: CelSchema = {
  type: 'object',
  properties: {
    set: { type: 'array', items: { type: 'string' }, 'x-kubernetes-list-type': 'set' },
    atomic: { type: 'array', items: { type: 'string' } },
    ports: {
      type: 'array',
      'x-kubernetes-list-type': 'map',
      'x-kubernetes-list-map-keys': ['name', 'protocol'],
      items: { type: 'object', properties: { name: { type: 'string' }, protocol: { type: 'string' }, port: { type: 'string' } } },
    },
  },
};
const withSchema = { variables: [{ name: 'object', type: 'dyn' as const, schema: LIST_SCHEMA }] };
const obj = {
  set: ['a', 'b'],
  atomic: ['a', 'b'],
  ports: [
    { name: 'http', protocol: 'TCP', port: '80' },
    { name: 'dns', protocol: 'UDP', port: '53' },
  ],
};

describe('list types from the schema', () => {
  it('a set compares without order', () => {
    expect(run("object.set == ['b', 'a']", { object: obj }, withSchema)).toBe(true);
    expect(run("['b', 'a'] == object.set", { object: obj }, withSchema)).toBe(true);
    expect(run("object.set == ['b', 'a', 'c']", { object: obj }, withSchema)).toBe(false);
    expect(run("object.set == ['b', 'c']", { object: obj }, withSchema)).toBe(false);
    expect(run("object.atomic == ['b', 'a']", { object: obj }, withSchema)).toBe(false);
    expect(run("object.atomic == ['a', 'b']", { object: obj }, withSchema)).toBe(true);
  });

  it('without a schema lists are atomic', () => {
    expect(run("object.set == ['b', 'a']", { object: obj })).toBe(false);
    expect(run("object.set + ['a']", { object: obj })).toEqual(['a', 'b', 'a']);
  });

  it('set + is a union keeping X positions and appending new Y elements in order', () => {
    expect(run("object.set + ['c', 'a', 'd', 'c']", { object: obj }, withSchema)).toEqual(['a', 'b', 'c', 'd']);
    expect(run("(object.set + ['c']) == ['c', 'b', 'a']", { object: obj }, withSchema)).toBe(true);
  });

  it('a map list compares by key, ignoring order', () => {
    expect(
      run(
        "object.ports == [{'name': 'dns', 'protocol': 'UDP', 'port': '53'}, {'name': 'http', 'protocol': 'TCP', 'port': '80'}]",
        { object: obj },
        withSchema,
      ),
    ).toBe(true);
    expect(
      run(
        "object.ports == [{'name': 'dns', 'protocol': 'UDP', 'port': '54'}, {'name': 'http', 'protocol': 'TCP', 'port': '80'}]",
        { object: obj },
        withSchema,
      ),
    ).toBe(false);
  });

  it('map + merges by key: Y values overwrite in X positions, new keys are appended', () => {
    expect(
      run(
        "object.ports + [{'name': 'metrics', 'protocol': 'TCP', 'port': '9090'}, {'name': 'http', 'protocol': 'TCP', 'port': '8080'}]",
        { object: obj },
        withSchema,
      ),
    ).toEqual([
      { name: 'http', protocol: 'TCP', port: '8080' },
      { name: 'dns', protocol: 'UDP', port: '53' },
      { name: 'metrics', protocol: 'TCP', port: '9090' },
    ]);
    // Same name, different protocol: a different key.
    expect(run("size(object.ports + [{'name': 'http', 'protocol': 'UDP', 'port': '80'}])", { object: obj }, withSchema)).toBe(3);
  });
});

describe('property-name escaping', () => {
  it.each([
    ['namespace', '__namespace__'],
    ['x-prop', 'x__dash__prop'],
    ['redact__d', 'redact__underscores__d'],
    ['a.b/c', 'a__dot__b__slash__c'],
    ['in', '__in__'],
    ['while', '__while__'],
    ['sprint', 'sprint'],
    ['int', 'int'],
    ['_x', '_x'],
  ])('%j escapes to %j', (name, escaped) => {
    expect(escapePropertyName(name)).toBe(escaped);
    expect(unescapePropertyName(escaped)).toBe(name);
  });

  it.each(['', '1abc', 'a b', 'a:b', 'é'])('%j is not accessible', (name) => {
    expect(escapePropertyName(name)).toBeUndefined();
  });

  it('escape then unescape is the identity on accessible names', () => {
    const name = fc.stringMatching(/^[a-zA-Z_.\-/][a-zA-Z0-9_.\-/]{0,20}$/);
    fc.assert(
      fc.property(name, (n) => {
        const e = escapePropertyName(n);
        expect(e).toBeDefined();
        expect(e).toMatch(/^[a-zA-Z_][a-zA-Z0-9_]*$/);
        expect(unescapePropertyName(e as string)).toBe(n);
      }),
      { seed: 20261123, numRuns: 2000 },
    );
  });

  it('escaped names select the property (the seed examples)', () => {
    const self = { namespace: 3, 'x-prop': 2, redact__d: 1, 'a.b': 'dot', 'a/b': 'slash' };
    const options = { variables: [{ name: 'self', type: 'dyn' as const }] };
    expect(run('self.__namespace__ > 0', { self }, options)).toBe(true);
    expect(run('self.x__dash__prop > 0', { self }, options)).toBe(true);
    expect(run('self.redact__underscores__d > 0', { self }, options)).toBe(true);
    expect(run("self.a__dot__b + self.a__slash__b", { self }, options)).toBe('dotslash');
    expect(run('has(self.x__dash__prop) && !has(self.y__dash__prop)', { self }, options)).toBe(true);
    expect(run("'kubernetes'.startsWith('kube')")).toBe(true);
  });
});

describe('compile errors', () => {
  it.each([
    ['x + 1', "compilation failed: ERROR: <input>:1:1: undeclared reference to 'x' (in container '')\n | x + 1\n | ^"],
    ['request.namex', "compilation failed: ERROR: <input>:1:8: undefined field 'namex'\n | request.namex\n | .......^"],
    ["'a' + 1", "compilation failed: ERROR: <input>:1:5: found no matching overload for '_+_' applied to '(string, int)'\n | 'a' + 1\n | ....^"],
    ['1 == 1.0', "compilation failed: ERROR: <input>:1:3: found no matching overload for '_==_' applied to '(int, double)'\n | 1 == 1.0\n | ..^"],
    ["[1, 'a']", "compilation failed: ERROR: <input>:1:5: expected type 'int' but found 'string'\n | [1, 'a']\n | ....^"],
    ['foo(1)', "compilation failed: ERROR: <input>:1:4: undeclared reference to 'foo' (in container '')\n | foo(1)\n | ...^"],
    ["'abc'.startsWith(1)", "compilation failed: ERROR: <input>:1:17: found no matching overload for 'startsWith' applied to 'string.(int)'\n | 'abc'.startsWith(1)\n | ................^"],
    ['1 +', "compilation failed: ERROR: <input>:1:4: Syntax error: mismatched input '<EOF>' expecting {'[', '{', '(', '.', '-', '!', 'true', 'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}\n | 1 +\n | ...^"],
    ['a.while', "compilation failed: ERROR: <input>:1:1: undeclared reference to 'a' (in container '')\n | a.while\n | ^"],
    ['while', 'compilation failed: ERROR: <input>:1:1: reserved identifier: while\n | while\n | ^'],
    ['1 ? 2 : 3', "compilation failed: ERROR: <input>:1:3: found no matching overload for '_?_:_' applied to '(int, int, int)'\n | 1 ? 2 : 3\n | ..^"],
    ["duration('1x')", "compilation failed: ERROR: <input>:1:10: invalid duration argument: type conversion error from 'string' to 'google.protobuf.Duration'\n | duration('1x')\n | .........^"],
  ])('%s', (expr, want) => {
    expect(compileError(expr)).toBe(want);
  });

  it('multi-line expressions report line and column', () => {
    expect(compileError("true &&\n  nope")).toBe(
      "compilation failed: ERROR: <input>:2:3: undeclared reference to 'nope' (in container '')\n |   nope\n | ..^",
    );
  });

  it('reports the output type for return-type checks', () => {
    expect(compileOk("object.x == 'a'").outputType).toBe('bool');
    expect(compileOk("'a' + 'b'").outputType).toBe('string');
    expect(compileOk('object.x').outputType).toBe('dyn');
    expect(compileOk('[1, 2].map(x, x * 2)').outputType).toBe('list(int)');
    expect(compileOk("{'a': 1}").outputType).toBe('map(string, int)');
    expect(compileOk('request.userInfo.groups').outputType).toBe('list(string)');
  });
});

describe('typed variables', () => {
  it('request fields read as the Go struct does (zero values when absent)', () => {
    const request = { operation: 'CREATE', kind: { group: 'apps', version: 'v1', kind: 'Deployment' }, userInfo: { username: 'alice' } };
    expect(run("request.operation == 'CREATE' && request.kind.kind == 'Deployment'", { request })).toBe(true);
    expect(run("request.namespace == '' && request.subResource == '' && !request.dryRun", { request })).toBe(true);
    expect(run('request.userInfo.groups.size() == 0 && request.userInfo.username == "alice"', { request })).toBe(true);
    expect(run("request.resource.resource == ''", { request })).toBe(true);
  });

  it('namespaceObject timestamps are timestamps', () => {
    const namespaceObject = { metadata: { name: 'ns', creationTimestamp: '2024-05-01T10:00:00Z', labels: { env: 'prod' } } };
    expect(run("namespaceObject.metadata.creationTimestamp < timestamp('2025-01-01T00:00:00Z')", { namespaceObject })).toBe(true);
    expect(run("namespaceObject.metadata.labels['env'] == 'prod'", { namespaceObject })).toBe(true);
    expect(compileError('namespaceObject.metadata.nope')).toContain("undefined field 'nope'");
    // zero values for absent fields, uid under its declared name
    expect(run("namespaceObject.metadata.annotations.size() == 0 && namespaceObject.status.phase == '' && namespaceObject.metadata.UID == 'u-1'", {
      namespaceObject: { metadata: { name: 'ns', uid: 'u-1' } },
    })).toBe(true);
    expect(run('namespaceObject == null', { namespaceObject: null })).toBe(true);
  });

  it('dyn objects: missing fields are runtime errors; has() tests them', () => {
    expect(runError('object.spec.replicas > 1', { object: { metadata: {} } })).toBe('no such key: spec');
    expect(run('has(object.spec) && object.spec.replicas > 1', { object: { metadata: {} } })).toBe(false);
    expect(run("object.?spec.?replicas.orValue(1)", { object: { spec: {} } })).toBe(1);
    expect(run("object.?spec.?replicas.orValue(1)", { object: { spec: { replicas: 4 } } })).toBe(4);
    expect(run("object.metadata[?'labels'].hasValue()", { object: { metadata: {} } })).toBe(false);
  });

  it('JSON numbers: integral ones are int, others double', () => {
    expect(run('object.a + 1', { object: { a: 2 } })).toBe(3);
    expect(run('object.b + 0.5', { object: { b: 2.5 } })).toBe(3);
    expect(runError('object.b + 1', { object: { b: 2.5 } })).toBe('no such overload: _+_(double, int)');
    expect(run('object.a < 2.5 && object.b > 2', { object: { a: 2, b: 2.5 } })).toBe(true);
  });
});

describe('evaluation', () => {
  it('&& and || absorb errors when the other side decides', () => {
    expect(run('1/0 == 1 || true')).toBe(true);
    expect(run('false && 1/0 == 1')).toBe(false);
    expect(run('1/0 == 1 && false')).toBe(false);
    expect(runError('true && 1/0 == 1')).toBe('division by zero');
    expect(run('[0, 1].exists(x, 1/x > 0)')).toBe(true);
    expect(runError('[1, 0].all(x, 1/x > 0)')).toBe('division by zero');
    expect(run('[0, 1].all(x, 1/x > 1)')).toBe(false);
  });

  it('int overflow, modulus and conversions error as upstream', () => {
    expect(runError('9223372036854775807 + 1')).toBe('integer overflow');
    expect(runError('-9223372036854775808 - 1')).toBe('integer overflow');
    expect(runError('1 % 0')).toBe('modulus by zero');
    expect(runError("int('x')")).toBe("type conversion error from 'string' to 'int'");
    expect(run('-9223372036854775808')).toBe(-9223372036854775808n);
    expect(run('9223372036854775807')).toBe(9223372036854775807n);
  });

  it('results come back as JSON-like values', () => {
    expect(run("{'a': [dyn(1), dyn(2.5), dyn('x'), dyn(true), null], 'b': dyn({'c': duration('90m')})}")).toEqual({
      a: [1, 2.5, 'x', true, null],
      b: { c: '5400s' },
    });
    expect(run("timestamp('2024-01-02T03:04:05.5Z')")).toBe('2024-01-02T03:04:05.500Z'.replace('.500', '.5'));
    expect(run("quantity('1.5Gi').add(1)")).toBe('1610612737');
    expect(run("quantity('1.5Gi')")).toBe('1.5Gi');
    expect(run('3u')).toBe(3);
  });

  it.each([
    ['string(10.5)', '10.5'],
    ['string(100000.0)', '100000'],
    ['string(1000000.0)', '1e+06'],
    ['string(123456789.0)', '1.23456789e+08'],
    ['string(0.0001)', '0.0001'],
    ['string(0.00001)', '1e-05'],
    ['string(-2.5e-7)', '-2.5e-07'],
    ['string(1.0/0.0)', '+Inf'],
    ['string(-1)', '-1'],
    ['string(18446744073709551615u)', '18446744073709551615'],
    ['string(true)', 'true'],
    ["string(b'abc')", 'abc'],
    ["string(duration('1h1ms'))", '3600.001s'],
  ])('%s renders as cel-go does: %j', (expr, want) => {
    expect(run(expr)).toBe(want);
  });

  it('map keys: duplicates and unsupported keys are errors', () => {
    expect(runError("{'a': 1, 'a': 2}")).toBe('Failed with repeated key: a');
    expect(run('{dyn(1): "a", dyn(2u): "b"}[2]')).toBe('b');
    expect(compileError('{1: "a", 2u: "b"}')).toContain("expected type 'int' but found 'uint'");
    expect(run("'b' in {'a': 1, 'b': 2}")).toBe(true);
  });

  it('timestamp and duration accessors', () => {
    expect(run("timestamp('2024-03-05T10:20:30Z').getFullYear()")).toBe(2024);
    expect(run("timestamp('2024-03-05T10:20:30Z').getMonth()")).toBe(2);
    expect(run("timestamp('2024-03-05T10:20:30Z').getDayOfMonth()")).toBe(4);
    expect(run("timestamp('2024-03-05T23:20:30Z').getHours('+02:00')")).toBe(1);
    expect(run("timestamp('2024-03-05T23:20:30Z').getHours('Europe/Paris')")).toBe(0);
    expect(run("duration('1h30m').getMinutes()")).toBe(90);
  });
});

describe('two-variable comprehensions (cel-go ext.TwoVarComprehensions)', () => {
  it.each([
    ['[1, 2, 3].all(i, v, v > i)', true],
    ["{'a': 1, 'b': 2}.exists(k, v, k == 'b' && v == 2)", true],
    ["{'a': 1, 'b': 2}.all(k, v, v > 1)", false],
    ['[10, 20].existsOne(i, v, i == 1 && v == 20)', true],
    ['[10, 20].exists_one(i, v, v > 5)', false],
    ['[1, 2].existsOne(x, x == 2)', true],
    ['[1, 2, 3].transformList(i, v, v * i)', [0, 2, 6]],
    ['[1, 2, 3].transformList(i, v, i > 0, v * 10)', [20, 30]],
    ["{'a': 1, 'b': 2}.transformMap(k, v, v + 1)", { a: 2, b: 3 }],
    ["{'a': 1, 'b': 2}.transformMap(k, v, v > 1, v + 1)", { b: 3 }],
    ['[1, 2].transformMap(i, v, v * 2)', { 0: 2, 1: 4 }],
    ["{'a': 'x', 'b': 'y'}.transformMapEntry(k, v, {v: k})", { x: 'a', y: 'b' }],
  ])('%s == %j', (expr, want) => {
    expect(run(expr)).toEqual(want);
  });

  it('transformMapEntry refuses a duplicate key; variables must be distinct names', () => {
    expect(runError("{'a': 'x', 'b': 'x'}.transformMapEntry(k, v, {v: k})")).toBe('insert failed: key x already exists');
    expect(compileError('[1].all(x, x, true)')).toContain('duplicate variable name: x');
  });

  it('types the variables: index int and element over a list, key and value over a map', () => {
    expect(compileOk('[1, 2].transformList(i, v, i + v)').outputType).toBe('list(int)');
    expect(compileOk("{'a': 1}.transformMap(k, v, k + string(v))").outputType).toBe('map(string, string)');
    expect(compileError("[1, 2].all(i, v, i + 'x' == v)")).toContain("found no matching overload for '_+_' applied to '(int, string)'");
  });
});

describe('composition variables', () => {
  const decls = [
    { name: 'object', type: 'dyn' as const },
    { name: 'variables', type: 'variables' as const },
  ];

  function compileAll(defs: Record<string, string>): Map<string, CelProgram> {
    const programs = new Map<string, CelProgram>();
    for (const [name, expr] of Object.entries(defs)) {
      const r = compileCel(expr, { variables: decls, compositionVariables: [...programs.keys()] });
      if (!r.ok) throw new Error(r.errors.join('\n'));
      programs.set(name, r.program);
    }
    return programs;
  }

  it('evaluates each variable lazily, once, with earlier variables in scope', () => {
    const programs = compileAll({ replicas: 'object.spec.replicas', doubled: 'variables.replicas * 2', unused: '1/0' });
    const counting = new Map<string, CelProgram>();
    const counts: Record<string, number> = {};
    for (const [n, p] of programs) {
      counting.set(n, {
        expression: p.expression,
        outputType: p.outputType,
        evaluate: (a, b) => p.evaluate(a, b),
        evaluateWithCost: (a, b) => p.evaluateWithCost(a, b),
        evaluateValue: (a, b) => {
          counts[n] = (counts[n] ?? 0) + 1;
          return p.evaluateValue(a, b);
        },
      });
    }
    const activation: Record<string, unknown> = { object: { spec: { replicas: 3 } } };
    activation.variables = lazyVariables(counting, () => activation);
    const check = compileCel('variables.doubled + variables.replicas + variables.doubled', { variables: decls, compositionVariables: ['replicas', 'doubled', 'unused'] });
    if (!check.ok) throw new Error(check.errors.join('\n'));
    expect(check.program.evaluate(activation)).toBe(15);
    expect(counts).toEqual({ doubled: 1, replicas: 1 });
  });

  it('an unknown variable name is a compile error; a failing variable fails its user', () => {
    expect(compileError('variables.nope', { variables: decls, compositionVariables: ['a'] })).toContain("undefined field 'nope'");
    const programs = compileAll({ bad: '1/0' });
    const activation: Record<string, unknown> = {};
    activation.variables = lazyVariables(programs, () => activation);
    const r = compileCel('variables.bad == 1 || true', { variables: decls, compositionVariables: ['bad'] });
    if (!r.ok) throw new Error(r.errors.join('\n'));
    expect(r.program.evaluate(activation)).toBe(true);
    const r2 = compileCel('variables.bad == 1', { variables: decls, compositionVariables: ['bad'] });
    if (!r2.ok) throw new Error(r2.errors.join('\n'));
    expect(() => r2.program.evaluate(activation)).toThrow('division by zero');
  });
});
