/**
 * The request dispatcher: URL -> resource -> verb handler, with every failure written
 * as an upstream-shaped Status. Transport-agnostic (takes node:http req/res), so the
 * same instance serves plain HTTP now and TLS later.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Clock } from '../meta/clock.js';
import { type ResourceDescriptor } from '../meta/resources.js';
import type { KubeObject } from '../meta/types.js';
import type { RequestAuthenticator } from './auth/authenticator.js';
import { type Authorizer } from './auth/authorizer.js';
import { HealthRegistry } from './health/health-registry.js';
import { ApiServerMetrics } from './metrics.js';
import { NamespaceLifecycle } from './registry/namespace-lifecycle.js';
import { RegistryStore } from './registry/store.js';
import type { Storage } from './storage/storage.js';
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
export declare class ApiServer {
    private readonly clock;
    private readonly stores;
    readonly namespaceLifecycle: NamespaceLifecycle;
    private readonly resources;
    private readonly caches;
    private readonly revisions;
    private readonly watchSettings;
    private readonly gates;
    private readonly formats;
    private readonly openapi;
    private readonly authenticator;
    private readonly authorizer;
    readonly health: HealthRegistry;
    readonly metrics: ApiServerMetrics;
    private readonly deprecated;
    /** Builds the server's parts; no I/O until start(). */
    constructor(options: ApiServerOptions);
    /** Load the watch caches and start revision tracking and compaction. */
    start(): Promise<void>;
    stop(): void;
    /**
     * Forget history up to `revision` (default: everything), as compaction after the
     * retention window would: older watches, continue tokens and Exact reads get 410.
     */
    compactHistory(revision?: number): void;
    /** Break every open watch connection (clients see the stream fail mid-way). */
    dropWatches(): void;
    /** Watchers currently registered across all resources. */
    registeredWatchers(): number;
    /** The store serving a resource (for seeding and tests). */
    storeFor<T extends KubeObject>(descriptor: ResourceDescriptor<T>): RegistryStore<T>;
    /** Handle one HTTP request; never throws (every failure becomes a Status response). */
    handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
    /** The caller, or 401. Without an authenticator every caller is unrestricted. */
    private authenticate;
    private authorize;
    /** apiserver_request_total, recorded when the response is finished (so the code is known). */
    private countRequest;
    private resolve;
    private handlerFor;
}
