import type { DeleteOptions } from '../../meta/types.js';
import type { RequestScope } from './scope.js';
export declare function parseDeleteOptions(scope: RequestScope): Promise<DeleteOptions & {
    dryRunAll: boolean;
}>;
