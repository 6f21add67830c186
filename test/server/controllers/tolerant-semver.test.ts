import { describe, expect, it } from 'vitest';
import { formatSemver } from '../../../src/meta/validation/semver.js';
import { parseTolerant, versionOrZero } from '../../../src/server/controllers/tolerant-semver.js';

describe('ParseTolerant as blang/semver', () => {
  const accepted: Array<[string, string]> = [
    ['1.33.0', '1.33.0'],
    ['v1.33.0', '1.33.0'],
    ['  1.2.3  ', '1.2.3'],
    ['\t1.2.3\n', '1.2.3'],
    ['\u00a01.2.3', '1.2.3'],
    ['01.02.03', '1.2.3'],
    ['1.31', '1.31.0'],
    ['1', '1.0.0'],
    ['v1', '1.0.0'],
    ['00.0.000', '0.0.0'],
    ['1.2.03-rc.1', '1.2.3-rc.1'],
    ['1.2.3-alpha.1+build.5', '1.2.3-alpha.1+build.5'],
    ['1.2.0-0', '1.2.0-0'],
  ];
  it.each(accepted)('%j parses as %s', (input, want) => {
    const r = parseTolerant(input);
    expect(r.ok).toBe(true);
    if (r.ok) expect(formatSemver(r.version)).toBe(want);
  });

  const refused: Array<[string, string]> = [
    // Padded to ".0.0" before Parse, so not Parse's "Version string empty".
    ['', 'strconv.ParseUint: parsing "": invalid syntax'],
    ['1.31-rc', 'Short version cannot contain PreRelease/Build meta data'],
    ['1+build', 'Short version cannot contain PreRelease/Build meta data'],
    ['1.31-rc.1', 'Invalid character(s) found in minor number "31-rc"'],
    // A part longer than one character that does not start with a digit gets a 0 in front.
    ['vv1.2.3', 'Invalid character(s) found in major number "0v1"'],
    ['1.2.x', 'Invalid character(s) found in patch number "x"'],
    ['1.2.3-01', 'Numeric PreRelease version must not contain leading zeroes "01"'],
    ['1.2.3-', 'Prerelease is empty'],
    ['18446744073709551616.0.0', 'strconv.ParseUint: parsing "18446744073709551616": value out of range'],
  ];
  it.each(refused)('%j is refused: %s', (input, error) => {
    expect(parseTolerant(input)).toEqual({ ok: false, error });
  });

  it('a byte order mark is not white space to Go', () => {
    expect(parseTolerant('\ufeff1.2.3').ok).toBe(false);
  });

  it('an unparsable version orders as 0.0.0 (getBinaryVersionOrZero)', () => {
    expect(formatSemver(versionOrZero('not-a-version'))).toBe('0.0.0');
    expect(formatSemver(versionOrZero(undefined))).toBe('0.0.0');
    expect(formatSemver(versionOrZero('1.30'))).toBe('1.30.0');
  });
});
