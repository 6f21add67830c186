/**
 * Messages described as field tables and written by one small interpreter: for the messages
 * that are not on a hot path (the self reviews, the admission policies), a table per message
 * instead of a hand-written writer each.
 *
 * Writers produce gogo's bytes: ascending field numbers; non-pointer strings, bools, int64s,
 * structs and times always written (empty/zero included); pointer strings (`pstring`) and
 * pointer sub-messages only when set; repeated fields per element; maps sorted by key (Go's
 * order). Encoding errors name the JSON path.
 */
import { writeObjectMeta, type JsonObject } from './messages.js';
import { GO_ZERO_TIME_SECONDS, parseRfc3339 } from './time.js';
import { protoError, sortedKeysGo, type ProtoWriter } from './wire.js';

export type FieldKind =
  | 'string' // non-pointer string: always written
  | 'pstring' // *string: written when set (even "")
  | 'bool' // non-pointer bool: always written
  | 'int64' // non-pointer int64: always written
  | 'strings' // []string
  | 'message' // sub-message (see `pointer`)
  | 'messages' // repeated sub-message
  | 'meta' // ObjectMeta
  | 'stringMap' // map<string, string>
  | 'extra' // map<string, []string> (ExtraValue: a message holding the strings as field 1)
  | 'time' // non-pointer metav1.Time (JSON null when zero)
  | 'custom'; // written by the field's own `write` (layouts no other kind describes)

export interface Field {
  readonly json: string;
  readonly num: number;
  readonly kind: FieldKind;
  readonly message?: Fields;
  /** A pointer sub-message: written only when set. */
  readonly pointer?: boolean;
  /** JSON without omitempty: always present when read (for table-driven readers). */
  readonly always?: boolean;
  /** For `custom`: writes this field from the enclosing object. */
  readonly write?: (w: ProtoWriter, enclosing: JsonObject, path: string) => void;
}

/** A message's fields in Go struct (JSON) order. */
export type Fields = readonly Field[];

const wireType = (f: Field): number => (f.kind === 'bool' || f.kind === 'int64' ? 0 : 2);
export const tagOf = (f: Field): number => (f.num << 3) | wireType(f);

export function fail(path: string, expected: string, v: unknown): never {
  const got = v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
  throw protoError(`cannot encode ${path}: expected ${expected}, got ${got}`);
}

export function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function stringOf(v: unknown, path: string): string {
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string') fail(path, 'string', v);
  return v;
}

export function listOf(v: unknown, path: string): readonly unknown[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) fail(path, 'array', v);
  return v;
}

function int64Of(v: unknown, path: string): number {
  if (v === undefined || v === null) return 0;
  if (typeof v !== 'number' || !Number.isInteger(v)) fail(path, 'int64', v);
  return v;
}

/** Sorted by field number once per table (tables are module constants). */
const byNumber = new WeakMap<Fields, Fields>();
function sortedByNumber(fields: Fields): Fields {
  let sorted = byNumber.get(fields);
  if (sorted === undefined) {
    sorted = [...fields].sort((a, b) => a.num - b.num);
    byNumber.set(fields, sorted);
  }
  return sorted;
}

/** Writes `o`'s fields as the table says, in ascending field numbers. */
export function writeFields(w: ProtoWriter, fields: Fields, o: JsonObject, path: string): void {
  for (const f of sortedByNumber(fields)) {
    const v = o[f.json];
    const p = path === '' ? f.json : `${path}.${f.json}`;
    const tag = tagOf(f);
    switch (f.kind) {
      case 'string':
        w.string(tag, stringOf(v, p));
        break;
      case 'pstring':
        if (v !== undefined && v !== null) w.string(tag, stringOf(v, p));
        break;
      case 'bool':
        if (v !== undefined && v !== null && typeof v !== 'boolean') fail(p, 'boolean', v);
        w.byte(tag);
        w.byte(v === true ? 1 : 0);
        break;
      case 'int64':
        w.byte(tag);
        w.int64(int64Of(v, p));
        break;
      case 'strings': {
        const items = listOf(v, p);
        for (let i = 0; i < items.length; i++) w.string(tag, stringOf(items[i], `${p}[${i}]`));
        break;
      }
      case 'meta':
        writeObjectMeta(w, tag, v, path);
        break;
      case 'message': {
        if (f.pointer && (v === undefined || v === null)) break;
        if (v !== undefined && v !== null && !isObject(v)) fail(p, 'object', v);
        const mark = w.fork(tag);
        writeFields(w, f.message!, (v as JsonObject | undefined) ?? {}, p);
        w.join(mark);
        break;
      }
      case 'messages': {
        const items = listOf(v, p);
        for (let i = 0; i < items.length; i++) {
          const ip = `${p}[${i}]`;
          if (!isObject(items[i])) fail(ip, 'object', items[i]);
          const mark = w.fork(tag);
          writeFields(w, f.message!, items[i] as JsonObject, ip);
          w.join(mark);
        }
        break;
      }
      case 'stringMap': {
        if (v === undefined || v === null) break;
        if (!isObject(v)) fail(p, 'object', v);
        for (const key of sortedKeysGo(v)) {
          const entry = w.fork(tag);
          w.string(0x0a, key);
          w.string(0x12, stringOf(v[key], `${p}[${key}]`));
          w.join(entry);
        }
        break;
      }
      case 'extra': {
        if (v === undefined || v === null) break;
        if (!isObject(v)) fail(p, 'object', v);
        for (const key of sortedKeysGo(v)) {
          const values = listOf(v[key], `${p}[${key}]`);
          const entry = w.fork(tag);
          w.string(0x0a, key);
          const value = w.fork(0x12);
          for (let i = 0; i < values.length; i++) w.string(0x0a, stringOf(values[i], `${p}[${key}][${i}]`));
          w.join(value);
          w.join(entry);
        }
        break;
      }
      case 'time': {
        const mark = w.fork(tag);
        if (v !== undefined && v !== null) {
          if (typeof v !== 'string') fail(p, 'RFC3339 time string', v);
          const t = parseRfc3339(v);
          if (!t) throw protoError(`cannot encode ${p}: ${JSON.stringify(v)} is not an RFC3339 time`);
          if (!(t.seconds === GO_ZERO_TIME_SECONDS && t.nanos === 0)) {
            w.byte(0x08);
            w.int64(t.seconds);
            w.byte(0x10);
            w.byte(0);
          }
        }
        w.join(mark);
        break;
      }
      case 'custom':
        f.write!(w, o, path);
        break;
    }
  }
}
