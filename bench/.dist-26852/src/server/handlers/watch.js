import { apiVersionOf } from '../../meta/resources.js';
import { failureStatus } from '../../meta/status.js';
import { parseResourceVersion } from '../http/query.js';
import { buildPredicate } from '../registry/selectors.js';
import { TooOldResourceVersionError } from '../registry/watch-cache.js';
import { parseListOptions } from './list.js';
import { tableRequest } from './scope.js';
import { toTable } from '../table.js';
import { encodeWatchEventBytes, watchContentType } from '../wire-formats.js';
export const INITIAL_EVENTS_END_ANNOTATION = 'cluster.io/initial-events-end';
/** The BOOKMARK object: an empty object of the kind carrying only a resourceVersion. */
function bookmarkJson(d, revision, initialEventsEnd) {
    const metadata = { resourceVersion: String(revision), creationTimestamp: null };
    if (initialEventsEnd)
        metadata.annotations = { [INITIAL_EVENTS_END_ANNOTATION]: 'true' };
    return JSON.stringify({ kind: d.kind, apiVersion: apiVersionOf(d), metadata, ...d.zeroFields });
}
export function handleWatch(cache, settings) {
    return async (scope) => {
        const opts = parseListOptions(scope.query, true, settings.watchList);
        const selected = buildPredicate(scope.descriptor, opts.labelSelector, opts.fieldSelector);
        const ns = scope.descriptor.namespaced ? scope.info.namespace : '';
        // The cache holds every namespace; a namespaced watch sees only its own.
        const predicate = ns === '' ? selected : { empty: false, matches: (o) => o.metadata?.namespace === ns && selected.matches(o) };
        return stream(scope, cache, settings, opts, predicate);
    };
}
async function stream(scope, cache, settings, opts, predicate) {
    const { res, clock } = scope;
    const rv = parseResourceVersion(opts.resourceVersion);
    const initialEvents = opts.sendInitialEvents === true || (opts.sendInitialEvents === undefined && (rv === undefined || rv === 0));
    const bookmarks = opts.allowWatchBookmarks;
    const timeoutMs = opts.timeoutSeconds !== undefined && opts.timeoutSeconds > 0
        ? opts.timeoutSeconds * 1000
        : Math.floor(settings.minRequestTimeoutMs * (1 + settings.random()));
    const format = scope.negotiated.format;
    res.statusCode = 200;
    res.setHeader('Content-Type', watchContentType(format, scope.negotiated.mediaType));
    res.setHeader('Cache-Control', 'no-cache, private');
    res.setHeader('Transfer-Encoding', 'chunked');
    res.flushHeaders();
    let closed = false;
    let subscription;
    const timers = [];
    let lastRevision = 0;
    const finish = () => {
        if (closed)
            return;
        closed = true;
        subscription?.stop();
        for (const cancel of timers)
            cancel();
        res.end();
    };
    const handle = { drop: () => res.destroy() };
    settings.open.add(handle);
    settings.onWatcher?.(scope.descriptor, 1);
    res.on('close', () => {
        settings.open.delete(handle);
        settings.onWatcher?.(scope.descriptor, -1);
        finish();
    });
    const write = (chunk) => {
        if (closed)
            return;
        res.write(chunk);
        if (res.writableLength > settings.maxBufferedBytes) {
            // The client is not reading; upstream closes such watchers rather than buffer forever.
            res.destroy();
            finish();
        }
    };
    // Table watches: each event carries a one-row Table; column definitions only in the first.
    const table = scope.negotiated.table ? tableRequest(scope, scope.negotiated.table) : undefined;
    let headersSent = false;
    const objectJson = (e) => {
        if (!table)
            return e.objectJson();
        const json = JSON.stringify(toTable({ ...table, noHeaders: headersSent }, [e.object]));
        headersSent = true;
        return json;
    };
    const json = format.mediaType === 'application/json';
    const send = (e) => {
        if (e.revision > lastRevision)
            lastRevision = e.revision;
        write(json ? `{"type":"${e.type}","object":${objectJson(e)}}\n` : encodeWatchEventBytes(format, e.type, e.object));
    };
    const sendBookmark = (initialEventsEnd) => {
        const revision = Math.max(lastRevision, cache.currentRevision());
        const object = table
            ? JSON.stringify({ kind: 'Table', apiVersion: `${table.spec.group}/${table.spec.version}`, metadata: { resourceVersion: String(revision) }, columnDefinitions: null, rows: [] })
            : bookmarkJson(scope.descriptor, revision, initialEventsEnd);
        write(json ? `{"type":"BOOKMARK","object":${object}}\n` : encodeWatchEventBytes(format, 'BOOKMARK', JSON.parse(object)));
    };
    try {
        const sub = cache.subscribe(initialEvents ? { predicate, initialEvents: true } : { predicate, initialEvents: false, afterRevision: rv ?? cache.currentRevision() }, send);
        subscription = sub.subscription;
        lastRevision = Math.max(lastRevision, initialEvents ? sub.revision : (rv ?? sub.revision));
        if (opts.sendInitialEvents === true && bookmarks)
            sendBookmark(true);
    }
    catch (err) {
        if (err instanceof TooOldResourceVersionError) {
            const status = failureStatus(410, 'Expired', err.message);
            write(encodeWatchEventBytes(format, 'ERROR', status));
            finish();
            return;
        }
        throw err;
    }
    timers.push(clock.setTimer(finish, timeoutMs));
    if (bookmarks) {
        let cancelPeriodic = () => { };
        const periodic = () => {
            sendBookmark(false);
            cancelPeriodic = clock.setTimer(periodic, settings.bookmarkIntervalMs);
        };
        cancelPeriodic = clock.setTimer(periodic, settings.bookmarkIntervalMs);
        timers.push(() => cancelPeriodic());
        // Upstream sends a bookmark shortly before the deadline so clients can resume cheaply.
        if (timeoutMs > 2000)
            timers.push(clock.setTimer(() => sendBookmark(false), timeoutMs - 2000));
    }
}
//# sourceMappingURL=watch.js.map