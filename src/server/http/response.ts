/**
 * Writing API responses: bodies through the negotiated codec (JSON, YAML, protobuf, CBOR),
 * optionally gzip-compressed, and errors as Status objects with the upstream code, reason
 * and headers.
 */
import { gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { joinParts, type ByteParts } from '../../codec/byte-parts.js';
import { jsonCodec } from '../../codec/json.js';
import { goOrdered } from '../../codec/go-order.js';
import { runSliced, yieldToEventLoop } from '../apply/work-slices.js';
import { jsonStringifySteps } from '../registry/sliced-json.js';
import type { Negotiated } from '../../codec/negotiation.js';
import { ApiError, failureStatus, statusErrors } from '../../meta/status.js';

/** Upstream pretty-prints for `?pretty=true` and for browser/curl/wget user agents. */
export function wantsPretty(req: IncomingMessage, query: URLSearchParams): boolean {
  const p = query.get('pretty');
  if (p !== null) return p === 'true' || p === '1' || p === 'True' || p === 'TRUE' || p === 't' || p === 'T';
  const ua = req.headers['user-agent'] ?? '';
  return ua.startsWith('curl') || ua.startsWith('Wget') || ua.startsWith('Mozilla/5.0');
}

/** How one request's responses are written. */
export interface Responder {
  /** The negotiated representation; undefined before negotiation (or when it failed): JSON. */
  readonly negotiated?: Negotiated;
  readonly pretty: boolean;
  /** Compress the body (client accepts gzip, gate APIResponseCompression, get/list). */
  readonly gzip: boolean;
  readonly headers?: Readonly<Record<string, string | string[]>>;
}

function encode(body: unknown, r: Responder): { bytes: Uint8Array; contentType: string } {
  const n = r.negotiated;
  if (!n || n.format.mediaType === 'application/json') {
    // Go's encoding/json key order (struct declaration order, sorted maps).
    const ordered = goOrdered(body);
    return { bytes: r.pretty ? jsonCodec.encodePretty(ordered) : jsonCodec.encode(ordered), contentType: 'application/json' };
  }
  return { bytes: n.format.codec.encode(body), contentType: n.mediaType };
}

/**
 * A body in the negotiated format. When that encoding fails (a value the codec cannot
 * represent), the same body as JSON; when even that fails, a minimal Status with the same
 * code: the status of a committed write is never turned into a 500 by its rendering.
 */
function encodeWithFallback(code: number, body: unknown, r: Responder): { bytes: Uint8Array; contentType: string } {
  try {
    return encode(body, r);
  } catch {
    try {
      return { bytes: jsonCodec.encode(body), contentType: 'application/json' };
    } catch {
      const ok = code >= 200 && code < 300;
      const status = { kind: 'Status', apiVersion: 'v1', metadata: {}, status: ok ? 'Success' : 'Failure', code };
      return { bytes: Buffer.from(JSON.stringify(status) + '\n'), contentType: 'application/json' };
    }
  }
}

/**
 * Write `body` with `code`. Never throws for the body's or headers' sake: an unencodable body
 * falls back to JSON (see above), a header value node:http refuses is left out. So a handler
 * that has committed a write can always acknowledge it exactly once with its real status.
 */
export function writeBody(res: ServerResponse, code: number, body: unknown, r: Responder): void {
  const { bytes, contentType } = encodeWithFallback(code, body, r);
  writeBytes(res, code, bytes, contentType, r);
}

/** Bytes of one piece of a sliced response write. */
const SLICED_WRITE_CHUNK_CHARS = 1 << 20;

/**
 * `writeBody` for a large object as plain JSON (not pretty, not compressed): encoded with
 * `JSON.stringify`'s exact output in slices, and written in 1 Mi-character pieces with a turn
 * of the event loop between them, so a multi-MiB response does not hold other requests up.
 * Falls back to `writeBody` (which never fails) when the sliced encoding throws.
 */
export async function writeJsonSliced(res: ServerResponse, code: number, body: unknown, r: Responder): Promise<void> {
  let json: string;
  try {
    // A trailing newline, as jsonCodec (and Go's json.Encoder) writes.
    // Ordering a large object (keys of its big maps checked or sorted) is one pass of its
    // own: a turn of the event loop before the encoding starts keeps the two apart.
    const ordered = goOrdered(body);
    await yieldToEventLoop();
    json = (await runSliced(jsonStringifySteps(ordered))) + '\n';
  } catch {
    writeBody(res, code, body, r);
    return;
  }
  res.statusCode = code;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-cache, private');
  for (const [k, v] of Object.entries(r.headers ?? {})) setHeaderSafely(res, k, v);
  res.setHeader('Content-Length', Buffer.byteLength(json));
  let start = 0;
  while (start < json.length) {
    if (start > 0) await yieldToEventLoop();
    if (res.destroyed) return;
    // Split only between whole code points (never inside a surrogate pair).
    let end = Math.min(json.length, start + SLICED_WRITE_CHUNK_CHARS);
    const last = json.charCodeAt(end - 1);
    if (end < json.length && last >= 0xd800 && last <= 0xdbff) end--;
    res.write(json.slice(start, end));
    start = end;
  }
  res.end();
}

/** Set a header, leaving it out when node:http refuses the name or value (instead of throwing). */
export function setHeaderSafely(res: ServerResponse, name: string, value: string | number | readonly string[]): boolean {
  try {
    res.setHeader(name, value);
    return true;
  } catch {
    return false;
  }
}

/** Upstream's `defaultGzipThresholdBytes`: smaller responses are sent uncompressed. */
export const GZIP_THRESHOLD_BYTES = 128 * 1024;

export function writeBytes(res: ServerResponse, code: number, bytes: Uint8Array, contentType: string, r: Responder): void {
  res.statusCode = code;
  // The negotiated type can echo parameters of the client's Accept header: never let it throw.
  if (!setHeaderSafely(res, 'Content-Type', contentType)) res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-cache, private');
  for (const [k, v] of Object.entries(r.headers ?? {})) setHeaderSafely(res, k, v);
  let out = bytes;
  // Upstream compresses only bodies of defaultGzipThresholdBytes (128 KiB) or more (writers.go).
  if (r.gzip && bytes.byteLength >= GZIP_THRESHOLD_BYTES) {
    out = gzipSync(bytes);
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', 'Accept-Encoding');
  }
  res.setHeader('Content-Length', out.byteLength);
  res.end(out);
}

/**
 * Bytes per write of a body sent in pieces. Below glibc's mmap threshold (128 KiB), so each
 * group's buffer comes from memory malloc recycles: a fresh body-sized buffer (tens of MB)
 * is mapped anew each time, and touching its pages for the first time was most of the cost
 * of a large list (docs/performance.md, "Unpaged JSON lists written in groups").
 */
const BODY_GROUP_BYTES = 64 * 1024;
/** A piece at least this big is written as it is, not copied into a group. */
const BODY_DIRECT_PIECE_BYTES = 16 * 1024;
/** Bytes queued on the response before waiting for it to drain. */
const BODY_QUEUE_HIGH_WATER = 1024 * 1024;

/**
 * `writeBytes` for a body given as pieces: the same status, headers and bytes on the wire
 * (Content-Length from `body.byteLength`), without concatenating the body first. Pieces are
 * copied into groups of {@link BODY_GROUP_BYTES}; once {@link BODY_QUEUE_HIGH_WATER} bytes wait
 * on the response, the writer waits for it to drain (other requests run meanwhile). So one
 * large list neither allocates a body-sized buffer nor stalls other requests while a slow
 * client reads it. Stops early when the client goes away. A compressed answer is
 * built whole, as `writeBytes` does.
 */
export async function writeBodyParts(res: ServerResponse, code: number, body: ByteParts, contentType: string, r: Responder): Promise<void> {
  const parts = body.parts;
  if (parts.length === 1 || (r.gzip && body.byteLength >= GZIP_THRESHOLD_BYTES) || body.byteLength <= BODY_GROUP_BYTES) {
    writeBytes(res, code, parts.length === 1 ? parts[0]! : joinParts(body), contentType, r);
    return;
  }
  res.statusCode = code;
  if (!setHeaderSafely(res, 'Content-Type', contentType)) res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-cache, private');
  for (const [k, v] of Object.entries(r.headers ?? {})) setHeaderSafely(res, k, v);
  res.setHeader('Content-Length', body.byteLength);
  let group = Buffer.allocUnsafe(BODY_GROUP_BYTES);
  let used = 0;
  const flush = async (): Promise<boolean> => {
    if (used > 0) {
      res.write(used === group.length ? group : group.subarray(0, used));
      group = Buffer.allocUnsafe(BODY_GROUP_BYTES);
      used = 0;
    }
    if (res.writableLength >= BODY_QUEUE_HIGH_WATER) await drained(res);
    return !res.destroyed;
  };
  for (const piece of parts) {
    if (piece.length >= BODY_DIRECT_PIECE_BYTES) {
      if (!(await flush())) return;
      res.write(piece);
      continue;
    }
    if (used + piece.length > group.length && !(await flush())) return;
    group.set(piece, used);
    used += piece.length;
  }
  if (used > 0) res.end(group.subarray(0, used));
  else res.end();
}

/** Resolves when `res` has flushed its queue to the socket, or is closed. */
function drained(res: ServerResponse): Promise<void> {
  if (res.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/**
 * Go's `http.Error`: a plain-text body (`text` and a newline) with `Content-Type: text/plain;
 * charset=utf-8` and `X-Content-Type-Options: nosniff`. The apiserver answers this way where
 * it writes no Status: the in-flight limit's 429 and responsewriters.InternalError.
 */
export function writePlainError(res: ServerResponse, code: number, text: string, headers: Readonly<Record<string, string>> = {}): void {
  res.statusCode = code;
  for (const [k, v] of Object.entries(headers)) setHeaderSafely(res, k, v);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const body = Buffer.from(text + '\n', 'utf8');
  res.setHeader('Content-Length', body.byteLength);
  res.end(body);
}

/** Kept for non-negotiated JSON (discovery, version). */
export function writeJson(res: ServerResponse, code: number, body: unknown, opts: { pretty: boolean; headers?: Readonly<Record<string, string | string[]>> }): void {
  writeBody(res, code, body, { pretty: opts.pretty, gzip: false, ...(opts.headers ? { headers: opts.headers } : {}) });
}

/** Map any thrown value to an ApiError (non-API errors become 500 InternalError). */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  return statusErrors.internal(err);
}

/**
 * A path no API handler (go-restful web service) serves at all: upstream's notfoundhandler
 * answers Go's `http.NotFound`, plain text `404 page not found`, not a Status.
 */
export class PathNotFoundError extends ApiError {
  constructor() {
    super(failureStatus(404, 'NotFound', 'the server could not find the requested resource', {}));
  }
}

/**
 * The 404 for `path`, as kube-apiserver's handler chain answers it: paths under a go-restful
 * web service root (`/api`, `/apis/<group>`, `/apis/<group>/<version>`, `/version`) get the
 * Status `the server could not find the requested resource` (details {}); any other path Go's
 * plain-text `404 page not found`.
 */
export function notFoundFor(path: string, groups: Iterable<string>): ApiError {
  const roots = ['/api', '/version'];
  for (const g of groups) if (g !== '') roots.push(`/apis/${g}`);
  const served = path === '/apis' || path === '/apis/' || roots.some((r) => path.startsWith(r) && (path.length === r.length || path[r.length] === '/'));
  return served ? notFoundStatus() : new PathNotFoundError();
}

/** Write an error as a Status in the negotiated format (JSON when negotiation failed). */
export function writeError(res: ServerResponse, err: unknown, r: Responder): void {
  if (err instanceof PathNotFoundError) {
    writePlainError(res, 404, '404 page not found', Object.fromEntries(Object.entries(r.headers ?? {}).filter(([, v]) => typeof v === 'string')) as Record<string, string>);
    return;
  }
  const apiErr = toApiError(err);
  const headers: Record<string, string | string[]> = { ...(r.headers ?? {}), ...apiErr.headers };
  const retry = apiErr.status.details?.retryAfterSeconds;
  if (retry && retry > 0) headers['Retry-After'] = String(retry);
  if (apiErr.statusCode === 403) headers['X-Content-Type-Options'] = 'nosniff';
  // Errors are never converted to Tables; a Table request gets a plain Status.
  const negotiated = r.negotiated && !r.negotiated.table ? r.negotiated : undefined;
  writeBody(res, apiErr.statusCode, apiErr.status, { pretty: r.pretty, gzip: false, headers, ...(negotiated ? { negotiated } : {}) });
}

/** The generic 404 for paths no handler serves. */
export const notFoundStatus = (): ApiError =>
  new ApiError(failureStatus(404, 'NotFound', 'the server could not find the requested resource', {}));

/** The generic 405 for a method a path does not support. */
export const methodNotAllowedStatus = (): ApiError =>
  new ApiError(failureStatus(405, 'MethodNotAllowed', 'the server does not allow this method on the requested resource', {}));
