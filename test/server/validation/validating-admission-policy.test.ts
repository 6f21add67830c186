/**
 * ValidatingAdmissionPolicy / Binding validation: upstream's rules and texts (validation.go),
 * CEL compile errors as field errors, and a property: any JSON in any spec field yields field
 * errors, never a throw.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrorText } from '../../../src/meta/field-errors.js';
import type { ValidatingAdmissionPolicy, ValidatingAdmissionPolicyBinding } from '../../../src/meta/types.js';
import { validatingAdmissionPolicyBindingStrategy, validatingAdmissionPolicyStrategy } from '../../../src/server/registry/admission-policy-strategies.js';
import {
  validateValidatingAdmissionPolicy,
  validateValidatingAdmissionPolicyBinding,
  validateValidatingAdmissionPolicyStatusUpdate,
  validateValidatingAdmissionPolicyUpdate,
} from '../../../src/server/validation/validating-admission-policy.js';

const rule = { apiGroups: ['node.cluster.io'], apiVersions: ['v1'], operations: ['CREATE'], resources: ['runtimeclasses'] };

/** A policy as stored after defaulting (the strategy's prepareForCreate). */
function prepared(spec: ValidatingAdmissionPolicy['spec'], name = 'p'): ValidatingAdmissionPolicy {
  const p: ValidatingAdmissionPolicy = { metadata: { name }, spec: structuredClone(spec) };
  validatingAdmissionPolicyStrategy.prepareForCreate!(p);
  return p;
}

const texts = (errs: ReturnType<typeof validateValidatingAdmissionPolicy>) => errs.map(fieldErrorText);

describe('ValidatingAdmissionPolicy validation', () => {
  it('accepts a defaulted policy and writes generation 1 with the type-checking status', () => {
    const p = prepared({ matchConstraints: { resourceRules: [rule] }, validations: [{ expression: 'true' }] });
    expect(texts(validateValidatingAdmissionPolicy(p))).toEqual([]);
    expect(p.metadata?.generation).toBe(1);
    expect(p.status).toEqual({ observedGeneration: 1, typeChecking: {} });
  });

  it('requires the defaulted fields when they are missing (no defaulting)', () => {
    const errs = texts(validateValidatingAdmissionPolicy({ metadata: { name: 'p' }, spec: { matchConstraints: {} } }));
    expect(errs).toEqual([
      'spec.failurePolicy: Required value',
      'spec.matchConstraints.matchPolicy: Required value',
      'spec.matchConstraints.namespaceSelector: Required value',
      'spec.matchConstraints.objectSelector: Required value',
      'spec.matchConstraints.resourceRules: Required value',
      'spec.validations: Required value: validations or auditAnnotations must contain at least one item',
      'spec.auditAnnotations: Required value: validations or auditAnnotations must contain at least one item',
    ]);
  });

  it('checks rules, selectors, paramKind and enums with upstream texts', () => {
    const p = prepared({
      failurePolicy: 'Sometimes',
      paramKind: { apiVersion: 'a/b/c', kind: 'Bad_Kind' },
      matchConstraints: {
        matchPolicy: 'Loose',
        namespaceSelector: { matchExpressions: [{ key: 'k', operator: 'Near' }, { key: 'e', operator: 'In' }] },
        resourceRules: [{ apiGroups: ['*', 'x'], apiVersions: [''], operations: ['PATCH'], resources: ['*/*', 'pods'], scope: 'Galaxy', resourceNames: ['a', 'a'] }],
      },
      validations: [{ expression: 'true', reason: 'Teapot', message: 'two\nlines' }],
    });
    expect(texts(validateValidatingAdmissionPolicy(p))).toEqual([
      'spec.failurePolicy: Unsupported value: "Sometimes": supported values: "Fail", "Ignore"',
      'spec.paramKind.apiVersion: Invalid value: "a/b/c": unexpected GroupVersion string: a/b/c',
      `spec.paramKind.kind: Invalid value: "Bad_Kind": may have mixed case, but should otherwise match: a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')`,
      'spec.matchConstraints.matchPolicy: Unsupported value: "Loose": supported values: "Equivalent", "Exact"',
      'spec.matchConstraints.namespaceSelector.matchExpressions[0].operator: Invalid value: "Near": not a valid selector operator',
      "spec.matchConstraints.namespaceSelector.matchExpressions[1].values: Required value: must be specified when `operator` is 'In' or 'NotIn'",
      'spec.matchConstraints.resourceRules[0].resourceNames[1]: Duplicate value: "a"',
      'spec.matchConstraints.resourceRules[0].operations[0]: Unsupported value: "PATCH": supported values: "*", "CONNECT", "CREATE", "DELETE", "UPDATE"',
      `spec.matchConstraints.resourceRules[0].apiGroups: Invalid value: []string{"*", "x"}: if '*' is present, must not specify other API groups`,
      'spec.matchConstraints.resourceRules[0].apiVersions[0]: Required value',
      `spec.matchConstraints.resourceRules[0].resources: Invalid value: []string{"*/*", "pods"}: if '*/*' is present, must not specify other resources`,
      'spec.matchConstraints.resourceRules[0].scope: Unsupported value: "Galaxy": supported values: "*", "Cluster", "Namespaced"',
      'spec.validations[0].message: Invalid value: "two\\nlines": message must not contain line breaks',
      'spec.validations[0].reason: Unsupported value: "Teapot": supported values: "Forbidden", "Invalid", "RequestEntityTooLarge"',
    ]);
  });

  it('compiles every expression in its environment', () => {
    const p = prepared({
      matchConstraints: { resourceRules: [rule] },
      matchConditions: [{ name: 'c', expression: 'params.x' }, { name: 'c', expression: '' }],
      variables: [{ name: 'first', expression: 'variables.second' }, { name: 'second', expression: '1' }, { name: 'in', expression: '1' }],
      validations: [{ expression: 'variables.second > 0', messageExpression: '1' }, { expression: 'authorizer.path("/x").check("get").allowed()' }],
      auditAnnotations: [{ key: 'k', valueExpression: "'v'" }, { key: 'k', valueExpression: '  ' }],
    });
    const errs = texts(validateValidatingAdmissionPolicy(p));
    expect(errs[0]).toMatch(/^spec\.matchConditions\[0\]\.expression: Invalid value: "params\.x": compilation failed: ERROR: <input>:1:1: undeclared reference to 'params'/);
    expect(errs.slice(1)).toEqual([
      'spec.matchConditions[1].expression: Required value',
      'spec.matchConditions[1].name: Duplicate value: "c"',
      expect.stringMatching(/^spec\.variables\[0\]\.expression: Invalid value: "variables\.second": compilation failed: ERROR: <input>:1:10: undefined field 'second'/),
      'spec.variables[2].name: Invalid value: "in": name is not a valid CEL identifier',
      'spec.validations[0].messageExpression: Invalid value: "1": must evaluate to string but got int',
      'spec.auditAnnotations[1].valueExpression: Required value: valueExpression is not specified',
      'spec.auditAnnotations[1].key: Duplicate value: "k"',
    ]);
  });

  it('rejects an expression whose static worst-case cost is over the per-call limit', () => {
    const list = '[' + Array.from({ length: 100 }, (_, i) => i).join(',') + ']';
    const costly = `${list}.all(a, ${list}.all(b, ${list}.all(c, a + b + c >= 0)))`;
    const p = prepared({ matchConstraints: { resourceRules: [rule] }, validations: [{ expression: costly }, { expression: `${list}.all(a, ${list}.all(b, a + b >= 0))` }, { expression: "'x' + object.handler != ''" }] });
    const errs = texts(validateValidatingAdmissionPolicy(p));
    expect(errs).toHaveLength(1);
    expect(errs[0]).toMatch(/^spec\.validations\[0\]\.expression: Invalid value: ".*": estimated rule cost exceeds budget by factor of /);
  });

  it('on update skips unchanged match conditions and bumps the generation only for spec changes', () => {
    const old = prepared({ matchConstraints: { resourceRules: [rule] }, validations: [{ expression: 'true' }] });
    old.metadata = { ...old.metadata, resourceVersion: '5', uid: 'u' };
    const same = structuredClone(old);
    validatingAdmissionPolicyStrategy.prepareForUpdate!(same, old);
    expect(same.metadata?.generation).toBe(1);
    const changed = structuredClone(old);
    changed.spec!.validations = [{ expression: 'false' }];
    validatingAdmissionPolicyStrategy.prepareForUpdate!(changed, old);
    expect(changed.metadata?.generation).toBe(2);
    expect(changed.status).toEqual({ observedGeneration: 2, typeChecking: {} });
    expect(texts(validateValidatingAdmissionPolicyUpdate(changed, old))).toEqual([]);
  });

  it('validates status updates: warnings need text and a field reference; conditions as metav1', () => {
    const old = prepared({ matchConstraints: { resourceRules: [rule] }, validations: [{ expression: 'true' }] });
    old.metadata = { ...old.metadata, resourceVersion: '5' };
    const next: ValidatingAdmissionPolicy = {
      ...structuredClone(old),
      status: {
        typeChecking: { expressionWarnings: [{ fieldRef: '', warning: '' }] },
        conditions: [{ type: 'Ready', status: 'Maybe', lastTransitionTime: '2024-01-01T00:00:00Z', reason: '', message: '' }],
      },
    };
    expect(texts(validateValidatingAdmissionPolicyStatusUpdate(next, old))).toEqual([
      'status.typeChecking.expressionWarnings[0].warning: Required value',
      'status.typeChecking.expressionWarnings[0].fieldRef: Required value',
      'status.conditions[0].status: Unsupported value: "Maybe": supported values: "False", "True", "Unknown"',
      'status.conditions[0].reason: Required value: must be set',
    ]);
  });
});

describe('ValidatingAdmissionPolicyBinding validation', () => {
  const prepare = (spec: ValidatingAdmissionPolicyBinding['spec']): ValidatingAdmissionPolicyBinding => {
    const b: ValidatingAdmissionPolicyBinding = { metadata: { name: 'b' }, spec: structuredClone(spec) };
    validatingAdmissionPolicyBindingStrategy.prepareForCreate!(b);
    return b;
  };

  it('checks paramRef and matchResources (upstream reports the latter at spec.matchResouces)', () => {
    const b = prepare({
      policyName: 'Bad_Name',
      paramRef: { name: 'a/b', selector: {}, parameterNotFoundAction: 'Maybe' },
      matchResources: { objectSelector: { matchLabels: { 'bad key!': 'v' } } },
      validationActions: ['Deny', 'Deny'],
    });
    expect(texts(validateValidatingAdmissionPolicyBinding(b))).toEqual([
      `spec.policyName: Invalid value: "Bad_Name": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')`,
      `spec.paramRef.name: Invalid value: "a/b": may not contain '/'`,
      'spec.paramRef.name: Forbidden: name and selector are mutually exclusive',
      'spec.paramRef.selector: Forbidden: name and selector are mutually exclusive',
      'spec.paramRef.parameterNotFoundAction: Unsupported value: "Maybe": supported values: "Deny", "Allow"',
      expect.stringMatching(/^spec\.matchResouces\.objectSelector\.matchLabels: Invalid value: "bad key!": name part must consist of/),
      'spec.validationActions[1]: Duplicate value: "Deny"',
    ]);
    expect(b.spec?.matchResources).toMatchObject({ matchPolicy: 'Equivalent', namespaceSelector: {}, objectSelector: { matchLabels: { 'bad key!': 'v' } } });
  });

  it('requires one of name or selector, the not-found action and at least one action', () => {
    expect(texts(validateValidatingAdmissionPolicyBinding(prepare({ policyName: 'p', paramRef: {} })))).toEqual([
      'spec.paramRef: Required value: one of name or selector must be specified',
      'spec.paramRef.parameterNotFoundAction: Required value',
      'spec.validationActions: Required value: at least one validation action is required',
    ]);
  });
});

// Type-correct (as the typed decoder guarantees) but otherwise arbitrary specs.
const str = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('', '*', 'In', 'Exists', 'Deny', 'Fail', 'Equivalent', 'a/b', 'true', '(', 'object.x'));
const strs = fc.array(str, { maxLength: 4 });
const selector = fc.record({ matchLabels: fc.dictionary(str, str, { maxKeys: 3 }), matchExpressions: fc.array(fc.record({ key: str, operator: str, values: strs }, { requiredKeys: ['key', 'operator'] }), { maxLength: 3 }) }, { requiredKeys: [] });
const namedRule = fc.record({ resourceNames: strs, operations: strs, apiGroups: strs, apiVersions: strs, resources: strs, scope: str }, { requiredKeys: [] });
const matchResources = fc.record({ namespaceSelector: selector, objectSelector: selector, resourceRules: fc.array(namedRule, { maxLength: 3 }), excludeResourceRules: fc.array(namedRule, { maxLength: 2 }), matchPolicy: str }, { requiredKeys: [] });
const named = (a: string, b: string) => fc.array(fc.record({ [a]: str, [b]: str }), { maxLength: 3 });
const policySpec = fc.record(
  {
    paramKind: fc.record({ apiVersion: str, kind: str }, { requiredKeys: [] }),
    matchConstraints: matchResources,
    validations: fc.array(fc.record({ expression: str, message: str, reason: str, messageExpression: str }, { requiredKeys: ['expression'] }), { maxLength: 3 }),
    failurePolicy: str,
    auditAnnotations: named('key', 'valueExpression'),
    matchConditions: named('name', 'expression'),
    variables: named('name', 'expression'),
  },
  { requiredKeys: [] },
);
const bindingSpec = fc.record(
  {
    policyName: str,
    paramRef: fc.record({ name: str, namespace: str, selector, parameterNotFoundAction: str }, { requiredKeys: [] }),
    matchResources,
    validationActions: strs,
  },
  { requiredKeys: [] },
);

describe('property: arbitrary type-correct specs give field errors, never a throw', () => {
  it('policies (create and update)', () => {
    fc.assert(
      fc.property(policySpec, policySpec, (spec, next) => {
        const policy = { metadata: { name: 'p' }, spec } as ValidatingAdmissionPolicy;
        validatingAdmissionPolicyStrategy.prepareForCreate!(policy);
        for (const e of validateValidatingAdmissionPolicy(policy)) expect(typeof fieldErrorText(e)).toBe('string');
        const updated = { metadata: { name: 'p', resourceVersion: '1' }, spec: next } as ValidatingAdmissionPolicy;
        validatingAdmissionPolicyStrategy.prepareForUpdate!(updated, policy);
        for (const e of validateValidatingAdmissionPolicyUpdate(updated, policy)) expect(typeof fieldErrorText(e)).toBe('string');
      }),
      { seed: 20261127, numRuns: 400 },
    );
  });
  it('bindings', () => {
    fc.assert(
      fc.property(bindingSpec, (spec) => {
        const binding = { metadata: { name: 'b' }, spec } as ValidatingAdmissionPolicyBinding;
        validatingAdmissionPolicyBindingStrategy.prepareForCreate!(binding);
        for (const e of validateValidatingAdmissionPolicyBinding(binding)) expect(typeof fieldErrorText(e)).toBe('string');
      }),
      { seed: 20261127, numRuns: 400 },
    );
  });
});
