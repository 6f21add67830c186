/**
 * Namespaces as kube-apiserver 1.33 serves them, over HTTP: every verb (no deletecollection),
 * each patch type and server-side apply, watch, the `status` and `finalize` subresources with
 * upstream's strategies and validation texts, phase transitions, and deletion held by
 * spec.finalizers until they are finalized away.
 */
import { describe, expect, it } from 'vitest';
import type { LeaseCandidate, Namespace } from '../../src/meta/types.js';
import { jsonOf, startCluster, type TestCluster } from './harness.js';
import { count, objectOf, summary, takeUntil } from './watch-helpers.js';

const NS = '/api/v1/namespaces';
const lc = (name: string): LeaseCandidate => ({ metadata: { name }, spec: { leaseName: 'l', binaryVersion: '1.0.0', strategy: 'x.io/s' } });

function send(cluster: TestCluster, method: string, path: string, body?: unknown, contentType = 'application/json'): Promise<Response> {
  return cluster.fetch(path, {
    method,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': contentType } }),
  });
}

async function created(cluster: TestCluster, ns: Namespace): Promise<Namespace> {
  const res = await send(cluster, 'POST', NS, { apiVersion: 'v1', kind: 'Namespace', ...ns });
  expect(res.status).toBe(201);
  return jsonOf(res);
}

describe('namespaces: discovery', () => {
  it('lists upstream verbs and the status and finalize subresources, legacy and aggregated', async () => {
    const cluster = await startCluster();
    const legacy = await jsonOf(await cluster.fetch('/api/v1'));
    const entries = legacy.resources.filter((r: { name: string }) => r.name.startsWith('namespaces'));
    expect(entries).toEqual([
      { name: 'namespaces', singularName: 'namespace', namespaced: false, kind: 'Namespace', verbs: ['create', 'delete', 'get', 'list', 'patch', 'update', 'watch'], shortNames: ['ns'] },
      { name: 'namespaces/finalize', singularName: '', namespaced: false, kind: 'Namespace', verbs: ['update'] },
      { name: 'namespaces/status', singularName: '', namespaced: false, kind: 'Namespace', verbs: ['get', 'patch', 'update'] },
    ]);
    const aggregated = await jsonOf(await cluster.fetch('/api', { headers: { accept: 'application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList' } }));
    const ns = aggregated.items[0].versions[0].resources.find((r: { resource: string }) => r.resource === 'namespaces');
    expect(ns.verbs).toEqual(['create', 'delete', 'get', 'list', 'patch', 'update', 'watch']);
    expect(ns.subresources).toEqual([
      { subresource: 'finalize', responseKind: { group: '', version: 'v1', kind: 'Namespace' }, verbs: ['update'] },
      { subresource: 'status', responseKind: { group: '', version: 'v1', kind: 'Namespace' }, verbs: ['get', 'patch', 'update'] },
    ]);
  });
});

describe('namespaces: create, get, list', () => {
  it('creates Active with spec.finalizers ["kubernetes"] and the name label; status in the body is ignored', async () => {
    const cluster = await startCluster();
    const ns = await created(cluster, { metadata: { name: 'team' }, status: { phase: 'Terminating' } });
    expect(ns.status).toEqual({ phase: 'Active' });
    expect(ns.spec).toEqual({ finalizers: ['kubernetes'] });
    expect(ns.metadata?.labels).toEqual({ 'kubernetes.io/metadata.name': 'team' });
    const withOwn = await created(cluster, { metadata: { name: 'own' }, spec: { finalizers: ['example.com/hold'] } });
    expect(withOwn.spec?.finalizers).toEqual(['example.com/hold', 'kubernetes']);
    expect((await jsonOf(await cluster.fetch(`${NS}/team`))).metadata.uid).toBe(ns.metadata?.uid);
    const list = await jsonOf(await cluster.fetch(`${NS}?fieldSelector=status.phase=Active`));
    expect(list.items.map((i: Namespace) => i.metadata?.name)).toEqual(['default', 'kube-node-lease', 'kube-public', 'kube-system', 'own', 'team']);
  });

  it('rejects finalizer names as upstream: unqualified non-standard, and not a qualified name', async () => {
    const cluster = await startCluster();
    const res = await send(cluster, 'POST', NS, { metadata: { name: 'bad' }, spec: { finalizers: ['custom', 'a/b/c'] } });
    expect(res.status).toBe(422);
    const body = await jsonOf(res);
    expect(body.message).toBe(
      'Namespace "bad" is invalid: [spec.finalizers: Invalid value: "custom": name is neither a standard finalizer name nor is it fully qualified, ' +
        "spec.finalizers: Invalid value: \"a/b/c\": a qualified name must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')]",
    );
  });

  it('serves no deletecollection (405) and 404s unknown subresources', async () => {
    const cluster = await startCluster();
    const res = await send(cluster, 'DELETE', NS);
    expect(res.status).toBe(405);
    expect((await jsonOf(res)).reason).toBe('MethodNotAllowed');
    expect((await cluster.fetch(`${NS}/default/bogus`)).status).toBe(404);
    expect((await send(cluster, 'PATCH', `${NS}/default/finalize`, {}, 'application/merge-patch+json')).status).toBe(405);
    expect((await cluster.fetch(`${NS}/default/finalize`)).status).toBe(405);
    expect((await send(cluster, 'DELETE', `${NS}/default/status`)).status).toBe(405);
    expect((await send(cluster, 'PUT', `${NS}/missing/status`, { metadata: { name: 'missing', resourceVersion: '1' }, status: { phase: 'Active' } })).status).toBe(404);
  });
});

describe('namespaces: update and patch change neither status nor spec.finalizers', () => {
  it('PUT changes labels; status and spec.finalizers in the body are ignored (PrepareForUpdate)', async () => {
    const cluster = await startCluster();
    const ns = await created(cluster, { metadata: { name: 'team' } });
    const res = await send(cluster, 'PUT', `${NS}/team`, {
      ...ns,
      metadata: { ...ns.metadata, labels: { ...ns.metadata?.labels, tier: 'gold' } },
      spec: { finalizers: ['example.com/x'] },
      status: { phase: 'Terminating' },
    });
    expect(res.status).toBe(200);
    const updated = await jsonOf(res);
    expect(updated.metadata.labels).toEqual({ 'kubernetes.io/metadata.name': 'team', tier: 'gold' });
    expect(updated.spec).toEqual({ finalizers: ['kubernetes'] });
    expect(updated.status).toEqual({ phase: 'Active' });
    // The name label is the server's: removing it on update puts it back.
    const again = await jsonOf(await send(cluster, 'PUT', `${NS}/team`, { ...updated, metadata: { ...updated.metadata, labels: {} } }));
    expect(again.metadata.labels).toEqual({ 'kubernetes.io/metadata.name': 'team' });
  });

  it.each([
    ['application/json-patch+json', [{ op: 'add', path: '/metadata/labels/tier', value: 'gold' }, { op: 'replace', path: '/status/phase', value: 'Terminating' }]],
    ['application/merge-patch+json', { metadata: { labels: { tier: 'gold' } }, status: { phase: 'Terminating' }, spec: { finalizers: [] } }],
    ['application/strategic-merge-patch+json', { metadata: { labels: { tier: 'gold' } }, status: { phase: 'Terminating' }, spec: { finalizers: ['example.com/x'] } }],
  ])('%s patches labels and ignores status and spec.finalizers', async (contentType, patch) => {
    const cluster = await startCluster();
    await created(cluster, { metadata: { name: 'team' } });
    const res = await send(cluster, 'PATCH', `${NS}/team`, patch, contentType);
    expect(res.status).toBe(200);
    const ns = await jsonOf(res);
    expect(ns.metadata.labels.tier).toBe('gold');
    expect(ns.status).toEqual({ phase: 'Active' });
    expect(ns.spec).toEqual({ finalizers: ['kubernetes'] });
  });

  it('server-side apply creates and updates a namespace, recording the manager', async () => {
    const cluster = await startCluster();
    const apply = (labels: Record<string, string>) =>
      send(cluster, 'PATCH', `${NS}/applied?fieldManager=alice`, `apiVersion: v1\nkind: Namespace\nmetadata:\n  name: applied\n  labels: ${JSON.stringify(labels)}\n`, 'application/apply-patch+yaml');
    const first = await apply({ team: 'a' });
    expect(first.status).toBe(201);
    const ns = await jsonOf(first);
    expect(ns.status).toEqual({ phase: 'Active' });
    expect(ns.spec).toEqual({ finalizers: ['kubernetes'] });
    const second = await jsonOf(await apply({ team: 'b' }));
    expect(second.metadata.labels).toEqual({ 'kubernetes.io/metadata.name': 'applied', team: 'b' });
    expect(second.metadata.managedFields.map((m: { manager: string; operation: string }) => `${m.manager} ${m.operation}`)).toContain('alice Apply');
  });
});

describe('namespaces: status subresource', () => {
  it('GET answers the namespace; PUT and PATCH change only status', async () => {
    const cluster = await startCluster();
    await created(cluster, { metadata: { name: 'team' } });
    const got = await jsonOf(await cluster.fetch(`${NS}/team/status`));
    expect(got).toMatchObject({ kind: 'Namespace', apiVersion: 'v1', metadata: { name: 'team' }, status: { phase: 'Active' } });
    // This API models only status.phase (no conditions), and the phase is fixed by
    // deletionTimestamp: a write through /status can keep it and must not touch spec.
    const put = await send(cluster, 'PUT', `${NS}/team/status`, { ...got, spec: { finalizers: ['example.com/x'] }, status: { phase: 'Active' } });
    expect(put.status).toBe(200);
    const afterPut = await jsonOf(put);
    expect(afterPut.status).toEqual({ phase: 'Active' });
    expect(afterPut.spec).toEqual({ finalizers: ['kubernetes'] });
    const patched = await jsonOf(await send(cluster, 'PATCH', `${NS}/team/status`, { status: { phase: 'Active' }, spec: { finalizers: [] } }, 'application/merge-patch+json'));
    expect(patched.status).toEqual({ phase: 'Active' });
    expect(patched.spec).toEqual({ finalizers: ['kubernetes'] });
    const applied = await send(cluster, 'PATCH', `${NS}/team/status?fieldManager=ctl`, 'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: team\nstatus:\n  phase: Active\n', 'application/apply-patch+yaml');
    expect(applied.status).toBe(200);
    const missing = await send(cluster, 'PATCH', `${NS}/nope/status?fieldManager=ctl`, 'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: nope\nstatus:\n  phase: Active\n', 'application/apply-patch+yaml');
    expect(missing.status).toBe(404);
  });

  it('records writes through /status as managers with subresource "status"', async () => {
    const cluster = await startCluster();
    await created(cluster, { metadata: { name: 'team' } });
    // The namespace status strategy keeps spec only: a label written through /status is the status manager's.
    const labelled = await jsonOf(await send(cluster, 'PATCH', `${NS}/team/status?fieldManager=labeller`, { metadata: { labels: { x: 'y' } } }, 'application/merge-patch+json'));
    const entry = labelled.metadata.managedFields.find((m: { manager: string }) => m.manager === 'labeller');
    expect(entry).toMatchObject({ operation: 'Update', apiVersion: 'v1', subresource: 'status', fieldsV1: { 'f:metadata': { 'f:labels': { 'f:x': {} } } } });
    const applied = await jsonOf(
      await send(cluster, 'PATCH', `${NS}/team/status?fieldManager=applier`, 'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: team\nstatus:\n  phase: Active\n', 'application/apply-patch+yaml'),
    );
    expect(applied.metadata.managedFields.find((m: { manager: string }) => m.manager === 'applier')).toMatchObject({ operation: 'Apply', subresource: 'status', fieldsV1: { 'f:status': { 'f:phase': {} } } });
  });

  it('rejects a phase that disagrees with deletionTimestamp, with upstream texts', async () => {
    const cluster = await startCluster();
    await created(cluster, { metadata: { name: 'team' } });
    const res = await send(cluster, 'PATCH', `${NS}/team/status`, { status: { phase: 'Terminating' } }, 'application/merge-patch+json');
    expect(res.status).toBe(422);
    expect((await jsonOf(res)).message).toBe('Namespace "team" is invalid: status.Phase: Invalid value: "Terminating": may only be \'Active\' if `deletionTimestamp` is empty');
    await created(cluster, { metadata: { name: 'held' }, spec: { finalizers: ['example.com/hold'] } });
    await send(cluster, 'DELETE', `${NS}/held`);
    const active = await send(cluster, 'PATCH', `${NS}/held/status`, { status: { phase: 'Active' } }, 'application/merge-patch+json');
    expect(active.status).toBe(422);
    expect((await jsonOf(active)).message).toBe('Namespace "held" is invalid: status.Phase: Invalid value: "Active": may only be \'Terminating\' if `deletionTimestamp` is not empty');
  });

  it('a deletionTimestamp cannot be set through /status (metadata update rules)', async () => {
    const cluster = await startCluster();
    await created(cluster, { metadata: { name: 'team' } });
    const res = await send(cluster, 'PATCH', `${NS}/team/status`, { metadata: { deletionTimestamp: '2030-01-01T00:00:00Z' }, status: { phase: 'Terminating' } }, 'application/merge-patch+json');
    expect(res.status).toBe(422);
    expect((await jsonOf(res)).message).toBe('Namespace "team" is invalid: metadata.deletionTimestamp: Invalid value: 2030-01-01 00:00:00 +0000 UTC: field is immutable');
  });
});

describe('namespaces: finalize subresource and deletion', () => {
  it('PUT finalize changes only spec.finalizers, validating each entry at its index', async () => {
    const cluster = await startCluster();
    const ns = await created(cluster, { metadata: { name: 'team' } });
    const res = await send(cluster, 'PUT', `${NS}/team/finalize`, { ...ns, spec: { finalizers: ['kubernetes', 'example.com/extra'] }, status: { phase: 'Terminating' } });
    expect(res.status).toBe(200);
    const finalized = await jsonOf(res);
    expect(finalized.spec).toEqual({ finalizers: ['kubernetes', 'example.com/extra'] });
    expect(finalized.status).toEqual({ phase: 'Active' });
    const bad = await send(cluster, 'PUT', `${NS}/team/finalize`, { ...finalized, spec: { finalizers: ['kubernetes', 'nope'] } });
    expect(bad.status).toBe(422);
    expect((await jsonOf(bad)).message).toBe('Namespace "team" is invalid: spec.finalizers[1]: Invalid value: "nope": name is neither a standard finalizer name nor is it fully qualified');
    const stale = await send(cluster, 'PUT', `${NS}/team/finalize`, { ...ns, spec: { finalizers: [] } });
    expect(stale.status).toBe(409);
  });

  it('answers hostile bodies on the subresources with upstream-shaped 4xx, never 5xx', async () => {
    const cluster = await startCluster();
    const ns = await created(cluster, { metadata: { name: 'team' } });
    const rv = ns.metadata?.resourceVersion;
    const cases: Array<[string, string, unknown, string?]> = [
      ['PUT', 'finalize', '{not json'],
      ['PUT', 'finalize', { kind: 'RuntimeClass', apiVersion: 'v1', metadata: { name: 'team', resourceVersion: rv } }],
      ['PUT', 'finalize', { metadata: { name: 'other', resourceVersion: rv }, spec: { finalizers: [] } }],
      ['PUT', 'finalize', { metadata: { name: 'team', resourceVersion: rv }, spec: { finalizers: 'kubernetes' } }],
      ['PUT', 'finalize', { metadata: { name: 'team', resourceVersion: rv }, spec: { finalizers: ['x.io/' + 'a'.repeat(300)] } }],
      ['PUT', 'finalize', { metadata: { name: 'team' }, spec: { finalizers: [] } }],
      ['PUT', 'status', { metadata: { name: 'team', resourceVersion: rv }, status: { phase: 42 } }],
      ['PATCH', 'status', [{ op: 'replace', path: '/status/nope/deeper', value: 1 }], 'application/json-patch+json'],
      ['PATCH', 'status', '{"status":', 'application/merge-patch+json'],
      ['PATCH', 'status', { status: { phase: 'Active' } }, 'text/plain'],
    ];
    for (const [method, sub, body, contentType] of cases) {
      const res = await send(cluster, method, `${NS}/team/${sub}`, body, contentType);
      const status = await jsonOf(res);
      expect({ method, sub, code: res.status >= 400 && res.status < 500, kind: status.kind }).toEqual({ method, sub, code: true, kind: 'Status' });
    }
    expect((await jsonOf(await cluster.fetch(`${NS}/team`))).spec).toEqual({ finalizers: ['kubernetes'] });
  });

  it('DELETE marks Terminating, drains, drops "kubernetes"; another finalizer holds it until finalize removes it', async () => {
    const cluster = await startCluster();
    await created(cluster, { metadata: { name: 'team' }, spec: { finalizers: ['example.com/hold'] } });
    await cluster.client.leaseCandidates.namespace('team').create(lc('a'));
    const del = await send(cluster, 'DELETE', `${NS}/team`);
    expect(del.status).toBe(200);
    const marked = await jsonOf(del);
    expect(marked.status.phase).toBe('Terminating');
    expect(marked.metadata.deletionTimestamp).toBeDefined();
    expect(marked.spec.finalizers).toEqual(['example.com/hold', 'kubernetes']);
    expect((await cluster.client.leaseCandidates.namespace('team').list()).items).toEqual([]);
    const held = await jsonOf(await cluster.fetch(`${NS}/team`));
    expect(held.status.phase).toBe('Terminating');
    expect(held.spec.finalizers).toEqual(['example.com/hold']);
    // A label change on a Terminating namespace keeps it (spec.finalizers still hold it).
    const labelled = await send(cluster, 'PATCH', `${NS}/team`, { metadata: { labels: { x: 'y' } } }, 'application/merge-patch+json');
    expect(labelled.status).toBe(200);
    const latest = await jsonOf(labelled);
    const finalize = await send(cluster, 'PUT', `${NS}/team/finalize`, { ...latest, spec: { finalizers: [] } });
    expect(finalize.status).toBe(200);
    expect((await cluster.fetch(`${NS}/team`)).status).toBe(404);
  });

  it('a namespace whose content is held by an object finalizer keeps "kubernetes" until the object goes', async () => {
    const cluster = await startCluster();
    await created(cluster, { metadata: { name: 'team' } });
    const lcs = cluster.client.leaseCandidates.namespace('team');
    await lcs.create({ ...lc('held'), metadata: { name: 'held', finalizers: ['example.com/guard'] } });
    await send(cluster, 'DELETE', `${NS}/team`);
    expect((await jsonOf(await cluster.fetch(`${NS}/team`))).spec.finalizers).toEqual(['kubernetes']);
    const held = await lcs.get('held');
    await lcs.update({ ...held, metadata: { ...held.metadata, finalizers: [] } });
    expect((await cluster.fetch(`${NS}/team`)).status).toBe(404);
  });

  it('dry-run DELETE answers Terminating and changes nothing', async () => {
    const cluster = await startCluster();
    await created(cluster, { metadata: { name: 'team' } });
    const del = await jsonOf(await send(cluster, 'DELETE', `${NS}/team?dryRun=All`));
    expect(del.status.phase).toBe('Terminating');
    expect((await jsonOf(await cluster.fetch(`${NS}/team`))).status.phase).toBe('Active');
  });
});

describe('namespaces: watch', () => {
  it('streams ADDED, MODIFIED (label change, Terminating, finalize) and DELETED', async () => {
    const cluster = await startCluster();
    const { client } = cluster;
    const w = takeUntil((signal) => client.namespaces.watch({ signal, fieldSelector: 'metadata.name=team' }), (events) => events.some((e) => e.type === 'DELETED'));
    await created(cluster, { metadata: { name: 'team' } });
    await send(cluster, 'PATCH', `${NS}/team`, { metadata: { labels: { tier: 'gold' } } }, 'application/merge-patch+json');
    await send(cluster, 'DELETE', `${NS}/team`);
    const events = await w.events;
    expect(summary(events)).toEqual(['ADDED team', 'MODIFIED team', 'MODIFIED team', 'MODIFIED team', 'DELETED team']);
    expect(objectOf(events[1]).metadata?.labels?.tier).toBe('gold');
    expect(objectOf(events[2]).status?.phase).toBe('Terminating');
    expect(objectOf(events[3]).spec?.finalizers).toBeUndefined();
  });

  it.each([
    ['/api/v1/watch/namespaces?fieldSelector=metadata.name%3Ddefault', 'the list path'],
    ['/api/v1/watch/namespaces/default', 'the named path'],
  ])('%s (upstream\'s deprecated watch path, %s) streams the namespace', async (path) => {
    const cluster = await startCluster();
    const controller = new AbortController();
    const res = await cluster.fetch(path, { signal: controller.signal });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let text = '';
    while (!text.includes('\n')) text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    const event = JSON.parse(text.slice(0, text.indexOf('\n')));
    expect(event.type).toBe('ADDED');
    expect(event.object.metadata.name).toBe('default');
  });

  it('a label selector sees a namespace enter on a label change', async () => {
    const cluster = await startCluster();
    const w = takeUntil((signal) => cluster.client.namespaces.watch({ signal, labelSelector: 'tier=gold' }), count(1));
    await created(cluster, { metadata: { name: 'team' } });
    await send(cluster, 'PATCH', `${NS}/team`, { metadata: { labels: { tier: 'gold' } } }, 'application/strategic-merge-patch+json');
    expect(summary(await w.events)).toEqual(['ADDED team']);
  });
});
