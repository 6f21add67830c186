/**
 * readableChunks (src/client/readable-chunks.ts): a Node Readable's chunks as received, in
 * order, without joining; its end, its error (after the chunks queued before it) and a
 * premature close as errors; a bounded queue that pauses the stream and resumes it; `return()`
 * destroys it. A property checks that any sequence of pushes and reads gives the chunks back
 * in order.
 */
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNodeReadable, readableChunks } from '../../src/client/readable-chunks.js';
import { FUZZ_SEED } from '../fuzz/harness.js';

/** A Readable the test pushes into by hand. */
function manual(): Readable {
  return new Readable({ read() {} });
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('readableChunks', () => {
  it('recognises Node Readables only', () => {
    expect(isNodeReadable(manual())).toBe(true);
    expect(isNodeReadable((async function* () {})())).toBe(false);
    expect(isNodeReadable(undefined)).toBe(false);
  });

  it('hands over each chunk as received (the same bytes, never joined), then ends', async () => {
    const stream = manual();
    const a = Buffer.from('first');
    const b = Buffer.from('second');
    stream.push(a);
    stream.push(b);
    stream.push(null);
    const it = readableChunks(stream)[Symbol.asyncIterator]();
    const got: Uint8Array[] = [];
    for (let r = await it.next(); !r.done; r = await it.next()) got.push(r.value);
    expect(got.map((c) => Buffer.from(c).toString())).toEqual(['first', 'second']);
    expect(got[0]!.buffer).toBe(a.buffer);
    expect((await it.next()).done).toBe(true);
  });

  it('delivers the chunks queued before an error, then throws it, then stays ended', async () => {
    const stream = manual();
    stream.push(Buffer.from('x'));
    const it = readableChunks(stream)[Symbol.asyncIterator]();
    await tick();
    stream.destroy(new Error('connection reset'));
    await tick();
    expect(Buffer.from((await it.next()).value as Uint8Array).toString()).toBe('x');
    await expect(it.next()).rejects.toThrow('connection reset');
    expect((await it.next()).done).toBe(true);
  });

  it('rejects a pending next() when the stream fails or closes before its end', async () => {
    const failing = manual();
    const it1 = readableChunks(failing)[Symbol.asyncIterator]();
    const pending = it1.next();
    failing.destroy(new Error('boom'));
    await expect(pending).rejects.toThrow('boom');

    const closing = manual();
    const it2 = readableChunks(closing)[Symbol.asyncIterator]();
    const pending2 = it2.next();
    closing.destroy();
    await expect(pending2).rejects.toMatchObject({ code: 'ERR_STREAM_PREMATURE_CLOSE' });
  });

  it('pauses the stream past the queue bound and resumes it once the consumer catches up', async () => {
    const stream = manual();
    const it = readableChunks(stream, 10)[Symbol.asyncIterator]();
    const first = it.next(); // starts the flow
    stream.push(Buffer.alloc(4));
    await first;
    for (let i = 0; i < 4; i++) stream.push(Buffer.alloc(4));
    await tick();
    expect(stream.isPaused()).toBe(true);
    await it.next();
    await it.next();
    expect(stream.isPaused()).toBe(false);
    await it.next();
    await it.next();
    stream.push(null);
    expect((await it.next()).done).toBe(true);
  });

  it('return() destroys the stream and settles a pending next() as done; a later error is not thrown anywhere', async () => {
    const stream = manual();
    const it = readableChunks(stream)[Symbol.asyncIterator]();
    const pending = it.next();
    await it.return!();
    expect(stream.destroyed).toBe(true);
    expect(await pending).toEqual({ value: undefined, done: true });
    stream.emit('error', new Error('late')); // no listener left would make this an uncaught exception
    expect((await it.next()).done).toBe(true);
  });

  it('any interleaving of pushes and reads gives every chunk back in order (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(fc.uint8Array({ minLength: 1, maxLength: 8 }), fc.constant('read' as const)), { maxLength: 30 }), fc.integer({ min: 1, max: 32 }), async (steps, bound) => {
        const stream = manual();
        const it = readableChunks(stream, bound)[Symbol.asyncIterator]();
        const pushed: string[] = [];
        const got: string[] = [];
        const reads: Promise<void>[] = [];
        let chain = Promise.resolve();
        for (const step of steps) {
          if (step === 'read') {
            chain = chain.then(async () => {
              const r = await it.next();
              if (!r.done) got.push(Buffer.from(r.value).toString('hex'));
            });
            reads.push(chain);
          } else {
            pushed.push(Buffer.from(step).toString('hex'));
            stream.push(Buffer.from(step));
          }
          await tick();
        }
        stream.push(null);
        await Promise.all(reads);
        for (let r = await it.next(); !r.done; r = await it.next()) got.push(Buffer.from(r.value).toString('hex'));
        expect(got).toEqual(pushed);
      }),
      { seed: FUZZ_SEED, numRuns: 100 },
    );
  });
});
