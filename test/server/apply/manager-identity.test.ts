/**
 * `managerIdentity` keeps the identities it built (every write asks for its writer's): a
 * kept identity must be exactly the one built for the same manager, operation, apiVersion and
 * subresource, and different ones must never share an entry.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { managerIdentity, type ManagerInfo } from '../../../src/server/apply/managed-fields.js';
import { FUZZ_SEED, fuzzRuns } from '../../fuzz/harness.js';

/** The identity's fields as upstream's BuildManagerIdentifier writes them (JSON, Go's escapes read back by JSON.parse). */
function expectedFields(info: ManagerInfo): Record<string, string> {
  const out: Record<string, string> = {};
  if (info.manager) out.manager = info.manager;
  out.operation = info.operation;
  if (info.operation !== 'Apply' && info.apiVersion) out.apiVersion = info.apiVersion;
  if (info.subresource) out.subresource = info.subresource;
  return out;
}

describe('managerIdentity (kept identities)', () => {
  const text = fc.oneof(fc.constantFrom('', 'a', 'b', 'a:1:b', 'v1', ':', '1:a', 'a\u0000b', '<&>'), fc.string({ maxLength: 8, unit: 'binary' }));
  const info: fc.Arbitrary<ManagerInfo> = fc.record(
    {
      manager: text,
      operation: fc.constantFrom('Apply' as const, 'Update' as const),
      apiVersion: text,
      subresource: text,
    },
    { requiredKeys: ['manager', 'operation'] },
  );

  it('property: the same identity on every call, with the fields of the info it was asked for', () => {
    fc.assert(
      fc.property(fc.array(info, { minLength: 1, maxLength: 30 }), (infos) => {
        const first = infos.map((i) => managerIdentity(i));
        // Asked again in reverse order: every answer is the one for its own info.
        const again = [...infos].reverse().map((i) => managerIdentity({ ...i }));
        expect(again.reverse()).toEqual(first);
        infos.forEach((i, n) => {
          const parsed = JSON.parse(first[n]!) as Record<string, string>;
          expect(parsed).toEqual(expectedFields(i));
          expect(Object.keys(parsed)).toEqual(Object.keys(expectedFields(i)));
        });
      }),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(300) },
    );
  });

  it('keeps scopes apart whose parts join to the same text', () => {
    const a = managerIdentity({ manager: 'm', operation: 'Update', apiVersion: 'a:1', subresource: 'b' });
    const b = managerIdentity({ manager: 'm', operation: 'Update', apiVersion: 'a', subresource: '1:b' });
    expect(JSON.parse(a)).toEqual({ manager: 'm', operation: 'Update', apiVersion: 'a:1', subresource: 'b' });
    expect(JSON.parse(b)).toEqual({ manager: 'm', operation: 'Update', apiVersion: 'a', subresource: '1:b' });
  });

  it('stays correct past its bounds (many managers and scopes)', () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2500; i++) {
        const manager = `m${i}`;
        const apiVersion = `g/v${i % 1100}`;
        expect(JSON.parse(managerIdentity({ manager, operation: 'Update', apiVersion }))).toEqual({ manager, operation: 'Update', apiVersion });
      }
    }
  });
});
