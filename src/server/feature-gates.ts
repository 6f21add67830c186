/**
 * The feature gates the server consults: the known gates (gates/known-features.ts) with the
 * defaults of the API level it reports (1.33), settable from a `--feature-gates` string or a
 * map, with the seed's lifecycle rules (unknown gate, or moving a locked GA gate, fails).
 */
import { newFeatureGate, type KnownFeature } from './gates/known-features.js';

export type FeatureGateValues = Readonly<Record<KnownFeature, boolean>>;

export interface ResolvedFeatureGates {
  readonly values: FeatureGateValues;
  /** Warnings to print (deprecated gates, GA gates set to their locked value). */
  readonly warnings: readonly string[];
}

/**
 * Resolve gates from `--feature-gates` text (`A=true,B=false`, repeatable) and/or a map.
 * Throws FeatureGateError with upstream's message on an unknown gate or a locked one.
 */
export function resolveFeatureGates(input: string | readonly string[] | Partial<Record<string, boolean>> | undefined): ResolvedFeatureGates {
  const gate = newFeatureGate();
  const warnings: string[] = [];
  if (typeof input === 'string') warnings.push(...gate.set(input).warnings);
  else if (Array.isArray(input)) for (const text of input as readonly string[]) warnings.push(...gate.set(text).warnings);
  else if (input) {
    const map: Record<string, boolean> = {};
    for (const [k, v] of Object.entries(input)) if (v !== undefined) map[k] = v;
    warnings.push(...gate.setFromMap(map).warnings);
  }
  return { values: gate.snapshot(), warnings };
}
