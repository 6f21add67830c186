/**
 * Server-side Table conversion (`Accept: application/json;as=Table;g=meta.cluster.io;v=v1`):
 * the resource's printer columns, every column included (upstream converts with Wide), cells
 * computed at request time, and the row object per `includeObject` (wire.md §6).
 */
import { type ResourceDescriptor } from '../meta/resources.js';
import type { KubeObject, ListMeta, TableColumnDefinition } from '../meta/types.js';
import type { TableRequestSpec } from '../codec/negotiation.js';
export type IncludeObject = 'None' | 'Metadata' | 'Object';
/** `includeObject` query parameter; anything else is 400 with upstream's text. */
export declare function parseIncludeObject(value: string | null): IncludeObject;
export declare function columnDefinitions(d: ResourceDescriptor<KubeObject>): TableColumnDefinition[];
export interface TableRequest {
    readonly descriptor: ResourceDescriptor<KubeObject>;
    /** Version and group of the Table, as the client asked (upstream clients say meta.k8s.io). */
    readonly spec: TableRequestSpec;
    readonly include: IncludeObject;
    readonly now: Date;
    /** Omit column definitions (every watch event after the first). */
    readonly noHeaders?: boolean;
}
/** A Table of objects (one for get, all items for list). */
export declare function toTable(req: TableRequest, objects: readonly KubeObject[], listMeta?: ListMeta): Record<string, unknown>;
