// Code generation from the hand-written API definition in openapi/.
//
// Contract:
// - `generationSteps` lists every file under generated/ that is tool output, each with a pure
//   `render(rootDir)` that returns the file's full text without writing anything. The same text
//   is written by `npm run generate` (scripts/generate.mjs) and compared by
//   test/generated/generated-fresh.test.ts, so the two can never disagree about "fresh".
// - Output is deterministic: it depends only on the input files and the installed generator
//   versions (no timestamps, no absolute paths, LF line endings, exactly one trailing newline).
// - Adding a generator (for example protobufjs output from openapi/*.proto) means appending one
//   step here; the script and the freshness test pick it up without changes.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { parse as parseYaml } from 'yaml';
import { PROTOBUF_INPUTS, renderProtobufDecoders } from './generate-protobuf.mjs';

/** Repository root: this file lives in <root>/scripts/. */
export const defaultRootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The command that regenerates every step; quoted in headers and in staleness messages. */
export const GENERATE_COMMAND = 'npm run generate';

const require = createRequire(import.meta.url);

/** Version of an installed package, read from its package.json (part of the output's identity). */
function installedVersion(packageName) {
  return require(`${packageName}/package.json`).version;
}

/** Normalises generator output so that platform and tool quirks cannot make it differ. */
function normaliseText(text) {
  return `${text.replace(/\r\n?/g, '\n').replace(/\s+$/, '')}\n`;
}

function header(lines) {
  return ['/**', ...lines.map((line) => (line === '' ? ' *' : ` * ${line}`)), ' */', ''].join('\n');
}

/**
 * openapi/cluster-api.yaml -> generated/openapi.ts (openapi-typescript).
 *
 * Options and why:
 * - `defaultNonNullable: false`: upstream puts `default: {}` / `default: ""` on fields such as
 *   `metadata` and `spec.leaseName`; with the library default those would become required
 *   properties, but `kind`, `apiVersion` and `metadata` must stay optional as upstream declares
 *   them. Requiredness comes only from `required:` lists.
 * - `emptyObjectsUnknown: true`: schemas that are `type: object` without properties (FieldsV1,
 *   RawExtension, Patch) carry arbitrary JSON; they must become `Record<string, unknown>`, not
 *   `Record<string, never>`.
 * - `alphabetize: false`: members keep the document's order, which the YAML file already groups
 *   sensibly; the order is still deterministic because it follows the input.
 */
async function renderOpenApiTypes(rootDir) {
  const source = path.join(rootDir, 'openapi', 'cluster-api.yaml');
  // Parse errors and unresolved references surface as exceptions from openapiTS, which fails
  // both the generate command and the freshness test loudly.
  const ast = await openapiTS(pathToFileURL(source), {
    alphabetize: false,
    defaultNonNullable: false,
    emptyObjectsUnknown: true,
    silent: true,
  });
  const body = astToString(ast);
  const banner = header([
    'Generated file: do not edit.',
    '',
    `Source:    openapi/cluster-api.yaml`,
    `Generator: openapi-typescript ${installedVersion('openapi-typescript')} (scripts/generate-lib.mjs)`,
    `Rebuild:   ${GENERATE_COMMAND}`,
  ]);
  return normaliseText(`${banner}\n${body}`);
}

/**
 * Names that a generated type must not take: they would shadow a global type that
 * openapi-typescript's output itself uses (`Record<string, unknown>`) or that readers expect.
 */
const RESERVED_TYPE_NAMES = new Set([
  'Array', 'Boolean', 'Date', 'Error', 'Exclude', 'Extract', 'Function', 'Map', 'Number', 'Object', 'Omit',
  'Partial', 'Pick', 'Promise', 'Readonly', 'ReadonlyArray', 'Record', 'Required', 'Set', 'String', 'Symbol',
]);

/**
 * A TypeScript name for every schema: the last segment of its dotted name
 * (`io.cluster.api.node.v1.RuntimeClass` -> `RuntimeClass`); schemas whose names would collide
 * (the same kind in two versions, say) take as many more trailing segments as needed, PascalCased
 * (`V1Lease`, `V1beta1Lease`). Depends only on the set of schema names, never on a list of kinds.
 */
export function schemaTypeNames(schemaNames) {
  const identifier = (segments) => {
    const joined = segments.map((s) => s.charAt(0).toUpperCase() + s.slice(1)).join('');
    const clean = joined.replace(/[^A-Za-z0-9_$]/g, '_');
    return /^[0-9]/.test(clean) ? `_${clean}` : clean;
  };
  const depth = new Map(schemaNames.map((name) => [name, 1]));
  for (;;) {
    const byCandidate = new Map();
    for (const name of schemaNames) {
      const segments = name.split('.');
      const candidate = identifier(segments.slice(-depth.get(name)));
      if (!byCandidate.has(candidate)) byCandidate.set(candidate, []);
      byCandidate.get(candidate).push(name);
    }
    let changed = false;
    for (const [candidate, names] of byCandidate) {
      if (names.length === 1 && !RESERVED_TYPE_NAMES.has(candidate)) continue;
      for (const name of names) {
        if (depth.get(name) >= name.split('.').length) {
          throw new Error(`no unique type name for schema ${name} (collides as ${candidate})`);
        }
        depth.set(name, depth.get(name) + 1);
        changed = true;
      }
    }
    if (!changed) {
      return new Map(schemaNames.map((name) => [name, identifier(name.split('.').slice(-depth.get(name)))]));
    }
  }
}

/**
 * generated/openapi.ts -> generated/types.ts: one named declaration per component schema, so
 * that hovers, `checker.typeToString` and compiler errors say `RuntimeClass` instead of printing
 * the structure of `components["schemas"]["io.cluster.api.node.v1.RuntimeClass"]`. Object schemas
 * become interfaces, everything else (Quantity's `string | number`, FieldsV1's record) type
 * aliases; references between schemas become references by name; the member text and JSDoc are
 * openapi-typescript's own, so the two files can never describe different shapes. Every schema
 * of the document is named, including ones added later.
 */
async function renderNamedTypes(rootDir) {
  const openapiText = await renderOpenApiTypes(rootDir);
  const source = ts.createSourceFile('openapi.ts', openapiText, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const components = source.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === 'components');
  const schemasMember = components?.members.find((m) => ts.isPropertySignature(m) && m.name.getText(source) === 'schemas');
  if (!schemasMember || !schemasMember.type || !ts.isTypeLiteralNode(schemasMember.type)) {
    throw new Error('openapi-typescript output has no components.schemas type literal');
  }
  const members = schemasMember.type.members.filter(ts.isPropertySignature);
  const schemaName = (member) => {
    if (!ts.isStringLiteral(member.name) && !ts.isIdentifier(member.name)) throw new Error(`unexpected schema key ${member.name.getText(source)}`);
    return member.name.text;
  };
  const names = schemaTypeNames(members.map(schemaName));
  // Members sit two levels deep in `components.schemas`; the declarations are top level.
  const indent = /^ {8}/;
  const dedent = (text) => text.split('\n').map((line) => line.replace(indent, '')).join('\n');
  const byName = (text) =>
    text.replace(/components\["schemas"\]\["([^"]+)"\]/g, (_, ref) => {
      const name = names.get(ref);
      if (name === undefined) throw new Error(`reference to unknown schema ${ref}`);
      return name;
    });
  const declarations = [];
  for (const member of members) {
    const name = names.get(schemaName(member));
    const comments = (ts.getLeadingCommentRanges(openapiText, member.getFullStart()) ?? [])
      .map((range) => dedent(openapiText.slice(range.pos, range.end)))
      .join('\n');
    const typeText = byName(dedent(member.type.getText(source)));
    const declaration = ts.isTypeLiteralNode(member.type)
      ? `export interface ${name} ${typeText}`
      : `export type ${name} = ${typeText};`;
    declarations.push(comments ? `${comments}\n${declaration}` : declaration);
  }
  const lookup = [
    '/** Every named type by its schema name in the OpenAPI document. */',
    'export interface SchemaTypes {',
    ...members.map((member) => `    ${JSON.stringify(schemaName(member))}: ${names.get(schemaName(member))};`),
    '}',
  ].join('\n');
  const banner = header([
    'Generated file: do not edit.',
    '',
    'Source:    openapi/cluster-api.yaml (via the openapi-typescript output of generated/openapi.ts)',
    `Generator: scripts/generate-lib.mjs (renderNamedTypes, typescript ${installedVersion('typescript')})`,
    `Rebuild:   ${GENERATE_COMMAND}`,
    '',
    'One named declaration per component schema, so that types print by name.',
  ]);
  return normaliseText(`${banner}\n${declarations.join('\n\n')}\n\n${lookup}`);
}

/** Keys of a schema the server's structural checks use; descriptions and examples are dropped. */
const STRUCTURAL_KEYS = new Set([
  '$ref',
  'allOf',
  'type',
  'format',
  'properties',
  'additionalProperties',
  'items',
  'required',
  'enum',
  'x-kubernetes-list-type',
  'x-kubernetes-list-map-keys',
  'x-kubernetes-map-type',
  'x-kubernetes-patch-strategy',
  'x-kubernetes-patch-merge-key',
  'x-kubernetes-group-version-kind',
]);

/**
 * `oneOf` of primitive types without `type` (Quantity, as upstream's v3 declares it) reads as its
 * first alternative, as kube-openapi's v2 document declares such types (`type: string`).
 */
export function primitiveOneOfType(node) {
  if (node.type !== undefined || !Array.isArray(node.oneOf)) return undefined;
  const types = node.oneOf.map((alt) => (alt && typeof alt === 'object' && Object.keys(alt).length === 1 ? alt.type : undefined));
  return types.every((t) => typeof t === 'string') ? types[0] : undefined;
}

function structural(node) {
  if (Array.isArray(node)) return node.map(structural);
  if (node === null || typeof node !== 'object') return node;
  const out = {};
  const oneOfType = primitiveOneOfType(node);
  if (oneOfType !== undefined) node = { ...node, type: oneOfType };
  for (const [k, v] of Object.entries(node)) {
    if (!STRUCTURAL_KEYS.has(k)) continue;
    if (k === 'properties') {
      out[k] = Object.fromEntries(Object.entries(v).map(([name, child]) => [name, structural(child)]));
    } else if (k === 'allOf' || k === 'items' || (k === 'additionalProperties' && typeof v === 'object')) {
      out[k] = structural(v);
    } else out[k] = v; // values (enum, markers, group-version-kinds) are kept verbatim
  }
  return out;
}

/**
 * openapi/cluster-api.yaml -> generated/schemas.ts: the component schemas reduced to their
 * structure (types, properties, references, list/map markers), for the server's typed decoding
 * and later the protobuf and apply machinery. Property order is the document's, which follows
 * upstream's Go struct order where that matters for output.
 */
async function renderSchemas(rootDir) {
  const doc = parseYaml(readFileSync(path.join(rootDir, 'openapi', 'cluster-api.yaml'), 'utf8'));
  const schemas = {};
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) schemas[name] = structural(schema);
  const banner = header([
    'Generated file: do not edit.',
    '',
    `Source:    openapi/cluster-api.yaml (components.schemas, structure only)`,
    `Generator: scripts/generate-lib.mjs`,
    `Rebuild:   ${GENERATE_COMMAND}`,
  ]);
  const body = [
    '/** The structural subset of an OpenAPI schema kept here (see STRUCTURAL_KEYS in the generator). */',
    'export interface SchemaObject {',
    '  readonly $ref?: string;',
    '  readonly allOf?: readonly SchemaObject[];',
    "  readonly type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';",
    '  readonly format?: string;',
    '  readonly properties?: Readonly<Record<string, SchemaObject>>;',
    '  readonly additionalProperties?: SchemaObject | boolean;',
    '  readonly items?: SchemaObject;',
    '  readonly required?: readonly string[];',
    '  readonly enum?: readonly unknown[];',
    "  readonly 'x-kubernetes-list-type'?: 'atomic' | 'set' | 'map';",
    "  readonly 'x-kubernetes-list-map-keys'?: readonly string[];",
    "  readonly 'x-kubernetes-map-type'?: 'atomic' | 'granular';",
    "  readonly 'x-kubernetes-patch-strategy'?: string;",
    "  readonly 'x-kubernetes-patch-merge-key'?: string;",
    "  readonly 'x-kubernetes-group-version-kind'?: readonly { readonly group: string; readonly version: string; readonly kind: string }[];",
    '}',
    '',
    '/** Component schemas by name (e.g. `io.cluster.api.node.v1.RuntimeClass`). */',
    `export const componentSchemas: Readonly<Record<string, SchemaObject>> = ${JSON.stringify(schemas, null, 2)};`,
  ].join('\n');
  return normaliseText(`${banner}\n${body}`);
}

/**
 * openapi/cluster-api.yaml -> generated/openapi-document.ts: the whole document as data, so
 * the server serves /openapi/v3 (and `kubectl explain` reads it) without reading files.
 */
async function renderOpenApiDocument(rootDir) {
  const doc = parseYaml(readFileSync(path.join(rootDir, 'openapi', 'cluster-api.yaml'), 'utf8'));
  const banner = header([
    'Generated file: do not edit.',
    '',
    `Source:    openapi/cluster-api.yaml`,
    `Generator: scripts/generate-lib.mjs`,
    `Rebuild:   ${GENERATE_COMMAND}`,
  ]);
  const body = [
    '/** The API definition as served under /openapi/v3. */',
    `export const openApiDocument: Readonly<Record<string, unknown>> = ${JSON.stringify(doc, null, 1)};`,
  ].join('\n');
  return normaliseText(`${banner}\n${body}`);
}

/**
 * The Swagger 2.0 form of an OpenAPI 3.0 document, as kube-openapi builds /openapi/v2 next to
 * /openapi/v3 from the same routes: `#/components/schemas/X` -> `#/definitions/X`, parameters
 * inline with their schema's type flattened onto them (`uniqueItems: true` as upstream's
 * builder marks every query and path parameter), request bodies as a `body` parameter,
 * `consumes` (`*\/*`, or the patch media types) and `produces` (the 2xx media types) per
 * operation, `schemes: [https]`, responses with a single schema; paths, definitions, properties
 * and responses in sorted key order, as Go marshals maps. Namespace and every other operation
 * present in the v3 document are converted alike.
 */
export function openApiV3ToSwagger2(doc) {
  const components = doc.components ?? {};
  // Go maps (paths, definitions, properties, responses) marshal with sorted keys upstream.
  const sortedKeys = (o) => Object.fromEntries(Object.keys(o).sort().map((k) => [k, o[k]]));
  const deref = (node, section) => {
    const prefix = `#/components/${section}/`;
    if (node && typeof node.$ref === 'string' && node.$ref.startsWith(prefix)) {
      const target = components[section]?.[node.$ref.slice(prefix.length)];
      if (target === undefined) throw new Error(`unresolved ${node.$ref}`);
      return target;
    }
    return node;
  };
  const schema2 = (node) => {
    if (Array.isArray(node)) return node.map(schema2);
    if (node === null || typeof node !== 'object') return node;
    const out = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out[k] = v.replace('#/components/schemas/', '#/definitions/');
      else if (k === 'properties' && v && typeof v === 'object') out[k] = sortedKeys(Object.fromEntries(Object.entries(v).map(([n, c]) => [n, schema2(c)])));
      else if (k === 'nullable' || k === 'oneOf' || k === 'anyOf') continue; // not Swagger 2.0
      else out[k] = schema2(v);
    }
    const oneOfType = primitiveOneOfType(node);
    if (oneOfType !== undefined) out.type = oneOfType;
    // v3's `allOf: [{$ref}]` next to a description or default is v2's `$ref` with siblings.
    if (Array.isArray(out.allOf) && out.allOf.length === 1 && Object.keys(out.allOf[0]).length === 1 && out.allOf[0].$ref && out.properties === undefined) {
      const { allOf, ...rest } = out;
      return { $ref: allOf[0].$ref, ...rest };
    }
    return out;
  };
  const parameter2 = (ref) => {
    const p = deref(ref, 'parameters');
    const { schema = {}, ...rest } = p;
    const out = { uniqueItems: true, type: schema.type ?? 'string' };
    if (schema.format) out.format = schema.format;
    if (rest.description !== undefined) out.description = rest.description;
    out.name = rest.name;
    out.in = rest.in;
    if (rest.required) out.required = true;
    return out;
  };
  const firstSchema = (content) => {
    const first = Object.values(content ?? {})[0];
    return first?.schema === undefined ? undefined : schema2(first.schema);
  };
  const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'];
  const paths = {};
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    const outItem = {};
    for (const method of methods) {
      const op = item[method];
      if (op === undefined) continue;
      const body = op.requestBody === undefined ? undefined : deref(op.requestBody, 'requestBodies');
      const bodyTypes = Object.keys(body?.content ?? {});
      const isPatch = bodyTypes.some((t) => t.endsWith('patch+json') || t.startsWith('application/apply-patch'));
      const produces = [];
      const responses = {};
      for (const [code, ref] of Object.entries(op.responses ?? {})) {
        const r = deref(ref, 'responses');
        const outR = { description: r.description };
        const s = firstSchema(r.content);
        if (s !== undefined) outR.schema = s;
        responses[code] = outR;
        if (code.startsWith('2')) for (const t of Object.keys(r.content ?? {})) if (!produces.includes(t)) produces.push(t);
      }
      const parameters = [];
      if (body !== undefined) {
        const b = { name: 'body', in: 'body' };
        if (body.required) b.required = true;
        b.schema = firstSchema(body.content);
        parameters.push(b);
      }
      for (const p of op.parameters ?? []) parameters.push(parameter2(p));
      const out = {};
      if (op.description !== undefined) out.description = op.description;
      out.consumes = isPatch ? bodyTypes : ['*/*'];
      out.produces = produces;
      out.schemes = ['https'];
      if (op.tags) out.tags = op.tags;
      out.operationId = op.operationId;
      if (parameters.length > 0) out.parameters = parameters;
      out.responses = sortedKeys(responses);
      if (op.deprecated) out.deprecated = true;
      for (const [k, v] of Object.entries(op)) if (k.startsWith('x-')) out[k] = v;
      outItem[method] = out;
    }
    if (item.parameters) outItem.parameters = item.parameters.map(parameter2);
    paths[route] = outItem;
  }
  const definitions = {};
  for (const [name, s] of Object.entries(components.schemas ?? {})) definitions[name] = schema2(s);
  const securityDefinitions = {};
  for (const [name, s] of Object.entries(components.securitySchemes ?? {})) {
    const { description, type, name: header, in: where } = s;
    securityDefinitions[name] = { description, type, name: header, in: where };
  }
  return {
    swagger: '2.0',
    info: { title: doc.info?.title, version: doc.info?.version },
    paths: sortedKeys(paths),
    definitions: sortedKeys(definitions),
    securityDefinitions,
    security: doc.security ?? [],
  };
}

/** openapi/cluster-api.yaml -> generated/openapi-v2-document.ts: the Swagger 2.0 document served at /openapi/v2. */
async function renderOpenApiV2Document(rootDir) {
  const doc = parseYaml(readFileSync(path.join(rootDir, 'openapi', 'cluster-api.yaml'), 'utf8'));
  const banner = header([
    'Generated file: do not edit.',
    '',
    `Source:    openapi/cluster-api.yaml (converted to Swagger 2.0 by openApiV3ToSwagger2)`,
    `Generator: scripts/generate-lib.mjs`,
    `Rebuild:   ${GENERATE_COMMAND}`,
  ]);
  const body = [
    '/** The API definition as served under /openapi/v2 (JSON; the protobuf form is encoded from it at server start). */',
    `export const openApiV2Document: Readonly<Record<string, unknown>> = ${JSON.stringify(openApiV3ToSwagger2(doc), null, 1)};`,
  ].join('\n');
  return normaliseText(`${banner}\n${body}`);
}

/**
 * Every generation step, in the order `npm run generate` runs them.
 * @type {ReadonlyArray<{ name: string, output: string, inputs: readonly string[], render: (rootDir: string) => Promise<string> }>}
 */
export const generationSteps = Object.freeze([
  Object.freeze({
    name: 'openapi-typescript',
    output: 'generated/openapi.ts',
    inputs: Object.freeze(['openapi/cluster-api.yaml']),
    render: renderOpenApiTypes,
  }),
  Object.freeze({
    name: 'named-types',
    output: 'generated/types.ts',
    inputs: Object.freeze(['openapi/cluster-api.yaml']),
    render: renderNamedTypes,
  }),
  Object.freeze({
    name: 'openapi-document',
    output: 'generated/openapi-document.ts',
    inputs: Object.freeze(['openapi/cluster-api.yaml']),
    render: renderOpenApiDocument,
  }),
  Object.freeze({
    name: 'schemas',
    output: 'generated/schemas.ts',
    inputs: Object.freeze(['openapi/cluster-api.yaml']),
    render: renderSchemas,
  }),
  Object.freeze({
    name: 'openapi-v2-document',
    output: 'generated/openapi-v2-document.ts',
    inputs: Object.freeze(['openapi/cluster-api.yaml']),
    render: renderOpenApiV2Document,
  }),
  Object.freeze({
    name: 'protobuf-decoders',
    output: 'generated/protobuf-decoders.ts',
    inputs: PROTOBUF_INPUTS,
    render: renderProtobufDecoders,
  }),
]);

/**
 * Renders every step without writing: `[{ step, output, text }]` with `output` relative to the
 * repository root (POSIX separators).
 */
export async function renderAll(rootDir = defaultRootDir) {
  const results = [];
  for (const step of generationSteps) {
    results.push({ step: step.name, output: step.output, text: await step.render(rootDir) });
  }
  return results;
}

/** Renders generated/openapi.ts as the generator would write it now. */
export async function renderOpenApiTypesFile(rootDir = defaultRootDir) {
  return renderOpenApiTypes(rootDir);
}
