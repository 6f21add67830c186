/**
 * The system clock's timers are unref'd: by themselves they never keep a process alive (a CLI
 * exits as soon as its work is done). A loop that runs until its signal aborts (a controller, a
 * leader elector, a candidate runner) must not end with the process, though: with its API server
 * unreachable it waits out a retry backoff with nothing but such a timer pending, and Node would
 * exit, with code 0 (13 under a top-level await), in the middle of the retry. So each of them (and a
 * started informer, whose reflector backs off the same way) holds
 * the event loop open while it runs, as a Go program's goroutines do.
 */

/** Holds the event loop open (one ref'd timer that never fires) until the returned function is called. */
export function keepProcessAlive(): () => void {
  const timer = setInterval(() => {}, 2 ** 31 - 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    clearInterval(timer);
  };
}
