/**
 * Field-level validation errors, shaped like apimachinery's `field.Error` so that
 * messages match the upstream apiserver byte for byte (wire.md §1.3).
 */
const TYPE_TEXT = {
    FieldValueNotFound: 'Not found',
    FieldValueRequired: 'Required value',
    FieldValueDuplicate: 'Duplicate value',
    FieldValueInvalid: 'Invalid value',
    FieldValueNotSupported: 'Unsupported value',
    FieldValueForbidden: 'Forbidden',
    FieldValueTooLong: 'Too long',
    FieldValueTooMany: 'Too many',
    InternalError: 'Internal error',
    FieldValueTypeInvalid: 'Invalid value',
};
/** Types whose message never shows the offending value. */
const OMITS_VALUE = new Set([
    'FieldValueRequired',
    'FieldValueForbidden',
    'FieldValueTooLong',
    'InternalError',
]);
export function goValue(formatted) {
    return { goFormatted: formatted };
}
/** Go's strconv.Quote / `%q` for the printable strings we deal with. */
export function goQuote(s) {
    let out = '"';
    for (const ch of s) {
        const cp = ch.codePointAt(0);
        if (ch === '"')
            out += '\\"';
        else if (ch === '\\')
            out += '\\\\';
        else if (ch === '\n')
            out += '\\n';
        else if (ch === '\r')
            out += '\\r';
        else if (ch === '\t')
            out += '\\t';
        else if (cp < 0x20 || cp === 0x7f)
            out += '\\x' + cp.toString(16).padStart(2, '0');
        else
            out += ch;
    }
    return out + '"';
}
function formatValue(value) {
    if (value === null || value === undefined)
        return 'null';
    if (typeof value === 'string')
        return goQuote(value);
    if (typeof value === 'number' || typeof value === 'boolean')
        return String(value);
    return value.goFormatted;
}
/** `ErrorBody()`: the message of one cause, without the field path. */
export function fieldErrorBody(err) {
    let body = TYPE_TEXT[err.type];
    if (!OMITS_VALUE.has(err.type))
        body += ': ' + formatValue(err.badValue);
    if (err.detail)
        body += ': ' + err.detail;
    return body;
}
/** `Error()`: `<field>: <body>`. */
export function fieldErrorText(err) {
    return `${err.field}: ${fieldErrorBody(err)}`;
}
export const fieldErrors = {
    required: (field, detail = '') => ({ type: 'FieldValueRequired', field, detail }),
    invalid: (field, value, detail = '') => ({
        type: 'FieldValueInvalid',
        field,
        badValue: value,
        detail,
    }),
    forbidden: (field, detail = '') => ({ type: 'FieldValueForbidden', field, detail }),
    duplicate: (field, value) => ({ type: 'FieldValueDuplicate', field, badValue: value }),
    notFound: (field, value) => ({ type: 'FieldValueNotFound', field, badValue: value }),
    tooLong: (field, max) => ({
        type: 'FieldValueTooLong',
        field,
        detail: max < 0 ? 'value is too long' : `may not be more than ${max} bytes`,
    }),
    tooMany: (field, value, max) => ({
        type: 'FieldValueTooMany',
        field,
        badValue: value,
        detail: `must have at most ${max} items`,
    }),
    notSupported: (field, value, supported) => ({
        type: 'FieldValueNotSupported',
        field,
        badValue: value,
        detail: supported.length ? 'supported values: ' + supported.map(goQuote).join(', ') : '',
    }),
    internal: (field, detail) => ({ type: 'InternalError', field, detail }),
};
/**
 * The aggregate text used in Invalid messages: one error prints bare, several print
 * as `[e1, e2]`, duplicates removed (apimachinery util/errors aggregate).
 */
export function aggregateFieldErrors(errs) {
    const seen = new Set();
    const texts = [];
    for (const e of errs) {
        const t = fieldErrorText(e);
        if (!seen.has(t)) {
            seen.add(t);
            texts.push(t);
        }
    }
    if (texts.length === 1)
        return texts[0];
    return '[' + texts.join(', ') + ']';
}
//# sourceMappingURL=field-errors.js.map