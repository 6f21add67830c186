/**
 * The public object types, aliased from the openapi-typescript output in `generated/`.
 * `generated/openapi.ts` is rebuilt from `openapi/cluster-api.yaml` by `npm run generate`.
 */
import type { components } from '../../generated/openapi.js';

type Schemas = components['schemas'];

export type ObjectMeta = Schemas['io.cluster.apimachinery.pkg.apis.meta.v1.ObjectMeta'];
export type ListMeta = Schemas['io.cluster.apimachinery.pkg.apis.meta.v1.ListMeta'];
export type Status = Schemas['io.cluster.apimachinery.pkg.apis.meta.v1.Status'];
export type StatusDetails = Schemas['io.cluster.apimachinery.pkg.apis.meta.v1.StatusDetails'];
export type StatusCause = Schemas['io.cluster.apimachinery.pkg.apis.meta.v1.StatusCause'];
export type DeleteOptions = Schemas['io.cluster.apimachinery.pkg.apis.meta.v1.DeleteOptions'];
export type Preconditions = Schemas['io.cluster.apimachinery.pkg.apis.meta.v1.Preconditions'];
export type ManagedFieldsEntry = Schemas['io.cluster.apimachinery.pkg.apis.meta.v1.ManagedFieldsEntry'];
export type OwnerReference = Schemas['io.cluster.apimachinery.pkg.apis.meta.v1.OwnerReference'];
export type Table = Schemas['io.cluster.apimachinery.pkg.apis.meta.v1.Table'];
export type TableColumnDefinition = Schemas['io.cluster.apimachinery.pkg.apis.meta.v1.TableColumnDefinition'];
export type TableRow = Schemas['io.cluster.apimachinery.pkg.apis.meta.v1.TableRow'];
export type Toleration = Schemas['io.cluster.api.core.v1.Toleration'];
export type Namespace = Schemas['io.cluster.api.core.v1.Namespace'];
export type NamespaceList = Schemas['io.cluster.api.core.v1.NamespaceList'];
export type Lease = Schemas['io.cluster.api.coordination.v1.Lease'];
export type LeaseSpec = Schemas['io.cluster.api.coordination.v1.LeaseSpec'];
export type LeaseList = Schemas['io.cluster.api.coordination.v1.LeaseList'];
export type LeaseCandidate = Schemas['io.cluster.api.coordination.v1beta1.LeaseCandidate'];
export type LeaseCandidateSpec = Schemas['io.cluster.api.coordination.v1beta1.LeaseCandidateSpec'];
export type LeaseCandidateList = Schemas['io.cluster.api.coordination.v1beta1.LeaseCandidateList'];
export type RuntimeClass = Schemas['io.cluster.api.node.v1.RuntimeClass'];
export type Overhead = Schemas['io.cluster.api.node.v1.Overhead'];
export type Scheduling = Schemas['io.cluster.api.node.v1.Scheduling'];
export type RuntimeClassList = Schemas['io.cluster.api.node.v1.RuntimeClassList'];

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
