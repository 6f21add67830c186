/**
 * A bare `node:http` server that answers every request with one fixed response: the status,
 * headers and body the reference server sent for the measured GET (captured by
 * bench/server.mjs). Node adds Date, Connection and Keep-Alive itself, as it does for the
 * reference server (also a node:http server), so the bytes on the wire are the same but for
 * the Date value. The floor for the GET comparison: what serving those bytes costs in Node.
 *
 *   parent -> { type: 'start', status, headers: [name, value, ...], body: base64 }
 *   child  -> { type: 'ready', url }
 *   parent -> { type: 'close' }
 */
import { createServer } from 'node:http';

let server;

process.on('message', (msg) => {
  if (msg.type === 'start') {
    const body = Buffer.from(msg.body, 'base64');
    const { status, headers } = msg;
    // The reference server's keep-alive timeout, so the Keep-Alive header reads the same.
    server = createServer({ keepAliveTimeout: 65_000 }, (req, res) => {
      // Read (and discard) any request body before answering, as a real handler would.
      req.resume();
      res.writeHead(status, headers);
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => process.send({ type: 'ready', url: `http://127.0.0.1:${server.address().port}` }));
  } else if (msg.type === 'close') {
    server?.closeAllConnections?.();
    server?.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  }
});
process.on('disconnect', () => process.exit(0));
