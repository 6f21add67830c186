import { type Clock } from '../meta/clock.js';
import type { KubeObject } from '../meta/types.js';
import { ApiServer, type ApiServerOptions } from './api-server.js';
import type { Storage } from './storage/storage.js';
export interface ServerOptions {
    /** TCP port; 0 picks a free one. Default 0. */
    readonly port?: number;
    /** Address to bind; loopback by default. */
    readonly host?: string;
    /**
     * Backing store; default a fresh in-memory store. A store passed in belongs to the
     * caller: close() leaves it open (so a test can restart a server on the same data).
     */
    readonly storage?: Storage;
    readonly clock?: Clock;
    /** Objects to create at start-up (after the default namespaces), e.g. demo data. */
    readonly seed?: readonly KubeObject[];
    /**
     * Feature gates as a map or `--feature-gates` text (defaults as in 1.33: WatchList off,
     * APIResponseCompression on, CBOR off). Unknown or locked gates make startServer throw.
     */
    readonly featureGates?: ApiServerOptions['featureGates'];
    /** Watch history window (default 5 min): older watch starts get 410. */
    readonly watchHistoryMs?: number;
    /** Continue-token and Exact-read lifetime (default 5 min). */
    readonly continueTokenTtlMs?: number;
    /** Periodic BOOKMARK interval (default 60 s). */
    readonly bookmarkIntervalMs?: number;
    /** Wait for a not-yet-reached resourceVersion before 504 (default 3 s). */
    readonly tooLargeResourceVersionWaitMs?: number;
    /**
     * Serve HTTPS with this certificate and key (PEM). Client certificates are requested but
     * not required at the TLS level: an invalid or missing one is answered with 401 by the
     * authenticator, not with a handshake failure.
     */
    readonly tls?: {
        readonly cert: string;
        readonly key: string;
    };
    readonly authenticator?: ApiServerOptions['authenticator'];
    readonly authorizer?: ApiServerOptions['authorizer'];
    readonly runtimeConfig?: ApiServerOptions['runtimeConfig'];
    readonly livezGracePeriodMs?: number;
    readonly shutdownDelayMs?: number;
    readonly deprecatedApis?: ApiServerOptions['deprecatedApis'];
}
export interface RunningServer {
    /** Base URL, e.g. `http://127.0.0.1:40123`. */
    readonly url: string;
    readonly port: number;
    readonly api: ApiServer;
    readonly storage: Storage;
    /**
     * Graceful stop: /readyz turns unready, requests are still served for the shutdown delay,
     * then connections end and storage it created is closed. Idempotent.
     */
    close(): Promise<void>;
}
/** Namespaces every cluster starts with. */
export declare const DEFAULT_NAMESPACES: string[];
export declare function startServer(options?: ServerOptions): Promise<RunningServer>;
