import { describe, expect, it } from 'vitest';
import { compareSemver, formatSemver, parseSemver, tryParseSemver, ZERO_SEMVER } from '../../../src/meta/validation/semver.js';

describe('parseSemver accepts what blang/semver v4 Parse accepts', () => {
  it.each([
    '0.0.0',
    '1.2.3',
    '1.33.0',
    '1.2.3-alpha',
    '1.2.3-alpha.1',
    '1.2.3-0.3.7',
    '1.2.3-x-y-z.--',
    '1.2.3+build',
    '1.2.3-rc.1+build.5',
    '1.2.3+001',
    '18446744073709551615.0.0',
  ])('%s', (s) => {
    const r = parseSemver(s);
    expect(r.ok).toBe(true);
    if (r.ok) expect(formatSemver(r.version)).toBe(s);
  });
});

describe('parseSemver rejects', () => {
  it.each([
    ['', 'Version string empty'],
    ['v1.2.3', 'Invalid character(s) found in major number "v1"'],
    ['1.2', 'No Major.Minor.Patch elements found'],
    ['1', 'No Major.Minor.Patch elements found'],
    ['01.2.3', 'Major number must not contain leading zeroes "01"'],
    ['1.02.3', 'Minor number must not contain leading zeroes "02"'],
    ['1.2.03', 'Patch number must not contain leading zeroes "03"'],
    ['1.2.x', 'Invalid character(s) found in patch number "x"'],
    ['1.2.3.4', 'Invalid character(s) found in patch number "3.4"'],
    ['1.2.3-', 'Prerelease is empty'],
    ['1.2.3-a..b', 'Prerelease is empty'],
    ['1.2.3-01', 'Numeric PreRelease version must not contain leading zeroes "01"'],
    ['1.2.3-a_b', 'Invalid character(s) found in prerelease "a_b"'],
    ['1.2.3+', 'Build meta data is empty'],
    ['1.2.3+a_b', 'Invalid character(s) found in build meta data "a_b"'],
    ['.2.3', 'strconv.ParseUint: parsing "": invalid syntax'],
    ['18446744073709551616.0.0', 'strconv.ParseUint: parsing "18446744073709551616": value out of range'],
    [' 1.2.3', 'Invalid character(s) found in major number " 1"'],
  ])('%j', (s, error) => {
    expect(parseSemver(s)).toEqual({ ok: false, error });
    expect(tryParseSemver(s)).toBeUndefined();
  });
});

describe('compareSemver follows semver precedence', () => {
  const v = (s: string) => tryParseSemver(s)!;
  it.each([
    ['1.0.0', '2.0.0', -1],
    ['2.0.0', '2.1.0', -1],
    ['2.1.0', '2.1.1', -1],
    ['1.33.0', '1.33.0', 0],
    ['1.0.0-alpha', '1.0.0', -1],
    ['1.0.0-alpha', '1.0.0-alpha.1', -1],
    ['1.0.0-alpha.1', '1.0.0-alpha.beta', -1],
    ['1.0.0-alpha.beta', '1.0.0-beta', -1],
    ['1.0.0-beta.2', '1.0.0-beta.11', -1],
    ['1.0.0-rc.1', '1.0.0', -1],
    ['1.0.0+a', '1.0.0+b', 0],
    ['10.0.0', '9.0.0', 1],
  ] as const)('%s vs %s', (a, b, expected) => {
    expect(compareSemver(v(a), v(b))).toBe(expected);
    expect(compareSemver(v(b), v(a))).toBe(-expected || 0);
  });
  it('treats 0.0.0 as equal to the zero version', () => {
    expect(compareSemver(v('0.0.0'), ZERO_SEMVER)).toBe(0);
    expect(compareSemver(v('0.0.0-a'), ZERO_SEMVER)).toBe(-1);
  });
});
