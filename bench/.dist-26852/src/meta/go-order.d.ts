/**
 * Ordering helpers that match Go, where upstream output order depends on it.
 */
/** Go string ordering (UTF-8 bytes, i.e. code points), not UTF-16 code units. */
export declare function compareGo(a: string, b: string): number;
