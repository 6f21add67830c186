/**
 * Strict semantic versions as `github.com/blang/semver/v4` `Parse` accepts them:
 * `MAJOR.MINOR.PATCH[-PRERELEASE][+BUILD]`, no leading `v`, no leading zeros in numeric
 * parts (including numeric prerelease identifiers), numbers up to 2^64-1. Comparison follows
 * semver precedence: build metadata is ignored, a prerelease sorts before its release,
 * numeric identifiers sort numerically and before alphanumeric ones.
 */
/** `semver.Version{}`: what a failed Parse returns, and what "unset" compares equal to. */
export const ZERO_SEMVER = Object.freeze({ major: 0n, minor: 0n, patch: 0n, pre: [], build: [] });
const NUMBERS = /^[0-9]*$/;
const ALPHANUM = /^[-A-Za-z0-9]*$/;
const MAX_UINT64 = (1n << 64n) - 1n;
function goQuoteAscii(s) {
    return JSON.stringify(s);
}
const hasLeadingZeroes = (s) => s.length > 1 && s[0] === '0';
/** `strconv.ParseUint(s, 10, 64)`: digits only, non-empty, at most 2^64-1. */
function parseUint64(s) {
    if (s.length === 0 || !NUMBERS.test(s))
        return undefined;
    const n = BigInt(s);
    return n > MAX_UINT64 ? undefined : n;
}
function parseNumber(part, what) {
    if (!NUMBERS.test(part))
        return `Invalid character(s) found in ${what.toLowerCase()} number ${goQuoteAscii(part)}`;
    if (hasLeadingZeroes(part))
        return `${what} number must not contain leading zeroes ${goQuoteAscii(part)}`;
    const n = parseUint64(part);
    if (n !== undefined)
        return n;
    const why = part.length === 0 ? 'invalid syntax' : 'value out of range';
    return `strconv.ParseUint: parsing ${goQuoteAscii(part)}: ${why}`;
}
function parsePrerelease(s) {
    if (s.length === 0)
        return 'Prerelease is empty';
    if (NUMBERS.test(s)) {
        if (hasLeadingZeroes(s))
            return `Numeric PreRelease version must not contain leading zeroes ${goQuoteAscii(s)}`;
        const n = parseUint64(s);
        if (n === undefined)
            return `strconv.ParseUint: parsing ${goQuoteAscii(s)}: value out of range`;
        return { kind: 'numeric', value: n };
    }
    if (ALPHANUM.test(s))
        return { kind: 'alphanumeric', value: s };
    return `Invalid character(s) found in prerelease ${goQuoteAscii(s)}`;
}
/**
 * `semver.Parse`. The error texts follow blang/semver; only validity matters to callers in
 * this package (upstream validation reports its own fixed message).
 */
export function parseSemver(s) {
    const fail = (error) => ({ ok: false, error });
    if (s.length === 0)
        return fail('Version string empty');
    // strings.SplitN(s, ".", 3): the third part keeps any further dots (prerelease, build).
    const first = s.indexOf('.');
    const second = first < 0 ? -1 : s.indexOf('.', first + 1);
    if (first < 0 || second < 0)
        return fail('No Major.Minor.Patch elements found');
    const major = parseNumber(s.slice(0, first), 'Major');
    if (typeof major === 'string')
        return fail(major);
    const minor = parseNumber(s.slice(first + 1, second), 'Minor');
    if (typeof minor === 'string')
        return fail(minor);
    let patchStr = s.slice(second + 1);
    let build = [];
    let prerelease = [];
    const buildIndex = patchStr.indexOf('+');
    if (buildIndex !== -1) {
        build = patchStr.slice(buildIndex + 1).split('.');
        patchStr = patchStr.slice(0, buildIndex);
    }
    const preIndex = patchStr.indexOf('-');
    if (preIndex !== -1) {
        prerelease = patchStr.slice(preIndex + 1).split('.');
        patchStr = patchStr.slice(0, preIndex);
    }
    const patch = parseNumber(patchStr, 'Patch');
    if (typeof patch === 'string')
        return fail(patch);
    const pre = [];
    for (const p of prerelease) {
        const parsed = parsePrerelease(p);
        if (typeof parsed === 'string')
            return fail(parsed);
        pre.push(parsed);
    }
    for (const b of build) {
        if (b.length === 0)
            return fail('Build meta data is empty');
        if (!ALPHANUM.test(b))
            return fail(`Invalid character(s) found in build meta data ${goQuoteAscii(b)}`);
    }
    return { ok: true, version: { major, minor, patch, pre, build } };
}
/** `semver.Parse` reduced to "valid or not": the version, or undefined. */
export function tryParseSemver(s) {
    const r = parseSemver(s);
    return r.ok ? r.version : undefined;
}
const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
function comparePrerelease(a, b) {
    if (a.kind === 'numeric' && b.kind === 'numeric')
        return cmp(a.value, b.value);
    if (a.kind === 'alphanumeric' && b.kind === 'alphanumeric')
        return cmp(a.value, b.value);
    return a.kind === 'numeric' ? -1 : 1;
}
/** `Version.Compare`: -1, 0 or 1 by semver precedence (build metadata ignored). */
export function compareSemver(a, b) {
    const core = cmp(a.major, b.major) || cmp(a.minor, b.minor) || cmp(a.patch, b.patch);
    if (core !== 0)
        return core;
    if (a.pre.length === 0 && b.pre.length === 0)
        return 0;
    if (a.pre.length === 0)
        return 1;
    if (b.pre.length === 0)
        return -1;
    const n = Math.min(a.pre.length, b.pre.length);
    for (let i = 0; i < n; i++) {
        const c = comparePrerelease(a.pre[i], b.pre[i]);
        if (c !== 0)
            return c;
    }
    return cmp(BigInt(a.pre.length), BigInt(b.pre.length));
}
/** Canonical text of a version (`Version.String`). */
export function formatSemver(v) {
    let out = `${v.major}.${v.minor}.${v.patch}`;
    if (v.pre.length)
        out += '-' + v.pre.map((p) => String(p.value)).join('.');
    if (v.build.length)
        out += '+' + v.build.join('.');
    return out;
}
//# sourceMappingURL=semver.js.map