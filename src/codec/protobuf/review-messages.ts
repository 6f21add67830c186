/**
 * Protobuf messages of the self reviews (openapi/authentication.v1.proto,
 * openapi/authorization.v1.proto; field numbers as upstream's k8s.io/api generated.proto).
 * These messages hold only strings, bools, string lists, sub-messages and one map, so they are
 * described as field tables: written by field-table.ts's interpreter, read by the one here.
 *
 * Writers produce gogo's bytes: ascending field numbers, non-pointer strings and bools always
 * written (empty/false included), pointer sub-messages only when set, repeated fields per
 * element, the `extra` map sorted by key. Readers produce the JSON form: fields in Go struct
 * order, omitempty fields left out when empty.
 */
import { tagOf, writeFields, type Field, type Fields } from './field-table.js';
import { readObjectMeta, type JsonObject, type MessageCodec } from './messages.js';
import type { ProtoReader } from './wire.js';

function knownMask(fields: Fields): number {
  let m = 0;
  for (const f of fields) if (f.num < 32) m |= 1 << f.num;
  return m;
}

function readStrings(r: ProtoReader): string[] {
  const saved = r.enter();
  const items: string[] = [];
  while (r.pos < r.limit) {
    const tag = r.tag();
    if (tag === 0x0a) items.push(r.string());
    else r.skip(tag, 0b10);
  }
  r.leave(saved);
  return items;
}

function readExtraEntry(r: ProtoReader, target: Record<string, string[]>): void {
  const saved = r.enter();
  let key = '';
  let values: string[] = [];
  while (r.pos < r.limit) {
    const tag = r.tag();
    if (tag === 0x0a) key = r.string();
    else if (tag === 0x12) values = readStrings(r);
    else r.skip(tag, 0b110);
  }
  r.leave(saved);
  target[key] = values;
}

/** Reads fields until `r.limit` (the caller has entered the message). */
function readFields(r: ProtoReader, fields: Fields): JsonObject {
  const byTag = new Map<number, Field>(fields.map((f) => [tagOf(f), f]));
  const values = new Map<string, unknown>();
  const mask = knownMask(fields);
  while (r.pos < r.limit) {
    const tag = r.tag();
    const f = byTag.get(tag);
    if (!f) {
      r.skip(tag, mask);
      continue;
    }
    switch (f.kind) {
      case 'string':
        values.set(f.json, r.string());
        break;
      case 'bool':
        values.set(f.json, r.bool());
        break;
      case 'strings':
        values.set(f.json, [...((values.get(f.json) as string[] | undefined) ?? []), r.string()]);
        break;
      case 'meta':
        values.set(f.json, readObjectMeta(r));
        break;
      case 'message': {
        const saved = r.enter();
        values.set(f.json, readFields(r, f.message!));
        r.leave(saved);
        break;
      }
      case 'messages': {
        const saved = r.enter();
        const item = readFields(r, f.message!);
        r.leave(saved);
        values.set(f.json, [...((values.get(f.json) as JsonObject[] | undefined) ?? []), item]);
        break;
      }
      case 'extra': {
        const target = (values.get(f.json) as Record<string, string[]> | undefined) ?? {};
        readExtraEntry(r, target);
        values.set(f.json, target);
        break;
      }
    }
  }
  const out: JsonObject = {};
  for (const f of fields) {
    const v = values.get(f.json);
    const empty =
      v === undefined || v === '' || v === false || (Array.isArray(v) && v.length === 0) || (f.kind === 'extra' && Object.keys(v as object).length === 0);
    if (!empty) out[f.json] = v;
    else if (f.kind === 'meta' || (f.kind === 'message' && !f.pointer)) out[f.json] = v ?? {};
    else if (f.always) out[f.json] = f.kind === 'bool' ? false : f.kind === 'string' ? '' : [];
  }
  return out;
}

function topLevel(fields: Fields): MessageCodec {
  return {
    read(r, kind, apiVersion) {
      const body = readFields(r, fields);
      return kind === undefined ? body : { kind, apiVersion, ...body };
    },
    write(w, o, path) {
      writeFields(w, fields, o, path);
    },
  };
}

// --- authentication/v1 ------------------------------------------------------------------------

const USER_INFO: Fields = [
  { json: 'username', num: 1, kind: 'string' },
  { json: 'uid', num: 2, kind: 'string' },
  { json: 'groups', num: 3, kind: 'strings' },
  { json: 'extra', num: 4, kind: 'extra' },
];

export const selfSubjectReviewMessage = topLevel([
  { json: 'metadata', num: 1, kind: 'meta' },
  { json: 'status', num: 2, kind: 'message', message: [{ json: 'userInfo', num: 1, kind: 'message', message: USER_INFO }] },
]);

// --- authorization/v1 -------------------------------------------------------------------------

const SELECTOR_REQUIREMENT: Fields = [
  { json: 'key', num: 1, kind: 'string', always: true },
  { json: 'operator', num: 2, kind: 'string', always: true },
  { json: 'values', num: 3, kind: 'strings' },
];

const SELECTOR_ATTRIBUTES: Fields = [
  { json: 'rawSelector', num: 1, kind: 'string' },
  { json: 'requirements', num: 2, kind: 'messages', message: SELECTOR_REQUIREMENT },
];

const RESOURCE_ATTRIBUTES: Fields = [
  { json: 'namespace', num: 1, kind: 'string' },
  { json: 'verb', num: 2, kind: 'string' },
  { json: 'group', num: 3, kind: 'string' },
  { json: 'version', num: 4, kind: 'string' },
  { json: 'resource', num: 5, kind: 'string' },
  { json: 'subresource', num: 6, kind: 'string' },
  { json: 'name', num: 7, kind: 'string' },
  { json: 'fieldSelector', num: 8, kind: 'message', message: SELECTOR_ATTRIBUTES, pointer: true },
  { json: 'labelSelector', num: 9, kind: 'message', message: SELECTOR_ATTRIBUTES, pointer: true },
];

const NON_RESOURCE_ATTRIBUTES: Fields = [
  { json: 'path', num: 1, kind: 'string' },
  { json: 'verb', num: 2, kind: 'string' },
];

const SUBJECT_ACCESS_REVIEW_STATUS: Fields = [
  { json: 'allowed', num: 1, kind: 'bool', always: true },
  { json: 'denied', num: 4, kind: 'bool' },
  { json: 'reason', num: 2, kind: 'string' },
  { json: 'evaluationError', num: 3, kind: 'string' },
];

export const selfSubjectAccessReviewMessage = topLevel([
  { json: 'metadata', num: 1, kind: 'meta' },
  {
    json: 'spec',
    num: 2,
    kind: 'message',
    message: [
      { json: 'resourceAttributes', num: 1, kind: 'message', message: RESOURCE_ATTRIBUTES, pointer: true },
      { json: 'nonResourceAttributes', num: 2, kind: 'message', message: NON_RESOURCE_ATTRIBUTES, pointer: true },
    ],
  },
  { json: 'status', num: 3, kind: 'message', message: SUBJECT_ACCESS_REVIEW_STATUS },
]);

const RESOURCE_RULE: Fields = [
  { json: 'verbs', num: 1, kind: 'strings', always: true },
  { json: 'apiGroups', num: 2, kind: 'strings' },
  { json: 'resources', num: 3, kind: 'strings' },
  { json: 'resourceNames', num: 4, kind: 'strings' },
];

const NON_RESOURCE_RULE: Fields = [
  { json: 'verbs', num: 1, kind: 'strings', always: true },
  { json: 'nonResourceURLs', num: 2, kind: 'strings' },
];

export const selfSubjectRulesReviewMessage = topLevel([
  { json: 'metadata', num: 1, kind: 'meta' },
  { json: 'spec', num: 2, kind: 'message', message: [{ json: 'namespace', num: 1, kind: 'string' }] },
  {
    json: 'status',
    num: 3,
    kind: 'message',
    message: [
      { json: 'resourceRules', num: 1, kind: 'messages', message: RESOURCE_RULE, always: true },
      { json: 'nonResourceRules', num: 2, kind: 'messages', message: NON_RESOURCE_RULE, always: true },
      { json: 'incomplete', num: 3, kind: 'bool', always: true },
      { json: 'evaluationError', num: 4, kind: 'string' },
    ],
  },
]);
