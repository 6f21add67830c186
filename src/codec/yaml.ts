/**
 * YAML codec (application/yaml), built on the `yaml` package.
 *
 * Decoding (one document, YAML 1.2 core schema, `<<` merge keys allowed):
 * - hostile input is refused with go-yaml's texts, never by exhausting stack, time or memory
 *   (limits in ./limits.ts): control characters (`yaml: control characters are not allowed`),
 *   nesting beyond `MAX_YAML_NESTING_DEPTH` (checked on the parser's stack, before anything
 *   recursive runs), an anchor whose value contains its own alias (`yaml: anchor 'a' value
 *   contains itself`), alias expansion beyond go-yaml's ratio rule (`yaml: document contains
 *   excessive aliasing`); input larger than `maxBytes` (default 32 MiB) is refused before
 *   parsing; the value is built without recursion; aliases resolve in one pass and decoding
 *   stops at the first error (the `yaml` package's own paths are quadratic there); throughput
 *   is the `yaml` package's (about 1 MB/s), so a JSON object document is read by the JSON
 *   parser instead (same result, YAML's checks kept);
 * - `decodeYamlDocuments` reads a `---` separated stream (the CLI's manifests) with the same
 *   limits per document;
 * - characters outside YAML's printable set are written escaped in double quotes on encode,
 *   as go-yaml's emitter does (its reader refuses them raw);
 * - duplicate keys are accepted, the last one winning (as upstream's non-strict decode), and
 *   reported by `decodeYamlWithDuplicates` as field paths in upstream's strict-error notation
 *   (`spec.leaseName`, `items[0].metadata.name`) for `fieldValidation`;
 * - the result is JSON data: NaN/Infinity (`.nan`, `.inf`) and non-scalar keys are rejected,
 *   scalar keys become strings (`1: x` -> `"1"`), as sigs.k8s.io/yaml's YAMLToJSON does;
 * - with the 1.2 core schema, `yes`/`no`/`on`/`off` stay strings and `0777` is decimal, which
 *   is what upstream produces for string fields (its YAML 1.1 reading of them only applies to
 *   untyped values).
 *
 * Encoding resembles Go's sigs.k8s.io/yaml (go-yaml v2) output: block style, two-space indent,
 * sequences not indented under their key, YAML 1.1 quoting (`"yes"`, `"n"`, timestamps and
 * numeric-looking strings are quoted), literal blocks for multi-line strings, no anchors, a
 * trailing newline. Keys keep the object's order (Go sorts them; pass `sortKeys: true` for go-yaml v2's order;
 * `yamlCodec` always does).
 */
import YAML, { type Document, type CST } from 'yaml';
import { CodecError, type Codec } from './codec.js';
import { compareGoYamlKeys } from './go-order.js';
import { JsonSyntaxError, parseJsonWithDuplicates } from './json-strict.js';
import { drain, runInSlices, type Steps } from './slices.js';
import {
  MAX_YAML_NESTING_DEPTH,
  YAML_ALIAS_MIN_COUNT,
  YAML_ALIAS_MIN_DECODES,
  YAML_ALIAS_RATIO_RANGE_HIGH,
  YAML_ALIAS_RATIO_RANGE_LOW,
} from './limits.js';

const { Composer, Lexer, Parser, isAlias, isMap, isPair, isScalar, isSeq, stringify } = YAML;
type Token = CST.Token;

export const YAML_MEDIA_TYPE = 'application/yaml';

export const DEFAULT_YAML_MAX_BYTES = 32 * 1024 * 1024;

export interface YamlDecodeOptions {
  /**
   * Alias expansions allowed while building the value, on top of go-yaml's ratio rule
   * (which always applies). Default: no count limit beyond the ratio rule.
   */
  readonly maxAliasCount?: number;
  /** Maximum nesting of collections (default `MAX_YAML_NESTING_DEPTH`). */
  readonly maxDepth?: number;
  /** Largest accepted document in UTF-8 bytes (or UTF-16 units when given a string). */
  readonly maxBytes?: number;
}

export interface YamlEncodeOptions {
  /** Sort map keys like Go's encoder (default: keep object order). */
  readonly sortKeys?: boolean;
}

export interface YamlDecodeResult {
  readonly value: unknown;
  /** Paths of keys that occur more than once in their map, each once, in the order their repeats appear. */
  readonly duplicates: readonly string[];
}

function yamlError(message: string, cause?: unknown): CodecError {
  return new CodecError(YAML_MEDIA_TYPE, message, cause === undefined ? undefined : { cause });
}

type YamlNode = unknown;

function childPath(parent: string, key: string): string {
  return parent === '' ? key : `${parent}.${key}`;
}

/** Walk the document tree (not through aliases) collecting duplicate keys; iterative, so deep input cannot overflow the stack. */
function findDuplicates(root: YamlNode): string[] {
  const found: { path: string; offset: number }[] = [];
  const seenPaths = new Set<string>();
  const stack: { node: YamlNode; path: string }[] = [{ node: root, path: '' }];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    if (isMap(node)) {
      const keys = new Set<string>();
      const children: { node: YamlNode; path: string }[] = [];
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        const k = pair.key;
        if (!isScalar(k)) continue;
        if (typeof k.value === 'symbol') continue; // merge key, not a field
        const name = k.value === null ? 'null' : String(k.value);
        const p = childPath(path, name);
        if (keys.has(name)) {
          if (!seenPaths.has(p)) {
            seenPaths.add(p);
            found.push({ path: p, offset: k.range?.[0] ?? 0 });
          }
        } else keys.add(name);
        children.push({ node: pair.value, path: p });
      }
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    } else if (isSeq(node)) {
      for (let i = node.items.length - 1; i >= 0; i--) stack.push({ node: node.items[i], path: `${path}[${i}]` });
    }
  }
  // Document order of the repeated occurrences, as a streaming decoder would report them.
  return found.sort((a, b) => a.offset - b.offset).map((d) => d.path);
}

/** Keys must be scalars (sigs.k8s.io/yaml refuses maps or sequences as keys). */
function checkKeys(root: YamlNode): void {
  const stack: YamlNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        if (pair.key !== null && !isScalar(pair.key) && !isAlias(pair.key)) throw yamlError('yaml: map keys must be scalars');
        stack.push(pair.value);
      }
    } else if (isSeq(node)) for (const item of node.items) stack.push(item);
  }
}

/** Parse one YAML document; duplicate keys are reported, not rejected. Throws `CodecError`. */
export function decodeYamlWithDuplicates(text: string, options: YamlDecodeOptions = {}): YamlDecodeResult {
  return drain(singleDocumentSteps(text, options));
}

/**
 * `decodeYamlWithDuplicates` in slices of at most about `sliceMs` of work, with a turn of the
 * event loop between them, so that a large body (the `yaml` package reads about 1 MB/s)
 * does not keep a server from answering other requests. Same result and errors.
 */
export function decodeYamlWithDuplicatesSliced(text: string, options: YamlDecodeOptions = {}, sliceMs = 10): Promise<YamlDecodeResult> {
  return runInSlices(singleDocumentSteps(text, options), sliceMs);
}

function* singleDocumentSteps(text: string, options: YamlDecodeOptions): Steps<YamlDecodeResult> {
  const json = jsonFastPath(text, options);
  if (json) return json;
  const docs = yield* documentSteps(text, options);
  if (docs.length > 1) throw yamlError('yaml: Source contains multiple documents; please use YAML.parseAllDocuments()');
  return docs[0] ?? { value: null, duplicates: [] };
}

/**
 * A JSON object document (what kubectl sends as apply-patch+yaml) read by the JSON parser:
 * JSON is YAML, and the result (values, key order, last duplicate winning, duplicate paths) is
 * the same, at a fraction of the `yaml` package's cost (about 1 MB/s). The YAML checks that
 * apply to JSON text still apply (size, control characters, nesting). Anything that is not
 * plain JSON returns undefined and goes through the YAML parser.
 */
function jsonFastPath(text: string, options: YamlDecodeOptions): YamlDecodeResult | undefined {
  const first = text.search(/\S/);
  if (first < 0 || text.charCodeAt(first) !== 0x7b) return undefined;
  const maxBytes = options.maxBytes ?? DEFAULT_YAML_MAX_BYTES;
  if (text.length > maxBytes) throw yamlError(`yaml: document of ${text.length} characters exceeds the maximum of ${maxBytes}`);
  checkControlCharacters(text);
  const maxDepth = options.maxDepth ?? MAX_YAML_NESTING_DEPTH;
  let parsed;
  try {
    parsed = parseJsonWithDuplicates(text, { maxDepth });
  } catch (err) {
    if (err instanceof JsonSyntaxError && err.message === 'exceeded max depth') {
      throw yamlError(`yaml: line ${lineOf(text, err.position)}: exceeded max depth of ${maxDepth}`);
    }
    return undefined;
  }
  return { value: parsed.value, duplicates: parsed.duplicates };
}

/**
 * Parse every document of a YAML stream (`---` separated), each with its duplicate keys.
 * The same limits as `decodeYamlWithDuplicates` apply to each document; an empty stream is
 * no documents. Throws `CodecError`.
 */
export function decodeYamlDocuments(text: string, options: YamlDecodeOptions = {}): YamlDecodeResult[] {
  return drain(documentSteps(text, options));
}

/** Lexemes between two pause points of the sliced decoders (a few hundred microseconds of work). */
const LEXEMES_PER_STEP = 512;

/**
 * The decoder as a generator that pauses (yields) every `LEXEMES_PER_STEP` lexemes: lexing,
 * parsing and composing stream together, one lexeme at a time, so a caller can spread the
 * work over turns of the event loop.
 */
function* documentSteps(text: string, options: YamlDecodeOptions): Steps<YamlDecodeResult[]> {
  const maxBytes = options.maxBytes ?? DEFAULT_YAML_MAX_BYTES;
  if (text.length > maxBytes) throw yamlError(`yaml: document of ${text.length} characters exceeds the maximum of ${maxBytes}`);
  checkControlCharacters(text);
  const maxDepth = options.maxDepth ?? MAX_YAML_NESTING_DEPTH;
  try {
    const composer = new Composer({ uniqueKeys: false, merge: true, version: '1.2', schema: 'core', prettyErrors: false });
    // Stop at the first error, as go-yaml does: the composer would otherwise collect one error
    // per offending token (a million stray commas cost seconds).
    const hook = composer as unknown as { onError: (source: unknown, code: string, message: string, warning?: boolean) => void };
    const collect = hook.onError;
    hook.onError = (source, code, message, warning) => {
      if (warning) return collect(source, code, message, warning);
      // The composer reports some caught errors again through onError: prefix once.
      throw yamlError(message.startsWith('yaml: ') ? message : `yaml: ${message}`);
    };
    const docs: Document[] = [];
    const lexer = new Lexer();
    const parser = new Parser();
    // Document and the stream level take two entries of the parser stack.
    const limit = maxDepth + 2;
    let offset = 0;
    let lexemes = 0;
    for (const lexeme of lexer.lex(text, false)) {
      for (const token of parser.next(lexeme)) for (const doc of composer.next(token)) docs.push(doc);
      offset += lexeme.length;
      // Nesting is refused on the parser's stack, before anything recursive (the composer's
      // node building, the conversion) sees a deeper level.
      if (parser.stack.length > limit) throw yamlError(`yaml: line ${lineOf(text, offset)}: exceeded max depth of ${maxDepth}`);
      if (++lexemes % LEXEMES_PER_STEP === 0) yield;
    }
    for (const token of parser.end()) for (const doc of composer.next(token)) docs.push(doc);
    for (const doc of composer.end(true, text.length)) docs.push(doc);
    const out: YamlDecodeResult[] = [];
    for (const doc of docs) {
      const first = doc.errors[0];
      if (first) throw yamlError(`yaml: ${first.message}`, first);
      checkKeys(doc.contents);
      const duplicates = findDuplicates(doc.contents);
      const value = toJsonValue(doc, maxDepth, options.maxAliasCount);
      out.push({ value, duplicates });
      yield;
    }
    // An empty stream composes to one empty document; a stream of only comments likewise.
    return out;
  } catch (err) {
    if (err instanceof CodecError) throw err;
    // Anything else is a defect of the input the checks above did not classify.
    throw yamlError(`yaml: ${(err as Error).message}`, err);
  }
}

/**
 * go-yaml's reader refuses characters outside YAML's printable set (yaml_parser_update_buffer:
 * tab, LF, CR, 0x20-0x7E, NEL, 0xA0-0xD7FF, 0xE000-0xFFFD, 0x10000-0x10FFFF).
 */
// eslint-disable-next-line no-control-regex
const NON_PRINTABLE = /[^\t\n\r\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u;

function checkControlCharacters(text: string): void {
  if (NON_PRINTABLE.test(text)) throw yamlError('yaml: control characters are not allowed');
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 0x0a) line++;
  return line;
}

/** go-yaml's allowedAliasRatio. */
function allowedAliasRatio(decodeCount: number): number {
  if (decodeCount <= YAML_ALIAS_RATIO_RANGE_LOW) return 0.99;
  if (decodeCount >= YAML_ALIAS_RATIO_RANGE_HIGH) return 0.1;
  return 0.99 - (0.89 * (decodeCount - YAML_ALIAS_RATIO_RANGE_LOW)) / (YAML_ALIAS_RATIO_RANGE_HIGH - YAML_ALIAS_RATIO_RANGE_LOW);
}

type Setter = (v: unknown) => void;

type Task =
  | { readonly t: 'node'; readonly node: YamlNode; readonly set: Setter; readonly depth: number }
  | { readonly t: 'leave'; readonly alias: YamlNode }
  | { readonly t: 'merge'; readonly target: Record<string, unknown>; readonly sources: Record<string, unknown>[] };

function defineOwn(obj: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else obj[key] = value;
}

function scalarKey(value: unknown): string {
  return value === null || value === undefined ? 'null' : String(value);
}

function scalarValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw yamlError(`yaml: ${value} is not a JSON number`);
    return value;
  }
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') throw yamlError('yaml: integer out of range');
  throw yamlError('yaml: value is not JSON data');
}

/**
 * The node each alias refers to: the last node anchored with its name before it in document
 * order (an anchor's own node precedes its children, so `&a [*a]` refers to itself). One
 * iterative pass; the `yaml` package's `Alias.resolve` walks the whole document per alias,
 * which a document of many aliases turns quadratic.
 */
function aliasTargets(root: YamlNode): Map<YamlNode, YamlNode> {
  const anchors = new Map<string, YamlNode>();
  const targets = new Map<YamlNode, YamlNode>();
  const stack: YamlNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || node === undefined) continue;
    if (isAlias(node)) {
      const target = anchors.get(node.source);
      if (target !== undefined) targets.set(node, target);
      continue;
    }
    const anchor = (node as { anchor?: string }).anchor;
    if (anchor) anchors.set(anchor, node);
    if (isMap(node)) {
      for (let i = node.items.length - 1; i >= 0; i--) {
        const pair = node.items[i];
        if (!isPair(pair)) continue;
        stack.push(pair.value);
        stack.push(pair.key);
      }
    } else if (isSeq(node)) {
      for (let i = node.items.length - 1; i >= 0; i--) stack.push(node.items[i]);
    }
  }
  return targets;
}

/**
 * Build the JSON value of a composed document without recursion, as go-yaml decodes: an
 * alias met again while its own expansion is in progress is refused (`anchor 'a' value
 * contains itself`), alias-driven decoding is bounded by go-yaml's ratio rule, and the
 * result's nesting (aliases included) is bounded by `maxDepth`. Every alias expansion is a
 * fresh copy. Merge keys (`<<`) fill keys the map does not set itself, earlier sources first.
 */
function toJsonValue(doc: Document, maxDepth: number, maxAliasCount: number | undefined): unknown {
  let result: unknown = null;
  const expanding = new Set<YamlNode>();
  let aliasDepth = 0;
  let decodeCount = 0;
  let aliasCount = 0;
  let expansions = 0;
  const stack: Task[] = [{ t: 'node', node: doc.contents, set: (v) => (result = v), depth: 0 }];
  const targets = aliasTargets(doc.contents);
  const resolveAlias = (node: YamlNode): YamlNode => {
    const target = targets.get(node);
    if (target === undefined) throw yamlError(`yaml: unknown anchor '${(node as { source: string }).source}' referenced`);
    return target;
  };
  while (stack.length > 0) {
    const task = stack.pop()!;
    if (task.t === 'leave') {
      expanding.delete(task.alias);
      aliasDepth--;
      continue;
    }
    if (task.t === 'merge') {
      for (const src of task.sources) for (const k of Object.keys(src)) if (!Object.prototype.hasOwnProperty.call(task.target, k)) defineOwn(task.target, k, src[k]);
      continue;
    }
    const { node, set, depth } = task;
    decodeCount++;
    if (aliasDepth > 0) aliasCount++;
    if (aliasCount > YAML_ALIAS_MIN_COUNT && decodeCount > YAML_ALIAS_MIN_DECODES && aliasCount / decodeCount > allowedAliasRatio(decodeCount)) {
      throw yamlError('yaml: document contains excessive aliasing');
    }
    if (node === null || node === undefined) {
      set(null);
    } else if (isAlias(node)) {
      const name = (node as { source: string }).source;
      if (expanding.has(node)) throw yamlError(`yaml: anchor '${name}' value contains itself`);
      if (maxAliasCount !== undefined && maxAliasCount >= 0 && ++expansions > maxAliasCount) {
        throw yamlError(`yaml: excessive alias count indicates a resource exhaustion attack (more than ${maxAliasCount} aliases)`);
      }
      const target = resolveAlias(node);
      expanding.add(node);
      aliasDepth++;
      stack.push({ t: 'leave', alias: node });
      stack.push({ t: 'node', node: target, set, depth });
    } else if (isScalar(node)) {
      set(scalarValue(node.value));
    } else if (isSeq(node)) {
      if (depth + 1 > maxDepth) throw yamlError(`yaml: exceeded max depth of ${maxDepth}`);
      const arr: unknown[] = new Array(node.items.length).fill(null);
      set(arr);
      for (let i = node.items.length - 1; i >= 0; i--) stack.push({ t: 'node', node: node.items[i], set: (v) => (arr[i] = v), depth: depth + 1 });
    } else if (isMap(node)) {
      if (depth + 1 > maxDepth) throw yamlError(`yaml: exceeded max depth of ${maxDepth}`);
      const obj: Record<string, unknown> = {};
      set(obj);
      const children: Task[] = [];
      const mergeNodes: YamlNode[] = [];
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        let keyNode: YamlNode = pair.key;
        if (isAlias(keyNode)) keyNode = resolveAlias(keyNode);
        if (keyNode !== null && keyNode !== undefined && !isScalar(keyNode)) throw yamlError('yaml: map keys must be scalars');
        const keyValue = isScalar(keyNode) ? keyNode.value : null;
        if (typeof keyValue === 'symbol') {
          // The `yaml` package's merge key (`<<` with merge enabled).
          mergeNodes.push(pair.value);
          continue;
        }
        const key = scalarKey(keyValue);
        if (!Object.prototype.hasOwnProperty.call(obj, key)) defineOwn(obj, key, null);
        children.push({ t: 'node', node: pair.value, set: (v) => defineOwn(obj, key, v), depth: depth + 1 });
      }
      if (mergeNodes.length > 0) {
        // Sources in document order (a sequence's maps in its order); each converted like any
        // node, then copied into the keys the map leaves unset.
        const sources: Record<string, unknown>[] = [];
        const mergeTasks: Task[] = [];
        for (const m of mergeNodes) {
          const target = isAlias(m) ? resolveAlias(m) : m;
          const items = isSeq(target) ? target.items : [m];
          for (const item of items) {
            const resolved = isAlias(item) ? resolveAlias(item) : item;
            if (!isMap(resolved)) throw yamlError('yaml: map merge requires map or sequence of maps as the value');
            const index = sources.length;
            sources.push({});
            mergeTasks.push({ t: 'node', node: item, set: (v) => (sources[index] = v as Record<string, unknown>), depth });
          }
        }
        stack.push({ t: 'merge', target: obj, sources });
        for (let i = mergeTasks.length - 1; i >= 0; i--) stack.push(mergeTasks[i]!);
      }
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    } else {
      throw yamlError('yaml: value is not JSON data');
    }
  }
  return result;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function bytesToText(bytes: Uint8Array, maxBytes: number): string {
  if (bytes.length > maxBytes) throw yamlError(`yaml: document of ${bytes.length} bytes exceeds the maximum of ${maxBytes}`);
  try {
    return utf8.decode(bytes);
  } catch (err) {
    throw yamlError('yaml: invalid UTF-8', err);
  }
}

/** Decode bytes (UTF-8) to a value, ignoring duplicate keys (last wins). */
export function decodeYaml(bytes: Uint8Array, options: YamlDecodeOptions = {}): unknown {
  return decodeYamlWithDuplicates(bytesToText(bytes, options.maxBytes ?? DEFAULT_YAML_MAX_BYTES), options).value;
}

/** The JSON data model of a value: `toJSON` applied, undefined members dropped; NaN/Inf rejected (Go's JSON refuses them). */
function toJsonData(value: unknown): unknown {
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'number' && !Number.isFinite(v)) throw yamlError(`yaml: cannot encode ${v}`);
    if (typeof v === 'bigint') return Number(v);
    return v;
  });
  return text === undefined ? null : JSON.parse(text);
}

/** Encode a value as one YAML document (see the module comment for the style). */
export function encodeYaml(value: unknown, options: YamlEncodeOptions = {}): string {
  let data: unknown;
  try {
    data = toJsonData(value);
  } catch (err) {
    if (err instanceof CodecError) throw err;
    throw yamlError(`yaml: cannot encode: ${(err as Error).message}`, err);
  }
  const stringifyOptions = {
    version: '1.1' as const,
    indent: 2,
    indentSeq: false,
    aliasDuplicateObjects: false,
    sortMapEntries: options.sortKeys === true ? sortPairsLikeGoYaml : false,
    lineWidth: 80,
    customTags: goYamlFloatTags,
  };
  if (!hasNonPrintable(data)) return stringify(data, stringifyOptions);
  // Characters outside YAML's printable set may only appear escaped (go-yaml's emitter writes
  // them as \uXXXX in double quotes, and its reader refuses them raw): quote every string
  // holding one, then escape them; each such character now lies inside double quotes.
  const doc = new YAML.Document(data, stringifyOptions);
  YAML.visit(doc, {
    Scalar(_key, node) {
      if (typeof node.value === 'string' && NON_PRINTABLE.test(node.value)) node.type = 'QUOTE_DOUBLE';
    },
  });
  return doc.toString(stringifyOptions).replace(NON_PRINTABLE_ALL, (c) => {
    const cp = c.codePointAt(0)!;
    return cp <= 0xffff ? '\\u' + cp.toString(16).toUpperCase().padStart(4, '0') : '\\U' + cp.toString(16).toUpperCase().padStart(8, '0');
  });
}

const NON_PRINTABLE_ALL = new RegExp(NON_PRINTABLE.source, 'gu');

/** Whether any string (key or value) of a JSON value holds a non-printable character; iterative. */
function hasNonPrintable(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (NON_PRINTABLE.test(v)) return true;
    } else if (Array.isArray(v)) for (const x of v) stack.push(x);
    else if (typeof v === 'object' && v !== null) {
      for (const k of Object.keys(v)) {
        if (NON_PRINTABLE.test(k)) return true;
        stack.push((v as Record<string, unknown>)[k]);
      }
    }
  }
  return false;
}

/**
 * go-yaml v2 reads a plain scalar as a float only when strconv.ParseFloat accepts it, so a lone
 * `.` (the fieldsV1 key of every managed set) is a plain string there and written unquoted;
 * the `yaml` package's YAML 1.1 float pattern would quote it.
 */
function goYamlFloatTags(tags: YAML.Tags): YAML.Tags {
  return tags.map((t) => {
    const tag = t as YAML.ScalarTag;
    if (tag.tag !== 'tag:yaml.org,2002:float' || !(tag.test instanceof RegExp) || !tag.test.test('.')) return t;
    return { ...tag, test: new RegExp('^(?=[^0-9]*[0-9])' + tag.test.source.slice(1), tag.test.flags) };
  });
}

/** go-yaml v2's key order (sigs.k8s.io/yaml converts JSON to YAML through it: keys sorted). */
function sortPairsLikeGoYaml(a: YAML.Pair, b: YAML.Pair): number {
  const key = (p: YAML.Pair) => String(isScalar(p.key) ? p.key.value : p.key);
  return compareGoYamlKeys(key(a), key(b));
}

/** API responses: upstream's YAML is its JSON converted by sigs.k8s.io/yaml, so every map's keys are sorted. */
export const yamlCodec: Codec = {
  mediaType: YAML_MEDIA_TYPE,
  encode(obj: unknown): Uint8Array {
    return Buffer.from(encodeYaml(obj, { sortKeys: true }), 'utf8');
  },
  decode(bytes: Uint8Array): unknown {
    return decodeYaml(bytes);
  },
};

/**
 * go-yaml v2's strict-mode reports for repeated map keys, in document order:
 * `line N: key "k" already set in map` (N 1-based, the repeated key's line). For the rare
 * bodies that have duplicates (the caller knows from the decode); parses `text` again.
 */
export function duplicateKeyReports(text: string): string[] {
  const doc = YAML.parseDocument(text, { uniqueKeys: false, version: '1.2', merge: true, prettyErrors: false });
  const found: { offset: number; text: string }[] = [];
  const stack: unknown[] = [doc.contents];
  while (stack.length > 0) {
    const node = stack.pop();
    if (isMap(node)) {
      const keys = new Set<string>();
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        const k = pair.key;
        if (isScalar(k) && typeof k.value !== 'symbol') {
          const name = k.value === null ? 'null' : String(k.value);
          if (keys.has(name)) {
            const offset = k.range?.[0] ?? 0;
            const shown = typeof k.value === 'string' ? JSON.stringify(k.value) : name;
            found.push({ offset, text: `line ${lineOf(text, offset)}: key ${shown} already set in map` });
          } else keys.add(name);
        }
        stack.push(pair.value);
      }
    } else if (isSeq(node)) for (const item of node.items) stack.push(item);
  }
  return found.sort((a, b) => a.offset - b.offset).map((f) => f.text);
}
