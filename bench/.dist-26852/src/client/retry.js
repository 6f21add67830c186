/**
 * client-go's RetryOnConflict: re-run a read-modify-write when it loses an optimistic
 * concurrency race (409 Conflict), with a short backoff. Other errors are returned at once.
 */
import { systemClock } from '../meta/clock.js';
import { isConflict } from '../meta/status.js';
export async function retryOnConflict(fn, opts = {}) {
    const steps = opts.steps ?? 5;
    const factor = opts.factor ?? 1;
    const jitter = opts.jitter ?? 0.1;
    const clock = opts.clock ?? systemClock;
    const random = opts.random ?? Math.random;
    let delay = opts.delayMs ?? 10;
    for (let attempt = 1;; attempt++) {
        try {
            return await fn();
        }
        catch (err) {
            if (!isConflict(err) || attempt >= steps)
                throw err;
        }
        const wait = delay + delay * jitter * random();
        await new Promise((resolve) => clock.setTimer(resolve, wait));
        delay *= factor;
    }
}
//# sourceMappingURL=retry.js.map