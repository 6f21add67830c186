import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCluster } from '../e2e/harness.js';
import { isolatedHome, runCli } from './run-cli.js';

const laughs = (() => {
  const lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let i = 1; i < 9; i++) {
    const p = String.fromCharCode(96 + i);
    const n = String.fromCharCode(97 + i);
    lines.push(`${n}: &${n} [${Array(9).fill('*' + p).join(',')}]`);
  }
  return lines.join('\n');
})();

describe('ctl reads hostile manifests with the hardened YAML decoder', () => {
  it.each([
    ['a self-referencing anchor', 'apiVersion: v1\nkind: List\nitems: &a [*a]\n', "yaml: anchor 'a' value contains itself"],
    ['an alias bomb', laughs, 'yaml: document contains excessive aliasing'],
    ['100,000-deep flow nesting', '['.repeat(100_000) + ']'.repeat(100_000), 'exceeded max depth of 1000'],
    ['a NUL character', 'apiVersion: node.cluster.io/v1\nkind: RuntimeClass\nmetadata: {name: x}\nhandler: "a\u0000b"\n', 'yaml: control characters are not allowed'],
  ])('%s is a readable error and exit code 1, nothing sent', async (_name, text, message) => {
    const { url, client } = await startCluster();
    const file = join(isolatedHome(), 'hostile.yaml');
    writeFileSync(file, text);
    const started = performance.now();
    const r = await runCli(['create', '-f', file, '--server', url]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`error parsing ${file}: `);
    expect(r.stderr).toContain(message);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect((await client.runtimeClasses.list()).items).toEqual([]);
  });
});
