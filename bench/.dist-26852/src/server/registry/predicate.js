export const everything = { empty: true, matches: () => true };
/** Value of a selectable field of an object, or undefined when the field is not selectable. */
export function fieldValue(descriptor, obj, field) {
    if (field === 'metadata.name')
        return obj.metadata?.name ?? '';
    if (field === 'metadata.namespace')
        return descriptor.namespaced ? (obj.metadata?.namespace ?? '') : '';
    const get = descriptor.selectableFields[field];
    return get ? get(obj) : undefined;
}
//# sourceMappingURL=predicate.js.map