/**
 * The feature gates the server consults: the known gates (gates/known-features.ts) with the
 * defaults of the API level it reports (1.33), settable from a `--feature-gates` string or a
 * map, with the seed's lifecycle rules (unknown gate, or moving a locked GA gate, fails).
 */
import { newFeatureGate } from './gates/known-features.js';
export const DEFAULT_FEATURE_GATES = newFeatureGate().snapshot();
/**
 * Resolve gates from `--feature-gates` text (`A=true,B=false`, repeatable) and/or a map.
 * Throws FeatureGateError with upstream's message on an unknown gate or a locked one.
 */
export function resolveFeatureGates(input) {
    const gate = newFeatureGate();
    const warnings = [];
    if (typeof input === 'string')
        warnings.push(...gate.set(input).warnings);
    else if (Array.isArray(input))
        for (const text of input)
            warnings.push(...gate.set(text).warnings);
    else if (input) {
        const map = {};
        for (const [k, v] of Object.entries(input))
            if (v !== undefined)
                map[k] = v;
        warnings.push(...gate.setFromMap(map).warnings);
    }
    return { values: gate.snapshot(), warnings };
}
//# sourceMappingURL=feature-gates.js.map