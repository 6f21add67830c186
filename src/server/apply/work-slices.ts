/**
 * Cooperative slicing of long computations. A long walk is written as a generator that
 * yields now and then (every few hundred nodes); `drain` runs it to completion synchronously,
 * `runSliced` runs it in slices of about WRITE_SLICE_MS and lets the event loop run between
 * slices, so one large request does not hold up every other request (Go's scheduler preempts
 * goroutines; a single JavaScript thread has to cooperate).
 */
import { drain, runInSlices, yieldToEventLoop, type Steps } from '../../codec/slices.js';
import { WRITE_SLICE_MS } from '../registry/limits.js';

export { drain, yieldToEventLoop, type Steps };

/** How many loop iterations a walker does between two yields. */
export const STEPS_PER_YIELD = 256;

/** Run `steps` in slices of about `sliceMs` (default WRITE_SLICE_MS), the event loop running between them. */
export function runSliced<T>(steps: Steps<T>, sliceMs: number = WRITE_SLICE_MS): Promise<T> {
  return runInSlices(steps, sliceMs);
}

/**
 * `runSliced` for steps that usually finish in their first step (a small object's walk): the
 * result itself when they do (no promise: nothing for the caller to await, which saves the
 * promises of an update's phases), else a promise of it, the rest run in slices as
 * `runSliced` runs them. For results that are not promises themselves (callers tell the two
 * apart with `instanceof Promise`). `start`: when the slice began, if the caller did work of
 * it before the steps (now by default).
 */
export function runSlicedOrNow<T extends object | void>(steps: Steps<T>, sliceMs: number = WRITE_SLICE_MS, start: number = performance.now()): Promise<T> | T {
  const first = steps.next();
  if (first.done) return first.value;
  // The first step's time counts against the first slice (it ran without a pause).
  return runInSlices(steps, sliceMs, start);
}

/** A shared yield budget for nested walkers: `tick()` is true every STEPS_PER_YIELD calls. */
export class Ticker {
  private n = 0;
  tick(): boolean {
    return ++this.n % STEPS_PER_YIELD === 0;
  }
}

/**
 * Yield points between the phases of one long operation: `checkpoint()` gives the event loop
 * a turn only once the current slice has run for `sliceMs`, so small requests never wait.
 */
export class SliceBudget {
  private start = performance.now();
  constructor(private readonly sliceMs: number = WRITE_SLICE_MS) {}

  /**
   * undefined while the slice has time left (the common case: no promise is made, callers
   * `await` only what they get), else a pause of one event-loop turn.
   */
  checkpoint(): Promise<void> | undefined {
    if (performance.now() - this.start < this.sliceMs) return undefined;
    return this.pause();
  }

  private async pause(): Promise<void> {
    await yieldToEventLoop();
    this.start = performance.now();
  }
}

/**
 * Whether `value` has at most `limit` members (object keys and list items, all levels): such a
 * value is cheap enough to process in one go, without the cost of steps. Stops counting past
 * `limit`. Breadth first, so a large list near the top is counted (by its length) before the
 * keys of a large map deeper down are enumerated: enumerating a 200k-key map is tens of ms.
 */
export function hasAtMostMembers(value: unknown, limit: number): boolean {
  if (typeof value !== 'object' || value === null) return true;
  const queue: object[] = [value];
  let members = 0;
  for (let head = 0; head < queue.length; head++) {
    const v = queue[head]!;
    if (Array.isArray(v)) {
      members += v.length;
      if (members > limit) return false;
      for (const x of v) if (typeof x === 'object' && x !== null) queue.push(x);
    } else {
      const obj = v as Record<string, unknown>;
      const known = largeMaps.get(obj);
      if (known !== undefined && members + known > limit) return false;
      // Object.keys: several times faster than for-in on a large (dictionary) map.
      const keys = Object.keys(obj);
      members += keys.length;
      if (members > limit) {
        if (keys.length >= LARGE_MAP_KEYS) largeMaps.set(obj, keys.length);
        return false;
      }
      for (const k of keys) {
        const x = obj[k];
        if (typeof x === 'object' && x !== null) queue.push(x);
      }
    }
  }
  return true;
}

/**
 * Maps found to have at least this many keys, with the count seen: the next count (the same
 * value reaches several walkers of one write) answers without enumerating them again. A stale
 * entry (keys deleted since) only makes a value run in steps, which gives the same result.
 */
const largeMaps = new WeakMap<object, number>();

/** The key count `hasAtMostMembers` saw for a large map, if it saw one (its cache, read-only). */
export function knownLargeMapKeys(o: object): number | undefined {
  return largeMaps.get(o);
}
const LARGE_MAP_KEYS = 256;
