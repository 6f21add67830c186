import type { ResourceDescriptor } from '../meta/resources.js';
interface Served {
    readonly body: string;
    readonly hash: string;
}
export declare class OpenApiV3 {
    private readonly docs;
    constructor(resources: readonly ResourceDescriptor<any>[]);
    /** `/openapi/v3`: `{ paths: { "apis/node.cluster.io/v1": { serverRelativeURL } } }`. */
    index(): Record<string, unknown>;
    /** The document for `api/v1` or `apis/<group>/<version>`, or undefined. */
    document(key: string): Served | undefined;
}
export {};
