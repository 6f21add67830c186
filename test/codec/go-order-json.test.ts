/**
 * `storedJsonBytes` (the stored JSON of an object in one walk) against the general path it
 * stands for: UTF-8(JSON.stringify(goOrdered(obj) without metadata.resourceVersion)) when
 * hasAtMostMembers(goOrdered(obj), limit). Whenever it answers, the bytes are those, in an
 * array of their own; for plain JSON objects of a served kind whose top level is in Go's order
 * it answers exactly when the general path encodes at once; it never throws and never changes
 * its input.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDeepFrozen, markDeepFrozen } from '../../src/codec/deep-frozen.js';
import { storedJsonBytes } from '../../src/codec/go-order-json.js';
import { goOrdered } from '../../src/codec/go-order.js';
import { hasAtMostMembers } from '../../src/server/apply/work-slices.js';
import { FUZZ_SEED, fuzzRuns, fuzzTimeoutMs } from '../fuzz/harness.js';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** The general path (RegistryStore.encodeSliced before the one walk), or undefined past the limit. */
function general(obj: object, limit: number): Uint8Array | undefined {
  const ordered = goOrdered(obj) as { metadata?: unknown };
  if (!hasAtMostMembers(ordered, limit)) return undefined;
  const meta = ordered.metadata as Record<string, unknown> | undefined;
  const rv = meta?.resourceVersion;
  if (meta === undefined || meta === null || typeof meta !== 'object' || rv === undefined) return new TextEncoder().encode(JSON.stringify(ordered));
  meta.resourceVersion = undefined;
  try {
    return new TextEncoder().encode(JSON.stringify(ordered));
  } finally {
    meta.resourceVersion = rv;
  }
}

/** Whether every object in `v` has Object.prototype or none (a drawn `__proto__` key sets another). */
function plain(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return true;
  if (Array.isArray(v)) return v.every(plain);
  const proto = Object.getPrototypeOf(v) as unknown;
  return (proto === Object.prototype || proto === null) && Object.values(v).every(plain);
}

/** Strings as found in objects, and the ones that need escaping or are not ASCII. */
const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.constantFrom('', 'ä€😀', '"quoted"', 'back\\slash', 'a\u0000b\n\t\u001f\u007f', '\ud800', '\udfff x', '__proto__', '0', '10', '2'),
);
const key = fc.oneof(text, fc.constantFrom('name', 'uid', 'kind', 'spec', 'metadata', 'labels', 'resourceVersion', 'fieldsV1', '1', '0'));
const leaf: fc.Arbitrary<Json> = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constantFrom(0, -0, '', false));
const json: fc.Arbitrary<Json> = fc.letrec<{ v: Json }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(key, tie('v'), { maxKeys: 4 }),
  ),
})).v;

/** Sometimes the field, sometimes an empty or mistyped value of it, sometimes nothing. */
function maybe<T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | Json | undefined> {
  return fc.oneof(arb, fc.constantFrom(undefined, '', {}, [], null, 0), json);
}

const entry = fc.record(
  {
    manager: maybe(text),
    operation: maybe(fc.constantFrom('Update', 'Apply')),
    apiVersion: maybe(text),
    time: maybe(fc.constant('2025-06-01T10:00:00Z')),
    fieldsType: maybe(fc.constant('FieldsV1')),
    fieldsV1: maybe(json),
    subresource: maybe(text),
  },
  { requiredKeys: [] },
);
const meta = fc.record(
  {
    name: maybe(text),
    generateName: maybe(text),
    namespace: maybe(text),
    uid: maybe(text),
    resourceVersion: maybe(fc.constantFrom('12', '')),
    generation: maybe(fc.integer()),
    creationTimestamp: maybe(fc.constant('2025-06-01T10:00:00Z')),
    labels: maybe(fc.dictionary(key, text, { maxKeys: 5 })),
    annotations: maybe(fc.dictionary(key, text, { maxKeys: 5 })),
    ownerReferences: maybe(fc.array(fc.record({ apiVersion: text, kind: text, name: text, uid: text, controller: fc.boolean() }, { requiredKeys: [] }), { maxLength: 2 })),
    finalizers: maybe(fc.array(text, { maxLength: 3 })),
    managedFields: maybe(fc.array(entry, { maxLength: 3 })),
  },
  { requiredKeys: [] },
);
const spec = fc.record(
  {
    leaseName: maybe(text),
    pingTime: maybe(text),
    renewTime: maybe(text),
    binaryVersion: maybe(text),
    emulationVersion: maybe(text),
    strategy: maybe(text),
    handler: maybe(text),
  },
  { requiredKeys: [] },
);
/** An object of a served kind (or not), with extra keys anywhere and keys in any order. */
const object = fc
  .record({
    kind: fc.constantFrom('LeaseCandidate', 'RuntimeClass', 'Lease', 'Namespace', 'ValidatingAdmissionPolicy', 'Status', 'Unknown'),
    apiVersion: text,
    metadata: fc.oneof({ weight: 8, arbitrary: meta }, { weight: 1, arbitrary: json }),
    spec: fc.oneof({ weight: 4, arbitrary: spec }, { weight: 1, arbitrary: json }),
    extra: fc.dictionary(key, json, { maxKeys: 2 }),
    metaExtra: fc.dictionary(key, json, { maxKeys: 2 }),
    ordered: fc.boolean(),
    seed: fc.integer(),
  })
  .map(({ kind, apiVersion, metadata, spec: sp, extra, metaExtra, ordered, seed }) => {
    const m = typeof metadata === 'object' && metadata !== null && !Array.isArray(metadata) && Object.keys(metaExtra).length > 0 && seed % 3 === 0 ? { ...metadata, ...metaExtra } : metadata;
    const obj: Record<string, unknown> = { kind, apiVersion, metadata: m, spec: sp };
    if (seed % 5 === 0) Object.assign(obj, extra);
    // Mostly in Go's order already, as written objects are (omitEmptyInPlace), else as drawn.
    return ordered ? (goOrdered(obj) as Record<string, unknown>) : obj;
  });

const limits = fc.oneof(fc.constant(2048), fc.integer({ min: 0, max: 40 }));

describe('storedJsonBytes', () => {
  it('is the general path byte for byte whenever it answers, and answers when that path encodes at once (plain, ordered objects)', () => {
    fc.assert(
      fc.property(object, limits, (obj, limit) => {
        const before = JSON.stringify(obj);
        const got = storedJsonBytes(obj, limit);
        expect(JSON.stringify(obj)).toBe(before); // input unchanged
        const want = general(obj, limit);
        if (got !== undefined) {
          expect(want).toBeDefined();
          expect(Buffer.from(got).equals(Buffer.from(want!))).toBe(true);
          expect(got.byteOffset).toBe(0);
          expect(got.byteLength).toBe(got.buffer.byteLength);
        }
        // Plain JSON of a described kind, top level in Go's order: no reason to decline but the limit.
        const described = typeof obj.kind === 'string' && obj.kind !== 'Unknown' && goOrdered(obj) === obj && plain(obj);
        if (described) expect(got === undefined).toBe(want === undefined);
      }),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(1500) },
    );
  }, fuzzTimeoutMs(1500));

  it('is the general path when FieldsV1 documents are deeply frozen and their recorded bytes are reused (any limit, any object)', () => {
    /** Freezes every level of `v` and registers it, as managed-fields.ts does with emitted documents. */
    const freeze = (v: unknown): void => {
      if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return;
      for (const x of Object.values(v)) freeze(x);
      Object.freeze(v);
    };
    const frozenDocs = (obj: Record<string, unknown>): number => {
      const m = obj.metadata as { managedFields?: unknown } | undefined;
      const list = typeof m === 'object' && m !== null ? m.managedFields : undefined;
      let n = 0;
      if (!Array.isArray(list)) return n;
      for (const e of list) {
        const doc = typeof e === 'object' && e !== null ? (e as { fieldsV1?: unknown }).fieldsV1 : undefined;
        if (typeof doc === 'object' && doc !== null) {
          freeze(doc);
          markDeepFrozen(doc);
          n++;
        }
      }
      return n;
    };
    let reused = 0;
    fc.assert(
      fc.property(object, limits, limits, (obj, first, second) => {
        if (frozenDocs(obj) > 0) reused++;
        // The first walk records the documents' bytes (at one limit), the later ones reuse them.
        for (const limit of [first, second, first]) {
          const got = storedJsonBytes(obj, limit);
          const want = general(obj, limit);
          expect(got === undefined ? undefined : Buffer.from(got).toString('latin1')).toBe(
            got === undefined ? undefined : want === undefined ? 'general path declined' : Buffer.from(want).toString('latin1'),
          );
          const described = typeof obj.kind === 'string' && obj.kind !== 'Unknown' && goOrdered(obj) === obj && plain(obj);
          if (described) expect(got === undefined).toBe(want === undefined);
        }
      }),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(1000) },
    );
    expect(reused).toBeGreaterThan(50);
  }, fuzzTimeoutMs(1000));

  it('reuses a frozen document\'s bytes in other objects, and only for registered documents', () => {
    const doc = markDeepFrozen(Object.freeze({ 'f:spec': Object.freeze({ 'f:renewTime': Object.freeze({}), 'f:x"\u00e4': Object.freeze({}) }) }));
    expect(isDeepFrozen(doc)).toBe(true);
    expect(isDeepFrozen(Object.freeze({}))).toBe(false); // frozen, not registered
    expect(markDeepFrozen({ a: 1 })).toEqual({ a: 1 });
    expect(isDeepFrozen(markDeepFrozen({ a: 1 }))).toBe(false); // not frozen: not registered
    const obj = (name: string, renew: string) => ({
      kind: 'LeaseCandidate',
      apiVersion: 'coordination.cluster.io/v1beta1',
      metadata: { name, managedFields: [{ manager: 'm', operation: 'Update', apiVersion: 'v', time: 't', fieldsType: 'FieldsV1', fieldsV1: doc }] },
      spec: { renewTime: renew },
    });
    for (const [name, renew] of [['a', '1'], ['b', '2'], ['c', 'ü']]) {
      const o = obj(name!, renew!);
      expect(Buffer.from(storedJsonBytes(o, 2048)!).equals(Buffer.from(general(o, 2048)!))).toBe(true);
      // Its members still count: 5 (top, metadata, entry) + 7 (entry) + 3 (document) + 1 (spec) ... over a small limit it declines.
      expect(storedJsonBytes(o, 10)).toBeUndefined();
      expect(general(o, 10)).toBeUndefined();
    }
  });

  it('declines what JSON.stringify treats specially, without throwing (the general path decides)', () => {
    class Box {
      constructor(readonly v: number) {}
    }
    const base = () => ({ kind: 'LeaseCandidate', apiVersion: 'coordination.cluster.io/v1beta1', metadata: { name: 'a', resourceVersion: '3' }, spec: { leaseName: 'l' } as Record<string, unknown> });
    const odd: unknown[] = [new Date(0), 10n, new Box(1), new String('s'), new Uint8Array(2), { toJSON: () => 'x' }, Object.assign([1], { toJSON: () => 2 })];
    for (const v of odd) {
      const obj = base();
      obj.spec.renewTime = v;
      expect(storedJsonBytes(obj, 2048)).toBeUndefined();
    }
    // Left out as JSON.stringify leaves them out (members), or null (array elements).
    const obj = base();
    Object.assign(obj.spec, { a: undefined, f: () => 1, s: Symbol('x'), arr: [undefined, () => 1, Symbol('y'), Number.NaN, Infinity, -0] });
    expect(Buffer.from(storedJsonBytes(obj, 2048)!).equals(Buffer.from(general(obj, 2048)!))).toBe(true);
  });

  it('stops at the limit on cyclic and deeply nested values (no hang, no stack overflow)', () => {
    const cyclic: Record<string, unknown> = { kind: 'LeaseCandidate', apiVersion: 'v', metadata: { name: 'a' }, spec: {} };
    (cyclic.spec as Record<string, unknown>).self = cyclic.spec;
    expect(storedJsonBytes(cyclic, 2048)).toBeUndefined();
    let deep: Json = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(storedJsonBytes({ kind: 'LeaseCandidate', apiVersion: 'v', metadata: { name: 'a' }, spec: { x: deep } }, 2048)).toBeUndefined();
  });

  it('declines a map whose key count is known to overflow the limit, before enumerating it (hasAtMostMembers\' cache)', () => {
    const labels = { a: '1', b: '2' };
    const obj = { kind: 'LeaseCandidate', apiVersion: 'v', metadata: { name: 'a', labels }, spec: { leaseName: 'l' } };
    let asked = 0;
    expect(storedJsonBytes(obj, 2048, undefined, (o) => (asked++, o === labels ? 5000 : undefined))).toBeUndefined();
    expect(asked).toBeGreaterThan(0);
    // Known counts within the limit change nothing.
    expect(Buffer.from(storedJsonBytes(obj, 2048, undefined, (o) => (o === labels ? 2 : undefined))!).equals(Buffer.from(general(obj, 2048)!))).toBe(true);
  });

  it('is the general path for objects larger than its scratch buffer, and for the next small one', () => {
    const big = { kind: 'LeaseCandidate', apiVersion: 'v', metadata: { name: 'a', annotations: { a: 'x'.repeat(3_000_000), b: 'ü'.repeat(100_000) } }, spec: { leaseName: 'l' } };
    expect(Buffer.from(storedJsonBytes(big, 2048)!).equals(Buffer.from(general(big, 2048)!))).toBe(true);
    const small = { kind: 'LeaseCandidate', apiVersion: 'v', metadata: { name: 'b' }, spec: { leaseName: 'l' } };
    expect(Buffer.from(storedJsonBytes(small, 2048)!).toString()).toBe('{"kind":"LeaseCandidate","apiVersion":"v","metadata":{"name":"b"},"spec":{"leaseName":"l"}}');
  });
});
