/**
 * Real time plus an offset that a test can move forward: objects created before `age()`
 * look that much older afterwards, so AGE columns print stable values (`5d`) whether the
 * server or the client computes them. Timers are real (they only drive watch timeouts and
 * compaction here).
 */
import type { Clock } from '../../src/meta/clock.js';

export class AgedClock implements Clock {
  private offset = 0;

  now(): number {
    return Date.now() + this.offset;
  }

  setTimer(fn: () => void, ms: number): () => void {
    const t = setTimeout(fn, ms);
    t.unref?.();
    return () => clearTimeout(t);
  }

  /** Make everything created so far `ms` older. */
  age(ms: number): void {
    this.offset += ms;
  }
}
