import path from 'node:path';
import { fileURLToPath } from 'node:url';
import protobuf from 'protobufjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CodecError } from '../../src/codec/codec.js';
import {
  PROTOBUF_MEDIA_TYPE,
  decodeProtobuf,
  decodeWatchEvent,
  encodeProtobuf,
  encodeWatchFrame,
  protobufCodec,
  protobufWatchFrames,
} from '../../src/codec/protobuf/index.js';
import { corpus, expectCodecError, runCodecConformance } from './conformance.js';

const hex = (h: string) => Buffer.from(h.replace(/\s+/g, ''), 'hex');
const toHex = (b: Uint8Array) => Buffer.from(b).toString('hex');

runCodecConformance(protobufCodec, {
    badBodies: [
      { name: 'empty data', bytes: new Uint8Array(0) },
      { name: 'missing prefix (JSON)', bytes: Buffer.from('{"kind":"Status"}') },
      { name: 'prefix only', bytes: hex('6b387300') },
      { name: 'wrong 4th prefix byte', bytes: hex('6b387301 0a00') },
      { name: 'truncated inside raw', bytes: hex('6b3873000a220a126e6f64652e636c75737465722e696f2f7631120c52756e74696d65436c61737312270a1f0a0472') },
      { name: 'length beyond the buffer', bytes: hex('6b387300 0aff7f') },
      { name: 'illegal wire type 7', bytes: hex('6b387300 0f') },
      { name: 'field number 0', bytes: hex('6b387300 0200') },
      { name: 'wrong wire type for a known field', bytes: hex('6b387300 0a0c0a027631120653746174757312 04 0801 2000') },
      { name: 'unknown kind', bytes: hex('6b387300 0a070a01761202585812001a002200') },
      { name: 'missing kind', bytes: hex('6b387300 0a040a0276311200') },
      { name: 'overlong varint', bytes: hex('6b387300 0a0c0a027631120653746174757312 0b 30ffffffffffffffffffff01') },
      { name: 'sub-message length past its parent', bytes: hex('6b387300 0a0c0a027631120653746174757312 04 0a100a00') },
      { name: 'invalid FieldsV1 JSON', bytes: hex('6b387300 0a12 0a027631 120c52756e74696d65436c617373 120a 0a08 8a0105 3a03 0a017b') },
    ],
});

describe('protobuf envelope: byte-exact upstream vectors (wire.md §3.3, §2.6)', () => {
  const runc = { name: 'runc', uid: 'u1', resourceVersion: '5', creationTimestamp: '2024-01-01T00:00:00Z' };

  // wire.md's hex verbatim: encoding with upstream's group name must reproduce it exactly.
  const k8s = {
    get: '6b3873000a1e0a0e6e6f64652e6b38732e696f2f7631120c52756e74696d65436c61737312270a1f0a0472756e6312001a0022002a02753132013538004208088081c8ac061000120472756e631a002200',
    list: '6b3873000a220a0e6e6f64652e6b38732e696f2f7631121052756e74696d65436c6173734c69737412320a070a001201371a0012270a1f0a0472756e6312001a0022002a02753132013538004208088081c8ac061000120472756e631a002200',
    status:
      '6b3873000a0c0a027631120653746174757312740a060a0012001a0012074661696c7572651a2b72756e74696d65636c61737365732e6e6f64652e6b38732e696f202272756e6322206e6f7420666f756e6422084e6f74466f756e642a270a0472756e63120b6e6f64652e6b38732e696f1a0e72756e74696d65636c6173736573280032003094031a002200',
    frame:
      '0000005c 0a05 4144444544 1253 0a51 6b387300 0a1e0a0e6e6f64652e6b38732e696f2f7631120c52756e74696d65436c617373 1227 0a1f0a0472756e6312001a0022002a02753132013538004208088081c8ac061000120472756e63 1a00 2200',
  };
  // The same messages under cluster.io, lengths recomputed by hand: apiVersion
  // "node.cluster.io/v1" is 18 bytes (0x12), so typeMeta grows 0x1e -> 0x22 (list 0x22 -> 0x26),
  // the Status message grows by 4+4 (0x74 -> 0x7c, details 0x27 -> 0x2b), the frame by 4.
  const cluster = {
    get: '6b387300 0a22 0a12 6e6f64652e636c75737465722e696f2f7631 120c 52756e74696d65436c617373 1227 0a1f0a0472756e6312001a0022002a02753132013538004208088081c8ac061000 120472756e63 1a00 2200',
    list: '6b387300 0a26 0a12 6e6f64652e636c75737465722e696f2f7631 1210 52756e74696d65436c6173734c697374 1232 0a07 0a00 120137 1a00 1227 0a1f0a0472756e6312001a0022002a02753132013538004208088081c8ac061000120472756e63 1a00 2200',
    status:
      '6b387300 0a0c 0a027631 1206537461747573 127c 0a06 0a00 1200 1a00 1207 4661696c757265 1a2f 72756e74696d65636c61737365732e6e6f64652e636c75737465722e696f202272756e6322206e6f7420666f756e64 2208 4e6f74466f756e64 2a2b 0a0472756e63 120f6e6f64652e636c75737465722e696f 1a0e72756e74696d65636c6173736573 2800 3200 309403 1a00 2200',
    frame:
      '00000060 0a05 4144444544 1257 0a55 6b387300 0a22 0a12 6e6f64652e636c75737465722e696f2f7631 120c 52756e74696d65436c617373 1227 0a1f0a0472756e6312001a0022002a02753132013538004208088081c8ac061000120472756e63 1a00 2200',
  };

  for (const [group, vectors] of [
    ['node.k8s.io', k8s],
    ['node.cluster.io', cluster],
  ] as const) {
    const apiVersion = `${group}/v1`;
    const rc = { kind: 'RuntimeClass', apiVersion, metadata: runc, handler: 'runc' };

    it(`GET RuntimeClass (${group})`, () => {
      expect(toHex(encodeProtobuf(rc))).toBe(toHex(hex(vectors.get)));
      expect(decodeProtobuf(hex(vectors.get))).toStrictEqual({ apiVersion, kind: 'RuntimeClass', object: rc });
    });

    it(`RuntimeClassList rv=7 with one item (${group})`, () => {
      const list = { kind: 'RuntimeClassList', apiVersion, metadata: { resourceVersion: '7' }, items: [{ metadata: runc, handler: 'runc' }] };
      expect(toHex(encodeProtobuf(list))).toBe(toHex(hex(vectors.list)));
      expect(decodeProtobuf(hex(vectors.list)).object).toStrictEqual(list);
    });

    it(`Status NotFound (${group})`, () => {
      const status = {
        kind: 'Status',
        apiVersion: 'v1',
        metadata: {},
        status: 'Failure',
        message: `runtimeclasses.${group} "runc" not found`,
        reason: 'NotFound',
        details: { name: 'runc', group, kind: 'runtimeclasses' },
        code: 404,
      };
      expect(toHex(encodeProtobuf(status))).toBe(toHex(hex(vectors.status)));
      expect(decodeProtobuf(hex(vectors.status)).object).toStrictEqual(status);
    });

    it(`watch frame ADDED RuntimeClass (${group})`, () => {
      expect(toHex(encodeWatchFrame('ADDED', encodeProtobuf(rc)))).toBe(toHex(hex(vectors.frame)));
      expect(decodeWatchEvent(hex(vectors.frame).subarray(4))).toStrictEqual({ type: 'ADDED', object: rc });
    });
  }

  it('takes the type from the options over the object, and the object keeps its own fields', () => {
    const bytes = encodeProtobuf({ metadata: runc, handler: 'runc' }, { apiVersion: 'node.k8s.io/v1', kind: 'RuntimeClass' });
    expect(toHex(bytes)).toBe(toHex(hex(k8s.get)));
  });
});

describe('protobuf gogo marshal rules', () => {
  it('writes zero creationTimestamp as 42 00 and every non-pointer ObjectMeta string', () => {
    const bytes = encodeProtobuf({ kind: 'RuntimeClass', apiVersion: 'node.cluster.io/v1', metadata: {}, handler: '' });
    // raw = RuntimeClass{1: ObjectMeta{1..6: "", 7: 0, 8: {}}, 2: ""}, then contentEncoding/contentType ""
    expect(toHex(bytes).endsWith('1214' + '0a10' + '0a00' + '1200' + '1a00' + '2200' + '2a00' + '3200' + '3800' + '4200' + '1200' + '1a002200')).toBe(true);
  });

  it('writes maps sorted in Go (UTF-8 byte) order', () => {
    const labels = { b: '2', a: '1', '😀': 'astral', '\uffff': 'bmp-max', é: 'e-acute' };
    const bytes = encodeProtobuf({ kind: 'Namespace', apiVersion: 'v1', metadata: { labels } });
    const back = decodeProtobuf(bytes).object as { metadata: { labels: Record<string, string> } };
    // Go sorts by UTF-8 bytes: U+FFFF (ef bf bf) sorts before U+1F600 (f0 9f 98 80), unlike UTF-16 order.
    expect(Object.keys(back.metadata.labels)).toEqual(['a', 'b', 'é', '\uffff', '😀']);
  });

  it('writes MicroTime nanos truncated to microseconds, and Time with nanos 0', () => {
    const lc = {
      kind: 'LeaseCandidate',
      apiVersion: 'coordination.cluster.io/v1beta1',
      metadata: { creationTimestamp: '2024-01-01T00:00:00.999Z' },
      spec: { leaseName: 'l', renewTime: '2024-01-01T00:00:00.123456789Z', binaryVersion: 'v' },
    };
    const back = decodeProtobuf(encodeProtobuf(lc)).object as { metadata: { creationTimestamp: string }; spec: { renewTime: string } };
    expect(back.metadata.creationTimestamp).toBe('2024-01-01T00:00:00Z');
    expect(back.spec.renewTime).toBe('2024-01-01T00:00:00.123456Z');
  });

  it('converts offsets to UTC', () => {
    const rc = { kind: 'RuntimeClass', apiVersion: 'node.cluster.io/v1', metadata: { creationTimestamp: '2024-01-01T02:00:00+02:00' }, handler: 'h' };
    expect((decodeProtobuf(encodeProtobuf(rc)).object as typeof rc).metadata.creationTimestamp).toBe('2024-01-01T00:00:00Z');
  });
});

describe('protobuf FieldsV1', () => {
  it('round-trips field sets of any JSON shape, repeatedly (cached decodes stay correct and independent)', () => {
    const fieldsV1 = { 'f:a': [1, 'x', { y: null }], 'f:b': null, 'f:c': { '.': {}, 'f:d': true }, 'f:e': 'text' };
    const rc = {
      kind: 'RuntimeClass',
      apiVersion: 'node.cluster.io/v1',
      metadata: { name: 'f', managedFields: [{ manager: 'm', operation: 'Update', fieldsType: 'FieldsV1', fieldsV1 }] },
      handler: 'h',
    };
    const bytes = encodeProtobuf(rc);
    const first = decodeProtobuf(bytes).object as typeof rc;
    const second = decodeProtobuf(bytes).object as typeof rc;
    expect(first).toStrictEqual(rc);
    expect(second).toStrictEqual(rc);
    expect(second.metadata.managedFields[0]!.fieldsV1).not.toBe(first.metadata.managedFields[0]!.fieldsV1);
  });

  it('keeps a __proto__ key inside a field set as an own property', () => {
    const fieldsV1 = JSON.parse('{"f:metadata":{"f:labels":{"f:__proto__":{},"__proto__":{}}}}') as Record<string, unknown>;
    const rc = { kind: 'RuntimeClass', apiVersion: 'node.cluster.io/v1', metadata: { managedFields: [{ manager: 'm', fieldsV1 }] }, handler: 'h' };
    const bytes = encodeProtobuf(rc);
    for (let i = 0; i < 2; i++) expect(decodeProtobuf(bytes).object).toStrictEqual(rc);
  });
});

describe('protobuf integers beyond 2^53 and out of range', () => {
  const ns = (generation: unknown) => ({ kind: 'Namespace', apiVersion: 'v1', metadata: { name: 'n', generation } });

  it('encodes an integral double beyond 2^53 as that exact int64 and decodes it back', () => {
    const back = decodeProtobuf(encodeProtobuf(ns(2 ** 60))).object as { metadata: { generation: number } };
    expect(back.metadata.generation).toBe(2 ** 60);
  });

  it('accepts bigint exactly on encode; decode rounds to the nearest double like JSON.parse', () => {
    const bytes = encodeProtobuf(ns(2n ** 53n + 1n));
    const back = decodeProtobuf(bytes).object as { metadata: { generation: number } };
    expect(back.metadata.generation).toBe(JSON.parse('9007199254740993'));
  });

  it('decodes negative int64 values (10-byte varints)', () => {
    const back = decodeProtobuf(encodeProtobuf(ns(-(2 ** 62)))).object as { metadata: { generation: number } };
    expect(back.metadata.generation).toBe(-(2 ** 62));
  });

  it('rejects values outside int64 and non-integers with CodecError', () => {
    expectCodecError(() => encodeProtobuf(ns(2 ** 63)));
    expectCodecError(() => encodeProtobuf(ns(1.5)));
    expectCodecError(() => encodeProtobuf(ns('7')));
    expectCodecError(() => encodeProtobuf({ kind: 'Status', apiVersion: 'v1', code: 2 ** 31 }));
  });
});

describe('protobuf errors', () => {
  it('uses upstream texts for empty, unprefixed and prefix-only input', () => {
    expect(expectCodecError(() => decodeProtobuf(new Uint8Array(0))).message).toBe('empty data');
    expect(expectCodecError(() => decodeProtobuf(Buffer.from('{}'))).message).toBe(
      'provided data does not appear to be a protobuf message, expected prefix [107 56 115 0]',
    );
    expect(expectCodecError(() => decodeProtobuf(hex('6b387300'))).message).toBe('empty body');
    expect(expectCodecError(() => decodeProtobuf(hex('6b387300 0a040a0276311200'))).message).toBe(
      `Object 'Kind' is missing in 'runtime.TypeMeta{APIVersion:"v1", Kind:""}'`,
    );
  });

  it('fills missing kind/apiVersion from decode defaults', () => {
    const bytes = hex('6b387300 0a00 1200 1a002200');
    const d = decodeProtobuf(bytes, { defaults: { apiVersion: 'v1', kind: 'Namespace' } });
    expect(d.object).toStrictEqual({ kind: 'Namespace', apiVersion: 'v1', metadata: {}, spec: {}, status: {} });
  });

  it('refuses kinds without a message (Table) and non-objects, with CodecError and media type', () => {
    const err = expectCodecError(() => encodeProtobuf({ kind: 'Table', apiVersion: 'meta.cluster.io/v1', rows: [] }));
    expect(err.message).toContain('does not implement the protobuf marshalling interface');
    expect(err.mediaType).toBe(PROTOBUF_MEDIA_TYPE);
    expectCodecError(() => encodeProtobuf(null, { kind: 'Status', apiVersion: 'v1' }));
    expectCodecError(() => encodeProtobuf({ kind: 'RuntimeClass', apiVersion: 'v1', metadata: { labels: { a: 1 } } }));
    expectCodecError(() => encodeProtobuf({ kind: 'RuntimeClass', apiVersion: 'v1', metadata: { creationTimestamp: 'yesterday' } }));
  });

  it('never throws anything but CodecError on random bytes behind the prefix', () => {
    let seed = 42;
    const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 16) & 0xff;
    const valid = encodeProtobuf(corpus[1]!.object);
    for (let i = 0; i < 2000; i++) {
      const bytes = Buffer.from(valid);
      // flip a few bytes of a valid message, or use pure noise
      if (i % 2 === 0) for (let j = 0; j < 3; j++) bytes[4 + (rand() * 977) % (bytes.length - 4)] = rand();
      else for (let j = 4; j < bytes.length; j++) bytes[j] = rand();
      try {
        decodeProtobuf(bytes);
      } catch (err) {
        expect(err).toBeInstanceOf(CodecError);
      }
    }
  });
});

describe('protobuf bytes cross-checked with protobufjs against openapi/*.proto', () => {
  let root: protobuf.Root;
  const types: Record<string, string> = {
    RuntimeClass: 'cluster.io.api.node.v1.RuntimeClass',
    RuntimeClassList: 'cluster.io.api.node.v1.RuntimeClassList',
    Lease: 'cluster.io.api.coordination.v1.Lease',
    LeaseList: 'cluster.io.api.coordination.v1.LeaseList',
    LeaseCandidate: 'cluster.io.api.coordination.v1beta1.LeaseCandidate',
    LeaseCandidateList: 'cluster.io.api.coordination.v1beta1.LeaseCandidateList',
    Namespace: 'cluster.io.api.core.v1.Namespace',
    NamespaceList: 'cluster.io.api.core.v1.NamespaceList',
    Status: 'cluster.io.apimachinery.pkg.apis.meta.v1.Status',
    PartialObjectMetadata: 'cluster.io.apimachinery.pkg.apis.meta.v1.PartialObjectMetadata',
    PartialObjectMetadataList: 'cluster.io.apimachinery.pkg.apis.meta.v1.PartialObjectMetadataList',
    ValidatingAdmissionPolicy: 'cluster.io.api.admissionregistration.v1.ValidatingAdmissionPolicy',
    ValidatingAdmissionPolicyList: 'cluster.io.api.admissionregistration.v1.ValidatingAdmissionPolicyList',
    ValidatingAdmissionPolicyBindingList: 'cluster.io.api.admissionregistration.v1.ValidatingAdmissionPolicyBindingList',
  };

  beforeAll(async () => {
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../openapi');
    root = new protobuf.Root();
    root.resolvePath = (_origin, target) => path.join(dir, path.basename(target));
    await root.load(['admissionregistration.v1.proto', 'node.v1.proto', 'coordination.v1.proto', 'coordination.v1beta1.proto', 'core.v1.proto', 'meta.v1.proto', 'runtime.proto', 'resource.proto'], { keepCase: true });
    root.resolveAll();
  });

  // protobufjs keeps maps in plain objects, which reorder integer-like keys and drop a
  // `__proto__` key, so the entry built to probe exactly those cases is left out here.
  const crossChecked = corpus.filter((c) => !c.name.includes('__proto__'));

  it.each(crossChecked.map((c) => [c.name, c.object] as const))('%s: protobufjs reads our bytes and re-encodes them identically', (_name, object) => {
    const bytes = encodeProtobuf(object);
    const Unknown = root.lookupType('cluster.io.apimachinery.pkg.runtime.Unknown');
    const unk = Unknown.decode(bytes.subarray(4)) as unknown as { typeMeta: { apiVersion: string; kind: string }; raw: Uint8Array };
    expect(unk.typeMeta).toMatchObject({ apiVersion: object.apiVersion, kind: object.kind });
    expect(toHex(Unknown.encode(unk).finish())).toBe(toHex(bytes.subarray(4)));
    const type = root.lookupType(types[object.kind as string]!);
    const message = type.decode(unk.raw);
    // Every byte we wrote is a field protobufjs knows (unknown fields would be dropped here).
    expect(toHex(type.encode(message).finish())).toBe(toHex(unk.raw));
    const plain = type.toObject(message, { longs: Number, bytes: String }) as { metadata?: { name?: string } };
    const meta = (object as { metadata?: { name?: string } }).metadata;
    if (meta?.name !== undefined) expect(plain.metadata?.name).toBe(meta.name);
  });

  it('decodes what protobufjs writes from the same .proto (field numbers agree both ways)', () => {
    const LC = root.lookupType(types.LeaseCandidate!);
    const raw = LC.encode(
      LC.fromObject({
        metadata: { name: 'pj', namespace: 'ns', creationTimestamp: { seconds: 1704067200, nanos: 0 }, labels: { a: 'b' } },
        spec: { leaseName: 'l', renewTime: { seconds: 1704067200, nanos: 5000 }, binaryVersion: '1.33.0', strategy: 'S' },
      }),
    ).finish();
    const Unknown = root.lookupType('cluster.io.apimachinery.pkg.runtime.Unknown');
    const env = Buffer.concat([hex('6b387300'), Unknown.encode({ typeMeta: { apiVersion: 'coordination.cluster.io/v1beta1', kind: 'LeaseCandidate' }, raw }).finish()]);
    expect(decodeProtobuf(env).object).toStrictEqual({
      kind: 'LeaseCandidate',
      apiVersion: 'coordination.cluster.io/v1beta1',
      metadata: { name: 'pj', namespace: 'ns', creationTimestamp: '2024-01-01T00:00:00Z', labels: { a: 'b' } },
      spec: { leaseName: 'l', renewTime: '2024-01-01T00:00:00.000005Z', binaryVersion: '1.33.0', strategy: 'S' },
    });
  });
});

describe('protobuf watch stream', () => {
  const objects = corpus.filter((c) => c.object.kind === 'LeaseCandidate' || c.object.kind === 'RuntimeClass').map((c) => c.object);
  const types = ['ADDED', 'MODIFIED', 'DELETED', 'BOOKMARK'];
  const stream = Buffer.concat(objects.map((o, i) => encodeWatchFrame(types[i % types.length]!, encodeProtobuf(o))));
  const expected = objects.map((o, i) => ({ type: types[i % types.length], object: o }));

  async function collect(chunks: Uint8Array[]) {
    async function* gen() {
      for (const c of chunks) yield c;
    }
    const out = [];
    for await (const e of protobufWatchFrames(gen())) out.push(e);
    return out;
  }

  it('splits frames delivered in one chunk', async () => {
    expect(await collect([stream])).toStrictEqual(expected);
  });

  it('splits frames delivered one byte at a time and in odd-sized chunks', async () => {
    const bytes: Uint8Array[] = [];
    for (let i = 0; i < stream.length; i++) bytes.push(stream.subarray(i, i + 1));
    expect(await collect(bytes)).toStrictEqual(expected);
    const odd: Uint8Array[] = [];
    for (let i = 0; i < stream.length; i += 777) odd.push(new Uint8Array(stream.subarray(i, i + 777)));
    expect(await collect(odd)).toStrictEqual(expected);
  });

  it('ends cleanly on a frame boundary and fails with unexpected EOF inside a frame', async () => {
    expect(await collect([])).toStrictEqual([]);
    await expect(collect([stream.subarray(0, stream.length - 1)])).rejects.toThrow(CodecError);
    await expect(collect([stream.subarray(0, 2)])).rejects.toThrow('unexpected EOF');
  });

  it('rejects oversized frames, invalid event types and unprefixed objects', async () => {
    await expect(collect([hex('7fffffff')])).rejects.toThrow(/exceeds the maximum/);
    const badType = encodeWatchFrame('UPDATED', encodeProtobuf(objects[0]!));
    await expect(collect([badType])).rejects.toThrow('got invalid watch event type: UPDATED');
    const noPrefix = encodeWatchFrame('ADDED', Buffer.from('{}'));
    await expect(collect([noPrefix])).rejects.toThrow(/expected prefix/);
  });

  it('carries ERROR events with a Status object', async () => {
    const status = { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', message: 'too old resource version: 5 (10)', reason: 'Expired', code: 410 };
    expect(await collect([encodeWatchFrame('ERROR', encodeProtobuf(status))])).toStrictEqual([{ type: 'ERROR', object: status }]);
  });
});
