/**
 * Bytes of every accepted body media type: a {@link Doc} encoded as JSON, YAML, protobuf
 * (`k8s\0` envelope) or CBOR, then byte-level corruption (truncation, flips, inserted
 * garbage, duplicate keys), plus hand-written hostile corpora per format (YAML anchors and
 * aliases, protobuf varint/length corruption, CBOR indefinite lengths, huge declared lengths
 * and unknown tags).
 */
import fc from 'fast-check';
import { encodeCbor } from '../../../src/codec/cbor.js';
import { encodeProtobuf, PROTOBUF_PREFIX } from '../../../src/codec/protobuf/index.js';
import { encodeYaml } from '../../../src/codec/yaml.js';
import { PLACEHOLDER, type Doc, type Splice } from './objects.js';

export type BodyFormat = 'json' | 'yaml' | 'protobuf' | 'cbor';

export const MEDIA_TYPE: Record<BodyFormat, string> = {
  json: 'application/json',
  yaml: 'application/yaml',
  protobuf: 'application/vnd.kubernetes.protobuf',
  cbor: 'application/cbor',
};

/** A body to send: its bytes and the generator class that made it. */
export interface Body {
  readonly bytes: Buffer;
  readonly label: string;
}

const placeholderBytes = Buffer.from(PLACEHOLDER, 'latin1');

function jsonSplice(splice: Splice): string {
  if (splice.kind === 'invalid-utf8') throw new Error('not a text splice');
  const d = splice.depth;
  if (splice.kind === 'deep-array') return '['.repeat(d) + ']'.repeat(d);
  if (splice.kind === 'deep-object') return '{"a":'.repeat(d) + '1' + '}'.repeat(d);
  return '[{"a":'.repeat(Math.ceil(d / 2)) + '1' + '}]'.repeat(Math.ceil(d / 2));
}

function cborSplice(splice: Splice): Buffer {
  if (splice.kind === 'invalid-utf8') throw new Error('not a structural splice');
  const d = splice.depth;
  if (splice.kind === 'deep-array') return Buffer.concat([Buffer.alloc(d, 0x81), Buffer.of(0x01)]);
  const unit = splice.kind === 'deep-object' ? [0xa1, 0x61, 0x61] : [0x81, 0xa1, 0x61, 0x61];
  const n = splice.kind === 'deep-object' ? d : Math.ceil(d / 2);
  const out = Buffer.alloc(n * unit.length + 1);
  for (let i = 0; i < n; i++) out.set(unit, i * unit.length);
  out[out.length - 1] = 0x01;
  return out;
}

/** Replace the placeholder's bytes (and, with `withHeader`, its 1-byte string header). */
function spliceBytes(bytes: Buffer, replacement: Buffer, withHeader: boolean): Buffer {
  const at = bytes.indexOf(placeholderBytes);
  if (at < 0) return bytes;
  const start = withHeader ? at - 1 : at;
  return Buffer.concat([bytes.subarray(0, start), replacement, bytes.subarray(at + placeholderBytes.length)]);
}

function textWithSplice(text: string, doc: Doc): Buffer {
  if (!doc.splice) return Buffer.from(text);
  if (doc.splice.kind === 'invalid-utf8') return spliceBytes(Buffer.from(text), Buffer.from(doc.splice.bytes), false);
  return Buffer.from(text.replace(`"${PLACEHOLDER}"`, jsonSplice(doc.splice)).replace(PLACEHOLDER, jsonSplice(doc.splice)));
}

/** Encode a document in a format (values a binary encoder refuses travel as prefixed JSON). */
export function encodeDoc(doc: Doc, format: BodyFormat, style = 0): Buffer {
  switch (format) {
    case 'json':
      return textWithSplice(JSON.stringify(doc.value) ?? 'null', doc);
    case 'yaml': {
      let text: string;
      try {
        text = style % 2 === 0 ? encodeYaml(doc.value) : JSON.stringify(doc.value);
      } catch {
        text = JSON.stringify(doc.value) ?? 'null';
      }
      return textWithSplice(text, doc);
    }
    case 'cbor': {
      let bytes: Buffer;
      try {
        bytes = Buffer.from(encodeCbor(doc.value, style % 2 === 0 ? {} : { strings: 'text' } as never));
      } catch {
        return Buffer.from(JSON.stringify(doc.value) ?? 'null');
      }
      if (!doc.splice) return bytes;
      if (doc.splice.kind === 'invalid-utf8') {
        // As a text string (major type 3), where CBOR requires valid UTF-8.
        const at = bytes.indexOf(placeholderBytes);
        const out = spliceBytes(bytes, Buffer.from(doc.splice.bytes), false);
        if (at > 0 && style % 2 === 0) out[at - 1] = 0x60 | PLACEHOLDER.length;
        return out;
      }
      return spliceBytes(bytes, cborSplice(doc.splice), true);
    }
    case 'protobuf': {
      let bytes: Buffer;
      try {
        bytes = Buffer.from(encodeProtobuf(doc.value));
      } catch {
        return Buffer.concat([Buffer.from(PROTOBUF_PREFIX), Buffer.from(JSON.stringify(doc.value) ?? 'null')]);
      }
      if (!doc.splice) return bytes;
      if (doc.splice.kind === 'invalid-utf8') return spliceBytes(bytes, Buffer.from(doc.splice.bytes), false);
      // Protobuf follows fixed schemas: depth arrives as nested unknown groups (field 15).
      const d = doc.splice.depth;
      return Buffer.concat([bytes, Buffer.alloc(d, 0x7b), Buffer.alloc(d, 0x7c)]);
    }
  }
}

/** Byte-level corruption of a valid encoding. */
export function corrupted(bytes: Buffer): fc.Arbitrary<Body> {
  const n = Math.max(1, bytes.length);
  return fc.oneof(
    fc.integer({ min: 0, max: n - 1 }).map((k) => ({ bytes: bytes.subarray(0, k), label: 'truncated' })),
    fc.array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }).map((flips) => {
      const out = Buffer.from(bytes);
      for (const [i, b] of flips) if (i < out.length) out[i] = b;
      return { bytes: out, label: 'byte-flips' };
    }),
    fc.tuple(fc.integer({ min: 0, max: n }), fc.uint8Array({ minLength: 1, maxLength: 16 })).map(([i, junk]) => ({
      bytes: Buffer.concat([bytes.subarray(0, i), Buffer.from(junk), bytes.subarray(i)]),
      label: 'inserted-bytes',
    })),
    // An overlong varint / huge length written over a random position.
    fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.constantFrom(Buffer.alloc(11, 0xff), Buffer.of(0xff, 0xff, 0xff, 0xff, 0x0f), Buffer.alloc(11, 0x80), Buffer.of(0xfe, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01))).map(([i, v]) => ({
      bytes: Buffer.concat([bytes.subarray(0, i), v, bytes.subarray(i + v.length)]),
      label: 'varint-corruption',
    })),
  );
}

/** Duplicate keys at the top level (and in metadata), format by format. */
export function duplicateKeys(value: Record<string, unknown>, format: BodyFormat): Buffer | undefined {
  const json = JSON.stringify(value);
  switch (format) {
    case 'json':
      return Buffer.from(`{"metadata":{"name":"dup","name":"dup2"},"kind":"Other",${json.slice(1)}`);
    case 'yaml':
      return Buffer.from(`kind: Other\nmetadata: {name: dup, name: dup2}\n${encodeYaml(value)}`);
    case 'cbor': {
      const bytes = Buffer.from(encodeCbor(value));
      const head = bytes[3]!; // after the self-described prefix
      if (head < 0xa0 || head >= 0xb7) return undefined;
      return Buffer.concat([bytes.subarray(0, 3), Buffer.of(head + 1), bytes.subarray(4), Buffer.from(encodeCbor({ kind: 'Other' })).subarray(4)]);
    }
    case 'protobuf':
      return undefined;
  }
}

/** Hand-written hostile YAML: anchors, aliases (self-referencing too), tags, documents. */
export const hostileYaml: readonly string[] = [
  '&a [*a]',
  'a: &a {b: *a}',
  'metadata: &m {name: x, self: *m}\nkind: RuntimeClass',
  ['a: &a [x,x,x,x,x,x,x,x,x]', ...Array.from({ length: 8 }, (_, i) => `l${i}: &l${i} [${Array(9).fill(i === 0 ? '*a' : `*l${i - 1}`).join(',')}]`)].join('\n'),
  'a: &a x\nb: *a\nc: *undefined',
  'base: &b {handler: runc}\n<<: *b\napiVersion: node.cluster.io/v1\nkind: RuntimeClass\nmetadata: {name: merge-key}',
  'apiVersion: node.cluster.io/v1\nkind: RuntimeClass\nmetadata: {name: tagged}\nhandler: !!binary aGVsbG8=',
  'apiVersion: node.cluster.io/v1\nkind: RuntimeClass\nmetadata: !!set {name: set}\nhandler: x',
  'apiVersion: !custom node.cluster.io/v1\nkind: RuntimeClass',
  '--- {kind: RuntimeClass}\n--- {kind: RuntimeClass}',
  '? [complex, key]\n: value',
  'handler: "\u0001\u0002"\nkind: RuntimeClass',
  'handler: \u0007bell',
  '\ufeffapiVersion: node.cluster.io/v1',
  'metadata:\n\tname: tab',
  'handler: 0x10\nkind: RuntimeClass\nmetadata: {name: 1e400}',
  'metadata: {name: ~}\nhandler: .inf',
  '['.repeat(5000) + ']'.repeat(5000),
  `a: ${'- '.repeat(3000)}x`,
  'a: ' + 'x'.repeat(2_000_000),
  `${'k'.repeat(2000)}: long implicit key`,
  '{a: 1, a: 2}',
  '%YAML 1.1\n---\na: 1',
  '%TAG ! tag:example.com,2000:\n---\na: !foo 1',
  'a: |\n  literal\n b: bad indent',
  '*',
  '&',
  '!<!> x',
];

/** Hand-written hostile CBOR: indefinite lengths, huge declared lengths, unknown tags. */
export const hostileCbor: readonly Buffer[] = [
  Buffer.of(0x5f), // indefinite byte string, no break
  Buffer.of(0x7f, 0x61, 0x61), // indefinite text string, no break
  Buffer.of(0x9f, 0x01, 0x02), // indefinite array, no break
  Buffer.of(0xbf, 0x61, 0x61, 0x01), // indefinite map, no break
  Buffer.of(0xbf, 0x61, 0x61, 0x01, 0xff), // indefinite map, complete (upstream refuses indefinite? decides server)
  Buffer.of(0x5f, 0x41, 0x61, 0x61, 0x62, 0xff), // indefinite bytes with a text chunk inside
  Buffer.concat([Buffer.alloc(100_000, 0x9f), Buffer.alloc(100_000, 0xff)]),
  Buffer.of(0x5b, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff),
  Buffer.of(0x7b, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00),
  Buffer.of(0x9b, 0x7f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff),
  Buffer.of(0xbb, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff),
  Buffer.of(0xba, 0xff, 0xff, 0xff, 0xff),
  Buffer.of(0xd8, 0x80, 0xa0), // unknown tag 128 on a map
  Buffer.of(0xdb, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xa0), // tag 2^64-1
  Buffer.of(0xc2, 0x49, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00), // bignum
  Buffer.of(0xc1, 0xfb, 0x7f, 0xf8, 0, 0, 0, 0, 0, 0), // epoch time NaN
  Buffer.concat([Buffer.alloc(100_000, 0xc6), Buffer.of(0xa0)]), // 100,000 nested tags
  Buffer.concat([Buffer.from([0xd9, 0xd9, 0xf7]).fill(0xd9, 0, 1), Buffer.of(0xd9, 0xd9, 0xf7, 0xd9, 0xd9, 0xf7, 0xa0)]),
  Buffer.of(0xa1, 0x01, 0x02), // integer key
  Buffer.of(0xa1, 0xa0, 0x02), // map key
  Buffer.of(0xa2, 0x61, 0x61, 0x01, 0x61, 0x61, 0x02), // duplicate key
  Buffer.of(0xfc), Buffer.of(0xfd), Buffer.of(0xfe), Buffer.of(0x1c), Buffer.of(0xff), // reserved / stray break
  Buffer.of(0xf7), Buffer.of(0xf8, 0x20), Buffer.of(0xf9, 0x7e, 0x00), // undefined, simple 32, half NaN
  Buffer.of(0xa1, 0x64, 0x6b, 0x69, 0x6e, 0x64, 0x1b, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff), // kind: 2^64-1
  Buffer.alloc(0),
];

/** Hand-written hostile protobuf envelopes. */
export const hostileProtobuf: readonly Buffer[] = [
  Buffer.from(PROTOBUF_PREFIX),
  Buffer.from('k8s'),
  Buffer.concat([Buffer.from(PROTOBUF_PREFIX), Buffer.of(0x0a, 0xff, 0xff, 0xff, 0xff, 0x0f)]),
  Buffer.concat([Buffer.from(PROTOBUF_PREFIX), Buffer.alloc(11, 0xff)]),
  Buffer.concat([Buffer.from(PROTOBUF_PREFIX), Buffer.alloc(100_000, 0x7b)]),
  Buffer.concat([Buffer.from(PROTOBUF_PREFIX), Buffer.of(0x7c)]),
  Buffer.concat([Buffer.from(PROTOBUF_PREFIX), Buffer.of(0x0f)]), // wire type 7
  Buffer.concat([Buffer.from(PROTOBUF_PREFIX), Buffer.of(0x00)]), // field 0
  Buffer.concat([Buffer.from(PROTOBUF_PREFIX), Buffer.of(0x0a, 0x02, 0x0a, 0x05)]), // nested length past the end
  Buffer.concat([Buffer.from(PROTOBUF_PREFIX), Buffer.of(0x12, 0x03, 0xff, 0xff, 0xff)]),
  Buffer.concat([Buffer.from(PROTOBUF_PREFIX), Buffer.of(0x0a, 0x0a, 0x0a, 0x02, 0x76, 0x31, 0x12, 0x04, 0x4b, 0x69, 0x6e, 0x64)]), // unknown kind
];

/** Bodies of one format: value mutations, byte corruption, duplicates and the hostile corpus. */
export function bodies(format: BodyFormat, docs: fc.Arbitrary<Doc>): fc.Arbitrary<Body> {
  const fromDocs = fc.tuple(docs, fc.nat(3)).map(([doc, style]) => ({ bytes: encodeDoc(doc, format, style), label: doc.label }));
  const byteLevel = fc.tuple(docs, fc.nat(3)).chain(([doc, style]) => corrupted(encodeDoc(doc, format, style)));
  const dup = docs.map((doc) => {
    const bytes = doc.value && typeof doc.value === 'object' && !Array.isArray(doc.value) ? duplicateKeys(doc.value as Record<string, unknown>, format) : undefined;
    return bytes ? { bytes, label: 'duplicate-keys' } : { bytes: encodeDoc(doc, format), label: doc.label };
  });
  const corpus: Body[] =
    format === 'yaml' ? hostileYaml.map((t) => ({ bytes: Buffer.from(t), label: 'yaml-hostile' }))
    : format === 'cbor' ? hostileCbor.map((b) => ({ bytes: b, label: 'cbor-hostile' }))
    : format === 'protobuf' ? hostileProtobuf.map((b) => ({ bytes: b, label: 'protobuf-hostile' }))
    : ['{"a":1,}', '{"a":1}/*c*/', 'NaN', '\ufeff{}', '{"metadata":{"name":"a"}}{"kind":"x"}', '{"a":1e400}', '{"a":-0}', '"\\ud800"', `{"handler":${'1'.repeat(1000)}}`, '', ' ', '{'].map((t) => ({ bytes: Buffer.from(t), label: 'json-hostile' }));
  return fc.oneof(
    { weight: 4, arbitrary: fromDocs },
    { weight: 3, arbitrary: byteLevel },
    { weight: 1, arbitrary: dup },
    { weight: 2, arbitrary: fc.constantFrom(...corpus) },
  );
}
