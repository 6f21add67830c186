import type { KubeList, KubeObject } from '../meta/types.js';
import type { ListRequestOptions } from './watch-event.js';
export type PagerOutcome = 
/** Not finished yet. */
'pending'
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
/** Iterates pages; `outcome` says how the list was served once iteration ends. */
export declare class ListPager<T extends KubeObject> implements AsyncIterable<KubeList<T>> {
    private readonly list;
    private readonly opts;
    private readonly trackKeys;
    outcome: PagerOutcome;
    /** resourceVersion of the snapshot (of the full list after a fallback). */
    resourceVersion: string | undefined;
    private readonly seen;
    constructor(list: ListFn<T>, opts?: PagerOptions, trackKeys?: boolean);
    [Symbol.asyncIterator](): AsyncIterator<KubeList<T>>;
}
/** Iterates items across pages; `outcome` as for {@link ListPager}. */
export declare class ListAllIterator<T extends KubeObject> implements AsyncIterable<T> {
    private readonly pager;
    constructor(list: ListFn<T>, opts?: PagerOptions);
    get outcome(): PagerOutcome;
    get resourceVersion(): string | undefined;
    [Symbol.asyncIterator](): AsyncIterator<T>;
}
export {};
