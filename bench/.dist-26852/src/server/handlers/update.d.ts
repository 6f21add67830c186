import { type RequestScope } from './scope.js';
/** PUT on an object: replace (200) or create when absent (201). */
export declare function handleUpdate(scope: RequestScope): Promise<void>;
