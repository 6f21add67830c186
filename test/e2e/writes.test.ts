/**
 * Issue 5 over HTTP: patches, server-side apply with several managers, field validation,
 * dry-run, delete preconditions.
 */
import { describe, expect, it } from 'vitest';
import { isConflict, isInvalid } from '../../src/meta/status.js';
import { warningsOf } from '../../src/client/rest-client.js';
import type { RuntimeClass } from '../../src/meta/types.js';
import { jsonOf, rejectionOf, startCluster, until } from './harness.js';
import { count, summary, takeUntil } from './watch-helpers.js';

const RC = '/apis/node.cluster.io/v1/runtimeclasses';
const rc = (name: string, extra: Partial<RuntimeClass> = {}): RuntimeClass => ({ metadata: { name }, handler: name, ...extra });
const applyCfg = (labels: Record<string, string>, handler = 'runc') => ({ metadata: { name: 'runc', labels }, handler });

describe('patches', () => {
  it('applies a JSON patch, including a passing test operation', async () => {
    const { client } = await startCluster();
    await client.runtimeClasses.create(rc('runc'));
    const out = await client.runtimeClasses.patch('runc', [
      { op: 'test', path: '/handler', value: 'runc' },
      { op: 'add', path: '/metadata/labels', value: { a: 'b' } },
    ], { type: 'json' });
    expect(out.metadata?.labels).toEqual({ a: 'b' });
  });

  it('a failing JSON patch test is rejected like upstream', async () => {
    const { client } = await startCluster();
    await client.runtimeClasses.create(rc('runc'));
    const err = await rejectionOf(client.runtimeClasses.patch('runc', [{ op: 'test', path: '/handler', value: 'other' }], { type: 'json' }));
    expect(isInvalid(err)).toBe(true);
    expect(err.message).toBe('the server rejected our request due to an error in our request');
  });

  it('merge patch removes with null; strategic patch replaces the atomic tolerations list', async () => {
    const { client } = await startCluster();
    await client.runtimeClasses.create(rc('runc', {
      metadata: { name: 'runc', labels: { a: '1', b: '2' } },
      scheduling: { tolerations: [{ key: 'k1', operator: 'Exists' }], nodeSelector: { x: '1' } },
    }));
    const merged = await client.runtimeClasses.patch('runc', { metadata: { labels: { a: null as unknown as string } } }, { type: 'merge' });
    expect(merged.metadata?.labels).toEqual({ b: '2' });
    const sm = await client.runtimeClasses.patch('runc', { scheduling: { tolerations: [{ key: 'k2', operator: 'Exists' }] } }, { type: 'strategic' });
    expect(sm.scheduling?.tolerations).toEqual([{ key: 'k2', operator: 'Exists' }]);
  });

  it('a patch that pins a stale resourceVersion conflicts', async () => {
    const { client } = await startCluster();
    const v1 = await client.runtimeClasses.create(rc('runc'));
    await client.runtimeClasses.patch('runc', { metadata: { labels: { a: 'b' } } }, { type: 'merge' });
    const err = await rejectionOf(client.runtimeClasses.patch('runc', { metadata: { resourceVersion: v1.metadata!.resourceVersion!, labels: { c: 'd' } } }, { type: 'merge' }));
    expect(isConflict(err)).toBe(true);
  });

  it.each([
    ['application/json', 415],
    ['text/plain', 415],
  ])('PATCH with Content-Type %s is %i', async (type, code) => {
    const { fetch, client } = await startCluster();
    await client.runtimeClasses.create(rc('runc'));
    const res = await fetch(`${RC}/runc`, { method: 'PATCH', headers: { 'content-type': type }, body: '{}' });
    expect(res.status).toBe(code);
    expect((await jsonOf(res)).message).toBe(
      'the body of the request was in an unknown format - accepted media types include: application/json-patch+json, application/merge-patch+json, application/apply-patch+yaml, application/strategic-merge-patch+json',
    );
  });

  it('validates patch options like upstream', async () => {
    const { fetch, client } = await startCluster();
    await client.runtimeClasses.create(rc('runc'));
    const force = await fetch(`${RC}/runc?force=true`, { method: 'PATCH', headers: { 'content-type': 'application/merge-patch+json' }, body: '{}' });
    expect((await jsonOf(force)).message).toBe('PatchOptions.meta.cluster.io "" is invalid: force: Forbidden: may not be specified for non-apply patch');
    const noManager = await fetch(`${RC}/runc`, { method: 'PATCH', headers: { 'content-type': 'application/apply-patch+yaml' }, body: 'handler: runc' });
    expect((await jsonOf(noManager)).message).toBe('PatchOptions.meta.cluster.io "" is invalid: fieldManager: Required value: is required for apply patch');
  });
});

describe('server-side apply with several managers', () => {
  it('creates on first apply and records an Apply entry', async () => {
    const { client } = await startCluster();
    const created = await client.runtimeClasses.apply(applyCfg({ a: '1' }), { fieldManager: 'alice' });
    expect(created.metadata?.managedFields).toEqual([
      expect.objectContaining({ manager: 'alice', operation: 'Apply', apiVersion: 'node.cluster.io/v1', fieldsType: 'FieldsV1', fieldsV1: { 'f:handler': {}, 'f:metadata': { 'f:labels': { 'f:a': {} } } } }),
    ]);
  });

  it('applying a field another manager owns with a different value conflicts (409, upstream message)', async () => {
    const { client } = await startCluster();
    await client.runtimeClasses.apply(applyCfg({ a: '1' }), { fieldManager: 'alice' });
    const err = await rejectionOf(client.runtimeClasses.apply(applyCfg({ a: '2' }), { fieldManager: 'bob' }));
    expect(isConflict(err)).toBe(true);
    expect(err.status).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: 'Apply failed with 1 conflict: conflict with "alice": .metadata.labels.a',
      reason: 'Conflict',
      details: { causes: [{ reason: 'FieldManagerConflict', message: 'conflict with "alice"', field: '.metadata.labels.a' }] },
      code: 409,
    });
  });

  it('force moves ownership; the same value is shared; dropping a shared field keeps it', async () => {
    const { client } = await startCluster();
    await client.runtimeClasses.apply(applyCfg({ a: '1', b: '1' }), { fieldManager: 'alice' });
    const forced = await client.runtimeClasses.apply(applyCfg({ a: '2' }), { fieldManager: 'bob', force: true });
    expect(forced.metadata?.labels).toEqual({ a: '2', b: '1' });
    const owners = (o: RuntimeClass, field: string) =>
      (o.metadata?.managedFields ?? []).filter((m) => JSON.stringify(m.fieldsV1).includes(`"f:${field}"`)).map((m) => m.manager).sort();
    expect(owners(forced, 'a')).toEqual(['bob']);
    expect(owners(forced, 'handler')).toEqual(['alice', 'bob']);
    // alice drops `b`, which only she owned: it is removed; `handler` stays (bob shares it).
    const dropped = await client.runtimeClasses.apply({ metadata: { name: 'runc' }, handler: 'runc' }, { fieldManager: 'alice' });
    expect(dropped.metadata?.labels).toEqual({ a: '2' });
    expect(dropped.handler).toBe('runc');
  });

  it('a PUT takes ownership without conflicts; an [{}] managedFields resets them', async () => {
    const { client } = await startCluster();
    await client.runtimeClasses.apply(applyCfg({ a: '1' }), { fieldManager: 'alice' });
    const current = await client.runtimeClasses.get('runc');
    const put = await client.runtimeClasses.update({ ...current, metadata: { ...current.metadata, labels: { a: '3' } } }, { fieldManager: 'editor' });
    expect(put.metadata?.managedFields?.map((m) => `${m.manager}/${m.operation}`)).toEqual(['alice/Apply', 'editor/Update']);
    const reset = await client.runtimeClasses.update({ ...put, metadata: { ...put.metadata, managedFields: [{}] } }, { fieldManager: 'janitor' });
    expect(reset.metadata?.managedFields ?? []).toEqual([]);
  });

  it('records non-apply writers by fieldManager, else by User-Agent', async () => {
    const { fetch } = await startCluster();
    const res = await fetch(RC, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': 'kubectl/v1.33.0 (linux/amd64)' }, body: JSON.stringify(rc('runc')) });
    expect((await jsonOf(res)).metadata.managedFields[0]).toMatchObject({ manager: 'kubectl', operation: 'Update' });
  });

  it('an apply body may not set managedFields, and an invalid result fails', async () => {
    const { fetch, client } = await startCluster();
    const withMf = await fetch(`${RC}/runc?fieldManager=a`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/apply-patch+yaml' },
      body: 'apiVersion: node.cluster.io/v1\nkind: RuntimeClass\nmetadata:\n  name: runc\n  managedFields: [{manager: x}]\nhandler: runc\n',
    });
    expect(withMf.status).toBe(400);
    const invalid = await rejectionOf(client.runtimeClasses.apply({ metadata: { name: 'runc' }, handler: 'Not_A_Label' }, { fieldManager: 'a' }));
    expect(isInvalid(invalid)).toBe(true);
  });
});

describe('field validation', () => {
  const body = '{"apiVersion":"node.cluster.io/v1","kind":"RuntimeClass","metadata":{"name":"x","name":"x","labels":{"a":"1"},"extra":1},"handler":"x","handler":"x","bogus":{"deep":1}}';
  it.each([
    ['Ignore', 201, null],
    ['Warn', 201, '299 - "duplicate field \\"metadata.name\\"", 299 - "duplicate field \\"handler\\"", 299 - "unknown field \\"metadata.extra\\"", 299 - "unknown field \\"bogus\\""'],
    ['Strict', 400, null],
  ])('JSON body, fieldValidation=%s', async (mode, code, warning) => {
    const { fetch } = await startCluster();
    const res = await fetch(`${RC}?fieldValidation=${mode}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(code);
    expect(res.headers.get('warning')).toBe(warning);
    if (mode === 'Strict') {
      expect((await jsonOf(res)).message).toBe(
        'RuntimeClass in version "v1" cannot be handled as a RuntimeClass: strict decoding error: duplicate field "metadata.name", duplicate field "handler", unknown field "metadata.extra", unknown field "bogus"',
      );
    }
  });

  it.each([
    ['Ignore', 200, 0],
    ['Warn', 200, 1],
    ['Strict', 400, 0],
  ])('YAML apply body with a duplicate field, fieldValidation=%s', async (mode, code, warnings) => {
    const { fetch } = await startCluster();
    const yaml = 'apiVersion: node.cluster.io/v1\nkind: RuntimeClass\nmetadata:\n  name: runc\nhandler: runc\nhandler: runc\n';
    const res = await fetch(`${RC}/runc?fieldManager=m&fieldValidation=${mode}`, { method: 'PATCH', headers: { 'content-type': 'application/apply-patch+yaml' }, body: yaml });
    expect(res.status).toBe(code === 200 ? 201 : code);
    expect((res.headers.get('warning') ?? '').split('299').length - 1).toBe(warnings);
    // go-yaml v2's strict report (sigs.k8s.io/yaml UnmarshalStrict), one warning per line for Warn.
    if (mode === 'Warn') expect(res.headers.get('warning')).toBe('299 - "line 6: key \\"handler\\" already set in map"');
    if (mode === 'Strict') {
      expect((await jsonOf(res)).message).toBe('error strict decoding YAML: error converting YAML to JSON: yaml: unmarshal errors:\n  line 6: key "handler" already set in map');
    }
  });

  // Upstream's field manager types the raw apply body before any strict check: an undeclared
  // field fails the apply whatever fieldValidation says, with structured-merge-diff's text.
  it.each(['Ignore', 'Warn', 'Strict', ''])('apply with an unknown field, fieldValidation=%s: 500 field not declared in schema', async (mode) => {
    const { fetch, client } = await startCluster();
    const yaml = 'apiVersion: node.cluster.io/v1\nkind: RuntimeClass\nmetadata:\n  name: runc\n  bogus: 1\nhandler: runc\nfoo: 1\n';
    const res = await fetch(`${RC}/runc?fieldManager=m&fieldValidation=${mode}`, { method: 'PATCH', headers: { 'content-type': 'application/apply-patch+yaml' }, body: yaml });
    expect(res.status).toBe(500);
    expect(await jsonOf(res)).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: 'failed to create typed patch object (/runc; node.cluster.io/v1, Kind=RuntimeClass): errors:\n  .metadata.bogus: field not declared in schema\n  .foo: field not declared in schema',
      code: 500,
    });
    expect(res.headers.get('warning')).toBeNull();
    expect((await client.runtimeClasses.list()).items).toHaveLength(0);
  });

  it('apply with an unknown field of a namespaced kind names the body namespace/name', async () => {
    const { fetch } = await startCluster();
    const body = JSON.stringify({ apiVersion: 'coordination.cluster.io/v1beta1', kind: 'LeaseCandidate', metadata: { name: 'c' }, spec: { leaseName: 'l', binaryVersion: '1.0.0', strategy: 'x.io/s', foo: 'x' } });
    const res = await fetch('/apis/coordination.cluster.io/v1beta1/namespaces/default/leasecandidates/c?fieldManager=m&fieldValidation=Ignore', { method: 'PATCH', headers: { 'content-type': 'application/apply-patch+yaml' }, body });
    expect(res.status).toBe(500);
    expect((await jsonOf(res)).message).toBe('failed to create typed patch object (/c; coordination.cluster.io/v1beta1, Kind=LeaseCandidate): .spec.foo: field not declared in schema');
  });

  it('the first fatal error wins over unknown-field reports', async () => {
    const { fetch } = await startCluster();
    const res = await fetch(`${RC}?fieldValidation=Strict`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"metadata":{"name":"x"},"handler":5,"bogus":1}' });
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).message).toBe('RuntimeClass in version "v1" cannot be handled as a RuntimeClass: json: cannot unmarshal number into Go struct field RuntimeClass.handler of type string');
  });

  it('the client returns warnings with the object', async () => {
    const { client } = await startCluster();
    const created = await client.runtimeClasses.create({ ...rc('w'), extra: 1 } as never);
    expect(warningsOf(created)).toEqual(['unknown field "extra"']);
  });
});

describe('dry-run', () => {
  it('runs every stage but stores nothing and sends no watch event', async () => {
    const { client, server } = await startCluster();
    await client.runtimeClasses.create(rc('keep', { metadata: { name: 'keep', labels: { a: '1' } } }));
    const before = (await client.runtimeClasses.list()).metadata?.resourceVersion;
    const w = takeUntil((signal) => client.runtimeClasses.watch({ resourceVersion: before!, signal }), count(1));
    await until(() => server.api.registeredWatchers() === 1);
    const dryCreated = await client.runtimeClasses.create(rc('dry'), { dryRun: true });
    expect(dryCreated.metadata?.uid).toBeDefined();
    const keep = await client.runtimeClasses.get('keep');
    await client.runtimeClasses.update({ ...keep, metadata: { ...keep.metadata, labels: { a: '2' } } }, { dryRun: true });
    await client.runtimeClasses.patch('keep', { metadata: { labels: { a: '3' } } }, { type: 'merge', dryRun: true });
    // Label `a` belongs to the creator ("ctl", from the User-Agent): another manager must force.
    await client.runtimeClasses.apply({ metadata: { name: 'keep', labels: { a: '4' } }, handler: 'keep' }, { fieldManager: 'x', force: true, dryRun: true });
    await client.runtimeClasses.delete('keep', { dryRun: true });
    await client.runtimeClasses.deleteCollection({ dryRun: true });
    expect((await client.runtimeClasses.list()).metadata?.resourceVersion).toBe(before);
    expect((await client.runtimeClasses.get('keep')).metadata?.labels).toEqual({ a: '1' });
    await client.runtimeClasses.create(rc('real'));
    expect(summary(await w.events)).toEqual(['ADDED real']);
    // Invalid objects still fail in dry-run: validation runs.
    expect(isInvalid(await rejectionOf(client.runtimeClasses.create(rc('Bad_Name'), { dryRun: true })))).toBe(true);
  });
});

describe('delete options', () => {
  it('preconditions on uid and resourceVersion conflict on mismatch', async () => {
    const { client } = await startCluster();
    const obj = await client.runtimeClasses.create(rc('runc'));
    const uid = await rejectionOf(client.runtimeClasses.delete('runc', { preconditions: { uid: 'other' } }));
    expect(isConflict(uid)).toBe(true);
    expect(uid.message).toBe(
      `Operation cannot be fulfilled on runtimeclasses.node.cluster.io "runc": Precondition failed: UID in precondition: other, UID in object meta: ${obj.metadata?.uid}`,
    );
    const rv = await rejectionOf(client.runtimeClasses.delete('runc', { preconditions: { resourceVersion: '1' } }));
    expect(rv.message).toMatch(/Precondition failed: ResourceVersion in precondition: 1, ResourceVersion in object meta: \d+$/);
    await client.runtimeClasses.delete('runc', { preconditions: { uid: obj.metadata!.uid!, resourceVersion: obj.metadata!.resourceVersion! } });
  });

  it.each([
    ['propagationPolicy=Sideways', 'DeleteOptions.meta.cluster.io "" is invalid: propagationPolicy: Unsupported value: "Sideways": supported values: "Foreground", "Background", "Orphan"'],
    ['gracePeriodSeconds=-1', 'DeleteOptions.meta.cluster.io "" is invalid: gracePeriodSeconds: Invalid value: -1: must be greater than or equal to 0'],
    ['orphanDependents=true&propagationPolicy=Orphan', 'DeleteOptions.meta.cluster.io "" is invalid: propagationPolicy: Invalid value: "Orphan": orphanDependents and deletionPropagation cannot be both set'],
  ])('validates %s', async (qs, message) => {
    const { fetch, client } = await startCluster();
    await client.runtimeClasses.create(rc('runc'));
    const res = await fetch(`${RC}/runc?${qs}`, { method: 'DELETE' });
    expect(res.status).toBe(422);
    expect((await jsonOf(res)).message).toBe(message);
  });
});
