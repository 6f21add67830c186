/**
 * What admission sees of one write (upstream admission.Attributes) and what the request lends
 * it: the caller, and where warnings and audit annotations go.
 */
import type { ResourceDescriptor } from '../../meta/resources.js';
import type { KubeObject } from '../../meta/types.js';
import type { UserInfo } from '../auth/user-info.js';
import type { WriteOptions } from '../registry/store.js';

export type AdmissionOperation = 'CREATE' | 'UPDATE' | 'DELETE';

/** Per request: given to the store's write methods by the handlers (WriteOptions.admission). */
export interface AdmissionRequestContext {
  readonly user: UserInfo;
  /** `Warning` headers of the response (Warn actions add to it). */
  readonly warnings: Set<string>;
  /** Audit annotations of the request (Audit actions, auditAnnotations), published when it ends. */
  readonly auditAnnotations: Map<string, string>;
}

export interface AdmissionAttributes {
  readonly operation: AdmissionOperation;
  readonly resource: { readonly group: string; readonly version: string; readonly resource: string };
  readonly kind: { readonly group: string; readonly version: string; readonly kind: string };
  /** '' for the resource itself. */
  readonly subresource: string;
  readonly name: string;
  /** '' for cluster-scoped resources. */
  readonly namespace: string;
  /** The new object (absent for DELETE). Read-only. */
  readonly object?: KubeObject;
  /** The stored object (absent for CREATE). Read-only. */
  readonly oldObject?: KubeObject;
  readonly dryRun: boolean;
  /** fieldManager of the write, for `request.options`. */
  readonly fieldManager?: string;
  readonly user: UserInfo;
  readonly request?: AdmissionRequestContext;
}

/** The caller of writes made by the server itself (controllers, no HTTP request). */
export const INTERNAL_USER: UserInfo = { username: 'system:apiserver', uid: '', groups: ['system:authenticated', 'system:masters'], extra: {} };

/** The attributes of a write of `descriptor` (its `subresource`, '' for the resource itself). */
export function writeAttributes(
  d: ResourceDescriptor<any>,
  subresource: string,
  operation: AdmissionOperation,
  target: { namespace: string; name: string; object: KubeObject | undefined; oldObject: KubeObject | undefined },
  opts: WriteOptions,
): AdmissionAttributes {
  return {
    operation,
    resource: { group: d.group, version: d.version, resource: d.resource },
    kind: { group: d.group, version: d.version, kind: d.kind },
    subresource,
    name: target.name,
    namespace: d.namespaced ? target.namespace : '',
    ...(target.object ? { object: target.object } : {}),
    ...(target.oldObject ? { oldObject: target.oldObject } : {}),
    dryRun: opts.dryRun === true,
    ...(opts.fieldManager ? { fieldManager: opts.fieldManager } : {}),
    user: opts.admission?.user ?? INTERNAL_USER,
    ...(opts.admission ? { request: opts.admission } : {}),
  };
}
