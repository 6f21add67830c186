/**
 * Lease (coordination.cluster.io/v1, issue 13) end to end: CRUD over every wire format,
 * upstream's validation texts, the CoordinatedLeaderElection gate, Table columns and discovery.
 */
import { describe, expect, it } from 'vitest';
import { ResourceClient } from '../../src/client/resource-client.js';
import { RestClient } from '../../src/client/rest-client.js';
import { UndiciTransport } from '../../src/client/undici-transport.js';
import type { WireFormat } from '../../src/client/wire.js';
import type { Clock } from '../../src/meta/clock.js';
import { leases } from '../../src/meta/resources.js';
import { isInvalid, isNotFound } from '../../src/meta/status.js';
import type { Lease } from '../../src/meta/types.js';
import { jsonOf, rejectionOf, startCluster } from './harness.js';
import { count, summary, takeUntil } from './watch-helpers.js';

const LEASES = '/apis/coordination.cluster.io/v1/namespaces/default/leases';
const TABLE = 'application/json;as=Table;g=meta.cluster.io;v=v1';

const lease = (name: string, spec: Lease['spec'] = {}): Lease => ({
  metadata: { name },
  spec: { holderIdentity: 'node-a', leaseDurationSeconds: 15, ...spec },
});

function leaseClient(url: string, wireFormat: WireFormat): ResourceClient<Lease> {
  return new ResourceClient<Lease>(new RestClient({ server: url, transport: new UndiciTransport(), wireFormat }), leases, 'default');
}

describe('Lease through the typed client', () => {
  it('creates, gets, lists, updates and deletes in a namespace', async () => {
    const { client } = await startCluster();
    const ns = client.leases.namespace('kube-system');
    const created = await ns.create(lease('sched', { renewTime: '2026-01-02T03:04:05.123456Z', leaseTransitions: 0 }));
    expect(created.kind).toBe('Lease');
    expect(created.apiVersion).toBe('coordination.cluster.io/v1');
    expect(created.metadata?.namespace).toBe('kube-system');
    expect(created.spec).toEqual({ holderIdentity: 'node-a', leaseDurationSeconds: 15, renewTime: '2026-01-02T03:04:05.123456Z', leaseTransitions: 0 });
    expect((await ns.get('sched')).spec?.holderIdentity).toBe('node-a');
    const updated = await ns.update({ ...created, spec: { ...created.spec, holderIdentity: 'node-b', leaseTransitions: 1 } });
    expect(updated.spec?.holderIdentity).toBe('node-b');
    expect(updated.spec?.leaseTransitions).toBe(1);
    const all = await client.leases.list();
    expect(all.kind).toBe('LeaseList');
    expect(all.items.map((i) => `${i.metadata?.namespace}/${i.metadata?.name}`)).toEqual(['kube-system/sched']);
    await ns.delete('sched');
    expect(isNotFound(await rejectionOf(ns.get('sched')))).toBe(true);
  });

  it('creates with PUT (AllowCreateOnUpdate) and patches renewTime with a merge patch', async () => {
    const { client, fetch } = await startCluster();
    const res = await fetch(`${LEASES}/put`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ apiVersion: 'coordination.cluster.io/v1', kind: 'Lease', metadata: { name: 'put' }, spec: { holderIdentity: 'a' } }),
    });
    expect(res.status).toBe(201);
    const patched = await fetch(`${LEASES}/put`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ spec: { renewTime: '2026-01-02T03:04:05.5Z' } }),
    });
    expect(patched.status).toBe(200);
    // MicroTime: always six fractional digits in UTC.
    expect((await jsonOf(patched)).spec).toEqual({ holderIdentity: 'a', renewTime: '2026-01-02T03:04:05.500000Z' });
    expect((await client.leases.namespace('default').get('put')).spec?.renewTime).toBe('2026-01-02T03:04:05.500000Z');
  });

  it('keeps an empty spec as {} and answers in Go key order', async () => {
    const { client, fetch } = await startCluster();
    await client.leases.namespace('default').create({ metadata: { name: 'empty' } });
    expect((await jsonOf(await fetch(`${LEASES}/empty`))).spec).toEqual({});
    await client.leases.namespace('default').create({
      metadata: { name: 'ordered' },
      spec: { leaseTransitions: 2, renewTime: '2026-01-02T03:04:05.000000Z', acquireTime: '2026-01-02T03:04:00.000000Z', leaseDurationSeconds: 15, holderIdentity: 'node-a' },
    });
    const text = await (await fetch(`${LEASES}/ordered`)).text();
    expect(text.slice(text.indexOf('"spec":'))).toBe(
      '"spec":{"holderIdentity":"node-a","leaseDurationSeconds":15,"acquireTime":"2026-01-02T03:04:00.000000Z","renewTime":"2026-01-02T03:04:05.000000Z","leaseTransitions":2}}\n',
    );
  });
});

describe('Lease watches', () => {
  it('a holder renewing is seen as MODIFIED events, over JSON and protobuf watch streams', async () => {
    const { url, client } = await startCluster();
    const ns = client.leases.namespace('default');
    const created = await ns.create(lease('renewed'));
    const rv = created.metadata!.resourceVersion!;
    const json = takeUntil((signal) => leaseClient(url, 'json').watch({ resourceVersion: rv, signal }), count(3));
    const proto = takeUntil((signal) => leaseClient(url, 'protobuf').watch({ resourceVersion: rv, signal }), count(3));
    let current = created;
    for (const t of ['2026-01-02T03:04:05.000001Z', '2026-01-02T03:04:15.000002Z']) current = await ns.update({ ...current, spec: { ...current.spec, renewTime: t } });
    await ns.delete('renewed');
    const [viaJson, viaProto] = await Promise.all([json.events, proto.events]);
    expect(summary(viaJson)).toEqual(['MODIFIED renewed', 'MODIFIED renewed', 'DELETED renewed']);
    expect(viaProto).toEqual(viaJson);
    expect((viaJson[1]!.object as Lease).spec?.renewTime).toBe('2026-01-02T03:04:15.000002Z');
  });
});

describe('Lease over every wire format', () => {
  it('JSON, protobuf and CBOR clients create, read, update and delete the same objects', async () => {
    const { url } = await startCluster({ featureGates: { CBORServingAndStorage: true } });
    const json = leaseClient(url, 'json');
    for (const format of ['json', 'protobuf', 'cbor'] as const) {
      const c = leaseClient(url, format);
      const name = `via-${format}`;
      const created = await c.create(lease(name, { acquireTime: '2026-01-02T03:04:05.000001Z', renewTime: '2026-01-02T03:04:06.999999Z', leaseTransitions: 3 }));
      expect(created, format).toEqual(await json.get(name));
      expect(created.spec, format).toEqual({
        holderIdentity: 'node-a',
        leaseDurationSeconds: 15,
        acquireTime: '2026-01-02T03:04:05.000001Z',
        renewTime: '2026-01-02T03:04:06.999999Z',
        leaseTransitions: 3,
      });
      const updated = await c.update({ ...created, spec: { ...created.spec, holderIdentity: '', leaseTransitions: 4 } });
      // A set-but-empty holderIdentity is a non-nil pointer upstream: it stays "" in every format.
      expect(updated.spec?.holderIdentity, format).toBe('');
      expect(await c.get(name), format).toEqual(await json.get(name));
      expect((await c.list()).items.map((i) => i.metadata?.name), format).toContain(name);
      await c.delete(name);
      expect(isNotFound(await rejectionOf(json.get(name))), format).toBe(true);
    }
  });

  it('YAML in and out', async () => {
    const { fetch } = await startCluster();
    const body = [
      'apiVersion: coordination.cluster.io/v1',
      'kind: Lease',
      'metadata:',
      '  name: yaml',
      'spec:',
      '  holderIdentity: node-y',
      '  leaseDurationSeconds: 40',
      '  renewTime: "2026-01-02T03:04:05.000000Z"',
      '',
    ].join('\n');
    const res = await fetch(LEASES, { method: 'POST', headers: { 'content-type': 'application/yaml', accept: 'application/yaml' }, body });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('application/yaml');
    const text = await res.text();
    expect(text).toContain('kind: Lease\n');
    expect(text).toContain('spec:\n  holderIdentity: node-y\n  leaseDurationSeconds: 40\n  renewTime: "2026-01-02T03:04:05.000000Z"\n');
  });
});

describe('Lease validation (upstream ValidateLease texts)', () => {
  it('leaseDurationSeconds > 0 and leaseTransitions >= 0', async () => {
    const { client } = await startCluster();
    const err = await rejectionOf(client.leases.namespace('default').create(lease('x', { leaseDurationSeconds: 0, leaseTransitions: -1 })));
    expect(isInvalid(err)).toBe(true);
    expect(err.message).toBe(
      'Lease.coordination.cluster.io "x" is invalid: [spec.leaseDurationSeconds: Invalid value: 0: must be greater than 0, spec.leaseTransitions: Invalid value: -1: must be greater than or equal to 0]',
    );
    expect(err.details.causes).toEqual([
      { reason: 'FieldValueInvalid', message: 'Invalid value: 0: must be greater than 0', field: 'spec.leaseDurationSeconds' },
      { reason: 'FieldValueInvalid', message: 'Invalid value: -1: must be greater than or equal to 0', field: 'spec.leaseTransitions' },
    ]);
  });

  it('int32 fields and MicroTimes are decoded as Go decodes them (400 before validation)', async () => {
    const { fetch } = await startCluster();
    const post = async (spec: unknown) => {
      const res = await fetch(LEASES, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ apiVersion: 'coordination.cluster.io/v1', kind: 'Lease', metadata: { name: 'd' }, spec }),
      });
      return { status: res.status, message: (await jsonOf(res)).message as string };
    };
    const prefix = 'Lease in version "v1" cannot be handled as a Lease: ';
    expect(await post({ leaseDurationSeconds: 2147483648 })).toEqual({
      status: 400,
      message: `${prefix}json: cannot unmarshal number 2147483648 into Go struct field LeaseSpec.spec.leaseDurationSeconds of type int32`,
    });
    expect(await post({ leaseTransitions: 1.5 })).toEqual({
      status: 400,
      message: `${prefix}json: cannot unmarshal number 1.5 into Go struct field LeaseSpec.spec.leaseTransitions of type int32`,
    });
    expect(await post({ holderIdentity: 5 })).toEqual({
      status: 400,
      message: `${prefix}json: cannot unmarshal number into Go struct field LeaseSpec.spec.holderIdentity of type string`,
    });
    expect(await post({ renewTime: 'yesterday' })).toEqual({
      status: 400,
      message: `${prefix}parsing time "yesterday" as "2006-01-02T15:04:05.000000Z07:00": cannot parse "yesterday" as "2006"`,
    });
    // null is a nil pointer: the field is simply not set.
    expect((await post({ holderIdentity: null, leaseTransitions: null })).status).toBe(201);
  });

  it('names are DNS subdomains', async () => {
    const { client } = await startCluster();
    const err = await rejectionOf(client.leases.namespace('default').create(lease('Bad_Name')));
    expect(err.message).toBe(
      `Lease.coordination.cluster.io "Bad_Name" is invalid: metadata.name: Invalid value: "Bad_Name": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')`,
    );
    // A dotted name is fine (leases are named after components, `kube-controller-manager`, or nodes).
    await client.leases.namespace('default').create(lease('node-1.example.com'));
  });

  it('with CoordinatedLeaderElection: strategy must be supported and preferredHolder needs a strategy', async () => {
    const { client } = await startCluster({ featureGates: { CoordinatedLeaderElection: true } });
    const ns = client.leases.namespace('default');
    const bad = await rejectionOf(ns.create(lease('x', { strategy: 'Foo', preferredHolder: 'b' })));
    expect(bad.message).toBe(
      'Lease.coordination.cluster.io "x" is invalid: spec.strategy.strategy: Unsupported value: "Foo": supported values: "OldestEmulationVersion"',
    );
    const noStrategy = await rejectionOf(ns.create(lease('y', { preferredHolder: 'b' })));
    expect(noStrategy.message).toBe('Lease.coordination.cluster.io "y" is invalid: spec.preferredHolder: Forbidden: may only be specified if `strategy` is defined');
    const emptyStrategy = await rejectionOf(ns.create(lease('z', { strategy: '', preferredHolder: 'b' })));
    expect(emptyStrategy.message).toBe(
      'Lease.coordination.cluster.io "z" is invalid: [spec.strategy.strategy: Unsupported value: "": supported values: "OldestEmulationVersion", spec.preferredHolder: Forbidden: may only be specified if `strategy` is defined]',
    );
    const thirdParty = await rejectionOf(ns.create(lease('w', { strategy: 'example.com/a/b' })));
    expect(thirdParty.message).toBe(
      `Lease.coordination.cluster.io "w" is invalid: spec.strategy.strategy: Invalid value: "example.com/a/b": a qualified name must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')`,
    );
    const ok = await ns.create(lease('ok', { strategy: 'OldestEmulationVersion', preferredHolder: 'b' }));
    expect(ok.spec).toMatchObject({ strategy: 'OldestEmulationVersion', preferredHolder: 'b' });
    expect((await ns.create(lease('custom', { strategy: 'example.com/mine' }))).spec?.strategy).toBe('example.com/mine');
  });

  it('without CoordinatedLeaderElection (the 1.33 default) strategy and preferredHolder are dropped, not validated', async () => {
    const { client } = await startCluster();
    const ns = client.leases.namespace('default');
    const created = await ns.create(lease('x', { strategy: 'Foo', preferredHolder: 'b' }));
    expect(created.spec).toEqual({ holderIdentity: 'node-a', leaseDurationSeconds: 15 });
    const updated = await ns.update({ ...created, spec: { ...created.spec, strategy: 'OldestEmulationVersion', preferredHolder: 'b' } });
    expect(updated.spec).toEqual({ holderIdentity: 'node-a', leaseDurationSeconds: 15 });
  });
});

describe('Lease Table and discovery', () => {
  const fixedClock: Clock = { now: () => Date.UTC(2026, 0, 2), setTimer: () => () => {} };

  it('prints NAME, HOLDER and AGE like upstream printers', async () => {
    const { client, fetch } = await startCluster({ clock: fixedClock });
    await client.leases.namespace('default').create(lease('held'));
    await client.leases.namespace('default').create({ metadata: { name: 'free' } });
    const table = await jsonOf(await fetch(LEASES, { headers: { accept: TABLE } }));
    expect(table.kind).toBe('Table');
    expect(table.columnDefinitions).toEqual([
      {
        name: 'Name',
        type: 'string',
        format: 'name',
        description:
          'Name must be unique within a namespace. Is required when creating resources, although some resources may allow a client to request the generation of an appropriate name automatically. Name is primarily intended for creation idempotence and configuration definition. Cannot be updated. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names#names',
        priority: 0,
      },
      {
        name: 'Holder',
        type: 'string',
        format: '',
        description:
          'holderIdentity contains the identity of the holder of a current lease. If Coordinated Leader Election is used, the holder identity must be equal to the elected LeaseCandidate.metadata.name field.',
        priority: 0,
      },
      {
        name: 'Age',
        type: 'string',
        format: '',
        description:
          'CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata',
        priority: 0,
      },
    ]);
    expect(table.rows.map((r: { cells: unknown[] }) => r.cells)).toEqual([
      ['free', '', '0s'],
      ['held', 'node-a', '0s'],
    ]);
  });

  it('is listed in aggregated and legacy discovery, v1 preferred over v1beta1', async () => {
    const { fetch } = await startCluster();
    const agg = await jsonOf(await fetch('/apis', { headers: { accept: 'application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList' } }));
    const coordination = agg.items.find((i: { metadata: { name: string } }) => i.metadata.name === 'coordination.cluster.io');
    expect(coordination.versions.map((v: { version: string }) => v.version)).toEqual(['v1', 'v1beta1']);
    expect(coordination.versions[0]).toEqual({
      version: 'v1',
      resources: [
        {
          resource: 'leases',
          responseKind: { group: 'coordination.cluster.io', version: 'v1', kind: 'Lease' },
          scope: 'Namespaced',
          singularResource: 'lease',
          verbs: ['create', 'delete', 'deletecollection', 'get', 'list', 'patch', 'update', 'watch'],
        },
      ],
      freshness: 'Current',
    });
    expect((await jsonOf(await fetch('/apis/coordination.cluster.io'))).preferredVersion).toEqual({ groupVersion: 'coordination.cluster.io/v1', version: 'v1' });
    expect(await jsonOf(await fetch('/apis/coordination.cluster.io/v1'))).toEqual({
      kind: 'APIResourceList',
      apiVersion: 'v1',
      groupVersion: 'coordination.cluster.io/v1',
      resources: [
        {
          name: 'leases',
          singularName: 'lease',
          namespaced: true,
          kind: 'Lease',
          verbs: ['create', 'delete', 'deletecollection', 'get', 'list', 'patch', 'update', 'watch'],
        },
      ],
    });
  });

  it('is turned off with --runtime-config coordination.cluster.io/v1=false', async () => {
    const { fetch } = await startCluster({ runtimeConfig: 'coordination.cluster.io/v1=false' });
    expect((await fetch(LEASES)).status).toBe(404);
    expect((await jsonOf(await fetch('/apis/coordination.cluster.io'))).preferredVersion.version).toBe('v1beta1');
  });
});
