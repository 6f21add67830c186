import { describe, expect, it } from 'vitest';
import {
  apply,
  conflictError,
  emptyObject,
  formatTime,
  inferManager,
  managerIdentity,
  managerOrUserAgent,
  printManager,
  updateManagedFields,
  type ApplyConflict,
  type ApplyResult,
} from '../../../src/server/apply/managed-fields.js';
import { ApiError } from '../../../src/meta/status.js';
import type { ManagedFieldsEntry } from '../../../src/meta/types.js';
import type { JsonObject, JsonValue } from '../../../src/server/patch/json-value.js';

const RC = 'io.cluster.api.node.v1.RuntimeClass';
const LC = 'io.cluster.api.coordination.v1beta1.LeaseCandidate';
const GV = 'node.cluster.io/v1';
const T = (n: number): Date => new Date(Date.UTC(2024, 0, 1, 0, 0, n, 500));
const ts = (n: number): string => formatTime(T(n));

function rc(extra: JsonObject = {}): JsonObject {
  return { apiVersion: GV, kind: 'RuntimeClass', metadata: { name: 'runc' }, ...extra };
}

/** A RuntimeClass as stored after a create by `manager` (a non-apply write). */
function created(obj: JsonObject, manager = 'creator', now = T(0)): JsonObject {
  const stored = structuredClone(obj);
  const meta = stored.metadata as JsonObject;
  Object.assign(meta, { uid: 'uid-1', resourceVersion: '1', creationTimestamp: '2024-01-01T00:00:00Z', generation: 1 });
  return updateManagedFields({ schemaName: RC, live: undefined, updated: stored, manager, apiVersion: GV, now }).object;
}

/** A non-apply write by `manager`: `mutate` edits a copy of `live` (managedFields included, as a PUT echoes them). */
function write(live: JsonObject, mutate: (o: JsonObject) => void, manager: string, now: Date, subresource?: string): JsonObject {
  const updated = structuredClone(live);
  mutate(updated);
  return updateManagedFields({ schemaName: RC, live, updated, manager, apiVersion: GV, now, subresource }).object;
}

function doApply(live: JsonObject | undefined, applied: JsonObject, manager: string, now: Date, force = false): ApplyResult {
  return apply({ schemaName: RC, live, applied, manager, apiVersion: GV, force, now });
}

/** Apply that must succeed. */
function applied(live: JsonObject | undefined, config: JsonObject, manager: string, now: Date, force = false): JsonObject {
  const r = doApply(live, config, manager, now, force);
  if (r.conflicts) throw new Error(`unexpected conflicts: ${JSON.stringify(r.conflicts)}`);
  return r.object;
}

function entries(obj: JsonObject): ManagedFieldsEntry[] {
  return ((obj.metadata as JsonObject).managedFields as unknown as ManagedFieldsEntry[] | undefined) ?? [];
}

/** `manager/operation` -> FieldsV1 JSON text. */
function owners(obj: JsonObject): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of entries(obj)) out[`${e.manager}/${e.operation}${e.subresource ? '/' + e.subresource : ''}`] = JSON.stringify(e.fieldsV1);
  return out;
}

function entry(obj: JsonObject, manager: string): ManagedFieldsEntry | undefined {
  return entries(obj).find((e) => e.manager === manager);
}

const labels = (obj: JsonObject): JsonValue | undefined => (obj.metadata as JsonObject).labels;

describe('FieldsV1 for non-apply writes (wire.md §8.2, §11)', () => {
  it('a create of a RuntimeClass with labels and scheduling records the creator', () => {
    const obj = created(rc({ metadata: { name: 'runc', labels: { a: '1' } }, handler: 'runc', scheduling: { nodeSelector: { x: 'y' }, tolerations: [{ key: 'k', operator: 'Exists' }] } }), 'kubectl-create');
    expect(entries(obj)).toEqual([
      {
        manager: 'kubectl-create',
        operation: 'Update',
        apiVersion: GV,
        time: '2024-01-01T00:00:00Z',
        fieldsType: 'FieldsV1',
        fieldsV1: JSON.parse('{"f:handler":{},"f:metadata":{"f:labels":{".":{},"f:a":{}}},"f:scheduling":{".":{},"f:nodeSelector":{},"f:tolerations":{}}}'),
      },
    ]);
    expect(JSON.stringify(entries(obj)[0])).toBe(
      '{"manager":"kubectl-create","operation":"Update","apiVersion":"node.cluster.io/v1","time":"2024-01-01T00:00:00Z","fieldsType":"FieldsV1","fieldsV1":{"f:handler":{},"f:metadata":{"f:labels":{".":{},"f:a":{}}},"f:scheduling":{".":{},"f:nodeSelector":{},"f:tolerations":{}}}}',
    );
  });

  it('a create of a LeaseCandidate owns its spec fields without "." on the spec', () => {
    const lc: JsonObject = {
      apiVersion: 'coordination.cluster.io/v1beta1',
      kind: 'LeaseCandidate',
      metadata: { name: 'kube-apiserver-a', namespace: 'kube-system' },
      spec: { leaseName: 'kube-controller-manager', renewTime: '2024-01-01T00:00:00.123456Z', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion' },
    };
    const r = updateManagedFields({ schemaName: LC, live: undefined, updated: lc, manager: 'kube-apiserver', apiVersion: 'coordination.cluster.io/v1beta1', now: T(0) });
    expect(JSON.stringify(r.managedFields[0]!.fieldsV1)).toBe('{"f:spec":{"f:binaryVersion":{},"f:emulationVersion":{},"f:leaseName":{},"f:renewTime":{},"f:strategy":{}}}');
  });

  it('system metadata is never tracked, generateName is', () => {
    const obj = created(rc({ metadata: { name: 'runc', generateName: 'run-', namespace: 'x', selfLink: '/s' }, handler: 'runc' }));
    expect(owners(obj)).toEqual({ 'creator/Update': '{"f:handler":{},"f:metadata":{"f:generateName":{}}}' });
  });

  it('an object that does not fit the schema is stored without managedFields (UpdateNoErrors)', () => {
    const live = created(rc({ handler: 'runc' }));
    const obj = write(live, (o) => (o.bogus = 1), 'editor', T(1));
    expect((obj.metadata as JsonObject).managedFields).toBeUndefined();
    expect(obj.bogus).toBe(1);
  });

  it('a create that only sets stripped fields records no entry', () => {
    const obj = created(rc());
    expect(entries(obj)).toEqual([]);
    expect((obj.metadata as JsonObject).managedFields).toBeUndefined();
  });

  it('an empty manager is recorded as "unknown"', () => {
    expect(entry(created(rc({ handler: 'runc' }), ''), 'unknown')).toBeDefined();
  });
});

describe('non-apply writes: set = old - removed + modified + added; time only when owned fields change', () => {
  const base = (): JsonObject => created(rc({ metadata: { name: 'runc', labels: { a: '1', b: '2' } }, handler: 'runc' }), 'editor');

  it('an update that changes fields the manager owns stamps the time and keeps ownership', () => {
    const obj = write(base(), (o) => ((o.metadata as JsonObject).labels = { a: '9', b: '2', c: '3' }), 'editor', T(5));
    expect(entry(obj, 'editor')!.time).toBe(ts(5));
    expect(owners(obj)).toEqual({ 'editor/Update': '{"f:handler":{},"f:metadata":{"f:labels":{".":{},"f:a":{},"f:b":{},"f:c":{}}}}' });
  });

  it('an update that changes nothing keeps the time', () => {
    const obj = write(base(), () => {}, 'editor', T(5));
    expect(entry(obj, 'editor')!.time).toBe(ts(0));
  });

  it('an update that only removes owned fields drops them but keeps the time', () => {
    const obj = write(base(), (o) => delete ((o.metadata as JsonObject).labels as JsonObject).b, 'editor', T(5));
    expect(entry(obj, 'editor')!.time).toBe(ts(0));
    expect(owners(obj)).toEqual({ 'editor/Update': '{"f:handler":{},"f:metadata":{"f:labels":{".":{},"f:a":{}}}}' });
  });

  it('another writer takes ownership of what it changes and others lose what it removes', () => {
    const obj = write(
      base(),
      (o) => {
        o.handler = 'crun';
        delete ((o.metadata as JsonObject).labels as JsonObject).b;
      },
      'other',
      T(5),
    );
    expect(owners(obj)).toEqual({
      'editor/Update': '{"f:metadata":{"f:labels":{".":{},"f:a":{}}}}',
      'other/Update': '{"f:handler":{}}',
    });
    expect(entry(obj, 'editor')!.time).toBe(ts(0));
    expect(entry(obj, 'other')!.time).toBe(ts(5));
  });

  it('changing every value a manager owns leaves it the map node it created', () => {
    const obj = write(
      base(),
      (o) => {
        o.handler = 'crun';
        (o.metadata as JsonObject).labels = { a: '0', b: '0' };
      },
      'other',
      T(5),
    );
    expect(owners(obj)).toEqual({
      'editor/Update': '{"f:metadata":{"f:labels":{}}}',
      'other/Update': '{"f:handler":{},"f:metadata":{"f:labels":{"f:a":{},"f:b":{}}}}',
    });
  });

  it('a manager left with no fields is dropped', () => {
    const obj = write(
      base(),
      (o) => {
        o.handler = 'crun';
        delete (o.metadata as JsonObject).labels;
      },
      'other',
      T(5),
    );
    expect(owners(obj)).toEqual({ 'other/Update': '{"f:handler":{}}' });
  });

  it('a subresource write is a distinct manager and ignores managedFields in the body', () => {
    const obj = write(
      base(),
      (o) => {
        o.handler = 'crun';
        (o.metadata as JsonObject).managedFields = [];
      },
      'editor',
      T(5),
      'status',
    );
    expect(owners(obj)).toEqual({
      'editor/Update': '{"f:metadata":{"f:labels":{".":{},"f:a":{},"f:b":{}}}}',
      'editor/Update/status': '{"f:handler":{}}',
    });
  });

  it('more than ten Update managers fold the oldest into ancient-changes', () => {
    let obj = created(rc({ handler: 'h' }), 'm00', T(0));
    for (let i = 1; i <= 11; i++) {
      const name = `m${String(i).padStart(2, '0')}`;
      obj = write(obj, (o) => (((o.metadata as JsonObject).labels ??= {}) as JsonObject)[name] = 'x', name, T(i));
    }
    const names = entries(obj).map((e) => e.manager);
    expect(names).toHaveLength(10);
    expect(names[0]).toBe('ancient-changes');
    expect(names.slice(1)).toEqual(['m03', 'm04', 'm05', 'm06', 'm07', 'm08', 'm09', 'm10', 'm11']);
    expect(entry(obj, 'ancient-changes')).toMatchObject({ operation: 'Update', apiVersion: GV, time: ts(2) });
    expect(JSON.stringify(entry(obj, 'ancient-changes')!.fieldsV1)).toBe('{"f:handler":{},"f:metadata":{"f:labels":{".":{},"f:m01":{},"f:m02":{}}}}');
  });
});

describe('entry order and identity (wire.md §8.1)', () => {
  it('orders Apply before Update, then by time, manager, apiVersion and subresource', () => {
    const live = rc({
      handler: 'h',
      metadata: {
        name: 'runc',
        labels: { a: '1', b: '1', c: '1', d: '1', e: '1', f: '1' },
        managedFields: [
          { manager: 'b', operation: 'Update', apiVersion: GV, time: ts(2), fieldsType: 'FieldsV1', fieldsV1: { 'f:metadata': { 'f:labels': { 'f:a': {} } } } },
          { manager: 'a', operation: 'Update', apiVersion: GV, time: ts(2), fieldsType: 'FieldsV1', fieldsV1: { 'f:metadata': { 'f:labels': { 'f:b': {} } } } },
          { manager: 'z', operation: 'Apply', apiVersion: GV, time: ts(3), fieldsType: 'FieldsV1', fieldsV1: { 'f:metadata': { 'f:labels': { 'f:c': {} } } } },
          { manager: 'y', operation: 'Apply', apiVersion: GV, time: ts(1), fieldsType: 'FieldsV1', fieldsV1: { 'f:metadata': { 'f:labels': { 'f:d': {} } } } },
          { manager: 'a', operation: 'Update', apiVersion: GV, time: ts(2), fieldsType: 'FieldsV1', fieldsV1: { 'f:metadata': { 'f:labels': { 'f:e': {} } } }, subresource: 'status' },
          { manager: 'a', operation: 'Update', apiVersion: 'node.cluster.io/v1alpha1', time: ts(2), fieldsType: 'FieldsV1', fieldsV1: { 'f:metadata': { 'f:labels': { 'f:f': {} } } } },
        ],
      },
    });
    const obj = write(live, () => {}, 'nobody', T(9));
    expect(entries(obj).map((e) => [e.operation, e.manager, e.apiVersion, e.subresource ?? ''])).toEqual([
      ['Apply', 'y', GV, ''],
      ['Apply', 'z', GV, ''],
      ['Update', 'a', GV, ''],
      ['Update', 'a', GV, 'status'],
      ['Update', 'a', 'node.cluster.io/v1alpha1', ''],
      ['Update', 'b', GV, ''],
    ]);
  });

  it('manager identities drop apiVersion for Apply and print as printManager does', () => {
    const upd = managerIdentity({ manager: 'kubectl', operation: 'Update', apiVersion: GV });
    const app = managerIdentity({ manager: 'kubectl', operation: 'Apply', apiVersion: GV });
    const sub = managerIdentity({ manager: 'ctrl', operation: 'Update', apiVersion: GV, subresource: 'status' });
    expect(upd).toBe('{"manager":"kubectl","operation":"Update","apiVersion":"node.cluster.io/v1"}');
    expect(app).toBe('{"manager":"kubectl","operation":"Apply"}');
    expect(printManager(upd)).toBe('"kubectl" using node.cluster.io/v1');
    expect(printManager(app)).toBe('"kubectl"');
    expect(printManager(sub)).toBe('"ctrl" with subresource "status" using node.cluster.io/v1');
    expect(printManager(managerIdentity({ manager: 'a', operation: 'Apply', subresource: 'status' }))).toBe('"a" with subresource "status"');
  });
});

describe('managedFields in a non-apply request body (seed rule 7)', () => {
  const base = (): JsonObject => {
    const obj = created(rc({ metadata: { name: 'runc', labels: { a: '1' } }, handler: 'runc' }), 'creator');
    return applied(obj, rc({ metadata: { name: 'runc', labels: { x: '1' } } }), 'applier', T(1));
  };

  it('[{}] with no other change strips managedFields entirely', () => {
    const obj = write(base(), (o) => ((o.metadata as JsonObject).managedFields = [{}]), 'editor', T(5));
    expect((obj.metadata as JsonObject).managedFields).toBeUndefined();
  });

  it('[{}] combined with a change resets first, then the writer owns what it changed', () => {
    const obj = write(
      base(),
      (o) => {
        (o.metadata as JsonObject).managedFields = [{}];
        o.handler = 'crun';
      },
      'editor',
      T(5),
    );
    expect(owners(obj)).toEqual({ 'editor/Update': '{"f:handler":{}}' });
  });

  it('an empty list does not reset', () => {
    const before = base();
    const obj = write(before, (o) => ((o.metadata as JsonObject).managedFields = []), 'editor', T(5));
    expect(entries(obj)).toEqual(entries(before));
  });

  it('omitted managedFields keep the live ones', () => {
    const before = base();
    const obj = write(before, (o) => delete (o.metadata as JsonObject).managedFields, 'editor', T(5));
    expect(entries(obj)).toEqual(entries(before));
  });

  it('valid managedFields sent by the client replace the live ones', () => {
    const before = base();
    const obj = write(before, (o) => ((o.metadata as JsonObject).managedFields = entries(before).filter((e) => e.manager === 'creator') as unknown as JsonValue), 'editor', T(5));
    expect(Object.keys(owners(obj))).toEqual(['creator/Update']);
  });

  it('undecodable managedFields in the body fall back to the live ones', () => {
    const before = base();
    const obj = write(before, (o) => ((o.metadata as JsonObject).managedFields = [{ manager: 'x', operation: 'Bogus' }]), 'editor', T(5));
    expect(entries(obj)).toEqual(entries(before));
  });
});

describe('server-side apply (seed rules 1-10)', () => {
  const base = (): JsonObject => created(rc({ metadata: { name: 'runc', labels: { a: '1' } }, handler: 'runc' }), 'kubectl-edit');

  it('rule 1: an apply that creates the object records the applier', () => {
    const obj = applied(undefined, rc({ metadata: { name: 'runc', labels: { a: '1' } }, handler: 'runc', scheduling: { nodeSelector: { x: 'y' } } }), 'mgr', T(0));
    expect(entries(obj)).toEqual([
      {
        manager: 'mgr',
        operation: 'Apply',
        apiVersion: GV,
        time: '2024-01-01T00:00:00Z',
        fieldsType: 'FieldsV1',
        fieldsV1: JSON.parse('{"f:handler":{},"f:metadata":{"f:labels":{"f:a":{}}},"f:scheduling":{"f:nodeSelector":{}}}'),
      },
    ]);
    expect(obj.handler).toBe('runc');
    expect(obj.scheduling).toEqual({ nodeSelector: { x: 'y' } });
  });

  it('rule 2: apply of a field owned by another manager with a different value conflicts', () => {
    const live = base();
    const r = doApply(live, rc({ handler: 'crun' }), 'mgr', T(1));
    expect(r.conflicts).toEqual([
      {
        manager: '"kubectl-edit" using node.cluster.io/v1',
        path: '.handler',
        identity: '{"manager":"kubectl-edit","operation":"Update","apiVersion":"node.cluster.io/v1"}',
      },
    ]);
    expect(r.object).toBeUndefined();
    const err = conflictError(r.conflicts!);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.statusCode).toBe(409);
    expect(JSON.stringify(err.status)).toBe(
      '{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"Apply failed with 1 conflict: conflict with \\"kubectl-edit\\" using node.cluster.io/v1: .handler","reason":"Conflict","details":{"causes":[{"reason":"FieldManagerConflict","message":"conflict with \\"kubectl-edit\\" using node.cluster.io/v1","field":".handler"}]},"code":409}',
    );
  });

  it('rule 2: force overrides the value and moves ownership', () => {
    const obj = applied(base(), rc({ handler: 'crun' }), 'mgr', T(1), true);
    expect(obj.handler).toBe('crun');
    expect(owners(obj)).toEqual({
      'mgr/Apply': '{"f:handler":{}}',
      'kubectl-edit/Update': '{"f:metadata":{"f:labels":{".":{},"f:a":{}}}}',
    });
  });

  it('rule 2: a conflict never blocks a non-apply write; it takes ownership', () => {
    const live = applied(undefined, rc({ metadata: { name: 'runc', labels: { a: '1' } }, handler: 'runc' }), 'mgr', T(0));
    const obj = write(live, (o) => (o.handler = 'kata'), 'editor', T(1));
    expect(obj.handler).toBe('kata');
    expect(owners(obj)).toEqual({
      'mgr/Apply': '{"f:metadata":{"f:labels":{"f:a":{}}}}',
      'editor/Update': '{"f:handler":{}}',
    });
  });

  it('rule 3b: omitting the conflicting field gives up the claim and leaves the value', () => {
    const obj = applied(base(), rc({ metadata: { name: 'runc', labels: { b: '2' } } }), 'mgr', T(1));
    expect(obj.handler).toBe('runc');
    expect(labels(obj)).toEqual({ a: '1', b: '2' });
    expect(owners(obj)['mgr/Apply']).toBe('{"f:metadata":{"f:labels":{"f:b":{}}}}');
  });

  it('rules 3c and 4: applying the server value makes ownership shared', () => {
    const obj = applied(base(), rc({ handler: 'runc' }), 'mgr', T(1));
    expect(owners(obj)).toEqual({
      'mgr/Apply': '{"f:handler":{}}',
      'kubectl-edit/Update': '{"f:handler":{},"f:metadata":{"f:labels":{".":{},"f:a":{}}}}',
    });
  });

  it('rule 4: changing a shared field by any of its owners conflicts with the others', () => {
    let obj = applied(undefined, rc({ handler: 'runc' }), 'a', T(0));
    obj = applied(obj, rc({ handler: 'runc' }), 'b', T(1));
    const r = doApply(obj, rc({ handler: 'crun' }), 'a', T(2));
    expect(r.conflicts?.map((c) => [c.manager, c.path])).toEqual([['"b"', '.handler']]);
    expect(conflictError(r.conflicts!).message).toBe('Apply failed with 1 conflict: conflict with "b": .handler');
  });

  it('rule 4: dropping a shared field releases ownership but keeps the value', () => {
    let obj = applied(undefined, rc({ metadata: { name: 'runc', labels: { x: '1' } }, handler: 'runc' }), 'a', T(0));
    obj = applied(obj, rc({ metadata: { name: 'runc', labels: { x: '1' } } }), 'b', T(1));
    obj = applied(obj, rc({ metadata: { name: 'runc', labels: { y: '1' } } }), 'b', T(2));
    expect(labels(obj)).toEqual({ x: '1', y: '1' });
    expect(owners(obj)['b/Apply']).toBe('{"f:metadata":{"f:labels":{"f:y":{}}}}');
    expect(owners(obj)['a/Apply']).toBe('{"f:handler":{},"f:metadata":{"f:labels":{"f:x":{}}}}');
  });

  it('rule 5: dropping a sole-owned field deletes it', () => {
    let obj = applied(undefined, rc({ metadata: { name: 'runc', labels: { x: '1', y: '2' } }, handler: 'runc', scheduling: { nodeSelector: { n: '1' } } }), 'a', T(0));
    obj = applied(obj, rc({ metadata: { name: 'runc', labels: { x: '1' } }, handler: 'runc' }), 'a', T(1));
    expect(labels(obj)).toEqual({ x: '1' });
    expect(obj.scheduling).toBeUndefined();
    expect(owners(obj)).toEqual({ 'a/Apply': '{"f:handler":{},"f:metadata":{"f:labels":{"f:x":{}}}}' });
  });

  it('rule 5: dropping the last label removes the field, not just the key', () => {
    let obj = applied(undefined, rc({ metadata: { name: 'runc', labels: { x: '1' } }, handler: 'runc' }), 'a', T(0));
    obj = applied(obj, rc({ handler: 'runc' }), 'a', T(1));
    expect(labels(obj)).toBeUndefined();
  });

  it('rule 5: a dropped field another (Update) manager owns is kept, with ownership released', () => {
    let obj = created(rc({ metadata: { name: 'runc', labels: { x: '1' } }, handler: 'runc' }), 'editor');
    obj = applied(obj, rc({ metadata: { name: 'runc', labels: { x: '1', y: '1' } } }), 'a', T(1));
    obj = applied(obj, rc({ metadata: { name: 'runc', labels: { y: '1' } } }), 'a', T(2));
    expect(labels(obj)).toEqual({ x: '1', y: '1' });
    expect(owners(obj)['a/Apply']).toBe('{"f:metadata":{"f:labels":{"f:y":{}}}}');
    expect(obj.metadata).toMatchObject({ name: 'runc', uid: 'uid-1', resourceVersion: '1', creationTimestamp: '2024-01-01T00:00:00Z' });
  });

  it('rule 6: an apply whose intent does not fit the schema fails', () => {
    expect(() => doApply(base(), rc({ foo: 1 }), 'mgr', T(1))).toThrowError(
      'failed to create typed patch object (/runc; node.cluster.io/v1, Kind=RuntimeClass): .foo: field not declared in schema',
    );
    let caught: unknown;
    try {
      doApply(base(), rc({ metadata: { name: 'runc', finalizers: ['a', 'a'] } }), 'mgr', T(1));
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect((caught as ApiError).statusCode).toBe(500);
    expect((caught as ApiError).message).toBe(
      'failed to create typed patch object (/runc; node.cluster.io/v1, Kind=RuntimeClass): .metadata.finalizers: duplicate entries for key [="a"]',
    );
  });

  it('rule 7 / patch rules: an apply body that sets managedFields is rejected', () => {
    let caught: unknown;
    try {
      doApply(base(), rc({ metadata: { name: 'runc', managedFields: [] } }), 'mgr', T(1));
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect((caught as ApiError).status).toMatchObject({ code: 400, reason: 'BadRequest', message: 'metadata.managedFields must be nil' });
    expect(doApply(base(), rc({ metadata: { name: 'runc', managedFields: null } }), 'mgr', T(1)).conflicts).toBeUndefined();
  });

  it('rule 8: atomic lists conflict as a whole, set and map-list items by item', () => {
    let obj = applied(
      undefined,
      rc({
        metadata: { name: 'runc', finalizers: ['a'], ownerReferences: [{ apiVersion: 'v1', kind: 'K', name: 'o1', uid: 'u1' }] },
        handler: 'runc',
        scheduling: { tolerations: [{ key: 't1' }], nodeSelector: { x: '1' } },
      }),
      'a',
      T(0),
    );
    // Other items of a set or list map: no conflict, each owns its items.
    obj = applied(obj, rc({ metadata: { name: 'runc', finalizers: ['b'], ownerReferences: [{ apiVersion: 'v1', kind: 'K', name: 'o2', uid: 'u2' }] } }), 'b', T(1));
    expect((obj.metadata as JsonObject).finalizers).toEqual(['a', 'b']);
    expect(owners(obj)['b/Apply']).toBe('{"f:metadata":{"f:finalizers":{"v:\\"b\\"":{}},"f:ownerReferences":{"k:{\\"uid\\":\\"u2\\"}":{}}}}');
    // Changing another's list-map item (an atomic struct), an atomic list or an atomic map conflicts.
    const r = doApply(
      obj,
      rc({
        metadata: { name: 'runc', ownerReferences: [{ apiVersion: 'v1', kind: 'K', name: 'renamed', uid: 'u1' }] },
        scheduling: { tolerations: [{ key: 't1' }, { key: 't2' }], nodeSelector: { y: '2' } },
      }),
      'b',
      T(2),
    );
    expect(r.conflicts?.map((c) => c.path)).toEqual(['.metadata.ownerReferences[uid="u1"]', '.scheduling.nodeSelector', '.scheduling.tolerations']);
  });

  it('rule 9: ownership of children of a now-atomic list becomes ownership of the list', () => {
    const live = rc({
      handler: 'runc',
      scheduling: { tolerations: [{ key: 't1' }] },
      metadata: {
        name: 'runc',
        managedFields: [
          {
            manager: 'old',
            operation: 'Apply',
            apiVersion: GV,
            time: ts(0),
            fieldsType: 'FieldsV1',
            fieldsV1: { 'f:scheduling': { 'f:tolerations': { 'k:{"key":"t1"}': { '.': {}, 'f:key': {} } } } },
          },
        ],
      },
    });
    const r = doApply(live, rc({ scheduling: { tolerations: [{ key: 't9' }] } }), 'new', T(1));
    expect(r.conflicts?.map((c) => [c.manager, c.path])).toEqual([['"old"', '.scheduling.tolerations']]);
    const obj = write(live, (o) => (o.handler = 'crun'), 'editor', T(1));
    expect(owners(obj)['old/Apply']).toBe('{"f:scheduling":{"f:tolerations":{}}}');
  });

  it('rule 9: a granular node owned as a whole infers no ownership of its children and no conflict', () => {
    const live = rc({
      metadata: {
        name: 'runc',
        labels: { a: '1' },
        managedFields: [{ manager: 'old', operation: 'Apply', apiVersion: GV, time: ts(0), fieldsType: 'FieldsV1', fieldsV1: { 'f:metadata': { 'f:labels': {} } } }],
      },
      handler: 'runc',
    });
    const obj = applied(live, rc({ metadata: { name: 'runc', labels: { a: '2', b: '1' } } }), 'new', T(1));
    expect(labels(obj)).toEqual({ a: '2', b: '1' });
    expect(owners(obj)['old/Apply']).toBe('{"f:metadata":{"f:labels":{}}}');
  });

  it('rule 10: ownership transfers when both apply the same value and one drops it', () => {
    let obj = applied(undefined, rc({ handler: 'runc' }), 'a', T(0));
    obj = applied(obj, rc({ handler: 'runc' }), 'b', T(1));
    obj = applied(obj, rc({ metadata: { name: 'runc' } }), 'a', T(2));
    expect(obj.handler).toBe('runc');
    expect(owners(obj)).toEqual({ 'b/Apply': '{"f:handler":{}}' });
    obj = applied(obj, rc({ handler: 'crun' }), 'b', T(3));
    expect(obj.handler).toBe('crun');
  });

  it('apply time: stamped when the object changes, kept for a no-op apply', () => {
    let obj = applied(undefined, rc({ handler: 'runc' }), 'a', T(0));
    obj = applied(obj, rc({ handler: 'runc' }), 'a', T(5));
    expect(entry(obj, 'a')!.time).toBe(ts(0));
    obj = applied(obj, rc({ handler: 'crun' }), 'a', T(6));
    expect(entry(obj, 'a')!.time).toBe(ts(6));
    const shared = applied(obj, rc({ handler: 'crun' }), 'b', T(7));
    expect(entry(shared, 'b')).toMatchObject({ manager: 'b', operation: 'Apply' });
    expect(entry(shared, 'b')!.time).toBeUndefined();
  });

  it('inputs are not mutated', () => {
    const live = base();
    const config = rc({ handler: 'crun', metadata: { name: 'runc', labels: { z: '1' } } });
    const liveCopy = structuredClone(live);
    const configCopy = structuredClone(config);
    doApply(live, config, 'mgr', T(1), true);
    expect(live).toEqual(liveCopy);
    expect(config).toEqual(configCopy);
  });

  it('a stored managedFields list that cannot be decoded fails the apply', () => {
    const live = rc({ handler: 'x', metadata: { name: 'runc', managedFields: [{ manager: 'm', operation: 'Nope', apiVersion: GV, fieldsType: 'FieldsV1' }] } });
    expect(() => doApply(live, rc({ handler: 'y' }), 'mgr', T(1))).toThrowError('failed to decode managed fields: operation must be `Apply` or `Update`');
  });
});

describe('conflictError (wire.md §8.3)', () => {
  it('several conflicts are grouped by manager in identity order', () => {
    const conflicts: ApplyConflict[] = [
      { manager: '"kubectl" using node.cluster.io/v1', path: '.scheduling.nodeSelector', identity: managerIdentity({ manager: 'kubectl', operation: 'Update', apiVersion: GV }) },
      { manager: '"a"', path: '.handler', identity: managerIdentity({ manager: 'a', operation: 'Apply' }) },
      { manager: '"a"', path: '.metadata.labels.x', identity: managerIdentity({ manager: 'a', operation: 'Apply' }) },
    ];
    const err = conflictError(conflicts);
    expect(err.message).toBe(
      'Apply failed with 3 conflicts: conflicts with "a":\n- .handler\n- .metadata.labels.x\nconflicts with "kubectl" using node.cluster.io/v1:\n- .scheduling.nodeSelector',
    );
    expect(err.status.details).toEqual({
      causes: [
        { reason: 'FieldManagerConflict', message: 'conflict with "kubectl" using node.cluster.io/v1', field: '.scheduling.nodeSelector' },
        { reason: 'FieldManagerConflict', message: 'conflict with "a"', field: '.handler' },
        { reason: 'FieldManagerConflict', message: 'conflict with "a"', field: '.metadata.labels.x' },
      ],
    });
    expect(err.reason).toBe('Conflict');
  });

  it('apply reports conflicts ordered by manager identity, then path', () => {
    let obj = applied(undefined, rc({ handler: 'runc', metadata: { name: 'runc', labels: { x: '1' } } }), 'zed', T(0));
    obj = write(obj, (o) => (o.scheduling = { nodeSelector: { a: 'b' } }), 'alpha', T(1));
    const r = doApply(obj, rc({ handler: 'crun', metadata: { name: 'runc', labels: { x: '2' } }, scheduling: { nodeSelector: { c: 'd' } } }), 'mgr', T(2));
    expect(conflictError(r.conflicts!).message).toBe(
      'Apply failed with 3 conflicts: conflicts with "alpha" using node.cluster.io/v1:\n- .scheduling.nodeSelector\nconflicts with "zed":\n- .handler\n- .metadata.labels.x',
    );
  });
});

describe('manager inference from User-Agent', () => {
  const cases: [string, string | undefined, string][] = [
    ['prefix before the first slash', 'kubectl/v1.33.0 (linux/amd64) kubernetes/abc', 'kubectl'],
    ['no slash', 'my-controller', 'my-controller'],
    ['spaces are kept', 'my agent/1.0', 'my agent'],
    ['non-printable characters are removed', 'a\tb\u0000c\u200bd/1', 'abcd'],
    ['no User-Agent', undefined, ''],
    ['empty User-Agent', '', ''],
    ['cut to 128 bytes', 'x'.repeat(200), 'x'.repeat(128)],
    ['never splits a character', 'é'.repeat(100), 'é'.repeat(64)],
  ];
  it.each(cases)('%s', (_name, ua, expected) => {
    expect(inferManager(ua)).toBe(expected);
  });

  it('fieldManager wins over User-Agent', () => {
    expect(managerOrUserAgent('fm', 'kubectl/1')).toBe('fm');
    expect(managerOrUserAgent(undefined, 'kubectl/1')).toBe('kubectl');
  });
});

describe('empty objects a create starts from', () => {
  it.each([
    [RC, { metadata: {}, handler: '' }],
    [LC, { metadata: {}, spec: { binaryVersion: '', leaseName: '', strategy: '' } }],
    ['io.cluster.api.core.v1.Namespace', { metadata: {}, spec: {}, status: {} }],
  ])('%s', (name, expected) => {
    expect(emptyObject(name)).toEqual(expected);
  });
});
