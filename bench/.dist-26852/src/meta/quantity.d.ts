/**
 * Resource quantities (`resource.Quantity` of apimachinery `pkg/api/resource`), parsed and
 * printed the way the upstream apiserver does.
 *
 * Grammar: `<sign>? <digits>[.<digits>] <suffix>` with suffixes
 *   binary  Ki Mi Gi Ti Pi Ei (powers of 1024),
 *   decimal n u m "" k M G T P E (powers of 1000),
 *   exponent e<int> / E<int>.
 *
 * Values are exact (BigInt mantissa and base-10 exponent), never floating point. Parsing keeps
 * the value down to nano (a finer non-zero value is rounded away from zero), caps binary-suffixed
 * values at 2^63-1, and remembers the suffix family for printing. `toString()` is Go's
 * `Quantity.String()`: the canonical form, except that a parse which upstream recognised as
 * already canonical keeps the input text (so `+1` and `1.500` print as given, like upstream).
 *
 * The object also models which internal representation upstream picked (`int64Amount` or
 * `inf.Dec`), because that representation is visible in two places: the `%#v` dump used in
 * some validation messages, and the int64 rounding/overflow of `MilliValue()`/`Value()`.
 */
/** The suffix family a quantity was written with; it is kept when printing. */
export type QuantityFormat = 'DecimalExponent' | 'BinarySI' | 'DecimalSI';
/** `resource.ErrFormatWrong`: the text a decode of a malformed quantity fails with. */
export declare const QUANTITY_FORMAT_ERROR = "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'";
/** `resource.ErrNumeric`. */
export declare const QUANTITY_NUMERIC_ERROR = "unable to parse numeric part of quantity";
/** `resource.ErrSuffix`. */
export declare const QUANTITY_SUFFIX_ERROR = "unable to parse quantity's suffix";
export type QuantityParseResult = {
    readonly ok: true;
    readonly quantity: Quantity;
} | {
    readonly ok: false;
    readonly error: string;
};
/** Placeholder for Go pointer addresses in `%#v` output, which are not reproducible. */
export declare const GO_POINTER_PLACEHOLDER = "0xc000010000";
/** Upstream's internal representation (affects `%#v` and int64 accessors only). */
type Repr = {
    readonly kind: 'int64';
    readonly value: bigint;
    readonly scale: number;
} | {
    readonly kind: 'dec';
    readonly unscaled: bigint;
    readonly scale: number;
};
export declare class Quantity {
    /** The suffix family used when printing. */
    readonly format: QuantityFormat;
    private readonly repr;
    /** Upstream's cached `s` field: the input text when it was already canonical. */
    private readonly cached;
    private constructor();
    /** @internal Used by the parser only. */
    static fromRepr(repr: Repr, format: QuantityFormat, cached?: string): Quantity;
    /** Exact value as mantissa * 10^exponent. */
    private exact;
    /** -1, 0 or 1. */
    sign(): -1 | 0 | 1;
    isZero(): boolean;
    /** Exact comparison: -1, 0 or 1 (`Quantity.Cmp`). */
    compare(other: Quantity): -1 | 0 | 1;
    /** True when the value is a whole number. */
    isInteger(): boolean;
    /** `AsApproximateFloat64`: may lose precision; +/-Infinity when out of range. */
    toNumber(): number;
    /** `Quantity.String()`: the cached input when upstream kept it, else the canonical form. */
    toString(): string;
    /** JSON encodes a quantity as its string form. */
    toJSON(): string;
    /** `CanonicalizeBytes`: no precision lost, no fractional digits, largest suffix possible. */
    canonical(): string;
    /**
     * `ScaledValue(scale)`: the value in units of 10^scale as an int64, rounded the way
     * upstream rounds for its representation (away from zero for `int64Amount`; the `inf.Dec`
     * path adds one to a truncated result) and wrapping like Go on overflow.
     */
    scaledValue(scale: number): bigint;
    /** `Value()`: whole units, see {@link scaledValue}. */
    value(): bigint;
    /** `MilliValue()`: thousandths, see {@link scaledValue}. */
    milliValue(): bigint;
    /**
     * The `%#v` dump of the Go struct, as some upstream messages print it. A value held as an
     * `inf.Dec` prints a pointer, shown as {@link GO_POINTER_PLACEHOLDER}.
     */
    goSyntax(): string;
}
/** `ParseQuantity`, with upstream's error texts. */
export declare function parseQuantityResult(str: string): QuantityParseResult;
/** `ParseQuantity`: the quantity, or undefined when the text is not a valid quantity. */
export declare function parseQuantity(str: string): Quantity | undefined;
/**
 * `Quantity.UnmarshalJSON`: strings are trimmed of surrounding white space before parsing;
 * JSON numbers are parsed from their decimal text.
 */
export declare function parseQuantityJSON(value: string | number): QuantityParseResult;
export {};
