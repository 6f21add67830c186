/**
 * `ctl server --storage=etcd` over TLS with kube-apiserver's flags (`--etcd-cafile`,
 * `--etcd-certfile`, `--etcd-keyfile`) against a real etcd that serves HTTPS only and requires
 * client certificates (`--client-cert-auth`); certificates are made with openssl.
 *
 * - With all three flags the server starts, a RuntimeClass it creates is in etcd (a second
 *   server started afterwards reads it back), and `/readyz?verbose` reports `[+]etcd ok`.
 * - Without the client certificate, or with a CA that did not sign etcd's certificate, the
 *   server does not start: exit code 1 and one `error:` line saying what is wrong.
 * - A CA file that does not exist, or a key that is not the certificate's, is reported naming
 *   the flag and the file (exit code 1), before etcd is dialled.
 *
 * Without an etcd binary the file fails with one test saying what to install.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { findEtcdBinary, startEtcd, type EtcdProcess } from '../support/etcd.js';
import { withProgram } from '../support/prerequisite.js';
import { createTestPki, type TestPki } from '../support/tls-certs.js';
import { runCli, spawnCli, type CliResult, type LiveCli } from './run-cli.js';

const RC = '/apis/node.cluster.io/v1/runtimeclasses';
const binary = findEtcdBinary();

/**
 * Start `ctl server` with `args` and resolve once it serves; rejects with its output when it
 * exits first (so a server that cannot start fails the test with its error, not a timeout).
 */
async function serve(args: readonly string[]): Promise<{ cli: LiveCli; url: string }> {
  const cli = spawnCli(['server', '--port', '0', ...args]);
  const outcome = await Promise.race([
    cli.waitForStdout('Press Ctrl+C').then(() => undefined),
    cli.exited(),
  ]);
  if (outcome !== undefined) {
    throw new Error(`ctl server exited (code ${outcome.code}) before serving:\n${outcome.stdout}${outcome.stderr}`);
  }
  return { cli, url: /on (http:\/\/\S+) /.exec(cli.stdout())![1]! };
}

/**
 * The CLI's stderr. Node's DEP0123 warning (grpc-js dialing TLS with an IP address as
 * ServerName) must not be in it: `ctl server` drops that warning, which asks nothing of the user.
 */
function ownStderr(result: CliResult): string {
  return result.stderr;
}

/** `text` as a literal in a RegExp. */
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

withProgram('etcd', binary, 'set $ETCD_BIN or put etcd on PATH (`apt-get install -y etcd-server`)', (etcdBinary) => {
  describe('ctl server --storage=etcd over TLS', () => {
    let pki: TestPki;
    /** Certificates from another CA: etcd trusts none of them, and they do not verify etcd. */
    let stranger: TestPki;
    let etcd: EtcdProcess;

    beforeAll(async () => {
      pki = createTestPki();
      stranger = createTestPki();
      etcd = await startEtcd({
        binary: etcdBinary,
        tls: { certFile: pki.serverCertFile, keyFile: pki.serverKeyFile, trustedCaFile: pki.caFile, clientCertAuth: true },
      });
    }, 30_000);

    afterAll(async () => {
      await etcd?.stop();
      pki?.cleanup();
      stranger?.cleanup();
    });

    const etcdFlags = (): string[] => ['--storage', 'etcd', '--etcd-servers', etcd.endpoint, '--etcd-prefix', '/ctl-tls'];

    it('with --etcd-cafile, --etcd-certfile and --etcd-keyfile: writes reach etcd and readyz reports etcd ok', async () => {
      const tlsFlags = ['--etcd-cafile', pki.caFile, '--etcd-certfile', pki.clientCertFile, '--etcd-keyfile', pki.clientKeyFile];
      expect(etcd.endpoint).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const first = await serve([...etcdFlags(), ...tlsFlags]);
      let rv: string;
      try {
        expect(first.cli.stdout()).toContain(`(etcd at ${etcd.endpoint})`);
        const created = await fetch(first.url + RC, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name: 'over-tls' }, handler: 'runc' }),
        });
        expect(created.status).toBe(201);
        rv = ((await created.json()) as { metadata: { resourceVersion: string } }).metadata.resourceVersion;
        const readyz = await fetch(`${first.url}/readyz?verbose`);
        expect(readyz.status).toBe(200);
        const checks = (await readyz.text()).split('\n');
        expect(checks).toContain('[+]etcd ok');
        expect(checks).toContain('readyz check passed');
      } finally {
        const result = await first.cli.interrupt();
        expect(result.code).toBe(0);
        // Connecting over TLS to an IP address prints no Node deprecation warning.
        expect(ownStderr(result)).not.toContain('DEP0123');
      }
      // A new process has nothing in memory: what it reads comes from etcd, over TLS.
      const second = await serve([...etcdFlags(), ...tlsFlags]);
      try {
        const got = await fetch(`${second.url}${RC}/over-tls`);
        expect(got.status).toBe(200);
        const body = (await got.json()) as { handler: string; metadata: { resourceVersion: string } };
        expect(body.handler).toBe('runc');
        expect(body.metadata.resourceVersion).toBe(rv);
      } finally {
        expect((await second.cli.interrupt()).code).toBe(0);
      }
    }, 60_000);

    it('with only --etcd-cafile (no client certificate): exit 1 and one line saying etcd requires one', async () => {
      const r = await runCli(['server', '--port', '0', ...etcdFlags(), '--etcd-cafile', pki.caFile]);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe('');
      // Go's TLS server answers a missing client certificate with "bad certificate" (Go < 1.21,
      // as in etcd 3.4) or "certificate required" (later Go).
      expect(ownStderr(r)).toMatch(
        new RegExp(
          `^error: cannot reach etcd at ${escape(etcd.endpoint)}: etcd refused the TLS handshake \\(alert "(bad certificate|certificate required)"\\): ` +
            'it requires a client certificate; pass --etcd-certfile and --etcd-keyfile\n$',
        ),
      );
    }, 30_000);

    it('with a CA that did not sign etcd\'s certificate: exit 1 and one line naming the CA file', async () => {
      const r = await runCli([
        'server', '--port', '0', ...etcdFlags(),
        '--etcd-cafile', stranger.caFile, '--etcd-certfile', pki.clientCertFile, '--etcd-keyfile', pki.clientKeyFile,
      ]);
      expect(r.code).toBe(1);
      expect(ownStderr(r)).toMatch(
        new RegExp(`^error: cannot reach etcd at ${escape(etcd.endpoint)}: cannot verify etcd's serving certificate with the CA in ${escape(stranger.caFile)} \\([^\\n]+\\)\n$`),
      );
    }, 30_000);

    it('a --etcd-cafile that does not exist: exit 1 and an error naming the flag and the file', async () => {
      const missing = join(pki.dir, 'no-such-ca.pem');
      const r = await runCli([
        'server', '--port', '0', ...etcdFlags(),
        '--etcd-cafile', missing, '--etcd-certfile', pki.clientCertFile, '--etcd-keyfile', pki.clientKeyFile,
      ]);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(`error: --etcd-cafile: ENOENT: no such file or directory, open '${missing}'\n`);
    });

    it('a --etcd-keyfile that is not the key of --etcd-certfile: exit 1, naming both files', async () => {
      const r = await runCli([
        'server', '--port', '0', ...etcdFlags(),
        '--etcd-cafile', pki.caFile, '--etcd-certfile', pki.clientCertFile, '--etcd-keyfile', stranger.clientKeyFile,
      ]);
      expect(r.code).toBe(1);
      expect(r.stderr).toBe(`error: --etcd-keyfile: ${stranger.clientKeyFile} is not the key of the certificate in ${pki.clientCertFile}\n`);
    });
  });
});
