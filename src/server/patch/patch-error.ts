/**
 * The one error type of the patch algorithms, and how the apiserver's patch handler turns
 * each kind into a Status (apiserver/pkg/endpoints/handlers/patch.go).
 */
import { ApiError, failureStatus } from '../../meta/status.js';

/**
 * How the upstream handler reports a patch failure:
 * - `BadRequest`: 400 with the error text (undecodable patch documents, malformed directives);
 * - `Rejected`: 422 Invalid with the generic text "the server rejected our request due to an
 *   error in our request" and empty details (JSON patch operations that do not apply); the
 *   precise reason stays on `PatchError.message` for logs and tests;
 * - `RequestEntityTooLarge`: 413 (too many JSON patch operations);
 * - `Internal`: 500 with the error text and no reason (errors that are not API statuses).
 */
export type PatchErrorKind = 'BadRequest' | 'Rejected' | 'RequestEntityTooLarge' | 'Internal';

/** A patch that cannot be decoded or applied. `code` is stable; `message` is upstream's text. */
export class PatchError extends Error {
  readonly code = 'ERR_PATCH' as const;
  readonly kind: PatchErrorKind;
  constructor(message: string, kind: PatchErrorKind, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PatchError';
    this.kind = kind;
  }
}

/** The generic 422 message of `NewGenericServerResponse(422, ...)`. */
export const REJECTED_PATCH_MESSAGE = 'the server rejected our request due to an error in our request';

/** The Status the upstream handler answers for `err`. */
export function patchErrorToApiError(err: PatchError): ApiError {
  switch (err.kind) {
    case 'BadRequest':
      return new ApiError(failureStatus(400, 'BadRequest', err.message), { cause: err });
    case 'Rejected':
      return new ApiError(failureStatus(422, 'Invalid', REJECTED_PATCH_MESSAGE, {}), { cause: err });
    case 'RequestEntityTooLarge':
      return new ApiError(failureStatus(413, 'RequestEntityTooLarge', `Request entity too large: ${err.message}`), {
        cause: err,
      });
    case 'Internal':
      return new ApiError(failureStatus(500, '', err.message), { cause: err });
  }
}
