export interface ContinuePosition {
    /** The revision of the snapshot the list is served from; -1 means "latest" (inconsistent continuation). */
    readonly rv: number;
    /** The storage key (relative to the resource prefix) to continue from, inclusive. */
    readonly start: string;
}
/** Token for the page after `lastKey` (relative key of the last returned item). */
export declare function encodeContinueToken(rv: number, lastKey: string): string;
/** Token continuing exactly at `start` (a relative key, inclusive); rv -1 means "latest". */
export declare function encodeContinueTokenAt(rv: number, start: string): string;
/** Decode and validate a token in upstream order; errors are 400 with upstream texts. */
export declare function decodeContinueToken(token: string): ContinuePosition;
