/**
 * The write path's incremental managedFields (issue 14): an update whose live object is the
 * result of the previous one starts from the sets that result encoded, reuses the FieldsV1 of
 * unchanged sets and may skip the live object's schema check. Whatever it reuses, the
 * managedFields (and the object) must be byte-identical to the slow path, which decodes
 * everything from fresh JSON copies.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { updateManagedFields, type UpdateManagedFieldsResult } from '../../../src/server/apply/managed-fields.js';
import { FieldSet, pathToString, pe, type FieldPath } from '../../../src/server/apply/fieldset.js';
import type { ManagedFieldsEntry } from '../../../src/meta/types.js';
import type { JsonObject, JsonValue } from '../../../src/server/patch/json-value.js';

const LC = 'io.cluster.api.coordination.v1beta1.LeaseCandidate';
const GV = 'coordination.cluster.io/v1beta1';
const SEED = 20261123;

/** A fresh deep copy through JSON: shares nothing with (and is cached as nothing of) the input. */
const fresh = <V>(v: V): V => JSON.parse(JSON.stringify(v)) as V;

function base(): JsonObject {
  return {
    apiVersion: GV,
    kind: 'LeaseCandidate',
    metadata: { name: 'c1', namespace: 'default', uid: 'u1', resourceVersion: '1', creationTimestamp: '2025-01-01T00:00:00Z' },
    spec: { leaseName: 'l1', binaryVersion: '1.33.0', strategy: 'OldestEmulationVersion' },
  };
}

/** One change a writer makes to its copy of the live object. */
type Change =
  | { kind: 'spec'; field: string; value: JsonValue | undefined }
  | { kind: 'label'; key: string; value: string | undefined }
  | { kind: 'annotation'; key: string; value: string | undefined }
  | { kind: 'managedFields'; how: 'absent' | 'reset' | 'empty' | 'invalid' | 'dropFirst' }
  | { kind: 'invalid' };

const change: fc.Arbitrary<Change> = fc.oneof(
  { weight: 6, arbitrary: fc.record({
    kind: fc.constant('spec' as const),
    field: fc.constantFrom('renewTime', 'pingTime', 'binaryVersion', 'emulationVersion', 'strategy'),
    value: fc.option(fc.constantFrom('2025-06-01T12:00:00.000001Z', '2025-06-01T12:00:01.000002Z', '1.33.0', '1.34.0', 'OldestEmulationVersion'), { nil: undefined }),
  }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('label' as const), key: fc.constantFrom('a', 'b', 'app.kubernetes.io/name'), value: fc.option(fc.constantFrom('x', 'y'), { nil: undefined }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('annotation' as const), key: fc.constantFrom('n1', 'n2'), value: fc.option(fc.constantFrom('1', '2'), { nil: undefined }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('managedFields' as const), how: fc.constantFrom('absent', 'reset', 'empty', 'invalid', 'dropFirst') }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'invalid' as const }) },
);

interface Step {
  readonly manager: string;
  readonly subresource: string | undefined;
  readonly seconds: number;
  readonly changes: Change[];
}

const step: fc.Arbitrary<Step> = fc.record({
  manager: fc.constantFrom('kubectl', 'controller', 'bench', 'm4', ''),
  subresource: fc.option(fc.constant('status'), { nil: undefined }),
  seconds: fc.integer({ min: 0, max: 3 }),
  changes: fc.array(change, { maxLength: 4 }),
});

function applyChange(obj: JsonObject, c: Change): void {
  const meta = obj.metadata as JsonObject;
  const mapOf = (k: 'labels' | 'annotations'): JsonObject => ((meta[k] as JsonObject | undefined) ?? (meta[k] = {})) as JsonObject;
  switch (c.kind) {
    case 'spec': {
      const spec = obj.spec as JsonObject;
      if (c.value === undefined) delete spec[c.field];
      else spec[c.field] = c.value;
      return;
    }
    case 'label':
    case 'annotation': {
      const m = mapOf(c.kind === 'label' ? 'labels' : 'annotations');
      if (c.value === undefined) delete m[c.key];
      else m[c.key] = c.value;
      if (Object.keys(m).length === 0) delete meta[c.kind === 'label' ? 'labels' : 'annotations'];
      return;
    }
    case 'managedFields': {
      const list = meta.managedFields as JsonValue[] | undefined;
      if (c.how === 'absent') delete meta.managedFields;
      else if (c.how === 'reset') meta.managedFields = [{}];
      else if (c.how === 'empty') meta.managedFields = [];
      else if (c.how === 'invalid') meta.managedFields = [{ manager: 'x', operation: 'Bogus', apiVersion: GV, fieldsType: 'FieldsV1', fieldsV1: {} }];
      else if (list && list.length > 0) meta.managedFields = list.slice(1);
      return;
    }
    case 'invalid':
      (obj.spec as JsonObject).leaseName = 5;
  }
}

interface Chain {
  live: JsonObject | undefined;
  valid: boolean;
}

/** One write: the fast chain passes its previous result itself; the slow chain fresh copies. */
function write(chain: Chain, s: Step, fast: boolean, updatedBody: JsonObject): UpdateManagedFieldsResult {
  const r = updateManagedFields({
    schemaName: LC,
    live: fast ? chain.live : chain.live && fresh(chain.live),
    updated: updatedBody,
    manager: s.manager,
    apiVersion: GV,
    ...(s.subresource ? { subresource: s.subresource } : {}),
    now: new Date(Date.UTC(2025, 5, 1, 12, 0, s.seconds, 250)),
    ...(fast ? { liveSchemaValid: chain.valid } : {}),
  });
  const object = r.object;
  chain.live = object;
  chain.valid = r.schemaValid;
  return r;
}

describe('incremental managedFields on the write path', () => {
  it('gives byte-identical managedFields and objects to decoding everything afresh, over random update sequences', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 12 }), (steps) => {
        const fastChain: Chain = { live: undefined, valid: false };
        const slowChain: Chain = { live: undefined, valid: false };
        for (const s of steps) {
          // The writer's copy: the live object (managedFields echoed, as a PUT after a GET), changed.
          const body = fastChain.live ? structuredClone(fastChain.live) : base();
          for (const c of s.changes) applyChange(body, c);
          const a = write(fastChain, s, true, structuredClone(body));
          const b = write(slowChain, s, false, fresh(body));
          expect(JSON.stringify(a.managedFields)).toBe(JSON.stringify(b.managedFields));
          expect(JSON.stringify(a.object)).toBe(JSON.stringify(b.object));
          expect(a.schemaValid).toBe(b.schemaValid);
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('a rewrite of owned fields keeps the manager set and its FieldsV1 document (frozen, shared), and only moves the time', () => {
    const first = updateManagedFields({ schemaName: LC, live: undefined, updated: base(), manager: 'm', apiVersion: GV, now: new Date(Date.UTC(2025, 0, 1, 0, 0, 1)) });
    const body = structuredClone(first.object);
    (body.spec as JsonObject).binaryVersion = '1.34.0';
    const second = updateManagedFields({ schemaName: LC, live: first.object, updated: body, manager: 'm', apiVersion: GV, now: new Date(Date.UTC(2025, 0, 1, 0, 0, 2)), liveSchemaValid: true });
    expect(second.managedFields).toHaveLength(1);
    expect(second.managedFields[0]!.fieldsV1).toBe(first.managedFields[0]!.fieldsV1);
    expect(second.managedFields[0]!.time).toBe('2025-01-01T00:00:02Z');
    expect(Object.isFrozen(second.managedFields[0]!.fieldsV1)).toBe(true);
    expect(() => {
      ((second.managedFields[0]!.fieldsV1 as JsonObject)['f:spec'] as JsonObject)['f:x'] = {};
    }).toThrow(TypeError);
  });

  it('a stored list changed in place after it was encoded is decoded again, not taken from what was encoded', () => {
    const now = new Date(Date.UTC(2025, 0, 1, 0, 0, 1));
    const first = updateManagedFields({ schemaName: LC, live: undefined, updated: base(), manager: 'm', apiVersion: GV, now });
    const live = first.object;
    const list = (live.metadata as JsonObject).managedFields as unknown as ManagedFieldsEntry[];
    // Against the contract (stored objects are read-only), but it must not yield stale sets.
    list[0]!.manager = 'renamed';
    list[0]!.fieldsV1 = { 'f:spec': { 'f:leaseName': {} } };
    const body = structuredClone(live);
    delete (body.metadata as JsonObject).managedFields;
    (body.spec as JsonObject).strategy = 'Other';
    const later = new Date(Date.UTC(2025, 0, 1, 0, 0, 2));
    const a = updateManagedFields({ schemaName: LC, live, updated: structuredClone(body), manager: 'n', apiVersion: GV, now: later, liveSchemaValid: true });
    const b = updateManagedFields({ schemaName: LC, live: fresh(live), updated: fresh(body), manager: 'n', apiVersion: GV, now: later });
    expect(JSON.stringify(a.managedFields)).toBe(JSON.stringify(b.managedFields));
    expect(a.managedFields.map((e) => e.manager)).toEqual(['renamed', 'n']);
  });

  it('isSubsetOf and intersects agree with the member paths', () => {
    const element = fc.oneof(
      fc.constantFrom('metadata', 'labels', 'spec', 'a').map((name) => pe.field(name)),
      fc.constantFrom('x', 'y').map((v) => pe.value(v)),
      fc.constantFrom('k1', 'k2').map((k) => pe.key({ name: k })),
    );
    const paths = fc.array(fc.array(element, { minLength: 1, maxLength: 3 }) as fc.Arbitrary<FieldPath>, { maxLength: 8 });
    fc.assert(
      fc.property(paths, paths, (pa, pb) => {
        const a = FieldSet.of(...pa);
        const b = FieldSet.of(...pb);
        const sa = new Set(a.paths().map(pathToString));
        const sb = new Set(b.paths().map(pathToString));
        expect(a.isSubsetOf(b)).toBe([...sa].every((p) => sb.has(p)));
        expect(a.intersects(b)).toBe([...sa].some((p) => sb.has(p)));
        expect(a.union(b).isSubsetOf(b)).toBe(a.isSubsetOf(b));
      }),
      { seed: SEED, numRuns: 500 },
    );
  });
});
