/**
 * Global flags -> kubeconfig -> client, as kubectl resolves them: --kubeconfig, else
 * $KUBECONFIG, else ~/.kube/config; --context/--cluster/--user/--server/--namespace
 * override the file. With nothing configured the server is http://localhost:8080,
 * kubectl's historical default (which `ctl server` listens on).
 */
import type { Client } from '../src/client/client.js';
import type { CliContext } from './context.js';
import { resolveResourceOrFail } from './context.js';
import { loadKubeconfig, resolveContext } from '../src/client/config/kubeconfig.js';

export interface GlobalFlags {
  readonly kubeconfig?: string | undefined;
  readonly context?: string | undefined;
  readonly cluster?: string | undefined;
  readonly user?: string | undefined;
  readonly server?: string | undefined;
  readonly namespace?: string | undefined;
  readonly token?: string | undefined;
  readonly insecureSkipTlsVerify?: boolean | undefined;
}

export const DEFAULT_SERVER = 'http://localhost:8080';

interface Resolved {
  readonly namespace: string;
  readonly build: () => Promise<Client>;
}

function resolve(flags: GlobalFlags): Resolved {
  // Resolved synchronously: the kubeconfig decides the namespace before any command runs.
  const merged = loadKubeconfig({ ...(flags.kubeconfig ? { explicitPath: flags.kubeconfig } : {}) });
  const cfg = resolveContext(merged, {
    ...(flags.context ? { context: flags.context } : {}),
    ...(flags.cluster ? { cluster: flags.cluster } : {}),
    ...(flags.user ? { user: flags.user } : {}),
    ...(flags.server ? { server: flags.server } : {}),
    ...(flags.namespace ? { namespace: flags.namespace } : {}),
    ...(flags.token ? { token: flags.token } : {}),
    ...(flags.insecureSkipTlsVerify ? { insecureSkipTlsVerify: true } : {}),
    defaultServer: DEFAULT_SERVER,
  });
  return {
    namespace: cfg.namespace,
    build: async () => {
      const { createClient } = await import('../src/client/client.js');
      const t = cfg.tls;
      const tls = {
        ...(t.caData ? { ca: t.caData } : {}),
        ...(t.certData ? { cert: t.certData } : {}),
        ...(t.keyData ? { key: t.keyData } : {}),
        ...(t.insecureSkipTLSVerify ? { insecureSkipTLSVerify: true } : {}),
        ...(t.serverName ? { serverName: t.serverName } : {}),
      };
      return createClient({
        server: cfg.server,
        tls,
        ...(cfg.auth.tokenFile ? { tokenFile: cfg.auth.tokenFile } : cfg.auth.token ? { token: cfg.auth.token } : {}),
        onWarning: (w) => process.stderr.write(`Warning: ${w}\n`),
      });
    },
  };
}

export function makeCliContext(flags: GlobalFlags): CliContext {
  let resolved: Resolved | undefined;
  const get = () => (resolved ??= resolve(flags));
  let client: Promise<Client> | undefined;
  return {
    get namespace() {
      return get().namespace;
    },
    namespaceExplicit: flags.namespace !== undefined,
    client: () => (client ??= get().build()),
    resolveResource: resolveResourceOrFail,
    now: () => new Date(),
  };
}
