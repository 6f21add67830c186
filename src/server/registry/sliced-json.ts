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

function isEmptyContainer(v: object): boolean {
  if (Array.isArray(v)) return v.length === 0;
  for (const _ in v) return false;
  return true;
}

/** Whether native JSON.stringify can take `v` in one short call. */
function isFlat(v: object): boolean {
  if (Array.isArray(v)) {
    if (v.length > SMALL) return false;
    for (const x of v) if (isContainer(x) && !isEmptyContainer(x)) return false;
    return true;
  }
  let n = 0;
  for (const k in v) {
    if (++n > SMALL) return false;
    const x = (v as Record<string, unknown>)[k];
    if (isContainer(x) && !isEmptyContainer(x)) return false;
  }
  return true;
}

export function* jsonStringifySteps(value: unknown): Steps<string> {
  const parts: string[] = [];
  // Parts are joined every few thousand, so the final join is short too.
  const chunks: string[] = [];
  const ticker = new Ticker();
  const walk = function* (v: unknown): Steps<void> {
    if (ticker.tick()) {
      if (parts.length > 4096) chunks.push(parts.splice(0, parts.length).join(''));
      yield;
    }
    if (!isContainer(v) || isFlat(v) || typeof (v as { toJSON?: unknown }).toJSON === 'function') {
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
    parts.push('{');
    let first = true;
    for (const k of Object.keys(v)) {
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
