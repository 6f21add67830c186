/**
 * `createClient`: the SDK's entry point. Wires a transport (undici by default), the
 * request layer and one typed client per resource.
 */
import { leaseCandidates, namespaces, runtimeClasses, type ResourceDescriptor } from '../meta/resources.js';
import type { KubeList, KubeObject, LeaseCandidate, LeaseCandidateList, Namespace, NamespaceList, RuntimeClass, RuntimeClassList } from '../meta/types.js';
import { NamespacedResourceClient, ResourceClient } from './resource-client.js';
import { RestClient } from './rest-client.js';
import { compose, type Interceptor, type Transport } from './transport.js';
import { UndiciTransport, type TlsOptions } from './undici-transport.js';
import { bearerTokenInterceptor } from './interceptors.js';

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
  /** Extra interceptors, outermost first. */
  readonly interceptors?: readonly Interceptor[];
  /** Called once per server warning. */
  readonly onWarning?: (warning: string) => void;
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

export function createClient(options: ClientOptions): Client {
  const base = options.transport ?? new UndiciTransport(options.tls ? { tls: options.tls } : {});
  const interceptors: Interceptor[] = [...(options.interceptors ?? [])];
  if (options.token !== undefined || options.tokenFile !== undefined) {
    interceptors.push(bearerTokenInterceptor({ ...(options.token !== undefined ? { token: options.token } : {}), ...(options.tokenFile !== undefined ? { tokenFile: options.tokenFile } : {}) }));
  }
  const transport = compose(base, ...interceptors);
  const rest = new RestClient({
    server: options.server,
    transport,
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    ...(options.onWarning ? { onWarning: options.onWarning } : {}),
  });
  return {
    runtimeClasses: new ResourceClient<RuntimeClass, RuntimeClassList>(rest, runtimeClasses),
    leaseCandidates: new NamespacedResourceClient<LeaseCandidate, LeaseCandidateList>(rest, leaseCandidates),
    namespaces: new ResourceClient<Namespace, NamespaceList>(rest, namespaces),
    resource: (descriptor, namespace) => new ResourceClient(rest, descriptor, namespace ?? ''),
    allNamespaces: (descriptor) => new NamespacedResourceClient(rest, descriptor),
    rest,
    close: async () => {
      await transport.close?.();
    },
  };
}
