/**
 * Chunked lists (client-go's ListPager): pages of `limit` items following continue tokens,
 * all from one snapshot. If the snapshot expires mid-way (410), the pager falls back to
 * one full, unpaged list (client-go's FullListIfExpired) and records that in `outcome`.
 */
import { isResourceExpired } from '../meta/status.js';
function keyOf(o) {
    return `${o.metadata?.namespace ?? ''}/${o.metadata?.name ?? ''}`;
}
/** Iterates pages; `outcome` says how the list was served once iteration ends. */
export class ListPager {
    list;
    opts;
    trackKeys;
    outcome = 'pending';
    /** resourceVersion of the snapshot (of the full list after a fallback). */
    resourceVersion;
    seen = new Set();
    constructor(list, opts = {}, trackKeys = false) {
        this.list = list;
        this.opts = opts;
        this.trackKeys = trackKeys;
    }
    async *[Symbol.asyncIterator]() {
        const { limit = 500, fullListIfExpired = true, ...rest } = this.opts;
        let token;
        let first = true;
        for (;;) {
            let page;
            try {
                page = await this.list({ ...rest, limit, ...(token ? { continue: token } : {}), ...(!first ? { resourceVersion: undefined, resourceVersionMatch: undefined } : {}) });
            }
            catch (err) {
                if (first || !fullListIfExpired || !isResourceExpired(err))
                    throw err;
                const full = await this.list({ ...rest, limit: 0, continue: undefined });
                this.resourceVersion = full.metadata?.resourceVersion;
                this.outcome = 'full-list-after-expiry';
                if (this.trackKeys)
                    full.items = full.items.filter((i) => !this.seen.has(keyOf(i)));
                yield full;
                return;
            }
            first = false;
            this.resourceVersion = page.metadata?.resourceVersion;
            if (this.trackKeys)
                for (const i of page.items)
                    this.seen.add(keyOf(i));
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
export class ListAllIterator {
    pager;
    constructor(list, opts = {}) {
        this.pager = new ListPager(list, opts, true);
    }
    get outcome() {
        return this.pager.outcome;
    }
    get resourceVersion() {
        return this.pager.resourceVersion;
    }
    async *[Symbol.asyncIterator]() {
        for await (const page of this.pager)
            yield* page.items;
    }
}
//# sourceMappingURL=pager.js.map