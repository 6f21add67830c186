/**
 * The one error type of the patch algorithms, and how the apiserver's patch handler turns
 * each kind into a Status (apiserver/pkg/endpoints/handlers/patch.go).
 */
import { ApiError, failureStatus } from '../../meta/status.js';
/** A patch that cannot be decoded or applied. `code` is stable; `message` is upstream's text. */
export class PatchError extends Error {
    code = 'ERR_PATCH';
    kind;
    constructor(message, kind, options) {
        super(message, options);
        this.name = 'PatchError';
        this.kind = kind;
    }
}
/** The generic 422 message of `NewGenericServerResponse(422, ...)`. */
export const REJECTED_PATCH_MESSAGE = 'the server rejected our request due to an error in our request';
/** The Status the upstream handler answers for `err`. */
export function patchErrorToApiError(err) {
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
//# sourceMappingURL=patch-error.js.map