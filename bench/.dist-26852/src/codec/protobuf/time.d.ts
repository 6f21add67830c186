/**
 * metav1.Time / metav1.MicroTime <-> their JSON strings, without `Date` (whose two-digit-year
 * and range quirks do not match Go). Pure integer calendar arithmetic (proleptic Gregorian,
 * H. Hinnant's civil-from-days), because protobuf decode formats one or more times per object
 * and this is on the hot path.
 *
 * JSON forms (wire.md §3.4): Time is RFC3339 in UTC with second precision
 * (`2024-01-01T00:00:00Z`); MicroTime always has six fractional digits
 * (`2024-01-01T00:00:00.123456Z`). Go's zero time (0001-01-01T00:00:00Z) is JSON `null`, which
 * the codecs represent by omitting the field.
 */
/** Unix seconds of Go's zero time, 0001-01-01T00:00:00Z (`time.Time{}.Unix()`). */
export declare const GO_ZERO_TIME_SECONDS = -62135596800;
/** RFC3339 seconds form (`2024-01-01T00:00:00Z`); undefined when the year is outside [0, 9999]. */
export declare function formatTime(seconds: number): string | undefined;
/** RFC3339 with exactly six fractional digits (`...00:00.123456Z`); `micros` in [0, 999999]. */
export declare function formatMicroTime(seconds: number, micros: number): string | undefined;
/** Seconds and nanoseconds of an RFC3339 timestamp. */
export interface ParsedTime {
    readonly seconds: number;
    readonly nanos: number;
}
/**
 * Parse an RFC3339 timestamp (any offset, 0-9 fractional digits) as Go's `time.Parse` does for
 * both Time and MicroTime JSON. Returns undefined when malformed or out of range.
 */
export declare function parseRfc3339(text: string): ParsedTime | undefined;
