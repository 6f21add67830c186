export { componentSchemas } from '../../generated/schemas.js';
const REF_PREFIX = '#/components/schemas/';
/** Follow `$ref` and single-element `allOf` wrappers to the schema that defines the shape. */
export function resolveSchema(schemas, schema) {
    let s = schema;
    for (let i = 0; i < 32; i++) {
        if (s.$ref) {
            const target = schemas[s.$ref.startsWith(REF_PREFIX) ? s.$ref.slice(REF_PREFIX.length) : s.$ref];
            if (!target)
                throw new Error(`unresolved schema reference ${s.$ref}`);
            s = target;
        }
        else if (s.allOf && s.allOf.length === 1 && !s.type && !s.properties) {
            s = s.allOf[0];
        }
        else
            return s;
    }
    throw new Error('schema reference cycle');
}
/** The schema name of a `$ref` (possibly inside a one-element allOf), or undefined. */
export function refName(schema) {
    const s = schema.allOf && schema.allOf.length === 1 ? schema.allOf[0] : schema;
    return s.$ref?.startsWith(REF_PREFIX) ? s.$ref.slice(REF_PREFIX.length) : undefined;
}
//# sourceMappingURL=schema.js.map