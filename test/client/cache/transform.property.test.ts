/**
 * Property tests of the informer's memory transforms (transform.ts):
 *
 * - `internStrings` never changes a value: whatever JSON-like object goes through it (deep,
 *   wide, long and repeated strings, arrays, keys that are skipped or not), the result equals
 *   a copy taken before, for any table size (down to one entry per generation, so the
 *   generations turn over constantly) and across many objects through one table;
 * - `compactTypeMeta` returns an equal object with the same values (the very instances), in
 *   wire order when it rebuilds, and leaves alone objects it must not rebuild (apiVersion
 *   first, other top-level keys, another prototype).
 *
 * Seeded (FUZZ_SEED, see test/fuzz/harness.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactTypeMeta, internStrings } from '../../../src/client/cache/transform.js';
import type { KubeObject } from '../../../src/meta/types.js';
import { fuzzParams } from '../../fuzz/harness.js';

/** Strings that repeat (small pool), are unique-ish, or are longer than the default 64. */
const stringArb = fc.oneof(fc.constantFrom('default', 'web', '1.33.0', '2026-11-27T15:01:35Z', ''), fc.string({ maxLength: 8 }), fc.string({ minLength: 60, maxLength: 80 }));
/** Keys interning skips (name, uid, ...) or walks into, and FieldsV1's skipped subtree. */
const keyArb = fc.oneof(fc.constantFrom('name', 'uid', 'resourceVersion', 'creationTimestamp', 'labels', 'fieldsV1', 'namespace', 'value'), fc.string({ maxLength: 6 }));
const jsonArb = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, stringArb, fc.integer(), fc.boolean(), fc.constant(null), tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(keyArb, tie('value'), { maxKeys: 6 }),
}));
const objectArb = fc
  .record({ metadata: fc.dictionary(keyArb, jsonArb.value, { maxKeys: 6 }), spec: jsonArb.value, rest: fc.dictionary(keyArb, jsonArb.value, { maxKeys: 3 }) })
  .map(({ metadata, spec, rest }) => ({ ...rest, metadata, spec }) as unknown as KubeObject);

function deep(depth: number): KubeObject {
  let node: Record<string, unknown> = { leaf: 'default' };
  for (let i = 0; i < depth; i++) node = { child: node, v: 'web' };
  return { metadata: { name: 'deep' }, spec: node } as KubeObject;
}

describe('internStrings', () => {
  it('leaves every value as it was, for any table size, across many objects through one table', () => {
    fc.assert(
      fc.property(fc.array(objectArb, { maxLength: 30 }), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 100 }), (objs, maxEntries, maxLength) => {
        const intern = internStrings<KubeObject>({ maxEntries, maxLength });
        const defaults = internStrings<KubeObject>();
        for (const obj of objs) {
          const before = structuredClone(obj);
          expect(intern(obj)).toEqual(before);
          expect(defaults(structuredClone(before))).toEqual(before);
        }
      }),
      fuzzParams(300),
    );
  });

  it('stops at its depth bound on very deep objects (no stack overflow) and keeps them intact', () => {
    const intern = internStrings<KubeObject>();
    for (const depth of [31, 32, 33, 5_000]) {
      const obj = deep(depth);
      const before = structuredClone(obj);
      expect(intern(obj)).toEqual(before);
    }
  });
});

describe('compactTypeMeta', () => {
  const TOP = ['apiVersion', 'kind', 'metadata', 'spec', 'status'] as const;

  it('rebuilds a list item with apiVersion/kind appended in wire order, with the same values', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (withSpec, withStatus, kindFirst) => {
        // As decoded from a list: metadata (spec, status) first, then the client adds the type.
        const obj: Record<string, unknown> = { metadata: { name: 'a' } };
        if (withSpec) obj.spec = { x: 1 };
        if (withStatus) obj.status = { y: 2 };
        if (kindFirst) obj.kind = 'Thing';
        obj.apiVersion = 'test.cluster.io/v1';
        if (!kindFirst) obj.kind = 'Thing';
        const before = { ...obj };
        const out = compactTypeMeta(obj as KubeObject) as unknown as Record<string, unknown>;
        expect(out).toEqual(before);
        expect(Object.keys(out)).toEqual(TOP.filter((k) => k in before));
        for (const k of Object.keys(before)) expect(out[k]).toBe(before[k]);
      }),
      fuzzParams(50),
    );
  });

  it('returns any other object as it is, and an equal one whatever the keys', () => {
    fc.assert(
      fc.property(objectArb, fc.shuffledSubarray([...TOP, 'data', 'items']), (base, keys) => {
        const obj: Record<string, unknown> = {};
        for (const k of keys) obj[k] = (base as unknown as Record<string, unknown>)[k] ?? k;
        const before = { ...obj };
        const out = compactTypeMeta(obj as KubeObject) as unknown as Record<string, unknown>;
        expect(out).toEqual(before);
        const rebuildable = keys[0] !== 'apiVersion' && ['apiVersion', 'kind', 'metadata'].every((k) => keys.includes(k)) && keys.every((k) => (TOP as readonly string[]).includes(k));
        if (!rebuildable) expect(out).toBe(obj);
      }),
      fuzzParams(300),
    );
    class Custom {
      metadata = { name: 'a' };
      apiVersion = 'v1';
      kind = 'K';
    }
    const custom = new Custom();
    expect(compactTypeMeta(custom as KubeObject)).toBe(custom);
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { metadata: {}, apiVersion: 'v1', kind: 'K' });
    expect(compactTypeMeta(bare as KubeObject)).toBe(bare);
  });
});
