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
import { parse as parseYaml } from 'yaml';

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

function structural(node) {
  if (Array.isArray(node)) return node.map(structural);
  if (node === null || typeof node !== 'object') return node;
  const out = {};
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
