import { describe, expect, it } from 'vitest';
import {
  PolicyAuthorizer,
  alwaysAllow,
  alwaysDeny,
  authorizeAll,
  forbiddenError,
  forbiddenMessage,
  type AuthorizationAttributes,
  type ResourceAttributes,
} from '../../../src/server/auth/authorizer.js';
import { loadPolicy } from '../../../src/server/auth/policy.js';
import type { UserInfo } from '../../../src/server/auth/user-info.js';
import { isForbidden } from '../../../src/meta/status.js';

const user = (username: string, groups: string[] = []): UserInfo => ({ username, uid: '', groups: [...groups, 'system:authenticated'], extra: {} });
const alice = user('alice');
const bob = user('bob', ['devs']);
const root = user('root', ['system:masters']);
const elector: UserInfo = {
  username: 'system:serviceaccount:kube-system:elector',
  uid: 'x',
  groups: ['system:serviceaccounts', 'system:serviceaccounts:kube-system', 'system:authenticated'],
  extra: {},
};
const anonymous: UserInfo = { username: 'system:anonymous', uid: '', groups: ['system:unauthenticated'], extra: {} };

const policy = loadPolicy(`
roles:
- name: lease-readers
  subjects: [{ kind: User, name: alice }]
  rules:
  - apiGroups: [coordination.cluster.io]
    resources: [leasecandidates]
    verbs: [get, list, watch]
    namespaces: [default]
- name: electors
  subjects: [{ kind: ServiceAccount, name: elector, namespace: kube-system }]
  rules:
  - apiGroups: [coordination.cluster.io]
    resources: [leasecandidates, leasecandidates/status]
    verbs: ["*"]
    namespaces: [kube-system]
- name: devs
  subjects: [{ kind: Group, name: devs }]
  rules:
  - apiGroups: [node.cluster.io]
    resources: [runtimeclasses]
    resourceNames: [runc]
    verbs: [get, update, patch, delete]
  - apiGroups: ["*"]
    resources: ["*/status"]
    verbs: [get]
  - apiGroups: [node.cluster.io]
    resources: [runtimeclasses]
    verbs: [create, patch]
- name: everyone
  subjects: [{ kind: Group, name: system:authenticated }]
  rules:
  - nonResourceURLs: [/healthz, /livez, /readyz, /version, /apis/*]
    verbs: [get]
- name: anonymous-health
  subjects: [{ kind: Group, name: system:unauthenticated }]
  rules:
  - nonResourceURLs: [/livez]
    verbs: [get]
`);

function res(u: UserInfo, verb: string, apiGroup: string, resource: string, extra: Partial<ResourceAttributes> = {}): ResourceAttributes {
  return { isResourceRequest: true, user: u, verb, apiGroup, resource, ...extra };
}
function path(u: UserInfo, verb: string, p: string): AuthorizationAttributes {
  return { isResourceRequest: false, user: u, verb, path: p };
}

const LC = 'coordination.cluster.io';
const NODE = 'node.cluster.io';

describe('PolicyAuthorizer', () => {
  const authz = new PolicyAuthorizer(policy);
  const cases: Array<[string, AuthorizationAttributes, boolean]> = [
    ['user rule in its namespace', res(alice, 'list', LC, 'leasecandidates', { namespace: 'default' }), true],
    ['user rule, named object', res(alice, 'get', LC, 'leasecandidates', { namespace: 'default', name: 'a' }), true],
    ['user rule, other namespace', res(alice, 'get', LC, 'leasecandidates', { namespace: 'kube-system', name: 'a' }), false],
    ['user rule, all namespaces', res(alice, 'list', LC, 'leasecandidates'), false],
    ['user rule, verb not granted', res(alice, 'delete', LC, 'leasecandidates', { namespace: 'default', name: 'a' }), false],
    ['user rule, subresource not granted', res(alice, 'get', LC, 'leasecandidates', { namespace: 'default', name: 'a', subresource: 'status' }), false],
    ['service account, wildcard verb', res(elector, 'unsafe-delete-ignore-read-errors', LC, 'leasecandidates', { namespace: 'kube-system', name: 'x' }), true],
    ['service account, listed subresource', res(elector, 'update', LC, 'leasecandidates', { namespace: 'kube-system', name: 'x', subresource: 'status' }), true],
    ['service account, wrong namespace', res(elector, 'get', LC, 'leasecandidates', { namespace: 'default', name: 'x' }), false],
    ['group rule with resourceNames, matching name', res(bob, 'update', NODE, 'runtimeclasses', { name: 'runc' }), true],
    ['group rule with resourceNames, other name', res(bob, 'update', NODE, 'runtimeclasses', { name: 'kata' }), false],
    ['resourceNames never match collection requests', res(bob, 'list', NODE, 'runtimeclasses'), false],
    ['create is allowed without resourceNames', res(bob, 'create', NODE, 'runtimeclasses'), true],
    ['*/status matches any resource status', res(bob, 'get', LC, 'leasecandidates', { namespace: 'x', name: 'y', subresource: 'status' }), true],
    ['*/status does not match the main resource', res(bob, 'get', LC, 'leasecandidates', { namespace: 'x', name: 'y' }), false],
    ['apiGroup must match', res(bob, 'create', '', 'runtimeclasses'), false],
    ['non-resource exact', path(alice, 'get', '/healthz'), true],
    ['non-resource prefix', path(alice, 'get', '/apis/node.cluster.io/v1'), true],
    ['non-resource prefix includes the bare prefix', path(alice, 'get', '/apis/'), true],
    ['non-resource prefix needs the slash', path(alice, 'get', '/apis'), false],
    ['non-resource verb must match', path(alice, 'post', '/healthz'), false],
    ['non-resource path not listed', path(alice, 'get', '/metrics'), false],
    ['a group binding grants paths to every member', path(bob, 'get', '/apis/node.cluster.io'), true],
    ['anonymous gets only livez', path(anonymous, 'get', '/livez'), true],
    ['anonymous gets no readyz', path(anonymous, 'get', '/readyz'), false],
    ['anonymous gets no resources', res(anonymous, 'list', NODE, 'runtimeclasses'), false],
    ['system:masters may do anything', res(root, 'deletecollection', NODE, 'runtimeclasses'), true],
    ['system:masters may use any path', path(root, 'delete', '/anything'), true],
  ];
  it.each(cases)('%s', (_name, attrs, allowed) => {
    expect(authz.authorize(attrs).allowed).toBe(allowed);
  });

  it('explains allows; denials carry no reason, like RBAC', () => {
    expect(authz.authorize(res(alice, 'get', LC, 'leasecandidates', { namespace: 'default', name: 'a' }))).toEqual({
      allowed: true,
      reason: 'allowed by role "lease-readers" to User "alice"',
    });
    expect(authz.authorize(res(elector, 'get', LC, 'leasecandidates', { namespace: 'kube-system', name: 'a' })).reason).toBe(
      'allowed by role "electors" to ServiceAccount "kube-system/elector"',
    );
    expect(authz.authorize(res(root, 'get', LC, 'x')).reason).toBe('member of privileged group "system:masters"');
    expect(authz.authorize(res(alice, 'delete', NODE, 'runtimeclasses', { name: 'a' }))).toEqual({ allowed: false, reason: '' });
  });

  it('privileged groups are configurable', () => {
    const none = new PolicyAuthorizer({ roles: [] }, { privilegedGroups: [] });
    expect(none.authorize(res(root, 'get', NODE, 'runtimeclasses')).allowed).toBe(false);
  });

  it('fixed authorizers', () => {
    expect(alwaysAllow.authorize(path(anonymous, 'get', '/x')).allowed).toBe(true);
    expect(alwaysDeny.authorize(path(root, 'get', '/x')).allowed).toBe(false);
  });
});

describe('authorizeAll: compound permissions of the seed', () => {
  const authz = new PolicyAuthorizer(policy);
  it.each([
    ['apply needs patch and create: devs have both', res(bob, 'patch', NODE, 'runtimeclasses', { name: 'new-rc' }), ['patch', 'create'], true, undefined],
    ['apply needs create too', res(bob, 'patch', NODE, 'runtimeclasses', { name: 'runc' }), ['patch', 'create'], true, undefined],
    [
      'unsafe delete needs both verbs',
      res(bob, 'delete', NODE, 'runtimeclasses', { name: 'runc' }),
      ['delete', 'unsafe-delete-ignore-read-errors'],
      false,
      'unsafe-delete-ignore-read-errors',
    ],
    [
      'the first missing verb is reported',
      res(alice, 'patch', LC, 'leasecandidates', { namespace: 'default', name: 'a' }),
      ['patch', 'create'],
      false,
      'patch',
    ],
  ] as const)('%s', (_n, attrs, verbs, allowed, deniedVerb) => {
    const d = authorizeAll(authz, attrs, verbs);
    expect(d.allowed).toBe(allowed);
    expect(d.deniedAttributes?.verb).toBe(deniedVerb);
  });
});

describe('Forbidden responses', () => {
  const cases: Array<[string, AuthorizationAttributes, string, string]> = [
    [
      'namespaced named object',
      res(bob, 'get', LC, 'leasecandidates', { namespace: 'default', name: 'x' }),
      'User "bob" cannot get resource "leasecandidates" in API group "coordination.cluster.io" in the namespace "default"',
      'leasecandidates.coordination.cluster.io "x" is forbidden: User "bob" cannot get resource "leasecandidates" in API group "coordination.cluster.io" in the namespace "default"',
    ],
    [
      'cluster-scoped collection',
      res(bob, 'list', NODE, 'runtimeclasses'),
      'User "bob" cannot list resource "runtimeclasses" in API group "node.cluster.io" at the cluster scope',
      'runtimeclasses.node.cluster.io is forbidden: User "bob" cannot list resource "runtimeclasses" in API group "node.cluster.io" at the cluster scope',
    ],
    [
      'subresource',
      res(alice, 'update', LC, 'leasecandidates', { namespace: 'default', name: 'x', subresource: 'status' }),
      'User "alice" cannot update resource "leasecandidates/status" in API group "coordination.cluster.io" in the namespace "default"',
      'leasecandidates.coordination.cluster.io "x" is forbidden: User "alice" cannot update resource "leasecandidates/status" in API group "coordination.cluster.io" in the namespace "default"',
    ],
    [
      'core group',
      res(anonymous, 'get', '', 'namespaces', { namespace: 'kube-system', name: 'kube-system' }),
      'User "system:anonymous" cannot get resource "namespaces" in API group "" in the namespace "kube-system"',
      'namespaces "kube-system" is forbidden: User "system:anonymous" cannot get resource "namespaces" in API group "" in the namespace "kube-system"',
    ],
    ['non-resource path', path(bob, 'get', '/foo'), 'User "bob" cannot get path "/foo"', 'forbidden: User "bob" cannot get path "/foo"'],
    [
      'HTML-significant characters are escaped',
      path(user('<b>&co'), 'get', '/a<b>'),
      'User "&lt;b&gt;&amp;co" cannot get path "/a&lt;b&gt;"',
      'forbidden: User "&lt;b&gt;&amp;co" cannot get path "/a&lt;b&gt;"',
    ],
  ];
  it.each(cases)('%s', (_n, attrs, msg, statusMessage) => {
    expect(forbiddenMessage(attrs)).toBe(msg);
    const err = forbiddenError(attrs);
    expect(isForbidden(err)).toBe(true);
    expect(err.statusCode).toBe(403);
    expect(err.status.message).toBe(statusMessage);
    expect(err.headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('details follow NewForbidden (name, group, kind = resource; empty fields omitted)', () => {
    expect(forbiddenError(res(bob, 'get', LC, 'leasecandidates', { namespace: 'default', name: 'x' })).status).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message:
        'leasecandidates.coordination.cluster.io "x" is forbidden: User "bob" cannot get resource "leasecandidates" in API group "coordination.cluster.io" in the namespace "default"',
      reason: 'Forbidden',
      details: { name: 'x', group: 'coordination.cluster.io', kind: 'leasecandidates' },
      code: 403,
    });
    expect(forbiddenError(path(bob, 'get', '/foo')).status.details).toEqual({});
  });

  it('appends the authorizer reason after a colon', () => {
    expect(forbiddenError(path(bob, 'get', '/foo'), 'no RBAC policy matched').status.message).toBe(
      'forbidden: User "bob" cannot get path "/foo": no RBAC policy matched',
    );
  });

  it('quotes like Go %q', () => {
    expect(forbiddenMessage(path(user('a"b\\c\n'), 'get', '/x'))).toBe('User "a\\"b\\\\c\\n" cannot get path "/x"');
  });
});
