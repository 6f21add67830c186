/**
 * Strategic merge patch for built-in kinds, ported from apimachinery
 * pkg/util/strategicpatch (the apply half: `StrategicMergeMapPatch` with
 * `MergeParallelList` and `IgnoreUnmatchedNulls`, as the apiserver's patch handler calls it).
 *
 * The patch metadata comes from the structural schemas (`generated/schemas.ts`) instead of Go
 * struct tags: `x-kubernetes-patch-strategy` (`merge`, `replace`, `retainKeys`, or a
 * comma-separated pair) and `x-kubernetes-patch-merge-key` on a property.
 *
 * Semantics, per field of the patch:
 * - `null` deletes the field; new fields are taken from the patch with nulls and directives
 *   stripped; fields whose JSON type differs from the original are replaced.
 * - Objects merge recursively (maps like `labels` too), unless the field's strategy is
 *   `replace` or the patch object carries `$patch: replace` (replace it) or `$patch: delete`
 *   (empty it). `$patch: merge` on an object is rejected, as upstream does.
 * - Lists without strategy `merge` are replaced wholesale (this includes every
 *   `x-kubernetes-list-type: atomic` list, e.g. `scheduling.tolerations`).
 * - Lists with strategy `merge` and a merge key (`ownerReferences`, key `uid`) merge items by
 *   key; an item `{"$patch": "delete", <key>: v}` deletes matching items; an item
 *   `{"$patch": "replace"}` replaces the list with the patch's other items.
 * - Lists of scalars with strategy `merge` (`metadata.finalizers`) are unioned;
 *   `$deleteFromPrimitiveList/<field>: [..]` removes values.
 * - `$setElementOrder/<field>: [..]` fixes the order of the merged list's patch items;
 *   server-only items keep their relative order around them.
 * - `$retainKeys: [..]` clears every field of the original object not listed; every
 *   non-null field of the patch object must be listed.
 *
 * Errors are `PatchError`s with upstream's texts and the kinds the handler's
 * `interpretStrategicMergePatchError` gives them (BadRequest for malformed directives,
 * Rejected for lists of lists, Internal otherwise). Inputs are never mutated.
 */
import { componentSchemas, refName, resolveSchema, type SchemaObject } from '../../meta/schema.js';
import { PatchError } from './patch-error.js';
import { deduplicateScalarsLinear, equalityKey, firstPositions, keySet, stableOrderByPosition } from './scalar-index.js';
import {
  cloneJson,
  goEqual,
  goFormatValue,
  goQuote,
  goTypeName,
  hasKey,
  isJsonObject,
  setKey,
  type JsonObject,
  type JsonValue,
} from './json-value.js';

const DIRECTIVE_MARKER = '$patch';
const DELETE_DIRECTIVE = 'delete';
const REPLACE_DIRECTIVE = 'replace';
const MERGE_DIRECTIVE = 'merge';
const RETAIN_KEYS_STRATEGY = 'retainKeys';
const DELETE_FROM_PRIMITIVE_LIST_PREFIX = '$deleteFromPrimitiveList';
const RETAIN_KEYS_DIRECTIVE = '$' + RETAIN_KEYS_STRATEGY;
const SET_ELEMENT_ORDER_PREFIX = '$setElementOrder';

// mergepatch sentinel errors; the handler maps these to 400.
const ERR_BAD_PATCH_FORMAT_FOR_PRIMITIVE_LIST = 'invalid patch format of primitive list';
const ERR_BAD_PATCH_FORMAT_FOR_RETAIN_KEYS = 'invalid patch format of retainKeys';
const ERR_BAD_PATCH_FORMAT_FOR_SET_ELEMENT_ORDER_LIST = 'invalid patch format of setElementOrder list';
const ERR_NO_LIST_OF_LISTS = 'lists of lists are not supported';

const badRequest = (message: string): PatchError => new PatchError(message, 'BadRequest');
const internal = (message: string): PatchError => new PatchError(message, 'Internal');

const MAP_TYPE = 'map[string]interface {}';
const SLICE_TYPE = '[]interface {}';

function errBadArgType(expectedType: string, actual: unknown): PatchError {
  return internal(`expected a ${expectedType}, but received a ${goTypeName(actual)}`);
}

function errNoMergeKey(m: JsonObject, key: string): PatchError {
  return internal(`map: ${goFormatValue(m)} does not contain declared merge key: ${key}`);
}

/** Go's `%s` verb applied to an arbitrary decoded value. */
function goS(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v === null || v === undefined) return '%!s(<nil>)';
  if (typeof v === 'object') return goFormatValue(v);
  return `%!s(${goTypeName(v)}=${goFormatValue(v)})`;
}

function errBadPatchType(t: unknown, m: JsonObject): PatchError {
  return internal(`unknown patch type: ${goS(t)} in map: ${goFormatValue(m)}`);
}

/** Go reflect kind names of decoded values, as used for list element typing. */
function goKind(v: unknown): string {
  if (Array.isArray(v)) return 'slice';
  if (v === null) return 'invalid';
  if (typeof v === 'object') return 'map';
  return goTypeName(v);
}

// ---------------------------------------------------------------------------------------
// Patch metadata from the structural schemas (PatchMetaFromStruct equivalent).

interface PatchMeta {
  readonly strategies: readonly string[];
  readonly mergeKey: string;
}

/** The schema of one value position, with the Go type name used in error texts. */
class SchemaPatchMeta {
  constructor(
    private readonly schemas: Readonly<Record<string, SchemaObject>>,
    private readonly schema: SchemaObject | undefined,
    private readonly typeName: string,
  ) {}

  private get kind(): string {
    const s = this.schema;
    if (!s) return 'interface';
    if (s.type === 'array') return 'slice';
    if (s.properties) return 'struct';
    if (s.type === 'object') return typeof s.additionalProperties === 'object' ? 'map' : 'struct';
    if (s.type === 'integer') return 'int64';
    if (s.type === 'number') return 'float64';
    if (s.type === 'boolean') return 'bool';
    return s.type ?? 'interface';
  }

  /** Go Kind name (`schema.Name()` in "cannot merge lists without merge key for %s"). */
  name(): string {
    return this.kind;
  }

  private child(s: SchemaObject | undefined): SchemaPatchMeta {
    if (!s) return new SchemaPatchMeta(this.schemas, undefined, '');
    const name = refName(s);
    return new SchemaPatchMeta(this.schemas, resolveSchema(this.schemas, s), name ? name.slice(name.lastIndexOf('.') + 1) : '');
  }

  lookupStruct(key: string): { sub: SchemaPatchMeta; meta: PatchMeta } {
    const kind = this.kind;
    if (kind === 'map') {
      const ap = this.schema!.additionalProperties;
      return { sub: this.child(typeof ap === 'object' ? ap : undefined), meta: { strategies: [], mergeKey: '' } };
    }
    if (kind !== 'struct') {
      throw internal(`merging an object in json but data type is not map or struct, instead is: ${kind}`);
    }
    const props = this.schema!.properties;
    const p = props && hasKey(props, key) ? props[key] : undefined;
    if (!p) throw internal(`unable to find api field in struct ${this.typeName} for the json field ${goQuote(key)}`);
    const strategy = p['x-kubernetes-patch-strategy'];
    return {
      sub: this.child(p),
      meta: { strategies: strategy ? strategy.split(',') : [], mergeKey: p['x-kubernetes-patch-merge-key'] ?? '' },
    };
  }

  lookupSlice(key: string): { sub: SchemaPatchMeta; meta: PatchMeta } {
    const { sub, meta } = this.lookupStruct(key);
    const s = sub.schema;
    if (!s || s.type !== 'array') throw internal(`expected slice or array type, but got: ${this.kind}`);
    const elem = s.items ? resolveSchema(this.schemas, s.items) : undefined;
    if (elem?.type === 'array') throw internal('unexpected slice of slice');
    return { sub: sub.child(s.items), meta };
  }
}

function extractRetainKeysPatchStrategy(strategies: readonly string[]): { retainKeys: boolean; strategy: string } {
  switch (strategies.length) {
    case 0:
      return { retainKeys: false, strategy: '' };
    case 1:
      return strategies[0] === RETAIN_KEYS_STRATEGY
        ? { retainKeys: true, strategy: '' }
        : { retainKeys: false, strategy: strategies[0]! };
    case 2:
      if (strategies[0] === RETAIN_KEYS_STRATEGY) return { retainKeys: true, strategy: strategies[1]! };
      if (strategies[1] === RETAIN_KEYS_STRATEGY) return { retainKeys: true, strategy: strategies[0]! };
      break;
  }
  throw internal(`unexpected patch strategy: [${strategies.join(' ')}]`);
}

// ---------------------------------------------------------------------------------------
// The merge (ported function by function; comments name the upstream function).

/** `removeDirectives`: the value without `$patch` objects; `keep` false when obj itself is one. */
function removeDirectives(obj: JsonValue): { value: JsonValue; keep: boolean } {
  if (isJsonObject(obj)) {
    if (hasKey(obj, DIRECTIVE_MARKER)) return { value: null, keep: false };
    for (const k of Object.keys(obj)) {
      const r = removeDirectives(obj[k]!);
      if (r.keep) setKey(obj, k, r.value);
      else delete obj[k];
    }
    return { value: obj, keep: true };
  }
  if (Array.isArray(obj)) {
    const res: JsonValue[] = [];
    for (const v of obj) {
      const r = removeDirectives(v);
      if (r.keep) res.push(r.value);
    }
    return { value: res, keep: true };
  }
  return { value: obj, keep: true };
}

/** `discardNullValuesFromPatch`. */
function discardNullValues(v: JsonValue): void {
  if (isJsonObject(v)) {
    for (const k of Object.keys(v)) {
      const x = v[k]!;
      if (x === null) delete v[k];
      else discardNullValues(x);
    }
  } else if (Array.isArray(v)) {
    for (const x of v) discardNullValues(x);
  }
}

/** `handleDirectiveInMergeMap`. */
function handleDirectiveInMergeMap(directive: JsonValue, patch: JsonObject): JsonObject {
  if (directive === REPLACE_DIRECTIVE) {
    delete patch[DIRECTIVE_MARKER];
    return patch;
  }
  if (directive === DELETE_DIRECTIVE) return {};
  throw errBadPatchType(directive, patch);
}

/** `extractKey`: the field name after `<prefix>/`. */
function extractKey(s: string, prefix: string): string {
  const slash = s.indexOf('/');
  if (slash < 0 || s.slice(0, slash) !== prefix) {
    throw badRequest(
      prefix === DELETE_FROM_PRIMITIVE_LIST_PREFIX ? ERR_BAD_PATCH_FORMAT_FOR_PRIMITIVE_LIST : ERR_BAD_PATCH_FORMAT_FOR_SET_ELEMENT_ORDER_LIST,
    );
  }
  return s.slice(slash + 1);
}

/** `applyRetainKeysDirective` (server side: MergeParallelList is true). */
function applyRetainKeysDirective(original: JsonObject, patch: JsonObject): void {
  if (!hasKey(patch, RETAIN_KEYS_DIRECTIVE)) return;
  const retain = patch[RETAIN_KEYS_DIRECTIVE];
  delete patch[RETAIN_KEYS_DIRECTIVE];
  if (!Array.isArray(retain)) throw badRequest(ERR_BAD_PATCH_FORMAT_FOR_RETAIN_KEYS);
  const keep = (k: string): boolean => retain.some((v) => v === k);
  for (const k of Object.keys(patch)) {
    const v = patch[k];
    if (v === null || k.startsWith(DELETE_FROM_PRIMITIVE_LIST_PREFIX) || k.startsWith(SET_ELEMENT_ORDER_PREFIX)) continue;
    if (!keep(k)) throw badRequest(ERR_BAD_PATCH_FORMAT_FOR_RETAIN_KEYS);
  }
  for (const k of Object.keys(original)) {
    if (!keep(k)) delete original[k];
  }
}

/** `sliceElementType`: the common Go kind of all elements, or an error. */
function sliceElementKind(...slices: (readonly JsonValue[])[]): string {
  let prev: string | undefined;
  for (const s of slices) {
    for (const v of s) {
      const cur = v === null ? undefined : goKind(v);
      const curType = v === null ? undefined : goTypeName(v);
      if (prev === undefined) {
        prev = curType;
        if (cur === 'slice') throw new PatchError(ERR_NO_LIST_OF_LISTS, 'Rejected');
      } else if (prev !== curType) {
        throw internal(`list element types are not identical: ${goFormatValue(slices)}`);
      }
    }
  }
  if (prev === undefined) throw internal('no elements in any of the given slices');
  return prev === MAP_TYPE ? 'map' : prev;
}

function mergeKeyValue(item: JsonValue, mergeKey: string, kind: string): JsonValue | undefined {
  if (kind !== 'map') return item;
  return isJsonObject(item) && hasKey(item, mergeKey) ? item[mergeKey] : null;
}

/** `index`: position of `val` in `l` by merge key (maps) or value (scalars), or -1. */
function indexIn(l: readonly JsonValue[], val: JsonValue, mergeKey: string, kind: string): number {
  const want = mergeKeyValue(val, mergeKey, kind);
  for (let i = 0; i < l.length; i++) {
    if (goEqual(mergeKeyValue(l[i]!, mergeKey, kind), want)) return i;
  }
  return -1;
}

function validateMergeKeyInLists(mergeKey: string, ...lists: (readonly JsonValue[])[]): void {
  for (const list of lists) {
    for (const item of list) {
      if (!isJsonObject(item)) throw errBadArgType(MAP_TYPE, item);
      if (!hasKey(item, mergeKey)) throw errNoMergeKey(item, mergeKey);
    }
  }
}

/** `extractToDeleteItems`. */
function extractToDeleteItems(l: readonly JsonValue[]): { keep: JsonValue[]; toDelete: JsonValue[] } {
  const keep: JsonValue[] = [];
  const toDelete: JsonValue[] = [];
  for (const v of l) {
    if (!isJsonObject(v)) throw errBadArgType(MAP_TYPE, v);
    if (hasKey(v, DIRECTIVE_MARKER) && v[DIRECTIVE_MARKER] === DELETE_DIRECTIVE) toDelete.push(v);
    else keep.push(v);
  }
  return { keep, toDelete };
}

/** `normalizeSliceOrder`: stable sort of `toSort` by position in `order` (Go's insertion sort and less). */
function normalizeSliceOrder(toSort: JsonValue[], order: readonly JsonValue[], mergeKey: string, kind: string): JsonValue[] {
  let toDelete: JsonValue[] = [];
  let items = toSort;
  if (kind === 'map') {
    validateMergeKeyInLists(mergeKey, toSort, order);
    const split = extractToDeleteItems(toSort);
    items = split.keep;
    toDelete = split.toDelete;
  }
  // Positions in `order` looked up by hash (indexIn scans; this is called O(n^2) times).
  const positions = firstPositions(order, (v) => mergeKeyValue(v, mergeKey, kind));
  const indexOf = (v: JsonValue): number => {
    const k = equalityKey(mergeKeyValue(v, mergeKey, kind));
    return k === undefined ? -1 : (positions.get(k) ?? -1);
  };
  const idx = items.map(indexOf);
  if (idx.every((i) => i >= 0)) {
    // Every item is in `order`: `less` is then a strict weak order and the insertion sort
    // below is a stable sort by position, which the engine's stable sort gives in O(n log n).
    const byPos = stableOrderByPosition(idx, order.length);
    return byPos.map((i) => items[i]!).concat(toDelete);
  }
  const less = (a: JsonValue, b: JsonValue): boolean => {
    const ia = indexOf(a);
    if (ia >= 0) {
      const ib = indexOf(b);
      if (ib >= 0) return ia < ib;
    }
    return true;
  };
  const out = items.slice();
  for (let i = 1; i < out.length; i++) {
    for (let j = i; j > 0 && less(out[j]!, out[j - 1]!); j--) {
      const t = out[j]!;
      out[j] = out[j - 1]!;
      out[j - 1] = t;
    }
  }
  return out.concat(toDelete);
}

/** `mergeSortedSlice`: interleave server-only items (left) into patch items (right). */
function mergeSortedSlice(left: JsonValue[], right: JsonValue[], serverOrder: readonly JsonValue[], mergeKey: string, kind: string): JsonValue[] {
  const out: JsonValue[] = [];
  const positions = firstPositions(serverOrder, (v) => mergeKeyValue(v, mergeKey, kind));
  const indexOf = (v: JsonValue): number => {
    const k = equalityKey(mergeKeyValue(v, mergeKey, kind));
    return k === undefined ? -1 : (positions.get(k) ?? -1);
  };
  let i = 0;
  let j = 0;
  while (i < left.length || j < right.length) {
    if (i >= left.length) out.push(right[j++]!);
    else if (j >= right.length) out.push(left[i++]!);
    else {
      const li = indexOf(left[i]!);
      const ri = indexOf(right[j]!);
      if (li >= 0 && ri >= 0 && li < ri) out.push(left[i++]!);
      else out.push(right[j++]!);
    }
  }
  return out;
}

function normalizeElementOrder(
  patch: JsonValue[],
  serverOnly: JsonValue[],
  patchOrder: readonly JsonValue[],
  serverOrder: readonly JsonValue[],
  mergeKey: string,
  kind: string,
): JsonValue[] {
  const p = normalizeSliceOrder(patch, patchOrder, mergeKey, kind);
  const s = normalizeSliceOrder(serverOnly, serverOrder, mergeKey, kind);
  return mergeSortedSlice(s, p, serverOrder, mergeKey, kind);
}

/** `findMapInSliceBasedOnKeyValue`. */
function findMapInSlice(m: readonly JsonValue[], key: string, value: JsonValue): number {
  for (let k = 0; k < m.length; k++) {
    const v = m[k];
    if (!isJsonObject(v)) throw internal(`value for key ${k} is not a map`);
    if (hasKey(v, key) && goEqual(v[key], value)) return k;
  }
  return -1;
}

function partitionPrimitives(original: readonly JsonValue[], partitionBy: readonly JsonValue[]): [JsonValue[], JsonValue[]] {
  const patch: JsonValue[] = [];
  const serverOnly: JsonValue[] = [];
  const keys = keySet(partitionBy);
  for (const v of original) {
    const k = equalityKey(v);
    if (k !== undefined && keys.has(k)) patch.push(v);
    else serverOnly.push(v);
  }
  return [patch, serverOnly];
}

function partitionMaps(original: readonly JsonValue[], partitionBy: readonly JsonValue[], mergeKey: string): [JsonValue[], JsonValue[]] {
  const patch: JsonValue[] = [];
  const serverOnly: JsonValue[] = [];
  // By hash when every element of partitionBy is a map (else findMapInSlice's scan, which
  // reports the first non-map it meets).
  const keys = partitionBy.every(isJsonObject) ? keySet(partitionBy.map((m) => (hasKey(m as JsonObject, mergeKey) ? (m as JsonObject)[mergeKey]! : undefined) as JsonValue)) : undefined;
  for (const v of original) {
    if (!isJsonObject(v)) throw errBadArgType(MAP_TYPE, v);
    if (!hasKey(v, mergeKey)) throw errNoMergeKey(v, mergeKey);
    const k = equalityKey(v[mergeKey]);
    const found = keys ? k !== undefined && keys.has(k) : findMapInSlice(partitionBy, mergeKey, v[mergeKey]!) >= 0;
    if (found) patch.push(v);
    else serverOnly.push(v);
  }
  return [patch, serverOnly];
}

/** `deduplicateScalars`: Go's in-place dedupe (moves the last element into each duplicate's slot). */
function deduplicateScalars(input: JsonValue[]): JsonValue[] {
  return deduplicateScalarsLinear(input);
}

function deleteFromSlice(current: readonly JsonValue[], toDelete: readonly JsonValue[]): JsonValue[] {
  const keys = keySet(toDelete);
  return current.filter((v) => {
    const k = equalityKey(v);
    return k === undefined || !keys.has(k);
  });
}

/** `mergeSliceWithSpecialElements`: apply `$patch` items; returns the new original and the plain patch items. */
function mergeSliceWithSpecialElements(original: JsonValue[], patch: readonly JsonValue[], mergeKey: string): [JsonValue[], JsonValue[]] {
  const plain: JsonValue[] = [];
  let replace = false;
  let current = original;
  for (const v of patch) {
    const typed = v as JsonObject;
    if (!hasKey(typed, DIRECTIVE_MARKER)) {
      plain.push(v);
      continue;
    }
    const patchType = typed[DIRECTIVE_MARKER];
    if (patchType === DELETE_DIRECTIVE) {
      if (!hasKey(typed, mergeKey)) throw errNoMergeKey(typed, mergeKey);
      const mergeValue = typed[mergeKey]!;
      for (;;) {
        const at = findMapInSlice(current, mergeKey, mergeValue);
        if (at < 0) break;
        current = current.slice(0, at).concat(current.slice(at + 1));
      }
    } else if (patchType === REPLACE_DIRECTIVE) {
      replace = true;
    } else if (patchType === MERGE_DIRECTIVE) {
      throw internal('merging lists cannot yet be specified in the patch');
    } else {
      throw errBadPatchType(patchType, typed);
    }
  }
  if (replace) return [plain, []];
  return [current, plain];
}

function mergeSliceWithoutSpecialElements(
  original: JsonValue[],
  patch: readonly JsonValue[],
  mergeKey: string,
  schema: SchemaPatchMeta,
): JsonValue[] {
  const out = original.slice();
  // First position of each merge key value, kept up to date as items are appended (the scan
  // it replaces also finds appended items). Only when every element is a map, as the scan
  // reports the first non-map it meets.
  const positions = out.every(isJsonObject)
    ? firstPositions(out, (m) => (hasKey(m as JsonObject, mergeKey) ? (m as JsonObject)[mergeKey] : undefined))
    : undefined;
  for (const v of patch) {
    const typed = v as JsonObject;
    if (!hasKey(typed, mergeKey)) throw errNoMergeKey(typed, mergeKey);
    let at: number;
    if (positions && isJsonObject(typed)) {
      const k = equalityKey(typed[mergeKey]);
      at = k === undefined ? -1 : (positions.get(k) ?? -1);
      if (at < 0 && k !== undefined) positions.set(k, out.length);
    } else {
      at = findMapInSlice(out, mergeKey, typed[mergeKey]!);
    }
    if (at >= 0) out[at] = mergeMap(out[at] as JsonObject, typed, schema);
    else out.push(v);
  }
  return out;
}

/** `mergeSlice`. */
function mergeSlice(original: JsonValue[], patch: JsonValue[], schema: SchemaPatchMeta, mergeKey: string, isDeleteList: boolean): JsonValue[] {
  if (original.length === 0 && patch.length === 0) return original;
  const kind = sliceElementKind(original, patch);
  let merged: JsonValue[];
  let orig = original;
  let p = patch;
  if (kind !== 'map') {
    if (isDeleteList) return deleteFromSlice(original, patch);
    merged = deduplicateScalars(original.concat(patch));
  } else {
    if (mergeKey === '') throw internal(`cannot merge lists without merge key for ${schema.name()}`);
    [orig, p] = mergeSliceWithSpecialElements(original, patch, mergeKey);
    merged = mergeSliceWithoutSpecialElements(orig, p, mergeKey, schema);
  }
  const [patchItems, serverOnly] = mergeKey === '' ? partitionPrimitives(merged, p) : partitionMaps(merged, p, mergeKey);
  return normalizeElementOrder(patchItems, serverOnly, p, orig, mergeKey, kind);
}

function asSlice(v: JsonValue | undefined): JsonValue[] {
  if (!Array.isArray(v)) throw errBadArgType(SLICE_TYPE, v);
  return v;
}

/** `mergeSliceHandler`: merge strategy (or a deletion list) merges; anything else replaces. */
function mergeSliceHandler(
  original: JsonValue,
  patch: JsonValue,
  schema: SchemaPatchMeta,
  strategy: string,
  mergeKey: string,
  isDeleteList: boolean,
): JsonValue[] {
  const o = asSlice(original);
  const p = asSlice(patch);
  if (strategy === MERGE_DIRECTIVE || isDeleteList) return mergeSlice(o, p, schema, mergeKey, isDeleteList);
  return p;
}

/** `validatePatchWithSetOrderList`. */
function validatePatchWithSetOrderList(patchList: readonly JsonValue[], setOrderList: readonly JsonValue[], mergeKey: string): void {
  if (setOrderList.length === 0 || patchList.length === 0) return;
  const nonDelete = mergeKey !== '' ? extractToDeleteItems(patchList).keep : patchList;
  const keyEqual = (left: JsonValue, right: JsonValue): boolean => {
    if (mergeKey === '') return goEqual(left, right);
    if (!isJsonObject(left)) throw errBadArgType(MAP_TYPE, left);
    if (!isJsonObject(right)) throw errBadArgType(MAP_TYPE, right);
    if (!hasKey(left, mergeKey)) throw errNoMergeKey(left, mergeKey);
    if (!hasKey(right, mergeKey)) throw errNoMergeKey(right, mergeKey);
    return goEqual(left[mergeKey], right[mergeKey]);
  };
  let pi = 0;
  let si = 0;
  while (pi < nonDelete.length && si < setOrderList.length) {
    const item = nonDelete[pi]!;
    if (isJsonObject(item) && hasKey(item, DIRECTIVE_MARKER)) {
      pi++;
      continue;
    }
    if (keyEqual(item, setOrderList[si]!)) pi++;
    si++;
  }
  if (pi < nonDelete.length && si >= setOrderList.length) {
    throw internal(
      `The order in patch list:\n${goFormatValue(patchList)}\n doesn't match ${SET_ELEMENT_ORDER_PREFIX} list:\n${goFormatValue(setOrderList)}\n`,
    );
  }
}

/** `mergePatchIntoOriginal`: process `$setElementOrder/<field>` and the list it orders. */
function mergePatchIntoOriginal(original: JsonObject, patch: JsonObject, schema: SchemaPatchMeta): void {
  for (const key of Object.keys(patch)) {
    if (!key.startsWith(SET_ELEMENT_ORDER_PREFIX)) continue;
    const setOrder = patch[key];
    delete patch[key];
    if (!Array.isArray(setOrder)) throw errBadArgType(SLICE_TYPE, setOrder);
    const originalKey = extractKey(key, SET_ELEMENT_ORDER_PREFIX);
    const foundOriginal = hasKey(original, originalKey);
    const foundPatch = hasKey(patch, originalKey);
    const originalList = foundOriginal ? asSlice(original[originalKey]) : [];
    const patchList = foundPatch ? asSlice(patch[originalKey]) : [];
    const { sub, meta } = schema.lookupSlice(originalKey);
    const { strategy } = extractRetainKeysPatchStrategy(meta.strategies);
    validatePatchWithSetOrderList(patchList, setOrder, meta.mergeKey);
    let merged: JsonValue[];
    if (foundOriginal && !foundPatch) merged = originalList;
    else if (!foundOriginal && foundPatch) merged = patchList;
    else if (foundOriginal && foundPatch) merged = mergeSliceHandler(originalList, patchList, sub, strategy, meta.mergeKey, false);
    else continue;
    const [patchItems, serverOnly] =
      meta.mergeKey === '' ? partitionPrimitives(merged, setOrder) : partitionMaps(merged, setOrder, meta.mergeKey);
    const kind = sliceElementKind(originalList, patchList);
    setKey(original, originalKey, normalizeElementOrder(patchItems, serverOnly, setOrder, originalList, meta.mergeKey, kind));
    delete patch[originalKey];
  }
}

/** `mergeMap`: merge `patch` into `original` (both owned by the caller and mutated). */
function mergeMap(original: JsonObject, patch: JsonObject, schema: SchemaPatchMeta): JsonObject {
  if (hasKey(patch, DIRECTIVE_MARKER)) return handleDirectiveInMergeMap(patch[DIRECTIVE_MARKER]!, patch);
  applyRetainKeysDirective(original, patch);
  mergePatchIntoOriginal(original, patch, schema);

  for (const rawKey of Object.keys(patch)) {
    const patchV = patch[rawKey]!;
    let k = rawKey;
    let isDeleteList = false;
    if (rawKey.startsWith(DELETE_FROM_PRIMITIVE_LIST_PREFIX)) {
      k = extractKey(rawKey, DELETE_FROM_PRIMITIVE_LIST_PREFIX);
      isDeleteList = true;
    }

    if (patchV === null) {
      // IgnoreUnmatchedNulls: null deletes the field and is never kept.
      if (hasKey(original, k)) delete original[k];
      continue;
    }

    if (!hasKey(original, k)) {
      if (!isDeleteList) {
        discardNullValues(patchV);
        const r = removeDirectives(patchV);
        if (r.keep) setKey(original, k, r.value);
      }
      continue;
    }

    const originalV = original[k]!;
    if (goTypeName(originalV) !== goTypeName(patchV)) {
      if (!isDeleteList) {
        discardNullValues(patchV);
        const r = removeDirectives(patchV);
        if (r.keep) setKey(original, k, r.value);
        else delete original[k];
      }
      continue;
    }

    if (isJsonObject(originalV)) {
      const { sub, meta } = schema.lookupStruct(k);
      const { strategy } = extractRetainKeysPatchStrategy(meta.strategies);
      setKey(original, k, strategy !== REPLACE_DIRECTIVE ? mergeMap(originalV, patchV as JsonObject, sub) : (patchV as JsonObject));
    } else if (Array.isArray(originalV)) {
      const { sub, meta } = schema.lookupSlice(k);
      const { strategy } = extractRetainKeysPatchStrategy(meta.strategies);
      setKey(original, k, mergeSliceHandler(originalV, patchV, sub, strategy, meta.mergeKey, isDeleteList));
    } else {
      const r = removeDirectives(patchV);
      if (r.keep) setKey(original, k, r.value);
      else delete original[k];
    }
  }
  return original;
}

export interface StrategicMergePatchOptions {
  /** The schema set to read patch metadata from; default `componentSchemas`. */
  readonly schemas?: Readonly<Record<string, SchemaObject>>;
}

/**
 * Apply a strategic merge patch to a copy of `original`, an object of the schema named
 * `schemaName` (e.g. `io.cluster.api.node.v1.RuntimeClass`). `patch` is the decoded body:
 * an object, or `null` (no change). Throws `PatchError` (see module contract).
 */
export function applyStrategicMergePatch(
  original: JsonObject,
  patch: unknown,
  schemaName: string,
  options: StrategicMergePatchOptions = {},
): JsonObject {
  const schemas = options.schemas ?? componentSchemas;
  const root = schemas[schemaName];
  if (!root) throw internal(`unknown schema ${schemaName}`);
  if (patch === null) return cloneJson(original);
  if (!isJsonObject(patch)) {
    const kind = Array.isArray(patch) ? 'array' : typeof patch === 'boolean' ? 'bool' : typeof patch;
    throw badRequest(`json: cannot unmarshal ${kind} into Go value of type map[string]interface {}`);
  }
  const meta = new SchemaPatchMeta(schemas, resolveSchema(schemas, root), schemaName.slice(schemaName.lastIndexOf('.') + 1));
  return mergeMap(cloneJson(original), cloneJson(patch), meta);
}
