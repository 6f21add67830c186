/**
 * Test helper: a throwaway PKI made with the `openssl` command line (not with the project's
 * own certificate code, so a test of TLS does not trust what it tests). One CA signs a server
 * certificate for 127.0.0.1 (subjectAltName IP:127.0.0.1, DNS:localhost; extendedKeyUsage
 * serverAuth and clientAuth, since etcd with --client-cert-auth dials itself with its serving
 * certificate) and a client certificate (extendedKeyUsage clientAuth). Keys are EC P-256 (fast
 * to make); certificates are valid for 2 days.
 *
 * The binary is `$OPENSSL_BIN`, else `openssl` on PATH; when it is missing or fails,
 * `createTestPki()` throws an error that says so and shows openssl's output.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestPki {
  /** The folder holding every file below. */
  readonly dir: string;
  /** PEM CA certificate that signed both certificates below. */
  readonly caFile: string;
  /** PEM server certificate for 127.0.0.1 and localhost, and its key. */
  readonly serverCertFile: string;
  readonly serverKeyFile: string;
  /** PEM client certificate (CN `commonName`, default `ctl-test-client`), and its key. */
  readonly clientCertFile: string;
  readonly clientKeyFile: string;
  /** Remove `dir`; idempotent. */
  cleanup(): void;
}

/** `$OPENSSL_BIN`, else `openssl` (looked up on PATH when run). */
function opensslBinary(): string {
  const fromEnv = process.env['OPENSSL_BIN'];
  return fromEnv !== undefined && fromEnv !== '' ? fromEnv : 'openssl';
}

/** Run openssl with `args` in `cwd`; throws with its stderr when it cannot start or exits non-zero. */
function openssl(args: readonly string[], cwd: string): void {
  const binary = opensslBinary();
  const run = spawnSync(binary, [...args], { cwd, encoding: 'utf8' });
  if (run.error !== undefined) {
    const missing = (run.error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new Error(
      missing
        ? `openssl is not installed (no ${binary} on PATH), so the test certificates cannot be made: install it (\`apt-get install -y openssl\`) or set $OPENSSL_BIN`
        : `cannot run ${binary}: ${run.error.message}`,
    );
  }
  if (run.status !== 0) throw new Error(`${binary} ${args.join(' ')} exited with ${run.status ?? run.signal}:\n${run.stderr}`);
}

/** A fresh EC P-256 key in `file` (PKCS#8 PEM). */
function newKey(file: string, cwd: string): void {
  openssl(['genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256', '-out', file], cwd);
}

/** A certificate for `key` with subject `cn` and the given extensions, signed by ca.pem/ca-key.pem. */
function signed(name: string, cn: string, extensions: string, cwd: string): void {
  newKey(`${name}-key.pem`, cwd);
  openssl(['req', '-new', '-key', `${name}-key.pem`, '-subj', `/CN=${cn}`, '-out', `${name}.csr`], cwd);
  writeFileSync(join(cwd, `${name}.ext`), extensions);
  openssl(
    ['x509', '-req', '-in', `${name}.csr`, '-CA', 'ca.pem', '-CAkey', 'ca-key.pem', '-CAcreateserial', '-days', '2', '-sha256', '-extfile', `${name}.ext`, '-out', `${name}.pem`],
    cwd,
  );
}

/**
 * Make the CA, server and client certificates in a new temporary folder. The caller owns the
 * folder and removes it with `cleanup()` (it is removed here if making a file fails).
 */
export function createTestPki(options: { commonName?: string } = {}): TestPki {
  const dir = mkdtempSync(join(tmpdir(), 'ctl-pki-'));
  const cleanup = (): void => rmSync(dir, { recursive: true, force: true });
  try {
    newKey('ca-key.pem', dir);
    openssl(
      [
        'req', '-x509', '-new', '-key', 'ca-key.pem', '-subj', '/CN=ctl-test-ca', '-days', '2', '-sha256',
        '-addext', 'basicConstraints=critical,CA:TRUE',
        '-addext', 'keyUsage=critical,keyCertSign,cRLSign',
        '-out', 'ca.pem',
      ],
      dir,
    );
    signed(
      'server',
      'ctl-test-server',
      'basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth,clientAuth\nsubjectAltName=IP:127.0.0.1,DNS:localhost\n',
      dir,
    );
    signed(
      'client',
      options.commonName ?? 'ctl-test-client',
      'basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature,keyEncipherment\nextendedKeyUsage=clientAuth\n',
      dir,
    );
  } catch (err) {
    cleanup();
    throw err;
  }
  return {
    dir,
    caFile: join(dir, 'ca.pem'),
    serverCertFile: join(dir, 'server.pem'),
    serverKeyFile: join(dir, 'server-key.pem'),
    clientCertFile: join(dir, 'client.pem'),
    clientKeyFile: join(dir, 'client-key.pem'),
    cleanup,
  };
}
