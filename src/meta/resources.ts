/**
 * Resource descriptors: everything generic code (client, server, CLI, printers) needs
 * to know about a kind. Adding a resource means a descriptor here (in `allResources`) plus
 * its schema and .proto (openapi/), validation and strategy (server/), protobuf message and Go
 * field order (codec/): the list is in docs/architecture.md, "Adding a resource".
 */
import type { KubeObject, Lease, LeaseCandidate, Namespace, RuntimeClass, ValidatingAdmissionPolicy, ValidatingAdmissionPolicyBinding } from './types.js';

export interface GroupVersion {
  /** API group; '' for the core (legacy) group served under /api. */
  readonly group: string;
  readonly version: string;
}

/** A column as printed by the server-side Table and by the CLI. */
export interface PrinterColumn<T extends KubeObject = KubeObject> {
  /** Column name as on the wire (mixed case); kubectl upper-cases it on display. */
  readonly name: string;
  readonly type: 'string' | 'integer' | 'number' | 'boolean' | 'date';
  readonly format: string;
  readonly description: string;
  /** 0: shown by default; > 0: only with `-o wide`. */
  readonly priority: number;
  /**
   * The cell value; `now` is injected so ages are testable. A method (bivariant in `obj`), so
   * that a column of one kind is also a `PrinterColumn<KubeObject>`: see {@link ResourceDescriptor}.
   */
  cell(obj: T, now: Date): string | number | boolean | null;
}

/**
 * Reads one selectable field of an object. Declared through a method so that it is bivariant
 * in `obj` (a reader of RuntimeClass fields is also a reader for `KubeObject`): see
 * {@link ResourceDescriptor}.
 */
export type FieldReader<T extends KubeObject = KubeObject> = { read(obj: T): string }['read'];

/**
 * Everything generic code needs about one kind. `ResourceDescriptor<RuntimeClass>` is also a
 * `ResourceDescriptor<KubeObject>` (the default), the type of a descriptor of some kind that is
 * only known at run time (`allResources`, `findResource`): its functions take objects of the
 * descriptor's own kind, which is what generic code hands them.
 */
export interface ResourceDescriptor<T extends KubeObject = KubeObject> extends GroupVersion {
  /** Lower-case plural used in URLs, e.g. `runtimeclasses`. */
  readonly resource: string;
  readonly singular: string;
  readonly kind: string;
  readonly listKind: string;
  readonly namespaced: boolean;
  /** Name of the kind's schema in openapi/ and generated/schemas.ts. */
  readonly schema: string;
  readonly shortNames: readonly string[];
  /** Verbs served, in discovery order. */
  readonly verbs: readonly string[];
  /** Field selector keys beyond metadata.name / metadata.namespace, and how to read them. */
  readonly selectableFields: Readonly<Record<string, FieldReader<T>>>;
  readonly printerColumns: readonly PrinterColumn<T>[];
  /**
   * The kind's non-metadata fields as Go marshals its zero value (fields without
   * omitempty), used for BOOKMARK objects: `{handler: ""}` for RuntimeClass.
   */
  readonly zeroFields: Readonly<Record<string, unknown>>;
  /**
   * A virtual create-only resource (the self reviews): nothing is stored, no watch cache; POST
   * on the collection is answered by the kind's handler in server/virtual/ (verbs: ['create']).
   */
  readonly createOnly?: true;
  /**
   * Subresources served under `<object path>/<name>`, in discovery order. Each one needs a
   * write strategy registered for it in server/registry/strategies.ts (upstream: the
   * subresource's REST storage, a copy of the resource's store with its own update strategy).
   */
  readonly subresources?: readonly SubresourceDescriptor[];
  /** Brand for the object type; never set at run time. */
  readonly __type?: T;
}

/** A subresource of an object (`status`, `finalize`), answering with the parent's kind. */
export interface SubresourceDescriptor {
  readonly name: string;
  /** Verbs served on it, in discovery order (only `get`, `update` and `patch` are routed). */
  readonly verbs: readonly string[];
}

export function apiVersionOf(gv: GroupVersion): string {
  return gv.group === '' ? gv.version : `${gv.group}/${gv.version}`;
}

/** `resource.group` as used in error messages (`runtimeclasses.node.cluster.io`). */
export function qualifiedResource(d: Pick<ResourceDescriptor, 'resource' | 'group'>): string {
  return d.group === '' ? d.resource : `${d.resource}.${d.group}`;
}

/** `Kind.group` as used in Invalid messages (`RuntimeClass.node.cluster.io`). */
export function qualifiedKind(d: Pick<ResourceDescriptor, 'kind' | 'group'>): string {
  return d.group === '' ? d.kind : `${d.kind}.${d.group}`;
}

/** URL prefix of a group version: `/api/v1` or `/apis/<group>/<version>`. */
export function groupVersionPath(gv: GroupVersion): string {
  return gv.group === '' ? `/api/${gv.version}` : `/apis/${gv.group}/${gv.version}`;
}

/**
 * Path of a collection or object. For namespaced resources without a namespace the
 * path is the all-namespaces collection.
 */
export function resourcePath(d: ResourceDescriptor, opts: { namespace?: string; name?: string } = {}): string {
  let p = groupVersionPath(d);
  if (d.namespaced && opts.namespace !== undefined) p += `/namespaces/${encodeURIComponent(opts.namespace)}`;
  p += `/${d.resource}`;
  if (opts.name !== undefined) p += `/${encodeURIComponent(opts.name)}`;
  return p;
}

/** Standard verb sets. */
const OBJECT_VERBS = ['create', 'delete', 'deletecollection', 'get', 'list', 'patch', 'update', 'watch'] as const;

export const NAME_DESCRIPTION =
  'Name must be unique within a namespace. Is required when creating resources, although some resources may allow a client to request the generation of an appropriate name automatically. Name is primarily intended for creation idempotence and configuration definition. Cannot be updated. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names#names';
export const CREATION_TIMESTAMP_DESCRIPTION =
  'CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata';

import { humanDuration } from './duration.js';

/** kubectl's `translateTimestampSince`. */
export function ageOf(obj: KubeObject, now: Date): string {
  const ts = obj.metadata?.creationTimestamp;
  if (!ts) return '<unknown>';
  const t = Date.parse(ts);
  if (Number.isNaN(t)) return '<unknown>';
  return humanDuration(now.getTime() - t);
}

const nameColumn: PrinterColumn = {
  name: 'Name',
  type: 'string',
  format: 'name',
  description: NAME_DESCRIPTION,
  priority: 0,
  cell: (o) => o.metadata?.name ?? '',
};
const ageColumn: PrinterColumn = {
  name: 'Age',
  type: 'string',
  format: '',
  description: CREATION_TIMESTAMP_DESCRIPTION,
  priority: 0,
  cell: ageOf,
};

export const runtimeClasses: ResourceDescriptor<RuntimeClass> = {
  group: 'node.cluster.io',
  version: 'v1',
  resource: 'runtimeclasses',
  singular: 'runtimeclass',
  kind: 'RuntimeClass',
  listKind: 'RuntimeClassList',
  namespaced: false,
  schema: 'io.cluster.api.node.v1.RuntimeClass',
  shortNames: [],
  verbs: OBJECT_VERBS,
  selectableFields: {},
  zeroFields: { handler: '' },
  printerColumns: [
    nameColumn,
    { name: 'Handler', type: 'string', format: '', description: '', priority: 0, cell: (o) => o.handler ?? '' },
    ageColumn,
  ],
};

export const leases: ResourceDescriptor<Lease> = {
  group: 'coordination.cluster.io',
  version: 'v1',
  resource: 'leases',
  singular: 'lease',
  kind: 'Lease',
  listKind: 'LeaseList',
  namespaced: true,
  schema: 'io.cluster.api.coordination.v1.Lease',
  shortNames: [],
  verbs: OBJECT_VERBS,
  selectableFields: {},
  // Every LeaseSpec field is a pointer with omitempty: the zero spec is empty.
  zeroFields: { spec: {} },
  printerColumns: [
    nameColumn,
    {
      // Upstream's printer: coordinationv1.LeaseSpec{}.SwaggerDoc()["holderIdentity"].
      name: 'Holder',
      type: 'string',
      format: '',
      description:
        'holderIdentity contains the identity of the holder of a current lease. If Coordinated Leader Election is used, the holder identity must be equal to the elected LeaseCandidate.metadata.name field.',
      priority: 0,
      cell: (o) => o.spec?.holderIdentity ?? '',
    },
    ageColumn,
  ],
};

export const leaseCandidates: ResourceDescriptor<LeaseCandidate> = {
  group: 'coordination.cluster.io',
  version: 'v1beta1',
  resource: 'leasecandidates',
  singular: 'leasecandidate',
  kind: 'LeaseCandidate',
  listKind: 'LeaseCandidateList',
  namespaced: true,
  schema: 'io.cluster.api.coordination.v1beta1.LeaseCandidate',
  shortNames: [],
  verbs: OBJECT_VERBS,
  selectableFields: { 'spec.leaseName': (o) => o.spec?.leaseName ?? '' },
  zeroFields: { spec: { leaseName: '', binaryVersion: '' } },
  printerColumns: [
    nameColumn,
    {
      name: 'LeaseName',
      type: 'string',
      format: '',
      description: 'LeaseName is the name of the lease for which this candidate is contending. This field is immutable.',
      priority: 0,
      cell: (o) => o.spec?.leaseName ?? '',
    },
    { name: 'BinaryVersion', type: 'string', format: '', description: '', priority: 0, cell: (o) => o.spec?.binaryVersion ?? '' },
    {
      name: 'EmulationVersion',
      type: 'string',
      format: '',
      description: '',
      priority: 0,
      cell: (o) => o.spec?.emulationVersion ?? '',
    },
    ageColumn,
  ],
};

export const namespaces: ResourceDescriptor<Namespace> = {
  group: '',
  version: 'v1',
  resource: 'namespaces',
  singular: 'namespace',
  kind: 'Namespace',
  listKind: 'NamespaceList',
  namespaced: false,
  schema: 'io.cluster.api.core.v1.Namespace',
  shortNames: ['ns'],
  // Upstream serves no deletecollection for namespaces.
  verbs: ['create', 'delete', 'get', 'list', 'patch', 'update', 'watch'],
  subresources: [
    { name: 'finalize', verbs: ['update'] },
    { name: 'status', verbs: ['get', 'patch', 'update'] },
  ],
  selectableFields: { 'status.phase': (o) => o.status?.phase ?? '' },
  zeroFields: { spec: {}, status: {} },
  printerColumns: [
    nameColumn,
    {
      name: 'Status',
      type: 'string',
      format: '',
      description: 'The status of the namespace',
      priority: 0,
      cell: (o) => o.status?.phase ?? '',
    },
    ageColumn,
  ],
};

/**
 * admissionregistration.cluster.io/v1 ValidatingAdmissionPolicy (cluster-scoped, with a status
 * subresource). Columns as upstream's printers (printValidatingAdmissionPolicy).
 */
export const validatingAdmissionPolicies: ResourceDescriptor<ValidatingAdmissionPolicy> = {
  group: 'admissionregistration.cluster.io',
  version: 'v1',
  resource: 'validatingadmissionpolicies',
  singular: 'validatingadmissionpolicy',
  kind: 'ValidatingAdmissionPolicy',
  listKind: 'ValidatingAdmissionPolicyList',
  namespaced: false,
  schema: 'io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicy',
  shortNames: [],
  verbs: OBJECT_VERBS,
  subresources: [{ name: 'status', verbs: ['get', 'patch', 'update'] }],
  selectableFields: {},
  // spec and status are structs with omitempty: Go marshals their zero values as {}.
  zeroFields: { spec: {}, status: {} },
  printerColumns: [
    nameColumn,
    {
      name: 'Validations',
      type: 'integer',
      format: '',
      description: 'Validations indicates the number of validation rules defined in this configuration',
      priority: 0,
      cell: (o) => o.spec?.validations?.length ?? 0,
    },
    {
      name: 'ParamKind',
      type: 'string',
      format: '',
      description: 'ParamKind specifies the kind of resources used to parameterize this policy',
      priority: 0,
      cell: (o) => (o.spec?.paramKind ? `${o.spec.paramKind.apiVersion ?? ''}/${o.spec.paramKind.kind ?? ''}` : '<unset>'),
    },
    ageColumn,
  ],
};

/** admissionregistration.cluster.io/v1 ValidatingAdmissionPolicyBinding (cluster-scoped). */
export const validatingAdmissionPolicyBindings: ResourceDescriptor<ValidatingAdmissionPolicyBinding> = {
  group: 'admissionregistration.cluster.io',
  version: 'v1',
  resource: 'validatingadmissionpolicybindings',
  singular: 'validatingadmissionpolicybinding',
  kind: 'ValidatingAdmissionPolicyBinding',
  listKind: 'ValidatingAdmissionPolicyBindingList',
  namespaced: false,
  schema: 'io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyBinding',
  shortNames: [],
  verbs: OBJECT_VERBS,
  selectableFields: {},
  zeroFields: { spec: {} },
  printerColumns: [
    nameColumn,
    {
      name: 'PolicyName',
      type: 'string',
      format: '',
      description: 'PolicyName indicates the policy definition which the policy binding binded to',
      priority: 0,
      cell: (o) => o.spec?.policyName ?? '',
    },
    {
      name: 'ParamRef',
      type: 'string',
      format: '',
      description: 'ParamRef indicates the param resource which sets the configration param',
      priority: 0,
      cell: (o) => paramRefCell(o.spec?.paramRef),
    },
    ageColumn,
  ],
};

/** Upstream's binding printer: `ns/name`, `*` + `/name` without a namespace, the selector's text, or `<unset>`. */
function paramRefCell(pr: NonNullable<ValidatingAdmissionPolicyBinding['spec']>['paramRef']): string {
  if (!pr) return '<unset>';
  if (pr.name) return pr.namespace ? `${pr.namespace}/${pr.name}` : `*/${pr.name}`;
  if (pr.selector) return selectorText(pr.selector);
  return '<unset>';
}

/** metav1.LabelSelector's String() as the printer shows it (LabelSelectorAsSelector, canonical text; `<none>` when empty). */
function selectorText(sel: { matchLabels?: Record<string, string>; matchExpressions?: { key: string; operator: string; values?: string[] }[] }): string {
  const parts: { key: string; text: string }[] = [];
  for (const [k, v] of Object.entries(sel.matchLabels ?? {})) parts.push({ key: k, text: `${k}=${v}` });
  for (const e of sel.matchExpressions ?? []) {
    const values = [...new Set(e.values ?? [])].sort();
    switch (e.operator) {
      case 'In':
        parts.push({ key: e.key, text: `${e.key} in (${values.join(',')})` });
        break;
      case 'NotIn':
        parts.push({ key: e.key, text: `${e.key} notin (${values.join(',')})` });
        break;
      case 'Exists':
        parts.push({ key: e.key, text: e.key });
        break;
      case 'DoesNotExist':
        parts.push({ key: e.key, text: `!${e.key}` });
        break;
      default:
        return `<error: "${e.operator}" is not a valid label selector operator>`;
    }
  }
  if (parts.length === 0) return '<none>';
  parts.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return parts.map((p) => p.text).join(',');
}

/** A virtual create-only kind: cluster-scoped, `create` only, no columns, nothing stored. */
function createOnlyResource(group: string, kind: string): ResourceDescriptor {
  const singular = kind.toLowerCase();
  const schemaGroup = group.slice(0, group.indexOf('.'));
  return {
    group,
    version: 'v1',
    resource: `${singular}s`,
    singular,
    kind,
    listKind: `${kind}List`,
    namespaced: false,
    schema: `io.cluster.api.${schemaGroup}.v1.${kind}`,
    shortNames: [],
    verbs: ['create'],
    selectableFields: {},
    zeroFields: {},
    printerColumns: [],
    createOnly: true,
  };
}

/** authentication.cluster.io/v1 SelfSubjectReview: who am I (after impersonation). */
export const selfSubjectReviews = createOnlyResource('authentication.cluster.io', 'SelfSubjectReview');
/** authorization.cluster.io/v1 SelfSubjectAccessReview: may I do this? */
export const selfSubjectAccessReviews = createOnlyResource('authorization.cluster.io', 'SelfSubjectAccessReview');
/** authorization.cluster.io/v1 SelfSubjectRulesReview: what may I do in this namespace? */
export const selfSubjectRulesReviews = createOnlyResource('authorization.cluster.io', 'SelfSubjectRulesReview');

/**
 * Every resource the API serves, in discovery order (groups as kube-apiserver orders them:
 * authentication and authorization, then admissionregistration, before coordination and node).
 */
export const allResources: readonly ResourceDescriptor[] = [
  namespaces,
  selfSubjectReviews,
  selfSubjectAccessReviews,
  selfSubjectRulesReviews,
  validatingAdmissionPolicies,
  validatingAdmissionPolicyBindings,
  leases,
  leaseCandidates,
  runtimeClasses,
];

/**
 * Resolve a user-typed resource name the way kubectl does: plural, singular, kind
 * (case-insensitive), short name, or `<plural>.<group>` / `<plural>.<version>.<group>`.
 */
export function findResource(name: string, resources: readonly ResourceDescriptor[] = allResources): ResourceDescriptor | undefined {
  const lower = name.toLowerCase();
  const dot = lower.indexOf('.');
  if (dot > 0) {
    const head = lower.slice(0, dot);
    const rest = lower.slice(dot + 1);
    return resources.find(
      (r) =>
        (r.resource === head || r.singular === head || r.kind.toLowerCase() === head) &&
        (rest === r.group || rest === `${r.version}.${r.group}`),
    );
  }
  return resources.find(
    (r) => r.resource === lower || r.singular === lower || r.kind.toLowerCase() === lower || r.shortNames.includes(lower),
  );
}
