/**
 * managedFields and server-side apply, following apimachinery's field manager
 * (util/managedfields/internal: FieldManager, managedFieldsUpdater, stripMeta, capManagers,
 * buildManagerInfo, structuredMerge) over structured-merge-diff v4's `merge.Updater`.
 *
 * Non-apply writes (`updateManagedFields`), in upstream's order:
 * 1. The managers come from the request body's `metadata.managedFields` when it holds a valid,
 *    non-empty list (clients may edit them); a list holding one empty entry (`[{}]`) resets
 *    them to none; otherwise (absent, `[]`, invalid, or a subresource write) the live
 *    object's are kept.
 * 2. Live and updated objects (without managedFields; the live one is the kind's empty
 *    object on create) are compared. Every manager loses the fields this write Removed,
 *    Modified or Added (a write never conflicts, it takes ownership); the writing manager
 *    then owns `previous - Removed + Modified + Added`, without the always-stripped
 *    metadata fields (wire.md §8.1).
 * 3. The writer's `time` is set to `now` only when the write changed something it now owns;
 *    managers left with no fields are dropped; more than 10 Update managers are folded,
 *    oldest first, into an `ancient-changes` entry per apiVersion.
 *
 * Apply (`apply`):
 * 1. A body that sets `metadata.managedFields` is rejected (400). The body is validated
 *    against the schema (unknown fields, wrong types, duplicate list keys fail with 500
 *    `failed to create typed patch object (...)`, as upstream).
 * 2. The body is merged into the live object; the applier's set becomes the body's field
 *    set. Fields the applier owned by its previous apply and no longer sets are removed
 *    unless some manager (any operation) still owns them.
 * 3. A field owned by another manager conflicts when this apply changes or adds it; without
 *    `force` the result is the list of conflicts and nothing changes; with `force` the other
 *    managers lose those fields. Equal values never conflict (shared ownership).
 * 4. The applier's `time` is set when the apply changed the object.
 *
 * Both paths reconcile stored sets with the schema first: a manager owning children of a node
 * the schema declares atomic owns the node itself (seed rule 9).
 *
 * Everything here is pure: inputs are never mutated, time is the `now` argument.
 */
import { markDeepFrozen } from '../../codec/deep-frozen.js';
import type { SchemaObject } from '../../meta/schema.js';
import { ApiError, failureStatus } from '../../meta/status.js';
import type { ManagedFieldsEntry } from '../../meta/types.js';
import {
  cloneJson,
  compareGoStrings,
  goJsonString,
  goQuote,
  hasKey,
  isJsonObject,
  jsonEqual,
  type JsonObject,
  type JsonValue,
} from '../patch/json-value.js';
import { FieldSet, FieldsV1Error, fieldPath, goJsonQuoted, pathToString, type FieldPath } from './fieldset.js';
import { Typed, TypedValueError, TypeSystem, type TypeRef } from './typed.js';
import { drain, type Steps } from './work-slices.js';

export type ManagedFieldsOperation = 'Apply' | 'Update';

/** The manager an Update entry is folded into when there are too many (capManagers). */
export const ANCIENT_CHANGES_MANAGER = 'ancient-changes';
/** Upstream's `DefaultMaxUpdateManagers`. */
export const MAX_UPDATE_MANAGERS = 10;
/** Upstream's `FieldManagerMaxLength`: bytes kept of a manager inferred from User-Agent. */
export const FIELD_MANAGER_MAX_LENGTH = 128;

/** Fields never tracked in any set (stripmeta.go). */
const STRIPPED = FieldSet.of(
  fieldPath('apiVersion'),
  fieldPath('kind'),
  fieldPath('metadata'),
  fieldPath('metadata', 'name'),
  fieldPath('metadata', 'namespace'),
  fieldPath('metadata', 'creationTimestamp'),
  fieldPath('metadata', 'selfLink'),
  fieldPath('metadata', 'uid'),
  fieldPath('metadata', 'clusterName'),
  fieldPath('metadata', 'generation'),
  fieldPath('metadata', 'managedFields'),
  fieldPath('metadata', 'resourceVersion'),
);

// ---------------------------------------------------------------------------------------
// Manager identity.

export interface ManagerInfo {
  readonly manager: string;
  readonly operation: ManagedFieldsOperation;
  readonly apiVersion?: string;
  readonly subresource?: string;
}

/**
 * `BuildManagerIdentifier`: the JSON of the entry without fieldsType, fieldsV1 and time, and
 * without apiVersion for Apply, e.g. `{"manager":"kubectl","operation":"Update","apiVersion":"v1"}`.
 * Update entries with a different apiVersion or subresource are distinct managers.
 */
export function managerIdentity(info: ManagerInfo): string {
  // Every write asks for its writer's identity: the few there are are kept (bounded).
  // Unambiguous: operation is Apply or Update, and apiVersion's length says where it ends.
  const apiVersion = info.apiVersion ?? '';
  const subresource = info.subresource ?? '';
  // The scope of the last call again (a server's writes mostly share one): no scope text built and hashed.
  let byManager: Map<string, string> | undefined;
  let scope: string;
  if (lastScope !== undefined && lastScope.operation === info.operation && lastScope.apiVersion === apiVersion && lastScope.subresource === subresource && identities.get(lastScope.scope) === lastScope.byManager) {
    scope = lastScope.scope;
    byManager = lastScope.byManager;
  } else {
    scope = `${info.operation}:${apiVersion.length}:${apiVersion}:${subresource}`;
    byManager = identities.get(scope);
    if (byManager !== undefined) lastScope = { operation: info.operation, apiVersion, subresource, scope, byManager };
  }
  const cached = byManager?.get(info.manager);
  if (cached !== undefined) return cached;
  if (byManager === undefined || byManager.size >= IDENTITIES_MAX) {
    if (identities.size >= IDENTITIES_MAX) identities.clear();
    identities.set(scope, (byManager = new Map()));
    lastScope = { operation: info.operation, apiVersion, subresource, scope, byManager };
  }
  const identity = buildManagerIdentity(info);
  byManager.set(info.manager, identity);
  return identity;
}

/** The scope `managerIdentity` last built or found, with its map (checked to be still the one kept). */
let lastScope: { readonly operation: string; readonly apiVersion: string; readonly subresource: string; readonly scope: string; readonly byManager: Map<string, string> } | undefined;

/** Identities built, by operation/apiVersion/subresource and then manager; each level cleared past its bound. */
const identities = new Map<string, Map<string, string>>();
const IDENTITIES_MAX = 1024;

function buildManagerIdentity(info: ManagerInfo): string {
  let out = '{';
  if (info.manager) out += `"manager":${goJsonQuoted(info.manager)},`;
  out += `"operation":${goJsonQuoted(info.operation)}`;
  if (info.operation !== 'Apply' && info.apiVersion) out += `,"apiVersion":${goJsonQuoted(info.apiVersion)}`;
  if (info.subresource) out += `,"subresource":${goJsonQuoted(info.subresource)}`;
  return out + '}';
}

interface IdentityParts {
  readonly manager: string;
  readonly operation: string;
  readonly apiVersion: string;
  readonly subresource: string;
}

/** Parsed identities (every write encodes every entry); cleared when it grows past its bound. */
const parsedIdentities = new Map<string, IdentityParts | undefined>();
const PARSED_IDENTITIES_MAX = 1024;

function parseIdentity(identity: string): IdentityParts | undefined {
  if (parsedIdentities.has(identity)) return parsedIdentities.get(identity);
  const parts = parseIdentityText(identity);
  if (parsedIdentities.size >= PARSED_IDENTITIES_MAX) parsedIdentities.clear();
  parsedIdentities.set(identity, parts);
  return parts;
}

function parseIdentityText(identity: string): IdentityParts | undefined {
  try {
    const v: unknown = JSON.parse(identity);
    if (!isJsonObject(v)) return undefined;
    const s = (k: string): string => (typeof v[k] === 'string' ? (v[k] as string) : '');
    return { manager: s('manager'), operation: s('operation'), apiVersion: s('apiVersion'), subresource: s('subresource') };
  } catch {
    return undefined;
  }
}

/**
 * `printManager` (conflict.go): `"name"` for appliers, `"name" using <apiVersion>` for
 * updaters, with ` with subresource "<s>"` after the name when set.
 */
export function printManager(identity: string): string {
  const e = parseIdentity(identity);
  if (!e) return goQuote(identity);
  let out = goQuote(e.manager);
  if (e.subresource) out += ` with subresource ${goQuote(e.subresource)}`;
  if (e.operation === 'Update') out += ` using ${e.apiVersion}`;
  return out;
}

/**
 * The field manager of a non-apply request without `fieldManager` (handlers/create.go
 * `prefixFromUserAgent`): the User-Agent up to its first `/`, non-printable characters
 * removed, cut to 128 bytes of UTF-8 without splitting a character. Empty when there is no
 * User-Agent (the entry then records `unknown`).
 */
export function inferManager(userAgent: string | undefined): string {
  if (!userAgent) return '';
  const prefix = userAgent.split('/')[0] ?? '';
  let out = '';
  let bytes = 0;
  for (const ch of prefix) {
    const cp = ch.codePointAt(0)!;
    // Lone surrogates are invalid UTF-8, which Go reads as U+FFFD (printable).
    const c = cp >= 0xd800 && cp <= 0xdfff ? '\ufffd' : ch;
    if (!isGoPrintable(c)) continue;
    const n = Buffer.byteLength(c, 'utf8');
    if (bytes + n > FIELD_MANAGER_MAX_LENGTH) break;
    out += c;
    bytes += n;
  }
  return out;
}

/** Go's `unicode.IsPrint`: letters, marks, numbers, punctuation, symbols and ASCII space. */
function isGoPrintable(ch: string): boolean {
  return ch === ' ' || /[\p{L}\p{M}\p{N}\p{P}\p{S}]/u.test(ch);
}

/** The `fieldManager` parameter when set, otherwise the manager inferred from User-Agent. */
export function managerOrUserAgent(fieldManager: string | undefined, userAgent: string | undefined): string {
  return fieldManager ? fieldManager : inferManager(userAgent);
}

// ---------------------------------------------------------------------------------------
// Decoding and encoding entries.

interface ManagerState {
  readonly set: FieldSet;
  readonly apiVersion: string;
  readonly applied: boolean;
}

/** Managers by identity, with their last-change times (RFC 3339 strings). */
interface Managed {
  readonly fields: Map<string, ManagerState>;
  readonly times: Map<string, string>;
}

/** A stored managedFields list that cannot be decoded. */
export class ManagedFieldsError extends Error {
  readonly code = 'ERR_MANAGED_FIELDS' as const;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ManagedFieldsError';
  }
}

function emptyManaged(): Managed {
  return { fields: new Map(), times: new Map() };
}

/** `decodeManagedFields`. Throws `ManagedFieldsError`. */
function decodeManaged(entries: unknown): Managed {
  const managed = emptyManaged();
  if (entries === undefined || entries === null) return managed;
  if (!Array.isArray(entries)) throw new ManagedFieldsError('managedFields must be a list');
  entries.forEach((raw: unknown, i) => {
    const e = isJsonObject(raw) ? raw : {};
    const str = (k: string): string => (typeof e[k] === 'string' ? (e[k] as string) : '');
    const operation = str('operation');
    if (operation !== 'Apply' && operation !== 'Update') throw new ManagedFieldsError('operation must be `Apply` or `Update`');
    const apiVersion = str('apiVersion');
    if (apiVersion === '') throw new ManagedFieldsError('apiVersion must not be empty');
    const fieldsType = str('fieldsType');
    if (fieldsType === '') throw new ManagedFieldsError(`missing fieldsType in managed fields entry ${i}`);
    if (fieldsType !== 'FieldsV1') throw new ManagedFieldsError(`invalid fieldsType ${goQuote(fieldsType)} in managed fields entry ${i}`);
    const identity = managerIdentity({ manager: str('manager'), operation, apiVersion, subresource: str('subresource') });
    let set: FieldSet;
    try {
      set = e.fieldsV1 === undefined || e.fieldsV1 === null ? FieldSet.empty() : FieldSet.fromFieldsV1(e.fieldsV1);
    } catch (err) {
      throw new ManagedFieldsError(`error decoding versioned set: ${(err as FieldsV1Error).message}`, { cause: err });
    }
    managed.fields.set(identity, { set, apiVersion, applied: operation === 'Apply' });
    const time = str('time');
    if (time) managed.times.set(identity, time);
    else managed.times.delete(identity);
  });
  return managed;
}

function timeSeconds(t: string | undefined): number {
  if (!t) return 0;
  const ms = Date.parse(t);
  return Number.isNaN(ms) ? 0 : Math.floor(ms / 1000);
}

/** `metav1.Time` JSON: RFC 3339 in UTC, whole seconds. */
export function formatTime(now: Date): string {
  const ms = now.getTime();
  const second = Math.floor(ms / 1000);
  if (second === lastFormatted.second && !Number.isNaN(ms)) return lastFormatted.text;
  const text = now.toISOString().replace(/\.\d+Z$/, 'Z');
  lastFormatted = { second, text };
  return text;
}

/** The last second formatted: writes within one second share the text. */
let lastFormatted = { second: Number.NaN, text: '' };

/** `encodeManagedFields`: entries in upstream order (wire.md §8.1). */
function encodeManaged(managed: Managed): ManagedFieldsEntry[] {
  return drain(encodeManagedSteps(managed));
}

/**
 * FieldsV1 documents by set. Sets never change, so a set kept from one write to the next
 * (a manager whose fields did not change) is emitted once. The documents are frozen: they
 * are shared by every stored object version whose entry has that set. Only documents of at
 * most CACHED_FIELDS_V1_MAX_MEMBERS members are kept: freezing (and later comparing) a large
 * one would be a long synchronous step, and large objects are not what this saves work on.
 */
const emittedFieldsV1 = new WeakMap<FieldSet, JsonObject>();
const CACHED_FIELDS_V1_MAX_MEMBERS = 1024;

function* emitFieldsV1(set: FieldSet): Steps<JsonObject> {
  const doc = yield* set.toFieldsV1Steps();
  // Counted on the set (sizes of its levels), not by enumerating the document's keys.
  if (!set.hasAtMost(CACHED_FIELDS_V1_MAX_MEMBERS)) return doc;
  emittedFieldsV1.set(set, markDeepFrozen(deepFreeze(doc)));
  return doc;
}

function deepFreeze<V extends JsonValue>(v: V): V {
  if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) {
    for (const x of Array.isArray(v) ? v : Object.values(v)) deepFreeze(x);
    Object.freeze(v);
  }
  return v;
}

/**
 * What `decodeManaged` would make of an entries list this module encoded, kept per list (see
 * `decodedEntries`): the next write of the object starts from the sets themselves instead of
 * parsing their FieldsV1 again.
 */
interface EncodedEntries {
  /** Each entry's decoded fields when encoded, in `ENTRY_FIELDS` order: the list must still hold exactly these. */
  readonly entries: readonly ManagedFieldsEntry[];
  readonly fields: readonly (readonly unknown[])[];
  readonly managed: Managed;
}
const encodedEntries = new WeakMap<readonly unknown[], EncodedEntries>();

/** The entry fields `decodeManaged` reads. */
const ENTRY_FIELDS = ['manager', 'operation', 'apiVersion', 'time', 'fieldsType', 'fieldsV1', 'subresource'] as const;

function entryFields(e: ManagedFieldsEntry): unknown[] {
  return ENTRY_FIELDS.map((k) => e[k]);
}

/**
 * What `encodeManaged` remembered of `list` when it is an array it returned that still holds
 * the same entry objects with the same fields (fieldsV1 documents are frozen); undefined
 * otherwise. Read-only: see `decodedEntries` for a copy.
 */
function knownEntries(list: unknown): EncodedEntries | undefined {
  if (!Array.isArray(list)) return undefined;
  const known = encodedEntries.get(list);
  if (!known || known.entries.length !== list.length) return undefined;
  for (let i = 0; i < list.length; i++) {
    const e: unknown = list[i];
    if (e !== known.entries[i]) return undefined;
    const before = known.fields[i]!;
    for (let f = 0; f < ENTRY_FIELDS.length; f++) if ((e as ManagedFieldsEntry)[ENTRY_FIELDS[f]!] !== before[f]) return undefined;
  }
  return known;
}

/** A copy of the managers a known list decodes to (callers change it). */
function copyManaged(known: EncodedEntries): Managed {
  return { fields: new Map(known.managed.fields), times: new Map(known.managed.times) };
}

/** `decodeManaged(list)` without decoding when `list` is known (see `knownEntries`); undefined otherwise. */
function decodedEntries(list: unknown): Managed | undefined {
  const known = knownEntries(list);
  return known ? copyManaged(known) : undefined;
}

function* encodeManagedSteps(managed: Managed): Steps<ManagedFieldsEntry[]> {
  const out: ManagedFieldsEntry[] = [];
  const stateOf = new Map<ManagedFieldsEntry, { identity: string; st: ManagerState; seconds: number }>();
  let allCached = true;
  for (const [identity, st] of managed.fields) {
    const info = parseIdentity(identity);
    const entry: ManagedFieldsEntry = {};
    if (info?.manager) entry.manager = info.manager;
    entry.operation = st.applied ? 'Apply' : info?.operation || 'Update';
    entry.apiVersion = st.apiVersion;
    const time = managed.times.get(identity);
    if (time) entry.time = time;
    entry.fieldsType = 'FieldsV1';
    entry.fieldsV1 = emittedFieldsV1.get(st.set) ?? (yield* emitFieldsV1(st.set));
    allCached &&= emittedFieldsV1.get(st.set) === entry.fieldsV1;
    if (info?.subresource) entry.subresource = info.subresource;
    out.push(entry);
    stateOf.set(entry, { identity, st, seconds: timeSeconds(time) });
  }
  out.sort((p, q) => {
    if (p.operation !== q.operation) return compareGoStrings(p.operation ?? '', q.operation ?? '');
    const ps = stateOf.get(p)!.seconds;
    const qs = stateOf.get(q)!.seconds;
    if (ps !== qs) return ps < qs ? -1 : 1;
    if (p.manager !== q.manager) return compareGoStrings(p.manager ?? '', q.manager ?? '');
    if (p.apiVersion !== q.apiVersion) return compareGoStrings(p.apiVersion ?? '', q.apiVersion ?? '');
    return compareGoStrings(p.subresource ?? '', q.subresource ?? '');
  });
  // Remember what decoding this list gives, as decodeManaged builds it (entries order; times
  // of listed entries only). The document of each set is the one parsed back into that set.
  // Only lists of cached (frozen, small) documents: see decodedEntries.
  if (!allCached) return out;
  const decoded = emptyManaged();
  for (const e of out) {
    const operation = e.operation as ManagedFieldsOperation;
    const apiVersion = e.apiVersion ?? '';
    // decodeManaged rejects such a list as a whole: leave it to decode (and fail) again.
    if (apiVersion === '' || (operation !== 'Apply' && operation !== 'Update')) return out;
    const { identity: known, st } = stateOf.get(e)!;
    // The identity decoding gives; the state's own when it is that (it is, unless an entry's
    // operation differs from the one its identity names).
    const identity = st.applied === (operation === 'Apply') && parseIdentity(known)?.operation === operation
      ? known
      : managerIdentity({ manager: e.manager ?? '', operation, apiVersion, subresource: e.subresource ?? '' });
    decoded.fields.set(identity, { set: st.set, apiVersion, applied: operation === 'Apply' });
    if (e.time) decoded.times.set(identity, e.time);
    else decoded.times.delete(identity);
  }
  encodedEntries.set(out, { entries: [...out], fields: out.map(entryFields), managed: decoded });
  return out;
}

/** `isResetManagedFields` as the seed states it: only a list holding one empty entry resets. */
function isResetManagedFields(v: unknown): boolean {
  if (!Array.isArray(v) || v.length !== 1) return false;
  const e: unknown = v[0];
  if (!isJsonObject(e)) return false;
  return Object.keys(e).every((k) => {
    const x = e[k];
    return x === null || x === '' || (k !== 'fieldsV1' && x === undefined);
  });
}

// ---------------------------------------------------------------------------------------
// Object helpers.

function metadataOf(obj: JsonObject): JsonObject | undefined {
  const m = obj.metadata;
  return isJsonObject(m) ? m : undefined;
}

/** `obj` without `metadata.managedFields`, sharing everything else with it (read-only use). */
function viewWithoutManagedFields(obj: JsonObject): JsonObject {
  const m = metadataOf(obj);
  if (!m || !hasKey(m, 'managedFields')) return obj;
  // for...in over own keys (the same keys in the same order as Object.keys): no array of keys
  // per object (two per write were about 370 B of an update's garbage).
  const meta: JsonObject = {};
  for (const k in m) if (k !== 'managedFields' && hasKey(m, k)) meta[k] = m[k]!;
  const out: JsonObject = {};
  for (const k in obj) if (hasKey(obj, k)) out[k] = k === 'metadata' ? meta : obj[k]!;
  return out;
}

/** A copy of `obj` without `metadata.managedFields`. */
function withoutManagedFields(obj: JsonObject): JsonObject {
  const out = cloneJson(obj);
  const m = metadataOf(out);
  if (m && hasKey(m, 'managedFields')) delete m.managedFields;
  return out;
}

function withManagedFields(obj: JsonObject, entries: ManagedFieldsEntry[]): JsonObject {
  const out = cloneJson(obj);
  let m = metadataOf(out);
  if (!m) {
    if (entries.length === 0) return out;
    m = {};
    out.metadata = m;
  }
  if (entries.length === 0) delete m.managedFields;
  else m.managedFields = entries as unknown as JsonValue;
  return out;
}

/** Drop null-valued object fields everywhere: a typed object has no "null" fields. */
function stripNulls(v: JsonValue): JsonValue {
  if (Array.isArray(v)) return v.map(stripNulls);
  if (isJsonObject(v)) {
    const out: JsonObject = {};
    for (const k of Object.keys(v)) {
      const x = v[k]!;
      if (x === null) continue;
      if (k === '__proto__') Object.defineProperty(out, k, { value: stripNulls(x), enumerable: true, writable: true, configurable: true });
      else out[k] = stripNulls(x);
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
export function emptyObject(schemaName: string, schemas?: Readonly<Record<string, SchemaObject>>): JsonObject {
  const types = schemas ? new TypeSystem(schemas) : defaultTypes();
  const build = (ref: SchemaObject): JsonObject => {
    const atom = types.atom(ref);
    const out: JsonObject = {};
    if (atom.kind !== 'map') return out;
    const required = new Set(requiredOf(types, ref));
    for (const [name, t] of atom.fields) {
      if (t === null) continue;
      const a = types.atom(t);
      if (a.kind === 'scalar' && required.has(name)) {
        out[name] = a.scalar === 'numeric' ? 0 : a.scalar === 'boolean' ? false : '';
      } else if (a.kind === 'map' && !a.atomic && a.element === undefined && (name === 'metadata' || name === 'spec' || name === 'status')) {
        out[name] = build(t);
      }
    }
    return out;
  };
  return build(types.root(schemaName) as SchemaObject);
}

function requiredOf(types: TypeSystem, ref: SchemaObject): readonly string[] {
  let s: SchemaObject | undefined = ref;
  for (let i = 0; s && i < 32; i++) {
    if (s.required) return s.required;
    if (s.$ref) s = types.schemas[s.$ref.slice(s.$ref.lastIndexOf('/') + 1)];
    else if (s.allOf?.length === 1) s = s.allOf[0];
    else break;
  }
  return [];
}

let defaultTypeSystem: TypeSystem | undefined;
function defaultTypes(): TypeSystem {
  defaultTypeSystem ??= new TypeSystem();
  return defaultTypeSystem;
}

// ---------------------------------------------------------------------------------------
// The structured-merge-diff updater.

const CURRENT_OPERATION = 'current-operation';

interface Engine {
  readonly typed: Typed;
  readonly root: TypeRef;
  /** `reconcileWithSchema` results by set (sets never change): null when a set needs none. */
  readonly reconciled: WeakMap<FieldSet, FieldSet | null>;
}

/** Engines of the built-in schemas, by schema name (one per kind, built on first use). */
const engines = new Map<string, Engine>();

function engineFor(schemaName: string, schemas?: Readonly<Record<string, SchemaObject>>): Engine {
  if (schemas) {
    const types = new TypeSystem(schemas);
    return { typed: new Typed(types), root: types.root(schemaName), reconciled: new WeakMap() };
  }
  let engine = engines.get(schemaName);
  if (!engine) {
    const types = defaultTypes();
    engine = { typed: new Typed(types), root: types.root(schemaName), reconciled: new WeakMap() };
    engines.set(schemaName, engine);
  }
  return engine;
}

/** `reconcileManagedFieldsWithSchemaChanges`. */
function reconcile(engine: Engine, managed: Managed): void {
  for (const [id, st] of managed.fields) {
    const r = reconciledSet(engine, st.set);
    if (r !== st.set) managed.fields.set(id, { ...st, set: r });
  }
}

/** `set` reconciled with the schema: `set` itself when it needs no change. */
function reconciledSet(engine: Engine, set: FieldSet): FieldSet {
  let r = engine.reconciled.get(set);
  if (r === undefined) {
    r = engine.typed.reconcileWithSchema(set, engine.root) ?? null;
    engine.reconciled.set(set, r);
  }
  return r ?? set;
}

/**
 * `Updater.update`: managers other than `workflow` lose what the change removed; what it
 * modified or added conflicts with them. With `force` the conflicting fields move away from
 * them; without, the conflicts are returned and `managed` is left as it was.
 */
function smdUpdate(
  engine: Engine,
  live: JsonValue,
  updated: JsonValue,
  managed: Managed,
  workflow: string,
  force: boolean,
): { conflicts: Map<string, FieldSet> } | { compare: ReturnType<Typed['compare']> } {
  return drain(smdUpdateSteps(engine, live, updated, managed, workflow, force));
}

function* smdUpdateSteps(
  engine: Engine,
  live: JsonValue,
  updated: JsonValue,
  managed: Managed,
  workflow: string,
  force: boolean,
): Steps<{ conflicts: Map<string, FieldSet> } | { compare: ReturnType<Typed['compare']> }> {
  const compare = yield* engine.typed.compareSteps(live, updated, engine.root);
  return smdUpdateCompared(managed, compare, workflow, force);
}

/** `smdUpdate` once the comparison is known. */
function smdUpdateCompared(
  managed: Managed,
  compare: ReturnType<Typed['compare']>,
  workflow: string,
  force = true,
): { conflicts: Map<string, FieldSet> } | { compare: ReturnType<Typed['compare']> } {
  const changed = compare.modified.union(compare.added);
  const conflicts = new Map<string, FieldSet>();
  for (const [id, st] of managed.fields) {
    if (id === workflow || !st.set.intersects(changed)) continue;
    conflicts.set(id, st.set.intersection(changed));
  }
  if (!force && conflicts.size > 0) return { conflicts };
  for (const [id, st] of managed.fields) {
    if (id === workflow) continue;
    let set = st.set;
    const c = conflicts.get(id);
    if (c) set = set.difference(c);
    if (!compare.removed.isEmpty()) set = set.difference(compare.removed);
    if (set !== st.set) managed.fields.set(id, { ...st, set });
  }
  for (const [id, st] of [...managed.fields]) if (st.set.isEmpty()) managed.fields.delete(id);
  return { compare };
}

/** `Updater.prune`: drop what the applier owned last time, no longer applies, and nobody else owns. */
function prune(engine: Engine, merged: JsonValue, managed: Managed, lastSet: FieldSet | undefined): JsonValue {
  if (!lastSet || lastSet.isEmpty()) return merged;
  const { typed, root } = engine;
  const named = (s: FieldSet): FieldSet => typed.ensureNamedFieldsAreMembers(s, root);
  let pruned = typed.removeItems(merged, named(lastSet), root);
  // addBackOwnedItems: anything some manager (including the new applied set) owns comes back.
  let owned = FieldSet.empty();
  for (const st of managed.fields.values()) owned = owned.union(st.set);
  const mergedSet = named(typed.toFieldSet(merged, root));
  pruned = typed.removeItems(merged, mergedSet.difference(named(typed.toFieldSet(pruned, root)).union(named(owned))), root);
  // addBackDanglingItems: only items from the applier's last set may go.
  const prunedSet = named(typed.toFieldSet(pruned, root));
  return typed.removeItems(merged, mergedSet.difference(prunedSet).intersection(named(lastSet)), root);
}

/** `capManagersManager.capUpdateManagers`. */
function capUpdateManagers(managed: Managed, max: number): void {
  const updaters = [...managed.fields].filter(([, st]) => !st.applied).map(([id]) => id);
  if (updaters.length <= max) return;
  updaters.sort((a, b) => {
    const ta = timeSeconds(managed.times.get(a));
    const tb = timeSeconds(managed.times.get(b));
    if (ta !== tb) return ta < tb ? -1 : 1;
    return compareGoStrings(a, b);
  });
  const firstByVersion = new Map<string, string>();
  let length = updaters.length;
  for (let i = 0; i < updaters.length && length > max; i++) {
    const id = updaters[i]!;
    const st = managed.fields.get(id)!;
    const bucket = managerIdentity({ manager: ANCIENT_CHANGES_MANAGER, operation: 'Update', apiVersion: st.apiVersion });
    const first = firstByVersion.get(st.apiVersion);
    if (first === undefined) {
      firstByVersion.set(st.apiVersion, id);
      continue;
    }
    if (!managed.fields.has(bucket)) {
      const s = managed.fields.get(first)!;
      managed.fields.delete(first);
      managed.fields.set(bucket, s);
    }
    managed.fields.set(bucket, { set: st.set.union(managed.fields.get(bucket)!.set), apiVersion: st.apiVersion, applied: st.applied });
    managed.fields.delete(id);
    length--;
    const t = managed.times.get(id);
    if (t) managed.times.set(bucket, t);
    else managed.times.delete(bucket);
  }
}

/**
 * Put back the set object a manager had before this write when its new set has the same
 * members (a manager rewriting the fields it owns loses them to the write and gets them back):
 * sets are values, and the kept object's FieldsV1 document is already emitted (see fieldsV1Of).
 */
function keepUnchangedSets(managed: Managed, before: ReadonlyMap<string, ManagerState>): void {
  for (const [id, st] of managed.fields) {
    const old = before.get(id)?.set;
    // Only sets whose document is kept (small ones): comparing large sets is long work for nothing.
    if (old && old !== st.set && emittedFieldsV1.has(old) && st.set.isSubsetOf(old) && old.isSubsetOf(st.set)) managed.fields.set(id, { ...st, set: old });
  }
}

/**
 * The general update's outcome when a write by `identity` only modified the leaves `modified`
 * (nothing added or removed) and they all were the writer's already: nobody else owned any
 * of them, and the writer's set holds every one that is tracked (not stripped) and none that
 * is stripped. Then every set stays as it is: the other managers lose nothing, the writer
 * loses the modified fields and gets the tracked ones back (the general path computes the
 * same members). Managers with empty sets are dropped, as `smdUpdate` drops them, and the
 * writer's time moves when it changed a tracked field. Applied to `managed` when the
 * conditions hold (true), else `managed` is left alone (false) for the general path.
 */
function updateOwnFields(managed: Managed, identity: string, modified: FieldSet, options: UpdateManagedFieldsOptions): boolean {
  const tracked = modified.difference(STRIPPED);
  const stripped = modified.intersection(STRIPPED);
  const writer = managed.fields.get(identity);
  if (writer) {
    if (writer.applied || writer.apiVersion !== options.apiVersion) return false;
    if (!tracked.isSubsetOf(writer.set) || writer.set.intersects(stripped)) return false;
  } else if (!tracked.isEmpty()) return false;
  for (const [id, st] of managed.fields) if (id !== identity && st.set.intersects(modified)) return false;
  for (const [id, st] of managed.fields) if (st.set.isEmpty()) managed.fields.delete(id);
  if (!tracked.isEmpty()) managed.times.set(identity, formatTime(options.now));
  return true;
}

/** stripMeta for one manager. */
function stripMeta(managed: Managed, id: string): void {
  const st = managed.fields.get(id);
  if (!st) return;
  const set = st.set.difference(STRIPPED);
  if (set.isEmpty()) managed.fields.delete(id);
  else managed.fields.set(id, { ...st, set });
}

// ---------------------------------------------------------------------------------------
// Public operations.

export interface UpdateManagedFieldsOptions {
  /** Component schema name of the kind, e.g. `io.cluster.api.node.v1.RuntimeClass`. */
  readonly schemaName: string;
  /** The stored object, or undefined on create. */
  readonly live: JsonObject | undefined;
  /** The object about to be stored (after the update/patch), possibly carrying managedFields. */
  readonly updated: JsonObject;
  /** `fieldManager` or the manager inferred from User-Agent; empty records `unknown`. */
  readonly manager: string;
  readonly operation?: 'Update';
  /** The main resource's group/version, e.g. `node.cluster.io/v1`. */
  readonly apiVersion: string;
  /** Set for subresource writes (e.g. `status`); the body's managedFields are then ignored. */
  readonly subresource?: string;
  readonly now: Date;
  readonly schemas?: Readonly<Record<string, SchemaObject>>;
  /**
   * The caller knows `live` (without managedFields) fits the schema: it is an object an
   * earlier call reported `schemaValid` for, unchanged since. Its validation is then skipped.
   */
  readonly liveSchemaValid?: boolean;
  /**
   * Take the general path even when only leaf values changed (see `Typed.modifiedLeaves`):
   * for tests that hold the short cuts to the general path's results.
   */
  readonly exhaustive?: boolean;
}

export interface ManagedFieldsResult {
  /** `updated`/the applied object, with `metadata.managedFields` set (absent when empty). */
  readonly object: JsonObject;
  readonly managedFields: ManagedFieldsEntry[];
}

/**
 * Record a non-apply write (create, update, JSON/merge/strategic patch) in managedFields.
 * See the module comment. Never fails: as upstream's `UpdateNoErrors`, an object that does
 * not fit its schema is returned with managedFields removed.
 */
export function updateManagedFields(options: UpdateManagedFieldsOptions): UpdateManagedFieldsResult {
  return drain(updateManagedFieldsSteps(options));
}

export interface UpdateManagedFieldsResult extends ManagedFieldsResult {
  /** Whether `updated` (without managedFields) fits the schema (see `liveSchemaValid`). */
  readonly schemaValid: boolean;
}

/**
 * `updateManagedFields` as yielding steps: run it with `runSliced` (work-slices.ts) so a
 * large object's field sets are computed in slices while other requests are served.
 */
export function* updateManagedFieldsSteps(options: UpdateManagedFieldsOptions): Steps<UpdateManagedFieldsResult> {
  const now = updateManagedFieldsOrSteps(options);
  return isSteps(now) ? yield* now : now;
}

/**
 * `updateManagedFieldsSteps` without a generator for the common write: the result itself when
 * the write keeps the known list as it is (the 'same' short cut, see `keepsKnownEntries`: a
 * controller rewriting a value it owns within the second), else the steps that finish the
 * write from what was computed so far (nothing is computed twice). The generator, its closures
 * and its suspended frame were over a kilobyte of every update's garbage.
 */
export function updateManagedFieldsOrSteps(options: UpdateManagedFieldsOptions): UpdateManagedFieldsResult | Steps<UpdateManagedFieldsResult> {
  const start = startOf(options);
  if (!(options.live && options.liveSchemaValid)) return finishSteps(start, true, undefined);
  const { typed, root } = start.engine;
  // Values changed, not the shape: the changed leaves, found (and checked) in one walk.
  const modifiedOnly = options.exhaustive ? undefined : typed.modifiedLeaves(start.live, start.updated, root);
  if (!modifiedOnly || !start.known) return finishSteps(start, false, { modifiedOnly });
  const identity = identityOf(options);
  const same = keepsKnownEntries(start.engine, start.known, identity, modifiedOnly, options);
  // The known list itself: written objects and their lists are read-only (the store's
  // contract), so the new version shares the list, and its entries, with the one it came from.
  if (same === 'same') return managedResult(start.updated, start.knownList as ManagedFieldsEntry[]);
  return finishSteps(start, false, { modifiedOnly, identity, same });
}

function isSteps<T>(v: T | Steps<T>): v is Steps<T> {
  return typeof (v as { next?: unknown }).next === 'function';
}

/** Where a write starts from: the managers (as a known list, or decoded) and both objects without managedFields. */
interface ManagedStart {
  readonly options: UpdateManagedFieldsOptions;
  readonly engine: Engine;
  /** The known list the managers are, when they are one (see knownEntries), and that list. */
  readonly known: EncodedEntries | undefined;
  readonly knownList: unknown;
  /** The managers decoded, when they are not a known list. */
  readonly decoded: Managed | undefined;
  /** Read-only views: nothing mutates them, so no deep copy of a large object. */
  readonly live: JsonObject;
  readonly updated: JsonObject;
}

function decodeOrEmpty(v: unknown): Managed {
  try {
    return decodeManaged(v);
  } catch {
    return emptyManaged();
  }
}

function startOf(options: UpdateManagedFieldsOptions): ManagedStart {
  const engine = engineFor(options.schemaName, options.schemas);
  const liveObj = options.live ?? emptyObject(options.schemaName, options.schemas);
  const liveManaged = metadataOf(liveObj)?.managedFields;
  const newManaged = metadataOf(options.updated)?.managedFields;

  // The managers the write starts from, and the known list they are when they are one.
  let known: EncodedEntries | undefined;
  /** The list `known` was found for (see knownEntries). */
  let knownList: unknown;
  let decoded: Managed | undefined;
  if (options.subresource) {
    known = knownEntries(liveManaged);
    if (known) knownList = liveManaged;
    else decoded = decodeOrEmpty(liveManaged);
  } else if (isResetManagedFields(newManaged)) decoded = emptyManaged();
  else {
    // A body that carries the stored list unchanged (a read-modify-write) decodes as it does.
    const liveKnown = newManaged !== undefined ? knownEntries(liveManaged) : undefined;
    if (liveKnown && jsonEqual(newManaged, liveManaged)) {
      known = liveKnown;
      knownList = liveManaged;
    } else {
      known = knownEntries(newManaged);
      if (known) knownList = newManaged;
      else {
        try {
          decoded = decodeManaged(newManaged);
        } catch {
          decoded = undefined;
        }
      }
    }
    if (!(known ? known.managed.fields.size > 0 : decoded && decoded.fields.size > 0)) {
      known = knownEntries(liveManaged);
      if (known) knownList = liveManaged;
      decoded = known ? undefined : decodeOrEmpty(liveManaged);
    }
  }
  return { options, engine, known, knownList, decoded, live: viewWithoutManagedFields(liveObj), updated: viewWithoutManagedFields(options.updated) };
}

function identityOf(options: UpdateManagedFieldsOptions): string {
  return managerIdentity({
    manager: options.manager || 'unknown',
    operation: 'Update',
    apiVersion: options.apiVersion,
    subresource: options.subresource,
  });
}

/**
 * The rest of a write from `start`: the live object's schema check when `checkLive`, then the
 * changed leaves (`computed.modifiedOnly` when already found), the identity and the short-cut
 * decision (`computed`'s when already made), and the managers' entries.
 */
function* finishSteps(
  start: ManagedStart,
  checkLive: boolean,
  computed: { readonly modifiedOnly: readonly FieldPath[] | undefined; readonly identity?: string; readonly same?: 'same' | 'time' | false } | undefined,
): Steps<UpdateManagedFieldsResult> {
  const { options, engine, known, knownList, decoded, live, updated } = start;
  const { typed, root } = engine;
  if (checkLive && (yield* typed.validateSteps(live, root, { allowDuplicates: true })).length > 0) return invalidResult(updated);
  // Values changed, not the shape: the changed leaves, found (and checked) in one walk.
  const modifiedOnly = computed ? computed.modifiedOnly : options.live && !options.exhaustive ? typed.modifiedLeaves(live, updated, root) : undefined;
  if (!modifiedOnly && (yield* typed.validateSteps(updated, root, { allowDuplicates: true })).length > 0) return invalidResult(updated);

  const identity = computed?.identity ?? identityOf(options);

  // Sets and times unchanged: the starting list again (no set algebra, no encoding).
  const same = computed?.same ?? (known && modifiedOnly && keepsKnownEntries(engine, known, identity, modifiedOnly, options));
  let entries: ManagedFieldsEntry[];
  // The known list itself (see updateManagedFieldsOrSteps).
  if (same === 'same') entries = knownList as ManagedFieldsEntry[];
  else if (same === 'time') {
    // What updatedManagedSteps computes here (updateOwnFields: no set changes, the writer's
    // time moves; nothing to cap), without its set algebra: the known managers, new time.
    const managed = copyManaged(known!);
    managed.times.set(identity, formatTime(options.now));
    entries = yield* encodeManagedSteps(managed);
  } else {
    const managed = yield* updatedManagedSteps(engine, known ? copyManaged(known) : decoded!, identity, live, updated, modifiedOnly, options);
    entries = yield* encodeManagedSteps(managed);
  }
  return managedResult(updated, entries);
}

function invalidResult(updated: JsonObject): UpdateManagedFieldsResult {
  return { object: cloneJson(updated), managedFields: [], schemaValid: false };
}

function managedResult(updated: JsonObject, entries: ManagedFieldsEntry[]): UpdateManagedFieldsResult {
  return new ManagedResult(updated, entries);
}

/** A valid write's result: the object with managedFields is built only when asked for (the store needs only the entries); a class, so no getter closure per write. */
class ManagedResult implements UpdateManagedFieldsResult {
  private built: JsonObject | undefined;
  readonly schemaValid = true;
  constructor(
    private readonly updated: JsonObject,
    readonly managedFields: ManagedFieldsEntry[],
  ) {}

  get object(): JsonObject {
    return (this.built ??= withManagedFields(this.updated, this.managedFields));
  }
}

/**
 * What a write by `identity` that only modified the leaves `modified` does to a known list when
 * `updateOwnFields` would change no set (and every set is reconciled with the schema and
 * non-empty already) and no manager would be capped: 'same' when the writer's time would not
 * move either (it changed no tracked field, or `now` falls in the second of its time): the
 * list stays as it is; 'time' when only the writer's time moves (the first write of a new
 * second): the general path's managers are then the known ones with that time. false: the
 * general path.
 */
function keepsKnownEntries(engine: Engine, known: EncodedEntries, identity: string, modified: readonly FieldPath[], options: UpdateManagedFieldsOptions): 'same' | 'time' | false {
  const { fields, times } = known.managed;
  let updaters = 0;
  for (const st of fields.values()) {
    if (st.set.isEmpty() || reconciledSet(engine, st.set) !== st.set) return false;
    if (!st.applied) updaters++;
  }
  if (updaters > MAX_UPDATE_MANAGERS) return false;
  const writer = fields.get(identity);
  let tracked = false;
  for (const path of modified) {
    const stripped = STRIPPED.has(path);
    tracked ||= !stripped;
    for (const [id, st] of fields) {
      // The writer owns each tracked field and no stripped one; nobody else owns either.
      if (id === identity ? st.set.has(path) === stripped : st.set.has(path)) return false;
    }
  }
  if (!tracked) return 'same';
  if (writer === undefined || writer.applied || writer.apiVersion !== options.apiVersion) return false;
  return times.get(identity) === formatTime(options.now) ? 'same' : 'time';
}

/** The managers after a non-apply write (the general path, with `updateOwnFields` as a short cut). */
function* updatedManagedSteps(
  engine: Engine,
  managed: Managed,
  identity: string,
  live: JsonObject,
  updated: JsonObject,
  modifiedOnly: readonly FieldPath[] | undefined,
  options: UpdateManagedFieldsOptions,
): Steps<Managed> {
  reconcile(engine, managed);
  const modifiedSet = modifiedOnly ? FieldSet.of(...modifiedOnly) : undefined;
  if (!(modifiedSet && updateOwnFields(managed, identity, modifiedSet, options))) {
    // structuredMerge.Update with the placeholder manager "current-operation".
    const before = new Map(managed.fields);
    const r = modifiedSet
      ? smdUpdateCompared(managed, { added: FieldSet.empty(), modified: modifiedSet, removed: FieldSet.empty() }, CURRENT_OPERATION)
      : yield* smdUpdateSteps(engine, live, updated, managed, CURRENT_OPERATION, true);
    if ('conflicts' in r) throw new Error('unreachable: forced update reported conflicts');
    const { compare } = r;
    const current = (managed.fields.get(CURRENT_OPERATION)?.set ?? FieldSet.empty())
      .union(compare.modified)
      .union(compare.added)
      .difference(compare.removed);
    if (current.isEmpty()) managed.fields.delete(CURRENT_OPERATION);
    else managed.fields.set(CURRENT_OPERATION, { set: current, apiVersion: options.apiVersion, applied: false });
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
    keepUnchangedSets(managed, before);
  } else capUpdateManagers(managed, MAX_UPDATE_MANAGERS);
  return managed;
}

export interface ApplyOptions {
  readonly schemaName: string;
  /** The stored object, or undefined when the apply creates it. */
  readonly live: JsonObject | undefined;
  /** The apply configuration (the decoded apply patch body). */
  readonly applied: JsonObject;
  /** The `fieldManager` parameter (required for apply; the caller validates it). */
  readonly manager: string;
  /** The main resource's group/version, e.g. `node.cluster.io/v1`. */
  readonly apiVersion: string;
  readonly subresource?: string;
  readonly force: boolean;
  readonly now: Date;
  readonly schemas?: Readonly<Record<string, SchemaObject>>;
}

/** One apply conflict: the other manager (printed) and the field path (SMD form). */
export interface ApplyConflict {
  /** `printManager` form: `"name"` or `"name" using <apiVersion>`. */
  readonly manager: string;
  /** SMD path, e.g. `.handler`, `.metadata.labels.app`. */
  readonly path: string;
  /** The manager identity JSON; conflicts are grouped and ordered by it (by `manager` when absent). */
  readonly identity?: string;
}

export type ApplyResult =
  | (ManagedFieldsResult & { readonly conflicts?: undefined })
  | { readonly conflicts: readonly ApplyConflict[]; readonly object?: undefined; readonly managedFields?: undefined };

/**
 * The apply body as upstream's field manager first sees it (the raw patch, unknown fields and
 * all): fields the schema does not declare fail the apply whatever `fieldValidation` says, with
 * structured-merge-diff's text (500 `failed to create typed patch object (...): .foo: field not
 * declared in schema`).
 */
export function checkApplyConfig(schemaName: string, config: JsonObject): void {
  const { typed, root } = engineFor(schemaName);
  const problems = typed.validate(config, root);
  if (problems.length > 0) {
    const err = new TypedValueError(problems);
    throw new ApiError(failureStatus(500, '', `failed to create typed patch object (${objectGVKNN(config)}): ${err.message}`), { cause: err });
  }
}

function objectGVKNN(obj: JsonObject): string {
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
export function apply(options: ApplyOptions): ApplyResult {
  const appliedMeta = metadataOf(options.applied);
  if (appliedMeta && hasKey(appliedMeta, 'managedFields') && appliedMeta.managedFields !== null) {
    throw new ApiError(failureStatus(400, 'BadRequest', 'metadata.managedFields must be nil'));
  }
  const engine = engineFor(options.schemaName, options.schemas);
  const { typed, root } = engine;
  const liveObj = options.live ?? emptyObject(options.schemaName, options.schemas);

  let managed: Managed;
  try {
    managed = decodeManaged(metadataOf(liveObj)?.managedFields);
  } catch (err) {
    throw new ApiError(failureStatus(500, '', `failed to decode managed fields: ${(err as Error).message}`), { cause: err });
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
  let newObject: JsonValue;
  try {
    newObject = typed.merge(live, config, root) ?? {};
  } catch (err) {
    if (err instanceof TypedValueError) {
      throw new ApiError(failureStatus(500, '', `failed to merge config: ${err.message}`), { cause: err });
    }
    throw err;
  }
  const lastSet = managed.fields.get(identity)?.set;
  managed.fields.set(identity, { set: typed.toFieldSet(config, root), apiVersion: options.apiVersion, applied: true });
  newObject = prune(engine, newObject, managed, lastSet);
  const r = smdUpdate(engine, live, newObject, managed, identity, options.force);
  if ('conflicts' in r) return { conflicts: conflictList(r.conflicts) };
  const changed = !jsonEqual(live, newObject);

  stripMeta(managed, identity);
  if (changed) managed.times.set(identity, formatTime(options.now));
  capUpdateManagers(managed, MAX_UPDATE_MANAGERS);

  const result = changed && isJsonObject(newObject) ? (stripNulls(newObject) as JsonObject) : live;
  const entries = encodeManaged(managed);
  return { object: withManagedFields(result, entries), managedFields: entries };
}

function conflictList(conflicts: Map<string, FieldSet>): ApplyConflict[] {
  const out: ApplyConflict[] = [];
  for (const id of [...conflicts.keys()].sort(compareGoStrings)) {
    const manager = printManager(id);
    for (const p of conflicts.get(id)!.paths()) out.push({ manager, path: pathToString(p), identity: id });
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
export function conflictError(conflicts: readonly ApplyConflict[]): ApiError {
  const list = conflicts;
  const causes = list.map((c) => ({ reason: 'FieldManagerConflict', message: `conflict with ${c.manager}`, field: c.path }));
  let message: string;
  if (list.length === 1) {
    message = `Apply failed with 1 conflict: conflict with ${list[0]!.manager}: ${list[0]!.path}`;
  } else {
    const groups = new Map<string, { manager: string; paths: string[] }>();
    for (const c of list) {
      const key = c.identity ?? c.manager;
      let g = groups.get(key);
      if (!g) {
        g = { manager: c.manager, paths: [] };
        groups.set(key, g);
      }
      g.paths.push(c.path);
    }
    const lines: string[] = [];
    for (const key of [...groups.keys()].sort(compareGoStrings)) {
      const g = groups.get(key)!;
      lines.push(`conflicts with ${g.manager}:`);
      for (const p of g.paths) lines.push(`- ${p}`);
    }
    message = `Apply failed with ${list.length} conflicts: ${lines.join('\n')}`;
  }
  return new ApiError(failureStatus(409, 'Conflict', message, { causes }));
}
