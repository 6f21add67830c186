/**
 * Content negotiation, Table and compression over HTTP.
 */
import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../src/meta/clock.js';
import { jsonOf, startCluster } from './harness.js';

const RC = '/apis/node.cluster.io/v1/runtimeclasses';
const TABLE = 'application/json;as=Table;g=meta.cluster.io;v=v1';
const fixedClock: Clock = { now: () => Date.UTC(2024, 0, 6), setTimer: () => () => {} };

async function demo() {
  const cluster = await startCluster({ clock: fixedClock });
  // Created "now" by the fixed clock, so AGE is 0s; metadata is deterministic but uid.
  await cluster.client.runtimeClasses.create({ metadata: { name: 'runc' }, handler: 'runc' });
  await cluster.client.runtimeClasses.create({ metadata: { name: 'gvisor' }, handler: 'runsc' });
  return cluster;
}

describe('Accept negotiation', () => {
  it.each([
    [undefined, 200, 'application/json'],
    ['application/json', 200, 'application/json'],
    ['*/*', 200, 'application/json'],
    ['application/*', 200, 'application/json'],
    ['text/html, application/json;q=0.5', 200, 'application/json'],
    ['application/json;as=PartialObjectMetadata;g=meta.cluster.io;v=v1', 406, undefined],
    ['application/json;as=PartialObjectMetadata;g=meta.cluster.io;v=v1, application/json', 200, 'application/json'],
    ['text/html', 406, undefined],
    ['application/json;q=0', 406, undefined],
  ])('Accept %s -> %i %s', async (accept, code, type) => {
    const { fetch } = await demo();
    const res = await fetch(`${RC}/runc`, accept ? { headers: { accept } } : {});
    expect(res.status).toBe(code);
    if (type) expect(res.headers.get('content-type')).toBe(type);
    if (code === 406) {
      const body = await jsonOf(res);
      expect(body.reason).toBe('NotAcceptable');
      expect(body.message).toMatch(/^only the following media types are accepted: application\/json/);
    }
  });
});

describe('Table', () => {
  it('returns a Table for a list, with upstream column definitions and metadata rows', async () => {
    const { fetch } = await demo();
    const table = await jsonOf(await fetch(RC, { headers: { accept: TABLE } }));
    expect(table.kind).toBe('Table');
    expect(table.apiVersion).toBe('meta.cluster.io/v1');
    expect(table.columnDefinitions.map((c: { name: string }) => c.name)).toEqual(['Name', 'Handler', 'Age']);
    expect(table.columnDefinitions[1]).toEqual({ name: 'Handler', type: 'string', format: '', description: '', priority: 0 });
    expect(table.rows.map((r: { cells: unknown[] }) => r.cells)).toEqual([
      ['gvisor', 'runsc', '0s'],
      ['runc', 'runc', '0s'],
    ]);
    expect(table.rows[0].object).toMatchObject({ kind: 'PartialObjectMetadata', apiVersion: 'meta.cluster.io/v1', metadata: { name: 'gvisor' } });
    expect(table.metadata.resourceVersion).toMatch(/^\d+$/);
  });

  it.each([
    ['None', null],
    ['Object', 'RuntimeClass'],
    ['Metadata', 'PartialObjectMetadata'],
  ])('includeObject=%s', async (include, kind) => {
    const { fetch } = await demo();
    const table = await jsonOf(await fetch(`${RC}/runc?includeObject=${include}`, { headers: { accept: TABLE } }));
    expect(table.rows).toHaveLength(1);
    expect(table.rows[0].object === null ? null : table.rows[0].object.kind).toBe(kind);
  });

  it('rejects an unknown includeObject with upstream text', async () => {
    const { fetch } = await demo();
    const res = await fetch(`${RC}?includeObject=All`, { headers: { accept: TABLE } });
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).message).toBe(
      `Unable to convert to Table as requested: includeObject: Invalid value: "All": must be 'Metadata', 'Object', 'None', or empty`,
    );
  });

  it('uses LeaseCandidate and Namespace columns, and upstream meta.k8s.io names work too', async () => {
    const { fetch, client } = await demo();
    await client.leaseCandidates.namespace('default').create({ metadata: { name: 'c' }, spec: { leaseName: 'l', binaryVersion: '1.2.3', emulationVersion: '1.2.0', strategy: 'OldestEmulationVersion' } });
    const lc = await jsonOf(await fetch('/apis/coordination.cluster.io/v1beta1/leasecandidates', { headers: { accept: 'application/json;as=Table;v=v1;g=meta.k8s.io' } }));
    expect(lc.columnDefinitions.map((c: { name: string }) => c.name)).toEqual(['Name', 'LeaseName', 'BinaryVersion', 'EmulationVersion', 'Age']);
    expect(lc.rows[0].cells).toEqual(['c', 'l', '1.2.3', '1.2.0', '0s']);
    const ns = await jsonOf(await fetch('/api/v1/namespaces/default', { headers: { accept: TABLE } }));
    expect(ns.rows[0].cells.slice(0, 2)).toEqual(['default', 'Active']);
  });

  it('errors stay plain Status objects for Table requests', async () => {
    const { fetch } = await demo();
    const res = await fetch(`${RC}/nope`, { headers: { accept: TABLE } });
    expect(res.status).toBe(404);
    expect((await jsonOf(res)).kind).toBe('Status');
  });
});

describe('gzip', () => {
  /** Raw request: fetch would decompress transparently and hide the header. */
  function raw(url: string, headers: Record<string, string>): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
    return new Promise((resolve, reject) => {
      request(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
  }

  it('compresses get and list of 128 KiB or more when the client accepts gzip; smaller ones stay plain', async () => {
    const { url, client } = await demo();
    // Below upstream's defaultGzipThresholdBytes (128 KiB): sent uncompressed even to gzip clients.
    const small = await raw(url + RC, { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString()).items).toHaveLength(2);
    await client.runtimeClasses.create({ metadata: { name: 'big', annotations: { a: 'x'.repeat(140 * 1024) } }, handler: 'big' });
    const one = await raw(url + RC + '/big', { 'accept-encoding': 'gzip' });
    expect(one.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(one.body).toString()).metadata.name).toBe('big');
    const list = await raw(url + RC, { 'accept-encoding': 'gzip' });
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(list.body).toString()).items).toHaveLength(3);
    const plain = await raw(url + RC, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const refused = await raw(url + RC, { 'accept-encoding': 'gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('does not compress with the APIResponseCompression gate off', async () => {
    const { url, client } = await startCluster({ featureGates: { APIResponseCompression: false } });
    await client.runtimeClasses.create({ metadata: { name: 'big', annotations: { a: 'x'.repeat(140 * 1024) } }, handler: 'big' });
    const res = await raw(url + RC, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('Table watches', () => {
  it('sends one-row Tables with column definitions only in the first event', async () => {
    const { fetch, client } = await demo();
    const res = await fetch(`${RC}?watch=true`, { headers: { accept: TABLE } });
    const reader = res.body!.getReader();
    let text = '';
    while (text.split('\n').length < 3) text += Buffer.from((await reader.read()).value!).toString();
    await reader.cancel();
    const [first, second] = text.split('\n').map((l) => (l ? JSON.parse(l) : undefined));
    expect(first.type).toBe('ADDED');
    expect(first.object.kind).toBe('Table');
    expect(first.object.columnDefinitions.map((c: { name: string }) => c.name)).toEqual(['Name', 'Handler', 'Age']);
    expect(first.object.rows).toHaveLength(1);
    expect(second.object.columnDefinitions).toBeNull();
    expect(second.object.rows[0].cells[0]).toBe('runc');
    void client;
  });
});
