import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('ctl server in-flight limit flags', () => {
  it.each([
    ['--max-requests-inflight', '-1', 'must be a non-negative integer\n'],
    // Not an integer at all: Go's flag parsing text, then cobra's usage hint.
    ['--max-mutating-requests-inflight', '1.5', `strconv.ParseInt: parsing "1.5": invalid syntax\nSee 'ctl server --help' for usage.\n`],
  ])('%s %s is refused as a usage error before anything starts', async (flag, value, reason) => {
    const r = await runCli(['server', '--port', '0', '--storage', 'memory', flag, value]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`error: invalid argument "${value}" for "${flag}" flag: ${reason}`);
  });
});
