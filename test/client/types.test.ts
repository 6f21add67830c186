/**
 * Type-level guarantees of the public surface: typed objects in and out, no `any`.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { Client } from '../../src/client/client.js';
import {
  ApiError,
  isAlreadyExists,
  isApiError,
  isBadRequest,
  isConflict,
  isEmptyConfigError,
  isForbidden,
  isGone,
  isInternalError,
  isInvalid,
  isMethodNotAllowed,
  isNotAcceptable,
  isNotFound,
  isResourceExpired,
  isServerTimeout,
  isServiceUnavailable,
  isTimeout,
  isTooManyRequests,
  isUnauthorized,
  isUnsupportedMediaType,
  allResources,
  findResource,
  leaseCandidates,
  runtimeClasses,
  type ConfigError,
  type KubeList,
  type KubeObject,
  type MergePatch,
  type ResourceClient,
  type ResourceDescriptor,
  type Toleration,
  type TransportError,
} from '../../src/index.js';
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

describe('error predicates are type guards', () => {
  it('narrow an unknown error to ApiError in the true branch', () => {
    const e: unknown = new Error('x');
    if (isNotFound(e)) {
      expectTypeOf(e).toExtend<ApiError>();
      expectTypeOf(e.status).toEqualTypeOf<Status>();
      expectTypeOf(e.reason).toEqualTypeOf<'NotFound' | ''>();
    }
    if (isConflict(e)) expectTypeOf(e.statusCode).toEqualTypeOf<number>();
    if (isTooManyRequests(e)) expectTypeOf(e).toExtend<ApiError>();
    if (isEmptyConfigError(e)) expectTypeOf(e).toExtend<ConfigError>();
  });

  it('every predicate exported from the package root is a guard onto ApiError', () => {
    const predicates = {
      isNotFound,
      isAlreadyExists,
      isConflict,
      isInvalid,
      isGone,
      isResourceExpired,
      isBadRequest,
      isUnauthorized,
      isForbidden,
      isMethodNotAllowed,
      isNotAcceptable,
      isUnsupportedMediaType,
      isTimeout,
      isServerTimeout,
      isTooManyRequests,
      isInternalError,
      isServiceUnavailable,
    };
    type Guarded<F> = F extends (err: unknown) => err is infer G ? G : never;
    type All = { [K in keyof typeof predicates]: Guarded<(typeof predicates)[K]> };
    expectTypeOf<All[keyof All]>().toExtend<ApiError>();
    expectTypeOf<All[keyof All]>().not.toBeNever();
    expectTypeOf(isApiError).guards.toEqualTypeOf<ApiError>();
  });

  it('keep an ApiError an ApiError in the false branch (no narrowing to never)', () => {
    const e = new ApiError({ kind: 'Status', apiVersion: 'v1', status: 'Failure', reason: 'Conflict', code: 409 });
    if (!isNotFound(e)) expectTypeOf(e).toEqualTypeOf<ApiError>();
    if (!isTooManyRequests(e)) expectTypeOf(e).toEqualTypeOf<ApiError>();
    if (!isServiceUnavailable(e)) expectTypeOf(e).toEqualTypeOf<ApiError>();
    const either = e as ApiError | TransportError;
    if (!isForbidden(either)) expectTypeOf(either).toEqualTypeOf<ApiError | TransportError>();
  });
});

describe('merge patches', () => {
  it('accept null to delete a field, at any depth', () => {
    const calls = (rc: RC, lcs: LCs) => {
      void rc.patch('x', { metadata: { labels: { team: null }, annotations: null }, overhead: null }, { type: 'merge' });
      void rc.patch('x', { scheduling: { nodeSelector: { zone: null, disk: 'ssd' } } }, { type: 'merge' });
      void lcs.namespace('n').patch('x', { spec: { pingTime: null } }, { type: 'merge' });
      void rc.patch('x', { metadata: { labels: { team: null } } }, { type: 'strategic' });
      // Strategic lists merge item by item (by merge key), so items may be partial there.
      void rc.patch('x', { metadata: { ownerReferences: [{ uid: 'u' }] } }, { type: 'strategic' });
      void rc.patch('x', [{ op: 'remove', path: '/metadata/labels/team' }], { type: 'json' });
      // @ts-expect-error a merge patch replaces a list whole: its items must be complete
      void rc.patch('x', { metadata: { ownerReferences: [{ uid: 'u' }] } }, { type: 'merge' });
      // @ts-expect-error fields keep their types: handler is a string (or null)
      void rc.patch('x', { handler: 5 }, { type: 'merge' });
      // @ts-expect-error a JSON patch is a list of operations
      void rc.patch('x', { handler: 'runc' }, { type: 'json' });
    };
    void calls;
  });

  it('types a merge patch as a deep partial with null', () => {
    expectTypeOf<MergePatch<RuntimeClass>['handler']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<NonNullable<NonNullable<MergePatch<RuntimeClass>['metadata']>['labels']>['x']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<NonNullable<MergePatch<RuntimeClass>['scheduling']>['tolerations']>().toEqualTypeOf<Toleration[] | null | undefined>();
  });
});

describe('resources found at run time', () => {
  it('findResource returns a KubeObject descriptor, not any', () => {
    expectTypeOf(findResource).returns.toEqualTypeOf<ResourceDescriptor<KubeObject> | undefined>();
    expectTypeOf(allResources).toEqualTypeOf<readonly ResourceDescriptor<KubeObject>[]>();
    expectTypeOf(runtimeClasses).toExtend<ResourceDescriptor<KubeObject>>();
    expectTypeOf(leaseCandidates).toExtend<ResourceDescriptor>();
  });

  it('client.resource(findResource(...)) is a typed client of KubeObject', () => {
    const generic = (client: Client) => client.resource(findResource('rc')!);
    type Generic = ReturnType<typeof generic>;
    expectTypeOf<Generic>().not.toBeAny();
    expectTypeOf<Generic>().toEqualTypeOf<ResourceClient<KubeObject, KubeList<KubeObject>>>();
    expectTypeOf<Generic['get']>().returns.resolves.toEqualTypeOf<KubeObject>();
    expectTypeOf<Generic['list']>().returns.resolves.toEqualTypeOf<KubeList<KubeObject>>();
    const all = (client: Client) => client.allNamespaces(findResource('leasecandidates')!);
    expectTypeOf<ReturnType<typeof all>['list']>().returns.resolves.toEqualTypeOf<KubeList<KubeObject>>();
    // A known descriptor still gives its own type.
    const typed = (client: Client) => client.resource(runtimeClasses);
    expectTypeOf<ReturnType<typeof typed>['get']>().returns.resolves.toEqualTypeOf<RuntimeClass>();
  });
});
