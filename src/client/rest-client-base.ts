/**
 * The request layer shared by every typed client: builds URLs, sends through the
 * transport, decodes JSON, maps non-2xx responses to `ApiError` and reports server
 * warnings. Resource-agnostic and runtime-agnostic: bytes go through the injected
 * `ClientWire` (client-wire.ts), so this module reaches no Node built-in, `Buffer` or
 * `process`. `RestClient` (rest-client.ts) is this with Node's wire as default.
 */
import { ApiError, failureStatus, type StatusReason } from '../meta/status.js';
import type { Status } from '../meta/types.js';
import { systemClock, type Clock } from '../meta/clock.js';
import { MAX_RESPONSE_BODY_BYTES, MAX_UNSTRUCTURED_ERROR_TEXT_BYTES, RESPONSE_BODY_IDLE_TIMEOUT_MS } from './limits.js';
import { BodyLimitError, type BodyBuffers, type Transport } from './transport.js';
import { mediaTypeOf, type BodyDecodeOptions, type ClientWire, type WireFormat } from './client-wire.js';

const READ_ONLY: BodyDecodeOptions = { readOnly: true };
const READ_ONLY_DROP_MANAGED_FIELDS: BodyDecodeOptions = { readOnly: true, dropManagedFields: true };
const DROP_MANAGED_FIELDS: BodyDecodeOptions = { dropManagedFields: true };
import { TransportError } from './transport-error.js';

export interface RequestOptions {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path below the server URL, already encoded. */
  readonly path: string;
  readonly query?: Readonly<Record<string, string | number | boolean | readonly string[] | undefined>>;
  readonly body?: unknown;
  readonly contentType?: string;
  readonly accept?: string;
  /** Preferred response format of this request instead of the client's (no effect with `accept`). */
  readonly wireFormat?: WireFormat;
  /** The caller never changes the decoded body: see BodyDecodeOptions.readOnly. */
  readonly readOnly?: boolean;
  /** The caller drops `metadata.managedFields` anyway: see BodyDecodeOptions.dropManagedFields. */
  readonly dropManagedFields?: boolean;
  /**
   * Read the body into a buffer of this pool (see BodyBuffers); the caller releases `bytes`
   * to it once decoded and never reads them again.
   */
  readonly bodyBuffers?: BodyBuffers;
  /**
   * Called once with a list body's metadata as soon as the head of the body holds it (see
   * ClientWire.peekListMeta), while the rest is still arriving; not called when the head does
   * not give it (other formats, compressed bodies, metadata after the items), nor for errors.
   * A hint: the decoded list is authoritative.
   */
  readonly onListHead?: (head: { readonly continue?: unknown }) => void;
  /** A list request: passed to the transport as TransportRequest.list. */
  readonly list?: boolean;
  readonly signal?: AbortSignal;
}

/** A successful answer read in full, not decoded yet (see {@link RestClientBase.requestUndecoded}). */
export interface UndecodedResponse<T> {
  readonly status: number;
  readonly contentType: string;
  /** The (decompressed) body. */
  readonly bytes: Uint8Array;
  readonly warnings: readonly string[];
  /** Decode the body as `request` does; DecodeError when it cannot. */
  decode(): T;
  /** A list body's metadata from its head, before decoding (see ClientWire.peekListMeta). */
  peekListMeta(): { readonly continue?: unknown } | undefined;
}

export interface RestResponse<T> {
  readonly status: number;
  readonly body: T;
  readonly warnings: readonly string[];
}

/** A transport-level failure (connection refused, TLS, aborted); its own module, see there. */
export { TransportError };

/** A response the client could not decode. `code` is stable. */
export class DecodeError extends Error {
  readonly code = 'ERR_DECODE' as const;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DecodeError';
  }
}

export interface RestClientOptions {
  /** Server base URL, e.g. `https://127.0.0.1:6443` (a path prefix is kept). */
  readonly server: string;
  readonly transport: Transport;
  /**
   * How bytes are read and decoded (client-wire.ts). `RestClient` defaults to Node's
   * (`nodeWire`: every format); `ctl/browser` uses `webWire` (JSON, no Node built-ins).
   */
  readonly wire?: ClientWire;
  readonly userAgent?: string;
  /** Called once per server warning (`Warning: 299 - "..."` headers). */
  readonly onWarning?: (warning: string) => void;
  /** Preferred response format (JSON is always accepted as a fallback). Default json. */
  readonly wireFormat?: WireFormat;
  /** Ask for gzip-compressed responses (decompressed transparently). Default true. */
  readonly compression?: boolean;
  /**
   * Largest response body (after decompression) of a non-watch request; larger is a
   * DecodeError. Default {@link MAX_RESPONSE_BODY_BYTES}.
   */
  readonly maxResponseBytes?: number;
  /**
   * Longest silence while reading a non-watch response body; longer is a TransportError.
   * Default {@link RESPONSE_BODY_IDLE_TIMEOUT_MS}; 0 turns it off.
   */
  readonly bodyIdleTimeoutMs?: number;
  /** Clock for the body idle timeout and watch deadlines (tests inject one). */
  readonly clock?: Clock;
}

const REASON_BY_CODE: Record<number, StatusReason> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  406: 'NotAcceptable',
  409: 'Conflict',
  410: 'Gone',
  413: 'RequestEntityTooLarge',
  415: 'UnsupportedMediaType',
  422: 'Invalid',
  429: 'TooManyRequests',
  500: 'InternalError',
  503: 'ServiceUnavailable',
  504: 'Timeout',
};

/** Parse `Warning` header values (`299 - "text"`) into their texts (RFC 7234 §5.5). */
export function parseWarnings(header: string | string[] | undefined): string[] {
  if (header === undefined) return [];
  const values = Array.isArray(header) ? header : [header];
  const out: string[] = [];
  for (const value of values) {
    const re = /\s*(\d{3})\s+(\S+)\s+"((?:[^"\\]|\\.)*)"(?:\s+"[^"]*")?\s*(?:,|$)/gy;
    let m: RegExpExecArray | null;
    let matched = false;
    while ((m = re.exec(value)) !== null) {
      matched = true;
      out.push(m[3]!.replace(/\\(.)/g, '$1'));
      if (re.lastIndex >= value.length) break;
    }
    if (!matched && value.trim() !== '') out.push(value.trim());
  }
  return out;
}

const WARNINGS = Symbol('ctl.warnings');

/** Attach server warnings to a response object (non-enumerable: JSON and equality ignore it). */
function attachWarnings(obj: object, warnings: readonly string[]): void {
  Object.defineProperty(obj, WARNINGS, { value: Object.freeze([...warnings]), enumerable: false });
}

/** The server warnings that came with this object's response (`Warning` headers), if any. */
export function warningsOf(obj: unknown): readonly string[] {
  if (typeof obj !== 'object' || obj === null) return [];
  return (obj as { [WARNINGS]?: readonly string[] })[WARNINGS] ?? [];
}

/** Release a body that will not be read (its stream is destroyed; errors are moot). */
function drain(body: AsyncIterable<Uint8Array>): void {
  const it = body[Symbol.asyncIterator]();
  void Promise.resolve()
    .then(() => it.return?.())
    .catch(() => {});
}

function isStatus(x: unknown): x is Status {
  return typeof x === 'object' && x !== null && (x as { kind?: unknown }).kind === 'Status';
}

/** The request layer over an explicit {@link ClientWire} (`RestClient` from `ctl` supplies Node's by default). */
export class BaseRestClient {
  readonly server: string;
  private readonly transport: Transport;
  /** How this client reads and decodes bytes (watches frame their streams with it too). */
  readonly wire: ClientWire;
  private readonly userAgent: string;
  private readonly onWarning: ((w: string) => void) | undefined;
  private readonly accept: string;
  private readonly compression: boolean;
  private readonly maxResponseBytes: number;
  private readonly bodyIdleTimeoutMs: number;
  /** The injected clock (watch deadlines use it too). */
  readonly clock: Clock;

  constructor(options: RestClientOptions & { readonly wire: ClientWire }) {
    this.server = options.server.replace(/\/+$/, '');
    this.transport = options.transport;
    this.wire = options.wire;
    this.userAgent = options.userAgent ?? 'ctl/0.1.0';
    this.onWarning = options.onWarning;
    this.accept = this.wire.accept(options.wireFormat ?? 'json');
    this.compression = options.compression ?? true;
    this.maxResponseBytes = options.maxResponseBytes ?? MAX_RESPONSE_BODY_BYTES;
    this.bodyIdleTimeoutMs = options.bodyIdleTimeoutMs ?? RESPONSE_BODY_IDLE_TIMEOUT_MS;
    this.clock = options.clock ?? systemClock;
  }

  /**
   * A whole (decompressed) response body within the client's limits: too large is a
   * DecodeError, a stalled or broken body a TransportError, corrupt gzip a DecodeError.
   */
  private async readBody(opts: RequestOptions, res: { status: number; headers: Readonly<Record<string, string | string[] | undefined>>; body: AsyncIterable<Uint8Array> }): Promise<Uint8Array> {
    const what = `${opts.method} ${opts.path}`;
    const declared = Number(res.headers['content-length']);
    let raw: Uint8Array;
    try {
      if (Number.isFinite(declared) && declared > this.maxResponseBytes) {
        throw new BodyLimitError('size', `response body of ${declared} bytes exceeds the maximum of ${this.maxResponseBytes} bytes`);
      }
      const onPrefix = opts.onListHead !== undefined ? this.listHeadReader(res, opts.onListHead) : undefined;
      raw = await this.wire.readAll(res.body, {
        maxBytes: this.maxResponseBytes,
        idleTimeoutMs: this.bodyIdleTimeoutMs,
        clock: this.clock,
        ...(Number.isFinite(declared) ? { expectedBytes: declared } : {}),
        ...(opts.bodyBuffers ? { buffers: opts.bodyBuffers } : {}),
        ...(onPrefix ? { onPrefix } : {}),
      });
    } catch (err) {
      if (err instanceof BodyLimitError) {
        if (err.limit === 'size') {
          drain(res.body);
          throw new DecodeError(`cannot decode the body from ${what}: ${err.message}`, { cause: err });
        }
        throw new TransportError(`${what}: ${err.message}`, { cause: err });
      }
      if ((err as { name?: string }).name === 'AbortError') throw err;
      throw new TransportError(`${what}: reading the response body failed: ${(err as Error).message}`, { cause: err });
    }
    try {
      return this.wire.decompress(raw, res.headers['content-encoding'] as string | undefined, this.maxResponseBytes);
    } catch (err) {
      throw new DecodeError(`cannot decode the body from ${what}: ${(err as Error).message}`, { cause: err });
    }
  }

  /**
   * A ReadAllOptions.onPrefix that hands a successful, uncompressed list body's metadata to
   * `onListHead` once its head holds it; undefined when the response cannot give one early.
   */
  private listHeadReader(
    res: { readonly status: number; readonly headers: Readonly<Record<string, string | string[] | undefined>> },
    onListHead: (head: { readonly continue?: unknown }) => void,
  ): ((prefix: Uint8Array) => boolean) | undefined {
    const encoding = res.headers['content-encoding'];
    if (res.status < 200 || res.status > 299 || (encoding !== undefined && encoding !== '' && encoding !== 'identity')) return undefined;
    const contentType = String(res.headers['content-type'] ?? '');
    return (prefix) => {
      const head = this.wire.peekListMeta(prefix, contentType);
      if (head === undefined) return false;
      onListHead(head);
      return true;
    };
  }

  url(path: string, query?: RequestOptions['query']): string {
    let url = this.server + path;
    if (query) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) {
        if (v === undefined) continue;
        if (Array.isArray(v)) for (const item of v) params.append(k, item);
        else params.append(k, String(v));
      }
      const qs = params.toString();
      if (qs) url += '?' + qs;
    }
    return url;
  }

  /**
   * Send a request and return the response body as a stream (watches). Non-2xx responses
   * are read in full and thrown as ApiError, exactly like `request`.
   */
  async stream(opts: RequestOptions): Promise<{ readonly contentType: string; readonly body: AsyncIterable<Uint8Array> }> {
    const res = await this.send(opts);
    if (res.status < 200 || res.status > 299) {
      const bytes = await this.readBody(opts, res);
      let decoded: unknown;
      try {
        decoded = this.wire.decodeBody(bytes, String(res.headers['content-type'] ?? ''));
      } catch {
        decoded = undefined;
      }
      throw this.toApiError(res.status, decoded, this.wire.text(bytes, MAX_UNSTRUCTURED_ERROR_TEXT_BYTES), res.headers['retry-after']);
    }
    return { contentType: String(res.headers['content-type'] ?? ''), body: res.body };
  }

  private async send(opts: RequestOptions) {
    const headers: Record<string, string> = {
      Accept: opts.accept ?? (opts.wireFormat !== undefined ? this.wire.accept(opts.wireFormat) : this.accept),
      'User-Agent': this.userAgent,
    };
    if (this.compression && opts.method === 'GET' && !opts.query?.watch) headers['Accept-Encoding'] = 'gzip';
    let body: string | undefined;
    if (opts.body !== undefined) {
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
      headers['Content-Type'] = opts.contentType ?? 'application/json';
    }
    let res;
    try {
      res = await this.transport.request({
        method: opts.method,
        url: this.url(opts.path, opts.query),
        headers,
        ...(body !== undefined ? { body } : {}),
        ...(opts.signal ? { signal: opts.signal } : {}),
        ...(opts.list === true ? { list: true } : {}),
      });
    } catch (err) {
      if (err instanceof ApiError) throw err;
      if ((err as { name?: string }).name === 'AbortError') throw err;
      const msg = err instanceof Error ? err.message : String(err);
      throw new TransportError(`${opts.method} ${this.server}${opts.path}: ${msg}`, { cause: err });
    }
    for (const w of parseWarnings(res.headers['warning'])) this.onWarning?.(w);
    return res;
  }

  /** Send a request and decode a JSON response; non-2xx throws ApiError. */
  async request<T>(opts: RequestOptions): Promise<RestResponse<T>> {
    const r = await this.requestUndecoded<T>(opts);
    return { status: r.status, body: r.decode(), warnings: r.warnings };
  }

  /**
   * `request` with the decoding of a successful answer left to the caller (`decode()`, which
   * throws DecodeError as `request` does): a paged list asks for the next page before it
   * decodes this one. Non-2xx answers are decoded and thrown as ApiError here.
   */
  async requestUndecoded<T>(opts: RequestOptions): Promise<UndecodedResponse<T>> {
    const res = await this.send(opts);
    const warnings = parseWarnings(res.headers['warning']);
    const contentType = String(res.headers['content-type'] ?? '');
    const bytes = await this.readBody(opts, res);
    if (res.status < 200 || res.status > 299) {
      let decoded: unknown;
      try {
        if (bytes.length > 0 && mediaTypeOf(contentType) !== 'text/plain') decoded = this.wire.decodeBody(bytes, contentType);
      } catch {
        decoded = undefined;
      }
      throw this.toApiError(res.status, decoded, this.wire.text(bytes, MAX_UNSTRUCTURED_ERROR_TEXT_BYTES), res.headers['retry-after']);
    }
    const decode = (): T => {
      let decoded: unknown;
      let decodeFailure: unknown;
      try {
        if (bytes.length > 0 && mediaTypeOf(contentType) !== 'text/plain') decoded = this.wire.decodeBody(bytes, contentType, bodyDecodeOptions(opts));
      } catch (err) {
        decodeFailure = err;
      }
      if (decodeFailure !== undefined || (decoded === undefined && bytes.length > 0)) {
        const why = decodeFailure instanceof Error ? `: ${decodeFailure.message}` : '';
        throw new DecodeError(`cannot decode ${contentType || 'response'} body from ${opts.method} ${opts.path}${why}`, { cause: decodeFailure });
      }
      if (warnings.length > 0 && typeof decoded === 'object' && decoded !== null) attachWarnings(decoded, warnings);
      return decoded as T;
    };
    return { status: res.status, contentType, bytes, warnings, decode, peekListMeta: () => this.wire.peekListMeta(bytes, contentType) };
  }

  /** Build an ApiError from a non-2xx response, synthesising a Status when the body is not one. */
  private toApiError(code: number, decoded: unknown, text: string, retryAfter: string | string[] | undefined): ApiError {
    if (isStatus(decoded)) return new ApiError(decoded, { statusCode: code });
    const reason = REASON_BY_CODE[code] ?? '';
    // client-go keeps at most maxUnstructuredResponseTextBytes of a body that is not a Status.
    if (text.length > MAX_UNSTRUCTURED_ERROR_TEXT_BYTES) text = text.slice(0, MAX_UNSTRUCTURED_ERROR_TEXT_BYTES);
    const message = text.trim() !== '' ? text.trim() : `the server responded with the status code ${code} but did not return more information`;
    const status = failureStatus(code, reason, message);
    const retry = Number(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter);
    if (Number.isInteger(retry) && retry > 0) status.details = { retryAfterSeconds: retry };
    return new ApiError(status, { statusCode: code });
  }
}

/** The decode options of a request's successful body (constants: no object per request). */
function bodyDecodeOptions(opts: RequestOptions): BodyDecodeOptions | undefined {
  if (opts.dropManagedFields === true) return opts.readOnly === true ? READ_ONLY_DROP_MANAGED_FIELDS : DROP_MANAGED_FIELDS;
  return opts.readOnly === true ? READ_ONLY : undefined;
}
