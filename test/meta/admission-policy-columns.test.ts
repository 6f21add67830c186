/**
 * Printer columns of the admission policy kinds, as upstream's printers: VALIDATIONS and
 * PARAMKIND for policies; POLICYNAME and PARAMREF (`ns/name`, `*` and `/name` without a namespace,
 * the selector text, <unset>)
 * for bindings.
 */
import { describe, expect, it } from 'vitest';
import { validatingAdmissionPolicies, validatingAdmissionPolicyBindings } from '../../src/meta/resources.js';
import type { ValidatingAdmissionPolicy, ValidatingAdmissionPolicyBinding } from '../../src/meta/types.js';

const now = new Date('2026-11-27T12:00:00Z');
const cells = <T,>(cols: readonly { name: string; cell(o: T, now: Date): unknown }[], o: T) => Object.fromEntries(cols.map((c) => [c.name, c.cell(o, now)]));

describe('admission policy printer columns', () => {
  it('policies: name, validation count, paramKind, age', () => {
    const p: ValidatingAdmissionPolicy = { metadata: { name: 'p', creationTimestamp: '2026-11-27T11:58:00Z' }, spec: { validations: [{ expression: 'true' }, { expression: 'false' }], paramKind: { apiVersion: 'v1', kind: 'ConfigMap' } } };
    expect(cells(validatingAdmissionPolicies.printerColumns, p)).toEqual({ Name: 'p', Validations: 2, ParamKind: 'v1/ConfigMap', Age: '2m' });
    expect(cells(validatingAdmissionPolicies.printerColumns, { metadata: { name: 'q' } })).toMatchObject({ Validations: 0, ParamKind: '<unset>' });
  });

  it('bindings: paramRef as upstream prints it', () => {
    const b = (paramRef?: NonNullable<ValidatingAdmissionPolicyBinding['spec']>['paramRef']): ValidatingAdmissionPolicyBinding => ({ metadata: { name: 'b' }, spec: { policyName: 'p', ...(paramRef ? { paramRef } : {}) } });
    const ref = (o: ValidatingAdmissionPolicyBinding) => cells(validatingAdmissionPolicyBindings.printerColumns, o).ParamRef;
    expect(cells(validatingAdmissionPolicyBindings.printerColumns, b())).toMatchObject({ Name: 'b', PolicyName: 'p', ParamRef: '<unset>' });
    expect(ref(b({ name: 'x', namespace: 'ns' }))).toBe('ns/x');
    expect(ref(b({ name: 'x' }))).toBe('*/x');
    expect(ref(b({ selector: {} }))).toBe('<none>');
    expect(ref(b({ selector: { matchLabels: { b: '2', a: '1' }, matchExpressions: [{ key: 'c', operator: 'NotIn', values: ['y', 'x'] }, { key: 'd', operator: 'DoesNotExist' }] } }))).toBe('a=1,b=2,c notin (x,y),!d');
  });
});
