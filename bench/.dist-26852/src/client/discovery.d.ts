/**
 * Discovery over the legacy (unaggregated) endpoints, as client-go's DiscoveryClient reads
 * them: `/version`, `/api` + `/api/v1` for the core group, `/apis` + `/apis/<g>/<v>` for
 * named groups, and the OpenAPI v3 index and documents under `/openapi/v3`.
 */
import type { RestClient } from './rest-client.js';
/** apimachinery `version.Info` as `/version` serves it (extra fields kept). */
export interface VersionInfo {
    readonly major: string;
    readonly minor: string;
    readonly gitVersion: string;
    readonly [field: string]: unknown;
}
export interface GroupVersionForDiscovery {
    readonly groupVersion: string;
    readonly version: string;
}
/** metav1.APIGroup; the core group has name `''`. */
export interface ApiGroup {
    readonly name: string;
    readonly versions: readonly GroupVersionForDiscovery[];
    readonly preferredVersion?: GroupVersionForDiscovery;
}
/** metav1.APIResource. */
export interface ApiResource {
    readonly name: string;
    readonly singularName?: string;
    readonly namespaced: boolean;
    readonly group?: string;
    readonly version?: string;
    readonly kind: string;
    readonly verbs: readonly string[];
    readonly shortNames?: readonly string[];
    readonly categories?: readonly string[];
}
/** metav1.APIResourceList. */
export interface ApiResourceList {
    readonly groupVersion: string;
    readonly resources: readonly ApiResource[];
}
/** One group version's resources could not be read; the others still were. */
export interface GroupDiscoveryFailure {
    readonly groupVersion: string;
    readonly error: unknown;
}
export interface PreferredResources {
    /** Per group version, the resources it is preferred for, in discovery order. */
    readonly lists: readonly ApiResourceList[];
    readonly failures: readonly GroupDiscoveryFailure[];
}
/** OpenAPI v3 index entry (`/openapi/v3`). */
export interface OpenApiV3PathEntry {
    readonly serverRelativeURL: string;
}
/** client-go's ErrGroupDiscoveryFailed text: `unable to retrieve the complete list of server APIs: g/v: err`. */
export declare class GroupDiscoveryError extends Error {
    readonly code: "ERR_GROUP_DISCOVERY";
    readonly failures: readonly GroupDiscoveryFailure[];
    constructor(failures: readonly GroupDiscoveryFailure[]);
}
export declare class DiscoveryClient {
    private readonly rest;
    constructor(rest: RestClient);
    private get;
    /** `GET /version`. */
    serverVersion(): Promise<VersionInfo>;
    /**
     * Every group with its versions, the core group first (named `''`, versions from `/api`),
     * as client-go's ServerGroups.
     */
    serverGroups(): Promise<ApiGroup[]>;
    /** `GET /api/v1` or `/apis/<group>/<version>`. */
    serverResourcesForGroupVersion(groupVersion: string): Promise<ApiResourceList>;
    /**
     * client-go's ServerPreferredResources: for each group, the resources of its preferred
     * version, plus resources that only exist in other versions; subresources (`a/b`) are
     * left out. A group version that fails is reported in `failures`, not thrown.
     */
    serverPreferredResources(): Promise<PreferredResources>;
    /** `GET /openapi/v3`: document locations by `api/v1` / `apis/<g>/<v>`. */
    openApiV3Paths(): Promise<Record<string, OpenApiV3PathEntry>>;
    /** One OpenAPI v3 document by its index entry (`serverRelativeURL`, hash query kept). */
    openApiV3Document(entry: OpenApiV3PathEntry): Promise<Record<string, unknown>>;
}
export declare function createDiscoveryClient(rest: RestClient): DiscoveryClient;
