/**
 * A Clock for tests: time moves only through `advance(ms)`, which fires due timers in
 * order (by due time, then by creation), letting pending promise work settle between them.
 * Pass it as the `clock` option of the server, the client, informers and `waitFor`.
 */
import type { Clock } from '../meta/clock.js';

interface Timer {
  readonly id: number;
  readonly due: number;
  readonly fn: () => void;
}

/** Lets every queued microtask and immediate run (several rounds, for promise chains). */
export async function flush(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

export class ManualClock implements Clock {
  private t: number;
  private seq = 0;
  private readonly timers = new Map<number, Timer>();
  /** Every delay passed to setTimer, in order. */
  readonly requestedDelays: number[] = [];

  constructor(start = 1_700_000_000_000) {
    this.t = start;
  }

  now(): number {
    return this.t;
  }

  setTimer(fn: () => void, ms: number): () => void {
    const id = this.seq++;
    this.requestedDelays.push(ms);
    this.timers.set(id, { id, due: this.t + Math.max(0, ms), fn });
    return () => void this.timers.delete(id);
  }

  /** Number of timers scheduled and not yet fired or cancelled. */
  pendingTimers(): number {
    return this.timers.size;
  }

  /** Delay until the next timer fires, or undefined when none is scheduled. */
  nextTimerIn(): number | undefined {
    let min: number | undefined;
    for (const t of this.timers.values()) if (min === undefined || t.due < min) min = t.due;
    return min === undefined ? undefined : min - this.t;
  }

  /** Moves time forward by `ms`, firing every timer that falls due, in order. */
  async advance(ms: number): Promise<void> {
    const target = this.t + ms;
    for (;;) {
      await flush();
      let next: Timer | undefined;
      for (const t of this.timers.values()) {
        if (t.due > target) continue;
        if (!next || t.due < next.due || (t.due === next.due && t.id < next.id)) next = t;
      }
      if (!next) break;
      this.timers.delete(next.id);
      this.t = Math.max(this.t, next.due);
      next.fn();
    }
    this.t = target;
    await flush();
  }
}
