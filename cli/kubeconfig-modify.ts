/**
 * client-go `clientcmd.ModifyConfig` for the kubeconfig commands that change clusters,
 * users and contexts as a whole (set-cluster, set-credentials, delete-context,
 * rename-context, set, unset): the merged starting configuration is changed in memory,
 * then each changed stanza is written back to the file it came from (a new one to the
 * default file), each removed one is removed from its file, and a changed current-context
 * goes where kubeconfig-writer.ts's writeCurrentContext puts it. Files are written whole
 * with serializeKubeconfig, as the other `config` commands write them.
 */
import * as nodePath from 'node:path';
import {
  serializeKubeconfig,
  type KubeconfigCluster,
  type KubeconfigContext,
  type KubeconfigFile,
  type KubeconfigPreferences,
  type KubeconfigUser,
} from '../src/client/config/kubeconfig.js';
import {
  kubeconfigDefaultFilename,
  loadStartingConfig,
  readKubeconfigFile,
  writeCurrentContext,
  writeFileToDisk,
  type KubeconfigAccess,
} from '../src/client/config/kubeconfig-writer.js';

/** The editable configuration: plain records keyed by name. */
export interface EditableConfig {
  clusters: Record<string, KubeconfigCluster>;
  users: Record<string, KubeconfigUser>;
  contexts: Record<string, KubeconfigContext>;
  currentContext: string;
  preferences: KubeconfigPreferences;
}

type Stanza = 'clusters' | 'users' | 'contexts';
const INNER: Record<Stanza, 'cluster' | 'user' | 'context'> = { clusters: 'cluster', users: 'user', contexts: 'context' };

function write(access: KubeconfigAccess, path: string, file: KubeconfigFile): void {
  (access.writeFile ?? writeFileToDisk)(nodePath.resolve(access.cwd ?? process.cwd(), path), serializeKubeconfig(file));
}

/** Loads the starting configuration, lets `mutate` change it, writes what changed. */
export function modifyKubeconfig<R>(access: KubeconfigAccess, mutate: (config: EditableConfig) => R): R {
  const start = loadStartingConfig(access);
  const origin: Record<Stanza, Map<string, string | undefined>> = { clusters: new Map(), users: new Map(), contexts: new Map() };
  const config: EditableConfig = { clusters: {}, users: {}, contexts: {}, currentContext: start.currentContext, preferences: structuredClone(start.preferences) };
  for (const [n, e] of start.clusters) {
    config.clusters[n] = structuredClone(e.cluster);
    origin.clusters.set(n, e.locationOfOrigin);
  }
  for (const [n, e] of start.users) {
    config.users[n] = structuredClone(e.user);
    origin.users.set(n, e.locationOfOrigin);
  }
  for (const [n, e] of start.contexts) {
    config.contexts[n] = structuredClone(e.context);
    origin.contexts.set(n, e.locationOfOrigin);
  }
  const before = structuredClone(config);
  const result = mutate(config);
  const target = (location: string | undefined) => access.explicitPath ?? location ?? kubeconfigDefaultFilename(access);
  for (const stanza of ['clusters', 'users', 'contexts'] as const) {
    const inner = INNER[stanza];
    const now = config[stanza] as Record<string, unknown>;
    const was = before[stanza] as Record<string, unknown>;
    for (const name of Object.keys(now)) {
      if (name in was && JSON.stringify(was[name]) === JSON.stringify(now[name])) continue;
      const path = target(origin[stanza].get(name));
      const file = readKubeconfigFile(access, path);
      const list = ((file[stanza] ?? []) as unknown as Array<{ name: string }>).filter((e) => e.name !== name);
      write(access, path, { ...file, [stanza]: [...list, { name, [inner]: now[name] }] });
    }
    for (const name of Object.keys(was)) {
      if (name in now) continue;
      const path = target(origin[stanza].get(name));
      const file = readKubeconfigFile(access, path);
      write(access, path, { ...file, [stanza]: ((file[stanza] ?? []) as unknown as Array<{ name: string }>).filter((e) => e.name !== name) });
    }
  }
  if (JSON.stringify(config.preferences) !== JSON.stringify(before.preferences)) {
    const path = target(undefined);
    write(access, path, { ...readKubeconfigFile(access, path), preferences: config.preferences });
  }
  if (config.currentContext !== before.currentContext) writeCurrentContext(access, config.currentContext);
  return result;
}

/** The file kubectl names in delete-context/rename-context messages. */
export function kubeconfigFileForMessages(access: KubeconfigAccess): string {
  return access.explicitPath ?? kubeconfigDefaultFilename(access);
}
