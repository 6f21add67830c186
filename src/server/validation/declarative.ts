/**
 * Declarative validation: rules read from the schema (here: `required` properties, which
 * must be present and, for strings, non-empty), run beside the hand-written validation as
 * the seed's gate table says. With DeclarativeValidation on, both run and disagreements are
 * counted (`declarative_validation_mismatch_total`); with DeclarativeValidationTakeover the
 * declarative result is authoritative for the fields it covers.
 */
import { fieldErrors, type FieldError } from '../../meta/field-errors.js';
import { componentSchemas, resolveSchema, type SchemaObject } from '../../meta/schema.js';

/** Paths of required fields reachable through nested objects (not lists or maps). */
function requiredPaths(schema: SchemaObject, prefix: string, out: string[], depth = 0): string[] {
  const s = resolveSchema(componentSchemas, schema);
  if (depth > 8 || !s.properties) return out;
  for (const name of s.required ?? []) out.push(prefix ? `${prefix}.${name}` : name);
  for (const [name, child] of Object.entries(s.properties)) {
    if (name === 'metadata') continue; // ObjectMeta stays hand-written
    const c = resolveSchema(componentSchemas, child);
    if (c.properties) requiredPaths(child, prefix ? `${prefix}.${name}` : name, out, depth + 1);
  }
  return out;
}

/** A kind's covered fields: their paths, as a set, and split into property names (parsed once per kind). */
interface Coverage {
  readonly paths: readonly string[];
  readonly set: ReadonlySet<string>;
  readonly parts: readonly (readonly string[])[];
}

const coverageCache = new Map<string, Coverage>();

function coverageOf(schemaName: string): Coverage {
  let c = coverageCache.get(schemaName);
  if (!c) {
    const paths = requiredPaths({ $ref: `#/components/schemas/${schemaName}` }, '', []);
    c = { paths, set: new Set(paths), parts: paths.map((p) => p.split('.')) };
    coverageCache.set(schemaName, c);
  }
  return c;
}

/** The field paths declarative validation covers for a kind. */
export function declarativeCoverage(schemaName: string): readonly string[] {
  return coverageOf(schemaName).paths;
}

/**
 * The value at `parts`, undefined when some step is not an object. A missing optional parent
 * (e.g. no `spec`) thereby makes its required fields missing too.
 */
function valueAt(obj: unknown, parts: readonly string[]): unknown {
  let cur: unknown = obj;
  for (const part of parts) {
    if (typeof cur !== 'object' || cur === null) return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/** Declarative errors for an object: Required for each covered field that is absent or ''. */
export function declarativeValidate(schemaName: string, obj: unknown): FieldError[] {
  const errs: FieldError[] = [];
  const { paths, parts } = coverageOf(schemaName);
  for (let i = 0; i < paths.length; i++) {
    const v = valueAt(obj, parts[i]!);
    if (v === undefined || v === null || v === '') errs.push(fieldErrors.required(paths[i]!));
  }
  return errs;
}

export interface DeclarativeMode {
  readonly takeover: boolean;
  readonly onMismatch: () => void;
}

/**
 * Combine hand-written and declarative results. Errors are matched by field and type, as
 * upstream's comparison does: a covered field flagged differently (or by one side only) is a
 * mismatch.
 */
export function combineValidation(schemaName: string, obj: unknown, handWritten: FieldError[], mode: DeclarativeMode | undefined): FieldError[] {
  if (!mode) return handWritten;
  const covered = coverageOf(schemaName).set;
  const declarative = declarativeValidate(schemaName, obj);
  // The common case, both sides without errors, without building the comparison sets.
  if (handWritten.length === 0 && declarative.length === 0) return handWritten;
  const hw = new Set(handWritten.filter((e) => covered.has(e.field)).map((e) => `${e.field}\u0000${e.type}`));
  const dv = new Set(declarative.map((e) => `${e.field}\u0000${e.type}`));
  const mismatch = hw.size !== dv.size || [...hw].some((f) => !dv.has(f));
  if (mismatch) mode.onMismatch();
  if (!mode.takeover) return handWritten;
  return [...handWritten.filter((e) => !covered.has(e.field)), ...declarative];
}
