/**
 * The error for a resourceVersion the store has not reached (apiserver storage/errors.go
 * `NewTooLargeResourceVersionError`): 504 Timeout, message `Timeout: Too large resource
 * version: N, current: M`, cause ResourceVersionTooLarge, Retry-After 1 s. Lists answer it as
 * an HTTP error; watches as an ERROR event (cacher.go: errors after the watch is accepted are
 * delivered as watch events).
 */
import { statusErrors, type ApiError } from '../../meta/status.js';
import { TOO_LARGE_RESOURCE_VERSION_RETRY_SECONDS } from './limits.js';

export function tooLargeResourceVersionError(requested: number, current: number): ApiError {
  return statusErrors.timeout(`Too large resource version: ${requested}, current: ${current}`, TOO_LARGE_RESOURCE_VERSION_RETRY_SECONDS, [
    { reason: 'ResourceVersionTooLarge', message: 'Too large resource version' },
  ]);
}
