/**
 * Type-level guarantees of the public surface: typed objects in and out, no `any`.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { Client } from '../../src/client/client.js';
import type { LeaseCandidate, LeaseCandidateList, RuntimeClass, RuntimeClassList, Status } from '../../src/index.js';

type RC = Client['runtimeClasses'];
type LCs = Client['leaseCandidates'];

describe('typed client surface', () => {
  it('returns generated types from every verb', () => {
    expectTypeOf<RC['get']>().returns.resolves.toEqualTypeOf<RuntimeClass>();
    expectTypeOf<RC['list']>().returns.resolves.toEqualTypeOf<RuntimeClassList>();
    expectTypeOf<RC['create']>().parameter(0).toEqualTypeOf<RuntimeClass>();
    expectTypeOf<RC['delete']>().returns.resolves.toEqualTypeOf<Status | RuntimeClass>();
    expectTypeOf<ReturnType<LCs['namespace']>['get']>().returns.resolves.toEqualTypeOf<LeaseCandidate>();
    expectTypeOf<LCs['list']>().returns.resolves.toEqualTypeOf<LeaseCandidateList>();
  });

  it('types fields precisely, not as any', () => {
    expectTypeOf<RuntimeClass['handler']>().toEqualTypeOf<string>();
    expectTypeOf<NonNullable<LeaseCandidate['spec']>['leaseName']>().toEqualTypeOf<string>();
    expectTypeOf<RuntimeClass>().not.toBeAny();
    // @ts-expect-error handler must be a string
    const bad: RuntimeClass = { handler: 5 };
    void bad;
  });
});
