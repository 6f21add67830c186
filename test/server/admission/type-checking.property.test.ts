/**
 * Properties of schema-typed checking: random expressions (over real property names of the
 * served schemas, typos, operators, macros, deep and truncated ones) type-checked against
 * every served kind never throw and answer undefined or cel-go issue text; random policies
 * (mistyped, duplicated, huge rule lists, odd paramKinds) never make typeCheckPolicy throw.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allResources } from '../../../src/meta/resources.js';
import { componentSchemas } from '../../../src/meta/schema.js';
import type { ValidatingAdmissionPolicy } from '../../../src/meta/types.js';
import { kindDeclType, typeCheckPolicy } from '../../../src/server/admission/type-checking.js';
import { typeCheckCel, type CelDeclType } from '../../../src/server/cel/index.js';
import { ADMISSION_VARIABLES } from '../cel/helpers.js';

const SEED = 20261127;

const kinds = allResources.map((d) => ({ d, type: kindDeclType({ group: d.group, version: d.version, kind: d.kind }) }));

const NAMES = [...new Set(Object.values(componentSchemas).flatMap((s) => Object.keys(s.properties ?? {})))];
const field = fc.oneof(fc.constantFrom(...NAMES), fc.constantFrom('nope', 'x__dash__y', '__namespace__', 'size', 'all'), fc.stringMatching(/^[a-z][a-zA-Z]{0,8}$/));
const path = fc.tuple(fc.constantFrom('object', 'oldObject', 'params'), fc.array(field, { maxLength: 6 })).map(([root, fs]) => [root, ...fs].join('.'));

const expr: fc.Arbitrary<string> = fc.letrec<{ e: string }>((tie) => ({
  e: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    path,
    fc.constantFrom('1', "'s'", '2.5', 'true', 'null', '[1]', "{'k': 1}", "duration('1s')", "timestamp('2024-01-01T00:00:00Z')"),
    fc.tuple(tie('e'), fc.constantFrom('+', '-', '*', '==', '!=', '<', '>=', '&&', '||', 'in'), tie('e')).map(([a, op, b]) => `(${a} ${op} ${b})`),
    fc.tuple(tie('e'), fc.constantFrom('size()', "startsWith('a')", 'isSorted()', 'sum()', "matches('^a$')")).map(([a, m]) => `${a}.${m}`),
    fc.tuple(path, fc.constantFrom('all', 'exists', 'map', 'filter'), field, tie('e')).map(([a, m, f, b]) => `${a}.${m}(x, x.${f} == ${b})`),
    fc.tuple(tie('e'), fc.integer({ min: -1, max: 3 })).map(([a, i]) => `${a}[${i}]`),
    fc.tuple(tie('e'), fc.string({ maxLength: 5 })).map(([a, k]) => `${a}[${JSON.stringify(k)}]`),
    fc.tuple(tie('e'), tie('e'), tie('e')).map(([a, b, c]) => `(${a} ? ${b} : ${c})`),
    path.map((p) => `has(${p})`),
    path.map((p) => `${p}.?spec.orValue(1)`),
  ),
})).e;

function checkAll(expression: string, paramsType: CelDeclType | undefined): void {
  for (const { type } of kinds) {
    if (!type) continue;
    const types = new Map<string, CelDeclType>([
      ['object', type],
      ['oldObject', type],
    ]);
    if (paramsType) types.set('params', paramsType);
    const r = typeCheckCel(expression, { variables: ADMISSION_VARIABLES }, types);
    if (r !== undefined) expect(r).toMatch(/^ERROR: <input>:\d+:\d+: /);
  }
}

describe('schema-typed checking over every served kind', () => {
  it('every served kind has a schema type', () => {
    for (const { d, type } of kinds) expect(type, d.kind).toBeDefined();
  });

  it('random expressions never throw', () => {
    fc.assert(
      fc.property(expr, fc.integer({ min: 0, max: kinds.length - 1 }), (e, p) => {
        checkAll(e, kinds[p]?.type);
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  it('truncations and deep selections never throw', () => {
    const valid = "object.metadata.labels.all(k, object.metadata.labels[k].startsWith('a')) && has(object.spec) && object.spec.holderIdentity != ''";
    for (let i = 0; i <= valid.length; i++) checkAll(valid.slice(0, i), undefined);
    checkAll(`object${'.metadata'.repeat(200)} == 1`, undefined);
    checkAll(`object.metadata.managedFields${'[0]'.repeat(100)}`, undefined);
  });

  it('random policies never make typeCheckPolicy throw', () => {
    const groups = fc.constantFrom('', '*', 'node.cluster.io', 'coordination.cluster.io', 'admissionregistration.cluster.io', 'nope');
    const versions = fc.constantFrom('v1', 'v1beta1', '*', '');
    const resources = fc.constantFrom(...allResources.map((d) => d.resource), ...allResources.map((d) => d.singular), '*', 'leases/status', 'x/y/z', '');
    const ruleArb = fc.record(
      {
        apiGroups: fc.oneof(fc.array(groups, { maxLength: 3 }), fc.constant(null), fc.constant('str')),
        apiVersions: fc.oneof(fc.array(versions, { maxLength: 3 }), fc.constant(42)),
        resources: fc.oneof(fc.array(resources, { maxLength: 4 }), fc.constant(undefined)),
        operations: fc.constant(['CREATE']),
      },
      { requiredKeys: [] },
    );
    const spec = fc.record(
      {
        matchConstraints: fc.record({ resourceRules: fc.oneof(fc.array(fc.oneof(ruleArb, fc.constant(null)), { maxLength: 30 }), fc.constant('x')) }, { requiredKeys: [] }),
        paramKind: fc.oneof(
          fc.record({ apiVersion: fc.constantFrom('v1', 'coordination.cluster.io/v1', 'a/b/c', '', 'node.cluster.io/v1'), kind: fc.constantFrom('Lease', 'RuntimeClass', 'Namespace', 'ConfigMap', '') }),
          fc.constant(null),
        ),
        variables: fc.array(fc.record({ name: fc.constantFrom('a', 'b', 'a'), expression: expr }), { maxLength: 3 }),
        validations: fc.array(fc.oneof(fc.record({ expression: expr, messageExpression: fc.option(expr, { nil: undefined }) }), fc.constant(null), fc.record({ expression: fc.constant(7) })), { maxLength: 4 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(spec, (s) => {
        const p = { apiVersion: 'admissionregistration.cluster.io/v1', kind: 'ValidatingAdmissionPolicy', metadata: { name: 'p' }, spec: s } as unknown as ValidatingAdmissionPolicy;
        for (const w of typeCheckPolicy(p)) {
          expect(w.fieldRef).toMatch(/^spec\.validations\[\d+\]\.(expression|messageExpression)$/);
          expect(w.warning).toMatch(/^[a-z.]*\/v1(beta1)?, Kind=[A-Za-z]+: /);
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});
