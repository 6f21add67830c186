/**
 * Object construction for the decoders, tuned for V8.
 *
 * Why: decoding a large list is dominated by garbage collection. V8 tracks objects created by
 * an object *literal* per allocation site and, once it sees that they survive (a decoded list
 * does), allocates them directly in old space; objects grown from `{}` by assignment are
 * neither pre-tenured nor sized to their final shape (they get a separate property array).
 * Measured on 20,000 LeaseCandidates this is the difference between losing to and beating
 * `JSON.parse`.
 *
 * So each decoder collects a message's fields into locals, computes a bitmask of the fields
 * that are present (JSON omits the others), and asks a `ShapeBuilder` for a function that
 * returns an object literal with exactly those keys. Builders are generated once per mask
 * with `new Function` from the message's own field names: constants in this codebase.
 * `compileTree` (FieldsV1 sets) and `StringMapBuilder` (labels and other string maps) compile
 * key sets that do come from input: every such key is emitted as a JSON.stringify'd string
 * literal (a JSON string is a valid JS string literal, so no key can escape it) and sets with a
 * `__proto__` key are never compiled. Where code generation is disabled
 * (`--disallow-code-generation-from-strings`, some edge runtimes) the same objects are built by
 * assignment instead.
 */
import type { JsonObject } from './messages.js';

/** Field values in the message's JSON key order (one argument per key). */
export type ShapeFn = (
  a0?: unknown,
  a1?: unknown,
  a2?: unknown,
  a3?: unknown,
  a4?: unknown,
  a5?: unknown,
  a6?: unknown,
  a7?: unknown,
  a8?: unknown,
  a9?: unknown,
  a10?: unknown,
  a11?: unknown,
  a12?: unknown,
  a13?: unknown,
  a14?: unknown,
  a15?: unknown,
) => JsonObject;

const MAX_FIELDS = 16;
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

let codegenAvailable = true;

/**
 * Whether the objects being decoded are transient (watch events) rather than kept (list
 * items). V8 decides per allocation site whether to allocate in old space, from how many of
 * the site's objects survived so far: an informer's initial list (every item kept) makes the
 * builders' sites pre-tenure, and watch events decoded by the same builders would then be
 * allocated in old space too, although they are dropped at the next update of the object;
 * dead there, they keep their young parts alive through scavenges until a full collection
 * (measured: ~5 MB promoted per scavenge, ~20% more client CPU per event; docs/performance.md,
 * round s21). So transient decodes build through their own functions (their own allocation
 * sites, with their own survival statistics). Same objects either way.
 */
let transient = false;

/**
 * Sets whether the decodes that follow are transient (see above); returns the previous
 * setting, for the caller to restore (synchronously, in a `finally`).
 */
export function setTransientDecode(on: boolean): boolean {
  const previous = transient;
  transient = on;
  return previous;
}

/** Returns `{k: value}` for the keys selected by `mask`, by assignment (the fallback). */
function assignBuilder(keys: readonly string[], mask: number): ShapeFn {
  const selected = keys.map((k, i) => ((mask >>> i) & 1 ? i : -1)).filter((i) => i >= 0);
  return function assign(...values: unknown[]): JsonObject {
    const o: JsonObject = {};
    for (const i of selected) o[keys[i]!] = values[i];
    return o;
  };
}

function generatedBuilder(keys: readonly string[], mask: number): ShapeFn | undefined {
  if (!codegenAvailable) return undefined;
  const props: string[] = [];
  for (let i = 0; i < keys.length; i++) if ((mask >>> i) & 1) props.push(`${keys[i]!}: a${i}`);
  const params = keys.map((_, i) => `a${i}`);
  try {
    return new Function(...params, `"use strict"; return { ${props.join(', ')} };`) as ShapeFn;
  } catch {
    codegenAvailable = false;
    return undefined;
  }
}

/**
 * Builds objects of one message type. `keys` are the JSON field names in output order (plain
 * identifiers, at most 16); bit i of a mask selects keys[i].
 */
export class ShapeBuilder {
  private readonly keys: readonly string[];
  private readonly byMask = new Map<number, ShapeFn>();
  private lastMask = -1;
  private lastFn: ShapeFn | undefined;
  /** The same functions, built again for transient decodes (setTransientDecode). */
  private readonly transientByMask = new Map<number, ShapeFn>();
  private lastTransientMask = -1;
  private lastTransientFn: ShapeFn | undefined;

  private readonly codegen: boolean;

  /** `codegen: false` always builds by assignment (the path used where code generation is disabled). */
  constructor(keys: readonly string[], options: { readonly codegen?: boolean } = {}) {
    if (keys.length > MAX_FIELDS) throw new Error(`ShapeBuilder supports at most ${MAX_FIELDS} fields`);
    for (const k of keys) if (!IDENTIFIER.test(k) || k === '__proto__') throw new Error(`ShapeBuilder: unsupported key ${k}`);
    this.keys = keys;
    this.codegen = options.codegen ?? true;
  }

  /** The constructor function for a presence mask (cached; lists repeat the same few masks). */
  fn(mask: number): ShapeFn {
    if (transient) return this.transientFn(mask);
    if (mask === this.lastMask) return this.lastFn!;
    const f = this.byMask.get(mask) ?? this.make(this.byMask, mask);
    this.lastMask = mask;
    this.lastFn = f;
    return f;
  }

  private transientFn(mask: number): ShapeFn {
    if (mask === this.lastTransientMask) return this.lastTransientFn!;
    const f = this.transientByMask.get(mask) ?? this.make(this.transientByMask, mask);
    this.lastTransientMask = mask;
    this.lastTransientFn = f;
    return f;
  }

  private make(cache: Map<number, ShapeFn>, mask: number): ShapeFn {
    const f = (this.codegen ? generatedBuilder(this.keys, mask) : undefined) ?? assignBuilder(this.keys, mask);
    cache.set(mask, f);
    return f;
  }
}

// ---------------------------------------------------------------------------------------------
// Object trees of fixed keys (FieldsV1 sets). The keys come from input, so generated code
// quotes every key with JSON.stringify (a JSON string is a valid JS string literal) and trees
// containing `__proto__` (which a literal would treat as the prototype) are never compiled.

/** A nested tree of objects: keys in order, each child a subtree or undefined for `{}`. */
export interface ObjectTree {
  readonly keys: readonly string[];
  readonly children: readonly (ObjectTree | undefined)[];
}

function treeSource(t: ObjectTree): string | undefined {
  const parts: string[] = [];
  for (let i = 0; i < t.keys.length; i++) {
    const key = t.keys[i]!;
    if (key === '__proto__') return undefined;
    const child = t.children[i];
    const inner = child === undefined ? '{}' : treeSource(child);
    if (inner === undefined) return undefined;
    parts.push(`${JSON.stringify(key)}: ${inner}`);
  }
  return `{ ${parts.join(', ')} }`;
}

/** A function returning a fresh copy of the tree on every call; undefined when not compilable. */
export function compileTree(tree: ObjectTree): (() => JsonObject) | undefined {
  if (!codegenAvailable) return undefined;
  const source = treeSource(tree);
  if (source === undefined) return undefined;
  try {
    return new Function(`"use strict"; return ${source};`) as () => JsonObject;
  } catch {
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

type MapFn = (...values: string[]) => JsonObject;

interface CompiledKeySet {
  readonly keys: readonly string[];
  readonly fn: MapFn;
  /** The same builder compiled again for transient decodes (made on first use). */
  transientFn: MapFn | undefined;
}

/** A literal builder of `keys` (distinct, no `__proto__`); undefined when code generation is unavailable. */
function compileKeySet(keys: readonly string[]): MapFn | undefined {
  if (!codegenAvailable) return undefined;
  const params = keys.map((_, i) => `a${i}`);
  const props = keys.map((k, i) => `${JSON.stringify(k)}: a${i}`);
  try {
    return new Function(...params, `"use strict"; return { ${props.join(', ')} };`) as MapFn;
  } catch {
    codegenAvailable = false;
    return undefined;
  }
}

function setOwn(target: JsonObject, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/**
 * Collects the entries of one map field while its message is read, then builds the object.
 * One instance per field of a non-recursive message: `reset` at the start of the message,
 * `add` per entry, `build` at the end (the instance is reused, so nothing is allocated per map
 * beyond the result).
 */
export class StringMapBuilder {
  private readonly keys: string[] = [];
  private readonly values: string[] = [];
  private n = 0;
  private readonly compiled: CompiledKeySet[] = [];
  private last: CompiledKeySet | undefined;
  private candidate: string[] | undefined;

  reset(): void {
    this.n = 0;
  }

  add(key: string, value: string): void {
    this.keys[this.n] = key;
    this.values[this.n] = value;
    this.n++;
  }

  /** The map object, or undefined when no entry was added. */
  build(): JsonObject | undefined {
    const n = this.n;
    if (n === 0) return undefined;
    if (n <= MAX_COMPILED_MAP_KEYS) {
      const hit = this.find(n);
      // Extra trailing values (left from a larger earlier map) are ignored by the builder.
      if (hit !== undefined) {
        if (!transient) return hit.fn.apply(undefined, this.values);
        const fn = (hit.transientFn ??= compileKeySet(hit.keys));
        if (fn !== undefined) return fn.apply(undefined, this.values);
      }
      this.consider(n);
    }
    const o: JsonObject = {};
    for (let i = 0; i < n; i++) setOwn(o, this.keys[i]!, this.values[i]);
    return o;
  }

  private matches(set: CompiledKeySet | undefined, n: number): boolean {
    if (set === undefined || set.keys.length !== n) return false;
    for (let i = 0; i < n; i++) if (set.keys[i] !== this.keys[i]) return false;
    return true;
  }

  private find(n: number): CompiledKeySet | undefined {
    if (this.matches(this.last, n)) return this.last;
    for (const set of this.compiled) {
      if (this.matches(set, n)) {
        this.last = set;
        return set;
      }
    }
    return undefined;
  }

  /** Compile a key set the second time in a row it is seen. */
  private consider(n: number): void {
    const keys = this.keys.slice(0, n);
    const c = this.candidate;
    if (c === undefined || c.length !== n || c.some((k, i) => k !== keys[i])) {
      this.candidate = keys;
      return;
    }
    this.candidate = undefined;
    if (!codegenAvailable || this.compiled.length >= MAX_COMPILED_KEY_SETS) return;
    if (new Set(keys).size !== n || keys.includes('__proto__')) return;
    const fn = compileKeySet(keys);
    if (fn === undefined) return;
    const set: CompiledKeySet = { keys, fn, transientFn: undefined };
    this.compiled.push(set);
    this.last = set;
  }
}

/**
 * Collects a repeated field's elements while its message is read and returns them as an
 * exact-size array: `push` onto `[]` leaves growth slack in every decoded object (memory that
 * an informer keeps for each cached object), and small array literals are pre-tenured like
 * object literals. Same reuse rules as StringMapBuilder.
 */
export class ArrayCollector<T> {
  private readonly items: T[] = [];
  private n = 0;

  reset(): void {
    this.n = 0;
  }

  add(item: T): void {
    this.items[this.n++] = item;
  }

  /** The collected elements, or undefined when there were none. */
  take(): T[] | undefined {
    if (transient) return this.takeTransient();
    const a = this.items;
    switch (this.n) {
      case 0:
        return undefined;
      case 1:
        return [a[0]!];
      case 2:
        return [a[0]!, a[1]!];
      case 3:
        return [a[0]!, a[1]!, a[2]!];
      case 4:
        return [a[0]!, a[1]!, a[2]!, a[3]!];
      default:
        return a.slice(0, this.n);
    }
  }

  /** `take` through other array literals (other allocation sites; see setTransientDecode). */
  private takeTransient(): T[] | undefined {
    const a = this.items;
    switch (this.n) {
      case 0:
        return undefined;
      case 1:
        return [a[0]!];
      case 2:
        return [a[0]!, a[1]!];
      case 3:
        return [a[0]!, a[1]!, a[2]!];
      case 4:
        return [a[0]!, a[1]!, a[2]!, a[3]!];
      default:
        return a.slice(0, this.n);
    }
  }
}
