import { aggregatedDiscovery, legacyDiscovery, SERVER_VERSION, wantsAggregated } from './discovery.js';
import { methodNotAllowedStatus, notFoundStatus, writeBytes, writeJson } from './http/response.js';
export { SERVER_VERSION };
function writeText(res, code, text) {
    res.statusCode = code;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.end(text);
}
export async function handleNonResource(ctx) {
    const { req, res, info, pretty, resources } = ctx;
    const path = info.path.replace(/\/+$/, '') || '/';
    const parts = path.split('/').filter(Boolean);
    const get = info.verb === 'get' || info.verb === 'head';
    if (!get) {
        if (path === '/healthz' || path === '/livez' || path === '/readyz' || path === '/version' || path === '/api' || path === '/apis')
            throw methodNotAllowedStatus();
    }
    const reply = (body) => {
        if (!get)
            throw methodNotAllowedStatus();
        writeJson(res, 200, body, { pretty });
    };
    if (path === '/healthz' || path === '/livez' || path === '/readyz') {
        writeText(res, 200, 'ok');
        return;
    }
    if (path === '/version')
        return reply(SERVER_VERSION);
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
    if (path === '/api/v1')
        return reply(legacyDiscovery.coreResources(resources));
    if (parts[0] === 'apis' && parts.length === 2) {
        const group = legacyDiscovery.group(resources, parts[1]);
        if (group)
            return reply(group);
    }
    if (parts[0] === 'apis' && parts.length === 3) {
        const list = legacyDiscovery.resourceList(resources, `${parts[1]}/${parts[2]}`);
        if (list)
            return reply(list);
    }
    if (path === '/openapi/v3')
        return reply(ctx.openapi.index());
    if (parts[0] === 'openapi' && parts[1] === 'v3' && parts.length > 2) {
        const doc = ctx.openapi.document(parts.slice(2).join('/'));
        if (doc && get) {
            const hashed = ctx.query.get('hash') === doc.hash;
            res.setHeader('Etag', `"${doc.hash}"`);
            res.setHeader('Cache-Control', hashed ? 'public, immutable' : 'no-cache, private');
            if (hashed)
                res.setHeader('Expires', new Date(Date.now() + 365 * 24 * 3600 * 1000).toUTCString());
            res.statusCode = 200;
            res.setHeader('Content-Type', 'application/json');
            res.end(doc.body);
            return;
        }
    }
    throw notFoundStatus();
}
//# sourceMappingURL=non-resource.js.map