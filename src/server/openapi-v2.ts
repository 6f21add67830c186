/**
 * `/openapi/v2`: the whole API as one Swagger 2.0 document (generated/openapi-v2-document.ts,
 * converted from the same definition as /openapi/v3 at `npm run generate` time), served as
 * JSON or as gnostic's OpenAPI v2 protobuf `Document` (github.com/google/gnostic-models
 * openapiv2/OpenAPIv2.proto), which kubectl asks for. Both bodies, their gzip forms and the
 * ETag are made once, at construction (server start), never per request.
 *
 * Serving follows kube-openapi's handler (pkg/handler/handler.go): the Accept clauses, sorted
 * as goautoneg sorts them, are tried in order against `application/json`,
 * `application/com.github.proto-openapi.spec.v2@v1.0+protobuf` and
 * `application/com.github.proto-openapi.spec.v2.v1.0+protobuf` (both protobuf types answer with
 * the latter); a missing Accept means `*\/*`; nothing acceptable is an empty 406. The ETag is the
 * upper-case hex SHA-512 of the JSON body (the protobuf reuses it, as `Vary: Accept` tells
 * caches), and conditional requests are answered as Go's http.ServeContent does (304 on a
 * matching If-None-Match, Last-Modified / If-Modified-Since). Bodies are gzipped when the client
 * accepts it, as the gzip handler around upstream's does.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { stringify as yamlStringify } from 'yaml';
import { openApiV2Document } from '../../generated/openapi-v2-document.js';

export const OPENAPI_V2_PROTOBUF = 'application/com.github.proto-openapi.spec.v2.v1.0+protobuf';
const SUBTYPE_PROTOBUF_DEPRECATED = 'com.github.proto-openapi.spec.v2@v1.0+protobuf';
const SUBTYPE_PROTOBUF = 'com.github.proto-openapi.spec.v2.v1.0+protobuf';

// ---------------------------------------------------------------------------------------------
// A minimal protobuf writer: each message is built as a byte array, fields in number order.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

class Msg {
  private readonly parts: Buffer[] = [];

  private tag(field: number, wire: number): void {
    this.varint((field << 3) | wire);
  }

  private varint(value: number | bigint): void {
    let v = BigInt.asUintN(64, BigInt(value));
    const bytes: number[] = [];
    while (v >= 0x80n) {
      bytes.push(Number(v & 0x7fn) | 0x80);
      v >>= 7n;
    }
    bytes.push(Number(v));
    this.parts.push(Buffer.from(bytes));
  }

  /** A string field; proto3 omits the empty string. */
  string(field: number, value: unknown): this {
    if (typeof value !== 'string' || value === '') return this;
    const bytes = Buffer.from(value, 'utf8');
    this.tag(field, 2);
    this.varint(bytes.length);
    this.parts.push(bytes);
    return this;
  }

  strings(field: number, values: unknown): this {
    if (Array.isArray(values)) for (const v of values) this.stringAlways(field, String(v));
    return this;
  }

  /** A repeated string element: written even when empty. */
  private stringAlways(field: number, value: string): void {
    const bytes = Buffer.from(value, 'utf8');
    this.tag(field, 2);
    this.varint(bytes.length);
    this.parts.push(bytes);
  }

  bool(field: number, value: unknown): this {
    if (value !== true) return this;
    this.tag(field, 0);
    this.varint(1);
    return this;
  }

  /** A bool member of a oneof: written whenever set, false included. */
  oneofBool(field: number, value: boolean): this {
    this.tag(field, 0);
    this.varint(value ? 1 : 0);
    return this;
  }

  int64(field: number, value: unknown): this {
    if (typeof value !== 'number' || value === 0) return this;
    this.tag(field, 0);
    this.varint(BigInt(Math.trunc(value)));
    return this;
  }

  double(field: number, value: unknown): this {
    if (typeof value !== 'number' || value === 0) return this;
    this.tag(field, 1);
    const b = Buffer.alloc(8);
    b.writeDoubleLE(value);
    this.parts.push(b);
    return this;
  }

  /** An embedded message: written whenever given (message presence), even when empty. */
  message(field: number, msg: Msg | undefined): this {
    if (msg === undefined) return this;
    const bytes = msg.bytes();
    this.tag(field, 2);
    this.varint(bytes.length);
    this.parts.push(bytes);
    return this;
  }

  messages(field: number, msgs: readonly Msg[]): this {
    for (const m of msgs) this.message(field, m);
    return this;
  }

  bytes(): Buffer {
    return Buffer.concat(this.parts);
  }
}

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `Any { yaml = 2 }`: gnostic keeps values it has no message for as their YAML text. */
function anyOf(value: Json): Msg {
  return new Msg().string(2, yamlStringify(value));
}

/** `repeated NamedAny vendor_extension`: the object's `x-` keys. */
function vendorExtensions(node: JsonObject): Msg[] {
  return Object.entries(node)
    .filter(([k]) => k.startsWith('x-'))
    .map(([k, v]) => new Msg().string(1, k).message(2, anyOf(v)));
}

function schemaMsg(s: JsonObject): Msg {
  const m = new Msg()
    .string(1, s.$ref)
    .string(2, s.format)
    .string(3, s.title)
    .string(4, s.description);
  if (s.default !== undefined) m.message(5, anyOf(s.default));
  m.double(6, s.multipleOf).double(7, s.maximum).bool(8, s.exclusiveMaximum).double(9, s.minimum).bool(10, s.exclusiveMinimum);
  m.int64(11, s.maxLength).int64(12, s.minLength).string(13, s.pattern).int64(14, s.maxItems).int64(15, s.minItems);
  m.bool(16, s.uniqueItems).int64(17, s.maxProperties).int64(18, s.minProperties).strings(19, s.required);
  if (Array.isArray(s.enum)) m.messages(20, s.enum.map(anyOf));
  if (s.additionalProperties !== undefined) {
    const ap = s.additionalProperties;
    m.message(21, isObject(ap) ? new Msg().message(1, schemaMsg(ap)) : new Msg().oneofBool(2, ap === true));
  }
  if (s.type !== undefined) m.message(22, new Msg().strings(1, Array.isArray(s.type) ? s.type : [s.type]));
  if (s.items !== undefined) {
    const items = Array.isArray(s.items) ? s.items : [s.items];
    m.message(23, new Msg().messages(1, items.filter(isObject).map(schemaMsg)));
  }
  if (Array.isArray(s.allOf)) m.messages(24, s.allOf.filter(isObject).map(schemaMsg));
  if (isObject(s.properties)) {
    m.message(25, new Msg().messages(1, Object.entries(s.properties).map(([k, v]) => new Msg().string(1, k).message(2, schemaMsg(v as JsonObject)))));
  }
  m.string(26, s.discriminator).bool(27, s.readOnly);
  if (s.example !== undefined) m.message(30, anyOf(s.example));
  return m.messages(31, vendorExtensions(s));
}

/** `ParametersItem { Parameter parameter = 1 }`. */
function parameterMsg(p: JsonObject): Msg {
  let param: Msg;
  if (p.in === 'body') {
    const body = new Msg().string(1, p.description).string(2, p.name).string(3, p.in).bool(4, p.required);
    if (isObject(p.schema)) body.message(5, schemaMsg(p.schema));
    param = new Msg().message(1, body.messages(6, vendorExtensions(p)));
  } else {
    // Query (QueryParameterSubSchema, NonBodyParameter field 3), path (4) and header (1) share
    // their first fields; query adds allow_empty_value (5) before type, which shifts the rest.
    const sub = new Msg().bool(1, p.required).string(2, p.in).string(3, p.description).string(4, p.name);
    const query = p.in === 'query';
    if (query) sub.bool(5, p.allowEmptyValue);
    const o = query ? 1 : 0;
    sub.string(5 + o, p.type).string(6 + o, p.format);
    sub.bool((query ? 20 : 19), p.uniqueItems);
    sub.messages(query ? 23 : 22, vendorExtensions(p));
    const field = p.in === 'query' ? 3 : p.in === 'path' ? 4 : p.in === 'header' ? 1 : 2;
    param = new Msg().message(2, new Msg().message(field, sub));
  }
  return new Msg().message(1, param);
}

function operationMsg(op: JsonObject): Msg {
  const m = new Msg().strings(1, op.tags).string(2, op.summary).string(3, op.description).string(5, op.operationId);
  m.strings(6, op.produces).strings(7, op.consumes);
  if (Array.isArray(op.parameters)) m.messages(8, op.parameters.filter(isObject).map(parameterMsg));
  if (isObject(op.responses)) {
    const codes = Object.entries(op.responses).map(([code, r]) => {
      const resp = r as JsonObject;
      const response = new Msg().string(1, resp.description);
      if (isObject(resp.schema)) response.message(2, new Msg().message(1, schemaMsg(resp.schema)));
      return new Msg().string(1, code).message(2, new Msg().message(1, response.messages(5, vendorExtensions(resp))));
    });
    m.message(9, new Msg().messages(1, codes));
  }
  m.strings(10, op.schemes).bool(11, op.deprecated);
  return m.messages(13, vendorExtensions(op));
}

const PATH_ITEM_FIELDS: Record<string, number> = { get: 2, put: 3, post: 4, delete: 5, options: 6, head: 7, patch: 8 };

/** The Swagger 2.0 document as gnostic's `openapi.v2.Document` message. */
export function encodeOpenApiV2Protobuf(doc: JsonObject): Buffer {
  const m = new Msg().string(1, doc.swagger);
  if (isObject(doc.info)) {
    const info = doc.info;
    m.message(2, new Msg().string(1, info.title).string(2, info.version).string(3, info.description).messages(7, vendorExtensions(info)));
  }
  m.string(3, doc.host).string(4, doc.basePath).strings(5, doc.schemes).strings(6, doc.consumes).strings(7, doc.produces);
  if (isObject(doc.paths)) {
    const paths = Object.entries(doc.paths).map(([route, item]) => {
      const it = item as JsonObject;
      const pi = new Msg().string(1, it.$ref);
      for (const [method, field] of Object.entries(PATH_ITEM_FIELDS).sort((a, b) => a[1] - b[1])) {
        if (isObject(it[method])) pi.message(field, operationMsg(it[method] as JsonObject));
      }
      if (Array.isArray(it.parameters)) pi.messages(9, it.parameters.filter(isObject).map(parameterMsg));
      return new Msg().string(1, route).message(2, pi.messages(10, vendorExtensions(it)));
    });
    m.message(8, new Msg().messages(1, vendorExtensions(doc.paths)).messages(2, paths));
  }
  if (isObject(doc.definitions)) {
    m.message(9, new Msg().messages(1, Object.entries(doc.definitions).map(([name, s]) => new Msg().string(1, name).message(2, schemaMsg(s as JsonObject)))));
  }
  if (Array.isArray(doc.security)) {
    m.messages(12, doc.security.filter(isObject).map((req) =>
      new Msg().messages(1, Object.entries(req).map(([name, scopes]) => new Msg().string(1, name).message(2, new Msg().strings(1, scopes)))),
    ));
  }
  if (isObject(doc.securityDefinitions)) {
    m.message(13, new Msg().messages(1, Object.entries(doc.securityDefinitions).map(([name, d]) => {
      const def = d as JsonObject;
      // Only apiKey is defined here (BearerToken); basic auth would be field 1.
      const item = def.type === 'basic'
        ? new Msg().message(1, new Msg().string(1, def.type).string(2, def.description).messages(3, vendorExtensions(def)))
        : new Msg().message(2, new Msg().string(1, def.type).string(2, def.name).string(3, def.in).string(4, def.description).messages(5, vendorExtensions(def)));
      return new Msg().string(1, name).message(2, item);
    })));
  }
  return m.messages(16, vendorExtensions(doc)).bytes();
}

// ---------------------------------------------------------------------------------------------
// Accept parsing and sorting as github.com/munnerz/goautoneg's ParseAccept.

interface Clause {
  readonly type: string;
  readonly subType: string;
  readonly q: number;
  readonly params: number;
}

function parseAccept(header: string): Clause[] {
  const clauses: Clause[] = [];
  for (const part of header.split(',')) {
    const [mt, ...rest] = part.split(';');
    const mediaType = mt!.trim();
    let type: string;
    let subType: string;
    if (mediaType === '*') {
      type = '*';
      subType = '*';
    } else {
      const slash = mediaType.indexOf('/');
      if (slash < 0) continue;
      type = mediaType.slice(0, slash);
      subType = mediaType.slice(slash + 1);
    }
    let q = 1;
    let params = 0;
    for (const p of rest) {
      const eq = p.indexOf('=');
      const key = (eq < 0 ? p : p.slice(0, eq)).trim();
      if (key === 'q') {
        const v = Number.parseFloat(eq < 0 ? '' : p.slice(eq + 1).trim());
        q = Number.isNaN(v) ? 0 : v;
      } else params++;
    }
    clauses.push({ type, subType, q, params });
  }
  // Highest q first; then specific types before wildcards, then more parameters first (stable).
  return clauses
    .map((c, i) => ({ c, i }))
    .sort((a, b) => {
      if (a.c.q !== b.c.q) return b.c.q - a.c.q;
      if (a.c.type !== b.c.type) {
        if (a.c.type === '*') return 1;
        if (b.c.type === '*') return -1;
      }
      if (a.c.subType !== b.c.subType) {
        if (a.c.subType === '*') return 1;
        if (b.c.subType === '*') return -1;
      }
      if (a.c.params !== b.c.params) return b.c.params - a.c.params;
      return a.i - b.i;
    })
    .map(({ c }) => c);
}

// ---------------------------------------------------------------------------------------------

interface Body {
  readonly contentType: string;
  readonly plain: Buffer;
  gzipped?: Buffer;
}

/** HTTP dates have one-second precision. */
function httpDate(d: Date): string {
  return d.toUTCString();
}

export class OpenApiV2 {
  readonly json: Buffer;
  readonly protobuf: Buffer;
  readonly etag: string;
  private readonly lastModified: Date;
  private readonly jsonBody: Body;
  private readonly protoBody: Body;

  constructor(doc: Readonly<Record<string, unknown>> = openApiV2Document) {
    this.json = Buffer.from(JSON.stringify(doc));
    this.protobuf = encodeOpenApiV2Protobuf(doc as JsonObject);
    this.etag = createHash('sha512').update(this.json).digest('hex').toUpperCase();
    this.lastModified = new Date(Math.floor(Date.now() / 1000) * 1000);
    this.jsonBody = { contentType: 'application/json', plain: this.json, gzipped: gzipSync(this.json) };
    this.protoBody = { contentType: OPENAPI_V2_PROTOBUF, plain: this.protobuf, gzipped: gzipSync(this.protobuf) };
  }

  /** Answer GET/HEAD /openapi/v2. */
  serve(req: IncomingMessage, res: ServerResponse): void {
    const accepted: Array<[string, string, Body]> = [
      ['application', 'json', this.jsonBody],
      ['application', SUBTYPE_PROTOBUF_DEPRECATED, this.protoBody],
      ['application', SUBTYPE_PROTOBUF, this.protoBody],
    ];
    const header = req.headers.accept === undefined || req.headers.accept === '' ? '*/*' : req.headers.accept;
    res.setHeader('Vary', 'Accept');
    for (const clause of parseAccept(header)) {
      for (const [type, subType, body] of accepted) {
        if (clause.type !== type && clause.type !== '*') continue;
        if (clause.subType !== subType && clause.subType !== '*') continue;
        this.write(req, res, body);
        return;
      }
    }
    res.statusCode = 406;
    res.end();
  }

  private write(req: IncomingMessage, res: ServerResponse, body: Body): void {
    res.setHeader('Content-Type', body.contentType);
    res.setHeader('Etag', `"${this.etag}"`);
    res.setHeader('Last-Modified', httpDate(this.lastModified));
    res.setHeader('Vary', 'Accept, Accept-Encoding');
    if (this.notModified(req)) {
      res.removeHeader('Content-Type');
      res.statusCode = 304;
      res.end();
      return;
    }
    const gzip = /(^|,)\s*gzip\s*(;|,|$)/i.test(String(req.headers['accept-encoding'] ?? '')) && body.gzipped !== undefined;
    const bytes = gzip ? body.gzipped! : body.plain;
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    else res.setHeader('Accept-Ranges', 'bytes');
    res.setHeader('Content-Length', bytes.length);
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : bytes);
  }

  /** Go's checkIfNoneMatch / checkIfModifiedSince for GET and HEAD. */
  private notModified(req: IncomingMessage): boolean {
    const inm = req.headers['if-none-match'];
    if (inm !== undefined) {
      return inm.split(',').some((t) => {
        const tag = t.trim().replace(/^W\//, '');
        return tag === '*' || tag === `"${this.etag}"`;
      });
    }
    const ims = req.headers['if-modified-since'];
    if (ims !== undefined) {
      const since = Date.parse(ims);
      if (!Number.isNaN(since)) return this.lastModified.getTime() <= since;
    }
    return false;
  }
}
