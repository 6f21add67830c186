import type { ResourceDescriptor } from '../../meta/resources.js';
import type { KubeObject } from '../../meta/types.js';
import { type ListPredicate } from './predicate.js';
export declare function buildPredicate(descriptor: ResourceDescriptor<KubeObject>, labelText: string, fieldText: string): ListPredicate;
