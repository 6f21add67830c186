/**
 * Decoding without managedFields (DecodeProtobufOptions.dropManagedFields, ProtoReader.
 * dropManagedFields; the generator's `droppable` rule): the result equals the normal decode
 * followed by `stripManagedFields`, with the same key order (JSON text equal), for ObjectMeta
 * with any combination of fields in any wire order, repeated fields, unknown fields; for list
 * items and watch events, read-only or not. Truncated bodies fail with the normal decode's
 * error; a decode without managedFields accepts whatever the normal decode accepts (and, as the
 * field's bytes are only framed, also bodies whose only defect is inside managedFields).
 * Properties with a fixed seed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripManagedFields } from '../../src/client/cache/transform.js';
import { CodecError } from '../../src/codec/codec.js';
import {
  decodeProtobuf,
  encodeProtobuf,
  encodeProtobufListFromItems,
  encodeProtobufListItem,
  encodeWatchFrame,
  ProtobufWatchDecoder,
  type JsonObject,
} from '../../src/codec/protobuf/index.js';
import { readObjectMeta, writeObjectMeta } from '../../src/codec/protobuf/messages.js';
import { ProtoReader, ProtoWriter } from '../../src/codec/protobuf/wire.js';
import type { KubeObject } from '../../src/meta/types.js';
import { fuzzParams, thrown } from '../fuzz/harness.js';

const API_VERSION = 'coordination.cluster.io/v1beta1';
const LIST = { apiVersion: API_VERSION, kind: 'LeaseCandidateList' };

const short = fc.string({ minLength: 1, maxLength: 12 });
const time = fc.constantFrom('2026-11-27T10:00:00Z', '2026-11-27T10:00:01Z');
const entry = fc.record(
  {
    manager: fc.constantFrom('kcm', 'scheduler', ''),
    operation: fc.constantFrom('Update', 'Apply'),
    apiVersion: fc.constant(API_VERSION),
    time,
    fieldsType: fc.constant('FieldsV1'),
    fieldsV1: fc.constantFrom({ 'f:spec': { '.': {}, 'f:leaseName': {} } }, {}),
    subresource: fc.constant('status'),
  },
  { requiredKeys: [] },
);
const owner = fc.record({ apiVersion: fc.constant('v1'), kind: fc.constant('Node'), name: short, uid: short, controller: fc.boolean() }, { requiredKeys: ['apiVersion', 'kind', 'name', 'uid'] });

/** Any combination of ObjectMeta's fields (absent, empty or set). */
const objectMeta = fc.record(
  {
    name: short,
    generateName: short,
    namespace: fc.constantFrom('default', 'kube-system'),
    selfLink: short,
    uid: short,
    resourceVersion: fc.nat().map(String),
    generation: fc.nat({ max: 1000 }),
    creationTimestamp: time,
    deletionTimestamp: time,
    deletionGracePeriodSeconds: fc.nat({ max: 60 }),
    labels: fc.dictionary(short, fc.string({ maxLength: 8 }), { maxKeys: 3 }),
    annotations: fc.dictionary(short, fc.string({ maxLength: 8 }), { maxKeys: 3 }),
    ownerReferences: fc.array(owner, { maxLength: 2 }),
    finalizers: fc.array(short, { maxLength: 2 }),
    managedFields: fc.array(entry, { maxLength: 3 }),
  },
  { requiredKeys: [] },
);

/** The fields of one encoded ObjectMeta as separate byte ranges (each a whole tag + value). */
function fieldsOf(meta: unknown): Buffer[] {
  const w = new ProtoWriter();
  writeObjectMeta(w, 0x0a, meta, '');
  const bytes = w.finish();
  const r = new ProtoReader(bytes);
  r.tag();
  r.limit = r.len() + r.pos;
  const out: Buffer[] = [];
  while (r.pos < r.limit) {
    const start = r.pos;
    r.skip(r.tag(), 0);
    out.push(bytes.subarray(start, r.pos));
  }
  return out;
}

/** Unknown fields (numbers ObjectMeta does not use) of each wire type. */
const unknownField = fc.oneof(
  fc.nat().map((n) => Buffer.from([0x98, 0x01, n & 0x7f])), // field 19, varint
  fc.uint8Array({ maxLength: 6 }).map((b) => Buffer.concat([Buffer.from([0xa2, 0x01, b.length]), Buffer.from(b)])), // field 20, bytes
  fc.constant(Buffer.from([0xa9, 0x01, 1, 2, 3, 4, 5, 6, 7, 8])), // field 21, fixed64
);

/** An ObjectMeta body: its fields shuffled, some repeated, unknown fields in between. */
const shuffledMeta = fc
  .tuple(objectMeta, fc.array(fc.nat(), { maxLength: 20 }), fc.array(fc.tuple(fc.nat(), unknownField), { maxLength: 3 }), fc.array(fc.nat(), { maxLength: 2 }))
  .map(([meta, order, unknown, repeats]) => {
    const fields = fieldsOf(meta);
    // A random permutation (the reader must not depend on Go's wire order), then repeats.
    for (let i = fields.length - 1; i > 0; i--) {
      const j = (order[i % Math.max(order.length, 1)] ?? 0) % (i + 1);
      [fields[i], fields[j]] = [fields[j]!, fields[i]!];
    }
    if (fields.length > 0) for (const k of repeats) fields.push(fields[k % fields.length]!);
    for (const [at, bytes] of unknown) fields.splice(at % (fields.length + 1), 0, bytes);
    return Buffer.concat(fields);
  });

function readMeta(body: Buffer, drop: boolean, readOnly: boolean): JsonObject {
  const w = new ProtoWriter();
  w.bytes(0x0a, body);
  const bytes = w.finish();
  const r = new ProtoReader(bytes, 1);
  r.readOnly = readOnly;
  r.dropManagedFields = drop;
  return readObjectMeta(r);
}

/** What an informer caches today: the normal decode, then stripManagedFields. */
function stripped<V>(v: V): V {
  return stripManagedFields({ metadata: v } as unknown as KubeObject).metadata as V;
}

describe('protobuf decode without managedFields', () => {
  it('ObjectMeta: equals decode-then-strip, same key order, any fields in any order (unknown, repeated)', () => {
    fc.assert(
      fc.property(shuffledMeta, fc.boolean(), (body, readOnly) => {
        const normal = stripped(readMeta(body, false, readOnly));
        const dropped = readMeta(body, true, readOnly);
        expect(dropped).toEqual(normal);
        expect(JSON.stringify(dropped)).toBe(JSON.stringify(normal));
        expect('managedFields' in dropped).toBe(false);
      }),
      fuzzParams(500),
    );
  });

  it('ObjectMeta: fails as the normal decode on truncated bodies; accepts whatever it accepts', () => {
    fc.assert(
      fc.property(shuffledMeta, fc.nat(), fc.nat(), fc.integer({ min: 0, max: 255 }), (body, cut, at, byte) => {
        const truncated = body.subarray(0, cut % (body.length + 1));
        // A truncated body inside its (intact) length prefix: the reader runs past its end.
        const r = (b: Buffer, drop: boolean) => thrown(() => readMeta(b, drop, true));
        expect((r(truncated, true) as Error | undefined)?.message).toBe((r(truncated, false) as Error | undefined)?.message);
        const corrupted = Buffer.from(body);
        if (corrupted.length > 0) corrupted[at % corrupted.length] = byte;
        const normalErr = r(corrupted, false);
        const droppedErr = r(corrupted, true);
        if (normalErr === undefined) {
          expect(droppedErr).toBeUndefined();
          expect(readMeta(corrupted, true, true)).toEqual(stripped(readMeta(corrupted, false, true)));
        }
        if (droppedErr !== undefined) expect(normalErr).toBeDefined();
      }),
      fuzzParams(500),
    );
  });

  const item = fc.tuple(objectMeta, fc.nat({ max: 1000 })).map(([metadata, n]) => ({
    metadata: { ...metadata, name: `c${n}` },
    spec: { leaseName: 'l', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion' },
  }));
  const list = fc.array(item, { maxLength: 8 });
  const assemble = (items: readonly unknown[]): Uint8Array =>
    encodeProtobufListFromItems(LIST, { resourceVersion: '9' }, items.map((it, i) => encodeProtobufListItem(LIST.kind, it, i)));

  it('lists: items equal decode-then-strip (read-only, item type meta); truncated and corrupted bodies fail as before', () => {
    fc.assert(
      fc.property(list, fc.nat(), fc.nat(), fc.integer({ min: 0, max: 255 }), (items, cut, at, byte) => {
        const bytes = assemble(items);
        for (const readOnly of [false, true]) {
          const normal = decodeProtobuf(bytes, { readOnly, itemTypeMeta: true }).object as { items: KubeObject[] };
          const dropped = decodeProtobuf(bytes, { readOnly, itemTypeMeta: true, dropManagedFields: true }).object as { items: KubeObject[] };
          const expected = { ...normal, items: normal.items.map((i) => stripManagedFields(i)) };
          expect(dropped).toEqual(expected);
          expect(JSON.stringify(dropped)).toBe(JSON.stringify(expected));
        }
        const truncated = bytes.subarray(0, cut % (bytes.length + 1));
        const tErr = thrown(() => decodeProtobuf(truncated, { readOnly: true, dropManagedFields: true }));
        expect((tErr as Error | undefined)?.message).toBe((thrown(() => decodeProtobuf(truncated, { readOnly: true })) as Error | undefined)?.message);
        if (tErr !== undefined) expect(tErr).toBeInstanceOf(CodecError);
        const corrupted = Buffer.from(bytes);
        corrupted[at % corrupted.length] = byte;
        const normalErr = thrown(() => decodeProtobuf(corrupted, { readOnly: true }));
        const droppedErr = thrown(() => decodeProtobuf(corrupted, { readOnly: true, dropManagedFields: true }));
        if (droppedErr !== undefined) {
          expect(droppedErr).toBeInstanceOf(CodecError);
          expect(normalErr).toBeDefined();
        }
      }),
      fuzzParams(200),
    );
  });

  it('watch events: objects equal decode-then-strip; the same events and error for truncated streams', () => {
    fc.assert(
      fc.property(list, fc.nat(), (items, cut) => {
        const frames = Buffer.concat(
          items.map((it, i) => Buffer.from(encodeWatchFrame(i % 2 === 0 ? 'ADDED' : 'MODIFIED', encodeProtobuf({ apiVersion: API_VERSION, kind: 'LeaseCandidate', ...it })))),
        );
        const run = (bytes: Buffer, dropManagedFields: boolean) => {
          const d = new ProtobufWatchDecoder({ readOnly: true, dropManagedFields });
          const events = d.push(bytes);
          return { events, error: thrown(() => d.end()) };
        };
        const normal = run(frames, false);
        const dropped = run(frames, true);
        expect(dropped.error).toBeUndefined();
        const expected = normal.events.map((e) => ({ type: e.type, object: stripManagedFields(e.object as unknown as KubeObject) }));
        expect(dropped.events).toEqual(expected);
        expect(JSON.stringify(dropped.events)).toBe(JSON.stringify(expected));
        const truncated = frames.subarray(0, cut % (frames.length + 1));
        const a = run(truncated, false);
        const b = run(truncated, true);
        expect(b.events.length).toBe(a.events.length);
        expect((b.error as Error | undefined)?.message).toBe((a.error as Error | undefined)?.message);
      }),
      fuzzParams(200),
    );
  });

  it('a managedFields length past the message or past 2^31: the same error as the normal decode', () => {
    const name = fieldsOf({ name: 'a' });
    for (const length of [[0x05], [0xff, 0xff, 0xff, 0xff, 0x07], [0xff, 0xff, 0xff, 0xff, 0x0f]]) {
      const body = Buffer.concat([...name, Buffer.from([0x8a, 0x01, ...length, 0x0a, 0x01])]);
      const normal = thrown(() => readMeta(body, false, true)) as Error;
      expect(normal).toBeInstanceOf(CodecError);
      expect((thrown(() => readMeta(body, true, true)) as Error).message).toBe(normal.message);
    }
  });

  it('a defect inside managedFields only: the normal decode fails, the dropping decode does not read it', () => {
    const meta = { name: 'a', managedFields: [{ manager: 'm', operation: 'Update' }] };
    const fields = fieldsOf(meta);
    const at = fields.findIndex((f) => f[0] === 0x8a);
    const mf = Buffer.from(fields[at]!);
    // The entry's first field (manager, a string; after tag 0x8a 0x01 and the length) with a
    // wrong wire type (varint).
    expect(mf[3]).toBe(0x0a);
    mf[3] = 0x08;
    const body = Buffer.concat([...fields.slice(0, at), mf]);
    expect(() => readMeta(body, false, true)).toThrow(/wrong wireType/);
    expect(readMeta(body, true, true)).toEqual({ name: 'a' });
  });
});
