/**
 * protobufWatchBatches: any chunking of the same bytes yields the same events, in order, and
 * the same error (a malformed, oversized or truncated frame ends the stream after the events
 * before it; a frame is never skipped); a read-only decode gives deep-equal events whose
 * FieldsV1 sets are shared and frozen; a declared length past the limit is refused as soon
 * as the header is complete, whatever the chunking.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CodecError } from '../../src/codec/codec.js';
import { encodeProtobuf, encodeWatchFrame, protobufWatchBatches, protobufWatchFrames, type ProtobufWatchEvent } from '../../src/codec/protobuf/index.js';
import { FUZZ_SEED } from '../fuzz/harness.js';

const lease = (name: string, rv: number) => ({
  apiVersion: 'coordination.cluster.io/v1beta1',
  kind: 'LeaseCandidate',
  metadata: {
    name,
    namespace: 'default',
    resourceVersion: String(rv),
    labels: { app: 'x' },
    managedFields: [{ manager: 'm', operation: 'Update', apiVersion: 'coordination.cluster.io/v1beta1', fieldsType: 'FieldsV1', fieldsV1: { 'f:spec': { 'f:leaseName': {}, 'f:renewTime': {} } } }],
  },
  spec: { leaseName: 'l', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion', renewTime: '2025-06-01T10:00:00.000000Z' },
});

/** Valid frames, then maybe one bad tail: a garbled frame, a truncated one, or a length past the limit. */
const stream = fc.record({
  events: fc.array(fc.record({ type: fc.constantFrom('ADDED', 'MODIFIED', 'DELETED', 'BOOKMARK'), name: fc.string({ maxLength: 40 }) }), { maxLength: 8 }),
  tail: fc.oneof(
    fc.constant({ kind: 'none' as const }),
    fc.record({ kind: fc.constant('garbled' as const), bytes: fc.uint8Array({ maxLength: 40 }) }),
    fc.record({ kind: fc.constant('truncated' as const), keep: fc.nat() }),
    fc.constant({ kind: 'huge' as const }),
    fc.constant({ kind: 'badtype' as const }),
  ),
});

const MAX = 4096;

type StreamSpec = typeof stream extends fc.Arbitrary<infer S> ? S : never;

function bytesOf({ events, tail }: StreamSpec): Buffer {
  const frames = events.map((e, i) => Buffer.from(encodeWatchFrame(e.type, encodeProtobuf(lease(e.name, i + 1)))));
  if (tail.kind === 'garbled') {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(tail.bytes.length);
    frames.push(head, Buffer.from(tail.bytes));
  } else if (tail.kind === 'truncated') {
    const whole = Buffer.from(encodeWatchFrame('ADDED', encodeProtobuf(lease('t', 99))));
    frames.push(whole.subarray(0, 1 + (tail.keep % (whole.length - 1))));
  } else if (tail.kind === 'huge') frames.push(Buffer.of(0, 0, 0x20, 0x01, 1, 2, 3));
  else if (tail.kind === 'badtype') frames.push(Buffer.from(encodeWatchFrame('EXPLODED', encodeProtobuf(lease('b', 1)))));
  return Buffer.concat(frames);
}

/** `bytes` cut at the given points (sorted, deduplicated), as an async chunk stream. */
async function* cut(bytes: Buffer, points: number[]): AsyncGenerator<Uint8Array> {
  const at = [...new Set(points.map((p) => p % (bytes.length + 1)))].sort((a, b) => a - b);
  let from = 0;
  for (const p of [...at, bytes.length]) {
    yield bytes.subarray(from, p); // empty chunks included
    from = p;
  }
}

async function outcome(chunks: AsyncIterable<Uint8Array>, readOnly: boolean): Promise<{ events: ProtobufWatchEvent[]; batches: number; error?: string }> {
  const events: ProtobufWatchEvent[] = [];
  let batches = 0;
  try {
    for await (const batch of protobufWatchBatches(chunks, { maxFrameBytes: MAX, readOnly })) {
      expect(batch.length).toBeGreaterThan(0);
      batches++;
      events.push(...batch);
    }
    return { events, batches };
  } catch (err) {
    expect(err).toBeInstanceOf(CodecError);
    return { events, batches, error: (err as Error).message };
  }
}

describe('protobufWatchBatches', () => {
  it('any chunking gives the events and the error of the whole stream in one chunk; read-only events are equal', async () => {
    await fc.assert(
      fc.asyncProperty(stream, fc.array(fc.nat(), { maxLength: 30 }), async (s, points) => {
        const bytes = bytesOf(s);
        const whole = await outcome(cut(bytes, []), false);
        const chunked = await outcome(cut(bytes, points), false);
        const readOnly = await outcome(cut(bytes, points), true);
        expect(chunked.events).toStrictEqual(whole.events);
        expect(chunked.error).toBe(whole.error);
        expect(readOnly.events).toEqual(whole.events);
        expect(readOnly.error).toBe(whole.error);
        expect(whole.error === undefined).toBe(s.tail.kind === 'none');
        expect(whole.events.map((e) => e.type)).toEqual(s.events.map((e) => e.type));
        // The per-event iterator over the same bytes agrees, error included.
        const single: ProtobufWatchEvent[] = [];
        let singleError: string | undefined;
        try {
          for await (const e of protobufWatchFrames(cut(bytes, points), { maxFrameBytes: MAX })) single.push(e);
        } catch (err) {
          singleError = (err as Error).message;
        }
        expect(single).toStrictEqual(whole.events);
        expect(singleError).toBe(whole.error);
      }),
      { seed: FUZZ_SEED, numRuns: 200 },
    );
  });

  it('read-only: the FieldsV1 sets of all events are one frozen instance', async () => {
    const bytes = bytesOf({ events: [{ type: 'ADDED', name: 'a' }, { type: 'MODIFIED', name: 'b' }, { type: 'MODIFIED', name: 'a' }], tail: { kind: 'none' } });
    const { events } = await outcome(cut(bytes, [5, 300, 301]), true);
    const sets = events.map((e) => (e.object.metadata as { managedFields: { fieldsV1: unknown }[] }).managedFields[0]!.fieldsV1);
    expect(new Set(sets).size).toBe(1);
    expect(Object.isFrozen(sets[0])).toBe(true);
    const { events: fresh } = await outcome(cut(bytes, [5]), false);
    const own = fresh.map((e) => (e.object.metadata as { managedFields: { fieldsV1: unknown }[] }).managedFields[0]!.fieldsV1);
    expect(new Set(own).size).toBe(3);
    expect(Object.isFrozen(own[0])).toBe(false);
  });

  it('a declared length past the limit fails once its header is complete, in 1-byte chunks too', async () => {
    const header = Buffer.of(0x7f, 0xff, 0xff, 0xff);
    async function* oneByOne(): AsyncGenerator<Uint8Array> {
      for (const b of header) yield Buffer.of(b);
      throw new Error('read past the header');
    }
    await expect(outcome(oneByOne(), true)).resolves.toMatchObject({ events: [], error: expect.stringContaining('exceeds the maximum') });
  });
});
