/**
 * Server-side Table conversion (`Accept: application/json;as=Table;g=meta.cluster.io;v=v1`):
 * the resource's printer columns, every column included (upstream converts with Wide), cells
 * computed at request time, and the row object per `includeObject` (wire.md §6).
 */
import { CREATION_TIMESTAMP_DESCRIPTION, NAME_DESCRIPTION } from '../meta/resources.js';
import { statusErrors } from '../meta/status.js';
/** `includeObject` query parameter; anything else is 400 with upstream's text. */
export function parseIncludeObject(value) {
    if (value === null || value === '' || value === 'Metadata')
        return 'Metadata';
    if (value === 'None' || value === 'Object')
        return value;
    throw statusErrors.badRequest(`Unable to convert to Table as requested: includeObject: Invalid value: ${JSON.stringify(value)}: must be 'Metadata', 'Object', 'None', or empty`);
}
/** The default Table of types without printer columns: Name and Created At. */
const DEFAULT_COLUMNS = [
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
function columnsOf(d) {
    return d.printerColumns.length > 0 ? d.printerColumns : DEFAULT_COLUMNS;
}
export function columnDefinitions(d) {
    return columnsOf(d).map((c) => ({ name: c.name, type: c.type, format: c.format, description: c.description, priority: c.priority }));
}
function rowObject(obj, include, spec) {
    if (include === 'None')
        return null;
    if (include === 'Object')
        return obj;
    return { kind: 'PartialObjectMetadata', apiVersion: `${spec.group}/${spec.version}`, metadata: obj.metadata ?? {} };
}
/** A Table of objects (one for get, all items for list). */
export function toTable(req, objects, listMeta = {}) {
    const columns = columnsOf(req.descriptor);
    return {
        kind: 'Table',
        apiVersion: `${req.spec.group}/${req.spec.version}`,
        metadata: listMeta,
        columnDefinitions: req.noHeaders ? null : columnDefinitions(req.descriptor),
        rows: objects.map((o) => ({ cells: columns.map((c) => c.cell(o, req.now)), object: rowObject(o, req.include, req.spec) })),
    };
}
//# sourceMappingURL=table.js.map