import { type RequestScope } from './scope.js';
/**
 * DELETE on an object. Removed at once: 200 with a Success Status. Held by finalizers:
 * 200 with the object, now carrying deletionTimestamp (202 when orphanDependents=false).
 */
export declare function handleDelete(scope: RequestScope): Promise<void>;
