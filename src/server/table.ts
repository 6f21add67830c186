/**
 * Server-side Table conversion (`Accept: application/json;as=Table;g=meta.cluster.io;v=v1`):
 * the resource's printer columns, every column included (upstream converts with Wide), cells
 * computed at request time, and the row object per `includeObject` (wire.md §6).
 */
import { apiVersionOf, CREATION_TIMESTAMP_DESCRIPTION, NAME_DESCRIPTION, type PrinterColumn, type ResourceDescriptor } from '../meta/resources.js';
import { statusErrors } from '../meta/status.js';
import type { KubeObject, ListMeta, TableColumnDefinition } from '../meta/types.js';
import type { TableRequestSpec } from '../codec/negotiation.js';

export type IncludeObject = 'None' | 'Metadata' | 'Object';

/** `includeObject` query parameter; anything else is 400 with upstream's text. */
export function parseIncludeObject(value: string | null): IncludeObject {
  if (value === null || value === '' || value === 'Metadata') return 'Metadata';
  if (value === 'None' || value === 'Object') return value;
  throw statusErrors.badRequest(
    `Unable to convert to Table as requested: includeObject: Invalid value: ${JSON.stringify(value)}: must be 'Metadata', 'Object', 'None', or empty`,
  );
}

/** The default Table of types without printer columns: Name and Created At. */
const DEFAULT_COLUMNS: readonly PrinterColumn[] = [
  { name: 'Name', type: 'string', format: 'name', description: NAME_DESCRIPTION, priority: 0, cell: (o) => o.metadata?.name ?? '' },
  {
    name: 'Created At',
    type: 'date',
    format: '',
    description: CREATION_TIMESTAMP_DESCRIPTION,
    priority: 0,
    // A zero time prints as Go's zero time.
    cell: (o) => o.metadata?.creationTimestamp ?? '0001-01-01T00:00:00Z',
  },
];

function columnsOf(d: ResourceDescriptor<KubeObject>): readonly PrinterColumn[] {
  return d.printerColumns.length > 0 ? d.printerColumns : DEFAULT_COLUMNS;
}

export function columnDefinitions(d: ResourceDescriptor<KubeObject>): TableColumnDefinition[] {
  return columnsOf(d).map((c) => ({ name: c.name, type: c.type, format: c.format, description: c.description, priority: c.priority }));
}

function rowObject(d: ResourceDescriptor<KubeObject>, obj: KubeObject, include: IncludeObject, spec: TableRequestSpec): unknown {
  if (include === 'None') return null;
  // Upstream converts the row's object to the served version (ConvertToVersion sets its type).
  if (include === 'Object') {
    const { kind: _k, apiVersion: _a, ...rest } = obj;
    return { kind: d.kind, apiVersion: apiVersionOf(d), ...rest };
  }
  return { kind: 'PartialObjectMetadata', apiVersion: `${spec.group}/${spec.version}`, metadata: obj.metadata ?? {} };
}

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
export function toTable(req: TableRequest, objects: readonly KubeObject[], listMeta: ListMeta = {}): Record<string, unknown> {
  const columns = columnsOf(req.descriptor);
  return {
    kind: 'Table',
    apiVersion: `${req.spec.group}/${req.spec.version}`,
    metadata: listMeta,
    columnDefinitions: req.noHeaders ? null : columnDefinitions(req.descriptor),
    rows: objects.map((o) => ({ cells: columns.map((c) => c.cell(o, req.now)), object: rowObject(req.descriptor, o, req.include, req.spec) })),
  };
}
