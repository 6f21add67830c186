/**
 * An in-memory server for one collection, implementing ListerWatcher: revisions, paged
 * lists with continue tokens over consistent snapshots, watches from a revision with a
 * retained history (compaction gives 410), bookmarks, streaming watch-list, and failure
 * injection. Objects handed out are copies, as if freshly decoded.
 */
import { ApiError, failureStatus, statusErrors } from '../../../src/meta/status.js';
import type { KubeList, KubeObject, Status } from '../../../src/meta/types.js';
import {
  INITIAL_EVENTS_END_ANNOTATION,
  type ListRequestOptions,
  type ListerWatcher,
  type WatchEvent,
  type WatchRequestOptions,
} from '../../../src/client/watch-event.js';

export interface TestObject extends KubeObject {
  metadata: NonNullable<KubeObject['metadata']>;
  spec?: { value?: string };
}

export function obj(name: string, namespace?: string, extra: Partial<TestObject> = {}): TestObject {
  return {
    apiVersion: 'test.cluster.io/v1',
    kind: 'Thing',
    ...extra,
    metadata: { name, ...(namespace ? { namespace } : {}), ...extra.metadata },
  };
}

function keyOf(o: KubeObject): string {
  const ns = o.metadata?.namespace;
  return ns ? `${ns}/${o.metadata?.name}` : `${o.metadata?.name}`;
}

function clone<T>(v: T): T {
  return structuredClone(v);
}

/** What a watch stream does right after it is opened. */
export type WatchMode =
  /** serve normally */
  | 'normal'
  /** end at once without any event (a proxy cutting streams) */
  | 'close-immediately'
  /** send an ERROR 410 Expired event and end (every resume point too old) */
  | 'expire'
  /** throw an ApiError 410 from the request itself */
  | 'gone';

/** How the server treats sendInitialEvents. */
export type WatchListSupport =
  /** streams the state, then the initial-events-end bookmark */
  | 'supported'
  /** 422 Invalid, as with the WatchList feature gate off */
  | 'rejected'
  /** an old server: ignores it and sends synthetic ADDED events without the bookmark */
  | 'ignored';

type Item<T extends KubeObject> = { kind: 'event'; event: WatchEvent<T> } | { kind: 'end' } | { kind: 'fail'; error: unknown };

class FakeStream<T extends KubeObject> {
  private readonly items: Item<T>[] = [];
  private waiter: (() => void) | undefined;
  done = false;

  constructor(readonly opts: WatchRequestOptions) {}

  push(item: Item<T>): void {
    if (this.done) return;
    if (item.kind !== 'event') this.done = true;
    this.items.push(item);
    this.waiter?.();
    this.waiter = undefined;
  }

  async *iterate(signal: AbortSignal | undefined, onFinish: () => void): AsyncGenerator<WatchEvent<T>> {
    const onAbort = (): void => {
      this.done = true;
      this.waiter?.();
      this.waiter = undefined;
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      for (;;) {
        if (signal?.aborted) return;
        const item = this.items.shift();
        if (!item) {
          if (this.done) return;
          await new Promise<void>((resolve) => (this.waiter = resolve));
          continue;
        }
        if (item.kind === 'end') return;
        if (item.kind === 'fail') throw item.error;
        yield item.event;
      }
    } finally {
      this.done = true;
      signal?.removeEventListener('abort', onAbort);
      onFinish();
    }
  }
}

export class FakeListerWatcher<T extends KubeObject = TestObject> implements ListerWatcher<T> {
  private rev = 100;
  private readonly objects = new Map<string, T>();
  private history: { rv: number; event: WatchEvent<T> }[] = [];
  /** Watches from a revision below this get 410. */
  private oldestRetained = 0;
  private readonly snapshots = new Map<number, T[]>();
  private continueExpired = false;
  private readonly listFailures: unknown[] = [];
  private listFailForever: unknown;
  private readonly watchFailures: unknown[] = [];
  private readonly streams = new Set<FakeStream<T>>();

  /** Every list request, in order (without the signal). */
  readonly listRequests: ListRequestOptions[] = [];
  /** Every watch request, in order (without the signal). */
  readonly watchRequests: WatchRequestOptions[] = [];
  /** Signals of all requests, to check that each carried one. */
  readonly signals: (AbortSignal | undefined)[] = [];
  watchMode: WatchMode = 'normal';
  watchList: WatchListSupport = 'rejected';
  /** Watch-list streams wait for {@link sendInitialEventsEnd} before their end bookmark. */
  holdInitialEventsEnd = false;
  /** Called before each list page is served (e.g. to mutate between pages). */
  beforeList: ((opts: ListRequestOptions) => void) | undefined;

  get revision(): string {
    return String(this.rev);
  }

  get requestCount(): number {
    return this.listRequests.length + this.watchRequests.length;
  }

  get openWatches(): number {
    let n = 0;
    for (const s of this.streams) if (!s.done) n++;
    return n;
  }

  // ---- server-side mutations -------------------------------------------------------

  create(o: T): T {
    const key = keyOf(o);
    if (this.objects.has(key)) throw new Error(`exists: ${key}`);
    return this.write('ADDED', key, o);
  }

  update(o: T): T {
    const key = keyOf(o);
    if (!this.objects.has(key)) throw new Error(`not found: ${key}`);
    return this.write('MODIFIED', key, o);
  }

  delete(namespaceOrName: string, name?: string): void {
    const key = name === undefined ? namespaceOrName : `${namespaceOrName}/${name}`;
    const cur = this.objects.get(key);
    if (!cur) throw new Error(`not found: ${key}`);
    this.rev++;
    this.objects.delete(key);
    const final = clone(cur);
    final.metadata = { ...final.metadata, resourceVersion: String(this.rev) };
    this.record({ type: 'DELETED', object: final });
  }

  /** Changes the state without any watch event (simulates changes a client missed). */
  silently(fn: () => void): void {
    const streams = Array.from(this.streams);
    for (const s of streams) this.streams.delete(s);
    const before = this.history.length;
    fn();
    this.history.length = before;
    for (const s of streams) this.streams.add(s);
  }

  get(key: string): T | undefined {
    return this.objects.get(key);
  }

  private write(type: 'ADDED' | 'MODIFIED', key: string, o: T): T {
    this.rev++;
    const stored = clone(o);
    stored.metadata = { ...stored.metadata, resourceVersion: String(this.rev) };
    this.objects.set(key, stored);
    this.record({ type, object: clone(stored) });
    return clone(stored);
  }

  private record(event: WatchEvent<T>): void {
    this.history.push({ rv: this.rev, event });
    for (const s of this.streams) s.push({ kind: 'event', event: clone(event) });
  }

  /** Forgets history up to now: watches from an older revision get 410. */
  compact(): void {
    this.oldestRetained = this.rev;
    this.history = [];
  }

  /** Continue tokens issued so far (and from now on) answer 410. */
  expireContinueTokens(): void {
    this.continueExpired = true;
  }

  // ---- stream control ------------------------------------------------------------

  /** A BOOKMARK at the current revision to every open watch that asked for bookmarks. */
  bookmark(): void {
    for (const s of this.streams) {
      if (!s.opts.allowWatchBookmarks) continue;
      s.push({ kind: 'event', event: { type: 'BOOKMARK', object: this.bookmarkObject(false) } });
    }
  }

  /** The initial-events-end bookmark to every open watch-list stream (see holdInitialEventsEnd). */
  sendInitialEventsEnd(): void {
    for (const s of this.streams) {
      if (!s.opts.sendInitialEvents) continue;
      s.push({ kind: 'event', event: { type: 'BOOKMARK', object: this.bookmarkObject(true) } });
    }
  }

  /** Ends every open watch normally (server timeout). */
  closeWatches(): void {
    for (const s of this.streams) s.push({ kind: 'end' });
  }

  /** Makes every open watch throw (transport failure). */
  breakWatches(error: unknown = new Error('socket hang up')): void {
    for (const s of this.streams) s.push({ kind: 'fail', error });
  }

  /** Sends an ERROR event with `status` to every open watch and ends it. */
  sendError(status: Status): void {
    for (const s of this.streams) {
      s.push({ kind: 'event', event: { type: 'ERROR', object: status } });
      s.push({ kind: 'end' });
    }
  }

  /** Raw event to every open watch. */
  sendRaw(event: WatchEvent<T>): void {
    for (const s of this.streams) s.push({ kind: 'event', event });
  }

  // ---- failure injection -----------------------------------------------------------

  /** The next `times` list requests fail with `error`. */
  failList(error: unknown, times = 1): void {
    if (times === Infinity) this.listFailForever = error;
    else for (let i = 0; i < times; i++) this.listFailures.push(error);
  }

  /** Lists succeed again. */
  healList(): void {
    this.listFailures.length = 0;
    this.listFailForever = undefined;
  }

  /** The next `times` watch requests fail with `error` (thrown when iterated). */
  failWatch(error: unknown, times = 1): void {
    for (let i = 0; i < times; i++) this.watchFailures.push(error);
  }

  // ---- ListerWatcher ---------------------------------------------------------------

  async list(opts: ListRequestOptions): Promise<KubeList<T>> {
    const { signal, ...rest } = opts;
    this.listRequests.push(rest);
    this.signals.push(signal);
    await Promise.resolve();
    this.beforeList?.(opts);
    const failure = this.listFailures.shift() ?? this.listFailForever;
    if (failure !== undefined) throw failure;

    let rv: number;
    let all: T[];
    let start = 0;
    if (opts.continue) {
      if (this.continueExpired) {
        throw statusErrors.expired(
          'The provided continue parameter is too old to display a consistent list result. You can start a new list without the continue parameter.',
        );
      }
      const token = JSON.parse(Buffer.from(opts.continue, 'base64').toString('utf8')) as { rv: number; start: number };
      rv = token.rv;
      start = token.start;
      const snap = this.snapshots.get(rv);
      if (!snap) throw statusErrors.expired('continue token for an unknown snapshot');
      all = snap;
    } else {
      rv = this.rev;
      all = Array.from(this.objects.entries())
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, o]) => o);
    }
    const limit = opts.limit && opts.limit > 0 ? opts.limit : Infinity;
    const page = all.slice(start, start + limit);
    const next = start + page.length;
    const metadata: NonNullable<KubeList<T>['metadata']> = { resourceVersion: String(rv) };
    if (next < all.length) {
      this.snapshots.set(rv, all);
      metadata.continue = Buffer.from(JSON.stringify({ rv, start: next })).toString('base64');
    }
    return { apiVersion: 'v1', kind: 'List', metadata, items: page.map(clone) };
  }

  watch(opts: WatchRequestOptions): AsyncIterable<WatchEvent<T>> {
    const { signal, ...rest } = opts;
    this.watchRequests.push(rest);
    this.signals.push(signal);
    const stream = new FakeStream<T>(opts);
    const failure = this.watchFailures.shift();
    const rv = opts.resourceVersion;

    if (failure !== undefined) {
      stream.push({ kind: 'fail', error: failure });
    } else if (opts.sendInitialEvents && this.watchList === 'rejected') {
      stream.push({
        kind: 'fail',
        error: new ApiError(
          failureStatus(
            422,
            'Invalid',
            'ListOptions.meta.cluster.io "" is invalid: sendInitialEvents: Forbidden: sendInitialEvents is forbidden for watch unless the WatchList feature gate is enabled',
          ),
        ),
      });
    } else if (this.watchMode === 'gone') {
      stream.push({ kind: 'fail', error: statusErrors.gone('too old resource version') });
    } else if (this.watchMode === 'close-immediately') {
      stream.push({ kind: 'end' });
    } else if (this.watchMode === 'expire') {
      stream.push({ kind: 'event', event: { type: 'ERROR', object: statusErrors.expired(`too old resource version: ${rv} (${this.rev})`).status } });
      stream.push({ kind: 'end' });
    } else if (rv === undefined || rv === '' || rv === '0') {
      // Get State and Start at Most Recent: synthetic ADDED for everything.
      for (const key of Array.from(this.objects.keys()).sort()) {
        stream.push({ kind: 'event', event: { type: 'ADDED', object: clone(this.objects.get(key) as T) } });
      }
      if (opts.sendInitialEvents && this.watchList === 'supported' && opts.allowWatchBookmarks && !this.holdInitialEventsEnd) {
        stream.push({ kind: 'event', event: { type: 'BOOKMARK', object: this.bookmarkObject(true) } });
      }
    } else {
      const from = Number(rv);
      if (from < this.oldestRetained) {
        stream.push({
          kind: 'event',
          event: { type: 'ERROR', object: statusErrors.expired(`too old resource version: ${from} (${this.oldestRetained})`).status },
        });
        stream.push({ kind: 'end' });
      } else {
        for (const h of this.history) if (h.rv > from) stream.push({ kind: 'event', event: clone(h.event) });
      }
    }
    if (!stream.done) this.streams.add(stream);
    const streams = this.streams;
    return {
      [Symbol.asyncIterator]: () => stream.iterate(signal, () => streams.delete(stream)),
    };
  }

  private bookmarkObject(initialEventsEnd: boolean): T {
    const metadata: NonNullable<KubeObject['metadata']> = { resourceVersion: String(this.rev) };
    if (initialEventsEnd) metadata.annotations = { [INITIAL_EVENTS_END_ANNOTATION]: 'true' };
    return { apiVersion: 'test.cluster.io/v1', kind: 'Thing', metadata } as T;
  }
}
