/**
 * Issue 6 over HTTPS: the authentication matrix (every operation of the seed's tables x
 * credential kinds), authorization by verbs (apply needing patch and create, dry-run,
 * unsafe delete needing both verbs), health and shutdown, runtime-config, deprecation.
 */
import { Agent, request } from 'undici';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCertificateAuthority, createClientCertificate, createServingCertificate } from '../../src/server/auth/certificates.js';
import { RequestAuthenticator } from '../../src/server/auth/authenticator.js';
import { PolicyAuthorizer } from '../../src/server/auth/authorizer.js';
import { loadPolicy } from '../../src/server/auth/policy.js';
import { ServiceAccountTokenIssuer } from '../../src/server/auth/service-account-token.js';
import { loadTokenFile } from '../../src/server/auth/token-file.js';
import { startServer, type RunningServer } from '../../src/server/index.js';
import { ManualClock } from '../support/manual-clock.js';

const ca = createCertificateAuthority();
const foreignCa = createCertificateAuthority({ commonName: 'someone-else' });
const serving = createServingCertificate(ca);
const adminCert = createClientCertificate(ca, { commonName: 'admin', organizations: ['system:masters'] });
const foreignCert = createClientCertificate(foreignCa, { commonName: 'admin', organizations: ['system:masters'] });
const saIssuer = new ServiceAccountTokenIssuer({ signingKey: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey });
const saToken = saIssuer.issue({ namespace: 'default', name: 'robot', uid: 'u-robot' });
const expiredIssuer = new ServiceAccountTokenIssuer({ signingKey: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey, clock: { now: () => Date.UTC(2020, 0, 1), setTimer: () => () => {} } });
const expiredToken = expiredIssuer.issue({ namespace: 'default', name: 'robot', uid: 'u-robot', expirationSeconds: 600 });

const policy = loadPolicy(`
roles:
- subjects: [{kind: User, name: reader}]
  rules: [{apiGroups: ["*"], resources: ["*"], verbs: [get, list, watch]}]
- subjects: [{kind: User, name: patcher}]
  rules: [{apiGroups: ["node.cluster.io"], resources: [runtimeclasses], verbs: [get, patch]}]
- subjects: [{kind: User, name: applier}]
  rules: [{apiGroups: ["node.cluster.io"], resources: [runtimeclasses], verbs: [get, patch, create]}]
- subjects: [{kind: User, name: deleter}]
  rules: [{apiGroups: ["node.cluster.io"], resources: [runtimeclasses], verbs: [get, delete]}]
- subjects: [{kind: ServiceAccount, namespace: default, name: robot}]
  rules: [{apiGroups: ["*"], resources: ["*"], verbs: ["*"]}]
`);

let server: RunningServer;
const agents: Agent[] = [];
function agent(cert?: { certPem: string; keyPem: string }): Agent {
  const a = new Agent({ connect: { ca: ca.certPem, ...(cert ? { cert: cert.certPem, key: cert.keyPem } : {}) } });
  agents.push(a);
  return a;
}
const anonymous = agent();
const admin = agent(adminCert);
const foreign = agent(foreignCert);

async function call(method: string, path: string, opts: { agent?: Agent; token?: string; body?: unknown; contentType?: string } = {}) {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = opts.contentType ?? 'application/json';
  const res = await request(server.url + path, {
    method: method as 'GET',
    headers,
    dispatcher: opts.agent ?? anonymous,
    ...(opts.body !== undefined ? { body: typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body) } : {}),
  });
  const text = await res.body.text();
  return { status: res.statusCode, headers: res.headers, text, json: () => JSON.parse(text) };
}

beforeAll(async () => {
  server = await startServer({
    port: 0,
    tls: { cert: serving.certPem, key: serving.keyPem },
    authenticator: new RequestAuthenticator({
      clientCA: ca.certPem,
      tokenFile: loadTokenFile('reader-token,reader,u1\npatcher-token,patcher,u2\napplier-token,applier,u3\ndeleter-token,deleter,u4\n'),
      serviceAccountTokens: saIssuer,
    }),
    authorizer: new PolicyAuthorizer(policy),
    featureGates: { AllowUnsafeMalformedObjectDeletion: true },
  });
  await call('POST', '/apis/node.cluster.io/v1/runtimeclasses', { agent: admin, body: { metadata: { name: 'existing' }, handler: 'h' } });
  await call('POST', '/apis/coordination.cluster.io/v1beta1/namespaces/default/leasecandidates', {
    agent: admin,
    body: { metadata: { name: 'existing' }, spec: { leaseName: 'l', binaryVersion: '1.0.0', strategy: 'x.io/s' } },
  });
});
afterAll(async () => {
  await server.close();
  await Promise.all(agents.map((a) => a.close()));
});

const P = '/apis/coordination.cluster.io/v1beta1';
const Q = '/apis/node.cluster.io/v1';
const lcBody = (name: string) => ({ metadata: { name }, spec: { leaseName: 'l', binaryVersion: '1.0.0', strategy: 'x.io/s' } });
const rcBody = (name: string) => ({ metadata: { name }, handler: 'h' });
/** Every operation of the seed's two tables, as [name, method, path, body?, contentType?]. */
const OPERATIONS = (n: string): Array<[string, string, string, unknown?, string?]> => [
  ['lc get', 'GET', `${P}/namespaces/default/leasecandidates/existing`],
  ['lc list', 'GET', `${P}/namespaces/default/leasecandidates`],
  ['lc list all', 'GET', `${P}/leasecandidates`],
  ['lc watch', 'GET', `${P}/leasecandidates?watch=true&resourceVersion=999999&timeoutSeconds=1`],
  ['lc create', 'POST', `${P}/namespaces/default/leasecandidates`, lcBody(`lc-${n}`)],
  ['lc update', 'PUT', `${P}/namespaces/default/leasecandidates/up-${n}`, lcBody(`up-${n}`)],
  ['lc patch', 'PATCH', `${P}/namespaces/default/leasecandidates/existing`, { metadata: { labels: { p: n } } }, 'application/merge-patch+json'],
  ['lc delete', 'DELETE', `${P}/namespaces/default/leasecandidates/lc-${n}`],
  ['lc deletecollection', 'DELETE', `${P}/namespaces/default/leasecandidates?labelSelector=none`],
  ['rc get', 'GET', `${Q}/runtimeclasses/existing`],
  ['rc list', 'GET', `${Q}/runtimeclasses`],
  ['rc create', 'POST', `${Q}/runtimeclasses`, rcBody(`rc-${n}`)],
  ['rc update', 'PUT', `${Q}/runtimeclasses/up-${n}`, rcBody(`up-${n}`)],
  ['rc patch', 'PATCH', `${Q}/runtimeclasses/existing`, { metadata: { labels: { p: n } } }, 'application/merge-patch+json'],
  ['rc delete', 'DELETE', `${Q}/runtimeclasses/rc-${n}`],
  ['rc deletecollection', 'DELETE', `${Q}/runtimeclasses?labelSelector=none`],
];

describe('authentication matrix', () => {
  const credentials: Array<[string, () => { agent?: Agent; token?: string }, boolean]> = [
    ['no credentials', () => ({}), false],
    ['a bad token', () => ({ token: 'nope' }), false],
    ['an expired service-account token', () => ({ token: expiredToken }), false],
    ['a foreign certificate', () => ({ agent: foreign }), false],
    ['a valid token', () => ({ token: 'reader-token' }), true],
    ['a valid certificate', () => ({ agent: admin }), true],
    ['a service-account token', () => ({ token: saToken }), true],
  ];
  it.each(credentials)('with %s', async (label, creds, ok) => {
    for (const [op, method, path, body, contentType] of OPERATIONS(label.replace(/\W+/g, '-'))) {
      const res = await call(method, path, { ...creds(), ...(body !== undefined ? { body, ...(contentType ? { contentType } : {}) } : {}) });
      if (!ok) {
        expect(res.status, op).toBe(401);
        expect(res.json(), op).toMatchObject({ kind: 'Status', status: 'Failure', message: 'Unauthorized', reason: 'Unauthorized', code: 401 });
      } else if (label === 'a valid token') {
        // The reader may read, not write: authenticated, then authorized or forbidden.
        expect([200, 403], op).toContain(res.status);
        expect(res.status === 200, op).toBe(method === 'GET');
      } else {
        expect([200, 201], `${op}: ${res.text}`).toContain(res.status);
      }
    }
  });
});

describe('authorization', () => {
  it('denies with the upstream Forbidden message', async () => {
    const res = await call('DELETE', `${Q}/runtimeclasses/existing`, { token: 'reader-token' });
    expect(res.status).toBe(403);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.json()).toMatchObject({
      reason: 'Forbidden',
      message: 'runtimeclasses.node.cluster.io "existing" is forbidden: User "reader" cannot delete resource "runtimeclasses" in API group "node.cluster.io" at the cluster scope',
      details: { name: 'existing', group: 'node.cluster.io', kind: 'runtimeclasses' },
    });
    const ns = await call('POST', `${P}/namespaces/default/leasecandidates`, { token: 'reader-token', body: lcBody('x') });
    expect(ns.json().message).toBe(
      'leasecandidates.coordination.cluster.io is forbidden: User "reader" cannot create resource "leasecandidates" in API group "coordination.cluster.io" in the namespace "default"',
    );
  });

  it('apply needs patch on existing objects, and create too when it creates', async () => {
    const applyBody = (name: string) => `apiVersion: node.cluster.io/v1\nkind: RuntimeClass\nmetadata:\n  name: ${name}\nhandler: h\n`;
    const existing = await call('PATCH', `${Q}/runtimeclasses/existing?fieldManager=p`, { token: 'patcher-token', body: applyBody('existing'), contentType: 'application/apply-patch+yaml' });
    expect(existing.status).toBe(200);
    const creating = await call('PATCH', `${Q}/runtimeclasses/fresh?fieldManager=p`, { token: 'patcher-token', body: applyBody('fresh'), contentType: 'application/apply-patch+yaml' });
    expect(creating.status).toBe(403);
    expect(creating.json().message).toContain('cannot create resource "runtimeclasses"');
    const allowed = await call('PATCH', `${Q}/runtimeclasses/fresh?fieldManager=a`, { token: 'applier-token', body: applyBody('fresh'), contentType: 'application/apply-patch+yaml' });
    expect(allowed.status).toBe(201);
  });

  it('dry-run needs the same permission as the real request', async () => {
    const dry = await call('POST', `${Q}/runtimeclasses?dryRun=All`, { token: 'reader-token', body: rcBody('dry') });
    expect(dry.status).toBe(403);
    const dryPatch = await call('PATCH', `${Q}/runtimeclasses/existing?dryRun=All`, { token: 'patcher-token', body: '{}', contentType: 'application/merge-patch+json' });
    expect(dryPatch.status).toBe(200);
  });

  it('unsafe delete needs delete and unsafe-delete-ignore-read-errors', async () => {
    const res = await call('DELETE', `${Q}/runtimeclasses/existing?ignoreStoreReadErrorWithClusterBreakingPotential=true`, { token: 'deleter-token' });
    expect(res.status).toBe(403);
    expect(res.json().message).toBe(
      'runtimeclasses.node.cluster.io "existing" is forbidden: User "deleter" cannot unsafe-delete-ignore-read-errors resource "runtimeclasses" in API group "node.cluster.io" at the cluster scope',
    );
  });

  it('lets every authenticated user read discovery, health and version, but not /metrics', async () => {
    for (const path of ['/api', '/apis', '/version', '/livez', '/openapi/v3']) {
      expect((await call('GET', path, { token: 'patcher-token' })).status, path).toBe(200);
    }
    expect((await call('GET', '/metrics', { token: 'patcher-token' })).status).toBe(403);
    expect((await call('GET', '/metrics', { agent: admin })).status).toBe(200);
  });
});

describe('health, shutdown, runtime-config, deprecation and metrics', () => {
  it('serves health in upstream formats and turns unready during graceful shutdown', async () => {
    const clock = new ManualClock();
    const s = await startServer({ port: 0, clock, shutdownDelayMs: 10_000 });
    try {
      const get = async (p: string) => {
        const r = await fetch(s.url + p);
        return { status: r.status, body: await r.text(), warning: r.headers.get('warning') };
      };
      expect(await get('/readyz')).toMatchObject({ status: 200, body: 'ok' });
      const verbose = await get('/livez?verbose&exclude=log');
      expect(verbose.body).toBe('[+]ping ok\n[+]log excluded: ok\nlivez check passed\n');
      expect((await get('/healthz')).warning).toMatch(/^299 - /);
      expect((await get('/livez/ping')).body).toBe('ok');
      const closing = s.close();
      await clock.advance(0);
      const unready = await get('/readyz?verbose');
      expect(unready.status).toBe(500);
      expect(unready.body).toMatch(/\[-\]shutdown failed: reason withheld\nreadyz check failed\n$/);
      expect((await get('/livez')).status).toBe(200);
      await clock.advance(10_000);
      await closing;
    } finally {
      await s.close();
    }
  });

  it('does not serve or discover a group version disabled with runtime-config', async () => {
    const s = await startServer({ port: 0, runtimeConfig: 'node.cluster.io/v1=false' });
    try {
      expect((await fetch(`${s.url}${Q}/runtimeclasses`)).status).toBe(404);
      const groups = (await (await fetch(`${s.url}/apis`)).json()) as { groups: { name: string }[] };
      expect(groups.groups.map((g) => g.name)).toEqual(['authentication.cluster.io', 'authorization.cluster.io', 'admissionregistration.cluster.io', 'coordination.cluster.io']);
      expect((await fetch(`${s.url}${P}/leasecandidates`)).status).toBe(200);
    } finally {
      await s.close();
    }
  });

  it('warns on deprecated versions and counts them in /metrics', async () => {
    const s = await startServer({
      port: 0,
      deprecatedApis: [{ group: 'coordination.cluster.io', version: 'v1beta1', deprecatedIn: '1.36', removedIn: '1.39', replacement: 'coordination.cluster.io/v1 LeaseCandidate' }],
    });
    try {
      const res = await fetch(`${s.url}${P}/leasecandidates`);
      expect(res.headers.get('warning')).toBe('299 - "coordination.cluster.io/v1beta1 LeaseCandidate is deprecated in v1.36+, unavailable in v1.39+; use coordination.cluster.io/v1 LeaseCandidate"');
      await fetch(`${s.url}${Q}/runtimeclasses`);
      const metrics = await (await fetch(`${s.url}/metrics`)).text();
      expect(metrics).toContain('apiserver_requested_deprecated_apis{group="coordination.cluster.io",removed_release="1.39",resource="leasecandidates",subresource="",version="v1beta1"} 1');
      expect(metrics).toMatch(/apiserver_request_total\{[^}]*resource="runtimeclasses"[^}]*\} 1/);
    } finally {
      await s.close();
    }
  });
});
