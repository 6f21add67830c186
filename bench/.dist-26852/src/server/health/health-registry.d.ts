/**
 * The three health endpoints and their checks, HTTP-agnostic: `handle(path, query)` returns the
 * status, headers and body to write (formats of wire.md §10, apiserver healthz.go).
 *
 * Endpoints and the checks each runs, in registration order:
 * - `/healthz` (deprecated since 1.16; responses carry a `Warning` header): health checks and
 *   boot-sequence checks.
 * - `/livez`: health checks, boot-sequence checks (passing during `--livez-grace-period`), and
 *   livez-only checks.
 * - `/readyz`: health checks, boot-sequence checks, readyz-only checks, and last `shutdown`, which
 *   fails from `startShutdown()` on, so load balancers stop sending traffic while the server keeps
 *   serving for `--shutdown-delay-duration`.
 * - `/<endpoint>/<check-name>`: one check: 200 `ok`, or 500 `internal server error: <err>\n`.
 *
 * Query: `verbose` (presence) prints one line per check; `exclude=<name>` (repeatable) skips a
 * check, printed `[+]<name> excluded: ok`; unknown exclusions add a `warn:` line. A failing
 * endpoint is always verbose, answers 500, and withholds the reason (`failed: reason withheld`);
 * the reason goes to `onCheckFailed` (the log).
 */
import { type Clock } from '../../meta/clock.js';
import { type HealthCheck } from './health-check.js';
export type HealthEndpoint = 'healthz' | 'livez' | 'readyz';
export declare const HEALTH_ENDPOINTS: readonly HealthEndpoint[];
/** What to write: the HTTP layer copies it to the response as is. */
export interface HealthResponse {
    readonly status: number;
    readonly headers: Readonly<Record<string, string>>;
    readonly body: string;
}
/** Default text of the Warning header on /healthz (RFC 7234 warn-code 299). */
export declare const HEALTHZ_DEPRECATION_WARNING = "299 - \"/healthz is deprecated since release 1.16; use /livez and /readyz\"";
export interface HealthRegistryOptions {
    readonly clock?: Clock;
    /** `--livez-grace-period`: boot-sequence checks pass on /livez for this long after being added. Default 0. */
    readonly livezGracePeriodMs?: number;
    /** `--shutdown-delay-duration`: how long `startShutdown()` waits before resolving. Default 0. */
    readonly shutdownDelayMs?: number;
    /** Register `ping` and `log` as health checks (upstream's generic defaults). Default true. */
    readonly defaultChecks?: boolean;
    /** Called for each failed check with the real error (the body withholds it). */
    readonly onCheckFailed?: (endpoint: HealthEndpoint, check: string, error: unknown) => void;
    /** Warning header value for /healthz; '' sends none. */
    readonly healthzWarning?: string;
}
export declare class HealthRegistry {
    private readonly clock;
    private readonly livezGracePeriodMs;
    private readonly shutdownDelayMs;
    private readonly onCheckFailed;
    private readonly healthzWarning;
    private readonly checks;
    private shutdownStarted;
    private shutdownPromise;
    private readonly shutdownCheck;
    constructor(options?: HealthRegistryOptions);
    private add;
    /** Checks for all three endpoints (upstream AddHealthChecks). */
    addHealthChecks(...checks: HealthCheck[]): void;
    /**
     * Checks for all three endpoints that may fail while the server boots: on /livez they pass
     * until the livez grace period after this call has elapsed (upstream AddBootSequenceHealthChecks).
     */
    addBootSequenceChecks(...checks: HealthCheck[]): void;
    /** Checks for /readyz only (for example storage readiness or informer sync). */
    addReadyzChecks(...checks: HealthCheck[]): void;
    /** Checks for /livez only. */
    addLivezChecks(...checks: HealthCheck[]): void;
    /**
     * Register a post-start hook as a boot-sequence check `poststarthook/<name>`; call the
     * returned function when the hook has finished.
     */
    addPostStartHook(name: string): () => void;
    /** True once `startShutdown()` was called. */
    get shuttingDown(): boolean;
    /**
     * Begin graceful shutdown: /readyz fails from now on (check `shutdown`), /livez and /healthz are
     * unaffected. Resolves after `shutdownDelayMs` on the injected clock, when the caller should stop
     * accepting connections. Idempotent: later calls return the same promise.
     */
    startShutdown(): Promise<void>;
    /** Names of the checks an endpoint runs, in output order. */
    checkNames(endpoint: HealthEndpoint): string[];
    private checksFor;
    private run;
    /**
     * Answer a health request, or undefined when `path` is not a health path (the caller then
     * answers 404). `path` is the URL path without query; `query` the query string or parameters.
     * Checks of one request run concurrently; output keeps registration order.
     */
    handle(path: string, query?: URLSearchParams | string): Promise<HealthResponse | undefined>;
}
