import { type RequestScope } from './scope.js';
export declare function handlePatch(scope: RequestScope): Promise<void>;
