/**
 * Static CEL types from structural (OpenAPI) schemas, for type checking only (upstream:
 * apiserver/pkg/cel/common.SchemaDeclType): an object with properties is a struct whose
 * fields are checked (`undefined field 'f'`); `additionalProperties` is a map(string, V);
 * arrays are lists; integer -> int, number -> double, boolean -> bool, string -> string
 * (format byte -> bytes, duration -> duration, date/date-time -> timestamp).
 *
 * Dynamic (never a false warning): x-kubernetes-int-or-string, x-kubernetes-preserve-unknown-fields,
 * schemas without a type, objects with neither properties nor additionalProperties, and any
 * schema whose `$ref` cannot be resolved. Fields are converted lazily (on first selection,
 * then memoised), so recursive schemas and big ones cost only what an expression touches.
 * Nothing here throws: a resolver failure makes the type dyn.
 *
 * Property names are the escaped CEL names (`x__dash__y` for `x-y`); properties without a CEL
 * name are not selectable. Type names follow upstream's MaybeAssignTypeName (`<root>.<field>`, `.@idx` for list
 * items, `.@elem` for map values) with the kind as root (upstream appends a nanosecond
 * counter to make it unique per check).
 */
import { escapePropertyName, unescapePropertyName } from './escaping.js';
import { DYN, listOf, mapOf, scalarSchemaType, STRING, type CelStaticType } from './types.js';

/** The schema subset read here (generated/schemas.ts's SchemaObject fits). */
export interface TypingSchema {
  readonly $ref?: string;
  readonly allOf?: readonly TypingSchema[];
  readonly type?: string;
  readonly format?: string;
  readonly properties?: Readonly<Record<string, TypingSchema>>;
  readonly items?: TypingSchema;
  readonly additionalProperties?: TypingSchema | boolean;
  readonly 'x-kubernetes-int-or-string'?: boolean;
  readonly 'x-kubernetes-preserve-unknown-fields'?: boolean;
}

/** Follows `$ref`/`allOf` wrappers to the defining schema; may throw (unresolvable). */
export type SchemaResolver = (schema: TypingSchema) => TypingSchema;

/** Nesting beyond this is typed dyn (bounds recursion through self-referencing schemas). */
const MAX_DEPTH = 64;

/** The static type of values of `schema`, named `name` when it is an object. */
export function schemaDeclType(schema: TypingSchema, name: string, resolve: SchemaResolver): CelStaticType {
  return convert(schema, name, resolve, 0);
}

function convert(raw: TypingSchema | undefined, name: string, resolve: SchemaResolver, depth: number): CelStaticType {
  if (!raw || depth > MAX_DEPTH) return DYN;
  let s: TypingSchema;
  try {
    s = resolve(raw);
  } catch {
    return DYN;
  }
  if (s === null || typeof s !== 'object') return DYN;
  if (s['x-kubernetes-int-or-string'] === true || s['x-kubernetes-preserve-unknown-fields'] === true) return DYN;
  const scalar = scalarSchemaType(s.type, s.format);
  if (scalar) return scalar;
  switch (s.type) {
    case 'array':
      return listOf(convert(s.items, `${name}.@idx`, resolve, depth + 1));
    case 'object': {
      const props = s.properties;
      if (props && typeof props === 'object' && Object.keys(props).length > 0) return struct(props, name, resolve, depth);
      const ap = s.additionalProperties;
      if (ap && typeof ap === 'object') return mapOf(STRING, convert(ap, `${name}.@elem`, resolve, depth + 1));
      return DYN;
    }
    default:
      return DYN;
  }
}

function struct(props: Readonly<Record<string, TypingSchema>>, name: string, resolve: SchemaResolver, depth: number): CelStaticType {
  const fields = new Map<string, CelStaticType>();
  return {
    k: 'struct',
    name,
    field: (f) => {
      const hit = fields.get(f);
      if (hit) return hit;
      // CEL names of properties are escaped (`x-y` is `x__dash__y`), as upstream declares them.
      const prop = unescapePropertyName(f);
      if (!Object.prototype.hasOwnProperty.call(props, prop) || escapePropertyName(prop) !== f) return undefined;
      const t = convert(props[prop], `${name}.${f}`, resolve, depth + 1);
      fields.set(f, t);
      return t;
    },
  };
}
