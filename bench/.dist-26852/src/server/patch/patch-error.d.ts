/**
 * The one error type of the patch algorithms, and how the apiserver's patch handler turns
 * each kind into a Status (apiserver/pkg/endpoints/handlers/patch.go).
 */
import { ApiError } from '../../meta/status.js';
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
export declare class PatchError extends Error {
    readonly code: "ERR_PATCH";
    readonly kind: PatchErrorKind;
    constructor(message: string, kind: PatchErrorKind, options?: {
        cause?: unknown;
    });
}
/** The generic 422 message of `NewGenericServerResponse(422, ...)`. */
export declare const REJECTED_PATCH_MESSAGE = "the server rejected our request due to an error in our request";
/** The Status the upstream handler answers for `err`. */
export declare function patchErrorToApiError(err: PatchError): ApiError;
