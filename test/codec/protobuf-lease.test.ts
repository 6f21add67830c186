import { describe, expect, it } from 'vitest';
import { decodeProtobuf, encodeProtobuf } from '../../src/codec/protobuf/index.js';
import type { Lease } from '../../src/meta/types.js';

const hex = (h: string) => Buffer.from(h.replace(/\s+/g, ''), 'hex');
const toHex = (b: Uint8Array) => Buffer.from(b).toString('hex');

// A Lease laid out by hand as gogo marshals coordination/v1 (generated.proto: Lease{metadata=1,
// spec=2}, LeaseSpec{holderIdentity=1, leaseDurationSeconds=2 (varint), acquireTime=3,
// renewTime=4 (MicroTime), leaseTransitions=5 (varint), strategy=6, preferredHolder=7}).
// Every LeaseSpec field is a pointer: written iff set, in field-number order.
const lease: Lease = {
  kind: 'Lease',
  apiVersion: 'coordination.cluster.io/v1',
  metadata: { name: 'lock', namespace: 'kube-system', uid: 'u1', resourceVersion: '7', creationTimestamp: '2024-01-01T00:00:00Z' },
  spec: {
    holderIdentity: 'node-a',
    leaseDurationSeconds: 15,
    acquireTime: '2024-01-01T00:00:00.000000Z',
    renewTime: '2024-01-01T00:00:01.500000Z',
    leaseTransitions: 2,
  },
};

const LEASE_BYTES = [
  '6b387300', // "k8s\0"
  '0a23', // Unknown.typeMeta (35 bytes)
  '  0a1a 636f6f7264696e6174696f6e2e636c75737465722e696f2f7631', // apiVersion "coordination.cluster.io/v1"
  '  1205 4c65617365', // kind "Lease"
  '1252', // Unknown.raw (82 bytes): the Lease message
  '  0a2a', // metadata (42 bytes)
  '    0a04 6c6f636b', // name "lock"
  '    1200', // generateName ""
  '    1a0b 6b7562652d73797374656d', // namespace "kube-system"
  '    2200', // selfLink ""
  '    2a02 7531', // uid "u1"
  '    3201 37', // resourceVersion "7"
  '    3800', // generation 0
  '    4208 08 8081c8ac06 10 00', // creationTimestamp {seconds 1704067200, nanos 0}
  '  1224', // spec (36 bytes)
  '    0a06 6e6f64652d61', // holderIdentity "node-a"
  '    10 0f', // leaseDurationSeconds 15
  '    1a08 08 8081c8ac06 10 00', // acquireTime {1704067200, 0}
  '    220c 08 8181c8ac06 10 80cab5ee01', // renewTime {1704067201, 500000000}
  '    28 02', // leaseTransitions 2
  '1a00 2200', // contentEncoding "", contentType ""
].join(' ');

describe('Lease protobuf (coordination/v1), byte-exact with the gogo layout', () => {
  it('encodes a Lease to upstream bytes and decodes them back to the same object', () => {
    expect(toHex(encodeProtobuf(lease))).toBe(toHex(hex(LEASE_BYTES)));
    expect(decodeProtobuf(hex(LEASE_BYTES))).toStrictEqual({ apiVersion: 'coordination.cluster.io/v1', kind: 'Lease', object: lease });
  });

  it('writes set-but-empty pointers (holderIdentity "", leaseTransitions 0) and leaves unset ones out', () => {
    const bytes = encodeProtobuf({ kind: 'Lease', apiVersion: 'coordination.cluster.io/v1', metadata: { name: 'e' }, spec: { holderIdentity: '', leaseTransitions: 0 } });
    // ... spec: 12 04 | 0a 00 (holderIdentity "") | 28 00 (leaseTransitions 0) | envelope tail
    expect(toHex(bytes).endsWith('1204 0a00 2800 1a00 2200'.replace(/\s/g, ''))).toBe(true);
    expect(decodeProtobuf(bytes).object.spec).toStrictEqual({ holderIdentity: '', leaseTransitions: 0 });
    const none = encodeProtobuf({ kind: 'Lease', apiVersion: 'coordination.cluster.io/v1', metadata: { name: 'e' } });
    expect(toHex(none).endsWith('1200 1a00 2200'.replace(/\s/g, ''))).toBe(true);
    expect(decodeProtobuf(none).object.spec).toStrictEqual({});
  });

  it('writes strategy and preferredHolder as fields 6 and 7, and a negative int32 sign-extended to ten bytes', () => {
    const bytes = encodeProtobuf({
      kind: 'Lease',
      apiVersion: 'coordination.cluster.io/v1',
      metadata: { name: 'e' },
      spec: { leaseDurationSeconds: -1, strategy: 'OldestEmulationVersion', preferredHolder: 'b' },
    });
    const spec = '1226 10 ffffffffffffffffff01 3216 4f6c64657374456d756c6174696f6e56657273696f6e 3a01 62';
    expect(toHex(bytes).endsWith(`${spec}1a002200`.replace(/\s/g, ''))).toBe(true);
    expect(decodeProtobuf(bytes).object.spec).toStrictEqual({ leaseDurationSeconds: -1, strategy: 'OldestEmulationVersion', preferredHolder: 'b' });
  });

  it('refuses a leaseDurationSeconds outside int32 with a readable error', () => {
    expect(() =>
      encodeProtobuf({ kind: 'Lease', apiVersion: 'coordination.cluster.io/v1', metadata: { name: 'e' }, spec: { leaseDurationSeconds: 2 ** 31 } }),
    ).toThrow('cannot encode spec.leaseDurationSeconds: 2147483648 is not an int32');
  });
});
