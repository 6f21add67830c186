import { describe, expect, it } from 'vitest';
import {
  BETA_SERVED_BY_DEFAULT,
  RuntimeConfigError,
  defaultEnabled,
  parseRuntimeConfig,
  resolveRuntimeConfig,
  servableFromDescriptors,
  type ServableGroupVersion,
} from '../../src/server/runtime-config.js';
import { allResources } from '../../src/meta/resources.js';

const LC = ['coordination.cluster.io', 'v1beta1', 'leasecandidates'] as const;
const RC = ['node.cluster.io', 'v1', 'runtimeclasses'] as const;
const NS = ['', 'v1', 'namespaces'] as const;

describe('parseRuntimeConfig', () => {
  it.each([
    ['', []],
    ['a/v1', [['a/v1', '']]],
    [' a/v1 = false , b/v2 ', [['a/v1', 'false'], ['b/v2', '']]],
    ['a/v1=false,,a/v1=true', [['a/v1', 'true']]],
    ['a/v1=x=y', [['a/v1', 'x=y']]],
  ] as const)('%j', (input, entries) => {
    expect([...parseRuntimeConfig(input)]).toEqual(entries);
  });

  it('merges repeated flags, later ones winning', () => {
    expect([...parseRuntimeConfig(['a/v1=false', 'b/v1', 'a/v1=true'])]).toEqual([
      ['a/v1', 'true'],
      ['b/v1', ''],
    ]);
  });
});

describe('defaults', () => {
  it('serves every resource of this server by default, LeaseCandidate v1beta1 included', () => {
    const e = resolveRuntimeConfig('');
    expect(e.isEnabled(...LC)).toBe(true);
    expect(e.isEnabled(...RC)).toBe(true);
    expect(e.isEnabled(...NS)).toBe(true);
    expect(e.enabledResources().map((r) => r.resource).sort()).toEqual(allResources.map((d) => d.resource).sort());
    expect(BETA_SERVED_BY_DEFAULT).toEqual(['coordination.cluster.io/v1beta1']);
  });

  it.each([
    [{ group: 'x.io', version: 'v1' }, true],
    [{ group: 'x.io', version: 'v1beta1' }, false],
    [{ group: 'coordination.cluster.io', version: 'v1beta1' }, true],
    [{ group: 'x.io', version: 'v1alpha2' }, false],
  ])('defaultEnabled(%j) = %s', (gv, value) => {
    expect(defaultEnabled(gv)).toBe(value);
  });

  it('groups descriptors by group version', () => {
    expect(servableFromDescriptors(allResources)).toEqual([
      { group: '', version: 'v1', resources: ['namespaces'] },
      { group: 'authentication.cluster.io', version: 'v1', resources: ['selfsubjectreviews'] },
      { group: 'authorization.cluster.io', version: 'v1', resources: ['selfsubjectaccessreviews', 'selfsubjectrulesreviews'] },
      { group: 'admissionregistration.cluster.io', version: 'v1', resources: ['validatingadmissionpolicies', 'validatingadmissionpolicybindings'] },
      { group: 'coordination.cluster.io', version: 'v1', resources: ['leases'] },
      { group: 'coordination.cluster.io', version: 'v1beta1', resources: ['leasecandidates'] },
      { group: 'node.cluster.io', version: 'v1', resources: ['runtimeclasses'] },
    ]);
  });
});

describe('resolveRuntimeConfig', () => {
  const cases: Array<{ name: string; flag: string; lc: boolean; rc: boolean; ns: boolean }> = [
    { name: 'group/version=false disables', flag: 'node.cluster.io/v1=false', lc: true, rc: false, ns: true },
    { name: 'bare key enables (value omitted = true)', flag: 'node.cluster.io/v1=false,node.cluster.io/v1', lc: true, rc: true, ns: true },
    { name: 'api/beta=false turns off the beta LeaseCandidate', flag: 'api/beta=false', lc: false, rc: true, ns: true },
    { name: 'api/ga=false keeps betas', flag: 'api/ga=false', lc: true, rc: false, ns: false },
    { name: 'api/all=false then one group version back on', flag: 'api/all=false,node.cluster.io/v1=true', lc: false, rc: true, ns: false },
    { name: 'a resource wins over its group version', flag: 'node.cluster.io/v1=false,node.cluster.io/v1/runtimeclasses=true', lc: true, rc: true, ns: true },
    { name: 'resource disabled alone', flag: 'coordination.cluster.io/v1beta1/leasecandidates=false', lc: false, rc: true, ns: true },
    { name: 'group version wins over api/* regardless of order', flag: 'coordination.cluster.io/v1beta1=true,api/beta=false', lc: true, rc: true, ns: true },
    { name: 'api/alpha touches nothing here', flag: 'api/alpha=true', lc: true, rc: true, ns: true },
    { name: 'core group as v1', flag: 'v1=false', lc: true, rc: true, ns: false },
    { name: 'core group as api/v1', flag: 'api/v1=false', lc: true, rc: true, ns: false },
    { name: 'core resource as api/v1/namespaces', flag: 'api/v1/namespaces=false', lc: true, rc: true, ns: false },
    { name: 'core resource as v1/namespaces', flag: 'v1=false,v1/namespaces=true', lc: true, rc: true, ns: true },
    { name: 'api/legacy is ignored', flag: 'api/legacy=false', lc: true, rc: true, ns: true },
    { name: 'api/all bare means true', flag: 'api/all,api/beta=false', lc: false, rc: true, ns: true },
  ];
  it.each(cases)('$name: $flag', (c) => {
    const e = resolveRuntimeConfig(c.flag);
    expect([e.isEnabled(...LC), e.isEnabled(...RC), e.isEnabled(...NS)]).toEqual([c.lc, c.rc, c.ns]);
  });

  const errors: Array<{ flag: string; message: string }> = [
    { flag: 'foo.io/v1=false', message: 'unknown api groups foo.io' },
    { flag: 'foo.io/v1,bar.io/v1/things,foo.io/v2', message: 'unknown api groups foo.io,bar.io' },
    { flag: 'node.cluster.io/v1beta1=true', message: 'group version node.cluster.io/v1beta1 that has not been registered' },
    { flag: 'a/b/c/d=true', message: 'runtime-config invalid key a/b/c/d' },
    { flag: 'nodes=true', message: 'runtime-config invalid key nodes' },
    { flag: 'api/all=false', message: 'invalid key with only api/all=false' },
    { flag: 'api/all=maybe', message: 'invalid value api/all=maybe' },
    {
      flag: 'node.cluster.io/v1=maybe',
      message: 'invalid value of node.cluster.io/v1: maybe, err: strconv.ParseBool: parsing "maybe": invalid syntax',
    },
    {
      flag: 'node.cluster.io/v1/RuntimeClasses=false',
      message: 'invalid key node.cluster.io/v1/RuntimeClasses: group/version/resource and resource is always lowercase plural, not "RuntimeClasses"',
    },
    { flag: 'node.cluster.io/v1/pods=false', message: 'unknown resource pods in group version node.cluster.io/v1' },
  ];
  it.each(errors)('rejects $flag', ({ flag, message }) => {
    let err: unknown;
    try {
      resolveRuntimeConfig(flag);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(RuntimeConfigError);
    expect((err as RuntimeConfigError).message).toBe(message);
    expect((err as RuntimeConfigError).code).toBe('ERR_RUNTIME_CONFIG');
  });

  it('isEnabled without a resource: whether the group version serves anything', () => {
    const e = resolveRuntimeConfig('node.cluster.io/v1=false,node.cluster.io/v1/runtimeclasses=true,coordination.cluster.io/v1beta1/leasecandidates=false');
    expect(e.isEnabled('node.cluster.io', 'v1')).toBe(true);
    expect(e.isEnabled('coordination.cluster.io', 'v1beta1')).toBe(false);
    expect(e.enabledGroupVersions()).toEqual([
      { group: '', version: 'v1' },
      { group: 'authentication.cluster.io', version: 'v1' },
      { group: 'authorization.cluster.io', version: 'v1' },
      { group: 'admissionregistration.cluster.io', version: 'v1' },
      { group: 'coordination.cluster.io', version: 'v1' },
      { group: 'node.cluster.io', version: 'v1' },
    ]);
  });

  it('unknown group versions and resources are never enabled', () => {
    const e = resolveRuntimeConfig('');
    expect(e.isEnabled('node.cluster.io', 'v1beta1')).toBe(false);
    expect(e.isEnabled('node.cluster.io', 'v1', 'pods')).toBe(false);
    expect(e.isEnabled('nope.io', 'v1', 'things')).toBe(false);
  });

  it('accepts a parsed map and custom servable sets and defaults', () => {
    const servable: ServableGroupVersion[] = [
      { group: 'x.io', version: 'v1alpha1', resources: ['widgets', 'gadgets'] },
      { group: 'x.io', version: 'v2beta1', resources: ['widgets'] },
    ];
    const e = resolveRuntimeConfig(new Map([['api/alpha', 'true'], ['x.io/v1alpha1/gadgets', 'false']]), { servable });
    expect(e.enabledResources()).toEqual([{ group: 'x.io', version: 'v1alpha1', resource: 'widgets' }]);
    const all = resolveRuntimeConfig('', { servable, defaults: () => true });
    expect(all.enabledResources()).toHaveLength(3);
  });
});
