/**
 * Label selectors, a faithful port of apimachinery `pkg/labels/selector.go`
 * (`labels.Parse`, `Requirement`, `internalSelector`).
 *
 * Grammar (upstream's own words):
 *
 *   <selector-syntax>         ::= <requirement> | <requirement> "," <selector-syntax>
 *   <requirement>             ::= [!] KEY [ <set-based-restriction> | <exact-match-restriction> ]
 *   <set-based-restriction>   ::= "" | <inclusion-exclusion> <value-set>
 *   <inclusion-exclusion>     ::= "in" | "notin"
 *   <value-set>               ::= "(" <values> ")"
 *   <values>                  ::= VALUE | VALUE "," <values>
 *   <exact-match-restriction> ::= ["=" | "==" | "!=" | ">" | "<"] VALUE
 *
 * KEY is a qualified name, VALUE a label value (possibly empty). Error messages are
 * upstream's byte for byte, so the server can answer 400 with them unchanged; the
 * validation texts are the generation `shared/reference/wire.md` documents
 * ("a qualified name ...", "must be no more than 63 characters").
 */
import { goQuote } from './field-errors.js';
import { isQualifiedName, isValidLabelValue } from './validation/names.js';
import { compareGo } from './go-order.js';
/**
 * Raised for any malformed selector text (label or field). `message` is the
 * upstream parser's error text; `code` is stable for programmatic checks.
 */
export class SelectorParseError extends Error {
    code = 'ERR_SELECTOR_PARSE';
    constructor(message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.name = 'SelectorParseError';
    }
}
/** True for a {@link SelectorParseError}, including one from another copy of this module. */
export function isSelectorParseError(err) {
    return err instanceof SelectorParseError || (err instanceof Error && err.code === 'ERR_SELECTOR_PARSE');
}
/**
 * A field.Error rendered as `Error()` prints it: `<path>: Invalid value: <value>: <detail>`.
 * The parser runs with a nil field.Path, which Go prints as `<nil>`.
 */
function invalidText(path, value, detail) {
    return `${path}: Invalid value: ${goQuote(value)}: ${detail}`;
}
/** util/errors aggregate: one message bare, several `[a, b]`, duplicates dropped. */
function aggregate(messages) {
    const unique = [...new Set(messages)];
    return unique.length === 1 ? unique[0] : '[' + unique.join(', ') + ']';
}
// ---------------------------------------------------------------------------
// Requirements and the selector
// ---------------------------------------------------------------------------
/** Go's strconv.ParseInt(s, 10, 64); undefined when it would fail. */
function parseInt64(s) {
    if (!/^[+-]?[0-9]+$/.test(s))
        return undefined;
    const n = BigInt(s);
    if (n > 9223372036854775807n || n < -9223372036854775808n)
        return undefined;
    return n;
}
const VALID_OPERATORS = ['in', 'notin', '=', '==', '!=', 'gt', 'lt', 'exists', '!'];
/**
 * Validates and builds one requirement, as upstream `NewRequirement` does (without a
 * field path, so messages start with `values[i]...`). Throws the aggregated message.
 */
export function newLabelRequirement(key, operator, values) {
    const errs = [];
    const keyErrs = isQualifiedName(key);
    if (keyErrs.length)
        errs.push(invalidText('key', key, keyErrs.join('; ')));
    const vals = JSON.stringify(values);
    switch (operator) {
        case 'in':
        case 'notin':
            if (values.length === 0)
                errs.push(`values: Invalid value: ${vals}: for 'in', 'notin' operators, values set can't be empty`);
            break;
        case '=':
        case '==':
        case '!=':
            if (values.length !== 1)
                errs.push(`values: Invalid value: ${vals}: exact-match compatibility requires one single value`);
            break;
        case 'exists':
        case '!':
            if (values.length !== 0)
                errs.push(`values: Invalid value: ${vals}: values set must be empty for exists and does not exist`);
            break;
        case 'gt':
        case 'lt':
            if (values.length !== 1)
                errs.push(`values: Invalid value: ${vals}: for 'Gt', 'Lt' operators, exactly one value is required`);
            values.forEach((v, i) => {
                if (parseInt64(v) === undefined) {
                    errs.push(invalidText(`values[${i}]`, v, "for 'Gt', 'Lt' operators, the value must be an integer"));
                }
            });
            break;
        default:
            errs.push(`operator: Unsupported value: ${goQuote(String(operator))}: supported values: ${VALID_OPERATORS.map(goQuote).join(', ')}`);
    }
    values.forEach((v, i) => {
        const vErrs = isValidLabelValue(v);
        if (vErrs.length)
            errs.push(invalidText(`values[${i}][${key}]`, v, vErrs.join('; ')));
    });
    if (errs.length)
        throw new SelectorParseError(aggregate(errs));
    return Object.freeze({ key, operator, values: Object.freeze([...values]) });
}
function hasOwn(labels, key) {
    return Object.prototype.hasOwnProperty.call(labels, key);
}
function requirementMatches(r, labels) {
    const has = hasOwn(labels, r.key);
    switch (r.operator) {
        case 'in':
        case '=':
        case '==':
            return has && r.values.includes(labels[r.key]);
        case 'notin':
        case '!=':
            // A missing key satisfies a negative requirement (upstream semantics).
            return !has || !r.values.includes(labels[r.key]);
        case 'exists':
            return has;
        case '!':
            return !has;
        case 'gt':
        case 'lt': {
            if (!has || r.values.length !== 1)
                return false;
            const actual = parseInt64(labels[r.key]);
            const bound = parseInt64(r.values[0]);
            if (actual === undefined || bound === undefined)
                return false;
            return r.operator === 'gt' ? actual > bound : actual < bound;
        }
    }
}
function requirementString(r) {
    let out = r.operator === '!' ? '!' + r.key : r.key;
    switch (r.operator) {
        case 'exists':
        case '!':
            return out;
        case 'in':
            out += ' in ';
            break;
        case 'notin':
            out += ' notin ';
            break;
        case 'gt':
            out += '>';
            break;
        case 'lt':
            out += '<';
            break;
        default:
            out += r.operator;
    }
    const set = r.operator === 'in' || r.operator === 'notin';
    // Values print sorted without reordering the stored requirement (upstream safeSort).
    const values = r.values.length === 1 ? r.values[0] : [...r.values].sort(compareGo).join(',');
    return set ? `${out}(${values})` : out + values;
}
class InternalSelector {
    #reqs;
    constructor(reqs) {
        // Array.prototype.sort is stable, so requirements on one key keep their input order.
        this.#reqs = Object.freeze([...reqs].sort((a, b) => compareGo(a.key, b.key)));
    }
    matches(labels) {
        const ls = labels ?? {};
        return this.#reqs.every((r) => requirementMatches(r, ls));
    }
    isEmpty() {
        return this.#reqs.length === 0;
    }
    toString() {
        return this.#reqs.map(requirementString).join(',');
    }
    requirements() {
        return this.#reqs;
    }
    requiresExactMatch(key) {
        for (const r of this.#reqs) {
            if (r.key !== key)
                continue;
            if ((r.operator === '=' || r.operator === '==' || r.operator === 'in') && r.values.length === 1)
                return r.values[0];
            return undefined;
        }
        return undefined;
    }
}
/** A selector from already-built requirements (AND). The empty list selects everything. */
export function labelSelectorFromRequirements(reqs) {
    return new InternalSelector(reqs);
}
/**
 * `matchLabels` as a selector: one `key=value` requirement per entry (upstream
 * `SelectorFromSet`). Not validated unless `options.validate` is set, mirroring
 * `SelectorFromSet` vs `ValidatedSelectorFromSet`; an empty or absent map selects everything.
 */
export function labelSelectorFromMatch(matchLabels, options = {}) {
    const reqs = [];
    for (const [key, value] of Object.entries(matchLabels ?? {})) {
        reqs.push(options.validate ? newLabelRequirement(key, '=', [value]) : Object.freeze({ key, operator: '=', values: Object.freeze([value]) }));
    }
    return new InternalSelector(reqs);
}
const STRING_TO_TOKEN = new Map([
    [')', 'ClosedPar'],
    [',', 'Comma'],
    ['!', 'DoesNotExist'],
    ['==', 'DoubleEquals'],
    ['=', 'Equals'],
    ['>', 'GreaterThan'],
    ['in', 'In'],
    ['<', 'LessThan'],
    ['!=', 'NotEquals'],
    ['notin', 'NotIn'],
    ['(', 'OpenPar'],
]);
/** The binary operators in upstream's order, for "expected: ..." messages. */
const BINARY_OPERATORS = 'in, notin, =, ==, !=, gt, lt';
/** Go's lexer reads bytes and treats byte 0 as end of input; '\0' plays that role here. */
const EOF = '\0';
function isWhitespace(ch) {
    return ch === ' ' || ch === '\t' || ch === '\r' || ch === '\n';
}
function isSpecialSymbol(ch) {
    return ch === '=' || ch === '!' || ch === '(' || ch === ')' || ch === ',' || ch === '>' || ch === '<';
}
class Lexer {
    s;
    #pos = 0;
    constructor(s) {
        this.s = s;
    }
    #read() {
        if (this.#pos < this.s.length)
            return this.s[this.#pos++];
        // Upstream does not advance past the end, and unread() after it steps back
        // one character regardless; reading at the end never unreads, so this is safe.
        return EOF;
    }
    #unread() {
        this.#pos--;
    }
    #scanIdOrKeyword() {
        let buf = '';
        for (;;) {
            const ch = this.#read();
            if (ch === EOF)
                break;
            if (isSpecialSymbol(ch) || isWhitespace(ch)) {
                this.#unread();
                break;
            }
            buf += ch;
        }
        const t = STRING_TO_TOKEN.get(buf);
        return t !== undefined ? { tok: t, lit: buf } : { tok: 'Identifier', lit: buf };
    }
    #scanSpecialSymbol() {
        let last;
        let buf = '';
        for (;;) {
            const ch = this.#read();
            if (ch === EOF)
                break;
            if (isSpecialSymbol(ch)) {
                buf += ch;
                const t = STRING_TO_TOKEN.get(buf);
                if (t !== undefined) {
                    last = { tok: t, lit: buf };
                }
                else if (last) {
                    this.#unread();
                    break;
                }
            }
            else {
                this.#unread();
                break;
            }
        }
        return last ?? { tok: 'Error', lit: `error expected: keyword found '${buf}'` };
    }
    lex() {
        let ch = this.#read();
        while (isWhitespace(ch))
            ch = this.#read();
        if (ch === EOF)
            return { tok: 'EndOfString', lit: '' };
        this.#unread();
        return isSpecialSymbol(ch) ? this.#scanSpecialSymbol() : this.#scanIdOrKeyword();
    }
}
class Parser {
    #items = [];
    #position = 0;
    constructor(text) {
        const lexer = new Lexer(text);
        for (;;) {
            const item = lexer.lex();
            this.#items.push(item);
            if (item.tok === 'EndOfString')
                break;
        }
    }
    #adjust(item, ctx) {
        if (ctx === 'Values' && (item.tok === 'In' || item.tok === 'NotIn'))
            return { tok: 'Identifier', lit: item.lit };
        return item;
    }
    #lookahead(ctx) {
        return this.#adjust(this.#items[this.#position], ctx);
    }
    #consume(ctx) {
        return this.#adjust(this.#items[this.#position++], ctx);
    }
    parse() {
        const reqs = [];
        for (;;) {
            const { tok, lit } = this.#lookahead('Values');
            switch (tok) {
                case 'Identifier':
                case 'DoesNotExist': {
                    try {
                        reqs.push(this.#parseRequirement());
                    }
                    catch (e) {
                        const msg = e instanceof Error ? e.message : String(e);
                        throw new SelectorParseError(`unable to parse requirement: ${msg}`, { cause: e });
                    }
                    const t = this.#consume('Values');
                    if (t.tok === 'EndOfString')
                        return reqs;
                    if (t.tok === 'Comma') {
                        const t2 = this.#lookahead('Values');
                        if (t2.tok !== 'Identifier' && t2.tok !== 'DoesNotExist') {
                            throw new SelectorParseError(`found '${t2.lit}', expected: identifier after ','`);
                        }
                        break;
                    }
                    throw new SelectorParseError(`found '${t.lit}', expected: ',' or 'end of string'`);
                }
                case 'EndOfString':
                    return reqs;
                default:
                    throw new SelectorParseError(`found '${lit}', expected: !, identifier, or 'end of string'`);
            }
        }
    }
    #parseRequirement() {
        const { key, operator } = this.#parseKeyAndInferOperator();
        if (operator === 'exists' || operator === '!')
            return newLabelRequirement(key, operator, []);
        const op = this.#parseOperator();
        const values = op === 'in' || op === 'notin' ? this.#parseValues() : this.#parseExactValue();
        // sets.String.List(): de-duplicated and sorted.
        return newLabelRequirement(key, op, [...values].sort(compareGo));
    }
    #parseKeyAndInferOperator() {
        let operator;
        let { tok, lit } = this.#consume('Values');
        if (tok === 'DoesNotExist') {
            operator = '!';
            ({ tok, lit } = this.#consume('Values'));
        }
        if (tok !== 'Identifier')
            throw new Error(`found '${lit}', expected: identifier`);
        const keyErrs = isQualifiedName(lit);
        if (keyErrs.length)
            throw new Error(invalidText('<nil>', lit, keyErrs.join('; ')));
        const next = this.#lookahead('Values').tok;
        if ((next === 'EndOfString' || next === 'Comma') && operator !== '!')
            operator = 'exists';
        return { key: lit, operator };
    }
    #parseOperator() {
        const { tok, lit } = this.#consume('KeyAndOperator');
        switch (tok) {
            case 'In':
                return 'in';
            case 'Equals':
                return '=';
            case 'DoubleEquals':
                return '==';
            case 'GreaterThan':
                return 'gt';
            case 'LessThan':
                return 'lt';
            case 'NotIn':
                return 'notin';
            case 'NotEquals':
                return '!=';
            default:
                throw new Error(`found '${lit}', expected: ${BINARY_OPERATORS}`);
        }
    }
    #parseValues() {
        let { tok, lit } = this.#consume('Values');
        if (tok !== 'OpenPar')
            throw new Error(`found '${lit}' expected: '('`);
        ({ tok, lit } = this.#lookahead('Values'));
        switch (tok) {
            case 'Identifier':
            case 'Comma': {
                const s = this.#parseIdentifiersList();
                // Upstream reports the literal seen before the list, not the offending token.
                if (this.#consume('Values').tok !== 'ClosedPar')
                    throw new Error(`found '${lit}', expected: ')'`);
                return s;
            }
            case 'ClosedPar':
                this.#consume('Values');
                return new Set(['']);
            default:
                throw new Error(`found '${lit}', expected: ',', ')' or identifier`);
        }
    }
    #parseIdentifiersList() {
        const s = new Set();
        for (;;) {
            const { tok, lit } = this.#consume('Values');
            switch (tok) {
                case 'Identifier': {
                    s.add(lit);
                    const next = this.#lookahead('Values');
                    if (next.tok === 'Comma')
                        continue;
                    if (next.tok === 'ClosedPar')
                        return s;
                    throw new Error(`found '${next.lit}', expected: ',' or ')'`);
                }
                case 'Comma': {
                    // Empty list members are the empty value: "(,a)", "(a,)", "(a,,b)".
                    if (s.size === 0)
                        s.add('');
                    const next = this.#lookahead('Values').tok;
                    if (next === 'ClosedPar') {
                        s.add('');
                        return s;
                    }
                    if (next === 'Comma') {
                        this.#consume('Values');
                        s.add('');
                    }
                    break;
                }
                default:
                    throw new Error(`found '${lit}', expected: ',', or identifier`);
            }
        }
    }
    #parseExactValue() {
        const next = this.#lookahead('Values').tok;
        if (next === 'EndOfString' || next === 'Comma')
            return new Set(['']);
        const { tok, lit } = this.#consume('Values');
        if (tok === 'Identifier')
            return new Set([lit]);
        throw new Error(`found '${lit}', expected: identifier`);
    }
}
/**
 * Parses selector text (`labelSelector=` query parameter, `-l` flag) as upstream
 * `labels.Parse` does. The empty (or all-whitespace) text selects everything.
 * Throws {@link SelectorParseError} carrying upstream's message.
 */
export function parseLabelSelector(text) {
    return new InternalSelector(new Parser(text).parse());
}
//# sourceMappingURL=label-selector.js.map