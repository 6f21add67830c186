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
export type PreRelease = 'ALPHA' | 'BETA' | 'GA' | 'DEPRECATED';
export interface FeatureSpec {
    /** Value when the gate is not set. */
    readonly default: boolean;
    readonly preRelease: PreRelease;
    /** The gate cannot be set to anything but its default. Implied for GA gates. */
    readonly lockToDefault?: boolean;
    /**
     * Gates this one depends on: while any of them is disabled this gate reads as disabled,
     * whatever it was set to.
     */
    readonly requires?: readonly string[];
    /** One line for `--help` and docs. */
    readonly description?: string;
}
/** Special gates of component-base: toggle every ALPHA / BETA gate not set explicitly. */
export declare const ALL_ALPHA = "AllAlpha";
export declare const ALL_BETA = "AllBeta";
/**
 * Invalid `--feature-gates` input. `errors` holds each problem's upstream text; `message` is
 * their aggregate (one error: its text; several: `[a, b]`, like apimachinery's aggregate).
 */
export declare class FeatureGateError extends Error {
    readonly code: "ERR_FEATURE_GATE";
    readonly errors: readonly string[];
    constructor(errors: readonly string[], options?: {
        cause?: unknown;
    });
}
/** Result of a successful set: deprecation and no-op warnings to print, in input order. */
export interface SetResult {
    readonly warnings: readonly string[];
}
/** Go's strconv.ParseBool. */
export declare function parseGoBool(value: string): boolean | undefined;
/**
 * Read-only view used by code that branches on features. `F` is the union of known names so a
 * typo in a feature name is a compile error.
 */
export interface FeatureGateReader<F extends string = string> {
    /** Effective value: set or default, and false while a required gate is disabled. */
    enabled(name: F): boolean;
}
export declare class FeatureGate<F extends string = string> implements FeatureGateReader<F> {
    private readonly specs;
    /** Raw values as set by the user, including AllAlpha/AllBeta, in first-set order. */
    private raw;
    /**
     * @param specs every gate this component knows. `AllAlpha` and `AllBeta` are added
     * automatically. Insertion order is kept for `snapshot()`.
     */
    constructor(specs: Readonly<Record<F, FeatureSpec>>);
    /**
     * Parse and apply `--feature-gates` text: `Name=bool,Name=bool`. Whitespace around names and
     * values is ignored, empty items are skipped. Booleans use Go's strconv.ParseBool spellings.
     * @throws FeatureGateError with upstream messages:
     *   `missing bool value for X`, `invalid value of X=v, err: strconv.ParseBool: parsing "v": invalid syntax`,
     *   `unrecognized feature gate: X`, `cannot set feature gate X to v, feature is locked to d`.
     */
    set(value: string): SetResult;
    /** Apply already-parsed values (config files). Same rules and errors as `set`. */
    setFromMap(values: ReadonlyMap<string, boolean> | Readonly<Record<string, boolean>>): SetResult;
    /**
     * The effective value. @throws Error for a name the gate does not know: asking about an
     * unregistered feature is a programming error (upstream panics).
     */
    enabled(name: F): boolean;
    private resolve;
    private rawValue;
    /** True when `name` was named in a set call (AllAlpha/AllBeta do not count). */
    explicitlySet(name: F): boolean;
    /** The declared spec of a gate, or undefined. */
    spec(name: string): FeatureSpec | undefined;
    /**
     * `Name=true|false (STAGE - default=bool)` lines for help output, sorted; GA and deprecated
     * gates are omitted as upstream's KnownFeatures does.
     */
    knownFeatures(): string[];
    /** Effective value of every registered gate except AllAlpha/AllBeta, in registration order. */
    snapshot(): Record<F, boolean>;
}
