/**
 * `RestClient`: the request layer (rest-client-base.ts) with Node's wire (`nodeWire`: Buffer,
 * zlib, every format) and a user agent naming the platform, as `createClient` from `ctl`
 * builds it. `ctl/browser` uses `BaseRestClient` with `webWire` instead.
 */
import { BaseRestClient, type RestClientOptions } from './rest-client-base.js';
import { nodeWire } from './wire.js';

export { BaseRestClient, DecodeError, TransportError, parseWarnings, warningsOf } from './rest-client-base.js';
export type { RequestOptions, RestClientOptions, RestResponse } from './rest-client-base.js';

export class RestClient extends BaseRestClient {
  constructor(options: RestClientOptions) {
    super({ ...options, wire: options.wire ?? nodeWire, userAgent: options.userAgent ?? `ctl/0.1.0 (${process.platform}/${process.arch})` });
  }
}
