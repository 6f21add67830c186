import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolatedHome, runCli, spawnCli } from './run-cli.js';

describe('ctl server', () => {
  it('serves HTTPS with authentication and writes a kubeconfig that works', async () => {
    const dir = isolatedHome();
    const kubeconfig = join(dir, 'kubeconfig');
    const server = spawnCli(['server', '--tls', '--port', '0', '--demo', '--data-dir', join(dir, 'data'), '--write-kubeconfig', kubeconfig]);
    await server.waitForStdout('Wrote kubeconfig');
    try {
      const ok = await runCli(['get', 'runtimeclasses', '-o', 'name', '--kubeconfig', kubeconfig]);
      expect(ok).toEqual({
        code: 0,
        stderr: '',
        stdout: 'runtimeclass.node.cluster.io/gvisor\nruntimeclass.node.cluster.io/kata-containers\nruntimeclass.node.cluster.io/runc\n',
      });
      // Same server, no credentials: 401 like kubectl shows it.
      const url = /on (https:\/\/\S+) /.exec(server.stdout())![1]!;
      const denied = await runCli(['get', 'runtimeclasses', '--server', url, '--insecure-skip-tls-verify']);
      expect(denied.code).toBe(1);
      expect(denied.stderr).toContain('Unauthorized');
    } finally {
      const stopped = await server.interrupt();
      expect(stopped.code).toBe(0);
    }
  });

  it('rejects an unknown feature gate with upstream text', async () => {
    const r = await runCli(['server', '--port', '0', '--storage', 'memory', '--feature-gates', 'Foo=true']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('error: unrecognized feature gate: Foo\n');
  });
});
