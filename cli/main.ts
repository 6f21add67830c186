#!/usr/bin/env node
/**
 * `ctl` entry point: runs the CLI application with the process's arguments and streams,
 * then closes the clients the command opened, so the process exits the moment its output
 * is written (an idle keep-alive socket would otherwise hold it until the server drops it).
 */
import { setFlagsFromString } from 'node:v8';
import { hideBin } from 'yargs/helpers';
import { main } from './app.js';
import { exitQuietlyOnClosedPipe } from './epipe.js';
import { closeCliClients } from './client-factory.js';

exitQuietlyOnClosedPipe();

// Through a proxy, requests go through undici (cli/client-factory.ts; without one, through
// node:http). undici parses HTTP with llhttp compiled to WebAssembly. V8 compiles it with its baseline
// compiler, then optimises the hot functions on background threads, and Node waits for those
// jobs before the process may exit: 0.5-1 s after the last byte on this 2-core machine
// (docs/performance.md, "CLI start-up"). A command's few responses gain nothing from the
// optimised code, so the baseline code is kept. Set before undici compiles the module.
setFlagsFromString('--liftoff-only');

// A client command runs for a few hundred milliseconds: V8's optimising compiler (TurboFan)
// cannot pay for itself there, and its code and compile zones are ~5 MiB of the process's
// peak memory (docs/performance.md, "CLI start-up"). Functions still get baseline code. The
// server and the demo run for long and keep the optimiser; any argument naming them does.
if (!process.argv.slice(2).some((arg) => arg === 'server' || arg === 'demo')) setFlagsFromString('--no-opt');

// Once nothing is left to do (output written, sockets closed: the loop is empty), exit at once:
// the natural exit also tears the heap and the isolate down, which took 40-90 ms more on
// the loaded 2-core machine; nothing of it is visible to the user.
process.once('beforeExit', () => process.exit());

/**
 * Exit as soon as what was written to stdout and stderr has reached them (an empty write's
 * callback runs after every earlier write). Sockets still open are closed by the exit itself;
 * waiting for their close events kept the process alive several milliseconds after its output.
 */
function exitWhenFlushed(): void {
  // A failed write (EPIPE: the reader went away) is left to the streams' error handlers,
  // which end the process by SIGPIPE as kubectl ends (epipe.ts).
  process.stdout.write('', (err) => {
    if (!err) process.stderr.write('', (err2) => err2 || process.exit());
  });
}

main(hideBin(process.argv))
  .then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(`error: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 1;
    },
  )
  .finally(() => {
    // Pooled sockets are closed now; the exit does not wait for their close events.
    void closeCliClients();
    exitWhenFlushed();
  });
