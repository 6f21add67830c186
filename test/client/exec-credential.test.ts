/**
 * Exec credential plugins over real HTTPS: small node and sh plugins in a temporary
 * directory, the server authenticating bearer tokens (token file) and client certificates.
 * The plugin reads what to answer from a control file and logs every run (argv, env,
 * KUBERNETES_EXEC_INFO), so the tests see exactly what client-go would pass.
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createClientFromConfig, type ClientOptions } from '../../src/client/client.js';
import { loadClientConfig } from '../../src/client/config/client-config.js';
import { ExecCredentialError, INSTALL_HINT_VERBOSE_HELP, parseExecCredential } from '../../src/client/exec-credential.js';
import { TransportError } from '../../src/client/rest-client.js';
import { isForbidden, isUnauthorized } from '../../src/index.js';
import { createCertificateAuthority, createClientCertificate, createServingCertificate } from '../../src/server/auth/certificates.js';
import { RequestAuthenticator } from '../../src/server/auth/authenticator.js';
import { PolicyAuthorizer } from '../../src/server/auth/authorizer.js';
import { loadPolicy } from '../../src/server/auth/policy.js';
import { loadTokenFile } from '../../src/server/auth/token-file.js';
import { startServer, type RunningServer } from '../../src/server/index.js';
import { ManualClock } from '../support/manual-clock.js';
import { rejectionOf } from '../e2e/harness.js';

const ca = createCertificateAuthority();
const serving = createServingCertificate(ca, { ipAddresses: ['127.0.0.1'] });
const userCert = createClientCertificate(ca, { commonName: 'cert-user', organizations: ['system:masters'] });
const V1 = 'client.authentication.k8s.io/v1';

let server: RunningServer;
let dir: string;

const PLUGIN = `
const fs = require('node:fs');
const path = require('node:path');
const dir = process.env.PLUGIN_DIR;
fs.appendFileSync(path.join(dir, 'log.jsonl'), JSON.stringify({ argv: process.argv.slice(2), extra: process.env.EXTRA, info: process.env.KUBERNETES_EXEC_INFO }) + '\\n');
const control = JSON.parse(fs.readFileSync(path.join(dir, 'control.json'), 'utf8'));
if (control.raw !== undefined) process.stdout.write(control.raw);
else process.stdout.write(JSON.stringify({ apiVersion: control.apiVersion, kind: 'ExecCredential', status: control.status }));
process.exitCode = control.exitCode ?? 0;
`;

function control(c: { apiVersion?: string; status?: unknown; raw?: string; exitCode?: number }): void {
  writeFileSync(join(dir, 'control.json'), JSON.stringify({ apiVersion: V1, ...c }));
}

function runs(): Array<{ argv: string[]; extra?: string; info: string }> {
  try {
    return readFileSync(join(dir, 'log.jsonl'), 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l));
  } catch {
    return [];
  }
}

function resetLog(): void {
  writeFileSync(join(dir, 'log.jsonl'), '');
}

function client(exec: Partial<NonNullable<ClientOptions['exec']>> = {}, extra: Partial<ClientOptions> = {}) {
  return createClient({
    server: server.url,
    tls: { ca: ca.certPem },
    retry: false,
    proxyEnv: false,
    exec: { command: process.execPath, args: [join(dir, 'plugin.cjs'), 'a1', 'a 2'], apiVersion: V1, interactiveMode: 'Never', env: [{ name: 'EXTRA', value: 'x=y' }], ...exec },
    execOptions: { env: { PATH: process.env.PATH, PLUGIN_DIR: dir }, stderr: 'ignore', stdinIsTerminal: false },
    ...extra,
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'exec-plugin-'));
  writeFileSync(join(dir, 'plugin.cjs'), PLUGIN);
  server = await startServer({
    port: 0,
    tls: { cert: serving.certPem, key: serving.keyPem },
    authenticator: new RequestAuthenticator({ clientCA: ca.certPem, tokenFile: loadTokenFile('good-token,alice,u1,system:masters\nnew-token,bob,u2,system:masters\n') }),
  });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('exec credential plugins', () => {
  it('runs the plugin once with its args, env and KUBERNETES_EXEC_INFO, and uses the token until it expires', async () => {
    resetLog();
    control({ status: { token: 'good-token' } });
    const c = client();
    await c.runtimeClasses.list();
    await c.runtimeClasses.list();
    await c.namespaces.list();
    await c.close();
    const log = runs();
    expect(log).toHaveLength(1);
    expect(log[0]!.argv).toEqual(['a1', 'a 2']);
    expect(log[0]!.extra).toBe('x=y');
    expect(log[0]!.info).toBe('{"kind":"ExecCredential","apiVersion":"client.authentication.k8s.io/v1","spec":{"interactive":false}}\n');
  });

  it.each([
    'client.authentication.k8s.io/v1beta1',
    'client.authentication.cluster.io/v1',
    'client.authentication.cluster.io/v1beta1',
  ])('accepts %s', async (apiVersion) => {
    resetLog();
    control({ apiVersion, status: { token: 'good-token' } });
    const c = client({ apiVersion });
    await c.runtimeClasses.list();
    await c.close();
    expect(JSON.parse(runs()[0]!.info).apiVersion).toBe(apiVersion);
  });

  it('re-runs the plugin after expirationTimestamp (injected clock)', async () => {
    resetLog();
    const clock = new ManualClock(Date.UTC(2030, 0, 1));
    control({ status: { token: 'good-token', expirationTimestamp: '2030-01-01T00:01:00Z' } });
    const c = client({}, { execOptions: { env: { PATH: process.env.PATH, PLUGIN_DIR: dir }, stderr: 'ignore', clock } });
    await c.runtimeClasses.list();
    await clock.advance(60_000); // exactly at the expiry: still valid (client-go: now.After(exp))
    await c.runtimeClasses.list();
    expect(runs()).toHaveLength(1);
    await clock.advance(1);
    control({ status: { token: 'new-token', expirationTimestamp: '2030-01-01T01:00:00Z' } });
    await c.runtimeClasses.list();
    await c.runtimeClasses.list();
    expect(runs()).toHaveLength(2);
    await c.close();
  });

  it('on a 401 returns the 401 and runs the plugin again for the next request, as client-go', async () => {
    resetLog();
    control({ status: { token: 'stale-token' } });
    const c = client();
    const err = await rejectionOf(c.runtimeClasses.list());
    expect(isUnauthorized(err)).toBe(true);
    expect(runs()).toHaveLength(2); // the first run, and the refresh after the 401
    control({ status: { token: 'good-token' } });
    // The refresh ran with the stale answer still in place, so this request fails once more and refreshes again.
    await rejectionOf(c.runtimeClasses.list());
    await c.runtimeClasses.list();
    expect(runs()).toHaveLength(3);
    await c.close();
  });

  it('a request carrying its own Authorization header does not run the plugin', async () => {
    resetLog();
    control({ status: { token: 'stale-token' } });
    const c = client({}, { interceptors: [(next) => (req) => next({ ...req, headers: { ...req.headers, authorization: 'Bearer good-token' } })] });
    await c.runtimeClasses.list();
    expect(runs()).toHaveLength(0);
    await c.close();
  });

  it('a client certificate from the plugin authenticates the connection', async () => {
    resetLog();
    control({ status: { clientCertificateData: userCert.certPem, clientKeyData: userCert.keyPem } });
    const c = client();
    await c.runtimeClasses.list();
    await c.close();
    expect(runs()).toHaveLength(1);
  });

  it('a token or client certificate in the options wins over the plugin', async () => {
    resetLog();
    control({ status: { token: 'stale-token' } });
    const c = client({}, { token: 'good-token' });
    await c.runtimeClasses.list();
    await c.close();
    expect(runs()).toHaveLength(0);
  });

  it('passes spec.cluster from a kubeconfig with provideClusterInfo (CA as base64, the exec extension as config)', async () => {
    resetLog();
    control({ status: { token: 'good-token' } });
    const kubeconfig = join(dir, 'kubeconfig');
    writeFileSync(
      kubeconfig,
      JSON.stringify({
        apiVersion: 'v1',
        kind: 'Config',
        clusters: [
          {
            name: 'c',
            cluster: {
              server: server.url,
              'certificate-authority-data': Buffer.from(ca.certPem).toString('base64'),
              extensions: [{ name: 'client.authentication.k8s.io/exec', extension: { audience: 'ctl' } }],
            },
          },
        ],
        users: [{ name: 'u', user: { exec: { apiVersion: 'client.authentication.k8s.io/v1beta1', command: process.execPath, args: ['plugin.cjs'], provideClusterInfo: true, env: [{ name: 'PLUGIN_DIR', value: dir }] } } }],
        contexts: [{ name: 'x', context: { cluster: 'c', user: 'u' } }],
        'current-context': 'x',
      }),
    );
    const config = loadClientConfig({ explicitPath: kubeconfig, inCluster: false });
    // The relative script path is the plugin's argument (args are not resolved), so run it from dir.
    const exec = { ...config.clientOptions.exec!, args: [join(dir, 'plugin.cjs')] };
    expect(config.clientOptions.exec?.interactiveMode).toBe('IfAvailable'); // v1beta1's default
    control({ apiVersion: 'client.authentication.k8s.io/v1beta1', status: { token: 'good-token' } });
    const c = createClientFromConfig({ clientOptions: { ...config.clientOptions, exec } }, { retry: false, proxyEnv: false, execOptions: { env: {}, stderr: 'ignore', stdinIsTerminal: false } });
    await c.runtimeClasses.list();
    await c.close();
    expect(JSON.parse(runs()[0]!.info)).toEqual({
      kind: 'ExecCredential',
      apiVersion: 'client.authentication.k8s.io/v1beta1',
      spec: {
        cluster: { server: server.url, 'certificate-authority-data': Buffer.from(ca.certPem).toString('base64'), config: { audience: 'ctl' } },
        interactive: false,
      },
    });
  });

  describe("failures carry client-go's texts", () => {
    async function failure(exec: Partial<NonNullable<ClientOptions['exec']>>, extra: Partial<ClientOptions> = {}): Promise<string> {
      const c = client(exec, extra);
      const err = await rejectionOf(c.runtimeClasses.list());
      await c.close();
      expect(err).toBeInstanceOf(TransportError);
      expect(err.cause).toBeInstanceOf(ExecCredentialError);
      return (err.cause as Error).message;
    }

    it('a missing binary, with the install hint', async () => {
      expect(await failure({ command: 'ctl-test-no-such-plugin', args: [], installHint: 'Install it with: brew install it' })).toBe(
        'getting credentials: exec: executable ctl-test-no-such-plugin not found' + INSTALL_HINT_VERBOSE_HELP + '\n\nInstall it with: brew install it',
      );
    });

    it('a non-zero exit (sh plugin)', async () => {
      const sh = join(dir, 'fail.sh');
      writeFileSync(sh, '#!/bin/sh\necho "no luck" >&2\nexit 3\n');
      chmodSync(sh, 0o755);
      expect(await failure({ command: sh, args: [] })).toBe(`getting credentials: exec: executable ${sh} failed with exit code 3`);
    });

    it('output that is not an object, broken JSON, empty output', async () => {
      // Not JSON-looking, so read as YAML: a string (kubernetes/kubernetes#87369 shows this text).
      control({ raw: 'not json' });
      expect(await failure({})).toBe(
        'getting credentials: decoding stdout: couldn\'t get version/kind; json parse error: json: cannot unmarshal string into Go value of type struct { APIVersion string "json:\\"apiVersion,omitempty\\""; Kind string "json:\\"kind,omitempty\\"" }',
      );
      control({ raw: '{"apiVersion": "client.authentication.k8s.io/v1", "kind": "ExecCred' });
      expect(await failure({})).toMatch(/^getting credentials: decoding stdout: couldn't get version\/kind; json parse error: /);
      control({ raw: '' });
      expect(await failure({})).toBe("getting credentials: decoding stdout: Object 'Kind' is missing in ''");
    });

    it('YAML output is read as the universal decoder reads it', async () => {
      resetLog();
      control({ raw: 'apiVersion: client.authentication.k8s.io/v1\nkind: ExecCredential\nstatus:\n  token: good-token\n' });
      const c = client();
      await c.runtimeClasses.list();
      await c.close();
      expect(runs()).toHaveLength(1);
    });

    it('another apiVersion than configured', async () => {
      control({ apiVersion: 'client.authentication.k8s.io/v1beta1', status: { token: 'good-token' } });
      expect(await failure({})).toBe(
        'getting credentials: exec plugin is configured to use API version client.authentication.k8s.io/v1, plugin returned version client.authentication.k8s.io/v1beta1',
      );
    });

    it('no status, no token, half a key pair', async () => {
      control({});
      expect(await failure({})).toBe("getting credentials: exec plugin didn't return a status field");
      control({ status: {} });
      expect(await failure({})).toBe("getting credentials: exec plugin didn't return a token or cert/key pair");
      control({ status: { clientCertificateData: userCert.certPem } });
      expect(await failure({})).toBe('getting credentials: exec plugin returned only certificate or key, not both');
    });

    it('interactiveMode Always without a terminal', async () => {
      expect(await failure({ interactiveMode: 'Always' })).toBe('getting credentials: exec plugin cannot support interactive mode: standard input is not a terminal');
    });

    it('output past the limit kills the plugin', async () => {
      control({ raw: 'x'.repeat(300_000) });
      const c = client({}, { execOptions: { env: { PATH: process.env.PATH, PLUGIN_DIR: dir }, stderr: 'ignore', maxOutputBytes: 100_000 } });
      const err = await rejectionOf(c.runtimeClasses.list());
      await c.close();
      expect((err.cause as Error).message).toBe(`getting credentials: exec: executable ${process.execPath} wrote more than 100000 bytes to stdout`);
    });

    it('an apiVersion the client does not know fails at creation', () => {
      expect(() => client({ apiVersion: 'client.authentication.k8s.io/v2' })).toThrow('exec plugin: invalid apiVersion "client.authentication.k8s.io/v2"');
    });
  });

  it('interactive IfAvailable with a terminal sets spec.interactive and passes stdin', async () => {
    resetLog();
    control({ status: { token: 'good-token' } });
    const c = client({ interactiveMode: 'IfAvailable' }, { execOptions: { env: { PATH: process.env.PATH, PLUGIN_DIR: dir }, stderr: 'ignore', stdinIsTerminal: true } });
    await c.runtimeClasses.list();
    await c.close();
    expect(JSON.parse(runs()[0]!.info).spec).toEqual({ interactive: true });
  });
});

describe('hostile plugin output (property)', () => {
  const jsonValue = fc.jsonValue({ maxDepth: 4 });
  const credentialish = fc.record(
    {
      apiVersion: fc.oneof(fc.constant(V1), fc.constant('client.authentication.k8s.io/v1beta1'), jsonValue),
      kind: fc.oneof(fc.constant('ExecCredential'), jsonValue),
      status: fc.oneof(
        fc.record({ token: fc.oneof(fc.string(), jsonValue), expirationTimestamp: fc.oneof(fc.constant('2030-01-01T00:00:00Z'), fc.string(), jsonValue), clientCertificateData: fc.oneof(fc.string(), jsonValue), clientKeyData: fc.oneof(fc.string(), jsonValue) }, { requiredKeys: [] }),
        jsonValue,
      ),
    },
    { requiredKeys: [] },
  );
  const outputs = fc.oneof(
    credentialish.map((v) => JSON.stringify(v)),
    // truncated at any point
    fc.tuple(credentialish, fc.nat()).map(([v, n]) => {
      const s = JSON.stringify(v);
      return s.slice(0, n % (s.length + 1));
    }),
    jsonValue.map((v) => JSON.stringify(v)),
    fc.string({ unit: 'binary' }),
    // huge token
    fc.nat({ max: 200_000 }).map((n) => JSON.stringify({ apiVersion: V1, kind: 'ExecCredential', status: { token: 't'.repeat(n) } })),
  );

  it('either yields a usable credential or throws ExecCredentialError, never anything else', () => {
    fc.assert(
      fc.property(outputs, (out) => {
        let cred;
        try {
          cred = parseExecCredential(out, V1);
        } catch (err) {
          expect(err).toBeInstanceOf(ExecCredentialError);
          expect((err as Error).message.length).toBeLessThan(2_000);
          return;
        }
        expect(Boolean(cred.token) || Boolean(cred.clientCertificateData && cred.clientKeyData)).toBe(true);
        if (cred.token !== undefined) expect(typeof cred.token).toBe('string');
        if (cred.expirationTimestamp !== undefined) expect(Number.isFinite(cred.expirationTimestamp)).toBe(true);
      }),
      { seed: 20261124, numRuns: 500 },
    );
  });
});

describe('hostile kubeconfig exec blocks (property)', () => {
  it('parse, validate and resolve to a usable exec config or a ConfigError, never anything else', async () => {
    const { parseKubeconfig, mergeKubeconfigs, resolveContext, isConfigError } = await import('../../src/client/config/kubeconfig.js');
    const anyJson = fc.jsonValue({ maxDepth: 3 });
    const exec = fc.oneof(
      anyJson,
      fc.record(
        {
          command: fc.oneof(fc.string(), anyJson),
          args: fc.oneof(fc.array(fc.string()), anyJson),
          env: fc.oneof(fc.array(fc.record({ name: fc.oneof(fc.string(), anyJson), value: fc.oneof(fc.string(), anyJson) }, { requiredKeys: [] })), anyJson),
          apiVersion: fc.oneof(fc.constantFrom(V1, 'client.authentication.k8s.io/v1beta1', 'client.authentication.cluster.io/v1'), anyJson),
          interactiveMode: fc.oneof(fc.constantFrom('Never', 'IfAvailable', 'Always', ''), anyJson),
          provideClusterInfo: fc.oneof(fc.boolean(), anyJson),
          installHint: fc.oneof(fc.string(), anyJson),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(exec, (e) => {
        const text = JSON.stringify({
          clusters: [{ name: 'c', cluster: { server: 'https://k:6443' } }],
          users: [{ name: 'u', user: { exec: e } }],
          contexts: [{ name: 'x', context: { cluster: 'c', user: 'u' } }],
          'current-context': 'x',
        });
        try {
          const merged = mergeKubeconfigs([{ path: '/kube/config', config: parseKubeconfig(text) }]);
          const resolved = resolveContext(merged, {}, { readFile: () => undefined });
          const cfg = resolved.auth.exec?.config;
          if (e === null) {
            // exec: null is no exec block, as a nil pointer in Go.
            expect(cfg).toBeUndefined();
            return;
          }
          expect(cfg).toBeDefined();
          expect(typeof cfg!.command).toBe('string');
          expect(cfg!.command.length).toBeGreaterThan(0);
          expect(['Never', 'IfAvailable', 'Always']).toContain(cfg!.interactiveMode);
          for (const a of cfg!.args ?? []) expect(typeof a).toBe('string');
          for (const v of cfg!.env ?? []) expect(typeof v.name === 'string' && v.name !== '' && typeof v.value === 'string').toBe(true);
        } catch (err) {
          if (!isConfigError(err)) throw err;
        }
      }),
      { seed: 20261124, numRuns: 1000 },
    );
  });
});

it('concurrent requests share one plugin run', async () => {
  resetLog();
  control({ status: { token: 'good-token' } });
  const c = client();
  await Promise.all([c.runtimeClasses.list(), c.namespaces.list(), c.runtimeClasses.list(), c.leaseCandidates.list()]);
  await c.close();
  expect(runs()).toHaveLength(1);
});

it('a rotated client certificate is used on new connections (old ones closed), as client-go', async () => {
  const certA = createClientCertificate(ca, { commonName: 'cert-a' });
  const certB = createClientCertificate(ca, { commonName: 'cert-b' });
  const policed = await startServer({
    port: 0,
    tls: { cert: serving.certPem, key: serving.keyPem },
    authenticator: new RequestAuthenticator({ clientCA: ca.certPem }),
    authorizer: new PolicyAuthorizer(
      loadPolicy(`
roles:
- subjects: [{kind: User, name: cert-a}]
  rules: [{apiGroups: ["*"], resources: [runtimeclasses], verbs: [list]}]
- subjects: [{kind: User, name: cert-b}]
  rules: [{apiGroups: ["*"], resources: [namespaces], verbs: [list]}]
`),
    ),
  });
  try {
    resetLog();
    const clock = new ManualClock(Date.UTC(2030, 0, 1));
    control({ status: { clientCertificateData: certA.certPem, clientKeyData: certA.keyPem, expirationTimestamp: '2030-01-01T00:01:00Z' } });
    const c = createClient({
      server: policed.url,
      tls: { ca: ca.certPem },
      retry: false,
      proxyEnv: false,
      exec: { command: process.execPath, args: [join(dir, 'plugin.cjs')], apiVersion: V1, interactiveMode: 'Never' },
      execOptions: { env: { PLUGIN_DIR: dir }, stderr: 'ignore', clock },
    });
    await c.runtimeClasses.list();
    expect(isForbidden(await rejectionOf(c.namespaces.list()))).toBe(true);
    control({ status: { clientCertificateData: certB.certPem, clientKeyData: certB.keyPem } });
    await clock.advance(60_001);
    await c.namespaces.list();
    expect(isForbidden(await rejectionOf(c.runtimeClasses.list()))).toBe(true);
    expect(runs()).toHaveLength(2);
    await c.close();
  } finally {
    await policed.close();
  }
});

it('stdin in use by the program: IfAvailable runs non-interactive, Always fails with the reason', async () => {
  resetLog();
  control({ status: { token: 'good-token' } });
  const execOptions = { env: { PLUGIN_DIR: dir }, stderr: 'ignore' as const, stdinIsTerminal: true, stdinUnavailable: true, stdinUnavailableMessage: 'used by stdin resource manifest reader' };
  const c = client({ interactiveMode: 'IfAvailable' }, { execOptions });
  await c.runtimeClasses.list();
  await c.close();
  expect(JSON.parse(runs()[0]!.info).spec).toEqual({ interactive: false });
  const always = client({ interactiveMode: 'Always' }, { execOptions });
  const err = await rejectionOf(always.runtimeClasses.list());
  await always.close();
  expect((err.cause as Error).message).toBe('getting credentials: exec plugin cannot support interactive mode: standard input is unavailable: used by stdin resource manifest reader');
});
