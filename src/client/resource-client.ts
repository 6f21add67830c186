/**
 * Typed clients for one resource. `ResourceClient` works on one namespace (or a
 * cluster-scoped resource); `NamespacedResourceClient` adds `.namespace(ns)` and the
 * all-namespaces list. Both are generic over a descriptor; the object types come from
 * `generated/` through `meta/types`.
 */
import { apiVersionOf, resourcePath, type ResourceDescriptor } from '../meta/resources.js';
import type { KubeList, KubeObject, Preconditions, Status, Table } from '../meta/types.js';
import type { BaseRestClient as RestClient } from './rest-client-base.js';
import { ListAllIterator, ListPager, type PagerOptions, type UndecodedListPage } from './pager.js';
import type { WireFormat } from './client-wire.js';
import { watchCollection, type WatchOptions } from './watch.js';
import type { BodyBuffers } from './transport.js';
import type { ListerWatcher, WatchEvent } from './watch-event.js';

export interface ListOptions {
  readonly labelSelector?: string;
  readonly fieldSelector?: string;
  readonly limit?: number;
  readonly continue?: string;
  readonly resourceVersion?: string;
  readonly resourceVersionMatch?: 'Exact' | 'NotOlderThan';
  readonly timeoutSeconds?: number;
  /** Preferred response format of this list instead of the client's (JSON stays the fallback). */
  readonly wireFormat?: WireFormat;
  /** The caller never changes the decoded list (an informer's cache): see BodyDecodeOptions.readOnly. */
  readonly readOnly?: boolean;
  /** The caller drops `metadata.managedFields` anyway: see BodyDecodeOptions.dropManagedFields. */
  readonly dropManagedFields?: boolean;
  /** Pool the body is read into; released to it when the page is decoded (see BodyBuffers). */
  readonly bodyBuffers?: BodyBuffers;
  /** Called once with the list's metadata as soon as the body's head holds it (see RequestOptions.onListHead). */
  readonly onListHead?: (head: { readonly continue?: unknown }) => void;
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

export const PATCH_CONTENT_TYPES: Readonly<Record<PatchType, string>> = {
  json: 'application/json-patch+json',
  merge: 'application/merge-patch+json',
  strategic: 'application/strategic-merge-patch+json',
};

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
export type DeepPartial<T> = T extends readonly (infer U)[] ? readonly DeepPartial<U>[] : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/**
 * An RFC 7386 JSON merge patch of `T`: every field optional, `null` deletes a field (a label,
 * an annotation, `spec.overhead`), objects merge recursively, and a list replaces the whole
 * list, so list items are complete objects.
 */
export type MergePatch<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: MergePatch<T[K]> | null } : T;

/**
 * A strategic merge patch of `T`: like a merge patch (`null` deletes a field), but list items
 * may be partial too, since lists with a merge key merge item by item (`ownerReferences` by
 * `uid`). Directives such as `$patch` are not part of the type.
 */
export type StrategicMergePatch<T> = T extends readonly (infer U)[]
  ? readonly StrategicMergePatch<U>[]
  : T extends object
    ? { [K in keyof T]?: StrategicMergePatch<T[K]> | null }
    : T;

/** The body a patch of type `P` takes: an operation list for `json`, a partial object otherwise. */
export type PatchBody<T, P extends PatchType = PatchType> = P extends 'json'
  ? readonly JsonPatchOperation[]
  : P extends 'merge'
    ? MergePatch<T>
    : StrategicMergePatch<T>;

/** What `apply` sends: a partial object that names itself. */
export type ApplyConfiguration<T extends KubeObject> = DeepPartial<T> & { metadata: { name: string } };

/** One RFC 6902 operation. */
export type JsonPatchOperation =
  | { readonly op: 'add' | 'replace' | 'test'; readonly path: string; readonly value: unknown }
  | { readonly op: 'remove'; readonly path: string }
  | { readonly op: 'move' | 'copy'; readonly from: string; readonly path: string };

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
export function isStatus(x: unknown): x is Status {
  return typeof x === 'object' && x !== null && (x as { kind?: unknown }).kind === 'Status';
}

/**
 * Items of a list response carry no kind/apiVersion on the wire; fill them in so an object
 * has the same shape whether it came from a list, a get or a watch.
 */
export function withItemTypeMeta<T extends KubeObject, L extends KubeList<T>>(list: L, d: ResourceDescriptor<T>): L {
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

async function requestTable(rest: RestClient, path: string, opts: ListOptions & { includeObject?: string }): Promise<Table> {
  const r = await rest.request<Table>({
    method: 'GET',
    path,
    accept: TABLE_ACCEPT,
    query: { ...listQuery(opts), includeObject: opts.includeObject },
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
  return r.body;
}

/** GET a list and read its body; decoding waits for `decode()`. */
async function undecodedList<T extends KubeObject, L extends KubeList<T>>(
  rest: RestClient,
  path: string,
  opts: ListOptions,
  d: ResourceDescriptor<T>,
): Promise<UndecodedListPage<L>> {
  const r = await rest.requestUndecoded<L>({
    method: 'GET',
    path,
    query: listQuery(opts),
    list: true,
    ...(opts.wireFormat !== undefined ? { wireFormat: opts.wireFormat } : {}),
    ...(opts.readOnly === true ? { readOnly: true } : {}),
    ...(opts.dropManagedFields === true ? { dropManagedFields: true } : {}),
    ...(opts.bodyBuffers ? { bodyBuffers: opts.bodyBuffers } : {}),
    ...(opts.onListHead ? { onListHead: opts.onListHead } : {}),
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
  const head = r.peekListMeta();
  const buffers = opts.bodyBuffers;
  if (buffers === undefined) return { head, decode: () => withItemTypeMeta(r.decode(), d) };
  // The body goes back to the pool after the one decode (decoded objects copy what they keep);
  // a second decode() answers the same list (or error), never bytes the pool handed out again.
  let outcome: { readonly list: L } | { readonly error: unknown } | undefined;
  return {
    head,
    decode: () => {
      if (outcome === undefined) {
        try {
          outcome = { list: withItemTypeMeta(r.decode(), d) };
        } catch (error) {
          outcome = { error };
        } finally {
          buffers.release(r.bytes);
        }
      }
      if ('error' in outcome) throw outcome.error;
      return outcome.list;
    },
  };
}

function listQuery(opts: ListOptions) {
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

function writeQuery(opts: WriteOptions) {
  return {
    dryRun: opts.dryRun ? 'All' : undefined,
    fieldManager: opts.fieldManager,
    fieldValidation: opts.fieldValidation,
  };
}

function deleteBody(opts: DeleteOptions) {
  const body: Record<string, unknown> = { kind: 'DeleteOptions', apiVersion: 'v1' };
  if (opts.dryRun) body.dryRun = ['All'];
  if (opts.gracePeriodSeconds !== undefined) body.gracePeriodSeconds = opts.gracePeriodSeconds;
  if (opts.propagationPolicy) body.propagationPolicy = opts.propagationPolicy;
  if (opts.preconditions) body.preconditions = opts.preconditions;
  return body;
}

/** Operations on one namespace of a namespaced resource, or on a cluster-scoped resource. */
export class ResourceClient<T extends KubeObject, L extends KubeList<T> = KubeList<T>> implements ListerWatcher<T> {
  readonly descriptor: ResourceDescriptor<T>;
  /** The namespace addressed ('' for cluster-scoped resources). */
  readonly namespace: string;
  protected readonly rest: RestClient;

  constructor(rest: RestClient, descriptor: ResourceDescriptor<T>, namespace = '') {
    if (descriptor.namespaced && namespace === '') throw new TypeError(`${descriptor.resource} is namespaced: a namespace is required`);
    this.rest = rest;
    this.descriptor = descriptor;
    this.namespace = descriptor.namespaced ? namespace : '';
  }

  protected path(name?: string): string {
    const opts: { namespace?: string; name?: string } = {};
    if (this.descriptor.namespaced) opts.namespace = this.namespace;
    if (name !== undefined) {
      if (name === '') throw new TypeError('resource name may not be empty');
      opts.name = name;
    }
    return resourcePath(this.descriptor, opts);
  }

  async get(name: string, opts: GetOptions = {}): Promise<T> {
    const r = await this.rest.request<T>({
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
  async table(opts: ListOptions & { name?: string; includeObject?: 'None' | 'Metadata' | 'Object' } = {}): Promise<Table> {
    return requestTable(this.rest, this.path(opts.name), opts);
  }

  async list(opts: ListOptions = {}): Promise<L> {
    return (await this.listUndecoded(opts)).decode();
  }

  /** `list` with the body read but not decoded yet (see prefetchingPages): the head tells the continue token. */
  async listUndecoded(opts: ListOptions = {}): Promise<UndecodedListPage<L>> {
    return undecodedList(this.rest, this.path(), opts, this.descriptor);
  }

  /**
   * Watch this collection: typed events in server order until the server ends the
   * stream or `signal` aborts. See WatchOptions for bookmarks, initial events and resume.
   */
  watch(opts: WatchOptions = {}): AsyncIterable<WatchEvent<T>> {
    return watchCollection<T>(this.rest, this.path(), opts);
  }

  /** Pages of a chunked list, all from one snapshot (see ListPager for 410 handling). */
  listPages(opts: PagerOptions = {}): ListPager<T> {
    return new ListPager<T>((o) => this.list(o), opts, false, (o) => this.listUndecoded(o));
  }

  /** Every item of a chunked list: `for await (const obj of client.runtimeClasses.listAll())`. */
  listAll(opts: PagerOptions = {}): ListAllIterator<T> {
    return new ListAllIterator<T>((o) => this.list(o), opts, (o) => this.listUndecoded(o));
  }

  async create(obj: T, opts: WriteOptions = {}): Promise<T> {
    const r = await this.rest.request<T>({
      method: 'POST',
      path: this.path(),
      query: writeQuery(opts),
      body: this.withTypeMeta(obj),
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
    return r.body;
  }

  /** Replace an object (PUT). Its metadata.resourceVersion must be the current one. */
  async update(obj: T, opts: WriteOptions = {}): Promise<T> {
    const name = obj.metadata?.name;
    if (!name) throw new TypeError('update: metadata.name is required');
    const r = await this.rest.request<T>({
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
  async delete(name: string, opts: DeleteOptions = {}): Promise<Status | T> {
    const r = await this.rest.request<Status | T>({
      method: 'DELETE',
      path: this.path(name),
      body: deleteBody(opts),
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
    return r.body;
  }

  /**
   * Delete every object matching the selectors in this namespace (or cluster). The server
   * answers the list of the deleted objects, as kube-apiserver does (older servers a Status).
   */
  async deleteCollection(opts: DeleteCollectionOptions = {}): Promise<L | Status> {
    const r = await this.rest.request<L | Status>({
      method: 'DELETE',
      path: this.path(),
      query: { labelSelector: opts.labelSelector || undefined, fieldSelector: opts.fieldSelector || undefined },
      body: deleteBody(opts),
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
    const body = r.body;
    return isStatus(body) || !Array.isArray((body as L).items) ? body : withItemTypeMeta(body as L, this.descriptor);
  }

  /**
   * PATCH with the given format. JSON Patch takes an operation list; merge and strategic
   * patches take a partial object in which `null` deletes a field.
   */
  async patch<P extends PatchType>(name: string, patch: PatchBody<T, P>, opts: PatchOptions & { readonly type: P }): Promise<T> {
    const r = await this.rest.request<T>({
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
  async apply(config: ApplyConfiguration<T>, opts: ApplyOptions): Promise<T> {
    const body = { apiVersion: apiVersionOf(this.descriptor), kind: this.descriptor.kind, ...config };
    const r = await this.rest.request<T>({
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
  protected withTypeMeta(obj: T): T {
    return { ...obj, apiVersion: obj.apiVersion ?? apiVersionOf(this.descriptor), kind: obj.kind ?? this.descriptor.kind };
  }
}

/** A namespaced resource: pick a namespace, or list and watch across all of them. */
export class NamespacedResourceClient<T extends KubeObject, L extends KubeList<T> = KubeList<T>> implements ListerWatcher<T> {
  readonly descriptor: ResourceDescriptor<T>;
  private readonly rest: RestClient;
  private readonly byNamespace = new Map<string, ResourceClient<T, L>>();

  constructor(rest: RestClient, descriptor: ResourceDescriptor<T>) {
    this.rest = rest;
    this.descriptor = descriptor;
  }

  /** Operations in one namespace (clients are cached per namespace). */
  namespace(ns: string): ResourceClient<T, L> {
    let c = this.byNamespace.get(ns);
    if (!c) {
      c = new ResourceClient<T, L>(this.rest, this.descriptor, ns);
      this.byNamespace.set(ns, c);
    }
    return c;
  }

  /** List across all namespaces; items carry kind and apiVersion. */
  async list(opts: ListOptions = {}): Promise<L> {
    return (await this.listUndecoded(opts)).decode();
  }

  /** `list` with the body read but not decoded yet (see prefetchingPages): the head tells the continue token. */
  async listUndecoded(opts: ListOptions = {}): Promise<UndecodedListPage<L>> {
    return undecodedList(this.rest, resourcePath(this.descriptor), opts, this.descriptor);
  }

  /** The server's Table across all namespaces. */
  async table(opts: ListOptions & { includeObject?: 'None' | 'Metadata' | 'Object' } = {}): Promise<Table> {
    return requestTable(this.rest, resourcePath(this.descriptor), opts);
  }

  /** Watch across all namespaces. */
  watch(opts: WatchOptions = {}): AsyncIterable<WatchEvent<T>> {
    return watchCollection<T>(this.rest, resourcePath(this.descriptor), opts);
  }

  /** Pages of a chunked list across all namespaces. */
  listPages(opts: PagerOptions = {}): ListPager<T> {
    return new ListPager<T>((o) => this.list(o), opts, false, (o) => this.listUndecoded(o));
  }

  /** Every item across all namespaces, paged. */
  listAll(opts: PagerOptions = {}): ListAllIterator<T> {
    return new ListAllIterator<T>((o) => this.list(o), opts, (o) => this.listUndecoded(o));
  }
}
