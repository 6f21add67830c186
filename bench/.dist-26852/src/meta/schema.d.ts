/**
 * Reading the API's structural schemas (generated/schemas.ts, rebuilt by `npm run generate`).
 */
import type { SchemaObject } from '../../generated/schemas.js';
export type { SchemaObject };
export { componentSchemas } from '../../generated/schemas.js';
/** Follow `$ref` and single-element `allOf` wrappers to the schema that defines the shape. */
export declare function resolveSchema(schemas: Readonly<Record<string, SchemaObject>>, schema: SchemaObject): SchemaObject;
/** The schema name of a `$ref` (possibly inside a one-element allOf), or undefined. */
export declare function refName(schema: SchemaObject): string | undefined;
