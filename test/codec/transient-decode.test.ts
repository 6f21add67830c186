/**
 * Transient decodes (setTransientDecode: watch events built through their own allocation
 * sites): the builders give exactly the objects of a normal decode (keys, order, values, plain
 * prototype, fresh instances) through functions of their own; decodeWatchEvent turns the mode on
 * for the object only and restores it whatever happens (malformed input included), so a list
 * decoded after a watch event is built the normal way.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { CodecError } from '../../src/codec/codec.js';
import { decodeProtobuf, decodeWatchEvent, encodeProtobuf, encodeWatchEvent } from '../../src/codec/protobuf/index.js';
import { ArrayCollector, setTransientDecode, ShapeBuilder, StringMapBuilder } from '../../src/codec/protobuf/shapes.js';
import { FUZZ_SEED } from '../fuzz/harness.js';

afterEach(() => {
  setTransientDecode(false);
});

/** `fn` with the transient mode set to `on`; the previous mode restored. */
function inMode<T>(on: boolean, fn: () => T): T {
  const previous = setTransientDecode(on);
  try {
    return fn();
  } finally {
    setTransientDecode(previous);
  }
}

describe('builders in transient mode', () => {
  const keys = ['name', 'continue', 'uid', 'generation'];
  const values = ['n', 'c', 'u', 7];

  it('ShapeBuilder: same objects for every mask, from other functions', () => {
    for (const codegen of [true, false]) {
      const b = new ShapeBuilder(keys, { codegen });
      for (let mask = 0; mask < 1 << keys.length; mask++) {
        const normalFn = inMode(false, () => b.fn(mask));
        const transientFn = inMode(true, () => b.fn(mask));
        expect(transientFn).not.toBe(normalFn);
        // Cached per mode: the same function again, whatever was asked in between.
        expect(inMode(true, () => b.fn(mask))).toBe(transientFn);
        expect(inMode(false, () => b.fn(mask))).toBe(normalFn);
        const o = transientFn(...values);
        const expected = normalFn(...values);
        expect(o).toStrictEqual(expected);
        expect(Object.keys(o)).toEqual(Object.keys(expected));
        expect(Object.getPrototypeOf(o)).toBe(Object.prototype);
        expect(transientFn(...values)).not.toBe(o);
      }
    }
  });

  it('StringMapBuilder: equal maps in both modes, compiled or not, alternating modes and key sets', () => {
    const keySets = fc.array(fc.uniqueArray(fc.constantFrom('a', 'b', 'app.kubernetes.io/name', '__proto__', 'constructor', 'x y'), { maxLength: 5 }), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(keySets, fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }), (sets, modes) => {
        const m = new StringMapBuilder();
        sets.forEach((ks, i) => {
          const build = () => {
            m.reset();
            ks.forEach((k, j) => m.add(k, `v${j}`));
            return m.build();
          };
          const o = inMode(modes[i]!, build);
          if (ks.length === 0) {
            expect(o).toBeUndefined();
            return;
          }
          expect(Object.keys(o!)).toEqual(ks);
          ks.forEach((k, j) => expect(Object.getOwnPropertyDescriptor(o, k)?.value).toBe(`v${j}`));
          expect(Object.getPrototypeOf(o)).toBe(Object.prototype);
        });
      }),
      { seed: FUZZ_SEED, numRuns: 200 },
    );
  });

  it('ArrayCollector: exact-size arrays of the collected items in both modes', () => {
    for (let n = 0; n <= 7; n++) {
      const c = new ArrayCollector<number>();
      const take = (on: boolean) =>
        inMode(on, () => {
          c.reset();
          for (let i = 0; i < n; i++) c.add(i * 10);
          return c.take();
        });
      const normal = take(false);
      const transient = take(true);
      expect(transient).toStrictEqual(normal);
      if (n > 0) expect(transient).not.toBe(normal);
      expect(transient?.length ?? 0).toBe(n);
    }
  });
});

describe('decodeWatchEvent and the transient mode', () => {
  const lease = {
    apiVersion: 'coordination.cluster.io/v1beta1',
    kind: 'LeaseCandidate',
    metadata: {
      name: 'a',
      namespace: 'default',
      labels: { app: 'x', tier: 'y' },
      managedFields: [{ manager: 'm', operation: 'Update', apiVersion: 'coordination.cluster.io/v1beta1', fieldsType: 'FieldsV1', fieldsV1: { 'f:spec': {} } }],
    },
    spec: { leaseName: 'l', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion' },
  };

  it('decodes the same object as a plain decode and leaves the mode as it found it', () => {
    const bytes = encodeProtobuf(lease);
    const body = encodeWatchEvent('MODIFIED', bytes);
    for (const before of [false, true]) {
      setTransientDecode(before);
      const ev = decodeWatchEvent(body, true);
      expect(setTransientDecode(before)).toBe(before);
      setTransientDecode(false);
      expect(ev.object).toStrictEqual(decodeProtobuf(bytes).object);
      expect(Object.keys(ev.object)).toEqual(Object.keys(decodeProtobuf(bytes).object));
    }
  });

  it('restores the mode when the object is malformed (any truncation or corruption)', () => {
    const bytes = Buffer.from(encodeProtobuf(lease));
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.integer({ min: 0, max: 255 }), (cutAt, at, value) => {
        const broken = Buffer.from(bytes.subarray(0, 4 + (cutAt % (bytes.length - 4))));
        if (broken.length > 4) broken[4 + (at % (broken.length - 4))] = value;
        let error: unknown;
        try {
          decodeWatchEvent(encodeWatchEvent('MODIFIED', broken), true);
        } catch (err) {
          error = err;
        }
        if (error !== undefined) expect(error).toBeInstanceOf(CodecError);
        expect(setTransientDecode(false)).toBe(false);
      }),
      { seed: FUZZ_SEED, numRuns: 300 },
    );
  });
});
