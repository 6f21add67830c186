/**
 * What every resource handler gets: the parsed request, the resource's store and
 * response helpers. Built once per request by the API server's dispatcher.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Clock } from '../../meta/clock.js';
import { type ResourceDescriptor } from '../../meta/resources.js';
import type { KubeObject, ListMeta, Status } from '../../meta/types.js';
import { type ServedFormat } from '../../codec/negotiation.js';
import type { Negotiated, TableRequestSpec } from '../../codec/negotiation.js';
import type { FeatureGateValues } from '../feature-gates.js';
import type { RegistryStore } from '../registry/store.js';
import type { ResourceRequestInfo } from '../request-info.js';
export interface RequestScope {
    readonly req: IncomingMessage;
    readonly res: ServerResponse;
    readonly query: URLSearchParams;
    readonly info: ResourceRequestInfo;
    readonly descriptor: ResourceDescriptor<KubeObject>;
    readonly store: RegistryStore<KubeObject>;
    readonly clock: Clock;
    readonly pretty: boolean;
    /** Formats accepted for request bodies, in preference order (the first is the default). */
    readonly bodyFormats: readonly ServedFormat[];
    /** Warnings to send as `Warning: 299 - "..."` headers (deduplicated, in order). */
    readonly warnings: Set<string>;
    /** The negotiated response representation. */
    readonly negotiated: Negotiated;
    /** The client accepts gzip and compression is enabled. */
    readonly gzip: boolean;
    readonly gates: FeatureGateValues;
    /** Check that the caller may also perform `verb` here (apply creating, unsafe delete); throws 403. */
    readonly authorize: (verb: string) => void;
}
/** A Status (delete results): never converted to a Table. */
export declare function respondStatus(scope: RequestScope, code: number, status: Status): void;
/** One object (get, create, update, patch, delete-pending); a Table when asked for. */
export declare function respondObject(scope: RequestScope, code: number, obj: KubeObject): void;
/** A list; a Table when asked for (list metadata carried over). */
export declare function respondList(scope: RequestScope, list: {
    kind: string;
    apiVersion: string;
    metadata: ListMeta;
    items: KubeObject[];
}): void;
export declare function tableRequest(scope: RequestScope, spec: TableRequestSpec): {
    descriptor: ResourceDescriptor<KubeObject>;
    spec: TableRequestSpec;
    include: import("../table.js").IncludeObject;
    now: Date;
};
/** RFC 7234 warning values as the apiserver writes them: `299 - "<text>"`, quotes and backslashes escaped. */
export declare function warningHeaders(warnings: ReadonlySet<string>): Record<string, string[]>;
/**
 * Read and decode a create/update body into an object of the scope's kind, with
 * upstream's checks: Content-Type (415), well-formed (400), kind and apiVersion
 * (defaulted when absent, 400 when they name another type).
 */
export declare function decodeObjectBody(scope: RequestScope, validation: FieldValidation): Promise<KubeObject>;
/**
 * The manager recorded for this write: the `fieldManager` parameter (validated: at most 128
 * bytes, printable; 422 on the options kind otherwise), else the User-Agent's product name.
 */
export declare function writeManager(scope: RequestScope, optionsKind: string): string;
export type FieldValidation = 'Ignore' | 'Warn' | 'Strict';
/** `fieldValidation` query parameter; empty means Warn; other values are 422 on the options kind. */
export declare function parseFieldValidation(q: URLSearchParams, optionsKind: string): FieldValidation;
/** Put kind and apiVersion first (upstream key order) and set them to the served version. */
export declare function normalizeObject(d: ResourceDescriptor<KubeObject>, obj: KubeObject): KubeObject;
/** Check a path segment name like upstream (`Name parameter invalid: ...`). */
export declare function checkPathName(name: string): void;
