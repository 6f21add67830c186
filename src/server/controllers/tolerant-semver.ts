/**
 * Versions as the coordinated-leader-election controller reads them: blang/semver's
 * `ParseTolerant` (upstream election.go parses `binaryVersion` and `emulationVersion` with it),
 * on top of the strict `Parse` in meta/validation/semver.ts.
 *
 * ParseTolerant, step by step: trim surrounding white space (Go's `strings.TrimSpace`), drop one
 * leading `v`, split into at most three dot-separated parts, strip leading zeros from each part
 * longer than one character (keeping a `0` in front when nothing or a non-digit would lead), and
 * pad a short version (`1.31`, `1`) with `.0` parts, refusing a short one that carries a
 * prerelease or build suffix (`1.31-rc.1`). Then strict Parse.
 *
 * What the controller does with a version it cannot parse is upstream's too: for ordering it is
 * the zero version `0.0.0` (`getBinaryVersionOrZero`), and a candidate whose binary or emulation
 * version does not parse is not eligible for OldestEmulationVersion.
 */
import { compareSemver, parseSemver, ZERO_SEMVER, type SemVer, type SemVerParseResult } from '../../meta/validation/semver.js';

/** Characters Go's `unicode.IsSpace` accepts (Latin-1 spaces plus the White_Space property; not U+FEFF). */
const GO_SPACE = '\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const LEADING_SPACE = new RegExp(`^[${GO_SPACE}]+`);
const TRAILING_SPACE = new RegExp(`[${GO_SPACE}]+$`);

/** `strings.TrimSpace`. */
function goTrimSpace(s: string): string {
  return s.replace(LEADING_SPACE, '').replace(TRAILING_SPACE, '');
}

/** `semver.ParseTolerant`. */
export function parseTolerant(input: string): SemVerParseResult {
  let s = goTrimSpace(input);
  if (s.startsWith('v')) s = s.slice(1);
  // strings.SplitN(s, ".", 3): the third part keeps any further dots.
  const parts: string[] = [];
  let rest = s;
  while (parts.length < 2) {
    const dot = rest.indexOf('.');
    if (dot < 0) break;
    parts.push(rest.slice(0, dot));
    rest = rest.slice(dot + 1);
  }
  parts.push(rest);
  for (let i = 0; i < parts.length; i++) {
    let p = parts[i]!;
    if (p.length > 1) {
      p = p.replace(/^0+/, '');
      if (p.length === 0 || !/^[0-9]/.test(p)) p = '0' + p;
      parts[i] = p;
    }
  }
  if (parts.length < 3) {
    if (/[+-]/.test(parts[parts.length - 1]!)) return { ok: false, error: 'Short version cannot contain PreRelease/Build meta data' };
    while (parts.length < 3) parts.push('0');
  }
  return parseSemver(parts.join('.'));
}

/** The version, or undefined when ParseTolerant refuses it. */
export function tryParseTolerant(s: string | undefined): SemVer | undefined {
  const r = parseTolerant(s ?? '');
  return r.ok ? r.version : undefined;
}

/** Upstream's `get...VersionOrZero`: the parsed version, `0.0.0` when it does not parse. */
export function versionOrZero(s: string | undefined): SemVer {
  return tryParseTolerant(s) ?? ZERO_SEMVER;
}

export { compareSemver };
