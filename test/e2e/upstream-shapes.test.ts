/**
 * Upstream (kube-apiserver 1.33) shapes: Table row objects, deletecollection answers, empty maps,
 * error texts, key order (issue 11).
 */
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../src/meta/clock.js';
import { jsonOf, startCluster } from './harness.js';

const RC = '/apis/node.cluster.io/v1/runtimeclasses';
const LC = '/apis/coordination.cluster.io/v1beta1/namespaces/default/leasecandidates';
const TABLE = 'application/json;as=Table;g=meta.cluster.io;v=v1';
const fixedClock: Clock = { now: () => Date.UTC(2024, 0, 6), setTimer: () => () => {} };

async function demo() {
  const cluster = await startCluster({ clock: fixedClock });
  await cluster.client.runtimeClasses.create({ metadata: { name: 'runc', labels: { a: 'b' } }, handler: 'runc' });
  await cluster.client.runtimeClasses.create({ metadata: { name: 'gvisor' }, handler: 'runsc' });
  return cluster;
}

describe('Table row objects', () => {
  it('includeObject=Object: every row of a list carries the full object with kind and apiVersion', async () => {
    const { fetch } = await demo();
    const table = await jsonOf(await fetch(`${RC}?includeObject=Object`, { headers: { accept: TABLE } }));
    expect(table.rows.map((r: any) => [r.object.kind, r.object.apiVersion, r.object.metadata.name, r.object.handler])).toEqual([
      ['RuntimeClass', 'node.cluster.io/v1', 'gvisor', 'runsc'],
      ['RuntimeClass', 'node.cluster.io/v1', 'runc', 'runc'],
    ]);
    expect(Object.keys(table.rows[0].object).slice(0, 3)).toEqual(['kind', 'apiVersion', 'metadata']);
  });

  it('includeObject=Metadata (the default): a PartialObjectMetadata in the Table group version', async () => {
    const { fetch } = await demo();
    for (const q of ['', '?includeObject=Metadata']) {
      const table = await jsonOf(await fetch(RC + q, { headers: { accept: TABLE } }));
      const o = table.rows[1].object;
      expect(Object.keys(o)).toEqual(['kind', 'apiVersion', 'metadata']);
      expect(o.kind).toBe('PartialObjectMetadata');
      expect(o.apiVersion).toBe('meta.cluster.io/v1');
      expect(o.metadata).toMatchObject({ name: 'runc', labels: { a: 'b' } });
    }
    // Asked with upstream's group name, the rows answer in kind.
    const up = await jsonOf(await fetch(RC, { headers: { accept: 'application/json;as=Table;g=meta.k8s.io;v=v1' } }));
    expect(up.rows[0].object.apiVersion).toBe('meta.k8s.io/v1');
  });

  it('includeObject=None: a null object', async () => {
    const { fetch } = await demo();
    const text = await (await fetch(`${RC}?includeObject=None`, { headers: { accept: TABLE } })).text();
    expect(text).toContain('"object":null');
  });

  it('YAML Tables carry the same row objects', async () => {
    const { fetch } = await demo();
    const yaml = await (await fetch(`${RC}/runc?includeObject=Object`, { headers: { accept: 'application/yaml;as=Table;g=meta.cluster.io;v=v1' } })).text();
    expect(yaml).toMatch(/\n  object:\n    apiVersion: node\.cluster\.io\/v1\n    handler: runc\n    kind: RuntimeClass\n/);
    const meta = await (await fetch(`${RC}/runc`, { headers: { accept: 'application/yaml;as=Table;g=meta.cluster.io;v=v1' } })).text();
    expect(meta).toMatch(/\n  object:\n    apiVersion: meta\.cluster\.io\/v1\n    kind: PartialObjectMetadata\n    metadata:\n/);
  });

  it.each(['application/vnd.cluster.protobuf', 'application/cbor'])('%s has no Table encoding: 406 as upstream', async (type) => {
    const { fetch } = await startCluster({ featureGates: { CBORServingAndStorage: true } });
    const res = await fetch(RC, { headers: { accept: `${type};as=Table;g=meta.cluster.io;v=v1` } });
    expect(res.status).toBe(406);
    expect((await jsonOf(res)).reason).toBe('NotAcceptable');
  });
});

describe('deletecollection', () => {
  it('answers the list of the deleted objects (RuntimeClassList), not a Status', async () => {
    const { fetch, client } = await demo();
    const before = await client.runtimeClasses.list();
    const res = await fetch(`${RC}?labelSelector=a%3Db`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    const body = await jsonOf(res);
    expect(Object.keys(body)).toEqual(['kind', 'apiVersion', 'metadata', 'items']);
    expect(body.kind).toBe('RuntimeClassList');
    expect(body.apiVersion).toBe('node.cluster.io/v1');
    expect(body.metadata).toEqual({ resourceVersion: before.metadata?.resourceVersion });
    expect(body.items.map((i: any) => [i.kind, i.metadata.name, i.handler])).toEqual([[undefined, 'runc', 'runc']]);
    expect((await client.runtimeClasses.list()).items.map((i) => i.metadata?.name)).toEqual(['gvisor']);
  });

  it('answers a LeaseCandidateList for namespaced resources; an empty match gives an empty list', async () => {
    const { fetch, client } = await startCluster();
    await client.leaseCandidates.namespace('default').create({ metadata: { name: 'c' }, spec: { leaseName: 'l', binaryVersion: '1.2.3', emulationVersion: '1.2.0', strategy: 'OldestEmulationVersion' } });
    const body = await jsonOf(await fetch(LC, { method: 'DELETE' }));
    expect(body.kind).toBe('LeaseCandidateList');
    expect(body.apiVersion).toBe('coordination.cluster.io/v1beta1');
    expect(body.items.map((i: any) => i.metadata.name)).toEqual(['c']);
    const none = await jsonOf(await fetch(LC, { method: 'DELETE' }));
    expect(none.kind).toBe('LeaseCandidateList');
    expect(none.items).toEqual([]);
  });

  it('the SDK returns the typed list with kind on each item', async () => {
    const { client } = await demo();
    const deleted = await client.runtimeClasses.deleteCollection({ dryRun: true });
    expect(deleted.kind).toBe('RuntimeClassList');
    if (!('items' in deleted)) throw new Error('expected a list');
    expect(deleted.items.map((i) => [i.kind, i.metadata?.name])).toEqual([['RuntimeClass', 'gvisor'], ['RuntimeClass', 'runc']]);
    expect((await client.runtimeClasses.list()).items).toHaveLength(2);
  });
});

describe('key order (golden bytes)', () => {
  async function golden() {
    const cluster = await startCluster({ clock: fixedClock });
    // Written in an order unlike Go's, with maps out of order.
    await cluster.fetch(RC + '?fieldManager=m', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        handler: 'runc',
        scheduling: { tolerations: [{ effect: 'NoSchedule', key: 'k', operator: 'Equal', value: 'v' }], nodeSelector: { z: '1', a: '2' } },
        metadata: { annotations: { 'z.io/b': 'x', 'a.io/a': 'y' }, labels: { zz: '1', aa: '2' }, finalizers: ['x.io/f'], name: 'runc' },
        apiVersion: 'node.cluster.io/v1',
        kind: 'RuntimeClass',
      }),
    });
    await cluster.fetch(LC + '?fieldManager=m', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        spec: { strategy: 'OldestEmulationVersion', emulationVersion: '1.2.0', binaryVersion: '1.2.3', renewTime: '2024-01-06T00:00:00.000000Z', leaseName: 'l' },
        metadata: { labels: { b: '1', a: '2' }, name: 'c' },
        kind: 'LeaseCandidate',
        apiVersion: 'coordination.cluster.io/v1beta1',
      }),
    });
    return cluster;
  }
  const uidless = (text: string) => text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'UID');

  it('GET of a RuntimeClass in JSON and YAML', async () => {
    const { fetch } = await golden();
    const json = uidless(await (await fetch(`${RC}/runc`)).text());
    expect(json).toBe(
      '{"kind":"RuntimeClass","apiVersion":"node.cluster.io/v1","metadata":{"name":"runc","uid":"UID","resourceVersion":"5",' +
        '"creationTimestamp":"2024-01-06T00:00:00Z","labels":{"aa":"2","zz":"1"},"annotations":{"a.io/a":"y","z.io/b":"x"},"finalizers":["x.io/f"],' +
        '"managedFields":[{"manager":"m","operation":"Update","apiVersion":"node.cluster.io/v1","time":"2024-01-06T00:00:00Z","fieldsType":"FieldsV1",' +
        '"fieldsV1":{"f:handler":{},"f:metadata":{"f:annotations":{".":{},"f:a.io/a":{},"f:z.io/b":{}},"f:finalizers":{".":{},"v:\\"x.io/f\\"":{}},"f:labels":{".":{},"f:aa":{},"f:zz":{}}},' +
        '"f:scheduling":{".":{},"f:nodeSelector":{},"f:tolerations":{}}}}]},' +
        '"handler":"runc","scheduling":{"nodeSelector":{"a":"2","z":"1"},"tolerations":[{"key":"k","operator":"Equal","value":"v","effect":"NoSchedule"}]}}\n',
    );
    const yaml = uidless(await (await fetch(`${RC}/runc`, { headers: { accept: 'application/yaml' } })).text());
    expect(yaml).toBe(
      [
        'apiVersion: node.cluster.io/v1',
        'handler: runc',
        'kind: RuntimeClass',
        'metadata:',
        '  annotations:',
        '    a.io/a: "y"',
        '    z.io/b: x',
        '  creationTimestamp: "2024-01-06T00:00:00Z"',
        '  finalizers:',
        '  - x.io/f',
        '  labels:',
        '    aa: "2"',
        '    zz: "1"',
        '  managedFields:',
        '  - apiVersion: node.cluster.io/v1',
        '    fieldsType: FieldsV1',
        '    fieldsV1:',
        '      f:handler: {}',
        '      f:metadata:',
        '        f:annotations:',
        '          .: {}',
        '          f:a.io/a: {}',
        '          f:z.io/b: {}',
        '        f:finalizers:',
        '          .: {}',
        '          v:"x.io/f": {}',
        '        f:labels:',
        '          .: {}',
        '          f:aa: {}',
        '          f:zz: {}',
        '      f:scheduling:',
        '        .: {}',
        '        f:nodeSelector: {}',
        '        f:tolerations: {}',
        '    manager: m',
        '    operation: Update',
        '    time: "2024-01-06T00:00:00Z"',
        '  name: runc',
        '  resourceVersion: "5"',
        '  uid: UID',
        'scheduling:',
        '  nodeSelector:',
        '    a: "2"',
        '    z: "1"',
        '  tolerations:',
        '  - effect: NoSchedule',
        '    key: k',
        '    operator: Equal',
        '    value: v',
        '',
      ].join('\n'),
    );
  });

  it('GET of a LeaseCandidate in JSON and YAML', async () => {
    const { fetch } = await golden();
    const json = uidless(await (await fetch(`${LC}/c`)).text());
    expect(json).toBe(
      '{"kind":"LeaseCandidate","apiVersion":"coordination.cluster.io/v1beta1","metadata":{"name":"c","namespace":"default","uid":"UID","resourceVersion":"6",' +
        '"creationTimestamp":"2024-01-06T00:00:00Z","labels":{"a":"2","b":"1"},' +
        '"managedFields":[{"manager":"m","operation":"Update","apiVersion":"coordination.cluster.io/v1beta1","time":"2024-01-06T00:00:00Z","fieldsType":"FieldsV1",' +
        '"fieldsV1":{"f:metadata":{"f:labels":{".":{},"f:a":{},"f:b":{}}},"f:spec":{"f:binaryVersion":{},"f:emulationVersion":{},"f:leaseName":{},"f:renewTime":{},"f:strategy":{}}}}]},' +
        '"spec":{"leaseName":"l","renewTime":"2024-01-06T00:00:00.000000Z","binaryVersion":"1.2.3","emulationVersion":"1.2.0","strategy":"OldestEmulationVersion"}}\n',
    );
    const yaml = uidless(await (await fetch(`${LC}/c`, { headers: { accept: 'application/yaml' } })).text());
    expect(yaml).toBe(
      [
        'apiVersion: coordination.cluster.io/v1beta1',
        'kind: LeaseCandidate',
        'metadata:',
        '  creationTimestamp: "2024-01-06T00:00:00Z"',
        '  labels:',
        '    a: "2"',
        '    b: "1"',
        '  managedFields:',
        '  - apiVersion: coordination.cluster.io/v1beta1',
        '    fieldsType: FieldsV1',
        '    fieldsV1:',
        '      f:metadata:',
        '        f:labels:',
        '          .: {}',
        '          f:a: {}',
        '          f:b: {}',
        '      f:spec:',
        '        f:binaryVersion: {}',
        '        f:emulationVersion: {}',
        '        f:leaseName: {}',
        '        f:renewTime: {}',
        '        f:strategy: {}',
        '    manager: m',
        '    operation: Update',
        '    time: "2024-01-06T00:00:00Z"',
        '  name: c',
        '  namespace: default',
        '  resourceVersion: "6"',
        '  uid: UID',
        'spec:',
        '  binaryVersion: 1.2.3',
        '  emulationVersion: 1.2.0',
        '  leaseName: l',
        '  renewTime: "2024-01-06T00:00:00.000000Z"',
        '  strategy: OldestEmulationVersion',
        '',
      ].join('\n'),
    );
  });

  it('lists, watch events and write answers come in Go order too', async () => {
    const { fetch } = await golden();
    const list = await (await fetch(RC)).text();
    expect(list).toMatch(/^\{"kind":"RuntimeClassList","apiVersion":"node\.cluster\.io\/v1","metadata":\{"resourceVersion":"\d+"\},"items":\[\{"metadata":\{"name":"runc","uid":/);
    const res = await fetch(`${RC}?watch=true&resourceVersion=0`);
    const reader = res.body!.getReader();
    let text = '';
    while (!text.includes('\n')) text += Buffer.from((await reader.read()).value!).toString();
    await reader.cancel();
    expect(text).toMatch(/^\{"type":"ADDED","object":\{"kind":"RuntimeClass","apiVersion":"node\.cluster\.io\/v1","metadata":\{"name":"runc","uid":"[^"]+","resourceVersion":"5","creationTimestamp"/);
    const patched = await (await fetch(`${RC}/runc`, { method: 'PATCH', headers: { 'content-type': 'application/merge-patch+json' }, body: '{"metadata":{"labels":{"b":"x"}}}' })).text();
    expect(patched).toMatch(/"metadata":\{"name":"runc","uid":"[^"]+","resourceVersion":"\d+","creationTimestamp":"[^"]+","labels":\{"aa":"2","b":"x","zz":"1"\},"annotations"/);
  });
});

describe('empty omitempty maps and slices are left out', () => {
  const noEmpty = (text: string) => {
    expect(text).not.toMatch(/"(labels|annotations|finalizers|ownerReferences|nodeSelector|tolerations)":(\{\}|\[\])/);
  };
  async function labelled() {
    const cluster = await startCluster();
    await cluster.client.runtimeClasses.create({ metadata: { name: 'r', labels: { a: '1' }, annotations: { n: 'x' } }, handler: 'r' });
    return cluster;
  }
  const patch = (fetch: (p: string, i?: RequestInit) => Promise<Response>, type: string, body: unknown, q = '') =>
    fetch(`${RC}/r${q}`, { method: 'PATCH', headers: { 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) });

  it.each([
    ['merge patch', 'application/merge-patch+json', { metadata: { labels: { a: null }, annotations: { n: null } } }],
    ['strategic merge patch', 'application/strategic-merge-patch+json', { metadata: { labels: { a: null }, annotations: { n: null } } }],
    ['JSON patch', 'application/json-patch+json', [{ op: 'remove', path: '/metadata/labels/a' }, { op: 'remove', path: '/metadata/annotations/n' }]],
  ])('removing the last label and annotation by %s', async (_name, type, body) => {
    const { fetch } = await labelled();
    const res = await patch(fetch, type, body);
    expect(res.status).toBe(200);
    const text = await res.text();
    noEmpty(text);
    expect(JSON.parse(text).metadata.labels).toBeUndefined();
    const got = await (await fetch(`${RC}/r`)).text();
    noEmpty(got);
    expect(JSON.parse(got).metadata.annotations).toBeUndefined();
    // The stored form too: a watch from the start replays it.
    const list = await (await fetch(RC)).text();
    noEmpty(list);
    // No manager owns an emptied map: the field is gone, as after Go's omitempty.
    expect(JSON.stringify(JSON.parse(got).metadata.managedFields)).not.toMatch(/f:labels|f:annotations/);
  });

  it('by update (PUT) with empty maps and slices', async () => {
    const { fetch } = await labelled();
    const cur = await jsonOf(await fetch(`${RC}/r`));
    cur.metadata.labels = {};
    cur.metadata.annotations = {};
    cur.metadata.finalizers = [];
    cur.scheduling = { nodeSelector: {}, tolerations: [] };
    const res = await fetch(`${RC}/r`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(cur) });
    expect(res.status).toBe(200);
    const text = await res.text();
    noEmpty(text);
    expect(JSON.stringify(JSON.parse(text).metadata.managedFields)).not.toMatch(/f:labels|f:annotations|f:finalizers/);
    // A non-nil empty struct pointer stays, as in Go.
    expect(JSON.parse(text).scheduling).toEqual({});
    const yaml = await (await fetch(`${RC}/r`, { headers: { accept: 'application/yaml' } })).text();
    expect(yaml).not.toMatch(/^  (labels|annotations|finalizers): (\{\}|\[\])$/m);
    expect(yaml).toMatch(/^scheduling: \{\}$/m);
  });

  it('by server-side apply dropping the last label', async () => {
    const { fetch } = await startCluster();
    const apply = (labels: Record<string, string> | undefined) =>
      fetch(`${RC}/r?fieldManager=m`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/apply-patch+yaml' },
        body: JSON.stringify({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name: 'r', ...(labels ? { labels } : {}) }, handler: 'r' }),
      });
    expect((await apply({ a: '1' })).status).toBe(201);
    const res = await apply(undefined);
    expect(res.status).toBe(200);
    const text = await res.text();
    noEmpty(text);
    const obj = JSON.parse(text);
    expect(obj.metadata.labels).toBeUndefined();
    expect(JSON.stringify(obj.metadata.managedFields)).not.toContain('f:labels');
  });

  it('a LeaseCandidate drops empty omitempty strings as Go does', async () => {
    const { fetch } = await startCluster();
    const res = await fetch(LC, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ metadata: { name: 'c', labels: {} }, spec: { leaseName: 'l', binaryVersion: '1.0.0', emulationVersion: '', strategy: 'x.io/s' } }),
    });
    expect(res.status).toBe(201);
    const obj = await jsonOf(res);
    expect(obj.spec).toEqual({ leaseName: 'l', binaryVersion: '1.0.0', strategy: 'x.io/s' });
    expect('labels' in obj.metadata).toBe(false);
  });
});

describe('error texts', () => {
  const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64url');
  it.each([
    // base64 decodes to bytes that are not JSON: Go's scanner text (no JavaScript parser message).
    ['xyz', `invalid character 'Ç' looking for beginning of value`],
    [b64('{"v":'), 'unexpected end of JSON input'],
    [b64('{"v" 1}'), `invalid character '1' after object key`],
    ['a%b', 'illegal base64 data at input byte 1'],
    ['abcde', 'illegal base64 data at input byte 4'],
    [b64('null'), 'server does not recognize this encoded version '],
    [b64('[]'), 'json: cannot unmarshal array into Go value of type storage.continueToken'],
    [b64('"x"'), 'json: cannot unmarshal string into Go value of type storage.continueToken'],
    [b64('{"v":"meta.cluster.io/v1","rv":"5","start":"a"}'), 'json: cannot unmarshal string into Go struct field continueToken.rv of type int64'],
    [b64('{"v":"meta.cluster.io/v1","rv":1.5,"start":"a"}'), 'json: cannot unmarshal number 1.5 into Go struct field continueToken.rv of type int64'],
    [b64('{"v":7}'), 'json: cannot unmarshal number into Go struct field continueToken.v of type string'],
    [b64('{"v":"meta.k8s.io/v2","rv":1,"start":"a"}'), 'server does not recognize this encoded version meta.k8s.io/v2'],
    [b64('{"v":"meta.cluster.io/v1","rv":0,"start":"a"}'), 'incorrect encoded start resourceVersion (version meta.cluster.io/v1)'],
    [b64('{"v":"meta.cluster.io/v1","rv":3,"start":""}'), 'encoded start key empty (version meta.cluster.io/v1)'],
  ])('continue=%s: 400 with upstream text', async (token, detail) => {
    const { fetch } = await startCluster();
    const res = await fetch(`${RC}?limit=1&continue=${encodeURIComponent(token)}`);
    expect(res.status).toBe(400);
    const body = await jsonOf(res);
    expect(body.reason).toBe('BadRequest');
    expect(body.message).toBe(`invalid continue token: continue key is not valid: ${detail}`);
  });

  it.each([
    [`${RC}?fieldSelector=spec.foo%3Dx`, 'field label not supported: spec.foo'],
    [`${RC}?fieldSelector=metadata.name`, `invalid selector: 'metadata.name'; can't understand 'metadata.name'`],
    [`${RC}?labelSelector=a%20b`, `unable to parse requirement: found 'b', expected: in, notin, =, ==, !=, gt, lt`],
    [`${RC}?resourceVersion=abc`, 'invalid resource version: strconv.ParseUint: parsing "abc": invalid syntax'],
  ])('%s: 400 BadRequest', async (path, message) => {
    const { fetch } = await startCluster();
    const res = await fetch(path);
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toEqual({ kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', message, reason: 'BadRequest', code: 400 });
  });

  it.each(['/nope', '/apis/nope/v1/things', '/apis/nope'])('%s (no API handler): Go http.NotFound plain text', async (path) => {
    const { fetch } = await startCluster();
    const res = await fetch(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toBe('404 page not found\n');
  });

  it.each(['/api/v2', '/api/v1/nopes', '/apis/node.cluster.io/v9/runtimeclasses', '/apis/node.cluster.io/v1/nopes', `${RC}/a/b`])(
    '%s (under a served API root): the 404 Status',
    async (path) => {
      const { fetch } = await startCluster();
      const res = await fetch(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe(
        '{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"the server could not find the requested resource","reason":"NotFound","details":{},"code":404}\n',
      );
    },
  );
});
