/** client-go's ErrGroupDiscoveryFailed text: `unable to retrieve the complete list of server APIs: g/v: err`. */
export class GroupDiscoveryError extends Error {
    code = 'ERR_GROUP_DISCOVERY';
    failures;
    constructor(failures) {
        const parts = [...failures]
            .sort((a, b) => (a.groupVersion < b.groupVersion ? -1 : a.groupVersion > b.groupVersion ? 1 : 0))
            .map((f) => `${f.groupVersion}: ${f.error instanceof Error ? f.error.message : String(f.error)}`);
        super(`unable to retrieve the complete list of server APIs: ${parts.join(', ')}`);
        this.name = 'GroupDiscoveryError';
        this.failures = failures;
    }
}
export class DiscoveryClient {
    rest;
    constructor(rest) {
        this.rest = rest;
    }
    async get(path, query) {
        return (await this.rest.request({ method: 'GET', path, ...(query ? { query } : {}) })).body;
    }
    /** `GET /version`. */
    serverVersion() {
        return this.get('/version');
    }
    /**
     * Every group with its versions, the core group first (named `''`, versions from `/api`),
     * as client-go's ServerGroups.
     */
    async serverGroups() {
        const [core, named] = await Promise.all([
            this.get('/api'),
            this.get('/apis'),
        ]);
        const groups = [];
        const coreVersions = core.versions ?? [];
        if (coreVersions.length > 0) {
            const versions = coreVersions.map((v) => ({ groupVersion: v, version: v }));
            groups.push({ name: '', versions, preferredVersion: versions[0] });
        }
        groups.push(...(named.groups ?? []));
        return groups;
    }
    /** `GET /api/v1` or `/apis/<group>/<version>`. */
    serverResourcesForGroupVersion(groupVersion) {
        const path = groupVersion.includes('/') ? `/apis/${groupVersion}` : `/api/${groupVersion}`;
        return this.get(path).then((l) => ({ groupVersion: l.groupVersion ?? groupVersion, resources: l.resources ?? [] }));
    }
    /**
     * client-go's ServerPreferredResources: for each group, the resources of its preferred
     * version, plus resources that only exist in other versions; subresources (`a/b`) are
     * left out. A group version that fails is reported in `failures`, not thrown.
     */
    async serverPreferredResources() {
        const groups = await this.serverGroups();
        const all = groups.flatMap((g) => g.versions.map((v) => ({ group: g, version: v })));
        const fetched = await Promise.all(all.map(async ({ version }) => {
            try {
                return { gv: version.groupVersion, list: await this.serverResourcesForGroupVersion(version.groupVersion) };
            }
            catch (error) {
                return { gv: version.groupVersion, error };
            }
        }));
        const byGv = new Map(fetched.map((f) => [f.gv, f]));
        const failures = [];
        const lists = [];
        for (const group of groups) {
            const preferred = group.preferredVersion?.version ?? group.versions[0]?.version;
            const taken = new Map(); // resource -> version
            const perVersion = new Map();
            for (const v of group.versions) {
                const f = byGv.get(v.groupVersion);
                if (!f)
                    continue;
                if ('error' in f) {
                    failures.push({ groupVersion: v.groupVersion, error: f.error });
                    continue;
                }
                for (const r of f.list.resources) {
                    if (r.name.includes('/'))
                        continue;
                    // Only the preferred version may replace a resource already taken from another version.
                    if (taken.has(r.name) && v.version !== preferred)
                        continue;
                    const previous = taken.get(r.name);
                    if (previous !== undefined)
                        perVersion.set(previous, (perVersion.get(previous) ?? []).filter((x) => x.name !== r.name));
                    taken.set(r.name, v.version);
                    perVersion.set(v.version, [...(perVersion.get(v.version) ?? []), r]);
                }
            }
            for (const v of group.versions) {
                const resources = perVersion.get(v.version);
                if (resources && resources.length)
                    lists.push({ groupVersion: v.groupVersion, resources });
            }
        }
        return { lists, failures };
    }
    /** `GET /openapi/v3`: document locations by `api/v1` / `apis/<g>/<v>`. */
    async openApiV3Paths() {
        return (await this.get('/openapi/v3')).paths ?? {};
    }
    /** One OpenAPI v3 document by its index entry (`serverRelativeURL`, hash query kept). */
    openApiV3Document(entry) {
        const url = new URL(entry.serverRelativeURL, 'http://placeholder');
        const query = {};
        url.searchParams.forEach((v, k) => (query[k] = v));
        return this.get(url.pathname, Object.keys(query).length ? query : undefined);
    }
}
export function createDiscoveryClient(rest) {
    return new DiscoveryClient(rest);
}
//# sourceMappingURL=discovery.js.map