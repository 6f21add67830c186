/**
 * What every resource handler gets: the parsed request, the resource's store and
 * response helpers. Built once per request by the API server's dispatcher.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Clock } from '../../meta/clock.js';
import { apiVersionOf, type ResourceDescriptor } from '../../meta/resources.js';
import { statusErrors } from '../../meta/status.js';
import type { KubeObject, ListMeta, Status } from '../../meta/types.js';
import { decodeJsonText, jsonCodec } from '../../codec/json.js';
import { goOrdered } from '../../codec/go-order.js';
import { protobufCodec } from '../../codec/protobuf/index.js';
import type { KeyValue } from '../storage/storage.js';
import { parseJsonWithDuplicates, parseJsonWithDuplicatesSliced } from '../../codec/json-strict.js';
import { YAML_MEDIA_TYPE } from '../../codec/yaml.js';
import { decodeYamlOffThread } from '../decode/yaml-off-thread.js';
import { negotiateRequest, type ServedFormat } from '../../codec/negotiation.js';
import type { ByteParts } from '../../codec/byte-parts.js';
import { readBody } from '../http/body.js';
import { writeBody, writeBodyParts, writeBytes, writeJsonSliced, type Responder } from '../http/response.js';
import { warningHeaders } from '../http/warning-header.js';
import type { Negotiated, TableRequestSpec } from '../../codec/negotiation.js';
import { parseIncludeObject, toTable } from '../table.js';
import type { FeatureGateValues } from '../feature-gates.js';
import { invalidOptions } from '../http/query.js';
import { fieldErrors } from '../../meta/field-errors.js';
import { typeCheck, typeCheckSliced, TypeCheckError } from '../decode/type-check.js';
import { managerOrUserAgent } from '../apply/managed-fields.js';
import { validateFieldManager } from '../validation/object-meta.js';
import type { RegistryStore } from '../registry/store.js';
import type { AdmissionRequestContext } from '../admission/attributes.js';
import type { ResourceRequestInfo } from '../request-info.js';
import { yieldToEventLoop } from '../apply/work-slices.js';

export interface RequestScope {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly query: URLSearchParams;
  readonly info: ResourceRequestInfo;
  readonly descriptor: ResourceDescriptor<KubeObject>;
  readonly store: RegistryStore<KubeObject>;
  readonly clock: Clock;
  readonly pretty: boolean;
  /** Formats accepted for request bodies, in preference order (the first is the default). */
  readonly bodyFormats: readonly ServedFormat[];
  /** Warnings to send as `Warning: 299 - "..."` headers (deduplicated, in order). */
  readonly warnings: Set<string>;
  /** The negotiated response representation. */
  readonly negotiated: Negotiated;
  /** The client accepts gzip and compression is enabled. */
  readonly gzip: boolean;
  readonly gates: FeatureGateValues;
  /** The caller and the response's sinks, for validating admission of writes (WriteOptions.admission). */
  readonly admission: AdmissionRequestContext;
  /** Check that the caller may also perform `verb` here (apply creating, unsafe delete); throws 403. */
  readonly authorize: (verb: string) => void;
}

function responder(scope: RequestScope, compressible: boolean): Responder {
  return {
    negotiated: scope.negotiated,
    pretty: scope.pretty,
    gzip: compressible && scope.gzip,
    headers: warningHeaders(scope.warnings),
  };
}

/** A Status (delete results): never converted to a Table. */
export function respondStatus(scope: RequestScope, code: number, status: Status): void {
  writeBody(scope.res, code, status, responder(scope, false));
}

/**
 * One object (get, create, update, patch, delete-pending); a Table when asked for. Never
 * throws: it acknowledges writes that have committed. A Table that cannot be built falls back
 * to the object itself; the answer to a large write is encoded and sent in slices.
 */
export async function respondObject(scope: RequestScope, code: number, obj: KubeObject): Promise<void> {
  const n = scope.negotiated;
  let body: unknown = obj;
  if (n.table) {
    try {
      body = toTable(tableRequest(scope, n.table), [obj]);
    } catch (err) {
      if (scope.info.verb === 'get') throw err; // nothing committed: an honest error
    }
  }
  const r = responder(scope, scope.info.verb === 'get');
  const plainJson = body === obj && !r.pretty && !r.gzip && n.format.mediaType === 'application/json';
  if (plainJson && Number(scope.req.headers['content-length'] ?? 0) > SLICED_DECODE_BYTES) {
    await writeJsonSliced(scope.res, code, body, r);
    return;
  }
  writeBody(scope.res, code, body, r);
}

/**
 * A GET's answer as compact JSON (Go key order, trailing newline): the bytes `writeBody` would
 * produce for the decoded object, taken from the store's cache of encoded versions.
 */
export async function respondEncodedJson(scope: RequestScope, kv: KeyValue): Promise<void> {
  const bytes = scope.store.encodedOnce(kv, 'json', (obj) => jsonCodec.encode(goOrdered(obj)));
  writeBytes(scope.res, 200, bytes, 'application/json', responder(scope, true));
}

/** Whether a list answer is plain compact JSON (no Table, not pretty): see {@link respondJsonListParts}. */
export function listAsPlainJson(scope: RequestScope): boolean {
  const n = scope.negotiated;
  return !n.table && !scope.pretty && n.format.mediaType === 'application/json';
}

/** A list answered from pieces already encoded as `respondList` would encode it (plain JSON only). */
export function respondJsonListParts(scope: RequestScope, body: ByteParts): Promise<void> {
  return writeBodyParts(scope.res, 200, body, 'application/json', responder(scope, true));
}

/** Whether a list answer is protobuf from the protobuf codec (no Table; protobuf has none): see {@link respondEncodedListParts}. */
export function listAsProtobuf(scope: RequestScope): boolean {
  const n = scope.negotiated;
  return !n.table && n.format.codec === protobufCodec;
}

/** A list answered from pieces already encoded in the negotiated format as `respondList` would encode it. */
export function respondEncodedListParts(scope: RequestScope, body: ByteParts): Promise<void> {
  return writeBodyParts(scope.res, 200, body, scope.negotiated.mediaType, responder(scope, true));
}

/** A list; a Table when asked for (list metadata carried over). */
export function respondList(scope: RequestScope, list: { kind: string; apiVersion: string; metadata: ListMeta; items: KubeObject[] }): void {
  const n = scope.negotiated;
  const body = n.table ? toTable(tableRequest(scope, n.table), list.items, list.metadata) : list;
  writeBody(scope.res, 200, body, responder(scope, true));
}

export function tableRequest(scope: RequestScope, spec: TableRequestSpec) {
  return {
    descriptor: scope.descriptor,
    spec,
    include: parseIncludeObject(scope.query.get('includeObject')),
    now: new Date(scope.clock.now()),
  };
}

/** Moved to http/warning-header.ts (safe for any Unicode, truncated as upstream); re-exported here. */
export { warningHeaders };

/** A short summary of a payload for decode errors (upstream prints up to 30 bytes). */
function summarize(text: string): string {
  return text.length > 30 ? text.slice(0, 30) + '...' : text;
}

/** Bodies larger than this are decoded in slices, with turns of the event loop between them. */
const SLICED_DECODE_BYTES = 64 * 1024;

/**
 * Read and decode a create/update body into an object of the scope's kind, with
 * upstream's checks: Content-Type (415), well-formed (400), kind and apiVersion
 * (defaulted when absent, 400 when they name another type).
 */
export async function decodeObjectBody(scope: RequestScope, validation: FieldValidation): Promise<KubeObject> {
  const d = scope.descriptor;
  const format = negotiateRequest(scope.req.headers['content-type'], scope.bodyFormats);
  if (!format) throw statusErrors.unsupportedMediaType(scope.bodyFormats.map((f) => f.mediaType));
  const bytes = await readBody(scope.req);
  const text = format.mediaType === 'application/json' ? bytes.toString('utf8') : bytes.subarray(0, 64).toString('latin1');
  let obj: unknown;
  // Duplicate keys are only looked for when they matter (Warn/Strict): Go's decoder keeps the
  // last one, as JSON.parse does, and the strict parser costs about twice as much.
  let duplicates: readonly string[] = [];
  try {
    if (format.mediaType === 'application/json' && bytes.length > SLICED_DECODE_BYTES) {
      // A large body is parsed in slices (JSON.parse of 200,000 strings is one 50-250 ms piece).
      const parsed = await parseJsonWithDuplicatesSliced(text);
      obj = parsed.value;
      if (validation !== 'Ignore') duplicates = parsed.duplicates;
    } else if (format.mediaType === 'application/json' && validation !== 'Ignore') {
      const parsed = parseJsonWithDuplicates(text);
      obj = parsed.value;
      duplicates = parsed.duplicates;
    } else if (format.mediaType === YAML_MEDIA_TYPE) {
      // The `yaml` package reads about 1 MB/s: a large body is decoded on a worker thread.
      // (Duplicate keys in YAML bodies are not reported yet: upstream words them differently.)
      obj = (await decodeYamlOffThread(bytes.toString('utf8'))).value;
    } else obj = format.mediaType === 'application/json' ? decodeJsonText(text) : format.codec.decode(bytes);
  } catch (err) {
    throw statusErrors.badRequest(
      `the object provided is unrecognized (must be of type ${d.kind}): couldn't get version/kind; json parse error: ${(err as Error).message} (${summarize(text)})`,
    );
  }
  if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) {
    throw statusErrors.badRequest(
      `the object provided is unrecognized (must be of type ${d.kind}): couldn't get version/kind; json parse error: json: cannot unmarshal ${Array.isArray(obj) ? 'array' : typeof obj} into Go value of type struct { APIVersion string "json:\\"apiVersion,omitempty\\""; Kind string "json:\\"kind,omitempty\\"" } (${summarize(text)})`,
    );
  }
  const o = obj as Record<string, unknown>;
  const expectedVersion = apiVersionOf(d);
  const apiVersion = typeof o.apiVersion === 'string' ? o.apiVersion : '';
  const kind = typeof o.kind === 'string' ? o.kind : '';
  if (kind !== '' && kind !== d.kind) {
    const version = apiVersion.includes('/') ? apiVersion.slice(apiVersion.indexOf('/') + 1) : apiVersion || d.version;
    throw statusErrors.badRequest(
      `${kind} in version ${JSON.stringify(version)} cannot be handled as a ${d.kind}: no kind ${JSON.stringify(kind)} is registered for version ${JSON.stringify(apiVersion || expectedVersion)}`,
    );
  }
  if (apiVersion !== '' && apiVersion !== expectedVersion) {
    throw statusErrors.badRequest(`the API version in the data (${apiVersion}) does not match the expected API version (${expectedVersion})`);
  }
  if (o.metadata !== undefined && o.metadata !== null && (typeof o.metadata !== 'object' || Array.isArray(o.metadata))) {
    throw statusErrors.badRequest(
      `${d.kind} in version ${JSON.stringify(d.version)} cannot be handled as a ${d.kind}: json: cannot unmarshal ${Array.isArray(o.metadata) ? 'array' : typeof o.metadata === 'string' ? 'string' : typeof o.metadata === 'boolean' ? 'bool' : 'number'} into Go struct field ${d.kind}.metadata of type v1.ObjectMeta`,
    );
  }
  // Parsing a large body was a long slice: let other requests run before type-checking it.
  if (bytes.length > SLICED_DECODE_BYTES) await yieldToEventLoop();
  let checked;
  try {
    checked = bytes.length > SLICED_DECODE_BYTES ? await typeCheckSliced<KubeObject>(d.schema, o) : typeCheck<KubeObject>(d.schema, o);
  } catch (err) {
    if (err instanceof TypeCheckError) {
      throw statusErrors.badRequest(`${d.kind} in version ${JSON.stringify(d.version)} cannot be handled as a ${d.kind}: ${err.message}`);
    }
    throw err;
  }
  if (checked.unknownFields.length > 0 || duplicates.length > 0) {
    const problems = [
      ...duplicates.map((f) => `duplicate field ${JSON.stringify(f)}`),
      ...checked.unknownFields.map((f) => `unknown field ${JSON.stringify(f)}`),
    ];
    if (validation === 'Strict') {
      throw statusErrors.badRequest(`${d.kind} in version ${JSON.stringify(d.version)} cannot be handled as a ${d.kind}: strict decoding error: ${problems.join(', ')}`);
    }
    if (validation === 'Warn') for (const p of problems) scope.warnings.add(p);
  }
  return normalizeObject(d, checked.value);
}

/**
 * The manager recorded for this write: the `fieldManager` parameter (validated: at most 128
 * bytes, printable; 422 on the options kind otherwise), else the User-Agent's product name.
 */
export function writeManager(scope: RequestScope, optionsKind: string): string {
  const given = scope.query.get('fieldManager');
  if (given !== null && given !== '') {
    const errs = validateFieldManager(given, 'fieldManager');
    if (errs.length) throw invalidOptions(optionsKind, errs);
  }
  return managerOrUserAgent(given ?? undefined, scope.req.headers['user-agent']);
}

export type FieldValidation = 'Ignore' | 'Warn' | 'Strict';

/** `fieldValidation` query parameter; empty means Warn; other values are 422 on the options kind. */
export function parseFieldValidation(q: URLSearchParams, optionsKind: string): FieldValidation {
  const v = q.get('fieldValidation') ?? '';
  if (v === '' || v === 'Warn') return 'Warn';
  if (v === 'Ignore' || v === 'Strict') return v;
  throw invalidOptions(optionsKind, [fieldErrors.notSupported('fieldValidation', v, ['', 'Ignore', 'Strict', 'Warn'])]);
}

/** Put kind and apiVersion first (upstream key order) and set them to the served version. */
export function normalizeObject(d: ResourceDescriptor<KubeObject>, obj: KubeObject): KubeObject {
  const { kind: _k, apiVersion: _a, metadata, ...rest } = obj as KubeObject & Record<string, unknown>;
  const out: Record<string, unknown> = { kind: d.kind, apiVersion: apiVersionOf(d), metadata: metadata ?? {} };
  for (const [k, v] of Object.entries(rest)) out[k] = v;
  return out as KubeObject;
}

/** Check a path segment name like upstream (`Name parameter invalid: ...`). */
export function checkPathName(name: string): void {
  const problem = name === '.' ? "may not be '.'" : name === '..' ? "may not be '..'" : name.includes('/') ? "may not contain '/'" : name.includes('%') ? "may not contain '%'" : undefined;
  if (problem) throw statusErrors.badRequest(`Name parameter invalid: ${JSON.stringify(name)}: ${problem}`);
}
