import type { Transport, TransportRequest, TransportResponse } from './transport.js';
export interface TlsOptions {
    /** PEM CA bundle to trust instead of the system roots. */
    readonly ca?: string | Buffer;
    /** PEM client certificate and key for mutual TLS. */
    readonly cert?: string | Buffer;
    readonly key?: string | Buffer;
    readonly insecureSkipTLSVerify?: boolean;
    readonly serverName?: string;
}
export interface UndiciTransportOptions {
    readonly tls?: TlsOptions;
    /** Max connections per origin (default 16). */
    readonly connections?: number;
    /** Idle keep-alive timeout in ms (default 30 s). */
    readonly keepAliveTimeout?: number;
}
export declare class UndiciTransport implements Transport {
    private readonly agent;
    constructor(options?: UndiciTransportOptions);
    request(req: TransportRequest): Promise<TransportResponse>;
    close(): Promise<void>;
}
