/**
 * A closed pipe on stdout (`ctl get -o yaml | head -1`): kubectl, a Go program, dies of
 * SIGPIPE there without a word (the shell sees 141). Node ignores SIGPIPE and reports EPIPE
 * as an unhandled stream error with a stack trace instead; restore the default disposition
 * and raise the signal, so ctl ends the same way.
 */
function dieOfSigpipe(): void {
  const noop = () => undefined;
  // Removing the last listener makes libuv put back SIG_DFL for the signal.
  process.on('SIGPIPE', noop);
  process.off('SIGPIPE', noop);
  process.kill(process.pid, 'SIGPIPE');
  // Not reached where signals are delivered; elsewhere (Windows) end as the shell would report it.
  process.exit(141);
}

export function exitQuietlyOnClosedPipe(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EPIPE') dieOfSigpipe();
      else throw err;
    });
  }
}
