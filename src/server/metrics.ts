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
export const PROMETHEUS_TEXT_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** The label values of one series: every declared label name, no others. */
export type Labels<L extends string> = { readonly [K in L]: string };

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
export class MetricsError extends Error {
  readonly code = 'ERR_METRICS' as const;
  constructor(message: string) {
    super(message);
    this.name = 'MetricsError';
  }
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

function escapeLabelValue(v: string): string {
  return v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function escapeHelp(v: string): string {
  return v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
}

function formatValue(v: number): string {
  if (Number.isNaN(v)) return 'NaN';
  if (v === Infinity) return '+Inf';
  if (v === -Infinity) return '-Inf';
  return String(v);
}

function parseMajorMinor(v: string): { major: number; minor: number } | undefined {
  const m = /^v?(\d+)\.(\d+)(?:\.\d+)?$/.exec(v);
  return m ? { major: Number(m[1]), minor: Number(m[2]) } : undefined;
}

interface Series {
  readonly values: readonly string[]; // in sorted-label-name order
  value: number;
}

/** Shared machinery of Counter and Gauge: one family of series keyed by label values. */
export abstract class Metric<L extends string> {
  readonly name: string;
  readonly help: string;
  readonly labelNames: readonly L[];
  readonly stabilityLevel: StabilityLevel;
  readonly deprecatedVersion: string | undefined;
  abstract readonly type: 'counter' | 'gauge';
  /** Label names sorted, the order of output. */
  private readonly sortedNames: readonly L[];
  private readonly series = new Map<string, Series>();
  /** Set by the registry at registration: a hidden metric drops updates and is not rendered. */
  hidden = false;

  constructor(opts: MetricOptions<L>) {
    if (!METRIC_NAME.test(opts.name)) throw new MetricsError(`invalid metric name ${JSON.stringify(opts.name)}`);
    const seen = new Set<string>();
    for (const l of opts.labelNames) {
      if (!LABEL_NAME.test(l) || l.startsWith('__')) throw new MetricsError(`invalid label name ${JSON.stringify(l)} in ${opts.name}`);
      if (seen.has(l)) throw new MetricsError(`duplicate label name ${JSON.stringify(l)} in ${opts.name}`);
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

  private key(labels: Labels<L>): { key: string; values: string[] } {
    const given = labels as Readonly<Record<string, unknown>>;
    for (const k of Object.keys(given)) {
      if (!(this.labelNames as readonly string[]).includes(k)) throw new MetricsError(`unknown label ${JSON.stringify(k)} for ${this.name}`);
    }
    const values = this.sortedNames.map((n) => {
      const v = given[n];
      if (typeof v !== 'string') throw new MetricsError(`missing label ${JSON.stringify(n)} for ${this.name}`);
      return v;
    });
    return { key: JSON.stringify(values), values };
  }

  protected update(labels: Labels<L>, fn: (old: number) => number): void {
    const { key, values } = this.key(labels);
    if (this.hidden) return;
    const s = this.series.get(key);
    if (s) s.value = fn(s.value);
    else this.series.set(key, { values, value: fn(0) });
  }

  /** Current value of one series; 0 when it was never touched. */
  get(labels: Labels<L>): number {
    return this.series.get(this.key(labels).key)?.value ?? 0;
  }

  /** Remove one series (its line disappears from the output). */
  remove(labels: Labels<L>): boolean {
    return this.series.delete(this.key(labels).key);
  }

  /** Remove every series. */
  reset(): void {
    this.series.clear();
  }

  /** HELP, TYPE and sample lines, each ending in a newline. */
  render(helpText: string): string {
    let out = `# HELP ${this.name} ${escapeHelp(helpText)}\n# TYPE ${this.name} ${this.type}\n`;
    const rows = [...this.series.values()].sort((a, b) => {
      for (let i = 0; i < a.values.length; i++) {
        const x = a.values[i]!;
        const y = b.values[i]!;
        if (x !== y) return x < y ? -1 : 1;
      }
      return 0;
    });
    for (const s of rows) {
      const labels = this.sortedNames.map((n, i) => `${n}="${escapeLabelValue(s.values[i]!)}"`).join(',');
      out += `${this.name}${labels ? `{${labels}}` : ''} ${formatValue(s.value)}\n`;
    }
    return out;
  }
}

/** Monotonic counter. */
export class Counter<L extends string = never> extends Metric<L> {
  readonly type = 'counter' as const;

  /** Add `by` (default 1, must be >= 0: counters never go down). */
  inc(labels: Labels<L>, by = 1): void {
    if (!(by >= 0)) throw new MetricsError(`counter ${this.name} cannot be increased by ${by}`);
    this.update(labels, (v) => v + by);
  }
}

/** Value that goes up and down. */
export class Gauge<L extends string = never> extends Metric<L> {
  readonly type = 'gauge' as const;

  set(labels: Labels<L>, value: number): void {
    this.update(labels, () => value);
  }

  inc(labels: Labels<L>, by = 1): void {
    this.update(labels, (v) => v + by);
  }

  dec(labels: Labels<L>, by = 1): void {
    this.update(labels, (v) => v - by);
  }
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
export function validateShowHiddenMetricsVersion(currentVersion: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const cur = parseMajorMinor(currentVersion);
  if (!cur) return `invalid current version ${JSON.stringify(currentVersion)}`;
  const previous = `${cur.major}.${cur.minor - 1}`;
  const v = parseMajorMinor(value);
  if (!v || v.major !== cur.major || v.minor !== cur.minor - 1 || !/^\d+\.\d+$/.test(value)) {
    return `--show-hidden-metrics-for-version must be omitted or have the value '${previous}'. Only the previous minor version is allowed`;
  }
  return undefined;
}

/** Metrics by name; renders them all. Registration order does not affect output. */
export class MetricsRegistry {
  private readonly metrics = new Map<string, Metric<string>>();
  private readonly current: { major: number; minor: number };
  private readonly showHidden: boolean;

  /** @throws MetricsError for an invalid `showHiddenMetricsForVersion` or `currentVersion`. */
  constructor(options: MetricsRegistryOptions = {}) {
    const currentVersion = options.currentVersion ?? '1.33';
    const cur = parseMajorMinor(currentVersion);
    if (!cur) throw new MetricsError(`invalid current version ${JSON.stringify(currentVersion)}`);
    const err = validateShowHiddenMetricsVersion(currentVersion, options.showHiddenMetricsForVersion);
    if (err) throw new MetricsError(err);
    this.current = cur;
    this.showHidden = !!options.showHiddenMetricsForVersion;
  }

  counter<L extends string = never>(opts: MetricOptions<L>): Counter<L> {
    return this.register(new Counter<L>(opts));
  }

  gauge<L extends string = never>(opts: MetricOptions<L>): Gauge<L> {
    return this.register(new Gauge<L>(opts));
  }

  private register<L extends string, M extends Metric<L>>(m: M): M {
    if (this.metrics.has(m.name)) throw new MetricsError(`duplicate metrics collector registration attempted: ${m.name}`);
    m.hidden = this.isHidden(m);
    this.metrics.set(m.name, m);
    return m;
  }

  /** Releases since deprecation, or undefined when not (yet) deprecated. */
  private releasesSinceDeprecation(m: Metric<string>): number | undefined {
    if (m.deprecatedVersion === undefined) return undefined;
    const d = parseMajorMinor(m.deprecatedVersion)!;
    if (d.major !== this.current.major) return d.major < this.current.major ? Infinity : undefined;
    const n = this.current.minor - d.minor;
    return n >= 0 ? n : undefined;
  }

  private isHidden(m: Metric<string>): boolean {
    const n = this.releasesSinceDeprecation(m);
    if (n === undefined || n < 3) return false;
    return !(this.showHidden && n === 3);
  }

  private helpText(m: Metric<string>): string {
    const deprecated = this.releasesSinceDeprecation(m) !== undefined ? `(Deprecated from ${m.deprecatedVersion}) ` : '';
    return `[${m.stabilityLevel}] ${deprecated}${m.help}`;
  }

  /** The registered metric with this name, if any. */
  get(name: string): Counter<string> | Gauge<string> | undefined {
    return this.metrics.get(name) as Counter<string> | Gauge<string> | undefined;
  }

  /** Text exposition of every visible metric (see file comment for the format). */
  expose(): string {
    return [...this.metrics.values()]
      .filter((m) => !m.hidden)
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map((m) => m.render(this.helpText(m)))
      .join('');
  }
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
export function metricVerb(requestVerb: string, options: { isApply?: boolean } = {}): string {
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
  readonly registry: MetricsRegistry;
  readonly requestTotal: Counter<RequestLabel>;
  readonly requestedDeprecatedApis: Gauge<'group' | 'version' | 'resource' | 'subresource' | 'removed_release'>;
  readonly declarativeValidationMismatchTotal: Counter;
  readonly registeredWatchers: Gauge<'group' | 'version' | 'kind'>;

  constructor(options: MetricsRegistryOptions = {}) {
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
    this.declarativeValidationMismatchTotal.inc({} as never, 0);
    this.registeredWatchers = this.registry.gauge({
      name: 'apiserver_registered_watchers',
      help: 'Number of currently registered watchers for a given resources',
      labelNames: ['group', 'version', 'kind'],
      stabilityLevel: 'ALPHA',
    });
  }

  /** Count one finished request. Component is always `apiserver`. */
  recordRequest(r: RequestRecord): void {
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
  recordDeprecatedApiRequest(r: { group: string; version: string; resource: string; subresource?: string; removedRelease?: string }): void {
    this.requestedDeprecatedApis.set(
      { group: r.group, version: r.version, resource: r.resource, subresource: r.subresource ?? '', removed_release: r.removedRelease ?? '' },
      1,
    );
  }

  /** Declarative and hand-written validation disagreed once. */
  recordDeclarativeValidationMismatch(): void {
    this.declarativeValidationMismatchTotal.inc({});
  }

  /** A watch started (+1) or ended (-1) for a kind. */
  watcherAdded(r: { group: string; version: string; kind: string }): void {
    this.registeredWatchers.inc(r);
  }

  watcherRemoved(r: { group: string; version: string; kind: string }): void {
    this.registeredWatchers.dec(r);
  }

  /** Text exposition for GET /metrics (content type PROMETHEUS_TEXT_CONTENT_TYPE). */
  expose(): string {
    return this.registry.expose();
  }
}
