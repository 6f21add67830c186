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
import { allResources } from '../meta/resources.js';
import { parseGoBool } from './gates/feature-gate.js';
/** Beta group versions served without being enabled in --runtime-config (see file comment). */
export const BETA_SERVED_BY_DEFAULT = ['coordination.cluster.io/v1beta1'];
/** Invalid --runtime-config. `code` is stable. */
export class RuntimeConfigError extends Error {
    code = 'ERR_RUNTIME_CONFIG';
    constructor(message, options = {}) {
        super(message, { cause: options.cause });
        this.name = 'RuntimeConfigError';
    }
}
const GA = /^v\d+$/;
const BETA = /^v\d+beta\d+$/;
const ALPHA = /^v\d+alpha\d+$/;
const MATCHERS = [
    ['api/all', () => true],
    ['api/ga', (gv) => GA.test(gv.version)],
    ['api/beta', (gv) => BETA.test(gv.version)],
    ['api/alpha', (gv) => ALPHA.test(gv.version)],
];
const MATCHER_KEYS = new Set(MATCHERS.map(([k]) => k));
/** `group/version`, or `version` for the core group (GroupVersion.String()). */
export function groupVersionString(gv) {
    return gv.group === '' ? gv.version : `${gv.group}/${gv.version}`;
}
/**
 * Parse flag text into key -> raw value, in first-appearance order. Several flag occurrences
 * may be passed; later ones override earlier keys. Never fails: validation happens in
 * `resolveRuntimeConfig`.
 */
export function parseRuntimeConfig(flag) {
    const out = new Map();
    for (const text of typeof flag === 'string' ? [flag] : flag) {
        for (const item of text.split(',')) {
            if (item.length === 0)
                continue;
            const eq = item.indexOf('=');
            if (eq < 0)
                out.set(item.trim(), '');
            else
                out.set(item.slice(0, eq).trim(), item.slice(eq + 1).trim());
        }
    }
    return out;
}
/** Group versions of the given descriptors, in first-seen order. */
export function servableFromDescriptors(descriptors) {
    const byGv = new Map();
    for (const d of descriptors) {
        const key = groupVersionString(d);
        let gv = byGv.get(key);
        if (!gv)
            byGv.set(key, (gv = { group: d.group, version: d.version, resources: [] }));
        if (!gv.resources.includes(d.resource))
            gv.resources.push(d.resource);
    }
    return [...byGv.values()];
}
/** Whether a group version is served when --runtime-config does not mention it. */
export function defaultEnabled(gv) {
    if (GA.test(gv.version))
        return true;
    if (BETA.test(gv.version))
        return BETA_SERVED_BY_DEFAULT.includes(groupVersionString(gv));
    return false;
}
function isParsed(config) {
    return typeof config !== 'string' && !Array.isArray(config);
}
/** Translate the core-group spellings to `/v1[/resource]` (kube-apiserver ConvertLegacyGroup). */
function convertLegacyKey(key) {
    if (key === 'api/legacy')
        return undefined;
    if (key === 'v1' || key.startsWith('v1/'))
        return '/' + key;
    if (key === 'api/v1')
        return '/v1';
    if (key.startsWith('api/v1/') && key.split('/').length === 3)
        return '/v1/' + key.split('/')[2];
    return key;
}
function parseBoolValue(key, value) {
    if (value === '')
        return true;
    const b = parseGoBool(value);
    if (b === undefined) {
        throw new RuntimeConfigError(`invalid value of ${key}: ${value}, err: strconv.ParseBool: parsing ${JSON.stringify(value)}: invalid syntax`);
    }
    return b;
}
/**
 * Validate and apply --runtime-config to the defaults.
 * @param config flag text (or several occurrences) or an already parsed map
 * @throws RuntimeConfigError (see file comment)
 */
export function resolveRuntimeConfig(config = '', options = {}) {
    const servable = options.servable ?? servableFromDescriptors(allResources);
    const defaults = options.defaults ?? defaultEnabled;
    const raw = isParsed(config) ? config : parseRuntimeConfig(config);
    const overrides = new Map();
    for (const [key, value] of raw) {
        const converted = convertLegacyKey(key);
        if (converted !== undefined)
            overrides.set(converted, value);
    }
    if (overrides.size === 1 && overrides.get('api/all') === 'false') {
        throw new RuntimeConfigError('invalid key with only api/all=false');
    }
    const byGv = new Map(servable.map((gv) => [groupVersionString(gv), gv]));
    const groups = new Set(servable.map((gv) => gv.group));
    // Shape and group checks first (upstream Validate), collecting every unknown group.
    const parsed = [];
    const unknownGroups = [];
    for (const [key, value] of overrides) {
        if (MATCHER_KEYS.has(key))
            continue;
        const tokens = key.split('/');
        if (tokens.length !== 2 && tokens.length !== 3)
            throw new RuntimeConfigError(`runtime-config invalid key ${key}`);
        const gv = { group: tokens[0], version: tokens[1] };
        if (gv.version === '')
            throw new RuntimeConfigError(`runtime-config invalid key ${key}`);
        if (!groups.has(gv.group)) {
            if (!unknownGroups.includes(gv.group))
                unknownGroups.push(gv.group);
            continue;
        }
        parsed.push(tokens.length === 3 ? { key, value, gv, resource: tokens[2] } : { key, value, gv });
    }
    if (unknownGroups.length)
        throw new RuntimeConfigError(`unknown api groups ${unknownGroups.join(',')}`);
    const versionEnabled = new Map();
    for (const gv of servable)
        versionEnabled.set(groupVersionString(gv), defaults(gv));
    const resourceEnabled = new Map(); // "gv/resource"
    for (const [flag, matches] of MATCHERS) {
        const value = overrides.get(flag);
        if (value === undefined)
            continue;
        let enabled;
        if (value === 'true' || value === '')
            enabled = true;
        else if (value === 'false')
            enabled = false;
        else
            throw new RuntimeConfigError(`invalid value ${flag}=${value}`);
        for (const gv of servable)
            if (matches(gv))
                versionEnabled.set(groupVersionString(gv), enabled);
    }
    const versionPrefs = [];
    const resourcePrefs = [];
    for (const { key, value, gv, resource } of parsed) {
        const gvString = groupVersionString(gv);
        const served = byGv.get(gvString);
        if (!served)
            throw new RuntimeConfigError(`group version ${gvString} that has not been registered`);
        const enabled = parseBoolValue(key, value);
        if (resource === undefined) {
            versionPrefs.push({ gv: gvString, enabled });
            continue;
        }
        if (resource.toLowerCase() !== resource) {
            throw new RuntimeConfigError(`invalid key ${key}: group/version/resource and resource is always lowercase plural, not ${JSON.stringify(resource)}`);
        }
        if (!served.resources.includes(resource)) {
            throw new RuntimeConfigError(`unknown resource ${resource} in group version ${gvString}`);
        }
        resourcePrefs.push({ key: `${gvString}/${resource}`, enabled });
    }
    // Versions before resources, so that a resource setting wins over its group version.
    for (const p of versionPrefs)
        versionEnabled.set(p.gv, p.enabled);
    for (const p of resourcePrefs)
        resourceEnabled.set(p.key, p.enabled);
    return new ResolvedEnablement(servable, versionEnabled, resourceEnabled);
}
class ResolvedEnablement {
    servable;
    versions;
    resources;
    constructor(servable, versions, resources) {
        this.servable = servable;
        this.versions = versions;
        this.resources = resources;
    }
    resourceServed(gv, resource) {
        if (!gv.resources.includes(resource))
            return false;
        const gvs = groupVersionString(gv);
        return this.resources.get(`${gvs}/${resource}`) ?? this.versions.get(gvs) ?? false;
    }
    isEnabled(group, version, resource) {
        const gv = this.servable.find((s) => s.group === group && s.version === version);
        if (!gv)
            return false;
        if (resource !== undefined)
            return this.resourceServed(gv, resource);
        return gv.resources.some((r) => this.resourceServed(gv, r));
    }
    enabledGroupVersions() {
        return this.servable.filter((gv) => this.isEnabled(gv.group, gv.version)).map((gv) => ({ group: gv.group, version: gv.version }));
    }
    enabledResources() {
        const out = [];
        for (const gv of this.servable) {
            for (const r of gv.resources)
                if (this.resourceServed(gv, r))
                    out.push({ group: gv.group, version: gv.version, resource: r });
        }
        return out;
    }
}
//# sourceMappingURL=runtime-config.js.map