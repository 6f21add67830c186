/**
 * Watch streams over HTTP: `GET <collection>?watch=true`, one JSON event per line.
 * Yields typed events in server order; a malformed line throws DecodeError (never
 * skipped); the iterator finishes normally when the server ends the stream or the
 * caller's signal aborts. Optional auto-resume re-watches from the last resourceVersion
 * seen (bookmarks included) after the stream ends or breaks.
 */
import { StringDecoder } from 'node:string_decoder';
import { systemClock } from '../meta/clock.js';
import { DecodeError, TransportError } from './rest-client.js';
import { isProtobufType, mediaTypeOf } from './wire.js';
import { protobufWatchFrames } from '../codec/protobuf/index.js';
import { cborWatchEvents } from '../codec/cbor.js';
import { CodecError } from '../codec/codec.js';
const EVENT_TYPES = new Set(['ADDED', 'MODIFIED', 'DELETED', 'BOOKMARK', 'ERROR']);
function isAbort(err, signal) {
    return (signal?.aborted ?? false) || err?.name === 'AbortError';
}
/** Parse one watch line into an event; throws DecodeError on anything malformed. */
export function parseWatchLine(line) {
    let parsed;
    try {
        parsed = JSON.parse(line);
    }
    catch (err) {
        throw new DecodeError(`malformed watch event: ${err.message}: ${line.slice(0, 100)}`, { cause: err });
    }
    const e = parsed;
    if (typeof e !== 'object' || e === null || typeof e.type !== 'string' || !EVENT_TYPES.has(e.type) || typeof e.object !== 'object' || e.object === null) {
        throw new DecodeError(`malformed watch event: ${line.slice(0, 100)}`);
    }
    return parsed;
}
/** One watch request; the events of one HTTP stream. */
async function* watchOnce(rest, path, opts) {
    let stream;
    try {
        stream = await rest.stream({
            method: 'GET',
            path,
            query: {
                watch: 'true',
                resourceVersion: opts.resourceVersion,
                resourceVersionMatch: opts.resourceVersionMatch,
                allowWatchBookmarks: opts.allowWatchBookmarks ? 'true' : undefined,
                sendInitialEvents: opts.sendInitialEvents === undefined ? undefined : String(opts.sendInitialEvents),
                timeoutSeconds: opts.timeoutSeconds,
                labelSelector: opts.labelSelector || undefined,
                fieldSelector: opts.fieldSelector || undefined,
            },
            ...(opts.signal ? { signal: opts.signal } : {}),
        });
    }
    catch (err) {
        if (isAbort(err, opts.signal))
            return;
        throw err;
    }
    const type = mediaTypeOf(stream.contentType);
    if (isProtobufType(type) || type === 'application/cbor-seq') {
        // Binary framings decode to the same plain events as JSON lines.
        const frames = isProtobufType(type) ? protobufWatchFrames(stream.body) : cborWatchEvents(stream.body);
        try {
            for await (const e of frames) {
                if (!EVENT_TYPES.has(e.type))
                    throw new DecodeError(`malformed watch event: unknown type ${JSON.stringify(e.type)}`);
                yield e;
            }
        }
        catch (err) {
            if (isAbort(err, opts.signal))
                return;
            if (err instanceof DecodeError)
                throw err;
            if (err instanceof CodecError)
                throw new DecodeError(`malformed watch event: ${err.message}`, { cause: err });
            throw new TransportError(`watch ${path}: ${err.message}`, { cause: err });
        }
        return;
    }
    const decoder = new StringDecoder('utf8');
    let pending = '';
    try {
        for await (const chunk of stream.body) {
            pending += decoder.write(chunk);
            let nl;
            while ((nl = pending.indexOf('\n')) >= 0) {
                const line = pending.slice(0, nl);
                pending = pending.slice(nl + 1);
                if (line.trim() !== '')
                    yield parseWatchLine(line);
            }
        }
    }
    catch (err) {
        if (isAbort(err, opts.signal))
            return;
        if (err instanceof DecodeError)
            throw err;
        throw new TransportError(`watch ${path}: ${err.message}`, { cause: err });
    }
    pending += decoder.end();
    if (pending.trim() !== '')
        yield parseWatchLine(pending);
}
/** Watch a collection path; see {@link WatchOptions} for resume semantics. */
export async function* watchCollection(rest, path, opts = {}) {
    if (!opts.resume) {
        yield* watchOnce(rest, path, opts);
        return;
    }
    const clock = opts.clock ?? systemClock;
    let resourceVersion = opts.resourceVersion;
    let sendInitialEvents = opts.sendInitialEvents;
    let delay = 0;
    while (!opts.signal?.aborted) {
        try {
            for await (const event of watchOnce(rest, path, { ...opts, ...(resourceVersion !== undefined ? { resourceVersion } : {}), ...(sendInitialEvents !== undefined ? { sendInitialEvents } : {}) })) {
                yield event;
                if (event.type === 'ERROR')
                    return;
                const rv = event.object.metadata?.resourceVersion;
                if (rv) {
                    resourceVersion = rv;
                    // Once resumed from a known version, initial events must not be replayed.
                    if (sendInitialEvents)
                        sendInitialEvents = undefined;
                }
                delay = 0;
            }
        }
        catch (err) {
            if (!(err instanceof TransportError))
                throw err;
            delay = Math.min(delay === 0 ? 500 : delay * 2, 30_000);
        }
        if (opts.signal?.aborted)
            return;
        if (delay > 0)
            await new Promise((resolve) => clock.setTimer(resolve, delay));
        if (resourceVersion === undefined || resourceVersion === '0') {
            // Resuming a watch that never saw a version would replay initial state; stop instead.
            return;
        }
    }
}
//# sourceMappingURL=watch.js.map