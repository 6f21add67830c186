/**
 * The public object types: named interfaces generated into `generated/types.ts` (one per schema
 * of `openapi/cluster-api.yaml`, rebuilt by `npm run generate`), re-exported here so that
 * hovers and compiler errors name them (`RuntimeClass`, not the structure of an anonymous type).
 */
export type {
  ObjectMeta,
  ListMeta,
  Status,
  StatusDetails,
  StatusCause,
  DeleteOptions,
  Preconditions,
  ManagedFieldsEntry,
  OwnerReference,
  Table,
  TableColumnDefinition,
  TableRow,
  Toleration,
  Namespace,
  NamespaceList,
  Lease,
  LeaseSpec,
  LeaseList,
  LeaseCandidate,
  LeaseCandidateSpec,
  LeaseCandidateList,
  RuntimeClass,
  Overhead,
  Scheduling,
  RuntimeClassList,
  ValidatingAdmissionPolicy,
  ValidatingAdmissionPolicySpec,
  ValidatingAdmissionPolicyStatus,
  ValidatingAdmissionPolicyList,
  ValidatingAdmissionPolicyBinding,
  ValidatingAdmissionPolicyBindingSpec,
  ValidatingAdmissionPolicyBindingList,
  MatchResources,
  NamedRuleWithOperations,
  ParamKind,
  ParamRef,
  Validation,
  Variable,
  AuditAnnotation,
  MatchCondition,
  TypeChecking,
  ExpressionWarning,
  Condition,
} from '../../generated/types.js';
import type { ListMeta, ObjectMeta } from '../../generated/types.js';

/** Anything with object metadata: the shape generic code (store, printers, informers) relies on. */
export interface KubeObject {
  apiVersion?: string;
  kind?: string;
  metadata?: ObjectMeta;
}

/** A collection as returned by list. */
export interface KubeList<T> {
  apiVersion?: string;
  kind?: string;
  metadata?: ListMeta;
  items: T[];
}
