/**
 * Strict semantic versions as `github.com/blang/semver/v4` `Parse` accepts them:
 * `MAJOR.MINOR.PATCH[-PRERELEASE][+BUILD]`, no leading `v`, no leading zeros in numeric
 * parts (including numeric prerelease identifiers), numbers up to 2^64-1. Comparison follows
 * semver precedence: build metadata is ignored, a prerelease sorts before its release,
 * numeric identifiers sort numerically and before alphanumeric ones.
 */
/** One dot-separated prerelease identifier. */
export type PrereleaseIdentifier = {
    readonly kind: 'numeric';
    readonly value: bigint;
} | {
    readonly kind: 'alphanumeric';
    readonly value: string;
};
export interface SemVer {
    readonly major: bigint;
    readonly minor: bigint;
    readonly patch: bigint;
    readonly pre: readonly PrereleaseIdentifier[];
    readonly build: readonly string[];
}
export type SemVerParseResult = {
    readonly ok: true;
    readonly version: SemVer;
} | {
    readonly ok: false;
    readonly error: string;
};
/** `semver.Version{}`: what a failed Parse returns, and what "unset" compares equal to. */
export declare const ZERO_SEMVER: SemVer;
/**
 * `semver.Parse`. The error texts follow blang/semver; only validity matters to callers in
 * this package (upstream validation reports its own fixed message).
 */
export declare function parseSemver(s: string): SemVerParseResult;
/** `semver.Parse` reduced to "valid or not": the version, or undefined. */
export declare function tryParseSemver(s: string): SemVer | undefined;
/** `Version.Compare`: -1, 0 or 1 by semver precedence (build metadata ignored). */
export declare function compareSemver(a: SemVer, b: SemVer): -1 | 0 | 1;
/** Canonical text of a version (`Version.String`). */
export declare function formatSemver(v: SemVer): string;
