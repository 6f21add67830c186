/**
 * Field sets as structured-merge-diff v4 (fieldpath package) defines them: a trie of path
 * elements where each node records which children are *members* (owned leaves or owned
 * nodes) and which have *children* of their own. Ported semantics:
 *
 * - Path elements (`PathElement`) are a struct field or map key (`field`), a list-map item
 *   identified by its key fields (`key`), a set item identified by its value (`value`), or an
 *   atomic list index (`index`). They order as field < key < value < index, then by name,
 *   key list, value (`value.Compare`: number < string < bool < list < map < null), index.
 * - Printing (`pathToString`) is SMD's `Path.String()`: `.name`, `[k1="v",k2=1]`, `[=v]`,
 *   `[3]`, concatenated; map keys print like fields (`.metadata.labels.app`).
 * - FieldsV1 (wire.md §8.2): an object whose keys are `f:<name>`, `k:<json of sorted keys>`,
 *   `v:<json>`, `i:<n>`; a leaf is `{}`; `"."` marks a node that is both a member and has
 *   children. Keys are emitted in path-element order with `"."` first. Decoding ignores
 *   keys with an unknown prefix, as SMD does.
 * - `difference` is SMD's non-recursive difference (a member of the right side removes only
 *   that member, not the children under it); `recursiveDifference` also removes children.
 *
 * Sets are values: every operation returns a new set and never changes its operands. Only
 * `insert` mutates, and it is meant for building a set (never call it on a set returned by
 * an operation: results share unchanged sub-sets with their operands, which keeps union and
 * difference proportional to what differs rather than to the size of both sets).
 */
import { drain, Ticker, type Steps } from './work-slices.js';
import { compareGoStrings, goJsonString, goQuote, isJsonObject, type JsonObject, type JsonValue } from '../patch/json-value.js';

/** One named field of a list-map key (`[name="c1"]`). */
export interface KeyField {
  readonly name: string;
  readonly value: JsonValue;
}

export type PathElement =
  | { readonly kind: 'field'; readonly name: string }
  | { readonly kind: 'key'; readonly fields: readonly KeyField[] }
  | { readonly kind: 'value'; readonly value: JsonValue }
  | { readonly kind: 'index'; readonly index: number };

export type FieldPath = readonly PathElement[];

/** Constructors for path elements. `key` sorts its fields by name, as SMD's FieldList does. */
export const pe = {
  field: (name: string): PathElement => ({ kind: 'field', name }),
  key: (fields: Readonly<Record<string, JsonValue>> | readonly KeyField[]): PathElement => {
    const list: KeyField[] = Array.isArray(fields)
      ? [...(fields as readonly KeyField[])]
      : Object.keys(fields).map((name) => ({ name, value: (fields as Readonly<Record<string, JsonValue>>)[name]! }));
    list.sort((a, b) => compareGoStrings(a.name, b.name));
    return { kind: 'key', fields: list };
  },
  value: (value: JsonValue): PathElement => ({ kind: 'value', value }),
  index: (index: number): PathElement => ({ kind: 'index', index }),
};

/** Shorthand for a path of field names: `fieldPath('spec', 'leaseName')`. */
export function fieldPath(...names: string[]): FieldPath {
  return names.map((n) => pe.field(n));
}

// ---------------------------------------------------------------------------------------
// Value order and printing (SMD value package).

function typeRank(v: JsonValue): number {
  if (typeof v === 'number') return 0;
  if (typeof v === 'string') return 1;
  if (typeof v === 'boolean') return 2;
  if (Array.isArray(v)) return 3;
  if (v !== null) return 4;
  return 5;
}

/** SMD `value.Compare`: a total order over JSON values. */
export function compareValues(a: JsonValue, b: JsonValue): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (ra) {
    case 0:
      return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
    case 1:
      return compareGoStrings(a as string, b as string);
    case 2:
      return a === b ? 0 : a ? 1 : -1;
    case 3: {
      const la = a as JsonValue[];
      const lb = b as JsonValue[];
      for (let i = 0; i < Math.min(la.length, lb.length); i++) {
        const c = compareValues(la[i]!, lb[i]!);
        if (c !== 0) return c;
      }
      return la.length - lb.length === 0 ? 0 : la.length < lb.length ? -1 : 1;
    }
    case 4: {
      const ma = a as JsonObject;
      const mb = b as JsonObject;
      const ka = Object.keys(ma).sort(compareGoStrings);
      const kb = Object.keys(mb).sort(compareGoStrings);
      for (let i = 0; i < Math.min(ka.length, kb.length); i++) {
        const c = compareGoStrings(ka[i]!, kb[i]!);
        if (c !== 0) return c;
        const d = compareValues(ma[ka[i]!]!, mb[kb[i]!]!);
        if (d !== 0) return d;
      }
      return ka.length === kb.length ? 0 : ka.length < kb.length ? -1 : 1;
    }
    default:
      return 0;
  }
}

/** SMD `value.ToString`: strings `%q`, numbers and bools `%v`, null `null`. */
export function valueToString(v: JsonValue): string {
  if (v === null) return 'null';
  if (typeof v === 'string') return goQuote(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return '[' + v.map(valueToString).join(',') + ']';
  return Object.keys(v)
    .map((k) => `${k}=${valueToString(v[k]!)}`)
    .join('');
}

export function comparePathElements(a: PathElement, b: PathElement): number {
  const rank = { field: 0, key: 1, value: 2, index: 3 } as const;
  if (a.kind !== b.kind) return rank[a.kind] < rank[b.kind] ? -1 : 1;
  switch (a.kind) {
    case 'field':
      return compareGoStrings(a.name, (b as typeof a).name);
    case 'key': {
      const fa = a.fields;
      const fb = (b as typeof a).fields;
      for (let i = 0; ; i++) {
        if (i >= fa.length && i >= fb.length) return 0;
        if (i >= fa.length) return -1;
        if (i >= fb.length) return 1;
        const c = compareGoStrings(fa[i]!.name, fb[i]!.name);
        if (c !== 0) return c;
        const d = compareValues(fa[i]!.value, fb[i]!.value);
        if (d !== 0) return d;
      }
    }
    case 'value':
      return compareValues((a as { value: JsonValue }).value, (b as { value: JsonValue }).value);
    case 'index': {
      const ia = a.index;
      const ib = (b as typeof a).index;
      return ia < ib ? -1 : ia > ib ? 1 : 0;
    }
  }
}

const SURROGATE = /[\ud800-\udfff]/;

/** Members sorted in one piece at most; larger levels are sorted in chunks and merged in steps. */
const SORT_CHUNK = 8192;

/**
 * Path elements in `comparePathElements` order. Levels of one kind named by plain strings
 * (struct fields and map keys, or a set of strings) are sorted on the strings themselves:
 * without surrogates, UTF-16 code unit order is Go's byte order, and a plain comparison is
 * much cheaper than the general comparator on large sets.
 */
export function sortPathElements(list: PathElement[]): PathElement[] {
  if (list.length < 2) return list;
  const kind = list[0]!.kind;
  const names: string[] = [];
  for (const p of list) {
    const name = p.kind !== kind ? undefined : p.kind === 'field' ? p.name : p.kind === 'value' && typeof p.value === 'string' ? p.value : undefined;
    if (name === undefined || SURROGATE.test(name)) return list.sort(comparePathElements);
    names.push(name);
  }
  // Members of one level are unique by name, so the names can be sorted on their own with
  // the engine's default (code unit) order, far cheaper than a comparator callback.
  const byName = new Map<string, PathElement>();
  for (let i = 0; i < list.length; i++) byName.set(names[i]!, list[i]!);
  if (byName.size !== list.length) return list.sort(comparePathElements);
  names.sort();
  return names.map((n) => byName.get(n)!);
}

/** SMD `PathElement.String()`. */
export function pathElementToString(p: PathElement): string {
  switch (p.kind) {
    case 'field':
      return '.' + p.name;
    case 'key':
      return '[' + p.fields.map((f) => `${f.name}=${valueToString(f.value)}`).join(',') + ']';
    case 'value':
      return `[=${valueToString(p.value)}]`;
    case 'index':
      return `[${p.index}]`;
  }
}

/** SMD `Path.String()`, e.g. `.spec.leaseName`, `.metadata.ownerReferences[uid="u1"]`. */
export function pathToString(path: FieldPath): string {
  return path.map(pathElementToString).join('');
}

// ---------------------------------------------------------------------------------------
// FieldsV1 path element keys.

/** Strings Go's encoder writes verbatim between quotes (no escapes, no HTML-unsafe runes). */
const PLAIN_JSON_STRING = /^[^"\\\u0000-\u001f<>&\u2028\u2029\ud800-\udfff]*$/;

/** `goJsonString(s)` (Go's JSON encoding of a string), without a per-character loop for plain strings. */
export function goJsonQuoted(s: string): string {
  // The common case without a per-character loop: keys are hot when building large sets.
  return PLAIN_JSON_STRING.test(s) ? '"' + s + '"' : goJsonString(s);
}

function goJson(v: JsonValue): string {
  if (typeof v === 'string') return goJsonQuoted(v);
  if (Array.isArray(v)) return '[' + v.map(goJson).join(',') + ']';
  if (isJsonObject(v)) {
    return '{' + Object.keys(v).sort(compareGoStrings).map((k) => `${goJsonString(k)}:${goJson(v[k]!)}`).join(',') + '}';
  }
  return JSON.stringify(v);
}

/** The FieldsV1 key of a path element: `f:name`, `k:{"name":"c1"}`, `v:"x"`, `i:0`. */
export function serializePathElement(p: PathElement): string {
  switch (p.kind) {
    case 'field':
      return 'f:' + p.name;
    case 'key':
      return 'k:{' + p.fields.map((f) => `${goJsonQuoted(f.name)}:${goJson(f.value)}`).join(',') + '}';
    case 'value':
      return 'v:' + goJson(p.value);
    case 'index':
      return 'i:' + String(p.index);
  }
}

/** A malformed FieldsV1 document or path element key. */
export class FieldsV1Error extends Error {
  readonly code = 'ERR_FIELDS_V1' as const;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FieldsV1Error';
  }
}

/**
 * Parse a FieldsV1 key. Returns undefined for an unknown prefix (SMD skips those);
 * throws `FieldsV1Error` when a known prefix has a malformed payload.
 */
export function parsePathElement(s: string): PathElement | undefined {
  const prefix = s.slice(0, 2);
  const body = s.slice(2);
  switch (prefix) {
    case 'f:':
      return pe.field(body);
    case 'v:':
      return pe.value(parseJsonPayload(s, body));
    case 'k:': {
      const obj = parseJsonPayload(s, body);
      if (!isJsonObject(obj)) throw new FieldsV1Error(`parsing key as path element: expected an object in ${JSON.stringify(s)}`);
      return pe.key(obj);
    }
    case 'i:': {
      if (!/^-?\d+$/.test(body)) throw new FieldsV1Error(`parsing key as path element: invalid index in ${JSON.stringify(s)}`);
      return pe.index(Number(body));
    }
    default:
      return undefined;
  }
}

function parseJsonPayload(key: string, body: string): JsonValue {
  try {
    return JSON.parse(body) as JsonValue;
  } catch (err) {
    throw new FieldsV1Error(`parsing key as path element: ${(err as Error).message} in ${JSON.stringify(key)}`, { cause: err });
  }
}

// ---------------------------------------------------------------------------------------
// The set.

interface ChildNode {
  readonly pe: PathElement;
  readonly set: FieldSet;
}

/** A set of field paths (see module comment). */
export class FieldSet {
  /** Owned path elements at this level, by FieldsV1 key. */
  private readonly members: Map<string, PathElement> = new Map();
  /** Sub-sets, by FieldsV1 key. Never empty sets. */
  private readonly children = new Map<string, ChildNode>();

  static empty(): FieldSet {
    return new FieldSet();
  }

  static of(...paths: FieldPath[]): FieldSet {
    const s = new FieldSet();
    for (const p of paths) s.insert(p);
    return s;
  }

  /** Add `path` as a member. The empty path is ignored (the root is never a member). */
  insert(path: FieldPath): this {
    if (path.length === 0) return this;
    let node: FieldSet = this;
    for (let i = 0; i < path.length - 1; i++) node = node.descend(path[i]!);
    const last = path[path.length - 1]!;
    node.members.set(serializePathElement(last), last);
    return this;
  }

  /** Add `prefix + [e]` as a member for every `e` (one descent for the lot; for building). */
  insertAll(prefix: FieldPath, elements: readonly PathElement[]): this {
    if (elements.length === 0) return this;
    let node: FieldSet = this;
    for (const p of prefix) node = node.descend(p);
    for (const e of elements) node.members.set(serializePathElement(e), e);
    return this;
  }

  /** `insertAll` as steps that pause on `ticker` (a set of 200,000 members takes a while). */
  *insertAllSteps(prefix: FieldPath, elements: readonly PathElement[], ticker: Ticker): Steps<this> {
    if (elements.length === 0) return this;
    let node: FieldSet = this;
    for (const p of prefix) node = node.descend(p);
    for (const e of elements) {
      if (ticker.tick()) yield;
      node.members.set(serializePathElement(e), e);
    }
    return this;
  }

  private descend(p: PathElement): FieldSet {
    const k = serializePathElement(p);
    let c = this.children.get(k);
    if (!c) {
      c = { pe: p, set: new FieldSet() };
      this.children.set(k, c);
    }
    return c.set;
  }

  /** Whether `path` is a member. */
  has(path: FieldPath): boolean {
    if (path.length === 0) return false;
    let node: FieldSet | undefined = this;
    for (let i = 0; i < path.length - 1 && node; i++) node = node.children.get(serializePathElement(path[i]!))?.set;
    return node ? node.members.has(serializePathElement(path[path.length - 1]!)) : false;
  }

  /** Whether `p` is a member at this level. */
  hasMember(p: PathElement): boolean {
    return this.members.has(serializePathElement(p));
  }

  /** The sub-set under `p` (SMD `WithPrefix` for one element); empty when there is none. */
  withPrefix(p: PathElement): FieldSet {
    return this.children.get(serializePathElement(p))?.set ?? new FieldSet();
  }

  /** The sub-set under `p`, or undefined when `p` has no children. */
  child(p: PathElement): FieldSet | undefined {
    return this.children.get(serializePathElement(p))?.set;
  }

  isEmpty(): boolean {
    if (this.members.size > 0) return false;
    for (const c of this.children.values()) if (!c.set.isEmpty()) return false;
    return true;
  }

  /** Number of members and children at this level (SMD `Size`). */
  get size(): number {
    return this.members.size + this.children.size;
  }

  /** Members at this level in path-element order. */
  memberElements(): PathElement[] {
    return sortPathElements([...this.members.values()]);
  }

  /** `memberElements` as steps: a large level is sorted in chunks and merged, pausing on `ticker`. */
  *memberElementsSteps(ticker: Ticker): Steps<PathElement[]> {
    const all = [...this.members.values()];
    if (all.length <= SORT_CHUNK) return sortPathElements(all);
    let runs: PathElement[][] = [];
    for (let i = 0; i < all.length; i += SORT_CHUNK) {
      runs.push(sortPathElements(all.slice(i, i + SORT_CHUNK)));
      yield;
    }
    while (runs.length > 1) {
      const merged: PathElement[][] = [];
      for (let i = 0; i < runs.length; i += 2) {
        const a = runs[i]!;
        const b = runs[i + 1];
        if (!b) {
          merged.push(a);
          continue;
        }
        const out: PathElement[] = new Array(a.length + b.length);
        let ai = 0;
        let bi = 0;
        let o = 0;
        while (ai < a.length && bi < b.length) {
          if (ticker.tick()) yield;
          out[o++] = comparePathElements(a[ai]!, b[bi]!) <= 0 ? a[ai++]! : b[bi++]!;
        }
        while (ai < a.length) out[o++] = a[ai++]!;
        while (bi < b.length) out[o++] = b[bi++]!;
        merged.push(out);
      }
      runs = merged;
    }
    return runs[0]!;
  }

  /** Children at this level in path-element order. */
  childElements(): { pe: PathElement; set: FieldSet }[] {
    return [...this.children.values()].sort((a, b) => comparePathElements(a.pe, b.pe)).map((c) => ({ pe: c.pe, set: c.set }));
  }

  private constructor(members?: Map<string, PathElement>) {
    if (members) this.members = members;
  }

  private static withChild(out: FieldSet, key: string, p: PathElement, set: FieldSet): void {
    if (!set.isEmpty()) out.children.set(key, { pe: p, set });
  }

  union(other: FieldSet): FieldSet {
    if (other.isEmpty()) return this;
    if (this.isEmpty()) return other;
    const out = new FieldSet(new Map(this.members));
    for (const [k, v] of other.members) out.members.set(k, v);
    for (const [k, c] of this.children) out.children.set(k, c);
    for (const [k, c] of other.children) {
      const mine = this.children.get(k);
      FieldSet.withChild(out, k, c.pe, mine ? mine.set.union(c.set) : c.set);
    }
    return out;
  }

  intersection(other: FieldSet): FieldSet {
    const out = new FieldSet();
    for (const [k, v] of this.members) if (other.members.has(k)) out.members.set(k, v);
    for (const [k, c] of this.children) {
      const theirs = other.children.get(k);
      if (theirs) FieldSet.withChild(out, k, c.pe, c.set.intersection(theirs.set));
    }
    return out;
  }

  /** SMD `Difference`: members of `other` remove members only; children subtract recursively. */
  difference(other: FieldSet): FieldSet {
    if (other.isEmpty() || this.isEmpty()) return this;
    const out = new FieldSet(FieldSet.membersWithout(this.members, other.members));
    for (const [k, c] of this.children) {
      const theirs = other.children.get(k);
      if (theirs) FieldSet.withChild(out, k, c.pe, c.set.difference(theirs.set));
      else out.children.set(k, c);
    }
    return out;
  }

  /** `mine` without the keys of `theirs`, visiting the smaller of the two when it can. */
  private static membersWithout(mine: Map<string, PathElement>, theirs: Map<string, PathElement>): Map<string, PathElement> {
    if (theirs.size === 0) return new Map(mine);
    if (theirs.size < mine.size) {
      const out = new Map(mine);
      for (const k of theirs.keys()) out.delete(k);
      return out;
    }
    const out = new Map<string, PathElement>();
    for (const [k, v] of mine) if (!theirs.has(k)) out.set(k, v);
    return out;
  }

  /** SMD `RecursiveDifference`: a member of `other` also removes everything under it. */
  recursiveDifference(other: FieldSet): FieldSet {
    if (other.isEmpty() || this.isEmpty()) return this;
    const out = new FieldSet(FieldSet.membersWithout(this.members, other.members));
    for (const [k, c] of this.children) {
      if (other.members.has(k)) continue;
      const theirs = other.children.get(k);
      if (theirs) FieldSet.withChild(out, k, c.pe, c.set.recursiveDifference(theirs.set));
      else out.children.set(k, c);
    }
    return out;
  }

  /** Whether the set has at most `limit` members and children in all (SMD `Size` summed over levels); stops counting past `limit`. */
  hasAtMost(limit: number): boolean {
    return this.countUpTo(limit) <= limit;
  }

  private countUpTo(limit: number): number {
    let n = this.members.size + this.children.size;
    for (const c of this.children.values()) {
      if (n > limit) break;
      n += c.set.countUpTo(limit - n);
    }
    return n;
  }

  /** Whether some member of this set is a member of `other` (`!intersection(other).isEmpty()`, allocating nothing). */
  intersects(other: FieldSet): boolean {
    for (const k of this.members.keys()) if (other.members.has(k)) return true;
    for (const [k, c] of this.children) {
      const theirs = other.children.get(k);
      if (theirs && c.set.intersects(theirs.set)) return true;
    }
    return false;
  }

  /**
   * Whether every member of this set is a member of `other` (so `other.union(this)` has the
   * same members as `other`). Walks this set only; allocates nothing.
   */
  isSubsetOf(other: FieldSet): boolean {
    if (this === other) return true;
    for (const k of this.members.keys()) if (!other.members.has(k)) return false;
    for (const [k, c] of this.children) {
      const theirs = other.children.get(k);
      if (theirs) {
        if (!c.set.isSubsetOf(theirs.set)) return false;
      } else if (!c.set.isEmpty()) return false;
    }
    return true;
  }

  equals(other: FieldSet): boolean {
    return JSON.stringify(this.toFieldsV1()) === JSON.stringify(other.toFieldsV1());
  }

  /** Every member path: this level's members first, then each child's, in path-element order (SMD `Iterate`). */
  paths(): FieldPath[] {
    const out: FieldPath[] = [];
    const walk = (s: FieldSet, prefix: PathElement[]): void => {
      for (const m of s.memberElements()) out.push([...prefix, m]);
      for (const c of s.childElements()) walk(c.set, [...prefix, c.pe]);
    };
    walk(this, []);
    return out;
  }

  /** SMD `Set.String()`: one path per line. */
  toString(): string {
    return this.paths().map(pathToString).join('\n');
  }

  /** The FieldsV1 encoding (wire.md §8.2). */
  toFieldsV1(): JsonObject {
    return drain(this.toFieldsV1Steps());
  }

  /** `toFieldsV1` as yielding steps (see work-slices.ts). */
  toFieldsV1Steps(): Steps<JsonObject> {
    return this.emit(false, new Ticker());
  }

  private *emit(includeSelf: boolean, ticker: Ticker): Steps<JsonObject> {
    const out: JsonObject = {};
    if (includeSelf && !this.isEmpty()) out['.'] = {};
    const members = yield* this.memberElementsSteps(ticker);
    yield;
    const children = this.childElements().filter((c) => !c.set.isEmpty());
    let mi = 0;
    let ci = 0;
    while (mi < members.length || ci < children.length) {
      if (ticker.tick()) yield;
      const m = members[mi];
      const c = children[ci];
      const cmp = m && c ? comparePathElements(m, c.pe) : m ? -1 : 1;
      if (cmp < 0) {
        out[serializePathElement(m!)] = {};
        mi++;
      } else if (cmp > 0) {
        out[serializePathElement(c!.pe)] = yield* c!.set.emit(false, ticker);
        ci++;
      } else {
        out[serializePathElement(c!.pe)] = yield* c!.set.emit(true, ticker);
        mi++;
        ci++;
      }
    }
    return out;
  }

  /** Decode FieldsV1 (an object, or its JSON text). Throws `FieldsV1Error` on malformed input. */
  static fromFieldsV1(fields: unknown): FieldSet {
    let doc = fields;
    if (typeof doc === 'string') {
      try {
        doc = JSON.parse(doc);
      } catch (err) {
        throw new FieldsV1Error(`parsing JSON: ${(err as Error).message}`, { cause: err });
      }
    }
    if (!isJsonObject(doc)) throw new FieldsV1Error('parsing JSON: FieldsV1 must be an object');
    return FieldSet.read(doc).children;
  }

  /** `readIterV1`: the children of one FieldsV1 node and whether the node itself is a member. */
  private static read(obj: JsonObject): { children: FieldSet; isMember: boolean } {
    const set = new FieldSet();
    let isMember = false;
    let hasChildren = false;
    for (const key of Object.keys(obj)) {
      if (key === '.') {
        isMember = true;
        continue;
      }
      const p = parsePathElement(key);
      if (!p) continue;
      const v = obj[key];
      if (!isJsonObject(v)) throw new FieldsV1Error(`parsing JSON: value of ${JSON.stringify(key)} must be an object`);
      const sub = FieldSet.read(v);
      if (sub.isMember) {
        set.members.set(serializePathElement(p), p);
        hasChildren = true;
      }
      if (!sub.children.isEmpty()) {
        set.children.set(serializePathElement(p), { pe: p, set: sub.children });
        hasChildren = true;
      }
    }
    if (!hasChildren) isMember = true;
    return { children: set, isMember };
  }
}
