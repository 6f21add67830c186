/**
 * Type-level guarantees for Lease on the public surface: the package root exports the types and
 * the descriptor, and `client.leases` is a namespaced client of Lease objects.
 */
import { describe, expectTypeOf, it } from 'vitest';
import { leases, type Client, type Lease, type LeaseList, type LeaseSpec, type NamespacedResourceClient, type ResourceClient, type ResourceDescriptor } from '../../src/index.js';

describe('Lease types', () => {
  it('client.leases is a NamespacedResourceClient<Lease, LeaseList> whose namespace() gives a ResourceClient', () => {
    expectTypeOf<Client['leases']>().toEqualTypeOf<NamespacedResourceClient<Lease, LeaseList>>();
    expectTypeOf<ReturnType<Client['leases']['namespace']>>().toEqualTypeOf<ResourceClient<Lease, LeaseList>>();
    expectTypeOf<Awaited<ReturnType<Client['leases']['list']>>['items']>().toEqualTypeOf<Lease[]>();
  });

  it('LeaseSpec has upstream fields, all optional (Go pointers)', () => {
    expectTypeOf<LeaseSpec>().toEqualTypeOf<NonNullable<Lease['spec']>>();
    expectTypeOf<LeaseSpec['holderIdentity']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<LeaseSpec['leaseDurationSeconds']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<LeaseSpec['leaseTransitions']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<LeaseSpec['strategy']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<LeaseSpec['preferredHolder']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<keyof LeaseSpec>().toEqualTypeOf<'holderIdentity' | 'leaseDurationSeconds' | 'acquireTime' | 'renewTime' | 'leaseTransitions' | 'strategy' | 'preferredHolder'>();
  });

  it('the descriptor is typed by Lease', () => {
    expectTypeOf(leases).toEqualTypeOf<ResourceDescriptor<Lease>>();
  });
});
