import { describe, expect, it } from 'vitest';
import { jsonOf, startCluster } from './harness.js';

describe('discovery', () => {
  it('serves aggregated discovery when asked, answering in the group named', async () => {
    const { fetch } = await startCluster();
    for (const group of ['apidiscovery.k8s.io', 'apidiscovery.cluster.io']) {
      const res = await fetch('/apis', { headers: { accept: `application/json;g=${group};v=v2;as=APIGroupDiscoveryList,application/json` } });
      expect(res.headers.get('content-type')).toBe(`application/json;g=${group};v=v2;as=APIGroupDiscoveryList`);
      const body = await jsonOf(res);
      expect(body.kind).toBe('APIGroupDiscoveryList');
      expect(body.apiVersion).toBe(`${group}/v2`);
      expect(body.items.map((i: { metadata: { name: string } }) => i.metadata.name)).toEqual([
        'authentication.cluster.io',
        'authorization.cluster.io',
        'admissionregistration.cluster.io',
        'coordination.cluster.io',
        'node.cluster.io',
      ]);
      const rc = body.items[4].versions[0].resources[0];
      expect(rc).toEqual({
        resource: 'runtimeclasses',
        responseKind: { group: 'node.cluster.io', version: 'v1', kind: 'RuntimeClass' },
        scope: 'Cluster',
        singularResource: 'runtimeclass',
        verbs: ['create', 'delete', 'deletecollection', 'get', 'list', 'patch', 'update', 'watch'],
      });
    }
    const core = await jsonOf(await fetch('/api', { headers: { accept: 'application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList' } }));
    expect(core.items[0].versions[0].resources[0]).toMatchObject({ resource: 'namespaces', scope: 'Cluster', shortNames: ['ns'] });
  });

  it('falls back to legacy discovery otherwise', async () => {
    const { fetch } = await startCluster();
    expect((await jsonOf(await fetch('/api'))).kind).toBe('APIVersions');
    expect((await jsonOf(await fetch('/apis/node.cluster.io'))).preferredVersion).toEqual({ groupVersion: 'node.cluster.io/v1', version: 'v1' });
    expect((await jsonOf(await fetch('/api/v1'))).resources[0].name).toBe('namespaces');
  });

  it('serves /openapi/v3 with hashed per-group documents', async () => {
    const { fetch } = await startCluster();
    const index = await jsonOf(await fetch('/openapi/v3'));
    expect(Object.keys(index.paths).sort()).toEqual([
      'api/v1',
      'apis/admissionregistration.cluster.io/v1',
      'apis/authentication.cluster.io/v1',
      'apis/authorization.cluster.io/v1',
      'apis/coordination.cluster.io/v1',
      'apis/coordination.cluster.io/v1beta1',
      'apis/node.cluster.io/v1',
    ]);
    const url = index.paths['apis/node.cluster.io/v1'].serverRelativeURL;
    expect(url).toMatch(/^\/openapi\/v3\/apis\/node\.cluster\.io\/v1\?hash=[0-9A-F]{128}$/);
    const res = await fetch(url);
    expect(res.headers.get('cache-control')).toBe('public, immutable');
    const doc = await jsonOf(res);
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/apis/node.cluster.io/v1'))).toBe(true);
    expect(doc.components.schemas['io.cluster.api.node.v1.RuntimeClass']['x-kubernetes-group-version-kind']).toEqual([
      { group: 'node.cluster.io', kind: 'RuntimeClass', version: 'v1' },
    ]);
    expect((await fetch('/openapi/v3/apis/nope/v1')).status).toBe(404);
  });
});
