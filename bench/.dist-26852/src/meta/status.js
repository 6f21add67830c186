/**
 * Status errors: constructors that produce upstream-shaped `Status` objects
 * (apimachinery/pkg/api/errors), the `ApiError` that carries one, and predicates.
 * Callers branch on predicates (`isNotFound(e)`), never on message text.
 */
import { aggregateFieldErrors, fieldErrorBody } from './field-errors.js';
function grString(gr) {
    return gr.group === '' ? gr.resource : `${gr.resource}.${gr.group}`;
}
function gkString(gk) {
    return gk.group === '' ? gk.kind : `${gk.kind}.${gk.group}`;
}
/** Build a Failure Status with fields in upstream key order. */
export function failureStatus(code, reason, message, details) {
    const s = { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', message, reason };
    if (details)
        s.details = details;
    s.code = code;
    return s;
}
/**
 * An error carrying an API Status. Thrown by the server's registry and returned to SDK
 * users for every non-2xx response. `code` is stable: always `ERR_API_STATUS`.
 */
export class ApiError extends Error {
    code = 'ERR_API_STATUS';
    /** HTTP status code (Status.code, or the response status when the body had none). */
    statusCode;
    reason;
    status;
    /** Extra response headers the server should send (Retry-After, Warning). */
    headers;
    constructor(status, options = {}) {
        super(status.message || status.reason || `HTTP ${options.statusCode ?? status.code ?? 500}`, { cause: options.cause });
        this.name = 'ApiError';
        this.status = status;
        this.statusCode = status.code ?? options.statusCode ?? 500;
        this.reason = (status.reason ?? '');
        this.headers = options.headers ?? {};
    }
    get details() {
        return this.status.details;
    }
    get causes() {
        return this.status.details?.causes ?? [];
    }
    /** Seconds the server asked us to wait, from details.retryAfterSeconds. */
    get retryAfterSeconds() {
        return this.status.details?.retryAfterSeconds;
    }
}
export const statusErrors = {
    notFound(gr, name) {
        return new ApiError(failureStatus(404, 'NotFound', `${grString(gr)} ${JSON.stringify(name)} not found`, {
            name,
            group: gr.group,
            kind: gr.resource,
        }));
    },
    alreadyExists(gr, name) {
        return new ApiError(failureStatus(409, 'AlreadyExists', `${grString(gr)} ${JSON.stringify(name)} already exists`, {
            name,
            group: gr.group,
            kind: gr.resource,
        }));
    },
    generateNameConflict(gr, name, retryAfterSeconds) {
        return new ApiError(failureStatus(409, 'AlreadyExists', `${grString(gr)} ${JSON.stringify(name)} already exists, the server was not able to generate a unique name for the object`, { name, group: gr.group, kind: gr.resource, retryAfterSeconds }), { headers: { 'Retry-After': String(retryAfterSeconds) } });
    },
    conflict(gr, name, reason) {
        return new ApiError(failureStatus(409, 'Conflict', `Operation cannot be fulfilled on ${grString(gr)} ${JSON.stringify(name)}: ${reason}`, {
            name,
            group: gr.group,
            kind: gr.resource,
        }));
    },
    invalid(gk, name, errs) {
        const causes = errs.map((e) => ({ reason: e.type, message: fieldErrorBody(e), field: e.field }));
        const agg = errs.length ? `: ${aggregateFieldErrors(errs)}` : '';
        return new ApiError(failureStatus(422, 'Invalid', `${gkString(gk)} ${JSON.stringify(name)} is invalid${agg}`, {
            name,
            group: gk.group,
            kind: gk.kind,
            causes,
        }));
    },
    badRequest(message) {
        return new ApiError(failureStatus(400, 'BadRequest', message));
    },
    methodNotAllowed(action, gr) {
        return new ApiError(failureStatus(405, 'MethodNotAllowed', `${action} is not supported on resources of kind ${JSON.stringify(grString(gr))}`));
    },
    notAcceptable(accepted) {
        return new ApiError(failureStatus(406, 'NotAcceptable', `only the following media types are accepted: ${accepted.join(', ')}`));
    },
    unsupportedMediaType(accepted) {
        return new ApiError(failureStatus(415, 'UnsupportedMediaType', `the body of the request was in an unknown format - accepted media types include: ${accepted.join(', ')}`));
    },
    requestEntityTooLarge(limit) {
        return new ApiError(failureStatus(413, 'RequestEntityTooLarge', `Request entity too large: limit is ${limit}`));
    },
    gone(message) {
        return new ApiError(failureStatus(410, 'Gone', message));
    },
    expired(message) {
        return new ApiError(failureStatus(410, 'Expired', message));
    },
    timeout(message, retryAfterSeconds, causes) {
        const details = {};
        if (causes)
            details.causes = causes;
        details.retryAfterSeconds = retryAfterSeconds;
        return new ApiError(failureStatus(504, 'Timeout', `Timeout: ${message}`, details), {
            headers: { 'Retry-After': String(retryAfterSeconds) },
        });
    },
    unauthorized(message = 'Unauthorized') {
        return new ApiError(failureStatus(401, 'Unauthorized', message));
    },
    forbidden(gr, name, reason) {
        let message;
        if (!gr || (gr.group === '' && gr.resource === ''))
            message = `forbidden: ${reason}`;
        else if (name === '')
            message = `${grString(gr)} is forbidden: ${reason}`;
        else
            message = `${grString(gr)} ${JSON.stringify(name)} is forbidden: ${reason}`;
        return new ApiError(failureStatus(403, 'Forbidden', message, { name, group: gr?.group ?? '', kind: gr?.resource ?? '' }));
    },
    internal(err) {
        const msg = err instanceof Error ? err.message : String(err);
        return new ApiError(failureStatus(500, 'InternalError', `Internal error occurred: ${msg}`, { causes: [{ message: msg }] }), {
            cause: err,
        });
    },
    serviceUnavailable(message) {
        return new ApiError(failureStatus(503, 'ServiceUnavailable', message));
    },
};
function reasonOf(err) {
    return err instanceof ApiError ? err.reason : undefined;
}
function codeOf(err) {
    return err instanceof ApiError ? err.statusCode : undefined;
}
export const isApiError = (err) => err instanceof ApiError;
export const isNotFound = (err) => reasonOf(err) === 'NotFound' || (reasonOf(err) === '' && codeOf(err) === 404);
export const isAlreadyExists = (err) => reasonOf(err) === 'AlreadyExists';
export const isConflict = (err) => reasonOf(err) === 'Conflict' || (reasonOf(err) === '' && codeOf(err) === 409);
export const isInvalid = (err) => reasonOf(err) === 'Invalid' || (reasonOf(err) === '' && codeOf(err) === 422);
export const isGone = (err) => reasonOf(err) === 'Gone' || (reasonOf(err) === '' && codeOf(err) === 410);
export const isResourceExpired = (err) => reasonOf(err) === 'Expired' || isGone(err);
export const isBadRequest = (err) => reasonOf(err) === 'BadRequest' || (reasonOf(err) === '' && codeOf(err) === 400);
export const isUnauthorized = (err) => reasonOf(err) === 'Unauthorized' || (reasonOf(err) === '' && codeOf(err) === 401);
export const isForbidden = (err) => reasonOf(err) === 'Forbidden' || (reasonOf(err) === '' && codeOf(err) === 403);
export const isMethodNotAllowed = (err) => reasonOf(err) === 'MethodNotAllowed';
export const isNotAcceptable = (err) => reasonOf(err) === 'NotAcceptable';
export const isUnsupportedMediaType = (err) => reasonOf(err) === 'UnsupportedMediaType';
export const isTimeout = (err) => reasonOf(err) === 'Timeout' || (reasonOf(err) === '' && codeOf(err) === 504);
export const isServerTimeout = (err) => reasonOf(err) === 'ServerTimeout';
export const isTooManyRequests = (err) => reasonOf(err) === 'TooManyRequests' || codeOf(err) === 429;
export const isInternalError = (err) => reasonOf(err) === 'InternalError';
export const isServiceUnavailable = (err) => reasonOf(err) === 'ServiceUnavailable' || codeOf(err) === 503;
//# sourceMappingURL=status.js.map