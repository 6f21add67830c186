/**
 * managedFields and server-side apply, following apimachinery's field manager
 * (util/managedfields/internal: FieldManager, managedFieldsUpdater, stripMeta, capManagers,
 * buildManagerInfo, structuredMerge) over structured-merge-diff v4's `merge.Updater`.
 *
 * Non-apply writes (`updateManagedFields`), in upstream's order:
 * 1. The managers come from the request body's `metadata.managedFields` when it holds a valid,
 *    non-empty list (clients may edit them); a list holding one empty entry (`[{}]`) resets
 *    them to none; otherwise (absent, `[]`, invalid, or a subresource write) the live
 *    object's are kept.
 * 2. Live and updated objects (without managedFields; the live one is the kind's empty
 *    object on create) are compared. Every manager loses the fields this write Removed,
 *    Modified or Added (a write never conflicts, it takes ownership); the writing manager
 *    then owns `previous - Removed + Modified + Added`, without the always-stripped
 *    metadata fields (wire.md §8.1).
 * 3. The writer's `time` is set to `now` only when the write changed something it now owns;
 *    managers left with no fields are dropped; more than 10 Update managers are folded,
 *    oldest first, into an `ancient-changes` entry per apiVersion.
 *
 * Apply (`apply`):
 * 1. A body that sets `metadata.managedFields` is rejected (400). The body is validated
 *    against the schema (unknown fields, wrong types, duplicate list keys fail with 500
 *    `failed to create typed patch object (...)`, as upstream).
 * 2. The body is merged into the live object; the applier's set becomes the body's field
 *    set. Fields the applier owned by its previous apply and no longer sets are removed
 *    unless some manager (any operation) still owns them.
 * 3. A field owned by another manager conflicts when this apply changes or adds it; without
 *    `force` the result is the list of conflicts and nothing changes; with `force` the other
 *    managers lose those fields. Equal values never conflict (shared ownership).
 * 4. The applier's `time` is set when the apply changed the object.
 *
 * Both paths reconcile stored sets with the schema first: a manager owning children of a node
 * the schema declares atomic owns the node itself (seed rule 9).
 *
 * Everything here is pure: inputs are never mutated, time is the `now` argument.
 */
import type { SchemaObject } from '../../meta/schema.js';
import { ApiError } from '../../meta/status.js';
import type { ManagedFieldsEntry } from '../../meta/types.js';
import { type JsonObject } from '../patch/json-value.js';
export type ManagedFieldsOperation = 'Apply' | 'Update';
/** The manager an Update entry is folded into when there are too many (capManagers). */
export declare const ANCIENT_CHANGES_MANAGER = "ancient-changes";
/** Upstream's `DefaultMaxUpdateManagers`. */
export declare const MAX_UPDATE_MANAGERS = 10;
/** Upstream's `FieldManagerMaxLength`: bytes kept of a manager inferred from User-Agent. */
export declare const FIELD_MANAGER_MAX_LENGTH = 128;
export interface ManagerInfo {
    readonly manager: string;
    readonly operation: ManagedFieldsOperation;
    readonly apiVersion?: string;
    readonly subresource?: string;
}
/**
 * `BuildManagerIdentifier`: the JSON of the entry without fieldsType, fieldsV1 and time, and
 * without apiVersion for Apply, e.g. `{"manager":"kubectl","operation":"Update","apiVersion":"v1"}`.
 * Update entries with a different apiVersion or subresource are distinct managers.
 */
export declare function managerIdentity(info: ManagerInfo): string;
/**
 * `printManager` (conflict.go): `"name"` for appliers, `"name" using <apiVersion>` for
 * updaters, with ` with subresource "<s>"` after the name when set.
 */
export declare function printManager(identity: string): string;
/**
 * The field manager of a non-apply request without `fieldManager` (handlers/create.go
 * `prefixFromUserAgent`): the User-Agent up to its first `/`, non-printable characters
 * removed, cut to 128 bytes of UTF-8 without splitting a character. Empty when there is no
 * User-Agent (the entry then records `unknown`).
 */
export declare function inferManager(userAgent: string | undefined): string;
/** The `fieldManager` parameter when set, otherwise the manager inferred from User-Agent. */
export declare function managerOrUserAgent(fieldManager: string | undefined, userAgent: string | undefined): string;
/** A stored managedFields list that cannot be decoded. */
export declare class ManagedFieldsError extends Error {
    readonly code: "ERR_MANAGED_FIELDS";
    constructor(message: string, options?: {
        cause?: unknown;
    });
}
/** `metav1.Time` JSON: RFC 3339 in UTC, whole seconds. */
export declare function formatTime(now: Date): string;
/**
 * The object a create starts from (what `Creater.New(kind)` converts to): non-pointer
 * structs (`metadata`, and `spec`/`status` when they are structs) as empty objects, required
 * scalar fields at their zero value. Optional structs (e.g. RuntimeClass `scheduling`) are
 * absent, so a create that sets them adds the node itself (`".":{}` in FieldsV1).
 */
export declare function emptyObject(schemaName: string, schemas?: Readonly<Record<string, SchemaObject>>): JsonObject;
export interface UpdateManagedFieldsOptions {
    /** Component schema name of the kind, e.g. `io.cluster.api.node.v1.RuntimeClass`. */
    readonly schemaName: string;
    /** The stored object, or undefined on create. */
    readonly live: JsonObject | undefined;
    /** The object about to be stored (after the update/patch), possibly carrying managedFields. */
    readonly updated: JsonObject;
    /** `fieldManager` or the manager inferred from User-Agent; empty records `unknown`. */
    readonly manager: string;
    readonly operation?: 'Update';
    /** The main resource's group/version, e.g. `node.cluster.io/v1`. */
    readonly apiVersion: string;
    /** Set for subresource writes (e.g. `status`); the body's managedFields are then ignored. */
    readonly subresource?: string;
    readonly now: Date;
    readonly schemas?: Readonly<Record<string, SchemaObject>>;
}
export interface ManagedFieldsResult {
    /** `updated`/the applied object, with `metadata.managedFields` set (absent when empty). */
    readonly object: JsonObject;
    readonly managedFields: ManagedFieldsEntry[];
}
/**
 * Record a non-apply write (create, update, JSON/merge/strategic patch) in managedFields.
 * See the module comment. Never fails: as upstream's `UpdateNoErrors`, an object that does
 * not fit its schema is returned with managedFields removed.
 */
export declare function updateManagedFields(options: UpdateManagedFieldsOptions): ManagedFieldsResult;
export interface ApplyOptions {
    readonly schemaName: string;
    /** The stored object, or undefined when the apply creates it. */
    readonly live: JsonObject | undefined;
    /** The apply configuration (the decoded apply patch body). */
    readonly applied: JsonObject;
    /** The `fieldManager` parameter (required for apply; the caller validates it). */
    readonly manager: string;
    /** The main resource's group/version, e.g. `node.cluster.io/v1`. */
    readonly apiVersion: string;
    readonly subresource?: string;
    readonly force: boolean;
    readonly now: Date;
    readonly schemas?: Readonly<Record<string, SchemaObject>>;
}
/** One apply conflict: the other manager (printed) and the field path (SMD form). */
export interface ApplyConflict {
    /** `printManager` form: `"name"` or `"name" using <apiVersion>`. */
    readonly manager: string;
    /** SMD path, e.g. `.handler`, `.metadata.labels.app`. */
    readonly path: string;
    /** The manager identity JSON; conflicts are grouped and ordered by it (by `manager` when absent). */
    readonly identity?: string;
}
export type ApplyResult = (ManagedFieldsResult & {
    readonly conflicts?: undefined;
}) | {
    readonly conflicts: readonly ApplyConflict[];
    readonly object?: undefined;
    readonly managedFields?: undefined;
};
/**
 * Server-side apply of `applied` by `manager` (see the module comment). Returns the new
 * object and entries, or the conflicts (nothing changed). Throws `ApiError` 400 when the body
 * sets managedFields, and `ApiError` 500 (upstream's texts) when the body or the stored
 * object does not fit the schema or the stored managedFields cannot be decoded.
 */
export declare function apply(options: ApplyOptions): ApplyResult;
/**
 * The 409 Conflict for apply conflicts (wire.md §8.3): details hold only causes
 * `{reason: FieldManagerConflict, message: "conflict with <manager>", field: <path>}`; the
 * message is `Apply failed with 1 conflict: conflict with <manager>: <path>` or, for several,
 * `Apply failed with N conflicts: ` and per manager (ordered by identity)
 * `conflicts with <manager>:` followed by `- <path>` lines, joined with newlines.
 */
export declare function conflictError(conflicts: readonly ApplyConflict[]): ApiError;
