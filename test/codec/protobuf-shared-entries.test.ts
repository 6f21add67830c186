/**
 * Read-only protobuf decodes share equal managedFields entries (and whole managedFields lists)
 * between the objects of one body (readShared / shareArray in src/codec/protobuf/decoders.ts):
 * the decoded value equals the normal decode's; entries with the same bytes as one of the
 * last few decoded are that (deeply frozen) instance, consecutive objects with the same entries
 * share one frozen list; a normal decode shares and freezes nothing; truncated or corrupted
 * bytes fail exactly as without sharing. Properties with a fixed seed over lists whose entries
 * come from a small pool (so that repeats, interleavings and multi-entry lists are common).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeProtobuf, encodeProtobufListFromItems, encodeProtobufListItem } from '../../src/codec/protobuf/index.js';
import { fuzzParams, thrown } from '../fuzz/harness.js';

const API_VERSION = 'coordination.cluster.io/v1beta1';
const LIST = { apiVersion: API_VERSION, kind: 'LeaseCandidateList' };

const entry = fc.record({
  manager: fc.constantFrom('kcm', 'scheduler', 'kubectl'),
  operation: fc.constantFrom('Update', 'Apply'),
  time: fc.constantFrom('2026-11-27T10:00:00Z', '2026-11-27T10:00:01Z'),
  fields: fc.constantFrom({ 'f:spec': { '.': {}, 'f:leaseName': {} } }, { 'f:metadata': { 'f:labels': { 'f:app': {} } } }),
  subresource: fc.constantFrom(undefined, 'status'),
});

const item = fc.tuple(fc.nat({ max: 1000 }), fc.array(entry, { maxLength: 3 })).map(([n, entries]) => ({
  metadata: {
    name: `c${n}`,
    namespace: 'default',
    resourceVersion: String(n + 1),
    ...(entries.length
      ? {
          managedFields: entries.map((e) => ({
            manager: e.manager,
            operation: e.operation,
            apiVersion: API_VERSION,
            time: e.time,
            fieldsType: 'FieldsV1',
            fieldsV1: e.fields,
            ...(e.subresource ? { subresource: e.subresource } : {}),
          })),
        }
      : {}),
  },
  spec: { leaseName: 'l', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion' },
}));

const items = fc.array(item, { maxLength: 12 });

function assemble(list: readonly unknown[]): Uint8Array {
  return encodeProtobufListFromItems(LIST, { resourceVersion: '9' }, list.map((it, i) => encodeProtobufListItem(LIST.kind, it, i)));
}

type Decoded = { items: { metadata: { managedFields?: Record<string, unknown>[] } }[] };

function isDeeplyFrozen(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return true;
  return Object.isFrozen(v) && Object.values(v).every(isDeeplyFrozen);
}

describe('read-only protobuf decode: shared managedFields entries', () => {
  it('equals the normal decode; shared entries and lists are deeply frozen; consecutive equal lists are one instance', () => {
    fc.assert(
      fc.property(items, (list) => {
        const bytes = assemble(list);
        const normal = decodeProtobuf(bytes).object as Decoded;
        const ro = decodeProtobuf(bytes, { readOnly: true }).object as Decoded;
        expect(ro).toEqual(normal);
        const lists = ro.items.map((i) => i.metadata.managedFields);
        const entries = lists.flatMap((l) => l ?? []);
        // Any entry instance that appears more than once is deeply frozen.
        const seen = new Set<object>();
        for (const e of entries) {
          if (seen.has(e)) expect(isDeeplyFrozen(e)).toBe(true);
          seen.add(e);
        }
        for (let k = 1; k < lists.length; k++) {
          const a = lists[k - 1];
          const b = lists[k];
          // Consecutive objects with the same entries (at most 3, within the reader's memory): one frozen list.
          if (a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b)) {
            expect(b).toBe(a);
            expect(Object.isFrozen(b)).toBe(true);
            expect(b.every(isDeeplyFrozen)).toBe(true);
          }
        }
        // The normal decode shares and freezes nothing (FieldsV1 sets are copies too).
        const own = normal.items.flatMap((i) => i.metadata.managedFields ?? []);
        expect(new Set(own).size).toBe(own.length);
        for (const e of own) expect(Object.isFrozen(e)).toBe(false);
        for (const i of normal.items) if (i.metadata.managedFields) expect(Object.isFrozen(i.metadata.managedFields)).toBe(false);
      }),
      fuzzParams(200),
    );
  });

  it('an entry is shared with the entry at the same position of the previous list; a body never shares with another', () => {
    const mk = (manager: string) => ({ manager, operation: 'Update', apiVersion: API_VERSION, time: '2026-11-27T10:00:00Z', fieldsType: 'FieldsV1', fieldsV1: { 'f:spec': {} } });
    const obj = (n: number, managers: string[]) => ({ metadata: { name: `o${n}`, managedFields: managers.map(mk) }, spec: {} });
    const ro = decodeProtobuf(assemble([obj(0, ['a', 'b']), obj(1, ['a', 'b']), obj(2, ['a', 'c']), obj(3, ['b']), obj(4, ['b', 'c'])]), { readOnly: true }).object as Decoded;
    const [l0, l1, l2, l3, l4] = ro.items.map((i) => i.metadata.managedFields!);
    expect(l1).toBe(l0);
    expect(l2![0]).toBe(l0![0]); // same position, same bytes
    expect(l2).not.toBe(l0);
    expect(l3![0]).not.toBe(l0![1]); // another position: a copy of its own
    expect(l3![0]).toEqual(l0![1]);
    expect(l4![0]).toBe(l3![0]);
    expect(l4![1]).toBe(l2![1]);
    expect(Object.isFrozen(l2![1])).toBe(true);
    // Two bodies never share: the memory is the reader's.
    const again = decodeProtobuf(assemble([obj(0, ['a'])]), { readOnly: true }).object as Decoded;
    expect(again.items[0]!.metadata.managedFields![0]).not.toBe(l0![0]);
    expect(again.items[0]!.metadata.managedFields![0]).toEqual(l0![0]);
  });

  it('fails exactly as the normal decode on truncated and corrupted bytes (CodecError only)', () => {
    fc.assert(
      fc.property(items, fc.nat(), fc.nat(), fc.integer({ min: 0, max: 255 }), (list, cut, at, byte) => {
        const whole = assemble(list);
        const corrupted = Buffer.from(whole);
        corrupted[at % corrupted.length] = byte;
        for (const bytes of [whole.subarray(0, cut % (whole.length + 1)), corrupted]) {
          const plainErr = thrown(() => decodeProtobuf(bytes));
          const roErr = thrown(() => decodeProtobuf(bytes, { readOnly: true }));
          expect((roErr as Error | undefined)?.message).toBe((plainErr as Error | undefined)?.message);
          if (plainErr === undefined) expect(decodeProtobuf(bytes, { readOnly: true }).object).toEqual(decodeProtobuf(bytes).object);
        }
      }),
      fuzzParams(300),
    );
  });
});
