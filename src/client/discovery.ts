/**
 * Discovery over the legacy (unaggregated) endpoints, as client-go's DiscoveryClient reads
 * them: `/version`, `/api` + `/api/v1` for the core group, `/apis` + `/apis/<g>/<v>` for
 * named groups, and the OpenAPI v3 index and documents under `/openapi/v3`.
 */
import type { BaseRestClient as RestClient } from './rest-client-base.js';

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
export class GroupDiscoveryError extends Error {
  readonly code = 'ERR_GROUP_DISCOVERY' as const;
  readonly failures: readonly GroupDiscoveryFailure[];
  constructor(failures: readonly GroupDiscoveryFailure[]) {
    const parts = [...failures]
      .sort((a, b) => (a.groupVersion < b.groupVersion ? -1 : a.groupVersion > b.groupVersion ? 1 : 0))
      .map((f) => `${f.groupVersion}: ${f.error instanceof Error ? f.error.message : String(f.error)}`);
    super(`unable to retrieve the complete list of server APIs: ${parts.join(', ')}`);
    this.name = 'GroupDiscoveryError';
    this.failures = failures;
  }
}

export class DiscoveryClient {
  constructor(private readonly rest: RestClient) {}

  private async get<T>(path: string, query?: Record<string, string>): Promise<T> {
    return (await this.rest.request<T>({ method: 'GET', path, ...(query ? { query } : {}) })).body;
  }

  /** `GET /version`. */
  serverVersion(): Promise<VersionInfo> {
    return this.get<VersionInfo>('/version');
  }

  /**
   * Every group with its versions, the core group first (named `''`, versions from `/api`),
   * as client-go's ServerGroups.
   */
  async serverGroups(): Promise<ApiGroup[]> {
    const [core, named] = await Promise.all([
      this.get<{ versions?: string[] }>('/api'),
      this.get<{ groups?: ApiGroup[] }>('/apis'),
    ]);
    const groups: ApiGroup[] = [];
    const coreVersions = core.versions ?? [];
    if (coreVersions.length > 0) {
      const versions = coreVersions.map((v) => ({ groupVersion: v, version: v }));
      groups.push({ name: '', versions, preferredVersion: versions[0]! });
    }
    groups.push(...(named.groups ?? []));
    return groups;
  }

  /** `GET /api/v1` or `/apis/<group>/<version>`. */
  serverResourcesForGroupVersion(groupVersion: string): Promise<ApiResourceList> {
    const path = groupVersion.includes('/') ? `/apis/${groupVersion}` : `/api/${groupVersion}`;
    return this.get<ApiResourceList>(path).then((l) => ({ groupVersion: l.groupVersion ?? groupVersion, resources: l.resources ?? [] }));
  }

  /**
   * client-go's ServerPreferredResources: for each group, the resources of its preferred
   * version, plus resources that only exist in other versions; subresources (`a/b`) are
   * left out. A group version that fails is reported in `failures`, not thrown.
   */
  async serverPreferredResources(): Promise<PreferredResources> {
    const groups = await this.serverGroups();
    const all = groups.flatMap((g) => g.versions.map((v) => ({ group: g, version: v })));
    const fetched = await Promise.all(
      all.map(async ({ version }) => {
        try {
          return { gv: version.groupVersion, list: await this.serverResourcesForGroupVersion(version.groupVersion) };
        } catch (error) {
          return { gv: version.groupVersion, error };
        }
      }),
    );
    const byGv = new Map(fetched.map((f) => [f.gv, f]));
    const failures: GroupDiscoveryFailure[] = [];
    const lists: ApiResourceList[] = [];
    for (const group of groups) {
      const preferred = group.preferredVersion?.version ?? group.versions[0]?.version;
      const taken = new Map<string, string>(); // resource -> version
      const perVersion = new Map<string, ApiResource[]>();
      for (const v of group.versions) {
        const f = byGv.get(v.groupVersion);
        if (!f) continue;
        if ('error' in f) {
          failures.push({ groupVersion: v.groupVersion, error: f.error });
          continue;
        }
        for (const r of f.list!.resources) {
          if (r.name.includes('/')) continue;
          // Only the preferred version may replace a resource already taken from another version.
          if (taken.has(r.name) && v.version !== preferred) continue;
          const previous = taken.get(r.name);
          if (previous !== undefined) perVersion.set(previous, (perVersion.get(previous) ?? []).filter((x) => x.name !== r.name));
          taken.set(r.name, v.version);
          perVersion.set(v.version, [...(perVersion.get(v.version) ?? []), r]);
        }
      }
      for (const v of group.versions) {
        const resources = perVersion.get(v.version);
        if (resources && resources.length) lists.push({ groupVersion: v.groupVersion, resources });
      }
    }
    return { lists, failures };
  }

  /** `GET /openapi/v3`: document locations by `api/v1` / `apis/<g>/<v>`. */
  async openApiV3Paths(): Promise<Record<string, OpenApiV3PathEntry>> {
    return (await this.get<{ paths?: Record<string, OpenApiV3PathEntry> }>('/openapi/v3')).paths ?? {};
  }

  /** One OpenAPI v3 document by its index entry (`serverRelativeURL`, hash query kept). */
  openApiV3Document(entry: OpenApiV3PathEntry): Promise<Record<string, unknown>> {
    const url = new URL(entry.serverRelativeURL, 'http://placeholder');
    const query: Record<string, string> = {};
    url.searchParams.forEach((v, k) => (query[k] = v));
    return this.get<Record<string, unknown>>(url.pathname, Object.keys(query).length ? query : undefined);
  }
}

export function createDiscoveryClient(rest: RestClient): DiscoveryClient {
  return new DiscoveryClient(rest);
}
