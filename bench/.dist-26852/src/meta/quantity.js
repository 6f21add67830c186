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
/** `resource.ErrFormatWrong`: the text a decode of a malformed quantity fails with. */
export const QUANTITY_FORMAT_ERROR = "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'";
/** `resource.ErrNumeric`. */
export const QUANTITY_NUMERIC_ERROR = 'unable to parse numeric part of quantity';
/** `resource.ErrSuffix`. */
export const QUANTITY_SUFFIX_ERROR = "unable to parse quantity's suffix";
/** Placeholder for Go pointer addresses in `%#v` output, which are not reproducible. */
export const GO_POINTER_PLACEHOLDER = '0xc000010000';
const INT64_MAX = (1n << 63n) - 1n;
const INT64_MIN = -(1n << 63n);
const wrap64 = (n) => BigInt.asIntN(64, n);
const fitsInt64 = (n) => n >= INT64_MIN && n <= INT64_MAX;
const abs = (n) => (n < 0n ? -n : n);
const sgn = (n) => (n < 0n ? -1 : n > 0n ? 1 : 0);
const pow10 = (n) => 10n ** BigInt(n);
/** Exponent at or above which a value is far beyond any int64, so powers are never built. */
const HUGE_EXPONENT = 400;
const DECIMAL_SUFFIXES = {
    n: -9,
    u: -6,
    m: -3,
    '': 0,
    k: 3,
    M: 6,
    G: 9,
    T: 12,
    P: 15,
    E: 18,
};
const BINARY_SUFFIXES = { Ki: 10, Mi: 20, Gi: 30, Ti: 40, Pi: 50, Ei: 60 };
const DECIMAL_BY_EXPONENT = new Map(Object.entries(DECIMAL_SUFFIXES).map(([s, e]) => [e, s]));
const BINARY_BY_POWER = ['', 'Ki', 'Mi', 'Gi', 'Ti', 'Pi', 'Ei'];
/** Strip factors of `base` while |value| >= base (`removeInt64Factors`). */
function removeFactors(value, base) {
    let v = abs(value);
    let times = 0;
    while (v >= base && v % base === 0n) {
        v /= base;
        times++;
    }
    return [value < 0n ? -v : v, times];
}
/** Integer division rounding away from zero. */
function divAwayFromZero(n, d) {
    const q = n / d;
    return n % d === 0n ? q : q + BigInt(sgn(n));
}
/** `big.Int.Int64()`: low 64 bits of the magnitude, then the sign applied. */
function bigInt64(n) {
    const low = wrap64(abs(n));
    return n < 0n ? wrap64(-low) : low;
}
export class Quantity {
    /** The suffix family used when printing. */
    format;
    repr;
    /** Upstream's cached `s` field: the input text when it was already canonical. */
    cached;
    constructor(repr, format, cached) {
        this.repr = repr;
        this.format = format;
        this.cached = cached;
    }
    /** @internal Used by the parser only. */
    static fromRepr(repr, format, cached = '') {
        return new Quantity(repr, format, cached);
    }
    /** Exact value as mantissa * 10^exponent. */
    exact() {
        return this.repr.kind === 'int64'
            ? { m: this.repr.value, e: this.repr.scale }
            : { m: this.repr.unscaled, e: -this.repr.scale };
    }
    /** -1, 0 or 1. */
    sign() {
        return sgn(this.exact().m);
    }
    isZero() {
        return this.exact().m === 0n;
    }
    /** Exact comparison: -1, 0 or 1 (`Quantity.Cmp`). */
    compare(other) {
        const a = this.exact();
        const b = other.exact();
        const sa = sgn(a.m);
        const sb = sgn(b.m);
        if (sa !== sb)
            return sa < sb ? -1 : 1;
        if (sa === 0)
            return 0;
        // Same sign: compare magnitudes by order of magnitude first, so that huge exponents
        // never force building huge powers of ten.
        const orderA = abs(a.m).toString().length + a.e;
        const orderB = abs(b.m).toString().length + b.e;
        let mag;
        if (orderA !== orderB) {
            mag = orderA < orderB ? -1 : 1;
        }
        else {
            const e = Math.min(a.e, b.e);
            const x = abs(a.m) * pow10(a.e - e);
            const y = abs(b.m) * pow10(b.e - e);
            mag = x < y ? -1 : x > y ? 1 : 0;
        }
        return sa > 0 ? mag : (-mag);
    }
    /** True when the value is a whole number. */
    isInteger() {
        const { m, e } = this.exact();
        if (m === 0n || e >= 0)
            return true;
        if (-e >= HUGE_EXPONENT)
            return false;
        return m % pow10(-e) === 0n;
    }
    /** `AsApproximateFloat64`: may lose precision; +/-Infinity when out of range. */
    toNumber() {
        const { m, e } = this.exact();
        if (m === 0n)
            return 0;
        return Number.parseFloat(`${m}e${e}`);
    }
    /** `Quantity.String()`: the cached input when upstream kept it, else the canonical form. */
    toString() {
        return this.cached !== '' ? this.cached : this.canonical();
    }
    /** JSON encodes a quantity as its string form. */
    toJSON() {
        return this.toString();
    }
    /** `CanonicalizeBytes`: no precision lost, no fractional digits, largest suffix possible. */
    canonical() {
        const { m, e } = this.exact();
        if (m === 0n)
            return '0';
        let format = this.format;
        if (format === 'BinarySI') {
            const small = this.compare(ONE_THOUSAND_TWENTY_FOUR_NEG) > 0 && this.compare(ONE_THOUSAND_TWENTY_FOUR) < 0;
            // Values in (-1024, 1024) and non-integers are shown in decimal rather than rounded.
            if (small || !this.isInteger())
                format = 'DecimalSI';
        }
        if (format === 'BinarySI') {
            const integer = e >= 0 ? m * pow10(e) : m / pow10(-e);
            const [mant, times] = removeFactors(integer, 1024n);
            return mant.toString() + (BINARY_BY_POWER[times] ?? '');
        }
        let [mant, exp] = removeFactors(m, 10n);
        exp += e;
        while (exp % 3 !== 0) {
            mant *= 10n;
            exp--;
        }
        if (format === 'DecimalSI') {
            const suffix = DECIMAL_BY_EXPONENT.get(exp);
            // DecimalSI has no suffix beyond E (10^18); an exponent is used rather than dropping it.
            if (suffix !== undefined)
                return mant.toString() + suffix;
        }
        return mant.toString() + (exp === 0 ? '' : `e${exp}`);
    }
    /**
     * `ScaledValue(scale)`: the value in units of 10^scale as an int64, rounded the way
     * upstream rounds for its representation (away from zero for `int64Amount`; the `inf.Dec`
     * path adds one to a truncated result) and wrapping like Go on overflow.
     */
    scaledValue(scale) {
        const r = this.repr;
        if (r.kind === 'int64') {
            if (r.scale < scale) {
                // negativeScaleInt64: divide, rounding away from zero.
                const shift = scale - r.scale;
                if (shift >= HUGE_EXPONENT)
                    return r.value === 0n ? 0n : BigInt(sgn(r.value));
                return divAwayFromZero(r.value, pow10(shift));
            }
            // positiveScaleInt64: these scale steps return the wrapped product on overflow,
            // any other step count returns 0 on overflow.
            const shift = r.scale - scale;
            if (shift === 0)
                return r.value;
            // A step count this large is never one of the wrapping ones, so overflow yields 0.
            if (shift >= HUGE_EXPONENT)
                return 0n;
            const product = r.value * pow10(shift);
            if (fitsInt64(product))
                return product;
            return [1, 2, 3, 6, 9].includes(shift) ? wrap64(product) : 0n;
        }
        // inf.Dec path (scaledValue in amount.go); Dec scales count digits after the point.
        const dif = r.scale - -scale;
        if (dif === 0)
            return bigInt64(r.unscaled);
        if (dif < 0) {
            // int64(math.Pow10(n)) is exact up to 10^18; beyond int64 the conversion yields MinInt64.
            const factor = -dif <= 18 ? pow10(-dif) : INT64_MIN;
            return wrap64(bigInt64(r.unscaled) * factor);
        }
        if (r.unscaled < INT64_MAX && dif < 19) {
            const u = bigInt64(r.unscaled);
            const d = pow10(dif);
            const q = u / d;
            return u % d !== 0n ? wrap64(q + 1n) : q;
        }
        if (dif >= HUGE_EXPONENT)
            return r.unscaled === 0n ? 0n : r.unscaled < 0n ? 0n : 1n;
        const d = pow10(dif);
        // big.Int.DivMod is Euclidean: the remainder is never negative.
        let q = r.unscaled / d;
        let rem = r.unscaled % d;
        if (rem < 0n) {
            q -= 1n;
            rem += d;
        }
        return wrap64(bigInt64(q) + (rem !== 0n ? 1n : 0n));
    }
    /** `Value()`: whole units, see {@link scaledValue}. */
    value() {
        return this.scaledValue(0);
    }
    /** `MilliValue()`: thousandths, see {@link scaledValue}. */
    milliValue() {
        return this.scaledValue(-3);
    }
    /**
     * The `%#v` dump of the Go struct, as some upstream messages print it. A value held as an
     * `inf.Dec` prints a pointer, shown as {@link GO_POINTER_PLACEHOLDER}.
     */
    goSyntax() {
        const r = this.repr;
        const i = r.kind === 'int64'
            ? `resource.int64Amount{value:${r.value}, scale:${r.scale}}`
            : 'resource.int64Amount{value:0, scale:0}';
        const d = r.kind === 'dec' ? `(*inf.Dec)(${GO_POINTER_PLACEHOLDER})` : '(*inf.Dec)(nil)';
        return `resource.Quantity{i:${i}, d:resource.infDecAmount{Dec:${d}}, s:${JSON.stringify(this.cached)}, Format:"${this.format}"}`;
    }
}
const ONE_THOUSAND_TWENTY_FOUR = Quantity.fromRepr({ kind: 'int64', value: 1024n, scale: 0 }, 'DecimalSI');
const ONE_THOUSAND_TWENTY_FOUR_NEG = Quantity.fromRepr({ kind: 'int64', value: -1024n, scale: 0 }, 'DecimalSI');
const isDigit = (c) => c !== undefined && c >= '0' && c <= '9';
const SUFFIX_CHARS = 'eEinumkKMGTP';
/** `parseQuantityString`: split sign, number and suffix; undefined means ErrFormatWrong. */
function scan(str) {
    let positive = true;
    let pos = 0;
    const end = str.length;
    if (str[0] === '-') {
        positive = false;
        pos++;
    }
    else if (str[0] === '+') {
        pos++;
    }
    while (pos < end && str[pos] === '0')
        pos++;
    if (pos >= end)
        return { positive, value: '0', num: '0', denom: '', suffix: '' };
    let i = pos;
    while (i < end && isDigit(str[i]))
        i++;
    let num = str.slice(pos, i);
    if (i >= end)
        return { positive, value: str, num, denom: '', suffix: '' };
    pos = i;
    if (num.length === 0)
        num = '0';
    let denom = '';
    if (str[pos] === '.') {
        pos++;
        i = pos;
        while (i < end && isDigit(str[i]))
            i++;
        denom = str.slice(pos, i);
        if (i >= end)
            return { positive, value: str, num, denom, suffix: '' };
        pos = i;
    }
    const value = str.slice(0, pos);
    const suffixStart = pos;
    i = pos;
    while (i < end && SUFFIX_CHARS.includes(str[i]))
        i++;
    if (i >= end)
        return { positive, value, num, denom, suffix: str.slice(suffixStart) };
    pos = i;
    if (str[pos] === '-' || str[pos] === '+')
        pos++;
    i = pos;
    while (i < end && isDigit(str[i]))
        i++;
    if (i >= end)
        return { positive, value, num, denom, suffix: str.slice(suffixStart) };
    return undefined;
}
/** `quantitySuffixer.interpret`. */
function interpretSuffix(suffix) {
    const dec = DECIMAL_SUFFIXES[suffix];
    if (dec !== undefined && Object.hasOwn(DECIMAL_SUFFIXES, suffix))
        return { base: 10, exponent: dec, format: 'DecimalSI' };
    const bin = BINARY_SUFFIXES[suffix];
    if (bin !== undefined && Object.hasOwn(BINARY_SUFFIXES, suffix))
        return { base: 2, exponent: bin, format: 'BinarySI' };
    if (suffix.length > 1 && (suffix[0] === 'e' || suffix[0] === 'E')) {
        // strconv.ParseInt(s, 10, 64), then truncated to int32 like upstream.
        const text = suffix.slice(1);
        if (!/^[+-]?[0-9]+$/.test(text))
            return undefined;
        const parsed = BigInt(text);
        if (!fitsInt64(parsed))
            return undefined;
        return { base: 10, exponent: Number(BigInt.asIntN(32, parsed)), format: 'DecimalExponent' };
    }
    return undefined;
}
/** `ParseQuantity`, with upstream's error texts. */
export function parseQuantityResult(str) {
    const fail = (error) => ({ ok: false, error });
    const ok = (quantity) => ({ ok: true, quantity });
    if (str.length === 0)
        return fail(QUANTITY_FORMAT_ERROR);
    if (str === '0')
        return ok(Quantity.fromRepr({ kind: 'int64', value: 0n, scale: 0 }, 'DecimalSI', '0'));
    const s = scan(str);
    if (!s)
        return fail(QUANTITY_FORMAT_ERROR);
    const suf = interpretSuffix(s.suffix);
    if (!suf)
        return fail(QUANTITY_SUFFIX_ERROR);
    const { base, exponent } = suf;
    let format = suf.format;
    // Fast path: the value fits an int64 mantissa with a base-10 scale of nano or coarser.
    let precision;
    let scale = 0;
    let mantissa = 1n;
    if (format === 'BinarySI') {
        if (exponent >= 0 && s.denom.length === 0) {
            mantissa = 1n << BigInt(exponent);
            precision = 15 - s.num.length - Math.trunc(Math.fround((exponent * 3) / 10)) - 1;
        }
        else {
            precision = -1;
        }
    }
    else {
        scale = exponent;
        precision = 18 - (s.num.length + s.denom.length);
    }
    if (precision >= 0) {
        scale -= s.denom.length;
        if (scale >= -9) {
            const shifted = s.num + s.denom;
            const value = BigInt(shifted);
            const product = value * mantissa;
            // int64Multiply: both factors are non-negative, so fitting int64 is the whole condition.
            if (fitsInt64(product)) {
                const result = s.positive ? product : -product;
                const repr = { kind: 'int64', value: result, scale };
                // Upstream caches the input text when it is already in canonical form.
                const canonicalInput = format === 'BinarySI'
                    ? exponent % 10 === 0 && (value & 7n) !== 0n
                    : scale % 3 === 0 && !shifted.endsWith('000') && shifted[0] !== '0';
                return ok(Quantity.fromRepr(repr, format, canonicalInput ? str : ''));
            }
        }
    }
    // inf.Dec path: arbitrary precision.
    if (!/[0-9]/.test(s.value))
        return fail(QUANTITY_NUMERIC_ERROR);
    let unscaled = BigInt((s.positive ? '' : '-') + s.num + s.denom);
    let decScale = s.denom.length;
    if (base === 10)
        decScale -= exponent;
    else
        unscaled *= 1n << BigInt(exponent);
    const negative = unscaled < 0n;
    unscaled = abs(unscaled);
    if (unscaled !== 0n) {
        // Round to nano, away from zero; coarser values are rescaled to nine decimals.
        if (decScale <= 9) {
            const up = 9 - decScale;
            unscaled = up >= HUGE_EXPONENT ? unscaled * pow10(HUGE_EXPONENT) : unscaled * pow10(up);
            decScale = up >= HUGE_EXPONENT ? decScale + HUGE_EXPONENT : 9;
        }
        else {
            const down = decScale - 9;
            unscaled = down >= HUGE_EXPONENT ? 1n : divAwayFromZero(unscaled, pow10(down));
            decScale = 9;
        }
    }
    if (format === 'BinarySI') {
        const capped = Quantity.fromRepr({ kind: 'dec', unscaled, scale: decScale }, format);
        if (capped.compare(INT64_MAX_QUANTITY) > 0) {
            unscaled = INT64_MAX;
            decScale = 0;
        }
        const q = Quantity.fromRepr({ kind: 'dec', unscaled, scale: decScale }, format);
        // A binary value strictly between 0 and 1 is kept in decimal to avoid rounding it.
        if (q.compare(ONE) < 0 && unscaled !== 0n)
            format = 'DecimalSI';
    }
    return ok(Quantity.fromRepr({ kind: 'dec', unscaled: negative ? -unscaled : unscaled, scale: decScale }, format));
}
const ONE = Quantity.fromRepr({ kind: 'int64', value: 1n, scale: 0 }, 'DecimalSI');
const INT64_MAX_QUANTITY = Quantity.fromRepr({ kind: 'int64', value: INT64_MAX, scale: 0 }, 'DecimalSI');
/** `ParseQuantity`: the quantity, or undefined when the text is not a valid quantity. */
export function parseQuantity(str) {
    const r = parseQuantityResult(str);
    return r.ok ? r.quantity : undefined;
}
/**
 * `Quantity.UnmarshalJSON`: strings are trimmed of surrounding white space before parsing;
 * JSON numbers are parsed from their decimal text.
 */
export function parseQuantityJSON(value) {
    return parseQuantityResult(typeof value === 'number' ? String(value) : value.trim());
}
//# sourceMappingURL=quantity.js.map