/**
 * Generated file: do not edit.
 *
 * Source:    openapi/cluster-api.yaml
 * Generator: scripts/generate-lib.mjs
 * Rebuild:   npm run generate
 */
/** The API definition as served under /openapi/v3. */
export declare const openApiDocument: Readonly<Record<string, unknown>>;
