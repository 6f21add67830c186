import { describe, expect, expectTypeOf, it } from 'vitest';
import { FeatureGate, FeatureGateError, parseGoBool, type FeatureSpec } from '../../../src/server/gates/feature-gate.js';
import { KNOWN_FEATURES, newFeatureGate, type KnownFeature } from '../../../src/server/gates/known-features.js';

function errorOf(fn: () => unknown): FeatureGateError {
  try {
    fn();
  } catch (e) {
    if (e instanceof FeatureGateError) return e;
    throw e;
  }
  throw new Error('expected a FeatureGateError');
}

describe('known feature gates at their 1.33 defaults', () => {
  const cases: Array<[KnownFeature, boolean, FeatureSpec['preRelease']]> = [
    ['CBORServingAndStorage', false, 'ALPHA'],
    ['APIResponseCompression', true, 'BETA'],
    ['AllowUnsafeMalformedObjectDeletion', false, 'ALPHA'],
    ['DeclarativeValidation', true, 'BETA'],
    ['DeclarativeValidationTakeover', false, 'BETA'],
    ['WatchList', false, 'BETA'],
    ['StreamingCollectionEncodingToJSON', true, 'BETA'],
    ['RetryGenerateName', true, 'GA'],
    ['SeparateCacheWatchRPC', false, 'DEPRECATED'],
  ];
  it.each(cases)('%s defaults to %s (%s)', (name, value, stage) => {
    const gate = newFeatureGate();
    expect(gate.enabled(name)).toBe(value);
    expect(KNOWN_FEATURES[name].preRelease).toBe(stage);
    expect(gate.explicitlySet(name)).toBe(false);
  });

  it('rejects unknown names at compile time and at run time', () => {
    const gate = newFeatureGate();
    expectTypeOf(gate.enabled).parameter(0).toEqualTypeOf<KnownFeature>();
    // @ts-expect-error not a known feature
    expect(() => gate.enabled('NoSuchFeature')).toThrow(/not registered/);
  });
});

describe('--feature-gates parsing and lifecycle rules', () => {
  const ok: Array<{ name: string; flag: string; expect: Partial<Record<KnownFeature, boolean>>; warnings?: string[] }> = [
    { name: 'enable an alpha gate', flag: 'CBORServingAndStorage=true', expect: { CBORServingAndStorage: true } },
    { name: 'disable a beta gate', flag: 'APIResponseCompression=false', expect: { APIResponseCompression: false } },
    { name: 'several gates, spaces and empty items', flag: ' WatchList = true ,,CBORServingAndStorage=1', expect: { WatchList: true, CBORServingAndStorage: true } },
    { name: 'Go boolean spellings', flag: 'WatchList=T,APIResponseCompression=FALSE', expect: { WatchList: true, APIResponseCompression: false } },
    { name: 'later entries win', flag: 'WatchList=true,WatchList=false', expect: { WatchList: false } },
    { name: 'empty flag changes nothing', flag: '', expect: { WatchList: false, APIResponseCompression: true } },
    {
      name: 'GA gate set to its locked value warns',
      flag: 'RetryGenerateName=true',
      expect: { RetryGenerateName: true },
      warnings: ['Setting GA feature gate RetryGenerateName=true. It will be removed in a future release.'],
    },
    {
      name: 'deprecated gate warns',
      flag: 'SeparateCacheWatchRPC=true',
      expect: { SeparateCacheWatchRPC: true },
      warnings: ['Setting deprecated feature gate SeparateCacheWatchRPC=true. It will be removed in a future release.'],
    },
    {
      name: 'disabling DeclarativeValidation also disables takeover',
      flag: 'DeclarativeValidation=false,DeclarativeValidationTakeover=true',
      expect: { DeclarativeValidation: false, DeclarativeValidationTakeover: false },
      warnings: ['DeclarativeValidationTakeover=true has no effect while DeclarativeValidation is disabled'],
    },
    { name: 'takeover alone turns on', flag: 'DeclarativeValidationTakeover=true', expect: { DeclarativeValidation: true, DeclarativeValidationTakeover: true } },
    {
      name: 'AllAlpha enables unset alpha gates only',
      flag: 'AllAlpha=true,AllowUnsafeMalformedObjectDeletion=false',
      expect: { CBORServingAndStorage: true, ListFromCacheSnapshot: true, AllowUnsafeMalformedObjectDeletion: false, WatchList: false },
    },
    {
      name: 'AllBeta=false disables unset beta gates but not GA ones',
      flag: 'AllBeta=false,DeclarativeValidation=true',
      expect: { APIResponseCompression: false, StreamingCollectionEncodingToJSON: false, DeclarativeValidation: true, RetryGenerateName: true },
    },
  ];
  it.each(ok)('$name', (c) => {
    const gate = newFeatureGate();
    const { warnings } = gate.set(c.flag);
    for (const [k, v] of Object.entries(c.expect)) expect(gate.enabled(k as KnownFeature), k).toBe(v);
    expect(warnings).toEqual(c.warnings ?? []);
  });

  const bad: Array<{ name: string; flag: string; message: string }> = [
    { name: 'unknown gate', flag: 'Foo=true', message: 'unrecognized feature gate: Foo' },
    { name: 'unknown gate wins over lock errors', flag: 'RetryGenerateName=false,Foo=true', message: 'unrecognized feature gate: Foo' },
    { name: 'disabling a GA gate', flag: 'RetryGenerateName=false', message: 'cannot set feature gate RetryGenerateName to false, feature is locked to true' },
    { name: 'missing value', flag: 'WatchList', message: 'missing bool value for WatchList' },
    {
      name: 'not a boolean',
      flag: 'WatchList=yes',
      message: 'invalid value of WatchList=yes, err: strconv.ParseBool: parsing "yes": invalid syntax',
    },
  ];
  it.each(bad)('fails: $name', (c) => {
    const gate = newFeatureGate();
    const err = errorOf(() => gate.set(c.flag));
    expect(err.message).toBe(c.message);
    expect(err.code).toBe('ERR_FEATURE_GATE');
  });

  it('aggregates several lock errors like apimachinery', () => {
    const gate = new FeatureGate({
      A: { default: true, preRelease: 'GA' },
      B: { default: false, preRelease: 'DEPRECATED', lockToDefault: true },
    });
    const err = errorOf(() => gate.set('A=false,B=true'));
    expect(err.errors).toEqual([
      'cannot set feature gate A to false, feature is locked to true',
      'cannot set feature gate B to true, feature is locked to false',
    ]);
    expect(err.message).toBe(`[${err.errors.join(', ')}]`);
  });

  it('a failed set changes nothing, even entries before the bad one', () => {
    const gate = newFeatureGate();
    expect(() => gate.set('WatchList=true,RetryGenerateName=false')).toThrow(FeatureGateError);
    expect(gate.enabled('WatchList')).toBe(false);
  });

  it('values accumulate across repeated flags', () => {
    const gate = newFeatureGate();
    gate.set('WatchList=true');
    gate.set('CBORServingAndStorage=true');
    expect(gate.snapshot()).toMatchObject({ WatchList: true, CBORServingAndStorage: true });
    expect(gate.explicitlySet('WatchList')).toBe(true);
  });

  it('setFromMap applies the same rules as set', () => {
    const gate = newFeatureGate();
    expect(() => gate.setFromMap({ RetryGenerateName: false })).toThrow(/locked to true/);
    gate.setFromMap(new Map([['WatchList', true]]));
    expect(gate.enabled('WatchList')).toBe(true);
  });

  it('rejects a spec that requires an unknown gate', () => {
    expect(() => new FeatureGate({ A: { default: true, preRelease: 'BETA', requires: ['Nope'] } })).toThrow(/unknown feature gate Nope/);
  });

  it('lists known features for --help like upstream, without GA and deprecated gates', () => {
    const lines = newFeatureGate().knownFeatures();
    expect(lines).toContain('APIResponseCompression=true|false (BETA - default=true)');
    expect(lines).toContain('CBORServingAndStorage=true|false (ALPHA - default=false)');
    expect(lines).toContain('AllAlpha=true|false (ALPHA - default=false)');
    expect(lines.some((l) => l.startsWith('RetryGenerateName'))).toBe(false);
    expect(lines.some((l) => l.startsWith('SeparateCacheWatchRPC'))).toBe(false);
    expect([...lines].sort()).toEqual(lines);
  });

  it('snapshot lists every known gate except AllAlpha/AllBeta', () => {
    const snap = newFeatureGate().snapshot();
    expect(Object.keys(snap).sort()).toEqual(Object.keys(KNOWN_FEATURES).sort());
  });
});

describe('parseGoBool', () => {
  it.each([
    ['1', true],
    ['t', true],
    ['TRUE', true],
    ['True', true],
    ['0', false],
    ['F', false],
    ['False', false],
    ['tRuE', undefined],
    ['yes', undefined],
    ['', undefined],
  ] as const)('%j -> %j', (input, out) => {
    expect(parseGoBool(input)).toBe(out);
  });
});
