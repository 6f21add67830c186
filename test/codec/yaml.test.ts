import { describe, expect, it } from 'vitest';
import { decodeYaml, decodeYamlWithDuplicates, encodeYaml, yamlCodec } from '../../src/codec/yaml.js';
import { expectCodecError, runCodecConformance } from './conformance.js';

const text = (s: string) => Buffer.from(s, 'utf8');

/** Billion-laughs: each level multiplies the previous by 9 (9^6 ≈ 531k leaves from a few hundred bytes). */
const billionLaughs = [
  'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
  'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
  'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
  'e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
  'f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]',
].join('\n');

runCodecConformance(yamlCodec, {
  badBodies: [
    { name: 'billion laughs (alias bomb)', bytes: text(billionLaughs) },
    { name: 'unterminated flow sequence', bytes: text('a: [1, 2') },
    { name: 'bad indentation', bytes: text('a:\n  b: 1\n c: 2') },
    { name: 'two documents', bytes: text('a: 1\n---\nb: 2\n') },
    { name: 'invalid UTF-8', bytes: Uint8Array.of(0x61, 0x3a, 0x20, 0xc3, 0x28) },
    { name: 'tab indentation', bytes: text('a:\n\tb: 1') },
    { name: '.nan', bytes: text('a: .nan') },
    { name: '.inf', bytes: text('a: -.inf') },
    { name: 'a map as a key', bytes: text('? {a: 1}\n: x') },
    { name: 'undefined alias', bytes: text('a: *nope') },
    { name: 'deeply nested flow sequences', bytes: text('['.repeat(100_000) + ']'.repeat(100_000)) },
  ],
});

describe('YAML decoding', () => {
  it('reports duplicate keys as upstream strict-error paths and keeps the last value', () => {
    const doc = [
      'apiVersion: node.cluster.io/v1',
      'kind: RuntimeClass',
      'metadata:',
      '  name: a',
      '  name: b',
      '  labels: {x: "1", x: "2"}',
      'handler: runc',
      'scheduling:',
      '  tolerations:',
      '  - key: k',
      '    key: j',
      'handler: kata',
      'handler: crun',
    ].join('\n');
    const { value, duplicates } = decodeYamlWithDuplicates(doc);
    expect(duplicates).toEqual(['metadata.name', 'metadata.labels.x', 'scheduling.tolerations[0].key', 'handler']);
    expect(value).toStrictEqual({
      apiVersion: 'node.cluster.io/v1',
      kind: 'RuntimeClass',
      metadata: { name: 'b', labels: { x: '2' } },
      handler: 'crun',
      scheduling: { tolerations: [{ key: 'j' }] },
    });
  });

  it('reports no duplicates for a clean document, and none for merge keys', () => {
    expect(decodeYamlWithDuplicates('base: &b {x: 1}\nderived:\n  <<: *b\n  y: 2\n')).toStrictEqual({
      value: { base: { x: 1 }, derived: { x: 1, y: 2 } },
      duplicates: [],
    });
  });

  it('stops alias bombs and oversized documents before they expand', () => {
    expect(expectCodecError(() => decodeYaml(text(billionLaughs))).message).toMatch(/alias/i);
    expectCodecError(() => decodeYaml(text('a: ' + 'x'.repeat(2000)), { maxBytes: 1000 }));
    expectCodecError(() => decodeYamlWithDuplicates('a: ' + 'x'.repeat(2000), { maxBytes: 1000 }));
  });

  it('reads YAML 1.2 core scalars: yes/no/on stay strings, timestamps stay strings, keys become strings', () => {
    expect(decodeYaml(text('a: yes\nb: on\nc: 2024-01-01T00:00:00Z\n1: one\ntrue: t\nd: 0x1F\ne: ~\n'))).toStrictEqual({
      a: 'yes',
      b: 'on',
      c: '2024-01-01T00:00:00Z',
      '1': 'one',
      true: 't',
      d: 31,
      e: null,
    });
  });

  it('keeps a __proto__ key as an own property', () => {
    const v = decodeYaml(text('__proto__: {polluted: true}\n')) as Record<string, unknown>;
    expect(Object.prototype.hasOwnProperty.call(v, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('rounds integers beyond 2^53 to the nearest double, like JSON.parse', () => {
    expect(decodeYaml(text('n: 9007199254740993'))).toStrictEqual({ n: 9007199254740992 });
  });

  it('decodes an empty document to null', () => {
    expect(decodeYaml(text(''))).toBeNull();
  });
});

describe('YAML encoding resembles sigs.k8s.io/yaml (go-yaml v2) output', () => {
  it('writes block style, unindented sequences, YAML 1.1 quoting and literal blocks', () => {
    const obj = {
      apiVersion: 'node.cluster.io/v1',
      kind: 'RuntimeClass',
      metadata: {
        name: 'runc',
        creationTimestamp: '2024-01-01T00:00:00Z',
        labels: { enabled: 'true', on: 'yes', n: '1', empty: '' },
        finalizers: ['a', 'b'],
        annotations: { script: 'line one\nline two\n' },
      },
      handler: 'runc',
      overhead: { podFixed: { cpu: '250m' } },
      scheduling: { nodeSelector: {}, tolerations: [{ key: 'k', operator: 'Exists', tolerationSeconds: 30 }] },
      items: [],
    };
    expect(encodeYaml(obj)).toBe(
      [
        'apiVersion: node.cluster.io/v1',
        'kind: RuntimeClass',
        'metadata:',
        '  name: runc',
        '  creationTimestamp: "2024-01-01T00:00:00Z"',
        '  labels:',
        '    enabled: "true"',
        '    "on": "yes"',
        '    "n": "1"',
        '    empty: ""',
        '  finalizers:',
        '  - a',
        '  - b',
        '  annotations:',
        '    script: |',
        '      line one',
        '      line two',
        'handler: runc',
        'overhead:',
        '  podFixed:',
        '    cpu: 250m',
        'scheduling:',
        '  nodeSelector: {}',
        '  tolerations:',
        '  - key: k',
        '    operator: Exists',
        '    tolerationSeconds: 30',
        'items: []',
        '',
      ].join('\n'),
    );
  });

  it('sorts keys like Go when asked, never writes anchors, and rejects NaN', () => {
    const shared = { x: 1 };
    expect(encodeYaml({ b: shared, a: shared }, { sortKeys: true })).toBe('a:\n  x: 1\nb:\n  x: 1\n');
    expectCodecError(() => encodeYaml({ a: NaN }));
  });
});
