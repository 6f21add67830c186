/**
 * Protobuf messages of the API (openapi/*.proto): readers are generated (decoders.ts binds
 * generated/protobuf-decoders.ts); the writers here are hand-written because gogo's bytes
 * depend on facts the .proto does not state (which fields are pointers, which are written
 * when empty). Both work on the JSON-shaped plain objects the JSON API produces; see
 * decoders.ts for the decode contract.
 *
 * Writers produce gogo's bytes: ascending field numbers; non-pointer strings, integers and
 * structs always written (empty/zero included); pointer fields only when set (not null or
 * undefined); repeated fields only when non-empty; maps sorted by key in Go order; Time as
 * {seconds, nanos=0}, a zero Time as an empty message; Quantity as {1: string}; FieldsV1 as its
 * JSON text. JSON fields the proto does not have (and `kind`/`apiVersion` of list items) are
 * dropped, as upstream's JSON decode would drop them.
 */
import { decoders } from './decoders.js';
import { parseRfc3339, GO_ZERO_TIME_SECONDS } from './time.js';
import { protoError, sortedKeysGo, type ProtoReader, type ProtoWriter } from './wire.js';

export type JsonObject = Record<string, unknown>;

/** A message: how to read it from the current reader limit and how to write it. */
export interface MessageCodec {
  /**
   * Reads fields until `r.limit`. A top-level object gets `kind` and `apiVersion` first (as in
   * JSON); list items pass undefined and carry neither.
   */
  read(r: ProtoReader, kind: string | undefined, apiVersion: string | undefined): JsonObject;
  write(w: ProtoWriter, obj: JsonObject, path: string): void;
}

// ---------------------------------------------------------------------------------------------
// Writer-side value checks. Failures name the JSON path; the message is built only on error.

function where(path: string, field: string): string {
  return path === '' ? field : field === '' ? path : `${path}.${field}`;
}

function typeError(path: string, field: string, expected: string, value: unknown): Error {
  const got = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return protoError(`cannot encode ${where(path, field)}: expected ${expected}, got ${got}`);
}

function str(v: unknown, path: string, field: string): string {
  if (typeof v === 'string') return v;
  if (v === undefined || v === null) return '';
  throw typeError(path, field, 'string', v);
}

function isSet(v: unknown): boolean {
  return v !== undefined && v !== null;
}

function obj(v: unknown, path: string, field: string): JsonObject {
  if (typeof v === 'object' && v !== null && !Array.isArray(v)) return v as JsonObject;
  throw typeError(path, field, 'object', v);
}

function objOrEmpty(v: unknown, path: string, field: string): JsonObject {
  return v === undefined || v === null ? EMPTY : obj(v, path, field);
}

function arr(v: unknown, path: string, field: string): readonly unknown[] {
  if (v === undefined || v === null) return EMPTY_ARRAY;
  if (Array.isArray(v)) return v;
  throw typeError(path, field, 'array', v);
}

const EMPTY: JsonObject = Object.freeze({}) as JsonObject;
const EMPTY_ARRAY: readonly unknown[] = Object.freeze([]);
const INT64_LIMIT = 9223372036854775808; // 2^63

/**
 * An int64 field value. Numbers must be integral; values beyond 2^53 are encoded as the exact
 * integer the double holds (JSON parsing already rounded them). `bigint` is accepted exactly.
 */
function int64(v: unknown, path: string, field: string): number {
  if (typeof v === 'number') {
    if (Number.isInteger(v) && v >= -INT64_LIMIT && v < INT64_LIMIT) return v;
    throw protoError(`cannot encode ${where(path, field)}: ${v} is not an int64`);
  }
  if (v === undefined || v === null) return 0;
  if (typeof v === 'bigint') {
    if (v >= -(2n ** 63n) && v < 2n ** 63n) return Number(v);
    throw protoError(`cannot encode ${where(path, field)}: ${v} is not an int64`);
  }
  throw typeError(path, field, 'integer', v);
}

function int32(v: unknown, path: string, field: string): number {
  const n = int64(v, path, field);
  if (n < -2147483648 || n > 2147483647) throw protoError(`cannot encode ${where(path, field)}: ${n} is not an int32`);
  return n;
}

function bool(v: unknown, path: string, field: string): boolean {
  if (typeof v === 'boolean') return v;
  throw typeError(path, field, 'boolean', v);
}

// ---------------------------------------------------------------------------------------------
// Times

function parseTimeValue(v: unknown, path: string, field: string): { seconds: number; nanos: number } | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw typeError(path, field, 'RFC3339 time string', v);
  const t = parseRfc3339(v);
  if (!t) throw protoError(`cannot encode ${where(path, field)}: ${JSON.stringify(v)} is not an RFC3339 time`);
  // Go's zero time marshals to an empty message.
  return t.seconds === GO_ZERO_TIME_SECONDS && t.nanos === 0 ? undefined : t;
}

/** A Time field; `always` for non-pointer fields (a zero time is then an empty message). */
function writeTime(w: ProtoWriter, tag: number, v: unknown, always: boolean, path: string, field: string): void {
  if (!always && !isSet(v)) return;
  const t = parseTimeValue(v, path, field);
  const mark = w.fork(tag);
  if (t !== undefined) {
    w.byte(0x08);
    w.int64(t.seconds);
    w.byte(0x10);
    w.byte(0);
  }
  w.join(mark);
}

function writeMicroTime(w: ProtoWriter, tag: number, v: unknown, path: string, field: string): void {
  if (!isSet(v)) return;
  const t = parseTimeValue(v, path, field);
  const mark = w.fork(tag);
  if (t !== undefined) {
    w.byte(0x08);
    w.int64(t.seconds);
    w.byte(0x10);
    w.int32(Math.floor(t.nanos / 1000) * 1000);
  }
  w.join(mark);
}

// ---------------------------------------------------------------------------------------------
// Maps

function writeStringMap(w: ProtoWriter, tag: number, v: unknown, path: string, field: string): void {
  if (!isSet(v)) return;
  const m = obj(v, path, field);
  for (const key of sortedKeysGo(m)) {
    const mark = w.fork(tag);
    w.string(0x0a, key);
    const value = m[key];
    w.string(0x12, typeof value === 'string' ? value : str(value, where(path, field), key));
    w.join(mark);
  }
}

function quantityString(v: unknown, path: string, field: string): string {
  if (typeof v === 'string') return v;
  // A Quantity instance or a number (JSON allows numeric quantities) stringifies to its form.
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'object' && v !== null && typeof (v as { toJSON?: unknown }).toJSON === 'function') {
    const j = (v as { toJSON(): unknown }).toJSON();
    if (typeof j === 'string') return j;
  }
  throw typeError(path, field, 'quantity string', v);
}

function writeQuantityMap(w: ProtoWriter, tag: number, v: unknown, path: string, field: string): void {
  if (!isSet(v)) return;
  const m = obj(v, path, field);
  for (const key of sortedKeysGo(m)) {
    const mark = w.fork(tag);
    w.string(0x0a, key);
    const q = w.fork(0x12);
    w.string(0x0a, quantityString(m[key], where(path, field), key));
    w.join(q);
    w.join(mark);
  }
}

// ---------------------------------------------------------------------------------------------
// meta/v1

/**
 * JSON.stringify's output for `v`, written straight into the buffer. Field sets are trees of
 * objects with short ASCII keys; those are written here byte by byte, which saves building and
 * re-encoding a string per entry. Anything else (escapes, non-ASCII, non-object values) is
 * written from JSON.stringify, so the bytes are identical either way.
 */
function writeJsonText(w: ProtoWriter, v: unknown): void {
  if (typeof v !== 'object' || v === null || Array.isArray(v) || typeof (v as { toJSON?: unknown }).toJSON === 'function') {
    writeUtf8(w, JSON.stringify(v) ?? 'null');
    return;
  }
  const o = v as JsonObject;
  w.byte(0x7b);
  let first = true;
  for (const key in o) {
    if (!Object.prototype.hasOwnProperty.call(o, key)) continue;
    const value = o[key];
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue;
    if (!first) w.byte(0x2c);
    first = false;
    writeJsonKey(w, key);
    w.byte(0x3a);
    writeJsonText(w, value);
  }
  w.byte(0x7d);
}

function writeJsonKey(w: ProtoWriter, key: string): void {
  const n = key.length;
  w.ensure(n + 2);
  const buf = w.buf;
  let p = w.pos;
  buf[p++] = 0x22;
  for (let i = 0; i < n; i++) {
    const c = key.charCodeAt(i);
    if (c < 0x20 || c >= 0x7f || c === 0x22 || c === 0x5c) {
      writeUtf8(w, JSON.stringify(key));
      return;
    }
    buf[p++] = c;
  }
  buf[p++] = 0x22;
  w.pos = p;
}

function writeUtf8(w: ProtoWriter, text: string): void {
  const n = Buffer.byteLength(text, 'utf8');
  w.ensure(n);
  w.buf.utf8Write(text, w.pos, n);
  w.pos += n;
}

function writeManagedFieldsEntry(w: ProtoWriter, e: JsonObject, path: string): void {
  w.string(0x0a, str(e.manager, path, 'manager'));
  w.string(0x12, str(e.operation, path, 'operation'));
  w.string(0x1a, str(e.apiVersion, path, 'apiVersion'));
  writeTime(w, 0x22, e.time, false, path, 'time');
  w.string(0x32, str(e.fieldsType, path, 'fieldsType'));
  if (isSet(e.fieldsV1)) {
    // FieldsV1.Raw holds the JSON text of the field set.
    const mark = w.fork(0x3a);
    const raw = w.fork(0x0a);
    writeJsonText(w, e.fieldsV1);
    w.join(raw);
    w.join(mark);
  }
  w.string(0x42, str(e.subresource, path, 'subresource'));
}

function writeOwnerReference(w: ProtoWriter, o: JsonObject, path: string): void {
  w.string(0x0a, str(o.kind, path, 'kind'));
  w.string(0x1a, str(o.name, path, 'name'));
  w.string(0x22, str(o.uid, path, 'uid'));
  w.string(0x2a, str(o.apiVersion, path, 'apiVersion'));
  if (isSet(o.controller)) {
    w.byte(0x30);
    w.byte(bool(o.controller, path, 'controller') ? 1 : 0);
  }
  if (isSet(o.blockOwnerDeletion)) {
    w.byte(0x38);
    w.byte(bool(o.blockOwnerDeletion, path, 'blockOwnerDeletion') ? 1 : 0);
  }
}

export function writeObjectMeta(w: ProtoWriter, tag: number, v: unknown, path: string): void {
  const m = objOrEmpty(v, path, 'metadata');
  const p = path === '' ? 'metadata' : `${path}.metadata`;
  const mark = w.fork(tag);
  w.string(0x0a, str(m.name, p, 'name'));
  w.string(0x12, str(m.generateName, p, 'generateName'));
  w.string(0x1a, str(m.namespace, p, 'namespace'));
  w.string(0x22, str(m.selfLink, p, 'selfLink'));
  w.string(0x2a, str(m.uid, p, 'uid'));
  w.string(0x32, str(m.resourceVersion, p, 'resourceVersion'));
  w.byte(0x38);
  w.int64(int64(m.generation, p, 'generation'));
  writeTime(w, 0x42, m.creationTimestamp, true, p, 'creationTimestamp');
  writeTime(w, 0x4a, m.deletionTimestamp, false, p, 'deletionTimestamp');
  if (isSet(m.deletionGracePeriodSeconds)) {
    w.byte(0x50);
    w.int64(int64(m.deletionGracePeriodSeconds, p, 'deletionGracePeriodSeconds'));
  }
  writeStringMap(w, 0x5a, m.labels, p, 'labels');
  writeStringMap(w, 0x62, m.annotations, p, 'annotations');
  const owners = arr(m.ownerReferences, p, 'ownerReferences');
  for (let i = 0; i < owners.length; i++) {
    const ip = `${p}.ownerReferences[${i}]`;
    const mk = w.fork(0x6a);
    writeOwnerReference(w, obj(owners[i], ip, ''), ip);
    w.join(mk);
  }
  const finalizers = arr(m.finalizers, p, 'finalizers');
  for (let i = 0; i < finalizers.length; i++) w.string(0x72, str(finalizers[i], p, `finalizers[${i}]`));
  const managed = arr(m.managedFields, p, 'managedFields');
  for (let i = 0; i < managed.length; i++) {
    const ip = `${p}.managedFields[${i}]`;
    const mk = w.fork(0x8a);
    writeManagedFieldsEntry(w, obj(managed[i], ip, ''), ip);
    w.join(mk);
  }
  w.join(mark);
}

export function writeListMeta(w: ProtoWriter, tag: number, v: unknown, path: string): void {
  const m = objOrEmpty(v, path, 'metadata');
  const p = path === '' ? 'metadata' : `${path}.metadata`;
  const mark = w.fork(tag);
  w.string(0x0a, str(m.selfLink, p, 'selfLink'));
  w.string(0x12, str(m.resourceVersion, p, 'resourceVersion'));
  w.string(0x1a, str(m.continue, p, 'continue'));
  if (isSet(m.remainingItemCount)) {
    w.byte(0x20);
    w.int64(int64(m.remainingItemCount, p, 'remainingItemCount'));
  }
  w.join(mark);
}

function writeStatusDetails(w: ProtoWriter, d: JsonObject, path: string): void {
  w.string(0x0a, str(d.name, path, 'name'));
  w.string(0x12, str(d.group, path, 'group'));
  w.string(0x1a, str(d.kind, path, 'kind'));
  const causes = arr(d.causes, path, 'causes');
  for (let i = 0; i < causes.length; i++) {
    const cp = `${path}.causes[${i}]`;
    const c = obj(causes[i], cp, '');
    const mark = w.fork(0x22);
    w.string(0x0a, str(c.reason, cp, 'reason'));
    w.string(0x12, str(c.message, cp, 'message'));
    w.string(0x1a, str(c.field, cp, 'field'));
    w.join(mark);
  }
  w.byte(0x28);
  w.int32(int32(d.retryAfterSeconds, path, 'retryAfterSeconds'));
  w.string(0x32, str(d.uid, path, 'uid'));
}

export const statusMessage: MessageCodec = {
  read: decoders.Status,
  write(w, s, path) {
    writeListMeta(w, 0x0a, s.metadata, path);
    w.string(0x12, str(s.status, path, 'status'));
    w.string(0x1a, str(s.message, path, 'message'));
    w.string(0x22, str(s.reason, path, 'reason'));
    if (isSet(s.details)) {
      const dp = path === '' ? 'details' : `${path}.details`;
      const mark = w.fork(0x2a);
      writeStatusDetails(w, obj(s.details, dp, ''), dp);
      w.join(mark);
    }
    w.byte(0x30);
    w.int32(int32(s.code, path, 'code'));
  },
};

export const tableOptionsMessage: MessageCodec = {
  read: decoders.TableOptions,
  write(w, t, path) {
    w.string(0x0a, str(t.includeObject, path, 'includeObject'));
  },
};

/**
 * meta/v1 DeleteOptions (generated.proto): gracePeriodSeconds 1 (int64), preconditions 2
 * {uid 1, resourceVersion 2}, orphanDependents 3, propagationPolicy 4, dryRun 5 (repeated),
 * ignoreStoreReadErrorWithClusterBreakingPotential 6. All optional pointers upstream: only
 * fields present on the wire appear in the object.
 */
export const deleteOptionsMessage: MessageCodec = {
  read(r, kind, apiVersion) {
    const out: JsonObject = kind === undefined ? {} : { kind, apiVersion: apiVersion ?? '' };
    let dryRun: string[] | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0x08:
          out.gracePeriodSeconds = r.int64();
          break;
        case 0x12: {
          const saved = r.enter();
          const pre: JsonObject = {};
          while (r.pos < r.limit) {
            const t = r.tag();
            if (t === 0x0a) pre.uid = r.string();
            else if (t === 0x12) pre.resourceVersion = r.string();
            else r.skip(t, 0b110);
          }
          r.leave(saved);
          out.preconditions = pre;
          break;
        }
        case 0x18:
          out.orphanDependents = r.bool();
          break;
        case 0x22:
          out.propagationPolicy = r.string();
          break;
        case 0x2a:
          (dryRun ??= []).push(r.string());
          break;
        case 0x30:
          out.ignoreStoreReadErrorWithClusterBreakingPotential = r.bool();
          break;
        default:
          r.skip(tag, 0b1111110);
      }
    }
    if (dryRun) out.dryRun = dryRun;
    return out;
  },
  write(w, o, path) {
    if (isSet(o.gracePeriodSeconds)) {
      w.byte(0x08);
      w.int64(int64(o.gracePeriodSeconds, path, 'gracePeriodSeconds'));
    }
    if (isSet(o.preconditions)) {
      const pre = obj(o.preconditions, path, 'preconditions');
      const pp = `${path}.preconditions`;
      const mark = w.fork(0x12);
      if (isSet(pre.uid)) w.string(0x0a, str(pre.uid, pp, 'uid'));
      if (isSet(pre.resourceVersion)) w.string(0x12, str(pre.resourceVersion, pp, 'resourceVersion'));
      w.join(mark);
    }
    if (isSet(o.orphanDependents)) {
      w.byte(0x18);
      w.byte(bool(o.orphanDependents, path, 'orphanDependents') ? 1 : 0);
    }
    if (isSet(o.propagationPolicy)) w.string(0x22, str(o.propagationPolicy, path, 'propagationPolicy'));
    if (isSet(o.dryRun)) for (const v of arr(o.dryRun, path, 'dryRun')) w.string(0x2a, str(v, path, 'dryRun'));
    if (isSet(o.ignoreStoreReadErrorWithClusterBreakingPotential)) {
      w.byte(0x30);
      w.byte(bool(o.ignoreStoreReadErrorWithClusterBreakingPotential, path, 'ignoreStoreReadErrorWithClusterBreakingPotential') ? 1 : 0);
    }
  },
};

/** A message whose only field is `metadata` (1: ObjectMeta). */
export const partialObjectMetadataMessage: MessageCodec = {
  read: decoders.PartialObjectMetadata,
  write(w, p, path) {
    writeObjectMeta(w, 0x0a, p.metadata, path);
  },
};

// ---------------------------------------------------------------------------------------------
// core/v1

function writeToleration(w: ProtoWriter, t: JsonObject, path: string): void {
  w.string(0x0a, str(t.key, path, 'key'));
  w.string(0x12, str(t.operator, path, 'operator'));
  w.string(0x1a, str(t.value, path, 'value'));
  w.string(0x22, str(t.effect, path, 'effect'));
  if (isSet(t.tolerationSeconds)) {
    w.byte(0x28);
    w.int64(int64(t.tolerationSeconds, path, 'tolerationSeconds'));
  }
}

export const namespaceMessage: MessageCodec = {
  read: decoders.Namespace,
  write(w, ns, path) {
    writeObjectMeta(w, 0x0a, ns.metadata, path);
    const specPath = path === '' ? 'spec' : `${path}.spec`;
    const spec = objOrEmpty(ns.spec, path, 'spec');
    let mark = w.fork(0x12);
    const finalizers = arr(spec.finalizers, specPath, 'finalizers');
    for (let i = 0; i < finalizers.length; i++) w.string(0x0a, str(finalizers[i], specPath, `finalizers[${i}]`));
    w.join(mark);
    const statusPath = path === '' ? 'status' : `${path}.status`;
    const status = objOrEmpty(ns.status, path, 'status');
    mark = w.fork(0x1a);
    w.string(0x0a, str(status.phase, statusPath, 'phase'));
    const conditions = arr(status.conditions, statusPath, 'conditions');
    for (let i = 0; i < conditions.length; i++) {
      const cp = `${statusPath}.conditions[${i}]`;
      const c = obj(conditions[i], cp, '');
      const mk = w.fork(0x12);
      w.string(0x0a, str(c.type, cp, 'type'));
      w.string(0x12, str(c.status, cp, 'status'));
      writeTime(w, 0x22, c.lastTransitionTime, true, cp, 'lastTransitionTime');
      w.string(0x2a, str(c.reason, cp, 'reason'));
      w.string(0x32, str(c.message, cp, 'message'));
      w.join(mk);
    }
    w.join(mark);
  },
};

// ---------------------------------------------------------------------------------------------
// coordination/v1

export const leaseMessage: MessageCodec = {
  read: decoders.Lease,
  write(w, lease, path) {
    writeObjectMeta(w, 0x0a, lease.metadata, path);
    const sp = path === '' ? 'spec' : `${path}.spec`;
    const spec = objOrEmpty(lease.spec, path, 'spec');
    const mark = w.fork(0x12);
    if (isSet(spec.holderIdentity)) w.string(0x0a, str(spec.holderIdentity, sp, 'holderIdentity'));
    if (isSet(spec.leaseDurationSeconds)) {
      w.byte(0x10);
      w.int32(int32(spec.leaseDurationSeconds, sp, 'leaseDurationSeconds'));
    }
    writeMicroTime(w, 0x1a, spec.acquireTime, sp, 'acquireTime');
    writeMicroTime(w, 0x22, spec.renewTime, sp, 'renewTime');
    if (isSet(spec.leaseTransitions)) {
      w.byte(0x28);
      w.int32(int32(spec.leaseTransitions, sp, 'leaseTransitions'));
    }
    if (isSet(spec.strategy)) w.string(0x32, str(spec.strategy, sp, 'strategy'));
    if (isSet(spec.preferredHolder)) w.string(0x3a, str(spec.preferredHolder, sp, 'preferredHolder'));
    w.join(mark);
  },
};

// ---------------------------------------------------------------------------------------------
// coordination/v1beta1

export const leaseCandidateMessage: MessageCodec = {
  read: decoders.LeaseCandidate,
  write(w, lc, path) {
    writeObjectMeta(w, 0x0a, lc.metadata, path);
    const sp = path === '' ? 'spec' : `${path}.spec`;
    const spec = objOrEmpty(lc.spec, path, 'spec');
    const mark = w.fork(0x12);
    w.string(0x0a, str(spec.leaseName, sp, 'leaseName'));
    writeMicroTime(w, 0x12, spec.pingTime, sp, 'pingTime');
    writeMicroTime(w, 0x1a, spec.renewTime, sp, 'renewTime');
    w.string(0x22, str(spec.binaryVersion, sp, 'binaryVersion'));
    w.string(0x2a, str(spec.emulationVersion, sp, 'emulationVersion'));
    w.string(0x32, str(spec.strategy, sp, 'strategy'));
    w.join(mark);
  },
};

// ---------------------------------------------------------------------------------------------
// node/v1

export const runtimeClassMessage: MessageCodec = {
  read: decoders.RuntimeClass,
  write(w, rc, path) {
    writeObjectMeta(w, 0x0a, rc.metadata, path);
    w.string(0x12, str(rc.handler, path, 'handler'));
    if (isSet(rc.overhead)) {
      const op = path === '' ? 'overhead' : `${path}.overhead`;
      const overhead = obj(rc.overhead, path, 'overhead');
      const mark = w.fork(0x1a);
      writeQuantityMap(w, 0x0a, overhead.podFixed, op, 'podFixed');
      w.join(mark);
    }
    if (isSet(rc.scheduling)) {
      const sp = path === '' ? 'scheduling' : `${path}.scheduling`;
      const scheduling = obj(rc.scheduling, path, 'scheduling');
      const mark = w.fork(0x22);
      writeStringMap(w, 0x0a, scheduling.nodeSelector, sp, 'nodeSelector');
      const tolerations = arr(scheduling.tolerations, sp, 'tolerations');
      for (let i = 0; i < tolerations.length; i++) {
        const tp = `${sp}.tolerations[${i}]`;
        const mk = w.fork(0x12);
        writeToleration(w, obj(tolerations[i], tp, ''), tp);
        w.join(mk);
      }
      w.join(mark);
    }
  },
};

// ---------------------------------------------------------------------------------------------
// Lists: {1: ListMeta, 2: repeated Item}. Items carry no kind/apiVersion (like JSON lists).
// `read` is the list's generated reader; `item` writes the items.

export function listMessage(read: MessageCodec['read'], item: MessageCodec): MessageCodec {
  return {
    read,
    write(w, list, path) {
      writeListMeta(w, 0x0a, list.metadata, path);
      const items = arr(list.items, path, 'items');
      for (let i = 0; i < items.length; i++) {
        const mark = w.fork(0x12);
        writeListItem(w, item, items[i], i);
        w.join(mark);
      }
    },
  };
}

/** The message of `items[index]` of a list (no tag or length): the same bytes and errors as within its list. */
export function writeListItem(w: ProtoWriter, item: MessageCodec, value: unknown, index: number): void {
  const ip = `items[${index}]`;
  item.write(w, obj(value, ip, ''), ip);
}

/** ObjectMeta and ListMeta readers (length-delimited, at the reader's position), for messages read elsewhere. */
export const readObjectMeta: (r: ProtoReader) => JsonObject = decoders.ObjectMeta;
export const readListMeta: (r: ProtoReader) => JsonObject = decoders.ListMeta;
