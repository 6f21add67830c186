/**
 * `/openapi/v3`: an index of per-group-version documents and the documents themselves,
 * cut from the hand-written definition (generated/openapi-document.ts). Each document holds
 * the paths of its group-version and every component schema, so it stands alone (what
 * `kubectl explain` needs). Documents are addressed with a content hash, as upstream does.
 */
import { createHash } from 'node:crypto';
import { openApiDocument } from '../../generated/openapi-document.js';
import type { ResourceDescriptor } from '../meta/resources.js';
import { groupVersionPath } from '../meta/resources.js';
import { OpenApiV2 } from './openapi-v2.js';

/** /openapi/v2 depends on nothing but the generated document: encoded once per process, at the first server start. */
let sharedV2: OpenApiV2 | undefined;

interface Served {
  readonly body: string;
  readonly hash: string;
}

/**
 * Replace `$ref`s to components/parameters with the parameters themselves: upstream's
 * documents carry them inline, and clients (kubectl's field-validation support check) look
 * for them there.
 */
function inlineParameters(node: unknown, parameters: Record<string, unknown>): unknown {
  if (Array.isArray(node)) return node.map((n) => inlineParameters(n, parameters));
  if (node === null || typeof node !== 'object') return node;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/parameters/')) {
    return parameters[ref.slice('#/components/parameters/'.length)] ?? node;
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = inlineParameters(v, parameters);
  return out;
}

export class OpenApiV3 {
  private readonly docs = new Map<string, Served>();
  /** The Swagger 2.0 document served at /openapi/v2 (JSON and protobuf). */
  readonly v2: OpenApiV2;

  constructor(resources: readonly ResourceDescriptor<any>[]) {
    this.v2 = sharedV2 ??= new OpenApiV2();
    const components = (openApiDocument.components ?? {}) as { parameters?: Record<string, unknown> };
    const paths = inlineParameters(openApiDocument.paths ?? {}, components.parameters ?? {}) as Record<string, unknown>;
    const seen = new Set<string>();
    for (const d of resources) {
      const prefix = groupVersionPath(d); // /api/v1 or /apis/g/v
      if (seen.has(prefix)) continue;
      seen.add(prefix);
      const selected: Record<string, unknown> = {};
      for (const [p, item] of Object.entries(paths)) {
        if (p === prefix || p.startsWith(prefix + '/')) selected[p] = item;
      }
      const doc = { ...openApiDocument, paths: selected };
      const body = JSON.stringify(doc);
      this.docs.set(prefix.slice(1), { body, hash: createHash('sha512').update(body).digest('hex').toUpperCase() });
    }
  }

  /** `/openapi/v3`: `{ paths: { "apis/node.cluster.io/v1": { serverRelativeURL } } }`. */
  index(): Record<string, unknown> {
    const paths: Record<string, unknown> = {};
    for (const [key, d] of this.docs) paths[key] = { serverRelativeURL: `/openapi/v3/${key}?hash=${d.hash}` };
    return { paths };
  }

  /** The document for `api/v1` or `apis/<group>/<version>`, or undefined. */
  document(key: string): Served | undefined {
    return this.docs.get(key);
  }
}
