import { ApiError, failureStatus } from '../../meta/status.js';
import { cloneJson, compareGoStrings, goJsonString, goQuote, hasKey, isJsonObject, jsonEqual, } from '../patch/json-value.js';
import { FieldSet, FieldsV1Error, fieldPath, pathToString } from './fieldset.js';
import { Typed, TypedValueError, TypeSystem } from './typed.js';
/** The manager an Update entry is folded into when there are too many (capManagers). */
export const ANCIENT_CHANGES_MANAGER = 'ancient-changes';
/** Upstream's `DefaultMaxUpdateManagers`. */
export const MAX_UPDATE_MANAGERS = 10;
/** Upstream's `FieldManagerMaxLength`: bytes kept of a manager inferred from User-Agent. */
export const FIELD_MANAGER_MAX_LENGTH = 128;
/** Fields never tracked in any set (stripmeta.go). */
const STRIPPED = FieldSet.of(fieldPath('apiVersion'), fieldPath('kind'), fieldPath('metadata'), fieldPath('metadata', 'name'), fieldPath('metadata', 'namespace'), fieldPath('metadata', 'creationTimestamp'), fieldPath('metadata', 'selfLink'), fieldPath('metadata', 'uid'), fieldPath('metadata', 'clusterName'), fieldPath('metadata', 'generation'), fieldPath('metadata', 'managedFields'), fieldPath('metadata', 'resourceVersion'));
/**
 * `BuildManagerIdentifier`: the JSON of the entry without fieldsType, fieldsV1 and time, and
 * without apiVersion for Apply, e.g. `{"manager":"kubectl","operation":"Update","apiVersion":"v1"}`.
 * Update entries with a different apiVersion or subresource are distinct managers.
 */
export function managerIdentity(info) {
    const parts = [];
    if (info.manager)
        parts.push(`"manager":${goJsonString(info.manager)}`);
    parts.push(`"operation":${goJsonString(info.operation)}`);
    if (info.operation !== 'Apply' && info.apiVersion)
        parts.push(`"apiVersion":${goJsonString(info.apiVersion)}`);
    if (info.subresource)
        parts.push(`"subresource":${goJsonString(info.subresource)}`);
    return `{${parts.join(',')}}`;
}
function parseIdentity(identity) {
    try {
        const v = JSON.parse(identity);
        if (!isJsonObject(v))
            return undefined;
        const s = (k) => (typeof v[k] === 'string' ? v[k] : '');
        return { manager: s('manager'), operation: s('operation'), apiVersion: s('apiVersion'), subresource: s('subresource') };
    }
    catch {
        return undefined;
    }
}
/**
 * `printManager` (conflict.go): `"name"` for appliers, `"name" using <apiVersion>` for
 * updaters, with ` with subresource "<s>"` after the name when set.
 */
export function printManager(identity) {
    const e = parseIdentity(identity);
    if (!e)
        return goQuote(identity);
    let out = goQuote(e.manager);
    if (e.subresource)
        out += ` with subresource ${goQuote(e.subresource)}`;
    if (e.operation === 'Update')
        out += ` using ${e.apiVersion}`;
    return out;
}
/**
 * The field manager of a non-apply request without `fieldManager` (handlers/create.go
 * `prefixFromUserAgent`): the User-Agent up to its first `/`, non-printable characters
 * removed, cut to 128 bytes of UTF-8 without splitting a character. Empty when there is no
 * User-Agent (the entry then records `unknown`).
 */
export function inferManager(userAgent) {
    if (!userAgent)
        return '';
    const prefix = userAgent.split('/')[0] ?? '';
    let out = '';
    let bytes = 0;
    for (const ch of prefix) {
        const cp = ch.codePointAt(0);
        // Lone surrogates are invalid UTF-8, which Go reads as U+FFFD (printable).
        const c = cp >= 0xd800 && cp <= 0xdfff ? '\ufffd' : ch;
        if (!isGoPrintable(c))
            continue;
        const n = Buffer.byteLength(c, 'utf8');
        if (bytes + n > FIELD_MANAGER_MAX_LENGTH)
            break;
        out += c;
        bytes += n;
    }
    return out;
}
/** Go's `unicode.IsPrint`: letters, marks, numbers, punctuation, symbols and ASCII space. */
function isGoPrintable(ch) {
    return ch === ' ' || /[\p{L}\p{M}\p{N}\p{P}\p{S}]/u.test(ch);
}
/** The `fieldManager` parameter when set, otherwise the manager inferred from User-Agent. */
export function managerOrUserAgent(fieldManager, userAgent) {
    return fieldManager ? fieldManager : inferManager(userAgent);
}
/** A stored managedFields list that cannot be decoded. */
export class ManagedFieldsError extends Error {
    code = 'ERR_MANAGED_FIELDS';
    constructor(message, options) {
        super(message, options);
        this.name = 'ManagedFieldsError';
    }
}
function emptyManaged() {
    return { fields: new Map(), times: new Map() };
}
/** `decodeManagedFields`. Throws `ManagedFieldsError`. */
function decodeManaged(entries) {
    const managed = emptyManaged();
    if (entries === undefined || entries === null)
        return managed;
    if (!Array.isArray(entries))
        throw new ManagedFieldsError('managedFields must be a list');
    entries.forEach((raw, i) => {
        const e = isJsonObject(raw) ? raw : {};
        const str = (k) => (typeof e[k] === 'string' ? e[k] : '');
        const operation = str('operation');
        if (operation !== 'Apply' && operation !== 'Update')
            throw new ManagedFieldsError('operation must be `Apply` or `Update`');
        const apiVersion = str('apiVersion');
        if (apiVersion === '')
            throw new ManagedFieldsError('apiVersion must not be empty');
        const fieldsType = str('fieldsType');
        if (fieldsType === '')
            throw new ManagedFieldsError(`missing fieldsType in managed fields entry ${i}`);
        if (fieldsType !== 'FieldsV1')
            throw new ManagedFieldsError(`invalid fieldsType ${goQuote(fieldsType)} in managed fields entry ${i}`);
        const identity = managerIdentity({ manager: str('manager'), operation, apiVersion, subresource: str('subresource') });
        let set;
        try {
            set = e.fieldsV1 === undefined || e.fieldsV1 === null ? FieldSet.empty() : FieldSet.fromFieldsV1(e.fieldsV1);
        }
        catch (err) {
            throw new ManagedFieldsError(`error decoding versioned set: ${err.message}`, { cause: err });
        }
        managed.fields.set(identity, { set, apiVersion, applied: operation === 'Apply' });
        const time = str('time');
        if (time)
            managed.times.set(identity, time);
        else
            managed.times.delete(identity);
    });
    return managed;
}
function timeSeconds(t) {
    if (!t)
        return 0;
    const ms = Date.parse(t);
    return Number.isNaN(ms) ? 0 : Math.floor(ms / 1000);
}
/** `metav1.Time` JSON: RFC 3339 in UTC, whole seconds. */
export function formatTime(now) {
    return now.toISOString().replace(/\.\d+Z$/, 'Z');
}
/** `encodeManagedFields`: entries in upstream order (wire.md §8.1). */
function encodeManaged(managed) {
    const out = [];
    for (const [identity, st] of managed.fields) {
        const info = parseIdentity(identity);
        const entry = {};
        if (info?.manager)
            entry.manager = info.manager;
        entry.operation = st.applied ? 'Apply' : info?.operation || 'Update';
        entry.apiVersion = st.apiVersion;
        const time = managed.times.get(identity);
        if (time)
            entry.time = time;
        entry.fieldsType = 'FieldsV1';
        entry.fieldsV1 = st.set.toFieldsV1();
        if (info?.subresource)
            entry.subresource = info.subresource;
        out.push(entry);
    }
    out.sort((p, q) => {
        if (p.operation !== q.operation)
            return compareGoStrings(p.operation ?? '', q.operation ?? '');
        const ps = timeSeconds(p.time);
        const qs = timeSeconds(q.time);
        if (ps !== qs)
            return ps < qs ? -1 : 1;
        if (p.manager !== q.manager)
            return compareGoStrings(p.manager ?? '', q.manager ?? '');
        if (p.apiVersion !== q.apiVersion)
            return compareGoStrings(p.apiVersion ?? '', q.apiVersion ?? '');
        return compareGoStrings(p.subresource ?? '', q.subresource ?? '');
    });
    return out;
}
/** `isResetManagedFields` as the seed states it: only a list holding one empty entry resets. */
function isResetManagedFields(v) {
    if (!Array.isArray(v) || v.length !== 1)
        return false;
    const e = v[0];
    if (!isJsonObject(e))
        return false;
    return Object.keys(e).every((k) => {
        const x = e[k];
        return x === null || x === '' || (k !== 'fieldsV1' && x === undefined);
    });
}
// ---------------------------------------------------------------------------------------
// Object helpers.
function metadataOf(obj) {
    const m = obj.metadata;
    return isJsonObject(m) ? m : undefined;
}
/** A copy of `obj` without `metadata.managedFields`. */
function withoutManagedFields(obj) {
    const out = cloneJson(obj);
    const m = metadataOf(out);
    if (m && hasKey(m, 'managedFields'))
        delete m.managedFields;
    return out;
}
function withManagedFields(obj, entries) {
    const out = cloneJson(obj);
    let m = metadataOf(out);
    if (!m) {
        if (entries.length === 0)
            return out;
        m = {};
        out.metadata = m;
    }
    if (entries.length === 0)
        delete m.managedFields;
    else
        m.managedFields = entries;
    return out;
}
/** Drop null-valued object fields everywhere: a typed object has no "null" fields. */
function stripNulls(v) {
    if (Array.isArray(v))
        return v.map(stripNulls);
    if (isJsonObject(v)) {
        const out = {};
        for (const k of Object.keys(v)) {
            const x = v[k];
            if (x === null)
                continue;
            if (k === '__proto__')
                Object.defineProperty(out, k, { value: stripNulls(x), enumerable: true, writable: true, configurable: true });
            else
                out[k] = stripNulls(x);
        }
        return out;
    }
    return v;
}
/**
 * The object a create starts from (what `Creater.New(kind)` converts to): non-pointer
 * structs (`metadata`, and `spec`/`status` when they are structs) as empty objects, required
 * scalar fields at their zero value. Optional structs (e.g. RuntimeClass `scheduling`) are
 * absent, so a create that sets them adds the node itself (`".":{}` in FieldsV1).
 */
export function emptyObject(schemaName, schemas) {
    const types = schemas ? new TypeSystem(schemas) : defaultTypes();
    const build = (ref) => {
        const atom = types.atom(ref);
        const out = {};
        if (atom.kind !== 'map')
            return out;
        const required = new Set(requiredOf(types, ref));
        for (const [name, t] of atom.fields) {
            if (t === null)
                continue;
            const a = types.atom(t);
            if (a.kind === 'scalar' && required.has(name)) {
                out[name] = a.scalar === 'numeric' ? 0 : a.scalar === 'boolean' ? false : '';
            }
            else if (a.kind === 'map' && !a.atomic && a.element === undefined && (name === 'metadata' || name === 'spec' || name === 'status')) {
                out[name] = build(t);
            }
        }
        return out;
    };
    return build(types.root(schemaName));
}
function requiredOf(types, ref) {
    let s = ref;
    for (let i = 0; s && i < 32; i++) {
        if (s.required)
            return s.required;
        if (s.$ref)
            s = types.schemas[s.$ref.slice(s.$ref.lastIndexOf('/') + 1)];
        else if (s.allOf?.length === 1)
            s = s.allOf[0];
        else
            break;
    }
    return [];
}
let defaultTypeSystem;
function defaultTypes() {
    defaultTypeSystem ??= new TypeSystem();
    return defaultTypeSystem;
}
// ---------------------------------------------------------------------------------------
// The structured-merge-diff updater.
const CURRENT_OPERATION = 'current-operation';
function engineFor(schemaName, schemas) {
    const types = schemas ? new TypeSystem(schemas) : defaultTypes();
    return { typed: new Typed(types), root: types.root(schemaName) };
}
/** `reconcileManagedFieldsWithSchemaChanges`. */
function reconcile(engine, managed) {
    for (const [id, st] of managed.fields) {
        const r = engine.typed.reconcileWithSchema(st.set, engine.root);
        if (r)
            managed.fields.set(id, { ...st, set: r });
    }
}
/**
 * `Updater.update`: managers other than `workflow` lose what the change removed; what it
 * modified or added conflicts with them. With `force` the conflicting fields move away from
 * them; without, the conflicts are returned and `managed` is left as it was.
 */
function smdUpdate(engine, live, updated, managed, workflow, force) {
    const compare = engine.typed.compare(live, updated, engine.root);
    const changed = compare.modified.union(compare.added);
    const conflicts = new Map();
    for (const [id, st] of managed.fields) {
        if (id === workflow)
            continue;
        const c = st.set.intersection(changed);
        if (!c.isEmpty())
            conflicts.set(id, c);
    }
    if (!force && conflicts.size > 0)
        return { conflicts };
    for (const [id, st] of managed.fields) {
        if (id === workflow)
            continue;
        let set = st.set;
        const c = conflicts.get(id);
        if (c)
            set = set.difference(c);
        if (!compare.removed.isEmpty())
            set = set.difference(compare.removed);
        if (set !== st.set)
            managed.fields.set(id, { ...st, set });
    }
    for (const [id, st] of [...managed.fields])
        if (st.set.isEmpty())
            managed.fields.delete(id);
    return { compare };
}
/** `Updater.prune`: drop what the applier owned last time, no longer applies, and nobody else owns. */
function prune(engine, merged, managed, lastSet) {
    if (!lastSet || lastSet.isEmpty())
        return merged;
    const { typed, root } = engine;
    const named = (s) => typed.ensureNamedFieldsAreMembers(s, root);
    let pruned = typed.removeItems(merged, named(lastSet), root);
    // addBackOwnedItems: anything some manager (including the new applied set) owns comes back.
    let owned = FieldSet.empty();
    for (const st of managed.fields.values())
        owned = owned.union(st.set);
    const mergedSet = named(typed.toFieldSet(merged, root));
    pruned = typed.removeItems(merged, mergedSet.difference(named(typed.toFieldSet(pruned, root)).union(named(owned))), root);
    // addBackDanglingItems: only items from the applier's last set may go.
    const prunedSet = named(typed.toFieldSet(pruned, root));
    return typed.removeItems(merged, mergedSet.difference(prunedSet).intersection(named(lastSet)), root);
}
/** `capManagersManager.capUpdateManagers`. */
function capUpdateManagers(managed, max) {
    const updaters = [...managed.fields].filter(([, st]) => !st.applied).map(([id]) => id);
    if (updaters.length <= max)
        return;
    updaters.sort((a, b) => {
        const ta = timeSeconds(managed.times.get(a));
        const tb = timeSeconds(managed.times.get(b));
        if (ta !== tb)
            return ta < tb ? -1 : 1;
        return compareGoStrings(a, b);
    });
    const firstByVersion = new Map();
    let length = updaters.length;
    for (let i = 0; i < updaters.length && length > max; i++) {
        const id = updaters[i];
        const st = managed.fields.get(id);
        const bucket = managerIdentity({ manager: ANCIENT_CHANGES_MANAGER, operation: 'Update', apiVersion: st.apiVersion });
        const first = firstByVersion.get(st.apiVersion);
        if (first === undefined) {
            firstByVersion.set(st.apiVersion, id);
            continue;
        }
        if (!managed.fields.has(bucket)) {
            const s = managed.fields.get(first);
            managed.fields.delete(first);
            managed.fields.set(bucket, s);
        }
        managed.fields.set(bucket, { set: st.set.union(managed.fields.get(bucket).set), apiVersion: st.apiVersion, applied: st.applied });
        managed.fields.delete(id);
        length--;
        const t = managed.times.get(id);
        if (t)
            managed.times.set(bucket, t);
        else
            managed.times.delete(bucket);
    }
}
/** stripMeta for one manager. */
function stripMeta(managed, id) {
    const st = managed.fields.get(id);
    if (!st)
        return;
    const set = st.set.difference(STRIPPED);
    if (set.isEmpty())
        managed.fields.delete(id);
    else
        managed.fields.set(id, { ...st, set });
}
/**
 * Record a non-apply write (create, update, JSON/merge/strategic patch) in managedFields.
 * See the module comment. Never fails: as upstream's `UpdateNoErrors`, an object that does
 * not fit its schema is returned with managedFields removed.
 */
export function updateManagedFields(options) {
    const engine = engineFor(options.schemaName, options.schemas);
    const liveObj = options.live ?? emptyObject(options.schemaName, options.schemas);
    const liveManaged = metadataOf(liveObj)?.managedFields;
    const newManaged = metadataOf(options.updated)?.managedFields;
    const decodeOrEmpty = (v) => {
        try {
            return decodeManaged(v);
        }
        catch {
            return emptyManaged();
        }
    };
    let managed;
    if (options.subresource)
        managed = decodeOrEmpty(liveManaged);
    else if (isResetManagedFields(newManaged))
        managed = emptyManaged();
    else {
        let fromNew;
        try {
            fromNew = decodeManaged(newManaged);
        }
        catch {
            fromNew = undefined;
        }
        managed = fromNew && fromNew.fields.size > 0 ? fromNew : decodeOrEmpty(liveManaged);
    }
    const live = withoutManagedFields(liveObj);
    const updated = withoutManagedFields(options.updated);
    const { typed, root } = engine;
    if (typed.validate(live, root, { allowDuplicates: true }).length > 0 || typed.validate(updated, root, { allowDuplicates: true }).length > 0) {
        return { object: updated, managedFields: [] };
    }
    const identity = managerIdentity({
        manager: options.manager || 'unknown',
        operation: 'Update',
        apiVersion: options.apiVersion,
        subresource: options.subresource,
    });
    // structuredMerge.Update with the placeholder manager "current-operation".
    reconcile(engine, managed);
    const r = smdUpdate(engine, live, updated, managed, CURRENT_OPERATION, true);
    if ('conflicts' in r)
        throw new Error('unreachable: forced update reported conflicts');
    const { compare } = r;
    const current = (managed.fields.get(CURRENT_OPERATION)?.set ?? FieldSet.empty())
        .union(compare.modified)
        .union(compare.added)
        .difference(compare.removed);
    if (current.isEmpty())
        managed.fields.delete(CURRENT_OPERATION);
    else
        managed.fields.set(CURRENT_OPERATION, { set: current, apiVersion: options.apiVersion, applied: false });
    stripMeta(managed, CURRENT_OPERATION);
    // managedFieldsUpdater: fold the operation into the manager and stamp the time.
    const op = managed.fields.get(CURRENT_OPERATION);
    if (op) {
        managed.fields.delete(CURRENT_OPERATION);
        const previous = managed.fields.get(identity);
        managed.fields.set(identity, { set: previous ? op.set.union(previous.set) : op.set, apiVersion: op.apiVersion, applied: false });
        managed.times.set(identity, formatTime(options.now));
    }
    capUpdateManagers(managed, MAX_UPDATE_MANAGERS);
    const entries = encodeManaged(managed);
    return { object: withManagedFields(updated, entries), managedFields: entries };
}
function objectGVKNN(obj) {
    const meta = metadataOf(obj);
    const ns = typeof meta?.namespace === 'string' ? meta.namespace : '';
    const name = typeof meta?.name === 'string' ? meta.name : '';
    const apiVersion = typeof obj.apiVersion === 'string' ? obj.apiVersion : '';
    const slash = apiVersion.indexOf('/');
    const group = slash < 0 ? '' : apiVersion.slice(0, slash);
    const version = slash < 0 ? apiVersion : apiVersion.slice(slash + 1);
    const kind = typeof obj.kind === 'string' ? obj.kind : '';
    return `${ns}/${name}; ${group}/${version}, Kind=${kind}`;
}
/**
 * Server-side apply of `applied` by `manager` (see the module comment). Returns the new
 * object and entries, or the conflicts (nothing changed). Throws `ApiError` 400 when the body
 * sets managedFields, and `ApiError` 500 (upstream's texts) when the body or the stored
 * object does not fit the schema or the stored managedFields cannot be decoded.
 */
export function apply(options) {
    const appliedMeta = metadataOf(options.applied);
    if (appliedMeta && hasKey(appliedMeta, 'managedFields') && appliedMeta.managedFields !== null) {
        throw new ApiError(failureStatus(400, 'BadRequest', 'metadata.managedFields must be nil'));
    }
    const engine = engineFor(options.schemaName, options.schemas);
    const { typed, root } = engine;
    const liveObj = options.live ?? emptyObject(options.schemaName, options.schemas);
    let managed;
    try {
        managed = decodeManaged(metadataOf(liveObj)?.managedFields);
    }
    catch (err) {
        throw new ApiError(failureStatus(500, '', `failed to decode managed fields: ${err.message}`), { cause: err });
    }
    const live = withoutManagedFields(liveObj);
    const config = cloneJson(options.applied);
    const configProblems = typed.validate(config, root);
    if (configProblems.length > 0) {
        const err = new TypedValueError(configProblems);
        throw new ApiError(failureStatus(500, '', `failed to create typed patch object (${objectGVKNN(config)}): ${err.message}`), { cause: err });
    }
    const liveProblems = typed.validate(live, root, { allowDuplicates: true });
    if (liveProblems.length > 0) {
        const err = new TypedValueError(liveProblems);
        throw new ApiError(failureStatus(500, '', `failed to create typed live object (${objectGVKNN(live)}): ${err.message}`), { cause: err });
    }
    const identity = managerIdentity({ manager: options.manager, operation: 'Apply', subresource: options.subresource });
    // merge.Updater.Apply
    reconcile(engine, managed);
    let newObject;
    try {
        newObject = typed.merge(live, config, root) ?? {};
    }
    catch (err) {
        if (err instanceof TypedValueError) {
            throw new ApiError(failureStatus(500, '', `failed to merge config: ${err.message}`), { cause: err });
        }
        throw err;
    }
    const lastSet = managed.fields.get(identity)?.set;
    managed.fields.set(identity, { set: typed.toFieldSet(config, root), apiVersion: options.apiVersion, applied: true });
    newObject = prune(engine, newObject, managed, lastSet);
    const r = smdUpdate(engine, live, newObject, managed, identity, options.force);
    if ('conflicts' in r)
        return { conflicts: conflictList(r.conflicts) };
    const changed = !jsonEqual(live, newObject);
    stripMeta(managed, identity);
    if (changed)
        managed.times.set(identity, formatTime(options.now));
    capUpdateManagers(managed, MAX_UPDATE_MANAGERS);
    const result = changed && isJsonObject(newObject) ? stripNulls(newObject) : live;
    const entries = encodeManaged(managed);
    return { object: withManagedFields(result, entries), managedFields: entries };
}
function conflictList(conflicts) {
    const out = [];
    for (const id of [...conflicts.keys()].sort(compareGoStrings)) {
        const manager = printManager(id);
        for (const p of conflicts.get(id).paths())
            out.push({ manager, path: pathToString(p), identity: id });
    }
    return out;
}
/**
 * The 409 Conflict for apply conflicts (wire.md §8.3): details hold only causes
 * `{reason: FieldManagerConflict, message: "conflict with <manager>", field: <path>}`; the
 * message is `Apply failed with 1 conflict: conflict with <manager>: <path>` or, for several,
 * `Apply failed with N conflicts: ` and per manager (ordered by identity)
 * `conflicts with <manager>:` followed by `- <path>` lines, joined with newlines.
 */
export function conflictError(conflicts) {
    const list = conflicts;
    const causes = list.map((c) => ({ reason: 'FieldManagerConflict', message: `conflict with ${c.manager}`, field: c.path }));
    let message;
    if (list.length === 1) {
        message = `Apply failed with 1 conflict: conflict with ${list[0].manager}: ${list[0].path}`;
    }
    else {
        const groups = new Map();
        for (const c of list) {
            const key = c.identity ?? c.manager;
            let g = groups.get(key);
            if (!g) {
                g = { manager: c.manager, paths: [] };
                groups.set(key, g);
            }
            g.paths.push(c.path);
        }
        const lines = [];
        for (const key of [...groups.keys()].sort(compareGoStrings)) {
            const g = groups.get(key);
            lines.push(`conflicts with ${g.manager}:`);
            for (const p of g.paths)
                lines.push(`- ${p}`);
        }
        message = `Apply failed with ${list.length} conflicts: ${lines.join('\n')}`;
    }
    return new ApiError(failureStatus(409, 'Conflict', message, { causes }));
}
//# sourceMappingURL=managed-fields.js.map