/**
 * Status errors: constructors that produce upstream-shaped `Status` objects
 * (apimachinery/pkg/api/errors), the `ApiError` that carries one, and predicates.
 * Callers branch on predicates (`isNotFound(e)`), never on message text.
 */
import { type FieldError } from './field-errors.js';
import type { Status, StatusCause, StatusDetails } from './types.js';
export type StatusReason = '' | 'Unauthorized' | 'Forbidden' | 'NotFound' | 'AlreadyExists' | 'Conflict' | 'Gone' | 'Invalid' | 'ServerTimeout' | 'StorageReadError' | 'Timeout' | 'TooManyRequests' | 'BadRequest' | 'MethodNotAllowed' | 'NotAcceptable' | 'RequestEntityTooLarge' | 'UnsupportedMediaType' | 'InternalError' | 'Expired' | 'ServiceUnavailable';
/** Group + resource (plural) as used in NotFound/AlreadyExists/Conflict details. */
export interface GroupResource {
    readonly group: string;
    readonly resource: string;
}
/** Group + kind as used in Invalid details. */
export interface GroupKind {
    readonly group: string;
    readonly kind: string;
}
/** Build a Failure Status with fields in upstream key order. */
export declare function failureStatus(code: number, reason: StatusReason, message: string, details?: StatusDetails): Status;
/**
 * An error carrying an API Status. Thrown by the server's registry and returned to SDK
 * users for every non-2xx response. `code` is stable: always `ERR_API_STATUS`.
 */
export declare class ApiError extends Error {
    readonly code: "ERR_API_STATUS";
    /** HTTP status code (Status.code, or the response status when the body had none). */
    readonly statusCode: number;
    readonly reason: StatusReason;
    readonly status: Status;
    /** Extra response headers the server should send (Retry-After, Warning). */
    readonly headers: Readonly<Record<string, string>>;
    constructor(status: Status, options?: {
        statusCode?: number;
        cause?: unknown;
        headers?: Record<string, string>;
    });
    get details(): StatusDetails | undefined;
    get causes(): readonly StatusCause[];
    /** Seconds the server asked us to wait, from details.retryAfterSeconds. */
    get retryAfterSeconds(): number | undefined;
}
export declare const statusErrors: {
    notFound(gr: GroupResource, name: string): ApiError;
    alreadyExists(gr: GroupResource, name: string): ApiError;
    generateNameConflict(gr: GroupResource, name: string, retryAfterSeconds: number): ApiError;
    conflict(gr: GroupResource, name: string, reason: string): ApiError;
    invalid(gk: GroupKind, name: string, errs: readonly FieldError[]): ApiError;
    badRequest(message: string): ApiError;
    methodNotAllowed(action: string, gr: GroupResource): ApiError;
    notAcceptable(accepted: readonly string[]): ApiError;
    unsupportedMediaType(accepted: readonly string[]): ApiError;
    requestEntityTooLarge(limit: number): ApiError;
    gone(message: string): ApiError;
    expired(message: string): ApiError;
    timeout(message: string, retryAfterSeconds: number, causes?: StatusCause[]): ApiError;
    unauthorized(message?: string): ApiError;
    forbidden(gr: GroupResource | undefined, name: string, reason: string): ApiError;
    internal(err: unknown): ApiError;
    serviceUnavailable(message: string): ApiError;
};
export declare const isApiError: (err: unknown) => err is ApiError;
export declare const isNotFound: (err: unknown) => boolean;
export declare const isAlreadyExists: (err: unknown) => boolean;
export declare const isConflict: (err: unknown) => boolean;
export declare const isInvalid: (err: unknown) => boolean;
export declare const isGone: (err: unknown) => boolean;
export declare const isResourceExpired: (err: unknown) => boolean;
export declare const isBadRequest: (err: unknown) => boolean;
export declare const isUnauthorized: (err: unknown) => boolean;
export declare const isForbidden: (err: unknown) => boolean;
export declare const isMethodNotAllowed: (err: unknown) => boolean;
export declare const isNotAcceptable: (err: unknown) => boolean;
export declare const isUnsupportedMediaType: (err: unknown) => boolean;
export declare const isTimeout: (err: unknown) => boolean;
export declare const isServerTimeout: (err: unknown) => boolean;
export declare const isTooManyRequests: (err: unknown) => boolean;
export declare const isInternalError: (err: unknown) => boolean;
export declare const isServiceUnavailable: (err: unknown) => boolean;
