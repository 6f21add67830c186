/**
 * Injected time. Production code never calls Date.now() or setTimeout directly in
 * logic that tests must control; it takes a Clock.
 */
export interface Clock {
    /** Milliseconds since the epoch. */
    now(): number;
    /** Schedule `fn` after `ms`; returns a cancel function. */
    setTimer(fn: () => void, ms: number): () => void;
}
export declare const systemClock: Clock;
/** RFC3339 with second precision in UTC (metav1.Time JSON form). */
export declare function formatTime(ms: number): string;
/** RFC3339 with exactly six fractional digits in UTC (metav1.MicroTime JSON form). */
export declare function formatMicroTime(ms: number, micros?: number): string;
