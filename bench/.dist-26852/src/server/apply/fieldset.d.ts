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
 * `insert` mutates, and it is meant for building a set.
 */
import { type JsonObject, type JsonValue } from '../patch/json-value.js';
/** One named field of a list-map key (`[name="c1"]`). */
export interface KeyField {
    readonly name: string;
    readonly value: JsonValue;
}
export type PathElement = {
    readonly kind: 'field';
    readonly name: string;
} | {
    readonly kind: 'key';
    readonly fields: readonly KeyField[];
} | {
    readonly kind: 'value';
    readonly value: JsonValue;
} | {
    readonly kind: 'index';
    readonly index: number;
};
export type FieldPath = readonly PathElement[];
/** Constructors for path elements. `key` sorts its fields by name, as SMD's FieldList does. */
export declare const pe: {
    field: (name: string) => PathElement;
    key: (fields: Readonly<Record<string, JsonValue>> | readonly KeyField[]) => PathElement;
    value: (value: JsonValue) => PathElement;
    index: (index: number) => PathElement;
};
/** Shorthand for a path of field names: `fieldPath('spec', 'leaseName')`. */
export declare function fieldPath(...names: string[]): FieldPath;
/** SMD `value.Compare`: a total order over JSON values. */
export declare function compareValues(a: JsonValue, b: JsonValue): number;
/** SMD `value.ToString`: strings `%q`, numbers and bools `%v`, null `null`. */
export declare function valueToString(v: JsonValue): string;
export declare function comparePathElements(a: PathElement, b: PathElement): number;
/** SMD `PathElement.String()`. */
export declare function pathElementToString(p: PathElement): string;
/** SMD `Path.String()`, e.g. `.spec.leaseName`, `.metadata.ownerReferences[uid="u1"]`. */
export declare function pathToString(path: FieldPath): string;
/** The FieldsV1 key of a path element: `f:name`, `k:{"name":"c1"}`, `v:"x"`, `i:0`. */
export declare function serializePathElement(p: PathElement): string;
/** A malformed FieldsV1 document or path element key. */
export declare class FieldsV1Error extends Error {
    readonly code: "ERR_FIELDS_V1";
    constructor(message: string, options?: {
        cause?: unknown;
    });
}
/**
 * Parse a FieldsV1 key. Returns undefined for an unknown prefix (SMD skips those);
 * throws `FieldsV1Error` when a known prefix has a malformed payload.
 */
export declare function parsePathElement(s: string): PathElement | undefined;
/** A set of field paths (see module comment). */
export declare class FieldSet {
    /** Owned path elements at this level, by FieldsV1 key. */
    private readonly members;
    /** Sub-sets, by FieldsV1 key. Never empty sets. */
    private readonly children;
    static empty(): FieldSet;
    static of(...paths: FieldPath[]): FieldSet;
    /** Add `path` as a member. The empty path is ignored (the root is never a member). */
    insert(path: FieldPath): this;
    private descend;
    /** Whether `path` is a member. */
    has(path: FieldPath): boolean;
    /** Whether `p` is a member at this level. */
    hasMember(p: PathElement): boolean;
    /** The sub-set under `p` (SMD `WithPrefix` for one element); empty when there is none. */
    withPrefix(p: PathElement): FieldSet;
    /** The sub-set under `p`, or undefined when `p` has no children. */
    child(p: PathElement): FieldSet | undefined;
    isEmpty(): boolean;
    /** Number of members and children at this level (SMD `Size`). */
    get size(): number;
    /** Members at this level in path-element order. */
    memberElements(): PathElement[];
    /** Children at this level in path-element order. */
    childElements(): {
        pe: PathElement;
        set: FieldSet;
    }[];
    private clone;
    private static withChild;
    union(other: FieldSet): FieldSet;
    intersection(other: FieldSet): FieldSet;
    /** SMD `Difference`: members of `other` remove members only; children subtract recursively. */
    difference(other: FieldSet): FieldSet;
    /** SMD `RecursiveDifference`: a member of `other` also removes everything under it. */
    recursiveDifference(other: FieldSet): FieldSet;
    equals(other: FieldSet): boolean;
    /** Every member path: this level's members first, then each child's, in path-element order (SMD `Iterate`). */
    paths(): FieldPath[];
    /** SMD `Set.String()`: one path per line. */
    toString(): string;
    /** The FieldsV1 encoding (wire.md §8.2). */
    toFieldsV1(): JsonObject;
    private emit;
    /** Decode FieldsV1 (an object, or its JSON text). Throws `FieldsV1Error` on malformed input. */
    static fromFieldsV1(fields: unknown): FieldSet;
    /** `readIterV1`: the children of one FieldsV1 node and whether the node itself is a member. */
    private static read;
}
