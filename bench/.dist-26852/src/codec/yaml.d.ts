import { type Codec } from './codec.js';
export declare const YAML_MEDIA_TYPE = "application/yaml";
export declare const DEFAULT_YAML_MAX_ALIAS_COUNT = 100;
export declare const DEFAULT_YAML_MAX_BYTES: number;
export interface YamlDecodeOptions {
    /** Alias expansions allowed while building the value (the `yaml` package's bomb guard). */
    readonly maxAliasCount?: number;
    /** Largest accepted document in UTF-8 bytes (or UTF-16 units when given a string). */
    readonly maxBytes?: number;
}
export interface YamlEncodeOptions {
    /** Sort map keys like Go's encoder (default: keep object order). */
    readonly sortKeys?: boolean;
}
export interface YamlDecodeResult {
    readonly value: unknown;
    /** Paths of keys that occur more than once in their map, each once, in the order their repeats appear. */
    readonly duplicates: readonly string[];
}
/** Parse one YAML document; duplicate keys are reported, not rejected. Throws `CodecError`. */
export declare function decodeYamlWithDuplicates(text: string, options?: YamlDecodeOptions): YamlDecodeResult;
/** Decode bytes (UTF-8) to a value, ignoring duplicate keys (last wins). */
export declare function decodeYaml(bytes: Uint8Array, options?: YamlDecodeOptions): unknown;
/** Encode a value as one YAML document (see the module comment for the style). */
export declare function encodeYaml(value: unknown, options?: YamlEncodeOptions): string;
export declare const yamlCodec: Codec;
