/**
 * Hostile input for every decoder of the codec layer (issue 9 part B): each either decodes or
 * throws its typed error, in bounded time, never a RangeError, a stack overflow or a hang.
 * Generative properties use a fixed seed and bounded runs; targeted cases cover the limits.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cborSeqItems, decodeCbor, encodeCbor } from '../../src/codec/cbor.js';
import { CodecError } from '../../src/codec/codec.js';
import { jsonCodec } from '../../src/codec/json.js';
import { JsonSyntaxError, parseJsonWithDuplicates } from '../../src/codec/json-strict.js';
import { MAX_CBOR_CONTAINER_ELEMENTS, MAX_CBOR_NESTING_DEPTH, MAX_JSON_NESTING_DEPTH, MAX_YAML_NESTING_DEPTH } from '../../src/codec/limits.js';
import { decodeProtobuf, decodeWatchEvent, encodeProtobuf, protobufWatchFrames } from '../../src/codec/protobuf/index.js';
import { decodeYaml, decodeYamlDocuments, decodeYamlWithDuplicates, encodeYaml } from '../../src/codec/yaml.js';

const SEED = 20261123;
const text = (s: string) => Buffer.from(s, 'utf8');

const sample = {
  kind: 'RuntimeClass',
  apiVersion: 'node.cluster.io/v1',
  metadata: { name: 'sample', labels: { a: 'b' }, annotations: { note: 'ünï ✓' }, generation: 3 },
  handler: 'runc',
  overhead: { podFixed: { cpu: '250m' } },
  scheduling: { nodeSelector: { zone: 'a' }, tolerations: [{ key: 'k', operator: 'Equal', value: 'v', effect: 'NoExecute', tolerationSeconds: 30 }] },
};

/** Run `fn`; it must return or throw one of `allowed`, within `ms`. */
function expectBounded(fn: () => unknown, allowed: ReadonlyArray<new (...args: never[]) => Error>, ms = 2000): void {
  const started = performance.now();
  try {
    fn();
  } catch (err) {
    if (!allowed.some((t) => err instanceof t)) throw new Error(`unexpected ${(err as Error)?.name}: ${(err as Error)?.message}`, { cause: err });
  }
  expect(performance.now() - started).toBeLessThan(ms);
}

async function expectBoundedAsync(fn: () => Promise<unknown>, ms = 2000): Promise<void> {
  const started = performance.now();
  try {
    await fn();
  } catch (err) {
    if (!(err instanceof CodecError)) throw new Error(`unexpected ${(err as Error)?.name}: ${(err as Error)?.message}`, { cause: err });
  }
  expect(performance.now() - started).toBeLessThan(ms);
}

/** Byte strings: random, and valid encodings with a few bytes flipped, inserted or cut. */
function mutated(valid: Uint8Array): fc.Arbitrary<Uint8Array> {
  const edits = fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 }), fc.constantFrom('flip', 'insert', 'cut')), { minLength: 1, maxLength: 6 });
  return fc.oneof(
    fc.uint8Array({ maxLength: 600 }),
    edits.map((es) => {
      let bytes = Array.from(valid);
      for (const [at, value, kind] of es) {
        const i = at % (bytes.length + 1);
        if (kind === 'flip' && i < bytes.length) bytes[i] = value;
        else if (kind === 'insert') bytes.splice(i, 0, value);
        else bytes = bytes.slice(0, i);
      }
      return Uint8Array.from(bytes);
    }),
  );
}

async function* chunksOf(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

describe('every decoder answers any bytes with a value or its typed error (fast-check)', () => {
  it('JSON codec and the strict JSON parser', () => {
    fc.assert(
      fc.property(mutated(jsonCodec.encode(sample)), (bytes) => {
        expectBounded(() => jsonCodec.decode(bytes), [CodecError]);
        expectBounded(() => parseJsonWithDuplicates(Buffer.from(bytes).toString('utf8')), [JsonSyntaxError]);
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  it('YAML, single document and streams', () => {
    const valid = text(encodeYaml(sample) + '---\n' + 'a: &x [1, 2]\nb: *x\nc:\n  <<: {m: 1}\n');
    const yamlish = fc.array(fc.constantFrom('&a ', '*a', '[', ']', '{', '}', '- ', ': ', '\n', '  ', 'k', '<<', ',', '"', '\u0007', '---\n', '? '), { maxLength: 80 }).map((ps) => text(ps.join('')));
    fc.assert(
      fc.property(fc.oneof(mutated(valid), yamlish), (bytes) => {
        expectBounded(() => decodeYaml(bytes), [CodecError]);
        expectBounded(() => decodeYamlDocuments(Buffer.from(bytes).toString('utf8')), [CodecError]);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('CBOR, single items and sequences', async () => {
    const valid = encodeCbor(sample);
    await fc.assert(
      fc.asyncProperty(mutated(valid), fc.integer({ min: 1, max: 64 }), async (bytes, chunk) => {
        expectBounded(() => decodeCbor(bytes), [CodecError]);
        await expectBoundedAsync(async () => {
          for await (const _ of cborSeqItems(chunksOf(bytes, chunk))) void _;
        });
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  it('protobuf envelopes and watch frames', async () => {
    const valid = encodeProtobuf(sample);
    await fc.assert(
      fc.asyncProperty(mutated(valid), fc.integer({ min: 1, max: 64 }), async (bytes, chunk) => {
        expectBounded(() => decodeProtobuf(bytes), [CodecError]);
        expectBounded(() => decodeWatchEvent(bytes), [CodecError]);
        await expectBoundedAsync(async () => {
          for await (const _ of protobufWatchFrames(chunksOf(bytes, chunk))) void _;
        });
      }),
      { seed: SEED, numRuns: 400 },
    );
  });
});

describe('YAML reads JSON documents by the JSON parser with the same result', () => {
  it('JSON objects decode the same whether the JSON or the YAML path reads them', () => {
    const outcome = (doc: string) => {
      try {
        return { ok: decodeYamlWithDuplicates(doc) };
      } catch (err) {
        expect(err).toBeInstanceOf(CodecError);
        return { failed: true };
      }
    };
    fc.assert(
      fc.property(fc.dictionary(fc.string({ unit: 'binary' }), fc.jsonValue({ maxDepth: 4, stringUnit: 'binary' }), { maxKeys: 6 }), fc.boolean(), (obj, dup) => {
        let doc = JSON.stringify(obj);
        if (dup && doc !== '{}') doc = doc.slice(0, -1) + ',' + doc.slice(1); // every key twice
        // A leading comment line keeps the document off the JSON path.
        expect(outcome(doc)).toEqual(outcome('# yaml\n' + doc));
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});

describe('nesting limits', () => {
  it('JSON refuses nesting beyond Go’s 10000 and accepts it up to there', () => {
    const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);
    expect(() => jsonCodec.decode(text(nested(MAX_JSON_NESTING_DEPTH)))).not.toThrow();
    expect(() => jsonCodec.decode(text(nested(MAX_JSON_NESTING_DEPTH + 1)))).toThrow(CodecError);
    expect(() => parseJsonWithDuplicates(nested(MAX_JSON_NESTING_DEPTH + 1))).toThrow(/exceeded max depth/);
    expectBounded(() => jsonCodec.decode(text('{"a":'.repeat(1_000_000))), [CodecError]);
  });

  it.each([
    ['flow sequences', (n: number) => '['.repeat(n) + ']'.repeat(n)],
    ['flow maps', (n: number) => '{a: '.repeat(n) + '1' + '}'.repeat(n)],
    ['block maps', (n: number) => Array.from({ length: n }, (_, i) => ' '.repeat(i) + 'a:').join('\n') + ' 1'],
    ['block sequences', (n: number) => Array.from({ length: n }, (_, i) => ' '.repeat(2 * i) + '-').join('\n') + ' 1'],
  ])('YAML %s: accepted at the limit, refused past it with go-yaml’s text', (_name, nested) => {
    expect(() => decodeYaml(text(nested(MAX_YAML_NESTING_DEPTH - 1)))).not.toThrow();
    expect(() => decodeYaml(text(nested(MAX_YAML_NESTING_DEPTH + 2)))).toThrow(/exceeded max depth of 1000/);
  });

  it('YAML nesting built from aliases is bounded too', () => {
    const lines = ['a0: &a0 [' + '['.repeat(600) + ']'.repeat(600) + ']'];
    lines.push('a1: &a1 [*a0]', 'a2: &a2 [[[*a1]]]', 'b: [*a2, *a2]');
    const ok = decodeYaml(text(lines.join('\n'))) as Record<string, unknown>;
    expect(Array.isArray(ok.b)).toBe(true);
    const deeper = ['a0: &a0 ' + '['.repeat(900) + ']'.repeat(900), 'a1: &a1 ' + '['.repeat(900) + '*a0' + ']'.repeat(900)];
    expect(() => decodeYaml(text(deeper.join('\n')))).toThrow(/exceeded max depth of 1000/);
  });

  it('CBOR definite and indefinite arrays, maps and tags stop at the nesting limit', () => {
    const deep = (head: number, n: number, tail: Uint8Array) => Buffer.concat([Buffer.alloc(n, head), tail]);
    expect(() => decodeCbor(deep(0x81, MAX_CBOR_NESTING_DEPTH, Buffer.of(0)))).not.toThrow();
    for (const head of [Buffer.of(0x81), Buffer.of(0x9f), Buffer.of(0xa1, 0x61, 0x61), Buffer.of(0xbf, 0x61, 0x61), Buffer.of(0xc6)]) {
      const bytes = Buffer.concat([Buffer.concat(Array(300_000).fill(head)), Buffer.of(0)]);
      expect(() => decodeCbor(bytes)).toThrow(/exceeded max nested level 64/);
    }
  });
});

describe('CBOR lengths', () => {
  it.each([
    ['a byte string declaring 2^64-1 bytes', Buffer.of(0x5b, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff)],
    ['a text string declaring 4 GiB', Buffer.of(0x7a, 0xff, 0xff, 0xff, 0xff, 0x61)],
    ['an array declaring 2^32 elements', Buffer.of(0x9a, 0xff, 0xff, 0xff, 0xff, 0x00)],
    ['a map declaring 2^63 pairs', Buffer.of(0xbb, 0x80, 0, 0, 0, 0, 0, 0, 0)],
    ['an indefinite array without its break', Buffer.concat([Buffer.of(0x9f), Buffer.alloc(1000, 0x01)])],
    ['an indefinite byte string with a text chunk', Buffer.of(0x5f, 0x61, 0x61, 0xff)],
    ['an indefinite text string never closed', Buffer.concat([Buffer.of(0x7f), Buffer.alloc(300, 0x60)])],
    ['an indefinite array beyond the element limit', Buffer.concat([Buffer.of(0x9f), Buffer.alloc(MAX_CBOR_CONTAINER_ELEMENTS + 1, 0x00), Buffer.of(0xff)])],
    ['a definite array beyond the element limit', Buffer.concat([Buffer.of(0x9a, 0x00, 0x10, 0x00, 0x01), Buffer.alloc(MAX_CBOR_CONTAINER_ELEMENTS + 1, 0x00)])],
    ['a map with an array as a key', Buffer.of(0xa1, 0x80, 0x00)],
  ])('%s is a CodecError at once', (_name, bytes) => {
    let thrown: unknown;
    const started = performance.now();
    try {
      decodeCbor(bytes);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(CodecError);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('protobuf DeleteOptions', () => {
  it('round-trips every field, leaving absent ones absent', () => {
    const full = {
      kind: 'DeleteOptions',
      apiVersion: 'meta.cluster.io/v1',
      gracePeriodSeconds: 30,
      preconditions: { uid: 'u', resourceVersion: '7' },
      orphanDependents: false,
      propagationPolicy: 'Foreground',
      dryRun: ['All'],
      ignoreStoreReadErrorWithClusterBreakingPotential: true,
    };
    expect(decodeProtobuf(encodeProtobuf(full)).object).toEqual(full);
    expect(decodeProtobuf(encodeProtobuf({ kind: 'DeleteOptions', apiVersion: 'v1' })).object).toEqual({ kind: 'DeleteOptions', apiVersion: 'v1' });
  });
});

describe('protobuf corruption', () => {
  const valid = Buffer.from(encodeProtobuf(sample));
  it.each([
    ['an 11-byte varint', Buffer.concat([valid.subarray(0, 4), Buffer.of(0x0a), Buffer.alloc(11, 0xff)])],
    ['a length beyond the buffer', Buffer.concat([valid.subarray(0, 4), Buffer.of(0x12, 0xff, 0xff, 0xff, 0x7f, 0x00)])],
    ['a negative length', Buffer.concat([valid.subarray(0, 4), Buffer.of(0x12, 0xff, 0xff, 0xff, 0xff, 0x0f)])],
    ['a truncated body', valid.subarray(0, valid.length - 3)],
    ['an end-group without a start', Buffer.concat([valid, Buffer.of(0x0c)])],
    ['1,000,000 unclosed nested groups', Buffer.concat([valid.subarray(0, 4), Buffer.concat(Array(1_000_000).fill(Buffer.of(0x9b, 0x06)))])],
  ])('%s is a CodecError', (_name, bytes) => {
    expectBounded(() => decodeProtobuf(bytes), [CodecError]);
    expect(() => decodeProtobuf(bytes)).toThrow(CodecError);
  });

  it('a watch frame declaring a huge length is refused before buffering it', async () => {
    const frame = Buffer.of(0x7f, 0xff, 0xff, 0xff, 0x01, 0x02);
    await expect(async () => {
      for await (const _ of protobufWatchFrames(chunksOf(frame, 3))) void _;
    }).rejects.toBeInstanceOf(CodecError);
  });
});

describe('YAML anchors, aliases and characters', () => {
  it.each([
    ['&a [*a]', "yaml: anchor 'a' value contains itself"],
    ['a: &a\n  b: *a\n', "yaml: anchor 'a' value contains itself"],
    ['a: &a {b: [1, {c: *a}]}', "yaml: anchor 'a' value contains itself"],
    ['a: *nope', "yaml: unknown anchor 'nope' referenced"],
    ['a: "x\u0000y"', 'yaml: control characters are not allowed'],
    ['a: x\u0007y', 'yaml: control characters are not allowed'],
    ['a: x\u007fy', 'yaml: control characters are not allowed'],
    ['a: x\u009fy', 'yaml: control characters are not allowed'],
    ['a: \uffff', 'yaml: control characters are not allowed'],
  ])('%j is refused: %s', (doc, message) => {
    expect(() => decodeYaml(text(doc))).toThrow(message);
  });

  it('escaped control characters are data, as in go-yaml, and encode back escaped', () => {
    const v = decodeYaml(text('a: "x\\0y\\a"\nb: "\\uffff"')) as Record<string, string>;
    expect(v).toEqual({ a: 'x\u0000y\u0007', b: '\uffff' });
    expect(decodeYaml(text(encodeYaml(v)))).toEqual(v);
  });

  it('an alias bomb is refused by go-yaml’s ratio rule; ordinary reuse of anchors is fine', () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 8; i++) bomb.push(`l${i}: &l${i} [${Array(10).fill(i === 1 ? '*a' : `*l${i - 1}`).join(', ')}]`);
    expectBounded(() => decodeYaml(text(bomb.join('\n'))), [CodecError], 1000);
    expect(() => decodeYaml(text(bomb.join('\n')))).toThrow('yaml: document contains excessive aliasing');
    const reuse = ['base: &b {cpu: 1, mem: 2}', ...Array.from({ length: 200 }, (_, i) => `o${i}: {<<: *b, n: ${i}}`)].join('\n');
    const v = decodeYaml(text(reuse)) as Record<string, Record<string, number>>;
    expect(v.o199).toEqual({ n: 199, cpu: 1, mem: 2 });
  });

  it('many aliases resolve in linear time (no whole-document walk per alias)', () => {
    const docWith = (n: number) => 'a: &a x\nb: [' + Array.from({ length: n }, (_, i) => (i % 2 ? '*a' : 'y')).join(',') + ']';
    /** Best of two decodes: the scaling, not the machine's momentary load, is what is tested. */
    const timeFor = (n: number): number => {
      const doc = text(docWith(n));
      let best = Infinity;
      for (let run = 0; run < 2; run++) {
        const started = performance.now();
        const v = decodeYaml(doc) as { b: string[] };
        best = Math.min(best, performance.now() - started);
        expect(v.b).toHaveLength(n);
        expect(v.b[1]).toBe('x');
      }
      return best;
    };
    const small = timeFor(15_000);
    const large = timeFor(60_000);
    // Four times the aliases: about four times the time when linear, sixteen when quadratic.
    expect(large / small).toBeLessThan(8);
  });

  it('decoding stops at the first error instead of collecting one per bad token', () => {
    expectBounded(() => decodeYaml(text('[' + ','.repeat(500_000) + ']')), [CodecError], 3000);
    expect(() => decodeYaml(text('[,,]'))).toThrow('yaml: Unexpected , in flow sequence');
  });

  it('merge keys: explicit keys win, earlier sources win over later ones', () => {
    const v = decodeYaml(text('a: &a {x: 1, y: 1}\nb: &b {x: 2, z: 2}\nc:\n  x: 0\n  <<: [*a, *b]\n')) as Record<string, unknown>;
    expect(v.c).toEqual({ x: 0, y: 1, z: 2 });
    expect(() => decodeYaml(text('a: {<<: [1, 2]}'))).toThrow('yaml: map merge requires map or sequence of maps as the value');
  });
});
