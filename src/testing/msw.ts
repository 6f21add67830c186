/**
 * msw request handlers backed by the reference server (`ctl/testing/msw`; msw 2 is an
 * optional peer dependency, so this lives apart from `ctl/testing`). Each request msw
 * intercepts under `baseUrl` is served by an in-process ApiServer over in-memory HTTP: real
 * validation, resourceVersions, selectors, Status errors and streaming watches, no port.
 */
import { http, type HttpHandler } from 'msw';
import { startInProcessServer, type InProcessServer, type InProcessServerOptions } from './in-process.js';

export interface MswHandlersOptions extends InProcessServerOptions {
  /** Origin (and optional path prefix) the handlers answer for. Default `http://cluster.test`. */
  readonly baseUrl?: string;
}

/** The handlers (spread them into `setupServer`) plus the server behind them. */
export interface MswHandlers extends Array<HttpHandler> {
  readonly baseUrl: string;
  /** The started server (its `api` for compaction, dropped watches, stores); starts on creation. */
  readonly ready: Promise<InProcessServer>;
  /** Ends open watches and stops the server. */
  close(): Promise<void>;
}

export const DEFAULT_MSW_BASE_URL = 'http://cluster.test';

export function createMswHandlers(options: MswHandlersOptions = {}): MswHandlers {
  const { baseUrl: given, ...serverOptions } = options;
  const baseUrl = (given ?? DEFAULT_MSW_BASE_URL).replace(/\/+$/, '');
  const ready = startInProcessServer(serverOptions);
  // A failed start is reported by every request (and by `ready`), not as an unhandled rejection.
  ready.catch(() => {});
  const handler = http.all(`${baseUrl}/*`, async ({ request }) => {
    const server = await ready;
    return server.fetch(request);
  });
  return Object.assign([handler], {
    baseUrl,
    ready,
    close: async () => (await ready).close(),
  });
}
