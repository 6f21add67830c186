/**
 * Status errors: constructors that produce upstream-shaped `Status` objects
 * (apimachinery/pkg/api/errors), the `ApiError` that carries one, and predicates.
 * Callers branch on predicates (`isNotFound(e)`), never on message text.
 */
import { aggregateFieldErrors, fieldErrorBody, type FieldError } from './field-errors.js';
import type { Status, StatusCause, StatusDetails } from './types.js';

export type StatusReason =
  | ''
  | 'Unauthorized'
  | 'Forbidden'
  | 'NotFound'
  | 'AlreadyExists'
  | 'Conflict'
  | 'Gone'
  | 'Invalid'
  | 'ServerTimeout'
  | 'StorageReadError'
  | 'Timeout'
  | 'TooManyRequests'
  | 'BadRequest'
  | 'MethodNotAllowed'
  | 'NotAcceptable'
  | 'RequestEntityTooLarge'
  | 'UnsupportedMediaType'
  | 'InternalError'
  | 'Expired'
  | 'ServiceUnavailable';

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

function grString(gr: GroupResource): string {
  return gr.group === '' ? gr.resource : `${gr.resource}.${gr.group}`;
}

function gkString(gk: GroupKind): string {
  return gk.group === '' ? gk.kind : `${gk.kind}.${gk.group}`;
}

/** Build a Failure Status with fields in upstream key order. */
export function failureStatus(code: number, reason: StatusReason, message: string, details?: StatusDetails): Status {
  const s: Status = { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', message, reason };
  if (details) s.details = details;
  s.code = code;
  return s;
}

/**
 * An error carrying an API Status. Thrown by the server's registry and returned to SDK
 * users for every non-2xx response. `code` is stable: always `ERR_API_STATUS`.
 */
export class ApiError extends Error {
  readonly code = 'ERR_API_STATUS' as const;
  /** HTTP status code (Status.code, or the response status when the body had none). */
  readonly statusCode: number;
  readonly reason: StatusReason;
  readonly status: Status;
  /** Extra response headers the server should send (Retry-After, Warning). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: Status, options: { statusCode?: number; cause?: unknown; headers?: Record<string, string> } = {}) {
    super(status.message || status.reason || `HTTP ${options.statusCode ?? status.code ?? 500}`, { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.statusCode = status.code ?? options.statusCode ?? 500;
    this.reason = (status.reason ?? '') as StatusReason;
    this.headers = options.headers ?? {};
  }

  get details(): StatusDetails | undefined {
    return this.status.details;
  }

  get causes(): readonly StatusCause[] {
    return this.status.details?.causes ?? [];
  }

  /** Seconds the server asked us to wait, from details.retryAfterSeconds. */
  get retryAfterSeconds(): number | undefined {
    return this.status.details?.retryAfterSeconds;
  }
}

export const statusErrors = {
  notFound(gr: GroupResource, name: string): ApiError {
    return new ApiError(
      failureStatus(404, 'NotFound', `${grString(gr)} ${JSON.stringify(name)} not found`, {
        name,
        group: gr.group,
        kind: gr.resource,
      }),
    );
  },
  alreadyExists(gr: GroupResource, name: string): ApiError {
    return new ApiError(
      failureStatus(409, 'AlreadyExists', `${grString(gr)} ${JSON.stringify(name)} already exists`, {
        name,
        group: gr.group,
        kind: gr.resource,
      }),
    );
  },
  generateNameConflict(gr: GroupResource, name: string, retryAfterSeconds: number): ApiError {
    return new ApiError(
      failureStatus(
        409,
        'AlreadyExists',
        `${grString(gr)} ${JSON.stringify(name)} already exists, the server was not able to generate a unique name for the object`,
        { name, group: gr.group, kind: gr.resource, retryAfterSeconds },
      ),
      { headers: { 'Retry-After': String(retryAfterSeconds) } },
    );
  },
  conflict(gr: GroupResource, name: string, reason: string): ApiError {
    return new ApiError(
      failureStatus(409, 'Conflict', `Operation cannot be fulfilled on ${grString(gr)} ${JSON.stringify(name)}: ${reason}`, {
        name,
        group: gr.group,
        kind: gr.resource,
      }),
    );
  },
  invalid(gk: GroupKind, name: string, errs: readonly FieldError[]): ApiError {
    const causes: StatusCause[] = errs.map((e) => ({ reason: e.type, message: fieldErrorBody(e), field: e.field }));
    const agg = errs.length ? `: ${aggregateFieldErrors(errs)}` : '';
    return new ApiError(
      failureStatus(422, 'Invalid', `${gkString(gk)} ${JSON.stringify(name)} is invalid${agg}`, {
        name,
        group: gk.group,
        kind: gk.kind,
        causes,
      }),
    );
  },
  badRequest(message: string): ApiError {
    return new ApiError(failureStatus(400, 'BadRequest', message));
  },
  methodNotAllowed(action: string, gr: GroupResource): ApiError {
    return new ApiError(
      failureStatus(405, 'MethodNotAllowed', `${action} is not supported on resources of kind ${JSON.stringify(grString(gr))}`),
    );
  },
  notAcceptable(accepted: readonly string[]): ApiError {
    return new ApiError(failureStatus(406, 'NotAcceptable', `only the following media types are accepted: ${accepted.join(', ')}`));
  },
  unsupportedMediaType(accepted: readonly string[]): ApiError {
    return new ApiError(
      failureStatus(
        415,
        'UnsupportedMediaType',
        `the body of the request was in an unknown format - accepted media types include: ${accepted.join(', ')}`,
      ),
    );
  },
  requestEntityTooLarge(limit: number): ApiError {
    return new ApiError(failureStatus(413, 'RequestEntityTooLarge', `Request entity too large: limit is ${limit}`));
  },
  gone(message: string): ApiError {
    return new ApiError(failureStatus(410, 'Gone', message));
  },
  expired(message: string): ApiError {
    return new ApiError(failureStatus(410, 'Expired', message));
  },
  timeout(message: string, retryAfterSeconds: number, causes?: StatusCause[]): ApiError {
    const details: StatusDetails = {};
    if (causes) details.causes = causes;
    details.retryAfterSeconds = retryAfterSeconds;
    return new ApiError(failureStatus(504, 'Timeout', `Timeout: ${message}`, details), {
      headers: { 'Retry-After': String(retryAfterSeconds) },
    });
  },
  unauthorized(message = 'Unauthorized'): ApiError {
    return new ApiError(failureStatus(401, 'Unauthorized', message));
  },
  forbidden(gr: GroupResource | undefined, name: string, reason: string): ApiError {
    let message: string;
    if (!gr || (gr.group === '' && gr.resource === '')) message = `forbidden: ${reason}`;
    else if (name === '') message = `${grString(gr)} is forbidden: ${reason}`;
    else message = `${grString(gr)} ${JSON.stringify(name)} is forbidden: ${reason}`;
    return new ApiError(
      failureStatus(403, 'Forbidden', message, { name, group: gr?.group ?? '', kind: gr?.resource ?? '' }),
    );
  },
  internal(err: unknown): ApiError {
    const msg = err instanceof Error ? err.message : String(err);
    return new ApiError(failureStatus(500, 'InternalError', `Internal error occurred: ${msg}`, { causes: [{ message: msg }] }), {
      cause: err,
    });
  },
  serviceUnavailable(message: string): ApiError {
    return new ApiError(failureStatus(503, 'ServiceUnavailable', message));
  },
};

function reasonOf(err: unknown): StatusReason | undefined {
  return err instanceof ApiError ? err.reason : undefined;
}

function codeOf(err: unknown): number | undefined {
  return err instanceof ApiError ? err.statusCode : undefined;
}

/**
 * An `ApiError` a predicate matched, with `reason` narrowed to the reasons that predicate
 * accepts (`''` where a bare HTTP code also matches). The predicates narrow to this rather
 * than to plain `ApiError` so that the false branch stays sound: an `ApiError` that is not,
 * say, NotFound keeps its type after `if (!isNotFound(err))` instead of becoming `never`.
 */
export type ApiErrorWithReason<R extends StatusReason> = ApiError & { readonly reason: R };

/** An `ApiError` a predicate matched by its HTTP status code alone (e.g. any 429). */
export type ApiErrorWithStatusCode<C extends number> = ApiError & { readonly statusCode: C };

export const isApiError = (err: unknown): err is ApiError => err instanceof ApiError;
export const isNotFound = (err: unknown): err is ApiErrorWithReason<'NotFound' | ''> =>
  reasonOf(err) === 'NotFound' || (reasonOf(err) === '' && codeOf(err) === 404);
export const isAlreadyExists = (err: unknown): err is ApiErrorWithReason<'AlreadyExists'> => reasonOf(err) === 'AlreadyExists';
export const isConflict = (err: unknown): err is ApiErrorWithReason<'Conflict' | ''> =>
  reasonOf(err) === 'Conflict' || (reasonOf(err) === '' && codeOf(err) === 409);
export const isInvalid = (err: unknown): err is ApiErrorWithReason<'Invalid' | ''> =>
  reasonOf(err) === 'Invalid' || (reasonOf(err) === '' && codeOf(err) === 422);
export const isGone = (err: unknown): err is ApiErrorWithReason<'Gone' | ''> =>
  reasonOf(err) === 'Gone' || (reasonOf(err) === '' && codeOf(err) === 410);
export const isResourceExpired = (err: unknown): err is ApiErrorWithReason<'Expired' | 'Gone' | ''> =>
  reasonOf(err) === 'Expired' || isGone(err);
export const isBadRequest = (err: unknown): err is ApiErrorWithReason<'BadRequest' | ''> =>
  reasonOf(err) === 'BadRequest' || (reasonOf(err) === '' && codeOf(err) === 400);
export const isUnauthorized = (err: unknown): err is ApiErrorWithReason<'Unauthorized' | ''> =>
  reasonOf(err) === 'Unauthorized' || (reasonOf(err) === '' && codeOf(err) === 401);
export const isForbidden = (err: unknown): err is ApiErrorWithReason<'Forbidden' | ''> =>
  reasonOf(err) === 'Forbidden' || (reasonOf(err) === '' && codeOf(err) === 403);
export const isMethodNotAllowed = (err: unknown): err is ApiErrorWithReason<'MethodNotAllowed'> => reasonOf(err) === 'MethodNotAllowed';
export const isNotAcceptable = (err: unknown): err is ApiErrorWithReason<'NotAcceptable'> => reasonOf(err) === 'NotAcceptable';
export const isUnsupportedMediaType = (err: unknown): err is ApiErrorWithReason<'UnsupportedMediaType'> =>
  reasonOf(err) === 'UnsupportedMediaType';
export const isTimeout = (err: unknown): err is ApiErrorWithReason<'Timeout' | ''> =>
  reasonOf(err) === 'Timeout' || (reasonOf(err) === '' && codeOf(err) === 504);
export const isServerTimeout = (err: unknown): err is ApiErrorWithReason<'ServerTimeout'> => reasonOf(err) === 'ServerTimeout';
export const isTooManyRequests = (err: unknown): err is ApiErrorWithReason<'TooManyRequests'> | ApiErrorWithStatusCode<429> =>
  reasonOf(err) === 'TooManyRequests' || codeOf(err) === 429;
export const isInternalError = (err: unknown): err is ApiErrorWithReason<'InternalError'> => reasonOf(err) === 'InternalError';
export const isServiceUnavailable = (err: unknown): err is ApiErrorWithReason<'ServiceUnavailable'> | ApiErrorWithStatusCode<503> =>
  reasonOf(err) === 'ServiceUnavailable' || codeOf(err) === 503;
