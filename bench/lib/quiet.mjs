/**
 * Other work on the machine skews every number here (2 cores: one for the server, one for
 * the client). Linux only (elsewhere everything returns undefined and nothing waits):
 *
 * - waitForQuiet(): before a run, wait (bounded) until the machine is idle;
 * - foreignCores(): during a run, how many cores' worth of CPU went to processes other
 *   than this one and the given children, so a disturbed run is visible in the report.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** Busy CPU ticks of the whole machine (all cores), from /proc/stat. */
export function machineBusyTicks() {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0];
    const f = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal
    return f[0] + f[1] + f[2] + f[5] + f[6] + (f[7] ?? 0);
  } catch {
    return undefined;
  }
}

/** CPU ticks used by a process (and its waited-for children), from /proc/<pid>/stat. */
export function processTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
    // fields after the comm: state(0) ... utime(11) stime(12) cutime(13) cstime(14)
    return f[11] + f[12] + f[13] + f[14];
  } catch {
    return undefined;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Cores busy over `ms`, excluding this process. */
async function busyCores(ms) {
  const m0 = machineBusyTicks();
  const s0 = processTicks(process.pid);
  const t0 = Date.now();
  await sleep(ms);
  const m1 = machineBusyTicks();
  const s1 = processTicks(process.pid);
  if (m0 === undefined || m1 === undefined || s0 === undefined || s1 === undefined) return undefined;
  return (m1 - m0 - (s1 - s0)) / TICKS_PER_SECOND / ((Date.now() - t0) / 1000);
}

let waitBudgetMs = 60_000;

/**
 * Waits until less than `threshold` cores are busy, for at most `maxMs` per call and 60 s
 * per process in total (the suite must finish in bounded time). Returns the last reading.
 */
export async function waitForQuiet({ threshold = 0.3, maxMs = 10_000, onWait } = {}) {
  if (os.platform() !== 'linux') return undefined;
  const deadline = Date.now() + Math.min(maxMs, waitBudgetMs);
  const started = Date.now();
  let cores = await busyCores(500);
  while (cores !== undefined && cores > threshold && Date.now() < deadline) {
    onWait?.(cores);
    await sleep(1000);
    cores = await busyCores(500);
  }
  waitBudgetMs = Math.max(0, waitBudgetMs - (Date.now() - started));
  return cores;
}

/**
 * Starts measuring; `stop(pids)` returns the cores used on average since the start by
 * everything except this process and `pids` (read it before those processes exit).
 * `running`: pids of our processes already running now (counted from now on); processes
 * started later count from zero.
 */
export function foreignCpu(running = []) {
  const m0 = machineBusyTicks();
  const s0 = processTicks(process.pid);
  const base = new Map(running.map((pid) => [pid, processTicks(pid) ?? 0]));
  const t0 = Date.now();
  return {
    stop(pids) {
      const m1 = machineBusyTicks();
      const s1 = processTicks(process.pid);
      if (m0 === undefined || m1 === undefined || s0 === undefined || s1 === undefined) return undefined;
      let own = s1 - s0;
      for (const pid of pids) own += (processTicks(pid) ?? 0) - (base.get(pid) ?? 0);
      const seconds = (Date.now() - t0) / 1000;
      return Math.max(0, (m1 - m0 - own) / TICKS_PER_SECOND / seconds);
    },
  };
}

/**
 * Waits (bounded) for an idle machine, saying once through `log` that it waits, then starts
 * measuring other processes' CPU use (the returned function of {@link foreignCpu}).
 */
export async function beginQuietRun(log, label, running = []) {
  let warned = false;
  await waitForQuiet({
    onWait: (cores) => {
      if (!warned) log(`${label}: waiting for the machine to be idle (${cores.toFixed(2)} cores busy elsewhere)`);
      warned = true;
    },
  });
  return foreignCpu(running);
}

/** `, other processes N cores` for a table cell, or nothing when not measured. */
export const foreignCpuNote = (cores) => (cores === undefined ? '' : `, other processes ${cores.toFixed(2)} cores`);
