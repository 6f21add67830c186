/**
 * A small Prometheus registry (counters and gauges with labels) rendered in the text exposition
 * format 0.0.4, plus the API server's own metrics.
 *
 * Output contract (as client_golang renders it, so diffs between scrapes are stable):
 * - families sorted by name; each starts with `# HELP <name> <help>` and `# TYPE <name> <type>`;
 * - within a family, label pairs are printed sorted by label name, and series are sorted by their
 *   label values in that order;
 * - a family with no series yet is still printed with its HELP and TYPE lines;
 * - label values escape `\`, `"` and newline; HELP text escapes `\` and newline;
 * - values print as integers when integral, `+Inf`, `-Inf`, `NaN` otherwise JS number text.
 *
 * Kubernetes conventions on top (component-base/metrics, the seed's Versioning rule 11):
 * - HELP starts with the stability class: `[ALPHA] `, `[BETA] `, `[STABLE] `;
 * - a metric deprecated at version D (`major.minor`) gets `(Deprecated from D) ` after the class
 *   once the current version reaches D; when D is the current version minus 3 or older it is
 *   hidden (not rendered, and updates are dropped) unless `showHiddenMetricsForVersion` is the
 *   previous minor version, which shows metrics hidden for exactly 3 releases.
 */
export type StabilityLevel = 'ALPHA' | 'BETA' | 'STABLE';
/** Media type of `MetricsRegistry.expose()` output. */
export declare const PROMETHEUS_TEXT_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";
/** The label values of one series: every declared label name, no others. */
export type Labels<L extends string> = {
    readonly [K in L]: string;
};
export interface MetricOptions<L extends string> {
    /** `[a-zA-Z_:][a-zA-Z0-9_:]*` */
    readonly name: string;
    readonly help: string;
    /** `[a-zA-Z_][a-zA-Z0-9_]*`, not starting with `__`. */
    readonly labelNames: readonly L[];
    /** Default ALPHA. */
    readonly stabilityLevel?: StabilityLevel;
    /** `major.minor` the metric was deprecated in. */
    readonly deprecatedVersion?: string;
}
/** Invalid registry use (bad names, missing labels, duplicate registration). `code` is stable. */
export declare class MetricsError extends Error {
    readonly code: "ERR_METRICS";
    constructor(message: string);
}
/** Shared machinery of Counter and Gauge: one family of series keyed by label values. */
export declare abstract class Metric<L extends string> {
    readonly name: string;
    readonly help: string;
    readonly labelNames: readonly L[];
    readonly stabilityLevel: StabilityLevel;
    readonly deprecatedVersion: string | undefined;
    abstract readonly type: 'counter' | 'gauge';
    /** Label names sorted, the order of output. */
    private readonly sortedNames;
    private readonly series;
    /** Set by the registry at registration: a hidden metric drops updates and is not rendered. */
    hidden: boolean;
    constructor(opts: MetricOptions<L>);
    private key;
    protected update(labels: Labels<L>, fn: (old: number) => number): void;
    /** Current value of one series; 0 when it was never touched. */
    get(labels: Labels<L>): number;
    /** Remove one series (its line disappears from the output). */
    remove(labels: Labels<L>): boolean;
    /** Remove every series. */
    reset(): void;
    /** HELP, TYPE and sample lines, each ending in a newline. */
    render(helpText: string): string;
}
/** Monotonic counter. */
export declare class Counter<L extends string = never> extends Metric<L> {
    readonly type: "counter";
    /** Add `by` (default 1, must be >= 0: counters never go down). */
    inc(labels: Labels<L>, by?: number): void;
}
/** Value that goes up and down. */
export declare class Gauge<L extends string = never> extends Metric<L> {
    readonly type: "gauge";
    set(labels: Labels<L>, value: number): void;
    inc(labels: Labels<L>, by?: number): void;
    dec(labels: Labels<L>, by?: number): void;
}
export interface MetricsRegistryOptions {
    /** `major.minor` of the running component; default `1.33` (the API level the server reports). */
    readonly currentVersion?: string;
    /** `--show-hidden-metrics-for-version`; must be the previous minor version when set. */
    readonly showHiddenMetricsForVersion?: string;
}
/**
 * Check `--show-hidden-metrics-for-version` against the current version. Returns the upstream
 * error text, or undefined when the value is acceptable (empty or the previous minor version).
 */
export declare function validateShowHiddenMetricsVersion(currentVersion: string, value: string | undefined): string | undefined;
/** Metrics by name; renders them all. Registration order does not affect output. */
export declare class MetricsRegistry {
    private readonly metrics;
    private readonly current;
    private readonly showHidden;
    /** @throws MetricsError for an invalid `showHiddenMetricsForVersion` or `currentVersion`. */
    constructor(options?: MetricsRegistryOptions);
    counter<L extends string = never>(opts: MetricOptions<L>): Counter<L>;
    gauge<L extends string = never>(opts: MetricOptions<L>): Gauge<L>;
    private register;
    /** Releases since deprecation, or undefined when not (yet) deprecated. */
    private releasesSinceDeprecation;
    private isHidden;
    private helpText;
    /** The registered metric with this name, if any. */
    get(name: string): Counter<string> | Gauge<string> | undefined;
    /** Text exposition of every visible metric (see file comment for the format). */
    expose(): string;
}
/** Label names of `apiserver_request_total`, upstream's set. */
export type RequestLabel = 'verb' | 'dry_run' | 'group' | 'version' | 'resource' | 'subresource' | 'scope' | 'component' | 'code';
/** What the HTTP layer knows about a finished request, for `recordRequest`. */
export interface RequestRecord {
    /** Metric verb: `GET LIST WATCH POST PUT PATCH APPLY DELETE DELETECOLLECTION` (see `metricVerb`). */
    readonly verb: string;
    readonly group: string;
    readonly version: string;
    readonly resource: string;
    readonly subresource?: string;
    /** `resource` (named object), `namespace`, `cluster`, or '' for non-resource requests. */
    readonly scope?: string;
    /** `All` for dry-run requests, '' otherwise. */
    readonly dryRun?: string;
    /** HTTP status code. */
    readonly code: number;
}
/**
 * Upstream's metric verb for a request (endpoints/metrics CleanVerb, simplified): the request
 * verb in upper case, GET for gets, POST/PUT for create/update, APPLY for server-side apply
 * patches; LIST, WATCH, PATCH, DELETE and DELETECOLLECTION as is.
 */
export declare function metricVerb(requestVerb: string, options?: {
    isApply?: boolean;
}): string;
/**
 * The API server's metrics in one registry. Owned by the server instance (no globals), so
 * in-process servers in tests do not share counts.
 */
export declare class ApiServerMetrics {
    readonly registry: MetricsRegistry;
    readonly requestTotal: Counter<RequestLabel>;
    readonly requestedDeprecatedApis: Gauge<'group' | 'version' | 'resource' | 'subresource' | 'removed_release'>;
    readonly declarativeValidationMismatchTotal: Counter;
    readonly registeredWatchers: Gauge<'group' | 'version' | 'kind'>;
    constructor(options?: MetricsRegistryOptions);
    /** Count one finished request. Component is always `apiserver`. */
    recordRequest(r: RequestRecord): void;
    /** A deprecated API was requested: its series is set to 1 (the seed's rule 6). */
    recordDeprecatedApiRequest(r: {
        group: string;
        version: string;
        resource: string;
        subresource?: string;
        removedRelease?: string;
    }): void;
    /** Declarative and hand-written validation disagreed once. */
    recordDeclarativeValidationMismatch(): void;
    /** A watch started (+1) or ended (-1) for a kind. */
    watcherAdded(r: {
        group: string;
        version: string;
        kind: string;
    }): void;
    watcherRemoved(r: {
        group: string;
        version: string;
        kind: string;
    }): void;
    /** Text exposition for GET /metrics (content type PROMETHEUS_TEXT_CONTENT_TYPE). */
    expose(): string;
}
