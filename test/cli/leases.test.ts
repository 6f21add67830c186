/**
 * `ctl` on Lease (coordination.cluster.io/v1): get (table, -A, -o yaml/json/name/wide), describe
 * and create/delete, byte for byte against a stock kubectl on the same server, with a fixed
 * clock so AGE is stable.
 */
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../src/meta/clock.js';
import { startCluster } from '../e2e/harness.js';
import { withProgram } from '../support/prerequisite.js';
import { KUBECTL, sideBySide } from './kubectl-side-by-side.js';
import { runCli } from './run-cli.js';

const now = Date.UTC(2026, 0, 2, 3, 4, 5);
const fixedClock: Clock = { now: () => now, setTimer: () => () => {} };

withProgram('kubectl', KUBECTL, 'install kubectl (the machine image carries it as /usr/bin/kubectl)', () =>
  describe('ctl and leases', () => {
    it('prints NAME HOLDER AGE, and every other output, as kubectl does', async () => {
      const { url, client } = await startCluster({ clock: fixedClock });
      await client.namespaces.create({ metadata: { name: 'x' } });
      await client.leases.namespace('x').create({
        metadata: { name: 'kube-scheduler', labels: { tier: 'control-plane' } },
        spec: { holderIdentity: 'sched-a_6c1f', leaseDurationSeconds: 15, acquireTime: '2026-01-02T03:00:00.000000Z', renewTime: '2026-01-02T03:04:04.123456Z', leaseTransitions: 3 },
      });
      await client.leases.namespace('x').create({ metadata: { name: 'unheld' } });
      await client.leases.namespace('default').create({ metadata: { name: 'other' }, spec: { holderIdentity: 'node-1' } });
      const table = await runCli(['get', 'leases', '-n', 'x', '--server', url]);
      expect(table).toEqual({ code: 0, stderr: '', stdout: 'NAME             HOLDER         AGE\nkube-scheduler   sched-a_6c1f   0s\nunheld                          0s\n' });
      const cases: string[][] = [
        ['get', 'leases', '-n', 'x'],
        ['get', 'leases', '-A'],
        ['get', 'leases', '-n', 'x', '-o', 'wide', '--show-labels'],
        ['get', 'lease', 'kube-scheduler', '-n', 'x', '-o', 'yaml'],
        ['get', 'lease', 'kube-scheduler', '-n', 'x', '-o', 'json'],
        ['get', 'leases.coordination.cluster.io', '-n', 'x', '-o', 'name'],
        ['get', 'lease', 'ghost', '-n', 'x'],
        ['describe', 'lease', 'kube-scheduler', '-n', 'x'],
        ['describe', 'leases', '-A'],
      ];
      for (const args of cases) {
        const { kubectl, ctl } = await sideBySide(url, args);
        expect({ args, ...ctl }).toEqual({ args, ...kubectl });
      }
    }, 120_000);

    it('creates from YAML, reports validation errors as kubectl does, and deletes', async () => {
      const { url } = await startCluster({ clock: fixedClock });
      const good = 'apiVersion: coordination.cluster.io/v1\nkind: Lease\nmetadata:\n  name: made\nspec:\n  holderIdentity: me\n';
      expect(await runCli(['create', '-f', '-', '--server', url], { stdin: good })).toEqual({ code: 0, stderr: '', stdout: 'lease.coordination.cluster.io/made created\n' });
      const bad = 'apiVersion: coordination.cluster.io/v1\nkind: Lease\nmetadata:\n  name: bad\nspec:\n  leaseDurationSeconds: 0\n  leaseTransitions: -1\n';
      const ctl = await sideBySide(url, ['create', '-f', '-'], { stdin: bad });
      expect(ctl.ctl).toEqual(ctl.kubectl);
      expect(ctl.ctl.stderr).toContain('The Lease "bad" is invalid: \n* spec.leaseDurationSeconds: Invalid value: 0: must be greater than 0\n* spec.leaseTransitions: Invalid value: -1: must be greater than or equal to 0\n');
      expect(await runCli(['delete', 'lease', 'made', '--server', url])).toEqual({ code: 0, stderr: '', stdout: 'lease.coordination.cluster.io "made" deleted\n' });
    });
  }),
);
