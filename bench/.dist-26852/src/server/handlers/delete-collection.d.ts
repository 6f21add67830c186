import { type RequestScope } from './scope.js';
/** DELETE on a collection: delete every object matching the selectors; 200 with a Success Status. */
export declare function handleDeleteCollection(scope: RequestScope): Promise<void>;
