import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('ctl server in-flight limit flags', () => {
  it.each([
    ['--max-requests-inflight', '-1'],
    ['--max-mutating-requests-inflight', '1.5'],
  ])('%s %s is refused as a usage error before anything starts', async (flag, value) => {
    const r = await runCli(['server', '--port', '0', '--storage', 'memory', flag, value]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`error: invalid argument "${value}" for "${flag}" flag: must be a non-negative integer\n`);
  });
});
