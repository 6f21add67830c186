import type { Clock } from '../../meta/clock.js';
import { type ResourceDescriptor } from '../../meta/resources.js';
import type { KubeObject, Status } from '../../meta/types.js';
import { type KeyValue, type Storage } from '../storage/storage.js';
import type { ListPredicate } from './predicate.js';
import type { ResourceStrategy } from './strategy.js';
import { type DeclarativeMode } from '../validation/declarative.js';
export declare const OPTIMISTIC_LOCK_ERROR_MSG = "the object has been modified; please apply your changes to the latest version and try again";
export interface ListRequest {
    readonly predicate: ListPredicate;
    readonly limit?: number;
    readonly continueToken?: string;
    /** The revision to read at (0: latest). Resolved by the caller from resourceVersion semantics. */
    readonly revision?: number;
}
export interface ListResponse<T> {
    readonly items: T[];
    readonly resourceVersion: string;
    readonly continueToken?: string;
    readonly remainingItemCount?: number;
}
export interface WriteOptions {
    readonly dryRun?: boolean;
    /** The manager recorded in managedFields (fieldManager, or inferred from User-Agent). */
    readonly fieldManager?: string;
    /** Set by server-side apply, which computes managedFields itself. */
    readonly managedFieldsComputed?: boolean;
}
export interface UpdateResult<T> {
    readonly object: T;
    readonly created: boolean;
}
/** The result of a delete: either the final Status, or the object still pending finalization. */
export type DeleteResult<T> = {
    readonly deleted: true;
    readonly status: Status;
    readonly object: T;
} | {
    readonly deleted: false;
    readonly object: T;
};
/** Hooks for cross-resource behaviour (namespace lifecycle) without coupling stores. */
export interface StoreHooks {
    /** Called before a create in a namespace; throws to reject (e.g. namespace missing). */
    admitCreate?(namespace: string, name: string, descriptor: ResourceDescriptor<any>): Promise<void>;
    /** Called after an object was removed from storage. */
    afterRemove?(namespace: string, name: string, descriptor: ResourceDescriptor<any>): Promise<void>;
}
/** Waits until the storage reaches a revision; false when it did not within the timeout. */
export interface Freshness {
    waitFor(revision: number, timeoutMs: number): Promise<boolean>;
}
export declare class RegistryStore<T extends KubeObject> {
    readonly descriptor: ResourceDescriptor<T>;
    private readonly storage;
    private readonly strategy;
    private readonly clock;
    private readonly hooks;
    private readonly rootPrefix;
    private readonly freshness;
    private readonly tooLargeWaitMs;
    private readonly declarative;
    constructor(options: {
        storage: Storage;
        strategy: ResourceStrategy<T>;
        clock: Clock;
        hooks?: StoreHooks;
        /** Lets reads wait for a revision the store has not reached yet. */
        freshness?: Freshness;
        /** How long such a read waits before answering 504 (upstream: 3 s). */
        tooLargeWaitMs?: number;
        /** Declarative validation beside the hand-written rules (gate DeclarativeValidation). */
        declarative?: DeclarativeMode;
    });
    private get gr();
    private get gk();
    /** Storage key of an object. */
    key(namespace: string, name: string): string;
    /** Key prefix of a collection ('' namespace: across all namespaces). */
    prefix(namespace: string): string;
    /** The resource-relative key used in continue tokens (`ns/name` or `name`). */
    private relativeKey;
    /** Decode a stored value and stamp its resourceVersion. Corrupt data -> StorageReadError-free InternalError. */
    decode(kv: KeyValue): T;
    /** A stored value that cannot be decoded: 500 StorageReadError, naming the key. */
    private corruptObjectError;
    private encode;
    private storageError;
    /**
     * Ensure the store has reached `revision` (resourceVersion "not older than" semantics).
     * A revision the store has not reached is "too large": 504 with Retry-After.
     */
    waitForRevision(revision: number): Promise<void>;
    /** Latest committed revision of the backing storage. */
    currentRevision(): number;
    /** Read a key that must exist: storage errors and absence become API errors. */
    private readExisting;
    get(namespace: string, name: string, opts?: {
        revision?: number;
        minRevision?: number;
    }): Promise<T>;
    /**
     * List one page. With a continue token the page is read at the token's revision from
     * its start key; otherwise at `revision` (0: latest). Selectors filter after reading,
     * so a page may hold fewer than `limit` items while more remain (as upstream).
     */
    list(namespace: string, req: ListRequest): Promise<ListResponse<T>>;
    /** Server-set fields on create (rest.BeforeCreate): uid, timestamps, generated name. */
    private prepareCreate;
    private generateName;
    private checkCreatable;
    create(namespace: string, obj: T, opts?: WriteOptions): Promise<T>;
    /** The stored object and its storage entry, or undefined when absent (PATCH reads this). */
    readCurrent(namespace: string, name: string): Promise<{
        object: T;
        kv: KeyValue;
    } | undefined>;
    /**
     * PUT: replace the object, or create it when absent and the strategy allows. The
     * object's resourceVersion must equal the stored one (409 otherwise); an empty one
     * is rejected as upstream does (422, "must be specified for an update").
     */
    update(namespace: string, name: string, obj: T, opts?: WriteOptions): Promise<UpdateResult<T>>;
    /**
     * Validate and store a new state of an existing object (shared by PUT and, later,
     * PATCH). Handles the no-op short cut and removal once the last finalizer is gone.
     */
    writeUpdate(namespace: string, name: string, obj: T, existing: T, existingKv: KeyValue, opts: WriteOptions): Promise<UpdateResult<T>>;
    /**
     * Record a non-apply write in managedFields (an Update entry for the manager, owning the
     * fields it changed). The object's time only moves when its fields changed, so an
     * unchanged object stays byte-identical and is not rewritten.
     */
    private recordManagedFields;
    /** The resource's apiVersion (the main resource group/version recorded in managedFields). */
    get groupVersion(): string;
    /** The clock's now, for apply. */
    now(): Date;
    /**
     * Server-owned metadata an update cannot change (upstream rest.BeforeUpdate):
     * generation, a missing uid, creationTimestamp, an existing deletionTimestamp and
     * deletionGracePeriodSeconds are carried over from the stored object.
     */
    private beforeUpdate;
    /**
     * DELETE: objects with finalizers get a deletionTimestamp and stay (returned as is);
     * others are removed and a Success Status is returned.
     */
    delete(namespace: string, name: string, opts?: WriteOptions & {
        preconditions?: {
            uid?: string;
            resourceVersion?: string;
        };
    }): Promise<DeleteResult<T>>;
    /**
     * Internal read-modify-write with no validation (deletion bookkeeping, namespace
     * lifecycle), retried on storage conflicts like upstream's GuaranteedUpdate.
     */
    guaranteedUpdate(namespace: string, name: string, mutate: (current: T) => T): Promise<T>;
    /** Remove an object now, whatever its finalizers (used once a namespace is finalized). */
    removeNow(namespace: string, name: string): Promise<void>;
    /**
     * Unsafe deletion (ignoreStoreReadErrorWithClusterBreakingPotential): allowed only for an
     * object that cannot be read; it is removed from storage ignoring finalizers and
     * preconditions. A readable object aborts the request (the seed's rule 1).
     */
    deleteCorrupt(namespace: string, name: string, opts?: WriteOptions): Promise<Status>;
    /** DELETE on a collection: deletes every matching object (finalizers respected). */
    deleteCollection(namespace: string, predicate: ListPredicate, opts?: WriteOptions): Promise<T[]>;
    /** The apiVersion string of this resource. */
    get apiVersion(): string;
}
