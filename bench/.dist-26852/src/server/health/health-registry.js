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
import { systemClock } from '../../meta/clock.js';
import { delayedCheck, logCheck, namedCheck, pingCheck, postStartHookCheck } from './health-check.js';
export const HEALTH_ENDPOINTS = ['healthz', 'livez', 'readyz'];
/** Default text of the Warning header on /healthz (RFC 7234 warn-code 299). */
export const HEALTHZ_DEPRECATION_WARNING = '299 - "/healthz is deprecated since release 1.16; use /livez and /readyz"';
const TEXT_HEADERS = { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' };
function errorMessage(err) {
    return err instanceof Error ? err.message : String(err);
}
/** Go's `%q` of a check name, for the exclusion warning. */
function quote(s) {
    return JSON.stringify(s);
}
export class HealthRegistry {
    clock;
    livezGracePeriodMs;
    shutdownDelayMs;
    onCheckFailed;
    healthzWarning;
    checks = { healthz: [], livez: [], readyz: [] };
    shutdownStarted = false;
    shutdownPromise;
    shutdownCheck;
    constructor(options = {}) {
        this.clock = options.clock ?? systemClock;
        this.livezGracePeriodMs = options.livezGracePeriodMs ?? 0;
        this.shutdownDelayMs = options.shutdownDelayMs ?? 0;
        this.onCheckFailed = options.onCheckFailed;
        this.healthzWarning = options.healthzWarning ?? HEALTHZ_DEPRECATION_WARNING;
        this.shutdownCheck = namedCheck('shutdown', () => {
            if (this.shutdownStarted)
                throw new Error('process is shutting down');
        });
        if (options.defaultChecks ?? true)
            this.addHealthChecks(pingCheck, logCheck);
    }
    add(endpoints, checks) {
        for (const c of checks) {
            if (c.name === '' || /\s/.test(c.name)) {
                throw new Error(`invalid health check name ${quote(c.name)}`);
            }
            for (const e of endpoints) {
                if (c.name === 'shutdown' && e === 'readyz')
                    throw new Error('health check name "shutdown" is reserved on /readyz');
                if (this.checks[e].some((x) => x.name === c.name))
                    throw new Error(`duplicate health check ${quote(c.name)} on /${e}`);
            }
        }
        for (const c of checks)
            for (const e of endpoints)
                this.checks[e].push(c);
    }
    /** Checks for all three endpoints (upstream AddHealthChecks). */
    addHealthChecks(...checks) {
        this.add(HEALTH_ENDPOINTS, checks);
    }
    /**
     * Checks for all three endpoints that may fail while the server boots: on /livez they pass
     * until the livez grace period after this call has elapsed (upstream AddBootSequenceHealthChecks).
     */
    addBootSequenceChecks(...checks) {
        this.add(['healthz', 'readyz'], checks);
        this.add(['livez'], checks.map((c) => delayedCheck(c, this.clock, this.livezGracePeriodMs)));
    }
    /** Checks for /readyz only (for example storage readiness or informer sync). */
    addReadyzChecks(...checks) {
        this.add(['readyz'], checks);
    }
    /** Checks for /livez only. */
    addLivezChecks(...checks) {
        this.add(['livez'], checks);
    }
    /**
     * Register a post-start hook as a boot-sequence check `poststarthook/<name>`; call the
     * returned function when the hook has finished.
     */
    addPostStartHook(name) {
        const check = postStartHookCheck(name);
        this.addBootSequenceChecks(check);
        return () => check.done();
    }
    /** True once `startShutdown()` was called. */
    get shuttingDown() {
        return this.shutdownStarted;
    }
    /**
     * Begin graceful shutdown: /readyz fails from now on (check `shutdown`), /livez and /healthz are
     * unaffected. Resolves after `shutdownDelayMs` on the injected clock, when the caller should stop
     * accepting connections. Idempotent: later calls return the same promise.
     */
    startShutdown() {
        if (this.shutdownPromise)
            return this.shutdownPromise;
        this.shutdownStarted = true;
        this.shutdownPromise = new Promise((resolve) => {
            if (this.shutdownDelayMs <= 0)
                resolve();
            else
                this.clock.setTimer(resolve, this.shutdownDelayMs);
        });
        return this.shutdownPromise;
    }
    /** Names of the checks an endpoint runs, in output order. */
    checkNames(endpoint) {
        return this.checksFor(endpoint).map((c) => c.name);
    }
    checksFor(endpoint) {
        const list = this.checks[endpoint].length ? [...this.checks[endpoint]] : [pingCheck];
        if (endpoint === 'readyz')
            list.push(this.shutdownCheck);
        return list;
    }
    async run(check) {
        try {
            await check.check();
            return undefined;
        }
        catch (err) {
            return err ?? new Error('check failed');
        }
    }
    /**
     * Answer a health request, or undefined when `path` is not a health path (the caller then
     * answers 404). `path` is the URL path without query; `query` the query string or parameters.
     * Checks of one request run concurrently; output keeps registration order.
     */
    async handle(path, query = '') {
        const m = /^\/(healthz|livez|readyz)(?:\/(.+))?$/.exec(path);
        if (!m)
            return undefined;
        const endpoint = m[1];
        const extra = endpoint === 'healthz' && this.healthzWarning ? { Warning: this.healthzWarning } : {};
        const checks = this.checksFor(endpoint);
        if (m[2] !== undefined) {
            const check = checks.find((c) => c.name === m[2]);
            if (!check)
                return undefined;
            const err = await this.run(check);
            if (err === undefined)
                return { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...extra }, body: 'ok' };
            this.onCheckFailed?.(endpoint, check.name, err);
            return { status: 500, headers: { ...TEXT_HEADERS, ...extra }, body: `internal server error: ${errorMessage(err)}\n` };
        }
        const params = typeof query === 'string' ? new URLSearchParams(query) : query;
        const excluded = new Set(params.getAll('exclude'));
        const results = await Promise.all(checks.map((c) => (excluded.has(c.name) ? Promise.resolve(undefined) : this.run(c))));
        let lines = '';
        let failed = false;
        checks.forEach((c, i) => {
            if (excluded.has(c.name)) {
                excluded.delete(c.name);
                lines += `[+]${c.name} excluded: ok\n`;
                return;
            }
            const err = results[i];
            if (err === undefined) {
                lines += `[+]${c.name} ok\n`;
                return;
            }
            failed = true;
            lines += `[-]${c.name} failed: reason withheld\n`;
            this.onCheckFailed?.(endpoint, c.name, err);
        });
        if (excluded.size > 0) {
            // Go's sets.String.List() is sorted.
            lines += `warn: some health checks cannot be excluded: no matches for ${[...excluded].sort().map(quote).join(',')}\n`;
        }
        if (failed)
            return { status: 500, headers: { ...TEXT_HEADERS, ...extra }, body: `${lines}${endpoint} check failed\n` };
        if (!params.has('verbose'))
            return { status: 200, headers: { ...TEXT_HEADERS, ...extra }, body: 'ok' };
        return { status: 200, headers: { ...TEXT_HEADERS, ...extra }, body: `${lines}${endpoint} check passed\n` };
    }
}
//# sourceMappingURL=health-registry.js.map