/**
 * ValidatingAdmissionPolicy admission end to end over HTTP: Deny/Warn/Audit actions, reasons
 * and codes, params from a served kind (paramKind/paramRef by name and selector), match
 * conditions, namespace and object selectors, dry runs, delete admission, failurePolicy for
 * evaluation and configuration errors, and policies taking effect on the next write.
 */
import { describe, expect, it } from 'vitest';
import type { AdmissionAuditEvent } from '../../src/server/admission/audit.js';
import type { ValidatingAdmissionPolicy, ValidatingAdmissionPolicyBinding } from '../../src/meta/types.js';
import { jsonOf, startCluster, type TestCluster } from './harness.js';

const VAP = '/apis/admissionregistration.cluster.io/v1/validatingadmissionpolicies';
const VAPB = '/apis/admissionregistration.cluster.io/v1/validatingadmissionpolicybindings';
const RC = '/apis/node.cluster.io/v1/runtimeclasses';
const LEASES = (ns: string) => `/apis/coordination.cluster.io/v1/namespaces/${ns}/leases`;

const runtimeClassRules = [{ apiGroups: ['node.cluster.io'], apiVersions: ['v1'], operations: ['CREATE', 'UPDATE'], resources: ['runtimeclasses'] }];
const leaseRules = [{ apiGroups: ['coordination.cluster.io'], apiVersions: ['v1'], operations: ['CREATE', 'UPDATE', 'DELETE'], resources: ['leases'] }];

function policy(name: string, spec: ValidatingAdmissionPolicy['spec']): ValidatingAdmissionPolicy {
  return { apiVersion: 'admissionregistration.cluster.io/v1', kind: 'ValidatingAdmissionPolicy', metadata: { name }, spec };
}

function binding(name: string, spec: ValidatingAdmissionPolicyBinding['spec']): ValidatingAdmissionPolicyBinding {
  return { apiVersion: 'admissionregistration.cluster.io/v1', kind: 'ValidatingAdmissionPolicyBinding', metadata: { name }, spec };
}

async function post(c: TestCluster, path: string, body: unknown): Promise<Response> {
  return c.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function mustCreate(c: TestCluster, path: string, body: unknown): Promise<any> {
  const res = await post(c, path, body);
  const json = await jsonOf(res);
  if (res.status !== 201) throw new Error(`create ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const rc = (name: string, handler: string, extra: Record<string, unknown> = {}) => ({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name }, handler, ...extra });
const lease = (name: string, labels?: Record<string, string>) => ({
  apiVersion: 'coordination.cluster.io/v1',
  kind: 'Lease',
  metadata: { name, ...(labels ? { labels } : {}) },
  spec: { holderIdentity: 'a' },
});

async function handlerPolicy(c: TestCluster, actions: string[], extra: Partial<NonNullable<ValidatingAdmissionPolicy['spec']>> = {}): Promise<void> {
  await mustCreate(
    c,
    VAP,
    policy('handlers', {
      matchConstraints: { resourceRules: runtimeClassRules },
      validations: [{ expression: "object.handler in ['runc', 'kata']", message: 'handler must be runc or kata' }],
      ...extra,
    }),
  );
  await mustCreate(c, VAPB, binding('handlers-binding', { policyName: 'handlers', validationActions: actions }));
}

describe('ValidatingAdmissionPolicy resources', () => {
  it('stores a policy with defaults, generation 1 and the type-checking status', async () => {
    const c = await startCluster();
    const created = await mustCreate(c, VAP, policy('p', { matchConstraints: { resourceRules: runtimeClassRules }, validations: [{ expression: 'true' }] }));
    expect(created.metadata.generation).toBe(1);
    expect(created.spec.failurePolicy).toBe('Fail');
    expect(created.spec.matchConstraints).toEqual({
      namespaceSelector: {},
      objectSelector: {},
      resourceRules: [{ apiGroups: ['node.cluster.io'], apiVersions: ['v1'], operations: ['CREATE', 'UPDATE'], resources: ['runtimeclasses'], scope: '*' }],
      matchPolicy: 'Equivalent',
    });
    expect(created.status).toEqual({ observedGeneration: 1, typeChecking: {} });
    const b = await mustCreate(c, VAPB, binding('b', { policyName: 'p', validationActions: ['Deny'] }));
    expect(b.metadata.generation).toBe(1);
  });

  it('rejects expressions that do not compile with upstream field errors (422)', async () => {
    const c = await startCluster();
    const res = await post(
      c,
      VAP,
      policy('bad', { matchConstraints: { resourceRules: runtimeClassRules }, validations: [{ expression: 'object.handler ==' }, { expression: "'x'" }] }),
    );
    expect(res.status).toBe(422);
    const body = await jsonOf(res);
    expect(body.reason).toBe('Invalid');
    const causes = body.details.causes as { field: string; message: string }[];
    expect(causes[0]!.field).toBe('spec.validations[0].expression');
    expect(causes[0]!.message).toMatch(/^Invalid value: "object.handler ==": compilation failed: ERROR: <input>:1:/);
    expect(causes[1]).toEqual({ reason: 'FieldValueInvalid', field: 'spec.validations[1].expression', message: `Invalid value: "'x'": must evaluate to bool but got string` });
    expect(body.message).toContain('ValidatingAdmissionPolicy.admissionregistration.cluster.io "bad" is invalid');
  });

  it('rejects malformed bindings with upstream texts', async () => {
    const c = await startCluster();
    const res = await post(c, VAPB, binding('b', { policyName: '', validationActions: ['Deny', 'Warn', 'Nope'] }));
    expect(res.status).toBe(422);
    const body = await jsonOf(res);
    expect(body.details.causes.map((x: { field: string; message: string }) => `${x.field}: ${x.message}`)).toEqual([
      'spec.policyName: Required value',
      'spec.validationActions[2]: Unsupported value: "Nope": supported values: "Audit", "Deny", "Warn"',
      'spec.validationActions: Invalid value: []string{"Deny", "Warn", "Nope"}: must not contain both Deny and Warn (repeating the same validation failure information in the API response and headers serves no purpose)',
    ]);
  });
});

describe('ValidatingAdmissionPolicy admission', () => {
  it('denies a violating write with the policy message and 422, and admits a valid one', async () => {
    const c = await startCluster();
    await handlerPolicy(c, ['Deny']);
    const res = await post(c, RC, rc('bad', 'gvisor'));
    expect(res.status).toBe(422);
    const body = await jsonOf(res);
    const message = "ValidatingAdmissionPolicy 'handlers' with binding 'handlers-binding' denied request: handler must be runc or kata";
    expect(body).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: `runtimeclasses.node.cluster.io "bad" is forbidden: ${message}`,
      reason: 'Invalid',
      details: { name: 'bad', group: 'node.cluster.io', kind: 'runtimeclasses', causes: [{ message }] },
      code: 422,
    });
    expect((await post(c, RC, rc('good', 'runc'))).status).toBe(201);
    expect((await c.fetch(`${RC}/bad`)).status).toBe(404);
  });

  it('uses the validation reason for the code and messageExpression for the text', async () => {
    const c = await startCluster();
    await mustCreate(
      c,
      VAP,
      policy('forbid', {
        matchConstraints: { resourceRules: runtimeClassRules },
        validations: [{ expression: "object.handler != 'evil'", reason: 'Forbidden', messageExpression: "'handler ' + object.handler + ' is not allowed'" }],
      }),
    );
    await mustCreate(c, VAPB, binding('forbid', { policyName: 'forbid', validationActions: ['Deny'] }));
    const res = await post(c, RC, rc('x', 'evil'));
    expect(res.status).toBe(403);
    const body = await jsonOf(res);
    expect(body.reason).toBe('Forbidden');
    expect(body.message).toBe(`runtimeclasses.node.cluster.io "x" is forbidden: ValidatingAdmissionPolicy 'forbid' with binding 'forbid' denied request: handler evil is not allowed`);
  });

  it('Warn adds a Warning header and admits; Audit records the failure annotation', async () => {
    const audits: AdmissionAuditEvent[] = [];
    const c = await startCluster({ onAdmissionAudit: (e) => audits.push(e) });
    await handlerPolicy(c, ['Warn', 'Audit']);
    const res = await post(c, RC, rc('w', 'gvisor'));
    expect(res.status).toBe(201);
    expect(res.headers.get('warning')).toBe(
      `299 - "Validation failed for ValidatingAdmissionPolicy 'handlers' with binding 'handlers-binding': handler must be runc or kata"`,
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]!.resource).toBe('runtimeclasses');
    expect(JSON.parse(audits[0]!.annotations['validation.policy.admission.cluster.io/validation_failure']!)).toEqual([
      { message: 'handler must be runc or kata', policy: 'handlers', binding: 'handlers-binding', expressionIndex: 0, validationActions: ['Warn', 'Audit'] },
    ]);
  });

  it('applies under dryRun without storing, and to updates', async () => {
    const c = await startCluster();
    await mustCreate(c, RC, rc('existing', 'runc'));
    await handlerPolicy(c, ['Deny']);
    expect((await post(c, `${RC}?dryRun=All`, rc('dry', 'gvisor'))).status).toBe(422);
    expect((await post(c, `${RC}?dryRun=All`, rc('dry', 'kata'))).status).toBe(201);
    expect((await c.fetch(`${RC}/dry`)).status).toBe(404);
    const patch = await c.fetch(`${RC}/existing`, { method: 'PATCH', headers: { 'content-type': 'application/merge-patch+json' }, body: JSON.stringify({ metadata: { labels: { a: 'b' } } }) });
    // handler is immutable, and still valid: the update is admitted.
    expect(patch.status).toBe(200);
  });

  it('admits deletes through policies on DELETE with oldObject', async () => {
    const c = await startCluster();
    await mustCreate(c, LEASES('default'), lease('keep', { protected: 'true' }));
    await mustCreate(c, LEASES('default'), lease('free'));
    await mustCreate(
      c,
      VAP,
      policy('no-delete-protected', {
        matchConstraints: { resourceRules: leaseRules },
        validations: [{ expression: "request.operation != 'DELETE' || !has(oldObject.metadata.labels) || !('protected' in oldObject.metadata.labels)", message: 'protected leases cannot be deleted' }],
      }),
    );
    await mustCreate(c, VAPB, binding('no-delete-protected', { policyName: 'no-delete-protected', validationActions: ['Deny'] }));
    const denied = await c.fetch(`${LEASES('default')}/keep`, { method: 'DELETE' });
    expect(denied.status).toBe(422);
    expect((await jsonOf(denied)).message).toContain('protected leases cannot be deleted');
    expect((await c.fetch(`${LEASES('default')}/keep?dryRun=All`, { method: 'DELETE' })).status).toBe(422);
    expect((await c.fetch(`${LEASES('default')}/free`, { method: 'DELETE' })).status).toBe(200);
  });

  it('matchConditions skip the policy when false', async () => {
    const c = await startCluster();
    await handlerPolicy(c, ['Deny'], { matchConditions: [{ name: 'only-labelled', expression: "has(object.metadata.labels) && object.metadata.labels['enforce'] == 'yes'" }] });
    expect((await post(c, RC, rc('a', 'gvisor'))).status).toBe(201);
    expect((await post(c, RC, rc('b', 'gvisor', { metadata: { name: 'b', labels: { enforce: 'yes' } } }))).status).toBe(422);
  });

  it('namespaceSelector matches the labels of the request namespace; objectSelector the object', async () => {
    const c = await startCluster();
    await mustCreate(c, '/api/v1/namespaces', { metadata: { name: 'prod', labels: { env: 'prod' } } });
    await mustCreate(
      c,
      VAP,
      policy('prod-holder', {
        matchConstraints: { resourceRules: leaseRules, namespaceSelector: { matchLabels: { env: 'prod' } } },
        validations: [{ expression: "object.spec.holderIdentity != 'a'", message: 'holder a not allowed in prod' }],
      }),
    );
    await mustCreate(c, VAPB, binding('prod-holder', { policyName: 'prod-holder', validationActions: ['Deny'], matchResources: { objectSelector: { matchExpressions: [{ key: 'skip', operator: 'DoesNotExist' }] } } }));
    expect((await post(c, LEASES('default'), lease('d'))).status).toBe(201);
    expect((await post(c, LEASES('prod'), lease('p'))).status).toBe(422);
    expect((await post(c, LEASES('prod'), lease('s', { skip: 'true' }))).status).toBe(201);
  });

  it('params from a served kind by name and by selector; a missing param follows parameterNotFoundAction', async () => {
    const c = await startCluster();
    // RuntimeClass "allowed-handlers" lists the allowed handler in a label.
    await mustCreate(c, RC, rc('params-a', 'runc', { metadata: { name: 'params-a', labels: { role: 'param', allow: 'runc' } } }));
    await mustCreate(
      c,
      VAP,
      policy('param-handler', {
        paramKind: { apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass' },
        matchConstraints: { resourceRules: [{ ...leaseRules[0]!, operations: ['CREATE'] }] },
        validations: [{ expression: 'object.spec.holderIdentity == params.metadata.labels.allow', messageExpression: "'holder must be ' + params.metadata.labels.allow" }],
      }),
    );
    await mustCreate(c, VAPB, binding('by-name', { policyName: 'param-handler', validationActions: ['Deny'], paramRef: { name: 'params-a', parameterNotFoundAction: 'Deny' } }));
    const res = await post(c, LEASES('default'), lease('x'));
    expect(res.status).toBe(422);
    expect((await jsonOf(res)).message).toContain("binding 'by-name' denied request: holder must be runc");
    expect((await post(c, LEASES('default'), { ...lease('y'), spec: { holderIdentity: 'runc' } })).status).toBe(201);

    await c.fetch(`${VAPB}/by-name`, { method: 'DELETE' });
    await mustCreate(c, VAPB, binding('missing', { policyName: 'param-handler', validationActions: ['Deny'], paramRef: { name: 'absent', parameterNotFoundAction: 'Deny' } }));
    const missing = await post(c, LEASES('default'), { ...lease('z'), spec: { holderIdentity: 'runc' } });
    expect(missing.status).toBe(422);
    expect((await jsonOf(missing)).message).toContain(
      "ValidatingAdmissionPolicy 'param-handler' with binding 'missing' denied request: failed to configure binding: no params found for policy binding with `Deny` parameterNotFoundAction",
    );
    await c.fetch(`${VAPB}/missing`, { method: 'DELETE' });
    await mustCreate(c, VAPB, binding('allow-missing', { policyName: 'param-handler', validationActions: ['Deny'], paramRef: { selector: { matchLabels: { role: 'none' } }, parameterNotFoundAction: 'Allow' } }));
    expect((await post(c, LEASES('default'), lease('w'))).status).toBe(201);
    await c.fetch(`${VAPB}/allow-missing`, { method: 'DELETE' });
    await mustCreate(c, VAPB, binding('by-selector', { policyName: 'param-handler', validationActions: ['Deny'], paramRef: { selector: { matchLabels: { role: 'param' } }, parameterNotFoundAction: 'Deny' } }));
    expect((await post(c, LEASES('default'), lease('v'))).status).toBe(422);
  });

  it('failurePolicy: evaluation errors deny with Fail and are ignored with Ignore', async () => {
    const c = await startCluster();
    await mustCreate(
      c,
      VAP,
      policy('broken', { matchConstraints: { resourceRules: runtimeClassRules }, validations: [{ expression: 'object.spec.missing == 1' }] }),
    );
    await mustCreate(c, VAPB, binding('broken', { policyName: 'broken', validationActions: ['Deny'] }));
    const res = await post(c, RC, rc('e', 'runc'));
    expect(res.status).toBe(422);
    expect((await jsonOf(res)).message).toMatch(/denied request: expression 'object.spec.missing == 1' resulted in error: /);
    const current = await jsonOf(await c.fetch(`${VAP}/broken`));
    const update = await c.fetch(`${VAP}/broken`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...current, spec: { ...current.spec, failurePolicy: 'Ignore' } }),
    });
    expect(update.status).toBe(200);
    expect((await jsonOf(update)).metadata.generation).toBe(2);
    expect((await post(c, RC, rc('e', 'runc'))).status).toBe(201);
  });

  it('never applies to writes of policies and bindings', async () => {
    const c = await startCluster();
    await mustCreate(
      c,
      VAP,
      policy('deny-all', { matchConstraints: { resourceRules: [{ apiGroups: ['*'], apiVersions: ['*'], operations: ['*'], resources: ['*'] }] }, validations: [{ expression: 'false' }] }),
    );
    await mustCreate(c, VAPB, binding('deny-all', { policyName: 'deny-all', validationActions: ['Deny'] }));
    expect((await post(c, RC, rc('n', 'runc'))).status).toBe(422);
    expect((await c.fetch(`${VAPB}/deny-all`, { method: 'DELETE' })).status).toBe(200);
    expect((await post(c, RC, rc('n', 'runc'))).status).toBe(201);
  });
});

describe('ValidatingAdmissionPolicy admission: apply, audit annotations, variables, authorizer, cost', () => {
  it('server-side apply is admitted (create and update)', async () => {
    const c = await startCluster();
    await handlerPolicy(c, ['Deny']);
    const apply = (handler: string) =>
      c.fetch(`${RC}/applied?fieldManager=test`, { method: 'PATCH', headers: { 'content-type': 'application/apply-patch+yaml' }, body: JSON.stringify(rc('applied', handler)) });
    expect((await apply('gvisor')).status).toBe(422);
    expect((await apply('runc')).status).toBe(201);
    const patched = await c.fetch(`${RC}/applied`, { method: 'PATCH', headers: { 'content-type': 'application/merge-patch+json' }, body: JSON.stringify({ metadata: { labels: { x: 'y' } } }) });
    expect(patched.status).toBe(200);
  });

  it('a denied request still carries the Warn warnings of other bindings', async () => {
    const c = await startCluster();
    await handlerPolicy(c, ['Deny']);
    await mustCreate(c, VAPB, binding('handlers-warn', { policyName: 'handlers', validationActions: ['Warn'] }));
    const res = await post(c, RC, rc('w', 'gvisor'));
    expect(res.status).toBe(422);
    expect(res.headers.get('warning')).toContain("Validation failed for ValidatingAdmissionPolicy 'handlers' with binding 'handlers-warn': handler must be runc or kata");
  });

  it('auditAnnotations publish <policy>/<key>; variables compose; the authorizer answers for the caller', async () => {
    const audits: AdmissionAuditEvent[] = [];
    const c = await startCluster({ onAdmissionAudit: (e) => audits.push(e) });
    await mustCreate(
      c,
      VAP,
      policy('composed', {
        matchConstraints: { resourceRules: runtimeClassRules },
        variables: [
          { name: 'handler', expression: 'object.handler' },
          { name: 'isRunc', expression: "variables.handler == 'runc'" },
        ],
        validations: [
          { expression: 'variables.isRunc', messageExpression: "'not runc: ' + variables.handler" },
          { expression: "authorizer.group('node.cluster.io').resource('runtimeclasses').check('delete').allowed()", message: 'caller may not delete runtimeclasses' },
        ],
        auditAnnotations: [{ key: 'handler', valueExpression: "'handler=' + object.handler" }],
      }),
    );
    await mustCreate(c, VAPB, binding('composed', { policyName: 'composed', validationActions: ['Deny'] }));
    const denied = await post(c, RC, rc('k', 'kata'));
    expect(denied.status).toBe(422);
    expect((await jsonOf(denied)).message).toContain('denied request: not runc: kata');
    expect((await post(c, RC, rc('r', 'runc'))).status).toBe(201);
    expect(audits.map((a) => a.annotations['composed/handler'])).toEqual(['handler=kata', 'handler=runc']);
  });

  it('an expression over its per-call cost limit fails with upstream text (failurePolicy Fail)', async () => {
    const c = await startCluster();
    await mustCreate(
      c,
      VAP,
      policy('costly', {
        matchConstraints: { resourceRules: runtimeClassRules },
        validations: [{ expression: "object.metadata.annotations.big.split('').all(a, object.metadata.annotations.big.split('').all(b, a == b || true))" }],
      }),
    );
    await mustCreate(c, VAPB, binding('costly', { policyName: 'costly', validationActions: ['Deny'] }));
    const res = await post(c, RC, rc('big', 'runc', { metadata: { name: 'big', annotations: { big: 'x'.repeat(3000) } } }));
    expect(res.status).toBe(422);
    expect((await jsonOf(res)).message).toMatch(/resulted in error: operation cancelled: actual cost limit exceeded|running out of cost budget/);
  });

  it('the status subresource is admitted as UPDATE of validatingadmissionpolicies/status and keeps the spec', async () => {
    const c = await startCluster();
    await mustCreate(c, VAP, policy('s', { matchConstraints: { resourceRules: runtimeClassRules }, validations: [{ expression: 'true' }] }));
    const current = await jsonOf(await c.fetch(`${VAP}/s/status`));
    const res = await c.fetch(`${VAP}/s/status`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...current, spec: { ...current.spec, validations: [{ expression: 'false' }] }, status: { ...current.status, conditions: [{ type: 'Checked', status: 'True', lastTransitionTime: '2026-01-01T00:00:00Z', reason: 'Done', message: '' }] } }),
    });
    expect(res.status).toBe(200);
    const stored = await jsonOf(res);
    expect(stored.spec.validations).toEqual([{ expression: 'true' }]);
    expect(stored.status.conditions[0].reason).toBe('Done');
    expect(stored.metadata.generation).toBe(1);
  });

  it('namespace deletion is admitted as DELETE of the namespace', async () => {
    const c = await startCluster();
    await mustCreate(c, '/api/v1/namespaces', { metadata: { name: 'keep-me', labels: { protected: 'true' } } });
    await mustCreate(
      c,
      VAP,
      policy('protect-ns', {
        matchConstraints: { resourceRules: [{ apiGroups: [''], apiVersions: ['v1'], operations: ['DELETE'], resources: ['namespaces'] }] },
        validations: [{ expression: "!has(oldObject.metadata.labels) || !('protected' in oldObject.metadata.labels)", message: 'namespace is protected' }],
      }),
    );
    await mustCreate(c, VAPB, binding('protect-ns', { policyName: 'protect-ns', validationActions: ['Deny'] }));
    const res = await c.fetch('/api/v1/namespaces/keep-me', { method: 'DELETE' });
    expect(res.status).toBe(422);
    expect((await jsonOf(res)).message).toBe(`namespaces "keep-me" is forbidden: ValidatingAdmissionPolicy 'protect-ns' with binding 'protect-ns' denied request: namespace is protected`);
    expect((await jsonOf(await c.fetch('/api/v1/namespaces/keep-me'))).status.phase).toBe('Active');
    await mustCreate(c, '/api/v1/namespaces', { metadata: { name: 'free' } });
    expect((await c.fetch('/api/v1/namespaces/free', { method: 'DELETE' })).status).toBe(200);
  });
});
