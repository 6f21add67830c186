/**
 * Hash-based lookups for the strategic merge patch's list operations, which upstream writes
 * as nested scans (fine for Go on small lists, quadratic on a 3 MiB list of finalizers).
 * Values compare as Go's `==` on decoded JSON (`goEqual`): scalars by dynamic type and value,
 * maps and lists never equal; `equalityKey` encodes exactly that, so a Map or Set keyed by it
 * finds what a scan with `goEqual` finds.
 */
import { goTypeName, type JsonValue } from './json-value.js';

/** A Map/Set key: the scalar itself (SameValueZero on JSON scalars is Go's `==` on them). */
export type EqualityKey = string | number | boolean | null;

/**
 * A key equal (SameValueZero) for two values iff `goEqual` holds; undefined for values equal to
 * nothing (maps, lists). A JSON number's Go type follows from its value, so equal numbers have
 * equal types and the number itself is the key.
 */
export function equalityKey(v: unknown): EqualityKey | undefined {
  if (v === null || typeof v === 'string' || typeof v === 'boolean' || typeof v === 'number') return v;
  return undefined;
}

/** Position of the first element of each key (as a scan from the start finds it). */
export function firstPositions<T>(list: readonly T[], keyOf: (item: T) => unknown): Map<EqualityKey, number> {
  const out = new Map<EqualityKey, number>();
  for (let i = 0; i < list.length; i++) {
    const k = equalityKey(keyOf(list[i]!));
    if (k !== undefined && !out.has(k)) out.set(k, i);
  }
  return out;
}

/** Keys of every element. */
export function keySet(list: readonly unknown[]): Set<EqualityKey> {
  const out = new Set<EqualityKey>();
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
  // Only values that occur more than once take part; most lists have none or few.
  const keys = s.map(equalityKey);
  const first = new Map<EqualityKey, number>();
  const positions = new Map<EqualityKey, Set<number>>();
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    if (k === undefined) continue;
    const f = first.get(k);
    if (f === undefined) {
      first.set(k, i);
      continue;
    }
    let set = positions.get(k);
    if (!set) positions.set(k, (set = new Set([f])));
    set.add(i);
  }
  if (positions.size === 0) return s;
  for (let i = 0; i < s.length; i++) {
    const k = equalityKey(s[i]);
    if (k === undefined) continue;
    const mine = positions.get(k);
    if (!mine || mine.size < 2) continue;
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
        const ms = mk === undefined ? undefined : positions.get(mk);
        if (ms) {
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

/**
 * Indexes of `positions` ordered by position, ties in their original order (a stable sort),
 * by counting: positions are integers in [0, limit).
 */
export function stableOrderByPosition(positions: readonly number[], limit: number): number[] {
  const starts = new Array<number>(limit + 1).fill(0);
  for (const p of positions) starts[p + 1]!++;
  for (let i = 1; i <= limit; i++) starts[i]! += starts[i - 1]!;
  const out = new Array<number>(positions.length);
  for (let i = 0; i < positions.length; i++) out[starts[positions[i]!]!++] = i;
  return out;
}
