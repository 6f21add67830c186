/**
 * The request dispatcher: the filter chain (src/server/filters: panic recovery, request
 * target, max in-flight, authentication, impersonation, authorization), then the handler:
 * health, metrics, discovery, or resource -> verb handler. Every failure is written as an
 * upstream-shaped response. Transport-agnostic (takes node:http req/res), so the same
 * instance serves plain HTTP and TLS.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Clock } from '../meta/clock.js';
import { allResources, apiVersionOf, type ResourceDescriptor } from '../meta/resources.js';
import type { KubeObject } from '../meta/types.js';
import { handleCreate } from './handlers/create.js';
import { handleDelete } from './handlers/delete.js';
import { handleDeleteCollection } from './handlers/delete-collection.js';
import { handleGet } from './handlers/get.js';
import { handleList } from './handlers/list.js';
import { handleNamespaceDelete } from './handlers/namespace-delete.js';
import { checkPathName, type RequestScope } from './handlers/scope.js';
import { handleUpdate } from './handlers/update.js';
import { handlePatch } from './handlers/patch.js';
import { handleWatch, type WatchSettings } from './handlers/watch.js';
import { WATCH_FLUSH_MAX_DELAY_MS, WatchFlusher } from './handlers/watch-flush.js';
import { RevisionTracker } from './registry/revision-tracker.js';
import { WatchCache } from './registry/watch-cache.js';
import { methodNotAllowedStatus, notFoundFor, notFoundStatus } from './http/response.js';
import { acceptedList, negotiateResponse } from '../codec/negotiation.js';
import { statusErrors } from '../meta/status.js';
import { resolveFeatureGates, type FeatureGateValues } from './feature-gates.js';
import { WireFormats } from './wire-formats.js';
import type { RequestAuthenticator } from './auth/authenticator.js';
import { alwaysAllow, forbiddenError, type AuthorizationAttributes, type Authorizer } from './auth/authorizer.js';
import { namedCheck } from './health/health-check.js';
import { HealthRegistry } from './health/health-registry.js';
import { ApiServerMetrics, metricVerb, PROMETHEUS_TEXT_CONTENT_TYPE } from './metrics.js';
import { resolveRuntimeConfig } from './runtime-config.js';
import { warningHeaders } from './http/warning-header.js';
import { OpenApiV3 } from './openapi-v3.js';
import { NamespaceLifecycle } from './registry/namespace-lifecycle.js';
import { RegistryStore } from './registry/store.js';
import { strategyFor, subresourceStrategyFor } from './registry/strategies.js';
import { isRoutablePath, type ResourceRequestInfo } from './request-info.js';
import { parsed, runChain, type Filter, type RequestContext } from './filters/chain.js';
import { panicRecovery } from './filters/panic-recovery.js';
import { requestTarget } from './filters/request-target.js';
import { MaxInFlight, type InFlightCounts } from './filters/max-in-flight.js';
import { authentication } from './filters/authentication.js';
import { impersonation } from './filters/impersonation.js';
import { authorization } from './filters/authorization.js';
import { DEFAULT_MAX_MUTATING_REQUESTS_INFLIGHT, DEFAULT_MAX_REQUESTS_INFLIGHT } from './limits.js';
import type { Storage } from './storage/storage.js';
import { handleNonResource } from './non-resource.js';
import { watchHandler } from './handlers/watch-named.js';
import { createOnlyHandler, upstreamAlias } from './virtual/create-only.js';
import { coordinatedLeaderElectionFor, type CoordinatedLeaderElection } from './controllers/coordinated-leader-election.js';
import { ValidatingAdmissionPolicyPlugin } from './admission/validating-admission-policy.js';
import { policySourcesFor } from './admission/sources.js';
import type { AdmissionAuditEvent } from './admission/audit.js';
import type { AdmissionRequestContext } from './admission/attributes.js';

type Handler = (scope: RequestScope) => Promise<void>;

export interface ApiServerOptions {
  readonly storage: Storage;
  readonly clock: Clock;
  /** Resources to serve; defaults to every known resource. */
  readonly resources?: readonly ResourceDescriptor<any>[];
  /** Feature gates, as a map or as `--feature-gates` text; unknown or locked gates throw. */
  readonly featureGates?: Partial<Record<string, boolean>> | string | readonly string[];
  /** How long watch history is kept for resuming watches (default 5 min). */
  readonly watchHistoryMs?: number;
  /** How long continue tokens and Exact-version reads stay valid (default 5 min). */
  readonly continueTokenTtlMs?: number;
  /** Periodic BOOKMARK interval (default 60 s). */
  readonly bookmarkIntervalMs?: number;
  /**
   * Live watch events are written in rounds shared by all watchers, a round at most this long
   * after the previous one ended and only as long as that round took (default
   * WATCH_FLUSH_MAX_DELAY_MS; see handlers/watch-flush.ts). 0: every event is written at once.
   */
  readonly watchFlushMaxDelayMs?: number;
  /** The flusher itself (e.g. one on manual timers in tests); takes precedence over watchFlushMaxDelayMs. */
  readonly watchFlusher?: WatchFlusher;
  /** Watch duration without timeoutSeconds is between this and twice this (default 30 min). */
  readonly minRequestTimeoutMs?: number;
  /** How long a read of a not-yet-reached resourceVersion waits before 504 (default 3 s). */
  readonly tooLargeResourceVersionWaitMs?: number;
  readonly random?: () => number;
  /** Who is calling. Without one every request is served as an unrestricted user. */
  readonly authenticator?: RequestAuthenticator;
  /** Who may do what (default: everything, as `--authorization-mode=AlwaysAllow`). */
  readonly authorizer?: Authorizer;
  /** `--runtime-config` entries: group/versions and resources to enable or disable. */
  readonly runtimeConfig?: string | readonly string[];
  /** `--livez-grace-period` and `--shutdown-delay-duration`, in ms. */
  readonly livezGracePeriodMs?: number;
  readonly shutdownDelayMs?: number;
  /** API versions to serve as deprecated (a Warning header and the deprecation metric). */
  readonly deprecatedApis?: readonly DeprecatedApi[];
  /** `--max-requests-inflight`: non-mutating requests served at once (default 400; 0: no limit). */
  readonly maxRequestsInFlight?: number;
  /** `--max-mutating-requests-inflight`: mutating requests served at once (default 200; 0: no limit). */
  readonly maxMutatingRequestsInFlight?: number;
  /** Told about unexpected failures while serving (default: logged to stderr). */
  readonly onError?: (err: unknown) => void;
  /** Told about each request that admission gave audit annotations (the server keeps no audit log). */
  readonly onAdmissionAudit?: (event: AdmissionAuditEvent) => void;
}

/** A served group/version announced as deprecated. */
export interface DeprecatedApi {
  readonly group: string;
  readonly version: string;
  /** Release it was deprecated in and will be removed in, e.g. `1.36` and `1.39`. */
  readonly deprecatedIn: string;
  readonly removedIn?: string;
  /** What to use instead, e.g. `coordination.cluster.io/v1 LeaseCandidate`. */
  readonly replacement?: string;
}

const FIVE_MINUTES = 5 * 60 * 1000;

/** Upstream's deprecation warning: `<group>/<version> <Kind> is deprecated in v1.36+, unavailable in v1.39+; use ...`. */
function deprecationWarning(d: ResourceDescriptor<any>, dep: DeprecatedApi): string {
  let text = `${apiVersionOf(d)} ${d.kind} is deprecated in v${dep.deprecatedIn}+`;
  if (dep.removedIn) text += `, unavailable in v${dep.removedIn}+`;
  if (dep.replacement) text += `; use ${dep.replacement}`;
  return text;
}

/** Whether an Accept-Encoding header allows gzip (RFC 9110 §12.5.3; q=0 refuses it). */
function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

export class ApiServer {
  private readonly clock: Clock;
  private readonly stores = new Map<ResourceDescriptor<any>, RegistryStore<KubeObject>>();
  /** Per resource, the store of each subresource (the resource's store with the subresource's strategy). */
  private readonly subresourceStores = new Map<ResourceDescriptor<any>, Map<string, RegistryStore<KubeObject>>>();
  readonly namespaceLifecycle: NamespaceLifecycle;
  private readonly resources: readonly ResourceDescriptor<any>[];
  private readonly caches = new Map<ResourceDescriptor<any>, WatchCache>();
  private readonly revisions: RevisionTracker;
  private readonly watchSettings: WatchSettings;
  private readonly watchFlusher: WatchFlusher;
  private readonly gates: FeatureGateValues;
  private readonly formats: WireFormats;
  private readonly openapi: OpenApiV3;
  private readonly authorizer: Authorizer;
  readonly health: HealthRegistry;
  readonly metrics = new ApiServerMetrics();
  private readonly deprecated: readonly DeprecatedApi[];
  private readonly maxInFlight: MaxInFlight;
  private readonly filters: readonly Filter[];
  private readonly onError: (err: unknown) => void;
  private readonly onAdmissionAudit: ((event: AdmissionAuditEvent) => void) | undefined;
  /** ValidatingAdmissionPolicy admission; undefined when the policy resources are not served. */
  private admissionPlugin: ValidatingAdmissionPolicyPlugin | undefined;
  /** Coordinated leader election (gate CoordinatedLeaderElection); undefined when the gate is off. */
  readonly coordinatedLeaderElection: CoordinatedLeaderElection | undefined;

  /** Builds the server's parts; no I/O until start(). */
  constructor(options: ApiServerOptions) {
    this.clock = options.clock;
    this.gates = resolveFeatureGates(options.featureGates).values;
    this.formats = new WireFormats(this.gates);
    const enablement = resolveRuntimeConfig(options.runtimeConfig ?? '');
    this.resources = (options.resources ?? allResources).filter((d) => enablement.isEnabled(d.group, d.version, d.resource));
    this.openapi = new OpenApiV3(this.resources);
    this.authorizer = options.authorizer ?? alwaysAllow;
    this.deprecated = options.deprecatedApis ?? [];
    this.onError = options.onError ?? ((err) => console.error('ctl server: unexpected failure while serving a request:', err));
    this.onAdmissionAudit = options.onAdmissionAudit;
    this.maxInFlight = new MaxInFlight({
      maxRequestsInFlight: options.maxRequestsInFlight ?? DEFAULT_MAX_REQUESTS_INFLIGHT,
      maxMutatingRequestsInFlight: options.maxMutatingRequestsInFlight ?? DEFAULT_MAX_MUTATING_REQUESTS_INFLIGHT,
    });
    // Upstream's order (DefaultBuildHandlerChain, outermost first).
    this.filters = [
      panicRecovery({ onError: (err) => this.onError(err) }),
      requestTarget,
      this.maxInFlight.filter,
      authentication(options.authenticator),
      impersonation(this.authorizer),
      authorization(this.authorizer),
    ];
    this.health = new HealthRegistry({
      clock: this.clock,
      livezGracePeriodMs: options.livezGracePeriodMs ?? 0,
      shutdownDelayMs: options.shutdownDelayMs ?? 0,
    });
    // The backend's own probe (`etcd` upstream, `sqlite` here) on /healthz, /livez and /readyz.
    const storageCheck = options.storage.healthCheck;
    if (storageCheck) this.health.addHealthChecks(namedCheck(storageCheck.name, () => storageCheck.check()));
    this.namespaceLifecycle = new NamespaceLifecycle({ clock: this.clock });
    this.revisions = new RevisionTracker({ storage: options.storage, clock: this.clock, retentionMs: options.continueTokenTtlMs ?? FIVE_MINUTES });
    this.watchFlusher = options.watchFlusher ?? new WatchFlusher(options.watchFlushMaxDelayMs ?? WATCH_FLUSH_MAX_DELAY_MS);
    this.watchSettings = {
      open: new Set(),
      watchList: this.gates.WatchList,
      bookmarkIntervalMs: options.bookmarkIntervalMs ?? 60_000,
      minRequestTimeoutMs: options.minRequestTimeoutMs ?? 30 * 60_000,
      ...(options.tooLargeResourceVersionWaitMs !== undefined ? { tooLargeWaitMs: options.tooLargeResourceVersionWaitMs } : {}),
      random: options.random ?? Math.random,
      flusher: this.watchFlusher,
      onWatcher: (d, delta) => {
        const labels = { group: d.group, version: d.version, kind: d.kind };
        if (delta > 0) this.metrics.watcherAdded(labels);
        else this.metrics.watcherRemoved(labels);
      },
    };
    // Create-only (virtual) resources store nothing: no store, no watch cache.
    for (const d of this.resources.filter((r) => !r.createOnly)) {
      const store = new RegistryStore<KubeObject>({
        storage: options.storage,
        strategy: strategyFor(d, this.gates),
        clock: this.clock,
        hooks: this.namespaceLifecycle,
        freshness: this.revisions,
        ...(this.gates.DeclarativeValidation
          ? { declarative: { takeover: this.gates.DeclarativeValidationTakeover, onMismatch: () => this.metrics.recordDeclarativeValidationMismatch() } }
          : {}),
        ...(options.tooLargeResourceVersionWaitMs !== undefined ? { tooLargeWaitMs: options.tooLargeResourceVersionWaitMs } : {}),
        admission: { validate: (attrs) => this.admissionPlugin?.validate(attrs) },
      });
      this.stores.set(d, store);
      const cache = new WatchCache({
          storage: options.storage,
          prefix: store.prefix(''),
          decode: (kv) => store.decodeForCache(kv),
          clock: this.clock,
          windowMs: options.watchHistoryMs ?? FIVE_MINUTES,
        });
      this.caches.set(d, cache);
      store.useDecodedObjects((key) => cache.get(key));
      this.subresourceStores.set(d, new Map((d.subresources ?? []).map((sub) => [sub.name, store.withStrategy(subresourceStrategyFor(d, sub.name), sub.name)])));
    }
    const sources = policySourcesFor(new Map([...this.stores].map(([d, store]) => [d, { store, cache: this.caches.get(d)! }])));
    this.admissionPlugin = sources ? new ValidatingAdmissionPolicyPlugin(sources, { authorizer: this.authorizer }) : undefined;
    const nsDescriptor = this.resources.find((r) => r.group === '' && r.resource === 'namespaces');
    if (nsDescriptor) {
      this.namespaceLifecycle.attach(
        this.stores.get(nsDescriptor) as never,
        [...this.stores.entries()].filter(([d]) => d.namespaced).map(([, s]) => s),
      );
    }
    this.coordinatedLeaderElection = this.gates.CoordinatedLeaderElection
      ? coordinatedLeaderElectionFor({
          resources: this.resources,
          storeFor: (d) => this.stores.get(d),
          sourceFor: (d) => this.caches.get(d),
          clock: this.clock,
          onError: (err) => this.onError(err),
          metrics: this.metrics.registry,
        })
      : undefined;
  }

  /** Load the watch caches and start revision tracking and compaction. */
  async start(): Promise<void> {
    this.revisions.start();
    for (const cache of this.caches.values()) await cache.start();
    this.coordinatedLeaderElection?.start();
  }

  stop(): void {
    this.coordinatedLeaderElection?.stop();
    this.revisions.stop();
    for (const cache of this.caches.values()) cache.stop();
    this.watchFlusher.flushNow();
  }

  /**
   * Forget history up to `revision` (default: everything), as compaction after the
   * retention window would: older watches, continue tokens and Exact reads get 410.
   */
  compactHistory(revision?: number): void {
    const target = revision ?? this.revisions.currentRevision();
    this.revisions.compactTo(target);
    for (const cache of this.caches.values()) cache.compactTo(target);
  }

  /** Break every open watch connection (clients see the stream fail mid-way). */
  dropWatches(): void {
    for (const w of [...this.watchSettings.open]) w.drop();
  }

  /** Watchers currently registered across all resources. */
  registeredWatchers(): number {
    let n = 0;
    for (const cache of this.caches.values()) n += cache.watcherCount;
    return n;
  }

  /** The store serving a resource (for seeding and tests). */
  storeFor<T extends KubeObject>(descriptor: ResourceDescriptor<T>): RegistryStore<T> {
    const s = this.stores.get(descriptor);
    if (!s) throw new Error(`resource ${descriptor.resource} is not served`);
    return s as unknown as RegistryStore<T>;
  }

  /** Requests holding in-flight slots now (watches and health checks are never counted). */
  inFlight(): InFlightCounts {
    return this.maxInFlight.counts();
  }

  /**
   * Handle one HTTP request; never rejects: every failure becomes a response (a Status, or
   * Go's plain 400 for a request target Go would refuse), or a cut connection when the
   * response had already started. The request runs through the filter chain
   * (filters/chain.ts) and then `serve`.
   */
  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const ctx: RequestContext = { req, res, responder: { pretty: false, gzip: false } };
    try {
      await runChain(this.filters, ctx, (c) => this.serve(c));
    } catch (err) {
      // panicRecovery answers everything; this is the last line should writing itself fail.
      this.onError(err);
      if (!res.destroyed) res.destroy();
    }
  }

  /** The handler behind the filters: health, metrics, discovery, or a resource verb. */
  private async serve(ctx: RequestContext): Promise<void> {
    const { req, res } = ctx;
    const { query, info } = parsed(ctx);
    const pretty = ctx.responder.pretty;
    if (!info.isResourceRequest) {
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
    if (!isRoutablePath(info.path)) throw notFoundStatus();
    const descriptor = this.resolve(info);
    const attrs = ctx.attributes;
    if (!attrs) throw new Error('authorization filter has not run');
    const handler = descriptor.createOnly
      ? createOnlyHandler(info, descriptor, { user: attrs.user, authorizer: this.authorizer, clock: this.clock })
      : this.handlerFor(info, descriptor);
    if (info.namespace !== '' && info.namespaced) checkPathName(info.namespace);
    if (info.name !== '') checkPathName(info.name);
    this.countRequest(res, info, descriptor, req, query);
    const deprecation = this.deprecated.find((x) => x.group === descriptor.group && x.version === descriptor.version);
    const watch = info.verb === 'watch';
    const formats = this.formats.served(watch);
    const negotiated = negotiateResponse(req.headers.accept, formats, { allowTable: info.verb === 'get' || info.verb === 'list' || watch, watch });
    if (!negotiated) throw statusErrors.notAcceptable(acceptedList(formats, watch));
    const gzip = this.gates.APIResponseCompression && (info.verb === 'get' || info.verb === 'list') && acceptsGzip(req.headers['accept-encoding']);
    ctx.responder = { pretty, gzip: false, negotiated };
    const warnings = new Set<string>();
    if (deprecation) {
      warnings.add(deprecationWarning(descriptor, deprecation));
      this.metrics.recordDeprecatedApiRequest({ group: descriptor.group, version: descriptor.version, resource: descriptor.resource, ...(deprecation.removedIn ? { removedRelease: deprecation.removedIn } : {}) });
      ctx.responder = { ...ctx.responder, headers: warningHeaders(warnings) };
    }
    const admission: AdmissionRequestContext = { user: attrs.user, warnings, auditAnnotations: new Map() };
    const scope: RequestScope = {
      req,
      res,
      query,
      info,
      descriptor,
      store: info.subresource === '' ? this.stores.get(descriptor)! : this.subresourceStores.get(descriptor)!.get(info.subresource)!,
      clock: this.clock,
      pretty,
      bodyFormats: this.formats.requestFormats(),
      warnings,
      negotiated,
      gzip,
      gates: this.gates,
      admission,
      authorize: (verb) => this.authorize({ ...attrs, verb }),
    };
    try {
      await handler(scope);
    } finally {
      // Warn actions of a denied write still reach the client; audit annotations go to the hook.
      if (warnings.size > 0) ctx.responder = { ...ctx.responder, headers: warningHeaders(warnings) };
      if (admission.auditAnnotations.size > 0) this.publishAudit(info, attrs.user, admission.auditAnnotations);
    }
  }

  private publishAudit(info: ResourceRequestInfo, user: AdmissionRequestContext['user'], annotations: ReadonlyMap<string, string>): void {
    try {
      this.onAdmissionAudit?.({
        verb: info.verb,
        group: info.apiGroup,
        version: info.apiVersion,
        resource: info.resource,
        subresource: info.subresource,
        namespace: info.namespace,
        name: info.name,
        user: user.username,
        annotations: Object.fromEntries(annotations),
      });
    } catch (err) {
      this.onError(err);
    }
  }

  private authorize(attrs: AuthorizationAttributes): void {
    const decision = this.authorizer.authorize(attrs);
    if (!decision.allowed) throw forbiddenError(attrs, decision.reason);
  }

  /** apiserver_request_total, recorded when the response is finished (so the code is known). */
  private countRequest(res: ServerResponse, info: ResourceRequestInfo, d: ResourceDescriptor<any>, req: IncomingMessage, query: URLSearchParams): void {
    const isApply = info.verb === 'patch' && (req.headers['content-type'] ?? '').startsWith('application/apply-patch');
    const dryRun = query.getAll('dryRun').includes('All') ? 'All' : '';
    res.once('finish', () =>
      this.metrics.recordRequest({
        verb: metricVerb(info.verb, { isApply }),
        group: d.group,
        version: d.version,
        resource: d.resource,
        scope: info.name !== '' ? 'resource' : info.namespaced ? 'namespace' : 'cluster',
        dryRun,
        code: res.statusCode,
      }),
    );
  }

  private resolve(info: ResourceRequestInfo): ResourceDescriptor<KubeObject> {
    const d =
      this.resources.find(
        (r) => r.group === info.apiGroup && r.version === info.apiVersion && r.resource === info.resource && (info.apiPrefix === 'api') === (r.group === ''),
      ) ?? upstreamAlias(this.resources, info);
    if (!d) throw notFoundFor(info.path, this.resources.map((r) => r.group));
    if (info.subresource !== '' && !d.subresources?.some((s) => s.name === info.subresource)) throw notFoundStatus();
    // A namespaced resource's objects live under /namespaces/<ns>/; a cluster-scoped
    // resource has no namespaced paths.
    if (d.namespaced && info.name !== '' && !info.namespaced) throw notFoundStatus();
    if (!d.namespaced && info.namespaced) throw notFoundStatus();
    return d;
  }

  private handlerFor(info: ResourceRequestInfo, d: ResourceDescriptor<KubeObject>): Handler {
    if (info.subresource !== '') return this.subresourceHandler(info, d);
    const collection = info.name === '';
    const allNamespaces = d.namespaced && !info.namespaced;
    const method = info.verb;
    let handler: Handler | undefined;
    switch (method) {
      case 'watch':
        handler = watchHandler(info, handleWatch(this.caches.get(d)!, this.watchSettings));
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
    if (!handler || !d.verbs.includes(method)) throw methodNotAllowedStatus();
    return handler;
  }

  /** A subresource serves get, update and patch of its object, as its descriptor lists them; other verbs are 405. */
  private subresourceHandler(info: ResourceRequestInfo, d: ResourceDescriptor<KubeObject>): Handler {
    const verbs = d.subresources?.find((s) => s.name === info.subresource)?.verbs ?? [];
    const handler = info.verb === 'get' ? handleGet : info.verb === 'update' ? handleUpdate : info.verb === 'patch' ? handlePatch : undefined;
    if (!handler || !verbs.includes(info.verb)) throw methodNotAllowedStatus();
    return handler;
  }
}
