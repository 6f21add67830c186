/**
 * `/openapi/v2` over real HTTP: the Swagger 2.0 document as JSON and as gnostic's protobuf
 * `openapi.v2.Document` (decoded here with protobufjs from a subset of OpenAPIv2.proto written
 * for this test), content negotiation and 406 as kube-openapi's handler, ETag / If-None-Match
 * 304, gzip; and every operation the server serves (from its discovery) present in both the v2
 * and the v3 documents with the right x-kubernetes-action, and every documented operation served.
 */
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import protobuf from 'protobufjs';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { encodeOpenApiV2Protobuf } from '../../src/server/openapi-v2.js';
import { jsonOf, startCluster, type TestCluster } from './harness.js';

const PROTO_V2 = 'application/com.github.proto-openapi.spec.v2@v1.0+protobuf';
const PROTO_V2_OLD = 'application/com.github.proto-openapi.spec.v2.v1.0+protobuf';

// The messages of github.com/google/gnostic-models openapiv2/OpenAPIv2.proto this test reads,
// with their field numbers; fields left out are skipped by the decoder.
const GNOSTIC_SUBSET = `
syntax = "proto3";
package openapi.v2;
message Any { string yaml = 2; }
message NamedAny { string name = 1; Any value = 2; }
message Info { string title = 1; string version = 2; }
message Document {
  string swagger = 1; Info info = 2; Paths paths = 8; Definitions definitions = 9;
  repeated SecurityRequirement security = 12; SecurityDefinitions security_definitions = 13;
}
message Paths { repeated NamedAny vendor_extension = 1; repeated NamedPathItem path = 2; }
message NamedPathItem { string name = 1; PathItem value = 2; }
message PathItem {
  Operation get = 2; Operation put = 3; Operation post = 4; Operation delete = 5; Operation patch = 8;
  repeated ParametersItem parameters = 9;
}
message Operation {
  repeated string tags = 1; string description = 3; string operation_id = 5;
  repeated string produces = 6; repeated string consumes = 7; repeated ParametersItem parameters = 8;
  Responses responses = 9; repeated string schemes = 10; repeated NamedAny vendor_extension = 13;
}
message ParametersItem { Parameter parameter = 1; }
message Parameter { BodyParameter body_parameter = 1; NonBodyParameter non_body_parameter = 2; }
message BodyParameter { string name = 2; string in = 3; bool required = 4; Schema schema = 5; }
message NonBodyParameter { QueryParameterSubSchema query_parameter_sub_schema = 3; PathParameterSubSchema path_parameter_sub_schema = 4; }
message QueryParameterSubSchema { bool required = 1; string in = 2; string description = 3; string name = 4; string type = 6; bool unique_items = 20; }
message PathParameterSubSchema { bool required = 1; string in = 2; string description = 3; string name = 4; string type = 5; bool unique_items = 19; }
message Responses { repeated NamedResponseValue response_code = 1; }
message NamedResponseValue { string name = 1; ResponseValue value = 2; }
message ResponseValue { Response response = 1; }
message Response { string description = 1; SchemaItem schema = 2; }
message SchemaItem { Schema schema = 1; }
message Definitions { repeated NamedSchema additional_properties = 1; }
message NamedSchema { string name = 1; Schema value = 2; }
message Schema {
  string _ref = 1; string format = 2; string description = 4; Any default = 5; repeated string required = 19;
  repeated Any enum = 20; AdditionalPropertiesItem additional_properties = 21; TypeItem type = 22;
  ItemsItem items = 23; repeated Schema all_of = 24; Properties properties = 25;
  repeated NamedAny vendor_extension = 31;
}
message AdditionalPropertiesItem { oneof oneof { Schema schema = 1; bool boolean = 2; } }
message TypeItem { repeated string value = 1; }
message ItemsItem { repeated Schema schema = 1; }
message Properties { repeated NamedSchema additional_properties = 1; }
message SecurityRequirement { repeated NamedStringArray additional_properties = 1; }
message NamedStringArray { string name = 1; StringArray value = 2; }
message StringArray { repeated string value = 1; }
message SecurityDefinitions { repeated NamedSecurityDefinitionsItem additional_properties = 1; }
message NamedSecurityDefinitionsItem { string name = 1; SecurityDefinitionsItem value = 2; }
message SecurityDefinitionsItem { ApiKeySecurity api_key_security = 2; }
message ApiKeySecurity { string type = 1; string name = 2; string in = 3; string description = 4; }
`;
const DocumentMessage = protobuf.parse(GNOSTIC_SUBSET, { keepCase: true }).root.lookupType('openapi.v2.Document');

async function getV2(cluster: TestCluster, headers: Record<string, string> = {}): Promise<Response> {
  return cluster.fetch('/openapi/v2', { headers });
}

type Json = any;

/** The decoded protobuf's vendor extensions as a plain object (values parsed from their YAML). */
function extensions(list: Json[] | undefined): Record<string, unknown> {
  return Object.fromEntries((list ?? []).map((e) => [e.name, parseYaml(e.value.yaml)]));
}

/** A decoded protobuf Schema back in Swagger JSON form, for comparing with the JSON document. */
function schemaToJson(s: Json): Json {
  const out: Json = {};
  if (s._ref) out.$ref = s._ref;
  if (s.format) out.format = s.format;
  if (s.description) out.description = s.description;
  if (s.default) out.default = parseYaml(s.default.yaml);
  if (s.required?.length) out.required = s.required;
  if (s.enum?.length) out.enum = s.enum.map((a: Json) => parseYaml(a.yaml));
  if (s.additional_properties) {
    out.additionalProperties = s.additional_properties.schema ? schemaToJson(s.additional_properties.schema) : s.additional_properties.boolean;
  }
  if (s.type) out.type = s.type.value[0];
  if (s.items) out.items = schemaToJson(s.items.schema[0]);
  if (s.all_of?.length) out.allOf = s.all_of.map(schemaToJson);
  if (s.properties) out.properties = Object.fromEntries(s.properties.additional_properties.map((p: Json) => [p.name, schemaToJson(p.value)]));
  Object.assign(out, extensions(s.vendor_extension));
  return out;
}

/** The JSON schema with only the keys schemaToJson reads. */
function comparable(s: Json): Json {
  const keys = ['$ref', 'format', 'description', 'default', 'required', 'enum', 'additionalProperties', 'type', 'items', 'allOf', 'properties'];
  const out: Json = {};
  for (const [k, v] of Object.entries(s)) {
    if (k.startsWith('x-')) out[k] = v;
    else if (!keys.includes(k)) continue;
    else if (k === 'properties') out[k] = Object.fromEntries(Object.entries(v as Json).map(([n, c]) => [n, comparable(c)]));
    else if (k === 'items' || (k === 'additionalProperties' && typeof v === 'object')) out[k] = comparable(v);
    else if (k === 'allOf') out[k] = (v as Json[]).map(comparable);
    else if ((k === 'required' || k === 'enum') && (v as Json[]).length === 0) continue;
    else out[k] = v;
  }
  return out;
}

function parameterToJson(p: Json): Json {
  if (p.parameter.body_parameter) {
    const b = p.parameter.body_parameter;
    return { name: b.name, in: b.in, required: b.required ?? false, schema: schemaToJson(b.schema) };
  }
  const nb = p.parameter.non_body_parameter;
  const q = nb.query_parameter_sub_schema ?? nb.path_parameter_sub_schema;
  return { uniqueItems: q.unique_items ?? false, type: q.type, description: q.description, name: q.name, in: q.in, required: q.required ?? false };
}

function jsonParameter(p: Json): Json {
  if (p.in === 'body') return { name: p.name, in: p.in, required: p.required ?? false, schema: comparable(p.schema) };
  return { uniqueItems: p.uniqueItems ?? false, type: p.type, description: p.description, name: p.name, in: p.in, required: p.required ?? false };
}

describe('/openapi/v2', () => {
  it('serves the whole API as Swagger 2.0 JSON, with upstream definition names and operation shapes', async () => {
    const cluster = await startCluster();
    const res = await getV2(cluster, { Accept: 'application/json' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('vary')).toMatch(/\bAccept\b/);
    const doc = await jsonOf(res);
    expect(doc.swagger).toBe('2.0');
    expect(doc.securityDefinitions).toEqual({ BearerToken: { description: 'Bearer Token authentication', type: 'apiKey', name: 'authorization', in: 'header' } });
    expect(doc.security).toEqual([{ BearerToken: [] }]);
    expect(doc.components).toBeUndefined();

    const rc = doc.definitions['io.cluster.api.node.v1.RuntimeClass'];
    expect(rc['x-kubernetes-group-version-kind']).toEqual([{ group: 'node.cluster.io', kind: 'RuntimeClass', version: 'v1' }]);
    expect(rc.properties.metadata.$ref).toBe('#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.ObjectMeta');
    expect(rc.properties.overhead).toMatchObject({ $ref: '#/definitions/io.cluster.api.node.v1.Overhead' });
    expect(doc.definitions['io.cluster.api.node.v1.Overhead'].properties.podFixed.additionalProperties).toEqual({
      $ref: '#/definitions/io.cluster.apimachinery.pkg.api.resource.Quantity',
    });
    // v2 has no oneOf: Quantity is a string, as kube-openapi's v2 document declares it.
    expect(doc.definitions['io.cluster.apimachinery.pkg.api.resource.Quantity'].type).toBe('string');
    expect(doc.definitions['io.cluster.apimachinery.pkg.api.resource.Quantity'].oneOf).toBeUndefined();
    expect(JSON.stringify(doc)).not.toContain('#/components/');
    // Go maps marshal sorted: paths, definitions, properties
    expect(Object.keys(doc.paths)).toEqual(Object.keys(doc.paths).sort());
    expect(Object.keys(doc.definitions)).toEqual(Object.keys(doc.definitions).sort());
    expect(Object.keys(rc.properties)).toEqual(['apiVersion', 'handler', 'kind', 'metadata', 'overhead', 'scheduling']);

    const collection = doc.paths['/apis/node.cluster.io/v1/runtimeclasses'];
    expect(collection.parameters).toEqual([
      expect.objectContaining({ uniqueItems: true, type: 'string', name: 'pretty', in: 'query' }),
    ]);
    expect(collection.post).toMatchObject({
      consumes: ['*/*'],
      produces: ['application/json', 'application/yaml', 'application/vnd.cluster.protobuf', 'application/cbor'],
      schemes: ['https'],
      tags: ['node_v1'],
      operationId: 'createNodeV1RuntimeClass',
      'x-kubernetes-action': 'post',
      'x-kubernetes-group-version-kind': { group: 'node.cluster.io', version: 'v1', kind: 'RuntimeClass' },
    });
    expect(collection.post.parameters[0]).toEqual({ name: 'body', in: 'body', required: true, schema: { $ref: '#/definitions/io.cluster.api.node.v1.RuntimeClass' } });
    expect(collection.post.parameters.slice(1).map((p: Json) => p.name)).toEqual(['dryRun', 'fieldManager', 'fieldValidation']);
    expect(collection.post.responses).toEqual({
      '200': { description: 'OK', schema: { $ref: '#/definitions/io.cluster.api.node.v1.RuntimeClass' } },
      '201': { description: 'Created', schema: { $ref: '#/definitions/io.cluster.api.node.v1.RuntimeClass' } },
      '202': { description: 'Accepted', schema: { $ref: '#/definitions/io.cluster.api.node.v1.RuntimeClass' } },
      '401': { description: 'Unauthorized' },
    });
    expect(collection.get.produces).toEqual(expect.arrayContaining(['application/json;stream=watch', 'application/vnd.cluster.protobuf;stream=watch']));
    expect(collection.delete.parameters.map((p: Json) => p.name)).toContain('orphanDependents');

    const item = doc.paths['/apis/node.cluster.io/v1/runtimeclasses/{name}'];
    expect(item.parameters[0]).toEqual({ uniqueItems: true, type: 'string', description: 'name of the RuntimeClass', name: 'name', in: 'path', required: true });
    expect(item.patch.consumes).toEqual([
      'application/json-patch+json', 'application/merge-patch+json', 'application/strategic-merge-patch+json',
      'application/apply-patch+yaml', 'application/apply-patch+cbor',
    ]);
    expect(item.patch.parameters[0]).toEqual({ name: 'body', in: 'body', required: true, schema: { $ref: '#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Patch' } });
    expect(item.patch.parameters.find((p: Json) => p.name === 'force')).toMatchObject({ type: 'boolean', in: 'query', uniqueItems: true });
    expect(item.delete.parameters[0]).toEqual({ name: 'body', in: 'body', schema: { $ref: '#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.DeleteOptions' } });

    const watch = doc.paths['/apis/node.cluster.io/v1/watch/runtimeclasses/{name}'].get;
    expect(watch['x-kubernetes-action']).toBe('watch');
    expect(watch.description).toMatch(/deprecated: use the 'watch' parameter with a list operation instead, filtered to a single item/);
    expect(watch.responses['200'].schema).toEqual({ $ref: '#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.WatchEvent' });
    expect(doc.paths['/apis/coordination.cluster.io/v1beta1/leasecandidates'].get.operationId).toBe('listCoordinationV1beta1LeaseCandidateForAllNamespaces');
  });

  it('serves the same document as gnostic protobuf under both media type names', async () => {
    const cluster = await startCluster();
    const json = await jsonOf(await getV2(cluster, { Accept: 'application/json' }));
    for (const accept of [PROTO_V2, PROTO_V2_OLD]) {
      const res = await getV2(cluster, { Accept: accept });
      expect(res.status).toBe(200);
      // both names answer with the older one, as kube-openapi's handler
      expect(res.headers.get('content-type')).toBe(PROTO_V2_OLD);
      const decoded = DocumentMessage.toObject(DocumentMessage.decode(new Uint8Array(await res.arrayBuffer())), { defaults: false, arrays: true }) as Json;
      expect(decoded.swagger).toBe('2.0');
      expect(decoded.info).toEqual(json.info);
      expect(decoded.security.map((r: Json) => Object.fromEntries(r.additional_properties.map((a: Json) => [a.name, a.value.value ?? []])))).toEqual(json.security);
      expect(Object.fromEntries(decoded.security_definitions.additional_properties.map((d: Json) => [d.name, d.value.api_key_security]))).toEqual(json.securityDefinitions);

      // every path, in order, with every operation's fields and parameters
      expect(decoded.paths.path.map((p: Json) => p.name)).toEqual(Object.keys(json.paths));
      for (const { name, value } of decoded.paths.path) {
        const item = json.paths[name];
        expect((value.parameters ?? []).map(parameterToJson), name).toEqual((item.parameters ?? []).map(jsonParameter));
        for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
          const op = value[method];
          expect(op === undefined, `${method} ${name}`).toBe(item[method] === undefined);
          if (!op) continue;
          const expected = item[method];
          expect({ ...extensions(op.vendor_extension) }).toEqual(
            Object.fromEntries(Object.entries(expected).filter(([k]) => k.startsWith('x-'))),
          );
          expect([op.operation_id, op.description, op.tags, op.produces, op.consumes, op.schemes]).toEqual([
            expected.operationId, expected.description, expected.tags, expected.produces, expected.consumes, expected.schemes,
          ]);
          expect((op.parameters ?? []).map(parameterToJson)).toEqual((expected.parameters ?? []).map(jsonParameter));
          const responses = Object.fromEntries(op.responses.response_code.map((r: Json) => {
            const resp = r.value.response;
            return [r.name, resp.schema ? { description: resp.description, schema: schemaToJson(resp.schema.schema) } : { description: resp.description }];
          }));
          expect(responses).toEqual(expected.responses);
        }
      }
      // every definition, property by property, with its vendor extensions
      expect(decoded.definitions.additional_properties.map((d: Json) => d.name)).toEqual(Object.keys(json.definitions));
      for (const { name, value } of decoded.definitions.additional_properties) {
        expect(schemaToJson(value), name).toEqual(comparable(json.definitions[name]));
      }
    }
  });

  it('negotiates as kube-openapi: first acceptable clause by q, */* and no Accept give JSON, nothing acceptable is an empty 406', async () => {
    const cluster = await startCluster();
    const type = async (accept?: string) => {
      const res = await getV2(cluster, accept === undefined ? {} : { Accept: accept });
      const body = await res.arrayBuffer();
      return { status: res.status, type: res.headers.get('content-type'), size: body.byteLength };
    };
    expect((await type()).type).toBe('application/json');
    expect((await type('*/*')).type).toBe('application/json');
    expect((await type('application/*')).type).toBe('application/json');
    expect((await type(`${PROTO_V2}, application/json`)).type).toBe(PROTO_V2_OLD);
    expect((await type(`application/json;q=0.5, ${PROTO_V2}`)).type).toBe(PROTO_V2_OLD);
    expect((await type('text/html, application/xml;q=0.9, */*;q=0.8')).type).toBe('application/json');
    const refused = await type('application/xml');
    expect(refused).toEqual({ status: 406, type: null, size: 0 });
    expect((await type('application/vnd.cluster.protobuf')).status).toBe(406);
  });

  it('carries an ETag (SHA-512 of the JSON) and answers If-None-Match with 304 for JSON and protobuf', async () => {
    const cluster = await startCluster();
    const res = await getV2(cluster, { Accept: 'application/json' });
    const body = Buffer.from(await res.arrayBuffer());
    const etag = res.headers.get('etag');
    expect(etag).toBe(`"${createHash('sha512').update(body).digest('hex').toUpperCase()}"`);
    expect(res.headers.get('last-modified')).toBeTruthy();
    for (const accept of ['application/json', PROTO_V2]) {
      const again = await getV2(cluster, { Accept: accept, 'If-None-Match': etag! });
      expect(again.status).toBe(304);
      expect((await again.arrayBuffer()).byteLength).toBe(0);
      expect(again.headers.get('etag')).toBe(etag);
      const stale = await getV2(cluster, { Accept: accept, 'If-None-Match': '"0000"' });
      expect(stale.status).toBe(200);
      await stale.arrayBuffer();
    }
  });

  it('gzips the document for clients that accept it', async () => {
    const cluster = await startCluster();
    const plain = Buffer.from(await (await getV2(cluster, { Accept: 'application/json' })).arrayBuffer());
    const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const req = request(`${cluster.url}/openapi/v2`, { headers: { Accept: 'application/json', 'Accept-Encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
    expect(headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(body).equals(plain)).toBe(true);
  });
});

describe('the gnostic encoder', () => {
  it('encodes schema shapes the served document does not use yet: boolean additionalProperties, enums, defaults', () => {
    const doc = {
      swagger: '2.0',
      definitions: {
        Closed: { type: 'object', additionalProperties: false },
        Open: { type: 'object', additionalProperties: true },
        Enum: { type: 'string', enum: ['a', 'b'], default: 'a', 'x-kubernetes-map-type': 'atomic' },
        List: { type: 'array', items: { type: 'integer', format: 'int32' }, default: [] },
      },
    };
    const decoded = DocumentMessage.toObject(DocumentMessage.decode(encodeOpenApiV2Protobuf(doc)), { defaults: false, arrays: true }) as Json;
    const defs = Object.fromEntries(decoded.definitions.additional_properties.map((d: Json) => [d.name, schemaToJson(d.value)]));
    expect(defs.Closed).toEqual({ type: 'object', additionalProperties: false });
    expect(defs.Open).toEqual({ type: 'object', additionalProperties: true });
    expect(defs.Enum).toEqual(doc.definitions.Enum);
    expect(defs.List).toEqual(doc.definitions.List);
  });
});

// ---------------------------------------------------------------------------------------------
// Served operations <-> documented operations.

interface Served {
  readonly path: string;
  readonly method: string;
  readonly action: string;
}

/** The operations upstream documents for a resource of the server's discovery, with their actions. */
function operationsOf(prefix: string, resource: { name: string; namespaced: boolean; verbs: string[] }): Served[] {
  const [plural, sub] = resource.name.split('/') as [string, string | undefined];
  const scoped = resource.namespaced ? `${prefix}/namespaces/{namespace}/${plural}` : `${prefix}/${plural}`;
  const watchScoped = resource.namespaced ? `${prefix}/watch/namespaces/{namespace}/${plural}` : `${prefix}/watch/${plural}`;
  const item = `${scoped}/{name}`;
  const out: Served[] = [];
  if (sub !== undefined) {
    const path = `${item}/${sub}`;
    for (const v of resource.verbs) {
      const method = { get: 'get', update: 'put', patch: 'patch' }[v];
      if (method) out.push({ path, method, action: method });
    }
    return out;
  }
  for (const v of resource.verbs) {
    switch (v) {
      case 'get': out.push({ path: item, method: 'get', action: 'get' }); break;
      case 'list':
        out.push({ path: scoped, method: 'get', action: 'list' });
        if (resource.namespaced) out.push({ path: `${prefix}/${plural}`, method: 'get', action: 'list' });
        break;
      case 'watch':
        out.push({ path: watchScoped, method: 'get', action: 'watchlist' }, { path: `${watchScoped}/{name}`, method: 'get', action: 'watch' });
        if (resource.namespaced) out.push({ path: `${prefix}/watch/${plural}`, method: 'get', action: 'watchlist' });
        break;
      case 'create': out.push({ path: scoped, method: 'post', action: 'post' }); break;
      case 'update': out.push({ path: item, method: 'put', action: 'put' }); break;
      case 'patch': out.push({ path: item, method: 'patch', action: 'patch' }); break;
      case 'delete': out.push({ path: item, method: 'delete', action: 'delete' }); break;
      case 'deletecollection': out.push({ path: scoped, method: 'delete', action: 'deletecollection' }); break;
    }
  }
  return out;
}

async function servedOperations(cluster: TestCluster): Promise<Served[]> {
  const lists: Array<{ prefix: string; resources: Json[] }> = [];
  lists.push({ prefix: '/api/v1', resources: (await jsonOf(await cluster.fetch('/api/v1'))).resources });
  const groups = (await jsonOf(await cluster.fetch('/apis'))).groups as Json[];
  for (const g of groups) {
    for (const v of g.versions) {
      lists.push({ prefix: `/apis/${v.groupVersion}`, resources: (await jsonOf(await cluster.fetch(`/apis/${v.groupVersion}`))).resources });
    }
  }
  return lists.flatMap(({ prefix, resources }) => resources.flatMap((r) => operationsOf(prefix, r)));
}

async function v3Paths(cluster: TestCluster): Promise<Record<string, Json>> {
  const index = await jsonOf(await cluster.fetch('/openapi/v3'));
  const paths: Record<string, Json> = {};
  for (const { serverRelativeURL } of Object.values(index.paths) as Json[]) {
    Object.assign(paths, (await jsonOf(await cluster.fetch(serverRelativeURL))).paths);
  }
  return paths;
}

describe('documented operations', () => {
  it('every operation the server serves is in /openapi/v2 and /openapi/v3 with its x-kubernetes-action', async () => {
    const cluster = await startCluster();
    const served = await servedOperations(cluster);
    expect(served.length).toBeGreaterThan(20);
    const v2 = (await jsonOf(await getV2(cluster))).paths;
    const v3 = await v3Paths(cluster);
    const missing: string[] = [];
    for (const op of served) {
      for (const [name, paths] of [['v2', v2], ['v3', v3]] as const) {
        const action = paths[op.path]?.[op.method]?.['x-kubernetes-action'];
        if (action !== op.action) missing.push(`${name}: ${op.method.toUpperCase()} ${op.path} ${op.action} (documented: ${String(action)})`);
      }
    }
    expect(missing).toEqual([]);
    // parameters as kube-openapi writes them: every schema with uniqueItems, in v3 as in v2
    const list = v3['/apis/node.cluster.io/v1/runtimeclasses'];
    const parameters = [...list.parameters, ...list.get.parameters] as Json[];
    expect(parameters.map((p) => p.name).sort()).toEqual([
      'allowWatchBookmarks', 'continue', 'fieldSelector', 'labelSelector', 'limit', 'pretty', 'resourceVersion',
      'resourceVersionMatch', 'sendInitialEvents', 'timeoutSeconds', 'watch',
    ]);
    for (const p of parameters) expect(p.schema.uniqueItems, p.name).toBe(true);
  });

  it('the v2 and v3 documents list the same operations, and the server serves each of them', async () => {
    const cluster = await startCluster();
    await cluster.client.runtimeClasses.create({ metadata: { name: 'probe' }, handler: 'probe' });
    await cluster.client.leases.namespace('default').create({ metadata: { name: 'probe' } });
    await cluster.client.validatingAdmissionPolicies.create({
      metadata: { name: 'probe' },
      spec: { matchConstraints: { resourceRules: [{ apiGroups: [''], apiVersions: ['v1'], operations: ['CREATE'], resources: ['namespaces'] }] }, validations: [{ expression: 'true' }] },
    });
    await cluster.client.validatingAdmissionPolicyBindings.create({ metadata: { name: 'probe' }, spec: { policyName: 'probe', validationActions: ['Deny'] } });
    const fixtures: Record<string, string> = {
      namespaces: 'default',
      runtimeclasses: 'probe',
      leasecandidates: 'probe',
      leases: 'probe',
      validatingadmissionpolicies: 'probe',
      validatingadmissionpolicybindings: 'probe',
    };
    const lc = await cluster.fetch('/apis/coordination.cluster.io/v1beta1/namespaces/default/leasecandidates', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ apiVersion: 'coordination.cluster.io/v1beta1', kind: 'LeaseCandidate', metadata: { name: 'probe' }, spec: { leaseName: 'l', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion' } }),
    });
    expect(lc.status).toBe(201);

    const v2 = (await jsonOf(await getV2(cluster))).paths;
    const v3 = await v3Paths(cluster);
    const ops = (paths: Record<string, Json>) =>
      Object.entries(paths).flatMap(([p, item]) => ['get', 'put', 'post', 'delete', 'patch'].filter((m) => item[m]).map((m) => `${m} ${p} ${item[m]['x-kubernetes-action']}`)).sort();
    expect(ops(v2)).toEqual(ops(v3));

    const unserved: string[] = [];
    for (const entry of ops(v3)) {
      const [method, template] = entry.split(' ') as [string, string];
      const resource = template.split('/').filter((s) => !s.startsWith('{')).filter((s) => s in fixtures).pop() ?? '';
      const path = template.replace('{namespace}', 'default').replace('{name}', fixtures[resource] ?? 'x');
      const abort = new AbortController();
      const patch = method === 'patch';
      const res = await cluster.fetch(`${path}${method === 'get' ? '' : '?dryRun=All'}`, {
        method: method.toUpperCase(),
        signal: abort.signal,
        ...(method === 'get' ? {} : { headers: { 'Content-Type': patch ? 'application/merge-patch+json' : 'application/json' }, body: patch ? '{}' : method === 'delete' ? '' : '{}' }),
      });
      abort.abort(); // watches stream: the headers are the answer
      if (res.status === 404 || res.status === 405) unserved.push(`${entry}: ${res.status}`);
    }
    expect(unserved).toEqual([]);
  });

  it('serves the deprecated /watch/ paths: a collection watch and a watch of one object', async () => {
    const cluster = await startCluster();
    for (const name of ['a', 'b']) {
      await cluster.client.runtimeClasses.create({ metadata: { name }, handler: name });
    }
    const firstEvents = async (path: string, count: number) => {
      const abort = new AbortController();
      const res = await cluster.fetch(path, { signal: abort.signal });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      let text = '';
      while (text.split('\n').filter(Boolean).length < count) {
        const { value, done } = await reader.read();
        if (done) break;
        text += Buffer.from(value).toString('utf8');
      }
      abort.abort();
      return text.split('\n').filter(Boolean).map((l) => JSON.parse(l));
    };
    const all = await firstEvents('/apis/node.cluster.io/v1/watch/runtimeclasses', 2);
    expect(all.map((e) => [e.type, e.object.metadata.name]).sort()).toEqual([['ADDED', 'a'], ['ADDED', 'b']]);
    const one = await firstEvents('/apis/node.cluster.io/v1/watch/runtimeclasses/b?allowWatchBookmarks=false', 1);
    expect(one.map((e) => [e.type, e.object.metadata.name])).toEqual([['ADDED', 'b']]);
    const byQuery = await firstEvents('/apis/node.cluster.io/v1/runtimeclasses/b?watch=true', 1);
    expect(byQuery.map((e) => [e.type, e.object.metadata.name])).toEqual([['ADDED', 'b']]);

    const mismatch = await cluster.fetch('/apis/node.cluster.io/v1/watch/runtimeclasses/b?fieldSelector=metadata.name%3Da');
    expect(mismatch.status).toBe(400);
    expect((await jsonOf(mismatch)).message).toBe("fieldSelector metadata.name doesn't match requested name");
    const post = await cluster.fetch('/apis/node.cluster.io/v1/watch/runtimeclasses', { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    await post.arrayBuffer();
  });
});
