/**
 * client-go's RetryOnConflict: re-run a read-modify-write when it loses an optimistic
 * concurrency race (409 Conflict), with a short backoff. Other errors are returned at once.
 */
import { systemClock, type Clock } from '../meta/clock.js';
import { isConflict } from '../meta/status.js';

export interface RetryOptions {
  /** Attempts in all (default 5, like client-go's DefaultRetry). */
  readonly steps?: number;
  /** First delay in ms (default 10), multiplied by `factor` (default 1) each time. */
  readonly delayMs?: number;
  readonly factor?: number;
  /** Each delay is stretched by up to this fraction (default 0.1). */
  readonly jitter?: number;
  readonly clock?: Clock;
  readonly random?: () => number;
}

export async function retryOnConflict<R>(fn: () => Promise<R>, opts: RetryOptions = {}): Promise<R> {
  const steps = opts.steps ?? 5;
  const factor = opts.factor ?? 1;
  const jitter = opts.jitter ?? 0.1;
  const clock = opts.clock ?? systemClock;
  const random = opts.random ?? Math.random;
  let delay = opts.delayMs ?? 10;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (!isConflict(err) || attempt >= steps) throw err;
    }
    const wait = delay + delay * jitter * random();
    await new Promise<void>((resolve) => clock.setTimer(resolve, wait));
    delay *= factor;
  }
}
