/**
 * Non-resource endpoints: discovery (legacy and aggregated), /version, /openapi/v3 and the
 * health endpoints. Anything else is a 404 Status.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ResourceDescriptor } from '../meta/resources.js';
import { SERVER_VERSION } from './discovery.js';
import type { OpenApiV3 } from './openapi-v3.js';
import type { NonResourceRequestInfo } from './request-info.js';
export { SERVER_VERSION };
export interface NonResourceContext {
    readonly req: IncomingMessage;
    readonly res: ServerResponse;
    readonly info: NonResourceRequestInfo;
    readonly query: URLSearchParams;
    readonly pretty: boolean;
    readonly resources: readonly ResourceDescriptor<any>[];
    readonly openapi: OpenApiV3;
}
export declare function handleNonResource(ctx: NonResourceContext): Promise<void>;
