/**
 * Issue 11: the self reviews over HTTP. authentication.cluster.io/v1 SelfSubjectReview and
 * authorization.cluster.io/v1 SelfSubjectAccessReview / SelfSubjectRulesReview: answers from the
 * server's authenticator and authorizer (impersonation included), upstream's validation errors,
 * every wire format, upstream's group names (what stock clients post to), discovery and OpenAPI.
 */
import { describe, expect, it } from 'vitest';
import { cborCodec } from '../../src/codec/cbor.js';
import { decodeProtobuf, encodeProtobuf } from '../../src/codec/protobuf/index.js';
import { yamlCodec } from '../../src/codec/yaml.js';
import { alwaysDeny, PolicyAuthorizer, type Authorizer } from '../../src/server/auth/authorizer.js';
import { RequestAuthenticator } from '../../src/server/auth/authenticator.js';
import { loadPolicy } from '../../src/server/auth/policy.js';
import { loadTokenFile } from '../../src/server/auth/token-file.js';
import { ManualClock } from '../support/manual-clock.js';
import { jsonOf, startCluster } from './harness.js';

const SSR = '/apis/authentication.cluster.io/v1/selfsubjectreviews';
const SSAR = '/apis/authorization.cluster.io/v1/selfsubjectaccessreviews';
const SSRR = '/apis/authorization.cluster.io/v1/selfsubjectrulesreviews';

const policy = loadPolicy(`
roles:
- name: alice-reads
  subjects: [{kind: User, name: alice}]
  rules:
  - {apiGroups: [node.cluster.io], resources: [runtimeclasses], verbs: [get, list, watch]}
  - {apiGroups: [coordination.cluster.io], resources: [leasecandidates], verbs: [create], namespaces: [team-a]}
  - {apiGroups: [coordination.cluster.io], resources: [leasecandidates], verbs: [delete], resourceNames: [mine]}
  - {nonResourceURLs: ["/metrics"], verbs: [get]}
- name: impersonator
  subjects: [{kind: User, name: boss}]
  rules:
  - {apiGroups: [""], resources: [users, groups], verbs: [impersonate]}
  - {apiGroups: [authentication.cluster.io], resources: [uids, userextras/scopes], verbs: [impersonate]}
`);
const tokens = loadTokenFile('alice-token,alice,u-alice,"devs,ops"\nboss-token,boss,u-boss\nnobody-token,nobody,u-nobody\n', 'tokens.csv');

async function cluster(options: { authorizer?: Authorizer; anonymous?: boolean } = {}) {
  const clock = new ManualClock(Date.UTC(2025, 0, 2, 3, 4, 5));
  return startCluster({
    clock,
    authenticator: new RequestAuthenticator({ tokenFile: tokens, anonymous: options.anonymous ?? false }),
    authorizer: options.authorizer ?? new PolicyAuthorizer(policy),
    featureGates: { CBORServingAndStorage: true },
  });
}

type Cluster = Awaited<ReturnType<typeof cluster>>;

async function post(c: Cluster, path: string, body: unknown, token = 'alice-token', headers: Record<string, string> = {}) {
  const res = await c.fetch(path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) };
}

const access = (spec: unknown) => ({ apiVersion: 'authorization.cluster.io/v1', kind: 'SelfSubjectAccessReview', spec });

describe('SelfSubjectReview', () => {
  it('answers the authenticated user, stamped with the server clock, stores nothing', async () => {
    const c = await cluster();
    const r = await post(c, SSR, { apiVersion: 'authentication.cluster.io/v1', kind: 'SelfSubjectReview' });
    expect(r.status).toBe(201);
    expect(r.headers.get('content-type')).toBe('application/json');
    expect(r.text).toBe(
      '{"kind":"SelfSubjectReview","apiVersion":"authentication.cluster.io/v1","metadata":{"creationTimestamp":"2025-01-02T03:04:05Z"},' +
        '"status":{"userInfo":{"username":"alice","uid":"u-alice","groups":["devs","ops","system:authenticated"]}}}\n',
    );
    // An empty body is enough (kind and apiVersion default from the path).
    expect((await post(c, SSR, {})).json().status.userInfo.username).toBe('alice');
  });

  it('answers the impersonated user with its groups, uid and extra', async () => {
    const c = await cluster();
    const r = await post(c, SSR, {}, 'boss-token', {
      'Impersonate-User': 'carol',
      'Impersonate-Group': 'testers',
      'Impersonate-Uid': 'u-carol',
      'Impersonate-Extra-Scopes': 'view',
    });
    expect(r.status).toBe(201);
    expect(r.json().status).toEqual({
      userInfo: { username: 'carol', uid: 'u-carol', groups: ['testers', 'system:authenticated'], extra: { scopes: ['view'] } },
    });
  });

  it('is reachable under upstream group name and answers in it (what stock clients post to)', async () => {
    const c = await cluster();
    const r = await post(c, '/apis/authentication.k8s.io/v1/selfsubjectreviews', { apiVersion: 'authentication.k8s.io/v1', kind: 'SelfSubjectReview' });
    expect(r.status).toBe(201);
    expect(r.json()).toMatchObject({ kind: 'SelfSubjectReview', apiVersion: 'authentication.k8s.io/v1', status: { userInfo: { username: 'alice' } } });
    // ... but the other group's apiVersion in the body is refused, as for any kind.
    const wrong = await post(c, SSR, { apiVersion: 'authentication.k8s.io/v1', kind: 'SelfSubjectReview' });
    expect(wrong.status).toBe(400);
    expect(wrong.json().message).toBe('the API version in the data (authentication.k8s.io/v1) does not match the expected API version (authentication.cluster.io/v1)');
  });

  it('is create-only: other methods are 405, paths below the collection 404, a namespaced path 404', async () => {
    const c = await cluster();
    const auth = { authorization: 'Bearer alice-token' };
    // alice may not list these (the authorizer decides); with AlwaysAllow the route answers.
    const open = await startCluster();
    const get = await open.fetch(SSR);
    expect(get.status).toBe(405);
    expect((await jsonOf(get)).message).toBe('the server does not allow this method on the requested resource');
    expect((await open.fetch(`${SSR}/me`)).status).toBe(404);
    expect((await open.fetch(`${SSR}/me`, { method: 'PUT', body: '{}' })).status).toBe(404);
    expect((await open.fetch('/apis/authentication.cluster.io/v1/namespaces/default/selfsubjectreviews', { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await open.fetch(SSR, { method: 'DELETE' })).status).toBe(405);
    expect((await c.fetch(SSR, { headers: auth })).status).toBe(403);
  });

  it('needs an authenticated user: anonymous callers are refused as upstream (no system:basic-user grant)', async () => {
    const c = await cluster({ anonymous: true });
    const r = await c.fetch(SSR, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(r.status).toBe(403);
    expect((await jsonOf(r)).message).toBe(
      'selfsubjectreviews.authentication.cluster.io is forbidden: User "system:anonymous" cannot create resource "selfsubjectreviews" in API group "authentication.cluster.io" at the cluster scope',
    );
  });
});

describe('SelfSubjectAccessReview', () => {
  it('allowed: the authorizer allows, with its reason; the spec is echoed back in Go order', async () => {
    const c = await cluster();
    const r = await post(c, SSAR, access({ resourceAttributes: { resource: 'runtimeclasses', verb: 'list', group: 'node.cluster.io', namespace: '' } }));
    expect(r.status).toBe(201);
    expect(r.text).toBe(
      '{"kind":"SelfSubjectAccessReview","apiVersion":"authorization.cluster.io/v1","metadata":{"creationTimestamp":null},' +
        '"spec":{"resourceAttributes":{"verb":"list","group":"node.cluster.io","resource":"runtimeclasses"}},' +
        '"status":{"allowed":true,"reason":"allowed by role \\"alice-reads\\" to User \\"alice\\""}}\n',
    );
  });

  it('denied: no rule matches (no opinion: allowed false, denied absent, no reason)', async () => {
    const c = await cluster();
    const r = await post(c, SSAR, access({ resourceAttributes: { resource: 'runtimeclasses', verb: 'delete', group: 'node.cluster.io' } }));
    expect(r.status).toBe(201);
    expect(r.json().status).toStrictEqual({ allowed: false });
  });

  it('namespaces and resource names are part of the question', async () => {
    const c = await cluster();
    const lc = (extra: object) => access({ resourceAttributes: { group: 'coordination.cluster.io', resource: 'leasecandidates', ...extra } });
    expect((await post(c, SSAR, lc({ verb: 'create', namespace: 'team-a' }))).json().status.allowed).toBe(true);
    expect((await post(c, SSAR, lc({ verb: 'create', namespace: 'team-b' }))).json().status.allowed).toBe(false);
    expect((await post(c, SSAR, lc({ verb: 'create' }))).json().status.allowed).toBe(false);
    expect((await post(c, SSAR, lc({ verb: 'delete', namespace: 'x', name: 'mine' }))).json().status.allowed).toBe(true);
    expect((await post(c, SSAR, lc({ verb: 'delete', namespace: 'x', name: 'yours' }))).json().status.allowed).toBe(false);
  });

  it('non-resource attributes: a policy path, the built-in discovery paths, a denied path', async () => {
    const c = await cluster();
    const nr = (path: string, verb = 'get') => post(c, SSAR, access({ nonResourceAttributes: { path, verb } }));
    expect((await nr('/metrics')).json()).toMatchObject({ spec: { nonResourceAttributes: { path: '/metrics', verb: 'get' } }, status: { allowed: true } });
    expect((await nr('/apis/node.cluster.io')).json().status.allowed).toBe(true);
    expect((await nr('/debug/pprof')).json().status).toStrictEqual({ allowed: false });
  });

  it('checks for the impersonated user, not the impersonator', async () => {
    const c = await cluster();
    const q = access({ resourceAttributes: { group: 'node.cluster.io', resource: 'runtimeclasses', verb: 'list' } });
    expect((await post(c, SSAR, q, 'boss-token')).json().status.allowed).toBe(false);
    expect((await post(c, SSAR, q, 'boss-token', { 'Impersonate-User': 'alice' })).json().status.allowed).toBe(true);
  });

  it('every authenticated user may create the self reviews, and can-i says so', async () => {
    const c = await cluster();
    const r = await post(c, SSAR, access({ resourceAttributes: { group: 'authorization.cluster.io', resource: 'selfsubjectaccessreviews', verb: 'create' } }), 'nobody-token');
    expect(r.status).toBe(201);
    expect(r.json().status).toStrictEqual({ allowed: true, reason: 'allowed by the built-in role "system:basic-user" to Group "system:authenticated"' });
  });

  it('an authorizer that denies everything: allowed false', async () => {
    const c = await cluster({ authorizer: alwaysDeny });
    const r = await post(c, SSAR, access({ resourceAttributes: { resource: 'runtimeclasses', verb: 'get' } }));
    expect(r.json().status).toStrictEqual({ allowed: false });
  });

  it('validation: exactly one of resourceAttributes and nonResourceAttributes (upstream texts)', async () => {
    const c = await cluster();
    const neither = await post(c, SSAR, access({}));
    expect(neither.status).toBe(422);
    expect(neither.json()).toStrictEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message:
        'SelfSubjectAccessReview.authorization.cluster.io "" is invalid: spec.resourceAttributes: Invalid value: "null": exactly one of nonResourceAttributes or resourceAttributes must be specified',
      reason: 'Invalid',
      details: {
        group: 'authorization.cluster.io',
        kind: 'SelfSubjectAccessReview',
        causes: [
          {
            reason: 'FieldValueInvalid',
            message: 'Invalid value: "null": exactly one of nonResourceAttributes or resourceAttributes must be specified',
            field: 'spec.resourceAttributes',
          },
        ],
      },
      code: 422,
    });
    const missingSpec = await post(c, SSAR, { apiVersion: 'authorization.cluster.io/v1', kind: 'SelfSubjectAccessReview' });
    expect(missingSpec.status).toBe(422);
    const both = await post(c, SSAR, access({ resourceAttributes: { verb: 'get' }, nonResourceAttributes: { path: '/healthz', verb: 'get' } }));
    expect(both.status).toBe(422);
    expect(both.json().message).toBe(
      'SelfSubjectAccessReview.authorization.cluster.io "" is invalid: spec.nonResourceAttributes: Invalid value: authorization.NonResourceAttributes{Path:"/healthz", Verb:"get"}: cannot be specified in combination with resourceAttributes',
    );
  });

  it('validation: selectors (raw and requirements exclusive, one required) and empty metadata', async () => {
    const c = await cluster();
    const sel = (fieldSelector: unknown) => post(c, SSAR, access({ resourceAttributes: { verb: 'list', resource: 'runtimeclasses', fieldSelector } }));
    const both = await sel({ rawSelector: 'a=b', requirements: [{ key: 'a', operator: 'In', values: ['b'] }] });
    expect(both.status).toBe(422);
    expect(both.json().message).toBe(
      'SelfSubjectAccessReview.authorization.cluster.io "" is invalid: spec.resourceAttributes.fieldSelector.rawSelector: Invalid value: "a=b": may not specified at the same time as requirements',
    );
    const neither = await sel({});
    expect(neither.json().message).toBe(
      'SelfSubjectAccessReview.authorization.cluster.io "" is invalid: spec.resourceAttributes.fieldSelector.requirements: Required value: when spec.resourceAttributes.fieldSelector is specified, requirements or rawSelector is required',
    );
    const ok = await sel({ requirements: [{ key: 'metadata.name', operator: 'In', values: ['a'] }] });
    expect(ok.status).toBe(201);
    expect(ok.json().spec.resourceAttributes).toStrictEqual({
      verb: 'list',
      resource: 'runtimeclasses',
      fieldSelector: { requirements: [{ key: 'metadata.name', operator: 'In', values: ['a'] }] },
    });
    const labels = await post(c, SSAR, access({ resourceAttributes: { verb: 'list', labelSelector: { rawSelector: 'a in (b' } } }));
    expect(labels.status).toBe(201);
    expect(labels.json().status).toStrictEqual({ allowed: false, evaluationError: 'spec.resourceAttributes.labelSelector ignored due to parse error' });
    const named = await post(c, SSAR, { ...access({ resourceAttributes: { verb: 'get' } }), metadata: { name: 'x' } });
    expect(named.status).toBe(422);
    expect(named.json().message).toMatch(/^SelfSubjectAccessReview\.authorization\.cluster\.io "" is invalid: metadata: Invalid value: v1\.ObjectMeta\{Name:"x", GenerateName:"", .*\}: must be empty$/);
  });

  it('hostile bodies answer 4xx: not JSON, an array, another kind, wrong types, unknown fields under Strict', async () => {
    const c = await cluster();
    expect((await post(c, SSAR, '{')).status).toBe(400);
    expect((await post(c, SSAR, '[]')).status).toBe(400);
    expect((await post(c, SSAR, { apiVersion: 'authorization.cluster.io/v1', kind: 'SelfSubjectRulesReview' })).json().message).toBe(
      'SelfSubjectRulesReview in version "v1" cannot be handled as a SelfSubjectAccessReview: no kind "SelfSubjectRulesReview" is registered for version "authorization.cluster.io/v1"',
    );
    const wrongType = await post(c, SSAR, access({ resourceAttributes: { verb: 7 } }));
    expect(wrongType.status).toBe(400);
    expect(wrongType.json().reason).toBe('BadRequest');
    const strict = await post(c, `${SSAR}?fieldValidation=Strict`, access({ resourceAttributes: { verb: 'get', bogus: 1 } }));
    expect(strict.status).toBe(400);
    expect(strict.json().message).toContain('strict decoding error: unknown field "spec.resourceAttributes.bogus"');
    const warn = await post(c, SSAR, access({ resourceAttributes: { verb: 'get', bogus: 1 } }));
    expect(warn.status).toBe(201);
    expect(warn.headers.get('warning')).toContain('unknown field \\"spec.resourceAttributes.bogus\\"');
    expect((await post(c, `${SSAR}?dryRun=Bogus`, access({ resourceAttributes: { verb: 'get' } }))).status).toBe(422);
    expect((await post(c, SSAR, access({ resourceAttributes: { verb: 'get' } }), 'alice-token', { 'content-type': 'text/plain' })).status).toBe(415);
  });
});

describe('SelfSubjectRulesReview', () => {
  it('lists the rules the policy gives in the namespace, plus the built-in ones', async () => {
    const c = await cluster();
    const r = await post(c, SSRR, { apiVersion: 'authorization.cluster.io/v1', kind: 'SelfSubjectRulesReview', spec: { namespace: 'team-a' } });
    expect(r.status).toBe(201);
    expect(r.json()).toStrictEqual({
      kind: 'SelfSubjectRulesReview',
      apiVersion: 'authorization.cluster.io/v1',
      metadata: { creationTimestamp: null },
      spec: {},
      status: {
        resourceRules: [
          { verbs: ['create'], apiGroups: ['authentication.cluster.io'], resources: ['selfsubjectreviews'] },
          { verbs: ['create'], apiGroups: ['authorization.cluster.io'], resources: ['selfsubjectaccessreviews', 'selfsubjectrulesreviews'] },
          { verbs: ['get', 'list', 'watch'], apiGroups: ['node.cluster.io'], resources: ['runtimeclasses'] },
          { verbs: ['create'], apiGroups: ['coordination.cluster.io'], resources: ['leasecandidates'] },
          { verbs: ['delete'], apiGroups: ['coordination.cluster.io'], resources: ['leasecandidates'], resourceNames: ['mine'] },
        ],
        nonResourceRules: [
          { verbs: ['get'], nonResourceURLs: ['/api', '/api/*', '/apis', '/apis/*', '/openapi', '/openapi/*'] },
          { verbs: ['get'], nonResourceURLs: ['/healthz', '/livez', '/readyz', '/version', '/version/'] },
          { verbs: ['get'], nonResourceURLs: ['/metrics'] },
        ],
        incomplete: false,
      },
    });
    // Another namespace: the team-a rule is left out.
    const other = (await post(c, SSRR, { spec: { namespace: 'team-b' } })).json();
    expect(other.status.resourceRules.map((x: { verbs: string[] }) => x.verbs.join())).toEqual(['create', 'create', 'get,list,watch', 'delete']);
  });

  it('for the impersonated user; a privileged or AlwaysAllow user gets everything', async () => {
    const c = await cluster();
    const asCarol = (await post(c, SSRR, { spec: { namespace: 'default' } }, 'boss-token', { 'Impersonate-User': 'carol', 'Impersonate-Group': 'system:masters' })).json();
    expect(asCarol.status.resourceRules.at(-1)).toStrictEqual({ verbs: ['*'], apiGroups: ['*'], resources: ['*'] });
    expect(asCarol.status.nonResourceRules.at(-1)).toStrictEqual({ verbs: ['*'], nonResourceURLs: ['*'] });
    const open = await startCluster();
    const r = await open.fetch(SSRR, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ spec: { namespace: 'default' } }) });
    expect(r.status).toBe(201);
    expect((await jsonOf(r)).status).toMatchObject({ incomplete: false, resourceRules: expect.arrayContaining([{ verbs: ['*'], apiGroups: ['*'], resources: ['*'] }]) });
  });

  it('an authorizer that cannot enumerate: incomplete, with an evaluation error', async () => {
    const opaque: Authorizer = { authorize: () => ({ allowed: true, reason: '' }) };
    const c = await cluster({ authorizer: opaque });
    const r = (await post(c, SSRR, { spec: { namespace: 'default' } })).json();
    expect(r.status.incomplete).toBe(true);
    expect(r.status.evaluationError).toBe('the authorizer does not support rules evaluation');
    expect(r.status.resourceRules).toHaveLength(2);
  });

  it('spec.namespace is required: 400 no namespace on request', async () => {
    const c = await cluster();
    const r = await post(c, SSRR, { spec: {} });
    expect(r.status).toBe(400);
    expect(r.json()).toMatchObject({ reason: 'BadRequest', message: 'no namespace on request', code: 400 });
  });
});

describe('wire formats', () => {
  const spec = { resourceAttributes: { group: 'node.cluster.io', resource: 'runtimeclasses', verb: 'get', name: 'x' } };
  const expected = {
    kind: 'SelfSubjectAccessReview',
    apiVersion: 'authorization.cluster.io/v1',
    metadata: { creationTimestamp: null },
    spec,
    status: { allowed: true, reason: 'allowed by role "alice-reads" to User "alice"' },
  };

  it('YAML in and out', async () => {
    const c = await cluster();
    const r = await post(c, SSAR, 'apiVersion: authorization.cluster.io/v1\nkind: SelfSubjectAccessReview\nspec:\n  resourceAttributes:\n    group: node.cluster.io\n    resource: runtimeclasses\n    verb: get\n    name: x\n', 'alice-token', {
      'content-type': 'application/yaml',
      accept: 'application/yaml',
    });
    expect(r.status).toBe(201);
    expect(r.headers.get('content-type')).toBe('application/yaml');
    expect(yamlCodec.decode(Buffer.from(r.text))).toStrictEqual(expected);
    expect(r.text).toContain('creationTimestamp: null');
  });

  it('CBOR in and out', async () => {
    const c = await cluster();
    const res = await c.fetch(SSAR, {
      method: 'POST',
      headers: { authorization: 'Bearer alice-token', 'content-type': 'application/cbor', accept: 'application/cbor' },
      body: cborCodec.encode(access(spec)),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('application/cbor');
    expect(cborCodec.decode(new Uint8Array(await res.arrayBuffer()))).toStrictEqual(expected);
  });

  it('protobuf in and out, under our media type and upstream name', async () => {
    const c = await cluster();
    for (const mediaType of ['application/vnd.cluster.protobuf', 'application/vnd.kubernetes.protobuf']) {
      const res = await c.fetch(SSAR, {
        method: 'POST',
        headers: { authorization: 'Bearer alice-token', 'content-type': mediaType, accept: mediaType },
        body: encodeProtobuf(access(spec)),
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('content-type')).toBe(mediaType);
      const decoded = decodeProtobuf(new Uint8Array(await res.arrayBuffer())).object;
      // Protobuf carries the zero creationTimestamp as an empty Time: absent once decoded.
      expect(decoded).toStrictEqual({ ...expected, metadata: {} });
    }
    const ssr = await c.fetch(SSR, { method: 'POST', headers: { authorization: 'Bearer alice-token', 'content-type': 'application/json', accept: 'application/vnd.cluster.protobuf' }, body: '{}' });
    expect(decodeProtobuf(new Uint8Array(await ssr.arrayBuffer())).object).toStrictEqual({
      kind: 'SelfSubjectReview',
      apiVersion: 'authentication.cluster.io/v1',
      metadata: { creationTimestamp: '2025-01-02T03:04:05Z' },
      status: { userInfo: { username: 'alice', uid: 'u-alice', groups: ['devs', 'ops', 'system:authenticated'] } },
    });
    const ssrr = await c.fetch(SSRR, {
      method: 'POST',
      headers: { authorization: 'Bearer alice-token', 'content-type': 'application/vnd.cluster.protobuf', accept: 'application/vnd.cluster.protobuf' },
      body: encodeProtobuf({ apiVersion: 'authorization.cluster.io/v1', kind: 'SelfSubjectRulesReview', spec: { namespace: 'team-a' } }),
    });
    expect(ssrr.status).toBe(201);
    const rules = decodeProtobuf(new Uint8Array(await ssrr.arrayBuffer())).object as { status: { resourceRules: unknown[]; incomplete: boolean } };
    expect(rules.status.resourceRules).toHaveLength(5);
    expect(rules.status.incomplete).toBe(false);
  });

  it('a Table is not offered for create: 406 when only a Table is acceptable', async () => {
    const c = await cluster();
    const r = await post(c, SSAR, access(spec), 'alice-token', { accept: 'application/json;as=Table;v=v1;g=meta.k8s.io' });
    expect(r.status).toBe(406);
  });
});

describe('discovery and OpenAPI', () => {
  it('lists both groups, their resources with verbs [create], in legacy and aggregated discovery', async () => {
    const c = await startCluster();
    const groups = await jsonOf(await c.fetch('/apis'));
    expect(groups.groups).toEqual(
      expect.arrayContaining([
        { name: 'authentication.cluster.io', versions: [{ groupVersion: 'authentication.cluster.io/v1', version: 'v1' }], preferredVersion: { groupVersion: 'authentication.cluster.io/v1', version: 'v1' } },
        { name: 'authorization.cluster.io', versions: [{ groupVersion: 'authorization.cluster.io/v1', version: 'v1' }], preferredVersion: { groupVersion: 'authorization.cluster.io/v1', version: 'v1' } },
      ]),
    );
    expect((await jsonOf(await c.fetch('/apis/authorization.cluster.io'))).kind).toBe('APIGroup');
    expect(await jsonOf(await c.fetch('/apis/authorization.cluster.io/v1'))).toStrictEqual({
      kind: 'APIResourceList',
      apiVersion: 'v1',
      groupVersion: 'authorization.cluster.io/v1',
      resources: [
        { name: 'selfsubjectaccessreviews', singularName: 'selfsubjectaccessreview', namespaced: false, kind: 'SelfSubjectAccessReview', verbs: ['create'] },
        { name: 'selfsubjectrulesreviews', singularName: 'selfsubjectrulesreview', namespaced: false, kind: 'SelfSubjectRulesReview', verbs: ['create'] },
      ],
    });
    expect((await jsonOf(await c.fetch('/apis/authentication.cluster.io/v1'))).resources).toStrictEqual([
      { name: 'selfsubjectreviews', singularName: 'selfsubjectreview', namespaced: false, kind: 'SelfSubjectReview', verbs: ['create'] },
    ]);
    const aggregated = await jsonOf(await c.fetch('/apis', { headers: { accept: 'application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList' } }));
    const authn = aggregated.items.find((i: { metadata: { name: string } }) => i.metadata.name === 'authentication.cluster.io');
    expect(authn.versions).toStrictEqual([
      {
        version: 'v1',
        resources: [
          {
            resource: 'selfsubjectreviews',
            responseKind: { group: 'authentication.cluster.io', version: 'v1', kind: 'SelfSubjectReview' },
            scope: 'Cluster',
            singularResource: 'selfsubjectreview',
            verbs: ['create'],
          },
        ],
        freshness: 'Current',
      },
    ]);
    // Upstream's group names are served for stock clients, but not listed.
    expect(groups.groups.map((g: { name: string }) => g.name)).not.toContain('authorization.k8s.io');
    expect((await c.fetch('/apis/authorization.k8s.io/v1')).status).toBe(404);
  });

  it('OpenAPI v3 has a document per new group-version with the create operation', async () => {
    const c = await startCluster();
    const index = await jsonOf(await c.fetch('/openapi/v3'));
    expect(Object.keys(index.paths)).toEqual(expect.arrayContaining(['apis/authentication.cluster.io/v1', 'apis/authorization.cluster.io/v1']));
    const doc = await jsonOf(await c.fetch(index.paths['apis/authorization.cluster.io/v1'].serverRelativeURL));
    expect(Object.keys(doc.paths)).toEqual(['/apis/authorization.cluster.io/v1/selfsubjectaccessreviews', '/apis/authorization.cluster.io/v1/selfsubjectrulesreviews']);
    expect(doc.paths['/apis/authorization.cluster.io/v1/selfsubjectaccessreviews'].post.operationId).toBe('createAuthorizationV1SelfSubjectAccessReview');
    expect(doc.components.schemas['io.cluster.api.authorization.v1.ResourceAttributes'].properties.fieldSelector).toBeDefined();
  });
});
