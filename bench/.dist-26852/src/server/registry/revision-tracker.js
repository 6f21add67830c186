export class RevisionTracker {
    storage;
    clock;
    retentionMs;
    compactIntervalMs;
    /** [revision, commitTimeMs] pairs in revision order, pruned as history is compacted. */
    commits = [];
    waiters = [];
    watch;
    cancelTimer;
    stopped = false;
    constructor(options) {
        this.storage = options.storage;
        this.clock = options.clock;
        this.retentionMs = options.retentionMs;
        this.compactIntervalMs = options.compactIntervalMs ?? Math.max(1000, Math.floor(options.retentionMs / 10));
    }
    start() {
        this.watch = this.storage.watch('', { afterRevision: this.storage.currentRevision() }, (event) => {
            this.commits.push([event.revision, this.clock.now()]);
            if (this.waiters.length)
                this.wake(event.revision);
        });
        this.schedule();
    }
    stop() {
        this.stopped = true;
        this.watch?.stop();
        this.cancelTimer?.();
        for (const w of this.waiters)
            w.resolve();
        this.waiters = [];
    }
    schedule() {
        if (this.stopped)
            return;
        this.cancelTimer = this.clock.setTimer(() => {
            this.compactExpired();
            this.schedule();
        }, this.compactIntervalMs);
    }
    wake(revision) {
        const still = [];
        for (const w of this.waiters)
            (w.revision <= revision ? w.resolve() : still.push(w));
        this.waiters = still;
    }
    /**
     * Resolve true once the storage has reached `revision`, or false after `timeoutMs`.
     */
    waitFor(revision, timeoutMs) {
        if (this.storage.currentRevision() >= revision)
            return Promise.resolve(true);
        if (this.stopped || timeoutMs <= 0)
            return Promise.resolve(false);
        return new Promise((resolve) => {
            let settled = false;
            const cancel = this.clock.setTimer(() => {
                if (settled)
                    return;
                settled = true;
                this.waiters = this.waiters.filter((w) => w !== waiter);
                resolve(false);
            }, timeoutMs);
            const waiter = {
                revision,
                resolve: () => {
                    if (settled)
                        return;
                    settled = true;
                    cancel();
                    resolve(this.storage.currentRevision() >= revision);
                },
            };
            this.waiters.push(waiter);
        });
    }
    /** Compact history committed before the retention window. Returns the compacted revision. */
    compactExpired() {
        const cutoff = this.clock.now() - this.retentionMs;
        let target = 0;
        let drop = 0;
        // Keep the newest expired revision's successor readable: compacting at revision R keeps
        // reads at R and later possible, so compact at the last revision committed before the cutoff.
        while (drop < this.commits.length && this.commits[drop][1] <= cutoff) {
            target = this.commits[drop][0];
            drop++;
        }
        if (drop > 0)
            this.commits.splice(0, drop);
        if (target > this.storage.compactedRevision())
            this.storage.compact(target);
        return this.storage.compactedRevision();
    }
    currentRevision() {
        return this.storage.currentRevision();
    }
    /** Compact everything up to `revision` now (tests use this to force 410s). */
    compactTo(revision) {
        while (this.commits.length && this.commits[0][0] <= revision)
            this.commits.shift();
        if (revision > this.storage.compactedRevision())
            this.storage.compact(revision);
    }
}
//# sourceMappingURL=revision-tracker.js.map