/**
 * Field selectors, a faithful port of apimachinery `pkg/fields/selector.go`
 * (`ParseSelector`, `hasTerm`, `notHasTerm`, `andTerm`, value escaping).
 *
 * Syntax: comma-separated terms `field=value`, `field==value` or `field!=value`, ANDed.
 * Values may contain `,`, `=` and `\` only escaped as `\,`, `\=` and `\\`; the field name
 * is not escaped and ends at the first operator. Terms are sorted (Go byte order) before
 * parsing, so the first error reported and the canonical string follow that order.
 */
import { SelectorParseError } from './label-selector.js';
export { SelectorParseError };
/** Upstream records `==` as `=` (selection.Equals). */
export type FieldSelectorOperator = '=' | '!=';
export interface FieldRequirement {
    readonly field: string;
    readonly operator: FieldSelectorOperator;
    /** The unescaped value. */
    readonly value: string;
}
/**
 * Reads a field of the object under test. Absent fields count as the empty string,
 * as upstream `fields.Set.Get` does, so `f!=x` matches when `f` is absent.
 */
export type FieldGetter = (field: string) => string | undefined;
/** A parsed field selector. Immutable; requirements are ANDed, in sorted term order. */
export interface FieldSelector {
    matches(getField: FieldGetter): boolean;
    /** True when the selector does not restrict anything. */
    isEmpty(): boolean;
    /** Canonical text: `field=value` / `field!=value` joined by `,`, values escaped. */
    toString(): string;
    requirements(): readonly FieldRequirement[];
    /** The fields the selector mentions, in requirement order (may repeat). */
    fields(): readonly string[];
    /** The value of the first `=` requirement on `field`, else undefined (upstream `RequiresExactMatch`). */
    requiresExactMatch(field: string): string | undefined;
}
/** EscapeValue: makes an arbitrary string safe as a field selector value. */
export declare function escapeFieldValue(value: string): string;
/**
 * UnescapeValue. Throws upstream's InvalidEscapeSequence / UnescapedRune texts; the
 * latter prints the character as Go's `%v` prints a rune, i.e. its decimal code point.
 */
export declare function unescapeFieldValue(value: string): string;
/**
 * Parses selector text (`fieldSelector=` query parameter, `--field-selector` flag) as
 * upstream `fields.ParseSelector` does. Empty terms are skipped; the empty text selects
 * everything. Field names are not validated here: the server checks them per resource
 * with {@link assertFieldSelectorSupported}. Throws {@link SelectorParseError}.
 */
export declare function parseFieldSelector(text: string): FieldSelector;
/**
 * A selector requiring each `field=value` of the map (upstream `SelectorFromSet`),
 * ordered by field so the string form is deterministic. Empty or absent: everything.
 */
export declare function fieldSelectorFromMatch(fields: Readonly<Record<string, string>> | undefined): FieldSelector;
/**
 * Rejects a selector that mentions a field the resource does not support, with the
 * apiserver's message `field label not supported: <field>` (first offender in
 * requirement order). The server answers 400 BadRequest with it.
 */
export declare function assertFieldSelectorSupported(selector: FieldSelector, allowedFields: Iterable<string>): void;
