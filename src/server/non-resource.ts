/**
 * Non-resource endpoints: discovery (legacy and aggregated), /version, /openapi/v2 and /openapi/v3 (health
 * and /metrics are answered before, by the API server). Anything else is a 404 Status.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ResourceDescriptor } from '../meta/resources.js';
import { aggregatedDiscovery, legacyDiscovery, SERVER_VERSION, wantsAggregated } from './discovery.js';
import { methodNotAllowedStatus, notFoundFor, notFoundStatus, writeBytes, writeJson } from './http/response.js';
import type { OpenApiV3 } from './openapi-v3.js';
import type { NonResourceRequestInfo } from './request-info.js';

export interface NonResourceContext {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly info: NonResourceRequestInfo;
  readonly query: URLSearchParams;
  readonly pretty: boolean;
  readonly resources: readonly ResourceDescriptor<any>[];
  readonly openapi: OpenApiV3;
}

export async function handleNonResource(ctx: NonResourceContext): Promise<void> {
  const { req, res, info, pretty, resources } = ctx;
  const path = info.path.replace(/\/+$/, '') || '/';
  const parts = path.split('/').filter(Boolean);
  // Paths are matched as given (no cleaning, as upstream's mux): `//apis/x` is not `/apis/x`.
  if (path !== '/' && path.slice(1).split('/').includes('')) throw notFoundStatus();
  const get = info.verb === 'get' || info.verb === 'head';
  if (!get && (path === '/version' || path === '/api' || path === '/apis')) throw methodNotAllowedStatus();
  const reply = (body: unknown) => {
    if (!get) throw methodNotAllowedStatus();
    writeJson(res, 200, body, { pretty });
  };

  if (path === '/version') return reply(SERVER_VERSION);
  if (path === '/api' || path === '/apis') {
    const aggregated = wantsAggregated(req.headers.accept);
    if (aggregated && get) {
      const body = aggregatedDiscovery(resources, path === '/api', aggregated);
      const contentType = `application/json;g=${aggregated.group};v=${aggregated.version};as=APIGroupDiscoveryList`;
      writeBytes(res, 200, Buffer.from(JSON.stringify(body) + '\n'), contentType, { pretty, gzip: false });
      return;
    }
    return reply(path === '/api' ? legacyDiscovery.apiVersions(req.headers.host ?? '') : legacyDiscovery.groupList(resources));
  }
  if (path === '/api/v1') return reply(legacyDiscovery.coreResources(resources));
  if (parts[0] === 'apis' && parts.length === 2) {
    const group = legacyDiscovery.group(resources, parts[1]!);
    if (group) return reply(group);
  }
  if (parts[0] === 'apis' && parts.length === 3) {
    const list = legacyDiscovery.resourceList(resources, `${parts[1]}/${parts[2]}`);
    if (list) return reply(list);
  }
  if (info.path === '/openapi/v2') {
    // Upstream's handler is mounted on the exact path and answers every method alike.
    ctx.openapi.v2.serve(req, res);
    return;
  }
  if (path === '/openapi/v3') return reply(ctx.openapi.index());
  if (parts[0] === 'openapi' && parts[1] === 'v3' && parts.length > 2) {
    const doc = ctx.openapi.document(parts.slice(2).join('/'));
    if (doc && get) {
      const hashed = ctx.query.get('hash') === doc.hash;
      res.setHeader('Etag', `"${doc.hash}"`);
      res.setHeader('Cache-Control', hashed ? 'public, immutable' : 'no-cache, private');
      if (hashed) res.setHeader('Expires', new Date(Date.now() + 365 * 24 * 3600 * 1000).toUTCString());
      res.statusCode = 200;
      res.setHeader('Content-Type', 'application/json');
      res.end(doc.body);
      return;
    }
  }
  throw notFoundFor(info.path, resources.map((d) => d.group));
}
