/**
 * `ctl server`: run the reference API server standalone with its embedded store, on
 * loopback by default, until interrupted.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CommandIO } from '../io.js';

export interface ServerCommandOptions {
  readonly port: number;
  readonly bindAddress: string;
  readonly demo: boolean;
  /** Write a kubeconfig pointing at this server to this path. */
  readonly writeKubeconfig?: string;
}

export async function runServer(opts: ServerCommandOptions, io: CommandIO, signal?: AbortSignal): Promise<number> {
  const { startServer } = await import('../../src/server/index.js');
  const { DEMO_OBJECTS } = await import('../../src/server/demo-data.js');
  const server = await startServer({ port: opts.port, host: opts.bindAddress, ...(opts.demo ? { seed: DEMO_OBJECTS } : {}) });
  io.stdout.write(`Serving the cluster.io API on ${server.url} (embedded in-memory store${opts.demo ? ', demo objects loaded' : ''})\n`);
  if (opts.writeKubeconfig) {
    const { serializeKubeconfig } = await import('../../src/client/config/kubeconfig.js');
    mkdirSync(dirname(opts.writeKubeconfig), { recursive: true });
    writeFileSync(opts.writeKubeconfig, serializeKubeconfig(localKubeconfig(server.url)), { mode: 0o600 });
    io.stdout.write(`Wrote kubeconfig to ${opts.writeKubeconfig}\n`);
  }
  io.stdout.write('Press Ctrl+C to stop.\n');
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    signal?.addEventListener('abort', stop, { once: true });
  });
  await server.close();
  return 0;
}

export function localKubeconfig(url: string) {
  return {
    apiVersion: 'v1',
    kind: 'Config',
    clusters: [{ name: 'ctl-local', cluster: { server: url } }],
    users: [{ name: 'ctl-local', user: {} }],
    contexts: [{ name: 'ctl-local', context: { cluster: 'ctl-local', user: 'ctl-local', namespace: 'default' } }],
    'current-context': 'ctl-local',
  };
}
