/**
 * Content negotiation: pick the response representation from an Accept header, and the
 * request decoder from a Content-Type, among the formats a server offers. Pure: the server
 * maps a failed negotiation to 406/415.
 */
import type { Codec } from './codec.js';
/** One wire format the server offers. */
export interface ServedFormat {
    /** Canonical media type, e.g. `application/json`. */
    readonly mediaType: string;
    /** Other names accepted for it (e.g. upstream's `application/vnd.kubernetes.protobuf`). */
    readonly aliases?: readonly string[];
    readonly codec: Codec;
    /** Content-Type of a watch stream in this format (e.g. `application/json`, `application/cbor-seq`). */
    readonly watchMediaType: string;
    /** Whether a Table can be returned in this format (JSON and YAML only, as upstream). */
    readonly allowsTable: boolean;
}
export type TableVersion = 'v1' | 'v1beta1';
export interface TableRequestSpec {
    readonly version: TableVersion;
    /** The group the client named (`meta.cluster.io`, or upstream's `meta.k8s.io`): the Table answers in it. */
    readonly group: string;
}
export interface Negotiated {
    readonly format: ServedFormat;
    /** The name the client used (alias or canonical): responses answer in kind. */
    readonly mediaType: string;
    /** Set when the client asked for `as=Table`. */
    readonly table?: TableRequestSpec;
}
/**
 * Choose the response format. Wildcards pick the first served format. Parameters other
 * than `as`, `g`, `v`, `stream`, `charset`, `pretty` make a range unacceptable; `as=Table`
 * is honoured only when `allowTable` and the format allows it; an unknown `as` is skipped.
 * Returns undefined when nothing fits (406). An absent or empty Accept means the first format.
 */
export declare function negotiateResponse(accept: string | undefined, served: readonly ServedFormat[], opts: {
    readonly allowTable: boolean;
    readonly watch: boolean;
}): Negotiated | undefined;
/** The media types to list in a 406 message, as upstream words it. */
export declare function acceptedList(served: readonly ServedFormat[], watch: boolean): string[];
/**
 * Choose the decoder for a request body. An absent Content-Type means JSON (the first
 * format). Returns undefined for an unknown type (415).
 */
export declare function negotiateRequest(contentType: string | undefined, served: readonly ServedFormat[]): ServedFormat | undefined;
