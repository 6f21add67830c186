import { describe, expect, it } from 'vitest';
import { WatchFanout } from '../../../src/server/storage/etcd-fanout.js';
import type { StorageEvent } from '../../../src/server/storage/storage.js';
import { bytes, eventText } from './conformance.js';

function created(key: string, revision: number): StorageEvent {
  const kv = { key, value: bytes('v'), createRevision: revision, modRevision: revision };
  return { type: 'create', revision, key, kv };
}

describe('WatchFanout (same-turn delivery across the watches of one etcd store)', () => {
  it('holds a revision until every watch that receives it has it, then delivers it to all in one turn', () => {
    const fanout = new WatchFanout();
    const seen: string[] = [];
    const a = fanout.add('/w/', 0, (e) => seen.push(`a ${eventText(e)}`));
    const b = fanout.add('/w/', 0, (e) => seen.push(`b ${eventText(e)}`));
    a.push(created('/w/x', 1));
    a.push(created('/w/y', 2));
    expect(seen).toEqual([]);
    b.push(created('/w/x', 1));
    expect(seen).toEqual(['a create /w/x @1', 'b create /w/x @1']);
    b.push(created('/w/y', 2));
    expect(seen).toEqual(['a create /w/x @1', 'b create /w/x @1', 'a create /w/y @2', 'b create /w/y @2']);
  });

  it('does not wait for watches the revision is not for: other prefixes, or starting after it', () => {
    const fanout = new WatchFanout();
    const seen: string[] = [];
    const a = fanout.add('/a/', 0, (e) => seen.push(`a ${eventText(e)}`));
    fanout.add('/b/', 0, () => seen.push('b'));
    fanout.add('/a/', 5, () => seen.push('late'));
    a.push(created('/a/1', 3));
    expect(seen).toEqual(['a create /a/1 @3']);
  });

  it('a removed watch stops holding others back and receives nothing more', () => {
    const fanout = new WatchFanout();
    const seen: string[] = [];
    const a = fanout.add('/w/', 0, (e) => seen.push(`a ${eventText(e)}`));
    const lagging = fanout.add('/w/', 0, (e) => seen.push(`lagging ${eventText(e)}`));
    a.push(created('/w/x', 1));
    expect(seen).toEqual([]);
    lagging.remove();
    expect(seen).toEqual(['a create /w/x @1']);
    lagging.push(created('/w/x', 1));
    expect(seen).toEqual(['a create /w/x @1']);
  });

  it('drops duplicates (a stream resumed at a revision it already handed over)', () => {
    const fanout = new WatchFanout();
    const seen: string[] = [];
    const a = fanout.add('/w/', 0, (e) => seen.push(eventText(e)));
    a.push(created('/w/x', 1));
    a.push(created('/w/x', 1));
    a.push(created('/w/y', 2));
    expect(seen).toEqual(['create /w/x @1', 'create /w/y @2']);
  });

  it('a listener that throws keeps receiving, and the other watches still get the event', () => {
    const fanout = new WatchFanout();
    const seen: string[] = [];
    const faulty = fanout.add('/w/', 0, (e) => {
      seen.push(`faulty ${e.revision}`);
      throw new Error('faulty listener');
    });
    const ok = fanout.add('/w/', 0, (e) => seen.push(`ok ${e.revision}`));
    for (const revision of [1, 2]) {
      faulty.push(created('/w/x', revision));
      ok.push(created('/w/x', revision));
    }
    expect(seen).toEqual(['faulty 1', 'ok 1', 'faulty 2', 'ok 2']);
  });

  it('a listener that removes another watch during delivery: that watch gets nothing more', () => {
    const fanout = new WatchFanout();
    const seen: string[] = [];
    let victim: { remove(): void } | undefined;
    const first = fanout.add('/w/', 0, (e) => {
      seen.push(`first ${e.revision}`);
      victim?.remove();
    });
    const second = fanout.add('/w/', 0, (e) => seen.push(`second ${e.revision}`));
    victim = second;
    first.push(created('/w/x', 1));
    second.push(created('/w/x', 1));
    first.push(created('/w/x', 2));
    expect(seen).toEqual(['first 1', 'first 2']);
  });
});
