import { type RequestScope } from './scope.js';
export interface ListOptions {
    readonly labelSelector: string;
    readonly fieldSelector: string;
    readonly limit: number;
    readonly continueToken: string;
    readonly resourceVersion: string | undefined;
    readonly resourceVersionMatch: string;
    readonly sendInitialEvents: boolean | undefined;
    readonly allowWatchBookmarks: boolean;
    readonly timeoutSeconds: number | undefined;
    readonly watch: boolean;
}
/** Decode ListOptions and validate them as upstream's ValidateListOptions does. */
export declare function parseListOptions(q: URLSearchParams, isWatch: boolean, watchListEnabled?: boolean): ListOptions;
export declare function handleList(scope: RequestScope): Promise<void>;
