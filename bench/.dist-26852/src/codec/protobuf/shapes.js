const MAX_FIELDS = 16;
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
let codegenAvailable = true;
/** Returns `{k: value}` for the keys selected by `mask`, by assignment (the fallback). */
function assignBuilder(keys, mask) {
    const selected = keys.map((k, i) => ((mask >>> i) & 1 ? i : -1)).filter((i) => i >= 0);
    return function assign(...values) {
        const o = {};
        for (const i of selected)
            o[keys[i]] = values[i];
        return o;
    };
}
function generatedBuilder(keys, mask) {
    if (!codegenAvailable)
        return undefined;
    const props = [];
    for (let i = 0; i < keys.length; i++)
        if ((mask >>> i) & 1)
            props.push(`${keys[i]}: a${i}`);
    const params = keys.map((_, i) => `a${i}`);
    try {
        return new Function(...params, `"use strict"; return { ${props.join(', ')} };`);
    }
    catch {
        codegenAvailable = false;
        return undefined;
    }
}
/**
 * Builds objects of one message type. `keys` are the JSON field names in output order (plain
 * identifiers, at most 16); bit i of a mask selects keys[i].
 */
export class ShapeBuilder {
    keys;
    byMask = new Map();
    lastMask = -1;
    lastFn;
    codegen;
    /** `codegen: false` always builds by assignment (the path used where code generation is disabled). */
    constructor(keys, options = {}) {
        if (keys.length > MAX_FIELDS)
            throw new Error(`ShapeBuilder supports at most ${MAX_FIELDS} fields`);
        for (const k of keys)
            if (!IDENTIFIER.test(k) || k === '__proto__')
                throw new Error(`ShapeBuilder: unsupported key ${k}`);
        this.keys = keys;
        this.codegen = options.codegen ?? true;
    }
    /** The constructor function for a presence mask (cached; lists repeat the same few masks). */
    fn(mask) {
        if (mask === this.lastMask)
            return this.lastFn;
        let f = this.byMask.get(mask);
        if (f === undefined) {
            f = (this.codegen ? generatedBuilder(this.keys, mask) : undefined) ?? assignBuilder(this.keys, mask);
            this.byMask.set(mask, f);
        }
        this.lastMask = mask;
        this.lastFn = f;
        return f;
    }
}
function treeSource(t) {
    const parts = [];
    for (let i = 0; i < t.keys.length; i++) {
        const key = t.keys[i];
        if (key === '__proto__')
            return undefined;
        const child = t.children[i];
        const inner = child === undefined ? '{}' : treeSource(child);
        if (inner === undefined)
            return undefined;
        parts.push(`${JSON.stringify(key)}: ${inner}`);
    }
    return `{ ${parts.join(', ')} }`;
}
/** A function returning a fresh copy of the tree on every call; undefined when not compilable. */
export function compileTree(tree) {
    if (!codegenAvailable)
        return undefined;
    const source = treeSource(tree);
    if (source === undefined)
        return undefined;
    try {
        return new Function(`"use strict"; return ${source};`);
    }
    catch {
        return undefined;
    }
}
// ---------------------------------------------------------------------------------------------
// String maps (labels, annotations, nodeSelector). The same key sets recur across the items of
// a list, so a key set seen twice in a row gets a generated literal builder (keys quoted with
// JSON.stringify; sets with `__proto__` or repeated keys are never compiled). Other maps, and
// all maps when code generation is unavailable, are built by assignment.
const MAX_COMPILED_MAP_KEYS = 32;
const MAX_COMPILED_KEY_SETS = 16;
function setOwn(target, key, value) {
    if (key === '__proto__')
        Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
    else
        target[key] = value;
}
/**
 * Collects the entries of one map field while its message is read, then builds the object.
 * One instance per field of a non-recursive message: `reset` at the start of the message,
 * `add` per entry, `build` at the end (the instance is reused, so nothing is allocated per map
 * beyond the result).
 */
export class StringMapBuilder {
    keys = [];
    values = [];
    n = 0;
    compiled = [];
    last;
    candidate;
    reset() {
        this.n = 0;
    }
    add(key, value) {
        this.keys[this.n] = key;
        this.values[this.n] = value;
        this.n++;
    }
    /** The map object, or undefined when no entry was added. */
    build() {
        const n = this.n;
        if (n === 0)
            return undefined;
        if (n <= MAX_COMPILED_MAP_KEYS) {
            const hit = this.find(n);
            // Extra trailing values (left from a larger earlier map) are ignored by the builder.
            if (hit !== undefined)
                return hit.fn.apply(undefined, this.values);
            this.consider(n);
        }
        const o = {};
        for (let i = 0; i < n; i++)
            setOwn(o, this.keys[i], this.values[i]);
        return o;
    }
    matches(set, n) {
        if (set === undefined || set.keys.length !== n)
            return false;
        for (let i = 0; i < n; i++)
            if (set.keys[i] !== this.keys[i])
                return false;
        return true;
    }
    find(n) {
        if (this.matches(this.last, n))
            return this.last;
        for (const set of this.compiled) {
            if (this.matches(set, n)) {
                this.last = set;
                return set;
            }
        }
        return undefined;
    }
    /** Compile a key set the second time in a row it is seen. */
    consider(n) {
        const keys = this.keys.slice(0, n);
        const c = this.candidate;
        if (c === undefined || c.length !== n || c.some((k, i) => k !== keys[i])) {
            this.candidate = keys;
            return;
        }
        this.candidate = undefined;
        if (!codegenAvailable || this.compiled.length >= MAX_COMPILED_KEY_SETS)
            return;
        if (new Set(keys).size !== n || keys.includes('__proto__'))
            return;
        const params = keys.map((_, i) => `a${i}`);
        const props = keys.map((k, i) => `${JSON.stringify(k)}: a${i}`);
        try {
            const fn = new Function(...params, `"use strict"; return { ${props.join(', ')} };`);
            const set = { keys, fn };
            this.compiled.push(set);
            this.last = set;
        }
        catch {
            codegenAvailable = false;
        }
    }
}
/**
 * Collects a repeated field's elements while its message is read and returns them as an
 * exact-size array: `push` onto `[]` leaves growth slack in every decoded object (memory that
 * an informer keeps for each cached object), and small array literals are pre-tenured like
 * object literals. Same reuse rules as StringMapBuilder.
 */
export class ArrayCollector {
    items = [];
    n = 0;
    reset() {
        this.n = 0;
    }
    add(item) {
        this.items[this.n++] = item;
    }
    /** The collected elements, or undefined when there were none. */
    take() {
        const a = this.items;
        switch (this.n) {
            case 0:
                return undefined;
            case 1:
                return [a[0]];
            case 2:
                return [a[0], a[1]];
            case 3:
                return [a[0], a[1], a[2]];
            case 4:
                return [a[0], a[1], a[2], a[3]];
            default:
                return a.slice(0, this.n);
        }
    }
}
//# sourceMappingURL=shapes.js.map