/**
 * `waitFor`: resolve when one object satisfies a predicate, driven by a watch (no polling, no
 * sleeps). The object is read once (a list by name, which also gives the version to watch
 * from), then every change of it is checked as the watch delivers it.
 */
import type { Client } from '../client/client.js';
import { systemClock, type Clock } from '../meta/clock.js';
import type { ResourceDescriptor } from '../meta/resources.js';
import { ApiError, isGone, isResourceExpired } from '../meta/status.js';
import { TransportError } from '../client/transport-error.js';
import type { KubeObject } from '../meta/types.js';

export interface WaitForOptions {
  /** Namespace of a namespaced resource (default `default`). */
  readonly namespace?: string;
  /** Stops waiting: the promise rejects with the signal's reason. */
  readonly signal?: AbortSignal;
  /** Give up after this long with {@link WaitTimeoutError} (default: no limit). */
  readonly timeoutMs?: number;
  /** Clock for `timeoutMs` (a ManualClock makes the timeout a test's decision). Default: real time. */
  readonly clock?: Clock;
}

/** `waitFor` gave up after `timeoutMs`. `code` is stable; `lastSeen` is the object as last seen (undefined: absent). */
export class WaitTimeoutError extends Error {
  readonly code = 'ERR_WAIT_TIMEOUT' as const;
  constructor(
    message: string,
    readonly lastSeen: KubeObject | undefined,
  ) {
    super(message);
    this.name = 'WaitTimeoutError';
  }
}

/**
 * Wait until `predicate` holds for the object `name` of `resource`, and return the object it
 * held for. The predicate sees `undefined` while the object does not exist (so waiting for a
 * deletion is `(o) => o === undefined`). Checked first against the current state, then
 * against each change in server order; never misses a change between the read and the
 * watch (the watch starts at the read's resourceVersion). A watch the server ends is resumed
 * from the last version seen; a 410 (history gone) re-reads. Rejects with the predicate's
 * exception, an ApiError of a refused read or watch (403, 404 of the resource type),
 * {@link WaitTimeoutError}, or the signal's reason.
 */
export async function waitFor<T extends KubeObject>(
  client: Pick<Client, 'resource'>,
  resource: ResourceDescriptor<T>,
  name: string,
  predicate: (obj: T | undefined) => boolean,
  options: WaitForOptions = {},
): Promise<T | undefined> {
  const rc = client.resource(resource, resource.namespaced ? (options.namespace ?? 'default') : undefined);
  const controller = new AbortController();
  const outer = options.signal;
  const forward = () => controller.abort(outer?.reason);
  outer?.throwIfAborted();
  outer?.addEventListener('abort', forward, { once: true });
  let lastSeen: T | undefined;
  let timedOut = false;
  const what = `${resource.resource} ${JSON.stringify(name)}${resource.namespaced ? ` in namespace ${JSON.stringify(options.namespace ?? 'default')}` : ''}`;
  const cancelTimer =
    options.timeoutMs !== undefined
      ? (options.clock ?? systemClock).setTimer(() => {
          timedOut = true;
          controller.abort(new WaitTimeoutError(`timed out after ${options.timeoutMs} ms waiting for ${what}`, lastSeen));
        }, options.timeoutMs)
      : () => {};
  const signal = controller.signal;
  const fieldSelector = `metadata.name=${name}`;
  try {
    for (;;) {
      const list = await rc.list({ fieldSelector, signal });
      lastSeen = list.items[0];
      if (predicate(lastSeen)) return lastSeen;
      let resourceVersion = list.metadata?.resourceVersion;
      // Watch until satisfied; a watch the server ends quietly is resumed from the last
      // version seen. 410 (history gone) and a broken stream re-read instead: the read fails
      // loudly when the server is really gone, so nothing loops on a dead server.
      let relist = false;
      while (!relist) {
        try {
          for await (const event of rc.watch({ fieldSelector, allowWatchBookmarks: true, signal, ...(resourceVersion ? { resourceVersion } : {}) })) {
            if (event.type === 'ERROR') {
              if (event.object.code === 410) {
                relist = true;
                break;
              }
              throw new ApiError(event.object, { statusCode: event.object.code ?? 500 });
            }
            resourceVersion = event.object.metadata?.resourceVersion ?? resourceVersion;
            if (event.type === 'BOOKMARK') continue;
            lastSeen = event.type === 'DELETED' ? undefined : event.object;
            if (predicate(lastSeen)) return lastSeen;
          }
        } catch (err) {
          if (!(err instanceof TransportError || isGone(err) || isResourceExpired(err))) throw err;
          relist = true;
        }
        // The watch ends without error when the signal aborts.
        signal.throwIfAborted();
      }
    }
  } catch (err) {
    if (signal.aborted) throw timedOut ? (signal.reason as WaitTimeoutError) : (outer?.reason ?? signal.reason);
    throw err;
  } finally {
    cancelTimer();
    outer?.removeEventListener('abort', forward);
    // Ends the watch of a wait that was satisfied (its request is still open).
    if (!signal.aborted) controller.abort();
  }
}
