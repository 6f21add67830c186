import { type RequestScope } from './scope.js';
/** GET one object. `resourceVersion`: unset = most recent, `0` = any, other = not older than. */
export declare function handleGet(scope: RequestScope): Promise<void>;
