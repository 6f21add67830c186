/**
 * Request limits of the reference server, one place (codec limits live in
 * src/codec/limits.ts). Each names the upstream flag or constant it mirrors.
 */

/**
 * Total bytes a JSON patch's `copy` operations may add to the document. kube-apiserver sets
 * evanphx/json-patch's `AccumulatedCopySizeLimit` from `JSONPatchMaxCopyBytes`
 * (apiserver/pkg/server/config.go: 3 * 1024 * 1024, the same as the request body limit).
 */
export const JSON_PATCH_MAX_COPY_BYTES = 3 * 1024 * 1024;

/**
 * Operations in one JSON patch: apiserver/pkg/endpoints/handlers/patch.go
 * `maxJSONPatchOperations` (10000). Defined beside the engine in patch/json-patch.ts.
 */
export { MAX_JSON_PATCH_OPERATIONS } from './patch/json-patch.js';
