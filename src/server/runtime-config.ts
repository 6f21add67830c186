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
import { allResources, type GroupVersion, type ResourceDescriptor } from '../meta/resources.js';
import { parseGoBool } from './gates/feature-gate.js';

/** Beta group versions served without being enabled in --runtime-config (see file comment). */
export const BETA_SERVED_BY_DEFAULT: readonly string[] = ['coordination.cluster.io/v1beta1'];

/** A group version the server can serve, with its resources. */
export interface ServableGroupVersion extends GroupVersion {
  /** Lower-case plurals. */
  readonly resources: readonly string[];
}

export interface GroupVersionResource extends GroupVersion {
  readonly resource: string;
}

/** Invalid --runtime-config. `code` is stable. */
export class RuntimeConfigError extends Error {
  readonly code = 'ERR_RUNTIME_CONFIG' as const;
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'RuntimeConfigError';
  }
}

const GA = /^v\d+$/;
const BETA = /^v\d+beta\d+$/;
const ALPHA = /^v\d+alpha\d+$/;

const MATCHERS: ReadonlyArray<readonly [string, (gv: GroupVersion) => boolean]> = [
  ['api/all', () => true],
  ['api/ga', (gv) => GA.test(gv.version)],
  ['api/beta', (gv) => BETA.test(gv.version)],
  ['api/alpha', (gv) => ALPHA.test(gv.version)],
];
const MATCHER_KEYS = new Set(MATCHERS.map(([k]) => k));

/** `group/version`, or `version` for the core group (GroupVersion.String()). */
export function groupVersionString(gv: GroupVersion): string {
  return gv.group === '' ? gv.version : `${gv.group}/${gv.version}`;
}

/**
 * Parse flag text into key -> raw value, in first-appearance order. Several flag occurrences
 * may be passed; later ones override earlier keys. Never fails: validation happens in
 * `resolveRuntimeConfig`.
 */
export function parseRuntimeConfig(flag: string | readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const text of typeof flag === 'string' ? [flag] : flag) {
    for (const item of text.split(',')) {
      if (item.length === 0) continue;
      const eq = item.indexOf('=');
      if (eq < 0) out.set(item.trim(), '');
      else out.set(item.slice(0, eq).trim(), item.slice(eq + 1).trim());
    }
  }
  return out;
}

/** Group versions of the given descriptors, in first-seen order. */
export function servableFromDescriptors(
  descriptors: readonly Pick<ResourceDescriptor, 'group' | 'version' | 'resource'>[],
): ServableGroupVersion[] {
  const byGv = new Map<string, { group: string; version: string; resources: string[] }>();
  for (const d of descriptors) {
    const key = groupVersionString(d);
    let gv = byGv.get(key);
    if (!gv) byGv.set(key, (gv = { group: d.group, version: d.version, resources: [] }));
    if (!gv.resources.includes(d.resource)) gv.resources.push(d.resource);
  }
  return [...byGv.values()];
}

/** Whether a group version is served when --runtime-config does not mention it. */
export function defaultEnabled(gv: GroupVersion): boolean {
  if (GA.test(gv.version)) return true;
  if (BETA.test(gv.version)) return BETA_SERVED_BY_DEFAULT.includes(groupVersionString(gv));
  return false;
}

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

function isParsed(config: string | readonly string[] | ReadonlyMap<string, string>): config is ReadonlyMap<string, string> {
  return typeof config !== 'string' && !Array.isArray(config);
}

/** Translate the core-group spellings to `/v1[/resource]` (kube-apiserver ConvertLegacyGroup). */
function convertLegacyKey(key: string): string | undefined {
  if (key === 'api/legacy') return undefined;
  if (key === 'v1' || key.startsWith('v1/')) return '/' + key;
  if (key === 'api/v1') return '/v1';
  if (key.startsWith('api/v1/') && key.split('/').length === 3) return '/v1/' + key.split('/')[2];
  return key;
}

function parseBoolValue(key: string, value: string): boolean {
  if (value === '') return true;
  const b = parseGoBool(value);
  if (b === undefined) {
    throw new RuntimeConfigError(
      `invalid value of ${key}: ${value}, err: strconv.ParseBool: parsing ${JSON.stringify(value)}: invalid syntax`,
    );
  }
  return b;
}

/**
 * Validate and apply --runtime-config to the defaults.
 * @param config flag text (or several occurrences) or an already parsed map
 * @throws RuntimeConfigError (see file comment)
 */
export function resolveRuntimeConfig(
  config: string | readonly string[] | ReadonlyMap<string, string> = '',
  options: ResolveOptions = {},
): ApiEnablement {
  const servable = options.servable ?? servableFromDescriptors(allResources);
  const defaults = options.defaults ?? defaultEnabled;
  const raw = isParsed(config) ? config : parseRuntimeConfig(config);

  const overrides = new Map<string, string>();
  for (const [key, value] of raw) {
    const converted = convertLegacyKey(key);
    if (converted !== undefined) overrides.set(converted, value);
  }

  if (overrides.size === 1 && overrides.get('api/all') === 'false') {
    throw new RuntimeConfigError('invalid key with only api/all=false');
  }

  const byGv = new Map<string, ServableGroupVersion>(servable.map((gv) => [groupVersionString(gv), gv]));
  const groups = new Set(servable.map((gv) => gv.group));

  // Shape and group checks first (upstream Validate), collecting every unknown group.
  const parsed: Array<{ key: string; value: string; gv: GroupVersion; resource?: string }> = [];
  const unknownGroups: string[] = [];
  for (const [key, value] of overrides) {
    if (MATCHER_KEYS.has(key)) continue;
    const tokens = key.split('/');
    if (tokens.length !== 2 && tokens.length !== 3) throw new RuntimeConfigError(`runtime-config invalid key ${key}`);
    const gv = { group: tokens[0]!, version: tokens[1]! };
    if (gv.version === '') throw new RuntimeConfigError(`runtime-config invalid key ${key}`);
    if (!groups.has(gv.group)) {
      if (!unknownGroups.includes(gv.group)) unknownGroups.push(gv.group);
      continue;
    }
    parsed.push(tokens.length === 3 ? { key, value, gv, resource: tokens[2]! } : { key, value, gv });
  }
  if (unknownGroups.length) throw new RuntimeConfigError(`unknown api groups ${unknownGroups.join(',')}`);

  const versionEnabled = new Map<string, boolean>();
  for (const gv of servable) versionEnabled.set(groupVersionString(gv), defaults(gv));
  const resourceEnabled = new Map<string, boolean>(); // "gv/resource"

  for (const [flag, matches] of MATCHERS) {
    const value = overrides.get(flag);
    if (value === undefined) continue;
    let enabled: boolean;
    if (value === 'true' || value === '') enabled = true;
    else if (value === 'false') enabled = false;
    else throw new RuntimeConfigError(`invalid value ${flag}=${value}`);
    for (const gv of servable) if (matches(gv)) versionEnabled.set(groupVersionString(gv), enabled);
  }

  const versionPrefs: Array<{ gv: string; enabled: boolean }> = [];
  const resourcePrefs: Array<{ key: string; enabled: boolean }> = [];
  for (const { key, value, gv, resource } of parsed) {
    const gvString = groupVersionString(gv);
    const served = byGv.get(gvString);
    if (!served) throw new RuntimeConfigError(`group version ${gvString} that has not been registered`);
    const enabled = parseBoolValue(key, value);
    if (resource === undefined) {
      versionPrefs.push({ gv: gvString, enabled });
      continue;
    }
    if (resource.toLowerCase() !== resource) {
      throw new RuntimeConfigError(
        `invalid key ${key}: group/version/resource and resource is always lowercase plural, not ${JSON.stringify(resource)}`,
      );
    }
    if (!served.resources.includes(resource)) {
      throw new RuntimeConfigError(`unknown resource ${resource} in group version ${gvString}`);
    }
    resourcePrefs.push({ key: `${gvString}/${resource}`, enabled });
  }
  // Versions before resources, so that a resource setting wins over its group version.
  for (const p of versionPrefs) versionEnabled.set(p.gv, p.enabled);
  for (const p of resourcePrefs) resourceEnabled.set(p.key, p.enabled);

  return new ResolvedEnablement(servable, versionEnabled, resourceEnabled);
}

class ResolvedEnablement implements ApiEnablement {
  constructor(
    private readonly servable: readonly ServableGroupVersion[],
    private readonly versions: ReadonlyMap<string, boolean>,
    private readonly resources: ReadonlyMap<string, boolean>,
  ) {}

  private resourceServed(gv: ServableGroupVersion, resource: string): boolean {
    if (!gv.resources.includes(resource)) return false;
    const gvs = groupVersionString(gv);
    return this.resources.get(`${gvs}/${resource}`) ?? this.versions.get(gvs) ?? false;
  }

  isEnabled(group: string, version: string, resource?: string): boolean {
    const gv = this.servable.find((s) => s.group === group && s.version === version);
    if (!gv) return false;
    if (resource !== undefined) return this.resourceServed(gv, resource);
    return gv.resources.some((r) => this.resourceServed(gv, r));
  }

  enabledGroupVersions(): GroupVersion[] {
    return this.servable.filter((gv) => this.isEnabled(gv.group, gv.version)).map((gv) => ({ group: gv.group, version: gv.version }));
  }

  enabledResources(): GroupVersionResource[] {
    const out: GroupVersionResource[] = [];
    for (const gv of this.servable) {
      for (const r of gv.resources) if (this.resourceServed(gv, r)) out.push({ group: gv.group, version: gv.version, resource: r });
    }
    return out;
  }
}
