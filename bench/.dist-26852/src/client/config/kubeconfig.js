/**
 * Kubeconfig files: the v1 file format, loading with kubectl's precedence and client-go
 * clientcmd's merge rules (`loader.go`), and serialisation.
 *
 * Precedence (kubectl / `ClientConfigLoadingRules`):
 * 1. an explicit path (`--kubeconfig`) is the only file read, and it must exist;
 * 2. else `$KUBECONFIG`, a path list (`:` on POSIX, `;` on Windows); duplicates and empty
 *    entries ignored, missing files skipped;
 * 3. else `~/.kube/config` if present;
 * 4. else the empty config.
 *
 * Merging several files: the first file to define a cluster, user or context name wins
 * and its entry is taken whole (fields of a later same-named entry are never mixed in);
 * the first file that sets `current-context` wins. Relative paths inside a file
 * (`certificate-authority`, `client-certificate`, `client-key`, `tokenFile`, and an exec
 * `command` containing a path separator) resolve against that file's directory.
 *
 * All I/O is injected (`env`, `homeDir`, `cwd`, `readFile`) so tests never touch the real
 * home directory; the defaults use `process` and `node:fs`.
 */
import { homedir } from 'node:os';
import * as nodePath from 'node:path';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { ConfigError, aggregateMessages, goPathError } from './config-error.js';
import { readFileFromDisk } from './read-file.js';
// One import site for the whole kubeconfig surface.
export { ConfigError, isConfigError, isEmptyConfigError } from './config-error.js';
export { readFileFromDisk } from './read-file.js';
export { resolveContext, } from './resolve-context.js';
export function emptyKubeconfig() {
    return { clusters: new Map(), users: new Map(), contexts: new Map(), currentContext: '', preferences: {}, files: [] };
}
function isRecord(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function fail(message) {
    throw new ConfigError(message, { reason: 'LoadFailed' });
}
/** encoding/json's `cannot unmarshal` wording, so messages read like client-go's. */
function jsonType(v) {
    if (v === null)
        return 'null';
    if (Array.isArray(v))
        return 'array';
    return typeof v === 'object' ? 'object' : typeof v;
}
function expectType(v, want, where, goType) {
    if (v === undefined || v === null || typeof v === want)
        return;
    fail(`json: cannot unmarshal ${jsonType(v)} into Go struct field ${where} of type ${goType}`);
}
/**
 * encoding/base64 StdEncoding.Decode validity, as encoding/json applies it to `[]byte`
 * fields: returns the byte offset Go would report, or -1 when the text is valid.
 */
export function goBase64ErrorOffset(text) {
    const src = Buffer.from(text, 'utf8');
    const isB64 = (b) => (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || (b >= 0x30 && b <= 0x39) || b === 0x2b || b === 0x2f;
    const isNl = (b) => b === 0x0a || b === 0x0d;
    let si = 0;
    for (;;) {
        for (let j = 0; j < 4; j++) {
            if (si === src.length) {
                if (j === 0)
                    return -1;
                return si - j;
            }
            const ch = src[si++];
            if (isB64(ch))
                continue;
            if (isNl(ch)) {
                j--;
                continue;
            }
            if (ch !== 0x3d)
                return si - 1;
            // Padding: only valid after two or three symbols, and it ends the input.
            if (j === 0 || j === 1)
                return si - 1;
            if (j === 2) {
                while (si < src.length && isNl(src[si]))
                    si++;
                if (si === src.length)
                    return src.length;
                if (src[si] !== 0x3d)
                    return si - 1;
                si++;
            }
            while (si < src.length && isNl(src[si]))
                si++;
            return si < src.length ? si : -1;
        }
    }
}
function checkData(v, where) {
    if (v === undefined || v === null)
        return;
    if (typeof v !== 'string')
        fail(`json: cannot unmarshal ${jsonType(v)} into Go struct field ${where} of type []uint8`);
    const at = goBase64ErrorOffset(v);
    if (at >= 0)
        fail(`illegal base64 data at input byte ${at}`);
}
/** Drops YAML nulls so `server: ~` reads like an absent key, as Go's decoder treats it. */
function withoutNulls(o) {
    const out = {};
    for (const [k, v] of Object.entries(o))
        if (v !== null)
            out[k] = v;
    return out;
}
function parseCluster(raw) {
    if (raw === undefined || raw === null)
        return {};
    if (!isRecord(raw))
        fail(`json: cannot unmarshal ${jsonType(raw)} into Go struct field NamedCluster.clusters.cluster of type v1.Cluster`);
    const c = withoutNulls(raw);
    for (const k of ['server', 'tls-server-name', 'certificate-authority', 'proxy-url']) {
        expectType(c[k], 'string', `Cluster.clusters.cluster.${k}`, 'string');
    }
    for (const k of ['insecure-skip-tls-verify', 'disable-compression']) {
        expectType(c[k], 'boolean', `Cluster.clusters.cluster.${k}`, 'bool');
    }
    checkData(c['certificate-authority-data'], 'Cluster.clusters.cluster.certificate-authority-data');
    return c;
}
function parseUser(raw) {
    if (raw === undefined || raw === null)
        return {};
    if (!isRecord(raw))
        fail(`json: cannot unmarshal ${jsonType(raw)} into Go struct field NamedAuthInfo.users.user of type v1.AuthInfo`);
    const u = withoutNulls(raw);
    for (const k of ['token', 'tokenFile', 'client-certificate', 'client-key', 'username', 'password']) {
        expectType(u[k], 'string', `AuthInfo.users.user.${k}`, 'string');
    }
    checkData(u['client-certificate-data'], 'AuthInfo.users.user.client-certificate-data');
    checkData(u['client-key-data'], 'AuthInfo.users.user.client-key-data');
    return u;
}
function parseContext(raw) {
    if (raw === undefined || raw === null)
        return {};
    if (!isRecord(raw))
        fail(`json: cannot unmarshal ${jsonType(raw)} into Go struct field NamedContext.contexts.context of type v1.Context`);
    const c = withoutNulls(raw);
    for (const k of ['cluster', 'user', 'namespace'])
        expectType(c[k], 'string', `Context.contexts.context.${k}`, 'string');
    return c;
}
function parseNamedList(raw, names) {
    if (raw === undefined || raw === null)
        return [];
    if (!Array.isArray(raw))
        fail(`json: cannot unmarshal ${jsonType(raw)} into Go struct field Config.${names.field} of type []v1.${names.item}`);
    const seen = new Set();
    return raw.map((item) => {
        if (!isRecord(item))
            fail(`json: cannot unmarshal ${jsonType(item)} into Go value of type v1.${names.item}`);
        const name = item['name'] ?? '';
        if (typeof name !== 'string')
            fail(`json: cannot unmarshal ${jsonType(name)} into Go struct field ${names.item}.${names.field}.name of type string`);
        // The v1 -> internal conversion rejects a name listed twice in one file.
        if (seen.has(name))
            fail(`error converting ${names.from} into ${names.to}: duplicate name "${name}" in list`);
        seen.add(name);
        return { name, body: item[names.body] };
    });
}
const CLUSTERS = { field: 'clusters', body: 'cluster', item: 'NamedCluster', from: '*[]NamedCluster', to: '*map[string]*api.Cluster' };
const USERS = { field: 'users', body: 'user', item: 'NamedAuthInfo', from: '*[]NamedAuthInfo', to: '*map[string]*api.AuthInfo' };
const CONTEXTS = { field: 'contexts', body: 'context', item: 'NamedContext', from: '*[]NamedContext', to: '*map[string]*api.Context' };
/**
 * Parses the text of one kubeconfig file (YAML or JSON). An empty document is the
 * empty config. Throws {@link ConfigError} (`LoadFailed`) on malformed content; the
 * loader prefixes the file name.
 */
export function parseKubeconfig(text) {
    let doc;
    try {
        doc = parseYaml(text);
    }
    catch (err) {
        const first = (err instanceof Error ? err.message : String(err)).split('\n')[0];
        throw new ConfigError(`error converting YAML to JSON: yaml: ${first}`, { reason: 'LoadFailed', cause: err });
    }
    if (doc === null || doc === undefined)
        return {};
    if (!isRecord(doc))
        fail(`json: cannot unmarshal ${jsonType(doc)} into Go value of type v1.Config`);
    const kind = doc['kind'];
    if (kind !== undefined && kind !== null && kind !== 'Config') {
        fail(`no kind "${String(kind)}" is registered for version "${String(doc['apiVersion'] ?? 'v1')}"`);
    }
    expectType(doc['current-context'], 'string', 'Config.current-context', 'string');
    const prefs = doc['preferences'];
    if (prefs !== undefined && prefs !== null && !isRecord(prefs)) {
        fail(`json: cannot unmarshal ${jsonType(prefs)} into Go struct field Config.preferences of type v1.Preferences`);
    }
    return {
        ...doc,
        clusters: parseNamedList(doc['clusters'], CLUSTERS).map(({ name, body }) => ({ name, cluster: parseCluster(body) })),
        users: parseNamedList(doc['users'], USERS).map(({ name, body }) => ({ name, user: parseUser(body) })),
        contexts: parseNamedList(doc['contexts'], CONTEXTS).map(({ name, body }) => ({ name, context: parseContext(body) })),
        'current-context': doc['current-context'] ?? '',
        preferences: isRecord(prefs) ? prefs : {},
    };
}
/** ResolvePaths: empty and absolute paths stay as they are; others join the file's directory. */
function resolvePath(value, base) {
    if (base === undefined || typeof value !== 'string' || value === '' || nodePath.isAbsolute(value))
        return value;
    return nodePath.join(base, value);
}
function resolveCluster(c, base) {
    if (base === undefined || !c['certificate-authority'])
        return c;
    return { ...c, 'certificate-authority': resolvePath(c['certificate-authority'], base) };
}
function resolveUser(u, base) {
    if (base === undefined)
        return u;
    const out = { ...u };
    for (const k of ['client-certificate', 'client-key', 'tokenFile']) {
        if (out[k] !== undefined)
            out[k] = resolvePath(out[k], base);
    }
    // An exec command is resolved only when it is a path, not a name looked up on PATH.
    const exec = out['exec'];
    if (isRecord(exec) && typeof exec['command'] === 'string' && exec['command'].includes(nodePath.sep)) {
        out['exec'] = { ...exec, command: resolvePath(exec['command'], base) };
    }
    return out;
}
/**
 * Merges parsed files in precedence order with clientcmd's rules: per name the first
 * entry wins whole; the first non-empty `current-context` wins; preference `colors` is
 * true if any file sets it, other preference keys first-wins.
 */
export function mergeKubeconfigs(sources, options = {}) {
    const cwd = options.cwd ?? process.cwd();
    const clusters = new Map();
    const users = new Map();
    const contexts = new Map();
    let currentContext = '';
    const preferences = {};
    const files = [];
    for (const { path, config } of sources) {
        const origin = path === undefined ? undefined : nodePath.resolve(cwd, path);
        const base = origin === undefined ? undefined : nodePath.dirname(origin);
        if (origin !== undefined)
            files.push(origin);
        const withOrigin = origin === undefined ? {} : { locationOfOrigin: origin };
        for (const { name, cluster } of config.clusters ?? []) {
            if (!clusters.has(name))
                clusters.set(name, { cluster: resolveCluster(cluster, base), ...withOrigin });
        }
        for (const { name, user } of config.users ?? []) {
            if (!users.has(name))
                users.set(name, { user: resolveUser(user, base), ...withOrigin });
        }
        for (const { name, context } of config.contexts ?? []) {
            if (!contexts.has(name))
                contexts.set(name, { context, ...withOrigin });
        }
        if (currentContext === '' && config['current-context'])
            currentContext = config['current-context'];
        for (const [k, v] of Object.entries(config.preferences ?? {})) {
            if (k === 'colors')
                preferences['colors'] = preferences['colors'] === true || v === true;
            else if (!(k in preferences))
                preferences[k] = v;
        }
    }
    if (preferences['colors'] === false)
        delete preferences['colors'];
    return { clusters, users, contexts, currentContext, preferences, files };
}
/** `~/.kube/config` (client-go `RecommendedHomeFile`). */
export function recommendedHomeFile(homeDir) {
    return nodePath.join(homeDir, '.kube', 'config');
}
/**
 * The files considered, in order (client-go `GetLoadingPrecedence`): the explicit path
 * alone, else the `KUBECONFIG` entries (deduplicated, empty entries dropped), else
 * `~/.kube/config`. The first is where a config writer should write by default.
 */
export function kubeconfigLoadingPrecedence(options = {}) {
    if (options.explicitPath)
        return [options.explicitPath];
    const env = options.env ?? process.env;
    const list = env['KUBECONFIG'];
    if (list)
        return [...new Set(list.split(nodePath.delimiter))].filter((p) => p !== '');
    return [recommendedHomeFile(options.homeDir ?? env['HOME'] ?? homedir())];
}
/**
 * Loads and merges kubeconfig files with kubectl's precedence (see the module comment).
 *
 * Throws {@link ConfigError}: `ExplicitFileNotFound` (`stat <path>: no such file or
 * directory`, kubectl's text) when the explicit file is missing; `LoadFailed` when an
 * existing file cannot be read or parsed (`error loading config file "<path>": ...`,
 * several failures aggregated as `[a, b]`). Missing files in the other positions are
 * skipped; when none exists the result is {@link emptyKubeconfig}.
 */
export function loadKubeconfig(options = {}) {
    const readFile = options.readFile ?? readFileFromDisk;
    const cwd = options.cwd ?? process.cwd();
    const paths = kubeconfigLoadingPrecedence(options);
    const sources = [];
    const errors = [];
    let firstCause;
    for (const path of paths) {
        const absolute = nodePath.resolve(cwd, path);
        let text;
        try {
            text = readFile(absolute);
        }
        catch (err) {
            errors.push(`error loading config file "${path}": ${goPathError('open', path, err)}`);
            firstCause ??= err;
            continue;
        }
        if (text === undefined) {
            if (options.explicitPath) {
                throw new ConfigError(goPathError('stat', path), { reason: 'ExplicitFileNotFound' });
            }
            continue;
        }
        try {
            sources.push({ path: absolute, config: parseKubeconfig(text) });
        }
        catch (err) {
            errors.push(`error loading config file "${path}": ${err instanceof Error ? err.message : String(err)}`);
            firstCause ??= err;
        }
    }
    if (errors.length)
        throw new ConfigError(aggregateMessages(errors), { reason: 'LoadFailed', cause: firstCause });
    return mergeKubeconfigs(sources, { cwd });
}
// ---------------------------------------------------------------------------
// Serialisation
// ---------------------------------------------------------------------------
/** Go string order (code points), which is what `sort.Strings` gives for UTF-8. */
function compareCodePoints(a, b) {
    const x = [...a].map((c) => c.codePointAt(0));
    const y = [...b].map((c) => c.codePointAt(0));
    for (let i = 0; i < Math.min(x.length, y.length); i++)
        if (x[i] !== y[i])
            return x[i] - y[i];
    return x.length - y.length;
}
/** Keys sorted at every level, as Go's JSON-to-YAML conversion emits them. */
function sortKeysDeep(v) {
    if (Array.isArray(v))
        return v.map(sortKeysDeep);
    if (!isRecord(v))
        return v;
    const out = {};
    for (const k of Object.keys(v).sort(compareCodePoints))
        out[k] = sortKeysDeep(v[k]);
    return out;
}
/** `omitempty` fields: empty strings and false booleans are not written. */
function omitEmpty(o, keep) {
    const out = {};
    for (const [k, v] of Object.entries(o)) {
        if (v === undefined || v === null)
            continue;
        if (!keep.includes(k) && (v === '' || v === false))
            continue;
        out[k] = v;
    }
    for (const k of keep)
        if (!(k in out))
            out[k] = '';
    return out;
}
function byName(items) {
    return [...items].sort((a, b) => compareCodePoints(a.name, b.name));
}
function toFile(config) {
    return {
        apiVersion: 'v1',
        kind: 'Config',
        clusters: [...config.clusters].map(([name, e]) => ({ name, cluster: e.cluster })),
        users: [...config.users].map(([name, e]) => ({ name, user: e.user })),
        contexts: [...config.contexts].map(([name, e]) => ({ name, context: e.context })),
        'current-context': config.currentContext,
        preferences: config.preferences,
    };
}
function isMerged(config) {
    return config.clusters instanceof Map;
}
/**
 * YAML text of a kubeconfig, shaped like kubectl writes it (`clientcmd.Write`): keys
 * sorted, entries sorted by name, empty lists as `null`, `current-context` and
 * `preferences` always present, a cluster's `server` and a context's `cluster`/`user`
 * always present, other empty fields omitted. A merged config is written with its
 * resolved (absolute) paths. Unknown keys are written unchanged.
 */
export function serializeKubeconfig(config) {
    const file = isMerged(config) ? toFile(config) : config;
    const list = (items) => (items && items.length ? items : null);
    const clusters = list(file.clusters);
    const users = list(file.users);
    const contexts = list(file.contexts);
    const out = {
        ...file,
        apiVersion: file.apiVersion || 'v1',
        kind: file.kind || 'Config',
        clusters: clusters && byName(clusters).map((c) => ({ name: c.name, cluster: omitEmpty(c.cluster, ['server']) })),
        users: users && byName(users).map((u) => ({ name: u.name, user: omitEmpty(u.user, []) })),
        contexts: contexts && byName(contexts).map((c) => ({ name: c.name, context: omitEmpty(c.context, ['cluster', 'user']) })),
        'current-context': file['current-context'] ?? '',
        preferences: omitEmpty(file.preferences ?? {}, []),
    };
    return stringifyYaml(sortKeysDeep(out), { indentSeq: false, lineWidth: 0 });
}
//# sourceMappingURL=kubeconfig.js.map