/**
 * Typed clients for one resource. `ResourceClient` works on one namespace (or a
 * cluster-scoped resource); `NamespacedResourceClient` adds `.namespace(ns)` and the
 * all-namespaces list. Both are generic over a descriptor; the object types come from
 * `generated/` through `meta/types`.
 */
import { type ResourceDescriptor } from '../meta/resources.js';
import type { KubeList, KubeObject, Preconditions, Status, Table } from '../meta/types.js';
import type { RestClient } from './rest-client.js';
import { ListAllIterator, ListPager, type PagerOptions } from './pager.js';
import { type WatchOptions } from './watch.js';
import type { ListerWatcher, WatchEvent } from './watch-event.js';
export interface ListOptions {
    readonly labelSelector?: string;
    readonly fieldSelector?: string;
    readonly limit?: number;
    readonly continue?: string;
    readonly resourceVersion?: string;
    readonly resourceVersionMatch?: 'Exact' | 'NotOlderThan';
    readonly timeoutSeconds?: number;
    readonly signal?: AbortSignal;
}
export interface GetOptions {
    readonly resourceVersion?: string;
    readonly signal?: AbortSignal;
}
export interface WriteOptions {
    /** Run every stage but store nothing (`dryRun=All`). */
    readonly dryRun?: boolean;
    readonly fieldManager?: string;
    readonly fieldValidation?: 'Ignore' | 'Warn' | 'Strict';
    readonly signal?: AbortSignal;
}
/** Patch formats: RFC 6902 JSON Patch, RFC 7386 merge patch, strategic merge patch. */
export type PatchType = 'json' | 'merge' | 'strategic';
export declare const PATCH_CONTENT_TYPES: Readonly<Record<PatchType, string>>;
export interface PatchOptions extends WriteOptions {
    readonly type: PatchType;
}
export interface ApplyOptions extends Omit<WriteOptions, 'fieldManager'> {
    /** Required: who owns the applied fields. */
    readonly fieldManager: string;
    /** Take ownership of fields other managers own (resolves conflicts). */
    readonly force?: boolean;
}
/** Every field optional, recursively: the shape of an apply configuration. */
export type DeepPartial<T> = T extends readonly (infer U)[] ? readonly DeepPartial<U>[] : T extends object ? {
    [K in keyof T]?: DeepPartial<T[K]>;
} : T;
/** What `apply` sends: a partial object that names itself. */
export type ApplyConfiguration<T extends KubeObject> = DeepPartial<T> & {
    metadata: {
        name: string;
    };
};
/** One RFC 6902 operation. */
export type JsonPatchOperation = {
    readonly op: 'add' | 'replace' | 'test';
    readonly path: string;
    readonly value: unknown;
} | {
    readonly op: 'remove';
    readonly path: string;
} | {
    readonly op: 'move' | 'copy';
    readonly from: string;
    readonly path: string;
};
export interface DeleteOptions {
    readonly dryRun?: boolean;
    readonly gracePeriodSeconds?: number;
    readonly propagationPolicy?: 'Foreground' | 'Background' | 'Orphan';
    readonly preconditions?: Preconditions;
    readonly signal?: AbortSignal;
}
export interface DeleteCollectionOptions extends DeleteOptions {
    readonly labelSelector?: string;
    readonly fieldSelector?: string;
}
/** True when a delete response is the final Status (the object is gone). */
export declare function isStatus(x: unknown): x is Status;
/**
 * Items of a list response carry no kind/apiVersion on the wire; fill them in so an object
 * has the same shape whether it came from a list, a get or a watch.
 */
export declare function withItemTypeMeta<T extends KubeObject, L extends KubeList<T>>(list: L, d: ResourceDescriptor<T>): L;
/** The Accept value for a server-side Table (JSON fallback is not wanted: a Table or an error). */
export declare const TABLE_ACCEPT = "application/json;as=Table;g=meta.cluster.io;v=v1";
/** Operations on one namespace of a namespaced resource, or on a cluster-scoped resource. */
export declare class ResourceClient<T extends KubeObject, L extends KubeList<T> = KubeList<T>> implements ListerWatcher<T> {
    readonly descriptor: ResourceDescriptor<T>;
    /** The namespace addressed ('' for cluster-scoped resources). */
    readonly namespace: string;
    protected readonly rest: RestClient;
    constructor(rest: RestClient, descriptor: ResourceDescriptor<T>, namespace?: string);
    protected path(name?: string): string;
    get(name: string, opts?: GetOptions): Promise<T>;
    /** List one page (or everything without `limit`); items carry kind and apiVersion. */
    /**
     * The server's Table for this collection (or one object with `name`): column definitions
     * and printed cells as kubectl shows them. `includeObject` picks what each row carries.
     */
    table(opts?: ListOptions & {
        name?: string;
        includeObject?: 'None' | 'Metadata' | 'Object';
    }): Promise<Table>;
    list(opts?: ListOptions): Promise<L>;
    /**
     * Watch this collection: typed events in server order until the server ends the
     * stream or `signal` aborts. See WatchOptions for bookmarks, initial events and resume.
     */
    watch(opts?: WatchOptions): AsyncIterable<WatchEvent<T>>;
    /** Pages of a chunked list, all from one snapshot (see ListPager for 410 handling). */
    listPages(opts?: PagerOptions): ListPager<T>;
    /** Every item of a chunked list: `for await (const obj of client.runtimeClasses.listAll())`. */
    listAll(opts?: PagerOptions): ListAllIterator<T>;
    create(obj: T, opts?: WriteOptions): Promise<T>;
    /** Replace an object (PUT). Its metadata.resourceVersion must be the current one. */
    update(obj: T, opts?: WriteOptions): Promise<T>;
    /**
     * Delete an object. Resolves to the final `Status` when it is gone, or to the object
     * (with deletionTimestamp set) while finalizers hold it; tell them apart with `isStatus`.
     */
    delete(name: string, opts?: DeleteOptions): Promise<Status | T>;
    /** Delete every object matching the selectors in this namespace (or cluster). */
    deleteCollection(opts?: DeleteCollectionOptions): Promise<Status>;
    /**
     * PATCH with the given format. JSON Patch takes an operation list; merge and strategic
     * patches take a partial object.
     */
    patch(name: string, patch: readonly JsonPatchOperation[] | DeepPartial<T>, opts: PatchOptions): Promise<T>;
    /**
     * Server-side apply: send the fields this manager wants to own; the server merges them,
     * records ownership in managedFields and answers 409 on conflicts unless `force`.
     * Creates the object when it does not exist.
     */
    apply(config: ApplyConfiguration<T>, opts: ApplyOptions): Promise<T>;
    /** Fill in kind/apiVersion so callers may omit them. */
    protected withTypeMeta(obj: T): T;
}
/** A namespaced resource: pick a namespace, or list and watch across all of them. */
export declare class NamespacedResourceClient<T extends KubeObject, L extends KubeList<T> = KubeList<T>> implements ListerWatcher<T> {
    readonly descriptor: ResourceDescriptor<T>;
    private readonly rest;
    private readonly byNamespace;
    constructor(rest: RestClient, descriptor: ResourceDescriptor<T>);
    /** Operations in one namespace (clients are cached per namespace). */
    namespace(ns: string): ResourceClient<T, L>;
    /** List across all namespaces; items carry kind and apiVersion. */
    list(opts?: ListOptions): Promise<L>;
    /** The server's Table across all namespaces. */
    table(opts?: ListOptions & {
        includeObject?: 'None' | 'Metadata' | 'Object';
    }): Promise<Table>;
    /** Watch across all namespaces. */
    watch(opts?: WatchOptions): AsyncIterable<WatchEvent<T>>;
    /** Pages of a chunked list across all namespaces. */
    listPages(opts?: PagerOptions): ListPager<T>;
    /** Every item across all namespaces, paged. */
    listAll(opts?: PagerOptions): ListAllIterator<T>;
}
