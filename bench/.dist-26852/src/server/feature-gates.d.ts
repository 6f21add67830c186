/**
 * The feature gates the server consults: the known gates (gates/known-features.ts) with the
 * defaults of the API level it reports (1.33), settable from a `--feature-gates` string or a
 * map, with the seed's lifecycle rules (unknown gate, or moving a locked GA gate, fails).
 */
import { type KnownFeature } from './gates/known-features.js';
export type FeatureGateValues = Readonly<Record<KnownFeature, boolean>>;
export declare const DEFAULT_FEATURE_GATES: FeatureGateValues;
export interface ResolvedFeatureGates {
    readonly values: FeatureGateValues;
    /** Warnings to print (deprecated gates, GA gates set to their locked value). */
    readonly warnings: readonly string[];
}
/**
 * Resolve gates from `--feature-gates` text (`A=true,B=false`, repeatable) and/or a map.
 * Throws FeatureGateError with upstream's message on an unknown gate or a locked one.
 */
export declare function resolveFeatureGates(input: string | readonly string[] | Partial<Record<string, boolean>> | undefined): ResolvedFeatureGates;
