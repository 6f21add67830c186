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
/** Media type of `MetricsRegistry.expose()` output. */
export const PROMETHEUS_TEXT_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';
/** Invalid registry use (bad names, missing labels, duplicate registration). `code` is stable. */
export class MetricsError extends Error {
    code = 'ERR_METRICS';
    constructor(message) {
        super(message);
        this.name = 'MetricsError';
    }
}
const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
function escapeLabelValue(v) {
    return v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}
function escapeHelp(v) {
    return v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
}
function formatValue(v) {
    if (Number.isNaN(v))
        return 'NaN';
    if (v === Infinity)
        return '+Inf';
    if (v === -Infinity)
        return '-Inf';
    return String(v);
}
function parseMajorMinor(v) {
    const m = /^v?(\d+)\.(\d+)(?:\.\d+)?$/.exec(v);
    return m ? { major: Number(m[1]), minor: Number(m[2]) } : undefined;
}
/** Shared machinery of Counter and Gauge: one family of series keyed by label values. */
export class Metric {
    name;
    help;
    labelNames;
    stabilityLevel;
    deprecatedVersion;
    /** Label names sorted, the order of output. */
    sortedNames;
    series = new Map();
    /** Set by the registry at registration: a hidden metric drops updates and is not rendered. */
    hidden = false;
    constructor(opts) {
        if (!METRIC_NAME.test(opts.name))
            throw new MetricsError(`invalid metric name ${JSON.stringify(opts.name)}`);
        const seen = new Set();
        for (const l of opts.labelNames) {
            if (!LABEL_NAME.test(l) || l.startsWith('__'))
                throw new MetricsError(`invalid label name ${JSON.stringify(l)} in ${opts.name}`);
            if (seen.has(l))
                throw new MetricsError(`duplicate label name ${JSON.stringify(l)} in ${opts.name}`);
            seen.add(l);
        }
        if (opts.deprecatedVersion !== undefined && !parseMajorMinor(opts.deprecatedVersion)) {
            throw new MetricsError(`invalid deprecatedVersion ${JSON.stringify(opts.deprecatedVersion)} in ${opts.name}`);
        }
        this.name = opts.name;
        this.help = opts.help;
        this.labelNames = [...opts.labelNames];
        this.sortedNames = [...opts.labelNames].sort();
        this.stabilityLevel = opts.stabilityLevel ?? 'ALPHA';
        this.deprecatedVersion = opts.deprecatedVersion;
    }
    key(labels) {
        const given = labels;
        for (const k of Object.keys(given)) {
            if (!this.labelNames.includes(k))
                throw new MetricsError(`unknown label ${JSON.stringify(k)} for ${this.name}`);
        }
        const values = this.sortedNames.map((n) => {
            const v = given[n];
            if (typeof v !== 'string')
                throw new MetricsError(`missing label ${JSON.stringify(n)} for ${this.name}`);
            return v;
        });
        return { key: JSON.stringify(values), values };
    }
    update(labels, fn) {
        const { key, values } = this.key(labels);
        if (this.hidden)
            return;
        const s = this.series.get(key);
        if (s)
            s.value = fn(s.value);
        else
            this.series.set(key, { values, value: fn(0) });
    }
    /** Current value of one series; 0 when it was never touched. */
    get(labels) {
        return this.series.get(this.key(labels).key)?.value ?? 0;
    }
    /** Remove one series (its line disappears from the output). */
    remove(labels) {
        return this.series.delete(this.key(labels).key);
    }
    /** Remove every series. */
    reset() {
        this.series.clear();
    }
    /** HELP, TYPE and sample lines, each ending in a newline. */
    render(helpText) {
        let out = `# HELP ${this.name} ${escapeHelp(helpText)}\n# TYPE ${this.name} ${this.type}\n`;
        const rows = [...this.series.values()].sort((a, b) => {
            for (let i = 0; i < a.values.length; i++) {
                const x = a.values[i];
                const y = b.values[i];
                if (x !== y)
                    return x < y ? -1 : 1;
            }
            return 0;
        });
        for (const s of rows) {
            const labels = this.sortedNames.map((n, i) => `${n}="${escapeLabelValue(s.values[i])}"`).join(',');
            out += `${this.name}${labels ? `{${labels}}` : ''} ${formatValue(s.value)}\n`;
        }
        return out;
    }
}
/** Monotonic counter. */
export class Counter extends Metric {
    type = 'counter';
    /** Add `by` (default 1, must be >= 0: counters never go down). */
    inc(labels, by = 1) {
        if (!(by >= 0))
            throw new MetricsError(`counter ${this.name} cannot be increased by ${by}`);
        this.update(labels, (v) => v + by);
    }
}
/** Value that goes up and down. */
export class Gauge extends Metric {
    type = 'gauge';
    set(labels, value) {
        this.update(labels, () => value);
    }
    inc(labels, by = 1) {
        this.update(labels, (v) => v + by);
    }
    dec(labels, by = 1) {
        this.update(labels, (v) => v - by);
    }
}
/**
 * Check `--show-hidden-metrics-for-version` against the current version. Returns the upstream
 * error text, or undefined when the value is acceptable (empty or the previous minor version).
 */
export function validateShowHiddenMetricsVersion(currentVersion, value) {
    if (value === undefined || value === '')
        return undefined;
    const cur = parseMajorMinor(currentVersion);
    if (!cur)
        return `invalid current version ${JSON.stringify(currentVersion)}`;
    const previous = `${cur.major}.${cur.minor - 1}`;
    const v = parseMajorMinor(value);
    if (!v || v.major !== cur.major || v.minor !== cur.minor - 1 || !/^\d+\.\d+$/.test(value)) {
        return `--show-hidden-metrics-for-version must be omitted or have the value '${previous}'. Only the previous minor version is allowed`;
    }
    return undefined;
}
/** Metrics by name; renders them all. Registration order does not affect output. */
export class MetricsRegistry {
    metrics = new Map();
    current;
    showHidden;
    /** @throws MetricsError for an invalid `showHiddenMetricsForVersion` or `currentVersion`. */
    constructor(options = {}) {
        const currentVersion = options.currentVersion ?? '1.33';
        const cur = parseMajorMinor(currentVersion);
        if (!cur)
            throw new MetricsError(`invalid current version ${JSON.stringify(currentVersion)}`);
        const err = validateShowHiddenMetricsVersion(currentVersion, options.showHiddenMetricsForVersion);
        if (err)
            throw new MetricsError(err);
        this.current = cur;
        this.showHidden = !!options.showHiddenMetricsForVersion;
    }
    counter(opts) {
        return this.register(new Counter(opts));
    }
    gauge(opts) {
        return this.register(new Gauge(opts));
    }
    register(m) {
        if (this.metrics.has(m.name))
            throw new MetricsError(`duplicate metrics collector registration attempted: ${m.name}`);
        m.hidden = this.isHidden(m);
        this.metrics.set(m.name, m);
        return m;
    }
    /** Releases since deprecation, or undefined when not (yet) deprecated. */
    releasesSinceDeprecation(m) {
        if (m.deprecatedVersion === undefined)
            return undefined;
        const d = parseMajorMinor(m.deprecatedVersion);
        if (d.major !== this.current.major)
            return d.major < this.current.major ? Infinity : undefined;
        const n = this.current.minor - d.minor;
        return n >= 0 ? n : undefined;
    }
    isHidden(m) {
        const n = this.releasesSinceDeprecation(m);
        if (n === undefined || n < 3)
            return false;
        return !(this.showHidden && n === 3);
    }
    helpText(m) {
        const deprecated = this.releasesSinceDeprecation(m) !== undefined ? `(Deprecated from ${m.deprecatedVersion}) ` : '';
        return `[${m.stabilityLevel}] ${deprecated}${m.help}`;
    }
    /** The registered metric with this name, if any. */
    get(name) {
        return this.metrics.get(name);
    }
    /** Text exposition of every visible metric (see file comment for the format). */
    expose() {
        return [...this.metrics.values()]
            .filter((m) => !m.hidden)
            .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
            .map((m) => m.render(this.helpText(m)))
            .join('');
    }
}
/**
 * Upstream's metric verb for a request (endpoints/metrics CleanVerb, simplified): the request
 * verb in upper case, GET for gets, POST/PUT for create/update, APPLY for server-side apply
 * patches; LIST, WATCH, PATCH, DELETE and DELETECOLLECTION as is.
 */
export function metricVerb(requestVerb, options = {}) {
    switch (requestVerb) {
        case 'create':
            return 'POST';
        case 'update':
            return 'PUT';
        case 'patch':
            return options.isApply ? 'APPLY' : 'PATCH';
        default:
            return requestVerb.toUpperCase();
    }
}
/**
 * The API server's metrics in one registry. Owned by the server instance (no globals), so
 * in-process servers in tests do not share counts.
 */
export class ApiServerMetrics {
    registry;
    requestTotal;
    requestedDeprecatedApis;
    declarativeValidationMismatchTotal;
    registeredWatchers;
    constructor(options = {}) {
        this.registry = new MetricsRegistry(options);
        this.requestTotal = this.registry.counter({
            name: 'apiserver_request_total',
            help: 'Counter of apiserver requests broken out for each verb, dry run value, group, version, resource, scope, component, and HTTP response code.',
            labelNames: ['verb', 'dry_run', 'group', 'version', 'resource', 'subresource', 'scope', 'component', 'code'],
            stabilityLevel: 'STABLE',
        });
        this.requestedDeprecatedApis = this.registry.gauge({
            name: 'apiserver_requested_deprecated_apis',
            help: 'Gauge of deprecated APIs that have been requested, broken out by API group, version, resource, subresource, and removed_release.',
            labelNames: ['group', 'version', 'resource', 'subresource', 'removed_release'],
            stabilityLevel: 'STABLE',
        });
        this.declarativeValidationMismatchTotal = this.registry.counter({
            name: 'declarative_validation_mismatch_total',
            help: 'Number of times declarative validation results differed from handwritten validation results.',
            labelNames: [],
            stabilityLevel: 'BETA',
        });
        // An unlabelled counter is exposed from the start, at 0 (as client_golang does).
        this.declarativeValidationMismatchTotal.inc({}, 0);
        this.registeredWatchers = this.registry.gauge({
            name: 'apiserver_registered_watchers',
            help: 'Number of currently registered watchers for a given resources',
            labelNames: ['group', 'version', 'kind'],
            stabilityLevel: 'ALPHA',
        });
    }
    /** Count one finished request. Component is always `apiserver`. */
    recordRequest(r) {
        this.requestTotal.inc({
            verb: r.verb,
            dry_run: r.dryRun ?? '',
            group: r.group,
            version: r.version,
            resource: r.resource,
            subresource: r.subresource ?? '',
            scope: r.scope ?? '',
            component: 'apiserver',
            code: String(r.code),
        });
    }
    /** A deprecated API was requested: its series is set to 1 (the seed's rule 6). */
    recordDeprecatedApiRequest(r) {
        this.requestedDeprecatedApis.set({ group: r.group, version: r.version, resource: r.resource, subresource: r.subresource ?? '', removed_release: r.removedRelease ?? '' }, 1);
    }
    /** Declarative and hand-written validation disagreed once. */
    recordDeclarativeValidationMismatch() {
        this.declarativeValidationMismatchTotal.inc({});
    }
    /** A watch started (+1) or ended (-1) for a kind. */
    watcherAdded(r) {
        this.registeredWatchers.inc(r);
    }
    watcherRemoved(r) {
        this.registeredWatchers.dec(r);
    }
    /** Text exposition for GET /metrics (content type PROMETHEUS_TEXT_CONTENT_TYPE). */
    expose() {
        return this.registry.expose();
    }
}
//# sourceMappingURL=metrics.js.map