/**
 * The write path's short cuts for an update that changes values, not the object's shape
 * (issue 14): `Typed.modifiedLeaves` stands for `compare` + `validate` of the new object, and
 * `updateManagedFields` then keeps every manager's set (and, within the writer's second, the
 * whole list) without the set algebra. Whatever they skip, the results must be byte-identical
 * to the general path (`exhaustive: true`), over random objects and update sequences.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { updateManagedFields, updateManagedFieldsOrSteps, type UpdateManagedFieldsResult } from '../../../src/server/apply/managed-fields.js';
import { pathToString } from '../../../src/server/apply/fieldset.js';
import { Typed, TypeSystem, SMALL_VALUE_MEMBERS } from '../../../src/server/apply/typed.js';
import type { JsonObject, JsonValue } from '../../../src/server/patch/json-value.js';

const LC = 'io.cluster.api.coordination.v1beta1.LeaseCandidate';
const RC = 'io.cluster.api.node.v1.RuntimeClass';
const GV = 'coordination.cluster.io/v1beta1';
const SEED = 20261127;

const typed = new Typed(new TypeSystem());

function base(): JsonObject {
  return {
    apiVersion: GV,
    kind: 'LeaseCandidate',
    metadata: {
      name: 'c1',
      namespace: 'default',
      uid: 'u1',
      resourceVersion: '1',
      creationTimestamp: '2025-01-01T00:00:00Z',
      labels: { a: 'x' },
      finalizers: ['f1', 'f2'],
      ownerReferences: [
        { apiVersion: 'v1', kind: 'Node', name: 'n1', uid: 'o1' },
        { apiVersion: 'v1', kind: 'Node', name: 'n2', uid: 'o2', controller: true },
      ],
    },
    spec: { leaseName: 'l1', binaryVersion: '1.33.0', strategy: 'OldestEmulationVersion', renewTime: '2025-06-01T12:00:00.000000Z' },
  };
}

/** One change a writer makes to its copy of the live object. */
type Change =
  | { kind: 'spec'; field: string; value: JsonValue | undefined }
  | { kind: 'label'; key: string; value: JsonValue | undefined }
  | { kind: 'meta'; field: 'uid' | 'generation' | 'resourceVersion' | 'name'; value: JsonValue }
  | { kind: 'owner'; how: 'rename' | 'controller' | 'reorder' | 'rekey' | 'duplicate' | 'drop' | 'mistype' }
  | { kind: 'finalizers'; how: 'reorder' | 'replace' | 'duplicate' | 'null' | 'drop' }
  | { kind: 'managedFields'; how: 'absent' | 'reset' | 'empty' | 'invalid' | 'dropFirst' | 'emptySet' };

const scalar = fc.constantFrom<JsonValue>('2025-06-01T12:00:00.000001Z', '2025-06-01T12:00:01.000002Z', '1.33.0', '1.34.0', 'v', 5, true, null);

const change: fc.Arbitrary<Change> = fc.oneof(
  // Mostly value changes, the case the short cuts are for.
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('spec' as const), field: fc.constantFrom('renewTime', 'pingTime', 'binaryVersion', 'emulationVersion', 'strategy', 'bogus'), value: fc.option(scalar, { nil: undefined, freq: 6 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('label' as const), key: fc.constantFrom('a', 'b'), value: fc.option(scalar, { nil: undefined, freq: 4 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('meta' as const), field: fc.constantFrom('uid' as const, 'generation' as const, 'resourceVersion' as const, 'name' as const), value: fc.constantFrom<JsonValue>('u2', 'c2', 3, '7') }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('owner' as const), how: fc.constantFrom('rename' as const, 'controller' as const, 'reorder' as const, 'rekey' as const, 'duplicate' as const, 'drop' as const, 'mistype' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('finalizers' as const), how: fc.constantFrom('reorder' as const, 'replace' as const, 'duplicate' as const, 'null' as const, 'drop' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('managedFields' as const), how: fc.constantFrom('absent' as const, 'reset' as const, 'empty' as const, 'invalid' as const, 'dropFirst' as const, 'emptySet' as const) }) },
);

function applyChange(obj: JsonObject, c: Change): void {
  const meta = obj.metadata as JsonObject;
  switch (c.kind) {
    case 'spec': {
      const spec = obj.spec as JsonObject;
      if (c.value === undefined) delete spec[c.field];
      else spec[c.field] = c.value;
      return;
    }
    case 'label': {
      const m = ((meta.labels as JsonObject | undefined) ?? (meta.labels = {})) as JsonObject;
      if (c.value === undefined) delete m[c.key];
      else m[c.key] = c.value;
      return;
    }
    case 'meta':
      meta[c.field] = c.value;
      return;
    case 'owner': {
      const refs = meta.ownerReferences as JsonObject[] | undefined;
      if (!refs || refs.length === 0) return;
      if (c.how === 'rename') refs[0]!.name = `${String(refs[0]!.name)}x`;
      else if (c.how === 'controller') refs[refs.length - 1]!.controller = !refs[refs.length - 1]!.controller;
      else if (c.how === 'reorder') refs.reverse();
      else if (c.how === 'rekey') refs[0]!.uid = `${String(refs[0]!.uid)}k`;
      else if (c.how === 'duplicate') refs.push(structuredClone(refs[0]!));
      else if (c.how === 'drop') refs.pop();
      else refs[0]!.name = 7;
      return;
    }
    case 'finalizers': {
      const f = meta.finalizers as JsonValue[] | undefined;
      if (!Array.isArray(f) || f.length === 0) return;
      if (c.how === 'reorder') f.reverse();
      else if (c.how === 'replace') f[0] = `${String(f[0])}r`;
      else if (c.how === 'duplicate') f.push(f[0]!);
      else if (c.how === 'null') f[0] = null;
      else f.pop();
      return;
    }
    case 'managedFields': {
      const list = meta.managedFields as JsonObject[] | undefined;
      if (c.how === 'absent') delete meta.managedFields;
      else if (c.how === 'reset') meta.managedFields = [{}];
      else if (c.how === 'empty') meta.managedFields = [];
      else if (c.how === 'invalid') meta.managedFields = [{ manager: 'x', operation: 'Bogus', apiVersion: GV, fieldsType: 'FieldsV1', fieldsV1: {} }];
      else if (c.how === 'emptySet') meta.managedFields = [...(list ?? []), { manager: 'idle', operation: 'Update', apiVersion: GV, fieldsType: 'FieldsV1', fieldsV1: {} }];
      else if (list && list.length > 0) meta.managedFields = list.slice(1);
    }
  }
}

interface Step {
  readonly manager: string;
  readonly subresource: string | undefined;
  readonly millis: number;
  readonly changes: Change[];
}

const step: fc.Arbitrary<Step> = fc.record({
  manager: fc.constantFrom('kubectl', 'controller', 'bench', ''),
  subresource: fc.option(fc.constant('status'), { nil: undefined, freq: 5 }),
  // Several writes fall in one second (the whole list kept) and some in the next.
  millis: fc.integer({ min: 0, max: 2500 }),
  changes: fc.array(change, { maxLength: 3 }),
});

interface Chain {
  live: JsonObject | undefined;
  valid: boolean;
}

/** One write as the store makes it: the previous result is the live object, its validity known. */
function write(chain: Chain, s: Step, body: JsonObject, exhaustive: boolean, at: number): UpdateManagedFieldsResult {
  const r = updateManagedFields({
    schemaName: LC,
    live: chain.live,
    updated: body,
    manager: s.manager,
    apiVersion: GV,
    ...(s.subresource ? { subresource: s.subresource } : {}),
    now: new Date(at),
    liveSchemaValid: chain.valid,
    exhaustive,
  });
  chain.live = r.object;
  chain.valid = r.schemaValid;
  return r;
}

describe('managedFields short cuts for value-only updates', () => {
  it('give byte-identical managedFields, objects and schema verdicts to the general path, over random update sequences', () => {
    let shortCuts = 0;
    let timeOnly = 0;
    const withoutTime = (k: string, v: unknown): unknown => (k === 'time' ? undefined : v);
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 14 }), (steps) => {
        const fast: Chain = { live: undefined, valid: false };
        const slow: Chain = { live: undefined, valid: false };
        let at = Date.UTC(2025, 5, 1, 12, 0, 0, 100);
        for (const s of steps) {
          at += s.millis;
          // The writer's copy: the live object (managedFields echoed, as a PUT after a GET), changed.
          const body = fast.live ? structuredClone(fast.live) : base();
          for (const c of s.changes) applyChange(body, c);
          const before = fast.live;
          const a = write(fast, s, structuredClone(body), false, at);
          const b = write(slow, s, structuredClone(body), true, at);
          expect(JSON.stringify(a.managedFields)).toBe(JSON.stringify(b.managedFields));
          expect(JSON.stringify(a.object)).toBe(JSON.stringify(b.object));
          expect(a.schemaValid).toBe(b.schemaValid);
          if (before && JSON.stringify(a.managedFields) === JSON.stringify((before.metadata as JsonObject).managedFields)) shortCuts++;
          else if (before && JSON.stringify(a.managedFields, withoutTime) === JSON.stringify((before.metadata as JsonObject).managedFields, withoutTime)) timeOnly++;
        }
      }),
      { seed: SEED, numRuns: 400 },
    );
    // The sequences exercise the list-kept case and the time-only case, not only the general path.
    expect(shortCuts).toBeGreaterThan(100);
    expect(timeOnly).toBeGreaterThan(0);
  });

  it('a controller renewing its own field over several seconds: the list kept, or only its time moved, as the general path gives', () => {
    let timeOnly = 0;
    fc.assert(
      fc.property(fc.array(fc.record({ millis: fc.integer({ min: 0, max: 1500 }), value: fc.integer({ min: 0, max: 59 }) }), { minLength: 1, maxLength: 20 }), (steps) => {
        const fast: Chain = { live: undefined, valid: false };
        const slow: Chain = { live: undefined, valid: false };
        let at = Date.UTC(2025, 5, 1, 12, 0, 0, 100);
        for (const { millis, value } of steps) {
          at += millis;
          const body = fast.live ? structuredClone(fast.live) : base();
          (body.spec as JsonObject).renewTime = `2025-06-01T12:00:${String(value).padStart(2, '0')}.000000Z`;
          const before = (fast.live?.metadata as JsonObject | undefined)?.managedFields as JsonObject[] | undefined;
          const s: Step = { manager: 'bench', subresource: undefined, millis, changes: [] };
          const a = write(fast, s, structuredClone(body), false, at);
          const b = write(slow, s, structuredClone(body), true, at);
          expect(JSON.stringify(a.managedFields)).toBe(JSON.stringify(b.managedFields));
          expect(JSON.stringify(a.object)).toBe(JSON.stringify(b.object));
          if (before && JSON.stringify(a.managedFields) !== JSON.stringify(before)) timeOnly++;
        }
      }),
      { seed: SEED, numRuns: 200 },
    );
    expect(timeOnly).toBeGreaterThan(50);
  });

  it('a value rewrite within the writer\'s second keeps the list as it is (the same list, shared: written objects are read-only)', () => {
    const t0 = Date.UTC(2025, 0, 1, 0, 0, 1, 100);
    const first = updateManagedFields({ schemaName: LC, live: undefined, updated: base(), manager: 'm', apiVersion: GV, now: new Date(t0) });
    const body = structuredClone(first.object);
    (body.spec as JsonObject).renewTime = '2025-06-01T12:00:09.000000Z';
    const second = updateManagedFields({ schemaName: LC, live: first.object, updated: body, manager: 'm', apiVersion: GV, now: new Date(t0 + 500), liveSchemaValid: true });
    expect(second.managedFields).toEqual(first.managedFields);
    // The live object's list itself (before s21: a copy with new entry objects): the store's
    // written objects, and so their lists, are never changed, so versions share it.
    expect(second.managedFields).toBe(first.managedFields);
    expect(second.managedFields[0]!.fieldsV1).toBe(first.managedFields[0]!.fieldsV1);
    // The store's entry answers this write at once, without steps (s23), with the same list.
    const now = updateManagedFieldsOrSteps({ schemaName: LC, live: first.object, updated: structuredClone(body), manager: 'm', apiVersion: GV, now: new Date(t0 + 500), liveSchemaValid: true });
    expect('managedFields' in now && now.managedFields).toBe(first.managedFields);
    // Anything else comes back as steps (here: the live object's schema is not known to fit).
    const steps = updateManagedFieldsOrSteps({ schemaName: LC, live: first.object, updated: structuredClone(body), manager: 'm', apiVersion: GV, now: new Date(t0 + 500) });
    expect('managedFields' in steps).toBe(false);
    // The next second moves the writer's time.
    const third = updateManagedFields({
      schemaName: LC,
      live: second.object,
      updated: structuredClone(second.object),
      manager: 'm',
      apiVersion: GV,
      now: new Date(t0 + 1000),
      liveSchemaValid: true,
    });
    expect(third.managedFields[0]!.time).toBe('2025-01-01T00:00:01Z'); // nothing changed: no new time
    const changed = structuredClone(second.object);
    (changed.spec as JsonObject).renewTime = '2025-06-01T12:00:10.000000Z';
    const fourth = updateManagedFields({ schemaName: LC, live: second.object, updated: changed, manager: 'm', apiVersion: GV, now: new Date(t0 + 1000), liveSchemaValid: true });
    expect(fourth.managedFields[0]!.time).toBe('2025-01-01T00:00:02Z');
  });
});

// ---------------------------------------------------------------------------------------
// Typed.modifiedLeaves against compare + validate.

/** Random JSON-ish values, including ones that do not fit the schema. */
const anyValue: fc.Arbitrary<JsonValue> = fc.letrec<{ v: JsonValue }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom<JsonValue>('a', 'b', 1, 2.5, true, null),
    fc.array(tie('v'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'name', 'uid', 'kind', '__proto__'), tie('v'), { maxKeys: 3 }),
  ),
})).v;

type Mutation = { path: string[]; value: JsonValue | undefined };

/** `obj` with the value at `path` (object keys or list indexes, as strings) replaced or removed. */
function mutate(obj: JsonValue, m: Mutation): JsonValue {
  const out = structuredClone(obj);
  let node: JsonValue = out;
  for (let i = 0; i < m.path.length - 1; i++) {
    const next: JsonValue | undefined = typeof node === 'object' && node !== null ? (node as Record<string, JsonValue>)[m.path[i]!] : undefined;
    if (typeof next !== 'object' || next === null) return out;
    node = next;
  }
  if (typeof node !== 'object' || node === null || m.path.length === 0) return out;
  const key = m.path[m.path.length - 1]!;
  if (m.value === undefined) {
    if (Array.isArray(node)) node.splice(Number(key), 1);
    else delete (node as Record<string, JsonValue>)[key];
  } else if (Array.isArray(node)) node[Number(key) % (node.length + 1)] = m.value;
  else Object.defineProperty(node, key, { value: m.value, enumerable: true, writable: true, configurable: true });
  return out;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  path: fc.array(fc.constantFrom('metadata', 'spec', 'labels', 'finalizers', 'ownerReferences', '0', '1', 'name', 'uid', 'controller', 'renewTime', 'leaseName', 'a', 'bogus'), { minLength: 1, maxLength: 4 }),
  value: fc.option(fc.oneof({ weight: 4, arbitrary: fc.constantFrom<JsonValue>('x', 'o2', 'f1', 3, false) }, { weight: 1, arbitrary: anyValue }), { nil: undefined, freq: 5 }),
});

function sortedPaths(paths: readonly (readonly unknown[])[] | undefined): string[] | undefined {
  return paths?.map((p) => pathToString(p as Parameters<typeof pathToString>[0])).sort();
}

describe('Typed.modifiedLeaves', () => {
  const root = typed.types.root(LC);

  it('answers only when compare finds modified leaves alone, with exactly those paths, and the new object validates', () => {
    let answered = 0;
    fc.assert(
      fc.property(fc.array(mutation, { maxLength: 3 }), fc.array(mutation, { maxLength: 3 }), (toLive, toNew) => {
        let live: JsonValue = base();
        for (const m of toLive) live = mutate(live, m);
        fc.pre(typed.validate(live, root, { allowDuplicates: true }).length === 0);
        let next: JsonValue = live;
        for (const m of toNew) next = mutate(next, m);
        const got = typed.modifiedLeaves(live, next, root);
        const cmp = typed.compare(live, next, root);
        if (got !== undefined) {
          answered++;
          expect(cmp.added.isEmpty()).toBe(true);
          expect(cmp.removed.isEmpty()).toBe(true);
          expect(sortedPaths(got)).toEqual(sortedPaths(cmp.modified.paths()));
          expect(typed.validate(next, root, { allowDuplicates: true })).toEqual([]);
        }
        // Declining is always allowed (the general walks answer then); how often it answers is checked below.
      }),
      { seed: SEED, numRuns: 1500 },
    );
    expect(answered).toBeGreaterThan(300);
  });

  it('answers for value-only changes of fitting values (scalars, list items by key, map values)', () => {
    const live = base();
    const next = structuredClone(live);
    (next.spec as JsonObject).renewTime = '2025-06-01T12:00:01.000000Z';
    ((next.metadata as JsonObject).ownerReferences as JsonObject[])[1]!.controller = false;
    ((next.metadata as JsonObject).labels as JsonObject).a = 'y';
    // An OwnerReference is an atomic map: the item itself is the leaf.
    expect(sortedPaths(typed.modifiedLeaves(live, next, root))).toEqual(
      ['.metadata.labels.a', '.metadata.ownerReferences[uid="o2"]', '.spec.renewTime'].sort(),
    );
    expect(typed.modifiedLeaves(live, structuredClone(live), root)).toEqual([]);
  });

  it('declines mistyped, added, removed, re-keyed, duplicated and reordered content', () => {
    const live = base();
    const variants: ((o: JsonObject) => void)[] = [
      (o) => ((o.spec as JsonObject).renewTime = 5),
      (o) => ((o.spec as JsonObject).pingTime = 'now'),
      (o) => delete (o.spec as JsonObject).renewTime,
      (o) => ((o.spec as JsonObject).bogus = 'x'),
      (o) => (((o.metadata as JsonObject).ownerReferences as JsonObject[])[0]!.uid = 'o9'),
      (o) => ((o.metadata as JsonObject).ownerReferences as JsonObject[]).reverse(),
      (o) => (((o.metadata as JsonObject).ownerReferences as JsonObject[])[1]!.uid = 'o1'),
      (o) => (((o.metadata as JsonObject).finalizers as JsonValue[])[0] = 'f3'),
      (o) => (((o.metadata as JsonObject).finalizers as JsonValue[])[0] = null),
      (o) => ((o.metadata as JsonObject).labels = { a: 1 }),
      (o) => ((o.metadata as JsonObject).labels = { b: 'x' }),
      (o) => (o.spec = 'flat'),
    ];
    for (const v of variants) {
      const next = structuredClone(live);
      v(next);
      expect(typed.modifiedLeaves(live, next, root)).toBeUndefined();
    }
  });

  it('declines values over the small-value bound (those are compared in slices), deep ones included', () => {
    const rc = typed.types.root(RC);
    const root = typed.types.root(LC);
    const huge = (n: number): JsonObject => ({
      apiVersion: 'node.cluster.io/v1',
      kind: 'RuntimeClass',
      metadata: { name: 'r', labels: Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 'v'])) },
      handler: 'h',
    });
    const big = huge(SMALL_VALUE_MEMBERS + 10);
    const bigNext = structuredClone(big);
    bigNext.handler = 'h2';
    expect(typed.modifiedLeaves(big, bigNext, rc)).toBeUndefined();
    // A deeply nested value where a leaf was: bounded by the member count, no deep recursion.
    let deep: JsonValue = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const live = base();
    const deepNext = structuredClone(live);
    ((deepNext.metadata as JsonObject).ownerReferences as JsonObject[])[0]!.name = deep;
    expect(typed.modifiedLeaves(live, deepNext, root)).toBeUndefined();
    const small = huge(10);
    const smallNext = structuredClone(small);
    smallNext.handler = 'h2';
    expect(sortedPaths(typed.modifiedLeaves(small, smallNext, rc))).toEqual(['.handler']);
  });
});
