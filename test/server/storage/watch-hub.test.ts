/**
 * WatchHub's queues are reused from one commit to the next (s23: a drained queue starts again at
 * 0 in the same array instead of being truncated). Whatever the interleaving of commits,
 * commits made by listeners while they are being delivered to, registrations with replays and
 * stops, every watcher receives exactly its events (prefix, after its revision, until it stops),
 * in revision order, once each, and a drained queue holds no delivered event.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StorageEvent } from '../../../src/server/storage/storage.js';
import { WatchHub } from '../../../src/server/storage/watch-hub.js';
import { FUZZ_SEED, fuzzRuns } from '../../fuzz/harness.js';

type Op =
  | { op: 'commit'; key: string; nested: number }
  | { op: 'watch'; prefix: string; back: number }
  | { op: 'stop'; which: number };

const keyArb = fc.constantFrom('/a/1', '/a/2', '/b/1', '/ab');
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ op: fc.constant('commit' as const), key: keyArb, nested: fc.integer({ min: 0, max: 2 }) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('watch' as const), prefix: fc.constantFrom('', '/a/', '/b/', '/a'), back: fc.integer({ min: 0, max: 6 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('stop' as const), which: fc.nat() }) },
);

interface Watching {
  readonly prefix: string;
  readonly after: number;
  readonly got: number[];
  stop: () => void;
  stoppedAt: number | undefined;
}

describe('WatchHub', () => {
  it('delivers every watcher exactly its events, in order, through reused queues (property)', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 80 }), (ops) => {
        let revision = 0;
        const log: StorageEvent[] = [];
        const hub = new WatchHub(() => revision);
        const watchers: Watching[] = [];
        const commit = (key: string): void => {
          const event: StorageEvent = Object.freeze({ type: 'create', revision: ++revision, key, kv: Object.freeze({ key, value: new Uint8Array(0), createRevision: revision, modRevision: revision }) });
          log.push(event);
          hub.publish(event);
        };
        for (const o of ops) {
          if (o.op === 'commit') {
            // Listeners of this commit's first watcher write `nested` more commits while being delivered to.
            let nested = o.nested;
            const first = watchers.find((w) => w.stoppedAt === undefined && o.key.startsWith(w.prefix));
            if (first && nested > 0) {
              const target = revision + 1;
              const original = first.got;
              const proxy = new Proxy(original, {
                get(t, p, r) {
                  if (p === 'push')
                    return (rev: number) => {
                      const n = t.push(rev);
                      if (rev === target) while (nested-- > 0) commit('/a/nested');
                      return n;
                    };
                  return Reflect.get(t, p, r);
                },
              });
              (first as { got: number[] }).got = proxy;
            }
            commit(o.key);
          } else if (o.op === 'watch') {
            const after = Math.max(0, revision - o.back);
            const replay = log.filter((e) => e.revision > after && e.key.startsWith(o.prefix));
            const w: Watching = { prefix: o.prefix, after, got: [], stop: () => {}, stoppedAt: undefined };
            const handle = hub.add(o.prefix, { afterRevision: after }, replay, (e) => w.got.push(e.revision));
            w.stop = () => {
              handle.stop();
              w.stoppedAt ??= revision;
            };
            watchers.push(w);
          } else if (watchers.length > 0) watchers[o.which % watchers.length]!.stop();
        }
        for (const w of watchers) {
          const end = w.stoppedAt ?? revision;
          const expected = log.filter((e) => e.revision > w.after && e.revision <= end && e.key.startsWith(w.prefix)).map((e) => e.revision);
          expect([...w.got]).toEqual(expected);
        }
        // Drained queues hold no delivered event (they are reused, not truncated).
        for (const internal of (hub as unknown as { watchers: Set<{ queue: unknown[]; head: number; tail: number }> }).watchers) {
          expect(internal.head).toBe(0);
          expect(internal.tail).toBe(0);
          expect(internal.queue.every((e) => e === undefined)).toBe(true);
        }
      }),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(300) },
    );
  });
});
