/**
 * Issue 11: a stock kubectl's `auth whoami` and `auth can-i` against the reference server, with
 * a token user and a policy. kubectl posts SelfSubjectReview / SelfSubjectAccessReview /
 * SelfSubjectRulesReview to upstream's group names (authentication.k8s.io, authorization.k8s.io)
 * and decodes the answers as those types. Without kubectl the file fails with one test saying so.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PolicyAuthorizer } from '../../src/server/auth/authorizer.js';
import { RequestAuthenticator } from '../../src/server/auth/authenticator.js';
import { createCertificateAuthority, createServingCertificate } from '../../src/server/auth/certificates.js';
import { loadPolicy } from '../../src/server/auth/policy.js';
import { loadTokenFile } from '../../src/server/auth/token-file.js';
import { withProgram } from '../support/prerequisite.js';
import { startCluster } from './harness.js';

function findKubectl(): string | undefined {
  try {
    execFileSync('kubectl', ['version', '--client'], { stdio: 'ignore' });
    return 'kubectl';
  } catch {
    return undefined;
  }
}
const KUBECTL = findKubectl();

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

const policy = loadPolicy(`
roles:
- name: alice-reads
  subjects: [{kind: User, name: alice}]
  rules:
  - {apiGroups: [node.cluster.io], resources: [runtimeclasses], verbs: [get, list, watch]}
  - {nonResourceURLs: ["/metrics"], verbs: [get]}
- name: impersonator
  subjects: [{kind: User, name: boss}]
  rules:
  - {apiGroups: [""], resources: [users, groups], verbs: [impersonate]}
`);
const tokens = loadTokenFile('alice-token,alice,u-alice,"devs"\nboss-token,boss,u-boss\n', 'tokens.csv');

// kubectl sends bearer tokens only over TLS.
const ca = createCertificateAuthority();
const serving = createServingCertificate(ca);

async function kubectlAs(token: string) {
  const { url } = await startCluster({
    tls: { cert: serving.certPem, key: serving.keyPem },
    authenticator: new RequestAuthenticator({ tokenFile: tokens }),
    authorizer: new PolicyAuthorizer(policy),
  });
  const dir = mkdtempSync(join(tmpdir(), 'ctl-kubectl-auth-'));
  const kubeconfig = join(dir, 'config');
  writeFileSync(
    kubeconfig,
    `apiVersion: v1\nkind: Config\nclusters:\n- name: c\n  cluster:\n    server: ${url}\n    certificate-authority-data: ${Buffer.from(ca.certPem).toString('base64')}\nusers:\n- name: u\n  user:\n    token: ${token}\ncontexts:\n- name: x\n  context: {cluster: c, user: u}\ncurrent-context: x\n`,
  );
  return (args: string[]): Promise<Run> =>
    new Promise((resolve, reject) => {
      const child = spawn(KUBECTL!, ['--kubeconfig', kubeconfig, '--cache-dir', join(dir, 'cache'), ...args], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { PATH: process.env.PATH ?? '', HOME: dir },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
      child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
}

withProgram('kubectl', KUBECTL, 'install kubectl (the machine image carries it as /usr/bin/kubectl)', () =>
  describe('stock kubectl auth', () => {
    it('auth whoami prints the user, uid and groups; -o json the SelfSubjectReview', async () => {
      const run = await kubectlAs('alice-token');
      const table = await run(['auth', 'whoami']);
      expect(table.stderr).toBe('');
      expect(table.code).toBe(0);
      expect(table.stdout).toMatch(/^ATTRIBUTE\s+VALUE\nUsername\s+alice\nUID\s+u-alice\nGroups\s+\[devs system:authenticated\]\n$/);
      const json = await run(['auth', 'whoami', '-o', 'json']);
      expect(json.code).toBe(0);
      const review = JSON.parse(json.stdout);
      expect(review).toMatchObject({
        kind: 'SelfSubjectReview',
        apiVersion: 'authentication.k8s.io/v1',
        status: { userInfo: { username: 'alice', uid: 'u-alice', groups: ['devs', 'system:authenticated'] } },
      });
      expect(review.metadata.creationTimestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    });

    it('auth whoami --as reports the impersonated user', async () => {
      const run = await kubectlAs('boss-token');
      const r = await run(['auth', 'whoami', '--as', 'carol', '--as-group', 'testers']);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^ATTRIBUTE\s+VALUE\nUsername\s+carol\nGroups\s+\[testers system:authenticated\]\n$/);
    });

    it('auth can-i: yes (exit 0) when the policy allows, no (exit 1) when it does not', async () => {
      const run = await kubectlAs('alice-token');
      const yes = await run(['auth', 'can-i', 'list', 'runtimeclasses']);
      expect(yes).toMatchObject({ code: 0, stdout: 'yes\n' });
      const no = await run(['auth', 'can-i', 'delete', 'runtimeclasses']);
      expect(no).toMatchObject({ code: 1, stdout: 'no\n' });
      const nonResource = await run(['auth', 'can-i', 'get', '/metrics']);
      expect(nonResource).toMatchObject({ code: 0, stdout: 'yes\n' });
      const quiet = await run(['auth', 'can-i', 'create', 'leasecandidates', '-n', 'default', '--quiet']);
      expect(quiet).toMatchObject({ code: 1, stdout: '' });
    });

    it('auth can-i --list prints the rules the server enumerates', async () => {
      const run = await kubectlAs('alice-token');
      const r = await run(['auth', 'can-i', '--list']);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      const lines = r.stdout.split('\n');
      expect(lines[0]).toMatch(/^Resources\s+Non-Resource URLs\s+Resource Names\s+Verbs$/);
      expect(r.stdout).toMatch(/^selfsubjectreviews\.authentication\.cluster\.io\s+\[\]\s+\[\]\s+\[create\]$/m);
      expect(r.stdout).toMatch(/^selfsubjectaccessreviews\.authorization\.cluster\.io\s+\[\]\s+\[\]\s+\[create\]$/m);
      expect(r.stdout).toMatch(/^runtimeclasses\.node\.cluster\.io\s+\[\]\s+\[\]\s+\[get list watch\]$/m);
      expect(r.stdout).toMatch(/^\s+\[\/metrics\]\s+\[\]\s+\[get\]$/m);
      expect(r.stdout).toMatch(/^\s+\[\/api\/\*\]\s+\[\]\s+\[get\]$/m);
    });
  }),
);
