/**
 * `orderLargeMetadataMaps` (no generator when nothing needs steps) against the generator it
 * split off, kept here as the reference: the same maps rebuilt (same keys in the same order),
 * the same maps left alone (same objects), the same counts registered, the same steps.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { knownMetadataMapKeys, orderLargeMetadataMaps, orderLargeMetadataMapsSteps } from '../../src/codec/go-order.js';
import { FUZZ_SEED, fuzzRuns } from '../fuzz/harness.js';

const LARGE_MAP_KEYS = 4096;
const KEYS_PER_STEP = 4096;
const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/** The generator before the split (reference). Registers nothing: counts are compared separately. */
function* referenceSteps(obj: object, registered: Map<object, number>): Generator<void, void, void> {
  const meta = (obj as { metadata?: unknown }).metadata;
  if (!isPlain(meta)) return;
  for (const field of ['labels', 'annotations'] as const) {
    const m = meta[field];
    if (!isPlain(m)) continue;
    const keys = Object.keys(m);
    if (keys.length <= LARGE_MAP_KEYS) continue;
    let sorted = true;
    for (let i = 1; i < keys.length; i++) if (keys[i - 1]! > keys[i]!) sorted = false;
    if (sorted) {
      registered.set(m, keys.length);
      continue;
    }
    yield;
    keys.sort();
    yield;
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      out[keys[i]!] = m[keys[i]!];
      if (i % KEYS_PER_STEP === KEYS_PER_STEP - 1) yield;
    }
    meta[field] = out;
    registered.set(out, keys.length);
  }
}

/** A map of `n` keys: sorted, reversed, shuffled by a stride, or with integer-like keys. */
const mapArb = fc
  .record({
    n: fc.oneof(fc.integer({ min: 0, max: 8 }), fc.constantFrom(LARGE_MAP_KEYS, LARGE_MAP_KEYS + 1), fc.integer({ min: LARGE_MAP_KEYS + 1, max: 9_000 })),
    order: fc.constantFrom('sorted', 'reversed', 'stride', 'integers'),
  })
  .map(({ n, order }) => {
    const keys = Array.from({ length: n }, (_, i) => (order === 'integers' && i % 7 === 0 ? String(i) : `k${String(i).padStart(5, '0')}`));
    if (order === 'reversed') keys.reverse();
    if (order === 'stride') keys.sort((a, b) => ((a.length * 31 + a.charCodeAt(a.length - 1)) % 13) - ((b.length * 31 + b.charCodeAt(b.length - 1)) % 13));
    const m: Record<string, string> = {};
    for (const k of keys) m[k] = `v-${k}`;
    return m;
  });

const metaValue = fc.oneof({ weight: 4, arbitrary: mapArb }, { weight: 1, arbitrary: fc.constantFrom<unknown>(undefined, null, 'text', 7, ['a']) });
const objArb = fc.oneof(
  { weight: 6, arbitrary: fc.record({ labels: metaValue, annotations: metaValue }, { requiredKeys: [] }).map((metadata) => ({ kind: 'X', metadata })) },
  { weight: 1, arbitrary: fc.constantFrom<object>({}, { metadata: null }, { metadata: [1] }, { metadata: 'm' }) },
);

/** Copies an object's metadata maps (their key order kept) so that both sides start equal. */
function twin(obj: object): object {
  const meta = (obj as { metadata?: unknown }).metadata;
  if (!isPlain(meta)) return { ...obj };
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(meta)) copy[k] = isPlain(v) ? { ...v } : v;
  return { ...obj, metadata: copy };
}

function run(steps: Generator<void, void, void>): number {
  let n = 0;
  while (!steps.next().done) n++;
  return n;
}

describe('orderLargeMetadataMaps', () => {
  it('does what the single generator did (property)', () => {
    fc.assert(
      fc.property(objArb, (input) => {
        const ours = twin(input);
        const ref = twin(input);
        const meta = (ours as { metadata?: Record<string, unknown> }).metadata;
        const refMetaBefore = (ref as { metadata?: Record<string, unknown> }).metadata;
        const before = isPlain(meta) ? { labels: meta.labels, annotations: meta.annotations } : undefined;
        const refBefore = isPlain(refMetaBefore) ? { labels: refMetaBefore.labels, annotations: refMetaBefore.annotations } : undefined;
        const registered = new Map<object, number>();
        const refSteps = run(referenceSteps(ref, registered));
        const rest = orderLargeMetadataMaps(ours);
        const ourSteps = rest ? run(rest) : 0;
        expect(ourSteps).toBe(refSteps);
        // Nothing left for steps exactly when the reference made no pause.
        expect(rest === undefined).toBe(refSteps === 0);
        if (!isPlain(meta)) return;
        const refMeta = (ref as { metadata: Record<string, unknown> }).metadata;
        for (const field of ['labels', 'annotations'] as const) {
          const m = meta[field];
          const r = refMeta[field];
          if (!isPlain(m)) {
            expect(m).toBe(r);
            continue;
          }
          expect(Object.keys(m)).toEqual(Object.keys(r as object));
          expect(m).toEqual(r);
          // Rebuilt (a new object) exactly when the reference rebuilt it, and the same count registered.
          expect(m !== before![field]).toBe(r !== refBefore![field]);
          expect(knownMetadataMapKeys(m)).toBe(registered.get(r as object));
        }
      }),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(120) },
    );
  });

  it('lists a large unsorted map once, pauses before sorting it, and leaves small maps without steps', () => {
    const labels: Record<string, string> = {};
    for (let i = LARGE_MAP_KEYS + 10; i > 0; i--) labels[`l${String(i).padStart(5, '0')}`] = 'v';
    const obj = { metadata: { labels, annotations: { a: 'b' } } };
    const steps = orderLargeMetadataMaps(obj)!;
    expect(steps).toBeDefined();
    // The first step is a pause: nothing rebuilt yet.
    expect(steps.next().done).toBe(false);
    expect(obj.metadata.labels).toBe(labels);
    run(steps);
    expect(obj.metadata.labels).not.toBe(labels);
    expect(Object.keys(obj.metadata.labels)).toEqual(Object.keys(labels).sort());
    expect(knownMetadataMapKeys(obj.metadata.labels)).toBe(LARGE_MAP_KEYS + 10);

    const small = { metadata: { labels: { b: '1', a: '2' } } };
    expect(orderLargeMetadataMaps(small)).toBeUndefined();
    expect(Object.keys(small.metadata.labels)).toEqual(['b', 'a']);
    // The generator form still drains the same way.
    expect(run(orderLargeMetadataMapsSteps(small))).toBe(0);
  });
});
