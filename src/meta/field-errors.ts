/**
 * Field-level validation errors, shaped like apimachinery's `field.Error` so that
 * messages match the upstream apiserver byte for byte (wire.md §1.3).
 */

/** The CauseType carried by a Status cause. */
export type FieldErrorType =
  | 'FieldValueNotFound'
  | 'FieldValueRequired'
  | 'FieldValueDuplicate'
  | 'FieldValueInvalid'
  | 'FieldValueNotSupported'
  | 'FieldValueForbidden'
  | 'FieldValueTooLong'
  | 'FieldValueTooMany'
  | 'InternalError'
  | 'FieldValueTypeInvalid';

const TYPE_TEXT: Record<FieldErrorType, string> = {
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
const OMITS_VALUE = new Set<FieldErrorType>([
  'FieldValueRequired',
  'FieldValueForbidden',
  'FieldValueTooLong',
  'InternalError',
]);

/**
 * A value already formatted the way Go's `%#v` would print it, for values that are
 * not strings, numbers or booleans (structs, uint64). Wrap with {@link goValue}.
 */
export interface GoFormattedValue {
  readonly goFormatted: string;
}

export function goValue(formatted: string): GoFormattedValue {
  return { goFormatted: formatted };
}

export type FieldErrorValue = string | number | boolean | null | undefined | GoFormattedValue;

export interface FieldError {
  readonly type: FieldErrorType;
  /** Dotted field path as apimachinery's field.Path prints it, e.g. `spec.leaseName`, `overhead.limits[cpu]`. */
  readonly field: string;
  readonly badValue?: FieldErrorValue;
  readonly detail?: string;
}

/** Go's strconv.Quote / `%q` for the printable strings we deal with. */
export function goQuote(s: string): string {
  let out = '"';
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (cp < 0x20 || cp === 0x7f) out += '\\x' + cp.toString(16).padStart(2, '0');
    else out += ch;
  }
  return out + '"';
}

function formatValue(value: FieldErrorValue): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return goQuote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value.goFormatted;
}

/** `ErrorBody()`: the message of one cause, without the field path. */
export function fieldErrorBody(err: FieldError): string {
  let body = TYPE_TEXT[err.type];
  if (!OMITS_VALUE.has(err.type)) body += ': ' + formatValue(err.badValue);
  if (err.detail) body += ': ' + err.detail;
  return body;
}

/** `Error()`: `<field>: <body>`. */
export function fieldErrorText(err: FieldError): string {
  return `${err.field}: ${fieldErrorBody(err)}`;
}

export const fieldErrors = {
  required: (field: string, detail = ''): FieldError => ({ type: 'FieldValueRequired', field, detail }),
  invalid: (field: string, value: FieldErrorValue, detail = ''): FieldError => ({
    type: 'FieldValueInvalid',
    field,
    badValue: value,
    detail,
  }),
  forbidden: (field: string, detail = ''): FieldError => ({ type: 'FieldValueForbidden', field, detail }),
  duplicate: (field: string, value: FieldErrorValue): FieldError => ({ type: 'FieldValueDuplicate', field, badValue: value }),
  notFound: (field: string, value: FieldErrorValue): FieldError => ({ type: 'FieldValueNotFound', field, badValue: value }),
  tooLong: (field: string, max: number): FieldError => ({
    type: 'FieldValueTooLong',
    field,
    detail: max < 0 ? 'value is too long' : `may not be more than ${max} bytes`,
  }),
  tooMany: (field: string, value: FieldErrorValue, max: number): FieldError => ({
    type: 'FieldValueTooMany',
    field,
    badValue: value,
    detail: `must have at most ${max} items`,
  }),
  notSupported: (field: string, value: FieldErrorValue, supported: readonly string[]): FieldError => ({
    type: 'FieldValueNotSupported',
    field,
    badValue: value,
    detail: supported.length ? 'supported values: ' + supported.map(goQuote).join(', ') : '',
  }),
  internal: (field: string, detail: string): FieldError => ({ type: 'InternalError', field, detail }),
};

/**
 * The aggregate text used in Invalid messages: one error prints bare, several print
 * as `[e1, e2]`, duplicates removed (apimachinery util/errors aggregate).
 */
export function aggregateFieldErrors(errs: readonly FieldError[]): string {
  const seen = new Set<string>();
  const texts: string[] = [];
  for (const e of errs) {
    const t = fieldErrorText(e);
    if (!seen.has(t)) {
      seen.add(t);
      texts.push(t);
    }
  }
  if (texts.length === 1) return texts[0]!;
  return '[' + texts.join(', ') + ']';
}
