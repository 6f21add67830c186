/**
 * Hash-based lookups for the strategic merge patch's list operations, which upstream writes
 * as nested scans (fine for Go on small lists, quadratic on a 3 MiB list of finalizers).
 * Values compare as Go's `==` on decoded JSON (`goEqual`): scalars by dynamic type and value,
 * maps and lists never equal; `equalityKey` encodes exactly that, so a Map or Set keyed by it
 * finds what a scan with `goEqual` finds.
 */
import { goTypeName, type JsonValue } from './json-value.js';

/** A key equal for two values iff `goEqual` holds; undefined for values equal to nothing. */
export function equalityKey(v: unknown): string | undefined {
  if (v === null) return 'z';
  switch (typeof v) {
    case 'string':
      return 's' + v;
    case 'boolean':
      return v ? 'b1' : 'b0';
    case 'number':
      return 'n' + goTypeName(v) + ':' + String(v);
    default:
      return undefined;
  }
}

/** Position of the first element of each key (as a scan from the start finds it). */
export function firstPositions<T>(list: readonly T[], keyOf: (item: T) => unknown): Map<string, number> {
  const out = new Map<string, number>();
  for (let i = 0; i < list.length; i++) {
    const k = equalityKey(keyOf(list[i]!));
    if (k !== undefined && !out.has(k)) out.set(k, i);
  }
  return out;
}

/** Keys of every element. */
export function keySet(list: readonly unknown[]): Set<string> {
  const out = new Set<string>();
  for (const v of list) {
    const k = equalityKey(v);
    if (k !== undefined) out.add(k);
  }
  return out;
}

/**
 * `deduplicateScalars` with Go's exact result: for each position in turn, every later equal
 * element is removed by moving the current last element into its slot (and re-checking that
 * slot). Simulated with per-value position sets, so the cost is O(n log n), not O(n^2).
 */
export function deduplicateScalarsLinear(input: readonly JsonValue[]): JsonValue[] {
  const s = input.slice();
  const positions = new Map<string, Set<number>>();
  for (let i = 0; i < s.length; i++) {
    const k = equalityKey(s[i]);
    if (k === undefined) continue;
    let set = positions.get(k);
    if (!set) positions.set(k, (set = new Set()));
    set.add(i);
  }
  for (let i = 0; i < s.length; i++) {
    const k = equalityKey(s[i]);
    if (k === undefined) continue;
    const mine = positions.get(k)!;
    if (mine.size < 2) continue;
    // Later positions of this value, ascending (no earlier ones: they were removed already).
    const later = [...mine].filter((p) => p > i).sort((a, b) => a - b);
    let next = 0;
    while (next < later.length) {
      const j = later[next]!;
      if (!mine.has(j)) {
        next++;
        continue;
      }
      // s[j] equals s[i]: replace it with the last element until it no longer does.
      for (;;) {
        const last = s.length - 1;
        mine.delete(last === j ? j : last);
        if (last === j) {
          s.length = last;
          break;
        }
        const moved = s[last]!;
        s.length = last;
        const mk = equalityKey(moved);
        if (mk === k) continue; // the moved element is equal too: the slot is re-checked
        s[j] = moved;
        mine.delete(j);
        if (mk !== undefined) {
          const ms = positions.get(mk)!;
          ms.delete(last);
          ms.add(j);
        }
        break;
      }
      next++;
    }
  }
  return s;
}
