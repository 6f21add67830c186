/**
 * The etcd v3 Storage backend (etcd 3.4+, through the `etcd3` client's raw gRPC services).
 *
 * Layout: a contract key `k` is the etcd key `keyPrefix + k`, UTF-8 encoded. The registry's
 * keys already read `/registry/<group>/<resource>/<namespace>/<name>` (upstream's layout under
 * its default `--etcd-prefix=/registry`), so `keyPrefix` defaults to '' and only namespaces
 * several independent installations (or tests) inside one etcd.
 *
 * Revisions: the contract's revision is etcd's revision minus ETCD_REVISION_OFFSET (1): a new
 * etcd cluster starts at revision 1 with nothing written, the contract's never-written store
 * is at 0. Every process on the same etcd maps the same way, so revisions (resourceVersions)
 * agree across `ctl server` processes.
 *
 * Writes are single etcd transactions:
 * - create: `If(create_revision(k) == 0) Then(put k) Else(range k)`: KeyExists carries the
 *   existing key's modRevision read from the else branch.
 * - update/delete: `If(mod_revision(k) == expected)` (or `create_revision(k) > 0` without a
 *   precondition) `Then(put|delete k, prev_kv) Else(range k)`: an empty else range is
 *   KeyNotFound, a present one is Conflict carrying its modRevision.
 * So several processes writing the same keys stay correct: etcd decides, not a local cache.
 *
 * Revision state. The contract's getters are synchronous, so they answer from what this
 * process has observed, never from a guess:
 * - `currentRevision()` is the highest revision seen in response headers of its own reads and
 *   writes and in a background watch of the whole key prefix (from the open revision on).
 *   Another process's write shows here once that watch delivers it, so for a moment it can lag
 *   etcd: a read at `currentRevision()` is then a consistent but slightly old snapshot (a read
 *   with revision 0 is always etcd's latest, and its ListResult.revision says which), and
 *   `compact(r)` above the observed revision fails with FutureRevision. An async
 *   "fetch the current revision from etcd" in the contract would close that gap.
 * - `compactedRevision()` is learned from this process's compactions, from the compact_revision
 *   of watch responses, and (at open, and when a read fails as compacted) from a probe watch.
 *
 * Progress: `requestProgress()` writes a marker key inside the watch's etcd range but outside
 * every contract key (`<prefix>0xff progress`, then deletes it); the watch stream delivers the
 * marker's put in order with the watch's events, and its revision, passing through the fanout
 * behind the events queued for the watch, reaches `onProgress`. etcd's own WatchProgressRequest
 * cannot be used: before 3.4.25/3.5.8 (Debian ships 3.4.23) its answer may overtake events
 * still queued for the watch (etcd issue 15220), so it would claim events not yet delivered.
 *
 * Non-contract keys: contract keys are UTF-8, which never holds the byte 0xff, so a key with a
 * 0xff byte after the key prefix (progress markers, COMPACT_KEY) is never listed or delivered.
 * Lists read `[prefix, prefix 0xff)`, which leaves out the prefix's own marker; a marker under
 * a longer prefix can show in a wider list's `count` for the moment it exists.
 *
 * Compaction is coordinated as upstream's compactor does it (storage/etcd3/compact.go): the
 * key `compact_rev_key` (after the key prefix, outside every contract range: COMPACT_KEY) holds the
 * last compacted revision, and a process compacts only when its transaction
 * `If(version(compact_rev_key) == last version it saw) Then(put revision)` succeeds; otherwise
 * another process compacted since, and this one adopts that revision. So several servers on
 * one etcd compact once per interval between them. The put takes an etcd revision, as
 * upstream's does: compaction advances `currentRevision()` by one.
 *
 * A watch stream that breaks (etcd restarted, connection lost) is reopened after
 * ETCD_WATCH_RETRY_MS from the revision after the last delivered event, so delivery continues
 * without gaps or duplicates. Client-side retries of requests are off (see open()).
 *
 * Errors: etcd's "mvcc: required revision has been compacted" is Compacted (its revision read
 * from a watch's compact_revision, never from the text); "mvcc: required revision is a future
 * revision" is FutureRevision. A watch that etcd cancels as compacted calls `onError` (an
 * option beyond the contract, see EtcdWatchOptions) with StorageError('Compacted', prefix,
 * compactRevision) and stops.
 *
 * Watch delivery is asynchronous (one etcd watch stream per contract watch): events arrive in
 * revision order, once each; replay is not synchronous (the contract allows it; the
 * conformance suite never assumes synchronous delivery). Across the watches of one store a
 * revision is handed to every watch that receives it in the same turn (etcd-fanout.ts), as in
 * the in-process backends. A listener that throws is caught and ignored, as in those.
 */
import { circuitBreaker, ConsecutiveBreaker, handleWhen, retry } from 'cockatiel';
import { Etcd3, GRPCUnavailableError, isRecoverableError, type IKeyValue, type IResponseHeader, type IWatchResponse } from 'etcd3';
import {
  ETCD_DIAL_TIMEOUT_MS,
  ETCD_HEALTHCHECK_TIMEOUT_MS,
  ETCD_REQUEST_TIMEOUT_MS,
  ETCD_WATCH_RETRY_MS,
} from '../limits.js';
import { WatchFanout, type FanoutMember } from './etcd-fanout.js';
import { isWellFormedKey } from './key-order.js';
import {
  StorageError,
  type KeyValue,
  type ListOptions,
  type ListResult,
  type Storage,
  type StorageEvent,
  type StorageWatch,
  type WatchOptions,
} from './storage.js';

/** etcd revision of a never-written cluster; contract revision = etcd revision - this. */
export const ETCD_REVISION_OFFSET = 1;

/** etcd's error texts (server/mvcc/kvstore.go ErrCompacted, ErrFutureRev). */
const ERR_COMPACTED = 'mvcc: required revision has been compacted';
const ERR_FUTURE_REV = 'mvcc: required revision is a future revision';

/** A key nobody writes, read and watched only to learn the compacted revision. */
const PROBE_KEY = '\u0000compaction-probe';

/**
 * Where the last compaction is recorded (upstream's `compact_rev_key`), after the key prefix.
 * Contract keys are UTF-8, which never holds the byte 0xff, so every contract key sorts below
 * `keyPrefix + 0xff` and this key sorts above all of them: listRange('') ends before it.
 */
const COMPACT_KEY = Buffer.concat([Buffer.from([0xff]), Buffer.from('compact_rev_key')]);

/** After a watch's prefix: the key its progress requests write (see the module comment). */
const PROGRESS_MARKER = Buffer.concat([Buffer.from([0xff]), Buffer.from('progress')]);

export interface EtcdStorageOptions {
  /** Client URLs of the etcd members, e.g. `http://127.0.0.1:2379`. */
  readonly endpoints: string | readonly string[];
  /** Prepended to every key (default ''); see the module comment. */
  readonly keyPrefix?: string;
  /**
   * TLS to etcd (`https://` endpoints), as kube-apiserver's `--etcd-cafile`, `--etcd-certfile`
   * and `--etcd-keyfile`: PEM contents of the CA and of the client certificate and key.
   */
  readonly tls?: { readonly ca?: string; readonly cert?: string; readonly key?: string };
}

type WatchStream = Awaited<ReturnType<Etcd3['watchClient']['watch']>>;

export class EtcdStorage implements Storage {
  private readonly client: Etcd3;
  private readonly keyPrefix: string;
  private revision = 0;
  private compacted = 0;
  /** Version of COMPACT_KEY this process last saw (0: never written). */
  private compactKeyVersion = 0;
  private closed = false;
  private readonly watches = new Set<{ stop(): void }>();
  private readonly pending = new Set<Promise<unknown>>();
  private background: StorageWatch | undefined;
  /** Hands each revision to all matching watches in one turn (see etcd-fanout.ts). */
  private readonly fanout = new WatchFanout();

  readonly healthCheck: { readonly name: string; check(): Promise<void> };

  private constructor(client: Etcd3, keyPrefix: string) {
    this.client = client;
    this.keyPrefix = keyPrefix;
    this.healthCheck = { name: 'etcd', check: () => this.checkHealth() };
  }

  /**
   * Connect, learn the current and compacted revisions from etcd, and start the background
   * watch that keeps `currentRevision()` moving with other processes' writes. Rejects when
   * etcd does not answer within the request timeout.
   */
  static async open(options: EtcdStorageOptions): Promise<EtcdStorage> {
    const keyPrefix = options.keyPrefix ?? '';
    if (!isWellFormedKey(keyPrefix)) throw new RangeError('keyPrefix must be well-formed Unicode');
    const client = new Etcd3({
      hosts: typeof options.endpoints === 'string' ? options.endpoints : [...options.endpoints],
      ...(options.tls
        ? {
            credentials: {
              rootCertificate: Buffer.from(options.tls.ca ?? ''),
              ...(options.tls.cert ? { certChain: Buffer.from(options.tls.cert) } : {}),
              ...(options.tls.key ? { privateKey: Buffer.from(options.tls.key) } : {}),
            },
          }
        : {}),
      dialTimeout: ETCD_DIAL_TIMEOUT_MS,
      // Retry a call on another member only when it was never sent (no connection to the member
      // it was routed to), as clientv3 retries mutations: a transaction whose response was lost
      // may have committed, and a retried create or guarded update would then fail as
      // KeyExists/Conflict against itself. A member that fails once is skipped for a second, so
      // that after a member dies calls go to the live ones at once.
      faultHandling: {
        global: retry(handleWhen(neverSent), { maxAttempts: 2 }),
        host: () => circuitBreaker(handleWhen(memberUnavailable), { halfOpenAfter: ETCD_MEMBER_BACKOFF_MS, breaker: new ConsecutiveBreaker(1) }),
      },
      defaultCallOptions: (context) => (context.isStream ? {} : { deadline: Date.now() + ETCD_REQUEST_TIMEOUT_MS }),
    });
    const store = new EtcdStorage(client, keyPrefix);
    try {
      const probe = await client.kv.range({ ...prefixRange(store.etcdKey('')), limit: 1, count_only: true });
      store.observe(probe.header);
      const compactRecord = await client.kv.range({ key: store.compactKey() });
      store.compactKeyVersion = Number(compactRecord.kvs[0]?.version ?? 0);
      try {
        await client.kv.range({ key: store.etcdKey(PROBE_KEY), limit: 1, count_only: true, revision: ETCD_REVISION_OFFSET });
      } catch (err) {
        if (!messageOf(err).includes(ERR_COMPACTED)) throw err;
        await store.learnCompacted(ETCD_REVISION_OFFSET);
      }
      store.background = store.startWatch('', store.revision, () => {}, { background: true, onError: undefined, onProgress: undefined });
    } catch (err) {
      client.close();
      throw err;
    }
    return store;
  }

  currentRevision(): number {
    this.assertOpen('');
    return this.revision;
  }

  compactedRevision(): number {
    this.assertOpen('');
    return this.compacted;
  }

  async get(key: string, opts?: { revision?: number }): Promise<KeyValue | undefined> {
    this.assertOpen(key);
    const revision = this.readRevision(opts?.revision, key);
    const response = await this.call(key, revision, () =>
      this.client.kv.range({ key: this.etcdKey(key), ...(revision === 0 ? {} : { revision: revision + ETCD_REVISION_OFFSET }) }),
    );
    this.observe(response.header);
    const kv = response.kvs[0];
    return kv === undefined ? undefined : this.keyValue(kv);
  }

  async list(prefix: string, opts: ListOptions = {}): Promise<ListResult> {
    this.assertOpen(prefix);
    const revision = this.readRevision(opts.revision, prefix);
    const limit = opts.limit ?? 0;
    if (!(Number.isSafeInteger(limit) && limit >= 0)) {
      throw new RangeError(`limit must be a non-negative integer, got ${String(limit)}`);
    }
    const { key: from, range_end: end } = this.listRange(prefix);
    let start = from;
    if (opts.startKey !== undefined) {
      const startKey = this.etcdKey(opts.startKey);
      if (Buffer.compare(startKey, start) > 0) start = startKey;
    }
    // A start at or past `end` is an empty range in etcd (count 0, no kvs).
    const response = await this.call(prefix, revision, () =>
      this.client.kv.range({
        key: start,
        range_end: end,
        limit,
        ...(revision === 0 ? {} : { revision: revision + ETCD_REVISION_OFFSET }),
      }),
    );
    this.observe(response.header);
    const kvs = response.kvs.some((kv) => !isContractKey(kv.key)) ? response.kvs.filter((kv) => isContractKey(kv.key)) : response.kvs;
    return {
      kvs: kvs.map((kv) => this.keyValue(kv)),
      revision: revision === 0 ? this.headerRevision(response.header) : revision,
      more: response.more,
      count: Number(response.count),
    };
  }

  async create(key: string, value: Uint8Array): Promise<KeyValue> {
    this.assertOpen(key);
    const bytes = toBuffer(value);
    const etcdKey = this.etcdKey(key);
    const response = await this.call(key, 0, () =>
      this.client.kv.txn({
        compare: [{ key: etcdKey, target: 'Create', result: 'Equal', create_revision: 0 }],
        success: [{ request_put: { key: etcdKey, value: bytes } }],
        failure: [{ request_range: { key: etcdKey } }],
      }),
    );
    this.observe(response.header);
    if (!response.succeeded) {
      const existing = response.responses[0]?.response_range?.kvs[0];
      throw new StorageError('KeyExists', key, existing === undefined ? this.revision : this.fromEtcd(existing.mod_revision));
    }
    const revision = this.headerRevision(response.header);
    return Object.freeze({ key, value: new Uint8Array(bytes), createRevision: revision, modRevision: revision });
  }

  async update(key: string, value: Uint8Array, opts?: { expectedModRevision?: number }): Promise<KeyValue> {
    this.assertOpen(key);
    const bytes = toBuffer(value);
    const etcdKey = this.etcdKey(key);
    const response = await this.call(key, 0, () =>
      this.client.kv.txn({
        compare: [this.guard(etcdKey, opts?.expectedModRevision)],
        success: [{ request_put: { key: etcdKey, value: bytes, prev_kv: true } }],
        failure: [{ request_range: { key: etcdKey } }],
      }),
    );
    this.observe(response.header);
    if (!response.succeeded) throw this.guardFailure(key, response.responses[0]?.response_range?.kvs[0], opts?.expectedModRevision);
    const revision = this.headerRevision(response.header);
    const prev = response.responses[0]?.response_put?.prev_kv;
    const createRevision = prev === undefined || prev === null ? revision : this.fromEtcd(prev.create_revision);
    return Object.freeze({ key, value: new Uint8Array(bytes), createRevision, modRevision: revision });
  }

  async delete(key: string, opts?: { expectedModRevision?: number }): Promise<KeyValue> {
    this.assertOpen(key);
    const etcdKey = this.etcdKey(key);
    const response = await this.call(key, 0, () =>
      this.client.kv.txn({
        compare: [this.guard(etcdKey, opts?.expectedModRevision)],
        success: [{ request_delete_range: { key: etcdKey, prev_kv: true } }],
        failure: [{ request_range: { key: etcdKey } }],
      }),
    );
    this.observe(response.header);
    if (!response.succeeded) throw this.guardFailure(key, response.responses[0]?.response_range?.kvs[0], opts?.expectedModRevision);
    const revision = this.headerRevision(response.header);
    const prev = response.responses[0]?.response_delete_range?.prev_kvs[0];
    if (prev === undefined) throw new StorageError('KeyNotFound', key, revision);
    return Object.freeze({ key, value: bufferToBytes(prev.value), createRevision: this.fromEtcd(prev.create_revision), modRevision: revision });
  }

  watch(prefix: string, opts: WatchOptions, listener: (event: StorageEvent) => void): StorageWatch {
    this.assertOpen(prefix);
    const { afterRevision } = opts;
    if (!(Number.isSafeInteger(afterRevision) && afterRevision >= 0)) {
      throw new RangeError(`afterRevision must be a non-negative integer, got ${String(afterRevision)}`);
    }
    if (afterRevision < this.compacted) {
      throw new StorageError(
        'Compacted',
        prefix,
        this.compacted,
        `watch of ${JSON.stringify(prefix)} from revision ${afterRevision}: history before revision ${this.compacted} is compacted`,
      );
    }
    return this.startWatch(prefix, afterRevision, listener, { onError: opts.onError, onProgress: opts.onProgress, background: false });
  }

  compact(revision: number): void {
    this.assertOpen('');
    if (!Number.isSafeInteger(revision) || revision < 0) {
      throw new RangeError(`compact revision must be a non-negative integer, got ${String(revision)}`);
    }
    if (revision <= this.compacted) return;
    if (revision > this.revision) {
      throw new StorageError('FutureRevision', '', this.revision, `cannot compact to revision ${revision}: current revision is ${this.revision}`);
    }
    this.compacted = revision;
    // Reads below `revision` are refused locally from now on; etcd learns of it asynchronously.
    this.track(this.compactOnce(revision));
  }

  /**
   * Upstream's coordinated compaction: record `revision` in COMPACT_KEY if nobody changed the
   * record since this process last saw it, and compact only then. Losing the race means
   * another process compacted this interval: adopt its revision, compact nothing.
   */
  private async compactOnce(revision: number): Promise<void> {
    const key = this.compactKey();
    try {
      const response = await this.client.kv.txn({
        compare: [{ key, target: 'Version', result: 'Equal', version: this.compactKeyVersion }],
        success: [{ request_put: { key, value: Buffer.from(String(revision)) } }],
        failure: [{ request_range: { key } }],
      });
      this.observe(response.header);
      if (!response.succeeded) {
        const record = response.responses[0]?.response_range?.kvs[0];
        this.compactKeyVersion = Number(record?.version ?? 0);
        const theirs = Number(record?.value.toString('utf8') ?? '0');
        if (Number.isSafeInteger(theirs) && theirs > this.compacted && theirs <= this.revision) this.compacted = theirs;
        return;
      }
      this.compactKeyVersion++;
      const compacted = await this.client.kv.compact({ revision: revision + ETCD_REVISION_OFFSET });
      this.observe(compacted.header);
    } catch (err) {
      // Compacted further by another process already: learn that revision.
      if (messageOf(err).includes(ERR_COMPACTED) && !this.closed) await this.learnCompacted(revision + ETCD_REVISION_OFFSET);
    }
  }

  /** Idempotent: stops every watch, waits for compactions in flight, closes the client. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const watch of [...this.watches]) watch.stop();
    this.watches.clear();
    await Promise.allSettled([...this.pending]);
    this.client.close();
  }

  private async checkHealth(): Promise<void> {
    this.assertOpen('');
    // Like upstream's etcd health check: one cheap read under --etcd-healthcheck-timeout.
    const response = await this.client.kv.range(
      { ...prefixRange(this.etcdKey('')), limit: 1, count_only: true },
      { deadline: Date.now() + ETCD_HEALTHCHECK_TIMEOUT_MS },
    );
    this.observe(response.header);
  }

  /** One etcd watch stream delivering the contract's events after `afterRevision`. */
  private startWatch(
    prefix: string,
    afterRevision: number,
    listener: (event: StorageEvent) => void,
    opts: {
      onError: ((error: StorageError) => void) | undefined;
      onProgress: ((revision: number) => void) | undefined;
      background: boolean;
    },
  ): StorageWatch {
    const { key, range_end: rangeEnd } = prefixRange(this.etcdKey(prefix));
    /** The last revision received from etcd; a reconnect resumes after it. */
    let delivered = afterRevision;
    let stream: WatchStream | undefined;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    // The background watch only tracks revisions; contract watches deliver through the fanout.
    const member: FanoutMember | undefined = opts.background ? undefined : this.fanout.add(prefix, afterRevision, listener, opts.onProgress);

    const marker = Buffer.concat([this.etcdKey(prefix), PROGRESS_MARKER]);
    let markerInFlight = false;
    const handle = {
      requestProgress: (): void => {
        if (stopped || markerInFlight || opts.background) return;
        markerInFlight = true;
        this.track(
          this.client.kv
            .put({ key: marker, value: Buffer.alloc(0) })
            .then(() => this.client.kv.deleteRange({ key: marker }))
            .catch(() => undefined)
            .finally(() => {
              markerInFlight = false;
            }),
        );
      },
      stop: (): void => {
        if (stopped) return;
        stopped = true;
        member?.remove();
        this.watches.delete(handle);
        if (retry !== undefined) clearTimeout(retry);
        stream?.cancel();
        stream = undefined;
      },
    };
    const fail = (error: StorageError): void => {
      handle.stop();
      try {
        opts.onError?.(error);
      } catch {
        // Listeners must not throw; see the module comment.
      }
    };
    const onResponse = (response: IWatchResponse): void => {
      if (stopped) return;
      this.observe(response.header);
      const compactRevision = Number(response.compact_revision ?? '0');
      if (compactRevision > 0) {
        const compacted = compactRevision - ETCD_REVISION_OFFSET;
        if (compacted > this.compacted) this.compacted = compacted;
        if (opts.background) {
          // Behind the compaction: resume the revision tracking from now.
          delivered = Math.max(delivered, this.revision);
          reconnect();
          return;
        }
        fail(new StorageError('Compacted', prefix, compacted, `watch of ${JSON.stringify(prefix)} from revision ${delivered}: history before revision ${compacted} is compacted`));
        return;
      }
      if (response.canceled) {
        if (opts.background) return reconnect();
        fail(new StorageError('Closed', prefix, this.revision, `etcd canceled the watch of ${JSON.stringify(prefix)}: ${response.cancel_reason}`));
        return;
      }
      for (const raw of response.events ?? []) {
        if (stopped) return;
        const revision = this.fromEtcd(raw.kv.mod_revision);
        if (revision <= delivered) continue;
        delivered = revision;
        if (isContractKey(raw.kv.key)) member?.push(this.event(raw.type, raw.kv, raw.prev_kv));
        else if (raw.type === 'Put' && raw.kv.key.equals(marker)) member?.progress(revision);
      }
    };
    const reconnect = (): void => {
      if (stopped || this.closed) return;
      stream?.cancel();
      stream = undefined;
      if (retry !== undefined) return;
      retry = setTimeout(() => {
        retry = undefined;
        connect();
      }, ETCD_WATCH_RETRY_MS);
      retry.unref();
    };
    const connect = (): void => {
      this.client.watchClient.watch().then(
        (opened) => {
          if (stopped) {
            opened.cancel();
            return;
          }
          stream = opened;
          opened.on('data', onResponse);
          opened.on('error', () => {
            if (stream === opened) reconnect();
          });
          opened.on('end', () => {
            if (stream === opened) reconnect();
          });
          opened.write({
            create_request: {
              key,
              range_end: rangeEnd,
              start_revision: delivered + ETCD_REVISION_OFFSET + 1,
              prev_kv: true,
              progress_notify: opts.background,
            },
          });
        },
        () => reconnect(),
      );
    };
    this.watches.add(handle);
    connect();
    return handle;
  }

  /**
   * Learn the compacted revision from etcd: a watch from `etcdRevision` (below the
   * compaction) is canceled with the compact_revision in its response.
   */
  private async learnCompacted(etcdRevision: number): Promise<void> {
    const stream = await this.client.watchClient.watch();
    try {
      const response = await new Promise<IWatchResponse | undefined>((resolve) => {
        const timer = setTimeout(() => resolve(undefined), ETCD_REQUEST_TIMEOUT_MS);
        timer.unref();
        stream.on('data', (res: IWatchResponse) => {
          if (Number(res.compact_revision ?? '0') > 0 || res.created || res.canceled) {
            if (res.created && Number(res.compact_revision ?? '0') === 0 && !res.canceled) return; // wait for the cancel
            clearTimeout(timer);
            resolve(res);
          }
        });
        stream.on('error', () => resolve(undefined));
        stream.on('end', () => resolve(undefined));
        // A key nobody writes: the watch either is canceled as compacted or stays silent.
        stream.write({ create_request: { key: this.etcdKey(PROBE_KEY), start_revision: etcdRevision } });
      });
      if (response !== undefined) {
        this.observe(response.header);
        const compacted = Number(response.compact_revision ?? '0') - ETCD_REVISION_OFFSET;
        if (compacted > this.compacted) this.compacted = compacted;
      }
    } finally {
      stream.cancel();
    }
  }

  /** Run an etcd call, mapping its errors to StorageError. `revision`: the read revision (0 latest). */
  private async call<T>(key: string, revision: number, run: () => Promise<T>): Promise<T> {
    try {
      return await this.tracked(run());
    } catch (err) {
      if (err instanceof StorageError) throw err;
      const message = messageOf(err);
      if (message.includes(ERR_COMPACTED)) {
        await this.learnCompacted(revision + ETCD_REVISION_OFFSET).catch(() => undefined);
        throw new StorageError('Compacted', key, this.compacted, `revision ${revision} is compacted (compacted revision ${this.compacted})`);
      }
      if (message.includes(ERR_FUTURE_REV)) {
        throw new StorageError('FutureRevision', key, this.revision, `revision ${revision} is newer than the current revision`);
      }
      if (this.closed) throw new StorageError('Closed', key, this.revision, 'storage is closed');
      throw err;
    }
  }

  private tracked<T>(promise: Promise<T>): Promise<T> {
    this.track(promise);
    return promise;
  }

  private track(promise: Promise<unknown>): void {
    const settled = promise.then(
      () => undefined,
      () => undefined,
    );
    this.pending.add(settled);
    void settled.then(() => this.pending.delete(settled));
  }

  /** The compare of a guarded update/delete. */
  private guard(etcdKey: Buffer, expectedModRevision: number | undefined) {
    if (expectedModRevision === undefined) {
      return { key: etcdKey, target: 'Create' as const, result: 'Greater' as const, create_revision: 0 };
    }
    if (!Number.isSafeInteger(expectedModRevision) || expectedModRevision < 0) {
      throw new RangeError(`expectedModRevision must be a non-negative integer, got ${String(expectedModRevision)}`);
    }
    return { key: etcdKey, target: 'Mod' as const, result: 'Equal' as const, mod_revision: expectedModRevision + ETCD_REVISION_OFFSET };
  }

  /** KeyNotFound or Conflict from a failed guard's else-branch range of the key. */
  private guardFailure(key: string, current: IKeyValue | undefined, expected: number | undefined): StorageError {
    if (current === undefined) return new StorageError('KeyNotFound', key, this.revision);
    const modRevision = this.fromEtcd(current.mod_revision);
    return new StorageError(
      'Conflict',
      key,
      modRevision,
      `conflict on ${JSON.stringify(key)}: expected modRevision ${String(expected)}, current ${modRevision}`,
    );
  }

  private event(type: string, kv: IKeyValue, prevKv: IKeyValue | null | undefined): StorageEvent {
    const revision = this.fromEtcd(kv.mod_revision);
    const key = this.contractKey(kv.key);
    const prev = prevKv === null || prevKv === undefined ? undefined : this.keyValue(prevKv);
    if (type === 'Delete' || type === 'DELETE') {
      const deleted: KeyValue = Object.freeze({
        key,
        value: prev?.value ?? new Uint8Array(0),
        createRevision: prev?.createRevision ?? 0,
        modRevision: revision,
      });
      return Object.freeze({ type: 'delete' as const, revision, key, kv: deleted, ...(prev === undefined ? {} : { prevKv: prev }) });
    }
    const current = this.keyValue(kv);
    // Version 1: the put that created this life of the key (its create_revision).
    if (Number(kv.version) === 1) return Object.freeze({ type: 'create' as const, revision, key, kv: current });
    // prev_kv is absent only when etcd no longer has it (compacted): an update without it.
    return Object.freeze({ type: 'update' as const, revision, key, kv: current, ...(prev === undefined ? {} : { prevKv: prev }) });
  }

  private keyValue(kv: IKeyValue): KeyValue {
    return Object.freeze({
      key: this.contractKey(kv.key),
      value: bufferToBytes(kv.value),
      createRevision: this.fromEtcd(kv.create_revision),
      modRevision: this.fromEtcd(kv.mod_revision),
    });
  }

  /** The etcd range of every contract key under `prefix`: up to `prefix 0xff`, exclusive. */
  private listRange(prefix: string): { key: Buffer; range_end: Buffer } {
    const start = this.etcdKey(prefix);
    return { key: start.length === 0 ? Buffer.from([0]) : start, range_end: Buffer.concat([start, Buffer.from([0xff])]) };
  }

  private compactKey(): Buffer {
    return Buffer.concat([Buffer.from(this.keyPrefix, 'utf8'), COMPACT_KEY]);
  }

  private etcdKey(key: string): Buffer {
    if (typeof key !== 'string' || !isWellFormedKey(key)) throw new RangeError('keys must be well-formed Unicode strings');
    return Buffer.from(this.keyPrefix + key, 'utf8');
  }

  private contractKey(raw: Buffer): string {
    return raw.toString('utf8').slice(this.keyPrefix.length);
  }

  private fromEtcd(revision: string | number): number {
    return Number(revision) - ETCD_REVISION_OFFSET;
  }

  private headerRevision(header: IResponseHeader): number {
    return this.fromEtcd(header.revision);
  }

  private observe(header: IResponseHeader | undefined): void {
    if (header === undefined || header === null) return;
    const revision = this.headerRevision(header);
    if (revision > this.revision) this.revision = revision;
  }

  /** Validate a requested read revision (0/undefined: latest) and refuse known-compacted ones. */
  private readRevision(requested: number | undefined, key: string): number {
    if (requested === undefined || requested === 0) return 0;
    if (!Number.isSafeInteger(requested) || requested < 0) {
      throw new RangeError(`revision must be a non-negative integer, got ${String(requested)}`);
    }
    if (requested < this.compacted) {
      throw new StorageError('Compacted', key, this.compacted, `revision ${requested} is compacted (compacted revision ${this.compacted})`);
    }
    return requested;
  }

  private assertOpen(key: string): void {
    if (this.closed) throw new StorageError('Closed', key, this.revision, 'storage is closed');
  }
}

function toBuffer(value: Uint8Array): Buffer {
  if (!(value instanceof Uint8Array)) throw new TypeError('value must be a Uint8Array');
  return Buffer.from(value); // a copy: later writes to the caller's array cannot reach etcd
}

/** A plain Uint8Array copy (not a Buffer view into a pooled slab). */
function bufferToBytes(value: Buffer | null | undefined): Uint8Array {
  return value === null || value === undefined ? new Uint8Array(0) : new Uint8Array(value);
}

/**
 * etcd's range end for "every key with this prefix": the prefix with its last byte below 0xff
 * incremented and the rest dropped; `\0` (every key) when there is none (clientv3.GetPrefixRangeEnd).
 */
function prefixEnd(prefix: Buffer): Buffer {
  const end = Buffer.from(prefix);
  for (let i = end.length - 1; i >= 0; i--) {
    if (end[i]! < 0xff) {
      end[i] = end[i]! + 1;
      return end.subarray(0, i + 1);
    }
  }
  return Buffer.from([0]);
}

/** The etcd range of every key starting with `prefix` (all keys for the empty prefix). */
function prefixRange(prefix: Buffer): { key: Buffer; range_end: Buffer } {
  // etcd refuses an empty key; "\0" to "\0" is its spelling of "every key".
  return prefix.length === 0 ? { key: Buffer.from([0]), range_end: Buffer.from([0]) } : { key: prefix, range_end: prefixEnd(prefix) };
}

/**
 * An error that proves the call never reached etcd: gRPC had no connection to the member
 * (grpc-js: "No connection established"), or the member's circuit was open.
 */
function neverSent(error: Error): boolean {
  return error.message.includes('No connection established') || error.name === 'BrokenCircuitError';
}

/**
 * A failure that says the member is down or unreachable (gRPC UNAVAILABLE), the only kind
 * that should make the client skip it: etcd3 also reports a watch stream this process
 * canceled itself (CANCELLED) as a recoverable failure of the member.
 */
function memberUnavailable(error: Error): boolean {
  return isRecoverableError(error) && (error instanceof GRPCUnavailableError || /UNAVAILABLE|No connection established/.test(error.message));
}

/** How long a member that failed a call is skipped before it is tried again. */
const ETCD_MEMBER_BACKOFF_MS = 1_000;

/** A key the contract can hold: no 0xff byte (markers and COMPACT_KEY have one). */
function isContractKey(etcdKey: Buffer): boolean {
  return !etcdKey.includes(0xff);
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
