/**
 * A feature gate with the lifecycle rules of component-base's `featuregate` package and the
 * seed's Versioning section:
 *
 * - ALPHA gates default to false and can be enabled; BETA gates default to their declared value
 *   (normally true) and can be disabled.
 * - GA gates are non-operational: they stay at their default, and setting them to any other value
 *   fails (`cannot set feature gate X to false, feature is locked to true`). Setting a GA gate to
 *   its locked value succeeds with a warning, like setting a DEPRECATED gate.
 * - Any gate declared with `lockToDefault` behaves the same way (a deprecated gate may be locked).
 * - An unknown name fails (`unrecognized feature gate: Foo`) and stops parsing at once.
 * - `AllAlpha` / `AllBeta` set every ALPHA / BETA gate that was not named explicitly.
 * - A gate may `require` others: its effective value is false while any of them is disabled
 *   (the seed: disabling DeclarativeValidation also disables DeclarativeValidationTakeover).
 *
 * Setting is atomic: when any entry fails, no value changes. Values accumulate across calls,
 * like repeated `--feature-gates` flags.
 */
/** Special gates of component-base: toggle every ALPHA / BETA gate not set explicitly. */
export const ALL_ALPHA = 'AllAlpha';
export const ALL_BETA = 'AllBeta';
/**
 * Invalid `--feature-gates` input. `errors` holds each problem's upstream text; `message` is
 * their aggregate (one error: its text; several: `[a, b]`, like apimachinery's aggregate).
 */
export class FeatureGateError extends Error {
    code = 'ERR_FEATURE_GATE';
    errors;
    constructor(errors, options = {}) {
        super(errors.length === 1 ? errors[0] : `[${errors.join(', ')}]`, { cause: options.cause });
        this.name = 'FeatureGateError';
        this.errors = errors;
    }
}
/** Go's strconv.ParseBool. */
export function parseGoBool(value) {
    switch (value) {
        case '1':
        case 't':
        case 'T':
        case 'TRUE':
        case 'true':
        case 'True':
            return true;
        case '0':
        case 'f':
        case 'F':
        case 'FALSE':
        case 'false':
        case 'False':
            return false;
        default:
            return undefined;
    }
}
function isLocked(spec) {
    return spec.lockToDefault === true || spec.preRelease === 'GA';
}
export class FeatureGate {
    specs;
    /** Raw values as set by the user, including AllAlpha/AllBeta, in first-set order. */
    raw = new Map();
    /**
     * @param specs every gate this component knows. `AllAlpha` and `AllBeta` are added
     * automatically. Insertion order is kept for `snapshot()`.
     */
    constructor(specs) {
        const all = new Map(Object.entries(specs));
        for (const [name, spec] of all) {
            for (const dep of spec.requires ?? []) {
                if (!all.has(dep))
                    throw new Error(`feature gate ${name} requires unknown feature gate ${dep}`);
            }
        }
        if (!all.has(ALL_ALPHA))
            all.set(ALL_ALPHA, { default: false, preRelease: 'ALPHA' });
        if (!all.has(ALL_BETA))
            all.set(ALL_BETA, { default: false, preRelease: 'BETA' });
        this.specs = all;
    }
    /**
     * Parse and apply `--feature-gates` text: `Name=bool,Name=bool`. Whitespace around names and
     * values is ignored, empty items are skipped. Booleans use Go's strconv.ParseBool spellings.
     * @throws FeatureGateError with upstream messages:
     *   `missing bool value for X`, `invalid value of X=v, err: strconv.ParseBool: parsing "v": invalid syntax`,
     *   `unrecognized feature gate: X`, `cannot set feature gate X to v, feature is locked to d`.
     */
    set(value) {
        const m = new Map();
        for (const item of value.split(',')) {
            if (item.length === 0)
                continue;
            const eq = item.indexOf('=');
            const k = (eq < 0 ? item : item.slice(0, eq)).trim();
            if (eq < 0)
                throw new FeatureGateError([`missing bool value for ${k}`]);
            const v = item.slice(eq + 1).trim();
            const b = parseGoBool(v);
            if (b === undefined) {
                throw new FeatureGateError([
                    `invalid value of ${k}=${v}, err: strconv.ParseBool: parsing ${JSON.stringify(v)}: invalid syntax`,
                ]);
            }
            m.set(k, b);
        }
        return this.setFromMap(m);
    }
    /** Apply already-parsed values (config files). Same rules and errors as `set`. */
    setFromMap(values) {
        const entries = values instanceof Map ? [...values.entries()] : Object.entries(values);
        const next = new Map(this.raw);
        for (const [k, v] of entries)
            next.set(k, v);
        const errors = [];
        const warnings = [];
        for (const [k, v] of entries) {
            const spec = this.specs.get(k);
            if (!spec) {
                // Upstream returns at the first unknown gate, dropping errors collected so far.
                throw new FeatureGateError([`unrecognized feature gate: ${k}`]);
            }
            if (isLocked(spec) && spec.default !== v) {
                errors.push(`cannot set feature gate ${k} to ${v}, feature is locked to ${spec.default}`);
                continue;
            }
            if (spec.preRelease === 'DEPRECATED') {
                warnings.push(`Setting deprecated feature gate ${k}=${v}. It will be removed in a future release.`);
            }
            else if (spec.preRelease === 'GA') {
                warnings.push(`Setting GA feature gate ${k}=${v}. It will be removed in a future release.`);
            }
        }
        if (errors.length)
            throw new FeatureGateError(errors);
        this.raw = next;
        // A gate set to true that has no effect because a gate it requires is off is worth a word.
        for (const [k, v] of entries) {
            if (!v)
                continue;
            const off = (this.specs.get(k)?.requires ?? []).filter((dep) => !this.enabled(dep));
            if (off.length)
                warnings.push(`${k}=true has no effect while ${off.join(', ')} is disabled`);
        }
        return { warnings };
    }
    /**
     * The effective value. @throws Error for a name the gate does not know: asking about an
     * unregistered feature is a programming error (upstream panics).
     */
    enabled(name) {
        return this.resolve(name, new Set());
    }
    resolve(name, visiting) {
        const spec = this.specs.get(name);
        if (!spec)
            throw new Error(`feature ${JSON.stringify(name)} is not registered in FeatureGate`);
        if (!this.rawValue(name, spec))
            return false;
        if (visiting.has(name))
            return true; // a cycle cannot make a gate more disabled
        visiting.add(name);
        return (spec.requires ?? []).every((dep) => this.resolve(dep, visiting));
    }
    rawValue(name, spec) {
        const explicit = this.raw.get(name);
        if (explicit !== undefined)
            return explicit;
        if (name !== ALL_ALPHA && name !== ALL_BETA) {
            const all = spec.preRelease === 'ALPHA' ? this.raw.get(ALL_ALPHA) : spec.preRelease === 'BETA' ? this.raw.get(ALL_BETA) : undefined;
            // AllAlpha/AllBeta never move a locked gate off its default.
            if (all !== undefined && !isLocked(spec))
                return all;
        }
        return spec.default;
    }
    /** True when `name` was named in a set call (AllAlpha/AllBeta do not count). */
    explicitlySet(name) {
        return this.raw.has(name);
    }
    /** The declared spec of a gate, or undefined. */
    spec(name) {
        return this.specs.get(name);
    }
    /**
     * `Name=true|false (STAGE - default=bool)` lines for help output, sorted; GA and deprecated
     * gates are omitted as upstream's KnownFeatures does.
     */
    knownFeatures() {
        const out = [];
        for (const [name, spec] of this.specs) {
            if (spec.preRelease === 'GA' || spec.preRelease === 'DEPRECATED')
                continue;
            out.push(`${name}=true|false (${spec.preRelease} - default=${spec.default})`);
        }
        return out.sort();
    }
    /** Effective value of every registered gate except AllAlpha/AllBeta, in registration order. */
    snapshot() {
        const out = {};
        for (const name of this.specs.keys()) {
            if (name === ALL_ALPHA || name === ALL_BETA)
                continue;
            out[name] = this.enabled(name);
        }
        return out;
    }
}
//# sourceMappingURL=feature-gate.js.map