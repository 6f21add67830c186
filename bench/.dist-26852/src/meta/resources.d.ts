/**
 * Resource descriptors: everything generic code (client, server, CLI, printers) needs
 * to know about a kind. Adding a resource means adding a descriptor here plus its
 * schema (openapi/) and its validation (server/validation/).
 */
import type { KubeObject, LeaseCandidate, Namespace, RuntimeClass } from './types.js';
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
    /** The cell value; `now` is injected so ages are testable. */
    readonly cell: (obj: T, now: Date) => string | number | boolean | null;
}
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
    readonly selectableFields: Readonly<Record<string, (obj: T) => string>>;
    readonly printerColumns: readonly PrinterColumn<T>[];
    /**
     * The kind's non-metadata fields as Go marshals its zero value (fields without
     * omitempty), used for BOOKMARK objects: `{handler: ""}` for RuntimeClass.
     */
    readonly zeroFields: Readonly<Record<string, unknown>>;
    /** Brand for the object type; never set at run time. */
    readonly __type?: T;
}
export declare function apiVersionOf(gv: GroupVersion): string;
/** `resource.group` as used in error messages (`runtimeclasses.node.cluster.io`). */
export declare function qualifiedResource(d: Pick<ResourceDescriptor, 'resource' | 'group'>): string;
/** `Kind.group` as used in Invalid messages (`RuntimeClass.node.cluster.io`). */
export declare function qualifiedKind(d: Pick<ResourceDescriptor, 'kind' | 'group'>): string;
/** URL prefix of a group version: `/api/v1` or `/apis/<group>/<version>`. */
export declare function groupVersionPath(gv: GroupVersion): string;
/**
 * Path of a collection or object. For namespaced resources without a namespace the
 * path is the all-namespaces collection.
 */
export declare function resourcePath(d: ResourceDescriptor<any>, opts?: {
    namespace?: string;
    name?: string;
}): string;
export declare const NAME_DESCRIPTION = "Name must be unique within a namespace. Is required when creating resources, although some resources may allow a client to request the generation of an appropriate name automatically. Name is primarily intended for creation idempotence and configuration definition. Cannot be updated. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names#names";
export declare const CREATION_TIMESTAMP_DESCRIPTION = "CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata";
/** kubectl's `translateTimestampSince`. */
export declare function ageOf(obj: KubeObject, now: Date): string;
export declare const runtimeClasses: ResourceDescriptor<RuntimeClass>;
export declare const leaseCandidates: ResourceDescriptor<LeaseCandidate>;
export declare const namespaces: ResourceDescriptor<Namespace>;
/** Every resource the API serves, in discovery order. */
export declare const allResources: readonly ResourceDescriptor<any>[];
/**
 * Resolve a user-typed resource name the way kubectl does: plural, singular, kind
 * (case-insensitive), short name, or `<plural>.<group>` / `<plural>.<version>.<group>`.
 */
export declare function findResource(name: string, resources?: readonly ResourceDescriptor<any>[]): ResourceDescriptor<any> | undefined;
