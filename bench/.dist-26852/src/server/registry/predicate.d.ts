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
export declare const everything: ListPredicate;
/** Value of a selectable field of an object, or undefined when the field is not selectable. */
export declare function fieldValue(descriptor: ResourceDescriptor<any>, obj: KubeObject, field: string): string | undefined;
