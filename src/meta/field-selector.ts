/**
 * Field selectors, a faithful port of apimachinery `pkg/fields/selector.go`
 * (`ParseSelector`, `hasTerm`, `notHasTerm`, `andTerm`, value escaping).
 *
 * Syntax: comma-separated terms `field=value`, `field==value` or `field!=value`, ANDed.
 * Values may contain `,`, `=` and `\` only escaped as `\,`, `\=` and `\\`; the field name
 * is not escaped and ends at the first operator. Terms are sorted (Go byte order) before
 * parsing, so the first error reported and the canonical string follow that order.
 */
import { SelectorParseError } from './label-selector.js';
import { compareGo } from './go-order.js';

export { SelectorParseError };

/** Upstream records `==` as `=` (selection.Equals). */
export type FieldSelectorOperator = '=' | '!=';

export interface FieldRequirement {
  readonly field: string;
  readonly operator: FieldSelectorOperator;
  /** The unescaped value. */
  readonly value: string;
}

/**
 * Reads a field of the object under test. Absent fields count as the empty string,
 * as upstream `fields.Set.Get` does, so `f!=x` matches when `f` is absent.
 */
export type FieldGetter = (field: string) => string | undefined;

/** A parsed field selector. Immutable; requirements are ANDed, in sorted term order. */
export interface FieldSelector {
  matches(getField: FieldGetter): boolean;
  /** True when the selector does not restrict anything. */
  isEmpty(): boolean;
  /** Canonical text: `field=value` / `field!=value` joined by `,`, values escaped. */
  toString(): string;
  requirements(): readonly FieldRequirement[];
  /** The fields the selector mentions, in requirement order (may repeat). */
  fields(): readonly string[];
  /** The value of the first `=` requirement on `field`, else undefined (upstream `RequiresExactMatch`). */
  requiresExactMatch(field: string): string | undefined;
}

/** EscapeValue: makes an arbitrary string safe as a field selector value. */
export function escapeFieldValue(value: string): string {
  return value.replace(/[\\,=]/g, (ch) => '\\' + ch);
}

/**
 * UnescapeValue. Throws upstream's InvalidEscapeSequence / UnescapedRune texts; the
 * latter prints the character as Go's `%v` prints a rune, i.e. its decimal code point.
 */
export function unescapeFieldValue(value: string): string {
  if (!/[\\,=]/.test(value)) return value;
  let out = '';
  let inSlash = false;
  for (const ch of value) {
    if (inSlash) {
      if (ch === '\\' || ch === ',' || ch === '=') out += ch;
      else throw new SelectorParseError(`invalid field selector: invalid escape sequence: \\${ch}`);
      inSlash = false;
      continue;
    }
    if (ch === '\\') inSlash = true;
    else if (ch === ',' || ch === '=') {
      throw new SelectorParseError(`invalid field selector: unescaped character in value: ${ch.codePointAt(0)!}`);
    } else out += ch;
  }
  if (inSlash) throw new SelectorParseError('invalid field selector: invalid escape sequence: \\');
  return out;
}

/** splitTerms: split on commas not preceded by an escaping backslash; escapes stay in the terms. */
function splitTerms(selector: string): string[] {
  if (selector.length === 0) return [];
  const terms: string[] = [];
  let start = 0;
  let inSlash = false;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (inSlash) inSlash = false;
    else if (c === '\\') inSlash = true;
    else if (c === ',') {
      terms.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  terms.push(selector.slice(start));
  return terms;
}

/** `!=` and `==` are tried before `=` at each position so `a==b` does not yield value `=b`. */
const TERM_OPERATORS = ['!=', '==', '='] as const;

function splitTerm(term: string): { lhs: string; op: (typeof TERM_OPERATORS)[number]; rhs: string } | undefined {
  for (let i = 0; i < term.length; i++) {
    for (const op of TERM_OPERATORS) {
      if (term.startsWith(op, i)) return { lhs: term.slice(0, i), op, rhs: term.slice(i + op.length) };
    }
  }
  return undefined;
}


class AndSelector implements FieldSelector {
  readonly #reqs: readonly FieldRequirement[];

  constructor(reqs: readonly FieldRequirement[]) {
    this.#reqs = Object.freeze(reqs.map((r) => Object.freeze({ ...r })));
  }

  matches(getField: FieldGetter): boolean {
    return this.#reqs.every((r) => {
      const actual = getField(r.field) ?? '';
      return r.operator === '=' ? actual === r.value : actual !== r.value;
    });
  }

  isEmpty(): boolean {
    return this.#reqs.length === 0;
  }

  toString(): string {
    return this.#reqs.map((r) => r.field + r.operator + escapeFieldValue(r.value)).join(',');
  }

  requirements(): readonly FieldRequirement[] {
    return this.#reqs;
  }

  fields(): readonly string[] {
    return this.#reqs.map((r) => r.field);
  }

  requiresExactMatch(field: string): string | undefined {
    return this.#reqs.find((r) => r.field === field && r.operator === '=')?.value;
  }
}

/**
 * Parses selector text (`fieldSelector=` query parameter, `--field-selector` flag) as
 * upstream `fields.ParseSelector` does. Empty terms are skipped; the empty text selects
 * everything. Field names are not validated here: the server checks them per resource
 * with {@link assertFieldSelectorSupported}. Throws {@link SelectorParseError}.
 */
export function parseFieldSelector(text: string): FieldSelector {
  const parts = splitTerms(text).sort(compareGo);
  const reqs: FieldRequirement[] = [];
  for (const part of parts) {
    if (part === '') continue;
    const split = splitTerm(part);
    if (!split) throw new SelectorParseError(`invalid selector: '${text}'; can't understand '${part}'`);
    const value = unescapeFieldValue(split.rhs);
    // Upstream's Transform turns a term whose field and value are both empty into
    // Everything, which the AND then drops ("=" alone selects everything).
    if (split.lhs === '' && value === '') continue;
    reqs.push({ field: split.lhs, operator: split.op === '!=' ? '!=' : '=', value });
  }
  return new AndSelector(reqs);
}

/**
 * A selector requiring each `field=value` of the map (upstream `SelectorFromSet`),
 * ordered by field so the string form is deterministic. Empty or absent: everything.
 */
export function fieldSelectorFromMatch(fields: Readonly<Record<string, string>> | undefined): FieldSelector {
  const reqs = Object.entries(fields ?? {})
    .sort(([a], [b]) => compareGo(a, b))
    .map(([field, value]): FieldRequirement => ({ field, operator: '=', value }));
  return new AndSelector(reqs);
}

/**
 * Rejects a selector that mentions a field the resource does not support, with the
 * apiserver's message `field label not supported: <field>` (first offender in
 * requirement order). The server answers 400 BadRequest with it.
 */
export function assertFieldSelectorSupported(selector: FieldSelector, allowedFields: Iterable<string>): void {
  const allowed = allowedFields instanceof Set ? (allowedFields as ReadonlySet<string>) : new Set(allowedFields);
  for (const field of selector.fields()) {
    if (!allowed.has(field)) throw new SelectorParseError(`field label not supported: ${field}`);
  }
}
