/**
 * Key order of Go's encoding/json: struct fields in declaration order (the Go types of the
 * served kinds, ObjectMeta, lists, Status, Table, ...), map keys sorted. Upstream's JSON comes
 * out in this order; JavaScript objects keep insertion order, so responses are put in Go's
 * order once, when they are encoded (`goOrdered`).
 *
 * Objects of a kind not described here keep their order, except `kind`, `apiVersion`,
 * `metadata` first and ObjectMeta's own order. Fields a type does not declare follow the
 * declared ones in their original order. `fieldsV1` is raw JSON upstream and is left as is.
 * Fields tagged `omitempty` in Go are left out when empty (`labels: {}` after the last label
 * is removed, `finalizers: []`, `emulationVersion: ""`), as Go's encoder leaves them out.
 */

import { allResources } from '../meta/resources.js';

/** A type: its fields in Go order, each with the type of its value. */
export type Shape = {
  readonly fields: readonly string[];
  readonly types: Readonly<Record<string, Shape | 'map' | 'raw'>>;
  /** Non-pointer fields tagged `omitempty`: left out when "", 0, false, null, [] or {} (Go's isEmptyValue). */
  readonly omit: ReadonlySet<string>;
  /** `types` and `omit` as arrays, for the per-object walk (no for-in or Set iteration per object). */
  readonly typed: readonly (readonly [string, Shape | 'map' | 'raw'])[];
  readonly omitted: readonly string[];
  /** Each field's position in `fields`, for walks that check the order key by key. */
  readonly index: ReadonlyMap<string, number>;
};

/**
 * A struct; `types` names fields whose values need ordering too (slices of structs are fine);
 * a field name ending in `?` is tagged omitempty (and not a pointer or struct).
 */
function struct(fields: readonly string[], types: Record<string, Shape | 'map' | 'raw'> = {}): Shape {
  const omit = new Set(fields.filter((f) => f.endsWith('?')).map((f) => f.slice(0, -1)));
  const names = fields.map((f) => (f.endsWith('?') ? f.slice(0, -1) : f));
  return { fields: names, types, omit, typed: Object.entries(types), omitted: [...omit], index: new Map(names.map((f, i) => [f, i])) };
}

/** Go's isEmptyValue for the JSON values of omitempty fields. */
export function isEmptyValue(v: unknown): boolean {
  if (v === '' || v === 0 || v === false || v === null || v === undefined) return true;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object') {
    // The same maps: for...in lists every key of a large map before the first.
    if (largeMetadataMaps.has(v)) return false;
    for (const _k in v) return false;
    return true;
  }
  return false;
}

const MANAGED_FIELDS_ENTRY = struct(['manager?', 'operation?', 'apiVersion?', 'time', 'fieldsType?', 'fieldsV1', 'subresource?'], { fieldsV1: 'raw' });
const OWNER_REFERENCE = struct(['apiVersion', 'kind', 'name', 'uid', 'controller', 'blockOwnerDeletion']);
export const OBJECT_META = struct(
  [
    'name?',
    'generateName?',
    'namespace?',
    'selfLink?',
    'uid?',
    'resourceVersion?',
    'generation?',
    'creationTimestamp',
    'deletionTimestamp',
    'deletionGracePeriodSeconds',
    'labels?',
    'annotations?',
    'ownerReferences?',
    'finalizers?',
    'managedFields?',
  ],
  { labels: 'map', annotations: 'map', ownerReferences: OWNER_REFERENCE, managedFields: MANAGED_FIELDS_ENTRY },
);
const LIST_META = struct(['selfLink?', 'resourceVersion?', 'continue?', 'remainingItemCount']);

const TOLERATION = struct(['key?', 'operator?', 'value?', 'effect?', 'tolerationSeconds']);
const RUNTIME_CLASS = struct(['kind?', 'apiVersion?', 'metadata', 'handler', 'overhead', 'scheduling'], {
  metadata: OBJECT_META,
  overhead: struct(['podFixed?'], { podFixed: 'map' }),
  scheduling: struct(['nodeSelector?', 'tolerations?'], { nodeSelector: 'map', tolerations: TOLERATION }),
});
// LeaseSpec: every field is a pointer (omitempty leaves out nil only, so "" and 0 stay).
const LEASE = struct(['kind?', 'apiVersion?', 'metadata', 'spec'], {
  metadata: OBJECT_META,
  spec: struct(['holderIdentity', 'leaseDurationSeconds', 'acquireTime', 'renewTime', 'leaseTransitions', 'strategy', 'preferredHolder']),
});
const LEASE_CANDIDATE = struct(['kind?', 'apiVersion?', 'metadata', 'spec'], {
  metadata: OBJECT_META,
  spec: struct(['leaseName', 'pingTime', 'renewTime', 'binaryVersion', 'emulationVersion?', 'strategy?']),
});
const NAMESPACE = struct(['kind?', 'apiVersion?', 'metadata', 'spec', 'status'], {
  metadata: OBJECT_META,
  spec: struct(['finalizers?']),
  status: struct(['phase?', 'conditions?'], { conditions: struct(['type', 'status', 'lastTransitionTime', 'reason?', 'message?']) }),
});
/** Any other object with ObjectMeta. */
const GENERIC_OBJECT = struct(['kind', 'apiVersion', 'metadata'], { metadata: OBJECT_META });

const STATUS = struct(['kind?', 'apiVersion?', 'metadata', 'status?', 'message?', 'reason?', 'details', 'code?'], {
  metadata: LIST_META,
  details: struct(['name?', 'group?', 'kind?', 'uid?', 'causes?', 'retryAfterSeconds?'], { causes: struct(['reason?', 'message?', 'field?']) }),
});
const PARTIAL_OBJECT_METADATA = struct(['kind', 'apiVersion', 'metadata'], { metadata: OBJECT_META });

// admissionregistration/v1 (types.go). NamedRuleWithOperations inlines RuleWithOperations and
// Rule; pointers (paramKind, selectors, matchPolicy, scope, reason, ...) are absent when nil.
const LABEL_SELECTOR = struct(['matchLabels?', 'matchExpressions?'], { matchLabels: 'map', matchExpressions: struct(['key', 'operator', 'values?']) });
const NAMED_RULE = struct(['resourceNames?', 'operations?', 'apiGroups?', 'apiVersions?', 'resources?', 'scope']);
const MATCH_RESOURCES = struct(['namespaceSelector', 'objectSelector', 'resourceRules?', 'excludeResourceRules?', 'matchPolicy'], {
  namespaceSelector: LABEL_SELECTOR,
  objectSelector: LABEL_SELECTOR,
  resourceRules: NAMED_RULE,
  excludeResourceRules: NAMED_RULE,
});
const CONDITION = struct(['type', 'status', 'observedGeneration?', 'lastTransitionTime', 'reason', 'message']);
const VALIDATING_ADMISSION_POLICY = struct(['kind?', 'apiVersion?', 'metadata', 'spec', 'status'], {
  metadata: OBJECT_META,
  spec: struct(['paramKind', 'matchConstraints', 'validations?', 'failurePolicy', 'auditAnnotations?', 'matchConditions?', 'variables?'], {
    paramKind: struct(['apiVersion?', 'kind?']),
    matchConstraints: MATCH_RESOURCES,
    validations: struct(['expression', 'message?', 'reason', 'messageExpression?']),
    auditAnnotations: struct(['key', 'valueExpression']),
    matchConditions: struct(['name', 'expression']),
    variables: struct(['name', 'expression']),
  }),
  status: struct(['observedGeneration?', 'typeChecking', 'conditions?'], {
    typeChecking: struct(['expressionWarnings?'], { expressionWarnings: struct(['fieldRef', 'warning']) }),
    conditions: CONDITION,
  }),
});
const VALIDATING_ADMISSION_POLICY_BINDING = struct(['kind?', 'apiVersion?', 'metadata', 'spec'], {
  metadata: OBJECT_META,
  spec: struct(['policyName?', 'paramRef', 'matchResources', 'validationActions?'], {
    paramRef: struct(['name?', 'namespace?', 'selector', 'parameterNotFoundAction'], { selector: LABEL_SELECTOR }),
    matchResources: MATCH_RESOURCES,
  }),
});

/**
 * The Go struct of every served kind, by kind. Lists of the served kinds come from the resource
 * descriptors (`allResources`); a descriptor whose kind has no shape here fails at load.
 */
const RESOURCE_SHAPES: Readonly<Record<string, Shape>> = {
  Namespace: NAMESPACE,
  Lease: LEASE,
  LeaseCandidate: LEASE_CANDIDATE,
  RuntimeClass: RUNTIME_CLASS,
  ValidatingAdmissionPolicy: VALIDATING_ADMISSION_POLICY,
  ValidatingAdmissionPolicyBinding: VALIDATING_ADMISSION_POLICY_BINDING,
};

function listOf(item: Shape): Shape {
  return struct(['kind', 'apiVersion', 'metadata', 'items'], { metadata: LIST_META, items: item });
}

const BY_KIND: Record<string, Shape> = {
  Status: STATUS,
  PartialObjectMetadata: PARTIAL_OBJECT_METADATA,
};
const LISTS: Record<string, Shape> = {
  PartialObjectMetadataList: listOf(PARTIAL_OBJECT_METADATA),
};
// Create-only kinds (the self reviews) are not stored objects and keep their order.
for (const d of allResources) {
  if (d.createOnly) continue;
  const shape = RESOURCE_SHAPES[d.kind];
  if (shape === undefined) throw new Error(`go-order: no Go field order for the served kind ${d.kind} (register it in RESOURCE_SHAPES)`);
  BY_KIND[d.kind] = shape;
  LISTS[d.listKind] = listOf(shape);
}

/** A Table row's object: whatever kind it is. */
export const ANY_OBJECT: Shape = { fields: [], types: {}, omit: new Set(), typed: [], omitted: [], index: new Map() };
const TABLE = struct(['kind', 'apiVersion', 'metadata', 'columnDefinitions', 'rows'], {
  metadata: LIST_META,
  columnDefinitions: struct(['name', 'type', 'format', 'description', 'priority']),
  rows: struct(['cells', 'conditions?', 'object'], { object: ANY_OBJECT, conditions: struct(['type', 'status', 'reason', 'message']) }),
});
BY_KIND.Table = TABLE;

export function shapeOf(v: Record<string, unknown>): Shape | undefined {
  const kind = v.kind;
  if (typeof kind !== 'string') return undefined;
  const known = BY_KIND[kind] ?? LISTS[kind];
  if (known) return known;
  // Discovery documents are not API objects with ObjectMeta: left as they are.
  if (typeof v.apiVersion === 'string' && v.apiVersion.startsWith('apidiscovery.')) return undefined;
  if (kind.endsWith('List') && Array.isArray(v.items)) return listOf(GENERIC_OBJECT);
  if (typeof v.metadata === 'object' && v.metadata !== null) return GENERIC_OBJECT;
  return undefined;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Whether the keys of `o` are already in sorted (code unit) order. */
export function sortedKeys(keys: string[]): boolean {
  for (let i = 1; i < keys.length; i++) if (keys[i - 1]! > keys[i]!) return false;
  return true;
}

/** Go sorts map keys by their bytes (UTF-8); for JSON object keys code-unit order differs only beyond the BMP. */
export function orderMap(m: unknown): unknown {
  if (!isPlainObject(m)) return m;
  // A large metadata map a write has put in order (orderLargeMetadataMapsSteps): listing its
  // keys again only to confirm the order held the event loop for 40+ ms per 100k keys.
  if (largeMetadataMaps.has(m)) return m;
  const keys = Object.keys(m);
  if (sortedKeys(keys)) return m;
  const out: Record<string, unknown> = {};
  for (const k of keys.sort()) out[k] = m[k];
  return out;
}

function orderValue(v: unknown, t: Shape | 'map' | 'raw' | undefined): unknown {
  if (t === undefined || t === 'raw') return v;
  if (t === 'map') return orderMap(v);
  if (Array.isArray(v)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < v.length; i++) {
      const x = orderStruct(v[i], t);
      if (x !== v[i]) (out ??= v.slice())[i] = x;
    }
    return out ?? v;
  }
  return orderStruct(v, t);
}

export function orderStruct(v: unknown, shape: Shape): unknown {
  if (!isPlainObject(v)) return v;
  const s = shape === ANY_OBJECT ? shapeOf(v) : shape;
  if (s === undefined) return v;
  // Fast path: keys already in declaration order and no nested type changes anything.
  // for...in: no array of keys per object (the usual case needs none); an inherited
  // enumerable key only makes the check fail, and the copy below uses the own keys.
  let inOrder = true;
  let last = -1;
  for (const k in v) {
    const i = s.fields.indexOf(k);
    if (i === -1) {
      last = s.fields.length;
      continue;
    }
    if (i < last) {
      inOrder = false;
      break;
    }
    last = i;
  }
  let changed = !inOrder;
  // Emptiness is decided once per field: for a map, `for...in` enumerates every key (a
  // 100k-label map costs tens of milliseconds per look).
  let emptyOmitted: Set<string> | undefined;
  for (const k of s.omitted) {
    if (k in v && isEmptyValue(v[k])) {
      (emptyOmitted ??= new Set()).add(k);
      changed = true;
    }
  }
  // Only the nested values that ordering replaced (usually none: nothing is allocated).
  let values: Map<string, unknown> | undefined;
  for (const [k, t] of s.typed) {
    if (!(k in v)) continue;
    const x = orderValue(v[k], t);
    if (x !== v[k]) (values ??= new Map()).set(k, x);
  }
  if (!changed && values === undefined) return v;
  const out: Record<string, unknown> = {};
  for (const k of s.fields) {
    if (!(k in v)) continue;
    if (emptyOmitted?.has(k)) continue; // ordering a value never changes whether it is empty
    out[k] = values?.has(k) ? values.get(k) : v[k];
  }
  for (const k of Object.keys(v)) if (!(k in out) && !s.fields.includes(k)) out[k] = v[k];
  return out;
}

/**
 * `body` with its keys in Go's encoding/json order (a new value where the order differs; the
 * input is never changed). Bodies that are not API objects are returned as they are.
 */
export function goOrdered(body: unknown): unknown {
  if (!isPlainObject(body)) return body;
  // A watch event: {type, object}.
  if (typeof body.type === 'string' && 'object' in body && Object.keys(body).length === 2 && !('kind' in body)) {
    const object = orderStruct(body.object, ANY_OBJECT);
    return object === body.object ? body : { type: body.type, object };
  }
  return orderStruct(body, ANY_OBJECT);
}

/**
 * go-yaml v2's map key order (sorter.go keyList.Less), which sigs.k8s.io/yaml's JSON-to-YAML
 * conversion uses: letters by code point, non-letters before letters, digit runs by value.
 */
export function goYamlKeyLess(a: string, b: string): boolean {
  const ar = Array.from(a);
  const br = Array.from(b);
  let digits = false;
  for (let i = 0; i < ar.length && i < br.length; i++) {
    if (ar[i] === br[i]) {
      digits = isDigit(ar[i]!);
      continue;
    }
    const al = isLetter(ar[i]!);
    const bl = isLetter(br[i]!);
    if (al && bl) return ar[i]!.codePointAt(0)! < br[i]!.codePointAt(0)!;
    if (al || bl) return digits ? al : bl;
    let an = 0;
    let bn = 0;
    if (ar[i] === '0' || br[i] === '0') {
      for (let j = i - 1; j >= 0 && isDigit(ar[j]!); j--) {
        if (ar[j] !== '0') {
          an = 1;
          bn = 1;
          break;
        }
      }
    }
    let ai = i;
    let bi = i;
    for (; ai < ar.length && isDigit(ar[ai]!); ai++) an = an * 10 + (ar[ai]!.charCodeAt(0) - 48);
    for (; bi < br.length && isDigit(br[bi]!); bi++) bn = bn * 10 + (br[bi]!.charCodeAt(0) - 48);
    if (an !== bn) return an < bn;
    if (ai !== bi) return ai < bi;
    return ar[i]!.codePointAt(0)! < br[i]!.codePointAt(0)!;
  }
  return ar.length < br.length;
}

export function compareGoYamlKeys(a: string, b: string): number {
  return goYamlKeyLess(a, b) ? -1 : goYamlKeyLess(b, a) ? 1 : 0;
}

function isLetter(c: string): boolean {
  return /\p{L}/u.test(c);
}

function isDigit(c: string): boolean {
  return /\p{Nd}/u.test(c);
}

const BEFORE_RESOURCE_VERSION = new Set(['name', 'generateName', 'namespace', 'selfLink', 'uid']);

/**
 * ObjectMeta with `resourceVersion` set at its Go position (after uid), for stored objects,
 * which are kept in Go order without it: decoded objects then need no reordering to encode.
 */
export function withResourceVersion(meta: Record<string, unknown>, resourceVersion: string): Record<string, unknown> {
  if ('resourceVersion' in meta) {
    meta.resourceVersion = resourceVersion;
    return meta;
  }
  const out: Record<string, unknown> = {};
  let placed = false;
  for (const k in meta) {
    if (!placed && !BEFORE_RESOURCE_VERSION.has(k)) {
      out.resourceVersion = resourceVersion;
      placed = true;
    }
    out[k] = meta[k];
  }
  if (!placed) out.resourceVersion = resourceVersion;
  return out;
}

/**
 * Put `obj` itself in Go's form (order, empty omitempty fields left out), for objects about to
 * be written: what the field manager and validation see is then what Go would have decoded
 * (an emptied `labels` map is no field at all, so no manager owns `f:labels`).
 */
export function omitEmptyInPlace<T extends object>(obj: T): T {
  const ordered = goOrdered(obj);
  if (ordered !== obj && isPlainObject(ordered)) {
    for (const k of Object.keys(obj)) delete (obj as Record<string, unknown>)[k];
    Object.assign(obj, ordered);
  }
  return obj;
}

/** Maps with more keys than this are put in order in steps before a write (see below). */
const LARGE_MAP_KEYS = 4096;
/** Keys copied between pauses while a large map is rebuilt in order. */
const KEYS_PER_STEP = 4096;

/** The ObjectMeta maps that may be large (see orderLargeMetadataMaps). */
const METADATA_MAP_FIELDS = ['labels', 'annotations'] as const;

/**
 * Put the large maps of ObjectMeta (labels, annotations) of an object about to be written in
 * Go's order in steps, so that the synchronous `omitEmptyInPlace`/`goOrdered` that follow find
 * them sorted and only check them: sorting and rebuilding a 100k-key map in one go held the
 * event loop for over 200 ms. The sort itself is one step (about 50 ms for 100k keys).
 */
export function* orderLargeMetadataMapsSteps(obj: object): Generator<void, void, void> {
  const rest = orderLargeMetadataMaps(obj);
  if (rest) yield* rest;
}

/**
 * `orderLargeMetadataMapsSteps` without a generator for what needs no pause: the maps are
 * listed and counted (and a large map found sorted is registered) here; undefined when nothing
 * is left to do (every write of an ordinary object: its generator and steps were a few hundred
 * bytes of an update's garbage), else the steps that sort and rebuild the rest, starting from
 * the keys listed here (a large map is listed once, as before: listing a 100k-key map is 40 ms).
 * The steps' first step is a pause, as the generator's was right after the listing.
 */
export function orderLargeMetadataMaps(obj: object): Generator<void, void, void> | undefined {
  const meta = (obj as { metadata?: unknown }).metadata;
  if (!isPlainObject(meta)) return undefined;
  for (let f = 0; f < METADATA_MAP_FIELDS.length; f++) {
    const m = meta[METADATA_MAP_FIELDS[f]!];
    if (!isPlainObject(m)) continue;
    // Object.keys, not a for...in count: for...in lists every key of a large (dictionary) map
    // before the first iteration, so counting so would enumerate a large map twice.
    const keys = Object.keys(m);
    if (keys.length <= LARGE_MAP_KEYS) continue;
    if (sortedKeys(keys)) {
      largeMetadataMaps.set(m, keys.length);
      continue;
    }
    return orderMetadataMapsSteps(meta, f, keys);
  }
  return undefined;
}

/** The maps from METADATA_MAP_FIELDS[first] on put in order; `firstKeys`: that map's keys, listed already and not in order. */
function* orderMetadataMapsSteps(meta: Record<string, unknown>, first: number, firstKeys: string[]): Generator<void, void, void> {
  for (let f = first; f < METADATA_MAP_FIELDS.length; f++) {
    const field = METADATA_MAP_FIELDS[f]!;
    const m = meta[field];
    if (!isPlainObject(m)) continue;
    const keys = f === first ? firstKeys : Object.keys(m);
    if (keys.length <= LARGE_MAP_KEYS) continue;
    if (f !== first && sortedKeys(keys)) {
      largeMetadataMaps.set(m, keys.length);
      continue;
    }
    yield;
    keys.sort();
    yield;
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      out[keys[i]!] = m[keys[i]!];
      if (i % KEYS_PER_STEP === KEYS_PER_STEP - 1) yield;
    }
    meta[field] = out;
    largeMetadataMaps.set(out, keys.length);
  }
}

/**
 * Key counts of the large metadata maps `orderLargeMetadataMapsSteps` found in order or built,
 * so that later walks of the same write (go-order-json, goOrdered's `orderMap` and
 * `isEmptyValue`) need not enumerate them again to learn they are large, sorted and not empty.
 * A count gone stale (keys deleted since) only sends go-order-json the general way. Order and
 * emptiness are taken as registered: the maps belong to an object being written, which the
 * store keeps as is (its callers must not change it afterwards, see RegistryStore), and the
 * next write of a changed object orders and registers its maps again.
 */
const largeMetadataMaps = new WeakMap<object, number>();

/** The key count of a large metadata map `orderLargeMetadataMapsSteps` saw, if it saw it. */
export function knownMetadataMapKeys(o: object): number | undefined {
  return largeMetadataMaps.get(o);
}
