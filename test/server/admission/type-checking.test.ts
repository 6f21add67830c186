/**
 * The policy type checker (status.typeChecking): which kinds a policy's rules select, the
 * warning format per kind (`<group>/<version>, Kind=<Kind>: <issues>\n`, joined by "\n"),
 * params typing from paramKind, and which expressions are checked.
 */
import { describe, expect, it } from 'vitest';
import type { ValidatingAdmissionPolicy } from '../../../src/meta/types.js';
import { formatGvk, MAX_TYPES_TO_CHECK, typeCheckPolicy, typesToCheck } from '../../../src/server/admission/type-checking.js';

type Spec = NonNullable<ValidatingAdmissionPolicy['spec']>;
type Rule = NonNullable<NonNullable<Spec['matchConstraints']>['resourceRules']>[number];

const rule = (apiGroups: string[], apiVersions: string[], resources: string[]): Rule => ({ apiGroups, apiVersions, operations: ['CREATE'], resources });
const RC_RULE = rule(['node.cluster.io'], ['v1'], ['runtimeclasses']);

function policy(spec: Spec): ValidatingAdmissionPolicy {
  return { apiVersion: 'admissionregistration.cluster.io/v1', kind: 'ValidatingAdmissionPolicy', metadata: { name: 'p' }, spec };
}

const withRules = (resourceRules: Rule[], extra: Partial<Spec> = {}): ValidatingAdmissionPolicy =>
  policy({ matchConstraints: { resourceRules }, validations: [{ expression: 'true' }], ...extra });

describe('typesToCheck', () => {
  it('renders GVKs as schema.GroupVersionKind.String()', () => {
    expect(formatGvk({ group: 'apps', version: 'v1', kind: 'Deployment' })).toBe('apps/v1, Kind=Deployment');
    expect(formatGvk({ group: '', version: 'v1', kind: 'Namespace' })).toBe('/v1, Kind=Namespace');
  });

  it('resolves exact rules to served kinds (plural or singular), sorted by group, version, kind', () => {
    const p = withRules([
      rule(['node.cluster.io'], ['v1'], ['runtimeclass']),
      rule(['coordination.cluster.io'], ['v1', 'v1beta1'], ['leasecandidates', 'leases', 'leases/status']),
      rule([''], ['v1'], ['namespaces']),
    ]);
    expect(typesToCheck(p).map(formatGvk)).toEqual([
      '/v1, Kind=Namespace',
      'coordination.cluster.io/v1, Kind=Lease',
      'coordination.cluster.io/v1beta1, Kind=LeaseCandidate',
      'node.cluster.io/v1, Kind=RuntimeClass',
    ]);
  });

  it('skips wildcard groups/versions, wildcard and subresource resources, unknown resources', () => {
    expect(typesToCheck(withRules([rule(['*'], ['v1'], ['runtimeclasses'])]))).toEqual([]);
    expect(typesToCheck(withRules([rule(['node.cluster.io'], ['*'], ['runtimeclasses'])]))).toEqual([]);
    expect(typesToCheck(withRules([rule(['node.cluster.io'], ['v1'], ['*', 'runtimeclasses/status'])]))).toEqual([]);
    expect(typesToCheck(withRules([rule(['apps'], ['v1'], ['deployments'])]))).toEqual([]);
    expect(typesToCheck(policy({ validations: [{ expression: 'true' }] }))).toEqual([]);
  });

  it(`stops after ${MAX_TYPES_TO_CHECK} resolutions`, () => {
    const rules = Array.from({ length: 12 }, () => RC_RULE);
    expect(typesToCheck(withRules([...rules, rule(['coordination.cluster.io'], ['v1'], ['leases'])])).map(formatGvk)).toEqual([
      'node.cluster.io/v1, Kind=RuntimeClass',
    ]);
  });
});

describe('typeCheckPolicy', () => {
  it('warns about an undefined field with the kind and cel-go issue text', () => {
    const p = withRules([RC_RULE], { validations: [{ expression: "object.handlr == 'runc'" }] });
    expect(typeCheckPolicy(p)).toEqual([
      {
        fieldRef: 'spec.validations[0].expression',
        warning: "node.cluster.io/v1, Kind=RuntimeClass: ERROR: <input>:1:7: undefined field 'handlr'\n | object.handlr == 'runc'\n | ......^\n",
      },
    ]);
  });

  it('joins the results of several kinds with a newline, each ending in one', () => {
    const p = withRules([rule(['coordination.cluster.io'], ['v1', 'v1beta1'], ['leases', 'leasecandidates'])], {
      validations: [{ expression: "object.spec.holderIdentty == 'a'" }],
    });
    const issue = "ERROR: <input>:1:12: undefined field 'holderIdentty'\n | object.spec.holderIdentty == 'a'\n | ...........^\n";
    expect(typeCheckPolicy(p)).toEqual([
      {
        fieldRef: 'spec.validations[0].expression',
        warning: `coordination.cluster.io/v1, Kind=Lease: ${issue}\ncoordination.cluster.io/v1beta1, Kind=LeaseCandidate: ${issue}`,
      },
    ]);
  });

  it('names only the kinds whose schema the expression does not fit', () => {
    const p = withRules([rule(['coordination.cluster.io'], ['v1', 'v1beta1'], ['leases', 'leasecandidates'])], {
      validations: [{ expression: "object.spec.holderIdentity == 'a'" }],
    });
    const warnings = typeCheckPolicy(p);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.warning).toMatch(/^coordination\.cluster\.io\/v1beta1, Kind=LeaseCandidate: ERROR: <input>:1:12: undefined field 'holderIdentity'\n/);
  });

  it('checks messageExpression too, and nothing else (as upstream)', () => {
    const p = withRules([RC_RULE], {
      validations: [{ expression: "object.handler != ''", messageExpression: "'bad: ' + object.handlerr" }],
      matchConditions: [{ name: 'm', expression: 'object.nope == 1' }],
      auditAnnotations: [{ key: 'k', valueExpression: 'object.nope' }],
      variables: [{ name: 'v', expression: 'object.nope' }],
    });
    expect(typeCheckPolicy(p).map((w) => w.fieldRef)).toEqual(['spec.validations[0].messageExpression']);
  });

  it('types params by paramKind when the kind is served; params is undeclared when it is not', () => {
    const served = withRules([RC_RULE], {
      paramKind: { apiVersion: 'coordination.cluster.io/v1', kind: 'Lease' },
      validations: [{ expression: 'object.handler == params.spec.holderIdentity' }, { expression: 'params.spec.holder == 1' }],
    });
    expect(typeCheckPolicy(served)).toEqual([
      {
        fieldRef: 'spec.validations[1].expression',
        warning: "node.cluster.io/v1, Kind=RuntimeClass: ERROR: <input>:1:12: undefined field 'holder'\n | params.spec.holder == 1\n | ...........^\n",
      },
    ]);
    const unknown = withRules([RC_RULE], { paramKind: { apiVersion: 'v1', kind: 'ConfigMap' }, validations: [{ expression: "params.data.x == 'y'" }] });
    expect(typeCheckPolicy(unknown)[0]?.warning).toBe(
      "node.cluster.io/v1, Kind=RuntimeClass: ERROR: <input>:1:1: undeclared reference to 'params' (in container '')\n | params.data.x == 'y'\n | ^\n",
    );
  });

  it('sees composition variables (dynamically typed)', () => {
    const p = withRules([RC_RULE], {
      variables: [{ name: 'h', expression: 'object.handler' }],
      validations: [{ expression: "variables.h == 'runc' && variables.h.anything == 1" }],
    });
    expect(typeCheckPolicy(p)).toEqual([]);
  });

  it('does not check policies whose rules select no exact kind', () => {
    const p = withRules([rule(['*'], ['*'], ['*'])], { validations: [{ expression: 'object.anything == 1' }] });
    expect(typeCheckPolicy(p)).toEqual([]);
  });
});
