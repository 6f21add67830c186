/**
 * nodeWire.readAll on Node Readables (both transports' response bodies): the body is taken by
 * its chunks as they come (readableChunks), not through Node's own iterator, which joins the
 * chunks that buffered while the process was busy. Whatever was buffered before the read
 * started and however the bytes were split, the result is exactly their concatenation, with or
 * without a declared length and a recycled buffer; a stream that fails or closes early fails
 * the read; the size limit still applies.
 */
import { PassThrough, Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BodyBuffers, BodyLimitError } from '../../src/client/transport.js';
import { nodeWire } from '../../src/client/wire.js';
import { fuzzParams } from '../fuzz/harness.js';

function joined(parts: readonly Uint8Array[]): Buffer {
  return Buffer.concat(parts.map((p) => Buffer.from(p.buffer, p.byteOffset, p.byteLength)));
}

/** A Readable holding `early` before the read starts; `late` is written once reading has begun. */
function streamOf(early: readonly Uint8Array[], late: readonly Uint8Array[]): { stream: PassThrough; finish: () => void } {
  const stream = new PassThrough();
  for (const p of early) stream.write(p);
  const finish = () => {
    for (const p of late) stream.write(p);
    stream.end();
  };
  return { stream, finish };
}

const parts = fc.array(fc.uint8Array({ minLength: 1, maxLength: 400 }), { maxLength: 10 });

describe('nodeWire.readAll on Node Readables', () => {
  it('returns exactly the bytes, buffered before the read or not, for any split, with or without a declared length', async () => {
    await fc.assert(
      fc.asyncProperty(parts, parts, fc.boolean(), fc.boolean(), async (early, late, declare, pooled) => {
        const all = joined([...early, ...late]);
        const { stream, finish } = streamOf(early, late);
        const buffers = pooled ? new BodyBuffers() : undefined;
        const reading = nodeWire.readAll(stream, {
          ...(declare ? { expectedBytes: all.byteLength } : {}),
          ...(buffers ? { buffers } : {}),
        });
        finish();
        const got = await reading;
        expect(Buffer.from(got.buffer, got.byteOffset, got.byteLength).equals(all)).toBe(true);
      }),
      fuzzParams(150),
    );
  });

  it('a stream that errors or closes before its end fails the read, after any number of bytes', async () => {
    await fc.assert(
      fc.asyncProperty(parts, fc.boolean(), async (early, asError) => {
        const { stream } = streamOf(early, []);
        const reading = nodeWire.readAll(stream, { expectedBytes: joined(early).byteLength + 10 });
        if (asError) stream.destroy(new Error('connection reset'));
        else stream.destroy();
        await expect(reading).rejects.toThrow(asError ? 'connection reset' : /premature close/i);
      }),
      fuzzParams(60),
    );
  });

  it('the size limit still applies, and the stream is released', async () => {
    const stream = Readable.from([Buffer.alloc(600), Buffer.alloc(600)], { objectMode: false });
    const err = await nodeWire.readAll(stream, { maxBytes: 1000 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BodyLimitError);
    expect((err as BodyLimitError).limit).toBe('size');
    await new Promise((resolve) => setImmediate(resolve));
    expect(stream.destroyed).toBe(true);
  });
});
