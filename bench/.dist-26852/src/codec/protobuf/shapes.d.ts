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
export type ShapeFn = (a0?: unknown, a1?: unknown, a2?: unknown, a3?: unknown, a4?: unknown, a5?: unknown, a6?: unknown, a7?: unknown, a8?: unknown, a9?: unknown, a10?: unknown, a11?: unknown, a12?: unknown, a13?: unknown, a14?: unknown, a15?: unknown) => JsonObject;
/**
 * Builds objects of one message type. `keys` are the JSON field names in output order (plain
 * identifiers, at most 16); bit i of a mask selects keys[i].
 */
export declare class ShapeBuilder {
    private readonly keys;
    private readonly byMask;
    private lastMask;
    private lastFn;
    private readonly codegen;
    /** `codegen: false` always builds by assignment (the path used where code generation is disabled). */
    constructor(keys: readonly string[], options?: {
        readonly codegen?: boolean;
    });
    /** The constructor function for a presence mask (cached; lists repeat the same few masks). */
    fn(mask: number): ShapeFn;
}
/** A nested tree of objects: keys in order, each child a subtree or undefined for `{}`. */
export interface ObjectTree {
    readonly keys: readonly string[];
    readonly children: readonly (ObjectTree | undefined)[];
}
/** A function returning a fresh copy of the tree on every call; undefined when not compilable. */
export declare function compileTree(tree: ObjectTree): (() => JsonObject) | undefined;
/**
 * Collects the entries of one map field while its message is read, then builds the object.
 * One instance per field of a non-recursive message: `reset` at the start of the message,
 * `add` per entry, `build` at the end (the instance is reused, so nothing is allocated per map
 * beyond the result).
 */
export declare class StringMapBuilder {
    private readonly keys;
    private readonly values;
    private n;
    private readonly compiled;
    private last;
    private candidate;
    reset(): void;
    add(key: string, value: string): void;
    /** The map object, or undefined when no entry was added. */
    build(): JsonObject | undefined;
    private matches;
    private find;
    /** Compile a key set the second time in a row it is seen. */
    private consider;
}
/**
 * Collects a repeated field's elements while its message is read and returns them as an
 * exact-size array: `push` onto `[]` leaves growth slack in every decoded object (memory that
 * an informer keeps for each cached object), and small array literals are pre-tenured like
 * object literals. Same reuse rules as StringMapBuilder.
 */
export declare class ArrayCollector<T> {
    private readonly items;
    private n;
    reset(): void;
    add(item: T): void;
    /** The collected elements, or undefined when there were none. */
    take(): T[] | undefined;
}
