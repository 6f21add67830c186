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
import { type SchemaObject } from '../../meta/schema.js';
import { type JsonValue } from '../patch/json-value.js';
import { FieldSet } from './fieldset.js';
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
/** One validation problem, printed like SMD's `ValidationError` (`<path>: <message>`). */
export interface TypedValueProblem {
    readonly path: string;
    readonly message: string;
}
/** An object that does not conform to its schema. `message` is SMD's `ValidationErrors.Error()`. */
export declare class TypedValueError extends Error {
    readonly code: "ERR_TYPED_VALUE";
    readonly problems: readonly TypedValueProblem[];
    constructor(problems: readonly TypedValueProblem[]);
}
/** The schema set objects are read against, with memoised atoms. */
export declare class TypeSystem {
    readonly schemas: Readonly<Record<string, SchemaObject>>;
    private readonly atoms;
    constructor(schemas?: Readonly<Record<string, SchemaObject>>);
    /** The root type of schema `name`; throws for an unknown name. */
    root(name: string): TypeRef;
    atom(ref: TypeRef): Atom;
    private compute;
}
/**
 * Read-only operations on values of one type system. Every method is pure: inputs are never
 * mutated and results share no structure with them.
 */
export declare class Typed {
    readonly types: TypeSystem;
    constructor(types?: TypeSystem);
    /** Schema problems of `value`; duplicate list keys are problems unless `allowDuplicates`. */
    validate(value: JsonValue, ref: TypeRef, options?: {
        allowDuplicates?: boolean;
    }): TypedValueProblem[];
    /** Throws `TypedValueError` when `value` does not conform to `ref`. */
    assertValid(value: JsonValue, ref: TypeRef, options?: {
        allowDuplicates?: boolean;
    }): void;
    /**
     * Every leaf and item mentioned by `value`: scalars, atomic lists and maps as single
     * leaves, list items by key or value (the item itself and its fields), map keys of
     * granular maps, and struct fields whose value is null or an empty object. Non-empty
     * structs and granular lists are not members themselves.
     */
    toFieldSet(value: JsonValue, ref: TypeRef): FieldSet;
    /**
     * The paths added, modified and removed going from `lhs` to `rhs`. Leaves (scalars, atomic
     * and empty lists/maps) are compared by value; every other node is Added when absent on the
     * left and Removed when absent on the right, so a map created by `rhs` is itself Added.
     */
    compare(lhs: JsonValue | undefined, rhs: JsonValue | undefined, ref: TypeRef): Comparison;
    /**
     * `lhs` with `rhs` merged in: leaves (scalars, atomic lists/maps, empty values) take the
     * right side when present; struct fields and map keys are unioned and merged; associative
     * list items are merged by key, ordered like `rhs` with left-only items kept in place.
     * Throws `TypedValueError` on duplicate keys in `rhs`.
     */
    merge(lhs: JsonValue | undefined, rhs: JsonValue | undefined, ref: TypeRef): JsonValue | undefined;
    /**
     * `value` without the fields and items that are members of `toRemove`. A granular value
     * whose every item is removed, and an atomic or empty value reached through `toRemove`,
     * become null (SMD returns a nil value for them).
     */
    removeItems(value: JsonValue, toRemove: FieldSet, ref: TypeRef): JsonValue;
    /** SMD `EnsureNamedFieldsAreMembers`: struct fields that have children become members too. */
    ensureNamedFieldsAreMembers(set: FieldSet, ref: TypeRef): FieldSet;
    /**
     * SMD `ReconcileFieldSetWithSchema` for a schema that turned a granular list, map or struct
     * atomic: a manager that owned anything under it now owns the atomic node itself. A node
     * that turned granular infers no ownership of its children (seed rule 9), so nothing changes
     * for it. Returns undefined when the set needs no change. Paths the schema does not know are
     * left alone.
     */
    reconcileWithSchema(set: FieldSet, ref: TypeRef): FieldSet | undefined;
}
/** The result of `Typed.compare`. No path appears in more than one set. */
export interface Comparison {
    readonly added: FieldSet;
    readonly modified: FieldSet;
    readonly removed: FieldSet;
}
export {};
