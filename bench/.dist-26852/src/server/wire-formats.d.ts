import type { ServedFormat } from '../codec/negotiation.js';
import type { FeatureGateValues } from './feature-gates.js';
export declare const JSON_FORMAT: ServedFormat;
export declare const YAML_FORMAT: ServedFormat;
export declare const PROTOBUF_FORMAT: ServedFormat;
export declare const CBOR_FORMAT: ServedFormat;
export declare class WireFormats {
    private readonly response;
    private readonly request;
    private readonly watch;
    constructor(gates: FeatureGateValues);
    /** Formats for responses (watches: the streamable ones), in preference order. */
    served(watch?: boolean): readonly ServedFormat[];
    /** Formats accepted for request bodies (Content-Type). */
    requestFormats(): readonly ServedFormat[];
}
/**
 * One watch event in a format's framing: JSON lines, protobuf length-delimited frames of a
 * WatchEvent whose object is a full `k8s\0` envelope, or a CBOR sequence item.
 */
export declare function encodeWatchEventBytes(format: ServedFormat, type: string, object: unknown, json?: () => string): Uint8Array | string;
/** The Content-Type of a watch stream, in the name the client used. */
export declare function watchContentType(format: ServedFormat, requested: string): string;
