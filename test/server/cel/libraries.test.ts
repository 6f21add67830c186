/**
 * Every library function against upstream's documented examples: the Kubernetes docs page
 * "Common Expression Language in Kubernetes" and the godoc of k8s.io/apiserver/pkg/cel/library
 * (lists.go, regex.go, quantity.go, authz.go), plus the standard functions they build on.
 */
import { describe, expect, it } from 'vitest';
import { compileError, RecordingAuthorizer, run, runError } from './helpers.js';

describe('lists library', () => {
  it.each([
    ['[1, 2, 3].isSorted()', true],
    ["['a', 'b', 'b', 'c'].isSorted()", true],
    ['[2.0, 1.0].isSorted()', false],
    ['[1].isSorted()', true],
    ['[].isSorted()', true],
    ['[1, 3].sum()', 4],
    ['[1.0, 3.0].sum()', 4],
    ['[1u, 3u].sum()', 4],
    ["[duration('1m'), duration('1s')].sum() == duration('1m1s')", true],
    ['[].sum()', 0],
    ['[1, 3].min()', 1],
    ['[1, 3].max()', 3],
    ['[1].min()', 1],
    ['([0] + []).min()', 0],
    ["['b', 'a', 'c'].min()", 'a'],
    ["[timestamp('2020-01-01T00:00:00Z'), timestamp('2019-01-01T00:00:00Z')].max() == timestamp('2020-01-01T00:00:00Z')", true],
    ['[1, 2, 2, 3].indexOf(2)', 1],
    ["['a', 'b', 'b', 'c'].lastIndexOf('b')", 2],
    ['[1.0].indexOf(1.1)', -1],
    ["[].indexOf('string')", -1],
  ])('%s == %j', (expr, want) => {
    expect(run(expr)).toEqual(want);
  });

  it('the zero of an empty sum has the list element type', () => {
    expect(run('params.empty.map(x, double(x)).sum()', { params: { empty: [] } })).toBe(0);
    expect(run('params.empty.map(x, duration(x)).sum() == duration("0s")', { params: { empty: [] } })).toBe(true);
  });

  it('min/max of an empty list is an error', () => {
    expect(runError('[].min()')).toBe('min called on empty list');
    expect(runError('params.xs.max()', { params: { xs: [] } })).toBe('max called on empty list');
  });

  it('works on the docs examples over objects', () => {
    const params = {
      names: ['a', 'should-be-first', 'c'],
      items: [{ weight: 0.25 }, { weight: 0.75 }],
      lowPriorities: [{ priority: 1 }, { priority: 3 }],
      highPriorities: [{ priority: 5 }, { priority: 9 }],
    };
    expect(run('params.names.isSorted()', { params })).toBe(false);
    expect(run('params.items.map(x, x.weight).sum() == 1.0', { params })).toBe(true);
    expect(run('params.lowPriorities.map(x, x.priority).max() < params.highPriorities.map(x, x.priority).min()', { params })).toBe(true);
    expect(run("params.names.indexOf('should-be-first') == 1", { params })).toBe(true);
  });

  it('sum overflows like int arithmetic', () => {
    expect(runError('[9223372036854775807, 1].sum()')).toBe('integer overflow');
  });
});

describe('regex library', () => {
  it.each([
    ['"abc 123".find(\'[0-9]+\')', '123'],
    ['"abc 123".find(\'[0-9]*\')', ''],
    ['"abc".find(\'x\')', ''],
    ['"123 abc 456".findAll(\'[0-9]+\')', ['123', '456']],
    ['"123 abc 456".findAll(\'[0-9]+\', 1)', ['123']],
    ['"123 abc 456".findAll(\'[0-9]+\', 0)', []],
    ['"123 abc 456".findAll(\'[0-9]+\', -1)', ['123', '456']],
    ['"1, 2, 3, 4".findAll(\'[0-9]+\').map(x, int(x)).sum() < 100', true],
    ['"1, 2, 3, 4".findAll(\'[0-9]*\').filter(x, x != "").map(x, int(x)).sum()', 10],
    ["'baaab'.findAll('a*')", ['', 'aaa', '']],
    ["'kubernetes'.matches('^kube')", true],
    ["matches('kubernetes', 'netes$')", true],
    ["'abc'.matches('^b')", false],
  ])('%s == %j', (expr, want) => {
    expect(run(expr)).toEqual(want);
  });

  it('rejects an invalid regex literal at compile time, a dynamic one at run time', () => {
    expect(compileError("'a'.matches('a(')")).toContain('error parsing regexp: missing closing ): `a(`');
    expect(runError('"a".find(params.re)', { params: { re: '(' } })).toBe('Illegal regex: error parsing regexp: missing closing ): `(`');
    expect(runError('"a".matches(params.re)', { params: { re: '(' } })).toBe('error parsing regexp: missing closing ): `(`');
  });

  it('is RE2: no backreferences or lookarounds', () => {
    expect(compileError("'aa'.matches('(a)\\\\1')")).toContain('error parsing regexp');
    expect(compileError("'ab'.matches('a(?=b)')")).toContain('error parsing regexp');
  });

  it('a hostile regex (exponential for a backtracking engine) completes in milliseconds', () => {
    const t0 = performance.now();
    expect(run("'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!'.matches('(a+)+$')")).toBe(false);
    expect(run("params.s.matches('(a|aa)+$')", { params: { s: 'a'.repeat(5000) + '!' } })).toBe(false);
    expect(run("params.s.find('(x+x+)+y')", { params: { s: 'x'.repeat(5000) } })).toBe('');
    expect(performance.now() - t0).toBeLessThan(1000);
  });
});

describe('quantity library', () => {
  it.each([
    ["quantity('1.5G') == quantity('1500M')", true],
    ["quantity('200k') == quantity('200000')", true],
    ["isQuantity('1.3G')", true],
    ["isQuantity('1.3Gi')", true],
    ["isQuantity('1,3G')", false],
    ["isQuantity('10000k')", true],
    ["isQuantity('200K')", false],
    ["isQuantity('Three')", false],
    ["isQuantity('Mi')", false],
    ["quantity('50000000G').isInteger()", true],
    ["quantity('500000G').isInteger()", true],
    ["quantity('50k').isInteger()", true],
    ["quantity('9999999999999999999999999999999999999G').isInteger()", false],
    ["quantity('1.5').isInteger()", false],
    ["quantity('50k').asInteger() == 50000", true],
    ["quantity('50k').asInteger()", 50000],
    // (the godoc writes `== 30000`; cel-go's checker rejects double == int, as ours does)
    ["quantity('50k').sub(20000).asApproximateFloat() == 30000.0", true],
    ["quantity('9999999999999999999999999999999999999G').asApproximateFloat() > 1e45", true],
    ["quantity('50k').add(quantity('20k')) == quantity('70k')", true],
    ["quantity('50k').add(20) == quantity('50020')", true],
    ["quantity('50k').sub(quantity('20k')) == quantity('30k')", true],
    ["quantity('50k').sub(20000) == quantity('30k')", true],
    ["quantity('50k').add(20).sub(quantity('100k')).sub(-50000) == quantity('20')", true],
    ["quantity('200M').compareTo(quantity('0.2G'))", 0],
    ["quantity('50M').compareTo(quantity('50Mi'))", -1],
    ["quantity('50Mi').compareTo(quantity('50M'))", 1],
    ["quantity('150Mi').isGreaterThan(quantity('100Mi'))", true],
    ["quantity('50Mi').isGreaterThan(quantity('100Mi'))", false],
    ["quantity('50M').isLessThan(quantity('100M'))", true],
    ["quantity('100M').isLessThan(quantity('50M'))", false],
    ["quantity('5').sign()", 1],
    ["quantity('-5m').sign()", -1],
    ["quantity('0').sign()", 0],
    ["sign(quantity('-1Ki'))", -1],
    ["quantity('1Ki').asInteger()", 1024],
    ["quantity('0.5Ki').asInteger()", 512],
    ["quantity('1e3').asInteger()", 1000],
    ["quantity('100m').asApproximateFloat()", 0.1],
  ])('%s == %j', (expr, want) => {
    expect(run(expr)).toEqual(want);
  });

  it('quantity() of an invalid string is an error (at run time; a literal at compile time)', () => {
    expect(runError("quantity(params.q)", { params: { q: 'Three' } })).toBe(
      "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'",
    );
    expect(runError("quantity(params.q)", { params: { q: '200K' } })).toBe("unable to parse quantity's suffix");
    expect(compileError("quantity('Mi')")).toContain('invalid quantity argument');
  });

  it('asInteger errors on overflow or loss of precision', () => {
    expect(runError("quantity('9999999999999999999999999999999999999G').asInteger()")).toBe('cannot convert value to integer');
    expect(runError("quantity('1500m').asInteger()")).toBe('cannot convert value to integer');
  });

  it('add takes a Quantity or an int, not a string', () => {
    expect(compileError("quantity('50k').add('20k')")).toContain("found no matching overload for 'add' applied to 'kubernetes.Quantity.(string)'");
  });
});

describe('authorizer library', () => {
  const user = { username: 'alice', groups: ['dev'] };
  const authz = (): RecordingAuthorizer =>
    new RecordingAuthorizer((a) =>
      a.verb === 'create' || a.path === '/healthz'
        ? { decision: 'allow', reason: 'RBAC: allowed' }
        : a.verb === 'explode'
          ? { decision: 'no-opinion', reason: '', error: 'webhook unavailable' }
          : { decision: 'deny', reason: 'no rule' },
    );

  it('resource checks build the attributes and answer allowed()/reason()', () => {
    const a = authz();
    const activation = { authorizer: { authorizer: a, user } };
    expect(run("authorizer.group('').resource('pods').namespace('default').check('create').allowed()", activation)).toBe(true);
    expect(run("authorizer.group('apps').resource('deployments').subresource('scale').namespace('test').name('backend').check('update').allowed()", activation)).toBe(false);
    expect(run("authorizer.group('apps').resource('deployments').check('delete').reason()", activation)).toBe('no rule');
    expect(a.calls).toEqual([
      { verb: 'create', group: '', resource: 'pods', namespace: 'default', user },
      { verb: 'update', group: 'apps', resource: 'deployments', subresource: 'scale', namespace: 'test', name: 'backend', user },
      { verb: 'delete', group: 'apps', resource: 'deployments', user },
    ]);
  });

  it('path checks and service accounts', () => {
    const a = authz();
    const activation = { authorizer: { authorizer: a, user } };
    expect(run("authorizer.path('/healthz').check('get').allowed()", activation)).toBe(true);
    expect(run("authorizer.serviceAccount('default', 'myserviceaccount').group('apps').resource('deployments').check('delete').allowed()", activation)).toBe(false);
    expect(a.calls[0]).toEqual({ verb: 'get', path: '/healthz', user });
    expect(a.calls[1]?.user).toEqual({
      username: 'system:serviceaccount:default:myserviceaccount',
      groups: ['system:serviceaccounts', 'system:serviceaccounts:default'],
    });
  });

  it('errored()/error() report an authorizer failure; allowed() is then false', () => {
    const activation = { authorizer: { authorizer: authz(), user } };
    expect(run("authorizer.group('').resource('pods').check('explode').errored()", activation)).toBe(true);
    expect(run("authorizer.group('').resource('pods').check('explode').error()", activation)).toBe('webhook unavailable');
    expect(run("authorizer.group('').resource('pods').check('explode').allowed()", activation)).toBe(false);
    expect(run("authorizer.group('').resource('pods').check('create').error()", activation)).toBe('');
  });

  it('validates its arguments with upstream texts', () => {
    const activation = { authorizer: { authorizer: authz(), user } };
    expect(runError("authorizer.path('  ').check('get').allowed()", activation)).toBe('path must not be empty');
    expect(runError("authorizer.group('apps').resource('').check('get').allowed()", activation)).toBe('resource must not be empty');
    expect(runError("authorizer.serviceAccount('not@a#valid!namespace', 'validname').path('/x').check('get').allowed()", activation)).toBe(
      'Invalid service account namespace',
    );
    expect(runError("authorizer.serviceAccount('valid.example.com', 'invalid@*name').path('/x').check('get').allowed()", activation)).toBe(
      'Invalid service account name',
    );
  });

  it('authorizer.requestResource is the request resource', () => {
    const a = authz();
    const activation = {
      authorizer: { authorizer: a, user },
      request: { resource: { group: 'apps', version: 'v1', resource: 'deployments' }, subResource: 'scale', namespace: 'ns1', name: 'web' },
    };
    expect(run("authorizer.requestResource.check('create').allowed()", activation)).toBe(true);
    expect(a.calls).toEqual([{ verb: 'create', group: 'apps', resource: 'deployments', subresource: 'scale', namespace: 'ns1', name: 'web', user }]);
  });

  it('type-checks the builder chain', () => {
    expect(compileError("authorizer.resource('pods').check('get').allowed()")).toContain(
      "found no matching overload for 'resource' applied to 'kubernetes.authorization.Authorizer.(string)'",
    );
    expect(compileError("authorizer.group('').resource('pods').allowed()")).toContain("found no matching overload for 'allowed'");
  });
});

describe('URL library', () => {
  it.each([
    ["isURL('https://user:pass@example.com:80/path?query=val#fragment')", true],
    ["isURL('/absolute-path')", true],
    ["isURL('https://a:b:c/')", false],
    ["isURL('../relative-path')", false],
    ["url('/path').getScheme()", ''],
    ["url('https://example.com/').getScheme()", 'https'],
    ["url('https://example.com:80/').getHost()", 'example.com:80'],
    ["url('https://example.com/').getHost()", 'example.com'],
    ["url('https://[::1]:80/').getHost()", '[::1]:80'],
    ["url('https://[::1]/').getHost()", '[::1]'],
    ["url('/path').getHost()", ''],
    ["url('https://example.com:80/').getHostname()", 'example.com'],
    ["url('https://127.0.0.1:80/').getHostname()", '127.0.0.1'],
    ["url('https://[::1]:80/').getHostname()", '::1'],
    ["url('/path').getHostname()", ''],
    ["url('https://example.com:80/').getPort()", '80'],
    ["url('https://example.com/').getPort()", ''],
    ["url('/path').getPort()", ''],
    ["url('https://example.com/path').getEscapedPath()", '/path'],
    ["url('https://example.com/path with spaces/').getEscapedPath()", '/path%20with%20spaces/'],
    ["url('https://example.com').getEscapedPath()", ''],
    ["url('https://example.com/path?k1=a&k2=b&k2=c').getQuery()", { k1: ['a'], k2: ['b', 'c'] }],
    ["url('https://example.com/path?key with spaces=value with spaces').getQuery()", { 'key with spaces': ['value with spaces'] }],
    ["url('https://example.com/path?').getQuery()", {}],
    ["url('https://example.com/path').getQuery()", {}],
  ])('%s == %j', (expr, want) => {
    expect(run(expr)).toEqual(want);
  });

  it('url() of an invalid URL is an error with Go text', () => {
    expect(runError('url(object.u)', { object: { u: 'https://a:b:c/' } })).toBe(
      'URL parse error during conversion from string: parse "https://a:b:c/": invalid port ":c" after host',
    );
    expect(runError('url(object.u)', { object: { u: '../relative-path' } })).toBe(
      'URL parse error during conversion from string: parse "../relative-path": invalid URI for request',
    );
  });
});

describe('sets extension', () => {
  it.each([
    ['sets.contains([], [])', true],
    ['sets.contains([1], [])', true],
    ['sets.contains([1, 2, 3, 4], [2, 3])', true],
    ['sets.contains([1, 2, 3], [3, 4])', false],
    // mixed numbers need dyn() here: k8s enables homogeneous aggregate literals
    ['sets.contains([dyn(1), dyn(2.0), dyn(3u)], [dyn(1.0), dyn(2u), dyn(3)])', true],
    ['sets.equivalent([], [])', true],
    ['sets.equivalent([1], [1, 1])', true],
    ['sets.equivalent([dyn(1), dyn(2), dyn(3)], [dyn(3u), dyn(2.0), dyn(1)])', true],
    ['sets.equivalent([1, 2], [2, 2, 2])', false],
    ['sets.intersects([1], [])', false],
    ['sets.intersects([1], [1, 2])', true],
    ["sets.intersects([['a'], ['b']], [['c'], ['b']])", true],
  ])('%s == %j', (expr, want) => {
    expect(run(expr)).toEqual(want);
  });
});

describe('strings extension', () => {
  it.each([
    ["'hello'.charAt(1)", 'e'],
    ["'hello'.charAt(5)", ''],
    ["'hello mellow'.indexOf('ello')", 1],
    ["'hello mellow'.indexOf('ello', 2)", 7],
    ["'hello mellow'.lastIndexOf('ello')", 7],
    ["'hello mellow'.lastIndexOf('ello', 6)", 1],
    ["'TacoCat'.lowerAscii()", 'tacocat'],
    ["'TacoCÆt'.upperAscii()", 'TACOCÆT'],
    ["'hello hello'.replace('he', 'we')", 'wello wello'],
    ["'hello hello'.replace('he', 'we', 1)", 'wello hello'],
    ["'hello hello'.split(' ')", ['hello', 'hello']],
    ["'hello hello hello'.split(' ', 2)", ['hello', 'hello hello']],
    ["'tacocat'.substring(4)", 'cat'],
    ["'tacocat'.substring(0, 4)", 'taco'],
    ["'  \\ttrim\\n    '.trim()", 'trim'],
    ["['hello', 'mellow'].join()", 'hellomellow'],
    ["['hello', 'mellow'].join(' ')", 'hello mellow'],
    ["'gums'.reverse()", 'smug'],
    ["'ça va'.size()", 5],
  ])('%s == %j', (expr, want) => {
    expect(run(expr)).toEqual(want);
  });

  it('substring out of range is an error', () => {
    expect(runError("'tacocat'.substring(40)")).toBe('index out of range: 40');
  });
});

describe('docs examples over objects', () => {
  const self = {
    minReplicas: 1,
    replicas: 3,
    maxReplicas: 5,
    stateCounts: { Available: 2 },
    list1: [1],
    list2: [],
    envars: [{ name: 'MY_ENV', value: 'abc' }, { name: 'OTHER', value: '1-2' }],
    health: 'ok: fine',
    widgets: [{ key: 'x', foo: 5 }],
    metadata: { name: 'singleton' },
    set1: ['a', 'b'],
    set2: ['c'],
    names: ['k1', 'k2'],
    details: { k1: 'abc', k2: 'def' },
  };
  it.each([
    'self.minReplicas <= self.replicas && self.replicas <= self.maxReplicas',
    "'Available' in self.stateCounts",
    '(self.list1.size() == 0) != (self.list2.size() == 0)',
    "self.envars.filter(e, e.name == 'MY_ENV').all(e, e.value.matches('^[a-zA-Z]*$'))",
    "self.health.startsWith('ok')",
    "self.widgets.exists(w, w.key == 'x' && w.foo < 10)",
    "self.metadata.name == 'singleton'",
    'self.set1.all(e, !(e in self.set2))',
    'self.names.size() == self.details.size() && self.names.all(n, n in self.details)',
    "self.details.all(key, key.matches('^[a-zA-Z0-9]*$'))",
    "self.details.all(key, self.details[key].matches('^[a-zA-Z]*$'))",
    "has(object.namex) ? object.namex == 'special' : request.name == 'special'",
  ])('%s', (expr) => {
    expect(run(expr, { self, object: {}, request: { name: 'special' } }, { variables: [{ name: 'self', type: 'dyn' }, { name: 'object', type: 'dyn' }, { name: 'request', type: 'request' }] })).toBe(true);
  });

  it('int-or-string by type()', () => {
    const options = { variables: [{ name: 'self', type: 'dyn' as const }] };
    expect(run("type(self) == string ? self == '99%' : self == 42", { self: '99%' }, options)).toBe(true);
    expect(run("type(self) == string ? self == '99%' : self == 42", { self: 42 }, options)).toBe(true);
  });

  it('duration arithmetic on timestamps', () => {
    const self = { created: '2024-01-01T00:00:00Z', ttl: '1h', expired: '2024-01-01T02:00:00Z' };
    expect(
      run('timestamp(self.created) + duration(self.ttl) < timestamp(self.expired)', { self }, { variables: [{ name: 'self', type: 'dyn' }] }),
    ).toBe(true);
  });
});
