/**
 * status.typeChecking over HTTP: a policy whose expression names a field the matched kind does
 * not have is stored (it compiles with dynamic typing) and reports the type checker's warning;
 * fixing the spec clears it; wildcard rules are not checked; warnings never change admission.
 */
import { describe, expect, it } from 'vitest';
import type { ValidatingAdmissionPolicy } from '../../src/meta/types.js';
import { jsonOf, startCluster, type TestCluster } from './harness.js';

const VAP = '/apis/admissionregistration.cluster.io/v1/validatingadmissionpolicies';
const VAPB = '/apis/admissionregistration.cluster.io/v1/validatingadmissionpolicybindings';
const RC = '/apis/node.cluster.io/v1/runtimeclasses';

type Spec = NonNullable<ValidatingAdmissionPolicy['spec']>;

const runtimeClassRules = [{ apiGroups: ['node.cluster.io'], apiVersions: ['v1'], operations: ['CREATE', 'UPDATE'], resources: ['runtimeclasses'] }];

async function send(c: TestCluster, method: string, path: string, body: unknown, contentType = 'application/json'): Promise<{ status: number; json: any }> {
  const res = await c.fetch(path, { method, headers: { 'content-type': contentType }, body: JSON.stringify(body) });
  return { status: res.status, json: await jsonOf(res) };
}

const policy = (name: string, spec: Spec): ValidatingAdmissionPolicy => ({
  apiVersion: 'admissionregistration.cluster.io/v1',
  kind: 'ValidatingAdmissionPolicy',
  metadata: { name },
  spec,
});

const TYPO_WARNING = "node.cluster.io/v1, Kind=RuntimeClass: ERROR: <input>:1:7: undefined field 'handlr'\n | object.handlr == 'runc'\n | ......^\n";

describe('ValidatingAdmissionPolicy status.typeChecking', () => {
  it('reports an undefined field of the matched kind, and clears it when the spec is fixed', async () => {
    const c = await startCluster();
    const created = await send(c, 'POST', VAP, policy('typo', { matchConstraints: { resourceRules: runtimeClassRules }, validations: [{ expression: "object.handlr == 'runc'" }] }));
    expect(created.status).toBe(201);
    const expected = { observedGeneration: 1, typeChecking: { expressionWarnings: [{ fieldRef: 'spec.validations[0].expression', warning: TYPO_WARNING }] } };
    expect(created.json.status).toEqual(expected);
    const read = await c.fetch(`${VAP}/typo`);
    expect((await jsonOf(read)).status).toEqual(expected);

    const fixed = await send(c, 'PATCH', `${VAP}/typo`, { spec: { validations: [{ expression: "object.handler == 'runc'" }] } }, 'application/merge-patch+json');
    expect(fixed.status).toBe(200);
    expect(fixed.json.status).toEqual({ observedGeneration: 2, typeChecking: {} });
  });

  it('reports messageExpression warnings at their own field path and type mismatches of scalars', async () => {
    const c = await startCluster();
    const created = await send(
      c,
      'POST',
      VAP,
      policy('msg', {
        matchConstraints: { resourceRules: runtimeClassRules },
        validations: [{ expression: "object.handler != ''", messageExpression: "'handler ' + object.handler + object.metadata.generation" }],
      }),
    );
    expect(created.status).toBe(201);
    expect(created.json.status.typeChecking.expressionWarnings).toEqual([
      {
        fieldRef: 'spec.validations[0].messageExpression',
        warning:
          "node.cluster.io/v1, Kind=RuntimeClass: ERROR: <input>:1:29: found no matching overload for '_+_' applied to '(string, int)'\n" +
          " | 'handler ' + object.handler + object.metadata.generation\n" +
          ` | ${'.'.repeat(28)}^\n`,
      },
    ]);
  });

  it('does not check policies with wildcard rules', async () => {
    const c = await startCluster();
    const created = await send(
      c,
      'POST',
      VAP,
      policy('wild', {
        matchConstraints: { resourceRules: [{ apiGroups: ['*'], apiVersions: ['*'], operations: ['CREATE'], resources: ['*'] }] },
        validations: [{ expression: "object.handlr == 'runc'" }],
      }),
    );
    expect(created.status).toBe(201);
    expect(created.json.status).toEqual({ observedGeneration: 1, typeChecking: {} });
  });

  it('leaves admission unchanged: the typo reads as absent at run time', async () => {
    const c = await startCluster();
    expect((await send(c, 'POST', VAP, policy('typo', { matchConstraints: { resourceRules: runtimeClassRules }, validations: [{ expression: "!has(object.handlr)" }] }))).status).toBe(201);
    const binding = { apiVersion: 'admissionregistration.cluster.io/v1', kind: 'ValidatingAdmissionPolicyBinding', metadata: { name: 'b' }, spec: { policyName: 'typo', validationActions: ['Deny'] } };
    expect((await send(c, 'POST', VAPB, binding)).status).toBe(201);
    const rc = await send(c, 'POST', RC, { apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name: 'r' }, handler: 'runc' });
    expect(rc.status).toBe(201);
  });
});
