/**
 * `ctl explain <resource>[.field.path]`: the documentation of a resource or field from the
 * server's OpenAPI v3 documents, printed exactly as kubectl's `plaintext` explain template
 * renders it (kubectl/pkg/explain/v2/templates/plaintext.tmpl and its helper functions):
 *
 * ```
 * GROUP:      node.cluster.io
 * KIND:       RuntimeClass
 * VERSION:    v1
 *
 * DESCRIPTION:
 *     <wrapped at 76 columns, indented 4>
 * FIELDS:
 *   handler	<string> -required-
 *     <wrapped at 76 columns, indented 4>
 * ```
 *
 * A field path prints `FIELD: <name> <type>` first. The kind is found from the resource's
 * paths (`x-kubernetes-group-version-kind` of the first operation that has one) and its
 * schema by that GVK among the component schemas. The template's quirks are kept on
 * purpose, since the point is identical output: descriptions lose their line breaks
 * before wrapping (kubectl >= 1.32), and the error for a missing field names the last
 * element of the path.
 */
import { createDiscoveryClient } from '../../src/client/discovery.js';
import type { CliContext } from '../context.js';
import type { CommandIO } from '../io.js';

type Json = Record<string, unknown>;

export interface ExplainTarget {
  readonly group: string;
  readonly version: string;
  readonly resource: string;
}

export interface ExplainOptions {
  /** `resource[.field[.field...]]`. */
  readonly target: string;
  /** `--recursive`: every nested field name, without descriptions. */
  readonly recursive: boolean;
}

export interface ExplainResult {
  /** What kubectl writes to stdout (also when it then fails). */
  readonly text: string;
  /** The `error: ...` message, when rendering failed. */
  readonly error?: string;
}

/** An error raised by the template (`throw`), printed as its message. */
class ExplainError extends Error {}

// ---------------------------------------------------------------------------
// Go template semantics
// ---------------------------------------------------------------------------

function isMap(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** text/template truth: false, 0, nil and empty strings, slices and maps are false. */
function truthy(v: unknown): boolean {
  if (v === undefined || v === null || v === false || v === 0 || v === '') return false;
  if (Array.isArray(v)) return v.length > 0;
  if (isMap(v)) return Object.keys(v).length > 0;
  return true;
}

/** `or a b`: the first truthy argument, else the last. */
function or<A, B>(a: A, b: B): A | B {
  return truthy(a) ? a : b;
}

/** `index m k` on decoded JSON: undefined for anything but a map. */
function index(m: unknown, key: string): unknown {
  return isMap(m) ? m[key] : undefined;
}

function list(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

/** Go map iteration in templates: keys in sorted (byte) order. */
function sortedKeys(m: unknown): string[] {
  return isMap(m) ? Object.keys(m).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) : [];
}

/** reflect.DeepEqual on decoded JSON. */
function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (isMap(a) && isMap(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => k in b && deepEqual(a[k], b[k]));
  }
  return false;
}

/** The template's `contains list value`. */
function contains(l: unknown, value: unknown): boolean {
  return Array.isArray(l) && l.some((x) => deepEqual(x, value));
}

/** fmt's `%v` of a decoded JSON value (maps print with sorted keys). */
function goValue(v: unknown): string {
  if (isMap(v)) return 'map[' + sortedKeys(v).map((k) => `${k}:${goValue(v[k])}`).join(' ') + ']';
  if (Array.isArray(v)) return '[' + v.map(goValue).join(' ') + ']';
  if (v === null || v === undefined) return '<nil>';
  return String(v);
}

/** The `resolveRef` helper: a `#/a/b` reference within the document, else undefined. */
function resolveRef(ref: unknown, doc: Json): Json | undefined {
  if (typeof ref !== 'string' || !ref.startsWith('#')) return undefined;
  let fragment: string;
  try {
    fragment = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
  let cur: Json = doc;
  for (const k of fragment.split('/')) {
    if (k === '') continue;
    const next = cur[k];
    if (!isMap(next)) return undefined;
    cur = next;
  }
  return cur;
}

/** Go's unicode.IsSpace, without the non-breaking space (go-wordwrap never breaks there). */
const SPACE = /^[\t\n\v\f\r \u0085\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]$/;

/** mitchellh/go-wordwrap WrapString: break at white space so lines stay within `lim` runes. */
export function wordWrap(s: string, lim: number): string {
  let buf = '';
  let current = 0;
  let word = '';
  let wordLen = 0;
  let space = '';
  let spaceLen = 0;
  for (const ch of s) {
    if (ch === '\n') {
      if (wordLen === 0) {
        if (current + spaceLen > lim) current = 0;
        else buf += space;
      } else {
        buf += space + word;
        word = '';
        wordLen = 0;
      }
      space = '';
      spaceLen = 0;
      buf += ch;
      current = 0;
    } else if (SPACE.test(ch)) {
      if (spaceLen === 0 || wordLen > 0) {
        current += spaceLen + wordLen;
        buf += space + word;
        space = '';
        spaceLen = 0;
        word = '';
        wordLen = 0;
      }
      space += ch;
      spaceLen++;
    } else {
      word += ch;
      wordLen++;
      if (current + spaceLen + wordLen > lim && wordLen < lim) {
        buf += '\n';
        current = 0;
        space = '';
        spaceLen = 0;
      }
    }
  }
  if (wordLen === 0) {
    if (current + spaceLen <= lim) buf += space;
  } else {
    buf += space + word;
  }
  return buf;
}

/** The template's `wrap`: line breaks removed ("realigned"), then word-wrapped. */
function wrap(lim: number, s: string): string {
  const flat = s.replace(/\n/g, '');
  return lim > 0 ? wordWrap(flat, lim) : flat;
}

/** The template's `indent`: every line prefixed with `n` spaces. */
function indent(n: number, s: string): string {
  const pad = ' '.repeat(Math.max(0, n));
  return pad + s.replace(/\n/g, '\n' + pad);
}

// ---------------------------------------------------------------------------
// The plaintext template, define by define
// ---------------------------------------------------------------------------

type History = Readonly<Record<string, 1>>;

class Renderer {
  constructor(
    private readonly doc: Json,
    private readonly recursive: boolean,
  ) {}

  /** "typeGuess": `string`, `Object`, `[]Toleration`, `map[string]string`, ... */
  typeGuess(schema: unknown): string {
    if (!truthy(schema)) throw new Error("expected schema argument to subtemplate 'typeguess'");
    const s = schema as Json;
    const ap = s['additionalProperties'];
    const allOf = s['allOf'];
    if (truthy(s['items'])) return '[]' + this.typeGuess(s['items']);
    if (truthy(ap) && typeof ap !== 'boolean') return 'map[string]' + this.typeGuess(ap);
    if (truthy(allOf) && !truthy(s['properties']) && list(allOf).length === 1) return this.typeGuess(list(allOf)[0]);
    if (truthy(s['$ref'])) {
      const ref = s['$ref'];
      const target = resolveRef(ref, this.doc);
      if (!truthy(target) || !truthy(target!['type']) || target!['type'] === 'object') {
        const name = String(ref).split('/').at(-1) ?? '';
        return or(name.split('.').at(-1) ?? '', 'Object');
      }
      return String(target!['type']);
    }
    if (s['type'] === 'object') return 'Object';
    return truthy(s['type']) ? String(s['type']) : 'Object';
  }

  /** "extractEnum": `ENUM:` lines under a FIELD, or an `enum: a, b, ....` line in a field list. */
  extractEnum(schema: unknown, long: boolean, limit: number, indentAmount = 0): string {
    const values = index(schema, 'enum');
    if (!truthy(values)) return '';
    let out = long ? 'ENUM:' : '\n' + indent(indentAmount, '') + 'enum: ';
    for (const [i, el] of list(values).entries()) {
      if (limit > -1 && i >= limit) {
        out += ', ....';
        break;
      }
      if (i > 0 && !long) out += ', ';
      else if (long) out += '\n' + indent(4, '');
      out += el === '' ? '""' : goValue(el);
    }
    return out;
  }

  /** "description": the schema's description, then those of its allOf, items and map values. */
  description(schema: unknown): string {
    const s = or(resolveRef(index(schema, '$ref'), this.doc), schema);
    if (!truthy(s)) return '';
    let out = '';
    const desc = index(s, 'description');
    if (truthy(desc)) out += String(desc) + '\n';
    for (const a of list(index(s, 'allOf'))) out += this.description(a);
    if (truthy(index(s, 'items'))) out += this.description(index(s, 'items'));
    const ap = index(s, 'additionalProperties');
    if (truthy(ap) && typeof ap !== 'boolean') out += this.description(ap);
    return out;
  }

  /** "externalDocs". */
  externalDocs(schema: unknown): string {
    const docs = index(schema, 'externalDocs');
    if (!truthy(docs)) return '';
    let out = 'EXTERNAL DOCS:\n';
    const desc = index(docs, 'description');
    if (truthy(desc)) out += indent(4, wrap(76, String(desc))) + '\n';
    const url = index(docs, 'url');
    if (truthy(url)) out += indent(4, 'URL: ' + String(url)) + '\n';
    return out;
  }

  /** "fieldDetail": one field line, and its description unless short. */
  fieldDetail(name: string, schema: Json, short: boolean, level: number): string {
    const amount = level * 2;
    const field = index(index(schema, 'properties'), name);
    let out = indent(amount, name) + '\t<' + this.typeGuess(field) + '>';
    if (contains(schema['required'], name)) out += ' -required-';
    out += this.extractEnum(field, false, 4, amount) + '\n';
    if (short) return out;
    out += indent(amount + 2, wrap(78 - amount, String(or(index(field, 'description'), '<no description>')))) + '\n';
    const docs = index(field, 'externalDocs');
    if (truthy(docs)) {
      out += '\n' + indent(amount + 2, 'EXTERNAL DOCS:') + '\n';
      const desc = index(docs, 'description');
      if (truthy(desc)) out += indent(amount + 4, wrap(76 - amount, String(desc))) + '\n';
      const url = index(docs, 'url');
      if (truthy(url)) out += indent(amount + 4, 'URL: ' + String(url)) + '\n';
    }
    return out + '\n';
  }

  /** "fieldList": the fields of a schema, following refs, allOf, items and map values; refs seen before end a cycle. */
  fieldList(schema: unknown, level: number, history: History | undefined): string {
    const ref = or(index(schema, '$ref'), '');
    if (truthy(ref) && index(history ?? {}, String(ref))) return '';
    const next: History = { ...history, [String(ref)]: 1 };
    const resolved = or(resolveRef(ref, this.doc), schema);
    let out = '';
    const props = index(resolved, 'properties');
    for (const k of sortedKeys(props)) {
      out += this.fieldDetail(k, resolved as Json, this.recursive, level);
      if (this.recursive) out += this.fieldList(index(props, k), level + 1, next);
    }
    for (const a of list(index(resolved, 'allOf'))) out += this.fieldList(a, level, next);
    if (truthy(index(resolved, 'items'))) out += this.fieldList(index(resolved, 'items'), level, next);
    const ap = index(resolved, 'additionalProperties');
    if (truthy(ap) && typeof ap !== 'boolean') out += this.fieldList(ap, level, next);
    return out;
  }

  /** "output": follows the field path, then prints FIELD/DESCRIPTION/FIELDS; '' when the path leads nowhere. */
  output(schema: unknown, fieldPath: readonly string[], history: History | undefined): string {
    const ref = or(index(schema, '$ref'), '');
    const next: History = { ...history, [String(ref)]: 1 };
    const resolved = or(resolveRef(ref, this.doc), schema);
    if (fieldPath.length === 0) {
      let out = 'DESCRIPTION:\n' + indent(4, wrap(76, or(this.description(resolved), '<empty>'))) + '\n';
      const docs = this.externalDocs(resolved);
      if (docs) out += '\n' + docs;
      const fields = this.fieldList(resolved, 1, undefined);
      if (fields) out += 'FIELDS:\n' + fields;
      return out;
    }
    if (truthy(ref) && index(history ?? {}, String(ref))) return '';
    const first = fieldPath[0]!;
    const props = index(resolved, 'properties');
    if (truthy(props) && truthy(index(props, first))) {
      const sub = index(props, first);
      let out = '';
      if (fieldPath.length === 1) out += `FIELD: ${first} <${this.typeGuess(sub)}>\n` + this.extractEnum(sub, true, -1) + '\n\n';
      return out + this.output(sub, fieldPath.slice(1), {});
    }
    if (truthy(index(resolved, 'items'))) return this.output(index(resolved, 'items'), fieldPath, next);
    const ap = index(resolved, 'additionalProperties');
    if (truthy(ap) && typeof ap !== 'boolean') return this.output(ap, fieldPath, next);
    for (const a of list(index(resolved, 'allOf'))) {
      const out = this.output(a, fieldPath, next);
      if (out) return out;
    }
    return '';
  }
}

/** schema.GroupVersionResource.String(). */
function gvrString(gvr: ExplainTarget): string {
  return `${gvr.group}/${gvr.version}, Resource=${gvr.resource}`;
}

/**
 * Renders the plaintext template for a resource and field path against one OpenAPI v3
 * document. Output produced before a failure is kept in `text`, as kubectl has written it.
 */
export function renderExplain(doc: Json, gvr: ExplainTarget, fieldPath: readonly string[], recursive: boolean): ExplainResult {
  let text = '';
  try {
    const prefix = gvr.group ? `/apis/${gvr.group}` : '/api';
    const base = `${prefix}/${gvr.version}`;
    const searchPaths = [
      `${base}/${gvr.resource}`,
      `${base}/${gvr.resource}/{name}`,
      `${base}/namespaces/{namespace}/${gvr.resource}`,
      `${base}/namespaces/{namespace}/${gvr.resource}/{name}`,
    ];
    // As the template does: every matching path is visited, and the last assignment wins.
    let gvk: unknown;
    for (const p of searchPaths) {
      const item = index(index(doc, 'paths'), p);
      if (!truthy(item)) continue;
      for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
        const op = index(item, method);
        if (!truthy(op)) continue;
        gvk = index(op, 'x-kubernetes-group-version-kind');
        if (truthy(gvk)) break;
      }
    }
    if (!truthy(gvk)) throw new ExplainError(`error: GVR (${gvrString(gvr)}) not found in OpenAPI schema`);
    if (truthy(index(gvk, 'group'))) text += `GROUP:      ${goValue(index(gvk, 'group'))}\n`;
    text += `KIND:       ${goValue(index(gvk, 'kind'))}\n`;
    text += `VERSION:    ${goValue(index(gvk, 'version'))}\n\n`;

    const renderer = new Renderer(doc, recursive);
    const schemas = index(index(doc, 'components'), 'schemas');
    let found = false;
    for (const key of sortedKeys(schemas)) {
      const schema = index(schemas, key);
      if (!contains(index(schema, 'x-kubernetes-group-version-kind'), gvk)) continue;
      const out = renderer.output(schema, fieldPath, undefined);
      if (!out) throw new ExplainError(`error: field ${JSON.stringify(fieldPath.at(-1) ?? '')} does not exist`);
      text += out;
      found = true;
      break;
    }
    if (!found) throw new ExplainError(`error: GVK ${goValue(gvk)} not found in OpenAPI schema`);
    return { text: text + '\n' };
  } catch (err) {
    if (err instanceof ExplainError) return { text, error: err.message };
    throw err;
  }
}

/** kubectl's splitDotNotation: `pods.spec.containers` -> `pods`, [`spec`, `containers`]; a trailing dot is ignored. */
export function splitDotNotation(target: string): { resource: string; fieldPath: string[] } {
  const parts = target.replace(/\.$/, '').split('.');
  return { resource: parts[0] ?? '', fieldPath: parts.slice(1) };
}

/** A failure of explain itself; errors.ts prints it as `error: <message>`. */
class ExplainCommandError extends Error {}

export async function runExplain(ctx: CliContext, opts: ExplainOptions, io: CommandIO): Promise<number> {
  const { resource, fieldPath } = splitDotNotation(opts.target);
  const d = ctx.resolveResource(resource);
  const gvr: ExplainTarget = { group: d.group, version: d.version, resource: d.resource };
  const client = await ctx.client();
  const discovery = createDiscoveryClient(client.rest);
  const paths = await discovery.openApiV3Paths();
  const key = gvr.group ? `apis/${gvr.group}/${gvr.version}` : `api/${gvr.version}`;
  const entry = paths[key];
  if (!entry) throw new ExplainCommandError(`couldn't find resource for ${JSON.stringify(gvrString(gvr))}`);
  const doc = await discovery.openApiV3Document(entry);
  const result = renderExplain(doc, gvr, fieldPath, opts.recursive);
  io.stdout.write(result.text);
  if (result.error !== undefined) throw new ExplainCommandError(result.error.replace(/^error: /, ''));
  return 0;
}
