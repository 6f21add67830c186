/**
 * HTTP/1.1 over an in-memory connection: a fetch-shaped function (`Request` in, `Response`
 * out) that serves each request from an in-process ApiServer without a port. Each request
 * gets its own connection, a pair of in-memory duplex streams: node:http's client writes the
 * request on one end and parses the response, a non-listening node:http server (handed the
 * other end as a 'connection', as its documentation allows for any Duplex) parses the
 * request and runs `ApiServer.handle`. So the server sees exactly what it sees on a socket
 * (header limits, chunked bodies, backpressure, a dropped connection), and no adapter has
 * to imitate IncomingMessage or ServerResponse.
 *
 * Guarantees: the Response body is a ReadableStream that yields bytes as the server writes
 * them (watches stream); cancelling it or aborting the Request's signal ends the connection,
 * which the server sees as a client going away. A gzip response is decoded (and its
 * Content-Encoding removed), as fetch decodes it.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Duplex } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { ApiServer } from '../server/api-server.js';
import { MAX_REQUEST_HEADER_BYTES } from '../server/limits.js';

/** One end of an in-memory connection; what one end writes, the other reads. */
class MemorySocket extends Duplex {
  peer: MemorySocket | undefined;
  /** The write callback held back while the peer's reader is full (backpressure). */
  private blockedWrite: (() => void) | undefined;
  readonly remoteAddress = '127.0.0.1';
  readonly remotePort = 0;
  readonly encrypted = false;

  override _read(): void {
    const writer = this.peer;
    const release = writer?.blockedWrite;
    if (writer && release) {
      writer.blockedWrite = undefined;
      release();
    }
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    const peer = this.peer;
    if (!peer || peer.destroyed) {
      callback(new Error('in-memory connection closed'));
      return;
    }
    if (peer.push(chunk)) callback();
    else this.blockedWrite = () => callback();
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.peer?.push(null);
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    const release = this.blockedWrite;
    this.blockedWrite = undefined;
    release?.();
    // A connection ends for both sides at once (a reset, as a closed socket).
    const peer = this.peer;
    if (peer && !peer.destroyed) queueMicrotask(() => peer.destroy());
    callback(error);
  }

  // What node:http calls on sockets; an in-memory connection has nothing to tune.
  setTimeout(): this {
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }
}

function connectionPair(): [client: MemorySocket, server: MemorySocket] {
  const a = new MemorySocket();
  const b = new MemorySocket();
  a.peer = b;
  b.peer = a;
  return [a, b];
}

export interface InMemoryHttpOptions {
  /** Told about failures the server could not answer (default: logged to stderr). */
  readonly onError?: (err: unknown) => void;
}

/** A fetch-shaped entry into an ApiServer over in-memory connections. */
export class InMemoryHttp {
  private readonly server: Server;
  private readonly open = new Set<MemorySocket>();

  constructor(api: ApiServer, options: InMemoryHttpOptions = {}) {
    const onError = options.onError ?? ((err: unknown) => console.error('ctl/testing: unexpected failure while serving a request:', err));
    this.server = createServer({ maxHeaderSize: MAX_REQUEST_HEADER_BYTES }, (req: IncomingMessage, res: ServerResponse) => {
      api.handle(req, res).catch((err: unknown) => {
        onError(err);
        res.destroy();
      });
    });
  }

  /** Serve one request. Rejects only when the connection fails before a response head (or the signal aborts). */
  readonly fetch = async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    const signal = request.signal;
    signal.throwIfAborted();
    const body = request.body ? new Uint8Array(await request.arrayBuffer()) : undefined;
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    headers.host ??= url.host;
    headers.connection = 'close';
    if (body) headers['content-length'] = String(body.length);

    const [clientEnd, serverEnd] = connectionPair();
    this.open.add(clientEnd);
    clientEnd.once('close', () => this.open.delete(clientEnd));
    this.server.emit('connection', serverEnd);

    return new Promise<Response>((resolve, reject) => {
      const req = httpRequest({
        method: request.method,
        path: url.pathname + url.search,
        headers,
        createConnection: () => clientEnd,
      });
      const onAbort = () => {
        req.destroy(signal.reason instanceof Error ? signal.reason : new DOMException('This operation was aborted', 'AbortError'));
        clientEnd.destroy();
      };
      signal.addEventListener('abort', onAbort, { once: true });
      req.once('error', (err) => {
        signal.removeEventListener('abort', onAbort);
        reject(signal.aborted ? signal.reason : err);
      });
      req.once('response', (res) => {
        req.removeAllListeners('error');
        req.on('error', () => {}); // reported through the body stream
        resolve(toResponse(res, () => clientEnd.destroy(), () => signal.removeEventListener('abort', onAbort)));
      });
      req.end(body);
    });
  };

  /** End every open connection (the server sees each client go away). */
  close(): void {
    for (const socket of this.open) socket.destroy();
    this.open.clear();
  }
}

const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

function toResponse(res: IncomingMessage, cancel: () => void, done: () => void): Response {
  const headers = new Headers();
  for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) headers.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
  let source: NodeJS.ReadableStream & { destroy?: (err?: Error) => void } = res;
  if ((headers.get('content-encoding') ?? '').toLowerCase() === 'gzip') {
    // fetch decodes the body; do as it does, so the client sees what a real fetch gives it.
    const gunzip = createGunzip();
    res.on('error', (err) => gunzip.destroy(err));
    source = res.pipe(gunzip);
    headers.delete('content-encoding');
    headers.delete('content-length');
  }
  const status = res.statusCode ?? 500;
  const init = { status, statusText: res.statusMessage ?? '', headers };
  if (NULL_BODY_STATUS.has(status) || res.method === 'HEAD') {
    res.resume();
    res.once('end', done);
    return new Response(null, init);
  }
  let finished = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      source.on('data', (chunk: Buffer) => {
        if (finished) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 1) <= 0) source.pause();
      });
      source.once('end', () => {
        if (finished) return;
        finished = true;
        done();
        controller.close();
      });
      const fail = (err: Error) => {
        if (finished) return;
        finished = true;
        done();
        controller.error(err);
      };
      source.once('error', fail);
      // A connection cut mid-body (e.g. dropped watches) is a failed body, as on a socket.
      res.once('aborted', () => fail(Object.assign(new Error('aborted'), { code: 'ECONNRESET' })));
      res.once('close', () => {
        if (!res.complete) fail(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
      });
    },
    pull() {
      source.resume();
    },
    cancel() {
      finished = true;
      done();
      cancel();
    },
  }, { highWaterMark: 16 });
  return new Response(body, init);
}
