/**
 * `--runtime-config`: which group versions and resources the server serves.
 *
 * Input format (component-base ConfigurationMap): comma-separated `<key>[=<value>]`; whitespace
 * around keys and values is trimmed; a later occurrence of a key replaces an earlier one; an
 * omitted value means `true` (the seed; upstream requires an explicit value for `api/*` keys).
 *
 * Keys:
 * - `api/all`, `api/ga`, `api/beta`, `api/alpha`: every served version, or those of the form
 *   `v[0-9]+`, `v[0-9]+beta[0-9]+`, `v[0-9]+alpha[0-9]+`. Applied first, in that order.
 * - `<group>/<version>`: one group version (`node.cluster.io/v1=false`). Applied second.
 * - `<group>/<version>/<resource>`: one resource (lower-case plural). Applied last, so it wins
 *   over its group version (`node.cluster.io/v1=false,node.cluster.io/v1/runtimeclasses=true`
 *   serves only runtimeclasses).
 * - The core group is written `v1`, `api/v1`, `/v1` (and `v1/<resource>`, `api/v1/<resource>`),
 *   as kube-apiserver's ConvertLegacyGroup accepts. `api/legacy` is ignored, as upstream.
 * The order of entries on the command line does not matter.
 *
 * Errors (`RuntimeConfigError`, upstream texts where upstream has one):
 * - a key with more than three `/`-separated parts: `runtime-config invalid key <key>`
 * - only `api/all=false`: `invalid key with only api/all=false` (the server would serve nothing)
 * - a group the server does not serve: `unknown api groups <g1>,<g2>`
 * - a version the server does not serve: `group version <gv> that has not been registered`
 * - a bad value: `invalid value api/all=<v>` / `invalid value of <key>: <v>, err: strconv.ParseBool: ...`
 * - a resource not in lower case: `invalid key <key>: group/version/resource and resource is always lowercase plural, not "<r>"`
 * - a resource the group version does not have: `unknown resource <r> in group version <gv>`
 *   (stricter than upstream, which accepts and ignores it).
 *
 * Defaults (`defaultEnabled`): GA versions are served; alpha versions are not; beta versions are
 * not served unless listed in `BETA_SERVED_BY_DEFAULT`. The seed says betas introduced after 1.22
 * are disabled by default, and upstream 1.33 does disable `coordination.k8s.io/v1beta1`; this
 * server serves `coordination.cluster.io/v1beta1` by default anyway because LeaseCandidate, the
 * resource under test, exists only there. `api/beta=false` or
 * `coordination.cluster.io/v1beta1=false` turns it off.
 */
import { type GroupVersion, type ResourceDescriptor } from '../meta/resources.js';
/** Beta group versions served without being enabled in --runtime-config (see file comment). */
export declare const BETA_SERVED_BY_DEFAULT: readonly string[];
/** A group version the server can serve, with its resources. */
export interface ServableGroupVersion extends GroupVersion {
    /** Lower-case plurals. */
    readonly resources: readonly string[];
}
export interface GroupVersionResource extends GroupVersion {
    readonly resource: string;
}
/** Invalid --runtime-config. `code` is stable. */
export declare class RuntimeConfigError extends Error {
    readonly code: "ERR_RUNTIME_CONFIG";
    constructor(message: string, options?: {
        cause?: unknown;
    });
}
/** `group/version`, or `version` for the core group (GroupVersion.String()). */
export declare function groupVersionString(gv: GroupVersion): string;
/**
 * Parse flag text into key -> raw value, in first-appearance order. Several flag occurrences
 * may be passed; later ones override earlier keys. Never fails: validation happens in
 * `resolveRuntimeConfig`.
 */
export declare function parseRuntimeConfig(flag: string | readonly string[]): Map<string, string>;
/** Group versions of the given descriptors, in first-seen order. */
export declare function servableFromDescriptors(descriptors: readonly Pick<ResourceDescriptor, 'group' | 'version' | 'resource'>[]): ServableGroupVersion[];
/** Whether a group version is served when --runtime-config does not mention it. */
export declare function defaultEnabled(gv: GroupVersion): boolean;
/** The outcome of --runtime-config: what is served. Immutable. */
export interface ApiEnablement {
    /**
     * With a resource: whether that resource is served (an explicit resource setting wins over its
     * group version). Without: whether the group version is served at all, i.e. at least one of
     * its resources is served. Unknown group versions and resources are not served.
     */
    isEnabled(group: string, version: string, resource?: string): boolean;
    /** Served group versions, in the order of the servable list. */
    enabledGroupVersions(): GroupVersion[];
    /** Served resources, in the order of the servable list. */
    enabledResources(): GroupVersionResource[];
}
export interface ResolveOptions {
    /** What the server can serve. Default: every descriptor in meta/resources `allResources`. */
    readonly servable?: readonly ServableGroupVersion[];
    /** Default enablement per group version. Default: `defaultEnabled`. */
    readonly defaults?: (gv: GroupVersion) => boolean;
}
/**
 * Validate and apply --runtime-config to the defaults.
 * @param config flag text (or several occurrences) or an already parsed map
 * @throws RuntimeConfigError (see file comment)
 */
export declare function resolveRuntimeConfig(config?: string | readonly string[] | ReadonlyMap<string, string>, options?: ResolveOptions): ApiEnablement;
