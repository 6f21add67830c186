/**
 * The generic registry store (upstream: genericregistry.Store): turns API verbs into
 * storage operations for one resource, with validation, server-set fields,
 * resourceVersion semantics, optimistic concurrency, finalizers and paging.
 * Encoding to the wire happens in the handlers; this layer deals in plain objects.
 */
import { goOrdered, omitEmptyInPlace, orderLargeMetadataMaps, orderLargeMetadataMapsSteps, withResourceVersion } from '../../codec/go-order.js';
import { storedJsonBytes } from '../../codec/go-order-json.js';
import { valueArray } from './value-slabs.js';
import { precomputeLargeMetadataValidation } from '../validation/object-meta.js';
import { randomUUID, randomInt } from 'node:crypto';
import type { Clock } from '../../meta/clock.js';
import { formatTime } from '../../meta/clock.js';
import { fieldErrors, goValue } from '../../meta/field-errors.js';
import { apiVersionOf, type ResourceDescriptor } from '../../meta/resources.js';
import { ApiError, failureStatus, statusErrors } from '../../meta/status.js';
import type { KubeObject, ObjectMeta, Preconditions, Status } from '../../meta/types.js';
import { StorageError, type KeyValue, type Storage } from '../storage/storage.js';
import { decodeContinueToken, encodeContinueToken, encodeContinueTokenAt } from './continue-token.js';
import { TOO_LARGE_RESOURCE_VERSION_WAIT_MS, WRITE_SLICE_MS } from './limits.js';
import type { ListPredicate } from './predicate.js';
import { tooLargeResourceVersionError } from './too-large-resource-version.js';
import type { ResourceStrategy } from './strategy.js';
import { updateManagedFieldsOrSteps, type UpdateManagedFieldsResult } from '../apply/managed-fields.js';
import { drain, hasAtMostMembers, knownLargeMapKeys, runSliced, runSlicedOrNow, SliceBudget, yieldToEventLoop, type Steps } from '../apply/work-slices.js';
import { jsonStringifySteps } from './sliced-json.js';
import { combineValidation, type DeclarativeMode } from '../validation/declarative.js';
import type { JsonObject } from '../patch/json-value.js';
import { writeAttributes, type AdmissionAttributes, type AdmissionOperation, type AdmissionRequestContext } from '../admission/attributes.js';

export const OPTIMISTIC_LOCK_ERROR_MSG =
  'the object has been modified; please apply your changes to the latest version and try again';

/** Bounds of a store's cache of encoded object versions (see RegistryStore.encodedOnce). */
export const ENCODED_CACHE_MAX_ENTRIES = 4096;
export const ENCODED_CACHE_MAX_BYTES = 16 * 1024 * 1024;
export const ENCODED_CACHE_MAX_OBJECT_BYTES = 256 * 1024;
/** Keys remembered in a store's schemaValidAt before it is cleared (see there). */
export const SCHEMA_VALID_MAX_KEYS = 1 << 18;
/** Objects of at most this many members are encoded for storage in one go (as sliced-json's native threshold). */
const ENCODE_AT_ONCE_MAX_MEMBERS = 2048;

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
  /** The request's caller and response sinks for validating admission (absent: a write by the server itself). */
  readonly admission?: AdmissionRequestContext;
}

/** Validating admission, run by every write after validation and before storage (dry runs too). */
export interface StoreAdmission {
  /** undefined (no promise) when nothing had to be checked. */
  validate(attrs: AdmissionAttributes): Promise<void> | undefined;
}

export interface UpdateResult<T> {
  readonly object: T;
  readonly created: boolean;
}

/** The result of a delete: either the final Status, or the object still pending finalization. */
export type DeleteResult<T> = { readonly deleted: true; readonly status: Status; readonly object: T } | { readonly deleted: false; readonly object: T };

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

/** `obj` without `metadata.resourceVersion` (a shallow copy when it has one; `obj` is not changed). */
function withoutResourceVersion(obj: KubeObject): unknown {
  const meta = obj.metadata;
  if (!meta || meta.resourceVersion === undefined) return obj;
  const { resourceVersion: _rv, ...rest } = meta;
  return { ...obj, metadata: rest };
}

/**
 * The JSON of a Go-ordered object without `metadata.resourceVersion` (never stored, see
 * `storedView`): the member is set to undefined for the synchronous stringify, which leaves
 * undefined members out, and put back, so no copy of the object or its metadata is made.
 */
function stringifyWithoutResourceVersion(obj: KubeObject): string {
  const meta = obj.metadata;
  const rv = meta?.resourceVersion;
  if (meta === undefined || rv === undefined) return JSON.stringify(obj);
  meta.resourceVersion = undefined;
  try {
    return JSON.stringify(obj);
  } finally {
    meta.resourceVersion = rv;
  }
}

const UTF8 = new TextEncoder();

/**
 * The UTF-8 bytes of `text` in an array of exactly their length, allocated for them alone.
 * Sized with `Buffer.byteLength` and filled by `encodeInto` (`TextEncoder.encode` was 6.9% of
 * the update loop's profile; see docs/performance.md, "bytes handed over to the storage").
 */
function utf8Owned(text: string): Uint8Array {
  const out = new Uint8Array(Buffer.byteLength(text, 'utf8'));
  UTF8.encodeInto(text, out);
  return out;
}

const GENERATE_NAME_ALPHABET = 'bcdfghjklmnpqrstvwxz2456789';
const GENERATE_NAME_SUFFIX_LENGTH = 5;
const MAX_GENERATE_NAME_ATTEMPTS = 8;

export class RegistryStore<T extends KubeObject> {
  readonly descriptor: ResourceDescriptor<T>;
  private readonly storage: Storage;
  private readonly strategy: ResourceStrategy<T>;
  private readonly clock: Clock;
  private readonly hooks: StoreHooks;
  private readonly rootPrefix: string;
  private readonly freshness: Freshness | undefined;
  private readonly tooLargeWaitMs: number;
  private readonly declarative: DeclarativeMode | undefined;
  private readonly admission: StoreAdmission | undefined;
  /** Already-decoded current objects by storage key (the watch cache), to skip re-parsing. */
  private decoded: ((key: string) => T | undefined) | undefined;
  /** See {@link encodedOnce}: least recently used first; one object, so subresource copies (withStrategy) share it. */
  private readonly encoded = { entries: new Map<string, { revision: number; bytes: Uint8Array }>(), bytes: 0 };

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
    admission?: StoreAdmission;
  }) {
    this.declarative = options.declarative;
    this.admission = options.admission;
    this.freshness = options.freshness;
    this.tooLargeWaitMs = options.tooLargeWaitMs ?? TOO_LARGE_RESOURCE_VERSION_WAIT_MS;
    this.storage = options.storage;
    this.strategy = options.strategy;
    this.descriptor = options.strategy.descriptor;
    this.clock = options.clock;
    this.hooks = options.hooks ?? {};
    const d = this.descriptor;
    this.rootPrefix = `/registry/${d.group === '' ? 'core' : d.group}/${d.resource}/`;
    this.apiVersionText = apiVersionOf(d);
  }

  private get gr() {
    return { group: this.descriptor.group, resource: this.descriptor.resource };
  }

  private get gk() {
    return { group: this.descriptor.group, kind: this.descriptor.kind };
  }

  /** Storage key of an object. */
  key(namespace: string, name: string): string {
    return this.descriptor.namespaced ? `${this.rootPrefix}${namespace}/${name}` : `${this.rootPrefix}${name}`;
  }

  /** Key prefix of a collection ('' namespace: across all namespaces). */
  prefix(namespace: string): string {
    return this.descriptor.namespaced && namespace !== '' ? `${this.rootPrefix}${namespace}/` : this.rootPrefix;
  }

  /** The resource-relative key used in continue tokens (`ns/name` or `name`). */
  private relativeKey(key: string): string {
    return key.slice(this.rootPrefix.length);
  }

  /** Decode a stored value and stamp its resourceVersion. Corrupt data -> StorageReadError-free InternalError. */
  decode(kv: KeyValue): T {
    let obj: T;
    try {
      obj = JSON.parse(Buffer.from(kv.value.buffer, kv.value.byteOffset, kv.value.byteLength).toString('utf8')) as T;
    } catch (err) {
      throw this.corruptObjectError(kv.key, err, kv.modRevision);
    }
    if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) throw this.corruptObjectError(kv.key, new Error('not an object'), kv.modRevision);
    // Stored in Go's key order without resourceVersion: put it in its place (see encodeSteps).
    obj.metadata = withResourceVersion((obj.metadata ?? {}) as Record<string, unknown>, String(kv.modRevision)) as T['metadata'];
    return obj;
  }

  /** A stored value that cannot be decoded: 500 StorageReadError, naming the key. */
  private corruptObjectError(key: string, cause: unknown, revision = 0): ApiError {
    const msg = cause instanceof Error ? cause.message : String(cause);
    const text = `StorageError: corrupt object, Code: 7, Key: ${key}, ResourceVersion: ${revision}, AdditionalErrorMsg: ${msg}`;
    return new ApiError(failureStatus(500, 'StorageReadError', text, { causes: [{ message: text }] }), { cause });
  }

  private encode(obj: T): Uint8Array {
    return drain(this.encodeSteps(obj));
  }

  /**
   * The stored form, encoded in slices when the object is large (a multi-MiB object takes a
   * while to serialise); an ordinary object is encoded at once, without the cost of steps.
   */
  private encodeSliced(obj: T): Promise<Uint8Array> | Uint8Array {
    // One walk from the object to its stored bytes (ordered, counted, UTF-8), for ordinary
    // objects; undefined sends anything else the general way below.
    // Written through createOwned/updateOwned only (storeWrite), which keep slab views.
    const bytes = storedJsonBytes(obj, ENCODE_AT_ONCE_MAX_MEMBERS, this.storage.createOwned && this.storage.updateOwned ? valueArray : undefined, knownLargeMapKeys);
    if (bytes !== undefined) return bytes;
    // Usually `obj` itself (already in Go order): no copy to leave resourceVersion out.
    const ordered = goOrdered(obj) as T;
    // A fresh array of exactly the encoding (not a slice of Node's buffer pool): it is handed
    // over to the storage (storeWrite), which can keep it without a copy.
    if (hasAtMostMembers(ordered, ENCODE_AT_ONCE_MAX_MEMBERS)) return utf8Owned(stringifyWithoutResourceVersion(ordered));
    // Already in order: a large object is not walked again (ordering it was a long step).
    return runSliced(this.encodeViewSteps(withoutResourceVersion(ordered)));
  }

  private encodeSteps(obj: T): Steps<Uint8Array> {
    return this.encodeViewSteps(this.storedView(obj));
  }

  /**
   * What is stored of `obj`: resourceVersion is never stored (it is the storage revision,
   * stamped on read), and keys are in Go's order, so reads decode objects that encode without
   * reordering. The object is not touched: a view without resourceVersion is ordered.
   */
  private storedView(obj: T): unknown {
    return goOrdered(withoutResourceVersion(obj));
  }

  private *encodeViewSteps(view: unknown): Steps<Uint8Array> {
    // Ordering and counting a large object were a step already (counting enumerates its big maps).
    yield;
    const text = yield* jsonStringifySteps(view);
    return Buffer.from(text, 'utf8');
  }

  /**
   * Objects this store is writing, by key: the watch cache's decode of the write's own event
   * takes the object instead of parsing its bytes again (a multi-MiB object with large
   * managedFields takes hundreds of milliseconds to parse). Only used when the stored bytes
   * are exactly the encoded ones.
   */
  private readonly writing = new Map<string, { readonly bytes: Uint8Array; readonly obj: T }>();

  /**
   * Stored versions this store wrote whose fields (all but managedFields) fit the kind's
   * structural schema, as the field manager found: key -> modRevision of that version (the
   * content at key@modRevision is what was checked, whether the cache holds the written object
   * or a decode of its bytes). Shared by subresource copies (withStrategy). One entry per key,
   * replaced by each write: a WeakSet entry per written object cost every update an insertion
   * and kept a table entry per object alive in the watch cache's history (docs/performance.md,
   * "Updates: round s23"). Entries go with deletes through this store; keys deleted elsewhere
   * (another server on the same etcd) leave an entry behind, so the map is cleared past
   * SCHEMA_VALID_MAX_KEYS (the next write of each object then checks its live version again).
   */
  private readonly schemaValidAt = new Map<string, number>();

  /** `apiVersionOf(descriptor)`, built once (every write records it in managedFields). */
  private readonly apiVersionText: string;

  /**
   * The revision of the latest write (create, update or delete) this store or one of its
   * subresource copies had acknowledged by storage; shared by the copies (withStrategy).
   */
  private readonly acknowledged = { revision: 0 };

  /**
   * The revision of the latest write through this resource's stores on this server (0: none
   * yet). A reader of the resource's watch cache that must see every write this server has
   * answered (admission reading policies) waits for this revision rather than the storage's
   * global one, which writes to every other resource move ahead.
   */
  lastWriteRevision(): number {
    return this.acknowledged.revision;
  }

  private acknowledge<R extends KeyValue>(kv: R): R {
    if (kv.modRevision > this.acknowledged.revision) this.acknowledged.revision = kv.modRevision;
    return kv;
  }

  private async storeWrite<R extends KeyValue>(key: string, bytes: Uint8Array, obj: T, write: () => Promise<R>): Promise<R> {
    this.writing.set(key, { bytes, obj });
    try {
      return this.acknowledge(await write());
    } finally {
      if (this.writing.get(key)?.obj === obj) this.writing.delete(key);
    }
  }

  /**
   * Decode for the watch cache: the object being written when its bytes are the ones just
   * stored (it is then shared with the writer, which no longer changes it), else `decode`.
   */
  decodeForCache(kv: KeyValue): T {
    const w = this.writing.get(kv.key);
    if (w && (w.bytes === kv.value || (w.bytes.byteLength === kv.value.byteLength && Buffer.compare(w.bytes, kv.value) === 0))) {
      const meta = (w.obj.metadata ??= {});
      meta.resourceVersion = String(kv.modRevision);
      return w.obj;
    }
    return this.decode(kv);
  }

  private storageError(err: unknown, name: string): never {
    if (err instanceof StorageError) {
      switch (err.code) {
        case 'KeyNotFound':
          throw statusErrors.notFound(this.gr, name);
        case 'KeyExists':
          throw statusErrors.alreadyExists(this.gr, name);
        case 'Conflict':
          throw statusErrors.conflict(this.gr, name, OPTIMISTIC_LOCK_ERROR_MSG);
        case 'Compacted':
          throw statusErrors.expired('The resourceVersion for the provided list is too old.');
        default:
          throw statusErrors.internal(err);
      }
    }
    throw err;
  }

  /**
   * Ensure the store has reached `revision` (resourceVersion "not older than" semantics).
   * A revision the store has not reached is "too large": 504 with Retry-After.
   */
  async waitForRevision(revision: number): Promise<void> {
    if (this.storage.currentRevision() >= revision) return;
    if (this.freshness && (await this.freshness.waitFor(revision, this.tooLargeWaitMs))) return;
    throw tooLargeResourceVersionError(revision, this.storage.currentRevision());
  }

  /**
   * Share the watch cache's decoded objects: list reads use them instead of parsing the
   * stored bytes again when the cached object is exactly the stored version. Cached objects
   * are read-only; the list path never mutates items.
   */
  useDecodedObjects(lookup: (key: string) => T | undefined): void {
    this.decoded = lookup;
  }

  /**
   * The object as the watch cache holds it (read-only), else read from storage: for checks
   * that upstream makes against an informer's lister (admission), where a cached state that
   * trails the store by a moment is acceptable and a storage read per request is not needed.
   */
  async getCached(namespace: string, name: string): Promise<T> {
    const cached = this.decoded?.(this.key(namespace, name));
    return cached ?? this.get(namespace, name);
  }

  /**
   * The stored value of an object (for `get` with the same options), undecoded: with
   * {@link encodedOnce} a GET answers from bytes encoded once per object version.
   */
  async getStored(namespace: string, name: string, opts: { revision?: number; minRevision?: number } = {}): Promise<KeyValue> {
    if (opts.minRevision) await this.waitForRevision(opts.minRevision);
    return this.readExisting(this.key(namespace, name), name, opts.revision);
  }

  /**
   * `encode(decode(kv))`, computed once per stored version of a key and then served from a
   * bounded cache (a revision is written once, so the cached bytes of `key@modRevision` never
   * go stale). `format` names the encoding (one cache entry per key and format). Objects whose
   * encoding exceeds {@link ENCODED_CACHE_MAX_OBJECT_BYTES} are encoded every time.
   */
  encodedOnce(kv: KeyValue, format: string, encode: (obj: T) => Uint8Array): Uint8Array {
    const cacheKey = `${format}\0${kv.key}`;
    const cache = this.encoded;
    const hit = cache.entries.get(cacheKey);
    if (hit && hit.revision === kv.modRevision) {
      // Most recently used last: Map iteration order is insertion order.
      cache.entries.delete(cacheKey);
      cache.entries.set(cacheKey, hit);
      return hit.bytes;
    }
    const bytes = encode(this.decode(kv));
    if (hit) {
      cache.entries.delete(cacheKey);
      cache.bytes -= hit.bytes.byteLength;
    }
    if (bytes.byteLength <= ENCODED_CACHE_MAX_OBJECT_BYTES) {
      cache.entries.set(cacheKey, { revision: kv.modRevision, bytes });
      cache.bytes += bytes.byteLength;
      for (const [k, v] of cache.entries) {
        if (cache.entries.size <= ENCODED_CACHE_MAX_ENTRIES && cache.bytes <= ENCODED_CACHE_MAX_BYTES) break;
        cache.entries.delete(k);
        cache.bytes -= v.bytes.byteLength;
      }
    }
    return bytes;
  }

  /** Latest committed revision of the backing storage. */
  currentRevision(): number {
    return this.storage.currentRevision();
  }

  /** Read a key that must exist: storage errors and absence become API errors. */
  private async readExisting(key: string, name: string, revision?: number): Promise<KeyValue> {
    let kv: KeyValue | undefined;
    try {
      kv = await this.storage.get(key, revision ? { revision } : undefined);
    } catch (err) {
      this.storageError(err, name);
    }
    if (!kv) throw statusErrors.notFound(this.gr, name);
    return kv;
  }

  async get(namespace: string, name: string, opts: { revision?: number; minRevision?: number } = {}): Promise<T> {
    if (opts.minRevision) await this.waitForRevision(opts.minRevision);
    return this.decode(await this.readExisting(this.key(namespace, name), name, opts.revision));
  }

  /**
   * List one page. With a continue token the page is read at the token's revision from
   * its start key; otherwise at `revision` (0: latest). Selectors filter after reading,
   * so a page may hold fewer than `limit` items while more remain (as upstream).
   */
  async list(namespace: string, req: ListRequest): Promise<ListResponse<T>> {
    const prefix = this.prefix(namespace);
    let revision = req.revision ?? 0;
    let startKey: string | undefined;
    if (req.continueToken) {
      const pos = decodeContinueToken(req.continueToken);
      startKey = this.rootPrefix + pos.start;
      if (!startKey.startsWith(prefix)) throw statusErrors.badRequest(`invalid continue token: continue key is not valid: ${pos.start}`);
      revision = pos.rv > 0 ? pos.rv : 0;
    }
    // Revision 0 is a consistent read: the store reads its latest state (with etcd, a quorum
    // read, newer than anything this process may have observed) and the first page says which
    // revision that was; later pages read at it.
    const limit = req.limit && req.limit > 0 ? req.limit : 0;
    const items: T[] = [];
    let lastKey: string | undefined;
    let more = false;
    let remaining = 0;
    const filtering = !req.predicate.empty;
    try {
      let cursor = startKey;
      // Keep reading until the page is full or the range is exhausted; with a selector,
      // a storage page may yield fewer matches than requested.
      for (;;) {
        const want = limit > 0 ? limit - items.length : 0;
        const page = await this.storage.list(prefix, {
          revision,
          ...(cursor !== undefined ? { startKey: cursor } : {}),
          ...(want > 0 ? { limit: filtering ? Math.max(want, 64) : want } : {}),
        });
        revision = page.revision;
        let consumed = 0;
        for (const kv of page.kvs) {
          consumed++;
          const cached = this.decoded?.(kv.key);
          const obj = cached && cached.metadata?.resourceVersion === String(kv.modRevision) ? cached : this.decode(kv);
          lastKey = kv.key;
          if (req.predicate.matches(obj)) items.push(obj);
          if (limit > 0 && items.length >= limit) break;
        }
        const leftInPage = page.kvs.length - consumed;
        if (limit > 0 && items.length >= limit) {
          more = leftInPage > 0 || page.more;
          remaining = page.count - consumed;
          break;
        }
        if (!page.more || page.kvs.length === 0) break;
        cursor = lastKey + '\u0000';
      }
    } catch (err) {
      if (err instanceof StorageError && err.code === 'Compacted' && startKey !== undefined) {
        // Upstream offers an inconsistent continuation: the same position at the latest
        // revision (rv -1), in Status.metadata.continue.
        const status = failureStatus(
          410,
          'Expired',
          'The provided continue parameter is too old to display a consistent list result. You can start a new list without the continue parameter, or use the continue token in this response to retrieve the remainder of the results. Continuing with the provided token results in an inconsistent list - objects that were created, modified, or deleted between the time the first chunk was returned and now may show up in the list.',
        );
        status.metadata = { continue: encodeContinueTokenAt(-1, this.relativeKey(startKey)) };
        throw new ApiError(status);
      }
      this.storageError(err, '');
    }
    const resp: { items: T[]; resourceVersion: string; continueToken?: string; remainingItemCount?: number } = {
      items,
      resourceVersion: String(revision),
    };
    if (more && lastKey !== undefined) {
      resp.continueToken = encodeContinueToken(revision, this.relativeKey(lastKey));
      if (!filtering) resp.remainingItemCount = remaining;
    }
    return resp;
  }

  /** Server-set fields on create (rest.BeforeCreate): uid, timestamps, generated name. */
  private prepareCreate(obj: T, namespace: string): void {
    const meta: ObjectMeta = (obj.metadata ??= {});
    if (this.descriptor.namespaced) meta.namespace = namespace;
    else delete meta.namespace;
    meta.uid = randomUUID();
    meta.creationTimestamp = formatTime(this.clock.now());
    delete meta.deletionTimestamp;
    delete meta.deletionGracePeriodSeconds;
    delete meta.selfLink;
    // generation 0 is Go's zero value, omitted on the wire.
    if (!meta.generation) delete meta.generation;
    this.strategy.prepareForCreate?.(obj);
  }

  private generateName(prefix: string): string {
    let suffix = '';
    for (let i = 0; i < GENERATE_NAME_SUFFIX_LENGTH; i++) suffix += GENERATE_NAME_ALPHABET[randomInt(GENERATE_NAME_ALPHABET.length)];
    const maxPrefix = 63 - GENERATE_NAME_SUFFIX_LENGTH;
    return (prefix.length > maxPrefix ? prefix.slice(0, maxPrefix) : prefix) + suffix;
  }

  private checkCreatable(obj: T): void {
    const rv = obj.metadata?.resourceVersion;
    if (rv !== undefined && rv !== '') {
      // Upstream's storage rejects this with a plain (non-Status) error -> 500, reason Unknown.
      throw new ApiError(failureStatus(500, '', 'resourceVersion should not be set on objects to be created'));
    }
  }

  /**
   * POST: create the object. Ownership: `obj` becomes the store's (the watch cache keeps the
   * object it stores, and the JSON it memoises for watchers, without copying), and so does the
   * object returned: in-process callers must not change either afterwards; copy first
   * (`structuredClone`) to write a changed version. HTTP callers always pass fresh objects.
   */
  async create(namespace: string, obj: T, opts: WriteOptions = {}): Promise<T> {
    await runSliced(orderLargeMetadataMapsSteps(obj));
    omitEmptyInPlace(obj);
    const meta = (obj.metadata ??= {});
    const usesGenerateName = !meta.name && !!meta.generateName;
    // Decoding a large body was a long slice already: let other requests in before the next.
    await yieldToEventLoop();
    await this.hooks.admitCreate?.(namespace, meta.name ?? '', this.descriptor);
    const budget = new SliceBudget();
    for (let attempt = 0; ; attempt++) {
      if (usesGenerateName) meta.name = this.generateName(meta.generateName!);
      this.prepareCreate(obj, namespace);
      // managedFields first (as upstream's field manager runs before validation): an `[{}]`
      // reset is a request, not invalid input.
      const schemaValid = !opts.managedFieldsComputed && (await this.recordManagedFields(obj, false, opts.fieldManager));
      // Between the phases of a large write other requests get a turn.
      await budget.checkpoint();
      await precomputeLargeMetadataValidation(obj.metadata);
      const errs = combineValidation(this.descriptor.schema, obj, this.strategy.validate(obj), this.declarative);
      if (errs.length) throw statusErrors.invalid(this.gk, meta.name ?? '', errs);
      await this.admit('CREATE', namespace, meta.name!, obj, undefined, opts);
      this.checkCreatable(obj);
      await budget.checkpoint();
      const key = this.key(namespace, meta.name!);
      if (opts.dryRun) {
        if (await this.storage.get(key)) throw statusErrors.alreadyExists(this.gr, meta.name!);
        return obj;
      }
      try {
        const bytes = await this.encodeSliced(obj);
        await budget.checkpoint();
        const kv = await this.storeWrite(key, bytes, obj, () => (this.storage.createOwned ? this.storage.createOwned(key, bytes) : this.storage.create(key, bytes)));
        if (schemaValid) this.markSchemaValid(kv);
        meta.resourceVersion = String(kv.modRevision);
        return obj;
      } catch (err) {
        if (err instanceof StorageError && err.code === 'KeyExists' && usesGenerateName) {
          if (attempt + 1 < MAX_GENERATE_NAME_ATTEMPTS) continue;
          throw statusErrors.generateNameConflict(this.gr, meta.name!, 1);
        }
        this.storageError(err, meta.name!);
      }
    }
  }

  /** Admission of a delete made outside {@link delete} (namespaces: the lifecycle deletes them). */
  async admitDelete(namespace: string, name: string, existing: T, opts: WriteOptions): Promise<void> {
    await this.admit('DELETE', namespace, name, undefined, existing, opts);
  }

  /** Validating admission of one write (see StoreAdmission); the objects are read-only to it. */
  private admit(operation: AdmissionOperation, namespace: string, name: string, object: T | undefined, oldObject: T | undefined, opts: WriteOptions): Promise<void> | undefined {
    return this.admission?.validate(writeAttributes(this.descriptor, this.subresource, operation, { namespace, name, object, oldObject }, opts));
  }

  /**
   * `decode(kv)` for a read-only use: the watch cache's object when it is exactly this stored
   * version (no parse of the stored bytes), else a decode.
   */
  private decodeCurrent(kv: KeyValue): T {
    const cached = this.decoded?.(kv.key);
    return cached && cached.metadata?.resourceVersion === String(kv.modRevision) ? cached : this.decode(kv);
  }

  /** The stored object and its storage entry, or undefined when absent (PATCH reads this). */
  async readCurrent(namespace: string, name: string): Promise<{ object: T; kv: KeyValue } | undefined> {
    let kv: KeyValue | undefined;
    try {
      kv = await this.storage.get(this.key(namespace, name));
    } catch (err) {
      this.storageError(err, name);
    }
    return kv ? { object: this.decode(kv), kv } : undefined;
  }

  /**
   * PUT: replace the object, or create it when absent and the strategy allows. The
   * object's resourceVersion must equal the stored one (409 otherwise); an empty one
   * is rejected as upstream does (422, "must be specified for an update"). Ownership as for
   * {@link create}: neither `obj` nor the returned object may be changed afterwards.
   */
  async update(namespace: string, name: string, obj: T, opts: WriteOptions = {}): Promise<UpdateResult<T>> {
    const key = this.key(namespace, name);
    const meta = (obj.metadata ??= {});
    await yieldToEventLoop();
    let existingKv: KeyValue | undefined;
    try {
      existingKv = await this.storage.get(key);
    } catch (err) {
      this.storageError(err, name);
    }
    if (!existingKv) {
      if (!this.strategy.allowCreateOnUpdate) throw statusErrors.notFound(this.gr, name);
      if (meta.resourceVersion !== undefined && meta.resourceVersion !== '') throw statusErrors.notFound(this.gr, name);
      const created = await this.create(namespace, obj, opts);
      return { object: created, created: true };
    }
    const existing = this.decodeCurrent(existingKv);
    const rv = meta.resourceVersion ?? '';
    if (rv === '') {
      throw statusErrors.invalid({ group: this.descriptor.group, kind: this.descriptor.resource }, name, [
        fieldErrors.invalid('metadata.resourceVersion', goValue('0x0'), 'must be specified for an update'),
      ]);
    }
    if (rv !== existing.metadata!.resourceVersion) throw statusErrors.conflict(this.gr, name, OPTIMISTIC_LOCK_ERROR_MSG);
    return this.writeUpdate(namespace, name, obj, existing, existingKv, opts);
  }

  /**
   * Validate and store a new state of an existing object (shared by PUT and, later,
   * PATCH). Handles the no-op short cut and removal once the last finalizer is gone.
   */
  async writeUpdate(namespace: string, name: string, obj: T, existing: T, existingKv: KeyValue, opts: WriteOptions): Promise<UpdateResult<T>> {
    // Each phase is awaited only when it returned a promise (a large object's): an ordinary
    // update makes no promise per phase (their promises were a tenth of an update's garbage).
    // No generator when there is nothing to order in steps (ordinary objects).
    const ordering = orderLargeMetadataMaps(obj);
    if (ordering) {
      const ordered = runSlicedOrNow(ordering);
      if (ordered instanceof Promise) await ordered;
    }
    omitEmptyInPlace(obj);
    const meta = (obj.metadata ??= {});
    if (this.descriptor.namespaced) meta.namespace = namespace;
    else delete meta.namespace;
    this.beforeUpdate(meta, existing.metadata ?? {});
    this.strategy.prepareForUpdate?.(obj, existing);
    const budget = new SliceBudget();
    let schemaValid = false;
    if (!opts.managedFieldsComputed) {
      const recording = this.recordManagedFields(obj, this.schemaValidAt.get(existingKv.key) === existingKv.modRevision, opts.fieldManager, existing);
      schemaValid = recording instanceof Promise ? await recording : recording;
    }
    let pause = budget.checkpoint();
    if (pause) await pause;
    const precomputing = precomputeLargeMetadataValidation(obj.metadata);
    if (precomputing) await precomputing;
    const errs = combineValidation(this.descriptor.schema, obj, this.strategy.validateUpdate(obj, existing), this.declarative);
    if (errs.length) throw statusErrors.invalid(this.gk, name, errs);
    const admitting = this.admit('UPDATE', namespace, name, obj, existing, opts);
    if (admitting) await admitting;
    pause = budget.checkpoint();
    if (pause) await pause;
    // The stored entry's key (the same text as this.key(namespace, name)): no second key string
    // is built and hashed per write, and the storage keeps the one it has.
    const key = existingKv.key;
    const encoded = this.encodeSliced(obj);
    const bytes = encoded instanceof Promise ? await encoded : encoded;
    pause = budget.checkpoint();
    if (pause) await pause;
    const unchanged = Buffer.compare(bytes, existingKv.value) === 0;
    const finalize = !!meta.deletionTimestamp && (meta.finalizers?.length ?? 0) === 0 && (this.strategy.shouldDeleteDuringUpdate?.(obj, existing) ?? true);
    if (opts.dryRun) {
      meta.resourceVersion = existing.metadata!.resourceVersion;
      return { object: obj, created: false };
    }
    if (unchanged && !finalize) return { object: existing, created: false };
    try {
      let kv = existingKv;
      if (!unchanged) kv = await this.storeWrite(key, bytes, obj, () => {
          const precondition = { expectedModRevision: existingKv.modRevision };
          return this.storage.updateOwned ? this.storage.updateOwned(key, bytes, precondition) : this.storage.update(key, bytes, precondition);
        });
      if (!unchanged && schemaValid) this.markSchemaValid(kv);
      meta.resourceVersion = String(kv.modRevision);
      if (finalize) {
        this.acknowledge(await this.storage.delete(key, { expectedModRevision: kv.modRevision }));
        this.schemaValidAt.delete(key);
        await this.hooks.afterRemove?.(namespace, name, this.descriptor);
      }
      return { object: obj, created: false };
    } catch (err) {
      this.storageError(err, name);
    }
  }

  /**
   * Record a non-apply write in managedFields (an Update entry for the manager, owning the
   * fields it changed). The object's time only moves when its fields changed, so an
   * unchanged object stays byte-identical and is not rewritten.
   */
  private recordManagedFields(obj: T, liveSchemaValid: boolean, manager: string | undefined, live?: T): Promise<boolean> | boolean {
    // In slices: field sets of a large object take long to build (see work-slices.ts); a small
    // one's are built at once, and then no promise is made.
    const started = performance.now();
    // One options shape, no spread (subresource: undefined for the resource itself), and the
    // apiVersion text built once per store.
    const now = updateManagedFieldsOrSteps({
      liveSchemaValid: live !== undefined && liveSchemaValid,
      schemaName: this.descriptor.schema,
      live: live as unknown as JsonObject | undefined,
      updated: obj as unknown as JsonObject,
      manager: manager ?? '',
      apiVersion: this.apiVersionText,
      subresource: this.subresource || undefined,
      now: new Date(this.clock.now()),
    });
    // The common write's result comes back at once (no generator; see updateManagedFieldsOrSteps).
    // The work done before the steps counts against their first slice, as when it was their first step.
    const running = 'managedFields' in now ? now : runSlicedOrNow(now, WRITE_SLICE_MS, started);
    if (running instanceof Promise) return running.then((result) => this.keepManagedFields(obj, result));
    return this.keepManagedFields(obj, running);
  }

  /** Puts the field manager's entries on the object being written; returns whether its fields fit the schema. */
  private keepManagedFields(obj: T, result: UpdateManagedFieldsResult): boolean {
    const meta = (obj.metadata ??= {});
    if (result.managedFields.length > 0) meta.managedFields = result.managedFields;
    else delete meta.managedFields;
    return result.schemaValid;
  }

  /**
   * Records that the version just stored at `kv` fits the schema (see schemaValidAt): written
   * objects are never changed afterwards (see create/update), so when that version is the live
   * object of a later write, its schema check is not repeated.
   */
  private markSchemaValid(kv: KeyValue): void {
    if (this.schemaValidAt.size >= SCHEMA_VALID_MAX_KEYS && !this.schemaValidAt.has(kv.key)) this.schemaValidAt.clear();
    this.schemaValidAt.set(kv.key, kv.modRevision);
  }

  /** The resource's apiVersion (the main resource group/version recorded in managedFields). */
  get groupVersion(): string {
    return apiVersionOf(this.descriptor);
  }

  /** The clock's now, for apply. */
  now(): Date {
    return new Date(this.clock.now());
  }

  /**
   * Server-owned metadata an update cannot change (upstream rest.BeforeUpdate):
   * generation, a missing uid, creationTimestamp, an existing deletionTimestamp and
   * deletionGracePeriodSeconds are carried over from the stored object.
   */
  private beforeUpdate(meta: ObjectMeta, old: ObjectMeta): void {
    if (old.generation !== undefined) meta.generation = old.generation;
    else delete meta.generation;
    if (!meta.uid && old.uid) meta.uid = old.uid;
    if (old.creationTimestamp) meta.creationTimestamp = old.creationTimestamp;
    if (old.deletionTimestamp) meta.deletionTimestamp = old.deletionTimestamp;
    if (old.deletionGracePeriodSeconds !== undefined && meta.deletionGracePeriodSeconds === undefined) {
      meta.deletionGracePeriodSeconds = old.deletionGracePeriodSeconds;
    }
  }

  /**
   * DELETE: objects with finalizers get a deletionTimestamp and stay (returned as is);
   * others are removed and a Success Status is returned.
   */
  async delete(namespace: string, name: string, opts: WriteOptions & { preconditions?: Preconditions } = {}): Promise<DeleteResult<T>> {
    const key = this.key(namespace, name);
    const kv = await this.readExisting(key, name);
    const existing = this.decode(kv);
    const meta = existing.metadata!;
    this.checkPreconditions(name, meta, opts.preconditions);
    await this.admit('DELETE', namespace, name, undefined, existing, opts);
    if ((meta.finalizers?.length ?? 0) > 0) {
      if (meta.deletionTimestamp) return { deleted: false, object: existing };
      const markDeleting = (o: T): T => {
        o.metadata!.deletionTimestamp = formatTime(this.clock.now());
        o.metadata!.deletionGracePeriodSeconds = 0;
        return o;
      };
      if (opts.dryRun) return { deleted: false, object: markDeleting(structuredClone(existing)) };
      return { deleted: false, object: await this.guaranteedUpdate(namespace, name, markDeleting) };
    }
    if (!opts.dryRun) {
      try {
        this.acknowledge(await this.storage.delete(key, { expectedModRevision: kv.modRevision }));
        this.schemaValidAt.delete(key);
      } catch (err) {
        this.storageError(err, name);
      }
      await this.hooks.afterRemove?.(namespace, name, this.descriptor);
    }
    const status: Status = {
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Success',
      details: { name, group: this.descriptor.group, kind: this.descriptor.resource, uid: meta.uid ?? '' },
    };
    return { deleted: true, status, object: existing };
  }

  /**
   * Internal read-modify-write with no validation (deletion bookkeeping, namespace
   * lifecycle), retried on storage conflicts like upstream's GuaranteedUpdate.
   */
  async guaranteedUpdate(namespace: string, name: string, mutate: (current: T) => T): Promise<T> {
    const key = this.key(namespace, name);
    for (;;) {
      const kv = await this.readExisting(key, name);
      const next = mutate(this.decode(kv));
      try {
        const nkv = this.acknowledge(await this.storage.update(key, this.encode(next), { expectedModRevision: kv.modRevision }));
        next.metadata!.resourceVersion = String(nkv.modRevision);
        return next;
      } catch (err) {
        if (err instanceof StorageError && err.code === 'Conflict') continue;
        this.storageError(err, name);
      }
    }
  }

  /** Remove an object now, whatever its finalizers (used once a namespace is finalized). */
  async removeNow(namespace: string, name: string): Promise<void> {
    try {
      const key = this.key(namespace, name);
      this.acknowledge(await this.storage.delete(key));
      this.schemaValidAt.delete(key);
    } catch (err) {
      this.storageError(err, name);
    }
    await this.hooks.afterRemove?.(namespace, name, this.descriptor);
  }

  /** DeleteOptions preconditions: a uid or resourceVersion that differs is 409 with upstream's text. */
  checkPreconditions(name: string, meta: ObjectMeta, pre: Preconditions | undefined): void {
    if (pre?.uid !== undefined && pre.uid !== meta.uid) {
      throw statusErrors.conflict(this.gr, name, `Precondition failed: UID in precondition: ${pre.uid}, UID in object meta: ${meta.uid ?? ''}`);
    }
    if (pre?.resourceVersion !== undefined && pre.resourceVersion !== meta.resourceVersion) {
      throw statusErrors.conflict(
        this.gr,
        name,
        `Precondition failed: ResourceVersion in precondition: ${pre.resourceVersion}, ResourceVersion in object meta: ${meta.resourceVersion ?? ''}`,
      );
    }
  }

  /**
   * Unsafe deletion (ignoreStoreReadErrorWithClusterBreakingPotential): allowed only for an
   * object that cannot be read; it is removed from storage ignoring finalizers and
   * preconditions. A readable object aborts the request (the seed's rule 1).
   */
  async deleteCorrupt(namespace: string, name: string, opts: WriteOptions = {}): Promise<Status> {
    const key = this.key(namespace, name);
    const kv = await this.readExisting(key, name);
    let readable = true;
    try {
      this.decode(kv);
    } catch {
      readable = false;
    }
    if (readable) {
      throw statusErrors.invalid({ group: 'meta.cluster.io', kind: 'DeleteOptions' }, '', [
        fieldErrors.invalid(
          'ignoreStoreReadErrorWithClusterBreakingPotential',
          true,
          'is exclusively used to delete corrupt object(s), try again by removing this option',
        ),
      ]);
    }
    if (!opts.dryRun) {
      try {
        this.acknowledge(await this.storage.delete(key));
        this.schemaValidAt.delete(key);
      } catch (err) {
        this.storageError(err, name);
      }
      await this.hooks.afterRemove?.(namespace, name, this.descriptor);
    }
    return { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Success', details: { name, group: this.descriptor.group, kind: this.descriptor.resource } };
  }

  /** DELETE on a collection: deletes every matching object (finalizers respected). */
  async deleteCollection(namespace: string, predicate: ListPredicate, opts: WriteOptions = {}): Promise<T[] & { listed?: { items: T[]; resourceVersion: string } }> {
    const page = await this.list(namespace, { predicate });
    const { items } = page;
    const out: T[] = [];
    for (const item of items) {
      const m = item.metadata!;
      try {
        const res = await this.delete(m.namespace ?? '', m.name!, opts);
        out.push(res.object);
      } catch (err) {
        // Objects deleted concurrently are simply skipped, as upstream does.
        if (err instanceof ApiError && err.reason === 'NotFound') continue;
        throw err;
      }
    }
    // Upstream's answer is the list it read (items as listed, the list's resourceVersion).
    return Object.assign(out, { listed: { items, resourceVersion: page.resourceVersion } });
  }

  /**
   * A store over the same objects that writes with another strategy: a subresource's (upstream
   * builds its status and finalize REST storage as a copy of the store with the update strategy
   * replaced). Storage, hooks, the cache lookup and in-flight writes stay shared with this one.
   */
  withStrategy(strategy: ResourceStrategy<T>, subresource: string): RegistryStore<T> {
    return Object.assign(Object.create(this) as RegistryStore<T>, { strategy, subresource });
  }

  /** The subresource this store writes (`status`), recorded in managedFields; '' for the resource itself. */
  readonly subresource: string = '';

  /** The apiVersion string of this resource. */
  get apiVersion(): string {
    return apiVersionOf(this.descriptor);
  }
}
