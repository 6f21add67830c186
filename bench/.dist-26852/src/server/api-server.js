import { allResources, apiVersionOf } from '../meta/resources.js';
import { handleCreate } from './handlers/create.js';
import { handleDelete } from './handlers/delete.js';
import { handleDeleteCollection } from './handlers/delete-collection.js';
import { handleGet } from './handlers/get.js';
import { handleList } from './handlers/list.js';
import { handleNamespaceDelete } from './handlers/namespace-delete.js';
import { checkPathName } from './handlers/scope.js';
import { handleUpdate } from './handlers/update.js';
import { handlePatch } from './handlers/patch.js';
import { handleWatch } from './handlers/watch.js';
import { RevisionTracker } from './registry/revision-tracker.js';
import { WatchCache } from './registry/watch-cache.js';
import { methodNotAllowedStatus, notFoundStatus, wantsPretty, writeError } from './http/response.js';
import { acceptedList, negotiateResponse } from '../codec/negotiation.js';
import { statusErrors } from '../meta/status.js';
import { resolveFeatureGates } from './feature-gates.js';
import { WireFormats } from './wire-formats.js';
import { unauthorizedError } from './auth/authenticator.js';
import { alwaysAllow, forbiddenError } from './auth/authorizer.js';
import { HealthRegistry } from './health/health-registry.js';
import { ApiServerMetrics, metricVerb, PROMETHEUS_TEXT_CONTENT_TYPE } from './metrics.js';
import { resolveRuntimeConfig } from './runtime-config.js';
import { warningHeaders } from './handlers/scope.js';
import { OpenApiV3 } from './openapi-v3.js';
import { NamespaceLifecycle } from './registry/namespace-lifecycle.js';
import { RegistryStore } from './registry/store.js';
import { strategyFor } from './registry/strategies.js';
import { parseRequestInfo } from './request-info.js';
import { handleNonResource } from './non-resource.js';
/** Who a request runs as when the server has no authenticator. */
const UNRESTRICTED_USER = { username: 'system:admin', uid: '', groups: ['system:masters', 'system:authenticated'], extra: {} };
/** Non-resource paths every authenticated user may read (upstream's discovery and public-info roles). */
const PUBLIC_PATHS = [/^\/(api|apis|version|healthz|livez|readyz|openapi)(\/.*)?$/];
const FIVE_MINUTES = 5 * 60 * 1000;
/** Upstream's deprecation warning: `<group>/<version> <Kind> is deprecated in v1.36+, unavailable in v1.39+; use ...`. */
function deprecationWarning(d, dep) {
    let text = `${apiVersionOf(d)} ${d.kind} is deprecated in v${dep.deprecatedIn}+`;
    if (dep.removedIn)
        text += `, unavailable in v${dep.removedIn}+`;
    if (dep.replacement)
        text += `; use ${dep.replacement}`;
    return text;
}
/** Whether an Accept-Encoding header allows gzip (RFC 9110 §12.5.3; q=0 refuses it). */
function acceptsGzip(header) {
    if (!header)
        return false;
    return header.split(',').some((part) => {
        const [coding, ...params] = part.trim().toLowerCase().split(';');
        if (coding !== 'gzip' && coding !== '*')
            return false;
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return q === undefined || Number(q.slice(2)) > 0;
    });
}
export class ApiServer {
    clock;
    stores = new Map();
    namespaceLifecycle;
    resources;
    caches = new Map();
    revisions;
    watchSettings;
    gates;
    formats;
    openapi;
    authenticator;
    authorizer;
    health;
    metrics = new ApiServerMetrics();
    deprecated;
    /** Builds the server's parts; no I/O until start(). */
    constructor(options) {
        this.clock = options.clock;
        this.gates = resolveFeatureGates(options.featureGates).values;
        this.formats = new WireFormats(this.gates);
        const enablement = resolveRuntimeConfig(options.runtimeConfig ?? '');
        this.resources = (options.resources ?? allResources).filter((d) => enablement.isEnabled(d.group, d.version, d.resource));
        this.openapi = new OpenApiV3(this.resources);
        this.authenticator = options.authenticator;
        this.authorizer = options.authorizer ?? alwaysAllow;
        this.deprecated = options.deprecatedApis ?? [];
        this.health = new HealthRegistry({
            clock: this.clock,
            livezGracePeriodMs: options.livezGracePeriodMs ?? 0,
            shutdownDelayMs: options.shutdownDelayMs ?? 0,
        });
        this.namespaceLifecycle = new NamespaceLifecycle({ clock: this.clock });
        this.revisions = new RevisionTracker({ storage: options.storage, clock: this.clock, retentionMs: options.continueTokenTtlMs ?? FIVE_MINUTES });
        this.watchSettings = {
            open: new Set(),
            watchList: this.gates.WatchList,
            bookmarkIntervalMs: options.bookmarkIntervalMs ?? 60_000,
            minRequestTimeoutMs: options.minRequestTimeoutMs ?? 30 * 60_000,
            maxBufferedBytes: 64 * 1024 * 1024,
            random: options.random ?? Math.random,
            onWatcher: (d, delta) => {
                const labels = { group: d.group, version: d.version, kind: d.kind };
                if (delta > 0)
                    this.metrics.watcherAdded(labels);
                else
                    this.metrics.watcherRemoved(labels);
            },
        };
        for (const d of this.resources) {
            const store = new RegistryStore({
                storage: options.storage,
                strategy: strategyFor(d),
                clock: this.clock,
                hooks: this.namespaceLifecycle,
                freshness: this.revisions,
                ...(this.gates.DeclarativeValidation
                    ? { declarative: { takeover: this.gates.DeclarativeValidationTakeover, onMismatch: () => this.metrics.recordDeclarativeValidationMismatch() } }
                    : {}),
                ...(options.tooLargeResourceVersionWaitMs !== undefined ? { tooLargeWaitMs: options.tooLargeResourceVersionWaitMs } : {}),
            });
            this.stores.set(d, store);
            this.caches.set(d, new WatchCache({
                storage: options.storage,
                prefix: store.prefix(''),
                decode: (kv) => store.decode(kv),
                clock: this.clock,
                windowMs: options.watchHistoryMs ?? FIVE_MINUTES,
            }));
        }
        const nsDescriptor = this.resources.find((r) => r.group === '' && r.resource === 'namespaces');
        if (nsDescriptor) {
            this.namespaceLifecycle.attach(this.stores.get(nsDescriptor), [...this.stores.entries()].filter(([d]) => d.namespaced).map(([, s]) => s));
        }
    }
    /** Load the watch caches and start revision tracking and compaction. */
    async start() {
        this.revisions.start();
        for (const cache of this.caches.values())
            await cache.start();
    }
    stop() {
        this.revisions.stop();
        for (const cache of this.caches.values())
            cache.stop();
    }
    /**
     * Forget history up to `revision` (default: everything), as compaction after the
     * retention window would: older watches, continue tokens and Exact reads get 410.
     */
    compactHistory(revision) {
        const target = revision ?? this.revisions.currentRevision();
        this.revisions.compactTo(target);
        for (const cache of this.caches.values())
            cache.compactTo(target);
    }
    /** Break every open watch connection (clients see the stream fail mid-way). */
    dropWatches() {
        for (const w of [...this.watchSettings.open])
            w.drop();
    }
    /** Watchers currently registered across all resources. */
    registeredWatchers() {
        let n = 0;
        for (const cache of this.caches.values())
            n += cache.watcherCount;
        return n;
    }
    /** The store serving a resource (for seeding and tests). */
    storeFor(descriptor) {
        const s = this.stores.get(descriptor);
        if (!s)
            throw new Error(`resource ${descriptor.resource} is not served`);
        return s;
    }
    /** Handle one HTTP request; never throws (every failure becomes a Status response). */
    async handle(req, res) {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const query = url.searchParams;
        const pretty = wantsPretty(req, query);
        let responder = { pretty, gzip: false };
        try {
            const user = await this.authenticate(req);
            const info = parseRequestInfo(req.method ?? 'GET', url.pathname, query);
            if (!info.isResourceRequest) {
                if (!PUBLIC_PATHS.some((re) => re.test(info.path)))
                    this.authorize({ isResourceRequest: false, user, verb: info.verb, path: info.path });
                const health = await this.health.handle(info.path, query);
                if (health) {
                    res.writeHead(health.status, health.headers);
                    res.end(health.body);
                    return;
                }
                if (info.path === '/metrics') {
                    res.writeHead(200, { 'Content-Type': PROMETHEUS_TEXT_CONTENT_TYPE });
                    res.end(this.metrics.expose());
                    return;
                }
                await handleNonResource({ req, res, info, query, pretty, resources: this.resources, openapi: this.openapi });
                return;
            }
            const descriptor = this.resolve(info);
            const handler = this.handlerFor(info, descriptor);
            if (info.namespace !== '' && info.namespaced)
                checkPathName(info.namespace);
            if (info.name !== '')
                checkPathName(info.name);
            const attrs = {
                isResourceRequest: true,
                user,
                verb: info.verb,
                apiGroup: info.apiGroup,
                apiVersion: info.apiVersion,
                resource: info.resource,
                subresource: info.subresource,
                namespace: info.namespace,
                name: info.name,
                path: info.path,
            };
            this.authorize(attrs);
            this.countRequest(res, info, descriptor, req);
            const deprecation = this.deprecated.find((x) => x.group === descriptor.group && x.version === descriptor.version);
            const watch = info.verb === 'watch';
            const formats = this.formats.served(watch);
            const negotiated = negotiateResponse(req.headers.accept, formats, { allowTable: info.verb === 'get' || info.verb === 'list' || watch, watch });
            if (!negotiated)
                throw statusErrors.notAcceptable(acceptedList(formats, watch));
            const gzip = this.gates.APIResponseCompression && (info.verb === 'get' || info.verb === 'list') && acceptsGzip(req.headers['accept-encoding']);
            responder = { pretty, gzip: false, negotiated };
            const warnings = new Set();
            if (deprecation) {
                warnings.add(deprecationWarning(descriptor, deprecation));
                this.metrics.recordDeprecatedApiRequest({ group: descriptor.group, version: descriptor.version, resource: descriptor.resource, ...(deprecation.removedIn ? { removedRelease: deprecation.removedIn } : {}) });
                responder = { ...responder, headers: warningHeaders(warnings) };
            }
            const scope = {
                req,
                res,
                query,
                info,
                descriptor,
                store: this.stores.get(descriptor),
                clock: this.clock,
                pretty,
                bodyFormats: this.formats.requestFormats(),
                warnings,
                negotiated,
                gzip,
                gates: this.gates,
                authorize: (verb) => this.authorize({ ...attrs, verb }),
            };
            await handler(scope);
        }
        catch (err) {
            if (res.headersSent) {
                res.destroy(err instanceof Error ? err : undefined);
                return;
            }
            writeError(res, err, responder);
        }
    }
    /** The caller, or 401. Without an authenticator every caller is unrestricted. */
    async authenticate(req) {
        if (!this.authenticator)
            return UNRESTRICTED_USER;
        const socket = req.socket;
        const peerCertificate = typeof socket.getPeerCertificate === 'function' ? socket.getPeerCertificate(true) : undefined;
        const result = await this.authenticator.authenticate({
            headers: req.headers,
            ...(peerCertificate && peerCertificate.raw ? { peerCertificate: peerCertificate } : {}),
        });
        if (!result.authenticated)
            throw unauthorizedError();
        return result.user;
    }
    authorize(attrs) {
        const decision = this.authorizer.authorize(attrs);
        if (!decision.allowed)
            throw forbiddenError(attrs, decision.reason);
    }
    /** apiserver_request_total, recorded when the response is finished (so the code is known). */
    countRequest(res, info, d, req) {
        const isApply = info.verb === 'patch' && (req.headers['content-type'] ?? '').startsWith('application/apply-patch');
        const dryRun = new URL(req.url ?? '/', 'http://x').searchParams.getAll('dryRun').includes('All') ? 'All' : '';
        res.once('finish', () => this.metrics.recordRequest({
            verb: metricVerb(info.verb, { isApply }),
            group: d.group,
            version: d.version,
            resource: d.resource,
            scope: info.name !== '' ? 'resource' : info.namespaced ? 'namespace' : 'cluster',
            dryRun,
            code: res.statusCode,
        }));
    }
    resolve(info) {
        const d = this.resources.find((r) => r.group === info.apiGroup && r.version === info.apiVersion && r.resource === info.resource && (info.apiPrefix === 'api') === (r.group === ''));
        if (!d || info.subresource !== '')
            throw notFoundStatus();
        // A namespaced resource's objects live under /namespaces/<ns>/; a cluster-scoped
        // resource has no namespaced paths.
        if (d.namespaced && info.name !== '' && !info.namespaced)
            throw notFoundStatus();
        if (!d.namespaced && info.namespaced)
            throw notFoundStatus();
        return d;
    }
    handlerFor(info, d) {
        const collection = info.name === '';
        const allNamespaces = d.namespaced && !info.namespaced;
        const method = info.verb;
        let handler;
        switch (method) {
            case 'watch':
                handler = collection ? handleWatch(this.caches.get(d), this.watchSettings) : undefined;
                break;
            case 'get':
                handler = handleGet;
                break;
            case 'list':
                handler = handleList;
                break;
            case 'create':
                handler = collection && !allNamespaces ? handleCreate : undefined;
                break;
            case 'update':
                handler = collection ? undefined : handleUpdate;
                break;
            case 'patch':
                handler = collection ? undefined : handlePatch;
                break;
            case 'delete':
                handler = d.group === '' && d.resource === 'namespaces' ? handleNamespaceDelete(this.namespaceLifecycle) : handleDelete;
                break;
            case 'deletecollection':
                handler = allNamespaces ? undefined : handleDeleteCollection;
                break;
            default:
                handler = undefined;
        }
        if (!handler || !d.verbs.includes(method))
            throw methodNotAllowedStatus();
        return handler;
    }
}
//# sourceMappingURL=api-server.js.map