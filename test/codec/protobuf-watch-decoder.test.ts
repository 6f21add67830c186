/**
 * ProtobufWatchDecoder (the synchronous framer behind protobufWatchBatches):
 * - any chunking of the same bytes, fed to `push`, gives the events and the error of the whole
 *   stream in one chunk; `push` never throws; after a failure it returns nothing more;
 *   `end()` reports a stream cut inside a frame.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CodecError } from '../../src/codec/codec.js';
import {
  encodeProtobuf,
  encodeWatchFrame,
  ProtobufWatchDecoder,
  type ProtobufWatchEvent,
} from '../../src/codec/protobuf/index.js';
import { FUZZ_SEED } from '../fuzz/harness.js';

const lease = (name: string, rv: number) => ({
  apiVersion: 'coordination.cluster.io/v1beta1',
  kind: 'LeaseCandidate',
  metadata: {
    name,
    namespace: 'default',
    uid: '0b6c3a52-0001-4c1e-9a57-1f2e3d4c5b6a',
    resourceVersion: String(rv),
    labels: { app: 'x' },
    managedFields: [{ manager: 'm', operation: 'Update', apiVersion: 'coordination.cluster.io/v1beta1', fieldsType: 'FieldsV1', fieldsV1: { 'f:spec': { 'f:renewTime': {} } } }],
  },
  spec: { leaseName: 'l', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion', renewTime: '2025-06-01T10:00:00.000000Z' },
});

const status = { apiVersion: 'v1', kind: 'Status', metadata: {}, status: 'Failure', message: 'too old resource version: 1 (5)', reason: 'Expired', code: 410 };

const MAX = 4096;

/** Valid frames (leases and ERROR Status events), then maybe one bad tail. */
const stream = fc.record({
  events: fc.array(
    fc.oneof(
      fc.record({ type: fc.constantFrom('ADDED', 'MODIFIED', 'DELETED', 'BOOKMARK'), name: fc.string({ minLength: 1, maxLength: 40 }) }),
      fc.constant({ type: 'ERROR', name: '' }),
    ),
    { maxLength: 10 },
  ),
  tail: fc.oneof(
    fc.constant({ kind: 'none' as const }),
    fc.record({ kind: fc.constant('garbled' as const), bytes: fc.uint8Array({ maxLength: 40 }) }),
    fc.record({ kind: fc.constant('truncated' as const), keep: fc.nat() }),
    fc.record({ kind: fc.constant('huge' as const), length: fc.integer({ min: MAX + 1, max: 0xffffffff }) }),
    fc.constant({ kind: 'badtype' as const }),
  ),
});

type StreamSpec = typeof stream extends fc.Arbitrary<infer S> ? S : never;

function bytesOf({ events, tail }: StreamSpec): Buffer {
  const frames = events.map((e, i) => Buffer.from(encodeWatchFrame(e.type, encodeProtobuf(e.type === 'ERROR' ? status : lease(e.name, i + 1)))));
  if (tail.kind === 'garbled') {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(tail.bytes.length);
    frames.push(head, Buffer.from(tail.bytes));
  } else if (tail.kind === 'truncated') {
    const whole = Buffer.from(encodeWatchFrame('ADDED', encodeProtobuf(lease('t', 99))));
    frames.push(whole.subarray(0, 1 + (tail.keep % (whole.length - 1))));
  } else if (tail.kind === 'huge') {
    const head = Buffer.alloc(7);
    head.writeUInt32BE(tail.length);
    frames.push(head);
  } else if (tail.kind === 'badtype') frames.push(Buffer.from(encodeWatchFrame('EXPLODED', encodeProtobuf(lease('b', 1)))));
  return Buffer.concat(frames);
}

/** `bytes` cut at the given points (deduplicated, sorted); empty chunks included. */
function cut(bytes: Buffer, points: number[]): Buffer[] {
  const at = [...new Set(points.map((p) => p % (bytes.length + 1)))].sort((a, b) => a - b);
  const out: Buffer[] = [];
  let from = 0;
  for (const p of [...at, bytes.length]) {
    out.push(bytes.subarray(from, p));
    from = p;
  }
  return out;
}

/** Feeds `chunks` to a decoder as protobufWatchBatches does; never lets `push` throw unnoticed. */
function run(chunks: readonly Uint8Array[], readOnly: boolean): { events: ProtobufWatchEvent[]; error?: string; afterFailure: number } {
  const decoder = new ProtobufWatchDecoder({ maxFrameBytes: MAX, readOnly });
  const events: ProtobufWatchEvent[] = [];
  let error: string | undefined;
  let afterFailure = 0;
  for (const chunk of chunks) {
    const batch = decoder.push(chunk); // never throws
    if (error !== undefined) {
      afterFailure += batch.length;
      continue;
    }
    events.push(...batch);
    try {
      decoder.rethrow();
    } catch (err) {
      expect(err).toBeInstanceOf(CodecError);
      error = (err as Error).message;
    }
  }
  if (error === undefined) {
    try {
      decoder.end();
    } catch (err) {
      expect(err).toBeInstanceOf(CodecError);
      error = (err as Error).message;
    }
  }
  return { events, afterFailure, ...(error !== undefined ? { error } : {}) };
}

describe('ProtobufWatchDecoder', () => {
  it('any chunking gives the events and the error of the whole stream; nothing after a failure', () => {
    fc.assert(
      fc.property(stream, fc.array(fc.nat(), { maxLength: 40 }), fc.array(fc.uint8Array({ minLength: 1, maxLength: 50 }), { maxLength: 3 }), (s, points, more) => {
        const bytes = bytesOf(s);
        const whole = run([bytes], false);
        // Chunks pushed after the failure (more frames, junk) change nothing.
        const chunked = run([...cut(bytes, points), ...more], false);
        const readOnly = run(cut(bytes, points), true);
        expect(whole.error === undefined).toBe(s.tail.kind === 'none');
        expect(whole.events.map((e) => e.type)).toEqual(s.events.map((e) => e.type));
        if (whole.error !== undefined) {
          expect(chunked.events).toStrictEqual(whole.events);
          expect(chunked.error).toBe(whole.error);
          expect(chunked.afterFailure).toBe(0);
        }
        const plain = run(cut(bytes, points), false);
        expect(plain.events).toStrictEqual(whole.events);
        expect(plain.error).toBe(whole.error);
        expect(readOnly.events).toEqual(whole.events);
        expect(readOnly.error).toBe(whole.error);
      }),
      { seed: FUZZ_SEED, numRuns: 300 },
    );
  });

  it('a declared length past the limit fails as soon as the header is complete (1-byte chunks)', () => {
    const decoder = new ProtobufWatchDecoder({ maxFrameBytes: MAX });
    for (const b of [0x00, 0x10, 0x00]) {
      expect(decoder.push(Buffer.of(b))).toEqual([]);
      expect(() => decoder.rethrow()).not.toThrow();
    }
    expect(decoder.push(Buffer.of(0x01))).toEqual([]);
    expect(() => decoder.rethrow()).toThrow(/watch frame of 1048577 bytes exceeds the maximum of 4096 bytes/);
    expect(() => decoder.rethrow()).not.toThrow(); // told once
  });

  it('end() inside a frame is unexpected EOF; on a frame boundary it is quiet', () => {
    const frame = Buffer.from(encodeWatchFrame('ADDED', encodeProtobuf(lease('a', 1))));
    const cutShort = new ProtobufWatchDecoder();
    expect(cutShort.push(frame.subarray(0, 10))).toEqual([]);
    expect(() => cutShort.end()).toThrow('unexpected EOF');
    const whole = new ProtobufWatchDecoder();
    expect(whole.push(frame)).toHaveLength(1);
    expect(() => whole.end()).not.toThrow();
  });

  it('a huge stream in odd chunks decodes every frame once, in order', () => {
    const frames = Array.from({ length: 2000 }, (_, i) => Buffer.from(encodeWatchFrame('MODIFIED', encodeProtobuf(lease(`n${i % 50}`, i + 1)))));
    const bytes = Buffer.concat(frames);
    const decoder = new ProtobufWatchDecoder({ readOnly: true });
    const rvs: string[] = [];
    for (let at = 0; at < bytes.length; at += 997) {
      for (const e of decoder.push(bytes.subarray(at, at + 997))) rvs.push((e.object.metadata as { resourceVersion: string }).resourceVersion);
    }
    decoder.end();
    expect(rvs).toEqual(frames.map((_, i) => String(i + 1)));
  });
});
