/**
 * The reflector relists on client-go's IsTooLargeResourceVersion: a Timeout carrying the
 * ResourceVersionTooLarge cause (a plain timeout only rewatches).
 */
import { describe, expect, it } from 'vitest';
import { isTooLargeResourceVersion } from '../../../src/client/cache/reflector.js';
import { ApiError, failureStatus, statusErrors } from '../../../src/meta/status.js';

describe('isTooLargeResourceVersion', () => {
  it.each([
    [
      'the watch cache ERROR event for a future resourceVersion',
      statusErrors.timeout('Too large resource version: 50, current: 7', 1, [{ reason: 'ResourceVersionTooLarge', message: 'Too large resource version' }]),
      true,
    ],
    ['a Timeout without the cause', statusErrors.timeout('request did not complete within 60s', 1), false],
    ['410 Expired', statusErrors.expired('too old resource version: 1 (5)'), false],
    ['the cause under another reason', new ApiError(failureStatus(500, 'InternalError', 'x', { causes: [{ reason: 'ResourceVersionTooLarge', message: 'x' }] })), false],
    ['not an API error', new Error('Too large resource version'), false],
  ])('%s: %s', (_name, err, want) => {
    expect(isTooLargeResourceVersion(err)).toBe(want);
  });
});
