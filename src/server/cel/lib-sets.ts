/**
 * cel-go's sets extension (k8s base environment since 1.29), over lists:
 *   sets.contains(a, b)   every element of b is in a
 *   sets.equivalent(a, b) a and b hold the same elements (order and duplicates ignored)
 *   sets.intersects(a, b) a and b share an element
 * Elements compare with CEL equality. Cost: size(a) * size(b) (every pair may be compared),
 * so two large lists cannot buy a quadratic walk for one unit.
 */
import { noSuchOverload, type FunctionTable } from './functions.js';
import { celEquals, CelList, type CelValue } from './values.js';

function lists(fn: string, args: readonly CelValue[]): [CelList, CelList] {
  const [a, b] = args;
  if (!(a instanceof CelList) || !(b instanceof CelList) || args.length !== 2) throw noSuchOverload(fn, args);
  return [a, b];
}

const contains = (a: CelList, b: CelList): boolean => b.items.every((y) => a.items.some((x) => celEquals(x, y)));

export function registerSets(t: FunctionTable): void {
  const cost = (args: readonly CelValue[]): number => {
    const [a, b] = args;
    return Math.max(1, (a instanceof CelList ? a.items.length : 1) * (b instanceof CelList ? b.items.length : 1));
  };
  t.set('sets.contains', { impl: (args) => contains(...lists('sets.contains', args)), cost });
  t.set('sets.equivalent', {
    impl: (args) => {
      const [a, b] = lists('sets.equivalent', args);
      return contains(a, b) && contains(b, a);
    },
    cost,
  });
  t.set('sets.intersects', {
    impl: (args) => {
      const [a, b] = lists('sets.intersects', args);
      return a.items.some((x) => b.items.some((y) => celEquals(x, y)));
    },
    cost,
  });
}
