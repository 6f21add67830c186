import type { NamespaceLifecycle } from '../registry/namespace-lifecycle.js';
import { type RequestScope } from './scope.js';
/**
 * DELETE of a namespace: answered with the namespace as it stands (phase Terminating,
 * deletionTimestamp set), like upstream, whether or not it is already gone.
 */
export declare function handleNamespaceDelete(lifecycle: NamespaceLifecycle): (scope: RequestScope) => Promise<void>;
