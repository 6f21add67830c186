export function apiVersionOf(gv) {
    return gv.group === '' ? gv.version : `${gv.group}/${gv.version}`;
}
/** `resource.group` as used in error messages (`runtimeclasses.node.cluster.io`). */
export function qualifiedResource(d) {
    return d.group === '' ? d.resource : `${d.resource}.${d.group}`;
}
/** `Kind.group` as used in Invalid messages (`RuntimeClass.node.cluster.io`). */
export function qualifiedKind(d) {
    return d.group === '' ? d.kind : `${d.kind}.${d.group}`;
}
/** URL prefix of a group version: `/api/v1` or `/apis/<group>/<version>`. */
export function groupVersionPath(gv) {
    return gv.group === '' ? `/api/${gv.version}` : `/apis/${gv.group}/${gv.version}`;
}
/**
 * Path of a collection or object. For namespaced resources without a namespace the
 * path is the all-namespaces collection.
 */
export function resourcePath(d, opts = {}) {
    let p = groupVersionPath(d);
    if (d.namespaced && opts.namespace !== undefined)
        p += `/namespaces/${encodeURIComponent(opts.namespace)}`;
    p += `/${d.resource}`;
    if (opts.name !== undefined)
        p += `/${encodeURIComponent(opts.name)}`;
    return p;
}
/** Standard verb sets. */
const OBJECT_VERBS = ['create', 'delete', 'deletecollection', 'get', 'list', 'patch', 'update', 'watch'];
export const NAME_DESCRIPTION = 'Name must be unique within a namespace. Is required when creating resources, although some resources may allow a client to request the generation of an appropriate name automatically. Name is primarily intended for creation idempotence and configuration definition. Cannot be updated. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names#names';
export const CREATION_TIMESTAMP_DESCRIPTION = 'CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata';
import { humanDuration } from './duration.js';
/** kubectl's `translateTimestampSince`. */
export function ageOf(obj, now) {
    const ts = obj.metadata?.creationTimestamp;
    if (!ts)
        return '<unknown>';
    const t = Date.parse(ts);
    if (Number.isNaN(t))
        return '<unknown>';
    return humanDuration(now.getTime() - t);
}
const nameColumn = {
    name: 'Name',
    type: 'string',
    format: 'name',
    description: NAME_DESCRIPTION,
    priority: 0,
    cell: (o) => o.metadata?.name ?? '',
};
const ageColumn = {
    name: 'Age',
    type: 'string',
    format: '',
    description: CREATION_TIMESTAMP_DESCRIPTION,
    priority: 0,
    cell: ageOf,
};
export const runtimeClasses = {
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
export const leaseCandidates = {
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
export const namespaces = {
    group: '',
    version: 'v1',
    resource: 'namespaces',
    singular: 'namespace',
    kind: 'Namespace',
    listKind: 'NamespaceList',
    namespaced: false,
    schema: 'io.cluster.api.core.v1.Namespace',
    shortNames: ['ns'],
    verbs: ['create', 'delete', 'get', 'list'],
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
/** Every resource the API serves, in discovery order. */
export const allResources = [namespaces, leaseCandidates, runtimeClasses];
/**
 * Resolve a user-typed resource name the way kubectl does: plural, singular, kind
 * (case-insensitive), short name, or `<plural>.<group>` / `<plural>.<version>.<group>`.
 */
export function findResource(name, resources = allResources) {
    const lower = name.toLowerCase();
    const dot = lower.indexOf('.');
    if (dot > 0) {
        const head = lower.slice(0, dot);
        const rest = lower.slice(dot + 1);
        return resources.find((r) => (r.resource === head || r.singular === head || r.kind.toLowerCase() === head) &&
            (rest === r.group || rest === `${r.version}.${r.group}`));
    }
    return resources.find((r) => r.resource === lower || r.singular === lower || r.kind.toLowerCase() === lower || r.shortNames.includes(lower));
}
//# sourceMappingURL=resources.js.map