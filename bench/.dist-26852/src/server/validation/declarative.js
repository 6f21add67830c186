/**
 * Declarative validation: rules read from the schema (here: `required` properties, which
 * must be present and, for strings, non-empty), run beside the hand-written validation as
 * the seed's gate table says. With DeclarativeValidation on, both run and disagreements are
 * counted (`declarative_validation_mismatch_total`); with DeclarativeValidationTakeover the
 * declarative result is authoritative for the fields it covers.
 */
import { fieldErrors } from '../../meta/field-errors.js';
import { componentSchemas, resolveSchema } from '../../meta/schema.js';
/** Paths of required fields reachable through nested objects (not lists or maps). */
function requiredPaths(schema, prefix, out, depth = 0) {
    const s = resolveSchema(componentSchemas, schema);
    if (depth > 8 || !s.properties)
        return out;
    for (const name of s.required ?? [])
        out.push(prefix ? `${prefix}.${name}` : name);
    for (const [name, child] of Object.entries(s.properties)) {
        if (name === 'metadata')
            continue; // ObjectMeta stays hand-written
        const c = resolveSchema(componentSchemas, child);
        if (c.properties)
            requiredPaths(child, prefix ? `${prefix}.${name}` : name, out, depth + 1);
    }
    return out;
}
const coverageCache = new Map();
/** The field paths declarative validation covers for a kind. */
export function declarativeCoverage(schemaName) {
    let paths = coverageCache.get(schemaName);
    if (!paths) {
        paths = requiredPaths({ $ref: `#/components/schemas/${schemaName}` }, '', []);
        coverageCache.set(schemaName, paths);
    }
    return paths;
}
function valueAt(obj, path) {
    let cur = obj;
    for (const part of path.split('.')) {
        if (typeof cur !== 'object' || cur === null)
            return undefined;
        cur = cur[part];
    }
    return cur;
}
/** Declarative errors for an object: Required for each covered field that is absent or ''. */
export function declarativeValidate(schemaName, obj) {
    const errs = [];
    for (const path of declarativeCoverage(schemaName)) {
        const parent = path.includes('.') ? valueAt(obj, path.slice(0, path.lastIndexOf('.'))) : obj;
        // A missing optional parent (e.g. no `spec`) still makes its required fields missing.
        const v = parent === undefined ? undefined : valueAt(obj, path);
        if (v === undefined || v === null || v === '')
            errs.push(fieldErrors.required(path));
    }
    return errs;
}
/**
 * Combine hand-written and declarative results. Errors are matched by field and type, as
 * upstream's comparison does: a covered field flagged differently (or by one side only) is a
 * mismatch.
 */
export function combineValidation(schemaName, obj, handWritten, mode) {
    if (!mode)
        return handWritten;
    const covered = new Set(declarativeCoverage(schemaName));
    const declarative = declarativeValidate(schemaName, obj);
    const hw = new Set(handWritten.filter((e) => covered.has(e.field)).map((e) => `${e.field}\u0000${e.type}`));
    const dv = new Set(declarative.map((e) => `${e.field}\u0000${e.type}`));
    const mismatch = hw.size !== dv.size || [...hw].some((f) => !dv.has(f));
    if (mismatch)
        mode.onMismatch();
    if (!mode.takeover)
        return handWritten;
    return [...handWritten.filter((e) => !covered.has(e.field)), ...declarative];
}
//# sourceMappingURL=declarative.js.map