import { describe, expect, it } from 'vitest';
import { jsonCodec } from '../../src/codec/json.js';
import { expectCodecError, runCodecConformance } from './conformance.js';

const text = (s: string) => Buffer.from(s, 'utf8');

runCodecConformance(jsonCodec, {
  badBodies: [
    { name: 'empty body', bytes: text('') },
    { name: 'truncated object', bytes: text('{"kind":"RuntimeClass","metadata":{"name":') },
    { name: 'garbage bytes', bytes: Uint8Array.of(0xff, 0xfe, 0x00, 0x01) },
    { name: 'trailing garbage', bytes: text('{"a":1} x') },
    { name: 'deeply nested arrays (20,000 levels)', bytes: text('['.repeat(20_000) + ']'.repeat(20_000)) },
    { name: 'deeply nested objects (20,000 levels)', bytes: text('{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000)) },
  ],
});

describe('JSON integers beyond 2^53', () => {
  it('rounds to the nearest double, like every JSON reader in JS (documented, not an error)', () => {
    const back = jsonCodec.decode(text('{"generation":9007199254740993}')) as { generation: number };
    expect(back.generation).toBe(9007199254740992);
  });

  it('keeps int64-range values that are exact doubles exact', () => {
    const back = jsonCodec.decode(jsonCodec.encode({ n: 2 ** 60 })) as { n: number };
    expect(back.n).toBe(2 ** 60);
  });

  it('rejects nesting beyond its depth limit with a clear error', () => {
    const err = expectCodecError(() => jsonCodec.decode(text('['.repeat(20_000) + ']'.repeat(20_000))));
    expect(err.message).toContain('max depth');
  });
});
