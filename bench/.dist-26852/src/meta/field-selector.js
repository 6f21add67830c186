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
/** EscapeValue: makes an arbitrary string safe as a field selector value. */
export function escapeFieldValue(value) {
    return value.replace(/[\\,=]/g, (ch) => '\\' + ch);
}
/**
 * UnescapeValue. Throws upstream's InvalidEscapeSequence / UnescapedRune texts; the
 * latter prints the character as Go's `%v` prints a rune, i.e. its decimal code point.
 */
export function unescapeFieldValue(value) {
    if (!/[\\,=]/.test(value))
        return value;
    let out = '';
    let inSlash = false;
    for (const ch of value) {
        if (inSlash) {
            if (ch === '\\' || ch === ',' || ch === '=')
                out += ch;
            else
                throw new SelectorParseError(`invalid field selector: invalid escape sequence: \\${ch}`);
            inSlash = false;
            continue;
        }
        if (ch === '\\')
            inSlash = true;
        else if (ch === ',' || ch === '=') {
            throw new SelectorParseError(`invalid field selector: unescaped character in value: ${ch.codePointAt(0)}`);
        }
        else
            out += ch;
    }
    if (inSlash)
        throw new SelectorParseError('invalid field selector: invalid escape sequence: \\');
    return out;
}
/** splitTerms: split on commas not preceded by an escaping backslash; escapes stay in the terms. */
function splitTerms(selector) {
    if (selector.length === 0)
        return [];
    const terms = [];
    let start = 0;
    let inSlash = false;
    for (let i = 0; i < selector.length; i++) {
        const c = selector[i];
        if (inSlash)
            inSlash = false;
        else if (c === '\\')
            inSlash = true;
        else if (c === ',') {
            terms.push(selector.slice(start, i));
            start = i + 1;
        }
    }
    terms.push(selector.slice(start));
    return terms;
}
/** `!=` and `==` are tried before `=` at each position so `a==b` does not yield value `=b`. */
const TERM_OPERATORS = ['!=', '==', '='];
function splitTerm(term) {
    for (let i = 0; i < term.length; i++) {
        for (const op of TERM_OPERATORS) {
            if (term.startsWith(op, i))
                return { lhs: term.slice(0, i), op, rhs: term.slice(i + op.length) };
        }
    }
    return undefined;
}
class AndSelector {
    #reqs;
    constructor(reqs) {
        this.#reqs = Object.freeze(reqs.map((r) => Object.freeze({ ...r })));
    }
    matches(getField) {
        return this.#reqs.every((r) => {
            const actual = getField(r.field) ?? '';
            return r.operator === '=' ? actual === r.value : actual !== r.value;
        });
    }
    isEmpty() {
        return this.#reqs.length === 0;
    }
    toString() {
        return this.#reqs.map((r) => r.field + r.operator + escapeFieldValue(r.value)).join(',');
    }
    requirements() {
        return this.#reqs;
    }
    fields() {
        return this.#reqs.map((r) => r.field);
    }
    requiresExactMatch(field) {
        return this.#reqs.find((r) => r.field === field && r.operator === '=')?.value;
    }
}
/**
 * Parses selector text (`fieldSelector=` query parameter, `--field-selector` flag) as
 * upstream `fields.ParseSelector` does. Empty terms are skipped; the empty text selects
 * everything. Field names are not validated here: the server checks them per resource
 * with {@link assertFieldSelectorSupported}. Throws {@link SelectorParseError}.
 */
export function parseFieldSelector(text) {
    const parts = splitTerms(text).sort(compareGo);
    const reqs = [];
    for (const part of parts) {
        if (part === '')
            continue;
        const split = splitTerm(part);
        if (!split)
            throw new SelectorParseError(`invalid selector: '${text}'; can't understand '${part}'`);
        const value = unescapeFieldValue(split.rhs);
        // Upstream's Transform turns a term whose field and value are both empty into
        // Everything, which the AND then drops ("=" alone selects everything).
        if (split.lhs === '' && value === '')
            continue;
        reqs.push({ field: split.lhs, operator: split.op === '!=' ? '!=' : '=', value });
    }
    return new AndSelector(reqs);
}
/**
 * A selector requiring each `field=value` of the map (upstream `SelectorFromSet`),
 * ordered by field so the string form is deterministic. Empty or absent: everything.
 */
export function fieldSelectorFromMatch(fields) {
    const reqs = Object.entries(fields ?? {})
        .sort(([a], [b]) => compareGo(a, b))
        .map(([field, value]) => ({ field, operator: '=', value }));
    return new AndSelector(reqs);
}
/**
 * Rejects a selector that mentions a field the resource does not support, with the
 * apiserver's message `field label not supported: <field>` (first offender in
 * requirement order). The server answers 400 BadRequest with it.
 */
export function assertFieldSelectorSupported(selector, allowedFields) {
    const allowed = allowedFields instanceof Set ? allowedFields : new Set(allowedFields);
    for (const field of selector.fields()) {
        if (!allowed.has(field))
            throw new SelectorParseError(`field label not supported: ${field}`);
    }
}
//# sourceMappingURL=field-selector.js.map