/**
 * Reads the request target (see http/request-target.ts) and the RequestInfo. A target Go's
 * server would refuse is answered as Go answers it, `400 Bad Request` in plain text with
 * `Connection: close`, before anything else runs. `OPTIONS *` gets Go's empty 200.
 */
import { parseRequestTarget } from '../http/request-target.js';
import { wantsPretty } from '../http/response.js';
import { parseRequestInfo } from '../request-info.js';
import type { Filter } from './chain.js';

export const requestTarget: Filter = async (ctx, next) => {
  const { req, res } = ctx;
  const parsed = parseRequestTarget(req.url ?? '');
  if (!parsed.ok) {
    // net/http server.go: `HTTP/1.1 400 Bad Request` + text/plain + `Connection: close` + the same text.
    res.shouldKeepAlive = false;
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
    res.end('400 Bad Request');
    return;
  }
  const method = req.method ?? 'GET';
  if (parsed.target.path === '*' && method === 'OPTIONS') {
    // net/http globalOptionsHandler.
    res.writeHead(200, { 'Content-Length': '0' });
    res.end();
    return;
  }
  const query = new URLSearchParams(parsed.target.rawQuery);
  ctx.target = parsed.target;
  ctx.query = query;
  ctx.info = parseRequestInfo(method, parsed.target.path, query);
  ctx.responder = { ...ctx.responder, pretty: wantsPretty(req, query) };
  await next();
};
