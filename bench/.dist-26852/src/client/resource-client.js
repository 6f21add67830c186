/**
 * Typed clients for one resource. `ResourceClient` works on one namespace (or a
 * cluster-scoped resource); `NamespacedResourceClient` adds `.namespace(ns)` and the
 * all-namespaces list. Both are generic over a descriptor; the object types come from
 * `generated/` through `meta/types`.
 */
import { apiVersionOf, resourcePath } from '../meta/resources.js';
import { ListAllIterator, ListPager } from './pager.js';
import { watchCollection } from './watch.js';
export const PATCH_CONTENT_TYPES = {
    json: 'application/json-patch+json',
    merge: 'application/merge-patch+json',
    strategic: 'application/strategic-merge-patch+json',
};
/** True when a delete response is the final Status (the object is gone). */
export function isStatus(x) {
    return typeof x === 'object' && x !== null && x.kind === 'Status';
}
/**
 * Items of a list response carry no kind/apiVersion on the wire; fill them in so an object
 * has the same shape whether it came from a list, a get or a watch.
 */
export function withItemTypeMeta(list, d) {
    const apiVersion = apiVersionOf(d);
    for (const item of list.items) {
        if (item.kind === undefined || item.apiVersion === undefined) {
            item.apiVersion ??= apiVersion;
            item.kind ??= d.kind;
        }
    }
    return list;
}
/** The Accept value for a server-side Table (JSON fallback is not wanted: a Table or an error). */
export const TABLE_ACCEPT = 'application/json;as=Table;g=meta.cluster.io;v=v1';
async function requestTable(rest, path, opts) {
    const r = await rest.request({
        method: 'GET',
        path,
        accept: TABLE_ACCEPT,
        query: { ...listQuery(opts), includeObject: opts.includeObject },
        ...(opts.signal ? { signal: opts.signal } : {}),
    });
    return r.body;
}
function listQuery(opts) {
    return {
        labelSelector: opts.labelSelector || undefined,
        fieldSelector: opts.fieldSelector || undefined,
        limit: opts.limit || undefined,
        continue: opts.continue || undefined,
        resourceVersion: opts.resourceVersion,
        resourceVersionMatch: opts.resourceVersionMatch,
        timeoutSeconds: opts.timeoutSeconds,
    };
}
function writeQuery(opts) {
    return {
        dryRun: opts.dryRun ? 'All' : undefined,
        fieldManager: opts.fieldManager,
        fieldValidation: opts.fieldValidation,
    };
}
function deleteBody(opts) {
    const body = { kind: 'DeleteOptions', apiVersion: 'v1' };
    if (opts.dryRun)
        body.dryRun = ['All'];
    if (opts.gracePeriodSeconds !== undefined)
        body.gracePeriodSeconds = opts.gracePeriodSeconds;
    if (opts.propagationPolicy)
        body.propagationPolicy = opts.propagationPolicy;
    if (opts.preconditions)
        body.preconditions = opts.preconditions;
    return body;
}
/** Operations on one namespace of a namespaced resource, or on a cluster-scoped resource. */
export class ResourceClient {
    descriptor;
    /** The namespace addressed ('' for cluster-scoped resources). */
    namespace;
    rest;
    constructor(rest, descriptor, namespace = '') {
        if (descriptor.namespaced && namespace === '')
            throw new TypeError(`${descriptor.resource} is namespaced: a namespace is required`);
        this.rest = rest;
        this.descriptor = descriptor;
        this.namespace = descriptor.namespaced ? namespace : '';
    }
    path(name) {
        const opts = {};
        if (this.descriptor.namespaced)
            opts.namespace = this.namespace;
        if (name !== undefined) {
            if (name === '')
                throw new TypeError('resource name may not be empty');
            opts.name = name;
        }
        return resourcePath(this.descriptor, opts);
    }
    async get(name, opts = {}) {
        const r = await this.rest.request({
            method: 'GET',
            path: this.path(name),
            query: { resourceVersion: opts.resourceVersion },
            ...(opts.signal ? { signal: opts.signal } : {}),
        });
        return r.body;
    }
    /** List one page (or everything without `limit`); items carry kind and apiVersion. */
    /**
     * The server's Table for this collection (or one object with `name`): column definitions
     * and printed cells as kubectl shows them. `includeObject` picks what each row carries.
     */
    async table(opts = {}) {
        return requestTable(this.rest, this.path(opts.name), opts);
    }
    async list(opts = {}) {
        const r = await this.rest.request({
            method: 'GET',
            path: this.path(),
            query: listQuery(opts),
            ...(opts.signal ? { signal: opts.signal } : {}),
        });
        return withItemTypeMeta(r.body, this.descriptor);
    }
    /**
     * Watch this collection: typed events in server order until the server ends the
     * stream or `signal` aborts. See WatchOptions for bookmarks, initial events and resume.
     */
    watch(opts = {}) {
        return watchCollection(this.rest, this.path(), opts);
    }
    /** Pages of a chunked list, all from one snapshot (see ListPager for 410 handling). */
    listPages(opts = {}) {
        return new ListPager((o) => this.list(o), opts);
    }
    /** Every item of a chunked list: `for await (const obj of client.runtimeClasses.listAll())`. */
    listAll(opts = {}) {
        return new ListAllIterator((o) => this.list(o), opts);
    }
    async create(obj, opts = {}) {
        const r = await this.rest.request({
            method: 'POST',
            path: this.path(),
            query: writeQuery(opts),
            body: this.withTypeMeta(obj),
            ...(opts.signal ? { signal: opts.signal } : {}),
        });
        return r.body;
    }
    /** Replace an object (PUT). Its metadata.resourceVersion must be the current one. */
    async update(obj, opts = {}) {
        const name = obj.metadata?.name;
        if (!name)
            throw new TypeError('update: metadata.name is required');
        const r = await this.rest.request({
            method: 'PUT',
            path: this.path(name),
            query: writeQuery(opts),
            body: this.withTypeMeta(obj),
            ...(opts.signal ? { signal: opts.signal } : {}),
        });
        return r.body;
    }
    /**
     * Delete an object. Resolves to the final `Status` when it is gone, or to the object
     * (with deletionTimestamp set) while finalizers hold it; tell them apart with `isStatus`.
     */
    async delete(name, opts = {}) {
        const r = await this.rest.request({
            method: 'DELETE',
            path: this.path(name),
            body: deleteBody(opts),
            ...(opts.signal ? { signal: opts.signal } : {}),
        });
        return r.body;
    }
    /** Delete every object matching the selectors in this namespace (or cluster). */
    async deleteCollection(opts = {}) {
        const r = await this.rest.request({
            method: 'DELETE',
            path: this.path(),
            query: { labelSelector: opts.labelSelector || undefined, fieldSelector: opts.fieldSelector || undefined },
            body: deleteBody(opts),
            ...(opts.signal ? { signal: opts.signal } : {}),
        });
        return r.body;
    }
    /**
     * PATCH with the given format. JSON Patch takes an operation list; merge and strategic
     * patches take a partial object.
     */
    async patch(name, patch, opts) {
        const r = await this.rest.request({
            method: 'PATCH',
            path: this.path(name),
            query: writeQuery(opts),
            body: patch,
            contentType: PATCH_CONTENT_TYPES[opts.type],
            ...(opts.signal ? { signal: opts.signal } : {}),
        });
        return r.body;
    }
    /**
     * Server-side apply: send the fields this manager wants to own; the server merges them,
     * records ownership in managedFields and answers 409 on conflicts unless `force`.
     * Creates the object when it does not exist.
     */
    async apply(config, opts) {
        const body = { apiVersion: apiVersionOf(this.descriptor), kind: this.descriptor.kind, ...config };
        const r = await this.rest.request({
            method: 'PATCH',
            path: this.path(config.metadata.name),
            query: { ...writeQuery(opts), fieldManager: opts.fieldManager, force: opts.force ? 'true' : undefined },
            // JSON is valid YAML: the apply content type takes either.
            body,
            contentType: 'application/apply-patch+yaml',
            ...(opts.signal ? { signal: opts.signal } : {}),
        });
        return r.body;
    }
    /** Fill in kind/apiVersion so callers may omit them. */
    withTypeMeta(obj) {
        return { ...obj, apiVersion: obj.apiVersion ?? apiVersionOf(this.descriptor), kind: obj.kind ?? this.descriptor.kind };
    }
}
/** A namespaced resource: pick a namespace, or list and watch across all of them. */
export class NamespacedResourceClient {
    descriptor;
    rest;
    byNamespace = new Map();
    constructor(rest, descriptor) {
        this.rest = rest;
        this.descriptor = descriptor;
    }
    /** Operations in one namespace (clients are cached per namespace). */
    namespace(ns) {
        let c = this.byNamespace.get(ns);
        if (!c) {
            c = new ResourceClient(this.rest, this.descriptor, ns);
            this.byNamespace.set(ns, c);
        }
        return c;
    }
    /** List across all namespaces; items carry kind and apiVersion. */
    async list(opts = {}) {
        const r = await this.rest.request({
            method: 'GET',
            path: resourcePath(this.descriptor),
            query: listQuery(opts),
            ...(opts.signal ? { signal: opts.signal } : {}),
        });
        return withItemTypeMeta(r.body, this.descriptor);
    }
    /** The server's Table across all namespaces. */
    async table(opts = {}) {
        return requestTable(this.rest, resourcePath(this.descriptor), opts);
    }
    /** Watch across all namespaces. */
    watch(opts = {}) {
        return watchCollection(this.rest, resourcePath(this.descriptor), opts);
    }
    /** Pages of a chunked list across all namespaces. */
    listPages(opts = {}) {
        return new ListPager((o) => this.list(o), opts);
    }
    /** Every item across all namespaces, paged. */
    listAll(opts = {}) {
        return new ListAllIterator((o) => this.list(o), opts);
    }
}
//# sourceMappingURL=resource-client.js.map