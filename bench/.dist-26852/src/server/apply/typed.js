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
import { componentSchemas, resolveSchema } from '../../meta/schema.js';
import { goFormatValue, goTypeName, hasKey, isJsonObject, jsonEqual, setKey } from '../patch/json-value.js';
import { FieldSet, pathElementToString, pathToString, pe, serializePathElement } from './fieldset.js';
const UNTYPED_SCALAR = { kind: 'scalar', scalar: 'untyped' };
const DEDUCED_LIST = { kind: 'list', element: null, atomic: true, keys: [] };
const DEDUCED_MAP = { kind: 'map', fields: new Map(), element: null, atomic: false };
/** An object that does not conform to its schema. `message` is SMD's `ValidationErrors.Error()`. */
export class TypedValueError extends Error {
    code = 'ERR_TYPED_VALUE';
    problems;
    constructor(problems) {
        const text = (p) => (p.path ? `${p.path}: ${p.message}` : p.message);
        super(problems.length === 1 ? text(problems[0]) : ['errors:', ...problems.map((p) => '  ' + text(p))].join('\n'));
        this.name = 'TypedValueError';
        this.problems = problems;
    }
}
/** The schema set objects are read against, with memoised atoms. */
export class TypeSystem {
    schemas;
    atoms = new WeakMap();
    constructor(schemas = componentSchemas) {
        this.schemas = schemas;
    }
    /** The root type of schema `name`; throws for an unknown name. */
    root(name) {
        const s = this.schemas[name];
        if (!s)
            throw new Error(`unknown schema ${name}`);
        return s;
    }
    atom(ref) {
        if (ref === null)
            return { kind: 'deduced' };
        let a = this.atoms.get(ref);
        if (!a) {
            a = this.compute(ref);
            this.atoms.set(ref, a);
        }
        return a;
    }
    compute(wrapper) {
        const r = resolveSchema(this.schemas, wrapper);
        const mapType = wrapper['x-kubernetes-map-type'] ?? r['x-kubernetes-map-type'];
        const listType = wrapper['x-kubernetes-list-type'] ?? r['x-kubernetes-list-type'];
        if (r.type === 'array') {
            const element = r.items && !isUntypedSchema(this.schemas, r.items) ? r.items : null;
            if (listType === 'atomic')
                return { kind: 'list', element, atomic: true, keys: [] };
            if (listType === 'set')
                return { kind: 'list', element, atomic: false, keys: [] };
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
            const fields = new Map();
            for (const [k, v] of Object.entries(r.properties ?? {}))
                fields.set(k, v);
            let element;
            if (typeof r.additionalProperties === 'object')
                element = r.additionalProperties;
            else if (r.additionalProperties === true || !r.properties)
                element = null;
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
function isUntypedSchema(schemas, s) {
    const r = resolveSchema(schemas, s);
    return !r.type && !r.properties && !r.items;
}
/** SMD `deduceAtom` for the untyped type: pick the shape from the value. */
function concrete(a, v) {
    if (a.kind !== 'deduced')
        return a;
    if (Array.isArray(v))
        return DEDUCED_LIST;
    if (isJsonObject(v))
        return DEDUCED_MAP;
    return UNTYPED_SCALAR;
}
function fieldType(m, key) {
    return m.fields.has(key) ? m.fields.get(key) : m.element;
}
/** SMD `listItemToPathElement`. */
function listItemToPathElement(list, index, child) {
    if (list.atomic)
        return { ok: true, pe: pe.index(index) };
    if (list.keys.length > 0) {
        if (child === null)
            return { ok: false, message: 'associative list with keys may not have a null element' };
        if (!isJsonObject(child))
            return { ok: false, message: 'associative list with keys may not have non-map elements' };
        const fields = {};
        for (const k of list.keys) {
            if (!hasKey(child, k)) {
                return { ok: false, message: `associative list with keys has an element that omits key field "${k}" (and doesn't have default value)` };
            }
            fields[k] = child[k];
        }
        return { ok: true, pe: pe.key(fields) };
    }
    if (isJsonObject(child))
        return { ok: false, message: "associative list without keys has an element that's a map type" };
    if (Array.isArray(child))
        return { ok: false, message: 'not supported: associative list with lists as elements' };
    if (child === null)
        return { ok: false, message: "associative list without keys has an element that's an explicit null" };
    return { ok: true, pe: pe.value(child) };
}
/** `%v` of an SMD value.Value (a pointer to a struct holding the value). */
function valueV(v) {
    return `&{${goFormatValue(v)}}`;
}
/** `%#v` of an SMD value.Value. */
function valueSharpV(v) {
    const sharp = (x) => {
        if (x === null)
            return 'interface {}(nil)';
        if (typeof x === 'string')
            return JSON.stringify(x);
        if (typeof x === 'number' || typeof x === 'boolean')
            return goFormatValue(x);
        if (Array.isArray(x))
            return `[]interface {}{${x.map(sharp).join(', ')}}`;
        return `map[string]interface {}{${Object.keys(x)
            .sort()
            .map((k) => `${JSON.stringify(k)}:${sharp(x[k])}`)
            .join(', ')}}`;
    };
    return `&value.valueUnstructured{Value:${sharp(v)}}`;
}
function scalarProblem(kind, v) {
    if (v === null)
        return undefined;
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
    types;
    constructor(types = new TypeSystem()) {
        this.types = types;
    }
    // ---- validation (SMD validatingObjectWalker) -----------------------------------------
    /** Schema problems of `value`; duplicate list keys are problems unless `allowDuplicates`. */
    validate(value, ref, options = {}) {
        const problems = [];
        const allowDup = options.allowDuplicates ?? false;
        const walk = (v, r, path) => {
            const a = concrete(this.types.atom(r), v);
            const at = pathToString(path);
            if (a.kind === 'scalar') {
                const p = scalarProblem(a.scalar, v);
                if (p)
                    problems.push({ path: at, message: p });
                return;
            }
            if (v === null)
                return;
            if (a.kind === 'list') {
                if (!Array.isArray(v)) {
                    problems.push({ path: at, message: `expected list, got ${valueV(v)}` });
                    return;
                }
                const seen = new Set();
                for (let i = 0; i < v.length; i++) {
                    const child = v[i];
                    let p;
                    if (a.atomic)
                        p = pe.index(i);
                    else {
                        const r2 = listItemToPathElement(a, i, child);
                        if (!r2.ok) {
                            problems.push({ path: at, message: `element ${i}: ${r2.message}` });
                            return;
                        }
                        p = r2.pe;
                        const k = serializePathElement(p);
                        if (seen.has(k) && !allowDup)
                            problems.push({ path: at, message: `duplicate entries for key ${pathElementToString(p)}` });
                        seen.add(k);
                    }
                    walk(child, a.element, [...path, p]);
                }
                return;
            }
            if (!isJsonObject(v)) {
                problems.push({ path: at, message: `expected map, got ${valueV(v)}` });
                return;
            }
            for (const key of Object.keys(v)) {
                const t = fieldType(a, key);
                if (t === undefined) {
                    problems.push({ path: at + pathElementToString(pe.field(key)), message: 'field not declared in schema' });
                    return;
                }
                walk(v[key], t, [...path, pe.field(key)]);
            }
        };
        walk(value, ref, []);
        return problems;
    }
    /** Throws `TypedValueError` when `value` does not conform to `ref`. */
    assertValid(value, ref, options = {}) {
        const problems = this.validate(value, ref, options);
        if (problems.length > 0)
            throw new TypedValueError(problems);
    }
    // ---- ToFieldSet (SMD toFieldSetWalker) ---------------------------------------------------
    /**
     * Every leaf and item mentioned by `value`: scalars, atomic lists and maps as single
     * leaves, list items by key or value (the item itself and its fields), map keys of
     * granular maps, and struct fields whose value is null or an empty object. Non-empty
     * structs and granular lists are not members themselves.
     */
    toFieldSet(value, ref) {
        const set = FieldSet.empty();
        const walk = (v, r, path) => {
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
                if (!Array.isArray(v))
                    return;
                for (let i = 0; i < v.length; i++) {
                    const item = listItemToPathElement(a, i, v[i]);
                    if (!item.ok)
                        continue;
                    const p2 = [...path, item.pe];
                    walk(v[i], a.element, p2);
                    set.insert(p2);
                }
                return;
            }
            if (a.atomic) {
                set.insert(path);
                return;
            }
            if (!isJsonObject(v))
                return;
            for (const key of Object.keys(v)) {
                const t = fieldType(a, key);
                if (t === undefined)
                    return;
                const val = v[key];
                const p2 = [...path, pe.field(key)];
                walk(val, t, p2);
                if (val === null || (isJsonObject(val) && Object.keys(val).length === 0) || !a.fields.has(key))
                    set.insert(p2);
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
    compare(lhs, rhs, ref) {
        const added = FieldSet.empty();
        const modified = FieldSet.empty();
        const removed = FieldSet.empty();
        const walk = (l, r, t, path) => {
            if (l === undefined && r === undefined)
                return;
            const leaf = () => {
                if (l === undefined)
                    added.insert(path);
                else if (r === undefined)
                    removed.insert(path);
                else if (!jsonEqual(l, r))
                    modified.insert(path);
            };
            const base = this.types.atom(t);
            const al = concrete(base, l);
            const ar = concrete(base, r);
            const a = r === undefined ? al : ar;
            let isLeaf;
            if (l !== undefined && r !== undefined && al !== ar) {
                // Untyped value changed shape: compare it as one leaf.
                leaf();
                isLeaf = true;
            }
            else if (a.kind === 'scalar') {
                leaf();
                isLeaf = true;
            }
            else if (a.kind === 'list') {
                const ll = Array.isArray(l) ? l : undefined;
                const rl = Array.isArray(r) ? r : undefined;
                if (a.atomic || ((!ll || ll.length === 0) && (!rl || rl.length === 0))) {
                    leaf();
                    isLeaf = true;
                }
                else {
                    isLeaf = false;
                    for (const item of pairListItems(a, ll, rl, false).pairs) {
                        walk(item.l, item.r, a.element, [...path, item.pe]);
                    }
                }
            }
            else {
                const lm = isJsonObject(l) ? l : undefined;
                const rm = isJsonObject(r) ? r : undefined;
                const empty = (m) => !m || Object.keys(m).length === 0;
                if (a.atomic || (empty(lm) && empty(rm))) {
                    leaf();
                    isLeaf = true;
                }
                else {
                    isLeaf = false;
                    for (const key of zipKeys(lm, rm)) {
                        const ft = fieldType(a, key);
                        if (ft === undefined)
                            continue;
                        walk(lm && hasKey(lm, key) ? lm[key] : undefined, rm && hasKey(rm, key) ? rm[key] : undefined, ft, [...path, pe.field(key)]);
                    }
                }
            }
            if (!isLeaf) {
                if (l === undefined)
                    added.insert(path);
                else if (r === undefined)
                    removed.insert(path);
            }
        };
        walk(lhs, rhs, ref, []);
        return { added, modified, removed };
    }
    // ---- Merge (SMD mergingWalker with ruleKeepRHS) -------------------------------------------
    /**
     * `lhs` with `rhs` merged in: leaves (scalars, atomic lists/maps, empty values) take the
     * right side when present; struct fields and map keys are unioned and merged; associative
     * list items are merged by key, ordered like `rhs` with left-only items kept in place.
     * Throws `TypedValueError` on duplicate keys in `rhs`.
     */
    merge(lhs, rhs, ref) {
        const problems = [];
        const walk = (l, r, t, path) => {
            if (l === undefined && r === undefined)
                return undefined;
            const leaf = () => (r !== undefined ? r : l);
            const base = this.types.atom(t);
            const al = concrete(base, l);
            const ar = concrete(base, r);
            if (l !== undefined && r !== undefined && al !== ar)
                return leaf();
            const a = r === undefined ? al : ar;
            if (a.kind === 'scalar')
                return leaf();
            if (a.kind === 'list') {
                const ll = Array.isArray(l) ? l : undefined;
                const rl = Array.isArray(r) ? r : undefined;
                if (a.atomic || ((!ll || ll.length === 0) && (!rl || rl.length === 0)))
                    return leaf();
                const paired = pairListItems(a, ll, rl, true);
                for (const d of paired.duplicates)
                    problems.push({ path: pathToString(path), message: `duplicate entries for key ${pathElementToString(d)}` });
                const out = [];
                for (const item of paired.pairs) {
                    const m = walk(item.l, item.r, a.element, [...path, item.pe]);
                    if (m !== undefined)
                        out.push(m);
                }
                return out.length > 0 ? out : undefined;
            }
            const lm = isJsonObject(l) ? l : undefined;
            const rm = isJsonObject(r) ? r : undefined;
            const empty = (m) => !m || Object.keys(m).length === 0;
            if (a.atomic || (empty(lm) && empty(rm)))
                return leaf();
            const out = {};
            for (const key of zipKeys(lm, rm)) {
                const ft = fieldType(a, key);
                const lv = lm && hasKey(lm, key) ? lm[key] : undefined;
                const rv = rm && hasKey(rm, key) ? rm[key] : undefined;
                const m = ft === undefined ? (rv !== undefined ? rv : lv) : walk(lv, rv, ft, [...path, pe.field(key)]);
                if (m !== undefined)
                    setKey(out, key, m);
            }
            return Object.keys(out).length > 0 ? out : undefined;
        };
        const result = walk(lhs, rhs, ref, []);
        if (problems.length > 0)
            throw new TypedValueError(problems);
        return result;
    }
    // ---- RemoveItems (SMD removingWalker, remove mode) ----------------------------------------
    /**
     * `value` without the fields and items that are members of `toRemove`. A granular value
     * whose every item is removed, and an atomic or empty value reached through `toRemove`,
     * become null (SMD returns a nil value for them).
     */
    removeItems(value, toRemove, ref) {
        const walk = (v, set, t) => {
            const a = concrete(this.types.atom(t), v);
            if (a.kind === 'scalar')
                return v;
            if (a.kind === 'list') {
                if (!Array.isArray(v) || v.length === 0 || a.atomic)
                    return undefined;
                const out = [];
                for (let i = 0; i < v.length; i++) {
                    const item = listItemToPathElement(a, i, v[i]);
                    if (!item.ok)
                        continue;
                    if (set.hasMember(item.pe))
                        continue;
                    const sub = set.child(item.pe);
                    const x = sub && !sub.isEmpty() ? walk(v[i], sub, a.element) : v[i];
                    out.push(x === undefined ? null : x);
                }
                return out.length > 0 ? out : undefined;
            }
            if (!isJsonObject(v) || Object.keys(v).length === 0 || a.atomic)
                return undefined;
            const out = {};
            for (const key of Object.keys(v)) {
                const p = pe.field(key);
                if (set.hasMember(p))
                    continue;
                const ft = fieldType(a, key) ?? null;
                const sub = set.child(p);
                const x = sub && !sub.isEmpty() ? walk(v[key], sub, ft) : v[key];
                setKey(out, key, x === undefined ? null : x);
            }
            return Object.keys(out).length > 0 ? out : undefined;
        };
        const result = walk(value, toRemove, ref);
        return result === undefined ? null : result;
    }
    // ---- set/schema helpers -------------------------------------------------------------
    /** SMD `EnsureNamedFieldsAreMembers`: struct fields that have children become members too. */
    ensureNamedFieldsAreMembers(set, ref) {
        const walk = (s, t) => {
            const a = t === undefined ? undefined : this.types.atom(t);
            const out = FieldSet.empty();
            for (const m of s.memberElements())
                out.insert([m]);
            for (const c of s.childElements()) {
                let childType;
                if (c.pe.kind === 'field' && a?.kind === 'map') {
                    if (a.fields.has(c.pe.name))
                        out.insert([c.pe]);
                    childType = fieldType(a, c.pe.name);
                }
                else if (c.pe.kind === 'key' && a?.kind === 'list') {
                    childType = a.element;
                }
                const sub = walk(c.set, childType);
                for (const p of sub.paths())
                    out.insert([c.pe, ...p]);
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
    reconcileWithSchema(set, ref) {
        const toCollapse = [];
        const walk = (s, t, path, isMemberLeaf) => {
            const a = this.types.atom(t);
            if (a.kind === 'scalar' || a.kind === 'deduced')
                return;
            if (a.atomic) {
                if (!isMemberLeaf && s.size > 0 && path.length > 0)
                    toCollapse.push(path);
                return;
            }
            const visit = (p, isMember) => {
                let ct;
                if (a.kind === 'map')
                    ct = p.kind === 'field' ? fieldType(a, p.name) : undefined;
                else
                    ct = a.element;
                if (ct === undefined)
                    return;
                const child = s.child(p);
                walk(child ?? FieldSet.empty(), ct, [...path, p], isMember && !child);
            };
            for (const c of s.childElements())
                if (!s.hasMember(c.pe))
                    visit(c.pe, false);
            for (const m of s.memberElements())
                visit(m, true);
        };
        walk(set, ref, [], false);
        if (toCollapse.length === 0)
            return undefined;
        const collapse = FieldSet.of(...toCollapse);
        return set.recursiveDifference(collapse).union(collapse);
    }
}
/** Keys of `l` in order, then keys only in `r`, in order. */
function zipKeys(l, r) {
    const out = l ? Object.keys(l) : [];
    if (r)
        for (const k of Object.keys(r))
            if (!l || !hasKey(l, k))
                out.push(k);
    return out;
}
/**
 * Path elements of a list's items. Repeated path elements are reported (`error`), kept with a
 * null value as SMD's merge does for live objects (`nullify`), or skipped (`ignore`).
 */
function indexList(list, items, duplicates) {
    const pes = [];
    const observed = new Map();
    const repeated = [];
    const kept = [];
    for (let i = 0; i < (items?.length ?? 0); i++) {
        const child = items[i];
        const r = listItemToPathElement(list, i, child);
        if (!r.ok)
            continue;
        const k = serializePathElement(r.pe);
        if (observed.has(k)) {
            if (duplicates === 'ignore')
                continue;
            if (duplicates === 'error') {
                repeated.push(r.pe);
                continue;
            }
            // Duplicated items are not merged with the new value (SMD makes them null).
            observed.set(k, null);
        }
        else {
            observed.set(k, child);
        }
        pes.push(r.pe);
        kept.push(child);
    }
    return { pes, observed, duplicates: repeated, items: kept };
}
/**
 * Pair the items of two associative lists by path element, in SMD's merge order: shared
 * items follow the right side's order, left-only items stay where they were relative to them,
 * right-only items appear at their right-side positions. `forMerge` reports right-side
 * duplicates (the left side may hold duplicates, as live objects can); for a comparison the
 * first of repeated items counts.
 */
function pairListItems(list, lhs, rhs, forMerge) {
    const R = indexList(list, rhs, forMerge ? 'error' : 'ignore');
    const L = indexList(list, lhs, forMerge ? 'nullify' : 'ignore');
    const key = (p) => serializePathElement(p);
    const shared = R.pes.filter((p) => L.observed.has(key(p)));
    let si = 0;
    let nextShared = shared[si++];
    const merged = new Set();
    const pairs = [];
    let lI = 0;
    let rI = 0;
    while (lI < L.pes.length || rI < R.pes.length) {
        if (lI < L.pes.length && rI < R.pes.length) {
            const p = L.pes[lI];
            if (key(p) === key(R.pes[rI])) {
                merged.add(key(p));
                pairs.push({ pe: p, l: L.observed.get(key(p)), r: R.observed.get(key(p)) });
                lI++;
                rI++;
                nextShared = shared[si++];
                continue;
            }
            if (R.observed.has(key(p)) && nextShared !== undefined && key(nextShared) !== key(p)) {
                lI++;
                continue;
            }
        }
        if (lI < L.pes.length) {
            const p = L.pes[lI];
            if (!R.observed.has(key(p))) {
                pairs.push({ pe: p, l: L.items[lI], r: undefined });
                lI++;
                continue;
            }
            else if (merged.has(key(p))) {
                lI++;
                continue;
            }
        }
        if (rI < R.pes.length) {
            const p = R.pes[rI];
            merged.add(key(p));
            pairs.push({ pe: p, l: L.observed.get(key(p)), r: R.observed.get(key(p)) });
            rI++;
            if (nextShared !== undefined && key(nextShared) === key(p))
                nextShared = shared[si++];
        }
    }
    return { pairs, duplicates: R.duplicates };
}
//# sourceMappingURL=typed.js.map