// What the `ctl` bundle gets for `import ... from 'undici'` (scripts/build-cli.mjs): the
// dispatchers and `request()` the SDK's transport uses (src/client/undici-transport.ts),
// imported one by one instead of undici's index.js, which loads fetch, WebSocket, the cache
// stores, the mock agents and every interceptor (with node:http2, node:sqlite, node:dns,
// node:worker_threads ...): about 0.5 s of CPU and 12 MiB of RSS per command on the 2-core
// machine, for code no command runs (docs/performance.md, "CLI start-up").
//
// An SDK change that imports another name from undici fails the build with esbuild's "No
// matching export" naming this file: export the name here (from its module under
// undici/lib/, as undici's index.js does).
import Dispatcher from 'undici/lib/dispatcher/dispatcher.js';
import Agent from 'undici/lib/dispatcher/agent.js';
import ProxyAgent from 'undici/lib/dispatcher/proxy-agent.js';
import api from 'undici/lib/api/index.js';
import util from 'undici/lib/core/util.js';
import errors from 'undici/lib/core/errors.js';

// As undici's index.js does: every dispatcher gets request(), stream(), pipeline() ...
Object.assign(Dispatcher.prototype, api);

/**
 * undici's `request(url, opts)` (index.js: makeDispatcher(api.request)) without the global
 * dispatcher, which would load undici's fetch: the SDK always passes its own.
 */
function request(url, opts) {
  if (!url || (typeof url !== 'string' && typeof url !== 'object' && !(url instanceof URL))) {
    throw new errors.InvalidArgumentError('invalid url');
  }
  if (opts == null || typeof opts !== 'object') throw new errors.InvalidArgumentError('invalid opts');
  if (opts.path != null) {
    if (typeof opts.path !== 'string') throw new errors.InvalidArgumentError('invalid opts.path');
    const path = opts.path.startsWith('/') ? opts.path : `/${opts.path}`;
    url = new URL(util.parseOrigin(url).origin + path);
  } else {
    url = util.parseURL(url);
  }
  if (opts.agent) throw new errors.InvalidArgumentError('unsupported opts.agent. Did you mean opts.client?');
  if (!opts.dispatcher) throw new errors.InvalidArgumentError('the ctl bundle has no global dispatcher: pass opts.dispatcher');
  return api.request.call(opts.dispatcher, {
    ...opts,
    origin: url.origin,
    path: url.search ? `${url.pathname}${url.search}` : url.pathname,
    method: opts.method || (opts.body ? 'PUT' : 'GET'),
  });
}

export { Dispatcher, Agent, ProxyAgent, request, errors };
