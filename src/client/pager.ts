/**
 * Chunked lists (client-go's ListPager): pages of `limit` items following continue tokens,
 * all from one snapshot. If the snapshot expires mid-way (410), the pager falls back to
 * one full, unpaged list (client-go's FullListIfExpired) and records that in `outcome`.
 */
import { isResourceExpired } from '../meta/status.js';
import type { KubeList, KubeObject } from '../meta/types.js';
import { BodyBuffers } from './transport.js';
import type { ListRequestOptions } from './watch-event.js';

export type PagerOutcome =
  /** Not finished yet. */
  | 'pending'
  /** Every page came from one snapshot. */
  | 'paged'
  /** The continue token expired; the rest came from one full list (items already yielded were skipped). */
  | 'full-list-after-expiry';

export interface PagerOptions extends ListRequestOptions {
  /** Page size (default 500). */
  readonly limit?: number;
  /** On 410 mid-way, fall back to a full list (default true); otherwise rethrow. */
  readonly fullListIfExpired?: boolean;
}

type ListFn<T extends KubeObject> = (opts: ListRequestOptions) => Promise<KubeList<T>>;

function keyOf(o: KubeObject): string {
  return `${o.metadata?.namespace ?? ''}/${o.metadata?.name ?? ''}`;
}

/** Iterates pages; `outcome` says how the list was served once iteration ends. */
export class ListPager<T extends KubeObject> implements AsyncIterable<KubeList<T>> {
  outcome: PagerOutcome = 'pending';
  /** resourceVersion of the snapshot (of the full list after a fallback). */
  resourceVersion: string | undefined;
  private readonly seen = new Set<string>();

  constructor(
    private readonly list: ListFn<T>,
    private readonly opts: PagerOptions = {},
    private readonly trackKeys = false,
    /** When given, each next page is requested before the current one is decoded (see prefetchingPages). */
    private readonly listUndecoded?: UndecodedLister<T>['listUndecoded'],
  ) {}

  async *[Symbol.asyncIterator](): AsyncIterator<KubeList<T>> {
    const { limit = 500, fullListIfExpired = true, ...rest } = this.opts;
    const lister = this.listUndecoded ? { list: this.list, listUndecoded: this.listUndecoded } : { list: this.list };
    const pages = prefetchingPages<T>(lister, { ...rest, limit });
    let first = true;
    try {
      for (;;) {
        let next: IteratorResult<KubeList<T>>;
        try {
          next = await pages.next();
        } catch (err) {
          if (first || !fullListIfExpired || !isResourceExpired(err)) throw err;
          const full = await this.list({ ...rest, limit: 0, continue: undefined });
          this.resourceVersion = full.metadata?.resourceVersion;
          this.outcome = 'full-list-after-expiry';
          if (this.trackKeys) full.items = full.items.filter((i) => !this.seen.has(keyOf(i)));
          yield full;
          return;
        }
        if (next.done) {
          this.outcome = 'paged';
          return;
        }
        first = false;
        const page = next.value;
        this.resourceVersion = page.metadata?.resourceVersion;
        if (this.trackKeys) for (const i of page.items) this.seen.add(keyOf(i));
        yield page;
      }
    } finally {
      // Cancels a page requested ahead when the caller stops early.
      await pages.return(undefined).catch(() => undefined);
    }
  }
}

/** Iterates items across pages; `outcome` as for {@link ListPager}. */
export class ListAllIterator<T extends KubeObject> implements AsyncIterable<T> {
  private readonly pager: ListPager<T>;
  constructor(list: ListFn<T>, opts: PagerOptions = {}, listUndecoded?: UndecodedLister<T>['listUndecoded']) {
    this.pager = new ListPager(list, opts, true, listUndecoded);
  }
  get outcome(): PagerOutcome {
    return this.pager.outcome;
  }
  get resourceVersion(): string | undefined {
    return this.pager.resourceVersion;
  }
  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    for await (const page of this.pager) yield* page.items;
  }
}

/** A list page read in full but not decoded yet. */
export interface UndecodedListPage<L> {
  /**
   * The list's metadata as read from the head of the body before decoding it; undefined when
   * the body does not give it cheaply (other formats; metadata after the items). A hint only:
   * the decoded list's metadata is authoritative.
   */
  readonly head: { readonly continue?: unknown } | undefined;
  /** Decode the page (DecodeError when it cannot); items carry kind and apiVersion. */
  decode(): L;
}

/** A lister that can hand out list pages before decoding them (the typed resource clients do). */
export interface UndecodedLister<T extends KubeObject> {
  listUndecoded(opts: ListRequestOptions): Promise<UndecodedListPage<KubeList<T>>>;
}

function hasUndecodedList<T extends KubeObject>(x: object): x is UndecodedLister<T> {
  return typeof (x as { listUndecoded?: unknown }).listUndecoded === 'function';
}

/**
 * The pages of one paged list (`opts.limit`; `opts.continue` to start mid-way), in order,
 * following continue tokens, with the next page requested as early as its token is known:
 * from the head of the current page's body as soon as it arrives (`onListHead`), before the
 * rest of that body has come and before the page is decoded, when the lister supports it
 * ({@link UndecodedLister}); else once the page is decoded. The server then builds page n+1
 * while page n is still arriving, this process decodes it and the caller handles it. At most
 * two requests are open: the page due and the one after it.
 *
 * Errors of a page's request are thrown when that page is due (never earlier), so callers see
 * the same sequence of pages and errors as from one request after the other. A head that
 * disagrees with the decoded page (duplicate keys) is ignored: its request is cancelled and the
 * decoded token used. Ending the iteration early (or `opts.signal`) cancels a request ahead.
 */
export async function* prefetchingPages<T extends KubeObject>(
  lister: { list(opts: ListRequestOptions): Promise<KubeList<T>> },
  opts: ListRequestOptions,
): AsyncGenerator<KubeList<T>, void, undefined> {
  type Head = { readonly continue?: unknown } | undefined;
  type Pending = {
    readonly cancel: AbortController;
    readonly token: string | undefined;
    readonly page: Promise<UndecodedListPage<KubeList<T>>>;
    /** The page's list metadata: from the body's head as soon as it is read, else once the page is (undefined if it failed). */
    readonly head: Promise<Head>;
  };
  const undecoded = hasUndecodedList<T>(lister) ? lister : undefined;
  // Each page is decoded once and then dropped: its body buffer can take the next page's body
  // (two in use at most: the page due and the one requested ahead).
  const withBuffers: ListRequestOptions = undecoded && opts.bodyBuffers === undefined ? { ...opts, bodyBuffers: new BodyBuffers() } : opts;
  const { resourceVersion: _rv, resourceVersionMatch: _match, continue: _token, ...continuation } = withBuffers;
  const request = (token: string | undefined, first = false): Pending => {
    const cancel = new AbortController();
    const signal = opts.signal ? AbortSignal.any([opts.signal, cancel.signal]) : cancel.signal;
    let headKnown: (head: Head) => void = () => undefined;
    const head = new Promise<Head>((resolve) => {
      headKnown = resolve;
    });
    // A continuation reads the token's snapshot: no resourceVersion with it (the server refuses one).
    // Only a lister that hands out undecoded pages reads bodies for us: the others get no callback.
    const early = undecoded ? { onListHead: headKnown } : {};
    const o: ListRequestOptions = first ? { ...withBuffers, signal, ...early } : { ...continuation, signal, continue: token, ...early };
    const page = undecoded ? undecoded.listUndecoded(o) : lister.list(o).then((list) => ({ head: undefined, decode: () => list }));
    // Settles the head if the body's head did not (a promise settles once: an early head stays).
    // Awaited when due; until then a rejection must not count as unhandled.
    page.then(
      (raw) => headKnown(raw.head),
      () => headKnown(undefined),
    );
    return { cancel, token, page, head };
  };
  let pending: Pending | undefined = request(opts.continue || undefined, true);
  try {
    while (pending !== undefined) {
      const head: Head = await pending.head;
      const peeked: string | undefined = typeof head?.continue === 'string' && head.continue !== '' ? head.continue : undefined;
      let ahead: Pending | undefined = peeked !== undefined ? request(peeked) : undefined;
      let page: KubeList<T>;
      try {
        page = (await pending.page).decode();
      } catch (err) {
        ahead?.cancel.abort();
        pending = undefined; // answered: nothing left to cancel
        throw err;
      }
      const token = page.metadata?.continue || undefined;
      if (ahead !== undefined && ahead.token !== token) {
        ahead.cancel.abort();
        ahead = undefined;
      }
      pending = ahead ?? (token !== undefined ? request(token) : undefined);
      yield page;
    }
  } finally {
    pending?.cancel.abort();
  }
}
