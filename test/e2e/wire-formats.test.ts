/**
 * Issue 4 end to end: the same plain objects whatever travelled (JSON, protobuf, CBOR),
 * negotiation matrix over every format, and bad bodies in every format.
 */
import { describe, expect, it } from 'vitest';
import { ResourceClient } from '../../src/client/resource-client.js';
import { DecodeError, RestClient } from '../../src/client/rest-client.js';
import { UndiciTransport } from '../../src/client/undici-transport.js';
import type { WireFormat } from '../../src/client/wire.js';
import { encodeCbor } from '../../src/codec/cbor.js';
import { encodeProtobuf } from '../../src/codec/protobuf/index.js';
import { leaseCandidates, runtimeClasses } from '../../src/meta/resources.js';
import { isNotFound } from '../../src/meta/status.js';
import type { LeaseCandidate, RuntimeClass } from '../../src/meta/types.js';
import { jsonOf, rejectionOf, startCluster } from './harness.js';
import { count, takeUntil } from './watch-helpers.js';

const RC = '/apis/node.cluster.io/v1/runtimeclasses';

function clientsFor(url: string) {
  const make = (wireFormat: WireFormat) => {
    const rest = new RestClient({ server: url, transport: new UndiciTransport(), wireFormat });
    return {
      rc: new ResourceClient<RuntimeClass>(rest, runtimeClasses),
      lc: new ResourceClient<LeaseCandidate>(rest, leaseCandidates, 'default'),
    };
  };
  return { json: make('json'), protobuf: make('protobuf'), cbor: make('cbor') };
}

const corpus: RuntimeClass[] = [
  { metadata: { name: 'minimal' }, handler: 'h' },
  {
    metadata: { name: 'full', labels: { 'a.b/c': 'd', empty: '' }, annotations: { note: 'ünïcødé ✓ 🚀', big: 'x'.repeat(2000) }, finalizers: ['x.io/f'] },
    handler: 'runsc',
    overhead: { podFixed: { cpu: '250m', memory: '64Mi', 'example.com/gpu': '1' } },
    scheduling: {
      nodeSelector: { zone: 'a', 'kubernetes.io/os': 'linux' },
      tolerations: [
        { key: 'k', operator: 'Equal', value: 'v', effect: 'NoExecute', tolerationSeconds: 9007199254740991 },
        { operator: 'Exists' },
      ],
    },
  },
];

describe('the same plain objects over every wire format', () => {
  it('get, list and errors decode to deep-equal objects', async () => {
    const { url } = await startCluster({ featureGates: { CBORServingAndStorage: true } });
    const c = clientsFor(url);
    for (const obj of corpus) await c.json.rc.create(obj);
    await c.json.lc.create({
      metadata: { name: 'cand' },
      spec: { leaseName: 'l', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion', renewTime: '2024-01-01T00:00:00.123456Z', pingTime: '2024-01-01T00:00:01.000001Z' },
    });
    const reference = await c.json.rc.list();
    for (const format of ['protobuf', 'cbor'] as const) {
      expect(await c[format].rc.list(), format).toEqual(reference);
      expect(await c[format].rc.get('full'), format).toEqual(await c.json.rc.get('full'));
      expect(await c[format].lc.get('cand'), format).toEqual(await c.json.lc.get('cand'));
      const err = await rejectionOf(c[format].rc.get('nope'));
      expect(isNotFound(err), format).toBe(true);
      expect(err.status).toEqual((await rejectionOf(c.json.rc.get('nope'))).status);
    }
  });

  it('watch events decode identically from JSON lines, protobuf frames and CBOR sequences', async () => {
    const { url, client } = await startCluster({ featureGates: { CBORServingAndStorage: true } });
    const c = clientsFor(url);
    const watches = (['json', 'protobuf', 'cbor'] as const).map((f) => takeUntil((signal) => c[f].rc.watch({ signal }), count(3)));
    for (const obj of corpus) await client.runtimeClasses.create(obj);
    await client.runtimeClasses.delete('minimal');
    const [json, protobuf, cbor] = await Promise.all(watches.map((w) => w.events));
    expect(protobuf).toEqual(json);
    expect(cbor).toEqual(json);
  });
});

describe('negotiation matrix', () => {
  it.each([
    ['application/yaml', false, 200, 'application/yaml'],
    ['application/vnd.cluster.protobuf', false, 200, 'application/vnd.cluster.protobuf'],
    ['application/vnd.kubernetes.protobuf', false, 200, 'application/vnd.kubernetes.protobuf'],
    ['application/cbor', false, 406, undefined],
    ['application/cbor', true, 200, 'application/cbor'],
    ['application/cbor, application/json', false, 200, 'application/json'],
    ['application/vnd.cluster.protobuf;as=Table;g=meta.cluster.io;v=v1', false, 406, undefined],
    ['application/yaml;as=Table;g=meta.cluster.io;v=v1', false, 200, 'application/yaml'],
  ])('GET with Accept %s (CBOR gate %s) -> %i %s', async (accept, gate, code, type) => {
    const { fetch, client } = await startCluster({ featureGates: { CBORServingAndStorage: gate } });
    await client.runtimeClasses.create({ metadata: { name: 'x' }, handler: 'x' });
    const res = await fetch(`${RC}/x`, { headers: { accept } });
    expect(res.status).toBe(code);
    if (type) expect(res.headers.get('content-type')).toBe(type);
    else expect((await jsonOf(res)).message).toMatch(/^only the following media types are accepted: /);
  });

  it.each([
    ['application/json', 'application/json'],
    ['application/vnd.cluster.protobuf', 'application/vnd.cluster.protobuf;stream=watch'],
    ['application/vnd.kubernetes.protobuf', 'application/vnd.kubernetes.protobuf;stream=watch'],
    ['application/cbor', 'application/cbor-seq'],
  ])('watch with Accept %s streams %s', async (accept, type) => {
    const { fetch } = await startCluster({ featureGates: { CBORServingAndStorage: true } });
    const res = await fetch(`${RC}?watch=true&timeoutSeconds=1`, { headers: { accept } });
    expect(res.headers.get('content-type')).toBe(type);
    await res.body?.cancel();
  });

  it.each([
    ['application/yaml', 'apiVersion: node.cluster.io/v1\nkind: RuntimeClass\nmetadata:\n  name: y\nhandler: y\n', false],
    ['application/vnd.cluster.protobuf', encodeProtobuf({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name: 'p' }, handler: 'p' }), false],
    ['application/cbor', encodeCbor({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name: 'c' }, handler: 'c' }), true],
  ])('accepts %s request bodies', async (type, body, gate) => {
    const { fetch } = await startCluster({ featureGates: { CBORServingAndStorage: gate } });
    const res = await fetch(RC, { method: 'POST', headers: { 'content-type': type }, body: body as never });
    expect(res.status).toBe(201);
  });

  it('refuses CBOR request bodies while the gate is off', async () => {
    const { fetch } = await startCluster();
    const res = await fetch(RC, { method: 'POST', headers: { 'content-type': 'application/cbor' }, body: encodeCbor({ metadata: { name: 'c' }, handler: 'c' }) as never });
    expect(res.status).toBe(415);
  });
});

describe('bad bodies in every format', () => {
  const valid = encodeProtobuf({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name: 'p' }, handler: 'p' });
  it.each([
    ['application/vnd.cluster.protobuf', valid.subarray(0, valid.length - 3)],
    ['application/vnd.cluster.protobuf', valid.subarray(4)],
    ['application/vnd.cluster.protobuf', Buffer.alloc(0)],
    ['application/cbor', Buffer.from([0xd9, 0xd9, 0xf7, 0xbf, 0xff, 0x00])],
    ['application/yaml', 'a: &a [*a, *a, *a]\n' + Array.from({ length: 12 }, (_, i) => `l${i + 1}: &l${i + 1} [*l${i}, *l${i}, *l${i}, *l${i}, *l${i}, *l${i}, *l${i}, *l${i}, *l${i}]`).join('\n').replace('*l0', '*a')],
    ['application/json', '['.repeat(50_000)],
  ])('%s garbage is a 400-class Status, and the server keeps serving', async (type, body) => {
    const { fetch } = await startCluster({ featureGates: { CBORServingAndStorage: true } });
    const res = await fetch(RC, { method: 'POST', headers: { 'content-type': type }, body: body as never });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await jsonOf(res)).kind).toBe('Status');
    expect((await fetch(RC)).status).toBe(200);
  });

  it('the client rejects a protobuf response without the magic prefix', async () => {
    const { createServer } = await import('node:http');
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/vnd.cluster.protobuf' });
      res.end(Buffer.from('0a0470726f746f', 'hex'));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const port = (server.address() as { port: number }).port;
    const rest = new RestClient({ server: `http://127.0.0.1:${port}`, transport: new UndiciTransport(), wireFormat: 'protobuf' });
    const err = await rejectionOf(new ResourceClient<RuntimeClass>(rest, runtimeClasses).get('x'));
    server.close();
    expect(err).toBeInstanceOf(DecodeError);
    expect(err.message).toContain('provided data does not appear to be a protobuf message, expected prefix [107 56 115 0]');
  });
});

describe('apply with CBOR', () => {
  it('accepts application/apply-patch+cbor only while CBOR is served', async () => {
    const body = encodeCbor({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name: 'c' }, handler: 'c' }) as never;
    const on = await startCluster({ featureGates: { CBORServingAndStorage: true } });
    const res = await on.fetch(`${RC}/c?fieldManager=m`, { method: 'PATCH', headers: { 'content-type': 'application/apply-patch+cbor' }, body });
    expect(res.status).toBe(201);
    expect((await jsonOf(res)).metadata.managedFields[0]).toMatchObject({ manager: 'm', operation: 'Apply' });
    const off = await startCluster();
    const refused = await off.fetch(`${RC}/c?fieldManager=m`, { method: 'PATCH', headers: { 'content-type': 'application/apply-patch+cbor' }, body });
    expect(refused.status).toBe(415);
  });
});
