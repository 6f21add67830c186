/**
 * Generated file: do not edit.
 *
 * Source:    openapi/cluster-api.yaml
 * Generator: openapi-typescript 7.13.0 (scripts/generate-lib.mjs)
 * Rebuild:   npm run generate
 */
export {};
//# sourceMappingURL=openapi.js.map