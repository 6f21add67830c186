#!/usr/bin/env node
/**
 * `ctl` entry point: runs the CLI application with the process's arguments and streams.
 */
import { hideBin } from 'yargs/helpers';
import { main } from './app.js';

main(hideBin(process.argv)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`error: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
