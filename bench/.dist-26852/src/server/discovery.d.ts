import { type ResourceDescriptor } from '../meta/resources.js';
/** The API level the seed describes (kubectl picks its behaviour from the minor). */
export declare const SERVER_VERSION: {
    major: string;
    minor: string;
    gitVersion: string;
    gitCommit: string;
    gitTreeState: string;
    buildDate: string;
    goVersion: string;
    compiler: string;
    platform: string;
};
export declare function apiResource(d: ResourceDescriptor<any>): Record<string, unknown>;
interface GroupVersions {
    readonly name: string;
    readonly versions: readonly {
        groupVersion: string;
        version: string;
    }[];
    readonly preferredVersion: {
        groupVersion: string;
        version: string;
    };
}
export declare function groupVersions(resources: readonly ResourceDescriptor<any>[]): GroupVersions[];
export declare const legacyDiscovery: {
    apiVersions: (host: string) => {
        kind: string;
        versions: string[];
        serverAddressByClientCIDRs: {
            clientCIDR: string;
            serverAddress: string;
        }[];
    };
    coreResources: (resources: readonly ResourceDescriptor<any>[]) => {
        kind: string;
        groupVersion: string;
        resources: Record<string, unknown>[];
    };
    groupList: (resources: readonly ResourceDescriptor<any>[]) => {
        kind: string;
        apiVersion: string;
        groups: GroupVersions[];
    };
    group: (resources: readonly ResourceDescriptor<any>[], name: string) => {
        name: string;
        versions: readonly {
            groupVersion: string;
            version: string;
        }[];
        preferredVersion: {
            groupVersion: string;
            version: string;
        };
        kind: string;
        apiVersion: string;
    } | undefined;
    resourceList: (resources: readonly ResourceDescriptor<any>[], gv: string) => {
        kind: string;
        apiVersion: string;
        groupVersion: string;
        resources: Record<string, unknown>[];
    } | undefined;
};
/** If the client asks for aggregated discovery, the media type to answer with (in the group it named). */
export declare function wantsAggregated(accept: string | undefined): {
    group: string;
    version: string;
} | undefined;
/** APIGroupDiscoveryList for `/api` (core) or `/apis` (named groups). */
export declare function aggregatedDiscovery(resources: readonly ResourceDescriptor<any>[], core: boolean, spec: {
    group: string;
    version: string;
}): {
    kind: string;
    apiVersion: string;
    metadata: {};
    items: {
        metadata: {
            name: string;
            creationTimestamp: null;
        };
        versions: {
            version: string;
            resources: {
                shortNames?: string[] | undefined;
                resource: string;
                responseKind: {
                    group: string;
                    version: string;
                    kind: string;
                };
                scope: string;
                singularResource: string;
                verbs: string[];
            }[];
            freshness: string;
        }[];
    }[];
};
export {};
