/**
 * Wire-level behaviour checked with plain fetch, the way curl would see it.
 */
import { describe, expect, it } from 'vitest';
import { jsonOf, startCluster } from './harness.js';

const RC = '/apis/node.cluster.io/v1/runtimeclasses';
const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('HTTP wire behaviour', () => {
  it('writes a NotFound Status byte for byte, compact with a trailing newline', async () => {
    const { fetch } = await startCluster();
    const res = await fetch(`${RC}/runc`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.text()).toBe(
      '{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"runtimeclasses.node.cluster.io \\"runc\\" not found","reason":"NotFound","details":{"name":"runc","group":"node.cluster.io","kind":"runtimeclasses"},"code":404}\n',
    );
  });

  it('pretty-prints for ?pretty=true and for curl', async () => {
    const { fetch } = await startCluster();
    const a = await (await fetch(`${RC}/x?pretty=true`)).text();
    expect(a.startsWith('{\n  "kind": "Status",')).toBe(true);
    const b = await (await fetch(`${RC}/x`, { headers: { 'user-agent': 'curl/8.5.0' } })).text();
    expect(b).toBe(a);
  });

  it.each([
    ['/apis/node.cluster.io/v1/foos', 'GET'],
    ['/apis/node.cluster.io/v2/runtimeclasses', 'GET'],
    ['/apis/node.cluster.io/v1/namespaces/default/runtimeclasses', 'GET'],
    ['/apis/coordination.cluster.io/v1beta1/leasecandidates/x', 'GET'],
    ['/apis/node.cluster.io/v1/runtimeclasses/x/status', 'GET'],
  ])('answers unknown path %s under a served API root with a NotFound Status', async (path, method) => {
    const { fetch } = await startCluster();
    const res = await fetch(path, { method });
    expect(res.status).toBe(404);
    expect(await jsonOf(res)).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: 'the server could not find the requested resource',
      reason: 'NotFound',
      details: {},
      code: 404,
    });
  });

  // Outside every API root, upstream's notfoundhandler answers Go's http.NotFound.
  it.each(['/apis/nope.cluster.io/v1/runtimeclasses', '/nothing/here'])('answers %s with plain-text 404 page not found', async (path) => {
    const { fetch } = await startCluster();
    const res = await fetch(path);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('404 page not found\n');
  });

  it.each([
    [`${RC}/x`, 'POST'],
    [RC, 'PUT'],
    [RC, 'PATCH'],
    ['/apis/coordination.cluster.io/v1beta1/leasecandidates', 'POST'],
    ['/apis/coordination.cluster.io/v1beta1/leasecandidates', 'DELETE'],
    ['/api/v1/namespaces', 'DELETE'],
    ['/version', 'POST'],
  ])('answers %s %s with MethodNotAllowed', async (path, method) => {
    const { fetch } = await startCluster();
    const res = await fetch(path, { method, headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(405);
    const body = await jsonOf(res);
    expect(body.reason).toBe('MethodNotAllowed');
    expect(body.message).toBe('the server does not allow this method on the requested resource');
  });

  it('rejects malformed JSON with 400 and keeps serving', async () => {
    const { fetch } = await startCluster();
    const res = await fetch(RC, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"metadata":' });
    expect(res.status).toBe(400);
    const body = await jsonOf(res);
    expect(body.reason).toBe('BadRequest');
    expect(body.message).toMatch(/^the object provided is unrecognized \(must be of type RuntimeClass\): couldn't get version\/kind; json parse error: /);
    expect((await fetch(RC)).status).toBe(200);
  });

  it('rejects deeply nested JSON with 400', async () => {
    const { fetch } = await startCluster();
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    const res = await fetch(RC, { method: 'POST', headers: { 'content-type': 'application/json' }, body: deep });
    expect(res.status).toBe(400);
  });

  it('rejects an unknown Content-Type with 415', async () => {
    const { fetch } = await startCluster();
    const res = await fetch(RC, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
    expect(res.status).toBe(415);
    const body = await jsonOf(res);
    expect(body.reason).toBe('UnsupportedMediaType');
    expect(body.message).toBe('the body of the request was in an unknown format - accepted media types include: application/json, application/yaml, application/vnd.cluster.protobuf');
  });

  it('rejects bodies over 3 MiB with 413', async () => {
    const { fetch } = await startCluster();
    const res = await fetch(RC, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(3 * 1024 * 1024 + 1) });
    expect(res.status).toBe(413);
    expect((await jsonOf(res)).message).toBe('Request entity too large: limit is 3145728');
  });

  it('checks apiVersion and kind of the body', async () => {
    const { fetch } = await startCluster();
    const wrongVersion = await fetch(RC, json({ apiVersion: 'node.cluster.io/v2', kind: 'RuntimeClass', metadata: { name: 'a' }, handler: 'a' }));
    expect(wrongVersion.status).toBe(400);
    expect((await jsonOf(wrongVersion)).message).toBe('the API version in the data (node.cluster.io/v2) does not match the expected API version (node.cluster.io/v1)');
    const wrongKind = await fetch(RC, json({ apiVersion: 'node.cluster.io/v1', kind: 'Pod', metadata: { name: 'a' }, handler: 'a' }));
    expect(wrongKind.status).toBe(400);
    const defaulted = await fetch(RC, json({ metadata: { name: 'a' }, handler: 'a' }));
    expect(defaulted.status).toBe(201);
    const created = await jsonOf(defaulted);
    expect(Object.keys(created).slice(0, 3)).toEqual(['kind', 'apiVersion', 'metadata']);
  });

  it('rejects a resourceVersion on create as upstream does', async () => {
    const { fetch } = await startCluster();
    const res = await fetch(RC, json({ metadata: { name: 'a', resourceVersion: '5' }, handler: 'a' }));
    expect(res.status).toBe(500);
    expect((await jsonOf(res)).message).toBe('resourceVersion should not be set on objects to be created');
  });

  it('checks the name in the URL against the body on PUT', async () => {
    const { fetch } = await startCluster();
    const res = await fetch(`${RC}/a`, { ...json({ metadata: { name: 'b' }, handler: 'a' }), method: 'PUT' });
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).message).toBe('the name of the object (b) does not match the name on the URL (a)');
  });

  it.each([
    ['resourceVersionMatch=Exact', 422, 'ListOptions.meta.cluster.io "" is invalid: resourceVersionMatch: Forbidden: resourceVersionMatch is forbidden unless resourceVersion is provided'],
    ['resourceVersion=0&resourceVersionMatch=Exact', 422, 'ListOptions.meta.cluster.io "" is invalid: resourceVersionMatch: Forbidden: resourceVersionMatch "exact" is forbidden for resourceVersion "0"'],
    ['resourceVersion=1&resourceVersionMatch=Newest', 422, 'ListOptions.meta.cluster.io "" is invalid: resourceVersionMatch: Unsupported value: "Newest": supported values: "Exact", "NotOlderThan", ""'],
    ['resourceVersion=abc', 400, 'invalid resource version: strconv.ParseUint: parsing "abc": invalid syntax'],
    ['limit=abc', 400, 'strconv.ParseInt: parsing "abc": invalid syntax'],
    ['continue=%25%25', 400, 'invalid continue token: continue key is not valid: illegal base64 data at input byte 0'],
    ['continue=eyJ2IjoibWV0YS5jbHVzdGVyLmlvL3YxIiwicnYiOjcsInN0YXJ0IjoicnVuY1x1MDAwMCJ9&resourceVersion=5', 400, 'specifying resource version is not allowed when using continue'],
    ['continue=eyJ2IjoieCIsInJ2Ijo3LCJzdGFydCI6ImEifQ', 400, 'invalid continue token: continue key is not valid: server does not recognize this encoded version x'],
    ['resourceVersion=999999', 504, 'Timeout: Too large resource version: 999999, current: 4'],
  ])('validates list options: %s', async (qs, code, message) => {
    const { fetch } = await startCluster();
    const res = await fetch(`${RC}?${qs}`);
    expect(res.status).toBe(code);
    expect((await jsonOf(res)).message).toBe(message);
  });

  it('sends Retry-After with a too-large resourceVersion', async () => {
    const { fetch } = await startCluster();
    const res = await fetch(`${RC}?resourceVersion=999999`);
    expect(res.headers.get('retry-after')).toBe('1');
    const body = await jsonOf(res);
    expect(body.reason).toBe('Timeout');
    expect(body.details).toEqual({ causes: [{ reason: 'ResourceVersionTooLarge', message: 'Too large resource version' }], retryAfterSeconds: 1 });
  });

  it('encodes continue tokens like upstream', async () => {
    const { fetch } = await startCluster();
    for (const n of ['runc', 'zz']) await fetch(RC, json({ metadata: { name: n }, handler: n }));
    const body = await jsonOf(await fetch(`${RC}?limit=1`));
    const decoded = Buffer.from(body.metadata.continue, 'base64url').toString();
    expect(decoded).toBe(`{"v":"meta.cluster.io/v1","rv":${body.metadata.resourceVersion},"start":"runc\\u0000"}`);
    expect(body.metadata.remainingItemCount).toBe(1);
    expect(body.items[0]).not.toHaveProperty('kind');
    expect(body.items[0]).not.toHaveProperty('apiVersion');
  });

  it('validates dryRun values', async () => {
    const { fetch } = await startCluster();
    const res = await fetch(`${RC}?dryRun=Some`, json({ metadata: { name: 'a' }, handler: 'a' }));
    expect(res.status).toBe(422);
    expect((await jsonOf(res)).message).toBe('CreateOptions.meta.cluster.io "" is invalid: dryRun: Unsupported value: []string{"Some"}: supported values: "All"');
    const dry = await fetch(`${RC}?dryRun=All`, json({ metadata: { name: 'a' }, handler: 'a' }));
    expect(dry.status).toBe(201);
    expect((await fetch(`${RC}/a`)).status).toBe(404);
  });

  it('rejects path names that upstream rejects', async () => {
    const { fetch } = await startCluster();
    const res = await fetch(`${RC}/a%25b`);
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).message).toBe(`Name parameter invalid: "a%b": may not contain '%'`);
  });

  it('serves legacy discovery and /version', async () => {
    const { fetch } = await startCluster();
    const groups = await jsonOf(await fetch('/apis'));
    expect(groups.groups.map((g: { name: string }) => g.name)).toEqual(['authentication.cluster.io', 'authorization.cluster.io', 'admissionregistration.cluster.io', 'coordination.cluster.io', 'node.cluster.io']);
    const rl = await jsonOf(await fetch('/apis/node.cluster.io/v1'));
    expect(rl.resources[0]).toMatchObject({ name: 'runtimeclasses', singularName: 'runtimeclass', namespaced: false, kind: 'RuntimeClass' });
    const v = await jsonOf(await fetch('/version'));
    expect(v).toMatchObject({ major: '1', minor: '33' });
  });
});
