/**
 * The request dispatcher: URL -> resource -> verb handler, with every failure written
 * as an upstream-shaped Status. Transport-agnostic (takes node:http req/res), so the
 * same instance serves plain HTTP now and TLS later.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Clock } from '../meta/clock.js';
import { allResources, type ResourceDescriptor } from '../meta/resources.js';
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
import { RevisionTracker } from './registry/revision-tracker.js';
import { WatchCache } from './registry/watch-cache.js';
import { methodNotAllowedStatus, notFoundStatus, wantsPretty, writeError, type Responder } from './http/response.js';
import { acceptedList, negotiateResponse } from '../codec/negotiation.js';
import { statusErrors } from '../meta/status.js';
import { DEFAULT_FEATURE_GATES, type FeatureGateValues } from './feature-gates.js';
import { WireFormats } from './wire-formats.js';
import { OpenApiV3 } from './openapi-v3.js';
import { NamespaceLifecycle } from './registry/namespace-lifecycle.js';
import { RegistryStore } from './registry/store.js';
import { strategyFor } from './registry/strategies.js';
import { parseRequestInfo, type ResourceRequestInfo } from './request-info.js';
import type { Storage } from './storage/storage.js';
import { handleNonResource } from './non-resource.js';

type Handler = (scope: RequestScope) => Promise<void>;

export interface ApiServerOptions {
  readonly storage: Storage;
  readonly clock: Clock;
  /** Resources to serve; defaults to every known resource. */
  readonly resources?: readonly ResourceDescriptor<any>[];
  /** Feature gates (issue 6 adds the full set and --feature-gates). */
  readonly featureGates?: Partial<FeatureGateValues>;
  /** How long watch history is kept for resuming watches (default 5 min). */
  readonly watchHistoryMs?: number;
  /** How long continue tokens and Exact-version reads stay valid (default 5 min). */
  readonly continueTokenTtlMs?: number;
  /** Periodic BOOKMARK interval (default 60 s). */
  readonly bookmarkIntervalMs?: number;
  /** Watch duration without timeoutSeconds is between this and twice this (default 30 min). */
  readonly minRequestTimeoutMs?: number;
  /** How long a read of a not-yet-reached resourceVersion waits before 504 (default 3 s). */
  readonly tooLargeResourceVersionWaitMs?: number;
  readonly random?: () => number;
}

const FIVE_MINUTES = 5 * 60 * 1000;

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
  readonly namespaceLifecycle: NamespaceLifecycle;
  private readonly resources: readonly ResourceDescriptor<any>[];
  private readonly caches = new Map<ResourceDescriptor<any>, WatchCache>();
  private readonly revisions: RevisionTracker;
  private readonly watchSettings: WatchSettings;
  private readonly gates: FeatureGateValues;
  private readonly formats: WireFormats;
  private readonly openapi: OpenApiV3;

  /** Builds the server's parts; no I/O until start(). */
  constructor(options: ApiServerOptions) {
    this.clock = options.clock;
    this.gates = { ...DEFAULT_FEATURE_GATES, ...(options.featureGates ?? {}) };
    this.formats = new WireFormats(this.gates);
    this.resources = options.resources ?? allResources;
    this.openapi = new OpenApiV3(this.resources);
    this.namespaceLifecycle = new NamespaceLifecycle({ clock: this.clock });
    this.revisions = new RevisionTracker({ storage: options.storage, clock: this.clock, retentionMs: options.continueTokenTtlMs ?? FIVE_MINUTES });
    this.watchSettings = {
      open: new Set(),
      watchList: this.gates.WatchList,
      bookmarkIntervalMs: options.bookmarkIntervalMs ?? 60_000,
      minRequestTimeoutMs: options.minRequestTimeoutMs ?? 30 * 60_000,
      maxBufferedBytes: 64 * 1024 * 1024,
      random: options.random ?? Math.random,
    };
    for (const d of this.resources) {
      const store = new RegistryStore<KubeObject>({
        storage: options.storage,
        strategy: strategyFor(d),
        clock: this.clock,
        hooks: this.namespaceLifecycle,
        freshness: this.revisions,
        ...(options.tooLargeResourceVersionWaitMs !== undefined ? { tooLargeWaitMs: options.tooLargeResourceVersionWaitMs } : {}),
      });
      this.stores.set(d, store);
      this.caches.set(
        d,
        new WatchCache({
          storage: options.storage,
          prefix: store.prefix(''),
          decode: (kv) => store.decode(kv),
          clock: this.clock,
          windowMs: options.watchHistoryMs ?? FIVE_MINUTES,
        }),
      );
    }
    const nsDescriptor = this.resources.find((r) => r.group === '' && r.resource === 'namespaces');
    if (nsDescriptor) {
      this.namespaceLifecycle.attach(
        this.stores.get(nsDescriptor) as never,
        [...this.stores.entries()].filter(([d]) => d.namespaced).map(([, s]) => s),
      );
    }
  }

  /** Load the watch caches and start revision tracking and compaction. */
  async start(): Promise<void> {
    this.revisions.start();
    for (const cache of this.caches.values()) await cache.start();
  }

  stop(): void {
    this.revisions.stop();
    for (const cache of this.caches.values()) cache.stop();
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

  /** Handle one HTTP request; never throws (every failure becomes a Status response). */
  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const query = url.searchParams;
    const pretty = wantsPretty(req, query);
    let responder: Responder = { pretty, gzip: false };
    try {
      const info = parseRequestInfo(req.method ?? 'GET', url.pathname, query);
      if (!info.isResourceRequest) {
        await handleNonResource({ req, res, info, query, pretty, resources: this.resources, openapi: this.openapi });
        return;
      }
      const descriptor = this.resolve(info);
      const handler = this.handlerFor(info, descriptor);
      if (info.namespace !== '' && info.namespaced) checkPathName(info.namespace);
      if (info.name !== '') checkPathName(info.name);
      const watch = info.verb === 'watch';
      const formats = this.formats.served();
      const negotiated = negotiateResponse(req.headers.accept, formats, { allowTable: info.verb === 'get' || info.verb === 'list' || watch, watch });
      if (!negotiated) throw statusErrors.notAcceptable(acceptedList(formats, watch));
      const gzip = this.gates.APIResponseCompression && (info.verb === 'get' || info.verb === 'list') && acceptsGzip(req.headers['accept-encoding']);
      responder = { pretty, gzip: false, negotiated };
      const scope: RequestScope = {
        req,
        res,
        query,
        info,
        descriptor,
        store: this.stores.get(descriptor)!,
        clock: this.clock,
        pretty,
        bodyFormats: this.formats.requestFormats(),
        warnings: new Set(),
        negotiated,
        gzip,
        gates: this.gates,
      };
      await handler(scope);
    } catch (err) {
      if (res.headersSent) {
        res.destroy(err instanceof Error ? err : undefined);
        return;
      }
      writeError(res, err, responder);
    }
  }

  private resolve(info: ResourceRequestInfo): ResourceDescriptor<KubeObject> {
    const d = this.resources.find(
      (r) => r.group === info.apiGroup && r.version === info.apiVersion && r.resource === info.resource && (info.apiPrefix === 'api') === (r.group === ''),
    );
    if (!d || info.subresource !== '') throw notFoundStatus();
    // A namespaced resource's objects live under /namespaces/<ns>/; a cluster-scoped
    // resource has no namespaced paths.
    if (d.namespaced && info.name !== '' && !info.namespaced) throw notFoundStatus();
    if (!d.namespaced && info.namespaced) throw notFoundStatus();
    return d;
  }

  private handlerFor(info: ResourceRequestInfo, d: ResourceDescriptor<KubeObject>): Handler {
    const collection = info.name === '';
    const allNamespaces = d.namespaced && !info.namespaced;
    const method = info.verb;
    let handler: Handler | undefined;
    switch (method) {
      case 'watch':
        handler = collection ? handleWatch(this.caches.get(d)!, this.watchSettings) : undefined;
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
}
