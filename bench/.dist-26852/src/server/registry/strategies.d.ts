/**
 * The strategy of each served resource: validation and server-owned fields.
 */
import { type ResourceDescriptor } from '../../meta/resources.js';
import type { KubeObject, LeaseCandidate, Namespace, RuntimeClass } from '../../meta/types.js';
import type { ResourceStrategy } from './strategy.js';
export declare const leaseCandidateStrategy: ResourceStrategy<LeaseCandidate>;
export declare const runtimeClassStrategy: ResourceStrategy<RuntimeClass>;
/** Label the server sets on every namespace so selectors can address it by name. */
export declare const NAMESPACE_NAME_LABEL = "kubernetes.io/metadata.name";
export declare const namespaceStrategy: ResourceStrategy<Namespace>;
export declare function strategyFor<T extends KubeObject>(d: ResourceDescriptor<T>): ResourceStrategy<T>;
