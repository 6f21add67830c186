import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ApiServerMetrics,
  MetricsError,
  MetricsRegistry,
  PROMETHEUS_TEXT_CONTENT_TYPE,
  metricVerb,
  validateShowHiddenMetricsVersion,
  type Labels,
} from '../../src/server/metrics.js';

describe('MetricsRegistry text exposition', () => {
  it('renders families by name, labels by name, series by label values', () => {
    const r = new MetricsRegistry();
    const c = r.counter({ name: 'zeta_total', help: 'Z.', labelNames: ['verb', 'code'] });
    const g = r.gauge({ name: 'alpha_gauge', help: 'A.', labelNames: [], stabilityLevel: 'STABLE' });
    c.inc({ verb: 'LIST', code: '200' });
    c.inc({ verb: 'GET', code: '404' }, 2);
    c.inc({ verb: 'GET', code: '200' });
    c.inc({ verb: 'LIST', code: '200' });
    g.set({}, 1.5);
    expect(r.expose()).toBe(
      [
        '# HELP alpha_gauge [STABLE] A.',
        '# TYPE alpha_gauge gauge',
        'alpha_gauge 1.5',
        '# HELP zeta_total [ALPHA] Z.',
        '# TYPE zeta_total counter',
        'zeta_total{code="200",verb="GET"} 1',
        'zeta_total{code="200",verb="LIST"} 2',
        'zeta_total{code="404",verb="GET"} 2',
        '',
      ].join('\n'),
    );
    expect(PROMETHEUS_TEXT_CONTENT_TYPE).toBe('text/plain; version=0.0.4; charset=utf-8');
  });

  it('prints a family without series as HELP and TYPE only', () => {
    const r = new MetricsRegistry();
    r.counter({ name: 'x_total', help: 'X.', labelNames: ['a'] });
    expect(r.expose()).toBe('# HELP x_total [ALPHA] X.\n# TYPE x_total counter\n');
  });

  it.each([
    ['quote', 'a"b', 'a\\"b'],
    ['backslash', 'a\\b', 'a\\\\b'],
    ['newline', 'a\nb', 'a\\nb'],
  ])('escapes %s in label values', (_n, value, escaped) => {
    const r = new MetricsRegistry();
    r.gauge({ name: 'g', help: 'h', labelNames: ['l'] }).set({ l: value }, 1);
    expect(r.expose()).toContain(`g{l="${escaped}"} 1\n`);
  });

  it('escapes backslash and newline in HELP', () => {
    const r = new MetricsRegistry();
    r.gauge({ name: 'g', help: 'a\\b\nc', labelNames: [] });
    expect(r.expose()).toContain('# HELP g [ALPHA] a\\\\b\\nc\n');
  });

  it.each([
    [Infinity, '+Inf'],
    [-Infinity, '-Inf'],
    [NaN, 'NaN'],
    [3, '3'],
    [0.25, '0.25'],
  ])('formats %s as %s', (v, text) => {
    const r = new MetricsRegistry();
    r.gauge({ name: 'g', help: 'h', labelNames: [] }).set({}, v);
    expect(r.expose()).toContain(`g ${text}\n`);
  });

  it('gauges go up and down; series can be removed', () => {
    const r = new MetricsRegistry();
    const g = r.gauge({ name: 'w', help: 'h', labelNames: ['k'] });
    g.inc({ k: 'a' });
    g.inc({ k: 'a' }, 2);
    g.dec({ k: 'a' });
    expect(g.get({ k: 'a' })).toBe(2);
    expect(g.get({ k: 'b' })).toBe(0);
    expect(g.remove({ k: 'a' })).toBe(true);
    expect(r.expose()).not.toContain('w{');
  });

  const misuse: Array<[string, () => unknown, RegExp]> = [
    ['bad metric name', () => new MetricsRegistry().counter({ name: '1x', help: '', labelNames: [] }), /invalid metric name/],
    ['bad label name', () => new MetricsRegistry().counter({ name: 'x', help: '', labelNames: ['__a'] }), /invalid label name/],
    ['duplicate label', () => new MetricsRegistry().counter({ name: 'x', help: '', labelNames: ['a', 'a'] }), /duplicate label/],
    [
      'duplicate registration',
      () => {
        const r = new MetricsRegistry();
        r.counter({ name: 'x', help: '', labelNames: [] });
        r.gauge({ name: 'x', help: '', labelNames: [] });
      },
      /duplicate metrics collector registration attempted: x/,
    ],
    ['negative counter increment', () => new MetricsRegistry().counter({ name: 'x', help: '', labelNames: [] }).inc({}, -1), /cannot be increased/],
    [
      'missing label',
      () => new MetricsRegistry().counter({ name: 'x', help: '', labelNames: ['a', 'b'] }).inc({ a: '1' } as unknown as Labels<'a' | 'b'>),
      /missing label "b"/,
    ],
    [
      'unknown label',
      () => new MetricsRegistry().counter({ name: 'x', help: '', labelNames: ['a'] }).inc({ a: '1', z: '2' } as unknown as Labels<'a'>),
      /unknown label "z"/,
    ],
  ];
  it.each(misuse)('rejects %s', (_name, fn, pattern) => {
    expect(fn).toThrow(MetricsError);
    expect(fn).toThrow(pattern);
  });

  it('types label sets from the declared names', () => {
    const c = new MetricsRegistry().counter({ name: 'x', help: '', labelNames: ['a', 'b'] });
    expectTypeOf(c.inc).parameter(0).toEqualTypeOf<Labels<'a' | 'b'>>();
  });
});

describe('deprecated and hidden metrics', () => {
  const cases: Array<{ deprecated: string; current: string; show?: string; help?: string; hidden: boolean }> = [
    { deprecated: '1.34', current: '1.33', help: '[ALPHA] h', hidden: false },
    { deprecated: '1.33', current: '1.33', help: '[ALPHA] (Deprecated from 1.33) h', hidden: false },
    { deprecated: '1.31', current: '1.33', help: '[ALPHA] (Deprecated from 1.31) h', hidden: false },
    { deprecated: '1.30', current: '1.33', hidden: true },
    { deprecated: '1.30', current: '1.33', show: '1.32', help: '[ALPHA] (Deprecated from 1.30) h', hidden: false },
    { deprecated: '1.29', current: '1.33', show: '1.32', hidden: true },
  ];
  it.each(cases)('deprecated $deprecated at $current (show $show): hidden=$hidden', (c) => {
    const r = new MetricsRegistry({ currentVersion: c.current, ...(c.show ? { showHiddenMetricsForVersion: c.show } : {}) });
    const g = r.gauge({ name: 'old', help: 'h', labelNames: [], deprecatedVersion: c.deprecated });
    g.set({}, 1);
    if (c.hidden) {
      expect(r.expose()).toBe('');
      expect(g.get({})).toBe(0);
    } else {
      expect(r.expose()).toBe(`# HELP old ${c.help}\n# TYPE old gauge\nold 1\n`);
    }
  });

  it.each([
    ['', undefined],
    ['1.32', undefined],
    ['1.31', "--show-hidden-metrics-for-version must be omitted or have the value '1.32'. Only the previous minor version is allowed"],
    ['1.33', "--show-hidden-metrics-for-version must be omitted or have the value '1.32'. Only the previous minor version is allowed"],
    ['junk', "--show-hidden-metrics-for-version must be omitted or have the value '1.32'. Only the previous minor version is allowed"],
  ])('--show-hidden-metrics-for-version=%j', (value, error) => {
    expect(validateShowHiddenMetricsVersion('1.33', value)).toBe(error);
    if (error) expect(() => new MetricsRegistry({ showHiddenMetricsForVersion: value })).toThrow(error);
  });
});

describe('ApiServerMetrics', () => {
  it('exposes the four API server metrics with upstream names, labels and stability', () => {
    const m = new ApiServerMetrics();
    m.recordRequest({ verb: 'LIST', group: 'node.cluster.io', version: 'v1', resource: 'runtimeclasses', scope: 'cluster', code: 200 });
    m.recordRequest({ verb: 'LIST', group: 'node.cluster.io', version: 'v1', resource: 'runtimeclasses', scope: 'cluster', code: 200 });
    m.recordRequest({ verb: 'POST', group: 'node.cluster.io', version: 'v1', resource: 'runtimeclasses', scope: 'resource', dryRun: 'All', code: 201 });
    m.recordDeprecatedApiRequest({ group: 'coordination.cluster.io', version: 'v1beta1', resource: 'leasecandidates', removedRelease: '1.36' });
    m.recordDeprecatedApiRequest({ group: 'coordination.cluster.io', version: 'v1beta1', resource: 'leasecandidates', removedRelease: '1.36' });
    m.recordDeclarativeValidationMismatch();
    m.watcherAdded({ group: 'node.cluster.io', version: 'v1', kind: 'RuntimeClass' });
    m.watcherAdded({ group: 'node.cluster.io', version: 'v1', kind: 'RuntimeClass' });
    m.watcherRemoved({ group: 'node.cluster.io', version: 'v1', kind: 'RuntimeClass' });
    expect(m.expose()).toBe(
      [
        '# HELP apiserver_registered_watchers [ALPHA] Number of currently registered watchers for a given resources',
        '# TYPE apiserver_registered_watchers gauge',
        'apiserver_registered_watchers{group="node.cluster.io",kind="RuntimeClass",version="v1"} 1',
        '# HELP apiserver_request_total [STABLE] Counter of apiserver requests broken out for each verb, dry run value, group, version, resource, scope, component, and HTTP response code.',
        '# TYPE apiserver_request_total counter',
        'apiserver_request_total{code="200",component="apiserver",dry_run="",group="node.cluster.io",resource="runtimeclasses",scope="cluster",subresource="",verb="LIST",version="v1"} 2',
        'apiserver_request_total{code="201",component="apiserver",dry_run="All",group="node.cluster.io",resource="runtimeclasses",scope="resource",subresource="",verb="POST",version="v1"} 1',
        '# HELP apiserver_requested_deprecated_apis [STABLE] Gauge of deprecated APIs that have been requested, broken out by API group, version, resource, subresource, and removed_release.',
        '# TYPE apiserver_requested_deprecated_apis gauge',
        'apiserver_requested_deprecated_apis{group="coordination.cluster.io",removed_release="1.36",resource="leasecandidates",subresource="",version="v1beta1"} 1',
        '# HELP declarative_validation_mismatch_total [BETA] Number of times declarative validation results differed from handwritten validation results.',
        '# TYPE declarative_validation_mismatch_total counter',
        'declarative_validation_mismatch_total 1',
        '',
      ].join('\n'),
    );
  });

  it('instances do not share counts', () => {
    const a = new ApiServerMetrics();
    const b = new ApiServerMetrics();
    a.recordDeclarativeValidationMismatch();
    expect(b.declarativeValidationMismatchTotal.get({})).toBe(0);
  });

  it.each([
    ['get', {}, 'GET'],
    ['list', {}, 'LIST'],
    ['watch', {}, 'WATCH'],
    ['create', {}, 'POST'],
    ['update', {}, 'PUT'],
    ['patch', {}, 'PATCH'],
    ['patch', { isApply: true }, 'APPLY'],
    ['delete', {}, 'DELETE'],
    ['deletecollection', {}, 'DELETECOLLECTION'],
  ] as const)('metricVerb(%s, %j) = %s', (verb, opts, out) => {
    expect(metricVerb(verb, opts)).toBe(out);
  });
});
