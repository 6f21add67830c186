/**
 * Declarative validation: rules read from the schema (here: `required` properties, which
 * must be present and, for strings, non-empty), run beside the hand-written validation as
 * the seed's gate table says. With DeclarativeValidation on, both run and disagreements are
 * counted (`declarative_validation_mismatch_total`); with DeclarativeValidationTakeover the
 * declarative result is authoritative for the fields it covers.
 */
import { type FieldError } from '../../meta/field-errors.js';
/** The field paths declarative validation covers for a kind. */
export declare function declarativeCoverage(schemaName: string): readonly string[];
/** Declarative errors for an object: Required for each covered field that is absent or ''. */
export declare function declarativeValidate(schemaName: string, obj: unknown): FieldError[];
export interface DeclarativeMode {
    readonly takeover: boolean;
    readonly onMismatch: () => void;
}
/**
 * Combine hand-written and declarative results. Errors are matched by field and type, as
 * upstream's comparison does: a covered field flagged differently (or by one side only) is a
 * mismatch.
 */
export declare function combineValidation(schemaName: string, obj: unknown, handWritten: FieldError[], mode: DeclarativeMode | undefined): FieldError[];
