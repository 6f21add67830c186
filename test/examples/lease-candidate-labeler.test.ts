/**
 * The pure part of examples/lease-candidate-labeler.ts: which candidates are the newest by
 * binaryVersion (semver 2.0 precedence). The program itself runs as real processes in
 * test/e2e/controller-replicas.test.ts. (The example imports the package by its name, which
 * resolves to dist: `npm run build` first.)
 */
import { describe, expect, it } from 'vitest';
import { compareSemver, newestCandidates, parseSemver } from '../../examples/lease-candidate-labeler.js';
import type { LeaseCandidate } from '../../src/meta/types.js';

const v = (text: string) => {
  const parsed = parseSemver(text);
  if (!parsed) throw new Error(`not semver: ${text}`);
  return parsed;
};

describe('lease-candidate-labeler semver order', () => {
  it.each([
    ['1.2.0', '1.10.0'],
    ['1.9.9', '2.0.0'],
    ['1.10.0-rc.1', '1.10.0'],
    ['1.0.0-alpha', '1.0.0-alpha.1'],
    ['1.0.0-alpha.1', '1.0.0-alpha.beta'],
    ['1.0.0-alpha.beta', '1.0.0-beta'],
    ['1.0.0-beta.2', '1.0.0-beta.11'],
    ['1.0.0-beta.11', '1.0.0-rc.1'],
  ])('%s is older than %s', (older, newer) => {
    expect(compareSemver(v(older), v(newer))).toBeLessThan(0);
    expect(compareSemver(v(newer), v(older))).toBeGreaterThan(0);
  });

  it('ignores build metadata and a leading v', () => {
    expect(compareSemver(v('v1.33.0+build.5'), v('1.33.0'))).toBe(0);
  });

  it.each(['1.33', '01.2.3', 'latest', ''])('%j is not semver', (text) => {
    expect(parseSemver(text)).toBeUndefined();
  });
});

describe('lease-candidate-labeler newest candidates', () => {
  const c = (name: string, binaryVersion: string): LeaseCandidate => ({ metadata: { name }, spec: { leaseName: 'l', binaryVersion, strategy: 'OldestEmulationVersion' } });

  it.each([
    { name: 'the newest alone', candidates: [c('a', '1.2.0'), c('b', '1.10.0'), c('c', '1.10.0-rc.1')], version: '1.10.0', names: ['b'] },
    { name: 'every candidate of a tie', candidates: [c('a', '1.3.0'), c('b', 'v1.3.0'), c('c', '1.2.0')], version: '1.3.0', names: ['a', 'b'] },
    { name: 'never an unparsable version', candidates: [c('a', 'latest'), c('b', '0.1.0')], version: '0.1.0', names: ['b'] },
    { name: 'nobody when no version parses', candidates: [c('a', 'latest')], version: undefined, names: [] },
    { name: 'nobody without candidates', candidates: [], version: undefined, names: [] },
  ])('$name', ({ candidates, version, names }) => {
    const result = newestCandidates(candidates);
    expect(result.version).toBe(version);
    expect([...result.names].sort()).toEqual(names);
  });
});
