/**
 * `+` on lists by their schema list type (k8s.io/apiserver/pkg/cel/common/values.go):
 *   atomic: concatenation;
 *   set:  X + Y keeps X's elements in their positions and appends Y's elements not in X
 *         (in Y's order, each once);
 *   map:  X + Y keeps X's positions, Y's element replaces X's with the same key fields,
 *         Y's new keys are appended in Y's order.
 * The left operand's semantics decide (the right one's when the left has none), and the
 * result keeps them so chained `+` and later equality behave the same.
 * Order-insensitive equality is in values.ts (listEquals).
 */
import { celEquals, CelList, mapListKey, type CelValue } from './values.js';

export function concatLists(x: CelList, y: CelList): CelList {
  const sem = x.semantics ?? y.semantics;
  if (!sem) return new CelList([...x.items, ...y.items]);
  if (sem.type === 'set') {
    const out: CelValue[] = [...x.items];
    for (const el of y.items) if (!out.some((o) => celEquals(o, el))) out.push(el);
    return new CelList(out, sem);
  }
  const out: CelValue[] = [...x.items];
  const position = new Map<string, number>();
  out.forEach((el, i) => {
    const k = mapListKey(el, sem.mapKeys);
    if (k !== undefined && !position.has(k)) position.set(k, i);
  });
  for (const el of y.items) {
    const k = mapListKey(el, sem.mapKeys);
    const at = k === undefined ? undefined : position.get(k);
    if (at !== undefined) out[at] = el;
    else {
      if (k !== undefined) position.set(k, out.length);
      out.push(el);
    }
  }
  return new CelList(out, sem);
}
