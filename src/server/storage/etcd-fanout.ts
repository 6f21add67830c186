/**
 * Same-turn delivery for the watches of one EtcdStorage. Each watch has its own etcd stream,
 * and streams deliver independently; this hands a revision to every watch that will receive
 * it in one synchronous turn, as the in-process backends do, so of two watches of the same
 * prefix one never runs ahead of the other (a consumer that saw revision r on one watch can
 * rely on every other matching watch having seen r too).
 *
 * Rule: the lowest revision queued anywhere is delivered once every registered watch that
 * will receive it (its key is under the watch's prefix and the revision is after the watch's
 * start) has it at the head of its queue; then it goes to all of them, in registration order.
 * A stream that lags (a replay still catching up, a reconnect) holds later revisions back for
 * the others until it catches up; a stopped watch no longer holds anything.
 *
 * Progress notifications ride the same queues: a member's progress at revision p is handed to
 * its `onProgress` once nothing at or below p is waiting in its queue, so it never overtakes
 * an event of that member.
 *
 * Listeners that throw are caught and ignored (listeners must not throw). Delivery is not
 * re-entrant: a listener that stops a watch or registers one is handled after it returns.
 */
import type { StorageEvent } from './storage.js';

export interface FanoutMember {
  /** Hand over an event this member's stream received (in revision order, once each). */
  push(event: StorageEvent): void;
  /** Hand over a progress notification: every event up to `revision` has been pushed. */
  progress(revision: number): void;
  /** Leave: queued events are dropped and the member holds back nothing any more. */
  remove(): void;
}

interface Member {
  readonly prefix: string;
  readonly afterRevision: number;
  readonly listener: (event: StorageEvent) => void;
  readonly onProgress: ((revision: number) => void) | undefined;
  /** Progress to report once the queue holds nothing at or below it (-1: none). */
  progressOwed: number;
  readonly queue: StorageEvent[];
  /** Highest revision handed to the listener (or skipped as a duplicate). */
  delivered: number;
  active: boolean;
}

export class WatchFanout {
  private readonly members: Member[] = [];
  private delivering = false;

  /** Register a watch of `prefix` that receives revisions after `afterRevision`. */
  add(
    prefix: string,
    afterRevision: number,
    listener: (event: StorageEvent) => void,
    onProgress?: (revision: number) => void,
  ): FanoutMember {
    const member: Member = { prefix, afterRevision, listener, onProgress, progressOwed: -1, queue: [], delivered: afterRevision, active: true };
    this.members.push(member);
    return {
      push: (event) => {
        if (!member.active || event.revision <= member.delivered) return;
        const last = member.queue[member.queue.length - 1];
        if (last !== undefined && event.revision <= last.revision) return;
        member.queue.push(event);
        this.drain();
      },
      progress: (revision) => {
        if (!member.active || member.onProgress === undefined) return;
        if (revision > member.progressOwed) member.progressOwed = revision;
        this.drain();
      },
      remove: () => {
        if (!member.active) return;
        member.active = false;
        member.queue.length = 0;
        this.members.splice(this.members.indexOf(member), 1);
        this.drain();
      },
    };
  }

  /** Deliver every revision that all its receivers hold; stop at the first that waits. */
  private drain(): void {
    if (this.delivering) return;
    this.delivering = true;
    try {
      for (;;) {
        this.reportProgress();
        let next: StorageEvent | undefined;
        for (const member of this.members) {
          const head = member.queue[0];
          if (head !== undefined && (next === undefined || head.revision < next.revision)) next = head;
        }
        if (next === undefined) return;
        const event = next;
        const receivers = this.members.filter(
          (m) => m.active && event.revision > m.afterRevision && event.revision > m.delivered && event.key.startsWith(m.prefix),
        );
        if (!receivers.every((m) => m.queue[0]?.revision === event.revision)) return;
        // Each member gets the event object its own stream produced (equal for all).
        const batch = receivers.map((member) => {
          member.delivered = event.revision;
          return [member, member.queue.shift()!] as const;
        });
        for (const [member, own] of batch) {
          if (!member.active) continue;
          try {
            member.listener(own);
          } catch {
            // Deliberately ignored: see the module comment.
          }
        }
      }
    } finally {
      this.delivering = false;
    }
  }

  /** Report each owed progress whose member has nothing at or below it queued. */
  private reportProgress(): void {
    for (const member of this.members) {
      const owed = member.progressOwed;
      if (owed < 0 || !member.active) continue;
      const head = member.queue[0];
      if (head !== undefined && head.revision <= owed) continue;
      member.progressOwed = -1;
      try {
        member.onProgress?.(owed);
      } catch {
        // Deliberately ignored: see the module comment.
      }
    }
  }
}
