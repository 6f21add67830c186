/**
 * Writing API responses: objects through the negotiated codec, errors as Status
 * objects with the upstream code, reason and headers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { jsonCodec } from '../../codec/json.js';
import { ApiError, failureStatus, statusErrors } from '../../meta/status.js';
import type { Status } from '../../meta/types.js';

/** Upstream pretty-prints for `?pretty=true` and for browser/curl/wget user agents. */
export function wantsPretty(req: IncomingMessage, query: URLSearchParams): boolean {
  const p = query.get('pretty');
  if (p !== null) return p === 'true' || p === '1' || p === 'True' || p === 'TRUE' || p === 't' || p === 'T';
  const ua = req.headers['user-agent'] ?? '';
  return ua.startsWith('curl') || ua.startsWith('Wget') || ua.startsWith('Mozilla/5.0');
}

export interface ResponseOptions {
  readonly pretty: boolean;
  readonly headers?: Readonly<Record<string, string | string[]>>;
}

export function writeJson(res: ServerResponse, code: number, body: unknown, opts: ResponseOptions): void {
  const bytes = opts.pretty ? jsonCodec.encodePretty(body) : jsonCodec.encode(body);
  res.statusCode = code;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-cache, private');
  for (const [k, v] of Object.entries(opts.headers ?? {})) res.setHeader(k, v);
  res.setHeader('Content-Length', bytes.byteLength);
  res.end(bytes);
}

/** Map any thrown value to an ApiError (non-API errors become 500 InternalError). */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  return statusErrors.internal(err);
}

export function writeError(res: ServerResponse, err: unknown, opts: ResponseOptions): void {
  const apiErr = toApiError(err);
  const status: Status = apiErr.status;
  const headers: Record<string, string | string[]> = { ...(opts.headers ?? {}), ...apiErr.headers };
  const retry = status.details?.retryAfterSeconds;
  if (retry && retry > 0) headers['Retry-After'] = String(retry);
  if (apiErr.statusCode === 403) headers['X-Content-Type-Options'] = 'nosniff';
  writeJson(res, apiErr.statusCode, status, { pretty: opts.pretty, headers });
}

/** The generic 404 for paths no handler serves. */
export const notFoundStatus = (): ApiError =>
  new ApiError(failureStatus(404, 'NotFound', 'the server could not find the requested resource', {}));

/** The generic 405 for a method a path does not support. */
export const methodNotAllowedStatus = (): ApiError =>
  new ApiError(failureStatus(405, 'MethodNotAllowed', 'the server does not allow this method on the requested resource', {}));
