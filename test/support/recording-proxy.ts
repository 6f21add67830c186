/**
 * A small forward proxy for tests: answers CONNECT by tunnelling, forwards absolute-form
 * HTTP requests, and speaks SOCKS5 (no auth, CONNECT only) on a second port. Every request
 * is recorded; `route` maps the host a client asked for to the address really dialled, so
 * tests can use names (api.example.test) that only the proxy knows.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type RequestListener, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { connect, createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net';

export interface ProxyRecord {
  readonly kind: 'CONNECT' | 'HTTP' | 'SOCKS5';
  /** host:port asked for (CONNECT, SOCKS5) or the absolute URL (HTTP). */
  readonly target: string;
  readonly method?: string;
  readonly headers?: IncomingHttpHeaders;
}

export interface RecordingProxy {
  /** http://127.0.0.1:port, or https:// when started with `tls`. */
  readonly url: string;
  /** socks5://127.0.0.1:port */
  readonly socksUrl: string;
  readonly records: ProxyRecord[];
  close(): Promise<void>;
}

export async function startRecordingProxy(
  route: (host: string, port: number) => { host: string; port: number } = (host, port) => ({ host, port }),
  options: { tls?: { cert: string; key: string } } = {},
): Promise<RecordingProxy> {
  const records: ProxyRecord[] = [];
  const sockets = new Set<Socket>();
  const track = (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => {});
  };

  const handler: RequestListener = (req, res) => {
    records.push({ kind: 'HTTP', target: req.url ?? '', method: req.method ?? '', headers: req.headers });
    const url = new URL(req.url ?? '');
    const to = route(url.hostname, Number(url.port || 80));
    const out = httpRequest({ host: to.host, port: to.port, method: req.method, path: url.pathname + url.search, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    out.on('error', () => res.destroy());
    req.pipe(out);
  };
  const http: Server = options.tls ? createHttpsServer({ cert: options.tls.cert, key: options.tls.key }, handler) : createServer(handler);
  http.on(options.tls ? 'secureConnection' : 'connection', track);
  http.on('connect', (req, client: Socket, head: Buffer) => {
    records.push({ kind: 'CONNECT', target: req.url ?? '', headers: req.headers });
    const i = (req.url ?? '').lastIndexOf(':');
    const to = route((req.url ?? '').slice(0, i).replace(/^\[|\]$/g, ''), Number((req.url ?? '').slice(i + 1)));
    const upstream = connect(to.port, to.host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    track(upstream);
    upstream.on('error', () => client.destroy());
  });

  const socks: TcpServer = createTcpServer((client) => {
    track(client);
    client.once('data', (greeting: Buffer) => {
      if (greeting[0] !== 5) return client.destroy();
      client.write(Buffer.from([5, 0]));
      client.once('data', (req: Buffer) => {
        let host: string;
        let at: number;
        if (req[3] === 1) {
          host = [...req.subarray(4, 8)].join('.');
          at = 8;
        } else if (req[3] === 3) {
          const len = req[4]!;
          host = req.subarray(5, 5 + len).toString('latin1');
          at = 5 + len;
        } else return client.destroy();
        const port = req.readUInt16BE(at);
        records.push({ kind: 'SOCKS5', target: `${host}:${port}` });
        const to = route(host, port);
        const upstream = connect(to.port, to.host, () => {
          client.write(Buffer.from([5, 0, 0, 1, 0, 0, 0, 0, 0, 0]));
          const rest = req.subarray(at + 2);
          if (rest.length) upstream.write(rest);
          upstream.pipe(client);
          client.pipe(upstream);
        });
        track(upstream);
        upstream.on('error', () => client.destroy());
      });
    });
  });

  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  await new Promise<void>((r) => socks.listen(0, '127.0.0.1', r));
  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${(http.address() as AddressInfo).port}`,
    socksUrl: `socks5://127.0.0.1:${(socks.address() as AddressInfo).port}`,
    records,
    close: async () => {
      for (const s of sockets) s.destroy();
      await Promise.all([new Promise((r) => http.close(r)), new Promise((r) => socks.close(r))]);
    },
  };
}
