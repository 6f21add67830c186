/**
 * Field-level validation errors, shaped like apimachinery's `field.Error` so that
 * messages match the upstream apiserver byte for byte (wire.md §1.3).
 */
/** The CauseType carried by a Status cause. */
export type FieldErrorType = 'FieldValueNotFound' | 'FieldValueRequired' | 'FieldValueDuplicate' | 'FieldValueInvalid' | 'FieldValueNotSupported' | 'FieldValueForbidden' | 'FieldValueTooLong' | 'FieldValueTooMany' | 'InternalError' | 'FieldValueTypeInvalid';
/**
 * A value already formatted the way Go's `%#v` would print it, for values that are
 * not strings, numbers or booleans (structs, uint64). Wrap with {@link goValue}.
 */
export interface GoFormattedValue {
    readonly goFormatted: string;
}
export declare function goValue(formatted: string): GoFormattedValue;
export type FieldErrorValue = string | number | boolean | null | undefined | GoFormattedValue;
export interface FieldError {
    readonly type: FieldErrorType;
    /** Dotted field path as apimachinery's field.Path prints it, e.g. `spec.leaseName`, `overhead.limits[cpu]`. */
    readonly field: string;
    readonly badValue?: FieldErrorValue;
    readonly detail?: string;
}
/** Go's strconv.Quote / `%q` for the printable strings we deal with. */
export declare function goQuote(s: string): string;
/** `ErrorBody()`: the message of one cause, without the field path. */
export declare function fieldErrorBody(err: FieldError): string;
/** `Error()`: `<field>: <body>`. */
export declare function fieldErrorText(err: FieldError): string;
export declare const fieldErrors: {
    required: (field: string, detail?: string) => FieldError;
    invalid: (field: string, value: FieldErrorValue, detail?: string) => FieldError;
    forbidden: (field: string, detail?: string) => FieldError;
    duplicate: (field: string, value: FieldErrorValue) => FieldError;
    notFound: (field: string, value: FieldErrorValue) => FieldError;
    tooLong: (field: string, max: number) => FieldError;
    tooMany: (field: string, value: FieldErrorValue, max: number) => FieldError;
    notSupported: (field: string, value: FieldErrorValue, supported: readonly string[]) => FieldError;
    internal: (field: string, detail: string) => FieldError;
};
/**
 * The aggregate text used in Invalid messages: one error prints bare, several print
 * as `[e1, e2]`, duplicates removed (apimachinery util/errors aggregate).
 */
export declare function aggregateFieldErrors(errs: readonly FieldError[]): string;
