/**
 * Issue 9 part B end to end: hostile bodies in every format the server reads are answered
 * with upstream-shaped 4xx Statuses, quickly, and leave the stored state as it was.
 */
import { describe, expect, it } from 'vitest';
import { encodeCbor } from '../../src/codec/cbor.js';
import { encodeProtobuf } from '../../src/codec/protobuf/index.js';
import { jsonOf, startCluster, type TestCluster } from './harness.js';

const RC = '/apis/node.cluster.io/v1/runtimeclasses';
const LC = '/apis/coordination.cluster.io/v1beta1/namespaces/default/leasecandidates';
const PROTOBUF = 'application/vnd.kubernetes.protobuf';
const DEEP = 100_000;

const json = (method: string, body: unknown, type = 'application/json'): RequestInit => ({
  method,
  headers: { 'content-type': type },
  body: typeof body === 'string' || body instanceof Uint8Array ? (body as string) : JSON.stringify(body),
});

const yamlPost = (text: string): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/yaml' }, body: text });

async function seed(c: TestCluster): Promise<string> {
  const res = await c.fetch(RC, json('POST', { metadata: { name: 'keep' }, handler: 'runc' }));
  expect(res.status).toBe(201);
  return snapshot(c);
}

/** The stored collection as text: compared before and after each rejection. */
async function snapshot(c: TestCluster): Promise<string> {
  const list = await jsonOf(await c.fetch(RC));
  return JSON.stringify(list.items);
}

async function expectStatus(res: Response, code: number, message?: string | RegExp): Promise<any> {
  const body = await jsonOf(res);
  expect({ code: res.status, kind: body.kind }).toEqual({ code, kind: 'Status' });
  expect(body.code).toBe(code);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  return body;
}

const deepJson = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
const deepArray = (n: number) => '['.repeat(n) + ']'.repeat(n);

/** A protobuf envelope (k8s\0 + runtime.Unknown) around raw message bytes. */
function protobufEnvelope(apiVersion: string, kind: string, raw: Uint8Array): Uint8Array {
  const ld = (field: number, bytes: Uint8Array) => Buffer.concat([varint((field << 3) | 2), varint(bytes.length), bytes]);
  const typeMeta = Buffer.concat([ld(1, Buffer.from(apiVersion)), ld(2, Buffer.from(kind))]);
  return Buffer.concat([Buffer.from('k8s\0', 'latin1'), ld(1, typeMeta), ld(2, raw)]);
}

function varint(n: number): Buffer {
  const out: number[] = [];
  while (n > 0x7f) {
    out.push((n & 0x7f) | 0x80);
    n >>>= 7;
  }
  out.push(n);
  return Buffer.from(out);
}

describe('YAML anchors and aliases', () => {
  const selfRef = 'apiVersion: node.cluster.io/v1\nkind: RuntimeClass\nmetadata: &a\n  name: loop\n  labels: *a\nhandler: runc\n';

  it('a self-referencing anchor in POST, PUT and apply-patch+yaml is a 400, the store untouched', async () => {
    const c = await startCluster();
    const before = await seed(c);
    await expectStatus(await c.fetch(RC, yamlPost(selfRef)), 400, /yaml: anchor 'a' value contains itself/);
    await expectStatus(await c.fetch(`${RC}/keep`, { ...yamlPost(selfRef.replace('loop', 'keep')), method: 'PUT' }), 400, /anchor 'a' value contains itself/);
    await expectStatus(
      await c.fetch(`${RC}/keep?fieldManager=m`, json('PATCH', selfRef.replace('loop', 'keep'), 'application/apply-patch+yaml')),
      400,
      "error decoding YAML: yaml: anchor 'a' value contains itself",
    );
    // The 38-byte form from the report.
    await expectStatus(await c.fetch(RC, yamlPost('&a [*a, *a, *a, *a, *a, *a, *a, *a]')), 400, /contains itself/);
    expect(await snapshot(c)).toBe(before);
  });

  it('an alias bomb (billion laughs) is refused as excessive aliasing within a second', async () => {
    const c = await startCluster();
    const before = await seed(c);
    const lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 9; i++) {
      const p = String.fromCharCode(96 + i);
      const n = String.fromCharCode(97 + i);
      lines.push(`${n}: &${n} [${Array(9).fill('*' + p).join(',')}]`);
    }
    const started = performance.now();
    await expectStatus(await c.fetch(RC, yamlPost(lines.join('\n'))), 400, /yaml: document contains excessive aliasing/);
    await expectStatus(await c.fetch(`${RC}/keep?fieldManager=m`, json('PATCH', lines.join('\n'), 'application/apply-patch+yaml')), 400, /excessive aliasing/);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await snapshot(c)).toBe(before);
  });

  it('NUL and BEL inside YAML strings are refused as go-yaml refuses control characters', async () => {
    const c = await startCluster();
    const before = await seed(c);
    for (const ch of ['\u0000', '\u0007']) {
      const doc = `apiVersion: node.cluster.io/v1\nkind: RuntimeClass\nmetadata:\n  name: ctl\nhandler: "ru${ch}nc"\n`;
      await expectStatus(await c.fetch(RC, yamlPost(doc)), 400, /yaml: control characters are not allowed/);
      await expectStatus(await c.fetch(`${RC}/keep?fieldManager=m`, json('PATCH', doc.replace('ctl', 'keep'), 'application/apply-patch+yaml')), 400, /control characters are not allowed/);
    }
    expect(await snapshot(c)).toBe(before);
  });
});

describe('JSON patch copy amplification', () => {
  it('24 self-doubling copies stop at the 3 MiB copy budget with 422 within a second', async () => {
    const c = await startCluster();
    await c.fetch(RC, json('POST', { metadata: { name: 'keep', annotations: { x: 'y'.repeat(1000) } }, handler: 'runc' }));
    const before = await snapshot(c);
    const ops: unknown[] = [{ op: 'add', path: '/metadata/labels', value: { a: [] } }];
    ops.push({ op: 'add', path: '/metadata/labels/a/-', value: 'x'.repeat(64) });
    for (let i = 0; i < 24; i++) ops.push({ op: 'copy', from: '/metadata/labels/a', path: '/metadata/labels/a/-' });
    const started = performance.now();
    const res = await c.fetch(`${RC}/keep`, json('PATCH', ops, 'application/json-patch+json'));
    const body = await expectStatus(res, 422, 'the server rejected our request due to an error in our request');
    expect(body.reason).toBe('Invalid');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await snapshot(c)).toBe(before);
  });
});

describe('100,000-deep nesting', () => {
  it.each([
    ['application/json-patch+json', `[{"op":"add","path":"/metadata/labels","value":${deepArray(DEEP)}}]`],
    ['application/merge-patch+json', deepJson(DEEP)],
    ['application/strategic-merge-patch+json', deepJson(DEEP)],
  ])('a %s patch is a 400, the store untouched', async (type, body) => {
    const c = await startCluster();
    const before = await seed(c);
    await expectStatus(await c.fetch(`${RC}/keep`, json('PATCH', body, type)), 400, /^error decoding patch: json: exceeded max depth of 10000$/);
    expect(await snapshot(c)).toBe(before);
  });

  it('a JSON patch that copies a deep value into itself past 10000 levels is a 422, not a stack overflow', async () => {
    const c = await startCluster();
    const before = await seed(c);
    const ops = [
      { op: 'add', path: '/spec', value: JSON.parse(deepJson(9_000)) },
      { op: 'copy', from: '/spec', path: '/spec' + '/a'.repeat(9_000) },
    ];
    const body = await expectStatus(await c.fetch(`${RC}/keep`, json('PATCH', ops, 'application/json-patch+json')), 422);
    expect(body.details.causes[0]).toMatchObject({ field: 'patch', message: expect.stringContaining('json: exceeded max depth of 10000') });
    expect(await snapshot(c)).toBe(before);
  });

  it('patches at the depth Go accepts still apply (no stack overflow below the limit)', async () => {
    const c = await startCluster();
    await seed(c);
    for (const type of ['application/merge-patch+json', 'application/strategic-merge-patch+json']) {
      const res = await c.fetch(`${RC}/keep`, json('PATCH', `{"spec":${deepJson(9_000)}}`, type));
      expect(res.status).toBe(200); // the unknown field is dropped with a warning
    }
  });

  it.each([
    ['YAML flow', deepArray(DEEP)],
    ['YAML block', Array.from({ length: 2_000 }, (_, i) => ' '.repeat(i) + 'a:').join('\n')],
    ['JSON sent as YAML', deepJson(DEEP)],
  ])('an apply body (%s) is a 400', async (_name, body) => {
    const c = await startCluster();
    const before = await seed(c);
    await expectStatus(await c.fetch(`${RC}/keep?fieldManager=m`, json('PATCH', body, 'application/apply-patch+yaml')), 400, /^error decoding YAML: yaml: (line \d+: )?exceeded max depth of 1000$/);
    expect(await snapshot(c)).toBe(before);
  });

  it('an apply-patch+cbor body is a 400 at the CBOR nesting limit', async () => {
    const c = await startCluster({ featureGates: { CBORServingAndStorage: true } });
    const before = await seed(c);
    const deep = Buffer.concat([Buffer.alloc(DEEP, 0x81), Buffer.of(0x00)]);
    await expectStatus(await c.fetch(`${RC}/keep?fieldManager=m`, json('PATCH', deep, 'application/apply-patch+cbor')), 400, /exceeded max nested level 64/);
    expect(await snapshot(c)).toBe(before);
  });

  it('create bodies in JSON (each fieldValidation), YAML and CBOR are 400s', async () => {
    const c = await startCluster({ featureGates: { CBORServingAndStorage: true } });
    const before = await seed(c);
    for (const v of ['Ignore', 'Warn', 'Strict']) {
      await expectStatus(await c.fetch(`${RC}?fieldValidation=${v}`, json('POST', deepJson(DEEP))), 400, /exceeded max depth/);
    }
    await expectStatus(await c.fetch(RC, yamlPost(deepArray(DEEP))), 400, /exceeded max depth of 1000/);
    await expectStatus(await c.fetch(RC, json('POST', Buffer.concat([Buffer.alloc(DEEP, 0x81), Buffer.of(0)]), 'application/cbor')), 400, /exceeded max nested level/);
    await expectStatus(await c.fetch(RC, json('POST', Buffer.concat([Buffer.alloc(DEEP, 0x9f), Buffer.alloc(DEEP, 0xff)]), 'application/cbor')), 400, /exceeded max nested level/);
    expect(await snapshot(c)).toBe(before);
  });

  it('a protobuf body with 100,000 nested unknown groups is skipped without recursion, as gogo/protobuf does', async () => {
    const c = await startCluster();
    const name = Buffer.from('groups');
    const meta = Buffer.concat([Buffer.of(0x0a, name.length), name]);
    const raw = Buffer.concat([
      Buffer.of(0x0a, meta.length),
      meta,
      Buffer.of(0x12, 4),
      Buffer.from('runc'),
      Buffer.concat(Array(DEEP).fill(Buffer.of(0x9b, 0x06))), // field 99, start group
      Buffer.concat(Array(DEEP).fill(Buffer.of(0x9c, 0x06))), // field 99, end group
    ]);
    const res = await c.fetch(RC, json('POST', protobufEnvelope('node.cluster.io/v1', 'RuntimeClass', raw), PROTOBUF));
    expect(res.status).toBe(201);
    // Unbalanced groups are a 400, not a crash.
    const bad = Buffer.concat([raw.subarray(0, raw.length - 2 * DEEP), Buffer.concat(Array(DEEP).fill(Buffer.of(0x9b, 0x06)))]);
    const badRes = await c.fetch(RC, json('POST', protobufEnvelope('node.cluster.io/v1', 'RuntimeClass', bad), PROTOBUF));
    expect(badRes.status).toBe(400);
  });
});

describe('int64 range', () => {
  const withSeconds = (name: string, seconds: string) =>
    `{"metadata":{"name":"${name}"},"handler":"runc","scheduling":{"tolerations":[{"key":"k","operator":"Exists","effect":"NoExecute","tolerationSeconds":${seconds}}]}}`;
  const field = 'Go struct field Toleration.scheduling.tolerations[0].tolerationSeconds of type int64';

  it.each([
    ['1e300', '1e300'],
    ['9223372036854775808', '9223372036854775808'],
    ['-1e19', '-10000000000000000000'],
  ])('tolerationSeconds %s is a 400 on create, update and patch, and protobuf GET/LIST keep working', async (literal, shown) => {
    const c = await startCluster();
    const before = await seed(c);
    const message = `RuntimeClass in version "v1" cannot be handled as a RuntimeClass: json: cannot unmarshal number ${shown} into ${field}`;
    for (const v of ['Ignore', 'Strict']) await expectStatus(await c.fetch(`${RC}?fieldValidation=${v}`, json('POST', withSeconds('big', literal))), 400, message);
    await expectStatus(await c.fetch(`${RC}/keep`, json('PUT', withSeconds('keep', literal))), 400, message);
    await expectStatus(await c.fetch(`${RC}/keep`, json('PATCH', withSeconds('keep', literal), 'application/merge-patch+json')), 400, message);
    await expectStatus(await c.fetch(RC, yamlPost(`metadata: {name: big}\nhandler: runc\nscheduling: {tolerations: [{tolerationSeconds: ${literal}}]}\n`)), 400, /cannot unmarshal number .* of type int64/);
    expect(await snapshot(c)).toBe(before);
    const get = await c.fetch(`${RC}/keep`, { headers: { accept: PROTOBUF } });
    expect(get.status).toBe(200);
    const list = await c.fetch(RC, { headers: { accept: PROTOBUF } });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toBe(PROTOBUF);
  });

  it('the int64 bounds that doubles hold exactly are accepted and served over protobuf', async () => {
    const c = await startCluster();
    const res = await c.fetch(RC, json('POST', withSeconds('edge', '-9223372036854775808')));
    expect([res.status, (await jsonOf(res)).message]).toEqual([201, undefined]);
    expect((await c.fetch(`${RC}/edge`, { headers: { accept: PROTOBUF } })).status).toBe(200);
  });

  it('a CBOR float beyond int64 is a 400 too', async () => {
    const c = await startCluster({ featureGates: { CBORServingAndStorage: true } });
    const body = encodeCbor({ metadata: { name: 'f' }, handler: 'runc', scheduling: { tolerations: [{ tolerationSeconds: 1e300 }] } });
    await expectStatus(await c.fetch(RC, json('POST', body, 'application/cbor')), 400, /cannot unmarshal number 1e300 into .* of type int64/);
  });
});

describe('DeleteOptions bodies are typed', () => {
  const prefix = 'DeleteOptions in version "v1" cannot be handled as a DeleteOptions: ';
  it.each([
    [{ dryRun: 'All' }, 'json: cannot unmarshal string into Go struct field DeleteOptions.dryRun of type []string'],
    [{ dryRun: [1] }, 'json: cannot unmarshal number into Go struct field DeleteOptions.dryRun[0] of type string'],
    [{ kind: 123 }, 'json: cannot unmarshal number into Go struct field DeleteOptions.kind of type string'],
    [{ apiVersion: true }, 'json: cannot unmarshal bool into Go struct field DeleteOptions.apiVersion of type string'],
    [{ kind: 'Pod' }, 'no kind "Pod" is registered for version "meta.cluster.io/v1"'],
    [{ kind: 'DeleteOptions', apiVersion: 'bogus/v9' }, 'no kind "DeleteOptions" is registered for version "bogus/v9"'],
    [{ gracePeriodSeconds: '5' }, 'json: cannot unmarshal string into Go struct field DeleteOptions.gracePeriodSeconds of type int64'],
    [{ gracePeriodSeconds: 1e300 }, 'json: cannot unmarshal number 1e300 into Go struct field DeleteOptions.gracePeriodSeconds of type int64'],
    [{ gracePeriodSeconds: 1.5 }, 'json: cannot unmarshal number 1.5 into Go struct field DeleteOptions.gracePeriodSeconds of type int64'],
    [{ propagationPolicy: 1 }, 'json: cannot unmarshal number into Go struct field DeleteOptions.propagationPolicy of type string'],
    [{ preconditions: [] }, 'json: cannot unmarshal array into Go struct field DeleteOptions.preconditions of type v1.Preconditions'],
    [{ preconditions: { uid: 5 } }, 'json: cannot unmarshal number into Go struct field Preconditions.preconditions.uid of type string'],
    [{ preconditions: { resourceVersion: {} } }, 'json: cannot unmarshal object into Go struct field Preconditions.preconditions.resourceVersion of type string'],
    [{ orphanDependents: 'yes' }, 'json: cannot unmarshal string into Go struct field DeleteOptions.orphanDependents of type bool'],
    [{ ignoreStoreReadErrorWithClusterBreakingPotential: 1 }, 'json: cannot unmarshal number into Go struct field DeleteOptions.ignoreStoreReadErrorWithClusterBreakingPotential of type bool'],
    [[], 'json: cannot unmarshal array into Go value of type v1.DeleteOptions'],
  ])('DELETE with %j is a 400, the object kept', async (body, detail) => {
    const c = await startCluster();
    const before = await seed(c);
    await expectStatus(await c.fetch(`${RC}/keep`, json('DELETE', body)), 400, prefix + detail);
    await expectStatus(await c.fetch(RC, json('DELETE', body)), 400, prefix + detail);
    expect(await snapshot(c)).toBe(before);
  });

  it('accepts DeleteOptions in its known versions, with or without a Content-Type', async () => {
    const c = await startCluster();
    for (const [i, apiVersion] of ['meta.cluster.io/v1', 'v1', 'node.cluster.io/v1'].entries()) {
      await c.fetch(RC, json('POST', { metadata: { name: `d${i}` }, handler: 'runc' }));
      const body = JSON.stringify({ kind: 'DeleteOptions', apiVersion, dryRun: ['All'] });
      // Bytes: fetch then sends no Content-Type, as kubectl's delete body may come.
      expect((await c.fetch(`${RC}/d${i}`, { method: 'DELETE', body: Buffer.from(body) })).status).toBe(200);
      expect((await c.fetch(`${RC}/d${i}`, json('DELETE', body))).status).toBe(200);
    }
    expect(JSON.parse(await snapshot(c))).toHaveLength(3);
  });

  it('YAML, CBOR and protobuf DeleteOptions bodies are type-checked the same way', async () => {
    const c = await startCluster({ featureGates: { CBORServingAndStorage: true } });
    const before = await seed(c);
    const detail = prefix + 'json: cannot unmarshal string into Go struct field DeleteOptions.dryRun of type []string';
    await expectStatus(await c.fetch(`${RC}/keep`, json('DELETE', 'dryRun: All\n', 'application/yaml')), 400, detail);
    await expectStatus(await c.fetch(`${RC}/keep`, json('DELETE', encodeCbor({ dryRun: 'All' }), 'application/cbor')), 400, detail);
    await expectStatus(await c.fetch(`${RC}/keep`, json('DELETE', '&a [*a]', 'application/yaml')), 400, /contains itself/);
    await expectStatus(
      await c.fetch(`${RC}/keep`, json('DELETE', encodeProtobuf({ kind: 'RuntimeClass', apiVersion: 'node.cluster.io/v1', metadata: { name: 'x' } }), PROTOBUF)),
      400,
      prefix + 'no kind "RuntimeClass" is registered for version "node.cluster.io/v1"',
    );
    // A protobuf DeleteOptions with a corrupt int64 varint and one with a known field of the wrong wire type.
    const envelope = (raw: number[]) => protobufEnvelope('meta.cluster.io/v1', 'DeleteOptions', Uint8Array.from(raw));
    await expectStatus(await c.fetch(`${RC}/keep`, json('DELETE', envelope([0x08, ...Array(11).fill(0xff)]), PROTOBUF)), 400, /^DeleteOptions in version "v1" cannot be handled as a DeleteOptions: proto: /);
    await expectStatus(await c.fetch(`${RC}/keep`, json('DELETE', envelope([0x2d, 0, 0, 0, 0]), PROTOBUF)), 400, /wrong wireType = 5 for field number 5/);
    const pbDryRun = await c.fetch(`${RC}/keep`, json('DELETE', encodeProtobuf({ kind: 'DeleteOptions', apiVersion: 'meta.cluster.io/v1', dryRun: ['All'], gracePeriodSeconds: 0 }), PROTOBUF));
    expect(pbDryRun.status).toBe(200);
    const ok = await c.fetch(`${RC}/keep`, json('DELETE', 'kind: DeleteOptions\napiVersion: meta.cluster.io/v1\ndryRun: [All]\n', 'application/yaml'));
    expect(ok.status).toBe(200);
    expect(await snapshot(c)).toBe(before);
  });
});

describe('malformed query parameters are 400s, never 500s', () => {
  it.each([
    ['GET', `${RC}?limit=ten`, 'strconv.ParseInt: parsing "ten": invalid syntax'],
    ['GET', `${RC}?limit=99999999999999999999`, 'strconv.ParseInt: parsing "99999999999999999999": value out of range'],
    ['GET', `${RC}?timeoutSeconds=1.5`, 'strconv.ParseInt: parsing "1.5": invalid syntax'],
    ['GET', `${RC}?resourceVersion=abc`, 'invalid resource version: strconv.ParseUint: parsing "abc": invalid syntax'],
    ['GET', `${RC}?watch=maybe`, 'strconv.ParseBool: parsing "maybe": invalid syntax'],
    ['GET', `${RC}?watch=1&allowWatchBookmarks=maybe`, 'strconv.ParseBool: parsing "maybe": invalid syntax'],
    ['GET', `${RC}?sendInitialEvents=maybe`, 'strconv.ParseBool: parsing "maybe": invalid syntax'],
    ['DELETE', `${RC}/keep?gracePeriodSeconds=soon`, 'strconv.ParseInt: parsing "soon": invalid syntax'],
    ['DELETE', `${RC}/keep?orphanDependents=maybe`, 'strconv.ParseBool: parsing "maybe": invalid syntax'],
  ])('%s %s', async (method, path, message) => {
    const c = await startCluster();
    const before = await seed(c);
    await expectStatus(await c.fetch(path, { method }), 400, message);
    expect(await snapshot(c)).toBe(before);
  });

  it.each([
    ['GET', `${RC}?resourceVersionMatch=Sometimes&resourceVersion=1`],
    ['DELETE', `${RC}/keep?dryRun=Maybe`],
    ['POST', `${RC}?fieldValidation=Loud`],
  ])('%s %s is 422 Invalid on the options kind', async (method, path) => {
    const c = await startCluster();
    const before = await seed(c);
    const init = method === 'POST' ? json('POST', { metadata: { name: 'n' }, handler: 'h' }) : { method };
    const body = await expectStatus(await c.fetch(path, init), 422);
    expect(body.details.group).toBe('meta.cluster.io');
    expect(await snapshot(c)).toBe(before);
  });

  it('pretty=maybe is ignored as upstream ignores unparsable pretty', async () => {
    const c = await startCluster();
    await seed(c);
    expect((await c.fetch(`${RC}?pretty=maybe`)).status).toBe(200);
  });
});

describe('patches may not move an object', () => {
  const lease = { metadata: { name: 'l' }, spec: { leaseName: 'x', binaryVersion: '1.0.0', strategy: 'x.io/s' } };
  const snapshotLc = async (c: TestCluster) => JSON.stringify((await jsonOf(await c.fetch(LC))).items);

  it.each([
    ['application/json-patch+json', [{ op: 'replace', path: '/metadata/namespace', value: 'other' }]],
    ['application/merge-patch+json', { metadata: { namespace: 'other' } }],
    ['application/strategic-merge-patch+json', { metadata: { namespace: 'other' } }],
  ])('a %s patch changing metadata.namespace is a 400', async (type, patch) => {
    const c = await startCluster();
    expect((await c.fetch(LC, json('POST', lease))).status).toBe(201);
    const before = await snapshotLc(c);
    await expectStatus(await c.fetch(`${LC}/l`, json('PATCH', patch, type)), 400, 'the namespace of the object (other) does not match the namespace on the URL (default)');
    expect(await snapshotLc(c)).toBe(before);
  });

  it('an apply naming another namespace is a 400', async () => {
    const c = await startCluster();
    expect((await c.fetch(LC, json('POST', lease))).status).toBe(201);
    const body = { apiVersion: 'coordination.cluster.io/v1beta1', kind: 'LeaseCandidate', ...lease, metadata: { name: 'l', namespace: 'other' } };
    await expectStatus(await c.fetch(`${LC}/l?fieldManager=m`, json('PATCH', body, 'application/apply-patch+yaml')), 400, 'the namespace of the provided object does not match the namespace sent on the request');
  });

  it.each([
    ['application/json-patch+json', [{ op: 'replace', path: '/kind', value: 'Pod' }], 'no kind "Pod" is registered for version "node.cluster.io/v1"'],
    ['application/json-patch+json', [{ op: 'replace', path: '/apiVersion', value: 'node.cluster.io/v2' }], 'no kind "RuntimeClass" is registered for version "node.cluster.io/v2"'],
    ['application/merge-patch+json', { kind: 'Pod' }, 'no kind "Pod" is registered'],
    ['application/merge-patch+json', { apiVersion: 'v1' }, 'no kind "RuntimeClass" is registered for version "v1"'],
    ['application/strategic-merge-patch+json', { kind: 'Pod' }, 'no kind "Pod" is registered'],
  ])('a %s patch changing kind or apiVersion is refused as upstream decodes the result (422 on patch)', async (type, patch, detail) => {
    const c = await startCluster();
    const before = await seed(c);
    const body = await expectStatus(await c.fetch(`${RC}/keep`, json('PATCH', patch, type)), 422);
    expect(body.reason).toBe('Invalid');
    expect(body.details.causes[0].field).toBe('patch');
    expect(body.details.causes[0].message).toContain(detail);
    expect(await snapshot(c)).toBe(before);
  });

  it('a patch changing metadata.name is a 400', async () => {
    const c = await startCluster();
    const before = await seed(c);
    await expectStatus(await c.fetch(`${RC}/keep`, json('PATCH', { metadata: { name: 'moved' } }, 'application/merge-patch+json')), 400, 'the name of the object (moved) does not match the name on the URL (keep)');
    expect(await snapshot(c)).toBe(before);
  });

  it('removing kind and apiVersion in a patch is fine: they are defaulted', async () => {
    const c = await startCluster();
    await seed(c);
    const res = await c.fetch(`${RC}/keep`, json('PATCH', [{ op: 'remove', path: '/kind' }, { op: 'remove', path: '/apiVersion' }], 'application/json-patch+json'));
    expect(res.status).toBe(200);
    expect((await jsonOf(res)).kind).toBe('RuntimeClass');
  });
});
