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
  type ConfigError,
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
