/**
 * Two `ctl server --storage=etcd` processes on a three-member etcd cluster serve one API:
 * writes go through both; a watch on each server sees every event once, in revision order,
 * and both see the same sequence; one etcd member is killed mid-way and writes continue; an
 * informer on each server converges on the state both servers list.
 * Without an etcd binary the file fails with one test saying what to install.
 */
import { describe, expect, it, vi } from 'vitest';
import { createClient, type Client } from '../../src/client/client.js';
import { createInformer } from '../../src/client/cache/informer.js';
import { isNotFound } from '../../src/meta/status.js';
import type { RuntimeClass } from '../../src/meta/types.js';
import { findEtcdBinary } from '../support/etcd.js';
import { startEtcdCluster } from '../support/etcd-cluster.js';
import { withProgram } from '../support/prerequisite.js';
import { prng } from '../support/prng.js';
import { spawnCli, type LiveCli } from './run-cli.js';

const RC = '/apis/node.cluster.io/v1/runtimeclasses';
const binary = findEtcdBinary();

interface Seen {
  readonly type: string;
  readonly name: string;
  readonly rv: number;
}

async function serverOn(endpoints: readonly string[]): Promise<{ cli: LiveCli; url: string }> {
  const cli = spawnCli(['server', '--port', '0', '--storage', 'etcd', '--etcd-servers', endpoints.join(','), '--etcd-prefix', '/cluster-test']);
  await cli.waitForStdout('Press Ctrl+C');
  return { cli, url: /on (http:\/\/\S+) /.exec(cli.stdout())![1]! };
}

/** A raw watch from `rv`: every event's type, name and resourceVersion, in arrival order. */
function watchFrom(url: string, rv: string): { events: Seen[]; close(): void } {
  const events: Seen[] = [];
  const controller = new AbortController();
  void (async () => {
    const response = await fetch(`${url}${RC}?watch=1&resourceVersion=${rv}&timeoutSeconds=600`, { signal: controller.signal });
    const decoder = new TextDecoder();
    let buffered = '';
    for await (const chunk of response.body!) {
      buffered += decoder.decode(chunk as Uint8Array, { stream: true });
      let newline: number;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        const event = JSON.parse(line) as { type: string; object: { metadata: { name: string; resourceVersion: string } } };
        events.push({ type: event.type, name: event.object.metadata.name, rv: Number(event.object.metadata.resourceVersion) });
      }
    }
  })().catch(() => undefined);
  return { events, close: () => controller.abort() };
}

withProgram('etcd', binary, 'set $ETCD_BIN or put etcd on PATH (`apt-get install -y etcd-server`)', (etcdBinary) => {
  describe('ctl server on a three-member etcd cluster', () => {
    it('two servers serve one API while a member dies; watches agree event for event; informers converge', async () => {
      const cluster = await startEtcdCluster(3, { binary: etcdBinary });
      const servers = [await serverOn(cluster.endpoints), await serverOn(cluster.endpoints)];
      const controller = new AbortController();
      const watches: Array<ReturnType<typeof watchFrom>> = [];
      try {
        const clients: Client[] = servers.map((s) => createClient({ server: s.url, retry: false }));
        const start = (await clients[1]!.runtimeClasses.list()).metadata!.resourceVersion!;
        for (const s of servers) watches.push(watchFrom(s.url, start));
        const informers = clients.map((c) =>
          createInformer<RuntimeClass>({ listerWatcher: c.runtimeClasses, backoff: { initialMs: 10, maxMs: 200 }, onError: () => {} }),
        );
        for (const informer of informers) informer.start(controller.signal);
        await Promise.all(informers.map((i) => i.synced()));

        const random = prng(20261124);
        const names = Array.from({ length: 6 }, (_, i) => `rc-${i}`);
        /** Acknowledged writes: the revision each create/update was given, deletes by name. */
        const acknowledged: Seen[] = [];
        let uncertain = 0;
        const steps = 90;
        for (let step = 0; step < steps; step++) {
          if (step === 30) await cluster.kill(0);
          const client = clients[step % 2]!;
          const name = names[Math.floor(random() * names.length)]!;
          try {
            let existing: RuntimeClass | undefined;
            try {
              existing = await client.runtimeClasses.get(name);
            } catch (err) {
              if (!isNotFound(err)) throw err;
            }
            if (existing === undefined) {
              const created = await client.runtimeClasses.create({ metadata: { name }, handler: 'h' });
              acknowledged.push({ type: 'ADDED', name, rv: Number(created.metadata!.resourceVersion) });
            } else if (random() < 0.7) {
              const updated = await client.runtimeClasses.update({ ...existing, metadata: { ...existing.metadata, labels: { step: String(step) } } });
              acknowledged.push({ type: 'MODIFIED', name, rv: Number(updated.metadata!.resourceVersion) });
            } else {
              await client.runtimeClasses.delete(name);
              acknowledged.push({ type: 'DELETED', name, rv: 0 });
            }
          } catch {
            // A write in flight to the member that was killed: its outcome is unknown to the
            // client (the watches below show whether it happened). Conflicts from another
            // server's concurrent view are not expected: writes here are sequential.
            uncertain++;
          }
        }
        // Writes continued after the member died.
        expect(acknowledged.length).toBeGreaterThan(steps - 5);
        expect(uncertain).toBeLessThanOrEqual(3);

        const final = await clients[0]!.runtimeClasses.list();
        const finalRv = Number(final.metadata!.resourceVersion);
        const deletes = (name: string, events: readonly Seen[]) => events.filter((e) => e.type === 'DELETED' && e.name === name).length;
        /** Every acknowledged write is in `events` (deletes counted per name: their revision is not returned). */
        const hasAll = (events: readonly Seen[]) =>
          acknowledged.every((w) => w.type === 'DELETED' || events.some((e) => e.type === w.type && e.name === w.name && e.rv === w.rv)) &&
          names.every((name) => deletes(name, events) >= acknowledged.filter((w) => w.type === 'DELETED' && w.name === name).length);
        for (const watch of watches) {
          await vi.waitFor(() => expect(hasAll(watch.events)).toBe(true), { timeout: 20_000, interval: 20 });
        }
        // Once each, in revision order, and the same sequence on both servers.
        for (const watch of watches) {
          for (let i = 1; i < watch.events.length; i++) expect(watch.events[i]!.rv).toBeGreaterThan(watch.events[i - 1]!.rv);
        }
        const common = Math.min(...watches.map((w) => w.events[w.events.length - 1]!.rv));
        const upTo = (events: readonly Seen[]) => events.filter((e) => e.rv <= common);
        expect(upTo(watches[1]!.events)).toEqual(upTo(watches[0]!.events));
        expect(upTo(watches[0]!.events).length).toBeGreaterThanOrEqual(acknowledged.length);

        // Both servers list the same state, and each informer converges on it.
        const listB = await clients[1]!.runtimeClasses.list({ resourceVersion: String(finalRv), resourceVersionMatch: 'NotOlderThan' });
        const state = (items: readonly RuntimeClass[]) => items.map((o) => `${o.metadata!.name}@${o.metadata!.resourceVersion}`).sort();
        expect(state(listB.items)).toEqual(state(final.items));
        for (const informer of informers) {
          await vi.waitFor(() => expect(state(informer.lister().list())).toEqual(state(final.items)), { timeout: 20_000, interval: 20 });
        }
      } finally {
        controller.abort();
        for (const watch of watches) watch.close();
        for (const s of servers) await s.cli.interrupt();
        await cluster.stop();
      }
    }, 120_000);
  });
});
