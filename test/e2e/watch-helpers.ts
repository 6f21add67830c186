/**
 * Helpers for watch tests: take events from a watch until a count or a predicate is met,
 * then stop the watch. No timers: tests wait on events, never on time.
 */
import type { WatchEvent } from '../../src/client/watch-event.js';
import type { KubeObject } from '../../src/meta/types.js';

export interface Take<T extends KubeObject> {
  readonly events: Promise<WatchEvent<T>[]>;
  readonly controller: AbortController;
}

/** Collect events until `until(events)` is true, then abort the watch. */
export function takeUntil<T extends KubeObject>(
  start: (signal: AbortSignal) => AsyncIterable<WatchEvent<T>>,
  until: (events: WatchEvent<T>[]) => boolean,
): Take<T> {
  const controller = new AbortController();
  const events = (async () => {
    const out: WatchEvent<T>[] = [];
    for await (const e of start(controller.signal)) {
      out.push(e);
      if (until(out)) break;
    }
    controller.abort();
    return out;
  })();
  return { events, controller };
}

export const count = (n: number) => (events: unknown[]) => events.length >= n;

export function summary<T extends KubeObject>(events: WatchEvent<T>[]): string[] {
  return events.map((e) => `${e.type} ${e.type === 'ERROR' ? (e.object as { code?: number }).code : (e.object.metadata?.name ?? '')}`);
}

/** The object of a non-ERROR event (fails the test on an ERROR event). */
export function objectOf<T extends KubeObject>(e: WatchEvent<T> | undefined): T {
  if (!e) throw new Error('expected an event');
  if (e.type === 'ERROR') throw new Error(`unexpected ERROR event: ${JSON.stringify(e.object)}`);
  return e.object;
}
