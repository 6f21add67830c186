/**
 * Test helper: an etcd cluster of several members on loopback ports, each with its data in a
 * fresh temp folder, for tests of servers that must stay correct while a member dies.
 * The binary is found as for `startEtcd` (test/support/etcd.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findEtcdBinary, freePort, spawnMember, type Member } from './etcd.js';

export interface EtcdCluster {
  /** Client URLs of all members, `http://127.0.0.1:<port>`. */
  readonly endpoints: readonly string[];
  /** SIGKILL one member (by index); the others keep quorum when a majority is left. */
  kill(index: number): Promise<void>;
  /** Kill every member and remove the data dirs; idempotent. */
  stop(): Promise<void>;
}

/** Start `size` members forming one new cluster; resolves once every member is healthy. */
export async function startEtcdCluster(size: number, options: { binary?: string; readyTimeoutMs?: number } = {}): Promise<EtcdCluster> {
  const binary = options.binary ?? findEtcdBinary();
  if (binary === undefined) throw new Error('no etcd binary: set $ETCD_BIN or put etcd on PATH');
  const used = new Set<number>();
  const port = async (): Promise<number> => {
    for (;;) {
      const p = await freePort();
      if (!used.has(p)) {
        used.add(p);
        return p;
      }
    }
  };
  const specs: Array<{ name: string; client: string; peer: string; dataDir: string }> = [];
  for (let i = 0; i < size; i++) {
    specs.push({
      name: `m${i}`,
      client: `http://127.0.0.1:${await port()}`,
      peer: `http://127.0.0.1:${await port()}`,
      dataDir: mkdtempSync(join(tmpdir(), `ctl-etcd-m${i}-`)),
    });
  }
  const initialCluster = specs.map((s) => `${s.name}=${s.peer}`).join(',');
  const token = `ctl-test-${process.pid}-${Date.now()}`;
  const members: Array<Member | undefined> = specs.map((s) =>
    spawnMember(binary, [
      '--name', s.name,
      '--data-dir', s.dataDir,
      '--listen-client-urls', s.client,
      '--advertise-client-urls', s.client,
      '--listen-peer-urls', s.peer,
      '--initial-advertise-peer-urls', s.peer,
      '--initial-cluster', initialCluster,
      '--initial-cluster-token', token,
      '--initial-cluster-state', 'new',
      '--log-level', 'error',
    ]),
  );
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    await Promise.all(members.map((m) => m?.kill()));
    for (const s of specs) rmSync(s.dataDir, { recursive: true, force: true });
  };
  try {
    // A member is healthy only once the cluster has a leader, so all must be up together.
    await Promise.all(members.map((m, i) => m!.ready(specs[i]!.client, options.readyTimeoutMs ?? 30_000)));
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    endpoints: specs.map((s) => s.client),
    kill: async (index) => {
      await members[index]?.kill();
      members[index] = undefined;
    },
    stop,
  };
}
