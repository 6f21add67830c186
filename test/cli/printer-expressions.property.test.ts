/**
 * Hostile output expressions: `-o jsonpath=`, `-o go-template=` and `-o custom-columns=` come
 * from the command line or a file, so each parser gets truncated, deeply nested, huge and
 * mistyped expressions. Every one either prints or fails with an Error carrying a message
 * (the CLI prints it and exits 1): never a stack overflow, a non-Error throw or a hang.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCustomColumns, printCustomColumns } from '../../cli/printers/custom-columns.js';
import { GoTemplate } from '../../cli/printers/go-template.js';
import { JsonPath, relaxedJsonPath } from '../../cli/printers/jsonpath.js';
import { fuzzParams } from '../fuzz/harness.js';

const data = {
  kind: 'List',
  items: [
    { metadata: { name: 'a', labels: { x: '1' } }, spec: { n: [1, 2, { k: 'v' }] } },
    { metadata: { name: 'b' }, spec: null },
  ],
};

/** Expression-shaped text: the grammar's tokens, glued at random, truncated anywhere. */
const tokens = ['{', '}', '{{', '}}', '[', ']', '(', ')', '.', '..', '*', '?', '@', '==', '"', "'", 'range', 'end', 'if', 'else', 'with', 'index', 'len', 'printf', '$x', ':=', '|', ',', ':', 'metadata', 'name', 'items', '0', '-1', '\\', ' ', '\n', '%d', '$'];
const expression = fc.oneof(
  fc.array(fc.constantFrom(...tokens), { maxLength: 60 }).map((t) => t.join('')),
  fc.string({ maxLength: 200 }),
  fc.nat({ max: 5_000 }).map((n) => '{'.repeat(n) + '.a' + '}'.repeat(n)),
  fc.nat({ max: 5_000 }).map((n) => '{{' + '('.repeat(n) + '.a' + ')'.repeat(n) + '}}'),
  fc.nat({ max: 5_000 }).map((n) => '{.items' + '[0]'.repeat(n) + '}'),
  fc.nat({ max: 20_000 }).map((n) => '{{range .items}}'.repeat(n % 3000) + '{{.}}'),
);

/** Runs `action`; what it throws must be an Error with a message. */
function printsOrFailsReadably(action: () => unknown): void {
  try {
    action();
  } catch (err) {
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message.length).toBeGreaterThan(0);
    expect(err).not.toBeInstanceOf(RangeError); // a stack overflow is a crash, not an answer
  }
}

describe('output expressions from the command line are hostile input', () => {
  const params = fuzzParams(300);
  it('jsonpath: prints or fails with a message', () => {
    fc.assert(fc.property(expression, (e) => printsOrFailsReadably(() => new JsonPath(relaxedJsonPath(e)).execute(data))), params);
  });
  it('go-template: prints or fails with a message', () => {
    fc.assert(fc.property(expression, (e) => printsOrFailsReadably(() => new GoTemplate(e).execute(data))), params);
  });
  it('custom-columns: prints or fails with a message', () => {
    fc.assert(fc.property(expression, (e) => printsOrFailsReadably(() => printCustomColumns(parseCustomColumns(`N:${e},M:.metadata.name`), data.items, false))), params);
  });
});
