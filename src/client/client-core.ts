/**
 * The runtime-agnostic half of `createClient`: the typed clients over a request layer, and
 * the interceptor order. `createClient` from `ctl` (client.ts: undici, kubeconfig, exec
 * plugins, token files) and from `ctl/browser` (browser.ts: fetch, JSON) both assemble
 * their clients here. No Node built-ins, `Buffer` or `process` reached from this module.
 */
import { leaseCandidates, leases, namespaces, runtimeClasses, validatingAdmissionPolicies, validatingAdmissionPolicyBindings, type ResourceDescriptor } from '../meta/resources.js';
import type {
  KubeList,
  KubeObject,
  Lease,
  LeaseList,
  LeaseCandidate,
  LeaseCandidateList,
  Namespace,
  NamespaceList,
  RuntimeClass,
  RuntimeClassList,
  ValidatingAdmissionPolicy,
  ValidatingAdmissionPolicyBinding,
  ValidatingAdmissionPolicyBindingList,
  ValidatingAdmissionPolicyList,
} from '../meta/types.js';
import { NamespacedResourceClient, ResourceClient } from './resource-client.js';
import type { BaseRestClient } from './rest-client-base.js';
import type { Transport } from './transport.js';

/** The typed clients of one server; `ctl`'s `Client` narrows `rest` to Node's RestClient. */
export interface ClientBase {
  readonly runtimeClasses: ResourceClient<RuntimeClass, RuntimeClassList>;
  readonly leases: NamespacedResourceClient<Lease, LeaseList>;
  readonly leaseCandidates: NamespacedResourceClient<LeaseCandidate, LeaseCandidateList>;
  readonly namespaces: ResourceClient<Namespace, NamespaceList>;
  readonly validatingAdmissionPolicies: ResourceClient<ValidatingAdmissionPolicy, ValidatingAdmissionPolicyList>;
  readonly validatingAdmissionPolicyBindings: ResourceClient<ValidatingAdmissionPolicyBinding, ValidatingAdmissionPolicyBindingList>;
  /** A client for any served resource, by descriptor (what the CLI uses). */
  resource<T extends KubeObject>(descriptor: ResourceDescriptor<T>, namespace?: string): ResourceClient<T, KubeList<T>>;
  /** A client listing a namespaced resource across all namespaces. */
  allNamespaces<T extends KubeObject>(descriptor: ResourceDescriptor<T>): NamespacedResourceClient<T, KubeList<T>>;
  readonly rest: BaseRestClient;
  /** Release pooled connections. */
  close(): Promise<void>;
}

/** The typed clients over `rest`; `close` closes `transport`. */
export function typedClients<R extends BaseRestClient>(rest: R, transport: Transport): ClientBase & { readonly rest: R } {
  return {
    runtimeClasses: new ResourceClient<RuntimeClass, RuntimeClassList>(rest, runtimeClasses),
    leases: new NamespacedResourceClient<Lease, LeaseList>(rest, leases),
    leaseCandidates: new NamespacedResourceClient<LeaseCandidate, LeaseCandidateList>(rest, leaseCandidates),
    namespaces: new ResourceClient<Namespace, NamespaceList>(rest, namespaces),
    validatingAdmissionPolicies: new ResourceClient<ValidatingAdmissionPolicy, ValidatingAdmissionPolicyList>(rest, validatingAdmissionPolicies),
    validatingAdmissionPolicyBindings: new ResourceClient<ValidatingAdmissionPolicyBinding, ValidatingAdmissionPolicyBindingList>(rest, validatingAdmissionPolicyBindings),
    resource: (descriptor, namespace) => new ResourceClient(rest, descriptor, namespace ?? ''),
    allNamespaces: (descriptor) => new NamespacedResourceClient(rest, descriptor),
    rest,
    close: async () => {
      await transport.close?.();
    },
  };
}
