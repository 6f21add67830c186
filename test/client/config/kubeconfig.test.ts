import { describe, it, expect, afterEach } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  ConfigError,
  emptyKubeconfig,
  goBase64ErrorOffset,
  isConfigError,
  isEmptyConfigError,
  kubeconfigLoadingPrecedence,
  loadKubeconfig,
  mergeKubeconfigs,
  parseKubeconfig,
  resolveContext,
  serializeKubeconfig,
  type ContextOverrides,
  type KubeconfigFile,
  type LoadKubeconfigOptions,
  type MergedKubeconfig,
  type ReadFile,
} from '../../../src/client/config/kubeconfig.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A fresh directory standing in for both $HOME and the working directory. */
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'kubeconfig-test-'));
  dirs.push(d);
  return d;
}

function write(dir: string, rel: string, content: string): string {
  const p = join(dir, rel);
  mkdirSync(dirname(p), { recursive: true });
  writeFileSync(p, content);
  return p;
}

const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

/** Minimal kubeconfig text with one cluster/user/context per entry. */
function kubeconfigText(opts: {
  current?: string;
  clusters?: Record<string, Record<string, unknown>>;
  users?: Record<string, Record<string, unknown>>;
  contexts?: Record<string, Record<string, unknown>>;
}): string {
  const file = {
    apiVersion: 'v1',
    kind: 'Config',
    ...(opts.current ? { 'current-context': opts.current } : {}),
    clusters: Object.entries(opts.clusters ?? {}).map(([name, cluster]) => ({ name, cluster })),
    users: Object.entries(opts.users ?? {}).map(([name, user]) => ({ name, user })),
    contexts: Object.entries(opts.contexts ?? {}).map(([name, context]) => ({ name, context })),
  };
  return JSON.stringify(file, null, 2);
}

function loadIn(home: string, options: Partial<LoadKubeconfigOptions> = {}): MergedKubeconfig {
  return loadKubeconfig({ env: {}, homeDir: home, cwd: home, ...options });
}

function configError(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ConfigError) return e;
    throw e;
  }
  throw new Error('expected a ConfigError');
}

describe('loadKubeconfig: which files are read', () => {
  it('uses only the explicit path when one is given, ignoring $KUBECONFIG and ~/.kube/config', () => {
    const home = tempDir();
    write(home, '.kube/config', kubeconfigText({ current: 'home', contexts: { home: {} } }));
    const env = write(home, 'env.yaml', kubeconfigText({ current: 'env', contexts: { env: {} } }));
    const explicit = write(home, 'explicit.yaml', kubeconfigText({ current: 'explicit', contexts: { explicit: {} } }));
    const cfg = loadIn(home, { explicitPath: explicit, env: { KUBECONFIG: env } });
    expect(cfg.currentContext).toBe('explicit');
    expect([...cfg.contexts.keys()]).toEqual(['explicit']);
    expect(cfg.files).toEqual([explicit]);
  });

  it('fails with kubectl\'s stat error when the explicit file is missing', () => {
    const home = tempDir();
    write(home, '.kube/config', kubeconfigText({ current: 'home' }));
    const missing = join(home, 'nope.yaml');
    const err = configError(() => loadIn(home, { explicitPath: missing }));
    expect(err.message).toBe(`stat ${missing}: no such file or directory`);
    expect(err.reason).toBe('ExplicitFileNotFound');
    expect(err.code).toBe('ERR_CONFIG');
  });

  it('resolves a relative explicit path against cwd and reports it as given', () => {
    const home = tempDir();
    write(home, 'sub/k.yaml', kubeconfigText({ current: 'x' }));
    expect(loadIn(home, { explicitPath: 'sub/k.yaml' }).files).toEqual([join(home, 'sub/k.yaml')]);
    expect(configError(() => loadIn(home, { explicitPath: 'sub/none.yaml' })).message).toBe(
      'stat sub/none.yaml: no such file or directory',
    );
  });

  it('prefers $KUBECONFIG over ~/.kube/config', () => {
    const home = tempDir();
    write(home, '.kube/config', kubeconfigText({ current: 'home' }));
    const env = write(home, 'a.yaml', kubeconfigText({ current: 'env' }));
    const cfg = loadIn(home, { env: { KUBECONFIG: env } });
    expect(cfg.currentContext).toBe('env');
    expect(cfg.files).toEqual([env]);
  });

  it('skips missing $KUBECONFIG entries, duplicates and empty entries', () => {
    const home = tempDir();
    const a = write(home, 'a.yaml', kubeconfigText({ clusters: { a: { server: 'https://a' } } }));
    const b = write(home, 'b.yaml', kubeconfigText({ clusters: { b: { server: 'https://b' } } }));
    const list = [join(home, 'missing.yaml'), a, '', a, b].join(':');
    const cfg = loadIn(home, { env: { KUBECONFIG: list } });
    expect(cfg.files).toEqual([a, b]);
    expect([...cfg.clusters.keys()]).toEqual(['a', 'b']);
    expect(kubeconfigLoadingPrecedence({ env: { KUBECONFIG: list } })).toEqual([join(home, 'missing.yaml'), a, b]);
  });

  it('is the empty config when every $KUBECONFIG file is missing, without falling back to home', () => {
    const home = tempDir();
    write(home, '.kube/config', kubeconfigText({ current: 'home' }));
    const cfg = loadIn(home, { env: { KUBECONFIG: join(home, 'x.yaml') } });
    expect(cfg).toEqual(emptyKubeconfig());
  });

  it('treats an empty $KUBECONFIG as unset', () => {
    const home = tempDir();
    const homeFile = write(home, '.kube/config', kubeconfigText({ current: 'home' }));
    expect(loadIn(home, { env: { KUBECONFIG: '' } }).files).toEqual([homeFile]);
  });

  it('resolves relative $KUBECONFIG entries against cwd', () => {
    const home = tempDir();
    const a = write(home, 'conf/a.yaml', kubeconfigText({ current: 'a' }));
    expect(loadIn(home, { env: { KUBECONFIG: 'conf/a.yaml' } }).files).toEqual([a]);
  });

  it('reads ~/.kube/config, taking the home directory from $HOME when not given', () => {
    const home = tempDir();
    const file = write(home, '.kube/config', kubeconfigText({ current: 'home' }));
    const cfg = loadKubeconfig({ env: { HOME: home }, cwd: home });
    expect(cfg.currentContext).toBe('home');
    expect(cfg.files).toEqual([file]);
    expect(kubeconfigLoadingPrecedence({ env: { HOME: home } })).toEqual([file]);
  });

  it('is the empty config when nothing exists', () => {
    const home = tempDir();
    expect(loadIn(home)).toEqual(emptyKubeconfig());
  });

  it('reads an empty or comment-only file as the empty config', () => {
    const home = tempDir();
    write(home, '.kube/config', '# nothing here\n');
    const cfg = loadIn(home);
    expect(cfg.clusters.size).toBe(0);
    expect(cfg.currentContext).toBe('');
  });

  it('reads through the injected readFile only', () => {
    const files: Record<string, string> = {
      '/virtual/home/.kube/config': kubeconfigText({ current: 'v', clusters: { v: { server: 'https://v' } } }),
    };
    const seen: string[] = [];
    const readFile: ReadFile = (p) => {
      seen.push(p);
      return files[p];
    };
    const cfg = loadKubeconfig({ env: {}, homeDir: '/virtual/home', cwd: '/virtual', readFile });
    expect(seen).toEqual(['/virtual/home/.kube/config']);
    expect(cfg.clusters.get('v')?.cluster.server).toBe('https://v');
  });
});

describe('loadKubeconfig: merging several files (clientcmd rules)', () => {
  it('keeps the first file\'s entry for a name, whole, and adds new names from later files', () => {
    const home = tempDir();
    const first = write(
      home,
      'first.yaml',
      kubeconfigText({
        clusters: { shared: { server: 'https://first' } },
        users: { red: { token: 'first-token' } },
        contexts: { ctx: { cluster: 'shared', user: 'red' } },
      }),
    );
    const second = write(
      home,
      'second.yaml',
      kubeconfigText({
        clusters: { shared: { server: 'https://second', 'tls-server-name': 'ignored' }, extra: { server: 'https://extra' } },
        users: { red: { token: 'second-token', username: 'ignored' }, blue: { token: 'blue' } },
        contexts: { ctx: { cluster: 'extra', user: 'blue', namespace: 'ignored' } },
      }),
    );
    const cfg = loadIn(home, { env: { KUBECONFIG: `${first}:${second}` } });
    expect(cfg.clusters.get('shared')).toEqual({ cluster: { server: 'https://first' }, locationOfOrigin: first });
    expect(cfg.clusters.get('extra')).toEqual({ cluster: { server: 'https://extra' }, locationOfOrigin: second });
    expect(cfg.users.get('red')?.user).toEqual({ token: 'first-token' });
    expect(cfg.users.get('blue')?.user).toEqual({ token: 'blue' });
    expect(cfg.contexts.get('ctx')?.context).toEqual({ cluster: 'shared', user: 'red' });
  });

  const currentContextCases: Array<{ name: string; currents: Array<string | undefined>; expected: string }> = [
    { name: 'the first file that sets it wins', currents: ['one', 'two'], expected: 'one' },
    { name: 'a file that does not set it is passed over', currents: [undefined, 'two', 'three'], expected: 'two' },
    { name: 'an empty value does not count as set', currents: ['', 'two'], expected: 'two' },
    { name: 'unset everywhere stays empty', currents: [undefined, undefined], expected: '' },
  ];
  it.each(currentContextCases)('current-context: $name', ({ currents, expected }) => {
    const home = tempDir();
    const paths = currents.map((c, i) => {
      const text = c === '' ? kubeconfigText({}).replace('{', '{"current-context": "",') : kubeconfigText(c ? { current: c } : {});
      return write(home, `f${i}.yaml`, text);
    });
    expect(loadIn(home, { env: { KUBECONFIG: paths.join(':') } }).currentContext).toBe(expected);
  });

  it('merges preferences: colors if any file sets it, other keys first-wins', () => {
    const merged = mergeKubeconfigs([
      { config: { preferences: { colors: false, extensions: ['first'] } } },
      { config: { preferences: { colors: true, extensions: ['second'] } } },
    ]);
    expect(merged.preferences).toEqual({ colors: true, extensions: ['first'] });
  });

  it('aggregates the errors of several broken files', () => {
    const home = tempDir();
    const a = write(home, 'a.yaml', 'clusters: 5\n');
    const b = write(home, 'b.yaml', 'users: [1]\n');
    const err = configError(() => loadIn(home, { env: { KUBECONFIG: `${a}:${b}` } }));
    expect(err.message).toBe(
      `[error loading config file "${a}": json: cannot unmarshal number into Go struct field Config.clusters of type []v1.NamedCluster, ` +
        `error loading config file "${b}": json: cannot unmarshal number into Go value of type v1.NamedAuthInfo]`,
    );
    expect(err.reason).toBe('LoadFailed');
    expect(err.cause).toBeInstanceOf(ConfigError);
  });
});

describe('loadKubeconfig: relative paths resolve against the file\'s directory', () => {
  it('resolves certificate-authority, client-certificate, client-key, tokenFile and a path-like exec command', () => {
    const home = tempDir();
    const file = write(
      home,
      'nested/dir/config',
      kubeconfigText({
        clusters: {
          rel: { server: 'https://x', 'certificate-authority': 'ca.crt' },
          abs: { server: 'https://x', 'certificate-authority': '/etc/ca.crt' },
          none: { server: 'https://x' },
        },
        users: {
          rel: { 'client-certificate': '../certs/u.crt', 'client-key': 'u.key', tokenFile: './token' },
          execPath: { exec: { command: './bin/plugin', apiVersion: 'v1' } },
          execName: { exec: { command: 'plugin', apiVersion: 'v1' } },
          empty: { tokenFile: '' },
        },
      }),
    );
    const cfg = loadIn(home, { explicitPath: file });
    const base = join(home, 'nested/dir');
    expect(cfg.clusters.get('rel')?.cluster['certificate-authority']).toBe(join(base, 'ca.crt'));
    expect(cfg.clusters.get('abs')?.cluster['certificate-authority']).toBe('/etc/ca.crt');
    expect(cfg.clusters.get('none')?.cluster).toEqual({ server: 'https://x' });
    expect(cfg.users.get('rel')?.user).toEqual({
      'client-certificate': join(home, 'nested/certs/u.crt'),
      'client-key': join(base, 'u.key'),
      tokenFile: join(base, 'token'),
    });
    expect(cfg.users.get('execPath')?.user['exec']).toEqual({ command: join(base, 'bin/plugin'), apiVersion: 'v1' });
    expect(cfg.users.get('execName')?.user['exec']).toEqual({ command: 'plugin', apiVersion: 'v1' });
    expect(cfg.users.get('empty')?.user).toEqual({ tokenFile: '' });
  });

  it('resolves each entry against its own file when merging', () => {
    const home = tempDir();
    const a = write(home, 'a/config', kubeconfigText({ clusters: { a: { server: 'https://a', 'certificate-authority': 'ca' } } }));
    const b = write(home, 'b/config', kubeconfigText({ clusters: { b: { server: 'https://b', 'certificate-authority': 'ca' } } }));
    const cfg = loadIn(home, { env: { KUBECONFIG: `${a}:${b}` } });
    expect(cfg.clusters.get('a')?.cluster['certificate-authority']).toBe(join(home, 'a/ca'));
    expect(cfg.clusters.get('b')?.cluster['certificate-authority']).toBe(join(home, 'b/ca'));
  });
});

describe('parsing errors', () => {
  const cases: Array<{ name: string; text: string; message: string }> = [
    {
      name: 'bad base64 in certificate-authority-data',
      text: kubeconfigText({ clusters: { c: { server: 'https://x', 'certificate-authority-data': 'abc!' } } }),
      message: 'illegal base64 data at input byte 3',
    },
    {
      name: 'unpadded base64 in client-key-data',
      text: kubeconfigText({ users: { u: { 'client-key-data': 'YWI' } } }),
      message: 'illegal base64 data at input byte 0',
    },
    {
      name: 'a name listed twice',
      text: 'clusters:\n- name: a\n  cluster: {server: "https://1"}\n- name: a\n  cluster: {server: "https://2"}\n',
      message: 'error converting *[]NamedCluster into *map[string]*api.Cluster: duplicate name "a" in list',
    },
    {
      name: 'a duplicated context name',
      text: 'contexts:\n- name: a\n- name: a\n',
      message: 'error converting *[]NamedContext into *map[string]*api.Context: duplicate name "a" in list',
    },
    { name: 'a list that is not a list', text: 'users: {}\n', message: 'json: cannot unmarshal object into Go struct field Config.users of type []v1.NamedAuthInfo' },
    {
      name: 'a wrongly typed field',
      text: 'clusters:\n- name: a\n  cluster: {server: 5}\n',
      message: 'json: cannot unmarshal number into Go struct field Cluster.clusters.cluster.server of type string',
    },
    {
      name: 'a wrongly typed boolean',
      text: 'clusters:\n- name: a\n  cluster: {insecure-skip-tls-verify: "yes"}\n',
      message: 'json: cannot unmarshal string into Go struct field Cluster.clusters.cluster.insecure-skip-tls-verify of type bool',
    },
    { name: 'a document that is not a map', text: '- a\n', message: 'json: cannot unmarshal array into Go value of type v1.Config' },
    { name: 'another kind', text: 'apiVersion: v1\nkind: Pod\n', message: 'no kind "Pod" is registered for version "v1"' },
  ];

  it.each(cases)('$name', ({ text, message }) => {
    const home = tempDir();
    const file = write(home, 'k.yaml', text);
    const err = configError(() => loadIn(home, { explicitPath: file }));
    expect(err.message).toBe(`error loading config file "${file}": ${message}`);
    expect(err.reason).toBe('LoadFailed');
  });

  it('reports YAML syntax errors with the file name', () => {
    const home = tempDir();
    const file = write(home, 'k.yaml', 'clusters: [\n');
    const err = configError(() => loadIn(home, { explicitPath: file }));
    expect(err.message.startsWith(`error loading config file "${file}": error converting YAML to JSON: yaml: `)).toBe(true);
    expect(err.message).not.toContain('\n');
  });

  it('reports a read failure other than absence in Go\'s words', () => {
    const readFile: ReadFile = () => {
      throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    };
    const err = configError(() => loadKubeconfig({ env: { KUBECONFIG: '/k' }, homeDir: '/h', cwd: '/', readFile }));
    expect(err.message).toBe('error loading config file "/k": open /k: permission denied');
    expect(err.cause).toBeInstanceOf(Error);
  });

  it('accepts null lists and null fields as absent', () => {
    const parsed = parseKubeconfig('clusters: null\nusers:\n- name: u\n  user: {token: ~}\ncontexts: null\ncurrent-context: null\n');
    expect(parsed.clusters).toEqual([]);
    expect(parsed.users).toEqual([{ name: 'u', user: {} }]);
    expect(parsed['current-context']).toBe('');
  });

  it.each([
    ['YWJj', -1],
    ['YWI=', -1],
    ['YQ==', -1],
    ['', -1],
    ['YWJj\nYWJj\r\n', -1],
    ['YWI', 0],
    ['Y', 0],
    ['YWJjYQ', 4],
    ['abc!', 3],
    ['!!!!', 0],
    ['Y===', 1],
    ['YW=j', 2],
    ['YW=', 3],
    ['YQ==x', 4],
    ['YWJ=YQ==', 4],
    ['YW-_', 2],
  ] as const)('goBase64ErrorOffset(%j) = %d', (text, offset) => {
    expect(goBase64ErrorOffset(text)).toBe(offset);
  });
});

describe('resolveContext', () => {
  const CA = '-----BEGIN CERTIFICATE-----\nCA\n-----END CERTIFICATE-----\n';
  const CERT = '-----BEGIN CERTIFICATE-----\nBOB\n-----END CERTIFICATE-----\n';
  const KEY = '-----BEGIN PRIVATE KEY-----\nKEY\n-----END PRIVATE KEY-----\n';

  function fixture(): { home: string; cfg: MergedKubeconfig } {
    const home = tempDir();
    write(home, '.kube/ca.crt', CA);
    write(home, '.kube/certs/bob.crt', CERT);
    write(home, '.kube/token.txt', '  file-token\n');
    write(
      home,
      '.kube/config',
      kubeconfigText({
        current: 'dev',
        clusters: {
          dev: { server: 'https://dev.example:6443', 'certificate-authority': 'ca.crt', 'tls-server-name': 'dev-internal' },
          prod: { server: 'https://prod.example:6443', 'certificate-authority-data': b64(CA), 'proxy-url': 'socks5://proxy:1080' },
          plain: { server: 'http://127.0.0.1:8080' },
        },
        users: {
          alice: { token: 'alice-token' },
          bob: { 'client-certificate': 'certs/bob.crt', 'client-key-data': b64(KEY) },
          carol: { tokenFile: 'token.txt' },
          dave: { username: 'dave', password: 'secret' },
        },
        contexts: {
          dev: { cluster: 'dev', user: 'alice', namespace: 'team-a' },
          prod: { cluster: 'prod', user: 'bob' },
          plain: { cluster: 'plain', user: 'alice', namespace: 'p' },
          carol: { cluster: 'prod', user: 'carol' },
          dave: { cluster: 'prod', user: 'dave' },
        },
      }),
    );
    return { home, cfg: loadIn(home) };
  }

  it('resolves the current context with a CA file, server name and token', () => {
    const { home, cfg } = fixture();
    expect(resolveContext(cfg)).toEqual({
      server: 'https://dev.example:6443',
      namespace: 'team-a',
      namespaceExplicit: false,
      contextName: 'dev',
      clusterName: 'dev',
      userName: 'alice',
      disableCompression: false,
      tls: { caData: CA, caFile: join(home, '.kube/ca.crt'), insecureSkipTLSVerify: false, serverName: 'dev-internal' },
      auth: { token: 'alice-token' },
    });
  });

  it('reads CA and key from *-data and the certificate from a file', () => {
    const { home, cfg } = fixture();
    const r = resolveContext(cfg, { context: 'prod' });
    expect(r.server).toBe('https://prod.example:6443');
    expect(r.namespace).toBe('default');
    expect(r.proxyUrl).toBe('socks5://proxy:1080');
    expect(r.tls).toEqual({
      caData: CA,
      certData: CERT,
      certFile: join(home, '.kube/certs/bob.crt'),
      keyData: KEY,
      insecureSkipTLSVerify: false,
    });
    expect(r.auth).toEqual({});
  });

  it('reads a token file, trimmed, and keeps its path', () => {
    const { home, cfg } = fixture();
    expect(resolveContext(cfg, { context: 'carol' }).auth).toEqual({ token: 'file-token', tokenFile: join(home, '.kube/token.txt') });
  });

  it('passes basic auth through', () => {
    const { cfg } = fixture();
    expect(resolveContext(cfg, { context: 'dave' }).auth).toEqual({ username: 'dave', password: 'secret' });
  });

  it('never sends credentials or TLS settings to a plain-http server', () => {
    const { cfg } = fixture();
    const r = resolveContext(cfg, { context: 'plain', token: 'flag-token' });
    expect(r.server).toBe('http://127.0.0.1:8080');
    expect(r.auth).toEqual({});
    expect(r.tls).toEqual({ insecureSkipTLSVerify: false });
  });

  const overrideCases: Array<{ name: string; overrides: ContextOverrides; check: (r: ReturnType<typeof resolveContext>) => void }> = [
    {
      name: '--server replaces the server and clears the file\'s tls-server-name',
      overrides: { server: 'https://other:443' },
      check: (r) => {
        expect(r.server).toBe('https://other:443');
        expect(r.tls.serverName).toBeUndefined();
        expect(r.tls.caData).toBe(CA);
      },
    },
    {
      name: '--server with --tls-server-name keeps the flag value',
      overrides: { server: 'https://other:443', tlsServerName: 'flag-name' },
      check: (r) => expect(r.tls.serverName).toBe('flag-name'),
    },
    {
      name: '--namespace wins and is marked explicit',
      overrides: { namespace: 'flag-ns' },
      check: (r) => {
        expect(r.namespace).toBe('flag-ns');
        expect(r.namespaceExplicit).toBe(true);
      },
    },
    {
      name: '--token replaces the user\'s token',
      overrides: { token: 'flag-token' },
      check: (r) => expect(r.auth).toEqual({ token: 'flag-token' }),
    },
    {
      name: '--insecure-skip-tls-verify drops the file\'s CA',
      overrides: { insecureSkipTlsVerify: true },
      check: (r) => expect(r.tls).toEqual({ insecureSkipTLSVerify: true, serverName: 'dev-internal' }),
    },
    {
      name: '--context selects another context',
      overrides: { context: 'prod' },
      check: (r) => {
        expect(r.contextName).toBe('prod');
        expect(r.clusterName).toBe('prod');
        expect(r.userName).toBe('bob');
      },
    },
    {
      name: '--cluster swaps the cluster of the current context',
      overrides: { cluster: 'prod' },
      check: (r) => {
        expect(r.server).toBe('https://prod.example:6443');
        expect(r.userName).toBe('alice');
        expect(r.namespace).toBe('team-a');
      },
    },
    {
      name: '--user swaps the user of the current context',
      overrides: { user: 'dave' },
      check: (r) => expect(r.auth).toEqual({ username: 'dave', password: 'secret' }),
    },
    {
      name: 'empty strings and false mean "not set"',
      overrides: { context: '', server: '', namespace: '', token: '', insecureSkipTlsVerify: false },
      check: (r) => {
        expect(r.contextName).toBe('dev');
        expect(r.namespaceExplicit).toBe(false);
        expect(r.tls.serverName).toBe('dev-internal');
      },
    },
  ];
  it.each(overrideCases)('$name', ({ overrides, check }) => {
    check(resolveContext(fixture().cfg, overrides));
  });

  it('--server alone works without any kubeconfig', () => {
    const r = resolveContext(emptyKubeconfig(), { server: 'https://s:6443', token: 't' });
    expect(r).toMatchObject({ server: 'https://s:6443', namespace: 'default', auth: { token: 't' } });
    expect(r.contextName).toBeUndefined();
  });

  it('defaultServer stands in for kubectl\'s localhost:8080 when nothing is configured', () => {
    const r = resolveContext(emptyKubeconfig(), { defaultServer: 'http://localhost:8080', namespace: 'n' });
    expect(r).toMatchObject({ server: 'http://localhost:8080', namespace: 'n', namespaceExplicit: true });
    // A configured server still wins over the default.
    expect(resolveContext(fixture().cfg, { defaultServer: 'http://localhost:8080' }).server).toBe('https://dev.example:6443');
  });

  it('reads files through the injected readFile', () => {
    const cfg = mergeKubeconfigs([
      {
        config: {
          'current-context': 'c',
          clusters: [{ name: 'c', cluster: { server: 'https://c', 'certificate-authority': '/v/ca' } }],
          users: [{ name: 'u', user: { tokenFile: '/v/token' } }],
          contexts: [{ name: 'c', context: { cluster: 'c', user: 'u' } }],
        },
      },
    ]);
    const files: Record<string, string> = { '/v/ca': 'CA-PEM', '/v/token': 'tok\n' };
    const r = resolveContext(cfg, {}, { readFile: (p) => files[p] });
    expect(r.tls.caData).toBe('CA-PEM');
    expect(r.auth.token).toBe('tok');
  });
});

describe('resolveContext: kubectl error texts', () => {
  function cfgFrom(file: KubeconfigFile, path = '/kube/config'): MergedKubeconfig {
    return mergeKubeconfigs([{ path, config: parseKubeconfig(JSON.stringify(file)) }]);
  }
  const noFiles: ReadFile = () => undefined;
  const base: KubeconfigFile = {
    'current-context': 'c',
    clusters: [{ name: 'k', cluster: { server: 'https://k' } }],
    users: [{ name: 'u', user: { token: 't' } }],
    contexts: [{ name: 'c', context: { cluster: 'k', user: 'u' } }],
  };

  const cases: Array<{ name: string; config: MergedKubeconfig; overrides?: ContextOverrides; message: string; reason: string }> = [
    {
      name: 'nothing configured',
      config: emptyKubeconfig(),
      message: 'invalid configuration: no configuration has been provided, try setting KUBERNETES_MASTER environment variable',
      reason: 'EmptyConfig',
    },
    {
      name: 'nothing configured but a namespace',
      config: emptyKubeconfig(),
      overrides: { namespace: 'x' },
      message: 'invalid configuration: no configuration has been provided, try setting KUBERNETES_MASTER environment variable',
      reason: 'EmptyConfig',
    },
    {
      name: 'a context whose cluster does not exist (nothing selected is configured)',
      config: cfgFrom({ ...base, contexts: [{ name: 'c', context: { cluster: 'ghost', user: 'u' } }] }),
      message: 'invalid configuration: no configuration has been provided, try setting KUBERNETES_MASTER environment variable',
      reason: 'EmptyConfig',
    },
    { name: '--context naming nothing', config: cfgFrom(base), overrides: { context: 'nope' }, message: 'context "nope" does not exist', reason: 'ContextNotFound' },
    { name: '--cluster naming nothing', config: cfgFrom(base), overrides: { cluster: 'nope' }, message: 'cluster "nope" does not exist', reason: 'ClusterNotFound' },
    { name: '--user naming nothing', config: cfgFrom(base), overrides: { user: 'nope' }, message: 'auth info "nope" does not exist', reason: 'UserNotFound' },
    {
      name: '--user is checked before --context',
      config: cfgFrom(base),
      overrides: { user: 'nope', context: 'nope' },
      message: 'auth info "nope" does not exist',
      reason: 'UserNotFound',
    },
    {
      name: 'current-context naming nothing',
      config: cfgFrom({ ...base, 'current-context': 'gone' }),
      message: 'invalid configuration: [context was not found for specified context: gone, cluster has no server defined]',
      reason: 'ContextNotFound',
    },
    {
      name: 'current-context naming nothing, with --server',
      config: cfgFrom({ ...base, 'current-context': 'gone' }),
      overrides: { server: 'https://s' },
      message: 'invalid configuration: context was not found for specified context: gone',
      reason: 'ContextNotFound',
    },
    {
      name: 'a cluster without a server',
      config: cfgFrom({ ...base, clusters: [{ name: 'k', cluster: { 'tls-server-name': 'x' } }] }),
      message: 'invalid configuration: no server found for cluster "k"',
      reason: 'Invalid',
    },
    {
      name: 'both CA forms',
      config: cfgFrom({ ...base, clusters: [{ name: 'k', cluster: { server: 'https://k', 'certificate-authority': '/ca', 'certificate-authority-data': b64('x') } }] }),
      message:
        'invalid configuration: [certificate-authority-data and certificate-authority are both specified for k. certificate-authority-data will override., ' +
        'unable to read certificate-authority /ca for k due to open /ca: no such file or directory]',
      reason: 'Invalid',
    },
    {
      name: 'an unreadable CA file',
      config: cfgFrom({ ...base, clusters: [{ name: 'k', cluster: { server: 'https://k', 'certificate-authority': 'missing.crt' } }] }),
      message: 'invalid configuration: unable to read certificate-authority /kube/missing.crt for k due to open /kube/missing.crt: no such file or directory',
      reason: 'Invalid',
    },
    {
      name: 'an unsupported proxy scheme',
      config: cfgFrom({ ...base, clusters: [{ name: 'k', cluster: { server: 'https://k', 'proxy-url': 'ftp://p' } }] }),
      message: 'invalid configuration: invalid \'proxy-url\' "ftp://p" for cluster "k": unsupported scheme "ftp", must be http, https, or socks5',
      reason: 'Invalid',
    },
    {
      name: 'a client certificate without a key',
      config: cfgFrom({ ...base, users: [{ name: 'u', user: { 'client-certificate-data': b64('c') } }] }),
      message: 'invalid configuration: client-key-data or client-key must be specified for u to use the clientCert authentication method.',
      reason: 'Invalid',
    },
    {
      name: 'both certificate forms and both key forms, files unreadable',
      config: cfgFrom({
        ...base,
        users: [{ name: 'u', user: { 'client-certificate': '/c', 'client-certificate-data': b64('c'), 'client-key': '/k', 'client-key-data': b64('k') } }],
      }),
      message:
        'invalid configuration: [client-cert-data and client-cert are both specified for u. client-cert-data will override., ' +
        'client-key-data and client-key are both specified for u; client-key-data will override, ' +
        'unable to read client-cert /c for u due to open /c: no such file or directory, ' +
        'unable to read client-key /k for u due to open /k: no such file or directory]',
      reason: 'Invalid',
    },
    {
      name: 'token and basic auth together',
      config: cfgFrom({ ...base, users: [{ name: 'u', user: { token: 't', username: 'a', password: 'b' } }] }),
      message: 'invalid configuration: more than one authentication method found for u; found [token basicAuth], only one is allowed',
      reason: 'Invalid',
    },
    {
      name: '--token on a basic-auth user',
      config: cfgFrom({ ...base, users: [{ name: 'u', user: { username: 'a', password: 'b' } }] }),
      overrides: { token: 't' },
      message: 'invalid configuration: more than one authentication method found for u; found [token basicAuth], only one is allowed',
      reason: 'Invalid',
    },
    {
      name: 'a missing token file',
      config: cfgFrom({ ...base, users: [{ name: 'u', user: { tokenFile: 'tok' } }] }),
      message: 'open /kube/tok: no such file or directory',
      reason: 'ReadFailed',
    },
    {
      name: 'insecure with a CA in the file',
      config: cfgFrom({ ...base, clusters: [{ name: 'k', cluster: { server: 'https://k', 'insecure-skip-tls-verify': true, 'certificate-authority-data': b64('x') } }] }),
      message: 'specifying a root certificates file with the insecure flag is not allowed',
      reason: 'Invalid',
    },
    {
      name: 'an exec plugin of v1 without interactiveMode',
      config: cfgFrom({ ...base, users: [{ name: 'u', user: { exec: { command: 'x', apiVersion: 'client.authentication.k8s.io/v1' } } }] }),
      message: 'invalid configuration: interactiveMode must be specified for u to use exec authentication plugin',
      reason: 'Invalid',
    },
    {
      name: 'an exec plugin without command and apiVersion, an unnamed env variable, a bad interactiveMode',
      config: cfgFrom({ ...base, users: [{ name: 'u', user: { exec: { env: [{ name: '', value: 'v' }], interactiveMode: 'Sometimes' } } }] }),
      message:
        'invalid configuration: [command must be specified for u to use exec authentication plugin, ' +
        'apiVersion must be specified for u to use exec authentication plugin, ' +
        'env variable name must be specified for u to use exec authentication plugin, invalid interactiveMode for u: "Sometimes"]',
      reason: 'Invalid',
    },
    {
      name: 'an exec plugin with an auth-provider',
      config: cfgFrom({ ...base, users: [{ name: 'u', user: { exec: { command: 'x', apiVersion: 'client.authentication.k8s.io/v1', interactiveMode: 'Never' }, 'auth-provider': { name: 'gcp' } } }] }),
      message: 'invalid configuration: authProvider cannot be provided in combination with an exec plugin for u',
      reason: 'Invalid',
    },
    {
      name: 'an auth-provider',
      config: cfgFrom({ ...base, users: [{ name: 'u', user: { 'auth-provider': { name: 'gcp' } } }] }),
      message: 'user "u" authenticates with an auth-provider, which this client does not support',
      reason: 'Unsupported',
    },
  ];

  it.each(cases)('$name', ({ config, overrides, message, reason }) => {
    const err = configError(() => resolveContext(config, overrides, { readFile: noFiles }));
    expect(err.message).toBe(message);
    expect(err.reason).toBe(reason);
    expect(err.code).toBe('ERR_CONFIG');
    expect(isConfigError(err)).toBe(true);
    expect(isEmptyConfigError(err)).toBe(reason === 'EmptyConfig');
  });
});

describe('serializeKubeconfig', () => {
  it('writes the layout kubectl writes: sorted keys, required fields, unindented lists', () => {
    const text = serializeKubeconfig({
      apiVersion: 'v1',
      kind: 'Config',
      clusters: [{ name: 'ctl-local', cluster: { server: 'http://127.0.0.1:8080' } }],
      users: [{ name: 'ctl-local', user: {} }],
      contexts: [{ name: 'ctl-local', context: { cluster: 'ctl-local', user: 'ctl-local', namespace: 'default' } }],
      'current-context': 'ctl-local',
    });
    expect(text).toBe(
      [
        'apiVersion: v1',
        'clusters:',
        '- cluster:',
        '    server: http://127.0.0.1:8080',
        '  name: ctl-local',
        'contexts:',
        '- context:',
        '    cluster: ctl-local',
        '    namespace: default',
        '    user: ctl-local',
        '  name: ctl-local',
        'current-context: ctl-local',
        'kind: Config',
        'preferences: {}',
        'users:',
        '- name: ctl-local',
        '  user: {}',
        '',
      ].join('\n'),
    );
  });

  it('quotes strings that go-yaml v2 (kubectl) would read as booleans, nulls or timestamps', () => {
    const text = serializeKubeconfig({
      apiVersion: 'v1',
      kind: 'Config',
      clusters: [{ name: 'yes', cluster: { server: 'http://127.0.0.1:8080' } }],
      users: [{ name: 'off', user: {} }],
      contexts: [{ name: 'x', context: { cluster: 'yes', user: 'off', namespace: 'n' } }],
      'current-context': 'x',
    });
    expect(text).toContain('    namespace: "n"\n');
    expect(text).toContain('  name: "yes"\n');
    expect(text).toContain('- name: "off"\n');
    expect(text).toContain('current-context: x\n');
    // Read back, the values are the same strings.
    const parsed = parseKubeconfig(text);
    expect(parsed.contexts?.[0]?.context.namespace).toBe('n');
    expect(parsed.users?.[0]?.name).toBe('off');
  });

  it('writes the empty config with null lists, as kubectl does', () => {
    expect(serializeKubeconfig(emptyKubeconfig())).toBe(
      'apiVersion: v1\nclusters: null\ncontexts: null\ncurrent-context: ""\nkind: Config\npreferences: {}\nusers: null\n',
    );
  });

  it('sorts entries by name, omits empty optional fields and keeps unknown ones', () => {
    const text = serializeKubeconfig({
      clusters: [
        { name: 'b', cluster: { server: 'https://b', 'insecure-skip-tls-verify': false, 'tls-server-name': '' } },
        { name: 'a', cluster: { 'certificate-authority-data': 'Q0E=', extensions: [{ name: 'x', extension: { y: 1 } }] } },
      ],
      contexts: [{ name: 'c', context: {} }],
    });
    expect(text).toBe(
      [
        'apiVersion: v1',
        'clusters:',
        '- cluster:',
        '    certificate-authority-data: Q0E=',
        '    extensions:',
        '    - extension:',
        '        "y": 1', // quoted as go-yaml v2 quotes a key it would read as a boolean
        '      name: x',
        '    server: ""',
        '  name: a',
        '- cluster:',
        '    server: https://b',
        '  name: b',
        'contexts:',
        '- context:',
        '    cluster: ""',
        '    user: ""',
        '  name: c',
        'current-context: ""',
        'kind: Config',
        'preferences: {}',
        'users: null',
        '',
      ].join('\n'),
    );
  });

  it('round-trips a merged config through load', () => {
    const home = tempDir();
    write(home, 'k/ca.crt', 'CA');
    const file = write(
      home,
      'k/config',
      kubeconfigText({
        current: 'c',
        clusters: { k: { server: 'https://k', 'certificate-authority': 'ca.crt', 'insecure-skip-tls-verify': false } },
        users: { u: { token: 'secret', 'client-key-data': b64('key') } },
        contexts: { c: { cluster: 'k', user: 'u', namespace: 'ns' } },
      }),
    );
    const merged = loadIn(home, { explicitPath: file });
    const rewritten = write(home, 'out/config', serializeKubeconfig(merged));
    const again = loadIn(home, { explicitPath: rewritten });
    expect(again.currentContext).toBe('c');
    // Paths were absolute when written, so they survive the move to another directory.
    expect(again.clusters.get('k')?.cluster).toEqual({ server: 'https://k', 'certificate-authority': join(home, 'k/ca.crt') });
    expect(again.users.get('u')?.user).toEqual(merged.users.get('u')?.user);
    expect(again.contexts.get('c')?.context).toEqual(merged.contexts.get('c')?.context);
  });
});
