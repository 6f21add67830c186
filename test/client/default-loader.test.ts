/**
 * `createClient()` with no options: client-go's default loading rules ($KUBECONFIG list
 * merged, else ~/.kube/config, current context; EmptyConfig when nothing is configured)
 * against a real server. The environment is stubbed per test (vitest runs files in worker
 * threads, each with its own copy of process.env).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../src/client/client.js';
import { isConfigError, isEmptyConfigError } from '../../src/client/config/config-error.js';
import { startCluster } from '../e2e/harness.js';

const dirs: string[] = [];
afterEach(() => {
  vi.unstubAllEnvs();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function temp(): string {
  const d = mkdtempSync(join(tmpdir(), 'default-loader-'));
  dirs.push(d);
  return d;
}

function isolate(home: string): void {
  vi.stubEnv('HOME', home);
  vi.stubEnv('KUBECONFIG', undefined);
  vi.stubEnv('KUBERNETES_SERVICE_HOST', undefined);
  vi.stubEnv('KUBERNETES_SERVICE_PORT', undefined);
  vi.stubEnv('HTTPS_PROXY', undefined);
  vi.stubEnv('HTTP_PROXY', undefined);
}

describe('createClient() with no options', () => {
  it('merges the $KUBECONFIG list: current-context from the first file, the context and cluster from the second', async () => {
    const cluster = await startCluster();
    await cluster.client.runtimeClasses.create({ metadata: { name: 'from-kubeconfig' }, handler: 'h' });
    const d = temp();
    isolate(d);
    const first = join(d, 'first.yaml');
    const second = join(d, 'second.yaml');
    writeFileSync(first, 'apiVersion: v1\nkind: Config\ncurrent-context: dev\n');
    writeFileSync(
      second,
      `apiVersion: v1\nkind: Config\ncurrent-context: other\nclusters:\n- name: c\n  cluster:\n    server: ${cluster.url}\ncontexts:\n- name: dev\n  context:\n    cluster: c\n- name: other\n  context:\n    cluster: nowhere\n`,
    );
    vi.stubEnv('KUBECONFIG', [first, join(d, 'missing.yaml'), second].join(delimiter));
    const client = createClient();
    try {
      expect((await client.runtimeClasses.list()).items.map((i) => i.metadata?.name)).toEqual(['from-kubeconfig']);
    } finally {
      await client.close();
    }
  });

  it('reads ~/.kube/config when $KUBECONFIG is unset', async () => {
    const cluster = await startCluster();
    const home = temp();
    isolate(home);
    mkdirSync(join(home, '.kube'));
    writeFileSync(
      join(home, '.kube', 'config'),
      `apiVersion: v1\nkind: Config\ncurrent-context: home\nclusters:\n- name: c\n  cluster:\n    server: ${cluster.url}\ncontexts:\n- name: home\n  context:\n    cluster: c\n`,
    );
    const client = createClient();
    try {
      expect((await client.namespaces.list()).kind).toBe('NamespaceList');
    } finally {
      await client.close();
    }
  });

  it('with nothing configured anywhere throws the EmptyConfig ConfigError, as client-go', () => {
    isolate(temp());
    let err: unknown;
    try {
      createClient();
    } catch (e) {
      err = e;
    }
    expect(isConfigError(err)).toBe(true);
    expect(isEmptyConfigError(err)).toBe(true);
    expect((err as Error).message).toBe('invalid configuration: no configuration has been provided, try setting KUBERNETES_MASTER environment variable');
  });
});
