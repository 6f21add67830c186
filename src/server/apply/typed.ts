/**
 * Objects read through their structural schema, as structured-merge-diff v4's `typed`
 * package does: validation, `ToFieldSet`, `Compare`, `Merge`, `RemoveItems`,
 * `EnsureNamedFieldsAreMembers` and `ReconcileFieldSetWithSchema`.
 *
 * Schema mapping (kube's OpenAPI -> SMD conversion):
 * - `type: array` is a list: `x-kubernetes-list-type: atomic` (a single leaf), `set` (items
 *   keyed by value), `map` (items keyed by `x-kubernetes-list-map-keys`); without a list type,
 *   `x-kubernetes-patch-strategy: merge` makes it a map list keyed by the patch merge key (or a
 *   set for scalars), otherwise it is atomic.
 * - `type: object` with `properties` is a struct, with `additionalProperties` a map;
 *   `x-kubernetes-map-type: atomic` makes either a single leaf; otherwise it is granular.
 *   An object schema with neither is untyped (deduced from the value).
 * - Everything else is a scalar; a schema without a type is deduced from the value
 *   (scalars are leaves, lists atomic, objects granular).
 *
 * Values are plain JSON; `undefined` means "absent" (SMD's nil Value) and is distinct from
 * JSON `null`.
 */
import { componentSchemas, resolveSchema, type SchemaObject } from '../../meta/schema.js';
import { goFormatValue, goTypeName, hasKey, isJsonObject, jsonEqual, setKey, type JsonObject, type JsonValue } from '../patch/json-value.js';
import { FieldSet, pathElementToString, pathToString, pe, serializePathElement, type FieldPath, type PathElement } from './fieldset.js';
import { drain, hasAtMostMembers, Ticker, type Steps } from './work-slices.js';

/** A position in the schema; `null` is the deduced (untyped) type. */
export type TypeRef = SchemaObject | null;

type ScalarKind = 'string' | 'numeric' | 'boolean' | 'untyped';

interface ScalarAtom {
  readonly kind: 'scalar';
  readonly scalar: ScalarKind;
}
interface ListAtom {
  readonly kind: 'list';
  readonly element: TypeRef;
  /** Atomic lists are one leaf; otherwise items are associative (keyed, or a set when `keys` is empty). */
  readonly atomic: boolean;
  readonly keys: readonly string[];
}
interface MapAtom {
  readonly kind: 'map';
  readonly fields: ReadonlyMap<string, TypeRef>;
  /** Type of undeclared keys; `undefined` for structs (undeclared keys are errors). */
  readonly element: TypeRef | undefined;
  readonly atomic: boolean;
}
interface DeducedAtom {
  readonly kind: 'deduced';
}
type Atom = ScalarAtom | ListAtom | MapAtom | DeducedAtom;
type ConcreteAtom = ScalarAtom | ListAtom | MapAtom;

const UNTYPED_SCALAR: ScalarAtom = { kind: 'scalar', scalar: 'untyped' };
const DEDUCED_LIST: ListAtom = { kind: 'list', element: null, atomic: true, keys: [] };
const DEDUCED_MAP: MapAtom = { kind: 'map', fields: new Map(), element: null, atomic: false };

/** One validation problem, printed like SMD's `ValidationError` (`<path>: <message>`). */
export interface TypedValueProblem {
  readonly path: string;
  readonly message: string;
}

/** An object that does not conform to its schema. `message` is SMD's `ValidationErrors.Error()`. */
export class TypedValueError extends Error {
  readonly code = 'ERR_TYPED_VALUE' as const;
  readonly problems: readonly TypedValueProblem[];
  constructor(problems: readonly TypedValueProblem[]) {
    const text = (p: TypedValueProblem): string => (p.path ? `${p.path}: ${p.message}` : p.message);
    super(problems.length === 1 ? text(problems[0]!) : ['errors:', ...problems.map((p) => '  ' + text(p))].join('\n'));
    this.name = 'TypedValueError';
    this.problems = problems;
  }
}

/** The schema set objects are read against, with memoised atoms. */
export class TypeSystem {
  private readonly atoms = new WeakMap<SchemaObject, Atom>();

  constructor(readonly schemas: Readonly<Record<string, SchemaObject>> = componentSchemas) {}

  /** The root type of schema `name`; throws for an unknown name. */
  root(name: string): TypeRef {
    const s = this.schemas[name];
    if (!s) throw new Error(`unknown schema ${name}`);
    return s;
  }

  atom(ref: TypeRef): Atom {
    if (ref === null) return { kind: 'deduced' };
    let a = this.atoms.get(ref);
    if (!a) {
      a = this.compute(ref);
      this.atoms.set(ref, a);
    }
    return a;
  }

  private compute(wrapper: SchemaObject): Atom {
    const r = resolveSchema(this.schemas, wrapper);
    const mapType = wrapper['x-kubernetes-map-type'] ?? r['x-kubernetes-map-type'];
    const listType = wrapper['x-kubernetes-list-type'] ?? r['x-kubernetes-list-type'];
    if (r.type === 'array') {
      const element: TypeRef = r.items && !isUntypedSchema(this.schemas, r.items) ? r.items : null;
      if (listType === 'atomic') return { kind: 'list', element, atomic: true, keys: [] };
      if (listType === 'set') return { kind: 'list', element, atomic: false, keys: [] };
      if (listType === 'map') {
        const keys = wrapper['x-kubernetes-list-map-keys'] ?? r['x-kubernetes-list-map-keys'] ?? [];
        return { kind: 'list', element, atomic: false, keys };
      }
      const strategy = wrapper['x-kubernetes-patch-strategy'] ?? r['x-kubernetes-patch-strategy'] ?? '';
      if (strategy.split(',').includes('merge')) {
        const key = wrapper['x-kubernetes-patch-merge-key'] ?? r['x-kubernetes-patch-merge-key'];
        return { kind: 'list', element, atomic: false, keys: key ? [key] : [] };
      }
      return { kind: 'list', element, atomic: true, keys: [] };
    }
    if (r.type === 'object' || r.properties) {
      const fields = new Map<string, TypeRef>();
      for (const [k, v] of Object.entries(r.properties ?? {})) fields.set(k, v);
      let element: TypeRef | undefined;
      if (typeof r.additionalProperties === 'object') element = r.additionalProperties;
      else if (r.additionalProperties === true || !r.properties) element = null;
      return { kind: 'map', fields, element, atomic: mapType === 'atomic' };
    }
    switch (r.type) {
      case 'string':
        return { kind: 'scalar', scalar: 'string' };
      case 'integer':
      case 'number':
        return { kind: 'scalar', scalar: 'numeric' };
      case 'boolean':
        return { kind: 'scalar', scalar: 'boolean' };
      default:
        return { kind: 'deduced' };
    }
  }
}

function isUntypedSchema(schemas: Readonly<Record<string, SchemaObject>>, s: SchemaObject): boolean {
  const r = resolveSchema(schemas, s);
  return !r.type && !r.properties && !r.items;
}

/**
 * Values with at most this many members (object keys and list items, all levels) are walked
 * by the plain recursive walkers: a generator per node costs several times the node's work
 * (25 µs against 3 µs comparing two LeaseCandidates), and a value this small is walked in well
 * under a slice anyway. Larger values are walked as steps that pause (see work-slices.ts).
 */
export const SMALL_VALUE_MEMBERS = 1024;

/** SMD `deduceAtom` for the untyped type: pick the shape from the value. */
function concrete(a: Atom, v: JsonValue | undefined): ConcreteAtom {
  if (a.kind !== 'deduced') return a;
  if (Array.isArray(v)) return DEDUCED_LIST;
  if (isJsonObject(v)) return DEDUCED_MAP;
  return UNTYPED_SCALAR;
}

function fieldType(m: MapAtom, key: string): TypeRef | undefined {
  return m.fields.has(key) ? m.fields.get(key)! : m.element;
}

type ListItemPE = { readonly ok: true; readonly pe: PathElement } | { readonly ok: false; readonly message: string };

/** SMD `listItemToPathElement`. */
function listItemToPathElement(list: ListAtom, index: number, child: JsonValue): ListItemPE {
  if (list.atomic) return { ok: true, pe: pe.index(index) };
  if (list.keys.length > 0) {
    if (child === null) return { ok: false, message: 'associative list with keys may not have a null element' };
    if (!isJsonObject(child)) return { ok: false, message: 'associative list with keys may not have non-map elements' };
    const fields: Record<string, JsonValue> = {};
    for (const k of list.keys) {
      if (!hasKey(child, k)) {
        return { ok: false, message: `associative list with keys has an element that omits key field "${k}" (and doesn't have default value)` };
      }
      fields[k] = child[k]!;
    }
    return { ok: true, pe: pe.key(fields) };
  }
  if (isJsonObject(child)) return { ok: false, message: "associative list without keys has an element that's a map type" };
  if (Array.isArray(child)) return { ok: false, message: 'not supported: associative list with lists as elements' };
  if (child === null) return { ok: false, message: "associative list without keys has an element that's an explicit null" };
  return { ok: true, pe: pe.value(child) };
}

/** `%v` of an SMD value.Value (a pointer to a struct holding the value). */
function valueV(v: JsonValue): string {
  return `&{${goFormatValue(v)}}`;
}

/** `%#v` of an SMD value.Value. */
function valueSharpV(v: JsonValue): string {
  const sharp = (x: JsonValue): string => {
    if (x === null) return 'interface {}(nil)';
    if (typeof x === 'string') return JSON.stringify(x);
    if (typeof x === 'number' || typeof x === 'boolean') return goFormatValue(x);
    if (Array.isArray(x)) return `[]interface {}{${x.map(sharp).join(', ')}}`;
    return `map[string]interface {}{${Object.keys(x)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${sharp(x[k]!)}`)
      .join(', ')}}`;
  };
  return `&value.valueUnstructured{Value:${sharp(v)}}`;
}

function scalarProblem(kind: ScalarKind, v: JsonValue): string | undefined {
  if (v === null) return undefined;
  switch (kind) {
    case 'numeric':
      return typeof v === 'number' ? undefined : `expected numeric (int or float), got ${goTypeName(v)}`;
    case 'string':
      return typeof v === 'string' ? undefined : `expected string, got ${valueSharpV(v)}`;
    case 'boolean':
      return typeof v === 'boolean' ? undefined : `expected boolean, got ${valueV(v)}`;
    case 'untyped':
      return typeof v === 'object' ? `expected any scalar, got ${valueV(v)}` : undefined;
  }
}

/**
 * Read-only operations on values of one type system. Every method is pure: inputs are never
 * mutated and results share no structure with them.
 */
export class Typed {
  constructor(readonly types: TypeSystem = new TypeSystem()) {}

  // ---- validation (SMD validatingObjectWalker) -----------------------------------------

  /** Schema problems of `value`; duplicate list keys are problems unless `allowDuplicates`. */
  validate(value: JsonValue, ref: TypeRef, options: { allowDuplicates?: boolean } = {}): TypedValueProblem[] {
    return this.validateSync(value, ref, options.allowDuplicates ?? false);
  }

  /** `validate` as yielding steps (see work-slices.ts). */
  *validateSteps(value: JsonValue, ref: TypeRef, options: { allowDuplicates?: boolean } = {}): Steps<TypedValueProblem[]> {
    const allowDup = options.allowDuplicates ?? false;
    if (hasAtMostMembers(value, SMALL_VALUE_MEMBERS)) return this.validateSync(value, ref, allowDup);
    // Counting may have enumerated a large map: a step of its own (the walk enumerates it again).
    yield;
    const problems: TypedValueProblem[] = [];
    const ticker = new Ticker();
    const self = this;
    const walk = function* (v: JsonValue, r: TypeRef, path: PathElement[]): Steps<void> {
      if (ticker.tick()) yield;
      const a = concrete(self.types.atom(r), v);
      // Printed only when there is a problem: printing every node's path is quadratic in depth
      // and dominates large values.
      const at = (): string => pathToString(path);
      if (a.kind === 'scalar') {
        const p = scalarProblem(a.scalar, v);
        if (p) problems.push({ path: at(), message: p });
        return;
      }
      if (v === null) return;
      if (a.kind === 'list') {
        if (!Array.isArray(v)) {
          problems.push({ path: at(), message: `expected list, got ${valueV(v)}` });
          return;
        }
        const setElement = self.scalarSetElement(a, v);
        if (setElement) {
          // A set of scalars (finalizers): the generic walk's problems, without a path element,
          // key string and path copy per item.
          const seenValues = allowDup ? undefined : new Set<JsonValue>();
          for (const child of v) {
            if (ticker.tick()) yield;
            if (seenValues) {
              if (seenValues.has(child)) problems.push({ path: at(), message: `duplicate entries for key ${pathElementToString(pe.value(child))}` });
              seenValues.add(child);
            }
            const p = scalarProblem(setElement.scalar, child);
            if (p) problems.push({ path: pathToString([...path, pe.value(child)]), message: p });
          }
          return;
        }
        const seen = new Set<string>();
        for (let i = 0; i < v.length; i++) {
          const child = v[i]!;
          let p: PathElement;
          if (a.atomic) p = pe.index(i);
          else {
            const r2 = listItemToPathElement(a, i, child);
            if (!r2.ok) {
              problems.push({ path: at(), message: `element ${i}: ${r2.message}` });
              return;
            }
            p = r2.pe;
            const k = serializePathElement(p);
            if (seen.has(k) && !allowDup) problems.push({ path: at(), message: `duplicate entries for key ${pathElementToString(p)}` });
            seen.add(k);
          }
          yield* walk(child, a.element, [...path, p]);
        }
        return;
      }
      if (!isJsonObject(v)) {
        problems.push({ path: at(), message: `expected map, got ${valueV(v)}` });
        return;
      }
      const mapElement = self.scalarMapElement(a);
      if (mapElement) {
        // A map of scalars (labels, annotations): no path copy per key.
        for (const key of Object.keys(v)) {
          if (ticker.tick()) yield;
          const p = scalarProblem(mapElement.scalar, v[key]!);
          if (p) problems.push({ path: at() + pathElementToString(pe.field(key)), message: p });
        }
        return;
      }
      for (const key of Object.keys(v)) {
        const t = fieldType(a, key);
        if (t === undefined) {
          problems.push({ path: at() + pathElementToString(pe.field(key)), message: 'field not declared in schema' });
          return;
        }
        const child = v[key]!;
        const ct = self.types.atom(t);
        if (ct.kind === 'scalar') {
          // A scalar field, checked here: no walker, path element and path copy per leaf.
          if (ticker.tick()) yield;
          const p = scalarProblem(ct.scalar, child);
          if (p) problems.push({ path: at() + pathElementToString(pe.field(key)), message: p });
          continue;
        }
        yield* walk(child, t, [...path, pe.field(key)]);
      }
    };
    yield* walk(value, ref, []);
    return problems;
  }

  /** `validateSteps` without pauses: see `SMALL_VALUE_MEMBERS`. */
  private validateSync(value: JsonValue, ref: TypeRef, allowDup: boolean): TypedValueProblem[] {
    const problems: TypedValueProblem[] = [];
    const self = this;
    const walk = (v: JsonValue, r: TypeRef, path: PathElement[]): void => {
      const a = concrete(self.types.atom(r), v);
      // Printed only when there is a problem: printing every node's path is quadratic in depth
      // and dominates large values.
      const at = (): string => pathToString(path);
      if (a.kind === 'scalar') {
        const p = scalarProblem(a.scalar, v);
        if (p) problems.push({ path: at(), message: p });
        return;
      }
      if (v === null) return;
      if (a.kind === 'list') {
        if (!Array.isArray(v)) {
          problems.push({ path: at(), message: `expected list, got ${valueV(v)}` });
          return;
        }
        const setElement = self.scalarSetElement(a, v);
        if (setElement) {
          // A set of scalars (finalizers): the generic walk's problems, without a path element,
          // key string and path copy per item.
          const seenValues = allowDup ? undefined : new Set<JsonValue>();
          for (const child of v) {
            if (seenValues) {
              if (seenValues.has(child)) problems.push({ path: at(), message: `duplicate entries for key ${pathElementToString(pe.value(child))}` });
              seenValues.add(child);
            }
            const p = scalarProblem(setElement.scalar, child);
            if (p) problems.push({ path: pathToString([...path, pe.value(child)]), message: p });
          }
          return;
        }
        const seen = new Set<string>();
        for (let i = 0; i < v.length; i++) {
          const child = v[i]!;
          let p: PathElement;
          if (a.atomic) p = pe.index(i);
          else {
            const r2 = listItemToPathElement(a, i, child);
            if (!r2.ok) {
              problems.push({ path: at(), message: `element ${i}: ${r2.message}` });
              return;
            }
            p = r2.pe;
            const k = serializePathElement(p);
            if (seen.has(k) && !allowDup) problems.push({ path: at(), message: `duplicate entries for key ${pathElementToString(p)}` });
            seen.add(k);
          }
          walk(child, a.element, [...path, p]);
        }
        return;
      }
      if (!isJsonObject(v)) {
        problems.push({ path: at(), message: `expected map, got ${valueV(v)}` });
        return;
      }
      const mapElement = self.scalarMapElement(a);
      if (mapElement) {
        // A map of scalars (labels, annotations): no path copy per key.
        for (const key of Object.keys(v)) {
          const p = scalarProblem(mapElement.scalar, v[key]!);
          if (p) problems.push({ path: at() + pathElementToString(pe.field(key)), message: p });
        }
        return;
      }
      for (const key of Object.keys(v)) {
        const t = fieldType(a, key);
        if (t === undefined) {
          problems.push({ path: at() + pathElementToString(pe.field(key)), message: 'field not declared in schema' });
          return;
        }
        const child = v[key]!;
        const ct = self.types.atom(t);
        if (ct.kind === 'scalar') {
          // A scalar field, checked here: no walker, path element and path copy per leaf.
          const p = scalarProblem(ct.scalar, child);
          if (p) problems.push({ path: at() + pathElementToString(pe.field(key)), message: p });
          continue;
        }
        walk(child, t, [...path, pe.field(key)]);
      }
    };
    walk(value, ref, []);
    return problems;
  }

  /**
   * The element atom of a granular set of scalars when every item of `items` is a non-null
   * scalar (the fast paths' condition), else undefined.
   */
  private scalarSetElement(a: ListAtom, items: readonly JsonValue[]): ScalarAtom | undefined {
    if (a.atomic || a.keys.length > 0) return undefined;
    const e = this.types.atom(a.element);
    if (e.kind !== 'scalar') return undefined;
    for (const x of items) if (x === null || typeof x === 'object') return undefined;
    return e;
  }

  /** The element atom of a map whose every key holds a scalar type (no declared fields). */
  private scalarMapElement(a: MapAtom): ScalarAtom | undefined {
    if (a.fields.size > 0 || a.element === undefined) return undefined;
    const e = this.types.atom(a.element);
    return e.kind === 'scalar' ? e : undefined;
  }

  /** Throws `TypedValueError` when `value` does not conform to `ref`. */
  assertValid(value: JsonValue, ref: TypeRef, options: { allowDuplicates?: boolean } = {}): void {
    const problems = this.validate(value, ref, options);
    if (problems.length > 0) throw new TypedValueError(problems);
  }

  // ---- ToFieldSet (SMD toFieldSetWalker) ---------------------------------------------------

  /**
   * Every leaf and item mentioned by `value`: scalars, atomic lists and maps as single
   * leaves, list items by key or value (the item itself and its fields), map keys of
   * granular maps, and struct fields whose value is null or an empty object. Non-empty
   * structs and granular lists are not members themselves.
   */
  toFieldSet(value: JsonValue, ref: TypeRef): FieldSet {
    const set = FieldSet.empty();
    const walk = (v: JsonValue, r: TypeRef, path: PathElement[]): void => {
      const a = concrete(this.types.atom(r), v);
      if (a.kind === 'scalar') {
        set.insert(path);
        return;
      }
      if (a.kind === 'list') {
        if (a.atomic) {
          set.insert(path);
          return;
        }
        if (!Array.isArray(v)) return;
        for (let i = 0; i < v.length; i++) {
          const item = listItemToPathElement(a, i, v[i]!);
          if (!item.ok) continue;
          const p2 = [...path, item.pe];
          walk(v[i]!, a.element, p2);
          set.insert(p2);
        }
        return;
      }
      if (a.atomic) {
        set.insert(path);
        return;
      }
      if (!isJsonObject(v)) return;
      for (const key of Object.keys(v)) {
        const t = fieldType(a, key);
        if (t === undefined) return;
        const val = v[key]!;
        const p2 = [...path, pe.field(key)];
        walk(val, t, p2);
        if (val === null || (isJsonObject(val) && Object.keys(val).length === 0) || !a.fields.has(key)) set.insert(p2);
      }
    };
    walk(value, ref, []);
    return set;
  }

  // ---- Compare (SMD compareWalker with Compare's rule and post-item hook) --------------------

  /**
   * The paths added, modified and removed going from `lhs` to `rhs`. Leaves (scalars, atomic
   * and empty lists/maps) are compared by value; every other node is Added when absent on the
   * left and Removed when absent on the right, so a map created by `rhs` is itself Added.
   */
  compare(lhs: JsonValue | undefined, rhs: JsonValue | undefined, ref: TypeRef): Comparison {
    return this.compareSync(lhs, rhs, ref);
  }

  /** `compare` as yielding steps (see work-slices.ts). */
  *compareSteps(lhs: JsonValue | undefined, rhs: JsonValue | undefined, ref: TypeRef): Steps<Comparison> {
    if (hasAtMostMembers(lhs, SMALL_VALUE_MEMBERS) && hasAtMostMembers(rhs, SMALL_VALUE_MEMBERS)) return this.compareSync(lhs, rhs, ref);
    // Counting may have enumerated a large map: a step of its own (the walk enumerates it again).
    yield;
    const added = FieldSet.empty();
    const modified = FieldSet.empty();
    const removed = FieldSet.empty();
    const ticker = new Ticker();
    const self = this;
    const walk = function* (l: JsonValue | undefined, r: JsonValue | undefined, t: TypeRef, path: PathElement[]): Steps<void> {
      if (ticker.tick()) yield;
      if (l === undefined && r === undefined) return;
      const leaf = (): void => {
        if (l === undefined) added.insert(path);
        else if (r === undefined) removed.insert(path);
        else if (!jsonEqual(l, r)) modified.insert(path);
      };
      const base = self.types.atom(t);
      const al = concrete(base, l);
      const ar = concrete(base, r);
      const a = r === undefined ? al : ar;
      let isLeaf: boolean;
      if (l !== undefined && r !== undefined && al !== ar) {
        // Untyped value changed shape: compare it as one leaf.
        leaf();
        isLeaf = true;
      } else if (a.kind === 'scalar') {
        leaf();
        isLeaf = true;
      } else if (a.kind === 'list') {
        const ll = Array.isArray(l) ? l : undefined;
        const rl = Array.isArray(r) ? r : undefined;
        if (a.atomic || ((!ll || ll.length === 0) && (!rl || rl.length === 0))) {
          leaf();
          isLeaf = true;
        } else {
          isLeaf = false;
          if (self.scalarSetElement(a, ll ?? []) && self.scalarSetElement(a, rl ?? [])) {
            // Sets of scalars pair items by value: only added and removed values differ.
            // (With one side empty no lookup is needed: inserting dedupes repeated values.)
            const ls = ll && ll.length > 0 && rl && rl.length > 0 ? new Set<JsonValue>(ll) : undefined;
            const rs = ll && ll.length > 0 && rl && rl.length > 0 ? new Set<JsonValue>(rl) : undefined;
            const plus: PathElement[] = [];
            const minus: PathElement[] = [];
            for (const x of rl ?? []) {
              if (ticker.tick()) yield;
              if (!ls?.has(x)) plus.push(pe.value(x));
            }
            for (const x of ll ?? []) {
              if (ticker.tick()) yield;
              if (!rs?.has(x)) minus.push(pe.value(x));
            }
            yield* added.insertAllSteps(path, plus, ticker);
            yield* removed.insertAllSteps(path, minus, ticker);
          } else {
            for (const item of pairListItems(a, ll, rl, false).pairs) {
              yield* walk(item.l, item.r, a.element, [...path, item.pe]);
            }
          }
        }
      } else {
        const lm = isJsonObject(l) ? l : undefined;
        const rm = isJsonObject(r) ? r : undefined;
        const empty = (m: JsonObject | undefined): boolean => !m || Object.keys(m).length === 0;
        if (a.atomic || (empty(lm) && empty(rm))) {
          leaf();
          isLeaf = true;
        } else {
          isLeaf = false;
          if (self.scalarMapElement(a)) {
            // A map of scalars: each key is a leaf, compared without a path copy per key.
            const plus: PathElement[] = [];
            const minus: PathElement[] = [];
            const changed: PathElement[] = [];
            for (const key of zipKeys(lm, rm)) {
              if (ticker.tick()) yield;
              const lv = lm && hasKey(lm, key) ? lm[key] : undefined;
              const rv = rm && hasKey(rm, key) ? rm[key] : undefined;
              if (lv === undefined) plus.push(pe.field(key));
              else if (rv === undefined) minus.push(pe.field(key));
              else if (!jsonEqual(lv, rv)) changed.push(pe.field(key));
            }
            yield* added.insertAllSteps(path, plus, ticker);
            yield* removed.insertAllSteps(path, minus, ticker);
            yield* modified.insertAllSteps(path, changed, ticker);
          } else {
            for (const key of zipKeys(lm, rm)) {
              const ft = fieldType(a, key);
              if (ft === undefined) continue;
              const lv = lm && hasKey(lm, key) ? lm[key] : undefined;
              const rv = rm && hasKey(rm, key) ? rm[key] : undefined;
              if (self.types.atom(ft).kind === 'scalar') {
                // A scalar field is a leaf: compared here, its path built only when it differs.
                if (ticker.tick()) yield;
                if (lv === undefined) {
                  if (rv !== undefined) added.insert([...path, pe.field(key)]);
                } else if (rv === undefined) removed.insert([...path, pe.field(key)]);
                else if (!jsonEqual(lv, rv)) modified.insert([...path, pe.field(key)]);
                continue;
              }
              yield* walk(lv, rv, ft, [...path, pe.field(key)]);
            }
          }
        }
      }
      if (!isLeaf) {
        if (l === undefined) added.insert(path);
        else if (r === undefined) removed.insert(path);
      }
    };
    yield* walk(lhs, rhs, ref, []);
    return { added, modified, removed };
  }

  /** `compareSteps` without pauses: see `SMALL_VALUE_MEMBERS`. */
  private compareSync(lhs: JsonValue | undefined, rhs: JsonValue | undefined, ref: TypeRef): Comparison {
    const added = FieldSet.empty();
    const modified = FieldSet.empty();
    const removed = FieldSet.empty();
    const self = this;
    const walk = (l: JsonValue | undefined, r: JsonValue | undefined, t: TypeRef, path: PathElement[]): void => {
      if (l === undefined && r === undefined) return;
      const leaf = (): void => {
        if (l === undefined) added.insert(path);
        else if (r === undefined) removed.insert(path);
        else if (!jsonEqual(l, r)) modified.insert(path);
      };
      const base = self.types.atom(t);
      const al = concrete(base, l);
      const ar = concrete(base, r);
      const a = r === undefined ? al : ar;
      let isLeaf: boolean;
      if (l !== undefined && r !== undefined && al !== ar) {
        // Untyped value changed shape: compare it as one leaf.
        leaf();
        isLeaf = true;
      } else if (a.kind === 'scalar') {
        leaf();
        isLeaf = true;
      } else if (a.kind === 'list') {
        const ll = Array.isArray(l) ? l : undefined;
        const rl = Array.isArray(r) ? r : undefined;
        if (a.atomic || ((!ll || ll.length === 0) && (!rl || rl.length === 0))) {
          leaf();
          isLeaf = true;
        } else {
          isLeaf = false;
          if (self.scalarSetElement(a, ll ?? []) && self.scalarSetElement(a, rl ?? [])) {
            // Sets of scalars pair items by value: only added and removed values differ.
            // (With one side empty no lookup is needed: inserting dedupes repeated values.)
            const ls = ll && ll.length > 0 && rl && rl.length > 0 ? new Set<JsonValue>(ll) : undefined;
            const rs = ll && ll.length > 0 && rl && rl.length > 0 ? new Set<JsonValue>(rl) : undefined;
            const plus: PathElement[] = [];
            const minus: PathElement[] = [];
            for (const x of rl ?? []) {
              if (!ls?.has(x)) plus.push(pe.value(x));
            }
            for (const x of ll ?? []) {
              if (!rs?.has(x)) minus.push(pe.value(x));
            }
            added.insertAll(path, plus);
            removed.insertAll(path, minus);
          } else {
            for (const item of pairListItems(a, ll, rl, false).pairs) {
              walk(item.l, item.r, a.element, [...path, item.pe]);
            }
          }
        }
      } else {
        const lm = isJsonObject(l) ? l : undefined;
        const rm = isJsonObject(r) ? r : undefined;
        const empty = (m: JsonObject | undefined): boolean => !m || Object.keys(m).length === 0;
        if (a.atomic || (empty(lm) && empty(rm))) {
          leaf();
          isLeaf = true;
        } else {
          isLeaf = false;
          if (self.scalarMapElement(a)) {
            // A map of scalars: each key is a leaf, compared without a path copy per key.
            const plus: PathElement[] = [];
            const minus: PathElement[] = [];
            const changed: PathElement[] = [];
            for (const key of zipKeys(lm, rm)) {
              const lv = lm && hasKey(lm, key) ? lm[key] : undefined;
              const rv = rm && hasKey(rm, key) ? rm[key] : undefined;
              if (lv === undefined) plus.push(pe.field(key));
              else if (rv === undefined) minus.push(pe.field(key));
              else if (!jsonEqual(lv, rv)) changed.push(pe.field(key));
            }
            added.insertAll(path, plus);
            removed.insertAll(path, minus);
            modified.insertAll(path, changed);
          } else {
            for (const key of zipKeys(lm, rm)) {
              const ft = fieldType(a, key);
              if (ft === undefined) continue;
              const lv = lm && hasKey(lm, key) ? lm[key] : undefined;
              const rv = rm && hasKey(rm, key) ? rm[key] : undefined;
              if (self.types.atom(ft).kind === 'scalar') {
                // A scalar field is a leaf: compared here, its path built only when it differs.
                if (lv === undefined) {
                  if (rv !== undefined) added.insert([...path, pe.field(key)]);
                } else if (rv === undefined) removed.insert([...path, pe.field(key)]);
                else if (!jsonEqual(lv, rv)) modified.insert([...path, pe.field(key)]);
                continue;
              }
              walk(lv, rv, ft, [...path, pe.field(key)]);
            }
          }
        }
      }
      if (!isLeaf) {
        if (l === undefined) added.insert(path);
        else if (r === undefined) removed.insert(path);
      }
    };
    walk(lhs, rhs, ref, []);
    return { added, modified, removed };
  }

  // ---- Compare and validate, when only leaf values changed -----------------------------------

  /**
   * The write path's common case (a writer changes values, not the object's shape) in one
   * walk that allocates for changed leaves only: the paths of `compare(lhs, rhs).modified` when that
   * comparison finds nothing added or removed, provided `lhs` fits `ref` and `rhs` does too.
   * Undefined when the answer needs the general walks (`compare` and `validate`): something
   * was added or removed, a granular list or map changed its keys or their order, a changed
   * leaf of `rhs` does not fit the schema, or the values exceed `SMALL_VALUE_MEMBERS`
   * members (large values are walked in slices). Never wrong when it answers: with the same
   * keys everywhere, `rhs` differs from a conforming `lhs` only in the changed leaves, so
   * `rhs` conforms when they do (duplicates in lists allowed, as the field manager validates).
   * The caller must know that `lhs` conforms.
   */
  modifiedLeaves(lhs: JsonValue, rhs: JsonValue, ref: TypeRef): FieldPath[] | undefined {
    // Each leaf is visited once, so the paths are distinct.
    const modified: FieldPath[] = [];
    // The path of the node being walked (pushed and popped; copied only for a changed leaf).
    const path: PathElement[] = [];
    let budget = SMALL_VALUE_MEMBERS;
    const self = this;
    /** A leaf present on both sides: recorded when it changed and the new value fits `t`. */
    const leaf = (l: JsonValue, r: JsonValue, t: TypeRef, a: ConcreteAtom): boolean => {
      if (l === r) return true;
      if (typeof l === 'object' && l !== null) {
        // An atomic list or map: compared (and validated) whole, so bounded by the budget.
        if (!hasAtMostMembers(l, budget) || !hasAtMostMembers(r, budget)) return false;
      }
      if (jsonEqual(l, r)) return true;
      if (a.kind === 'scalar' ? scalarProblem(a.scalar, r) !== undefined : self.validateSync(r, t, true).length > 0) return false;
      modified.push(path.slice());
      return true;
    };
    const walk = (l: JsonValue | undefined, r: JsonValue | undefined, t: TypeRef): boolean => {
      // compare's structure, with everything that would be Added or Removed ending the walk.
      if (l === undefined || r === undefined) return l === r;
      const base = self.types.atom(t);
      const al = concrete(base, l);
      const ar = concrete(base, r);
      if (al !== ar || ar.kind === 'scalar') return leaf(l, r, t, ar);
      if (ar.kind === 'list') {
        const ll = Array.isArray(l) ? l : undefined;
        const rl = Array.isArray(r) ? r : undefined;
        if (ar.atomic || ((!ll || ll.length === 0) && (!rl || rl.length === 0))) return leaf(l, r, t, ar);
        if (!ll || !rl || ll.length !== rl.length) return false;
        budget -= rl.length;
        if (budget < 0) return false;
        if (self.scalarSetElement(ar, ll) && self.scalarSetElement(ar, rl)) {
          // Items paired by value: equal as sets, or something was added or removed.
          for (let i = 0; i < ll.length; i++) if (ll[i] !== rl[i]) return sameValues(ll, rl);
          return true;
        }
        // Items paired by key: the same keys in the same order, each once.
        const seen = new Set<string>();
        for (let i = 0; i < rl.length; i++) {
          const pl = listItemToPathElement(ar, i, ll[i]!);
          const pr = listItemToPathElement(ar, i, rl[i]!);
          if (!pl.ok || !pr.ok) return false;
          const k = serializePathElement(pr.pe);
          if (seen.has(k) || serializePathElement(pl.pe) !== k) return false;
          seen.add(k);
          path.push(pl.pe);
          const ok = walk(ll[i]!, rl[i]!, ar.element);
          path.pop();
          if (!ok) return false;
        }
        return true;
      }
      const lm = isJsonObject(l) ? l : undefined;
      const rm = isJsonObject(r) ? r : undefined;
      // Own keys counted with for...in (no arrays of keys per map on every update).
      const lCount = lm ? ownKeyCount(lm) : 0;
      const rCount = rm ? ownKeyCount(rm) : 0;
      if (ar.atomic || (lCount === 0 && rCount === 0)) return leaf(l, r, t, ar);
      if (!lm || !rm || lCount !== rCount) return false;
      budget -= rCount;
      if (budget < 0) return false;
      for (const key in rm) {
        if (!hasKey(rm, key)) continue;
        if (!hasKey(lm, key)) return false;
        const ft = fieldType(ar, key);
        if (ft === undefined) return false;
        const lv = lm[key]!;
        const rv = rm[key]!;
        if (lv === rv) continue;
        path.push(pe.field(key));
        const ok = walk(lv, rv, ft);
        path.pop();
        if (!ok) return false;
      }
      return true;
    };
    return walk(lhs, rhs, ref) ? modified : undefined;
  }

  // ---- Merge (SMD mergingWalker with ruleKeepRHS) -------------------------------------------

  /**
   * `lhs` with `rhs` merged in: leaves (scalars, atomic lists/maps, empty values) take the
   * right side when present; struct fields and map keys are unioned and merged; associative
   * list items are merged by key, ordered like `rhs` with left-only items kept in place.
   * Throws `TypedValueError` on duplicate keys in `rhs`.
   */
  merge(lhs: JsonValue | undefined, rhs: JsonValue | undefined, ref: TypeRef): JsonValue | undefined {
    const problems: TypedValueProblem[] = [];
    const walk = (l: JsonValue | undefined, r: JsonValue | undefined, t: TypeRef, path: PathElement[]): JsonValue | undefined => {
      if (l === undefined && r === undefined) return undefined;
      const leaf = (): JsonValue | undefined => (r !== undefined ? r : l);
      const base = this.types.atom(t);
      const al = concrete(base, l);
      const ar = concrete(base, r);
      if (l !== undefined && r !== undefined && al !== ar) return leaf();
      const a = r === undefined ? al : ar;
      if (a.kind === 'scalar') return leaf();
      if (a.kind === 'list') {
        const ll = Array.isArray(l) ? l : undefined;
        const rl = Array.isArray(r) ? r : undefined;
        if (a.atomic || ((!ll || ll.length === 0) && (!rl || rl.length === 0))) return leaf();
        const paired = pairListItems(a, ll, rl, true);
        for (const d of paired.duplicates) problems.push({ path: pathToString(path), message: `duplicate entries for key ${pathElementToString(d)}` });
        const out: JsonValue[] = [];
        for (const item of paired.pairs) {
          const m = walk(item.l, item.r, a.element, [...path, item.pe]);
          if (m !== undefined) out.push(m);
        }
        return out.length > 0 ? out : undefined;
      }
      const lm = isJsonObject(l) ? l : undefined;
      const rm = isJsonObject(r) ? r : undefined;
      const empty = (m: JsonObject | undefined): boolean => !m || Object.keys(m).length === 0;
      if (a.atomic || (empty(lm) && empty(rm))) return leaf();
      const out: JsonObject = {};
      for (const key of zipKeys(lm, rm)) {
        const ft = fieldType(a, key);
        const lv = lm && hasKey(lm, key) ? lm[key] : undefined;
        const rv = rm && hasKey(rm, key) ? rm[key] : undefined;
        const m = ft === undefined ? (rv !== undefined ? rv : lv) : walk(lv, rv, ft, [...path, pe.field(key)]);
        if (m !== undefined) setKey(out, key, m);
      }
      return Object.keys(out).length > 0 ? out : undefined;
    };
    const result = walk(lhs, rhs, ref, []);
    if (problems.length > 0) throw new TypedValueError(problems);
    return result;
  }

  // ---- RemoveItems (SMD removingWalker, remove mode) ----------------------------------------

  /**
   * `value` without the fields and items that are members of `toRemove`. A granular value
   * whose every item is removed, and an atomic or empty value reached through `toRemove`,
   * become null (SMD returns a nil value for them).
   */
  removeItems(value: JsonValue, toRemove: FieldSet, ref: TypeRef): JsonValue {
    const walk = (v: JsonValue, set: FieldSet, t: TypeRef): JsonValue | undefined => {
      const a = concrete(this.types.atom(t), v);
      if (a.kind === 'scalar') return v;
      if (a.kind === 'list') {
        if (!Array.isArray(v) || v.length === 0 || a.atomic) return undefined;
        const out: JsonValue[] = [];
        for (let i = 0; i < v.length; i++) {
          const item = listItemToPathElement(a, i, v[i]!);
          if (!item.ok) continue;
          if (set.hasMember(item.pe)) continue;
          const sub = set.child(item.pe);
          const x = sub && !sub.isEmpty() ? walk(v[i]!, sub, a.element) : v[i]!;
          out.push(x === undefined ? null : x);
        }
        return out.length > 0 ? out : undefined;
      }
      if (!isJsonObject(v) || Object.keys(v).length === 0 || a.atomic) return undefined;
      const out: JsonObject = {};
      for (const key of Object.keys(v)) {
        const p = pe.field(key);
        if (set.hasMember(p)) continue;
        const ft = fieldType(a, key) ?? null;
        const sub = set.child(p);
        const x = sub && !sub.isEmpty() ? walk(v[key]!, sub, ft) : v[key]!;
        setKey(out, key, x === undefined ? null : x);
      }
      return Object.keys(out).length > 0 ? out : undefined;
    };
    const result = walk(value, toRemove, ref);
    return result === undefined ? null : result;
  }

  // ---- set/schema helpers -------------------------------------------------------------

  /** SMD `EnsureNamedFieldsAreMembers`: struct fields that have children become members too. */
  ensureNamedFieldsAreMembers(set: FieldSet, ref: TypeRef): FieldSet {
    const walk = (s: FieldSet, t: TypeRef | undefined): FieldSet => {
      const a = t === undefined ? undefined : this.types.atom(t);
      const out = FieldSet.empty();
      for (const m of s.memberElements()) out.insert([m]);
      for (const c of s.childElements()) {
        let childType: TypeRef | undefined;
        if (c.pe.kind === 'field' && a?.kind === 'map') {
          if (a.fields.has(c.pe.name)) out.insert([c.pe]);
          childType = fieldType(a, c.pe.name);
        } else if (c.pe.kind === 'key' && a?.kind === 'list') {
          childType = a.element;
        }
        const sub = walk(c.set, childType);
        for (const p of sub.paths()) out.insert([c.pe, ...p]);
      }
      return out;
    };
    return walk(set, ref);
  }

  /**
   * SMD `ReconcileFieldSetWithSchema` for a schema that turned a granular list, map or struct
   * atomic: a manager that owned anything under it now owns the atomic node itself. A node
   * that turned granular infers no ownership of its children (seed rule 9), so nothing changes
   * for it. Returns undefined when the set needs no change. Paths the schema does not know are
   * left alone.
   */
  reconcileWithSchema(set: FieldSet, ref: TypeRef): FieldSet | undefined {
    const toCollapse: FieldPath[] = [];
    const walk = (s: FieldSet, t: TypeRef, path: PathElement[], isMemberLeaf: boolean): void => {
      const a = this.types.atom(t);
      if (a.kind === 'scalar' || a.kind === 'deduced') return;
      if (a.atomic) {
        if (!isMemberLeaf && s.size > 0 && path.length > 0) toCollapse.push(path);
        return;
      }
      const visit = (p: PathElement, isMember: boolean): void => {
        let ct: TypeRef | undefined;
        if (a.kind === 'map') ct = p.kind === 'field' ? fieldType(a, p.name) : undefined;
        else ct = a.element;
        if (ct === undefined) return;
        const child = s.child(p);
        walk(child ?? FieldSet.empty(), ct, [...path, p], isMember && !child);
      };
      for (const c of s.childElements()) if (!s.hasMember(c.pe)) visit(c.pe, false);
      for (const m of s.memberElements()) visit(m, true);
    };
    walk(set, ref, [], false);
    if (toCollapse.length === 0) return undefined;
    const collapse = FieldSet.of(...toCollapse);
    return set.recursiveDifference(collapse).union(collapse);
  }
}

/** The result of `Typed.compare`. No path appears in more than one set. */
export interface Comparison {
  readonly added: FieldSet;
  readonly modified: FieldSet;
  readonly removed: FieldSet;
}

/** Whether two lists hold the same values (as sets: compare pairs a set's scalar items by value). */
function sameValues(l: readonly JsonValue[], r: readonly JsonValue[]): boolean {
  const ls = new Set<JsonValue>(l);
  const rs = new Set<JsonValue>(r);
  for (const x of r) if (!ls.has(x)) return false;
  for (const x of l) if (!rs.has(x)) return false;
  return true;
}

/** Keys of `l` in order, then keys only in `r`, in order. */
function zipKeys(l: JsonObject | undefined, r: JsonObject | undefined): string[] {
  const out = l ? Object.keys(l) : [];
  if (r) for (const k of Object.keys(r)) if (!l || !hasKey(l, k)) out.push(k);
  return out;
}

interface ListPair {
  readonly pe: PathElement;
  readonly l: JsonValue | undefined;
  readonly r: JsonValue | undefined;
}

interface Indexed {
  readonly pes: PathElement[];
  /** FieldsV1 key of each element of `pes`, computed once. */
  readonly keys: string[];
  readonly observed: Map<string, JsonValue>;
  readonly duplicates: PathElement[];
  readonly items: JsonValue[];
}

/**
 * Path elements of a list's items. Repeated path elements are reported (`error`), kept with a
 * null value as SMD's merge does for live objects (`nullify`), or skipped (`ignore`).
 */
function indexList(list: ListAtom, items: readonly JsonValue[] | undefined, duplicates: 'error' | 'nullify' | 'ignore'): Indexed {
  const pes: PathElement[] = [];
  const keys: string[] = [];
  const observed = new Map<string, JsonValue>();
  const repeated: PathElement[] = [];
  const kept: JsonValue[] = [];
  for (let i = 0; i < (items?.length ?? 0); i++) {
    const child = items![i]!;
    const r = listItemToPathElement(list, i, child);
    if (!r.ok) continue;
    const k = serializePathElement(r.pe);
    if (observed.has(k)) {
      if (duplicates === 'ignore') continue;
      if (duplicates === 'error') {
        repeated.push(r.pe);
        continue;
      }
      // Duplicated items are not merged with the new value (SMD makes them null).
      observed.set(k, null);
    } else {
      observed.set(k, child);
    }
    pes.push(r.pe);
    keys.push(k);
    kept.push(child);
  }
  return { pes, keys, observed, duplicates: repeated, items: kept };
}

/**
 * Pair the items of two associative lists by path element, in SMD's merge order: shared
 * items follow the right side's order, left-only items stay where they were relative to them,
 * right-only items appear at their right-side positions. `forMerge` reports right-side
 * duplicates (the left side may hold duplicates, as live objects can); for a comparison the
 * first of repeated items counts. Linear in the list lengths (keys are serialised once).
 */
function pairListItems(
  list: ListAtom,
  lhs: readonly JsonValue[] | undefined,
  rhs: readonly JsonValue[] | undefined,
  forMerge: boolean,
): { pairs: ListPair[]; duplicates: PathElement[] } {
  const R = indexList(list, rhs, forMerge ? 'error' : 'ignore');
  const L = indexList(list, lhs, forMerge ? 'nullify' : 'ignore');
  const shared = R.keys.filter((k) => L.observed.has(k));
  let si = 0;
  let nextShared: string | undefined = shared[si++];
  const merged = new Set<string>();
  const pairs: ListPair[] = [];
  let lI = 0;
  let rI = 0;
  while (lI < L.pes.length || rI < R.pes.length) {
    if (lI < L.pes.length && rI < R.pes.length) {
      const lk = L.keys[lI]!;
      if (lk === R.keys[rI]!) {
        merged.add(lk);
        pairs.push({ pe: L.pes[lI]!, l: L.observed.get(lk), r: R.observed.get(lk) });
        lI++;
        rI++;
        nextShared = shared[si++];
        continue;
      }
      if (R.observed.has(lk) && nextShared !== undefined && nextShared !== lk) {
        lI++;
        continue;
      }
    }
    if (lI < L.pes.length) {
      const lk = L.keys[lI]!;
      if (!R.observed.has(lk)) {
        pairs.push({ pe: L.pes[lI]!, l: L.items[lI], r: undefined });
        lI++;
        continue;
      } else if (merged.has(lk)) {
        lI++;
        continue;
      }
    }
    if (rI < R.pes.length) {
      const rk = R.keys[rI]!;
      merged.add(rk);
      pairs.push({ pe: R.pes[rI]!, l: L.observed.get(rk), r: R.observed.get(rk) });
      rI++;
      if (nextShared !== undefined && nextShared === rk) nextShared = shared[si++];
    }
  }
  return { pairs, duplicates: R.duplicates };
}

/** The number of own enumerable keys of `o` (Object.keys(o).length without the array). */
function ownKeyCount(o: object): number {
  let n = 0;
  for (const k in o) if (hasKey(o, k)) n++;
  return n;
}
