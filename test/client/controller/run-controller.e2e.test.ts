/**
 * runController end to end: an informer over LeaseCandidates on the in-process server, a
 * reconcile that writes back through the client (a label), retries on a manual clock, and
 * shutdown through an AbortSignal.
 */
import { describe, expect, it } from 'vitest';
import { createInformer } from '../../../src/client/cache/informer.js';
import { splitKey } from '../../../src/client/controller/keys.js';
import { runController } from '../../../src/client/controller/run-controller.js';
import type { LeaseCandidate } from '../../../src/meta/types.js';
import { startCluster, until } from '../../e2e/harness.js';
import { ManualClock } from '../../support/manual-clock.js';

const lc = (name: string): LeaseCandidate => ({
  metadata: { name },
  spec: { leaseName: 'kcm', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion' },
});

describe('runController against the in-process server', () => {
  it('reconciles LeaseCandidates to a steady state, retries a failure, sees deletions, and stops on abort', async () => {
    const { client } = await startCluster();
    const candidates = client.leaseCandidates.namespace('default');
    await candidates.create(lc('a'));
    await candidates.create(lc('flaky'));

    const clock = new ManualClock();
    const informer = createInformer<LeaseCandidate>({ listerWatcher: client.leaseCandidates, clock, onError: () => {} });
    const lister = informer.lister();
    const log: string[] = [];
    const errors: Error[] = [];
    let flakyFailures = 0;
    const abort = new AbortController();

    const controller = runController({
      signal: abort.signal,
      informers: [informer],
      clock,
      workers: 2,
      onError: (e) => void errors.push(e),
      reconcile: async (key, { signal }) => {
        const { namespace, name } = splitKey(key);
        const current = lister.get(namespace, name);
        if (!current) {
          log.push(`${key} gone`);
          return;
        }
        if (name === 'flaky' && flakyFailures++ === 0) throw new Error('transient');
        if (current.metadata?.labels?.['reconciled'] === 'true') {
          log.push(`${key} steady`);
          return;
        }
        log.push(`${key} label`);
        await client.leaseCandidates.namespace(namespace).patch(name, { metadata: { labels: { reconciled: 'true' } } }, { type: 'merge', signal });
      },
    });

    await controller.synced;
    // a: labelled, then its own update comes back through the watch and is steady.
    await until(() => log.includes('default/a steady'));
    // flaky failed once and waits for its 5 ms backoff on the controller's clock.
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'ERR_RECONCILE', key: 'default/flaky' });
    expect(log.filter((l) => l.startsWith('default/flaky'))).toEqual([]);
    expect(controller.queue.numRequeues('default/flaky')).toBe(1);
    await clock.advance(5);
    await until(() => log.includes('default/flaky steady'));
    expect(controller.queue.numRequeues('default/flaky')).toBe(0);

    // A new object, then a deletion.
    await candidates.create(lc('b'));
    await until(() => log.includes('default/b steady'));
    await candidates.delete('a');
    await until(() => log.includes('default/a gone'));

    const labelled = await candidates.list();
    expect(labelled.items.map((i) => `${i.metadata?.name}=${i.metadata?.labels?.['reconciled']}`).sort()).toEqual(['b=true', 'flaky=true']);
    expect(log.filter((l) => l.endsWith(' label')).sort()).toEqual(['default/a label', 'default/b label', 'default/flaky label']);

    abort.abort();
    await controller.done;
    const seen = log.length;
    await candidates.create(lc('after'));
    await clock.advance(60_000);
    expect(log).toHaveLength(seen);
    expect(controller.queue.shuttingDown()).toBe(true);
    expect(clock.pendingTimers()).toBe(0);
  });
});
