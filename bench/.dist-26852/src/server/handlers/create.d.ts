import { type RequestScope } from './scope.js';
/** POST on a collection: create one object (201). */
export declare function handleCreate(scope: RequestScope): Promise<void>;
