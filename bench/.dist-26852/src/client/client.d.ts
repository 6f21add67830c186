/**
 * `createClient`: the SDK's entry point. Wires a transport (undici by default), the
 * request layer and one typed client per resource.
 */
import { type ResourceDescriptor } from '../meta/resources.js';
import type { KubeList, KubeObject, LeaseCandidate, LeaseCandidateList, Namespace, NamespaceList, RuntimeClass, RuntimeClassList } from '../meta/types.js';
import { NamespacedResourceClient, ResourceClient } from './resource-client.js';
import { RestClient } from './rest-client.js';
import type { WireFormat } from './wire.js';
import { type Interceptor, type Transport } from './transport.js';
import { type TlsOptions } from './undici-transport.js';
import type { ClientConfig } from './config/client-config.js';
import { type RetryPolicy } from './retry-interceptor.js';
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-interceptor.js';
export interface ClientOptions {
    /** Server base URL, e.g. `https://127.0.0.1:6443`. */
    readonly server: string;
    /** Custom transport (default: undici with TLS from `tls`). */
    readonly transport?: Transport;
    readonly tls?: TlsOptions;
    /** Static bearer token, or a file re-read when it changes. */
    readonly token?: string;
    readonly tokenFile?: string;
    readonly userAgent?: string;
    /** Extra interceptors, outermost first (inside the retry interceptor, outside the bearer token). */
    readonly interceptors?: readonly Interceptor[];
    /**
     * Retries of idempotent requests after `Retry-After` responses and broken connections
     * (see retry-interceptor.ts). On by default with {@link DEFAULT_RETRY_POLICY}; `false`
     * turns retrying off.
     */
    readonly retry?: RetryPolicy | false;
    /** Called once per server warning. */
    readonly onWarning?: (warning: string) => void;
    /**
     * Preferred response format; JSON is always accepted as a fallback and responses are
     * decoded by their Content-Type. Default json (see docs/performance.md for the measurements).
     */
    readonly wireFormat?: WireFormat;
    /** Ask for gzip-compressed get/list responses (decoded transparently). Default true. */
    readonly compression?: boolean;
}
export interface Client {
    readonly runtimeClasses: ResourceClient<RuntimeClass, RuntimeClassList>;
    readonly leaseCandidates: NamespacedResourceClient<LeaseCandidate, LeaseCandidateList>;
    readonly namespaces: ResourceClient<Namespace, NamespaceList>;
    /** A client for any served resource, by descriptor (what the CLI uses). */
    resource<T extends KubeObject>(descriptor: ResourceDescriptor<T>, namespace?: string): ResourceClient<T, KubeList<T>>;
    /** A client listing a namespaced resource across all namespaces. */
    allNamespaces<T extends KubeObject>(descriptor: ResourceDescriptor<T>): NamespacedResourceClient<T, KubeList<T>>;
    readonly rest: RestClient;
    /** Release pooled connections. */
    close(): Promise<void>;
}
export declare function createClient(options: ClientOptions): Client;
/**
 * createClient for a configuration from `loadClientConfig` (kubeconfig or in-cluster);
 * `extra` adds what the configuration does not decide (user agent, warning handler, retry
 * policy, interceptors, transport). TLS settings of both are merged, the configuration's winning.
 */
export declare function createClientFromConfig(config: Pick<ClientConfig, 'clientOptions'>, extra?: Omit<ClientOptions, 'server'>): Client;
