/**
 * A Clock under the test's control: time moves only when `advance` is called, and timers
 * due by then fire in time order. Shared by server and client tests.
 */
import type { Clock } from '../../src/meta/clock.js';

interface Timer {
  readonly at: number;
  readonly seq: number;
  readonly fn: () => void;
  cancelled: boolean;
}

export class ManualClock implements Clock {
  private time: number;
  private seq = 0;
  private timers: Timer[] = [];

  constructor(startMs = Date.UTC(2024, 0, 1)) {
    this.time = startMs;
  }

  now(): number {
    return this.time;
  }

  setTimer(fn: () => void, ms: number): () => void {
    const t: Timer = { at: this.time + Math.max(0, ms), seq: this.seq++, fn, cancelled: false };
    this.timers.push(t);
    return () => {
      t.cancelled = true;
    };
  }

  /** Number of timers still pending. */
  get pending(): number {
    return this.timers.filter((t) => !t.cancelled).length;
  }

  /** Move time forward, firing due timers in order (including ones they schedule). */
  advance(ms: number): void {
    const target = this.time + ms;
    for (;;) {
      this.timers = this.timers.filter((t) => !t.cancelled);
      let next: Timer | undefined;
      for (const t of this.timers) if (t.at <= target && (!next || t.at < next.at || (t.at === next.at && t.seq < next.seq))) next = t;
      if (!next) break;
      this.time = next.at;
      next.cancelled = true;
      next.fn();
    }
    this.time = target;
  }
}
