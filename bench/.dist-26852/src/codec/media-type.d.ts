/**
 * Media-type parsing and Accept negotiation (RFC 9110 §12.5.1), used by both the
 * server (choosing a response type) and the client (interpreting Content-Type).
 */
export interface MediaType {
    /** `type/subtype`, lower-cased. */
    readonly type: string;
    /** Parameters other than q, names lower-cased, values as sent. */
    readonly params: Readonly<Record<string, string>>;
    /** Quality 0..1 (Accept only). */
    readonly q: number;
}
/** Parse one media type (`application/json;as=Table;v=v1`). Returns undefined when malformed. */
export declare function parseMediaType(text: string): MediaType | undefined;
/** Parse an Accept header into media ranges, in header order; malformed entries are skipped. */
export declare function parseAccept(header: string | undefined): MediaType[];
/** Whether a media range (`*\/*`, `application/*`, `application/json`) covers a concrete type. */
export declare function rangeMatches(range: string, type: string): boolean;
/**
 * Order Accept entries by preference: higher q first, then more specific, then header
 * order (stable). Entries with q=0 are dropped.
 */
export declare function sortByPreference(ranges: readonly MediaType[]): MediaType[];
export declare function formatMediaType(type: string, params?: Readonly<Record<string, string>>): string;
