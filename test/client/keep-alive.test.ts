/**
 * A started informer, a controller, a leader elector and a candidate runner keep their process
 * alive while they run,
 * also when their API server is unreachable: every request fails at once and all that is left
 * is a retry backoff on the system clock, whose timers are unref'd. Before, Node then found its
 * event loop empty and exited (code 13 under a top-level await, 0 in a script) in the middle of
 * the retry, so a controller process whose server restarted simply ended.
 *
 * Each case runs in a child process (the built package, `npm run build` first). The child starts
 * the loop against a failing client, and an unref'd 20 ms timer then prints `still running` and
 * stops it: that timer can only fire while something else holds the event loop open, so the
 * outcome does not depend on timing.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const SDK = pathToFileURL(resolve(import.meta.dirname, '../../dist/src/index.js')).href;

/** What the child sets up before `run` (a promise that settles once the loop has stopped). */
const CASES: Record<string, string> = {
  'informer.start': `
    const informer = createInformer({ listerWatcher: { list: unreachable, watch: unreachable } });
    informer.start(stop.signal);
    const run = informer.synced().catch(() => {});`,
  runController: `
    const informer = createInformer({ listerWatcher: { list: unreachable, watch: unreachable } });
    const controller = runController({ signal: stop.signal, informers: [informer], reconcile: () => {} });
    const run = controller.done;`,
  'LeaderElector.run': `
    const elector = new LeaderElector({
      lock: new LeaseLock({ client: { leases: { namespace: () => ({ get: unreachable, create: unreachable, update: unreachable }) } }, namespace: 'kube-system', name: 'l', identity: 'me' }),
      onStartedLeading: () => {},
      onStoppedLeading: () => {},
    });
    const run = elector.run(stop.signal);`,
  'LeaseCandidateRunner.run': `
    const candidates = { list: unreachable, watch: unreachable, create: unreachable, update: unreachable };
    const runner = new LeaseCandidateRunner({ client: { leaseCandidates: { namespace: () => candidates } }, namespace: 'kube-system', name: 'me', leaseName: 'l', binaryVersion: '1.0.0', strategy: 'OldestEmulationVersion' });
    const run = runner.run(stop.signal);`,
};

function runChild(setup: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const script = `
    import { createInformer, LeaderElector, LeaseCandidateRunner, LeaseLock, runController } from ${JSON.stringify(SDK)};
    const unreachable = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:1'));
    const stop = new AbortController();
    ${setup}
    setTimeout(() => { console.log('still running'); stop.abort(); }, 20).unref();
    await run;
    console.log('stopped');`;
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

describe('informers and controller loops keep the process alive while their API server is unreachable', () => {
  it.each(Object.keys(CASES))('%s runs until its signal aborts, then lets the process exit', async (name) => {
    const result = await runChild(CASES[name]!);
    // (stderr may hold the informer's default report of the failed list.)
    expect({ code: result.code, stdout: result.stdout }).toEqual({ code: 0, stdout: 'still running\nstopped\n' });
  });
});
