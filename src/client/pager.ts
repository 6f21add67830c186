/**
 * Chunked lists (client-go's ListPager): pages of `limit` items following continue tokens,
 * all from one snapshot. If the snapshot expires mid-way (410), the pager falls back to
 * one full, unpaged list (client-go's FullListIfExpired) and records that in `outcome`.
 */
import { isResourceExpired } from '../meta/status.js';
import type { KubeList, KubeObject } from '../meta/types.js';
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
  ) {}

  async *[Symbol.asyncIterator](): AsyncIterator<KubeList<T>> {
    const { limit = 500, fullListIfExpired = true, ...rest } = this.opts;
    let token: string | undefined;
    let first = true;
    for (;;) {
      let page: KubeList<T>;
      try {
        page = await this.list({ ...rest, limit, ...(token ? { continue: token } : {}), ...(!first ? { resourceVersion: undefined, resourceVersionMatch: undefined } : {}) });
      } catch (err) {
        if (first || !fullListIfExpired || !isResourceExpired(err)) throw err;
        const full = await this.list({ ...rest, limit: 0, continue: undefined });
        this.resourceVersion = full.metadata?.resourceVersion;
        this.outcome = 'full-list-after-expiry';
        if (this.trackKeys) full.items = full.items.filter((i) => !this.seen.has(keyOf(i)));
        yield full;
        return;
      }
      first = false;
      this.resourceVersion = page.metadata?.resourceVersion;
      if (this.trackKeys) for (const i of page.items) this.seen.add(keyOf(i));
      yield page;
      token = page.metadata?.continue || undefined;
      if (!token) {
        this.outcome = 'paged';
        return;
      }
    }
  }
}

/** Iterates items across pages; `outcome` as for {@link ListPager}. */
export class ListAllIterator<T extends KubeObject> implements AsyncIterable<T> {
  private readonly pager: ListPager<T>;
  constructor(list: ListFn<T>, opts: PagerOptions = {}) {
    this.pager = new ListPager(list, opts, true);
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
