/**
 * Raised for any malformed selector text (label or field). `message` is the
 * upstream parser's error text; `code` is stable for programmatic checks.
 */
export declare class SelectorParseError extends Error {
    readonly code: "ERR_SELECTOR_PARSE";
    constructor(message: string, options?: {
        cause?: unknown;
    });
}
/** True for a {@link SelectorParseError}, including one from another copy of this module. */
export declare function isSelectorParseError(err: unknown): err is SelectorParseError;
/** apimachinery `selection.Operator` values, spelled as upstream spells them. */
export type LabelSelectorOperator = '=' | '==' | '!=' | 'in' | 'notin' | 'exists' | '!' | 'gt' | 'lt';
/** One ANDed term of a label selector. `values` is sorted and de-duplicated for set operators. */
export interface LabelRequirement {
    readonly key: string;
    readonly operator: LabelSelectorOperator;
    readonly values: readonly string[];
}
/**
 * A parsed label selector. Immutable; requirements are ANDed and kept sorted by key
 * (stable), which fixes the canonical {@link LabelSelector.toString} form.
 */
export interface LabelSelector {
    /** True when every requirement holds for `labels` (an absent map has no labels). */
    matches(labels: Readonly<Record<string, string>> | undefined): boolean;
    /** True when the selector does not restrict anything (the empty selector). */
    isEmpty(): boolean;
    /** Canonical text, e.g. `a=b,c in (x,y),!d`; parses back to an equal selector. */
    toString(): string;
    requirements(): readonly LabelRequirement[];
    /**
     * When the first requirement on `key` pins one value (`=`, `==`, or `in` with a single
     * value) returns it, else undefined (upstream `RequiresExactMatch`, used for indexes).
     */
    requiresExactMatch(key: string): string | undefined;
}
/**
 * Validates and builds one requirement, as upstream `NewRequirement` does (without a
 * field path, so messages start with `values[i]...`). Throws the aggregated message.
 */
export declare function newLabelRequirement(key: string, operator: LabelSelectorOperator, values: readonly string[]): LabelRequirement;
/** A selector from already-built requirements (AND). The empty list selects everything. */
export declare function labelSelectorFromRequirements(reqs: readonly LabelRequirement[]): LabelSelector;
/**
 * `matchLabels` as a selector: one `key=value` requirement per entry (upstream
 * `SelectorFromSet`). Not validated unless `options.validate` is set, mirroring
 * `SelectorFromSet` vs `ValidatedSelectorFromSet`; an empty or absent map selects everything.
 */
export declare function labelSelectorFromMatch(matchLabels: Readonly<Record<string, string>> | undefined, options?: {
    validate?: boolean;
}): LabelSelector;
/**
 * Parses selector text (`labelSelector=` query parameter, `-l` flag) as upstream
 * `labels.Parse` does. The empty (or all-whitespace) text selects everything.
 * Throws {@link SelectorParseError} carrying upstream's message.
 */
export declare function parseLabelSelector(text: string): LabelSelector;
