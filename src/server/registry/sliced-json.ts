/**
 * JSON.stringify in slices: the same text as `JSON.stringify(value)` for JSON data (plain
 * objects, arrays, strings, finite numbers, booleans, null; undefined object members are
 * skipped and undefined array items become null), produced as yielding steps so encoding a
 * multi-MiB object does not hold the event loop for its whole duration. Small containers whose
 * members are all scalars or empty are handed to the native JSON.stringify in one call.
 */
import { Ticker, type Steps } from '../apply/work-slices.js';

const SMALL = 64;

function isContainer(v: unknown): v is object {
  return typeof v === 'object' && v !== null;
}


/** Whether native JSON.stringify can take the array `v` in one short call. */
function isFlatArray(v: unknown[], keysOf: (o: object) => readonly string[]): boolean {
  if (v.length > SMALL) return false;
  for (const x of v) if (isContainer(x) && (Array.isArray(x) ? x.length > 0 : keysOf(x).length > 0)) return false;
  return true;
}

/**
 * Whether native JSON.stringify can take the object with these `keys` in one short call.
 * Child objects are tested for emptiness through `keysOf`, whose enumeration the walk then
 * reuses: enumerating a dictionary-mode object of 200,000 keys costs tens of milliseconds, so
 * it must happen once, not once for the emptiness test and again for the walk.
 */
function isFlatObject(v: Record<string, unknown>, keys: readonly string[], keysOf: (o: object) => readonly string[]): boolean {
  if (keys.length > SMALL) return false;
  for (const k of keys) {
    const x = v[k];
    if (!isContainer(x)) continue;
    if (Array.isArray(x) ? x.length > 0 : keysOf(x).length > 0) return false;
  }
  return true;
}

/** Members (array items and object keys) up to which a value is stringified natively in one call. */
const NATIVE_MAX_MEMBERS = 2048;

/**
 * Whether `value` has at most `limit` members in all, counted with `keysOf` (so the keys of
 * objects enumerated here are not enumerated again by the walk); stops counting past `limit`.
 */
function hasAtMostMembers(value: unknown, limit: number, keysOf: (o: object) => readonly string[]): boolean {
  const stack: unknown[] = [value];
  let members = 0;
  while (stack.length > 0) {
    const v = stack.pop();
    if (!isContainer(v) || typeof (v as { toJSON?: unknown }).toJSON === 'function') continue;
    // Count first and stop before touching the members of a large container: mapping the
    // values of a 200k-key object here held the event loop for over 100 ms.
    if (Array.isArray(v)) {
      members += v.length;
      if (members > limit) return false;
      for (const x of v) if (isContainer(x)) stack.push(x);
    } else {
      const keys = keysOf(v);
      members += keys.length;
      if (members > limit) return false;
      for (const k of keys) {
        const x = (v as Record<string, unknown>)[k];
        if (isContainer(x)) stack.push(x);
      }
    }
  }
  return true;
}

export function* jsonStringifySteps(value: unknown): Steps<string> {
  const parts: string[] = [];
  // Parts are joined every few thousand, so the final join is short too.
  const chunks: string[] = [];
  const ticker = new Ticker();
  /** Keys enumerated by an emptiness test, kept for the walk of the same object. */
  const enumerated = new Map<object, readonly string[]>();
  const keysOf = (o: object): readonly string[] => {
    let keys = enumerated.get(o);
    if (keys === undefined) {
      keys = Object.keys(o);
      enumerated.set(o, keys);
    }
    return keys;
  };
  // An ordinary object (a few KiB) is stringified natively: the walk below costs several
  // times as much and only pays off for multi-MiB values.
  if (hasAtMostMembers(value, NATIVE_MAX_MEMBERS, keysOf)) return JSON.stringify(value) ?? 'null';
  // Counting a large value's members was a step of its own (it enumerates big maps).
  yield;
  const walk = function* (v: unknown): Steps<void> {
    if (ticker.tick()) {
      if (parts.length > 4096) chunks.push(parts.splice(0, parts.length).join(''));
      yield;
    }
    if (!isContainer(v) || typeof (v as { toJSON?: unknown }).toJSON === 'function' || (Array.isArray(v) && isFlatArray(v, keysOf))) {
      parts.push(JSON.stringify(v) ?? 'null');
      return;
    }
    if (Array.isArray(v)) {
      parts.push('[');
      for (let i = 0; i < v.length; i++) {
        if (i > 0) parts.push(',');
        const x: unknown = v[i];
        if (x === undefined || typeof x === 'function' || typeof x === 'symbol') parts.push('null');
        else yield* walk(x);
      }
      parts.push(']');
      return;
    }
    const keys = enumerated.get(v) ?? Object.keys(v);
    enumerated.delete(v);
    if (isFlatObject(v as Record<string, unknown>, keys, keysOf)) {
      parts.push(JSON.stringify(v));
      return;
    }
    parts.push('{');
    let first = true;
    for (const k of keys) {
      const x: unknown = (v as Record<string, unknown>)[k];
      if (x === undefined || typeof x === 'function' || typeof x === 'symbol') continue;
      parts.push(first ? JSON.stringify(k) + ':' : ',' + JSON.stringify(k) + ':');
      first = false;
      yield* walk(x);
    }
    parts.push('}');
  };
  yield* walk(value);
  chunks.push(parts.join(''));
  yield;
  return chunks.join('');
}
