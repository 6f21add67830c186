/**
 * Long computations written as generators that pause (yield) at safe points, and the two
 * ways to run them: to the end at once, or in slices of about `sliceMs` with a turn of the
 * event loop between them (so a server keeps answering other requests while it decodes a
 * multi-MiB body). The result is the same either way; slicing decides only when to pause.
 */

/** A computation that pauses by yielding nothing and returns its result. */
export type Steps<T> = Generator<void, T, void>;

/** Run `steps` to its result without pausing. */
export function drain<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Let queued I/O and timers run before continuing. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve));
}

/**
 * Run `steps` to its result, giving the event loop a turn whenever a slice has run for `sliceMs`.
 * `sliceStart`: when the current slice began, if the caller already ran steps of it (their
 * time counts against the slice); now by default.
 */
export async function runInSlices<T>(steps: Steps<T>, sliceMs: number, sliceStart: number = performance.now()): Promise<T> {
  if (performance.now() - sliceStart >= sliceMs) {
    await yieldToEventLoop();
    sliceStart = performance.now();
  }
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
  }
}
