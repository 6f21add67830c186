/**
 * List filtering: label and field selectors combined into one predicate
 * (upstream: storage.SelectionPredicate).
 */
import type { ResourceDescriptor } from '../../meta/resources.js';
import type { KubeObject } from '../../meta/types.js';

export interface ListPredicate {
  /** True when no selector was given (remainingItemCount is only reported then). */
  readonly empty: boolean;
  matches(obj: KubeObject): boolean;
}

export const everything: ListPredicate = { empty: true, matches: () => true };

/** Value of a selectable field of an object, or undefined when the field is not selectable. */
export function fieldValue(descriptor: ResourceDescriptor<any>, obj: KubeObject, field: string): string | undefined {
  if (field === 'metadata.name') return obj.metadata?.name ?? '';
  if (field === 'metadata.namespace') return descriptor.namespaced ? (obj.metadata?.namespace ?? '') : '';
  const get = descriptor.selectableFields[field];
  return get ? get(obj) : undefined;
}
