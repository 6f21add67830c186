/**
 * Hostile input: whatever text a policy author sends, compileCel answers with a program or
 * upstream-shaped compile errors (never throws, never hangs); whatever a compiled program
 * meets at run time, it returns a value or throws CelEvaluationError. Deep nesting is
 * bounded by cel-go's limits (recursion 250, 100,000 code points).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CelEvaluationError, compileCel, type CelCompileResult } from '../../../src/server/cel/index.js';
import { ADMISSION_VARIABLES } from './helpers.js';

const SEED = 20261123;
const options = { variables: ADMISSION_VARIABLES };

function compileSafely(expr: string): CelCompileResult {
  const r = compileCel(expr, options);
  if (!r.ok) {
    expect(r.errors.length).toBeGreaterThan(0);
    for (const e of r.errors) expect(e).toMatch(/^compilation failed: /);
  }
  return r;
}

function evaluateSafely(r: CelCompileResult, activation: Record<string, unknown>): void {
  if (!r.ok) return;
  try {
    r.program.evaluate(activation, { remaining: 10_000_000 });
  } catch (e) {
    if (!(e instanceof CelEvaluationError)) throw e;
    expect(['cost-exceeded-per-call', 'cost-exceeded-budget', 'runtime']).toContain(e.reason);
  }
}

const TOKENS = [
  '(', ')', '[', ']', '{', '}', '.', '.?', ',', ':', '?', '!', '-', '+', '*', '/', '%', '==', '!=', '<', '<=', '>', '>=', '&&', '||', 'in',
  'object', 'oldObject', 'params', 'request', 'namespaceObject', 'authorizer', 'x', 'e', 'has', 'all', 'exists', 'exists_one', 'map', 'filter',
  'size', 'matches', 'find', 'findAll', 'quantity', 'isSorted', 'sum', 'min', 'max', 'indexOf', 'int', 'string', 'duration', 'timestamp',
  '1', '0', '-1', '1u', '1.5', '1e308', '0x7fffffffffffffff', '9223372036854775808', "'a'", '"b"', "'''c'''", "r'\\d'", "b'z'", 'true', 'false', 'null',
  '__namespace__', 'spec', 'metadata', 'while', '\\', "'", '"', '\n',
];
const tokenSoup = fc.array(fc.constantFrom(...TOKENS), { maxLength: 40 }).map((ts) => ts.join(' '));

/** Well-formed-ish expressions over the admission variables. */
const expr: fc.Arbitrary<string> = fc.letrec<{ e: string }>((tie) => ({
  e: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('object', 'object.spec', 'object.metadata.name', 'params.xs', 'request.name', 'request.userInfo.groups', '1', "'s'", '2.5', 'true', 'null', '[1, 2, 3]', "{'k': 'v'}"),
    fc.tuple(tie('e'), fc.constantFrom('+', '-', '*', '/', '%', '==', '!=', '<', '>=', '&&', '||', 'in'), tie('e')).map(([a, op, b]) => `(${a} ${op} ${b})`),
    fc.tuple(tie('e'), fc.constantFrom('size()', 'isSorted()', 'sum()', 'min()', "matches('^a+$')", "find('[0-9]+')", "findAll('x')", 'spec', 'name', "indexOf('a')", 'lowerAscii()')).map(([a, m]) => `${a}.${m}`),
    fc.tuple(tie('e'), fc.constantFrom('all', 'exists', 'exists_one', 'map', 'filter'), tie('e')).map(([a, m, b]) => `${a}.${m}(x, ${b})`),
    fc.tuple(tie('e'), tie('e'), tie('e')).map(([a, b, c]) => `(${a} ? ${b} : ${c})`),
    tie('e').map((a) => `has(${a}.f)`),
    tie('e').map((a) => `[${a}, ${a}]`),
    tie('e').map((a) => `quantity(string(${a}))`),
  ),
})).e;

const activations = fc.record({
  object: fc.jsonValue({ maxDepth: 4 }),
  oldObject: fc.jsonValue({ maxDepth: 2 }),
  params: fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.record({ xs: fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 20 }) })),
  request: fc.record({ name: fc.string(), userInfo: fc.record({ username: fc.string(), groups: fc.array(fc.string(), { maxLength: 3 }) }) }),
  namespaceObject: fc.constant({ metadata: { name: 'ns' } }),
  authorizer: fc.constant({ user: { username: 'u' }, authorizer: { authorize: () => ({ decision: 'deny' as const, reason: 'no' }) } }),
});

describe('hostile CEL input', () => {
  it('arbitrary text never throws out of compileCel', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 200 }), tokenSoup), (s) => {
        compileSafely(s);
      }),
      { seed: SEED, numRuns: 3000 },
    );
  });

  it('generated expressions compile or fail cleanly, and evaluate or fail cleanly', () => {
    fc.assert(
      fc.property(expr, activations, (e, a) => {
        evaluateSafely(compileSafely(e), a);
      }),
      { seed: SEED, numRuns: 1500 },
    );
  });

  it('truncations of valid expressions fail with compile errors, not crashes', () => {
    const valid =
      "has(object.spec) && object.spec.containers.all(c, c.image.matches('^registry.example.com/') && quantity(c.resources.limits.cpu).isLessThan(quantity('2')))";
    for (let i = 0; i <= valid.length; i++) compileSafely(valid.slice(0, i));
  });

  it.each([
    ['parentheses', '('.repeat(100_000) + '1' + ')'.repeat(100_000)],
    ['negations', '!'.repeat(50_000) + 'true'],
    ['minus signs', '-'.repeat(50_000) + 'x'],
    ['list nesting', '['.repeat(20_000) + ']'.repeat(20_000)],
    ['map nesting', "{'a': ".repeat(10_000) + '1' + '}'.repeat(10_000)],
    ['selects', 'object' + '.a'.repeat(30_000)],
    ['indexes', 'object' + '[0]'.repeat(30_000)],
    ['additions', Array.from({ length: 20_000 }, () => '1').join(' + ')],
    ['ternaries', 'true ? '.repeat(10_000) + '1' + ' : 2'.repeat(10_000)],
    ['calls', 'size('.repeat(10_000) + "''" + ')'.repeat(10_000)],
    ['macros', 'object.all(x, '.repeat(5_000) + 'true' + ')'.repeat(5_000)],
  ])('deep %s: bounded by the recursion limit', (_name, src) => {
    const t0 = performance.now();
    const r = compileCel(src, options);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatch(/max recursion depth exceeded|expression code point size exceeds limit/);
    expect(performance.now() - t0).toBeLessThan(2000);
  });

  it('nesting up to the limit still compiles and evaluates', () => {
    const r = compileCel('('.repeat(200) + '1' + ')'.repeat(200) + ' + ' + '-'.repeat(100) + '1', options);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.program.evaluate({})).toBe(2);
  });

  it('an expression over 100,000 code points is refused', () => {
    const r = compileCel(`'${'a'.repeat(100_000)}'`, options);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toBe('compilation failed: ERROR: <input>:1:1: expression code point size exceeds limit: size: 100002, limit 100000');
  });

  it('huge and deep runtime values do not crash evaluation', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 50_000; i++) deep = { a: deep };
    const big = { items: Array.from({ length: 200_000 }, (_, i) => ({ name: `n${i}` })) };
    const cases: [string, Record<string, unknown>][] = [
      ['object == oldObject', { object: deep, oldObject: deep }],
      ['object.a.a.a == 1', { object: deep }],
      ['object.items.exists(i, i.name == "n199999")', { object: big }],
      ['object.items.map(i, i.name).size() > 0', { object: big }],
      ['object', { object: deep }],
    ];
    for (const [e, a] of cases) {
      const t0 = performance.now();
      evaluateSafely(compileSafely(e), a);
      expect(performance.now() - t0).toBeLessThan(5000);
    }
  });

  it('hostile patterns and inputs stay linear', () => {
    const inputs = fc.string({ unit: fc.constantFrom('a', 'b', 'x', '!', '1'), maxLength: 3000 });
    const patterns = fc.constantFrom('(a+)+$', '(a|aa)+$', '(a*)*b', '(x+x+)+y', '^(a|a?)+$', '(.*a){20}', '([a-z]+)*!', '(\\d+)*x');
    const t0 = performance.now();
    fc.assert(
      fc.property(inputs, patterns, (s, re) => {
        const r = compileCel('object.s.matches(object.re) || object.s.find(object.re) != "" || size(object.s.findAll(object.re)) > 0', options);
        expect(r.ok).toBe(true);
        evaluateSafely(r, { object: { s, re } });
      }),
      { seed: SEED, numRuns: 300 },
    );
    expect(performance.now() - t0).toBeLessThan(20_000);
  });

  it('arbitrary URL strings parse or fail cleanly', () => {
    const r = compileCel(
      "isURL(object.s) ? [url(object.s).getHost(), url(object.s).getEscapedPath(), string(size(url(object.s).getQuery())), url(object.s).getPort()] : [url(object.s).getScheme()]",
      options,
    );
    expect(r.ok).toBe(true);
    const pieces = fc.constantFrom('https://', 'http://', '/', '//', '[', ']', '::1', ':', '80', '?', '&', '=', '#', '%', '%2', '%zz', '%41', '+', ' ', 'a', 'é', '@', ';', '\u0000');
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 60 }), fc.array(pieces, { maxLength: 16 }).map((p) => p.join(''))), (s) => {
        evaluateSafely(r, { object: { s } });
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('a multiplying replace() is refused instead of exhausting memory', () => {
    const r = compileCel("object.s.replace('', object.t).size() > 0", options);
    const t0 = performance.now();
    expect(() => (r.ok ? r.program.evaluate({ object: { s: 'a'.repeat(1_000_000), t: 'b'.repeat(100_000) } }) : undefined)).toThrow(
      'replace: result string too large',
    );
    expect(performance.now() - t0).toBeLessThan(2000);
  });

  it('malformed durations, timestamps and quantities are errors, fast', () => {
    const junk = fc.string({ unit: fc.constantFrom('1', '.', 'h', 'm', 's', 'u', 'µ', 'n', '-', '+', 'e', 'E', 'i', 'K', 'G', 'T', 'Z', ':', ' '), maxLength: 200 });
    fc.assert(
      fc.property(junk, (s) => {
        const r = compileCel('duration(object.s) == duration("1s") || timestamp(object.s) > timestamp("2020-01-01T00:00:00Z") || quantity(object.s).sign() > 0', options);
        evaluateSafely(r, { object: { s } });
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });
});
