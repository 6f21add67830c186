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
import { type SchemaObject } from '../../meta/schema.js';
import { type JsonObject } from './json-value.js';
export interface StrategicMergePatchOptions {
    /** The schema set to read patch metadata from; default `componentSchemas`. */
    readonly schemas?: Readonly<Record<string, SchemaObject>>;
}
/**
 * Apply a strategic merge patch to a copy of `original`, an object of the schema named
 * `schemaName` (e.g. `io.cluster.api.node.v1.RuntimeClass`). `patch` is the decoded body:
 * an object, or `null` (no change). Throws `PatchError` (see module contract).
 */
export declare function applyStrategicMergePatch(original: JsonObject, patch: unknown, schemaName: string, options?: StrategicMergePatchOptions): JsonObject;
