/**
 * Protobuf lists for the informer's initial sync: lists assembled from per-item message bytes
 * (encodeProtobufListItem + encodeProtobufListFromItems, what the server memoises per object)
 * are byte-identical to encodeProtobuf of the whole list; peekProtobufListMeta (the continue
 * token read from a body's head, so the next page is asked for before this one is decoded)
 * never throws and never disagrees with the decoded list; a read-only decode equals the normal
 * one but shares one deeply frozen FieldsV1 set between items. Properties with a fixed seed
 * over well-formed, truncated, mistyped, duplicate-field and random input.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CodecError } from '../../src/codec/codec.js';
import {
  decodeProtobuf,
  encodeProtobuf,
  encodeProtobufListFromItems,
  encodeProtobufListItem,
  encodeProtobufListParts,
  peekProtobufListMeta,
} from '../../src/codec/protobuf/index.js';
import { FUZZ_SEED, thrown } from '../fuzz/harness.js';

const params = (numRuns: number) => ({ seed: FUZZ_SEED, numRuns });
const API_VERSION = 'coordination.cluster.io/v1beta1';
const LIST = { apiVersion: API_VERSION, kind: 'LeaseCandidateList' };

const text = fc.string({ unit: fc.constantFrom('a', 'z', '-', '.', '/', 'é', '😀', '0'), maxLength: 40 });
const fieldSets = fc.constantFrom(
  { 'f:spec': { '.': {}, 'f:leaseName': {} } },
  { 'f:metadata': { 'f:labels': { '.': {}, 'f:app': {} } }, 'f:spec': { 'f:strategy': {} } },
  { 'f:spec': { 'f:binaryVersion': {}, 'f:emulationVersion': {} } },
);

/** A list item as the server stores it (no type meta needed: the message carries none). */
const item = fc
  .record({
    name: text,
    namespace: fc.constantFrom('default', 'kube-system', ''),
    rv: fc.nat({ max: 1e9 }),
    labels: fc.option(fc.dictionary(text, text, { maxKeys: 4 }), { nil: undefined }),
    managers: fc.array(fc.record({ manager: text, fields: fieldSets }), { maxLength: 2 }),
    lease: text,
    renew: fc.option(fc.integer({ min: 0, max: 999_999 }), { nil: undefined }),
  })
  .map(({ name, namespace, rv, labels, managers, lease, renew }) => ({
    metadata: {
      name,
      ...(namespace ? { namespace } : {}),
      resourceVersion: String(rv),
      creationTimestamp: '2026-11-27T10:00:00Z',
      ...(labels ? { labels } : {}),
      ...(managers.length
        ? {
            managedFields: managers.map((m) => ({
              manager: m.manager,
              operation: 'Update',
              apiVersion: API_VERSION,
              time: '2026-11-27T10:00:00Z',
              fieldsType: 'FieldsV1',
              fieldsV1: m.fields,
            })),
          }
        : {}),
    },
    spec: {
      leaseName: lease,
      ...(renew !== undefined ? { renewTime: `2026-11-27T10:00:00.${String(renew).padStart(6, '0')}Z` } : {}),
      binaryVersion: '1.33.0',
      emulationVersion: '1.33.0',
      strategy: 'OldestEmulationVersion',
    },
  }));
const listMeta = fc.record({ resourceVersion: text, continue: text, remainingItemCount: fc.nat() }, { requiredKeys: [] });
const list = fc.tuple(listMeta, fc.array(item, { maxLength: 6 })).map(([metadata, items]) => ({ ...LIST, metadata, items }));

const assemble = (l: { metadata: unknown; items: readonly unknown[] }) =>
  encodeProtobufListFromItems(LIST, l.metadata, l.items.map((it, i) => encodeProtobufListItem(LIST.kind, it, i)));

describe('protobuf lists from per-item bytes', () => {
  it('are byte for byte encodeProtobuf of the whole list, and decode to it', () => {
    fc.assert(
      fc.property(list, (l) => {
        const bytes = assemble(l);
        expect(Buffer.from(bytes).equals(Buffer.from(encodeProtobuf(l)))).toBe(true);
        expect(decodeProtobuf(bytes).object).toEqual(decodeProtobuf(encodeProtobuf(l)).object);
      }),
      params(200),
    );
  });

  it('an item of the wrong type fails with the error encodeProtobuf of the list gives', () => {
    fc.assert(
      fc.property(list, fc.nat(), fc.constantFrom<unknown>(null, 'x', 7, [], { metadata: 'no' }, { spec: [] }, { metadata: { labels: { a: 1 } } }), (l, at, bad) => {
        const items: unknown[] = [...l.items];
        items.splice(at % (items.length + 1), 0, bad);
        const whole = thrown(() => encodeProtobuf({ ...l, items }));
        const parts = thrown(() => assemble({ metadata: l.metadata, items }));
        expect(whole).toBeInstanceOf(CodecError);
        expect(parts).toBeInstanceOf(CodecError);
        expect((parts as Error).message).toBe((whole as Error).message);
      }),
      params(100),
    );
  });

  it('as pieces (encodeProtobufListParts): encodeProtobuf of the whole list, at item lengths of every varint size', () => {
    // Items whose message length lands around the varint boundaries (1, 2 and 3 bytes) through
    // the length of one label value; the pieces must join to the whole-list encoding.
    const padded = (name: string, pad: number) => ({
      metadata: { name, resourceVersion: '1', labels: { pad: 'x'.repeat(pad) } },
      spec: { leaseName: 'l', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion' },
    });
    const pad = fc.oneof(fc.nat({ max: 120 }), fc.integer({ min: 16_250, max: 16_400 }));
    fc.assert(
      fc.property(listMeta, fc.array(pad, { maxLength: 5 }), (metadata, pads) => {
        const items = pads.map((n, i) => padded(`c${i}`, n));
        const itemBytes = items.map((it, i) => encodeProtobufListItem(LIST.kind, it, i));
        const body = encodeProtobufListParts(LIST, metadata, itemBytes);
        const joined = Buffer.concat(body.parts);
        expect(joined.length).toBe(body.byteLength);
        expect(joined.equals(Buffer.from(encodeProtobuf({ ...LIST, metadata, items })))).toBe(true);
        // The items are the given arrays, not copies.
        for (const b of itemBytes) expect(body.parts).toContain(b);
      }),
      params(60),
    );
    // A 4-byte length varint (items past 2 MiB), once: the property keeps to small items for speed.
    const big = [padded('big', 2_097_152)];
    const body = encodeProtobufListParts(LIST, { resourceVersion: '7' }, big.map((it, i) => encodeProtobufListItem(LIST.kind, it, i)));
    expect(Buffer.concat(body.parts).equals(Buffer.from(encodeProtobuf({ ...LIST, metadata: { resourceVersion: '7' }, items: big })))).toBe(true);
  });

  it('refuses kinds that are not lists with a message', () => {
    expect(() => encodeProtobufListItem('NoSuchList', {}, 0)).toThrow(CodecError);
    expect(() => encodeProtobufListFromItems({ apiVersion: 'v1', kind: 'Status' }, {}, [])).toThrow(CodecError);
    expect(() => encodeProtobufListParts({ apiVersion: 'v1', kind: 'Status' }, {}, [])).toThrow(CodecError);
  });
});

describe('peekProtobufListMeta', () => {
  it('gives the decoded metadata of a well-formed list', () => {
    fc.assert(
      fc.property(list, (l) => {
        const meta = decodeProtobuf(assemble(l)).object.metadata as { resourceVersion?: string; continue?: string };
        expect(peekProtobufListMeta(assemble(l))).toEqual({ resourceVersion: meta.resourceVersion ?? '', continue: meta.continue ?? '' });
      }),
      params(100),
    );
  });

  it('never throws on truncated, corrupted or random bytes, and a truncated body gives nothing or the true head', () => {
    fc.assert(
      fc.property(list, fc.nat(), fc.nat(), fc.integer({ min: 0, max: 255 }), (l, cut, at, byte) => {
        const whole = assemble(l);
        const expected = peekProtobufListMeta(whole);
        const truncated = whole.subarray(0, cut % (whole.length + 1));
        const peekedTruncated = peekProtobufListMeta(truncated);
        if (peekedTruncated !== undefined) expect(peekedTruncated).toEqual(expected);
        const corrupted = Buffer.from(whole);
        corrupted[at % corrupted.length] = byte;
        const peeked = peekProtobufListMeta(corrupted);
        if (peeked !== undefined) {
          expect(typeof peeked.continue).toBe('string');
          expect(typeof peeked.resourceVersion).toBe('string');
        }
      }),
      params(300),
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (b) => {
        const withPrefix = Buffer.concat([Buffer.from([0x6b, 0x38, 0x73, 0x00]), b]);
        expect(() => peekProtobufListMeta(b)).not.toThrow();
        expect(() => peekProtobufListMeta(withPrefix)).not.toThrow();
      }),
      params(300),
    );
  });

  it('reads any prefix of the body: nothing until the ListMeta is complete, then the answer for the whole body', () => {
    fc.assert(
      fc.property(list, fc.array(fc.nat(), { maxLength: 6 }), (l, cuts) => {
        const whole = assemble(l);
        const expected = peekProtobufListMeta(whole);
        expect(expected).toBeDefined();
        // The shortest prefix that answers: from there on, every prefix gives the same answer.
        let first = 0;
        while (peekProtobufListMeta(whole.subarray(0, first)) === undefined) first++;
        expect(first).toBeLessThanOrEqual(whole.length);
        for (const c of cuts) {
          const cut = c % (whole.length + 1);
          const peeked = peekProtobufListMeta(whole.subarray(0, cut));
          if (cut >= first) expect(peeked).toEqual(expected);
          else expect(peeked).toBeUndefined();
        }
      }),
      params(150),
    );
  });

  it('gives nothing when the metadata does not lead the list, and a huge length is no read past the end', () => {
    // raw whose first field is an item, not ListMeta.
    const itemFirst = Buffer.from('6b387300' + '0a00' + '1204' + '1202' + '0a00' + '1a002200', 'hex');
    expect(peekProtobufListMeta(itemFirst)).toBeUndefined();
    // raw claims 2^31 bytes.
    const huge = Buffer.from('6b387300' + '12' + '8080808008' + '0a00', 'hex');
    expect(peekProtobufListMeta(huge)).toBeUndefined();
    expect(peekProtobufListMeta(new Uint8Array(0))).toBeUndefined();
  });

  it('is a hint: a duplicate ListMeta is decoded to the last one, the peek gives the first', () => {
    const first = encodeProtobufListFromItems(LIST, { resourceVersion: '1', continue: 'a' }, []);
    // Append a second ListMeta inside raw by re-encoding by hand: prefix, typeMeta, raw{meta, meta}.
    const meta = (c: string) => Buffer.concat([Buffer.from([0x0a, 2 + 2 + 1 + 2 + c.length]), Buffer.from([0x0a, 0, 0x12, 1, 0x31, 0x1a, c.length]), Buffer.from(c)]);
    const raw = Buffer.concat([meta('a'), meta('b')]);
    const head = first.subarray(0, 6 + first[5]!); // prefix + typeMeta field (one-byte length)
    const body = Buffer.concat([head, Buffer.from([0x12, raw.length]), raw, Buffer.from('1a002200', 'hex')]);
    expect(peekProtobufListMeta(body)?.continue).toBe('a');
    expect((decodeProtobuf(body).object.metadata as { continue?: string }).continue).toBe('b');
  });
});

describe('read-only protobuf decode', () => {
  it('equals the normal decode; FieldsV1 sets are deeply frozen and shared between equal sets', () => {
    fc.assert(
      fc.property(list, (l) => {
        const bytes = assemble(l);
        const normal = decodeProtobuf(bytes).object as { items: { metadata: { managedFields?: { fieldsV1?: unknown }[] } }[] };
        const shared = decodeProtobuf(bytes, { readOnly: true }).object as typeof normal;
        expect(shared).toEqual(normal);
        const sets = shared.items.flatMap((i) => (i.metadata.managedFields ?? []).map((m) => m.fieldsV1));
        for (const s of sets) {
          expect(Object.isFrozen(s)).toBe(true);
          for (const v of Object.values(s as object)) expect(Object.isFrozen(v)).toBe(true);
        }
        // Equal sets are one instance.
        for (const a of sets) for (const b of sets) if (JSON.stringify(a) === JSON.stringify(b)) expect(a).toBe(b);
        // The normal decode's sets stay the caller's: fresh and mutable.
        const own = normal.items.flatMap((i) => (i.metadata.managedFields ?? []).map((m) => m.fieldsV1));
        for (const s of own) expect(Object.isFrozen(s)).toBe(false);
        if (own.length >= 2) expect(own[0]).not.toBe(own[1]);
      }),
      params(100),
    );
  });

  it('a normal decode after a read-only one still gets fresh copies', () => {
    const l = { ...LIST, metadata: {}, items: [{ metadata: { name: 'a', managedFields: [{ manager: 'm', operation: 'Update', fieldsType: 'FieldsV1', fieldsV1: { 'f:spec': { 'f:x1': {} } } }] }, spec: {} }] };
    const bytes = assemble(l);
    const ro = decodeProtobuf(bytes, { readOnly: true }).object as { items: { metadata: { managedFields: { fieldsV1: Record<string, unknown> }[] } }[] };
    const fresh = decodeProtobuf(bytes).object as typeof ro;
    const set = fresh.items[0]!.metadata.managedFields[0]!.fieldsV1;
    expect(set).not.toBe(ro.items[0]!.metadata.managedFields[0]!.fieldsV1);
    set['f:extra'] = {};
    expect(ro.items[0]!.metadata.managedFields[0]!.fieldsV1).toEqual({ 'f:spec': { 'f:x1': {} } });
  });
});

describe('protobuf list decode with itemTypeMeta', () => {
  type Decoded = { kind?: string; apiVersion?: string; metadata: unknown; items: Record<string, unknown>[] };

  it('gives every item the list apiVersion and its kind, first and in that order; nothing else changes', () => {
    fc.assert(
      fc.property(list, fc.boolean(), (l, readOnly) => {
        const bytes = assemble(l);
        const plain = decodeProtobuf(bytes, { readOnly }).object as Decoded;
        const typed = decodeProtobuf(bytes, { readOnly, itemTypeMeta: true }).object as Decoded;
        expect(Object.keys(typed)).toEqual(Object.keys(plain));
        expect(typed.metadata).toEqual(plain.metadata);
        expect(typed.items).toEqual(plain.items.map((i) => ({ apiVersion: API_VERSION, kind: 'LeaseCandidate', ...i })));
        for (const [n, i] of typed.items.entries()) {
          expect(Object.keys(i)).toEqual(['apiVersion', 'kind', ...Object.keys(plain.items[n]!)]);
        }
      }),
      params(100),
    );
  });

  it('fails exactly as the plain decode on truncated and corrupted bytes (CodecError only)', () => {
    const outcome = (f: () => unknown) => {
      try {
        f();
        return 'ok';
      } catch (err) {
        expect(err).toBeInstanceOf(CodecError);
        return (err as Error).message;
      }
    };
    fc.assert(
      fc.property(list, fc.nat(), fc.nat(), fc.integer({ min: 0, max: 255 }), (l, cut, at, value) => {
        const whole = assemble(l);
        const truncated = whole.subarray(0, cut % (whole.length + 1));
        expect(outcome(() => decodeProtobuf(truncated, { itemTypeMeta: true }))).toBe(outcome(() => decodeProtobuf(truncated)));
        const corrupted = Buffer.from(whole);
        corrupted[at % corrupted.length] = value;
        expect(outcome(() => decodeProtobuf(corrupted, { itemTypeMeta: true }))).toBe(outcome(() => decodeProtobuf(corrupted)));
      }),
      params(200),
    );
  });

  it('a top-level object and a metadata-only list are decoded as without the option', () => {
    const one = encodeProtobuf({ apiVersion: API_VERSION, kind: 'LeaseCandidate', metadata: { name: 'a' }, spec: { leaseName: 'l' } });
    expect(decodeProtobuf(one, { itemTypeMeta: true }).object).toEqual(decodeProtobuf(one).object);
    const meta = encodeProtobuf({ apiVersion: 'meta.cluster.io/v1', kind: 'PartialObjectMetadataList', metadata: {}, items: [{ metadata: { name: 'a' } }] });
    const items = (decodeProtobuf(meta, { itemTypeMeta: true }).object as Decoded).items;
    expect(items).toEqual([{ metadata: { name: 'a' } }]);
  });
});
