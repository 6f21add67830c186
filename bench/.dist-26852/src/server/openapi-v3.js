/**
 * `/openapi/v3`: an index of per-group-version documents and the documents themselves,
 * cut from the hand-written definition (generated/openapi-document.ts). Each document holds
 * the paths of its group-version and every component schema, so it stands alone (what
 * `kubectl explain` needs). Documents are addressed with a content hash, as upstream does.
 */
import { createHash } from 'node:crypto';
import { openApiDocument } from '../../generated/openapi-document.js';
import { groupVersionPath } from '../meta/resources.js';
/**
 * Replace `$ref`s to components/parameters with the parameters themselves: upstream's
 * documents carry them inline, and clients (kubectl's field-validation support check) look
 * for them there.
 */
function inlineParameters(node, parameters) {
    if (Array.isArray(node))
        return node.map((n) => inlineParameters(n, parameters));
    if (node === null || typeof node !== 'object')
        return node;
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/parameters/')) {
        return parameters[ref.slice('#/components/parameters/'.length)] ?? node;
    }
    const out = {};
    for (const [k, v] of Object.entries(node))
        out[k] = inlineParameters(v, parameters);
    return out;
}
export class OpenApiV3 {
    docs = new Map();
    constructor(resources) {
        const components = (openApiDocument.components ?? {});
        const paths = inlineParameters(openApiDocument.paths ?? {}, components.parameters ?? {});
        const seen = new Set();
        for (const d of resources) {
            const prefix = groupVersionPath(d); // /api/v1 or /apis/g/v
            if (seen.has(prefix))
                continue;
            seen.add(prefix);
            const selected = {};
            for (const [p, item] of Object.entries(paths)) {
                if (p === prefix || p.startsWith(prefix + '/'))
                    selected[p] = item;
            }
            const doc = { ...openApiDocument, paths: selected };
            const body = JSON.stringify(doc);
            this.docs.set(prefix.slice(1), { body, hash: createHash('sha512').update(body).digest('hex').toUpperCase() });
        }
    }
    /** `/openapi/v3`: `{ paths: { "apis/node.cluster.io/v1": { serverRelativeURL } } }`. */
    index() {
        const paths = {};
        for (const [key, d] of this.docs)
            paths[key] = { serverRelativeURL: `/openapi/v3/${key}?hash=${d.hash}` };
        return { paths };
    }
    /** The document for `api/v1` or `apis/<group>/<version>`, or undefined. */
    document(key) {
        return this.docs.get(key);
    }
}
//# sourceMappingURL=openapi-v3.js.map